/** /blog/feed.xml: RSS 2.0 of the latest 20 posts. */
import type { Post } from "../../shared/content/blog-types";
import type { Site } from "../../shared/site";

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c,
  );

export function feedXml(site: Site, posts: Post[]): string {
  const items = posts
    .map((p) => {
      const url = `${site.url}${p.link}`;
      const date = new Date(p.date);
      return [
        "    <item>",
        `      <title>${escapeXml(p.title)}</title>`,
        `      <link>${escapeXml(url)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
        Number.isNaN(date.getTime()) ? "" : `      <pubDate>${date.toUTCString()}</pubDate>`,
        ...p.categories.map((c) => `      <category>${escapeXml(c)}</category>`),
        `      <description>${escapeXml(p.excerpt)}</description>`,
        "    </item>",
      ]
        .filter(Boolean)
        .join("\n");
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(site.name)} Blog</title>
    <link>${escapeXml(site.url)}/blog</link>
    <atom:link href="${escapeXml(site.url)}/blog/feed.xml" rel="self" type="application/rss+xml"/>
    <description>Guides on local SEO, web design, PPC and reputation for New York businesses.</description>
    <language>en-us</language>
${items}
  </channel>
</rss>
`;
}
