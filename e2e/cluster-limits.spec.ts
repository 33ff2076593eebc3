/**
 * WEB_CONCURRENCY=2 and the rate limits: contact messages and newsletter sign-ups
 * are counted apart in the primary; a frozen Redis moves the counts to the primary's memory, so the limit
 * still holds across workers and no post waits for Redis; and every JSON line the processes write carries
 * one `worker` key. Real processes, real sockets, a real redis-server on a free port.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import { startRedis } from "../tests/helpers/redis-server";
import { send, startCluster, stopAllAfterEach } from "./cluster-helpers";
import { contactForm } from "./upload";

// two clusters start here, on a machine the other suites keep busy
test.describe.configure({ mode: "serial", timeout: 180_000 });

const redises = stopAllAfterEach();

/** One form post on its own connection, so the primary hands each to the next worker. */
const post = async (port: number, form: "contact" | "newsletter") =>
  (await send(port, "POST", `/api/${form}`, form === "contact" ? contactForm : "email=maria%40example.com"))
    .status;

async function posts(port: number, form: "contact" | "newsletter", times: number, after?: () => void) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) {
    statuses.push(await post(port, form));
    after?.();
  }
  return statuses;
}

test("in a cluster, messages and sign-ups are limited apart, and every line has one worker key", async () => {
  const server = await startCluster({}, "cluster-limits-");
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
  const server = await startCluster({ REDIS_URL: redis.url }, "cluster-limits-");
  try {
    await server.waitFor(server.workersOnRedis, "both workers on Redis");
    const frozenFrom = server.lines().length;
    redis.freeze();
    // every answer arrives while Redis is still stopped
    const statuses = await posts(server.port, "contact", 6, () => expect(redis.frozen()).toBe(true));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const fallingBack =
      "rate limits: Redis is not answering; counting in the cluster primary's memory until it does";
    const saidSinceFreeze = () => server.rateLines(frozenFrom).filter((l) => l.msg === fallingBack);
    await server.waitFor(() => saidSinceFreeze().length >= 1, "the warn line");
    // one line per worker that noticed, not one per post
    expect(saidSinceFreeze().length).toBeLessThanOrEqual(2);
    redis.thaw();
    await server.waitFor(server.workersOnRedis, "Redis to be used again");
  } finally {
    redis.thaw();
    const code = await server.stop();
    // a worker that exits non-zero in the drain says why in its last lines
    expect(code, server.raw().slice(-40).join("\n")).toBe(0);
    await redis.stop();
  }
  expect(server.output()).not.toMatch(/^\s+at /m);
});
