import { pino } from "pino";
import request from "supertest";
import { expect, test, vi } from "vitest";
import { createBlogService } from "../../server/blog/service";
import type { BlogSource } from "../../server/blog/source";
import { fakeRelay, makeHandler } from "../helpers/app";

const handler = makeHandler();
const main = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));
const cards = (html: string) => main(html).match(/class="card post-card"/g)?.length ?? 0;

test("/blog shows categories, six featured, nine posts a page, recent posts and the help box", async () => {
  const res = await request(handler).get("/blog");
  expect(res.status).toBe(200);
  const body = main(res.text);
  expect(body).toContain("Featured Articles");
  expect(cards(res.text)).toBe(6 + 9);
  expect(body).toContain("Page 1 of 2");
  expect(body).toContain('href="/blog?page=2" rel="next"');
  expect(body).toContain("Recent Posts");
  expect(body).toContain("Need Expert Help?");
  for (const slug of [
    "seo-tips",
    "web-design",
    "digital-marketing",
    "local-business",
    "case-studies",
    "industry-news",
  ]) {
    expect(body).toContain(`href="/blog/category/${slug}"`);
  }
});

test("/blog?page=2 is server-rendered with its own canonical and a Previous link", async () => {
  const res = await request(handler).get("/blog?page=2");
  expect(res.status).toBe(200);
  expect(cards(res.text)).toBe(9);
  expect(res.text).toContain('<link rel="canonical" href="https://www.example.com/blog?page=2"/>');
  expect(main(res.text)).toContain('href="/blog" rel="prev"');
  expect(main(res.text)).toContain("Page 2 of 2");
});

// A page number past the list's end is a page that does not exist (no soft 404); a value
// that is no page number at all (0, -1, abc, 1.5) is one 301 to the list (tests/http/canonical-query.test.ts)
test.each([["3"], ["999"], ["99999"]])(
  "/blog?page=%s answers 404, noindex, with links to the blog's first and last pages",
  async (page) => {
    const res = await request(handler).get(`/blog?page=${page}`);
    expect(res.status).toBe(404);
    expect(res.headers["cache-control"]).toBe("public, max-age=60");
    expect(res.text).toContain('<meta name="robots" content="noindex');
    const hint = main(res.text).match(/<p class="not-found-list">([\s\S]*?)<\/p>/)?.[1] ?? "";
    expect(hint).toContain("This list has 2 pages");
    expect(hint).toContain('href="/blog"');
    expect(hint).toContain('href="/blog?page=2"');
  },
);

test("/blog/category/<slug>?page=999 answers 404 with links to that category's pages", async () => {
  const res = await request(handler).get("/blog/category/case-studies?page=999");
  expect(res.status).toBe(404);
  const hint = main(res.text).match(/<p class="not-found-list">([\s\S]*?)<\/p>/)?.[1] ?? "";
  expect(hint).toContain("This list has one page");
  expect(hint).toContain('href="/blog/category/case-studies"');
  expect((await request(handler).get("/blog/category/case-studies?page=abc")).status).toBe(301);
  expect((await request(handler).get("/blog/category/case-studies?page=1")).status).toBe(200);
});

test("with the content API down, a page number past the known end goes to the first page for now", async () => {
  const blog = createBlogService(failing, { ttlSeconds: 300, logger: pino({ level: "silent" }) });
  const res = await request(makeHandler({ blog })).get("/blog?page=2");
  expect(res.status).toBe(302);
  expect(res.headers.location).toBe("/blog");
});

test("a category page lists its posts with breadcrumbs and a count", async () => {
  const res = await request(handler).get("/blog/category/case-studies");
  expect(res.status).toBe(200);
  expect(cards(res.text)).toBe(3);
  expect(main(res.text)).toContain("3 articles");
  expect(res.text).toContain('"name":"Case Studies"');
});

test("an unknown category redirects to /blog; a category slug as an article goes to its category", async () => {
  const unknown = await request(handler).get("/blog/category/astrology");
  expect(unknown.status).toBe(302);
  expect(unknown.headers.location).toBe("/blog");
  const alias = await request(handler).get("/blog/seo-tips");
  expect(alias.status).toBe(301);
  expect(alias.headers.location).toBe("/blog/category/seo-tips");
});

test("an article shows title, author, long date, read time, chips, tags, cleaned body, share links and sidebar", async () => {
  const res = await request(handler).get("/blog/google-business-profile-map-pack-optimization");
  expect(res.status).toBe(200);
  const body = main(res.text);
  expect(body).toMatch(/<h1>[^<]+<\/h1>/);
  expect(body).toMatch(/By [A-Z][a-z]+ [A-Z][a-z]+/);
  expect(body).toMatch(/June \d{1,2}, 2026/);
  expect(body).toMatch(/\d+ min read/);
  expect(body).toContain('href="/blog/category/seo-tips"');
  expect(body).toMatch(/<li>#[^<]+<\/li>/);
  expect(body).toContain(
    "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.example.com%2Fblog%2Fgoogle-business-profile-map-pack-optimization",
  );
  expect(body).toContain("SEO &amp; Marketing Expert");
  expect(body).toContain("Read More Articles");
  // the cleaned body holds no script; the only script elements are JSON-LD data
  expect(body).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
  const ld = [...res.text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? ""),
  );
  const posting = ld.find((b) => b["@type"] === "BlogPosting");
  expect(posting.headline).toBeTruthy();
  expect(posting.datePublished).toMatch(/^2026-06/);
});

