/**
 * Rendered pages kept as bytes with their brotli (quality 11) and gzip forms and every header, looked up
 * in the raw request handler before Express: a hit costs about what a bare node:http server costs.
 * Keys come from route matches (server/render/cache-policy.ts): a page's canonical path, plus the normalised
 * values of the query parameters its route reads (shared/urls.ts `cacheKey`). Pages without a query (the
 * site's own pages, bounded by the route table and the blog's records) live apart from everything else (query
 * variants, the shared Not Found pages), which has its own small least-recently-used bound: nothing a visitor
 * can vary ever pushes a page of the site out. `maxEntries` is a backstop for the pages, oldest first.
 * One render per key: concurrent misses wait for the render in flight (a "flight") and are then answered
 * from here. Expiry is spread (each entry lives 80-100% of its TTL), and an expired page is served stale
 * while a background refresh renders it again: at most `refreshConcurrency` at once, each followed by a pause
 * so that refreshing takes at most `refreshShare` of the time, so no visitor waits for it and a crowd of
 * expiries cannot take the process's CPU.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { QueryParams } from "../shared/query-params";
import { pageCacheKey } from "../shared/urls";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = "br" | "gzip" | "identity";

export type CachedPage = {
  status: number;
  headers: Record<string, string>;
  etag: string;
  bodies: Record<Encoding, Buffer>;
  expiresAt: number;
  /** Response headers per encoding and for a 304 as flat [name, value, ...] lists, built once at store time. */
  wire: Record<Encoding, string[]>;
  notModified: string[];
  /** The request target it was rendered for, which a refresh asks again (a page's key is one too). */
  source: string;
};

/** Renders a key again and stores the result (or drops the entry); see PageCache.setRefresher. */
export type Refresher = (key: string, stale: CachedPage) => Promise<void>;

/** A render in progress for one key; `waiters` requests will be answered from its bytes. */
export type Flight = { done: Promise<void>; waiters: number; end: () => void };

// Headers that belong to one response on the wire, not to the page.
const PER_RESPONSE = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "vary",
  "date",
  "connection",
  "keep-alive",
  "etag",
]);

/**
 * The key of the Not Found page every unknown address shares (no path starts with a NUL): one render per
 * process instead of one per made-up address, so a crawler's or scanner's flood of 404s costs what hits cost.
 */
export const NOT_FOUND_KEY = "\u0000not-found";

/** writeHead takes [name, value, name, value, ...] without walking an object's keys per response. */
const flat = (headers: Record<string, string>) => Object.entries(headers).flat();

/** An expired page is dropped (not served stale) once it is this much past its expiry. */
const STALE_LIMIT_MS = 24 * 60 * 60 * 1000;

/**
 * Each entry lives between (1 - EXPIRY_SPREAD) and all of its TTL, at random: pages stored together (the
 * warm-up renders every page within seconds) do not all expire in the same second.
 */
export const EXPIRY_SPREAD = 0.2;

/** Keys that are not a bare path (query variants, the shared Not Found pages) are kept at most this many. */
export const MAX_VARIANTS = 500;

/** Addresses remembered as answered by a shared Not Found page (the most recent ones). */
export const MAX_ALIASES = 1000;

/** Background refreshes at once, and the share of the time they may take (each is followed by a pause). */
export const REFRESH_CONCURRENCY = 1;
export const REFRESH_SHARE = 0.2;

/** A page of the site (its canonical path): kept apart from anything a query or an error page adds. */
export const isSitePage = (key: string) => key.startsWith("/") && !key.includes("?");

/** The best encoding the client accepts: brotli, then gzip, then none (q=0 excludes). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return "identity";
}

export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === bare;
  });
}

export type PageCacheOptions = {
  now?: () => number;
  /** 0 <= random() < 1, for the spread of expiries */
  random?: () => number;
  maxEntries?: number;
  maxVariants?: number;
  /** the query parameters pages read, by name (shared/query-params.ts), for looking a request target up */
  params?: QueryParams;
  refreshConcurrency?: number;
  refreshShare?: number;
  /** waits between refreshes (tests hand in their own) */
  sleep?: (ms: number) => Promise<void>;
};

const unrefSleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

export class PageCache {
  /** the site's pages: keys that are a bare path */
  private readonly pages = new Map<string, CachedPage>();
  /** everything else, least recently used first */
  private readonly variants = new Map<string, CachedPage>();
  /** request targets the renderer answered with another key's page (a shared Not Found page), and that page */
  private readonly aliases = new Map<string, { key: string; page: CachedPage }>();
  private readonly flights = new Map<string, Flight>();
  // Browsers send a handful of distinct Accept-Encoding strings; remember the answer for each.
  private readonly encodings = new Map<string, Encoding>();
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly params: QueryParams;
  private readonly sleep: (ms: number) => Promise<void>;
  readonly maxEntries: number;
  readonly maxVariants: number;
  readonly refreshConcurrency: number;
  readonly refreshShare: number;
  private refresher: Refresher | undefined;
  /** expired keys waiting for a refresh, in the order they were asked for */
  private readonly refreshQueue = new Map<string, CachedPage>();
  /** keys being refreshed now */
  private readonly refreshing = new Set<string>();
  private refreshWorkers = 0;
  /** refreshes started since the process began (tests, the memory log) */
  refreshes = 0;

