/** /blog/feed.xml: RSS 2.0 of the latest 20 posts (server/seo/feed.ts writes the XML). */
import type { RequestHandler } from "express";
import type { BlogContent } from "../../shared/loaders";
import type { Site } from "../../shared/site";
import { feedXml } from "../seo/feed";

export function blogFeedEndpoint({ site, blog }: { site: Site; blog: BlogContent }): RequestHandler {
  return async (_req, res) => {
    const { posts } = await blog.listPosts({ page: 1, perPage: 20 });
    res.set("Cache-Control", "public, max-age=300").type("application/rss+xml").send(feedXml(site, posts));
  };
}
