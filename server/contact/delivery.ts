/**
 * Delivers stored messages to the form service: one attempt right after a message is stored, then retries
 * with exponential backoff on a timer, resumed from the store after a restart. A record is claimed (moved to
 * sending/) before it is sent, so two processes on the same data folder never send it both; a claim older
 * than twice the relay timeout can only be a crashed sender's and goes back to pending/. Undelivered
 * messages older than the alert threshold are logged at error level on a schedule, for monitoring.
 */
import type { Logger } from "../logger";
import type { Outbox } from "./outbox";
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
  const inflight = new Map<string, Promise<Outcome>>();
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

  const send = async (id: string): Promise<Outcome> => {
    try {
      const record = await outbox.claim(id);
      if (!record) return "skipped";
      const result = await relay.send(record.message, record.id);
      const attempts = record.attempts + 1;
      if (result.ok) {
        const deliveredAt = new Date(now()).toISOString();
        await outbox.markDelivered({ ...record, attempts, lastError: null, deliveredAt });
        logger.info({ id, kind: record.kind, attempts }, "contact message delivered");
        return "delivered";
      }
      const lastError = describeFailure(result);
      const next = now() + backoffMs(attempts, options.retryBaseMs, options.retryMaxMs);
      const nextAttemptAt = new Date(next).toISOString();
      await outbox.release({ ...record, attempts, lastError, nextAttemptAt });
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
      return "failed";
    } catch (error) {
      // the record stays where it is (pending/, or sending/ until its claim is stale): nothing is lost
      logger.error({ id, err: fsError(error) }, "contact outbox could not record a delivery attempt");
      return "failed";
    }
  };

  const attempt = (id: string): Promise<Outcome> => {
    const running = inflight.get(id);
    if (running) return running;
    const promise = send(id).finally(() => inflight.delete(id));
    inflight.set(id, promise);
    return promise;
  };

  const runTick = async () => {
    let next = now() + POLL_MS;
    try {
      const recovered = await outbox.recoverStale(now() - staleMs);
      if (recovered)
        logger.warn({ recovered }, "contact messages left mid-send by a stopped process are pending again");
      for (const record of await outbox.list("pending")) {
        if (stopped) return;
        const due = Date.parse(record.nextAttemptAt);
        if (due > now()) next = Math.min(next, due);
        else await attempt(record.id);
      }
      for (const claim of await outbox.claimedAt()) next = Math.min(next, claim.at + staleMs + 1);
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
      for (const record of await outbox.list("pending")) counts[await attempt(record.id)]++;
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
