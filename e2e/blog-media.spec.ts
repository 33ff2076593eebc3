import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { deflateSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { getFreePort } from "../scripts/lib/free-port";
import { startServer, type RunningServer } from "../scripts/lib/start-server";
import { expect, test } from "./fixtures";

// One fake WordPress and one server for the whole file: the tests share them, so they run in order.
test.describe.configure({ mode: "serial" });

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A valid RGB PNG of one colour: signature, IHDR, one zlib IDAT, IEND. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter method, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => rgb[i % 3] ?? 0)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const COVER = png(40, 30, [37, 99, 235]);
const AVATAR = png(96, 96, [16, 185, 129]);

/** A post as WordPress's REST API sends it with _embed: author, featured media with its size, terms. */
function wpPost(n: number, origin: string, cover: string) {
  return {
    id: 900 + n,
    date: `2026-11-${String(10 + n).padStart(2, "0")}T10:00:00`,
    slug: `media-post-${n}`,
    status: "publish",
    link: `${origin}/media-post-${n}/`,
    title: { rendered: `Media post ${n}` },
    excerpt: { rendered: `<p>Excerpt of media post ${n}.</p>` },
    content: {
      rendered:
        `<p>Body of media post ${n}.</p>` +
        `<figure><img src="${origin}/wp-content/uploads/2026/11/x.png" alt="Body image ${n}" width="40" height="30"></figure>` +
        `<p><img src="https://tracker.invalid/pixel.png" alt="Tracker ${n}"></p>`,
    },
    categories: [2],
    tags: [],
    _embedded: {
      author: [
        {
          id: 1,
          name: "Maya Chen",
          slug: "maya-chen",
          // real WordPress points at secure.gravatar.com, which a test cannot reach: the fake serves it
          avatar_urls: {
            "24": `${origin}/avatar/x.png?s=24&d=mm&r=g`,
            "48": `${origin}/avatar/x.png?s=48&d=mm&r=g`,
            "96": `${origin}/avatar/x.png?s=96&d=mm&r=g`,
          },
        },
      ],
      "wp:featuredmedia": [
        {
          id: 500 + n,
          source_url: cover,
          alt_text: `Cover of media post ${n}`,
          media_type: "image",
          mime_type: "image/png",
          media_details: { width: 40, height: 30, file: "2026/11/x.png", sizes: {} },
        },
      ],
      "wp:term": [[{ id: 2, name: "SEO Tips", slug: "seo-tips", taxonomy: "category" }], []],
    },
  };
}

let wordpress: Server;
let wpOrigin = "";
let site: RunningServer | undefined;
let siteOrigin = "";
const wpRequests: string[] = [];

test.beforeAll(async () => {
  // the hook's own bound (the config's 90 s otherwise): on a busy machine a start can take half a minute
  test.setTimeout(180_000);
  wordpress = createServer((req, res) => {
    const url = new URL(req.url ?? "/", wpOrigin);
    wpRequests.push(url.pathname + url.search);
    const json = (body: unknown, headers: Record<string, string> = {}) =>
      res
        .writeHead(200, { "content-type": "application/json; charset=UTF-8", ...headers })
        .end(JSON.stringify(body));
    const posts = [
      wpPost(1, wpOrigin, `${wpOrigin}/wp-content/uploads/2026/11/x.png`),
      wpPost(2, wpOrigin, `${wpOrigin}/wp-content/uploads/2026/11/x.png`),
      // a featured image on a host that is not allowed: the site shows its default image instead
      wpPost(3, wpOrigin, "https://tracker.invalid/cover.png"),
    ];
    if (url.pathname === "/wp-json/wp/v2/posts") {
      const slug = url.searchParams.get("slug");
      if (slug !== null) return json(posts.filter((p) => p.slug === slug));
      return json(posts, { "x-wp-total": String(posts.length), "x-wp-totalpages": "1" });
    }
    if (url.pathname === "/wp-json/wp/v2/categories") {
      return json([{ id: 2, name: "SEO Tips", slug: "seo-tips", count: posts.length, description: "" }]);
    }
    if (url.pathname === "/wp-content/uploads/2026/11/x.png" || url.pathname === "/avatar/x.png") {
      const body = url.pathname.startsWith("/avatar") ? AVATAR : COVER;
      return res.writeHead(200, { "content-type": "image/png", "content-length": body.length }).end(body);
    }
    res.writeHead(404, { "content-type": "text/plain" }).end("not found");
  });
  await new Promise<void>((r) => wordpress.listen(0, "127.0.0.1", r));
  wpOrigin = `http://127.0.0.1:${(wordpress.address() as AddressInfo).port}`;

  // the port is chosen first, so SITE_URL (canonical links, share cards) is this server's own origin
  const port = await getFreePort();
  site = await startServer({
    env: {
      PORT: String(port),
      LOG_LEVEL: "warn",
      WARM_CACHE: "0",
      WEB_CONCURRENCY: "1",
      SITE_URL: `http://127.0.0.1:${port}`,
      CONTENT_API_URL: `${wpOrigin}/wp-json/wp/v2`,
    },
  });
  siteOrigin = site.origin;
});

