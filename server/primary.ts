/**
 * WEB_CONCURRENCY > 1: this process forks that many workers (node:cluster; they share the listening port)
 * and looks after them. It holds what they share: the contact rate limit's counts when there is no Redis
 * (cluster-memory-store answers the workers over IPC) and the lead delivery schedule (retries, alarm).
 * It binds the listening socket and gives each worker a copy (server/listener.ts): the workers accept
 * from the kernel themselves. A worker that dies is replaced (after a pause that grows while they keep
 * dying young); SIGTERM/SIGINT closes this process's copy of the socket and is passed to every worker, each
 * drains its own connections (server/drain.ts), and this process exits once all have: 0 when every worker
 * exited 0.
 */
import { ClusterMemoryStorePrimary } from "@express-rate-limit/cluster-memory-store";
import cluster, { type Worker } from "node:cluster";
import type { Config } from "./config";
import { startLeads } from "./contact/start";
import { bindShared, offerShared, tellNobodyAccepts, type SharedSocket } from "./listener";
import { flushLogs, type Logger } from "./logger";
import { statsPrimary } from "./stats/cluster";

/** A worker that dies within this long of its start counts as a crash loop: the next start waits longer. */
const YOUNG_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;

export async function runPrimary(config: Config, logger: Logger) {
  // the listening socket: bound here, a copy to every worker, and each accepts from the kernel itself
  let socket: SharedSocket | null;
  try {
    socket = await bindShared(config);
  } catch (error) {
    logger.fatal({ err: error }, "cannot listen");
    flushLogs(logger);
    process.exit(1);
  }
  // the workers' limits count here without Redis, and while Redis does not answer
  void new ClusterMemoryStorePrimary().init();
  // the daily totals: a read waits for every worker's counts; Not Found pages are known to all workers
  statsPrimary();
  const leads = startLeads(config, logger, { schedule: true });
  const started = new Map<Worker, number>();
  let stopping = false;
  let quickDeaths = 0;
  let failed = false;
  /** workers that have closed their listener (the drain's first step) */
  const closedListener = new WeakSet<Worker>();
  let told = false;
  /** In the drain, once every worker has closed its listener: they may now send keep-alive clients away. */
  function nobodyAcceptsYet() {
    if (told || ![...started.keys()].every((worker) => closedListener.has(worker))) return;
    told = true;
    for (const worker of started.keys()) tellNobodyAccepts(worker);
  }

  const fork = () => {
    const worker = cluster.fork();
    started.set(worker, Date.now());
    offerShared(
      worker,
      () => socket,
      () => {
        closedListener.add(worker);
        // alone (a worker stopped by hand): the others still accept, its clients go to them
        if (!stopping) tellNobodyAccepts(worker);
        else nobodyAcceptsYet();
      },
    );
  };

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker) ?? 0);
    started.delete(worker);
    if (stopping) {
      if (code !== 0) failed = true;
      if (started.size === 0) finish();
      else nobodyAcceptsYet();
      return;
    }
    quickDeaths = lived < YOUNG_MS ? quickDeaths + 1 : 0;
    const delay = quickDeaths === 0 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 500 * 2 ** (quickDeaths - 1));
    logger.error(
      // `worker` is this process's own key ("primary"): the one that died is `deadWorker`
      { deadWorker: worker.id, pid: worker.process.pid, code, signal, restartInMs: delay },
      "worker died; starting a new one",
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  function finish() {
    void leads.stop().then(() => {
      logger.info({ workers: config.webConcurrency }, "all workers stopped");
      flushLogs(logger);
      process.exit(failed ? 1 : 0);
    });
  }

  function shutdown(signal: NodeJS.Signals) {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, workers: started.size }, "shutting down: every worker drains its connections");
    // the socket is now the workers' alone: it takes no connection after the last of them closes its copy
    socket?.close();
    socket = null;
    if (started.size === 0) return finish();
    for (const worker of started.keys()) worker.process.kill("SIGTERM");
    // a worker has its own grace period; this is the backstop if one hangs past it
    setTimeout(
      () => {
        for (const worker of started.keys()) worker.process.kill("SIGKILL");
      },
      config.shutdown.delayMs + config.shutdown.graceMs + 2000,
    ).unref();
  }

  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  logger.info({ workers: config.webConcurrency, node: process.version }, "starting workers");
  for (let i = 0; i < config.webConcurrency; i++) fork();
}
