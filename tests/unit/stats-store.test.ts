/**
 * The daily totals' stores: SQLite (what the server keeps on the data volume) and Redis (shared by replicas
 * and hosts, against Debian's redis-server). Batches add up exactly from several writers, a restart keeps
 * every day, old days are deleted, and a capped table keeps its largest keys a day: a flood of new keys
 * cannot push out a named source.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { OTHER, type Delta, type StoredCounts } from "../../server/stats/counts";
import { RedisStore } from "../../server/stats/redis-store";
import { SqliteCounts } from "../../server/stats/sqlite-counts";
import { SqliteStore } from "../../server/stats/sqlite-store";
import { startRedis } from "../helpers/redis-server";

const delta = (day: string, dim: Delta["dim"], key: string, counts: Partial<Delta> = {}): Delta => ({
  day,
  dim,
  key,
  views: 0,
  visits: 0,
  leads: 0,
  folded: 0,
  ...counts,
});
const row = (stored: StoredCounts, dim: string, key: string) =>
  stored.rows.find((r) => r.dim === dim && r.key === key);
const tempFile = () => path.join(mkdtempSync(path.join(tmpdir(), "stats-")), "stats.sqlite");

test("SQLite: two writers on one file add up exactly; a reopened file keeps every day", () => {
  const file = tempFile();
  const a = new SqliteCounts(file);
  const b = new SqliteCounts(file);
  for (let i = 0; i < 50; i++) {
    a.add([
      delta("2026-11-20", "total", "", { views: 2, visits: 1 }),
      delta("2026-11-20", "page", "/", { views: 2 }),
    ]);
    b.add([
      delta("2026-11-20", "total", "", { views: 1, leads: 1 }),
      delta("2026-11-21", "total", "", { views: 3 }),
    ]);
  }
  a.close();
  b.close();
  const reopened = new SqliteCounts(file);
  const stored = reopened.read("2026-11-20", "2026-11-21");
  expect(row(stored, "total", "")).toMatchObject({ views: 50 * 2 + 50 + 50 * 3, visits: 50, leads: 50 });
  expect(stored.days.filter((d) => d.dim === "total").map((d) => [d.day, d.views])).toEqual([
    ["2026-11-20", 150],
    ["2026-11-21", 150],
  ]);
  expect(reopened.read("2026-11-20", "2026-11-20").days).toHaveLength(1);
  expect(reopened.prune("2026-11-21")).toBe(2);
  expect(reopened.read("2026-11-20", "2026-11-21").days.map((d) => d.day)).toEqual(["2026-11-21"]);
  reopened.close();
});

test("SQLite through its thread: the server's store answers the same", async () => {
  const file = tempFile();
  const store = new SqliteStore(file);
  await store.add([delta("2026-11-22", "landing", "/about", { visits: 3, leads: 1 })]);
  expect(row(await store.read("2026-11-22", "2026-11-22"), "landing", "/about")).toMatchObject({
    visits: 3,
    leads: 1,
  });
  await store.close();
  // a store that cannot open its file (a folder where the file should be) fails its calls, never the process
  const broken = new SqliteStore(path.dirname(file));
  await expect(broken.add([delta("2026-11-22", "total", "")])).rejects.toThrow();
  await broken.close();
});

/** A named source with one visit and a lead, then 5,000 junk keys of one visit each, in batches. */
async function flood(add: (batch: Delta[]) => void | Promise<void>) {
  const day = "2026-11-22";
  await add([
    delta(day, "source", "Google\tPaid Search", { visits: 1, leads: 1 }),
    delta(day, "source", "newsletter\tEmail", { visits: 1 }),
  ]);
  for (let batch = 0; batch < 50; batch++)
    await add(
      Array.from({ length: 100 }, (_, i) =>
        delta(day, "source", `junk-${batch}-${i}\tOther campaigns`, { visits: 1 }),
      ),
    );
  // a real source that comes during the flood with more than one visit
  await add([delta(day, "source", "Bing\tOrganic Search", { visits: 2 })]);
  for (let batch = 50; batch < 60; batch++)
    await add(
      Array.from({ length: 100 }, (_, i) =>
        delta(day, "source", `junk-${batch}-${i}\tOther campaigns`, { visits: 1 }),
      ),
    );
}

function expectNamedSourcesKept(stored: StoredCounts, max: number) {
  const sources = stored.rows.filter((r) => r.dim === "source");
  expect(sources.length).toBe(max + 1);
  expect(row(stored, "source", "Google\tPaid Search")).toMatchObject({ visits: 1, leads: 1 });
  expect(row(stored, "source", "Bing\tOrganic Search")).toMatchObject({ visits: 2 });
  // of equal keys the first seen stays: the newsletter's one visit came before the flood
  expect(row(stored, "source", "newsletter\tEmail")).toMatchObject({ visits: 1 });
  // nothing is lost: the folded keys' visits are in "(other)", and it says how many keys it holds
  const total = sources.reduce((sum, r) => sum + r.visits, 0);
  expect(total).toBe(1 + 1 + 2 + 6_000);
  const other = row(stored, "source", OTHER)!;
  expect(other.folded).toBe(6_003 - max);
  expect(other.visits).toBe(6_000 - (max - 3));
}

test("SQLite: a flood of new keys cannot push out a named source; the rest is summed as (other)", async () => {
  const counts = new SqliteCounts(tempFile(), { maxKeys: 200 });
  await flood((batch) => counts.add(batch));
  expectNamedSourcesKept(counts.read("2026-11-22", "2026-11-22"), 200);
  counts.close();
});

let redis: Awaited<ReturnType<typeof startRedis>>;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});

test("Redis: two processes' stores add to one set of totals; the same top-k as SQLite", async () => {
  const a = new RedisStore(redis.url, { retentionDays: 730, maxKeys: 200 });
  const b = new RedisStore(redis.url, { retentionDays: 730, maxKeys: 200 });
  await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      (i % 2 ? a : b).add([
        delta("2026-11-20", "total", "", { views: 2, visits: 1, leads: i % 5 === 0 ? 1 : 0 }),
        delta("2026-11-20", "left-out", "no-script\tcontact", { leads: 1 }),
      ]),
    ),
  );
  const stored = await b.read("2026-11-19", "2026-11-21");
  expect(row(stored, "total", "")).toMatchObject({ views: 40, visits: 20, leads: 4 });
  expect(row(stored, "left-out", "no-script\tcontact")).toMatchObject({ leads: 20 });
  expect(stored.days.filter((d) => d.dim === "total")).toEqual([
    { day: "2026-11-20", dim: "total", key: "", views: 40, visits: 20, leads: 4, folded: 0 },
  ]);
  await flood((batch) => a.add(batch));
  expectNamedSourcesKept(await b.read("2026-11-22", "2026-11-22"), 200);
  await a.close();
  await b.close();
}, 60_000);

test("Redis: each day's keys expire STATS_RETENTION_DAYS after the day", async () => {
  const store = new RedisStore(redis.url, { retentionDays: 30, maxKeys: 200 });
  await store.add([delta("2026-11-10", "page", "/", { views: 1 })]);
  await store.close();
  const { createClient } = await import("redis");
  const client = createClient({ url: redis.url });
  await client.connect();
  const expireAt = await client.expireTime("stats:v1:2026-11-10");
  const rankExpiry = await client.expireTime("stats:v1:2026-11-10:rank:page");
  await client.close();
  expect(new Date(expireAt * 1000).toISOString()).toBe("2026-12-11T00:00:00.000Z");
  expect(rankExpiry).toBe(expireAt);
});
