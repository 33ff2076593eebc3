/**
 * createApp(deps): the whole middleware chain, no listen (tests import it). Order as in ARCHITECTURE.md:
 * 1 request log, 2 security headers, 3 canonical URL, 4 compression, 5 static files, 6 endpoints, 7 render.
 */
import { photoSlots } from "./photos";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { randomUUID } from "node:crypto";
import zlib from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import type { Store } from "express-rate-limit";
import type { RouteObject } from "react-router-dom";
import type { LoadedAssets } from "./assets";
import { precompressedAssets } from "./precompressed";
import { canonicalUrl } from "./canonical";
import { normaliseClientAddress } from "./client-address";
import type { Config } from "./config";
import { sendError } from "./errors";
import { accessTally, loggedTarget, type Logger } from "./logger";
import type { PageCache } from "./page-cache";
import type { Delivery } from "./contact/delivery";
import { createLeads } from "./contact/leads";
import type { Outbox } from "./contact/outbox";
import type { Relay } from "./contact/relay";
import type { LimitName } from "./contact/rate-limit-store";
import type { RefusalHold } from "./contact/refusal-hold";
import { createRenderer } from "./render/render-page";
import { securityHeaders } from "./security";
import { shareImages } from "./share-image/route";
import { createStats, type Stats } from "./stats";
import { isPageLoad } from "./stats/known-paths";
import { vitalsRouter } from "./vitals";
import { viewsRouter } from "./page-views";
import { VIEWS_PATH } from "../shared/attribution";
import { VITALS_PATH } from "../shared/vitals";
import { pageTemplates } from "../shared/routes";
import { robotsTxt } from "./seo/sitemap";
import { blogFeedEndpoint } from "./endpoints/blog-feed";
import { fixedTextEndpoint } from "./endpoints/fixed-text";
import { healthEndpoint, readinessEndpoint } from "./endpoints/health";
import { ownerEndpoints } from "./endpoints/owner";
import { postsApiEndpoint } from "./endpoints/posts-api";
import { sitemapXmlEndpoint } from "./endpoints/sitemap-xml";
import { webManifest } from "./seo/manifest";
import { builtinSource } from "./blog/local";
import { createBlogService, type BlogService } from "./blog/service";
import { wordpressSource } from "./blog/wordpress";

export type AppDeps = {
  config: Config;
  logger: Logger;
  assets: LoadedAssets;
  paths: { clientDir: string; publicDir: string };
  pageCache?: PageCache;
  clock?: () => Date;
  /** The route table; tests may hand in their own (e.g. a page that throws). */
  routes?: RouteObject[];
  /** Tests: abort a render after this many milliseconds instead of ABORT_AFTER_MS (10 s). */
  renderTimeoutMs?: number;
  /** The lead store every accepted message is written to first; by default the CONTACT_OUTBOX folder. */
  outbox?: Outbox;
  /**
   * Sends stored messages on (null: the store keeps them). server/index.ts hands in the one it started;
   * the default here (the form service when CONTACT_ACCESS_KEY is set) makes only the immediate attempts.
   */
  delivery?: Delivery | null;
  /** Tests: deliver through this relay instead of the form service. */
  relay?: Relay;
  /** The blog service; by default WordPress when CONTENT_API_URL is set, else the built-in articles. */
  blog?: BlogService;
  /** where the contact and newsletter limits count (Redis, the cluster's primary); express-rate-limit's memory by default */
  rateLimitStores?: Partial<Record<LimitName, Store | undefined>>;
  /** true once shutdown has begun: /healthz answers 503 so a load balancer stops sending traffic */
  draining?: () => boolean;
  /** where refused form posts wait (server/contact/refusal-hold.ts); FORM_REFUSAL_HOLD_MS by default */
  refusalHold?: RefusalHold;
  /** the owner's daily totals (server/stats/); by default SQLite in DATA_DIR, or Redis with REDIS_URL */
  stats?: Stats;
  /** one of a cluster's workers: the daily totals ask the primary before a read (server/stats/cluster.ts) */
  inCluster?: boolean;
};

