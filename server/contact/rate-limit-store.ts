/**
 * Where the rate limits keep their counts: the contact form's and the newsletter's, each under its own
 * prefix, so one visitor gets a limit once, not once per process:
 * - REDIS_URL set: in Redis (rate-limit-redis over the `redis` client), shared by every worker and machine.
 *   Every call on Redis is bounded (STORE_TIMEOUT_MS); one that fails or runs out of time switches the
 *   limits to the fallback below (the primary's memory in a cluster, else this process's) until a probe
 *   gets an answer again (RedisLink). Redis down or frozen never holds a visitor and never means no limit;
 *   the counts restart from zero in the fallback, and Redis's own are used again once it answers;
 * - a cluster without Redis: in the primary process (@express-rate-limit/cluster-memory-store, over IPC);
 * - one process: express-rate-limit's own memory store (undefined here).
 * The switches are logged as one warn line (falling back) and one info line (Redis back); the client's own
 * connection errors are not logged one by one.
 */
import { ClusterMemoryStoreWorker } from "@express-rate-limit/cluster-memory-store";
import { MemoryStore, type Options, type Store } from "express-rate-limit";
import { RedisStore } from "rate-limit-redis";
import { createClient } from "redis";
import type { Config } from "../config";
import type { Logger } from "../logger";

/** The longest a visitor's post waits on Redis before the limit is counted in memory instead. */
export const STORE_TIMEOUT_MS = 250;
/** While Redis is down, it is asked (PING) this often whether it answers again. */
const PROBE_EVERY_MS = 1000;
/** A probe without an answer for this long: the connection is dropped and opened again (a stuck failover). */
const PROBE_STUCK_MS = 10_000;

export const LIMITS = ["contact", "newsletter"] as const;
export type LimitName = (typeof LIMITS)[number];

export type RateLimitStores = {
  /** undefined: express-rate-limit's own memory store, one per limiter */
  stores: Record<LimitName, Store | undefined>;
  close(): Promise<void>;
};

class StoreTimeout extends Error {
  override name = "StoreTimeout";
  constructor(ms: number) {
    super(`no answer from Redis within ${ms} ms`);
  }
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * One Redis connection and whether the limits may use it: "connecting" (at start: the fallback counts,
 * nothing logged), "up", or "down" (the fallback counts; a PING every second, a fresh connection when one
 * hangs). Before it is used again (at start and after every outage) each store's scripts are loaded.
 */
export class RedisLink {
  readonly client;
  private state: "connecting" | "up" | "down" = "connecting";
  private probing: { started: number } | null = null;
  private readonly loaders: Array<() => Promise<void>> = [];
  private readonly timer: NodeJS.Timeout;

  constructor(
    url: string,
    private readonly logger: Logger,
    private readonly fallback: string,
    private readonly timeoutMs = STORE_TIMEOUT_MS,
    probeEveryMs = PROBE_EVERY_MS,
  ) {
    // no offline queue: while the connection is down a command fails at once instead of waiting for it
    this.client = createClient({ url, disableOfflineQueue: true });
    // the listener also keeps node-redis from throwing; reconnection attempts are not logged one by one
    this.client.on("error", (error: Error) => this.fail(error));
    this.client.on("ready", () => void this.probe());
    this.client.connect().catch(() => {
      // reported through the "error" listener; the client keeps reconnecting
    });
    this.timer = setInterval(() => {
      if (this.state !== "up") void this.probe();
    }, probeEveryMs);
    this.timer.unref();
  }

  get usable(): boolean {
    return this.state === "up";
  }

  /** Registers what must run on a fresh Redis before it is used (a store loading its scripts). */
  onReady(load: () => Promise<void>): void {
    this.loaders.push(load);
    if (this.state === "up") {
      // a store added while Redis is up: count in the fallback until its scripts are there
      this.state = "connecting";
      void this.probe();
    }
  }

