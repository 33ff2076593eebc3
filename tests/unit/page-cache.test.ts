import zlib from "node:zlib";
import { expect, test, vi } from "vitest";
import { chooseEncoding, etagMatches, NOT_FOUND_KEY, PageCache } from "../../server/page-cache";

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

const html = (text: string) => ({
  status: 200,
  headers: { "content-type": "text/html" },
  body: Buffer.from(text),
});

// Pages warmed together must not all expire in the same second
test("expiries are spread over the last fifth of a TTL", async () => {
  let i = 0;
  const cache = new PageCache(true, { now: () => 0, random: () => (i++ % 100) / 100 });
  for (let n = 0; n < 100; n++) await cache.store(`/p${n}`, { ...html("x"), ttlSeconds: 300 });
  const expiries = cache.keys().map((key) => cache.lookup(key)?.expiresAt ?? NaN);
  expect(new Set(expiries).size).toBe(100);
  expect(Math.min(...expiries)).toBeGreaterThan(240_000);
  expect(Math.max(...expiries)).toBe(300_000);
  // no TTL, no spread: static pages keep theirs
  await cache.store("/static", { ...html("x"), ttlSeconds: Infinity });
  expect(cache.lookup("/static")?.expiresAt).toBe(Infinity);
});

/** A refresher whose renders the test finishes one by one. */
function controlledRefresher(cache: PageCache) {
  const started: string[] = [];
  const finish = new Map<string, (body: string) => Promise<void>>();
  let running = 0;
  let most = 0;
  cache.setRefresher(
    (key) =>
      new Promise<void>((resolve) => {
        started.push(key);
        running++;
        most = Math.max(most, running);
        finish.set(key, async (body) => {
          await cache.store(key, { ...html(body), ttlSeconds: 300 });
          running--;
          resolve();
        });
      }),
  );
  return { started, finish, most: () => most };
}

test("an expired page is served stale while ONE background refresh renders it", async () => {
  let now = 0;
  const cache = new PageCache(true, { now: () => now, random: () => 0, sleep: async () => {} });
  const refresher = controlledRefresher(cache);
  await cache.store("/blog", { ...html("old"), ttlSeconds: 300 });
  now = 301_000;
  // every request gets the stale bytes at once: nobody waits for the refresh
  for (let i = 0; i < 5; i++) expect(cache.lookup("/blog")?.bodies.identity.toString()).toBe("old");
  expect(refresher.started).toEqual(["/blog"]);
  expect(cache.pendingRefreshes).toBe(1);
  await refresher.finish.get("/blog")?.("new");
  await vi.waitFor(() => expect(cache.pendingRefreshes).toBe(0));
  expect(cache.lookup("/blog")?.bodies.identity.toString()).toBe("new");
  expect(cache.refreshes).toBe(1);
  // a day past its expiry a page is not served at all
  now += 301_000 + 24 * 60 * 60 * 1000;
  expect(cache.lookup("/blog")).toBeUndefined();
});

test("at most refreshConcurrency refreshes run at once; each is followed by a pause for the share", async () => {
  let now = 0;
  const pauses: number[] = [];
  const cache = new PageCache(true, {
    now: () => now,
    random: () => 0,
    refreshConcurrency: 2,
    refreshShare: 0.25,
    sleep: async (ms) => {
      pauses.push(ms);
    },
  });
  const refresher = controlledRefresher(cache);
  for (let n = 0; n < 6; n++) await cache.store(`/p${n}`, { ...html("old"), ttlSeconds: 300 });
  now = 301_000;
  for (let n = 0; n < 6; n++) expect(cache.lookup(`/p${n}`)?.bodies.identity.toString()).toBe("old");
  expect(refresher.started).toEqual(["/p0", "/p1"]);
  for (let n = 0; n < 6; n++) {
    await vi.waitFor(() => expect(refresher.finish.has(`/p${n}`)).toBe(true));
    // each render takes 100 ms of the (fake) clock
    now += 100;
    await refresher.finish.get(`/p${n}`)?.("new");
  }
  await vi.waitFor(() => expect(cache.pendingRefreshes).toBe(0));
  expect(refresher.started.sort()).toEqual(["/p0", "/p1", "/p2", "/p3", "/p4", "/p5"]);
  expect(refresher.most()).toBe(2);
  // a quarter of the time: each refresh is followed by three times its own duration of rest
  expect(pauses.length).toBe(6);
  for (const pause of pauses) expect(pause).toBeGreaterThanOrEqual(300);
  for (let n = 0; n < 6; n++) expect(cache.lookup(`/p${n}`)?.bodies.identity.toString()).toBe("new");
});

