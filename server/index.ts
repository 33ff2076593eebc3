/**
 * Start: read config, build the handler, listen, warm the page cache, shut down gracefully on
 * SIGTERM/SIGINT (stop accepting, finish in-flight requests, exit within 10 s).
 */
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sitemapEntries } from "../shared/routes";
import { loadAssets } from "./assets";
import { ConfigError, loadConfig, type Config } from "./config";
import { createRequestHandler } from "./handler";
import { createLogger, flushLogs } from "./logger";

const SHUTDOWN_GRACE_MS = 10_000;

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger({ level: config.logLevel, pretty: config.logPretty });
// dist/server/index.js -> dist/client and public/ at the project root
const here = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.resolve(here, "../client");
const publicDir = path.resolve(here, "../../public");

const handler = createRequestHandler({
  config,
  logger,
  assets: loadAssets(clientDir),
  paths: { clientDir, publicDir },
});
const server = createServer({ requestTimeout: 30_000, headersTimeout: 20_000 }, handler);
server.keepAliveTimeout = 5_000;

server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  logger.info(
    { port, production: config.production, pageCache: config.pageCache },
    `listening on http://localhost:${port}`,
  );
  if (config.pageCache && config.warmCache) void warm(port);
});

/** Render every page of the sitemap once, so the first visitor of each gets cached bytes with an ETag. */
async function warm(port: number) {
  const started = performance.now();
  for (const entry of sitemapEntries()) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}${entry.path}`, {
        headers: { "x-request-id": "warm-cache" },
      });
      await res.arrayBuffer();
    } catch (error) {
      logger.warn({ err: error, path: entry.path }, "cache warm-up request failed");
    }
  }
  logger.info(
    { pages: handler.pageCache.size, ms: Math.round(performance.now() - started) },
    "page cache warmed",
  );
}

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down: no new connections, finishing in-flight requests");
  const force = setTimeout(() => {
    logger.warn("in-flight requests did not finish in time; exiting");
    flushLogs(logger);
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  server.close(() => {
    logger.info("server closed");
    flushLogs(logger);
    process.exit(0);
  });
  server.closeIdleConnections();
}

process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