  constructor(
    readonly enabled: boolean,
    options: PageCacheOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.params = options.params ?? {};
    this.sleep = options.sleep ?? unrefSleep;
    this.maxEntries = options.maxEntries ?? 2000;
    this.maxVariants = options.maxVariants ?? MAX_VARIANTS;
    this.refreshConcurrency = options.refreshConcurrency ?? REFRESH_CONCURRENCY;
    this.refreshShare = options.refreshShare ?? REFRESH_SHARE;
  }

  get size(): number {
    return this.pages.size + this.variants.size;
  }

  keys(): string[] {
    return [...this.pages.keys(), ...this.variants.keys()];
  }

  /** The key a request target is looked up under before any route matched (null: not a cached page as it is). */
  keyOf(target: string): string | null {
    return pageCacheKey(target, this.params);
  }

  /**
   * Who renders expired pages again. Without one, an expired page is served stale only while a render for it
   * is in flight; with one, it is served stale (up to a day) and refreshed in the background.
   */
  setRefresher(refresher: Refresher | undefined): void {
    this.refresher = refresher;
  }

  /** Refreshes waiting or running (tests). */
  get pendingRefreshes(): number {
    return this.refreshQueue.size + this.refreshing.size;
  }

  /** The page for a key if it is fresh; stale while it is refreshed (or, without a refresher, rendered again). */
  lookup(key: string): CachedPage | undefined {
    let page = this.pages.get(key);
    if (page === undefined) {
      page = this.variants.get(key);
      if (page === undefined) return undefined;
      // least recently used goes first
      this.variants.delete(key);
      this.variants.set(key, page);
    }
    const now = this.now();
    if (page.expiresAt > now) return page;
    if (page.expiresAt + STALE_LIMIT_MS <= now) {
      this.delete(key);
      return undefined;
    }
    if (this.refresher) {
      this.scheduleRefresh(key, page);
      return page;
    }
    return this.flights.has(key) ? page : undefined;
  }

  private scheduleRefresh(key: string, page: CachedPage) {
    if (this.refreshing.has(key) || this.refreshQueue.has(key)) return;
    this.refreshQueue.set(key, page);
    while (this.refreshWorkers < this.refreshConcurrency && this.refreshQueue.size > 0) {
      this.refreshWorkers++;
      void this.refreshLoop();
    }
  }

  /** One refresh worker: the oldest waiting key, then a pause as long as refreshShare asks, then the next. */
  private async refreshLoop() {
    try {
      for (;;) {
        const next = this.refreshQueue.entries().next();
        if (next.done) return;
        const [key, stale] = next.value;
        this.refreshQueue.delete(key);
        // still the entry that expired (not dropped or stored again meanwhile)?
        if ((this.pages.get(key) ?? this.variants.get(key)) !== stale || !this.refresher) continue;
        this.refreshing.add(key);
        this.refreshes++;
        const started = this.now();
        try {
          await this.refresher(key, stale);
        } catch {
          // the refresher logs its own failures; the stale page stays until a later refresh or the stale limit
        } finally {
          this.refreshing.delete(key);
        }
        const pause = (this.now() - started) * (1 / this.refreshShare - 1);
        if (pause > 0) await this.sleep(pause);
      }
    } finally {
      this.refreshWorkers--;
    }
  }

  /**
   * The flight protocol in one place: answers `key` from the cache, or waits for the render of `key` in
   * flight and answers from the bytes it stored. False: nothing to answer with (no entry and no render in
   * flight, or a render that stored nothing, e.g. a 404 each waiter renders itself); the caller renders.
   */
  async serveOrWait(key: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (this.serveKey(key, req, res) >= 0) return true;
    const current = this.flights.get(key);
    if (!current) return false;
    current.waiters++;
    try {
      await current.done;
    } finally {
      current.waiters--;
    }
    return this.serveKey(key, req, res) >= 0;
  }

  /** The render in flight for a key, if any. */
  flight(key: string): Flight | undefined {
    return this.flights.get(key);
  }

  /** Marks a render for `key` as in flight; the caller must call end() when it has stored (or given up). */
  beginFlight(key: string): Flight {
    let end = () => {};
    const done = new Promise<void>((resolve) => (end = resolve));
    const flight: Flight = {
      done,
      waiters: 0,
      end: () => {
        if (this.flights.get(key) === flight) this.flights.delete(key);
        end();
      },
    };
    this.flights.set(key, flight);
    return flight;
  }