export function defaultBlog(config: Config, logger: Logger): BlogService {
  const source = config.content.apiUrl
    ? wordpressSource({
        baseUrl: config.content.apiUrl,
        timeoutMs: config.content.timeoutMs,
        siteOrigin: config.site.url,
        mediaOrigins: config.content.mediaOrigins,
      })
    : builtinSource(config.site.url);
  return createBlogService(source, { ttlSeconds: config.content.cacheTtlSeconds, logger });
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
const HEALTH_PROBES = new Set(["/healthz", "/readyz"]);

// Ids for requests that bring none: a random prefix per process and a counter, unique and cheap.
const ID_PREFIX = randomUUID().slice(0, 8);
let idCounter = 0;

export function requestId(req: IncomingMessage): string {
  const incoming = req.headers["x-request-id"];
  if (typeof incoming === "string" && REQUEST_ID.test(incoming)) return incoming;
  return `${ID_PREFIX}-${(++idCounter).toString(36)}`;
}

/**
 * What a log line may say about a request: never headers, cookies, bodies or form fields; of the target its
 * first 200 characters and, when cut, its length (server/logger.ts loggedTarget).
 */
export const logSerializers = {
  req: (req: IncomingMessage & { id?: unknown }) => ({
    id: req.id,
    method: req.method,
    ...loggedTarget(req.url),
  }),
  res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
};

export function createApp({
  config,
  logger,
  assets,
  paths,
  pageCache,
  clock = () => new Date(),
  routes,
  renderTimeoutMs,
  relay,
  outbox,
  delivery,
  blog = defaultBlog(config, logger),
  draining = () => false,
  rateLimitStores,
  refusalHold,
  inCluster = false,
  stats = createStats({ config, logger, blog, inCluster }),
}: AppDeps) {
  // a photo in public/images/photos/ takes its illustration's place on every page (server/photos.ts)
  config = { ...config, site: { ...config.site, photos: photoSlots(paths.publicDir) } };
  // the lead store, its delivery, the refusal hold, readiness and the forms' router (server/contact/leads.ts)
  const leads = createLeads({ config, logger, relay, outbox, delivery, rateLimitStores, refusalHold });
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  // req.ip normalised (IP:port, [IPv6]:port, mapped IPv4): what the limits key by (server/client-address.ts)
  normaliseClientAddress(app, logger);
  app.set("query parser", "simple");
  // what a lead's bookkeeping counts in (server/attribution.ts reads it from the request)
  app.locals.stats = stats;

  // 1 request id + one log line per request (repeated client errors counted, server/logger.ts accessTally)
  const tally = accessTally(logger);
  app.use(
    pinoHttp({
      logger,
      genReqId: requestId,
      serializers: logSerializers,
      wrapSerializers: false,
      // a vitals beacon is logged once, as its own "web-vitals" line (server/vitals.ts)
      // (and a page view as its "view" line, server/page-views.ts)
      autoLogging: { ignore: (req) => [VITALS_PATH, VIEWS_PATH].includes(req.url?.split("?")[0] ?? "") },
      // a health probe's 503 during a drain is the drain working, not an error
      // a 503 is load shed or an upstream outage (what caused it is logged where it happens, once): a warning,
      // counted with the client errors once repeated; other 5xx and thrown errors need a person
      customLogLevel: (req, res, error) => {
        const status = res.statusCode;
        if (draining() && HEALTH_PROBES.has(req.url?.split("?")[0] ?? "")) return "info";
        if (error && status !== 503) return "error";
        if (status >= 500 && status !== 503) return "error";
        if (!tally.admit(status)) return "silent";
        return status === 503 ? "warn" : "info";
      },
      // pino-http invents an Error (with a stack trace of its own) for every 5xx without one: a status is
      // not an exception, so the line carries the status only; real errors are logged where they happen.
      // the renderer marks page requests: "miss" (rendered), or "hit" when a concurrent render's bytes served it
      customProps: (_req, res) => {
        const cache = (res as ServerResponse & { locals?: { cache?: string } }).locals?.cache;
        return cache ? { cache } : {};
      },
      customErrorObject: (_req, _res, error, value: Record<string, unknown>) =>
        error.message.startsWith("failed with status code") ? { ...value, err: undefined } : value,
    }),
  );
  // 2 security headers, first, so every answer carries them (400 and 414 too); an existing hashed asset
  // only those that concern a subresource (server/security.ts)
  app.use(securityHeaders(config, assets, paths.clientDir + "/assets"));
  // the owner's page and its JSON, behind OWNER_PASSWORD (without it, /owner is the Not Found page), before
  // the canonical step, which would drop their query (since, until): server/endpoints/owner.ts
  if (config.stats.ownerPassword) app.use(ownerEndpoints({ config, logger, stats, assets }));
  // 3 canonical URL: one 301 hop, or 400/414 for hostile targets
  app.use(canonicalUrl());
  // 4 compression for what is not precompressed (the render streams through it)
  // brotli at quality 4 (the middleware's default) with a 256 KB window instead of 4 MB: a page is ~170 KB,
  // and each stream's encoder state is native memory outside the JS heap; 4 MB windows under concurrent
  // renders grew the process by hundreds of MB (npm run bench -- --soak)
  app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } } }));
  // 5 static: hashed assets immutable for a year, in the brotli or gzip form the build wrote when the
  // client takes one (no fallthrough past express.static); public files an hour
  app.use("/assets", precompressedAssets(paths.clientDir + "/assets"));
  app.use(
    "/assets",
    express.static(paths.clientDir + "/assets", {
      immutable: true,
      maxAge: "1y",
      index: false,
      fallthrough: false,
    }),
  );
  app.use(
    express.static(paths.publicDir, { maxAge: "1h", index: false, redirect: false, dotfiles: "ignore" }),
  );

  // 6 endpoints (server/endpoints/ and the routers named)
  app.get("/healthz", healthEndpoint(draining));
  app.get("/readyz", readinessEndpoint({ draining, ready: leads.ready, toldWhy: leads.toldWhy }));
  app.get("/robots.txt", fixedTextEndpoint("text/plain", robotsTxt(config.site.url)));
  // the manifest names the configured brand (an hour, like the public files it stands beside)
  app.get(
    "/manifest.webmanifest",
    fixedTextEndpoint("application/manifest+json; charset=utf-8", webManifest(config.site)),
  );
  app.get("/sitemap.xml", sitemapXmlEndpoint({ siteUrl: config.site.url, blog }));
  // each page's share image (og:image), drawn on first request and kept: server/share-image/route.ts
  app.get(
    "/og/*path",
    shareImages({ site: config.site, blog, logger, clock, ...(routes ? { routes } : {}) }),
  );
  app.get("/api/content/posts", postsApiEndpoint(blog));
  app.get("/blog/feed.xml", blogFeedEndpoint({ site: config.site, blog }));

  app.use(vitalsRouter({ logger, templates: pageTemplates(), enabled: config.vitals.sampleRate > 0, stats }));
  app.use(viewsRouter({ logger, templates: pageTemplates(), stats }));

  const renderer = createRenderer({
    site: config.site,
    assets,
    vitalsRate: config.vitals.sampleRate,
    logger,
    pageCache,
    clock,
    routes,
    blog,
    ...(renderTimeoutMs ? { abortAfterMs: renderTimeoutMs } : {}),
  });
  app.use(
    leads.router((req, res, status, formState) =>
      renderer.renderRoute(req, res, { url: "/contact", status, formState }),
    ),
  );

  // Pages answer GET and HEAD only.
  app.use((req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    res.set("Allow", "GET, HEAD");
    sendError(res, 405, "Method not allowed", "This page can only be viewed, not sent data.");
  });

  // 7 render (a Not Found page answered to a page load lets that path's view beacon count: server/stats/)
  app.use((req, res, next) => {
    if (req.method === "GET" && isPageLoad(req))
      res.once("finish", () => {
        if (res.statusCode === 404) stats.sawNotFound(req.path);
      });
    next();
  });
  app.use(renderer.middleware);

  // Errors that reach Express (a missing hashed asset, a failure outside the render): never a stack trace.
  app.use(
    (
      error: Error & { status?: number; statusCode?: number },
      req: Request,
      res: Response,
      _next: NextFunction,
    ) => {
      const status = error.status ?? error.statusCode ?? 500;
      if (status >= 500) req.log.error({ err: error }, "request failed");
      if (res.headersSent) return res.end();
      if (status === 404) return sendError(res, 404, "Not found", "There is no file at this address.");
      if (status < 500) return sendError(res, status, "Bad request", "The request could not be handled.");
      sendError(res, 500, "Something went wrong", "Please try again in a moment.");
    },
  );

  return Object.assign(app, { renderStats: renderer.stats, refusalHold: leads.refusalHold, stats });
}