// the spec's states and transitions, "Related/recent posts are the 3 latest minus the current one", read
// literally
test("an article's Recent Posts are the 3 latest minus itself: two on one of the three, three on any other", async () => {
  const latest = (await request(handler).get("/api/content/posts?page=1&perPage=9")).body.posts as {
    slug: string;
    link: string;
  }[];
  const recentLinks = async (slug: string) => {
    const { text } = await request(handler).get(`/blog/${slug}`);
    const list = text.match(/<ul class="recent-list">([\s\S]*?)<\/ul>/)?.[1] ?? "";
    return [...list.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]);
  };
  const [first, second, third, fourth] = latest;
  if (!first || !second || !third || !fourth) throw new Error("the built-in blog has four posts");
  expect(await recentLinks(first.slug)).toEqual([second.link, third.link]);
  expect(await recentLinks(second.slug)).toEqual([first.link, third.link]);
  expect(await recentLinks(fourth.slug)).toEqual([first.link, second.link, third.link]);
});

test.each([
  ["/blog/no-such-article"],
  ["/blog/" + "a".repeat(300)],
  ["/blog/%22quoted%22"],
  ["/blog/caf%C3%A9"],
])("%s redirects to /blog, never a 500", async (path) => {
  const res = await request(handler).get(path);
  expect(res.status).toBe(302);
  expect(res.headers.location).toBe("/blog");
});

test("the RSS feed lists the latest posts", async () => {
  const res = await request(handler).get("/blog/feed.xml");
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toMatch(/application\/rss\+xml/);
  expect(res.text.match(/<item>/g)).toHaveLength(18);
  expect(res.text).toContain("<link>https://www.example.com/blog/");
});

test("the HTML sitemap lists the live blog categories", async () => {
  const { text } = await request(handler).get("/sitemap");
  expect(text).toContain(">Blog Categories</h2>");
  expect(text).toContain('href="/blog/category/web-design"');
});

const failing: BlogSource = {
  kind: "wordpress",
  listPosts: () => Promise.reject(new Error("HTTP error! status: 500")),
  postBySlug: () => Promise.reject(new Error("HTTP error! status: 500")),
  categories: () => Promise.reject(new Error("HTTP error! status: 500")),
};

test("when the content API fails the blog stays up: an empty list, the built-in six categories, an error page for posts", async () => {
  const blog = createBlogService(failing, { ttlSeconds: 300, logger: pino({ level: "silent" }) });
  const down = makeHandler({ blog });
  const list = await request(down).get("/blog");
  expect(list.status).toBe(200);
  expect(main(list.text)).toContain('SEO Tips <span class="chip-count">24</span>');
  expect(cards(list.text)).toBe(0);
  const post = await request(down).get("/blog/some-article");
  expect(post.status).toBe(503);
  expect(post.headers["cache-control"]).toBe("no-store");
  expect(main(post.text)).toContain("Error Loading Post");
  expect(main(post.text)).toContain('href="/blog"');
});

test("50 identical concurrent misses share one upstream call and later calls are served from the cache", async () => {
  let calls = 0;
  const slow: BlogSource = {
    kind: "wordpress",
    listPosts: async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 50));
      return { posts: [], totalPages: 1, total: 0 };
    },
    postBySlug: async () => null,
    categories: async () => [],
  };
  const blog = createBlogService(slow, { ttlSeconds: 300, logger: pino({ level: "silent" }) });
  await Promise.all(Array.from({ length: 50 }, () => blog.listPosts({ page: 1, perPage: 9 })));
  await blog.listPosts({ page: 1, perPage: 9 });
  expect(calls).toBe(1);
});

test("the newsletter box subscribes through the relay with its own subject, with and without JavaScript", async () => {
  const { relay, sent } = fakeRelay();
  const h = makeHandler({ relay });
  const json = await request(h)
    .post("/api/newsletter")
    .set("Origin", "https://www.example.com")
    .set("Accept", "application/json")
    .field("email", "owner@example.com");
  expect(json.status).toBe(200);
  expect(json.body.success).toBe(true);
  // stored first, delivered after the response
  await vi.waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({
    subject: "Newsletter subscription",
    fields: { email: "owner@example.com" },
  });
  const plain = await request(h)
    .post("/api/newsletter")
    .set("Origin", "https://www.example.com")
    .type("form")
    .send({ email: "x" });
  expect(plain.status).toBe(303);
  expect(plain.headers.location).toBe("/blog?newsletter=failed#newsletter");
  const page = await request(h).get("/blog?newsletter=subscribed");
  expect(page.text).toContain("Thanks for subscribing!");
  const foreign = await request(h)
    .post("/api/newsletter")
    .set("Origin", "https://evil.example")
    .field("email", "a@b.co");
  expect(foreign.status).toBe(403);
  expect(sent).toHaveLength(1);
});

