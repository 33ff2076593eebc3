/**
 * The rate limits with REDIS_URL, against a real redis-server on a free port: a frozen Redis (SIGSTOP, the
 * socket still open) or one that refuses connections never holds a post and never lifts the limit; the
 * counts move to memory and back to Redis once it answers, with one JSON log line each way.
 */
import os from "node:os";
import path from "node:path";
import { mkdtemp } from "node:fs/promises";
import { createClient } from "redis";
import request from "supertest";
import { afterEach, expect, test, vi } from "vitest";
import { loadConfig } from "../../server/config";
import { createOutbox } from "../../server/contact/outbox";
import { rateLimitStores, type RateLimitStores } from "../../server/contact/rate-limit-store";
import { makeHandler } from "../helpers/app";
import { ORIGIN, validContact } from "../helpers/contact-form";
import { captureLogs } from "../helpers/leads";
import { freePort, startRedis } from "../helpers/redis-server";

const cleanup: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const task of cleanup.splice(0).reverse()) await task();
  vi.restoreAllMocks();
});

const FALLING_BACK = "rate limits: Redis is not answering; counting in this process's memory until it does";
const BACK = "rate limits: Redis answers again; counting in Redis";

/** The app with the Redis-backed limits; posts come through a proxy on loopback, from `address`. */
async function siteWithRedis(redisUrl: string) {
  const logs = captureLogs();
  const config = loadConfig({ REDIS_URL: redisUrl });
  const limits: RateLimitStores = rateLimitStores(config, logs.logger, false);
  cleanup.push(() => limits.close());
  const outbox = createOutbox(await mkdtemp(path.join(os.tmpdir(), "limits-outbox-")));
  const handler = makeHandler({
    env: { REDIS_URL: redisUrl, TRUST_PROXY: "loopback" },
    rateLimitStores: limits.stores,
    logger: logs.logger,
    outbox,
    delivery: null,
  });
  const post = (address: string, form: "contact" | "newsletter" = "contact") =>
    request(handler)
      .post(`/api/${form}`)
      .set("Origin", ORIGIN)
      .set("Accept", "application/json")
      .set("X-Forwarded-For", address)
      .type("form")
      .send(form === "contact" ? validContact : { email: "maria@example.com" });
  // the lines looked at start once Redis is in use: on a busy machine the first connection can time out, so
  // the link starts in the fallback (one warn line) and then says "Redis answers again; counting in Redis"
  let from = 0;
  const since = () => logs.lines.slice(from);
  const said = (msg: string) => since().filter((line) => line.msg === msg);
  const lastRateLine = () =>
    String(logs.lines.filter((line) => String(line.msg).startsWith("rate limits: ")).at(-1)?.msg);
  async function countingInRedis() {
    await vi.waitFor(() => expect(lastRateLine()).toMatch(/counting in Redis$/), { timeout: 20_000 });
    from = logs.lines.length;
  }
  return { logs, outbox, post, said, since, countingInRedis };
}

async function redisReader(port: number) {
  const client = createClient({ url: `redis://127.0.0.1:${port}` });
  client.on("error", () => {});
  await client.connect();
  // destroy, not close: a test that failed while Redis was frozen must not wait for its replies
  cleanup.push(async () => client.destroy());
  return client;
}

test("Redis frozen: posts are answered while it is stopped, stored, still limited; after SIGCONT Redis counts again", async () => {
  const redis = await startRedis();
  cleanup.push(() => redis.stop());
  const site = await siteWithRedis(redis.url);
  const reader = await redisReader(redis.port);
  await site.countingInRedis();

  // while Redis answers, the counts are there
  expect((await site.post("203.0.113.9")).status).toBe(200);
  expect(await reader.get("rl:contact:203.0.113.9")).toBe("1");

  redis.freeze();
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    statuses.push((await site.post("203.0.113.1")).status);
    // answered while Redis is still stopped, not once it resumes
    expect(redis.frozen()).toBe(true);
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  // newsletter sign-ups are answered too, on their own limit
  expect((await site.post("203.0.113.1", "newsletter")).status).toBe(200);
  expect(redis.frozen()).toBe(true);
  const pending = await site.outbox.list("pending");
  expect(pending.filter((r) => r.kind === "contact")).toHaveLength(6);
  expect(pending.filter((r) => r.kind === "newsletter")).toHaveLength(1);
  expect(pending.find((r) => r.kind === "contact")?.message.fields.message).toBe(validContact.message);
  expect(site.said(FALLING_BACK)).toHaveLength(1);
  expect(site.said(FALLING_BACK)[0]?.level).toBe(40);

  redis.thaw();
  await vi.waitFor(() => expect(site.said(BACK)).toHaveLength(1), { timeout: 30_000 });
  expect(site.said(BACK)[0]?.level).toBe(30);
  expect((await site.post("203.0.113.2")).status).toBe(200);
  expect((await site.post("203.0.113.2", "newsletter")).status).toBe(200);
  expect(await reader.get("rl:contact:203.0.113.2")).toBe("1");
  expect(await reader.get("rl:newsletter:203.0.113.2")).toBe("1");
  expect(site.said(FALLING_BACK)).toHaveLength(1);
}, 90_000);

test.each([
  ["killed after it answered", true],
  ["never reachable", false],
])(
  "Redis refusing connections (%s): the limit holds in memory, with one JSON warn line and no console output",
  async (_label, startFirst) => {
    const consoleCalls = [vi.spyOn(console, "error"), vi.spyOn(console, "warn"), vi.spyOn(console, "log")];
    let url = `redis://127.0.0.1:${await freePort()}`;
    const redis = startFirst ? await startRedis() : null;
    if (redis) {
      cleanup.push(() => redis.stop());
      url = redis.url;
    }
    const site = await siteWithRedis(url);
    if (redis) {
      await site.countingInRedis();
      await redis.stop();
    }
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await site.post("198.51.100.7")).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect((await site.post("198.51.100.7", "newsletter")).status).toBe(200);

    // every line was JSON (captureLogs parses each one); exactly one says Redis is not answering
    await vi.waitFor(() => expect(site.said(FALLING_BACK)).toHaveLength(1));
    const warnings = site.since().filter((line) => line.level >= 40);
    expect(warnings.map((line) => line.msg)).toEqual([FALLING_BACK]);
    expect(site.logs.text()).not.toMatch(/\n\s+at /);
    for (const spy of consoleCalls) expect(spy).not.toHaveBeenCalled();
  },
  60_000,
);
