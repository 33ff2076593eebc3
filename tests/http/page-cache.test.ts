import { Writable } from "node:stream";
import { pino } from "pino";
import request from "supertest";
import { expect, test } from "vitest";
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

test("pages with a query string, 404s and redirects never enter the cache", async () => {
  const handler = makeHandler();
  await request(handler).get("/?utm_source=newsletter");
  await request(handler).get("/no-such-page");
  await request(handler).get("/sitemap/");
  await new Promise((r) => setTimeout(r, 100));
  expect(handler.pageCache.size).toBe(0);
});

test("PAGE_CACHE=off renders every request", async () => {
  const handler = makeHandler({ env: { PAGE_CACHE: "off" } });
  await request(handler).get("/");
  await new Promise((r) => setTimeout(r, 100));
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
  expect(requestLines[1]).toMatchObject({
    req: { method: "GET", url: "/" },
    res: { statusCode: 200 },
    cache: "hit",
  });
  expect(requestLines[2]).toMatchObject({ req: { method: "POST", url: "/about" }, res: { statusCode: 405 } });
  for (const line of requestLines) expect(typeof line.responseTime).toBe("number");
  const all = JSON.stringify(lines);
  expect(all).not.toContain("secret-cookie");
  expect(all).not.toContain("someone@example.com");
  expect(all).not.toContain("user-agent");
});
