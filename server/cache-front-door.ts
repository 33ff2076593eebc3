/**
 * The raw request handler: a page-cache hit is answered here (bytes + headers, br/gzip by
 * Accept-Encoding, 304 on If-None-Match) and still logged; a miss goes on to Express. The lookup key is the
 * path plus the normalised values of the query parameters pages read (an expired page is served stale and
 * refreshed in the background); an address the renderer answered with a shared Not Found page is remembered,
 * so asking it again is a hit too.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { createApp, requestId, type AppDeps } from "./app";
import type { Stats } from "./stats";
import { hitLogger } from "./logger";
import { PageCache } from "./page-cache";
import { queryParams } from "../shared/query-params";
import { isPageLoad } from "./stats/known-paths";

export type RequestHandler = ((req: IncomingMessage, res: ServerResponse) => void) & {
  pageCache: PageCache;
  /** renders started (page-cache misses that reached the renderer) */
  renderStats: { renders: number; readonly queued: number };
  /** shutdown, step 1: /healthz answers 503 so load balancers stop sending traffic */
  drain: () => void;
  /** shutdown, step 2: every answer from now on asks its keep-alive connection to close */
  closeConnections: () => void;
  /** the owner's daily totals (server/stats/): closed, after a last write, at shutdown */
  stats: Stats;
};

export function createRequestHandler(deps: Omit<AppDeps, "pageCache" | "draining">): RequestHandler {
  const pageCache = new PageCache(deps.config.pageCache, { params: queryParams });
  let draining = false;
  let closing = false;
  const app = createApp({ ...deps, pageCache, draining: () => draining });
  const logHit = hitLogger(deps.logger);
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    // shutting down: keep-alive clients are told to reconnect (to another instance) after this answer
    if (closing) res.setHeader("Connection", "close");
    const started = performance.now();
    const bytes = pageCache.serve(req, res);
    if (bytes >= 0) {
      // milliseconds with microseconds: a hit takes well under one
      const ms = Math.round((performance.now() - started) * 1000) / 1000;
      logHit?.(requestId(req), req.method ?? "GET", req.url ?? "/", res.statusCode, bytes, ms);
      // a shared Not Found page shown to a browser: that path's view beacon may count (server/stats/)
      if (res.statusCode === 404 && req.method === "GET" && isPageLoad(req))
        app.stats.sawNotFound((req.url ?? "/").split("?")[0]!);
      return;
    }
    app(req, res);
  };
  return Object.assign(handler, {
    pageCache,
    renderStats: app.renderStats,
    refusalHold: app.refusalHold,
    stats: app.stats,
    drain: () => {
      draining = true;
    },
    closeConnections: () => {
      closing = true;
      // refused posts held back (server/contact/refusal-hold.ts) are answered now, not after their pause
      app.refusalHold.releaseAll();
    },
  });
}
