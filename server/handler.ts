/**
 * The raw request handler: a page-cache hit is answered here (bytes + headers, br/gzip by
 * Accept-Encoding, 304 on If-None-Match) and still logged; a miss goes on to Express.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { createApp, requestId, type AppDeps } from "./app";
import { PageCache } from "./page-cache";

export type RequestHandler = ((req: IncomingMessage, res: ServerResponse) => void) & { pageCache: PageCache };

export function createRequestHandler(deps: Omit<AppDeps, "pageCache">): RequestHandler {
  const pageCache = new PageCache(deps.config.pageCache);
  const app = createApp({ ...deps, pageCache });
  const { logger } = deps;
  const logInfo = logger.isLevelEnabled("info");
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    if (pageCache.serve(req, res)) {
      if (!logInfo) return;
      logger.info(
        {
          req: { id: requestId(req), method: req.method, url: req.url },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - started),
          cache: "hit",
        },
        "request completed",
      );
      return;
    }
    app(req, res);
  };
  return Object.assign(handler, { pageCache });
}
