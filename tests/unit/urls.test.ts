import { expect, test } from "vitest";
import { absoluteUrl, canonicalPath, checkRequestTarget, pageCacheKey } from "../../shared/urls";

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
  expect(checkRequestTarget("/")).toEqual({ kind: "ok" });
  expect(checkRequestTarget("/blog?page=2")).toEqual({ kind: "ok" });
  expect(checkRequestTarget("/about?utm_source=x&gclid=1")).toEqual({ kind: "ok" });
  expect(checkRequestTarget("/blog/?page=2&y=2")).toEqual({ kind: "redirect", location: "/blog?page=2" });
  // a query parameter no page reads is dropped with the same single hop
  expect(checkRequestTarget("/about?x=1")).toEqual({ kind: "redirect", location: "/about" });
  expect(checkRequestTarget("/?")).toEqual({ kind: "redirect", location: "/" });
  // the API and files keep their queries
  expect(checkRequestTarget("/api/content/posts?page=1&perPage=9")).toEqual({ kind: "ok" });
  expect(checkRequestTarget("///evil.example/x")).toEqual({ kind: "redirect", location: "/evil.example/x" });
  expect(checkRequestTarget("/%E0%A4%A").kind).toBe("bad-request");
  expect(checkRequestTarget("/..%2fetc%2fpasswd").kind).toBe("bad-request");
  expect(checkRequestTarget("/a/../b").kind).toBe("bad-request");
  expect(checkRequestTarget("/%00").kind).toBe("bad-request");
  expect(checkRequestTarget("/\\evil.example").kind).toBe("bad-request");
  expect(checkRequestTarget("/" + "x".repeat(3000))).toEqual({ kind: "too-long" });
});

test("no redirect target ever starts with two slashes", () => {
  const redirected = ["//x", "///x/", "//%2F/x", "////a//b//", "//EVIL.example"].map(checkRequestTarget);
  expect(redirected.map((r) => r.kind)).toEqual(["redirect", "redirect", "redirect", "redirect", "redirect"]);
  for (const result of redirected) {
    expect(result.kind === "redirect" && result.location.startsWith("/")).toBe(true);
    expect(result.kind === "redirect" && result.location.startsWith("//")).toBe(false);
  }
  expect(checkRequestTarget("/./x").kind).toBe("bad-request");
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

test("the page-cache key ignores tracking parameters and refuses any other query", () => {
  expect(pageCacheKey("/about")).toBe("/about");
  expect(pageCacheKey("/about?utm_source=x&utm_campaign=y&gclid=1&fbclid=2&msclkid=3")).toBe("/about");
  expect(pageCacheKey("/blog?page=2")).toBeNull();
  expect(pageCacheKey("/blog?utm_source=x&page=2")).toBeNull();
});
