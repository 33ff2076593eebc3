/**
 * The render step, as numbered steps (after React Router's custom-server example):
 *  1 build a Fetch Request from the Express request
 *  2 query the static handler (loaders run here)
 *  3 a Response (loader redirect) passes through as it is
 *  4 create the static router from the context
 *  5 stream the whole document: browsers at shell-ready, crawlers (isbot) at all-ready; status from context
 *  6 the bytes fill the page cache when the route allows it
 * A render that fails is rendered again as the 500 page; if that fails too, a minimal static page is sent.
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
import { NOT_FOUND_KEY, type Flight, type PageCache } from "../page-cache";
import { isMissingListPage } from "../../shared/pages/error/not-found-page";
import { pageCacheKey } from "../../shared/urls";
import { sendError } from "../errors";
import { Document } from "./document";
import { SPECULATION_RULES_PATH } from "../../shared/speculation";

export const ABORT_AFTER_MS = 10_000;

/** Renders run at most this many at a time; the next ones queue (renders are CPU bound: 2 cores here). */
export const MAX_CONCURRENT_RENDERS = 8;
/** A queue longer than this answers 503 at once rather than pile up memory and latency. */
export const MAX_QUEUED_RENDERS = 200;

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
  /** handed to loaders as react-router's requestContext (the blog's content service) */
  requestContext?: Record<string, unknown>;
};

