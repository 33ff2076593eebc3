import { Agent, createServer, get as httpGet } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { createElement, Suspense, use } from "react";
import type { RouteObject } from "react-router-dom";
import { routes, sitemapEntries } from "../../shared/routes";
import { pino } from "pino";
import request from "supertest";
import { expect, test, vi } from "vitest";
import { makeHandler, waitForCache } from "../helpers/app";

test("a page is rendered once, then answered from the page cache with an ETag", async () => {
  const handler = makeHandler();
  const first = await request(handler).get("/").set("Accept-Encoding", "identity");
  expect(first.status).toBe(200);
  await waitForCache(handler, 1);
  expect(handler.pageCache.size).toBe(1);
  const second = await request(handler).get("/").set("Accept-Encoding", "identity");
  expect(second.status).toBe(200);
  expect(second.headers.etag).toMatch(/^W\/"[\w-]+"$/);
  expect(second.text).toBe(first.text);
  // the cached response keeps every header the rendered one had
  expect(second.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
  expect(second.headers["cache-control"]).toBe("public, max-age=300, stale-while-revalidate=86400");
  expect(second.headers.vary).toBe("Accept-Encoding");
});

test("If-None-Match with the current ETag answers 304 with no body", async () => {
  const handler = makeHandler();
  await request(handler).get("/sitemap");
  await waitForCache(handler, 1);
  const { headers } = await request(handler).get("/sitemap");
  const res = await request(handler)
    .get("/sitemap")
    .set("If-None-Match", headers.etag ?? "");
  expect(res.status).toBe(304);
  expect(res.text ?? "").toBe("");
});

test("cached pages are sent brotli or gzip compressed as the browser accepts", async () => {
  const handler = makeHandler();
  const plain = await request(handler).get("/").set("Accept-Encoding", "identity");
  await waitForCache(handler, 1);
  // supertest decodes both encodings, so the decoded text must equal the plain page
  const br = await request(handler).get("/").set("Accept-Encoding", "gzip, deflate, br");
  expect(br.headers["content-encoding"]).toBe("br");
  expect(Number(br.headers["content-length"])).toBeLessThan(plain.text.length / 3);
  expect(br.text).toBe(plain.text);
  const gz = await request(handler).get("/").set("Accept-Encoding", "gzip");
  expect(gz.headers["content-encoding"]).toBe("gzip");
  expect(gz.text).toBe(plain.text);
  const none = await request(handler).get("/").set("Accept-Encoding", "br;q=0, gzip;q=0");
  expect(none.headers["content-encoding"]).toBeUndefined();
});

test("404s and redirects never enter the cache under an address; 200 pages and their variants do", async () => {
  const handler = makeHandler();
  expect((await request(handler).get("/no-such-page")).status).toBe(404);
  expect((await request(handler).get("/sitemap/")).status).toBe(301);
  expect((await request(handler).get("/blog?page=2")).status).toBe(200);
  expect((await request(handler).get("/contact?sent=1")).status).toBe(200);
  // where the newsletter box's no-JavaScript post returns (any case: one entry)
  expect((await request(handler).get("/blog?newsletter=Subscribed")).status).toBe(200);
  expect((await request(handler).get("/sitemap")).status).toBe(200);
  // the shared Not Found page, three query variants and /sitemap
  await waitForCache(handler, 5);
  // pages under the keys their route match gives (the shared Not Found page under a key no path can have)
  expect(
    handler.pageCache
      .keys()
      .filter((key) => key.startsWith("/"))
      .sort(),
  ).toEqual(["/blog?newsletter=subscribed", "/blog?page=2", "/contact?sent=1", "/sitemap"]);
  // a variant is a hit like any page
  const before = handler.renderStats.renders;
  const again = await request(handler).get("/blog?page=2");
  expect(again.status).toBe(200);
  expect(again.headers.etag).toBeDefined();
  expect(handler.renderStats.renders).toBe(before);
});

test("every unknown address shares one Not Found page, rendered once", async () => {
  const handler = makeHandler();
  const first = await request(handler).get("/made-up-address-1");
  const renders = handler.renderStats.renders;
  expect(renders).toBe(1);
  const others = await Promise.all(
    ["/made-up-address-2", "/services/no-such-service", "/industries/no-such-industry"].map((path) =>
      request(handler).get(path),
    ),
  );
  for (const res of [first, ...others]) {
    expect(res.status).toBe(404);
    expect(res.headers["cache-control"]).toBe("public, max-age=60");
    expect(res.text).toContain("We Couldn&rsquo;t Find That Page".replace("&rsquo;", "’"));
    expect(res.text).toBe(first.text);
  }
  // three more addresses, no more renders; and no address ends up in the page
  expect(handler.renderStats.renders).toBe(renders);
  expect(first.text).not.toContain("made-up-address");
  expect(handler.pageCache.keys().filter((key) => key.startsWith("/"))).toEqual([]);
});

test("tracking parameters (utm_*, gclid, fbclid, msclkid) are answered from the cache", async () => {
  const handler = makeHandler();
  const first = await request(handler).get("/about");
  await waitForCache(handler, 1);
  const renders = handler.renderStats.renders;
  const ad = await request(handler).get(
    "/about?utm_source=google&utm_medium=cpc&gclid=abc&fbclid=x&msclkid=y",
  );
  expect(ad.status).toBe(200);
  expect(ad.headers.etag).toBeDefined();
  expect(ad.text).toBe(first.text);
  expect(handler.renderStats.renders).toBe(renders);
  expect(handler.pageCache.keys()).toEqual(["/about"]);
});

test("other spellings of a page get one 301 to it and never a cache entry of their own", async () => {
  const handler = makeHandler();
  for (const [target, location] of [
    ["/ABOUT", "/about"],
    ["/About", "/about"],
    ["/services/%77eb-development", "/services/web-development"],
    ["/SERVICES/Web-Development/", "/services/web-development"],
    ["/locations/%62rooklyn-ny", "/locations/brooklyn-ny"],
    ["/about?x=random", "/about"],
    ["/about?x=1&utm_source=y", "/about?utm_source=y"],
  ] as const) {
    const res = await request(handler).get(target);
    expect([target, res.status, res.headers.location]).toEqual([target, 301, location]);
    expect((await request(handler).get(location)).status).toBe(200);
  }
  await waitForCache(handler, 3);
  const cacheable = new Set(sitemapEntries().map((e) => e.path));
  expect(handler.pageCache.keys().sort()).toEqual([
    "/about",
    "/locations/brooklyn-ny",
    "/services/web-development",
  ]);
  for (const key of handler.pageCache.keys()) expect(cacheable.has(key)).toBe(true);
});

test("50 concurrent first requests for an article share one render and get the same page", async () => {
  const handler = makeHandler();
  const server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  try {
    const path = "/blog/core-web-vitals-plain-english-guide";
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        fetch(`http://127.0.0.1:${port}${path}`).then(async (r) => [r.status, await r.text()] as const),
      ),
    );
    expect(answers.map(([status]) => status)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map(([, body]) => body)).size).toBe(1);
    expect(handler.renderStats.renders).toBe(1);
  } finally {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
});

