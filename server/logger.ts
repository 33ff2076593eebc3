import { writeSync } from "node:fs";
import { pino, type Logger } from "pino";

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
  if (options.destination) return pino(settings, options.destination as never);
  const logger = pino(settings, new LineBuffer(1));
  setInterval(() => flushLogs(logger), 1000).unref();
  return logger;
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
  return (id, method, url, status, bytes, ms) => {
    stream.write(
      `{"level":30,"time":${Date.now()}${bindings},"req":{"id":${JSON.stringify(id)},"method":"${method}","url":${JSON.stringify(url)}},"res":{"statusCode":${status},"bytes":${bytes}},"responseTime":${ms},"cache":"hit","msg":"request completed"}\n`,
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
