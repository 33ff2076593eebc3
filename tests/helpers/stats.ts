/** The daily totals in memory for tests (server/stats/ with memoryStore), on a clock the test moves. */
import { pino, type Logger } from "pino";
import { loadConfig } from "../../server/config";
import { builtinSource } from "../../server/blog/local";
import { createBlogService } from "../../server/blog/service";
import { createStats } from "../../server/stats";
import { memoryStore } from "../../server/stats/memory-store";

export function memoryStats(
  options: { logger?: Logger; now?: () => number; env?: Record<string, string>; maxKeys?: number } = {},
) {
  const logger = options.logger ?? pino({ level: "silent" });
  const config = loadConfig({ SITE_URL: "https://www.example.com", ...options.env });
  const store = memoryStore(options.maxKeys);
  const blog = createBlogService(builtinSource(config.site.url), { ttlSeconds: 300, logger });
  const stats = createStats({ config, logger, blog, store, ...(options.now ? { now: options.now } : {}) });
  return { stats, store };
}
