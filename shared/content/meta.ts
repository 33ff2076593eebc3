/** Date the built-in page content was last edited: the <lastmod> of static pages in sitemap.xml. */
export const CONTENT_UPDATED = "2026-11-22";
