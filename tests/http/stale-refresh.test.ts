import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import request from "supertest";
import { expect, test, vi } from "vitest";
import { builtinSource } from "../../server/blog/local";
import { createBlogService, type BlogService } from "../../server/blog/service";
import { makeHandler, waitForCache } from "../helpers/app";

test("an expired page under concurrent load: every request answered, one refresh render", async () => {
  const handler = makeHandler();
  const server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  const path = "/blog/core-web-vitals-plain-english-guide";
  try {
    await fetch(`http://127.0.0.1:${port}${path}`).then((r) => r.text());
    await waitForCache(handler, 1);
    const entry = (handler.pageCache as unknown as { pages: Map<string, { expiresAt: number }> }).pages.get(
      path,
    );
    if (!entry) throw new Error("not cached");
    entry.expiresAt = Date.now() - 1000;
    const renders = handler.renderStats.renders;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        fetch(`http://127.0.0.1:${port}${path}`, { headers: { "accept-encoding": "br" } }).then(async (r) => [
          r.status,
          (await r.text()).length,
        ]),
      ),
    );
    expect(answers.filter(([status]) => status !== 200)).toEqual([]);
    // the stale bytes answered everyone; one refresh renders the page again in the background
    await vi.waitFor(() => expect(handler.pageCache.pendingRefreshes).toBe(0));
    expect(handler.renderStats.renders - renders).toBe(1);
    expect(handler.pageCache.refreshes).toBe(1);
    expect(handler.pageCache.lookup(path)?.expiresAt).toBeGreaterThan(Date.now());
  } finally {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
});

// The refresh never makes a visitor wait, not even the one who found the page expired
test("the visitor who finds a page expired gets the stale bytes while its refresh waits on the upstream", async () => {
  const base = createBlogService(builtinSource("https://www.example.com"), {
    ttlSeconds: 300,
    logger: pino({ level: "silent" }),
  });
  let hang = false;
  let resume = () => {};
  const resumed = new Promise<void>((resolve) => (resume = resolve));
  let waiting = 0;
  const blog: BlogService = {
    ...base,
    async postBySlug(slug) {
      if (hang) {
        waiting++;
        await resumed;
        waiting--;
      }
      return base.postBySlug(slug);
    },
  };
  const handler = makeHandler({ blog });
  const path = "/blog/core-web-vitals-plain-english-guide";
  const first = await request(handler).get(path);
  expect(first.status).toBe(200);
  await waitForCache(handler, 1);
  const cached = await request(handler).get(path);
  const entry = (handler.pageCache as unknown as { pages: Map<string, { expiresAt: number }> }).pages.get(
    path,
  );
  if (!entry) throw new Error("not cached");
  entry.expiresAt = Date.now() - 1000;
  hang = true;
  // answered, with the bytes it had, while the refresh is still waiting for the post
  const stale = await request(handler).get(path);
  expect(stale.status).toBe(200);
  expect(stale.headers.etag).toBe(cached.headers.etag);
  await vi.waitFor(() => expect(waiting).toBe(1));
  expect(handler.pageCache.pendingRefreshes).toBe(1);
  resume();
  await vi.waitFor(() => expect(handler.pageCache.pendingRefreshes).toBe(0));
  const fresh = await request(handler).get(path);
  expect(fresh.status).toBe(200);
  // the same bytes (so their brotli and gzip forms were kept, not made again)
  expect(fresh.text).toBe(first.text);
  expect(fresh.headers.etag).toBe(cached.headers.etag);
  // stored with the headers the page had
  expect(fresh.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
  expect(fresh.headers["cache-control"]).toBe(first.headers["cache-control"]);
  expect(handler.pageCache.lookup(path)?.expiresAt).toBeGreaterThan(Date.now());
});
