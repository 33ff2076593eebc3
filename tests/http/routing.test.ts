import request from "supertest";
import { expect, test } from "vitest";
import { redirects } from "../../shared/redirects";
import { sitemapEntries } from "../../shared/routes";
import { makeHandler, testAssets } from "../helpers/app";
import { styleHash } from "../../server/assets";
import { PRINT_STYLE_HASH } from "../../shared/features/client-intake/intake";

const handler = makeHandler();

test("a slashed URL answers one 301 to the canonical form, keeping the query the page reads", async () => {
  const res = await request(handler).get("/blog/?page=2&utm_source=footer&x=1");
  expect(res.status).toBe(301);
  expect(res.headers.location).toBe("/blog?page=2&utm_source=footer");
  const next = await request(handler).get(res.headers.location ?? "");
  expect(next.status).toBe(200);
});

test.each(
  sitemapEntries()
    .filter((e) => e.path !== "/")
    .map((e) => [e.path]),
)("the slashed form of %s redirects once to it", async (path) => {
  const res = await request(handler).get(`${path}/`);
  expect(res.status).toBe(301);
  expect(res.headers.location).toBe(path);
});

test.each(redirects.map(([from, to]) => [from, to]))(
  "alias %s answers a single 301 to %s",
  async (from, to) => {
    for (const variant of [from, `${from}/`]) {
      const res = await request(handler).get(variant);
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe(to);
    }
    // one hop: the target is already canonical
    expect(redirects.some(([alias]) => alias === to)).toBe(false);
  },
);

test("/html-sitemap lands on the HTML sitemap in one hop", async () => {
  const res = await request(handler).get("/html-sitemap/");
  expect(res.status).toBe(301);
  expect(res.headers.location).toBe("/sitemap");
});

test("repeated slashes collapse in the same single hop", async () => {
  const res = await request(handler).get("/services//local-seo/");
  expect(res.status).toBe(301);
  expect(res.headers.location).toBe("/services/local-seo");
});

test("a protocol-relative looking path never redirects to another host", async () => {
  const res = await request(handler).get("///evil.example/x");
  expect(res.status).toBe(301);
  expect(res.headers.location).toBe("/evil.example/x");
  expect(res.headers.location?.startsWith("//")).toBe(false);
});

test("an unknown path answers 404 with a real, noindexed Not Found page", async () => {
  const res = await request(handler).get("/no-such-page");
  expect(res.status).toBe(404);
  expect(res.headers["cache-control"]).toBe("public, max-age=60");
  expect(res.text).toContain('<meta name="robots" content="noindex, follow"/>');
  expect(res.text).toContain("We Couldn’t Find That Page");
  for (const href of ["/", "/services", "/contact", "/blog"])
    expect(res.text).toContain(`class="link-card" href="${href}"`);
  expect(res.text).toContain('class="site-footer"');
});

test("POST on a page answers 405 with Allow: GET, HEAD", async () => {
  const res = await request(handler).post("/about").send("x=1");
  expect(res.status).toBe(405);
  expect(res.headers.allow).toBe("GET, HEAD");
});

test("HEAD / answers 200 with headers and no body", async () => {
  const res = await request(handler).head("/");
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(res.text ?? "").toBe("");
});

test.each([
  ["a broken percent-encoding", "/%E0%A4%A", 400],
  ["an encoded path traversal", "/..%2f..%2fpackage.json", 400],
  ["a NUL byte", "/%00", 400],
  ["encoded backslashes", "/%5c%5cevil.example", 400],
  ["a traversal under /assets", "/assets/..%2f..%2fpackage.json", 400],
  ["a missing hashed asset", "/assets/missing-file.js", 404],
  ["a 10 KB path", "/" + "a".repeat(10_000), 414],
])("%s (%s) gets %i, never a 500", async (_label, path, status) => {
  const res = await request(handler).get(path);
  expect(res.status).toBe(status);
  expect(res.text).not.toMatch(/at .*\.(ts|js):\d+/);
  expect(res.text).not.toContain('"name": "skyline-digital-site"');
});