test("a render stops when its visitor goes away (no waiting for the 10 s timer)", async () => {
  const never = new Promise<never>(() => {});
  function Slow() {
    use(never);
    return null;
  }
  const root = routes[0] as RouteObject & { index?: false };
  const slowRoutes: RouteObject[] = [
    {
      ...root,
      children: [
        ...(root.children ?? []),
        {
          id: "slow",
          path: "/slow",
          Component: () => createElement(Suspense, { fallback: "loading" }, createElement(Slow)),
        },
      ],
    },
  ];
  const handler = makeHandler({ routes: slowRoutes });
  const server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  try {
    const controller = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/slow`, {
      signal: controller.signal,
      // a browser: streamed at shell-ready (a crawler would wait for everything)
      headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36" },
    });
    expect(res.status).toBe(200);
    // the shell has streamed; the suspended part would hold the render for 10 s
    expect(handler.pageCache.flight("/slow")).toBeDefined();
    controller.abort();
    await vi.waitFor(() => expect(handler.pageCache.flight("/slow")).toBeUndefined(), { timeout: 2000 });
  } finally {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
});

test("PAGE_CACHE=off renders every request", async () => {
  const handler = makeHandler({ env: { PAGE_CACHE: "off" } });
  await request(handler).get("/");
  await request(handler).get("/");
  expect(handler.renderStats.renders).toBe(2);
  expect(handler.pageCache.size).toBe(0);
});

test("cache hits are still logged, and no log line carries cookies, headers or bodies", async () => {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      lines.push(JSON.parse(String(chunk)));
      cb();
    },
  });
  const handler = makeHandler({ logger: pino({ level: "info" }, sink) });
  await request(handler).get("/").set("Cookie", "session=secret-cookie").set("x-request-id", "abc-123");
  await waitForCache(handler, 1);
  await request(handler).get("/").set("Cookie", "session=secret-cookie");
  await request(handler).post("/about").send("email=someone@example.com&message=private");
  const requestLines = lines.filter((l) => l.msg === "request completed");
  expect(requestLines).toHaveLength(3);
  expect(requestLines[0]).toMatchObject({
    req: { id: "abc-123", method: "GET", url: "/" },
    res: { statusCode: 200 },
  });
  expect(requestLines[0]).toMatchObject({ cache: "miss" });
  expect(requestLines[1]).toMatchObject({
    level: 30,
    req: { method: "GET", url: "/" },
    res: { statusCode: 200 },
    cache: "hit",
    msg: "request completed",
  });
  // the hit's line says how many body bytes went out and carries a request id of its own
  const hitBytes = (requestLines[1]?.res as { bytes?: number }).bytes;
  expect(hitBytes).toBeGreaterThan(1000);
  const hitId = (requestLines[1]?.req as { id?: string }).id ?? "";
  expect(hitId).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
  expect(requestLines[2]).toMatchObject({ req: { method: "POST", url: "/about" }, res: { statusCode: 405 } });
  for (const line of requestLines) expect(typeof line.responseTime).toBe("number");
  const all = JSON.stringify(lines);
  expect(all).not.toContain("secret-cookie");
  expect(all).not.toContain("someone@example.com");
  expect(all).not.toContain("user-agent");
});

/** GETs over keep-alive connections on node:http (fetch and supertest drop a fragment before sending). */
function rawGets(port: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; location?: string; etag?: string }>((resolve, reject) => {
      const req = httpGet({ host: "127.0.0.1", port, path, agent, headers }, (res) => {
        res.resume();
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            ...(res.headers.location ? { location: res.headers.location } : {}),
            ...(res.headers.etag ? { etag: res.headers.etag } : {}),
          }),
        );
      });
      req.on("error", reject);
    });
  return { get, close: () => agent.destroy() };
}

// 3,000 requests through Express on a busy 2-core machine take a few seconds: the timeout
// leaves room for that; nothing here is timed.
test(
  "3,000 /about#N requests add no cache entry and cost the site's cached pages nothing",
  { timeout: 60_000 },
  async () => {
    const handler = makeHandler();
    const server = createServer(handler);
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const { port } = server.address() as AddressInfo;
    const client = rawGets(port);
    const pages = ["/", "/about", "/services"];
    try {
      for (const page of pages) expect((await client.get(page)).status).toBe(200);
      await waitForCache(handler, pages.length);
      const keys = handler.pageCache.keys().sort();
      expect(keys).toEqual(["/", "/about", "/services"]);
      const renders = handler.renderStats.renders;
      const etags = await Promise.all(pages.map(async (page) => (await client.get(page)).etag));
      expect(etags.every(Boolean)).toBe(true);

      const answers = new Map<string, number>();
      const targets = Array.from({ length: 3000 }, (_, n) => `/about#${n}`);
      for (let at = 0; at < targets.length; at += 100) {
        const batch = await Promise.all(targets.slice(at, at + 100).map((path) => client.get(path)));
        for (const { status, location } of batch) {
          const answer = `${status} ${location}`;
          answers.set(answer, (answers.get(answer) ?? 0) + 1);
        }
      }
      // one hop to the page without the fragment, every time
      expect([...answers]).toEqual([["301 /about", 3000]]);
      expect(handler.pageCache.keys().sort()).toEqual(keys);
      expect(handler.renderStats.renders).toBe(renders);
      // the site's pages are still hits, with the same bytes
      for (const [i, page] of pages.entries()) expect((await client.get(page)).etag).toBe(etags[i]);
      expect(handler.renderStats.renders).toBe(renders);
    } finally {
      client.close();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  },
);

// A variant a route reads is one entry under (path, normalised value), whatever its spelling
test("valid query variants are cached under the path and the normalised value", async () => {
  const handler = makeHandler();
  const spellings = [
    "/reviews?service=Local+SEO",
    "/reviews?service=local%20seo",
    "/reviews?service=LOCAL+seo",
  ];
  const first = await request(handler).get(spellings[0] ?? "");
  expect(first.status).toBe(200);
  expect(first.text).toContain("for Local SEO");
  await waitForCache(handler, 1);
  const renders = handler.renderStats.renders;
  for (const target of spellings.slice(1)) {
    const res = await request(handler).get(target);
    expect([target, res.status, res.text]).toEqual([target, 200, first.text]);
    expect(res.headers.etag).toBeDefined();
  }
  expect(handler.renderStats.renders).toBe(renders);
  expect(handler.pageCache.keys()).toEqual(["/reviews?service=local seo"]);
  // values that mean "no filter" and "the first page" are the bare page's entry
  await request(handler).get("/reviews");
  await request(handler).get("/blog");
  await waitForCache(handler, 3);
  const bare = handler.renderStats.renders;
  expect((await request(handler).get("/reviews?service=All+Services")).headers.etag).toBeDefined();
  expect((await request(handler).get("/blog?page=1")).headers.etag).toBeDefined();
  expect(handler.renderStats.renders).toBe(bare);
  expect(handler.pageCache.keys().sort()).toEqual(["/blog", "/reviews", "/reviews?service=local seo"]);
});

test("a page number past a list's end is one cached 404 per list, remembered per address", async () => {
  const lines: Array<{ cache?: string; res?: { bytes?: number } }> = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      lines.push(JSON.parse(String(chunk)));
      cb();
    },
  });
  const handler = makeHandler({ logger: pino({ level: "info" }, sink) });
  const first = await request(handler).get("/blog?page=3");
  expect(first.status).toBe(404);
  expect(first.text).toContain("This list has 2 pages");
  await waitForCache(handler, 1);
  const renders = handler.renderStats.renders;
  for (const n of [4, 999, 999999]) {
    const res = await request(handler).get(`/blog?page=${n}`);
    expect([n, res.status, res.text]).toEqual([n, 404, first.text]);
  }
  expect(handler.renderStats.renders).toBe(renders);
  // asked again, the address is answered before Express (the raw handler's hit line carries the bytes)
  lines.length = 0;
  expect((await request(handler).get("/blog?page=999")).status).toBe(404);
  expect(lines.at(-1)).toMatchObject({ cache: "hit", res: { bytes: expect.any(Number) } });
  // another list has its own page
  const category = await request(handler).get("/blog/category/case-studies?page=5");
  expect(category.status).toBe(404);
  expect(category.text).toContain("This list has one page");
  expect(handler.pageCache.keys().filter((key) => key.startsWith("/"))).toEqual([]);
});

test("an unknown address asked again is answered by the raw handler, not Express", async () => {
  const lines: Array<{ cache?: string; res?: { bytes?: number }; req?: { url?: string } }> = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      lines.push(JSON.parse(String(chunk)));
      cb();
    },
  });
  const handler = makeHandler({ logger: pino({ level: "info" }, sink) });
  const first = await request(handler).get("/this-page-does-not-exist");
  expect(first.status).toBe(404);
  await waitForCache(handler, 1);
  const second = await request(handler).get("/this-page-does-not-exist");
  expect(second.status).toBe(404);
  expect(second.text).toBe(first.text);
  expect(second.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
  const hits = lines.filter((l) => l.req?.url === "/this-page-does-not-exist");
  expect(hits.map((l) => [l.cache, typeof l.res?.bytes])).toEqual([
    ["miss", "undefined"],
    ["hit", "number"],
  ]);
  expect(handler.renderStats.renders).toBe(1);
});
