/**
 * The page cache's refresher: renders an expired page again in the background (no visitor waits for it)
 * and stores it with the headers it had. Its address now answering something else (a redirect, another
 * page, Not Found) drops the entry; an upstream failure (5xx) keeps the stale bytes for a later try.
 */
import type { StaticHandlerContext } from "react-router-dom";
import type { Logger } from "../logger";
import type { CachedPage, PageCache } from "../page-cache";
import { cacheControlFor, cacheKeyOf, ttlOf } from "./cache-policy";
import type { RenderSlots } from "./render-slots";

export type RefreshDeps = {
  pageCache: PageCache;
  /** the static handler's query for an address (the loaders run here) */
  query: (request: Request) => Promise<StaticHandlerContext | Response>;
  /** the whole document as one buffer; null if the render failed */
  renderToBuffer: (context: StaticHandlerContext, path: string) => Promise<Buffer | null>;
  slots: RenderSlots;
  siteUrl: string;
  clock: () => Date;
  logger: Logger;
};

/** Hands the page cache its refresher; a refresh that throws is logged, never thrown to the cache. */
export function installRefresher(deps: RefreshDeps) {
  const refresh = createRefresh(deps);
  deps.pageCache.setRefresher(async (key, stale) => {
    try {
      await refresh(key, stale);
    } catch (error) {
      deps.logger.error({ err: error, key: key.replace(/\0/g, "") }, "background refresh failed");
    }
  });
}

export function createRefresh({ pageCache, query, renderToBuffer, slots, siteUrl, clock }: RefreshDeps) {
  return async function refresh(key: string, stale: CachedPage): Promise<void> {
    const request = new Request(new URL(stale.source, siteUrl), { method: "GET" });
    const context = await query(request);
    if (context instanceof Response) return pageCache.delete(key);
    if (context.statusCode >= 500) return;
    if (cacheKeyOf(context) !== key) return pageCache.delete(key);
    // a render slot like any render (the queue full: a later request for the page asks again)
    if (!(await slots.take())) return;
    try {
      const ttl = ttlOf(context, key, clock());
      const body = await renderToBuffer(context, stale.source);
      if (body === null || ttl === null) return;
      const headers = { ...stale.headers, "cache-control": cacheControlFor(context.statusCode, ttl) };
      await pageCache.store(key, {
        status: context.statusCode,
        headers,
        body,
        ttlSeconds: ttl,
        source: stale.source,
      });
    } finally {
      slots.release();
    }
  };
}
