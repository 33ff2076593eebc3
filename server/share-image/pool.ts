/**
 * Share images are drawn off the request path: satori's layout and resvg's rasterising and PNG encoding
 * hold a CPU for 70-250 ms per image, so they run in worker threads (node:worker_threads,
 * server/share-image/draw-thread.ts), never on the thread that answers requests.
 *
 * - At most `size` threads (1 by default: a cluster already runs a process per core), each started on its
 *   first drawing and ended after `idleMs` without one (the fonts, satori's layout engine and resvg cost
 *   tens of MB a thread), its old-generation heap capped by `heapMb`.
 * - A drawing waits in a queue of at most `queueLimit`; past it `draw` rejects with PoolBusyError (the route
 *   answers 503 with Retry-After). The card's text is asked for (`card()`, the page's title: a render on
 *   the main thread) only once a thread is free for it, so a burst of requests renders titles at the
 *   pace images are drawn.
 * - A thread loads satori, resvg and the fonts (it draws a throwaway card) and says it is ready before it
 *   gets its first drawing. A drawing that fails in the thread, a thread that dies, a drawing past
 *   `timeoutMs` and a start past STARTUP_TIMEOUT_MS (the thread is then ended; the next drawing starts a
 *   new one) reject with DrawingFailedError.
 * - `close()` ends every thread and rejects what waits; the server's shutdown calls it for the shared pool.
 */
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { CardText } from "./card";

export class PoolBusyError extends Error {}
export class DrawingFailedError extends Error {}

export type DrawingPool = {
  /** The card's PNG (with its text chunks), drawn in a thread; `card` is called when a thread is free. */
  draw(card: () => CardText | Promise<CardText>): Promise<Buffer>;
  /** Ends every thread; drawings still waiting or running reject. Later draws reject. */
  close(): Promise<void>;
  /** threads running, drawings running, drawings waiting */
  stats(): { threads: number; busy: number; queued: number };
};

export type PoolOptions = {
  size?: number;
  queueLimit?: number;
  timeoutMs?: number;
  /** how long a new thread may take to be ready (STARTUP_TIMEOUT_MS by default) */
  startupTimeoutMs?: number;
  idleMs?: number;
  heapMb?: number;
  /** the thread's script (tests hand in failing ones); by default the drawing worker beside this module */
  script?: { url: URL; execArgv: string[] };
};

/** How long a new thread may take to load what it draws with before its first drawing. */
export const STARTUP_TIMEOUT_MS = 120_000;

export const POOL_DEFAULTS = {
  size: 1,
  queueLimit: 50,
  timeoutMs: 30_000,
  idleMs: 60_000,
  heapMb: 128,
} as const;

/**
 * The drawing worker's script. Built (dist/server/index.js), it is dist/server/share-image-worker.js
 * (esbuild.config.ts); run from source (tsx, vitest), it is draw-thread.ts beside this file, loaded through tsx.
 */
function drawingScript(): { url: URL; execArgv: string[] } {
  const here = import.meta.url;
  if (/\.tsx?$/.test(here)) {
    const tsx = pathToFileURL(createRequire(here).resolve("tsx")).href;
    return { url: new URL("./draw-thread.ts", here), execArgv: ["--import", tsx] };
  }
  return { url: new URL("./share-image-worker.js", here), execArgv: [] };
}

type Job = {
  card: () => CardText | Promise<CardText>;
  resolve: (png: Buffer) => void;
  reject: (error: Error) => void;
};

type Reply = { ready: true } | { id: number; png?: Uint8Array; error?: string };

type Slot = {
  worker: Worker | null;
  /** the thread has loaded what it draws with (it says so once, before its first drawing) */
  ready: boolean;
  /** the drawing the thread is on (sent to it once it is ready): its id, card and how to settle it */
  current: { id: number; card: CardText; job: Job; timer?: NodeJS.Timeout } | null;
  /** true from taking a job until its drawing is settled (including while its card is made) */
  busy: boolean;
  idle: NodeJS.Timeout | null;
};

