/**
 * A breadcrumb's address is written by hand in each page's PageHero, so a mistyped one would ship a
 * BreadcrumbList to a 404 that search engines show under the result. Every sitemap page's BreadcrumbList
 * items and visible breadcrumb links are read, and each address they name answers 200.
 */
import request from "supertest";
import { expect, test } from "vitest";
import { makeHandler } from "../helpers/app";
import { renderedPages } from "../helpers/sitemap-pages";

const ORIGIN = "https://www.example.com";

type ListItem = { position: number; name: string; item: string };

/** The pages a page's breadcrumbs name: the JSON-LD items' paths and the visible trail's links. */
function breadcrumbTargets(html: string): { jsonLd: string[]; links: string[] } {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "") as { "@type"?: unknown; itemListElement?: ListItem[] },
  );
  const jsonLd = blocks
    .filter((b) => b["@type"] === "BreadcrumbList")
    .flatMap((b) => b.itemListElement ?? [])
    .map((i) => i.item);
  const trail = /<nav aria-label="Breadcrumb" class="breadcrumbs">(.*?)<\/nav>/s.exec(html)?.[1] ?? "";
  const links = [...trail.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1] ?? "");
  return { jsonLd, links };
}

test("every breadcrumb on a sitemap page, in its JSON-LD and its visible trail, names a page that answers 200", async () => {
  const pages = renderedPages().filter((page) => page.status === 200);
  const status = new Map(pages.map((page) => [page.path, page.status]));
  const handler = makeHandler();
  const wrong: string[] = [];
  let crumbs = 0;
  for (const page of pages) {
    const { jsonLd, links } = breadcrumbTargets(page.text);
    crumbs += jsonLd.length;
    for (const item of jsonLd) {
      if (!item.startsWith(`${ORIGIN}/`))
        wrong.push(`${page.path}: BreadcrumbList item ${item} is off the site`);
    }
    const targets = [...jsonLd.map((item) => item.slice(ORIGIN.length)), ...links];
    for (const target of targets) {
      if (!status.has(target)) status.set(target, (await request(handler).get(target)).status);
      if (status.get(target) !== 200)
        wrong.push(`${page.path}: breadcrumb ${target} answers ${status.get(target)}`);
    }
  }
  expect(wrong).toEqual([]);
  // the check read breadcrumbs at all: most pages below the home page carry a trail
  expect(crumbs).toBeGreaterThan(pages.length);
});
