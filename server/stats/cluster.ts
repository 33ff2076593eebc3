/**
 * What the daily totals need from a cluster (WEB_CONCURRENCY > 1), over node:cluster's IPC:
 * - a read that adds up exactly: before /owner reads the store, every worker writes what it has gathered
 *   (the asking worker asks the primary, which asks each worker and answers once all have written, or
 *   after FLUSH_ALL_TIMEOUT_MS);
 * - a Not Found page shown by one worker, whose view beacon reaches another: workers tell the primary each
 *   404 they answer to a page load, and a worker that does not know a path asks it. The primary answers
 *   on its next turn, after every message already on its channels has been read.
 * Messages carry `{ stats: KIND }`, apart from server/listener.ts's `{ skyline: ... }`.
 */
import cluster, { type Worker } from "node:cluster";
import { RecentPaths } from "./known-paths";

export const FLUSH_ALL_TIMEOUT_MS = 5_000;
const ASK_TIMEOUT_MS = 1_000;

type Message =
  | { stats: "flush-all"; id: number }
  | { stats: "flush"; id: number }
  | { stats: "flushed"; id: number }
  | { stats: "flushed-all"; id: number }
  | { stats: "not-found-seen"; path: string }
  | { stats: "not-found?"; id: number; path: string }
  | { stats: "not-found!"; id: number; seen: boolean };

const isStats = (message: unknown): message is Message =>
  typeof message === "object" &&
  message !== null &&
  typeof (message as { stats?: unknown }).stats === "string";

/** Primary: answers the workers' flush-all and Not Found questions. Call once, before forking. */
export function statsPrimary(): void {
  const notFound = new RecentPaths(5_000);
  let nextId = 0;
  const rounds = new Map<
    number,
    { asker: Worker; askerId: number; waiting: Set<number>; timer: NodeJS.Timeout }
  >();
  const finish = (id: number) => {
    const round = rounds.get(id);
    if (!round) return;
    rounds.delete(id);
    clearTimeout(round.timer);
    if (round.asker.isConnected()) round.asker.send({ stats: "flushed-all", id: round.askerId });
  };
  cluster.on("message", (worker, message: unknown) => {
    if (!isStats(message)) return;
    if (message.stats === "flush-all") {
      const id = ++nextId;
      const workers = Object.values(cluster.workers ?? {}).filter(
        (w): w is Worker => w !== undefined && w.isConnected(),
      );
      const timer = setTimeout(() => finish(id), FLUSH_ALL_TIMEOUT_MS);
      timer.unref();
      rounds.set(id, {
        asker: worker,
        askerId: message.id,
        waiting: new Set(workers.map((w) => w.id)),
        timer,
      });
      for (const w of workers) w.send({ stats: "flush", id });
      if (workers.length === 0) finish(id);
    } else if (message.stats === "flushed") {
      const round = rounds.get(message.id);
      round?.waiting.delete(worker.id);
      if (round && round.waiting.size === 0) finish(message.id);
    } else if (message.stats === "not-found-seen") {
      notFound.add(message.path);
    } else if (message.stats === "not-found?") {
      // a report sent before this question but read after it on another channel is read by now
      setImmediate(() => {
        if (worker.isConnected())
          worker.send({ stats: "not-found!", id: message.id, seen: notFound.has(message.path) });
      });
    }
  });
  // a worker that dies in a round is not waited for
  cluster.on("exit", (worker) => {
    for (const [id, round] of rounds) {
      round.waiting.delete(worker.id);
      if (round.waiting.size === 0) finish(id);
    }
  });
}

/** Worker: its side of the conversation. `flush` writes this worker's gathered counts. */
export function statsWorker(flush: () => Promise<void>) {
  let nextId = 0;
  const waiting = new Map<number, (value: unknown) => void>();
  process.on("message", (message: unknown) => {
    if (!isStats(message)) return;
    if (message.stats === "flush") {
      void flush()
        .catch(() => undefined)
        .finally(() => process.send?.({ stats: "flushed", id: message.id }));
    } else if (message.stats === "flushed-all") {
      waiting.get(message.id)?.(undefined);
    } else if (message.stats === "not-found!") {
      waiting.get(message.id)?.(message.seen);
    }
  });
  const ask = <T>(message: Message, timeoutMs: number, fallback: T): Promise<T> =>
    new Promise<T>((resolve) => {
      const id = (message as { id: number }).id;
      const timer = setTimeout(() => {
        waiting.delete(id);
        resolve(fallback);
      }, timeoutMs);
      waiting.set(id, (value) => {
        clearTimeout(timer);
        waiting.delete(id);
        resolve(value as T);
      });
      process.send?.(message);
    });
  return {
    /** Every worker (this one included) has written its counts, or the wait ran out. */
    flushAll: () => ask({ stats: "flush-all", id: ++nextId }, FLUSH_ALL_TIMEOUT_MS + 1_000, undefined),
    notFoundSeen: (path: string) => process.send?.({ stats: "not-found-seen", path }),
    askNotFound: (path: string) => ask({ stats: "not-found?", id: ++nextId, path }, ASK_TIMEOUT_MS, false),
  };
}
