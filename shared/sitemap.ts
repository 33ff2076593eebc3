/**
 * The shapes of the site's page list: what the route table (shared/routes.tsx) gives for each canonical URL,
 * read by sitemap.xml, the HTML sitemap page and the share images. Kept below the route table so the pages
 * and the server can name them without importing it.
 */
import { CONTENT_UPDATED } from "./content/meta";

// spec 000 §2 "HTML sitemap": the groups, in this order
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
