import { pino } from "pino";
import request from "supertest";
import { beforeAll, expect, test, vi } from "vitest";
import { mapPost } from "../../server/blog/map";
import { createBlogService } from "../../server/blog/service";
import type { BlogSource } from "../../server/blog/source";
import type { CardText } from "../../server/share-image/card";
import { readPng } from "../../server/share-image/png";
import type { DrawingPool } from "../../server/share-image/pool";
import { renderShareSvg } from "../../server/share-image/render";
import type { Post } from "../../shared/content/blog-types";
import { makeHandler } from "../helpers/app";

// every card the server draws: the route's pool, recording each card before its thread draws it
const drawn = vi.hoisted(() => [] as CardText[]);
vi.mock("../../server/share-image/pool", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../server/share-image/pool")>();
  const pool = real.createDrawingPool();
  const recording: DrawingPool = {
    ...pool,
    draw: async (card) => {
      const text = await card();
      drawn.push(text);
      return pool.draw(() => text);
    },
  };
  return { ...real, sharedDrawingPool: () => recording };
});

const handler = makeHandler();

// the drawing thread's first image loads satori, its layout engine and the fonts (seconds on a busy machine)
vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  expect((await request(handler).get("/og/about.png")).status).toBe(200);
}, 120_000);

// superagent reads an image/* body into a Buffer
const getPng = (h: typeof handler, path: string) => request(h).get(path).buffer(true);

/** A page's browser title without " | {brand}", its og:image, and its twitter:image if it has one. */
async function pageMeta(h: typeof handler, path: string, brand: string) {
  const { text } = await request(h).get(path);
  const meta = (name: string) =>
    new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)"`).exec(text)?.[1] ?? null;
  const title = (/<title>([^<]*)<\/title>/.exec(text)?.[1] ?? "").replace(/&amp;/g, "&");
  return {
    title: title.replace(` | ${brand}`, ""),
    image: meta("og:image"),
    twitter: meta("twitter:image"),
    width: meta("og:image:width"),
    height: meta("og:image:height"),
  };
}