export function createDrawingPool(options: PoolOptions = {}): DrawingPool {
  const { size, queueLimit, timeoutMs, startupTimeoutMs, idleMs, heapMb } = {
    ...POOL_DEFAULTS,
    startupTimeoutMs: STARTUP_TIMEOUT_MS,
    ...options,
  };
  const script = options.script ?? drawingScript();
  const slots: Slot[] = Array.from({ length: Math.max(1, size) }, () => ({
    worker: null,
    ready: false,
    current: null,
    busy: false,
    idle: null,
  }));
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  function settle(slot: Slot, outcome: { png: Buffer } | { error: Error }) {
    const current = slot.current;
    if (!current) return;
    clearTimeout(current.timer);
    slot.current = null;
    slot.busy = false;
    if ("png" in outcome) current.job.resolve(outcome.png);
    else current.job.reject(outcome.error);
    // the thread holds the process open only while it draws
    slot.worker?.unref();
    next(slot);
  }

  function stop(slot: Slot) {
    const worker = slot.worker;
    slot.worker = null;
    if (slot.idle) clearTimeout(slot.idle);
    slot.idle = null;
    if (worker) void worker.terminate();
  }

  function start(slot: Slot): Worker {
    const worker = new Worker(script.url, {
      // the thread's name in the OS (ps -L, /proc/<pid>/task/*/comm)
      name: "share-image",
      execArgv: script.execArgv,
      resourceLimits: { maxOldGenerationSizeMb: heapMb },
      // the drawing needs nothing from the server's environment but NODE_ENV (React's build)
      env: process.env.NODE_ENV ? { NODE_ENV: process.env.NODE_ENV } : {},
    });
    worker.on("message", (reply: Reply) => {
      if (slot.worker !== worker) return;
      if ("ready" in reply) {
        slot.ready = true;
        if (slot.current) send(slot, worker);
        return;
      }
      if (slot.current?.id !== reply.id) return;
      if (reply.png)
        settle(slot, { png: Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength) });
      else settle(slot, { error: new DrawingFailedError(reply.error ?? "the drawing failed") });
    });
    const lost = (reason: string) => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      settle(slot, { error: new DrawingFailedError(reason) });
    };
    worker.on("error", (error) => lost(`the drawing thread failed: ${error.message}`));
    worker.on("exit", (code) => lost(`the drawing thread exited (code ${code})`));
    slot.worker = worker;
    slot.ready = false;
    return worker;
  }

  /**
   * Sends the slot's drawing to its thread, with the time limit. A thread that is not ready yet gets it when
   * it is: its start (loading satori, resvg and the fonts, seconds on a busy machine) is not the drawing's
   * time, but has a limit of its own (startupTimeoutMs).
   */
  function send(slot: Slot, worker: Worker) {
    const current = slot.current;
    if (!current) return;
    clearTimeout(current.timer);
    const limit = slot.ready ? timeoutMs : startupTimeoutMs;
    current.timer = setTimeout(() => {
      // a drawing (or a start) that never ends: end the thread, the next drawing starts another
      const what = slot.ready ? "the drawing" : "the drawing thread's start";
      stop(slot);
      settle(slot, { error: new DrawingFailedError(`${what} took over ${limit} ms`) });
    }, limit);
    current.timer.unref();
    if (slot.ready) worker.postMessage({ id: current.id, card: current.card });
  }

  async function run(slot: Slot, job: Job) {
    slot.busy = true;
    if (slot.idle) clearTimeout(slot.idle);
    slot.idle = null;
    let card: CardText;
    try {
      card = await job.card();
    } catch (error) {
      slot.busy = false;
      job.reject(error instanceof Error ? error : new Error(String(error)));
      return next(slot);
    }
    if (closed) {
      slot.busy = false;
      return job.reject(new DrawingFailedError("the drawing pool is closed"));
    }
    const worker = slot.worker ?? start(slot);
    slot.current = { id: nextId++, card, job };
    worker.ref();
    send(slot, worker);
  }

  function next(slot: Slot) {
    if (closed) return;
    const job = queue.shift();
    if (job) return void run(slot, job);
    if (slot.worker && !slot.idle) {
      slot.idle = setTimeout(() => stop(slot), idleMs);
      slot.idle.unref();
    }
  }

  return {
    draw(card) {
      return new Promise<Buffer>((resolve, reject) => {
        if (closed) return reject(new DrawingFailedError("the drawing pool is closed"));
        const job: Job = { card, resolve, reject };
        const free = slots.find((slot) => !slot.busy);
        if (free) return void run(free, job);
        if (queue.length >= queueLimit) {
          return reject(new PoolBusyError(`${queue.length} share images are waiting to be drawn`));
        }
        queue.push(job);
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new DrawingFailedError("the drawing pool is closed"));
      const workers = slots.map((slot) => slot.worker).filter((w): w is Worker => w !== null);
      for (const slot of slots) {
        stop(slot);
        settle(slot, { error: new DrawingFailedError("the drawing pool is closed") });
      }
      await Promise.all(workers.map((w) => w.terminate()));
    },
    stats: () => ({
      threads: slots.filter((s) => s.worker).length,
      busy: slots.filter((s) => s.busy).length,
      queued: queue.length,
    }),
  };
}

let shared: DrawingPool | null = null;

/** The process's pool (created on first use), which the share image route draws with. */
export function sharedDrawingPool(): DrawingPool {
  shared ??= createDrawingPool();
  return shared;
}

/** Ends the process's drawing threads (server shutdown). */
export async function closeShareImages(): Promise<void> {
  const pool = shared;
  shared = null;
  await pool?.close();
}
