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
 * Expired pages are rendered again in the background (`refresh`, called by the page cache).
 */
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { isbot } from "isbot";
import type { OutgoingHttpHeaders } from "node:http";
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from "react-router-dom";
import {
  formatToday,
  PageContextProvider,
  secondsUntilMidnight,
  secondsUntilNewYear,
  yearIn,
} from "../../shared/page-context";
import { findPage, routes as siteRoutes } from "../../shared/routes";
import { SiteProvider, type Site } from "../../shared/site";
import type { LoadedAssets } from "../assets";
import type { Logger } from "../logger";
import { NOT_FOUND_KEY, type CachedPage, type Flight, type PageCache } from "../page-cache";
import { isMissingListPage, type BlogContent, type LoaderContext } from "../../shared/loaders";
import type { ContactFormState } from "../../shared/contact";
import { cacheKey, canonicalPath } from "../../shared/urls";
import { sendError } from "../errors";
import { Document } from "./document";
import { SPECULATION_RULES_PATH } from "../../shared/speculation";

export const ABORT_AFTER_MS = 10_000;
/**
 * Every Suspense boundary is written in place, in document order. By default React 19 moves a boundary of
 * more than 12,800 bytes to the end of the stream and puts it back with an inline script, which the pages'
 * CSP (script-src 'self') blocks: the PPC guide's later cards (shared/components/tools/near-view.tsx) then
 * reached the browser as an empty boundary, and React re-rendered them on the client (error #419).
 */
const IN_PLACE = { progressiveChunkSize: Number.POSITIVE_INFINITY };

/** Renders run at most this many at a time; the next ones queue (renders are CPU bound: 2 cores here). */
export const MAX_CONCURRENT_RENDERS = 8;
/**
 * A queue longer than this answers 503 (Retry-After) at once rather than pile up memory and latency: with
 * renders of 10-50 ms, 32 waiting is a few rounds of the slots, and a flood is refused instead of queued.
 */
export const MAX_QUEUED_RENDERS = 32;

