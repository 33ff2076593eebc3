/**
 * Rendered pages kept as bytes with their brotli (quality 11) and gzip forms and every header, looked up
 * in the raw request handler before Express: a hit costs about what a bare node:http server costs.
 * Keys are canonical paths the route table produced (server/render/render-page.tsx stores only those), so
 * the cache is bounded by the site; `maxEntries` is a backstop that drops the oldest entry.
 * One render per key: concurrent misses wait for the render in flight (a "flight") and are then answered
 * from here; while an expired page is being rendered again, every other request gets the stale bytes.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
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
};

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

export type PageCacheOptions = { now?: () => number; maxEntries?: number };

export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly flights = new Map<string, Flight>();
  // Browsers send a handful of distinct Accept-Encoding strings; remember the answer for each.
  private readonly encodings = new Map<string, Encoding>();
  private readonly now: () => number;
  readonly maxEntries: number;

  constructor(
    readonly enabled: boolean,
    options: PageCacheOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.maxEntries = options.maxEntries ?? 2000;
  }

  get size(): number {
    return this.pages.size;
  }

  keys(): string[] {
    return [...this.pages.keys()];
  }

  /** The page for a key if it is fresh, or stale while a render for that key is in flight. */
  lookup(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page || page.expiresAt > this.now()) return page;
    if (page.expiresAt + STALE_LIMIT_MS <= this.now()) {
      this.pages.delete(key);
      return undefined;
    }
    return this.flights.has(key) ? page : undefined;
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

  /** Drops a page (its route now answers something else than 200). */
  delete(key: string): void {
    this.pages.delete(key);
  }

  async store(
    key: string,
    entry: { status: number; headers: Record<string, string>; body: Buffer; ttlSeconds: number },
  ) {
    if (!this.enabled) return;
    const [br, gz] = await Promise.all([
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
    const etag = `W/"${createHash("sha1").update(entry.body).digest("base64url")}"`;
    const expiresAt = Number.isFinite(entry.ttlSeconds) ? this.now() + entry.ttlSeconds * 1000 : Infinity;
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
    };
    this.pages.delete(key);
    while (this.pages.size >= this.maxEntries) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.pages.delete(oldest);
    }
    this.pages.set(key, page);
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
  }

  /** Answer from the cache if it can: the body bytes sent (0 for a 304 or HEAD), or -1 for "not here". */
  serve(req: IncomingMessage, res: ServerResponse): number {
    if (!this.enabled || (req.method !== "GET" && req.method !== "HEAD") || !req.url) return -1;
    const key = pageCacheKey(req.url);
    return key === null ? -1 : this.serveKey(key, req, res);
  }

  /** serve() for an entry that is not keyed by the request's path (the one Not Found page). */
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
