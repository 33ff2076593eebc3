/** Test doubles for the lead store's worker: a clock moved by hand, timers fired by hand, captured logs. */
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pino } from "pino";
import type { Timers } from "../../server/contact/delivery";

export const T0 = Date.parse("2026-11-22T12:00:00Z");

export function fakeClock(start = T0) {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => void (time += ms),
    set: (at: number) => void (time = at),
  };
}

/** Timers that never fire by themselves; `fire()` runs every one that is scheduled (and clears them). */
export function fakeTimers() {
  const scheduled = new Map<number, { callback: () => void; ms: number }>();
  let next = 0;
  const timers: Timers = {
    setTimeout(callback, ms) {
      scheduled.set(++next, { callback, ms });
      return next;
    },
    clearTimeout: (handle) => void scheduled.delete(handle as number),
  };
  return {
    timers,
    scheduled,
    delays: () => [...scheduled.values()].map((t) => t.ms),
    fire() {
      const due = [...scheduled.values()];
      scheduled.clear();
      for (const timer of due) timer.callback();
    },
  };
}

export type LogLine = { level: number; msg: string } & Record<string, unknown>;

/** A pino logger whose lines land in `lines` (parsed) and `text` (raw, to search for leaks). */
export function captureLogs() {
  const lines: LogLine[] = [];
  const raw: string[] = [];
  const logger = pino(
    { level: "info" },
    {
      write: (line: string) => {
        raw.push(line);
        lines.push(JSON.parse(line) as LogLine);
      },
    },
  );
  return { logger, lines, text: () => raw.join("") };
}

export const tempDir = () => mkdtemp(path.join(os.tmpdir(), "leads-"));