// Nothing a visitor can vary may push a page of the site out
test("query variants and Not Found pages have their own bound and never evict the site's pages", async () => {
  const cache = new PageCache(true, { maxEntries: 100, maxVariants: 10 });
  for (let n = 0; n < 50; n++) await cache.store(`/page-${n}`, { ...html("page"), ttlSeconds: Infinity });
  for (let n = 0; n < 300; n++)
    await cache.store(`/blog?page=${n + 2}`, { ...html("variant"), ttlSeconds: 300 });
  await cache.store(NOT_FOUND_KEY, { ...html("not found"), ttlSeconds: Infinity });
  expect(cache.size).toBe(50 + 10);
  for (let n = 0; n < 50; n++) expect(cache.lookup(`/page-${n}`)).toBeDefined();
  // least recently used goes first: a variant asked for stays
  expect(cache.lookup("/blog?page=295")).toBeDefined();
  for (let n = 0; n < 9; n++)
    await cache.store(`/blog/category/x?page=${n + 2}`, { ...html("v"), ttlSeconds: 300 });
  expect(cache.lookup("/blog?page=295")).toBeDefined();
  expect(cache.lookup("/blog?page=296")).toBeUndefined();
  expect(cache.lookup(NOT_FOUND_KEY)).toBeUndefined();
});

test("an address answered with a shared page is served from the cache while that entry lasts", async () => {
  let now = 0;
  const cache = new PageCache(true, { now: () => now, random: () => 0 });
  await cache.store(NOT_FOUND_KEY, { ...html("not found"), status: 404, ttlSeconds: 60 });
  cache.alias("/no-such-page", NOT_FOUND_KEY);
  const answer = (url: string) => {
    const res = { writeHead: vi.fn(), end: vi.fn() };
    const bytes = cache.serve({ method: "GET", url, headers: {} } as never, res as never);
    return { bytes, status: res.writeHead.mock.calls[0]?.[0] };
  };
  expect(answer("/no-such-page")).toEqual({ bytes: 9, status: 404 });
  expect(answer("/another-page").bytes).toBe(-1);
  // expired: the address goes through the router again (which renders or refreshes the page)
  now = 61_000;
  expect(answer("/no-such-page").bytes).toBe(-1);
});

test("storing the bytes a page already has keeps their compressed forms (a refresh that changed nothing)", async () => {
  let now = 0;
  const cache = new PageCache(true, { now: () => now, random: () => 0 });
  await cache.store("/blog", { ...html("<p>same</p>"), ttlSeconds: 300 });
  const first = cache.lookup("/blog");
  now = 301_000;
  await cache.store("/blog", { ...html("<p>same</p>"), ttlSeconds: 300 });
  const again = cache.lookup("/blog");
  // not compressed again: the very same buffers, with a new lifetime
  expect(again?.bodies.br).toBe(first?.bodies.br);
  expect(again?.bodies.gzip).toBe(first?.bodies.gzip);
  expect(again?.expiresAt).toBe(601_000);
  await cache.store("/blog", { ...html("<p>changed</p>"), ttlSeconds: 300 });
  const changed = cache.lookup("/blog");
  expect(changed?.bodies.br).not.toBe(first?.bodies.br);
  expect(zlib.brotliDecompressSync(changed?.bodies.br ?? Buffer.alloc(0)).toString()).toBe("<p>changed</p>");
  expect(changed?.etag).not.toBe(first?.etag);
});
