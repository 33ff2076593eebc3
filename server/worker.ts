/**
 * One server process: build the handler, listen, warm its own page cache, drain gracefully on
 * SIGTERM/SIGINT. Run alone (WEB_CONCURRENCY=1) or as one of the primary's cluster workers.
 */
import { createServer, type ServerResponse } from "node:http";
import net, { type AddressInfo, type Socket } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sitemapEntries } from "../shared/routes";
import { loadAssets } from "./assets";
import type { Config } from "./config";
import { createRequestHandler } from "./handler";
import { flushLogs, type Logger } from "./logger";
import { startLeads } from "./contact/start";
import { rateLimitStores } from "./contact/rate-limit-store";
import { closeShareImages } from "./share-image/pool";
import { limitConnections } from "./connection-limits";

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
  });
  // headersTimeout is enforced by a check every connectionsCheckingInterval (Node's default: 30 s, so a slow
  // sender could hold its socket for 50 s); every second, a connection is cut within 1 s of the limit
  const server = createServer(
    { requestTimeout: 30_000, headersTimeout: 20_000, connectionsCheckingInterval: 1_000 },
    handler,
  );
  server.keepAliveTimeout = 5_000;
  limitConnections(server, config.connections, logger);

  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    logger.info(
      { port, node: process.version, production: config.production, pageCache: config.pageCache },
      `listening on http://localhost:${port}`,
    );
    if (config.pageCache && config.warmCache) void warm();
  });

  // memory every 30 s, for dashboards and the bench's soak mode (heap growth shows here first)
  setInterval(() => {
    const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
    logger.info({ rss, heapUsed, heapTotal, external, pages: handler.pageCache.size }, "memory");
  }, 30_000).unref();

  /**
   * Render every page of the sitemap once, so the first visitor of each gets cached bytes with an ETag.
   * Through a private listener on its own port: in a cluster the shared port would spread the requests
   * over every worker, and each worker must fill its own cache.
   */
  async function warm() {
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
      const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "/").pathname);
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
  ];

  const sockets = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });

  let stopping = false;
  /** the answer to the request a connection is serving (Node keeps it on the socket until it is sent) */
  const responseOf = (socket: Socket) =>
    (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage ?? null;
  /**
   * The drain. 1: /healthz answers 503 at once, so a load balancer stops sending traffic, while everything
   * else is still served for SHUTDOWN_DELAY_MS. 2: the listener closes; the answer in flight on each
   * connection, and every later one, says "Connection: close", so keep-alive clients finish their request and
   * go elsewhere instead of having a connection cut under them; every second after that, connections idle
   * since the last check are closed, and so are connections that have had no complete request since then
   * (headers still arriving a line at a time: a slow sender must not hold the drain). 3: once the last
   * connection is gone and the shutdown tasks are done, exit 0. Past SHUTDOWN_GRACE_MS whatever is left is
   * cut and the exit code is 1.
   */
  function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    handler.drain();
    logger.info(
      { signal, delayMs: config.shutdown.delayMs, graceMs: config.shutdown.graceMs },
      "shutting down: draining connections, finishing in-flight requests",
    );
    const force = setTimeout(() => {
      logger.warn("in-flight requests did not finish in time; exiting");
      server.closeAllConnections();
      flushLogs(logger);
      process.exit(1);
    }, config.shutdown.graceMs);
    force.unref();
    setTimeout(() => {
      handler.closeConnections();
      for (const socket of sockets) {
        const res = responseOf(socket);
        if (res && !res.headersSent) res.setHeader("Connection", "close");
        else if (res) res.shouldKeepAlive = false;
      }
      // net.Server's close, not http.Server's: the latter also cuts idle keep-alive connections at once, which
      // resets any whose next request is already on the wire
      net.Server.prototype.close.call(server, () => {
        void Promise.allSettled(shutdownTasks.map((task) => task())).then(() => {
          logger.info("server closed");
          flushLogs(logger);
          process.exit(0);
        });
      });
      // a socket seen with no request being answered at two checks in a row: idle, or its headers have not
      // come whole in a second. A request whose headers arrived (an upload still sending its body) is kept.
      // Not http.Server's closeIdleConnections() here either: "idle" there includes a connection whose next
      // request is on the wire but not yet parsed, and cutting it is a reset (e2e/server.spec.ts saw two at a
      // load average of 30).
      let waiting = new Set<Socket>();
      setInterval(() => {
        const now = new Set<Socket>();
        for (const socket of sockets) {
          if (responseOf(socket)) continue;
          if (waiting.has(socket)) socket.destroy();
          else now.add(socket);
        }
        waiting = now;
      }, 1000).unref();
    }, config.shutdown.delayMs);
  }

  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
