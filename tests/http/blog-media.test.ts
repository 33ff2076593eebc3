import { pino } from "pino";
import request from "supertest";
import { expect, test } from "vitest";
import { mapPost } from "../../server/blog/map";
import { contentImageOrigins } from "../../server/blog/media";
import { createBlogService } from "../../server/blog/service";
import type { BlogSource } from "../../server/blog/source";
import type { Post } from "../../shared/content/blog-types";
import { makeHandler } from "../helpers/app";

const API = "https://cms.example.com/wp-json/wp/v2";
const imgSrc = (res: { headers: Record<string, string> }) =>
  (res.headers["content-security-policy"] ?? "").split(";").find((d) => d.trim().startsWith("img-src"));

/** What WordPress's posts look like once mapped with the origins the server would use (no network). */
function wordpressContent(origins: string[]) {
  const raw = (n: number, image: string) => ({
    id: n,
    slug: `post-${n}`,
    date: "2026-11-20T10:00:00",
    title: { rendered: `Post ${n}` },
    content: { rendered: '<p>Body <img src="https://elsewhere.example/x.jpg" alt="x"></p>' },
    _embedded: {
      author: [
        { name: "Maya", avatar_urls: { "96": "https://secure.gravatar.com/avatar/ab?s=96&d=mm&r=g" } },
      ],
      "wp:featuredmedia": [
        { source_url: image, alt_text: `Cover ${n}`, media_details: { width: 800, height: 600 } },
      ],
    },
  });
  const posts = [
    raw(1, "https://cms.example.com/wp-content/uploads/2026/11/one.png"),
    raw(2, "https://tracker.example/two.png"),
  ]
    .map((p) => mapPost(p, "https://www.example.com", origins))
    .filter((p): p is Post => p !== null);
  const source: BlogSource = {
    kind: "wordpress",
    listPosts: async () => ({ posts, totalPages: 1, total: posts.length }),
    postBySlug: async (slug) => posts.find((p) => p.slug === slug) ?? null,
    categories: async () => [],
  };
  return createBlogService(source, { ttlSeconds: 60, logger: pino({ level: "silent" }) });
}

test("with CONTENT_API_URL the CSP's img-src holds WordPress's origin and gravatar, and the extras", async () => {
  const handler = makeHandler({
    env: { CONTENT_API_URL: API, CONTENT_MEDIA_ORIGINS: "https://i0.wp.com" },
    blog: wordpressContent(contentImageOrigins(API, ["https://i0.wp.com"])),
  });
  for (const path of ["/", "/blog", "/blog/post-1"]) {
    const res = await request(handler).get(path);
    expect(res.status).toBe(200);
    expect(imgSrc(res)).toBe(
      "img-src 'self' data: https://cms.example.com https://secure.gravatar.com https://i0.wp.com",
    );
  }
});

test("without CONTENT_API_URL img-src is this site and data: only", async () => {
  const res = await request(makeHandler({ env: { CONTENT_MEDIA_ORIGINS: "https://i0.wp.com" } })).get(
    "/blog",
  );
  expect(imgSrc(res)).toBe("img-src 'self' data:");
});

test("with IMAGE_BASE_URL too, both hosts are allowed and WordPress's URLs are not prefixed", async () => {
  const handler = makeHandler({
    env: { CONTENT_API_URL: API, IMAGE_BASE_URL: "https://media.example.com" },
    blog: wordpressContent(contentImageOrigins(API)),
  });
  const res = await request(handler).get("/blog");
  expect(imgSrc(res)).toBe(
    "img-src 'self' data: https://media.example.com https://cms.example.com https://secure.gravatar.com",
  );
  expect(res.text).toContain('src="https://cms.example.com/wp-content/uploads/2026/11/one.png"');
  // the refused host's post shows the default image from the media host
  expect(res.text).toContain('src="https://media.example.com/images/blog/default-cover.svg"');
});

test("cards and the article carry WordPress's size; a refused host gets the default at 1200 x 630", async () => {
  const handler = makeHandler({
    env: { CONTENT_API_URL: API },
    blog: wordpressContent(contentImageOrigins(API)),
  });
  const blog = await request(handler).get("/blog");
  expect(blog.text).toMatch(
    /<img src="https:\/\/cms\.example\.com\/wp-content\/uploads\/2026\/11\/one\.png" alt="Cover 1" width="800" height="600" loading="lazy" decoding="async" class="post-card-image"\/>/,
  );
  expect(blog.text).toMatch(
    /<img src="\/images\/blog\/default-cover\.svg" alt="Cover 2" width="1200" height="630" loading="lazy"/,
  );
  expect(blog.text).not.toContain("tracker.example");
  const article = await request(handler).get("/blog/post-1");
  expect(article.text).toMatch(
    /<img src="https:\/\/cms\.example\.com\/wp-content\/uploads\/2026\/11\/one\.png" alt="Cover 1" width="800" height="600" loading="eager" decoding="async" class="article-cover"\/>/,
  );
  expect(article.text).toContain(
    '<img src="https://secure.gravatar.com/avatar/ab?s=96&amp;d=mm&amp;r=g" alt="" width="96" height="96" loading="lazy"',
  );
  // the body image from a host outside the list is gone, the paragraph stays
  expect(article.text).toContain("<p>Body </p>");
  expect(article.text).not.toContain("elsewhere.example");
});

test("the built-in posts render their images as before: own paths, 1200 x 630", async () => {
  const { text } = await request(makeHandler()).get("/blog");
  const covers = [...text.matchAll(/<img ([^>]*class="post-card-image"[^>]*)>/g)].map((m) => m[1] ?? "");
  expect(covers).toHaveLength(15);
  for (const attrs of covers) {
    expect(attrs).toMatch(
      /^src="\/images\/blog\/[a-z0-9-]+\.svg" alt="[^"]+" width="1200" height="630" loading="lazy" decoding="async"/,
    );
  }
});
