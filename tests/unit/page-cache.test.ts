import { expect, test } from "vitest";
import { chooseEncoding, etagMatches, PageCache } from "../../server/page-cache";

test("brotli is preferred, then gzip, then no encoding", () => {
  expect(chooseEncoding("gzip, deflate, br")).toBe("br");
  expect(chooseEncoding("gzip")).toBe("gzip");
  expect(chooseEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
  expect(chooseEncoding("*")).toBe("br");
  expect(chooseEncoding(undefined)).toBe("identity");
  expect(chooseEncoding("identity")).toBe("identity");
});

test("If-None-Match matches weakly, in lists and with *", () => {
  expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
  expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
  expect(etagMatches('"x", W/"abc"', 'W/"abc"')).toBe(true);
  expect(etagMatches("*", 'W/"abc"')).toBe(true);
  expect(etagMatches('"other"', 'W/"abc"')).toBe(false);
  expect(etagMatches(undefined, 'W/"abc"')).toBe(false);
});

test("entries with a TTL expire; static entries stay", async () => {
  let now = 1_000;
  const cache = new PageCache(true, { now: () => now });
  const entry = { status: 200, headers: { "content-type": "text/html" }, body: Buffer.from("<p>hi</p>") };
  await cache.store("/blog", { ...entry, ttlSeconds: 300 });
  await cache.store("/", { ...entry, ttlSeconds: Infinity });
  expect(cache.lookup("/blog")?.headers["content-type"]).toBe("text/html");
  now += 301_000;
  expect(cache.lookup("/blog")).toBeUndefined();
  expect(cache.lookup("/")).toBeDefined();
});

test("per-response headers are not stored with the page", async () => {
  const cache = new PageCache(true);
  await cache.store("/", {
    status: 200,
    headers: { "content-type": "text/html", "content-length": "9", date: "x", "content-encoding": "gzip" },
    body: Buffer.from("<p>hi</p>"),
    ttlSeconds: Infinity,
  });
  expect(Object.keys(cache.lookup("/")?.headers ?? {})).toEqual(["content-type"]);
});

test("a disabled cache stores nothing", async () => {
  const cache = new PageCache(false);
  await cache.store("/", { status: 200, headers: {}, body: Buffer.from("x"), ttlSeconds: Infinity });
  expect(cache.size).toBe(0);
});

test("an expired page is served stale only while one render for it is in flight", async () => {
  let now = 0;
  const cache = new PageCache(true, { now: () => now });
  await cache.store("/blog", {
    status: 200,
    headers: { "content-type": "text/html" },
    body: Buffer.from("old"),
    ttlSeconds: 300,
  });
  now = 301_000;
  // the first request after expiry misses: it is the one that renders again
  expect(cache.lookup("/blog")).toBeUndefined();
  const flight = cache.beginFlight("/blog");
  // everyone else gets the stale bytes meanwhile
  expect(cache.lookup("/blog")?.bodies.identity.toString()).toBe("old");
  await cache.store("/blog", {
    status: 200,
    headers: { "content-type": "text/html" },
    body: Buffer.from("new"),
    ttlSeconds: 300,
  });
  flight.end();
  expect(cache.flight("/blog")).toBeUndefined();
  expect(cache.lookup("/blog")?.bodies.identity.toString()).toBe("new");
});

test("the entry cap drops the oldest page", async () => {
  const cache = new PageCache(true, { maxEntries: 2 });
  const page = { status: 200, headers: {}, body: Buffer.from("x"), ttlSeconds: Infinity };
  await cache.store("/a", page);
  await cache.store("/b", page);
  await cache.store("/c", page);
  expect(cache.keys()).toEqual(["/b", "/c"]);
});