/** HTML: short and revalidated; a page whose bytes expire sooner (today's date) never outlives them. */
export const cacheControlFor = (status: number, ttl: number | null = Infinity) =>
  status !== 200
    ? status === 404
      ? "public, max-age=60"
      : "no-store"
    : ttl !== null && ttl < 300
      ? `public, max-age=${Math.floor(ttl)}`
      : "public, max-age=300, stale-while-revalidate=86400";

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
  /** the blog's content service, handed to loaders in their context (shared/loaders.ts) */
  content: BlogContent;
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
  content,
  abortAfterMs = ABORT_AFTER_MS,
}: RenderDeps) {
  /** What every loader gets; a refused contact post renders with its own (renderRoute). */
  const loaderContext: LoaderContext = { content, formState: null };
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
          const storable =
            status === 200 ||
            (status === 404 && key !== null && !key.startsWith("/")) ||
            (status === 503 && key === POST_ERROR_KEY);
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

  /** A page may widen the CSP for an embed it carries (e.g. the booking widget on /contact only). */
  function applyPageCsp(res: ExpressResponse, context: StaticHandlerContext) {
    const leaf = context.matches.at(-1)?.route.id;
    const extra = leaf ? findPage(leaf)?.csp?.(site) : null;
    const header = res.getHeader("Content-Security-Policy");
    if (extra && typeof header === "string")
      res.setHeader("Content-Security-Policy", extendCsp(header, extra));
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
    if (!(await slot())) {
      res.set("Retry-After", "5");
      return sendError(res, 503, "Busy", "We are serving a lot of visitors right now. Please try again.");
    }
    try {
      const request = new Request(new URL(options.url, site.url), { method: "GET" });
      const context = await handler.query(request, {
        requestContext: { ...loaderContext, formState: options.formState },
      });
      if (context instanceof Response) throw new Error(`renderRoute: ${options.url} answered a Response`);
      applyPageCsp(res, context);
      res.setHeader("Cache-Control", "no-store");
      await renderContext(req, res, { ...context, statusCode: options.status }, null);
    } finally {
      release();
    }
  }

  // Renders in progress and waiting for a slot (MAX_CONCURRENT_RENDERS).
  let running = 0;
  const queue: Array<() => void> = [];
  const stats = {
    renders: 0,
    /** requests waiting for a render slot */
    get queued() {
      return queue.length;
    },
  };

  async function slot(): Promise<boolean> {
    if (running < MAX_CONCURRENT_RENDERS) {
      running++;
      return true;
    }
    if (queue.length >= MAX_QUEUED_RENDERS) return false;
    // the slot is handed over by release(), still counted in `running`
    await new Promise<void>((resolve) => queue.push(resolve));
    return true;
  }
  /**
   * A finished render's slot goes to the next in the queue after the event loop has had a turn
   * (setImmediate: sockets, timers, cached answers), so queued renders never run back to back.
   */
  function release() {
    const next = queue.shift();
    if (next) setImmediate(next);
    else running--;
  }

  /**
   * Where a rendered context's bytes are kept: for a 200, the canonical path of the route that matched plus
   * the normalised values of the query parameters that route reads (shared/query-params.ts); the one shared
   * Not Found page for an address nothing has; one Not Found page per list for a page number past its end.
   * null: not kept (another status, a route that caches nothing, a value the route does not accept, a path
   * that is not canonical; the canonical step answers those with a 301 before they get here).
   */
  function cacheKeyOf(context: StaticHandlerContext): string | null {
    if (isPlainNotFound(context)) return NOT_FOUND_KEY;
    if (isPostError(context)) return POST_ERROR_KEY;
    const missing = missingListOf(context);
    if (missing) return `${NOT_FOUND_KEY}:${missing.listPath}`;
    if (context.statusCode !== 200) return null;
    const leaf = context.matches.at(-1);
    if (!leaf || canonicalPath(leaf.pathname) !== leaf.pathname) return null;
    const page = findPage(leaf.route.id);
    if (page?.cache === "none") return null;
    const search = new URLSearchParams(context.location.search);
    const values: Array<[string, string]> = [];
    for (const [name, read] of Object.entries(page?.query ?? {})) {
      const value = search.get(name);
      if (value === null) continue;
      const normalised = read(value);
      if (normalised === null) return null;
      if (normalised !== "") values.push([name, normalised]);
    }
    return cacheKey(leaf.pathname, values);
  }

  /** How long a context's bytes are kept (seconds), by its route's `cache`; null: not kept. */
  function ttlOf(context: StaticHandlerContext, key: string | null): number | null {
    if (key === null) return null;
    // the footer shows the year: "static" bytes expire at New Year in New York, not never
    if (key === NOT_FOUND_KEY) return secondsUntilNewYear(clock());
    if (key === POST_ERROR_KEY) return POST_ERROR_TTL_S;
    const leaf = context.matches.at(-1)?.route.id;
    const page = leaf ? findPage(leaf) : undefined;
    if (!page) return null;
    if (page.cache === "static") return secondsUntilNewYear(clock());
    if (page.cache === "day") return secondsUntilMidnight(clock());
    return page.cache === "none" ? null : page.cache;
  }

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
    if (!(await slot())) {
      flight?.end();
      res.set("Retry-After", "5");
      return sendError(res, 503, "Busy", "We are serving a lot of visitors right now. Please try again.");
    }
    try {
      // 5-6 render, stream, cache
      applyPageCsp(res, context);
      await renderContext(req, res, context, ttlOf(context, key), flight, key ?? undefined);
    } catch (error) {
      flight?.end();
      next(error);
    } finally {
      release();
    }
  }

  /**
   * The page cache's refresher: renders an expired page again in the background (no visitor waits for it)
   * and stores it with the headers it had. Its address now answering something else (a redirect, another
   * page, Not Found) drops the entry; an upstream failure (5xx) keeps the stale bytes for a later try.
   */
  async function refresh(key: string, stale: CachedPage): Promise<void> {
    if (!pageCache) return;
    const request = new Request(new URL(stale.source, site.url), { method: "GET" });
    const context = await handler.query(request, { requestContext: loaderContext });
    if (context instanceof Response) return pageCache.delete(key);
    if (context.statusCode >= 500) return;
    if (cacheKeyOf(context) !== key) return pageCache.delete(key);
    // a render slot like any render (the queue full: a later request for the page asks again)
    if (!(await slot())) return;
    try {
      const ttl = ttlOf(context, key);
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
      release();
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

  pageCache?.setRefresher(async (key, stale) => {
    try {
      await refresh(key, stale);
    } catch (error) {
      logger.error({ err: error, key: key.replace(/\0/g, "") }, "background refresh failed");
    }
  });

  return { middleware, renderRoute, stats };
}

/** The list a 404 names when it answers a page number past the list's end. */
export function missingListOf(context: StaticHandlerContext) {
  const errors = Object.values(context.errors ?? {});
  const error = errors[0];
  return context.statusCode === 404 &&
    errors.length === 1 &&
    isRouteErrorResponse(error) &&
    isMissingListPage(error.data)
    ? error.data
    : undefined;
}

/** A 404 for an address no route (or no record) has: not a list page past its end, which names its pages. */
/**
 * The "Error Loading Post" page (503, the content API down) names no slug, so every article that failed to
 * load shares one rendering, kept this briefly: in a WordPress outage a flood of slugs costs what hits cost
 * (each was a full render, 196 a second from one client). Sent no-store like any 503.
 */
export const POST_ERROR_KEY = "\u0000post-error";
export const POST_ERROR_TTL_S = 10;

export function isPostError(context: StaticHandlerContext): boolean {
  if (context.statusCode !== 503) return false;
  const leaf = context.matches.at(-1);
  const data = leaf ? (context.loaderData?.[leaf.route.id] as { failed?: unknown } | undefined) : undefined;
  return data?.failed === true;
}

export function isPlainNotFound(context: StaticHandlerContext): boolean {
  const errors = Object.values(context.errors ?? {});
  const error = errors[0];
  return (
    context.statusCode === 404 &&
    errors.length === 1 &&
    isRouteErrorResponse(error) &&
    error.status === 404 &&
    !isMissingListPage(error.data)
  );
}

/** Adds sources to CSP directives (creating a directive that is missing; 'none' is replaced). */
export function extendCsp(header: string, extra: Record<string, string[]>): string {
  const directives = new Map(
    header
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = "", ...values] = part.split(/\s+/);
        return [name, values] as const;
      }),
  );
  for (const [name, sources] of Object.entries(extra)) {
    const current = (directives.get(name) ?? []).filter((v) => v !== "'none'");
    directives.set(name, [...new Set([...current, ...sources])]);
  }
  return [...directives].map(([name, values]) => [name, ...values].join(" ")).join(";");
}
