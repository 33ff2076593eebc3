/**
 * The daily totals in SQLite on the data volume, through a thread of their own (sqlite-thread.ts): the
 * request thread only posts batches and questions to it. Built, the thread is dist/server/stats-store.js;
 * run from source (tsx, vitest), it is sqlite-thread.ts loaded through tsx.
 */
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { CountsStore, Delta, StoredCounts } from "./counts";
import type { StoreAnswer, StoreRequest } from "./sqlite-thread";

function threadScript(): { url: URL; execArgv: string[] } {
  const here = import.meta.url;
  if (/\.tsx?$/.test(here)) {
    const tsx = pathToFileURL(createRequire(here).resolve("tsx")).href;
    return { url: new URL("./sqlite-thread.ts", here), execArgv: ["--import", tsx] };
  }
  return { url: new URL("./stats-store.js", here), execArgv: [] };
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Question = StoreRequest extends infer R ? (R extends { id: number } ? Omit<R, "id"> : never) : never;

export class SqliteStore implements CountsStore {
  readonly description: string;
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private closed = false;

  constructor(file: string, options: { maxKeys?: number } = {}) {
    this.description = `SQLite at ${file}`;
    const script = threadScript();
    this.worker = new Worker(script.url, {
      workerData: { file, maxKeys: options.maxKeys },
      execArgv: script.execArgv,
      name: "stats-store",
      resourceLimits: { maxOldGenerationSizeMb: 64 },
    });
    // the thread never keeps the process alive by itself
    this.worker.unref();
    this.worker.on("message", (answer: StoreAnswer) => {
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      if (answer.error) waiting.reject(Object.assign(new Error(answer.error.message), answer.error));
      else waiting.resolve(answer.result);
    });
    const fail = (error: Error) => {
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
      this.closed = true;
    };
    this.worker.on("error", fail);
    this.worker.on("exit", () => fail(new Error("the stats store's thread has stopped")));
  }

  private ask<T>(question: Question): Promise<T> {
    if (this.closed) return Promise.reject(new Error("the stats store's thread has stopped"));
    const id = ++this.nextId;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...question, id });
    });
  }

  add(batch: Delta[]): Promise<void> {
    return this.ask({ op: "add", batch });
  }

  read(since: string, until: string): Promise<StoredCounts> {
    return this.ask({ op: "read", since, until });
  }

  prune(before: string): Promise<number> {
    return this.ask({ op: "prune", before });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.ask({ op: "close" }).catch(() => undefined);
    this.closed = true;
    await this.worker.terminate();
  }
}
