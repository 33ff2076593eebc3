import { writeSync } from "node:fs";
import { pino, type Logger } from "pino";
import { queryParams } from "../shared/query-params";

/**
 * Log lines are gathered and written to stdout with one write per 4 KB: a write per request cost more CPU
 * than a whole cached response. A plain array of lines joined at flush time: pino's own buffered
 * destination (sonic-boom) measures the UTF-8 length of its whole pending buffer on every line, and with
 * asynchronous writes each flush is a round trip through libuv's thread pool; together about 5 us per
 * cached request on this machine, against 0.3 us here. Flushed at least once a second, so a quiet server's
 * lines still appear promptly, and on shutdown (flushLogs).
 */
export class LineBuffer {
  private lines: string[] = [];
  private size = 0;

  constructor(
    private readonly fd: number,
    private readonly limit = 4096,
  ) {}

  write(line: string): boolean {
    line = boundLine(line);
    this.lines.push(line);
    this.size += line.length;
    if (this.size >= this.limit) this.flushSync();
    return true;
  }

  flushSync(): void {
    if (this.size === 0) return;
    const data = Buffer.from(this.lines.join(""));
    this.lines = [];
    this.size = 0;
    for (let offset = 0; offset < data.length;) {
      try {
        offset += writeSync(this.fd, data, offset);
      } catch (error) {
        // a non-blocking pipe that is full: wait a moment for the reader (as sonic-boom does)
        if ((error as NodeJS.ErrnoException).code !== "EAGAIN") throw error;
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
      }
    }
  }

  flush(callback?: (error?: Error) => void): void {
    try {
      this.flushSync();
      callback?.();
    } catch (error) {
      callback?.(error as Error);
    }
  }
}

/**
 * The keys a line may not repeat: pino writes the logger's `base` (e.g. `worker` in a cluster) and then the
 * line's own object, so a line naming another worker would carry `"worker"` twice, and JSON readers keep
 * only the last. Such a key of the line is written as `subject` + Key (`subjectWorker`) instead.
 */
export function keepBaseKeys(base: Record<string, unknown> | undefined) {
  const keys = Object.keys(base ?? {});
  if (keys.length === 0) return undefined;
  return (object: Record<string, unknown>) => {
    if (!keys.some((key) => key in object)) return object;
    const line: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(object)) {
      line[keys.includes(key) ? `subject${key[0]?.toUpperCase()}${key.slice(1)}` : key] = value;
    }
    return line;
  };
}

/** JSON lines in production; pretty only when LOG_PRETTY=1. Never bodies, cookies or form fields. */
export function createLogger(options: {
  level: string;
  pretty: boolean;
  base?: Record<string, unknown>;
  /** where the lines go (tests); stdout through a LineBuffer by default */
  destination?: { write(line: string): unknown };
}): Logger {
  // No redact paths: the request serializers (server/app.ts) already log only id, method, url and status,
  // and redaction would cost more per line than the rest of a cached response.
  const log = keepBaseKeys(options.base);
  const settings = { level: options.level, base: options.base, ...(log ? { formatters: { log } } : {}) };
  if (options.pretty)
    return pino({ ...settings, transport: { target: "pino-pretty", options: { colorize: true } } });
  const destination = options.destination;
  if (destination) return pino(settings, { write: (line: string) => destination.write(boundLine(line)) });
  const logger = pino(settings, new LineBuffer(1));
  setInterval(() => flushLogs(logger), 1000).unref();
  return logger;
}

/** The most characters of a request target a log line carries; past it the line says how long it was. */
export const LOGGED_TARGET_CHARS = 200;

/** The query parameters whose values an access line keeps: the ones pages read (shared/query-params.ts). */
const KEPT_VALUES = new Set(Object.keys(queryParams));

/**
 * A request target's query as the log keeps it: every parameter's name, and the value only of those pages
 * read (`page`, `service`, `sent`, `newsletter`). So a click id (`gclid`, `fbclid`, `msclkid` ...), a UTM
 * value or anything else a link or a visitor put there never reaches a log line: `?utm_source&gclid`.
 */
function loggedQuery(query: string): string {
  return query
    .split("&")
    .map((part) => {
      const eq = part.indexOf("=");
      return eq < 0 || KEPT_VALUES.has(part.slice(0, eq)) ? part : part.slice(0, eq);
    })
    .join("&");
}

/**
 * A request target as a log line carries it: the path, the query's parameter names (values only for the
 * parameters pages read), no fragment; at most LOGGED_TARGET_CHARS, with its length when cut.
 */
export function loggedTarget(url: string | undefined): { url: string | undefined; urlLength?: number } {
  if (url === undefined) return { url };
  const query = url.indexOf("?");
  const hash = url.indexOf("#");
  if (query >= 0 || hash >= 0) {
    const end = hash >= 0 ? hash : url.length;
    url =
      query >= 0 && query < end
        ? `${url.slice(0, query)}?${loggedQuery(url.slice(query + 1, end))}`
        : url.slice(0, end);
  }
  if (url.length <= LOGGED_TARGET_CHARS) return { url };
  return { url: url.slice(0, LOGGED_TARGET_CHARS), urlLength: url.length };
}

