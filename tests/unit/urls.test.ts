import { expect, test } from "vitest";
import { queryParamsOf } from "../../server/canonical";
import { queryParams } from "../../shared/query-params";
import { absoluteUrl, cacheKey, canonicalPath, checkRequestTarget, pageCacheKey } from "../../shared/urls";

// the route table's declarations, as the canonical step reads them
const paramsOf = queryParamsOf();
const check = (target: string) => checkRequestTarget(target, paramsOf);

test("canonical paths have no trailing slash except the root", () => {
  expect(canonicalPath("/")).toBe("/");
  expect(canonicalPath("/about/")).toBe("/about");
  expect(canonicalPath("/services//local-seo/")).toBe("/services/local-seo");
  expect(canonicalPath("//")).toBe("/");
});

test("aliases resolve to their canonical page", () => {
  expect(canonicalPath("/local-seo")).toBe("/services/local-seo");
  expect(canonicalPath("/local-seo/")).toBe("/services/local-seo");
  expect(canonicalPath("/brooklyn-seo")).toBe("/locations/brooklyn-ny");
  expect(canonicalPath("/html-sitemap/")).toBe("/sitemap");
});

test("absolute URLs are built on the site origin", () => {
  expect(absoluteUrl("https://www.example.com", "/")).toBe("https://www.example.com/");
  expect(absoluteUrl("https://www.example.com", "/about/")).toBe("https://www.example.com/about");
});

test("request targets: ok, one redirect with the query kept, or a rejection", () => {
  expect(check("/")).toEqual({ kind: "ok" });
  expect(check("/blog?page=2")).toEqual({ kind: "ok" });
  expect(check("/about?utm_source=x&gclid=1")).toEqual({ kind: "ok" });
  expect(check("/blog/?page=2&y=2")).toEqual({ kind: "redirect", location: "/blog?page=2" });
  // a query parameter no page reads is dropped with the same single hop
  expect(check("/about?x=1")).toEqual({ kind: "redirect", location: "/about" });
  expect(check("/?")).toEqual({ kind: "redirect", location: "/" });
  // the API and files keep their queries
  expect(check("/api/content/posts?page=1&perPage=9")).toEqual({ kind: "ok" });
  expect(check("///evil.example/x")).toEqual({ kind: "redirect", location: "/evil.example/x" });
  expect(check("/%E0%A4%A").kind).toBe("bad-request");
  expect(check("/..%2fetc%2fpasswd").kind).toBe("bad-request");
  expect(check("/a/../b").kind).toBe("bad-request");
  expect(check("/%00").kind).toBe("bad-request");
  expect(check("/\\evil.example").kind).toBe("bad-request");
  expect(check("/" + "x".repeat(3000))).toEqual({ kind: "too-long" });
});

// No browser sends a fragment; a script that does gets one hop to the page without it
test("a fragment in the target is one 301 to the address without it, canonical in the same hop", () => {
  expect(check("/about#5")).toEqual({ kind: "redirect", location: "/about" });
  expect(check("/about#")).toEqual({ kind: "redirect", location: "/about" });
  expect(check("/ABOUT/#x")).toEqual({ kind: "redirect", location: "/about" });
  expect(check("/blog?page=2#newsletter")).toEqual({ kind: "redirect", location: "/blog?page=2" });
  expect(check("/blog?page=abc#x")).toEqual({ kind: "redirect", location: "/blog" });
  expect(check("/#top")).toEqual({ kind: "redirect", location: "/" });
  expect(check("#x").kind).toBe("bad-request");
  expect(check("/a/../b#x").kind).toBe("bad-request");
  // the raw lookup never takes a target with a fragment for a page
  expect(pageCacheKey("/about#5", queryParams)).toBeNull();
});