test.afterAll(async () => {
  await site?.stop();
  wordpress?.closeAllConnections();
  await new Promise<void>((r) => (wordpress ? wordpress.close(() => r()) : r()));
});

/** CSP violations as the page itself reports them, besides the console message Chromium prints. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
}

/** Scrolls every image into view (lazy ones start loading then) and waits until each has decoded. */
async function loadAllImages(page: Page) {
  const images = page.locator("main img");
  const count = await images.count();
  for (let i = 0; i < count; i++) await images.nth(i).scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      images.evaluateAll((list) => list.filter((img) => !(img as HTMLImageElement).complete).length),
    )
    .toBe(0);
}

const naturalWidths = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((list) =>
    list.map((img) => ({
      src: (img as HTMLImageElement).currentSrc,
      width: (img as HTMLImageElement).naturalWidth,
    })),
  );

const cspProblems = (problems: string[]) =>
  problems.filter((p) => /Content Security Policy|Refused to load/i.test(p));

test("/blog shows WordPress's featured images with no CSP violation", async ({ page, problems }) => {
  await watchCsp(page);
  const res = await page.goto(`${siteOrigin}/blog`);
  expect(res?.status()).toBe(200);
  const imgSrc = (res?.headers()["content-security-policy"] ?? "")
    .split(";")
    .find((d) => d.includes("img-src"));
  expect(imgSrc?.trim()).toBe(`img-src 'self' data: ${wpOrigin} https://secure.gravatar.com`);
  await loadAllImages(page);

  const covers = await naturalWidths(page, "main img.post-card-image");
  expect(covers.length).toBeGreaterThanOrEqual(3);
  for (const cover of covers) expect(cover.width, cover.src).toBeGreaterThan(0);
  const fromWordPress = covers.filter((c) => c.src.startsWith(wpOrigin));
  expect(fromWordPress.length).toBeGreaterThanOrEqual(2);
  for (const cover of fromWordPress) expect(cover.width).toBe(40);
  // post 3's cover was on a host outside the list: the default image, never a request to that host
  expect(covers.some((c) => c.src === `${siteOrigin}/images/blog/default-cover.svg`)).toBe(true);
  // WordPress's media_details size is on the <img>
  await expect(page.locator(`main img.post-card-image[src^="${wpOrigin}"]`).first()).toHaveAttribute(
    "width",
    "40",
  );
  await expect(page.locator(`main img.post-card-image[src^="${wpOrigin}"]`).first()).toHaveAttribute(
    "height",
    "30",
  );

  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual(
    [],
  );
  expect(cspProblems(problems)).toEqual([]);
  expect(problems).toEqual([]);
});

test("an article shows its cover, author avatar and allowed body image; the refused one is gone", async ({
  page,
  problems,
}) => {
  await watchCsp(page);
  const res = await page.goto(`${siteOrigin}/blog/media-post-1`);
  expect(res?.status()).toBe(200);
  await expect(page.locator("h1")).toHaveText("Media post 1");
  await loadAllImages(page);

  const cover = page.locator("main img.article-cover");
  await expect(cover).toHaveAttribute("src", `${wpOrigin}/wp-content/uploads/2026/11/x.png`);
  await expect(cover).toHaveAttribute("width", "40");
  await expect(cover).toHaveAttribute("height", "30");
  await expect(cover).toHaveAttribute("loading", "eager");
  for (const selector of ["main img.article-cover", "main .author-card img", "main .article-body img"]) {
    const images = await naturalWidths(page, selector);
    expect(images.length, selector).toBeGreaterThan(0);
    for (const image of images) expect(image.width, image.src).toBeGreaterThan(0);
  }
  await expect(page.locator("main .author-card img")).toHaveAttribute(
    "src",
    `${wpOrigin}/avatar/x.png?s=96&d=mm&r=g`,
  );
  await expect(page.locator('main .article-body img[alt="Body image 1"]')).toHaveCount(1);
  await expect(page.locator('main .article-body img[alt="Tracker 1"]')).toHaveCount(0);
  expect(wpRequests.some((r) => r.startsWith("/wp-json/wp/v2/posts?slug=media-post-1"))).toBe(true);

  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual(
    [],
  );
  expect(cspProblems(problems)).toEqual([]);
  expect(problems).toEqual([]);
});
