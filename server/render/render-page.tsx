/**
 * The render step, as numbered steps (after React Router's custom-server example):
 *  1 build a Fetch Request from the Express request
 *  2 query the static handler (loaders run here; they may wait on WordPress, so no render slot is held)
 *  3 a Response (loader redirect) passes through as it is
 *  4 the page-cache key from the route match (never from the raw target): served from the cache, or wait for
 *    the render in flight, or take a render slot
 *  5 create the static router and stream the whole document: browsers at shell-ready, crawlers (isbot) at
 *    all-ready; status from context
 *  6 the bytes fill the page cache when the route allows it
 * A render that fails is rendered again as the 500 page; if that fails too, a minimal static page is sent.
 * Expired pages are rendered again in the background (./refresh.ts, called by the page cache).
 *
 * The parts, one job each: ./render-env.ts (what they share: the static handler, the loaders' context, the
 * render slots ./render-slots.ts, the counters), ./page-middleware.ts (steps 1-4 and the slot), the page
 * cache's key and TTL ./cache-policy.ts, ./stream-document.tsx (step 5), ./store-rendered.ts (step 6),
 * ./error-page.ts (the 500 fallbacks), ./render-route.ts (the no-JavaScript contact post's page) and a
 * page's CSP ./page-csp.ts.
 */
import { pageMiddleware } from "./page-middleware";
import { pageCspSetter } from "./page-csp";
import { installRefresher } from "./refresh";
import { createRenderEnv, type RenderDeps } from "./render-env";
import { routeRenderer } from "./render-route";
import { renderToBuffer } from "./stream-document";

export { ABORT_AFTER_MS, type RenderDeps } from "./render-env";

export function createRenderer(deps: RenderDeps) {
  const env = createRenderEnv(deps);
  const setPageCsp = pageCspSetter(env.assets, env.site);
  const { pageCache } = env;
  if (pageCache)
    installRefresher({
      pageCache,
      query: (request) => env.handler.query(request, { requestContext: env.loaderContext }),
      renderToBuffer: (context, path) => renderToBuffer(env, context, path),
      slots: env.slots,
      siteUrl: env.site.url,
      clock: env.clock,
      logger: env.logger,
    });
  return {
    middleware: pageMiddleware(env, setPageCsp),
    renderRoute: routeRenderer(env, setPageCsp),
    stats: env.stats,
  };
}