/** The card's visible text: the SVG stage with text kept as <text> elements (the served one draws paths). */
async function visibleText(card: CardText) {
  const svg = await renderShareSvg(card, { textAsPaths: false });
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)]
    .map((m) => m[1])
    .join(" ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

test("the home page's share image is a 1200x630 PNG that shows its title and the brand, cached a day", async () => {
  const page = await pageMeta(handler, "/", "Skyline Digital");
  expect(page.image).toBe("https://www.example.com/og/home.png");
  // X takes the card's image from og:image: no second address to drift from it
  expect(page.twitter).toBeNull();
  expect([page.width, page.height]).toEqual(["1200", "630"]);

  const res = await getPng(handler, "/og/home.png");
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toBe("image/png");
  expect(res.headers["cache-control"]).toBe("public, max-age=86400");
  const png = readPng(res.body as Buffer);
  expect(png).toMatchObject({ width: 1200, height: 630 });
  expect(png?.text).toEqual({ Title: page.title, Author: "Skyline Digital" });

  const card = drawn.at(-1)!;
  expect(card).toEqual({ title: page.title, brand: "Skyline Digital", host: "example.com", kicker: "" });
  const svg = await renderShareSvg(card);
  expect(svg).toContain(`<title>${page.title.replace(/&/g, "&amp;")} | Skyline Digital</title>`);
  const text = await visibleText(card);
  expect(text).toContain(page.title);
  expect(text).toContain("Skyline Digital");
  expect(text).toContain("example.com");

  // drawn once: the next request is answered from memory, a revalidation with its ETag gets a 304
  const count = drawn.length;
  const again = await request(handler)
    .get("/og/home.png")
    .set("If-None-Match", res.headers.etag ?? "");
  expect(again.status).toBe(304);
  expect(drawn).toHaveLength(count);
});

test("a service page's og:image is its own card at /og/<path>.png, titled with the page's title", async () => {
  const page = await pageMeta(handler, "/services/local-seo", "Skyline Digital");
  expect(page.image).toBe("https://www.example.com/og/services/local-seo.png");
  const res = await getPng(handler, "/og/services/local-seo.png");
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toBe("image/png");
  expect(readPng(res.body as Buffer)).toEqual({
    width: 1200,
    height: 630,
    text: { Title: page.title, Author: "Skyline Digital" },
  });
  const card = drawn.at(-1)!;
  expect(card.kicker).toBe("Services");
  expect(await visibleText(card)).toContain(page.title);
});

test("with SITE_NAME and SITE_URL the card shows that brand and host, and never Skyline", async () => {
  const acme = makeHandler({ env: { SITE_NAME: "Acme Studio", SITE_URL: "https://acme.example" } });
  const page = await pageMeta(acme, "/", "Acme Studio");
  expect(page.image).toBe("https://acme.example/og/home.png");
  const res = await getPng(acme, "/og/home.png");
  expect(readPng(res.body as Buffer)?.text.Author).toBe("Acme Studio");
  const card = drawn.at(-1)!;
  expect(card.brand).toBe("Acme Studio");
  const svg = await renderShareSvg(card);
  expect(svg).not.toMatch(/skyline/i);
  const text = await visibleText(card);
  expect(text).toContain("Acme Studio");
  expect(text).toContain("acme.example");
  expect(text).not.toMatch(/skyline/i);
});

test("only the site's pages have a share image: anything else is a 404 and nothing is drawn", async () => {
  const count = drawn.length;
  for (const path of [
    "/og/no-such-page.png",
    "/og/services/no-such-service.png",
    "/og/blog/no-such-post.png",
    "/og/blog/category/no-such-category.png",
    "/og/services/local-seo.jpg",
    "/og/home",
    "/og/.png",
  ]) {
    const res = await request(handler).get(path);
    expect(res.status, path).toBe(404);
  }
  // a query never reaches the card: the same image as without it
  const res = await getPng(handler, "/og/home.png?title=Free%20money");
  expect(res.status).toBe(200);
  expect(readPng(res.body as Buffer)?.text.Title).not.toContain("Free money");
  expect(drawn).toHaveLength(count);
});

test("an article shares its featured image with its size; one without, or with an SVG, shares its own card", async () => {
  const raster = mapPost(
    {
      id: 1,
      slug: "post-1",
      date: "2026-11-20T10:00:00",
      title: { rendered: "Post 1" },
      content: { rendered: "<p>Body</p>" },
      _embedded: {
        "wp:featuredmedia": [
          {
            source_url: "https://cms.example.com/wp-content/uploads/one.jpg",
            alt_text: "Cover",
            media_details: { width: 800, height: 600 },
          },
        ],
      },
    },
    "https://www.example.com",
    ["https://cms.example.com"],
  ) as Post;
  // no featured image: the post shows the default cover, the page shares its own card
  const bare = mapPost(
    {
      id: 2,
      slug: "post-2",
      date: "2026-11-21T10:00:00",
      title: { rendered: "Post 2" },
      content: { rendered: "<p>Body</p>" },
    },
    "https://www.example.com",
    ["https://cms.example.com"],
  ) as Post;
  const posts = [raster, bare];
  const source: BlogSource = {
    kind: "wordpress",
    listPosts: async () => ({ posts, totalPages: 1, total: posts.length }),
    postBySlug: async (slug) => posts.find((p) => p.slug === slug) ?? null,
    categories: async () => [],
  };
  const wordpress = makeHandler({
    env: { CONTENT_API_URL: "https://cms.example.com/wp-json/wp/v2" },
    blog: createBlogService(source, { ttlSeconds: 60, logger: pino({ level: "silent" }) }),
  });
  const article = await pageMeta(wordpress, "/blog/post-1", "Skyline Digital");
  expect(article.image).toBe("https://cms.example.com/wp-content/uploads/one.jpg");
  expect([article.width, article.height]).toEqual(["800", "600"]);
  const uncovered = await pageMeta(wordpress, "/blog/post-2", "Skyline Digital");
  expect(uncovered.image).toBe("https://www.example.com/og/blog/post-2.png");

  // the built-in articles' covers are SVG, which share sites do not show
  const builtin = await pageMeta(handler, "/blog/core-web-vitals-plain-english-guide", "Skyline Digital");
  expect(builtin.image).toBe("https://www.example.com/og/blog/core-web-vitals-plain-english-guide.png");
  expect([builtin.width, builtin.height]).toEqual(["1200", "630"]);
});
