import { expect, test } from "vitest";
import { absoluteUrl, canonicalPath, checkRequestTarget } from "../../shared/urls";

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
  expect(checkRequestTarget("/about?x=1")).toEqual({ kind: "ok" });
  expect(checkRequestTarget("/about/?x=1&y=2")).toEqual({ kind: "redirect", location: "/about?x=1&y=2" });
  expect(checkRequestTarget("///evil.example/x")).toEqual({ kind: "redirect", location: "/evil.example/x" });
  expect(checkRequestTarget("/%E0%A4%A").kind).toBe("bad-request");
  expect(checkRequestTarget("/..%2fetc%2fpasswd").kind).toBe("bad-request");
  expect(checkRequestTarget("/a/../b").kind).toBe("bad-request");
  expect(checkRequestTarget("/%00").kind).toBe("bad-request");
  expect(checkRequestTarget("/\\evil.example").kind).toBe("bad-request");
  expect(checkRequestTarget("/" + "x".repeat(3000))).toEqual({ kind: "too-long" });
});

test("no redirect target ever starts with two slashes", () => {
  for (const target of ["//x", "///x/", "/./x", "//%2F/x", "////a//b//"]) {
    const result = checkRequestTarget(target);
    if (result.kind === "redirect") expect(result.location.startsWith("//")).toBe(false);
  }
});
