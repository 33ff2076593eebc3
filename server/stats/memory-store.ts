/**
 * Daily totals held in memory, with the store's top-k per day and table (TopK): what the log report counts
 * into (server/report/collect.ts), and a store for tests. Nothing survives the process.
 */
import {
  TopK,
  zero,
  type CountsStore,
  type Counter,
  type Delta,
  type Dimension,
  type StoredCounts,
} from "./counts";
import { DAILY_DIMENSIONS } from "./sqlite-counts";

export class MemoryCounts {
  private readonly tables = new Map<string, TopK<Counter>>();

  constructor(private readonly maxKeys?: number) {}

  add(day: string, dim: Dimension, key: string, counts: Partial<Counter>): void {
    const tableKey = `${day}\t${dim}`;
    let table = this.tables.get(tableKey);
    if (!table) this.tables.set(tableKey, (table = new TopK<Counter>(zero, this.maxKeys)));
    const row = table.get(key);
    row.views += counts.views ?? 0;
    row.visits += counts.visits ?? 0;
    row.leads += counts.leads ?? 0;
    row.folded += counts.folded ?? 0;
  }

  /** The days that have any count, in order. */
  days(): string[] {
    return [...new Set([...this.tables.keys()].map((key) => key.split("\t")[0]!))].sort();
  }

  read(since: string, until: string): StoredCounts {
    const rows = new Map<string, StoredCounts["rows"][number]>();
    const days: StoredCounts["days"] = [];
    for (const [tableKey, table] of this.tables) {
      const [day = "", dim] = tableKey.split("\t") as [string, Dimension];
      if (day < since || day > until) continue;
      table.trim();
      for (const [key, counts] of table.rows) {
        const id = `${dim}\t${key}`;
        let row = rows.get(id);
        if (!row) rows.set(id, (row = { dim, key, ...zero() }));
        row.views += counts.views;
        row.visits += counts.visits;
        row.leads += counts.leads;
        row.folded += counts.folded;
        if (DAILY_DIMENSIONS.includes(dim))
          days.push({
            day,
            dim,
            key,
            views: counts.views,
            visits: counts.visits,
            leads: counts.leads,
            folded: counts.folded,
          });
      }
    }
    return { rows: [...rows.values()], days: days.sort((a, b) => a.day.localeCompare(b.day)) };
  }

  prune(before: string): number {
    let removed = 0;
    for (const key of [...this.tables.keys()])
      if (key.split("\t")[0]! < before) {
        this.tables.delete(key);
        removed++;
      }
    return removed;
  }
}

/** A CountsStore in memory (tests): batches are added at once, as the real stores add them. */
export function memoryStore(maxKeys?: number): CountsStore & { counts: MemoryCounts; batches: number } {
  const counts = new MemoryCounts(maxKeys);
  const store = {
    description: "memory",
    counts,
    batches: 0,
    async add(batch: Delta[]) {
      store.batches++;
      for (const { day, dim, key, ...delta } of batch) counts.add(day, dim, key, delta);
    },
    async read(since: string, until: string) {
      return counts.read(since, until);
    },
    async prune(before: string) {
      return counts.prune(before);
    },
    async close() {},
  };
  return store;
}
