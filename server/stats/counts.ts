/**
 * The daily totals' model: a count per day, table and key, never a row about a person. Each row holds
 * page views, visits and leads (a vitals row counts samples in `views`), and `folded`: on an "(other)" row,
 * how many smaller keys were summed into it. Tables whose keys a visitor can vary (pages, landings,
 * sources, campaigns, referrers) keep at most MAX_KEYS_PER_DAY keys a day: a top-k that keeps the largest
 * (leads first, then visits, then views; of equal rows the one seen first) and sums the rest under OTHER.
 * The other tables' keys come from the site's own short lists.
 */

export const OTHER = "(other)";
/** Keys a capped table keeps per day in the store. */
export const MAX_KEYS_PER_DAY = 1000;
/** Keys a capped table gathers per day between two flushes (past it, new keys go straight to OTHER). */
export const MAX_PENDING_KEYS = 2000;

export const DIMENSIONS = [
  // key "": views, visits, leads (leads by the day of the visit they came from)
  "total",
  // the path of every page view: views
  "page",
  // the first page of a visit: visits, leads
  "landing",
  // the landing page's template: visits, leads
  "template",
  // source name TAB channel: visits, leads
  "source",
  "channel",
  // utm_source / utm_medium / utm_campaign as tagged: visits, leads
  "campaign",
  // mobile, tablet, desktop: visits, leads
  "device",
  // the referring host: visits, leads
  "referrer",
  // contact, newsletter: leads with a counted visit
  "form",
  // why a lead has no counted visit TAB form (by the lead's own day): leads
  "left-out",
  // minutes from landing to lead, in buckets: leads
  "time-to-lead",
  // template TAB metric TAB bucket: samples (in views)
  "vitals",
] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export const CAPPED_DIMENSIONS: ReadonlySet<Dimension> = new Set([
  "page",
  "landing",
  "source",
  "campaign",
  "referrer",
]);

export type Counter = { views: number; visits: number; leads: number; folded: number };
export type Delta = Counter & { day: string; dim: Dimension; key: string };

/** The row that a table of the store returns for a period: summed over its days. */
export type StoredRow = Counter & { dim: Dimension; key: string };
/** One day of the per-day tables (total, left-out). */
export type StoredDay = Counter & { day: string; dim: Dimension; key: string };
export type StoredCounts = { rows: StoredRow[]; days: StoredDay[] };

/** Where the totals are kept (SQLite on the data volume, or Redis). */
export type CountsStore = {
  /** what the start-up line says ("SQLite at /data/stats.sqlite") */
  readonly description: string;
  add(batch: Delta[]): Promise<void>;
  read(since: string, until: string): Promise<StoredCounts>;
  /** deletes every day before `before`; resolves with the rows (or days) removed */
  prune(before: string): Promise<number>;
  close(): Promise<void>;
};

export const zero = (): Counter => ({ views: 0, visits: 0, leads: 0, folded: 0 });

/** Larger first: leads, then visits, then views. */
export function compareWeight(a: Counter, b: Counter): number {
  return b.leads - a.leads || b.visits - a.visits || b.views - a.views;
}

/**
 * The counts gathered in one process between two flushes, keyed by day, table and key. A capped table takes
 * at most MAX_PENDING_KEYS keys a day here; past that a new key is counted under OTHER at once.
 */
export class PendingCounts {
  private tables = new Map<string, Map<string, Counter>>();

  add(day: string, dim: Dimension, key: string, counts: Partial<Counter>): void {
    const tableKey = `${day}\t${dim}`;
    let table = this.tables.get(tableKey);
    if (!table) this.tables.set(tableKey, (table = new Map()));
    let row = table.get(key);
    if (!row) {
      if (CAPPED_DIMENSIONS.has(dim) && key !== OTHER && table.size >= MAX_PENDING_KEYS) {
        row = table.get(OTHER);
        if (!row) table.set(OTHER, (row = zero()));
        row.folded++;
      } else table.set(key, (row = zero()));
    }
    row.views += counts.views ?? 0;
    row.visits += counts.visits ?? 0;
    row.leads += counts.leads ?? 0;
    row.folded += counts.folded ?? 0;
  }

  get size(): number {
    let n = 0;
    for (const table of this.tables.values()) n += table.size;
    return n;
  }

  /** Everything gathered, as deltas; the counts start again from nothing. */
  drain(): Delta[] {
    const batch: Delta[] = [];
    for (const [tableKey, table] of this.tables) {
      const [day = "", dim] = tableKey.split("\t") as [string, Dimension];
      for (const [key, row] of table) batch.push({ day, dim, key, ...row });
    }
    this.tables = new Map();
    return batch;
  }

  /** A batch the store could not take, counted again (the next flush retries it). */
  restore(batch: Delta[]): void {
    for (const { day, dim, key, ...counts } of batch) this.add(day, dim, key, counts);
  }
}

/**
 * A table of at most `max` keys kept in memory (the log report's tables): the largest stay, the smallest are
 * summed under OTHER, as the store does. Rows are trimmed when the table reaches twice `max`, so a flood of
 * new keys costs a sort now and then, not one per key.
 */
export class TopK<T extends Counter> {
  readonly rows = new Map<string, T & { seen: number }>();
  private counter = 0;

  constructor(
    private readonly make: () => T,
    private readonly max = MAX_KEYS_PER_DAY,
  ) {}

  get(key: string): T {
    let row = this.rows.get(key);
    if (row) return row;
    if (this.rows.size >= 2 * this.max) this.trim();
    row = Object.assign(this.make(), { seen: this.counter++ });
    this.rows.set(key, row);
    return row;
  }

  /** Folds the smallest keys (of equal ones, the latest seen) into OTHER, leaving `max`. */
  trim(): void {
    const keys = [...this.rows.keys()].filter((key) => key !== OTHER);
    if (keys.length <= this.max) return;
    keys.sort((a, b) => {
      const x = this.rows.get(a)!;
      const y = this.rows.get(b)!;
      return compareWeight(x, y) || x.seen - y.seen;
    });
    let other = this.rows.get(OTHER);
    if (!other) {
      other = Object.assign(this.make(), { seen: -1 });
      this.rows.set(OTHER, other);
    }
    for (const key of keys.slice(this.max)) {
      const row = this.rows.get(key)!;
      other.views += row.views;
      other.visits += row.visits;
      other.leads += row.leads;
      other.folded += 1 + row.folded;
      this.rows.delete(key);
    }
  }
}
