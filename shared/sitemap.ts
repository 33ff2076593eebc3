/**
 * The shapes of the site's page list: what the route table (shared/routes.tsx) gives for each canonical URL,
 * read by sitemap.xml, the HTML sitemap page and the share images. Kept below the route table so the pages
 * and the server can name them without importing it.
 */
import { CONTENT_UPDATED } from "./content/meta";

// the spec's screens and routes, "HTML sitemap": the groups, in this order
export const sitemapGroups = [
  "Main Pages",
  "Services",
  "Locations",
  "Industries",
  "Service + Location Pages",
  "Blog Categories",
  "Tools & Resources",
  "Legal & Policies",
] as const;
export type SitemapGroup = (typeof sitemapGroups)[number];

export type SitemapEntry = { path: string; label: string; group: SitemapGroup; lastmod: string };

export type SitemapSection = { group: SitemapGroup; entries: SitemapEntry[] };

export const sitemapEntry = (path: string, label: string, group: SitemapGroup): SitemapEntry => ({
  path,
  label,
  group,
  lastmod: CONTENT_UPDATED,
});

/**
 * The blog's entries of sitemap.xml and of the HTML sitemap: one per category, then (sitemap.xml only) one
 * per post. A category's lastmod is the newest post's date; a post's is its own date.
 */
export function blogSitemapEntries(
  categories: { slug: string; name: string }[],
  posts: { link: string; title: string; date: string }[] = [],
): SitemapEntry[] {
  const newest = posts[0]?.date.slice(0, 10) || CONTENT_UPDATED;
  return [
    ...categories.map((c) => ({
      ...sitemapEntry(`/blog/category/${c.slug}`, c.name, "Blog Categories"),
      lastmod: newest,
    })),
    ...posts.map((p) => ({
      ...sitemapEntry(p.link, p.title, "Main Pages"),
      lastmod: p.date.slice(0, 10) || CONTENT_UPDATED,
    })),
  ];
}

/** Text of an XML element as written by sitemapXml (server/seo/sitemap.ts): CDATA and entities decoded. */
function decodeXmlText(text: string): string {
  return text
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, "$1")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([\da-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&amp;/g, "&")
    .trim();
}

/**
 * The URLs of every <loc> of a sitemap (or sitemap index), decoded, in document order. The one reader of
 * sitemap.xml for the server's cache warm-up, the test setup and the scripts.
 */
export function sitemapLocs(xml: string): URL[] {
  return [...xml.matchAll(/<loc>([\s\S]*?)<\/loc>/g)].map((match) => new URL(decodeXmlText(match[1] ?? "")));
}