/**
 * The most characters one log line may have. Request fields are cut before they get here (loggedTarget); this
 * is the bound for anything else a request could carry into a line (a header value in a warning, an upstream's
 * error message): such a line is replaced by one that keeps its level, time and the start of the original
 * (LineBuffer does this for every line it is given; a length check, nothing more, for lines within bound).
 */
export const MAX_LINE_CHARS = 4096;
const KEPT_OF_LONG_LINE = 1024;

export function boundLine(line: string): string {
  if (line.length <= MAX_LINE_CHARS) return line;
  const level = /^\{"level":(\d+)/.exec(line)?.[1] ?? "30";
  const time = /"time":(\d+)/.exec(line.slice(0, 200))?.[1] ?? String(Date.now());
  return `{"level":${level},"time":${time},"msg":"log line cut","lineLength":${line.length},"start":${JSON.stringify(line.slice(0, KEPT_OF_LONG_LINE))}}\n`;
}

/**
 * Answers a stranger can repeat at will (unknown addresses, malformed targets, refused methods, limits, load
 * shed with a 503): the
 * access log writes the first TALLY_FREE of each status per interval one by one and counts the rest, then
 * writes one line per interval with the counts ("4xx not logged one by one": {"404": N}, in the last 60 s).
 * At debug level every line is written. So a flood of made-up addresses costs a few lines a minute, not a
 * line per request (one client wrote 115 MB in 8 s before, 2,177 B a line).
 */
export const TALLIED_STATUSES = new Set([400, 404, 405, 410, 413, 414, 415, 429, 431, 503]);
export const TALLY_FREE = 20;
export const TALLY_INTERVAL_MS = 60_000;

export type AccessTally = {
  /** true when this response's access line is written; false when it is only counted */
  admit(status: number): boolean;
  /** writes the counts of the interval (if any were held back) and starts a new one */
  report(): void;
};

const tallies = new WeakMap<Logger, AccessTally>();

/** The access-line tally of a logger (one per logger, shared by the hit path and pino-http). */
export function accessTally(logger: Logger): AccessTally {
  let tally = tallies.get(logger);
  if (tally) return tally;
  let seen = new Map<number, number>();
  let started = Date.now();
  tally = {
    admit(status) {
      if (!TALLIED_STATUSES.has(status) || logger.isLevelEnabled("debug")) return true;
      const count = (seen.get(status) ?? 0) + 1;
      seen.set(status, count);
      return count <= TALLY_FREE;
    },
    report() {
      const held: Record<string, number> = {};
      for (const [status, count] of seen) if (count > TALLY_FREE) held[status] = count - TALLY_FREE;
      const seconds = Math.round((Date.now() - started) / 1000);
      seen = new Map();
      started = Date.now();
      if (Object.keys(held).length > 0)
        logger.info({ statuses: held, seconds }, "answers not logged one by one");
    },
  };
  tallies.set(logger, tally);
  setInterval(() => tally.report(), TALLY_INTERVAL_MS).unref();
  return tally;
}

export type HitLog = (
  id: string,
  method: string,
  url: string,
  status: number,
  bytes: number,
  ms: number,
) => void;

/**
 * The access-log line of a page-cache hit, written straight to the logger's destination in the shape
 * pino writes ({"level":30,"time":...,"msg":"request completed"}), skipping pino's generic serialisation
 * of a request object on the path where every microsecond shows. Only the URL and request id are escaped (they
 * come from the visitor); the other fields are numbers or Node's own method string.
 */
export function hitLogger(logger: Logger): HitLog | null {
  if (!logger.isLevelEnabled("info")) return null;
  const stream = (logger as unknown as Record<symbol, { write(line: string): unknown }>)[
    pino.symbols.streamSym
  ];
  if (!stream) return null;
  // the logger's bindings (e.g. `,"worker":2` in a cluster), already serialised by pino
  const bindings = String((logger as unknown as Record<symbol, unknown>)[pino.symbols.chindingsSym] ?? "");
  const tally = accessTally(logger);
  return (id, method, rawUrl, status, bytes, ms) => {
    if (!tally.admit(status)) return;
    const { url, urlLength } = loggedTarget(rawUrl);
    const target =
      urlLength === undefined ? JSON.stringify(url) : `${JSON.stringify(url)},"urlLength":${urlLength}`;
    stream.write(
      `{"level":30,"time":${Date.now()}${bindings},"req":{"id":${JSON.stringify(id)},"method":"${method}","url":${target}},"res":{"statusCode":${status},"bytes":${bytes}},"responseTime":${ms},"cache":"hit","msg":"request completed"}\n`,
    );
  };
}

export function flushLogs(logger: Logger): void {
  try {
    logger.flush();
  } catch {
    // a pretty transport has nothing to flush synchronously
  }
}

export type { Logger };
