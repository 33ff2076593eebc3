/**
 * Instant navigation: every page names the speculation rules file, and the rules prerender
 * same-site pages only. The patterns are read as Chromium reads them (URLPattern against the page's URL).
 */
import request from "supertest";
import { expect, test } from "vitest";
import { speculationRules } from "../../shared/speculation";
import { makeHandler } from "../helpers/app";

const handler = makeHandler();
const BASE = "https://www.example.com/services";

type Predicate = {
  href_matches?: string | string[];
  not?: Predicate;
  and?: Predicate[];
  selector_matches?: string;
};

/** Whether a link's URL passes the rule's URL predicates (selectors are checked on elements, not here). */
function matches(predicate: Predicate, url: string): boolean {
  if (predicate.and) return predicate.and.every((p) => matches(p, url));
  if (predicate.not) return !matches(predicate.not, url);
  if (predicate.href_matches) {
    const patterns = [predicate.href_matches].flat();
    return patterns.some((p) => new URLPattern(p, BASE).test(url));
  }
  return false;
}
const rule = speculationRules.prerender[0]!;
const prerendered = (path: string) => {
  const where = rule.where as Predicate;
  // the selector predicate (downloads, nofollow, new tabs) never excludes a plain page link
  const urlPart: Predicate = { and: where.and!.filter((p) => !p.not?.selector_matches) };
  return matches(urlPart, new URL(path, BASE).href);
};

test("every page names the rules file, and the file is served as speculation rules", async () => {
  for (const path of ["/", "/services/local-seo", "/blog", "/contact", "/ppc-guide"]) {
    const res = await request(handler).get(path);
    expect(res.headers["speculation-rules"], path).toBe('"/speculation-rules.json"');
  }
  const rules = await request(handler).get("/speculation-rules.json");
  expect(rules.status).toBe(200);
  expect(rules.headers["content-type"]).toMatch(/^application\/speculationrules\+json/);
  expect(rules.body).toEqual(speculationRules);
  expect(rule.eagerness).toBe("moderate");
});

test("a cached page keeps the header (the page cache stores it with the bytes)", async () => {
  await request(handler).get("/about");
  const again = await request(handler).get("/about");
  expect(again.headers["speculation-rules"]).toBe('"/speculation-rules.json"');
});

test("same-site pages are prerendered; API endpoints, feeds, share images and files never", () => {
  for (const path of ["/", "/services/local-seo", "/locations/brooklyn-ny", "/blog?page=2", "/contact"])
    expect(prerendered(path), path).toBe(true);
  for (const path of [
    "/api/vitals",
    "/api/content/posts?page=2",
    "/blog/feed.xml",
    "/sitemap.xml",
    "/robots.txt",
    "/og/services.png",
    "/assets/entry-ABC.js",
    "/manifest.webmanifest",
    "/speculation-rules.json",
    "https://other.example/services",
  ])
    expect(prerendered(path), path).toBe(false);
});

// (the view counter's hash is the CSP's one inline script: count-view.test.ts; these test assets have none)
test("the speculation rules add no inline script to the CSP: they come as a file", async () => {
  const res = await request(handler).get("/");
  expect(res.headers["content-security-policy"]).toMatch(/script-src 'self'(;|$)/);
  expect(res.text).not.toContain("speculationrules");
});
