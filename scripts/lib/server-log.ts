/**
 * Reading a server's log file (its stdout, JSON lines from pino) while the server runs: wait for a message,
 * and scan what was added since the last look for the figures the soak reports.
 *
 * Only node built-ins.
 */
import fs from "node:fs";

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * How many log lines have a message that starts with `msg` ("listening on" matches "listening on
 * http://localhost:3000"); pino writes it as "msg":"...", so no line needs to be parsed.
 */
export function countMessages(logFile: string, msg: string): number {
  let text: string;
  try {
    text = fs.readFileSync(logFile, "utf8");
  } catch {
    return 0;
  }
  // The JSON string without its closing quote, so the message may go on.
  const prefix = JSON.stringify(msg).slice(0, -1);
  return (text.match(new RegExp(`"msg":${escapeRegExp(prefix)}`, "g")) ?? []).length;
}

/**
 * Wait until the log holds `count` lines whose message starts with `msg` (one per cluster worker, say),
 * polling every `pollMs`. Resolves "log" when they are there, null after `timeoutMs`. `probe` (optional,
 * async) is called on every poll; when it resolves true the wait ends as well, with "probe" (an outside sign
 * of the same event).
 */
export async function waitForMessage(
  logFile: string,
  msg: string,
  {
    count = 1,
    timeoutMs,
    pollMs = 250,
    probe,
  }: { count?: number; timeoutMs: number; pollMs?: number; probe?: () => Promise<boolean> },
): Promise<"log" | "probe" | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (countMessages(logFile, msg) >= count) return "log";
    if (probe && (await probe())) return "probe";
    if (Date.now() > deadline) return null;
    await sleep(pollMs);
  }
}

/** Every value of a key named `name` anywhere in a parsed JSON value. */
function valuesNamed(value: unknown, name: string, found: number[] = []): number[] {
  if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (key === name && typeof inner === "number") found.push(inner);
      else valuesNamed(inner, name, found);
    }
  }
  return found;
}

/**
 * Reads a growing log file from where it stopped last time (only whole lines; a line still being written
 * waits for the next call), so a long soak never reads its log twice. Each scan() reports:
 *   heapUsedMb  the sum over processes of the newest "heapUsed" (bytes, as process.memoryUsage() gives
 *               it) logged by each one (a cluster line carries "worker", otherwise "pid" or nothing), or
 *               null when no line in the whole log so far had one;
 *   memory      the same sum for each of the line's process.memoryUsage() figures (rss, heapTotal,
 *               heapUsed, external, arrayBuffers; MB), a figure missing from a line counted as 0, or null
 *               like heapUsedMb;
 *   errors      lines at level error or fatal (pino levels 50, 60) since the previous scan;
 *   bytes       how much the log grew since the previous scan.
 */
export const MEMORY_FIGURES = ["rss", "heapTotal", "heapUsed", "external", "arrayBuffers"] as const;
export type MemoryFigures = Record<(typeof MEMORY_FIGURES)[number], number>;
export type LogScan = {
  heapUsedMb: number | null;
  memory: MemoryFigures | null;
  errors: number;
  bytes: number;
};

export class LogScanner {
  private offset = 0;
  private carry = "";
  private readonly memoryByProcess = new Map<string, MemoryFigures>();

  private readonly logFile: string;

  constructor(logFile: string) {
    this.logFile = logFile;
  }

  scan(): LogScan {
    let fd: number;
    try {
      fd = fs.openSync(this.logFile, "r");
    } catch {
      return { heapUsedMb: null, memory: null, errors: 0, bytes: 0 };
    }
    const start = this.offset;
    let errors = 0;
    try {
      const buffer = Buffer.allocUnsafe(1 << 20);
      for (;;) {
        const read = fs.readSync(fd, buffer, 0, buffer.length, this.offset);
        if (read === 0) break;
        this.offset += read;
        // Multi-byte characters split between two reads: cut at the last newline byte, which never falls
        // inside a UTF-8 sequence, and keep the remainder for the next read.
        const chunk = buffer.subarray(0, read);
        const lastNewline = chunk.lastIndexOf(0x0a);
        if (lastNewline === -1) {
          this.carry += chunk.toString("latin1");
          continue;
        }
        const text = Buffer.concat([
          Buffer.from(this.carry, "latin1"),
          chunk.subarray(0, lastNewline + 1),
        ]).toString("utf8");
        this.carry = chunk.subarray(lastNewline + 1).toString("latin1");
        errors += this.#scanText(text);
      }
    } finally {
      fs.closeSync(fd);
    }
    const processes = [...this.memoryByProcess.values()];
    const memory =
      processes.length === 0
        ? null
        : (Object.fromEntries(
            MEMORY_FIGURES.map((name) => [
              name,
              processes.reduce((total, figures) => total + figures[name], 0) / (1024 * 1024),
            ]),
          ) as MemoryFigures);
    return {
      heapUsedMb: memory?.heapUsed ?? null,
      memory,
      errors,
      bytes: this.offset - start,
    };
  }

  /** Updates the newest memory figures per process from these whole lines; returns the number of error lines. */
  #scanText(text: string): number {
    const errors = (text.match(/"level":(50|60)[,}]/g) ?? []).length;
    if (!text.includes('"heapUsed"')) return errors;
    for (const line of text.split("\n")) {
      if (!line.includes('"heapUsed"')) continue;
      try {
        const entry = JSON.parse(line) as { worker?: unknown; pid?: unknown };
        const [heapUsed] = valuesNamed(entry, "heapUsed");
        if (heapUsed === undefined) continue;
        const figures = Object.fromEntries(
          MEMORY_FIGURES.map((name) => [name, valuesNamed(entry, name)[0] ?? 0]),
        ) as MemoryFigures;
        this.memoryByProcess.set(String(entry.worker ?? entry.pid ?? ""), { ...figures, heapUsed });
      } catch {
        // Not JSON (a pretty log, a stray write): nothing to read from it.
      }
    }
    return errors;
  }
}
