/**
 * GET /og/<page path>.png (home: /og/home.png): each page's share image, drawn on its first request and
 * kept in memory. Bounded by the site: only the route table's sitemap pages, the blog's categories and its
 * articles (those whose featured image is an SVG share the card instead) have one; any other path is a 404,
 * and nothing in the request (no query) reaches the image, so a stranger can neither choose its text nor
 * make the server draw more images than the site has pages. Images are drawn in a worker thread
 * (pool.ts); when its queue is full, or a drawing fails, the answer is a 503 with Retry-After (nothing
 * is kept, the next request tries again). The images kept are bounded by their bytes (MAX_IMAGE_BYTES),
 * the least recently asked for going first; one dropped is drawn again when asked for.
 */
import { createHash } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { RouteObject } from "react-router-dom";
import { routes as siteRoutes, sitemapEntries } from "../../shared/routes";
import type { SitemapEntry, SitemapGroup } from "../../shared/sitemap";
import { pageOfShareImage } from "../../shared/share-image";
import type { Site } from "../../shared/site";
import type { BlogService } from "../blog/service";
import { sendError } from "../errors";
import type { Logger } from "../logger";
import { pageTitles } from "./page-title";
import { DrawingFailedError, PoolBusyError, sharedDrawingPool, type DrawingPool } from "./pool";

/** The images kept in memory hold at most this many bytes (a card is 110-140 KB: about 250 images). */
export const MAX_IMAGE_BYTES = 32 * 1024 * 1024;

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
  blog: BlogService;
  logger: Logger;
  clock: () => Date;
  routes?: RouteObject[];
  /** where images are drawn; the process's shared pool by default */
  pool?: DrawingPool;
  /** bytes of images kept (MAX_IMAGE_BYTES by default) */
  maxBytes?: number;
};

type Image = { png: Buffer; etag: string };

/** A title that already ends with the brand ("... - Acme Studio", a WordPress SEO title) loses it: the card shows it. */
export function withoutBrand(title: string, brand: string): string {
  const escaped = brand.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return title.replace(new RegExp(`\\s*[|:\u2013\u2014-]\\s*${escaped}\\s*$`, "i"), "") || title;
}

export function shareImages({
  site,
  blog,
  logger,
  clock,
  routes = siteRoutes,
  pool,
  maxBytes = MAX_IMAGE_BYTES,
}: ShareImageDeps) {
  const titleOf = pageTitles({ site, routes, clock, blog });
  const host = new URL(site.url).host.replace(/^www\./, "");
  // path -> its image (a drawing in progress until it settles); in order of use, the least recent first
  const images = new Map<string, { image: Promise<Image>; bytes: number }>();
  let keptBytes = 0;

  async function cardFor(path: string): Promise<SitemapEntry | null> {
    const page = sitemapEntries().find((e) => e.path === path);
    if (page) return page;
    const category = /^\/blog\/category\/([^/]+)$/.exec(path)?.[1];
    if (category) {
      const { categories } = await blog.categories();
      const found = categories.find((c) => c.slug === category);
      return found ? { path, label: found.name, group: "Blog Categories", lastmod: "" } : null;
    }
    const slug = /^\/blog\/([^/]+)$/.exec(path)?.[1];
    if (!slug) return null;
    const { post } = await blog.postBySlug(slug);
    return post?.link === path ? { path, label: post.title, group: "Blog Categories", lastmod: "" } : null;
  }

  /** The card's text: asked for by the pool when a thread is free to draw it. */
  async function cardOf(entry: SitemapEntry) {
    const title = await titleOf(entry.path).catch((error: unknown) => {
      logger.warn({ err: error, path: entry.path }, "share image: page title not found, using its label");
      return null;
    });
    return {
      title: withoutBrand(title ?? entry.label, site.name),
      brand: site.name,
      host,
      kicker: KICKERS[entry.group],
    };
  }

  async function draw(entry: SitemapEntry): Promise<Image> {
    const started = performance.now();
    const png = await (pool ?? sharedDrawingPool()).draw(() => cardOf(entry));
    const ms = Math.round(performance.now() - started);
    logger.debug({ path: entry.path, ms, bytes: png.length }, "share image drawn");
    return { png, etag: `"${createHash("sha256").update(png).digest("base64url").slice(0, 27)}"` };
  }

  function imageOf(entry: SitemapEntry): Promise<Image> {
    const kept = images.get(entry.path);
    if (kept) {
      // most recently used last
      images.delete(entry.path);
      images.set(entry.path, kept);
      return kept.image;
    }
    const drawing = draw(entry);
    const record = { image: drawing, bytes: 0 };
    images.set(entry.path, record);
    drawing.then(
      ({ png }) => {
        if (images.get(entry.path) !== record) return;
        record.bytes = png.length;
        keptBytes += png.length;
        // past the bound, the least recently used images go (those still being drawn stay)
        for (const [path, other] of images) {
          if (keptBytes <= maxBytes) break;
          if (other.bytes === 0) continue;
          images.delete(path);
          keptBytes -= other.bytes;
        }
      },
      (error: unknown) => {
        // nothing is kept: the next request tries again
        if (images.get(entry.path) === record) images.delete(entry.path);
        if (!(error instanceof PoolBusyError)) {
          logger.warn(
            { err: { message: (error as Error).message }, path: entry.path },
            "share image not drawn",
          );
        }
      },
    );
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
      if (error instanceof PoolBusyError || error instanceof DrawingFailedError) {
        res.set("Retry-After", error instanceof PoolBusyError ? "5" : "30");
        return sendError(
          res,
          503,
          "Image not ready",
          "This share image cannot be drawn right now. Please try again shortly.",
        );
      }
      next(error);
    }
  };
}
