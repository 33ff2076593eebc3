/**
 * WEB_CONCURRENCY=2: the contact limit holds across workers (the primary's memory, or Redis), a killed
 * worker is replaced, and SIGTERM lets a request in flight finish. Real processes, real sockets, and a real
 * redis-server on a free port for the Redis path.
 */
import { spawnSync } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import { startRedis } from "../tests/helpers/redis-server";
import { send, startCluster, stopAllAfterEach } from "./cluster-helpers";
import { contactForm, uploadAcrossSignal } from "./upload";

// a cluster of two workers starts in each test: 24-32 s on a machine the other suites keep busy
test.describe.configure({ mode: "serial", timeout: 180_000 });

const redises = stopAllAfterEach();

/** Six contact posts from one client: the connection's address, or `forwardedFor` behind TRUST_PROXY. */
async function sixPostsFromOneClient(port: number, forwardedFor?: string) {
  const headers: Record<string, string> = forwardedFor ? { "x-forwarded-for": forwardedFor } : {};
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++)
    statuses.push((await send(port, "POST", "/api/contact", contactForm, headers)).status);
  return statuses;
}

test("two workers share one contact limit in the primary: the 6th post from one client is refused", async () => {
  const server = await startCluster();
  try {
    expect(await sixPostsFromOneClient(server.port)).toEqual([200, 200, 200, 200, 200, 429]);
    // the five accepted posts were spread over both workers (log lines are flushed within a second)
    const stored = () => server.lines().filter((l) => l.msg === "contact message stored");
    await server.waitFor(() => stored().length === 5, "five stored-message log lines");
    const storedBy = new Set(
      server
        .lines()
        .filter((l) => l.msg === "contact message stored")
        .map((l) => l.worker),
    );
    expect([...storedBy].sort()).toEqual([1, 2]);
  } finally {
    expect(await server.stop()).toBe(0);
  }
});

test("with REDIS_URL the limit lives in a real redis-server and still holds across workers", async () => {
  // .ci/run installs Debian's redis-server; without it this test fails (startRedis says so), not skips
  const redis = await startRedis();
  redises.push(redis);
  const redisPort = redis.port;
  const server = await startCluster({ REDIS_URL: redis.url, TRUST_PROXY: "loopback" });
  try {
    // until a worker's Redis link has answered its first probe, its limits count in the fallback (the
    // primary): posts sent before both say so would be counted in two places
    // A Redis call that takes over 250 ms (a machine at load 25) moves that worker to the fallback for a
    // while, by design: the six posts are then counted in two places. Such a round is sent again from a
    // new client; the limit must hold in a round Redis answered throughout.
    const held = [200, 200, 200, 200, 200, 429];
    let client = "";
    let statuses: number[] = [];
    for (let round = 1; round <= 3; round++) {
      await server.waitFor(server.workersOnRedis, "both workers counting in Redis");
      const from = server.lines().length;
      client = `203.0.113.${round}`;
      statuses = await sixPostsFromOneClient(server.port, client);
      if (statuses.join() === held.join()) break;
      // a round in which the limit did not hold must be one in which a worker fell back: else this fails
      await server.waitFor(
        () =>
          server.rateLines(from).some((l) => String(l.msg).startsWith("rate limits: Redis is not answering")),
        `a worker to have fallen back in round ${round} (the limit did not hold: ${statuses.join(", ")})`,
      );
    }
    expect(statuses).toEqual(held);
    // the counts are in Redis, under the contact limit's prefix and the client's address
    const key = spawnSync("redis-cli", ["-p", String(redisPort), "exists", `rl:contact:${client}`], {
      encoding: "utf8",
    });
    if (key.status === 0) expect(key.stdout.trim()).toBe("1");
  } finally {
    expect(await server.stop()).toBe(0);
    await redis.stop();
  }
});

test("a killed worker is replaced and the site keeps answering", async () => {
  const server = await startCluster();
  try {
    const children = readFileSync(`/proc/${server.child.pid}/task/${server.child.pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .map(Number);
    expect(children).toHaveLength(2);
    process.kill(children[0] ?? 0, "SIGKILL");
    // Once the primary has seen the exit, the surviving worker takes every connection while the new one
    // starts. (A connection the primary hands over in the instant between the kill and that exit event is
    // lost with the dead worker: node:cluster's round-robin cannot take it back.)
    await server.waitFor(
      () => server.output().includes("worker died; starting a new one"),
      "the primary to notice",
    );
    const during = await Promise.all(Array.from({ length: 5 }, () => send(server.port, "GET", "/about")));
    expect(during.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    await server.waitFor(() => server.count("listening on") >= 3, "a new worker");
    const after = await Promise.all(Array.from({ length: 6 }, () => send(server.port, "GET", "/")));
    expect(after.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
  } finally {
    expect(await server.stop()).toBe(0);
  }
});

test("SIGTERM to the primary lets a request still being uploaded finish; every process exits 0", async () => {
  const server = await startCluster();
  const answer = uploadAcrossSignal(server.port, server.child, { signalAfterMs: 300, endAfterMs: 1300 });
  const exited = once(server.child, "exit");
  expect(await answer).toBe(200);
  const [code] = await exited;
  expect(code).toBe(0);
  expect(server.output()).toContain("all workers stopped");
});
