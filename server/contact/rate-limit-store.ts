/**
 * Where the contact rate limit keeps its counts, so one visitor gets the limit once, not once per process:
 * - REDIS_URL set: in Redis (rate-limit-redis over the `redis` client), shared by every worker and machine;
 * - a cluster without Redis: in the primary process (@express-rate-limit/cluster-memory-store, over IPC);
 * - one process: express-rate-limit's own memory store (undefined here).
 * Redis down must not cost a lead: commands fail at once (no offline queue) and the limiter lets the
 * message through (passOnStoreError in the router); the scripts are loaded again once Redis is back.
 */
import { ClusterMemoryStoreWorker } from "@express-rate-limit/cluster-memory-store";
import type { Options, Store } from "express-rate-limit";
import { RedisStore } from "rate-limit-redis";
import { createClient } from "redis";
import type { Config } from "../config";
import type { Logger } from "../logger";

export type RateLimitStore = { store: Store | undefined; close(): Promise<void> };

export const CONTACT_LIMIT_PREFIX = "contact";

/** rate-limit-redis loads its Lua scripts once in init(); if Redis was down then, load them on next use. */
export class ReconnectingRedisStore implements Store {
  private options: Options | undefined;
  private loading: Promise<void> | undefined;

  constructor(
    private readonly inner: RedisStore,
    private readonly logger: Logger,
  ) {}

  init(options: Options): void {
    this.options = options;
    this.loaded().catch((error: Error) =>
      this.logger.warn({ err: { message: error.message } }, "rate limit store: Redis not reachable yet"),
    );
  }

  private loaded(): Promise<void> {
    if (!this.options) return Promise.reject(new Error("rate limit store used before init"));
    this.loading ??= this.inner.init(this.options).catch((error: unknown) => {
      this.loading = undefined;
      throw error;
    });
    return this.loading;
  }

  async get(key: string) {
    await this.loaded();
    return this.inner.get(key);
  }
  async increment(key: string) {
    await this.loaded();
    return this.inner.increment(key);
  }
  async decrement(key: string) {
    await this.loaded();
    return this.inner.decrement(key);
  }
  async resetKey(key: string) {
    await this.loaded();
    return this.inner.resetKey(key);
  }
}

export function contactRateLimitStore(config: Config, logger: Logger, inCluster: boolean): RateLimitStore {
  if (config.redisUrl) {
    const client = createClient({ url: config.redisUrl, disableOfflineQueue: true });
    client.on("error", (error: Error) =>
      logger.warn({ err: { message: error.message } }, "rate limit store: Redis error"),
    );
    client.connect().catch(() => {
      // the "error" listener above has logged it; the client keeps reconnecting
    });
    const inner = new RedisStore({
      prefix: `rl:${CONTACT_LIMIT_PREFIX}:`,
      sendCommand: (...args: string[]) => client.sendCommand(args),
    });
    return {
      store: new ReconnectingRedisStore(inner, logger),
      // close() waits for replies still due; a client still trying to connect is simply stopped
      close: async () => {
        if (client.isReady) await client.close().catch(() => client.destroy());
        else if (client.isOpen) client.destroy();
      },
    };
  }
  if (inCluster) {
    return { store: new ClusterMemoryStoreWorker({ prefix: CONTACT_LIMIT_PREFIX }), close: async () => {} };
  }
  return { store: undefined, close: async () => {} };
}