test("the posts API pages through the same content cache and refuses odd parameters", async () => {
  const ok = await request(handler).get("/api/content/posts?page=2&perPage=9");
  expect(ok.status).toBe(200);
  expect(ok.body.posts).toHaveLength(9);
  expect(ok.body.totalPages).toBe(2);
  const category = await request(handler).get("/api/content/posts?page=1&perPage=12&category=6");
  expect(category.body.posts).toHaveLength(3);
  for (const bad of [
    "page=0&perPage=9",
    "page=1&perPage=1000",
    "page=1&perPage=9&category=abc",
    "page=abc&perPage=9",
  ]) {
    expect((await request(handler).get(`/api/content/posts?${bad}`)).status).toBe(400);
  }
});

test("after the upstream fails, the last good value is served", async () => {
  let up = true;
  let asked = 0;
  const flaky: BlogSource = {
    kind: "wordpress",
    listPosts: async () => {
      asked++;
      if (!up) throw new Error("HTTP error! status: 502");
      return { posts: [], totalPages: 3, total: 27 };
    },
    postBySlug: async () => null,
    categories: async () => {
      if (!up) throw new Error("timeout");
      return [{ id: 9, name: "Live Category", slug: "live-category", count: 1, description: "" }];
    },
  };
  // only Date is faked: node-cache reads Date.now() for its TTL, and the service's clock is Date.now too
  vi.useFakeTimers({ toFake: ["Date"] });
  try {
    const blog = createBlogService(flaky, { ttlSeconds: 1, logger: pino({ level: "silent" }) });
    expect((await blog.listPosts({ page: 1, perPage: 9 })).totalPages).toBe(3);
    await blog.categories();
    up = false;
    vi.setSystemTime(Date.now() + 1100); // past the TTL: the next call goes upstream and fails
    const stale = await blog.listPosts({ page: 1, perPage: 9 });
    // the upstream was asked again (the cached value had expired), failed, and the last good value came
    expect(asked).toBe(2);
    expect(stale).toMatchObject({ totalPages: 3, total: 27, failed: false });
    expect((await blog.categories()).categories[0]?.name).toBe("Live Category");
  } finally {
    vi.useRealTimers();
  }
});

test("a category page has one clear state: the categories call failing is 'Failed to load category', never a count beside 'No Posts Found'", async () => {
  // The built-in list's count (24) was shown beside "No Posts Found"
  const noCategories = createBlogService(
    { ...failing, listPosts: async () => ({ posts: [], totalPages: 1, total: 0 }) },
    { ttlSeconds: 300, logger: pino({ level: "silent" }) },
  );
  const page = main((await request(makeHandler({ blog: noCategories })).get("/blog/category/seo-tips")).text);
  expect(page).toContain("Failed to load category");
  expect(page).not.toContain("24 articles");
  expect(page).not.toContain("No Posts Found");
  // the list failing: "Failed to load category" alone, not also "No Posts Found"
  const listDown = createBlogService(
    {
      ...failing,
      categories: async () => [{ id: 9, name: "Live", slug: "live", count: 5, description: "" }],
    },
    { ttlSeconds: 300, logger: pino({ level: "silent" }) },
  );
  const failed = main((await request(makeHandler({ blog: listDown })).get("/blog/category/live")).text);
  expect(failed).toContain("Failed to load category");
  expect(failed).not.toContain("No Posts Found");
  expect(failed).not.toContain("5 articles");
  // an empty category that loaded: its empty state and its count from the list
  const empty = createBlogService(
    {
      ...failing,
      categories: async () => [{ id: 9, name: "Live", slug: "live", count: 5, description: "" }],
      listPosts: async () => ({ posts: [], totalPages: 1, total: 0 }),
    },
    { ttlSeconds: 300, logger: pino({ level: "silent" }) },
  );
  const none = main((await request(makeHandler({ blog: empty })).get("/blog/category/live")).text);
  expect(none).toContain("No Posts Found");
  expect(none).toContain("0 articles");
  expect(none).not.toContain("Failed to load category");
});

test("with the content API down, every article that fails to load shares one 503 page: one render for many slugs", async () => {
  // Each made-up slug was a full uncached 503 render
  const blog = createBlogService(failing, { ttlSeconds: 300, logger: pino({ level: "silent" }) });
  const down = makeHandler({ blog });
  expect((await request(down).get("/blog/first-slug")).status).toBe(503);
  const renders = down.renderStats.renders;
  for (let i = 0; i < 20; i++) {
    const res = await request(down).get(`/blog/another-slug-${i}`);
    expect(res.status).toBe(503);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(main(res.text)).toContain("Error Loading Post");
    expect(res.text).not.toContain(`another-slug-${i}`);
  }
  expect(down.renderStats.renders).toBe(renders);
});
