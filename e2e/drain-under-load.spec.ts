/**
 * The built server as a cluster of two workers: SIGTERM while keep-alive GETs and a stream of contact posts
 * are flowing, with warm workers and with cold ones (the signal as the first answers come back, a CPU hog
 * beside them). Every request that reached the process is answered (no connection reset after connect),
 * every post answered was stored (the outbox) or delivered (the fake form service), every request not
 * answered was refused at connect (ECONNREFUSED: the listener was closed, nothing was lost), and the
 * process exits 0. Before decision 0017 (node:cluster's round-robin) the warm case saw connections reset;
 * before decision 0030 the cold one reset up to 18 posts and GETs that were queued when the listener closed.
 */
import { spawn } from "node:child_process";
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

/**
 * Starts the cluster, the load (20 keep-alive GET clients, 4 streams of posts on new connections, each
 * client asking again until it is refused at connect), sends SIGTERM once `ready()` says so, and checks
 * what every client saw. `hog`: a busy loop runs beside it all.
 */
async function drainUnderLoad(ready: (counts: { gets: number; posts: number }) => boolean, hog: boolean) {
  const service = await startFakeFormService("ok");
  const busy = hog ? spawn("sh", ["-c", "while :; do :; done"], { stdio: "ignore" }) : null;
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
    await expect
      .poll(() => ready({ gets: gets.length, posts: posts.length }), { timeout: 120_000 })
      .toBe(true);
    const exited = once(child, "exit");
    child.kill("SIGTERM");
    const [code] = await exited;
    stop = true;
    await Promise.all([...getters, ...posters]);
    agent.destroy();

    const answered = posts.filter((p) => "status" in p.outcome);
    const figures = `${gets.length} GETs, ${posts.length} posts (${answered.length} answered)`;
    // not answered: refused at connect, and only that. A reset (ECONNRESET, a socket hang up) is a request
    // that had connected and was neither answered nor refused.
    const failed = (outcomes: Outcome[]) =>
      outcomes.flatMap((o) => ("error" in o && o.error !== "ECONNREFUSED" ? [o.error] : []));
    expect(
      { gets: failed(gets), posts: failed(posts.map((p) => p.outcome)) },
      `requests that failed after connecting; ${figures}`,
    ).toEqual({ gets: [], posts: [] });
    expect(gets.filter((o) => "status" in o && o.status !== 200)).toEqual([]);
    expect(answered.filter((p) => "status" in p.outcome && p.outcome.status !== 200)).toEqual([]);
    // every post answered 200 was delivered to the form service or is still in the outbox
    const delivered = service.accepted().map((r) => r.fields.message ?? "");
    const stored = await readAll(path.join(dataDir, "contact-outbox"));
    const kept = (marker: string) =>
      delivered.some((m) => m.endsWith(` ${marker}`)) || stored.some((s) => s.includes(`${marker}"`));
    expect(answered.filter((p) => !kept(p.marker)).map((p) => p.marker)).toEqual([]);
    // a post refused at connect never reached the site: neither delivered nor stored
    const refused = posts.filter((p) => !answered.includes(p));
    expect(refused.filter((p) => kept(p.marker)).map((p) => p.marker)).toEqual([]);
    expect(code, server.output().slice(-3000)).toBe(0);
    expect(server.output()).toContain("all workers stopped");
  } finally {
    busy?.kill("SIGKILL");
    await service.close();
  }
}

test("cluster under load, SIGTERM: nothing reset after connect, every answered post kept, the rest refused at connect, exit 0", async () => {
  // the load is under way on both kinds of request
  await drainUnderLoad(({ gets, posts }) => gets >= 100 && posts >= 20, false);
});

test("cold cluster beside a CPU hog, SIGTERM as the first answers come back: nothing reset after connect, every answered post kept, exit 0", async () => {
  // the workers have not warmed (WARM_CACHE=0) and have answered next to nothing: the signal comes while
  // the first connections are still queued and being read
  await drainUnderLoad(({ gets, posts }) => gets + posts >= 1, true);
});
