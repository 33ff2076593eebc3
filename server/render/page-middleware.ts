/**
 * The Express middleware that answers a GET of a page, steps 1-6 of server/render/render-page.tsx: the
 * loaders' query, a loader's Response, the page cache by the route match's key, a render slot, and the
 * streamed render.
 */
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { StaticHandlerContext } from "react-router-dom";
import type { Flight, PageCache } from "../page-cache";
import { cacheKeyOf, ttlOf } from "./cache-policy";
import { renderOr500 } from "./error-page";
import { sendBusy, type RenderEnv } from "./render-env";

/**
 * Steps 1-3: the route table's answer for the request (loaders run here; they may wait on WordPress, so no
 * render slot is held). Null when the request is answered (a loader's Response, passed through as it is)
 * or nobody is left to answer.
 */
async function queryPage(
  env: RenderEnv,
  req: ExpressRequest,
  res: ExpressResponse,
  next: NextFunction,
  asked: string | null,
): Promise<StaticHandlerContext | null> {
  // 1 build a Fetch Request (always GET: HEAD is answered by Node without a body)
  const controller = new AbortController();
  res.on("close", () => controller.abort());
  const request = new Request(new URL(req.originalUrl, env.site.url), {
    method: "GET",
    signal: controller.signal,
  });
  // 2 query: loaders may wait on WordPress; that wait holds no render slot
  let context: StaticHandlerContext | Response;
  try {
    context = await env.handler.query(request, { requestContext: env.loaderContext });
  } catch (error) {
    // the visitor went away while the loaders waited: nobody to answer
    if (!controller.signal.aborted) next(error);
    return null;
  }
  if (controller.signal.aborted) return null;
  // 3 a Response (redirect from a loader) passes through
  if (context instanceof Response) {
    if (asked !== null) env.pageCache?.delete(asked);
    res.status(context.status);
    context.headers.forEach((value, name) => res.setHeader(name, value));
    res.setHeader("Cache-Control", "no-store");
    res.end(await context.text());
    return null;
  }
  return context;
}

/**
 * Step 4: the key comes from the route match: one render per key, everyone else is answered from its bytes.
 * "answered" when the cache (or the render in flight) answered the request; otherwise the flight this
 * request's render must end, if it is the one others wait for.
 */
async function answerFromCache(
  cache: PageCache,
  key: string,
  req: ExpressRequest,
  res: ExpressResponse,
): Promise<"answered" | { flight: Flight | undefined }> {
  res.locals.cache = "hit";
  if (await cache.serveOrWait(key, req, res)) {
    // an address answered with a shared Not Found page: the raw handler answers it next time
    if (!key.startsWith("/")) cache.alias(req.originalUrl, key);
    return "answered";
  }
  res.locals.cache = "miss";
  // a page that could not be stored (404, redirect) is rendered by each waiter, side by side
  return { flight: cache.flight(key) ? undefined : cache.beginFlight(key) };
}

export function pageMiddleware(
  env: RenderEnv,
  setPageCsp: (res: ExpressResponse, context: StaticHandlerContext) => void,
) {
  return async function middleware(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
    const cache = env.pageCache?.enabled ? env.pageCache : undefined;
    // stored while this request went through the middleware chain after the raw handler missed it
    const asked = cache?.keyOf(req.originalUrl) ?? null;
    if (cache && asked !== null && cache.serveKey(asked, req, res) >= 0) {
      res.locals.cache = "hit";
      return;
    }
    const context = await queryPage(env, req, res, next, asked);
    if (context === null) return;
    const key = cache ? cacheKeyOf(context) : null;
    let flight: Flight | undefined;
    if (cache && key !== null) {
      try {
        const cached = await answerFromCache(cache, key, req, res);
        if (cached === "answered") return;
        flight = cached.flight;
      } catch (error) {
        return next(error);
      }
    }
    // a render slot only to stream
    if (!(await env.slots.take())) {
      flight?.end();
      return sendBusy(res);
    }
    try {
      // 5-6 render, stream, cache
      setPageCsp(res, context);
      const cacheTtl = ttlOf(context, key, env.clock());
      await renderOr500(env, req, res, context, { cacheTtl, flight, storeKey: key ?? undefined });
    } catch (error) {
      flight?.end();
      next(error);
    } finally {
      env.slots.release();
    }
  };
}
