import { pino } from "pino";
import { createStaticHandler, type StaticHandlerContext } from "react-router-dom";
import { expect, test } from "vitest";
import { builtinSource } from "../../server/blog/local";
import { createBlogService, type BlogService } from "../../server/blog/service";
import { PageCache } from "../../server/page-cache";
import { createRefresh } from "../../server/render/refresh";
import { createRenderSlots, type RenderSlots } from "../../server/render/render-slots";
import { routes } from "../../shared/routes";

const builtin = createBlogService(builtinSource("https://www.example.com"), {
  ttlSeconds: 300,
  logger: pino({ level: "silent" }),
});
const NOW = new Date("2026-11-22T12:00:00Z");

/** A page cache holding `key` as rendered earlier, and a refresh for it with the given parts. */
async function setUp(
  key: string,
  parts: {
    blog?: BlogService;
    query?: (request: Request) => Promise<StaticHandlerContext | Response>;
    body?: Buffer | null;
    slots?: RenderSlots;
  } = {},
) {
  const cache = new PageCache(true, { now: () => NOW.getTime(), random: () => 0 });
  await cache.store(key, {
    status: 200,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "old" },
    body: Buffer.from("old"),
    ttlSeconds: 300,
    source: key,
  });
  const stale = cache.lookup(key);
  if (!stale) throw new Error("not stored");
  const handler = createStaticHandler(routes);
  const rendered: string[] = [];
  const refresh = createRefresh({
    pageCache: cache,
    query:
      parts.query ??
      ((request) =>
        handler.query(request, { requestContext: { blog: parts.blog ?? builtin, formState: null } })),
    renderToBuffer: async (_context, path) => {
      rendered.push(path);
      return parts.body === undefined ? Buffer.from("new") : parts.body;
    },
    slots: parts.slots ?? createRenderSlots(),
    siteUrl: "https://www.example.com",
    clock: () => NOW,
    logger: pino({ level: "silent" }),
  });
  return { cache, stale, rendered, refresh: () => refresh(key, stale) };
}

test("an expired page is rendered again and stored with its headers, a fresh Cache-Control and TTL", async () => {
  const { cache, refresh, rendered } = await setUp("/blog");
  await refresh();
  expect(rendered).toEqual(["/blog"]);
  const page = cache.lookup("/blog");
  expect(page?.bodies.identity.toString()).toBe("new");
  expect(page?.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(page?.headers["cache-control"]).toBe("public, max-age=300, stale-while-revalidate=86400");
  expect(page?.source).toBe("/blog");
});

test("an address that now redirects, or now answers another page, loses its entry", async () => {
  const moved = await setUp("/blog", { query: async () => new Response(null, { status: 301 }) });
  await moved.refresh();
  expect(moved.cache.lookup("/blog")).toBeUndefined();
  // a case study that no longer exists is the shared Not Found page now, not its own
  const gone = await setUp("/case-studies/no-longer-here");
  await gone.refresh();
  expect(gone.cache.lookup("/case-studies/no-longer-here")).toBeUndefined();
  expect(gone.rendered).toEqual([]);
});

test("an upstream failure, a failed render or a full render queue keep the stale bytes", async () => {
  const down: BlogService = { ...builtin, postBySlug: async () => ({ post: null, failed: true }) };
  const article = "/blog/core-web-vitals-plain-english-guide";
  const failing = await setUp(article, { blog: down });
  await failing.refresh();
  expect(failing.cache.lookup(article)?.bodies.identity.toString()).toBe("old");
  expect(failing.rendered).toEqual([]);

  const broken = await setUp("/blog", { body: null });
  await broken.refresh();
  expect(broken.cache.lookup("/blog")?.bodies.identity.toString()).toBe("old");

  const busy = createRenderSlots(0, 0);
  const queued = await setUp("/blog", { slots: busy });
  await queued.refresh();
  expect(queued.rendered).toEqual([]);
  expect(queued.cache.lookup("/blog")?.bodies.identity.toString()).toBe("old");
});
