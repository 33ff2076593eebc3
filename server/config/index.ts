/**
 * Environment -> typed config, validated once at start. `loadConfig` parses the environment with
 * `envSchema` (env.ts: every variable the server reads, with its parser and default) and shapes the result,
 * whose type is `Config`; the brand comes from site.ts. A bad value stops the start with one line per
 * variable, naming it (spec: defaults are clearly fictional, 555-01xx phone, example.com e-mail).
 */
import path from "node:path";
import { availableParallelism } from "node:os";
import { ConfigError, crossChecks, envSchema, type Env, type ParsedEnv } from "./env";
import { siteOf } from "./site";

export { ConfigError, MAX_PROXY_HOPS, envSchema, envVariables } from "./env";

const TEN_MINUTES = 10 * 60 * 1000;

function configOf(env: ParsedEnv) {
  const production = env.NODE_ENV === "production";
  // relative paths are taken from the working directory once, here, so a later chdir cannot move the data
  const dataDir = path.resolve(env.DATA_DIR ?? "var");
  return {
    port: env.PORT,
    host: env.HOST ?? "0.0.0.0",
    production,
    logLevel: env.LOG_LEVEL,
    logPretty: env.LOG_PRETTY,
    pageCache: env.PAGE_CACHE,
    warmCache: env.WARM_CACHE,
    memoryLogMs: env.MEMORY_LOG_SECONDS * 1000,
    /** Express's "trust proxy": false, a hop count, or the proxies' addresses / CIDRs (never `true`) */
    trustProxy: env.TRUST_PROXY,
    shutdown: {
      delayMs: env.SHUTDOWN_DELAY_MS,
      graceMs: env.SHUTDOWN_GRACE_MS,
      bodyMs: env.SHUTDOWN_BODY_MS,
    },
    /**
     * open connections per process, and per client (an IPv4 address or an IPv6 /56; 0: no cap). A proxy
     * TRUST_PROXY trusts is not counted (server/connection-limits.ts); `perAddressSet`: the cap was set,
     * not left to its default
     */
    connections: {
      perProcess: env.MAX_CONNECTIONS,
      perAddress: env.MAX_CONNECTIONS_PER_ADDRESS ?? 100,
      perAddressSet: env.MAX_CONNECTIONS_PER_ADDRESS !== undefined,
    },
    /** processes serving requests (node:cluster workers when more than 1): every core in production */
    webConcurrency: env.WEB_CONCURRENCY ?? (production ? availableParallelism() : 1),
    /** shared state (the contact rate limit) lives here when set */
    redisUrl: env.REDIS_URL ?? null,
    /** DATA_DIR: absolute; what the server keeps on disk (the contact outbox) lives under it */
    dataDir,
    content: {
      apiUrl: env.CONTENT_API_URL ?? null,
      timeoutMs: env.CONTENT_API_TIMEOUT_MS,
      cacheTtlSeconds: env.CONTENT_CACHE_TTL,
      /** CONTENT_MEDIA_ORIGINS: extra image hosts of WordPress's posts (used only with apiUrl) */
      mediaOrigins: env.CONTENT_MEDIA_ORIGINS,
    },
    contact: {
      relayUrl: env.CONTACT_RELAY_URL ?? "",
      accessKey: env.CONTACT_ACCESS_KEY ?? null,
      /** absolute folder of the lead store (pending/, sending/, delivered/) */
      outbox: env.CONTACT_OUTBOX ? path.resolve(env.CONTACT_OUTBOX) : path.join(dataDir, "contact-outbox"),
      /** accepted contact messages per address per window (CONTACT_RATE_LIMIT) */
      rateLimit: { windowMs: TEN_MINUTES, limit: env.CONTACT_RATE_LIMIT },
      /** newsletter sign-ups per address per window (NEWSLETTER_RATE_LIMIT), counted apart from messages */
      newsletterRateLimit: { windowMs: TEN_MINUTES, limit: env.NEWSLETTER_RATE_LIMIT },
      /** a form post's body must have arrived this long after its headers (else 408, Connection: close) */
      bodyTimeoutMs: env.FORM_BODY_TIMEOUT_MS,
      /** a refused post past an address's first two in the window is answered this much later (0: at once) */
      refusalHoldMs: env.FORM_REFUSAL_HOLD_MS,
      relayTimeoutMs: env.CONTACT_RELAY_TIMEOUT_MS,
      /** first retry delay of an undelivered message (doubles up to an hour) */
      retryBaseMs: env.CONTACT_RETRY_SECONDS * 1000,
      /** undelivered messages older than this are logged at error level (and /readyz answers 503) */
      alertAfterMs: env.CONTACT_ALERT_AFTER_MINUTES * 60_000,
      /** READYZ_DETAILS_FROM: besides loopback, who is told why /readyz answers 503 */
      readinessDetailsFrom: env.READYZ_DETAILS_FROM,
      /** days a delivered message's file is kept (0: deleted once delivered) */
      keepDeliveredDays: env.CONTACT_KEEP_DELIVERED_DAYS,
      /** undelivered messages older than this many days are deleted */
      maxAgeDays: env.CONTACT_MAX_AGE_DAYS,
    },
    /** field data: the share of page views that report their Core Web Vitals (0 turns it off) */
    vitals: { sampleRate: env.VITALS_SAMPLE_RATE },
    /** the owner's daily totals (server/stats/) and their page, /owner (404 without a password) */
    stats: {
      ownerPassword: env.OWNER_PASSWORD ?? null,
      retentionDays: env.STATS_RETENTION_DAYS,
      timeZone: env.STATS_TIME_ZONE,
      /** visits one client (address or IPv6 /56) may add in 10 minutes; its page views, ten times that */
      clientVisits: env.STATS_CLIENT_VISITS,
      /** the SQLite file, unless REDIS_URL keeps the totals in Redis */
      file: path.join(dataDir, "stats.sqlite"),
    },
    site: siteOf(env),
  };
}

export type Config = ReturnType<typeof configOf>;

export function loadConfig(env: Env = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`));
  }
  const crossed = crossChecks(parsed.data);
  if (crossed.length > 0) throw new ConfigError(crossed);
  return configOf(parsed.data);
}
