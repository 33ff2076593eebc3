/**
 * Issue 35 item 1, on the built server as a cluster of two workers: SIGTERM while keep-alive GETs and a
 * stream of contact posts are flowing. Every request that reached the process is answered (no connection
 * reset), every post answered was stored (the outbox) or delivered (the fake form service), every post not
 * answered was refused at connect (ECONNREFUSED: the listener was closed, nothing was lost), and the
 * process exits 0. Before the fix (node:cluster's round-robin: the primary kept accepting and handed
 * connections to workers that had closed), the same load saw connections reset.
 */
import { once } from "node:events";
import { mkdtemp, readdir, readFile } from "node:fs/promises";
import { Agent, request } from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";
import { stopAll } from "../scripts/lib/start-server";
import { startFakeFormService } from "../tests/helpers/fake-form-service";
import { validContact } from "../tests/helpers/contact-form";
import { startCluster } from "./cluster-helpers";

// a cluster of two workers starts here: on a busy machine that alone can take half a minute
test.describe.configure({ timeout: 180_000 });
test.afterEach(stopAll);

type Outcome = { status: number } | { error: string };

/** One request; resolves with its status once the whole answer has arrived, or with the error's code. */
function send(
  port: number,
  options: { method: string; path: string; agent: Agent | false; body?: string },
): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        method: options.method,
        path: options.path,
        agent: options.agent,
        headers: {
          origin: `http://127.0.0.1:${port}`,
          accept: options.body ? "application/json" : "text/html",
          ...(options.body
            ? {
                "content-type": "application/x-www-form-urlencoded",
                "content-length": Buffer.byteLength(options.body),
              }
            : {}),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0 }));
        res.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? String(error) }));
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? String(error) }));
    req.end(options.body);
  });
}

/** Every file under `dir`, read whole (the outbox's pending/, sending/, ... folders). */
async function readAll(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return Promise.all(
    entries.filter((e) => e.isFile()).map((e) => readFile(path.join(e.parentPath, e.name), "utf8")),
  );
}

test("cluster under load, SIGTERM: no keep-alive request reset, every answered post kept, the rest refused at connect or never read, exit 0", async () => {
  const service = await startFakeFormService("ok");
  try {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "drain-load-"));
    const server = await startCluster({
      DATA_DIR: dataDir,
      CONTACT_DELIVERY: "relay",
      CONTACT_ACCESS_KEY: "test",
      CONTACT_RELAY_URL: service.url,
      CONTACT_RATE_LIMIT: "100000",
      // the listener closes as soon as the signal arrives: a deploy without a balancer in front
      SHUTDOWN_DELAY_MS: "0",
    });
    const { port, child } = server;
    const agent = new Agent({ keepAlive: true, maxSockets: 20 });
    let stop = false;
    const gets: Outcome[] = [];
    const posts: { marker: string; outcome: Outcome }[] = [];
    let sequence = 0;
    // a client keeps asking until its request is refused at connect (or fails otherwise: a finding)
    const ended = (outcome: Outcome) => stop || "error" in outcome;
    // 20 visitors on keep-alive connections
    const getters = Array.from({ length: 20 }, async () => {
      for (;;) {
        const outcome = await send(port, { method: "GET", path: "/about", agent });
        gets.push(outcome);
        if (ended(outcome)) return;
      }
    });
    // 4 streams of contact posts, each on a new connection, each message told apart by a marker
    const posters = Array.from({ length: 4 }, async () => {
      for (;;) {
        const marker = `drain-marker-${++sequence}`;
        const body = new URLSearchParams({ ...validContact, message: `Website for our bakery. ${marker}` });
        const outcome = await send(port, {
          method: "POST",
          path: "/api/contact",
          agent: false,
          body: body.toString(),
        });
        posts.push({ marker, outcome });
        if (ended(outcome)) return;
      }
    });
    // the load is under way on both kinds of request
    await expect.poll(() => gets.length >= 100 && posts.length >= 20, { timeout: 120_000 }).toBe(true);
    const exited = once(child, "exit");
    child.kill("SIGTERM");
    const [code] = await exited;
    stop = true;
    await Promise.all([...getters, ...posters]);
    agent.destroy();

    const answered = posts.filter((p) => "status" in p.outcome);
    const figures = `${gets.length} GETs, ${posts.length} posts (${answered.length} answered)`;
    // not answered: refused at connect, and only that (a reset is a request lost in flight). One known window
    // is left (decision 0017): a new connection the kernel queued in the instant between the last worker's
    // last accept and its close is reset before any byte of it is read. Such a post never reached the
    // site (checked below: not stored, not delivered) and its sender saw the send fail (the form keeps what
    // was typed); at most one per worker. Keep-alive GETs have no such window: none may fail.
    const failed = (outcomes: Outcome[]) =>
      outcomes.flatMap((o) => ("error" in o && o.error !== "ECONNREFUSED" ? [o.error] : []));
    const unread = posts.filter((p) => "error" in p.outcome && p.outcome.error === "ECONNRESET");
    expect(
      {
        gets: failed(gets),
        posts: failed(posts.filter((p) => !unread.includes(p)).map((p) => p.outcome)),
        unreadPastTheWindow: Math.max(0, unread.length - 2),
      },
      `requests that failed after reaching the server; ${figures}`,
    ).toEqual({ gets: [], posts: [], unreadPastTheWindow: 0 });
    expect(gets.filter((o) => "status" in o && o.status !== 200)).toEqual([]);
    expect(answered.filter((p) => "status" in p.outcome && p.outcome.status !== 200)).toEqual([]);
    // every post answered 200 was delivered to the form service or is still in the outbox
    const delivered = service.accepted().map((r) => r.fields.message ?? "");
    const stored = await readAll(path.join(dataDir, "contact-outbox"));
    const kept = (marker: string) =>
      delivered.some((m) => m.endsWith(` ${marker}`)) || stored.some((s) => s.includes(`${marker}"`));
    expect(answered.filter((p) => !kept(p.marker)).map((p) => p.marker)).toEqual([]);
    // a reset post was never read: neither delivered nor stored (else its sender would send it twice)
    expect(unread.filter((p) => kept(p.marker)).map((p) => p.marker)).toEqual([]);
    expect(code, server.output().slice(-3000)).toBe(0);
    expect(server.output()).toContain("all workers stopped");
  } finally {
    await service.close();
  }
});
