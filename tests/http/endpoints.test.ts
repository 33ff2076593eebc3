/** The endpoints of server/endpoints/, each mounted alone on an Express app with a fake blog service. */
import express, { type RequestHandler } from "express";
import request from "supertest";
import { expect, test } from "vitest";
import { blogFeedEndpoint } from "../../server/endpoints/blog-feed";
import { fixedTextEndpoint } from "../../server/endpoints/fixed-text";
import { healthEndpoint, readinessEndpoint } from "../../server/endpoints/health";
import { postsApiEndpoint } from "../../server/endpoints/posts-api";
import { sitemapXmlEndpoint } from "../../server/endpoints/sitemap-xml";
import type { Post } from "../../shared/content/blog-types";
import type { BlogContent } from "../../shared/loaders";
import { loadConfig } from "../../server/config";

const post = (n: number): Post => ({
  id: n,
  title: `Post & number ${n}`,
  slug: `post-${n}`,
  excerpt: `About ${n}`,
  content: "<p>x</p>",
  date: `2026-0${n}-10T09:00:00`,
  author: "A. Writer",
  authorSlug: "a-writer",
  authorAvatar: "",
  featuredImage: "",
  featuredImageAlt: "",
  categories: ["SEO"],
  tags: [],
  readTime: "3 min read",
  metaTitle: "",
  metaDescription: "",
  link: `/blog/post-${n}`,
});

/** A blog service with two posts and one category that records every list call. */
function fakeContent() {
  const calls: unknown[] = [];
  const content: BlogContent = {
    async listPosts(query) {
      calls.push(query);
      return { posts: [post(2), post(1)], totalPages: 1, total: 2, failed: false };
    },
    async postBySlug() {
      return { post: null, failed: false };
    },
    async categories() {
      return {
        categories: [{ id: 6, name: "SEO", slug: "seo", count: 2, description: "" }],
        fallback: false,
      };
    },
  };
  return { content, calls };
}

const appWith = (path: string, handler: RequestHandler) => express().get(path, handler);

test("/sitemap.xml lists the route table's pages and the blog service's posts and categories", async () => {
  const { content } = fakeContent();
  const res = await request(
    appWith("/sitemap.xml", sitemapXmlEndpoint({ siteUrl: "https://x.test", blog: content })),
  ).get("/sitemap.xml");
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^application\/xml/);
  expect(res.headers["cache-control"]).toBe("public, max-age=3600");
  expect(res.text).toContain("<loc>https://x.test/about</loc>");
  expect(res.text).toContain("<loc>https://x.test/blog/post-2</loc>");
  expect(res.text).toContain("<loc>https://x.test/blog/category/seo</loc>");
});

test("/api/content/posts passes a valid page, size and category on, and refuses anything else", async () => {
  const { content, calls } = fakeContent();
  const app = appWith("/api/content/posts", postsApiEndpoint(content));
  const ok = await request(app).get("/api/content/posts?page=2&perPage=12&category=6");
  expect(ok.status).toBe(200);
  expect(ok.headers["cache-control"]).toBe("public, max-age=60");
  expect(ok.body).toMatchObject({ totalPages: 1, total: 2 });
  expect(ok.body.posts).toHaveLength(2);
  expect(calls).toEqual([{ page: 2, perPage: 12, categoryId: 6 }]);
  for (const bad of [
    "page=0&perPage=9",
    "page=1&perPage=10",
    "page=1&perPage=9&category=x",
    "page=abc&perPage=9",
  ]) {
    const res = await request(app).get(`/api/content/posts?${bad}`);
    expect(res.status, bad).toBe(400);
    expect(res.headers["cache-control"]).toBe("no-store");
  }
  expect(calls).toHaveLength(1);
});

test("/blog/feed.xml is RSS of the latest 20 posts", async () => {
  const { content, calls } = fakeContent();
  const site = loadConfig({ SITE_URL: "https://x.test" }).site;
  const res = await request(appWith("/blog/feed.xml", blogFeedEndpoint({ site, blog: content }))).get(
    "/blog/feed.xml",
  );
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^application\/rss\+xml/);
  expect(res.headers["cache-control"]).toBe("public, max-age=300");
  expect(res.text).toContain("<title>Post &amp; number 2</title>");
  expect(calls).toEqual([{ page: 1, perPage: 20 }]);
});

test("/healthz and /readyz answer 503 while draining; /readyz tells its reason only to whom it may", async () => {
  let draining = false;
  let ready = true;
  const app = express()
    .get(
      "/healthz",
      healthEndpoint(() => draining),
    )
    .get(
      "/readyz",
      readinessEndpoint({
        draining: () => draining,
        ready: async () =>
          ready ? { ready: true } : { ready: false, reason: "lead store full", waiting: 3 },
        toldWhy: () => true,
      }),
    );
  expect((await request(app).get("/healthz")).body).toEqual({ status: "ok" });
  expect((await request(app).get("/readyz")).body).toEqual({ status: "ok" });
  ready = false;
  const unready = await request(app).get("/readyz");
  expect(unready.status).toBe(503);
  expect(unready.body).toEqual({ status: "unavailable", reason: "lead store full", waiting: 3 });
  draining = true;
  for (const path of ["/healthz", "/readyz"]) {
    const res = await request(app).get(path);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: "draining" });
    expect(res.headers["cache-control"]).toBe("no-store");
  }
  const quiet = express().get(
    "/readyz",
    readinessEndpoint({
      draining: () => false,
      ready: async () => ({ ready: false, reason: "lead store full" }),
      toldWhy: () => false,
    }),
  );
  expect((await request(quiet).get("/readyz")).body).toEqual({ status: "unavailable" });
});

test("a fixed text is sent with its type and an hour's cache", async () => {
  const res = await request(appWith("/robots.txt", fixedTextEndpoint("text/plain", "User-agent: *"))).get(
    "/robots.txt",
  );
  expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
  expect(res.headers["cache-control"]).toBe("public, max-age=3600");
  expect(res.text).toBe("User-agent: *");
});
