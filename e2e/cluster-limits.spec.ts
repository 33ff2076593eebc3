/**
 * WEB_CONCURRENCY=2 and the rate limits (issue 25 items 1 and 10): contact messages and newsletter sign-ups
 * are counted apart in the primary; a frozen Redis moves the counts to the primary's memory, so the limit
 * still holds across workers and no post waits for Redis; and every JSON line the processes write carries
 * one `worker` key. Real processes, real sockets, a real redis-server on a free port.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { request } from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startServer, stopAll } from "../scripts/lib/start-server";
import { startRedis } from "../tests/helpers/redis-server";
import { contactForm } from "./upload";

// two clusters start here, on a machine the other suites keep busy
test.describe.configure({ mode: "serial", timeout: 180_000 });

// every server and redis-server a test started, so a test that fails or times out leaves none behind
const redises: Awaited<ReturnType<typeof startRedis>>[] = [];
test.afterEach(async () => {
  await stopAll();
  await Promise.all(redises.splice(0).map((redis) => redis.stop()));
});

/** The production server as a cluster of two workers; resolves once both are listening. */
async function startCluster(env: Record<string, string> = {}) {
  const server = await startServer({
    env: {
      LOG_LEVEL: "info",
      WARM_CACHE: "0",
      WEB_CONCURRENCY: "2",
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "cluster-limits-")),
      ...env,
    },
    listening: 2,
  });
  // every line the processes wrote (a line that is not JSON fails the one-worker-key check below)
  const raw = () => server.lines().filter(Boolean);
  return { ...server, raw, lines: server.json };
}

/** One form post on its own connection, so the primary hands each to the next worker. */
function post(port: number, form: "contact" | "newsletter"): Promise<number> {
  const body = form === "contact" ? contactForm : "email=maria%40example.com";
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: `/api/${form}`,
        agent: false,
        headers: {
          connection: "close",
          origin: `http://127.0.0.1:${port}`,
          accept: "application/json",
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

async function posts(port: number, form: "contact" | "newsletter", times: number, after?: () => void) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) {
    statuses.push(await post(port, form));
    after?.();
  }
  return statuses;
}

test("in a cluster, messages and sign-ups are limited apart, and every line has one worker key", async () => {
  const server = await startCluster();
  try {
    expect(await posts(server.port, "contact", 5)).toEqual([200, 200, 200, 200, 200]);
    expect(await posts(server.port, "newsletter", 1)).toEqual([200]);
    expect(await posts(server.port, "contact", 1)).toEqual([429]);
    expect(await posts(server.port, "newsletter", 4)).toEqual([200, 200, 200, 200]);
    expect(await posts(server.port, "newsletter", 1)).toEqual([429]);

    // a worker dies: the primary's line about it names it without a second `worker` key
    const children = readFileSync(`/proc/${server.child.pid}/task/${server.child.pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .map(Number);
    process.kill(children[0] ?? 0, "SIGKILL");
    await server.waitFor(
      () => server.output().includes("worker died; starting a new one"),
      "the primary to notice",
    );
    await server.waitFor(() => server.count("listening on") >= 3, "a new worker");
  } finally {
    expect(await server.stop()).toBe(0);
  }
  for (const line of server.raw()) expect(line.match(/"worker":/g), line).toHaveLength(1);
  const died = server.lines().find((l) => l.msg === "worker died; starting a new one");
  expect(died).toMatchObject({ worker: "primary", signal: "SIGKILL" });
  expect(typeof died?.deadWorker).toBe("number");
  const byProcess = new Set(server.lines().map((l) => l.worker));
  expect(byProcess.has("primary")).toBe(true);
  expect(byProcess.has(1) || byProcess.has(2)).toBe(true);
});

test("in a cluster with a frozen Redis, posts are answered while it is stopped and the primary keeps the limit", async () => {
  // .ci/run installs Debian's redis-server; without it this test fails (startRedis says so), not skips
  const redis = await startRedis();
  redises.push(redis);
  const server = await startCluster({ REDIS_URL: redis.url });
  const said = (msg: string) => server.lines().filter((l) => l.msg === msg);
  try {
    await server.waitFor(() => said("rate limits: counting in Redis").length === 2, "both workers on Redis");
    redis.freeze();
    // every answer arrives while Redis is still stopped
    const statuses = await posts(server.port, "contact", 6, () => expect(redis.frozen()).toBe(true));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const fallingBack =
      "rate limits: Redis is not answering; counting in the cluster primary's memory until it does";
    await server.waitFor(() => said(fallingBack).length >= 1, "the warn line");
    expect(said(fallingBack).length).toBeLessThanOrEqual(2);
    redis.thaw();
    await server.waitFor(
      () => said("rate limits: Redis answers again; counting in Redis").length === said(fallingBack).length,
      "Redis to be used again",
    );
  } finally {
    redis.thaw();
    expect(await server.stop()).toBe(0);
    await redis.stop();
  }
  expect(server.output()).not.toMatch(/^\s+at /m);
});
