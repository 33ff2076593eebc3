/** /sitemap.xml: the route table's pages plus the blog's posts and categories from the blog service. */
import type { RequestHandler } from "express";
import type { BlogContent } from "../../shared/loaders";
import { sitemapEntries } from "../../shared/routes";
import { blogSitemapEntries } from "../../shared/sitemap";
import { sitemapXml } from "../seo/sitemap";

export function sitemapXmlEndpoint({
  siteUrl,
  blog,
}: {
  siteUrl: string;
  blog: BlogContent;
}): RequestHandler {
  return async (_req, res) => {
    const [{ posts }, { categories }] = await Promise.all([
      blog.listPosts({ page: 1, perPage: 100 }),
      blog.categories(),
    ]);
    const blogEntries = blogSitemapEntries(categories, posts);
    res
      .set("Cache-Control", "public, max-age=3600")
      .type("application/xml")
      .send(sitemapXml(siteUrl, [...sitemapEntries(), ...blogEntries]));
  };
}