test("security headers are set on pages", async () => {
  const res = await request(handler).get("/");
  const csp = res.headers["content-security-policy"] ?? "";
  expect(csp).toContain("default-src 'self'");
  // 'self' and the speculation rules' text by its sha256 (shared/speculation.ts)
  expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
  expect(csp).not.toContain("unsafe-inline");
  expect(csp).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  expect(res.headers["x-powered-by"]).toBeUndefined();
  // one frame policy: the legacy header agrees with frame-ancestors 'none'
  expect(res.headers["x-frame-options"]).toBe("DENY");
});

test.each([
  ["a malformed escape", "/%E0%A4%A", 400],
  ["a 3 KB address", "/" + "a".repeat(3000), 414],
  ["a wrong method", "/about", 405],
  ["a missing hashed asset", "/assets/missing-file.js", 404],
])("error answers carry the security headers too: %s", async (_label, target, status) => {
  const res = await (status === 405 ? request(handler).post(target) : request(handler).get(target));
  expect(res.status).toBe(status);
  expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["x-frame-options"]).toBe("DENY");
});

test("hashed assets are cached for a year and immutable", async () => {
  const res = await request(handler).get("/assets/boot-TEST.js");
  expect(res.status).toBe(200);
  expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("public files are cached for an hour", async () => {
  const res = await request(handler).get("/icons/favicon.svg");
  expect(res.status).toBe(200);
  expect(res.headers["cache-control"]).toBe("public, max-age=3600");
});

test("/healthz answers ok without caching", async () => {
  const res = await request(handler).get("/healthz");
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ status: "ok" });
  expect(res.headers["cache-control"]).toBe("no-store");
});

test("robots.txt allows crawling and names the sitemap", async () => {
  const res = await request(handler).get("/robots.txt");
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^text\/plain/);
  expect(res.text).toContain("User-agent: *");
  expect(res.text).toContain("Sitemap: https://www.example.com/sitemap.xml");
});

test("sitemap.xml parses and lists every canonical URL of the route table with lastmod", async () => {
  const res = await request(handler).get("/sitemap.xml");
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^application\/xml/);
  expect(res.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const locs = [
    ...res.text.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>\s*<\/url>/g),
  ];
  const expected = sitemapEntries().map((e) =>
    e.path === "/" ? "https://www.example.com/" : `https://www.example.com${e.path}`,
  );
  const listed = locs.map((m) => m[1]);
  // the route table's pages first, then the blog's categories and posts from the blog service
  expect(listed.slice(0, expected.length)).toEqual(expected);
  expect(listed).toContain("https://www.example.com/blog/category/seo-tips");
  expect(listed.filter((l) => /\/blog\/(?!category\/)[a-z0-9-]+$/.test(l ?? "")).length).toBe(18);
  for (const [, loc] of locs) expect(loc === "https://www.example.com/" || !loc?.endsWith("/")).toBe(true);
});

test("the intake page's CSP keeps its printable summary's stylesheet hash beside its own inline styles", async () => {
  // a split build: each template's own critical part, the header narrowed to the page's own hashes
  const split = {
    ...testAssets,
    inlineCssByTemplate: { "client-intake": ".intake{color:#111}", home: ".home{color:#222}" },
    styleHashes: [
      ...testAssets.styleHashes,
      styleHash(".intake{color:#111}"),
      styleHash(".home{color:#222}"),
    ],
  };
  const res = await request(makeHandler({ assets: split })).get("/client-intake");
  const styleSrc = /style-src ([^;]+)/.exec(res.headers["content-security-policy"] ?? "")?.[1] ?? "";
  // the summary opens in a window that inherits this CSP: without the hash it shows unstyled
  expect(styleSrc.split(" ")).toContain(PRINT_STYLE_HASH);
  // and each inline <style> of the page itself is allowed by its hash
  const styles = [...res.text.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map(([, css]) => css!);
  expect(styles).toContain(".intake{color:#111}");
  for (const css of styles) expect(styleSrc.split(" ")).toContain(styleHash(css));
  // and no other template's part
  expect(styleSrc).not.toContain(styleHash(".home{color:#222}"));
});