  /** Runs a call on Redis within the time limit; a failure or timeout marks Redis down (and rethrows). */
  async bounded<T>(work: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new StoreTimeout(this.timeoutMs)), this.timeoutMs);
    });
    const attempt = work();
    // an answer that arrives after the timeout is dropped, and a late failure is not an unhandled rejection
    attempt.catch(() => {});
    try {
      return await Promise.race([attempt, timeout]);
    } catch (error) {
      this.fail(error as Error);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  private fail(error: Error): void {
    if (this.state === "down") return;
    this.state = "down";
    this.logger.warn(
      {
        err: { name: error.name, message: error.message },
        timeoutMs: this.timeoutMs,
        fallback: this.fallback,
      },
      `rate limits: Redis is not answering; counting in ${this.fallback} until it does`,
    );
  }

  /** Asks Redis whether it answers (and loads the stores' scripts); one probe at a time. */
  private async probe(): Promise<void> {
    if (this.probing) {
      if (Date.now() - this.probing.started < PROBE_STUCK_MS) return;
      // the socket is open but nothing comes back: start again on a new connection
      this.probing = null;
      if (this.client.isOpen) this.client.destroy();
      this.client.connect().catch(() => {});
      return;
    }
    if (!this.client.isReady) return;
    const mine = { started: Date.now() };
    this.probing = mine;
    try {
      await this.client.ping();
      for (const load of this.loaders) await load();
      if (this.probing !== mine || this.state === "up") return;
      const before = this.state;
      this.state = "up";
      this.logger.info(
        before === "down"
          ? "rate limits: Redis answers again; counting in Redis"
          : "rate limits: counting in Redis",
      );
    } catch (error) {
      if (this.probing === mine) this.fail(error as Error);
    } finally {
      if (this.probing === mine) this.probing = null;
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    // replies still due are awaited, but never longer than a store call would wait
    if (this.client.isReady && this.state === "up") {
      await Promise.race([this.client.close().catch(() => {}), delay(this.timeoutMs)]);
    }
    if (this.client.isOpen) this.client.destroy();
  }
}

/** One limit's counts: in Redis while it answers, else in the fallback store. Never throws for Redis. */
export class FallbackStore implements Store {
  readonly prefix: string;

  constructor(
    private readonly redis: RedisStore,
    private readonly fallback: Store,
    private readonly link: RedisLink,
  ) {
    this.prefix = redis.prefix;
  }

  async init(options: Options): Promise<void> {
    this.link.onReady(() => this.redis.init(options));
    await this.fallback.init?.(options);
  }

  private async use<T>(call: (store: Store) => Promise<T>): Promise<T> {
    if (this.link.usable) {
      try {
        return await this.link.bounded(() => call(this.redis));
      } catch {
        // RedisLink logged the switch; this call is answered by the fallback
      }
    }
    return call(this.fallback);
  }

  get(key: string) {
    return this.use(async (store) => store.get?.(key));
  }
  increment(key: string) {
    return this.use(async (store) => store.increment(key));
  }
  decrement(key: string) {
    return this.use(async (store) => store.decrement(key));
  }
  resetKey(key: string) {
    return this.use(async (store) => store.resetKey(key));
  }
  shutdown() {
    return this.fallback.shutdown?.();
  }
}

/** The stores of both limits (contact messages, newsletter sign-ups), each with its own counts. */
export function rateLimitStores(config: Config, logger: Logger, inCluster: boolean): RateLimitStores {
  const memory = (name: LimitName): Store =>
    inCluster ? new ClusterMemoryStoreWorker({ prefix: name }) : new MemoryStore();
  if (config.redisUrl) {
    const link = new RedisLink(
      config.redisUrl,
      logger,
      inCluster ? "the cluster primary's memory" : "this process's memory",
    );
    const store = (name: LimitName) =>
      new FallbackStore(
        new RedisStore({
          prefix: `rl:${name}:`,
          sendCommand: (...args: string[]) => link.client.sendCommand(args),
        }),
        memory(name),
        link,
      );
    const stores = { contact: store("contact"), newsletter: store("newsletter") };
    return {
      stores,
      close: async () => {
        for (const s of Object.values(stores)) await s.shutdown();
        await link.close();
      },
    };
  }
  if (inCluster) {
    return {
      stores: { contact: memory("contact"), newsletter: memory("newsletter") },
      close: async () => {},
    };
  }
  return { stores: { contact: undefined, newsletter: undefined }, close: async () => {} };
}
