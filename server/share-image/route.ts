/**
 * GET /og/<page path>.png (home: /og/home.png): each page's share image, drawn on its first request and
 * kept in memory. Bounded by the site: only the route table's sitemap pages, the blog's categories and its
 * articles (those whose featured image is an SVG share the card instead) have one; any other path is a 404,
 * and nothing in the request (no query) reaches the image, so a stranger can neither choose its text nor
 * make the server draw more images than the site has pages.
 */
import { createHash } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { RouteObject } from "react-router-dom";
import {
  routes as siteRoutes,
  sitemapEntries,
  type SitemapEntry,
  type SitemapGroup,
} from "../../shared/routes";
import { pageOfShareImage } from "../../shared/share-image";
import type { Site } from "../../shared/site";
import type { ContentService } from "../content/service";
import { sendError } from "../errors";
import type { Logger } from "../logger";
import { pageTitles } from "./page-title";
import { renderSharePng } from "./render";

/** Beyond the route table's pages, the blog's categories and articles keep at most this many images. */
const MAX_BLOG_IMAGES = 500;

// the line above the title: the section a page belongs to (none for the main pages)
const KICKERS: Record<SitemapGroup, string> = {
  "Main Pages": "",
  Services: "Services",
  Locations: "Locations",
  Industries: "Industries",
  "Service + Location Pages": "Local services",
  "Blog Categories": "Blog",
  "Tools & Resources": "Free tools",
  "Legal & Policies": "Legal",
};

export type ShareImageDeps = {
  site: Site;
  content: ContentService;
  logger: Logger;
  clock: () => Date;
  routes?: RouteObject[];
};

type Image = { png: Buffer; etag: string };

/** A title that already ends with the brand ("... - Acme Studio", a WordPress SEO title) loses it: the card shows it. */
export function withoutBrand(title: string, brand: string): string {
  const escaped = brand.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return title.replace(new RegExp(`\\s*[|:\u2013\u2014-]\\s*${escaped}\\s*$`, "i"), "") || title;
}

export function shareImages({ site, content, logger, clock, routes = siteRoutes }: ShareImageDeps) {
  const titleOf = pageTitles({ site, routes, clock, requestContext: { content } });
  const host = new URL(site.url).host.replace(/^www\./, "");
  const images = new Map<string, Promise<Image>>();
  // one drawing at a time: each holds the CPU for tens of milliseconds, pages must not wait behind many
  let queue: Promise<unknown> = Promise.resolve();

  async function cardFor(path: string): Promise<SitemapEntry | null> {
    const page = sitemapEntries().find((e) => e.path === path);
    if (page) return page;
    const category = /^\/blog\/category\/([^/]+)$/.exec(path)?.[1];
    if (category) {
      const { categories } = await content.categories();
      const found = categories.find((c) => c.slug === category);
      return found ? { path, label: found.name, group: "Blog Categories", lastmod: "" } : null;
    }
    const slug = /^\/blog\/([^/]+)$/.exec(path)?.[1];
    if (!slug) return null;
    const { post } = await content.postBySlug(slug);
    return post?.link === path ? { path, label: post.title, group: "Blog Categories", lastmod: "" } : null;
  }

  async function draw(entry: SitemapEntry): Promise<Image> {
    const started = performance.now();
    const title = await titleOf(entry.path).catch((error: unknown) => {
      logger.warn({ err: error, path: entry.path }, "share image: page title not found, using its label");
      return null;
    });
    const { png } = await renderSharePng({
      title: withoutBrand(title ?? entry.label, site.name),
      brand: site.name,
      host,
      kicker: KICKERS[entry.group],
    });
    const ms = Math.round(performance.now() - started);
    logger.debug({ path: entry.path, ms, bytes: png.length }, "share image drawn");
    return { png, etag: `"${createHash("sha256").update(png).digest("base64url").slice(0, 27)}"` };
  }

  function imageOf(entry: SitemapEntry): Promise<Image> {
    const kept = images.get(entry.path);
    if (kept) return kept;
    const drawing = queue.then(() => draw(entry));
    queue = drawing.catch(() => undefined);
    images.set(entry.path, drawing);
    // a failed drawing is tried again by the next request
    drawing.catch(() => images.delete(entry.path));
    // categories and articles come and go upstream: past the bound, the oldest image goes
    if (images.size > sitemapEntries().length + MAX_BLOG_IMAGES) {
      const oldest = images.keys().next().value;
      if (oldest !== undefined) images.delete(oldest);
    }
    return drawing;
  }

  return async function shareImage(req: Request, res: Response, next: NextFunction) {
    try {
      const path = pageOfShareImage(req.path);
      const entry = path === null ? null : await cardFor(path);
      if (!entry) return sendError(res, 404, "Not found", "There is no share image at this address.");
      const { png, etag } = await imageOf(entry);
      // res.send answers 304 to a matching If-None-Match
      res.set({ "Cache-Control": "public, max-age=86400", ETag: etag }).type("png").send(png);
    } catch (error) {
      next(error);
    }
  };
}
