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
 * Expired pages are rendered again in the background (./refresh.ts, called by the page cache). The page cache's
 * key and TTL are ./cache-policy.ts, the render slots ./render-slots.ts, a page's wider CSP ./page-csp.ts.
 */
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { isbot } from "isbot";
import type { OutgoingHttpHeaders } from "node:http";
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from "react-router-dom";
import { formatToday, PageContextProvider, yearIn } from "../../shared/page-context";
import { findPage, routes as siteRoutes } from "../../shared/routes";
import { SiteProvider, type Site } from "../../shared/site";
import { styleHash, type LoadedAssets } from "../assets";
import type { Logger } from "../logger";
import type { Flight, PageCache } from "../page-cache";
import type { BlogContent, LoaderContext } from "../../shared/loaders";
import type { ContactFormState } from "../../shared/contact";
import { sendError } from "../errors";
import { Document, inlineStylesOf } from "./document";
import { SPECULATION_RULES_PATH } from "../../shared/speculation";
import { cacheControlFor, cacheKeyOf, isStorable, ttlOf } from "./cache-policy";
import { applyPageCsp, narrowStyleHashes } from "./page-csp";
import { installRefresher } from "./refresh";
import { createRenderSlots } from "./render-slots";

export const ABORT_AFTER_MS = 10_000;
/**
 * Every Suspense boundary is written in place, in document order. By default React 19 moves a boundary of
 * more than 12,800 bytes to the end of the stream and puts it back with an inline script, which the pages'
 * CSP (script-src 'self') blocks: the PPC guide's later cards (shared/components/tools/near-view.tsx) then
 * reached the browser as an empty boundary, and React re-rendered them on the client (error #419).
 */
const IN_PLACE = { progressiveChunkSize: Number.POSITIVE_INFINITY };

