import { pino } from "pino";
import { createStaticHandler, type StaticHandlerContext } from "react-router-dom";
import { expect, test } from "vitest";
import { builtinSource } from "../../server/blog/local";
import { createBlogService, type BlogService } from "../../server/blog/service";
import { NOT_FOUND_KEY } from "../../server/page-cache";
import {
  cacheControlFor,
  cacheKeyOf,
  isStorable,
  POST_ERROR_KEY,
  POST_ERROR_TTL_S,
  ttlOf,
} from "../../server/render/cache-policy";
import { routes } from "../../shared/routes";

const builtin = createBlogService(builtinSource("https://www.example.com"), {
  ttlSeconds: 300,
  logger: pino({ level: "silent" }),
});

/** The route match and loader data the renderer would have for this address. */
async function contextFor(target: string, blog: BlogService = builtin): Promise<StaticHandlerContext> {
  const handler = createStaticHandler(routes);
  const request = new Request(new URL(target, "https://www.example.com"));
  const context = await handler.query(request, { requestContext: { blog, formState: null } });
  if (context instanceof Response) throw new Error(`${target} answered ${context.status}`);
  return context;
}

test("a page is kept under its path plus the normalised values of the parameters its route reads", async () => {
  expect(cacheKeyOf(await contextFor("/about"))).toBe("/about");
  expect(cacheKeyOf(await contextFor("/reviews?service=Local%20SEO"))).toBe("/reviews?service=local seo");
  expect(cacheKeyOf(await contextFor("/reviews?service=All%20Services"))).toBe("/reviews");
  expect(cacheKeyOf(await contextFor("/contact?sent=1"))).toBe("/contact?sent=1");
  // a value the route does not accept, and a spelling that is not canonical: not kept
  expect(cacheKeyOf(await contextFor("/contact?sent=yes"))).toBeNull();
  expect(cacheKeyOf(await contextFor("/About"))).toBeNull();
});

test("every unknown address shares one Not Found key; a page past a list's end has its list's", async () => {
  expect(cacheKeyOf(await contextFor("/no-such-page"))).toBe(NOT_FOUND_KEY);
  expect(cacheKeyOf(await contextFor("/services/no-such-service"))).toBe(NOT_FOUND_KEY);
  expect(cacheKeyOf(await contextFor("/blog?page=999"))).toBe(`${NOT_FOUND_KEY}:/blog`);
});

test("every article that failed to load shares the one 'Error Loading Post' key, kept briefly", async () => {
  const down: BlogService = { ...builtin, postBySlug: async () => ({ post: null, failed: true }) };
  const context = await contextFor("/blog/any-article", down);
  expect(context.statusCode).toBe(503);
  expect(cacheKeyOf(context)).toBe(POST_ERROR_KEY);
  expect(ttlOf(context, POST_ERROR_KEY, new Date())).toBe(POST_ERROR_TTL_S);
});

test("how long bytes are kept follows the route's `cache`, in New York time", async () => {
  // 2026-11-22 12:00 UTC is 7:00 AM in New York: 17 h to midnight there
  const now = new Date("2026-11-22T12:00:00Z");
  const newYear = (Date.parse("2027-01-01T05:00:00Z") - now.getTime()) / 1000;
  const about = await contextFor("/about");
  expect(ttlOf(about, "/about", now)).toBe(newYear);
  const privacy = await contextFor("/privacy");
  expect(ttlOf(privacy, "/privacy", now)).toBe(17 * 3600);
  const blog = await contextFor("/blog");
  expect(ttlOf(blog, "/blog", now)).toBe(300);
  const notFound = await contextFor("/no-such-page");
  expect(ttlOf(notFound, NOT_FOUND_KEY, now)).toBe(newYear);
  expect(ttlOf(about, null, now)).toBeNull();
});

test("only a 200, a shared Not Found page and the shared post error are stored", () => {
  expect(isStorable(200, "/about")).toBe(true);
  expect(isStorable(404, NOT_FOUND_KEY)).toBe(true);
  expect(isStorable(404, "/services/no-such-service")).toBe(false);
  expect(isStorable(503, POST_ERROR_KEY)).toBe(true);
  expect(isStorable(503, "/blog")).toBe(false);
  expect(isStorable(500, "/about")).toBe(false);
});

test("HTML Cache-Control: short and revalidated, never longer than the bytes last", () => {
  expect(cacheControlFor(200)).toBe("public, max-age=300, stale-while-revalidate=86400");
  expect(cacheControlFor(200, 120.7)).toBe("public, max-age=120");
  expect(cacheControlFor(200, null)).toBe("public, max-age=300, stale-while-revalidate=86400");
  expect(cacheControlFor(404)).toBe("public, max-age=60");
  expect(cacheControlFor(503)).toBe("no-store");
});
