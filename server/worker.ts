/**
 * One server process: build the handler, warm its own page cache, then listen, and drain gracefully on
 * SIGTERM/SIGINT. Run alone (WEB_CONCURRENCY=1) or as one of the primary's cluster workers.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sitemapEntries } from "../shared/routes";
import { sitemapLocs } from "../shared/sitemap";
import { loadAssets } from "./assets";
import type { Config } from "./config";
import { createDrain, requestGate } from "./drain";
import { createRequestHandler } from "./cache-front-door";
import { listenShared, nobodyAccepts } from "./listener";
import { flushLogs, type Logger } from "./logger";
import { startLeads } from "./contact/start";
import { rateLimitStores } from "./contact/rate-limit-store";
import { closeShareImages } from "./share-image/pool";
import { limitConnections } from "./connection-limits";
import { trustedProxy } from "./client-address";

/** The longest a process waits for its whole page-cache warm-up before it listens (past its first page). */
export const WARM_BEFORE_LISTEN_MS = 10_000;

export function runWorker(config: Config, logger: Logger, options: { inCluster: boolean }) {
  // dist/server/index.js -> dist/client and public/ at the project root
  const here = path.dirname(fileURLToPath(import.meta.url));
  const clientDir = path.resolve(here, "../client");
  const publicDir = path.resolve(here, "../../public");

  // the lead store and its delivery worker (logs where messages are kept); stopped by the drain below.
  // In a cluster the primary runs the retry schedule and the alarm; a worker only makes the first attempt.
  const leads = startLeads(config, logger, { schedule: !options.inCluster });
  // the contact and newsletter limits: in Redis with REDIS_URL (memory while it does not answer), else
  // shared through the cluster's primary, else here
  const limits = rateLimitStores(config, logger, options.inCluster);

  const handler = createRequestHandler({
    config,
    logger,
    assets: loadAssets(clientDir),
    paths: { clientDir, publicDir },
    outbox: leads.outbox,
    delivery: leads.delivery,
    rateLimitStores: limits.stores,
    inCluster: options.inCluster,
  });
  // headersTimeout is enforced by a check every connectionsCheckingInterval (Node's default: 30 s, so a slow
  // sender could hold its socket for 50 s); every second, a connection is cut within 1 s of the limit.
  // Both stay below SHUTDOWN_GRACE_MS, so no request can outlive a drain's grace.
  const requestTimeout = Math.max(1_000, Math.min(30_000, config.shutdown.graceMs - 5_000));
  // the drain holds new requests at this gate while it waits for the socket to go quiet (server/drain.ts)
  const gate = requestGate(handler);
  const server = createServer(
    { requestTimeout, headersTimeout: Math.min(20_000, requestTimeout), connectionsCheckingInterval: 1_000 },
    gate,
  );
  server.keepAliveTimeout = 5_000;
  limitConnections(server, config.connections, logger, { trusted: trustedProxy(config.trustProxy) });

  // memory every MEMORY_LOG_SECONDS (30 by default), for dashboards and the bench's soak mode: heap growth
  // shows in heapUsed/heapTotal, Buffers and other memory outside the JS heap in external/arrayBuffers, and
  // what none of them counts (malloc's free lists, thread arenas) in rss alone
  setInterval(() => {
    const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
    logger.info(
      { rss, heapUsed, heapTotal, external, arrayBuffers, pages: handler.pageCache.size },
      "memory",
    );
  }, config.memoryLogMs).unref();

  /**
   * Render every page of the sitemap once, so the first visitor of each gets cached bytes with an ETag.
   * Through a private listener on its own port: in a cluster the shared port would spread the requests
   * over every worker, and each worker must fill its own cache.
   */
  async function warm(onPage: () => void) {
    const started = performance.now();
    const local = createServer(handler);
    await new Promise<void>((resolve) =>
      local.listen({ port: 0, host: "127.0.0.1", exclusive: true }, resolve),
    );
    const { port } = local.address() as AddressInfo;
    // the sitemap.xml of this process: the route table's pages and the blog's posts and categories
    let paths = sitemapEntries().map((entry) => entry.path);
    try {
      const xml = await (await fetch(`http://127.0.0.1:${port}/sitemap.xml`)).text();
      const listed = sitemapLocs(xml).map((url) => url.pathname);
      if (listed.length) paths = [...new Set([...paths, ...listed])];
    } catch (error) {
      logger.warn({ err: error }, "cache warm-up could not read sitemap.xml; warming the route table only");
    }
    for (const path of paths) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}${path}`, {
          headers: { "x-request-id": "warm-cache" },
        });
        await res.arrayBuffer();
        onPage();
      } catch (error) {
        logger.warn({ err: error, path }, "cache warm-up request failed");
      }
    }
    local.closeAllConnections();
    local.close();
    logger.info(
      { pages: handler.pageCache.size, ms: Math.round(performance.now() - started) },
      "page cache warmed",
    );
  }

  /** Work to finish before the process exits (e.g. contact deliveries in flight), run after the server closed. */
  const shutdownTasks: Array<() => Promise<unknown>> = [
    () => leads.stop(),
    () => limits.close(),
    () => closeShareImages(),
    // the daily totals' last counts are written before the process exits
    () => handler.stats.close(),
  ];

  const shutdown = createDrain({
    server,
    ...config.shutdown,
    begin: handler.drain,
    closeConnections: handler.closeConnections,
    gate,
    tasks: shutdownTasks,
    whenNobodyAccepts: nobodyAccepts(options.inCluster),
    logger,
    exit: (code) => {
      flushLogs(logger);
      process.exit(code);
    },
  });
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  // A process warms its page cache before it accepts a connection, so no visitor meets a cold one: not the
  // first after a start, and not one caught by a deploy that stops it moments after it started. It waits
  // for the whole warm-up WARM_BEFORE_LISTEN_MS at most, and past that for its first page (the first
  // renders warm the code; on a busy machine the whole sitemap took a minute); the rest goes on after. A
  // drain that began meanwhile keeps it from listening at all.
  let warming = config.pageCache && config.warmCache;
  let warmedPages = 0;
  let firstPage = () => {};
  const onePage = new Promise<void>((resolve) => (firstPage = resolve));
  const warmed = warming
    ? warm(() => {
        warmedPages++;
        firstPage();
      })
        .catch((error: unknown) => logger.warn({ err: error }, "cache warm-up failed"))
        .finally(() => (warming = false))
    : Promise.resolve();
  const waited = new Promise<void>((resolve) => setTimeout(resolve, WARM_BEFORE_LISTEN_MS).unref()).then(
    () => onePage,
  );
  void Promise.race([warmed, waited]).then(() => {
    if (shutdown.stopping) return;
    listenShared(server, config, options.inCluster, {
      wanted: () => !shutdown.stopping,
      onListening: () => {
        const address = server.address();
        const port = typeof address === "object" && address ? address.port : config.port;
        logger.info(
          {
            port,
            node: process.version,
            production: config.production,
            pageCache: config.pageCache,
            // pages the warm-up rendered before the first connection, and whether it goes on
            warmedPages,
            warming,
          },
          `listening on http://localhost:${port}`,
        );
      },
    });
  });
}