const STATIC_500 = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Something went wrong</title></head><body><h1>Something went wrong on our side</h1><p>Please try again in a moment, or <a href="/">go back to the home page</a>.</p></body></html>`;

export type RenderDeps = {
  site: Site;
  assets: LoadedAssets;
  logger: Logger;
  pageCache?: PageCache;
  clock: () => Date;
  routes?: RouteObject[];
  /** VITALS_SAMPLE_RATE: written into each page for client/boot.ts (0: pages send no field data) */
  vitalsRate?: number;
  /** the blog service, handed to loaders in their context (shared/loaders.ts) */
  blog: BlogContent;
  /** a render still running after this long is aborted (ABORT_AFTER_MS; tests shorten it) */
  abortAfterMs?: number;
};

export function createRenderer({
  site,
  assets,
  logger,
  pageCache,
  clock,
  routes = siteRoutes,
  vitalsRate = 0,
  blog,
  abortAfterMs = ABORT_AFTER_MS,
}: RenderDeps) {
  /** What every loader gets; a refused contact post renders with its own (renderRoute). */
  const loaderContext: LoaderContext = { blog, formState: null };
  const handler = createStaticHandler(routes);

  /** The whole document for a context. */
  function documentFor(context: StaticHandlerContext) {
    const router = createStaticRouter(handler.dataRoutes, context);
    return (
      <Document
        assets={assets}
        site={site}
        pageCss={pageCssOf(context)}
        template={templateOf(context)}
        vitalsRate={vitalsRate}
      >
        <SiteProvider value={site}>
          <PageContextProvider value={{ year: yearIn(clock()), today: formatToday(clock()) }}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </PageContextProvider>
        </SiteProvider>
      </Document>
    );
  }

  /**
   * Pipes one render into res; resolves when streaming has started, rejects on a shell error. With a
   * `storeKey` and a TTL the bytes are stored under that key (a page's 200, or a shared Not Found page).
   */
  function pipeDocument(
    req: ExpressRequest,
    res: ExpressResponse,
    context: StaticHandlerContext,
    cacheTtl: number | null,
    flight?: Flight,
    storeKey?: string,
  ) {
    stats.renders++;
    return new Promise<void>((resolve, reject) => {
      const crawler = isbot(req.get("user-agent") ?? "");
      let renderFailed = false;
      let clientGone = false;
      const status = context.statusCode;
      const tree = documentFor(context);
      const start = () => {
        res.status(status);
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        res.setHeader("Cache-Control", cacheControlFor(status, cacheTtl));
        // same-site links are prerendered on hover (shared/speculation.ts); kept with the cached bytes
        res.setHeader("Speculation-Rules", `"${SPECULATION_RULES_PATH}"`);
        const chunks: Buffer[] = [];
        const headers: OutgoingHttpHeaders = res.getHeaders();
        // Tee: every chunk goes to the client and, for cacheable pages, into the page cache.
        const tee = new Writable({
          write(chunk: Buffer, _encoding, callback) {
            if (cacheTtl !== null) chunks.push(chunk);
            // the visitor left but others wait for these bytes: finish the render for them
            if (res.destroyed || res.writableEnded) return callback();
            if (res.write(chunk)) return callback();
            // wait for room, or for the connection to close (then the next write skips the visitor)
            const resume = () => {
              res.off("drain", resume);
              res.off("close", resume);
              callback();
            };
            res.on("drain", resume);
            res.on("close", resume);
          },
          final(callback) {
            res.end();
            callback();
          },
        });
        // compression's flush lets each streamed chunk leave at once instead of waiting for zlib's buffer
        Object.assign(tee, { flush: () => (res as ExpressResponse & { flush?: () => void }).flush?.() });
        tee.on("finish", () => {
          clearTimeout(timer);
          // a page under its route's key (200 only), or a shared Not Found page under its own key
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
            .store(key, {
              status,
              headers: stored,
              body: Buffer.concat(chunks),
              ttlSeconds: cacheTtl,
              source,
            })
            // an address answered with a shared Not Found page: the raw handler answers it next time
            .then(() => !key.startsWith("/") && pageCache.alias(req.originalUrl, key))
            .catch((error: unknown) => logger.error({ err: error }, "page cache store failed"))
            .finally(() => flight?.end());
        });
        stream.pipe(tee);
        resolve();
      };
      const stream = renderToPipeableStream(tree, {
        ...IN_PLACE,
        onShellReady() {
          if (!crawler) start();
        },
        onAllReady() {
          if (crawler) start();
        },
        onShellError(error) {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error) {
          renderFailed = true;
          if (!clientGone) logger.error({ err: error, path: req.path }, "render error");
        },
      });
      const timer = setTimeout(() => stream.abort(new Error("render timed out")), abortAfterMs);
      // a visitor who goes away stops the render, unless other requests are waiting for its bytes
      res.once("close", () => {
        if (res.writableFinished || (flight?.waiters ?? 0) > 0) return;
        clientGone = true;
        clearTimeout(timer);
        stream.abort(new Error("client went away"));
      });
    });
  }

  /** Renders a context, falling back to the 500 page if the render throws. */
  async function renderContext(
    req: ExpressRequest,
    res: ExpressResponse,
    context: StaticHandlerContext,
    ttl: number | null,
    flight?: Flight,
    storeKey?: string,
  ) {
    try {
      await pipeDocument(req, res, context, ttl, flight, storeKey);
    } catch (error) {
      flight?.end();
      logger.error({ err: error, path: req.path }, "render failed; sending the 500 page");
      const errorContext: StaticHandlerContext = {
        ...context,
        statusCode: 500,
        errors: { root: error },
        loaderData: {},
      };
      await pipeDocument(req, res, errorContext, null).catch((second: unknown) => {
        logger.error({ err: second }, "500 page failed to render");
        if (!res.headersSent) res.status(500).set("Cache-Control", "no-store").type("html").send(STATIC_500);
      });
    }
  }

  const hashes = new Map<string, string>();
  const hashOf = (css: string) => {
    let hash = hashes.get(css);
    if (!hash) hashes.set(css, (hash = styleHash(css)));
    return hash;
  };

  /**
   * The page's CSP: its style-src holding only the hashes of the <style>s this page inlines, plus the
   * shared part's (an error page rendered in its place inlines that), then widened by its route's sources.
   */
  function setPageCsp(res: ExpressResponse, context: StaticHandlerContext) {
    const header = res.getHeader("Content-Security-Policy");
    if (typeof header === "string" && assets.inlineCssByTemplate) {
      const { inlineCss, extraCss } = inlineStylesOf(assets, templateOf(context), pageCssOf(context));
      const texts = [inlineCss, extraCss, assets.inlineCss].filter((css): css is string => Boolean(css));
      res.setHeader("Content-Security-Policy", narrowStyleHashes(header, texts.map(hashOf)));
    }
    // after the narrowing, so a hash the route itself asks for (the intake's printable summary) stays
    applyPageCsp(res, context, site);
  }

  /** The page's template in field data: its route's id, or the error page it shows. */
  function templateOf(context: StaticHandlerContext) {
    if (context.statusCode === 404) return "not-found";
    if (context.statusCode !== 200) return "error";
    return context.matches.at(-1)?.route.id ?? "error";
  }

  /** The stylesheet only this page's route carries (the tools' sheet), if any. */
  function pageCssOf(context: StaticHandlerContext) {
    const leaf = context.matches.at(-1)?.route.id;
    return leaf ? findPage(leaf)?.css : undefined;
  }

  /**
   * Renders a page for a request that is not a GET of that page: the no-JavaScript contact form answers
   * its POST with /contact again, holding the visitor's values (the loaders' formState) and the given status.
   * It waits for a render slot like any page, so a flood of such posts queues (then gets the 503) instead
   * of rendering beside the pages.
   */
  async function renderRoute(
    req: ExpressRequest,
    res: ExpressResponse,
    options: { url: string; status: number; formState: ContactFormState },
  ) {
    if (!(await slots.take())) {
      res.set("Retry-After", "5");
      return sendError(res, 503, "Busy", "We are serving a lot of visitors right now. Please try again.");
    }
    try {
      const request = new Request(new URL(options.url, site.url), { method: "GET" });
      const context = await handler.query(request, {
        requestContext: { ...loaderContext, formState: options.formState },
      });
      if (context instanceof Response) throw new Error(`renderRoute: ${options.url} answered a Response`);
      setPageCsp(res, context);
      res.setHeader("Cache-Control", "no-store");
      await renderContext(req, res, { ...context, statusCode: options.status }, null);
    } finally {
      slots.release();
    }
  }

  const slots = createRenderSlots();
  const stats = {
    renders: 0,
    /** requests waiting for a render slot */
    get queued() {
      return slots.queued;
    },
  };

  async function middleware(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
    const cache = pageCache?.enabled ? pageCache : undefined;
    // stored while this request went through the middleware chain after the raw handler missed it
    const asked = cache?.keyOf(req.originalUrl) ?? null;
    if (cache && asked !== null && cache.serveKey(asked, req, res) >= 0) {
      res.locals.cache = "hit";
      return;
    }
    // 1 build a Fetch Request (always GET: HEAD is answered by Node without a body)
    const controller = new AbortController();
    res.on("close", () => controller.abort());
    const request = new Request(new URL(req.originalUrl, site.url), {
      method: "GET",
      signal: controller.signal,
    });
    // 2 query: loaders may wait on WordPress; that wait holds no render slot
    let context: StaticHandlerContext | Response;
    try {
      context = await handler.query(request, { requestContext: loaderContext });
    } catch (error) {
      // the visitor went away while the loaders waited: nobody to answer
      if (controller.signal.aborted) return;
      return next(error);
    }
    if (controller.signal.aborted) return;
    // 3 a Response (redirect from a loader) passes through
    if (context instanceof Response) {
      if (asked !== null) cache?.delete(asked);
      res.status(context.status);
      context.headers.forEach((value, name) => res.setHeader(name, value));
      res.setHeader("Cache-Control", "no-store");
      res.end(await context.text());
      return;
    }
    // 4 the key comes from the route match: one render per key, everyone else is answered from its bytes
    const key = cache ? cacheKeyOf(context) : null;
    let flight: Flight | undefined;
    if (cache && key !== null) {
      res.locals.cache = "hit";
      try {
        if (await cache.serveOrWait(key, req, res)) {
          // an address answered with a shared Not Found page: the raw handler answers it next time
          if (!key.startsWith("/")) cache.alias(req.originalUrl, key);
          return;
        }
      } catch (error) {
        return next(error);
      }
      res.locals.cache = "miss";
      // a page that could not be stored (404, redirect) is rendered by each waiter, side by side
      if (!cache.flight(key)) flight = cache.beginFlight(key);
    }
    // a render slot only to stream
    if (!(await slots.take())) {
      flight?.end();
      res.set("Retry-After", "5");
      return sendError(res, 503, "Busy", "We are serving a lot of visitors right now. Please try again.");
    }
    try {
      // 5-6 render, stream, cache
      setPageCsp(res, context);
      await renderContext(req, res, context, ttlOf(context, key, clock()), flight, key ?? undefined);
    } catch (error) {
      flight?.end();
      next(error);
    } finally {
      slots.release();
    }
  }

  /** The whole document as one buffer (all-ready, as a crawler gets it); null if the render failed. */
  function renderToBuffer(context: StaticHandlerContext, path: string): Promise<Buffer | null> {
    stats.renders++;
    return new Promise((resolve) => {
      const chunks: Buffer[] = [];
      let failed = false;
      const sink = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          chunks.push(chunk);
          callback();
        },
      });
      sink.on("finish", () => {
        clearTimeout(timer);
        resolve(failed ? null : Buffer.concat(chunks));
      });
      const stream = renderToPipeableStream(documentFor(context), {
        ...IN_PLACE,
        onAllReady() {
          stream.pipe(sink);
        },
        onShellError(error) {
          clearTimeout(timer);
          logger.error({ err: error, path }, "background refresh failed");
          resolve(null);
        },
        onError(error) {
          failed = true;
          logger.error({ err: error, path }, "render error");
        },
      });
      const timer = setTimeout(() => stream.abort(new Error("render timed out")), abortAfterMs);
    });
  }

  if (pageCache)
    installRefresher({
      pageCache,
      query: (request) => handler.query(request, { requestContext: loaderContext }),
      renderToBuffer,
      slots,
      siteUrl: site.url,
      clock,
      logger,
    });

  return { middleware, renderRoute, stats };
}
