/** /sitemap.xml: the route table's pages plus the blog's posts and categories from the content service. */
import type { RequestHandler } from "express";
import type { BlogContent } from "../../shared/loaders";
import { sitemapEntries } from "../../shared/routes";
import { blogSitemapEntries } from "../../shared/sitemap";
import { sitemapXml } from "../seo/sitemap";

export function sitemapXmlEndpoint({
  siteUrl,
  content,
}: {
  siteUrl: string;
  content: BlogContent;
}): RequestHandler {
  return async (_req, res) => {
    const [{ posts }, { categories }] = await Promise.all([
      content.listPosts({ page: 1, perPage: 100 }),
      content.categories(),
    ]);
    const blog = blogSitemapEntries(categories, posts);
    res
      .set("Cache-Control", "public, max-age=3600")
      .type("application/xml")
      .send(sitemapXml(siteUrl, [...sitemapEntries(), ...blog]));
  };
}
