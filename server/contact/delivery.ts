/**
 * Delivers stored messages to the form service: one attempt right after a message is stored, then retries
 * with exponential backoff on a timer, resumed from the store after a restart. A record is claimed (moved to
 * sending/) before it is sent, so two processes on the same data folder never send it both, and it is sent
 * only when the record as claimed is due: another process may have tried it (and moved its next attempt
 * on) between this one's look and its claim, and then it goes back to pending/ unsent, so replicas keep
 * one backoff. A claim older than twice the relay timeout can only be a crashed sender's and goes back to
 * pending/. Undelivered
 * messages older than the alert threshold are logged at error level on a schedule, for monitoring.
 *
 * Bookkeeping never causes a resend: an accepted message is moved to delivered/ first (a rename, which a
 * full disk allows) and its file deleted (or, with CONTACT_KEEP_DELIVERED_DAYS, its fields rewritten
 * best-effort); its id is remembered in memory until that move has happened. A failed attempt's count and
 * next time are remembered too, so the backoff holds when they cannot be written to the record.
 */
import type { Logger } from "../logger";
import type { Outbox, OutboxRecord } from "./outbox";
import { describeFailure, RELAY_TIMEOUT_MS, type Relay } from "./relay";

export type Timers = {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};
export type Outcome = "delivered" | "failed" | "skipped";
export type DeliveryOptions = {
  outbox: Outbox;
  relay: Relay;
  logger: Logger;
  now?: () => number;
  timers?: Timers;
  relayTimeoutMs?: number;
  /** first retry delay; each further failure doubles it up to retryMaxMs */
  retryBaseMs?: number;
  retryMaxMs?: number;
  alertAfterMs?: number;
  alarmEveryMs?: number;
  /** keep a delivered message's file in delivered/ (CONTACT_KEEP_DELIVERED_DAYS > 0); deleted otherwise */
  keepDelivered?: boolean;
};
export type Delivery = {
  /** start-up scan, then the retry timer and the alarm schedule */
  start(): void;
  /** the immediate attempt after storing; the request does not wait for it */
  deliver(id: string): void;
  /** recover stale claims, then send every pending record that is due */
  tick(): Promise<void>;
  /** send every pending record now, due or not (npm run outbox -- retry) */
  retryAll(): Promise<Record<Outcome, number>>;
  checkAlarm(): Promise<void>;
  /** resolves when no attempt is in flight */
  idle(): Promise<void>;
  /** stops the timers and waits (bounded) for attempts in flight; unsent records stay in the store */
  stop(timeoutMs?: number): Promise<void>;
};

export const RETRY_BASE_MS = 30_000;
export const RETRY_MAX_MS = 60 * 60 * 1000;
export const ALERT_AFTER_MS = 60 * 60 * 1000;
export const ALARM_EVERY_MS = 10 * 60 * 1000;
// the longest wait between scans, so records stored or released by another process are seen
const POLL_MS = 60_000;
const MIN_DELAY_MS = 1_000;

