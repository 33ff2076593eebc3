/**
 * The owner's daily totals (docs/MEASURING.md, "The owner's page"; docs/decisions/0032): page views,
 * visits and leads per day, by page, landing page, source, channel, campaign, device, template, referrer,
 * form and Core Web Vitals bucket. No row is about a person: only counts per day and key.
 *
 * Each process counts in memory (PendingCounts: a few map updates per beacon, nothing on the disk or the
 * network) and writes what it gathered every FLUSH_MS in one batch, which the store adds in one transaction:
 * SQLite on the data volume by default ($DATA_DIR/stats.sqlite, its own thread), Redis with REDIS_URL, so
 * every worker, replica and host adds to the same totals. A batch the store refuses (a full disk, Redis
 * down) stays in memory, bounded per table, and is tried again; one warn line a minute says so. Before a
 * read, the counts gathered everywhere are written first (in a cluster, every worker's: cluster.ts), so
 * /owner/stats.json adds up exactly. Days older than STATS_RETENTION_DAYS are deleted.
 */
import type { BlogContent } from "../../shared/loaders";
import type { MetricName } from "../../shared/vitals";
import type { Config } from "../config";
import type { Logger } from "../logger";
import { statsWorker } from "./cluster";
import { PendingCounts, type CountsStore } from "./counts";
import { addDays, dayFormatter } from "./day";
import { MinuteTally, ViewGuard, type Refusal } from "./guard";
import { knownPaths, type PathCheck } from "./known-paths";
import { leadRows, viewRows, vitalsRows, type Counted, type LeadEvent, type ViewEvent } from "./record";
import { RedisStore } from "./redis-store";
import { SqliteStore } from "./sqlite-store";
import { previousPeriod, summarise, type OwnerStats } from "./summary";

export const FLUSH_MS = 1_000;
/** How often days past the retention are deleted (and once, a minute after start). */
const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;
const PROBLEM_LOG_MS = 60_000;

export type Stats = {
  readonly timeZone: string;
  readonly retentionDays: number;
  readonly description: string;
  readonly guard: ViewGuard;
  /** refused view beacons, by reason: one warn line a minute */
  readonly refusals: MinuteTally<Refusal>;
  /** UTM values dropped (shared/attribution.ts cleanUtm), by reason: one warn line a minute */
  readonly droppedUtm: MinuteTally<string>;
  /** wrong passwords at /owner (server/endpoints/owner.ts): one warn line a minute */
  readonly wrongPasswords: MinuteTally<"wrong password" | "locked out">;
  /** the clock the counts are kept on (epoch ms) */
  now(): number;
  /** whether a view beacon may name this path under this template (known-paths.ts) */
  readonly pathKnown: PathCheck;
  /** a Not Found page was answered to a page load of this path */
  sawNotFound(path: string): void;
  today(): string;
  /** counts a page view (at this moment, on the stats' clock, unless the event says when) */
  recordView(view: Omit<ViewEvent, "time"> & { time?: number }): void;
  recordLead(lead: Omit<LeadEvent, "time"> & { time?: number }): void;
  recordVitals(template: string, metrics: Partial<Record<MetricName, number>>): void;
  /** writes what this process has gathered */
  flush(): Promise<void>;
  /** writes what every process of this cluster has gathered (this one alone outside a cluster) */
  flushAll(): Promise<void>;
  read(since: string, until: string): Promise<OwnerStats>;
  close(): Promise<void>;
};

export type StatsOptions = {
  config: Pick<Config, "dataDir" | "redisUrl" | "stats" | "site">;
  logger: Logger;
  blog: Pick<BlogContent, "postBySlug" | "categories">;
  inCluster?: boolean;
  now?: () => number;
  /** tests: count here instead of SQLite or Redis */
  store?: CountsStore;
};

