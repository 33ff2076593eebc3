/**
 * Rendered pages kept as bytes with their brotli (quality 11) and gzip forms and every header, looked up
 * in the raw request handler before Express: a hit costs about what a bare node:http server costs.
 * Only canonical, query-less GET/HEAD paths whose route allows it and that rendered 200 are stored, so
 * the cache is bounded by the route table and its content records.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type CachedPage = {
  status: number;
  headers: Record<string, string>;
  etag: string;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  expiresAt: number;
  /** Response headers per encoding, built once at store time so a hit allocates nothing. */
  wire: Record<Encoding, Record<string, string>>;
  notModified: Record<string, string>;
};

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

export type Encoding = "br" | "gzip" | "identity";

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

export class PageCache {
  private readonly pages = new Map<string, CachedPage>();

  constructor(
    readonly enabled: boolean,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.pages.size;
  }

  lookup(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (page && page.expiresAt <= this.now()) {
      this.pages.delete(key);
      return undefined;
    }
    return page;
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
    const wire = {
      br: { ...common, "content-encoding": "br", "content-length": String(br.length) },
      gzip: { ...common, "content-encoding": "gzip", "content-length": String(gz.length) },
      identity: { ...common, "content-length": String(entry.body.length) },
    };
    const notModified = {
      etag,
      vary: "Accept-Encoding",
      "cache-control": headers["cache-control"] ?? "no-cache",
    };
    this.pages.set(key, {
      status: entry.status,
      headers,
      etag,
      body: entry.body,
      br,
      gzip: gz,
      expiresAt,
      wire,
      notModified,
    });
  }

  // Browsers send a handful of distinct Accept-Encoding strings; remember the answer for each.
  private readonly encodings = new Map<string, Encoding>();

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

  /** Answer from the cache if it can; false means "not here, let Express handle it". */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (!this.enabled || (req.method !== "GET" && req.method !== "HEAD") || !req.url) return false;
    const page = this.lookup(req.url);
    if (!page) return false;
    const common = { ...page.headers, etag: page.etag, vary: "Accept-Encoding" };
    if (etagMatches(req.headers["if-none-match"], page.etag)) {
      res.writeHead(304, {
        etag: page.etag,
        vary: "Accept-Encoding",
        "cache-control": page.headers["cache-control"] ?? "no-cache",
      });
      res.end();
      return true;
    }
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.body;
    res.writeHead(page.status, {
      ...common,
      ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
      "content-length": String(body.length),
    });
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  }
}