// Each parameter only where its route reads it, with a value that page has
test("query parameters are kept only on the routes that read them, with values they accept", () => {
  for (const target of [
    "/blog?page=2",
    "/blog?page=999",
    "/blog?page=1",
    "/blog/category/seo-tips?page=2",
    "/blog?newsletter=subscribed",
    "/blog?newsletter=failed",
    "/reviews?service=Local+SEO",
    "/reviews?service=local%20seo",
    "/reviews?service=ui%2Fux+design",
    "/reviews?service=All+Services",
    "/contact?sent=1",
    "/contact?sent=1&utm_source=mail",
  ])
    expect([target, check(target)]).toEqual([target, { kind: "ok" }]);
  for (const [target, location] of [
    // read elsewhere only
    ["/about?page=2", "/about"],
    ["/about?sent=1&service=local+seo&newsletter=failed", "/about"],
    ["/contact?page=2", "/contact"],
    ["/reviews?sent=1", "/reviews"],
    ["/blog?service=local+seo", "/blog"],
    ["/blog/category/seo-tips?newsletter=subscribed", "/blog/category/seo-tips"],
    ["/blog/some-post?page=2", "/blog/some-post"],
    ["/no-such-page?page=2", "/no-such-page"],
    // out-of-form values: never rendered, one hop to the list (or page) itself
    ["/blog?page=0", "/blog"],
    ["/blog?page=-1", "/blog"],
    ["/blog?page=abc", "/blog"],
    ["/blog?page=1.5", "/blog"],
    ["/blog?page=02", "/blog"],
    ["/blog?page=1234567", "/blog"],
    ["/blog?page=", "/blog"],
    ["/blog?page", "/blog"],
    ["/blog/category/seo-tips?page=x", "/blog/category/seo-tips"],
    ["/reviews?service=plumbing", "/reviews"],
    ["/reviews?service=%E0%A4%A", "/reviews"],
    ["/contact?sent=0", "/contact"],
    ["/contact?sent=yes", "/contact"],
    ["/blog?newsletter=idle", "/blog"],
    // one value per name: the first one a page accepts
    ["/blog?page=2&page=3", "/blog?page=2"],
    ["/blog?page=x&page=2", "/blog?page=2"],
    // an Object.prototype member is no parameter
    ["/blog?constructor=1&__proto__=2", "/blog"],
    ["/blog?page=2&x=1&utm_source=y", "/blog?page=2&utm_source=y"],
  ] as const)
    expect([target, check(target)]).toEqual([target, { kind: "redirect", location }]);
});

test("valid variants share one cache key: the path and the normalised values, names in order", () => {
  const key = (target: string) => pageCacheKey(target, queryParams);
  expect(key("/reviews?service=Local+SEO")).toBe("/reviews?service=local seo");
  expect(key("/reviews?service=local%20seo")).toBe("/reviews?service=local seo");
  expect(key("/reviews?service=LOCAL+seo&utm_source=x")).toBe("/reviews?service=local seo");
  // values that show the same page as none at all: the bare path
  expect(key("/reviews?service=All+Services")).toBe("/reviews");
  expect(key("/blog?page=1")).toBe("/blog");
  expect(key("/blog?page=2&newsletter=Failed")).toBe("/blog?newsletter=failed&page=2");
  expect(key("/blog?newsletter=failed&page=2")).toBe("/blog?newsletter=failed&page=2");
  expect(
    cacheKey("/blog", [
      ["page", "2"],
      ["newsletter", "failed"],
    ]),
  ).toBe("/blog?newsletter=failed&page=2");
  // anything the canonical step would redirect is no key at all (the request goes on to it)
  for (const target of ["/blog?page=abc", "/blog?page=2&page=3", "/about?x=1", "/blog?page=%E0", "/about#x"])
    expect([target, key(target)]).toEqual([target, null]);
});

test("no redirect target ever starts with two slashes", () => {
  const redirected = ["//x", "///x/", "//%2F/x", "////a//b//", "//EVIL.example"].map(check);
  expect(redirected.map((r) => r.kind)).toEqual(["redirect", "redirect", "redirect", "redirect", "redirect"]);
  for (const result of redirected) {
    expect(result.kind === "redirect" && result.location.startsWith("/")).toBe(true);
    expect(result.kind === "redirect" && result.location.startsWith("//")).toBe(false);
  }
  expect(check("/./x").kind).toBe("bad-request");
});

test("case and escaped unreserved characters have one spelling: one 301 to it", () => {
  expect(checkRequestTarget("/ABOUT")).toEqual({ kind: "redirect", location: "/about" });
  expect(checkRequestTarget("/About")).toEqual({ kind: "redirect", location: "/about" });
  expect(checkRequestTarget("/services/%77eb-development")).toEqual({
    kind: "redirect",
    location: "/services/web-development",
  });
  expect(checkRequestTarget("/%61bout/?utm_medium=cpc")).toEqual({
    kind: "redirect",
    location: "/about?utm_medium=cpc",
  });
  expect(checkRequestTarget("/Locations/Brooklyn-NY/%6Cocal-seo")).toEqual({
    kind: "redirect",
    location: "/locations/brooklyn-ny/local-seo",
  });
  // escapes of reserved characters stay escaped (upper-case hex); hashed asset names keep their case
  expect(canonicalPath("/a%2fb")).toBe("/a%2Fb");
  expect(checkRequestTarget("/assets/entry-AB12CD.js")).toEqual({ kind: "ok" });
  expect(checkRequestTarget("/about")).toEqual({ kind: "ok" });
});

test("the page-cache key ignores tracking parameters and refuses a query no page reads", () => {
  expect(pageCacheKey("/about")).toBe("/about");
  expect(pageCacheKey("/about?utm_source=x&utm_campaign=y&gclid=1&fbclid=2&msclkid=3")).toBe("/about");
  // without the table of parameters nothing but tracking ids is a key
  expect(pageCacheKey("/blog?page=2")).toBeNull();
  expect(pageCacheKey("/blog?utm_source=x&page=2")).toBeNull();
  expect(pageCacheKey("/blog?utm_source=x&page=2", queryParams)).toBe("/blog?page=2");
});
