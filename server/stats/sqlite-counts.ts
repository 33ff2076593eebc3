/**
 * The daily totals in SQLite (Node's own node:sqlite, docs/decisions/0032-daily-totals-in-sqlite.md), one
 * file on the data volume: $DATA_DIR/stats.sqlite (with its -wal and -shm files). WAL mode, so readers
 * never wait for the writer and several processes (a cluster's workers, two containers on one volume)
 * write the same file; each batch is one transaction, so their counts add up exactly. Synchronous calls:
 * the server runs this in a thread of its own (sqlite-thread.ts); the report command calls it directly.
 */
import { chmodSync, mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync, type StatementSync } from "node:sqlite";
import {
  CAPPED_DIMENSIONS,
  MAX_KEYS_PER_DAY,
  OTHER,
  type Delta,
  type Dimension,
  type StoredCounts,
  type StoredDay,
  type StoredRow,
} from "./counts";

/** The tables read per day, for the charts and the previous-period figures. */
export const DAILY_DIMENSIONS: Dimension[] = ["total", "left-out"];

const SCHEMA = `
CREATE TABLE IF NOT EXISTS counts (
  day TEXT NOT NULL,
  dim TEXT NOT NULL,
  key TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  visits INTEGER NOT NULL DEFAULT 0,
  leads INTEGER NOT NULL DEFAULT 0,
  folded INTEGER NOT NULL DEFAULT 0,
  seen INTEGER NOT NULL,
  PRIMARY KEY (day, dim, key)
) WITHOUT ROWID;
`;

export class SqliteCounts {
  readonly file: string;
  private readonly db: DatabaseSync;
  private readonly upsert: StatementSync;
  private readonly keysOf: StatementSync;
  private readonly smallest: StatementSync;
  private readonly remove: StatementSync;
  /** a count of batches, so two batches of one millisecond are still in order */
  private batches = 0;

  constructor(
    file: string,
    private readonly options: { maxKeys?: number; now?: () => number; readOnly?: boolean } = {},
  ) {
    this.file = file;
    if (!options.readOnly) mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    this.db = new DatabaseSync(file, { readOnly: options.readOnly ?? false, timeout: 10_000 });
    if (!options.readOnly) {
      // WAL: readers never block the writer; NORMAL: a commit is safe against a crash of the process (the
      // last commits may be lost to a power cut, never the file)
      this.db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;");
      this.db.exec(SCHEMA);
      try {
        chmodSync(file, 0o600);
      } catch {
        // not ours to change (a file made by another user): it keeps its mode
      }
    }
    this.upsert = this.db.prepare(
      `INSERT INTO counts (day, dim, key, views, visits, leads, folded, seen) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (day, dim, key) DO UPDATE SET views = views + excluded.views,
         visits = visits + excluded.visits, leads = leads + excluded.leads, folded = folded + excluded.folded`,
    );
    this.keysOf = this.db.prepare(`SELECT count(*) AS n FROM counts WHERE day = ? AND dim = ? AND key != ?`);
    // the smallest rows first; of equal ones the last seen (so what came first stays)
    this.smallest = this.db.prepare(
      `SELECT key, views, visits, leads, folded FROM counts WHERE day = ? AND dim = ? AND key != ?
       ORDER BY leads, visits, views, seen DESC LIMIT ?`,
    );
    this.remove = this.db.prepare(`DELETE FROM counts WHERE day = ? AND dim = ? AND key = ?`);
  }

  /** Adds a batch in one transaction, then folds each capped table that grew past its keys. */
  add(batch: Delta[]): void {
    if (batch.length === 0) return;
    const max = this.options.maxKeys ?? MAX_KEYS_PER_DAY;
    // when a key was first seen: later batches are later, even within one millisecond
    const seen = (this.options.now ?? Date.now)() * 1000 + (this.batches++ % 1000);
    const touched = new Set<string>();
    this.db.exec("BEGIN IMMEDIATE");
    try {
      for (const d of batch) {
        this.upsert.run(d.day, d.dim, d.key, d.views, d.visits, d.leads, d.folded, seen);
        if (CAPPED_DIMENSIONS.has(d.dim)) touched.add(`${d.day}\t${d.dim}`);
      }
      for (const table of touched) {
        const [day = "", dim = ""] = table.split("\t");
        const { n } = this.keysOf.get(day, dim, OTHER) as { n: number };
        if (n <= max) continue;
        const victims = this.smallest.all(day, dim, OTHER, n - max) as Array<
          Pick<StoredRow, "key" | "views" | "visits" | "leads" | "folded">
        >;
        const sum = { views: 0, visits: 0, leads: 0, folded: 0 };
        for (const victim of victims) {
          sum.views += victim.views;
          sum.visits += victim.visits;
          sum.leads += victim.leads;
          sum.folded += 1 + victim.folded;
          this.remove.run(day, dim, victim.key);
        }
        this.upsert.run(day, dim, OTHER, sum.views, sum.visits, sum.leads, sum.folded, seen);
      }
      this.db.exec("COMMIT");
    } catch (error) {
      this.db.exec("ROLLBACK");
      throw error;
    }
  }

  /** Every table summed over the days from `since` to `until` (both included), and the per-day tables. */
  read(since: string, until: string): StoredCounts {
    const rows = this.db
      .prepare(
        `SELECT dim, key, sum(views) AS views, sum(visits) AS visits, sum(leads) AS leads,
           sum(folded) AS folded FROM counts WHERE day BETWEEN ? AND ? GROUP BY dim, key`,
      )
      .all(since, until) as StoredRow[];
    const days = this.db
      .prepare(
        `SELECT day, dim, key, views, visits, leads, folded FROM counts
         WHERE day BETWEEN ? AND ? AND dim IN (${DAILY_DIMENSIONS.map(() => "?").join(", ")}) ORDER BY day`,
      )
      .all(since, until, ...DAILY_DIMENSIONS) as StoredDay[];
    return { rows: rows.map((row) => ({ ...row })), days: days.map((day) => ({ ...day })) };
  }

  /** The first and last day with any count (null for an empty store). */
  range(): { first: string; last: string } | null {
    const row = this.db.prepare(`SELECT min(day) AS first, max(day) AS last FROM counts`).get() as {
      first: string | null;
      last: string | null;
    };
    return row.first && row.last ? { first: row.first, last: row.last } : null;
  }

  /** Deletes the days before `before`; the number of rows deleted. */
  prune(before: string): number {
    const result = this.db.prepare(`DELETE FROM counts WHERE day < ?`).run(before);
    return Number(result.changes);
  }

  close(): void {
    this.db.close();
  }
}
