/**
 * Start: read the config, then serve: one process (WEB_CONCURRENCY=1, the default outside production), or
 * a primary that runs WEB_CONCURRENCY workers (server/primary.ts), each one a full server
 * (server/worker.ts).
 */
import cluster from "node:cluster";
import { ConfigError, loadConfig, type Config } from "./config";
import { warnIdleCap } from "./connection-limits";
import { createLogger } from "./logger";
import { runPrimary } from "./primary";
import { runWorker } from "./worker";

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    for (const line of error.lines) console.error(`Configuration error: ${line}`);
    process.exit(1);
  }
  throw error;
}

const inCluster = config.webConcurrency > 1;
const logger = createLogger({
  level: config.logLevel,
  pretty: config.logPretty,
  // in a cluster every line says which process wrote it
  ...(inCluster ? { base: { worker: cluster.isWorker ? cluster.worker?.id : "primary" } } : {}),
});

if (cluster.isPrimary) warnIdleCap(config, logger);
if (inCluster && cluster.isPrimary) void runPrimary(config, logger);
else runWorker(config, logger, { inCluster });
