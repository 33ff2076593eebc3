/**
 * Instant navigation: the rules are added after the load event (client/speculation.ts), the
 * CSP allows them and no other inline script, and they prerender same-site pages only. The patterns are read as Chromium reads them (URLPattern against the page's URL).
 */
import request from "supertest";
import { expect, test } from "vitest";
import { styleHash } from "../../server/assets";
import { speculationRules, speculationRulesText } from "../../shared/speculation";
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

test("no page names a rules file: the rules are added by a script after the load event", async () => {
  for (const path of ["/", "/services/local-seo", "/blog", "/contact", "/ppc-guide"]) {
    const res = await request(handler).get(path);
    expect(res.status, path).toBe(200);
    expect(res.headers["speculation-rules"], path).toBeUndefined();
  }
  expect((await request(handler).get("/speculation-rules.json")).status).toBe(404);
  expect(rule.eagerness).toBe("moderate");
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

test("the CSP allows the speculation rules' exact text by its sha256, and no other inline script", async () => {
  const res = await request(handler).get("/");
  const hash = styleHash(speculationRulesText).replace(/[+/]/g, "\\$&");
  expect(res.headers["content-security-policy"]).toMatch(new RegExp(`script-src 'self' ${hash}(;|$)`));
  // the rules are added by client/speculation.ts, not written in the page
  expect(res.text).not.toContain("speculationrules");
});
