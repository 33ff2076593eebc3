/**
 * The thread that owns the SQLite file (server/stats/sqlite-store.ts starts it): every write and read of the
 * daily totals runs here, so a commit's fsync or a long read never holds the thread that answers requests.
 * Built as dist/server/stats-store.js (esbuild.config.ts).
 */
import { parentPort, workerData } from "node:worker_threads";
import type { Delta } from "./counts";
import { SqliteCounts } from "./sqlite-counts";

export type StoreRequest =
  | { id: number; op: "add"; batch: Delta[] }
  | { id: number; op: "read"; since: string; until: string }
  | { id: number; op: "prune"; before: string }
  | { id: number; op: "close" };
export type StoreAnswer = { id: number; result?: unknown; error?: { message: string; code?: string } };

const { file, maxKeys } = workerData as { file: string; maxKeys?: number };
let counts: SqliteCounts | null = null;
let openError: Error | null = null;
try {
  counts = new SqliteCounts(file, maxKeys ? { maxKeys } : {});
} catch (error) {
  openError = error as Error;
}

parentPort?.on("message", (request: StoreRequest) => {
  const answer: StoreAnswer = { id: request.id };
  try {
    if (!counts) throw openError ?? new Error("the store is closed");
    if (request.op === "add") counts.add(request.batch);
    else if (request.op === "read") answer.result = counts.read(request.since, request.until);
    else if (request.op === "prune") answer.result = counts.prune(request.before);
    else {
      counts.close();
      counts = null;
    }
  } catch (error) {
    const { message, code } = error as Error & { code?: string; errcode?: number };
    answer.error = { message, ...(code ? { code } : {}) };
  }
  parentPort?.postMessage(answer);
});
