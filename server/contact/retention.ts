/**
 * What the lead store may keep, and for how long (CONTACT_KEEP_DELIVERED_DAYS, CONTACT_MAX_AGE_DAYS; the
 * privacy page is written from the same settings). A sweep at start and every hour, in the one process
 * that runs the schedule, with or without an access key: delivered copies past their days are deleted,
 * undelivered messages past the maximum age are deleted with an error line each, temp files a crash left
 * in tmp/ are deleted, and in production without CONTACT_ACCESS_KEY a warn line says messages wait.
 * Log lines carry ids, kinds, times and error codes, never the visitor's fields.
 */
import type { Logger } from "../logger";
import { realTimers, type Timers } from "./delivery";
import type { Outbox } from "./outbox";

export const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** a temp file lives for the milliseconds of one write; one this old was left by a process that died */
export const TMP_LEFTOVER_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type RetentionOptions = {
  outbox: Outbox;
  logger: Logger;
  keepDeliveredDays: number;
  maxAgeDays: number;
  /** a sending/ claim older than this is a stopped sender's (twice the relay timeout), so it may expire */
  staleClaimMs: number;
  /** production without CONTACT_ACCESS_KEY: messages are sent nowhere, so say so while they wait */
  warnUnsent: boolean;
  now?: () => number;
  timers?: Timers;
  everyMs?: number;
};
/** `start` runs the first sweep (its promise settles when that sweep is done) and schedules the next. */
export type Retention = { start(): Promise<void>; sweep(): Promise<void>; stop(): void };

const fsError = (error: unknown) => {
  const err = error as NodeJS.ErrnoException;
  return { code: err.code ?? null, message: err.message };
};

export function createRetention(options: RetentionOptions): Retention {
  const { outbox, logger, keepDeliveredDays, maxAgeDays } = options;
  const now = options.now ?? Date.now;
  const timers = options.timers ?? realTimers;
  let timer: unknown = null;
  let stopped = false;

  const sweep = async () => {
    try {
      const leftovers = await outbox.cleanTmp(now() - TMP_LEFTOVER_MS);
      if (leftovers)
        logger.info(
          { removed: leftovers, outbox: outbox.dir },
          "contact outbox: leftover temp files deleted",
        );
      const pruned = await outbox.pruneDelivered(now() - keepDeliveredDays * DAY_MS);
      if (pruned.length) {
        logger.info(
          { deleted: pruned.length, keepDeliveredDays, outbox: outbox.dir },
          "delivered contact messages deleted from the outbox (CONTACT_KEEP_DELIVERED_DAYS)",
        );
      }
      for (const { state, id, record } of await outbox.expire(
        now() - maxAgeDays * DAY_MS,
        now() - options.staleClaimMs,
      )) {
        logger.error(
          {
            id,
            state,
            outcome: "expired",
            kind: record?.kind ?? null,
            receivedAt: record?.receivedAt ?? null,
            attempts: record?.attempts ?? null,
            lastError: record?.lastError ?? null,
            maxAgeDays,
          },
          `contact message deleted undelivered after ${maxAgeDays} days (CONTACT_MAX_AGE_DAYS)`,
        );
      }
      if (options.warnUnsent) {
        const { pending, sending } = await outbox.counts();
        if (pending + sending > 0) {
          logger.warn(
            { waiting: pending + sending, outbox: outbox.dir },
            "no CONTACT_ACCESS_KEY: contact messages are waiting in the outbox and are sent nowhere (npm run outbox -- list --show)",
          );
        }
      }
    } catch (error) {
      logger.error({ err: fsError(error), outbox: outbox.dir }, "contact outbox could not be swept");
    }
  };

  const loop = () => {
    timer = timers.setTimeout(() => {
      void sweep().finally(() => !stopped && loop());
    }, options.everyMs ?? SWEEP_EVERY_MS);
  };

  return {
    start() {
      if (timer !== null || stopped) return Promise.resolve();
      const first = sweep();
      loop();
      return first;
    },
    sweep,
    stop() {
      stopped = true;
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
    },
  };
}