export function createRenderer({
  site,
  assets,
  logger,
  pageCache,
  clock,
  routes = siteRoutes,
  vitalsRate = 0,
  requestContext = {},
}: RenderDeps) {
  const handler = createStaticHandler(routes);

  /** Pipes one render into res; resolves when streaming has started, rejects on a shell error. */
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
      const router = createStaticRouter(handler.dataRoutes, context);
      const crawler = isbot(req.get("user-agent") ?? "");
      let renderFailed = false;
      let clientGone = false;
      const status = context.statusCode;
      const tree = (
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
          // a page under its own path (200 only), or the shared Not Found page under storeKey
          const key = storeKey ?? pageCacheKey(req.originalUrl);
          const storable = status === 200 || storeKey !== undefined;
          if (cacheTtl === null || renderFailed || !storable || !pageCache || key === null) {
            if (key !== null && !storable) pageCache?.delete(key);
            return flight?.end();
          }
          const stored = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)]));
          pageCache
            .store(key, { status, headers: stored, body: Buffer.concat(chunks), ttlSeconds: cacheTtl })
            .catch((error: unknown) => logger.error({ err: error }, "page cache store failed"))
            .finally(() => flight?.end());
        });
        stream.pipe(tee);
        resolve();
      };
      const stream = renderToPipeableStream(tree, {
        onShellReady() {
          if (!crawler) start();
        },
        onAllReady() {
          if (crawler) start();
        },
        onShellError(error) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error) {
          renderFailed = true;
          if (!clientGone) logger.error({ err: error, path: req.path }, "render error");
        },
      });
      const timer = setTimeout(() => stream.abort(new Error("render timed out")), ABORT_AFTER_MS);
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
   * its POST with /contact again, holding the visitor's values (requestContext) and the given status.
   * It waits for a render slot like any page, so a flood of such posts queues (then gets the 503) instead
   * of rendering beside the pages.
   */
  async function renderRoute(
    req: ExpressRequest,
    res: ExpressResponse,
    options: { url: string; status: number; requestContext: Record<string, unknown> },
  ) {
    if (!(await slot())) {
      res.set("Retry-After", "5");
      return sendError(res, 503, "Busy", "We are serving a lot of visitors right now. Please try again.");
    }
    try {
      const request = new Request(new URL(options.url, site.url), { method: "GET" });
      const context = await handler.query(request, {
        requestContext: { ...requestContext, ...options.requestContext } as never,
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
  const stats = { renders: 0 };

  async function slot(): Promise<boolean> {
    if (running < MAX_CONCURRENT_RENDERS) {
      running++;
      return true;
    }
    if (queue.length >= MAX_QUEUED_RENDERS) return false;
    await new Promise<void>((resolve) => queue.push(resolve));
    running++;
    return true;
  }
  function release() {
    running--;
    queue.shift()?.();
  }

  async function middleware(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
    // One render per page: a request for a page being rendered waits for those bytes (or gets the stale ones).
    const key = pageCache?.enabled ? pageCacheKey(req.originalUrl) : null;
    let flight: Flight | undefined;
    if (pageCache && key !== null) {
      const current = pageCache.flight(key);
      // stored while this request went through the middleware chain after the raw handler missed it
      if (!current && pageCache.lookup(key)) {
        res.locals.cache = "hit";
        if (pageCache.serve(req, res) >= 0) return;
      }
      if (current) {
        res.locals.cache = "hit";
        if (pageCache.serve(req, res) >= 0) return;
        current.waiters++;
        await current.done;
        current.waiters--;
        if (pageCache.serve(req, res) >= 0) return;
      }
      // a page that could not be stored (404, redirect) is rendered by each waiter, side by side
      if (!pageCache.flight(key)) flight = pageCache.beginFlight(key);
      res.locals.cache = "miss";
    }
    if (!(await slot())) {
      flight?.end();
      res.set("Retry-After", "5");
      return sendError(res, 503, "Busy", "We are serving a lot of visitors right now. Please try again.");
    }
    try {
      // 1 build a Fetch Request (always GET: HEAD is answered by Node without a body)
      const controller = new AbortController();
      res.on("close", () => controller.abort());
      const request = new Request(new URL(req.originalUrl, site.url), {
        method: "GET",
        signal: controller.signal,
      });
      // 2 query
      const context = await handler.query(request, { requestContext: requestContext as never });
      // 3 a Response (redirect from a loader) passes through
      if (context instanceof Response) {
        if (key !== null) pageCache?.delete(key);
        flight?.end();
        res.status(context.status);
        context.headers.forEach((value, name) => res.setHeader(name, value));
        res.setHeader("Cache-Control", "no-store");
        res.end(await context.text());
        return;
      }
      // an address that matches nothing: the one shared Not Found page, rendered once, then from the cache
      if (pageCache?.enabled && isPlainNotFound(context)) {
        flight?.end();
        res.locals.cache = "hit";
        if (pageCache.serveKey(NOT_FOUND_KEY, req, res) >= 0) return;
        const rendering = pageCache.flight(NOT_FOUND_KEY);
        if (rendering) {
          rendering.waiters++;
          await rendering.done;
          rendering.waiters--;
          if (pageCache.serveKey(NOT_FOUND_KEY, req, res) >= 0) return;
        }
        res.locals.cache = "miss";
        const own = pageCache.flight(NOT_FOUND_KEY) ? undefined : pageCache.beginFlight(NOT_FOUND_KEY);
        applyPageCsp(res, context);
        await renderContext(req, res, context, secondsUntilNewYear(clock()), own, NOT_FOUND_KEY);
        return;
      }
      // 4-6 render, stream, cache (only the canonical path the route table produced: see shared/urls.ts)
      const leaf = context.matches.at(-1)?.route.id;
      const page = leaf ? findPage(leaf) : undefined;
      const cacheable = page && page.cache !== "none" && key !== null;
      const ttl = !cacheable
        ? null
        : page.cache === "static"
          ? // the footer shows the year: "static" bytes expire at New Year in New York, not never
            secondsUntilNewYear(clock())
          : page.cache === "day"
            ? secondsUntilMidnight(clock())
            : (page.cache as number);
      applyPageCsp(res, context);
      await renderContext(req, res, context, ttl, flight);
    } catch (error) {
      flight?.end();
      next(error);
    } finally {
      release();
    }
  }

  return { middleware, renderRoute, stats };
}

/** A 404 for an address no route (or no record) has: not a list page past its end, which names its pages. */
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