  /**
   * Remembers that the renderer answered `target` with the page under `key` (a shared Not Found page), so the
   * raw handler answers the next request for it without Express. Only while that page is the same fresh entry:
   * once it expires or is stored again, the target goes through the router again.
   */
  alias(target: string, key: string): void {
    const page = this.pages.get(key) ?? this.variants.get(key);
    if (!page) return;
    this.aliases.delete(target);
    if (this.aliases.size >= MAX_ALIASES) {
      const oldest = this.aliases.keys().next().value;
      if (oldest !== undefined) this.aliases.delete(oldest);
    }
    this.aliases.set(target, { key, page });
  }

  /** Drops a page (its route now answers something else than 200). */
  delete(key: string): void {
    this.pages.delete(key);
    this.variants.delete(key);
  }

  async store(
    key: string,
    entry: {
      status: number;
      headers: Record<string, string>;
      body: Buffer;
      ttlSeconds: number;
      /** the request target to ask again for a refresh (default: the key, which is a page's own path) */
      source?: string;
    },
  ) {
    if (!this.enabled) return;
    const etag = `W/"${createHash("sha1").update(entry.body).digest("base64url")}"`;
    // a refresh that rendered the same bytes (most do) keeps their compressed forms: brotli at quality 11
    // is ~100-200 ms of CPU a page, the render itself a few ms
    const previous = this.pages.get(key) ?? this.variants.get(key);
    const same = previous?.etag === etag && previous.bodies.identity.equals(entry.body);
    const [br, gz] = same
      ? [previous.bodies.br, previous.bodies.gzip]
      : await Promise.all([
          brotli(entry.body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
            },
          }),
          gzipAsync(entry.body, { level: 9 }),
        ]);
    const headers = Object.fromEntries(
      Object.entries(entry.headers).filter(([name]) => !PER_RESPONSE.has(name)),
    );
    const lifetime = entry.ttlSeconds * 1000 * (1 - EXPIRY_SPREAD * this.random());
    const expiresAt = Number.isFinite(entry.ttlSeconds) ? this.now() + lifetime : Infinity;
    const common = { ...headers, etag, vary: "Accept-Encoding" };
    const page: CachedPage = {
      status: entry.status,
      headers,
      etag,
      bodies: { br, gzip: gz, identity: entry.body },
      expiresAt,
      wire: {
        br: flat({ ...common, "content-encoding": "br", "content-length": String(br.length) }),
        gzip: flat({ ...common, "content-encoding": "gzip", "content-length": String(gz.length) }),
        identity: flat({ ...common, "content-length": String(entry.body.length) }),
      },
      notModified: flat({
        etag,
        vary: "Accept-Encoding",
        "cache-control": headers["cache-control"] ?? "no-cache",
      }),
      source: entry.source ?? key,
    };
    this.delete(key);
    const [pool, limit] = isSitePage(key) ? [this.pages, this.maxEntries] : [this.variants, this.maxVariants];
    while (pool.size >= limit) {
      const oldest = pool.keys().next().value;
      if (oldest === undefined) break;
      pool.delete(oldest);
    }
    pool.set(key, page);
  }

  private encodingFor(header: string | undefined): Encoding {
    if (!header) return "identity";
    let encoding = this.encodings.get(header);
    if (encoding === undefined) {
      encoding = chooseEncoding(header);
      if (this.encodings.size < 64) this.encodings.set(header, encoding);
    }
    return encoding;
  }

  clear(): void {
    this.pages.clear();
    this.variants.clear();
    this.aliases.clear();
  }

  /** Answer from the cache if it can: the body bytes sent (0 for a 304 or HEAD), or -1 for "not here". */
  serve(req: IncomingMessage, res: ServerResponse): number {
    if (!this.enabled || (req.method !== "GET" && req.method !== "HEAD") || !req.url) return -1;
    const key = this.keyOf(req.url);
    const bytes = key === null ? -1 : this.serveKey(key, req, res);
    if (bytes >= 0) return bytes;
    const alias = this.aliases.get(req.url);
    if (alias === undefined) return -1;
    const page = this.pages.get(alias.key) ?? this.variants.get(alias.key);
    if (page !== alias.page || page.expiresAt <= this.now()) {
      this.aliases.delete(req.url);
      return -1;
    }
    return this.serveKey(alias.key, req, res);
  }

  /** serve() for a key the caller knows (a route match's, a shared Not Found page's). */
  serveKey(key: string, req: IncomingMessage, res: ServerResponse): number {
    if (!this.enabled || (req.method !== "GET" && req.method !== "HEAD")) return -1;
    const page = this.lookup(key);
    if (!page) return -1;
    if (etagMatches(req.headers["if-none-match"], page.etag)) {
      res.writeHead(304, page.notModified);
      res.end();
      return 0;
    }
    const encoding = this.encodingFor(req.headers["accept-encoding"]);
    res.writeHead(page.status, page.wire[encoding]);
    if (req.method === "HEAD") {
      res.end();
      return 0;
    }
    const body = page.bodies[encoding];
    res.end(body);
    return body.length;
  }
}