export function createStats({
  config,
  logger,
  blog,
  inCluster = false,
  now = Date.now,
  store: given,
}: StatsOptions): Stats {
  const { timeZone, retentionDays } = config.stats;
  const dayOf = dayFormatter(timeZone);
  // the store is opened on first use: a process that counts nothing never starts its thread
  let opened: CountsStore | undefined = given;
  let lastProblem = 0;
  const problem = (what: string, error: unknown) => {
    if (now() - lastProblem < PROBLEM_LOG_MS) return;
    lastProblem = now();
    logger.warn(
      {
        err: { message: (error as Error).message, code: (error as { code?: string }).code },
        pending: pending.size,
      },
      what,
    );
  };
  const store = (): CountsStore => {
    if (opened) return opened;
    opened = config.redisUrl
      ? new RedisStore(config.redisUrl, {
          retentionDays,
          onError: (error) => problem("daily totals: Redis is not answering; counts wait in memory", error),
        })
      : new SqliteStore(config.stats.file);
    return opened;
  };
  const description = given
    ? "a store of the caller's"
    : config.redisUrl
      ? `Redis at ${new URL(config.redisUrl).host}`
      : `SQLite at ${config.stats.file}`;

  const pending = new PendingCounts();
  const count = (rows: Counted[]) => {
    for (const row of rows) pending.add(row.day, row.dim, row.key, row.counts);
  };

  let chain: Promise<void> = Promise.resolve();
  const writeBatch = async () => {
    const batch = pending.drain();
    if (batch.length === 0) return;
    try {
      await store().add(batch);
    } catch (error) {
      pending.restore(batch);
      problem("daily totals: the store did not take a batch; it waits in memory and is tried again", error);
    }
  };
  const flush = () => (chain = chain.then(writeBatch));
  const timer = setInterval(() => void flush(), FLUSH_MS);
  timer.unref();

  const prune = () => {
    const before = addDays(dayOf(now()), -(retentionDays - 1));
    store()
      .prune(before)
      .then((removed) => {
        if (removed) logger.info({ before, removed }, "daily totals: days past the retention deleted");
      })
      .catch((error: unknown) => problem("daily totals: old days could not be deleted", error));
  };
  const firstPrune = setTimeout(prune, 60_000);
  firstPrune.unref();
  const pruneTimer = setInterval(prune, PRUNE_EVERY_MS);
  pruneTimer.unref();

  // said once, so a report read from the log knows why contact messages are missing from it
  if (config.site.contactDelivery.mode === "direct")
    logger.info(
      { contactDelivery: "direct" },
      "daily totals: the contact form posts straight to the form service; its messages are not counted by the server",
    );

  const cluster = inCluster ? statsWorker(flush) : null;
  const paths = knownPaths({ blog, ...(cluster ? { askNotFound: cluster.askNotFound } : {}) });
  const refusals = new MinuteTally<Refusal>(logger, "page views refused", "refused", now);
  const droppedUtm = new MinuteTally<string>(logger, "UTM values dropped", "dropped", now);
  const wrongPasswords = new MinuteTally<"wrong password" | "locked out">(
    logger,
    "owner page: wrong passwords refused",
    "refused",
    now,
  );

  return {
    timeZone,
    retentionDays,
    description,
    guard: new ViewGuard(now, config.stats.clientVisits),
    refusals,
    droppedUtm,
    wrongPasswords,
    now,
    pathKnown: paths.check,
    sawNotFound(path) {
      paths.sawNotFound(path);
      cluster?.notFoundSeen(path);
    },
    today: () => dayOf(now()),
    recordView: (view) => count(viewRows({ ...view, time: view.time ?? now() }, dayOf)),
    recordLead: (lead) => count(leadRows({ ...lead, time: lead.time ?? now() }, dayOf)),
    recordVitals: (template, metrics) => count(vitalsRows(now(), template, metrics, dayOf)),
    flush,
    async flushAll() {
      await flush();
      if (cluster) await cluster.flushAll();
    },
    async read(since, until) {
      const previous = previousPeriod(since, until);
      const [current, before] = await Promise.all([
        store().read(since, until),
        store().read(previous.since, previous.until),
      ]);
      return summarise(current, before, { since, until, timeZone });
    },
    async close() {
      clearInterval(timer);
      clearInterval(pruneTimer);
      clearTimeout(firstPrune);
      refusals.stop();
      droppedUtm.stop();
      wrongPasswords.stop();
      await flush();
      await opened?.close();
    },
  };
}