export const realTimers: Timers = {
  setTimeout(callback, ms) {
    // unref: a timer alone never keeps a process alive (the CLI exits, the server has its listener)
    return setTimeout(callback, ms).unref();
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export function backoffMs(attempts: number, baseMs = RETRY_BASE_MS, maxMs = RETRY_MAX_MS): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

const fsError = (error: unknown) => {
  const err = error as NodeJS.ErrnoException;
  return { code: err.code ?? null, syscall: err.syscall ?? null, message: err.message };
};

export function createDelivery(options: DeliveryOptions): Delivery {
  const { outbox, relay, logger } = options;
  const now = options.now ?? Date.now;
  const timers = options.timers ?? realTimers;
  const relayTimeoutMs = options.relayTimeoutMs ?? RELAY_TIMEOUT_MS;
  const staleMs = 2 * relayTimeoutMs;
  const alertAfterMs = options.alertAfterMs ?? ALERT_AFTER_MS;
  const keep = options.keepDelivered ?? false;
  const inflight = new Map<string, Promise<Outcome>>();
  // accepted by the service, but the move to delivered/ failed: never sent again by this process
  const delivered = new Map<string, OutboxRecord>();
  // failed attempts whose fields may not be on disk (a full disk): the backoff goes by these too
  const tried = new Map<string, { attempts: number; nextAt: number }>();
  let started = false;
  let stopped = false;
  let ticking: Promise<void> | null = null;
  let timer: unknown = null;
  let timerAt = Infinity;
  let alarmTimer: unknown = null;

  const schedule = (at: number) => {
    if (!started || stopped || (timer !== null && at >= timerAt)) return;
    if (timer !== null) timers.clearTimeout(timer);
    timerAt = at;
    timer = timers.setTimeout(
      () => {
        timer = null;
        timerAt = Infinity;
        void tick();
      },
      Math.max(MIN_DELAY_MS, at - now()),
    );
  };

  /** sending/ (or pending/) -> delivered/, then the file deleted unless copies are kept */
  const recordDelivered = async (record: OutboxRecord, from: "sending" | "pending") => {
    const { kept, written } = await outbox.markDelivered(record, { keep, from });
    delivered.delete(record.id);
    tried.delete(record.id);
    // the log's record of a delivery: id, kind, attempts, outcome (the time is the line's); no visitor data
    logger.info(
      {
        id: record.id,
        kind: record.kind,
        attempts: record.attempts,
        outcome: "delivered",
        copy: kept ? "kept" : "deleted",
      },
      "contact message delivered",
    );
    if (keep && !written) {
      logger.warn(
        { id: record.id, outbox: outbox.dir },
        "contact message delivered; its copy in delivered/ keeps its earlier fields (they could not be rewritten)",
      );
    }
  };

  /** finish the bookkeeping of a message the service has accepted; it is never sent again from here */
  const settle = async (id: string): Promise<Outcome> => {
    const record = delivered.get(id);
    if (!record) return "skipped";
    for (const from of ["sending", "pending"] as const) {
      try {
        await recordDelivered(record, from);
        return "skipped";
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
        logger.error(
          { id, err: fsError(error), outbox: outbox.dir },
          "contact message delivered, but its record still cannot be moved to delivered/; it is not sent again",
        );
        return "skipped";
      }
    }
    // in neither folder: moved or deleted since
    delivered.delete(id);
    return "skipped";
  };

  /** the earliest a record may be tried again: its own next-attempt time, or a later one kept here */
  const dueAt = (record: OutboxRecord) =>
    Math.max(Date.parse(record.nextAttemptAt), tried.get(record.id)?.nextAt ?? 0);

  /** One attempt; `whenever`: due or not (retryAll), else a claimed record not yet due is put back unsent. */
  const send = async (id: string, whenever = false): Promise<Outcome> => {
    if (delivered.has(id)) return settle(id);
    try {
      const record = await outbox.claim(id);
      if (!record) return "skipped";
      // another process may have tried it between this one's look and its claim: the record as claimed
      // says when it is due, whoever claims it (two replicas keep one backoff)
      const due = dueAt(record);
      if (!whenever && due > now()) {
        await outbox.unclaim(id);
        schedule(due);
        return "skipped";
      }
      const attempts = Math.max(record.attempts, tried.get(id)?.attempts ?? 0) + 1;
      const result = await relay.send(record.message, record.id);
      if (result.ok) {
        const done = { ...record, attempts, lastError: null, deliveredAt: new Date(now()).toISOString() };
        delivered.set(id, done);
        try {
          await recordDelivered(done, "sending");
        } catch (error) {
          logger.error(
            { id, kind: record.kind, attempts, err: fsError(error), outbox: outbox.dir },
            "contact message delivered, but its record could not be moved to delivered/; it is not sent again",
          );
        }
        return "delivered";
      }
      const lastError = describeFailure(result);
      const next = now() + backoffMs(attempts, options.retryBaseMs, options.retryMaxMs);
      const nextAttemptAt = new Date(next).toISOString();
      tried.set(id, { attempts, nextAt: next });
      logger.warn(
        {
          id,
          kind: record.kind,
          attempts,
          lastError,
          nextAttemptAt,
          hint: result.hint,
        },
        "contact message not delivered yet; kept for a retry",
      );
      schedule(next);
      const { written } = await outbox.release({ ...record, attempts, lastError, nextAttemptAt });
      if (!written) {
        logger.error(
          { id, attempts, outbox: outbox.dir },
          "contact outbox could not write a delivery attempt (disk full?); its retry time is kept in memory",
        );
      }
      return "failed";
    } catch (error) {
      // the record stays where it is (pending/, or sending/ until its claim is stale): nothing is lost
      logger.error({ id, err: fsError(error) }, "contact outbox could not record a delivery attempt");
      return "failed";
    }
  };

  const attempt = (id: string, whenever = false): Promise<Outcome> => {
    const running = inflight.get(id);
    if (running) return running;
    const promise = send(id, whenever).finally(() => inflight.delete(id));
    inflight.set(id, promise);
    return promise;
  };

  const runTick = async () => {
    let next = now() + POLL_MS;
    try {
      for (const id of [...delivered.keys()]) await attempt(id);
      const recovered = await outbox.recoverStale(now() - staleMs);
      if (recovered)
        logger.warn({ recovered }, "contact messages left mid-send by a stopped process are pending again");
      const seen = new Set<string>();
      for (const record of await outbox.list("pending")) {
        if (stopped) return;
        seen.add(record.id);
        const due = dueAt(record);
        if (due > now() && !delivered.has(record.id)) next = Math.min(next, due);
        else await attempt(record.id);
      }
      for (const claim of await outbox.claimedAt()) {
        seen.add(claim.id);
        next = Math.min(next, claim.at + staleMs + 1);
      }
      // records delivered or deleted elsewhere: nothing left to remember
      for (const id of tried.keys()) if (!seen.has(id) && !inflight.has(id)) tried.delete(id);
    } catch (error) {
      logger.error({ err: fsError(error), outbox: outbox.dir }, "contact outbox could not be read");
    }
    schedule(next);
  };

  const tick = () => (ticking ??= runTick().finally(() => (ticking = null)));

  const checkAlarm = async () => {
    try {
      const waiting = [...(await outbox.list("pending")), ...(await outbox.list("sending"))];
      const ages = waiting.map((r) => now() - Date.parse(r.receivedAt)).filter((age) => age >= alertAfterMs);
      if (!ages.length) return;
      logger.error(
        {
          undelivered: ages.length,
          oldestMinutes: Math.floor(Math.max(...ages) / 60_000),
          outbox: outbox.dir,
        },
        `contact messages undelivered for over ${Math.round(alertAfterMs / 60_000)} minutes (npm run outbox -- list)`,
      );
    } catch (error) {
      logger.error({ err: fsError(error), outbox: outbox.dir }, "contact outbox could not be read");
    }
  };

  const alarmLoop = () => {
    alarmTimer = timers.setTimeout(() => {
      void checkAlarm().finally(() => !stopped && alarmLoop());
    }, options.alarmEveryMs ?? ALARM_EVERY_MS);
  };

  const idle = async () => {
    while (inflight.size || ticking) await Promise.allSettled([...inflight.values(), ticking]);
  };

  return {
    start() {
      if (started || stopped) return;
      started = true;
      void tick().then(checkAlarm);
      alarmLoop();
    },
    deliver(id) {
      if (!stopped) void attempt(id);
    },
    tick,
    async retryAll() {
      const counts: Record<Outcome, number> = { delivered: 0, failed: 0, skipped: 0 };
      await outbox.recoverStale(now() - staleMs);
      for (const record of await outbox.list("pending")) counts[await attempt(record.id, true)]++;
      return counts;
    },
    checkAlarm,
    idle,
    async stop(timeoutMs = relayTimeoutMs + 1_000) {
      stopped = true;
      for (const handle of [timer, alarmTimer]) if (handle !== null) timers.clearTimeout(handle);
      timer = alarmTimer = null;
      let bound: unknown = null;
      await Promise.race([
        idle(),
        new Promise<void>((resolve) => (bound = timers.setTimeout(resolve, timeoutMs))),
      ]);
      timers.clearTimeout(bound);
    },
  };
}
