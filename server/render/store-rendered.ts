/** Step 6: a streamed page's bytes into the page cache, when its route and status allow it. */
import type { Request as ExpressRequest } from "express";
import type { OutgoingHttpHeaders } from "node:http";
import { isStorable } from "./cache-policy";
import type { RenderEnv } from "./render-env";
import type { Flight } from "../page-cache";

/** What one streamed render answers with and where its bytes are kept. */
export type StreamTarget = {
  /** the page cache's TTL for these bytes; null: not stored */
  cacheTtl: number | null;
  flight?: Flight | undefined;
  /** the key the bytes are stored under (a page's 200, or a shared Not Found page) */
  storeKey?: string | undefined;
};

/** What one render sent: its status, its headers when it started, its bytes, and whether React reported an error. */
export type Rendered = {
  status: number;
  headers: OutgoingHttpHeaders;
  chunks: Buffer[];
  renderFailed: boolean;
};

/**
 * Stores a finished render under its key (a page under its route's key, 200 only, or a shared Not Found
 * page under its own key) and ends its flight; a key whose render may not be stored is dropped instead.
 */
export function storeRendered(
  { pageCache, logger }: RenderEnv,
  req: ExpressRequest,
  { status, headers, chunks, renderFailed }: Rendered,
  { cacheTtl, flight, storeKey }: StreamTarget,
) {
  const key = storeKey ?? null;
  const storable = isStorable(status, key);
  if (cacheTtl === null || renderFailed || !storable || !pageCache || key === null) {
    if (key !== null && !storable) pageCache?.delete(key);
    return flight?.end();
  }
  const stored = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)]));
  // what a refresh asks again: a page's key is its own address; a Not Found page's is the one asked
  const source = key.startsWith("/") ? key : req.originalUrl;
  pageCache
    .store(key, { status, headers: stored, body: Buffer.concat(chunks), ttlSeconds: cacheTtl, source })
    // an address answered with a shared Not Found page: the raw handler answers it next time
    .then(() => !key.startsWith("/") && pageCache.alias(req.originalUrl, key))
    .catch((error: unknown) => logger.error({ err: error }, "page cache store failed"))
    .finally(() => flight?.end());
}
