/**
 * The durable store every accepted message is written to before the visitor is told anything: one JSON
 * file per message, in pending/ until delivered, sending/ while one process is sending it, delivered/ after
 * (and only while CONTACT_KEEP_DELIVERED_DAYS keeps copies). A state change is a rename, so a crash leaves
 * each message whole in exactly one of the three folders, two processes can never claim the same message
 * (the second rename finds nothing), and a full disk cannot stop a state change: a rename needs no space.
 * Rewriting a record's attempt fields does need space, so it is best-effort wherever a rename follows it.
 */
import { z } from "zod";
import { leadAttributionSchema } from "../attribution";
import { firstIssue } from "../format-zod-error";
import { randomUUID } from "node:crypto";
import * as nodeFs from "node:fs/promises";
import path from "node:path";
import type { RelayMessage } from "./relay";

export type OutboxState = "pending" | "sending" | "delivered";
export type OutboxRecord = {
  id: string;
  kind: "contact" | "newsletter";
  receivedAt: string;
  attempts: number;
  nextAttemptAt: string;
  /** what went wrong last time (status or error code), never the visitor's fields */
  lastError: string | null;
  deliveredAt?: string;
  message: RelayMessage;
};
const isoTime = z.string().refine((value) => !Number.isNaN(Date.parse(value)), "a date and time");
/** The shape a record has on disk (written by this file's `store`); read back through it. */
const recordSchema = z.object({
  id: z.string().regex(/^[0-9a-f-]{36}$/),
  kind: z.enum(["contact", "newsletter"]),
  receivedAt: isoTime,
  attempts: z.number().int().min(0),
  nextAttemptAt: isoTime,
  lastError: z.string().nullable(),
  deliveredAt: isoTime.optional(),
  message: z.object({
    subject: z.string(),
    fromName: z.string(),
    fields: z.record(z.string(), z.string()),
    attribution: leadAttributionSchema.optional(),
  }),
}) satisfies z.ZodType<OutboxRecord>;

export type OutboxCounts = Record<OutboxState, number>;
/** one stored record and the file it is in */
export type StoredRecord = { state: OutboxState; file: string; record: OutboxRecord };

/** The file operations the store uses; tests hand in one that fails (ENOSPC) where a full disk would. */
export type OutboxFs = Pick<
  typeof nodeFs,
  "mkdir" | "open" | "readFile" | "readdir" | "rename" | "stat" | "unlink" | "utimes"
>;

export type Outbox = {
  dir: string;
  /** creates the folders (mode 0700); throws what mkdir throws (EACCES, ENOTDIR, ...) */
  ensure(): Promise<void>;
  store(message: RelayMessage, kind: OutboxRecord["kind"]): Promise<OutboxRecord>;
  list(state: OutboxState): Promise<OutboxRecord[]>;
  /** every record in pending/, sending/ and delivered/, with its file (oldest first within each folder) */
  stored(): Promise<StoredRecord[]>;
  /**
   * The three folders as of one moment, each record once: read again until the folders list the same
   * files before and after every file was read (a sender moving a record meanwhile changes them).
   * `settled` false: they kept changing through every try, and `records` is the last read, each id once.
   */
  snapshot(): Promise<{ records: StoredRecord[]; settled: boolean }>;
  counts(): Promise<OutboxCounts>;
  /** pending/ -> sending/; null when the record is gone (another process claimed or delivered it) */
  claim(id: string): Promise<OutboxRecord | null>;
  /** sending/ -> pending/ as it is (a claim that found the record not due yet); false when it is gone */
  unclaim(id: string): Promise<boolean>;
  /**
   * sending/ -> pending/ with the updated attempt fields. The fields are written best-effort (`written`
   * false on a full disk: the record goes back with its old ones); throws only when the move fails.
   */
  release(record: OutboxRecord): Promise<{ written: boolean }>;
  /**
   * sending/ (or `from`) -> delivered/, the only way into delivered/, so a record is marked delivered once.
   * The move comes first and is all that can throw; then, with `keep` (default), the record's fields are
   * rewritten best-effort (`written`), and without it the file is deleted (`kept` false once it is gone).
   */
  markDelivered(
    record: OutboxRecord,
    options?: { keep?: boolean; from?: Exclude<OutboxState, "delivered"> },
  ): Promise<{ kept: boolean; written: boolean }>;
  /** deletes one record's file; false when it was not there */
  remove(state: OutboxState, id: string): Promise<boolean>;
  /** claim times (file mtime) of the records in sending/ */
  claimedAt(): Promise<{ id: string; at: number }[]>;
  /** sending/ records claimed before `before` (a crashed sender) go back to pending/; returns how many */
  recoverStale(before: number): Promise<number>;
  /** deletes delivered/ files delivered (file mtime) before `before`; returns their ids */
  pruneDelivered(before: number): Promise<string[]>;
  /**
   * deletes undelivered records received before `receivedBefore`: all of pending/, and those of sending/
   * claimed before `claimedBefore` (a live sender's claim is left alone). Returns what was deleted; a file
   * that cannot be read is judged by its mtime and returned with its id only.
   */
  expire(
    receivedBefore: number,
    claimedBefore: number,
  ): Promise<Array<{ state: OutboxState; id: string; record: OutboxRecord | null }>>;
  /** deletes leftover temp files (a write cut short by a crash) last changed before `before`; returns how many */
  cleanTmp(before: number): Promise<number>;
  /** how many records wait in pending/ and sending/, and when the oldest of them was received */
  waiting(): Promise<{ count: number; oldestReceivedAt: number | null }>;
  /** writes, syncs and deletes a small file in tmp/: throws what a message's store would (ENOSPC, EACCES) */
  checkWritable(): Promise<void>;
};

const STATES: OutboxState[] = ["pending", "sending", "delivered"];
/** a snapshot reads the folders again this many times, this far apart, while a sender moves records */
const SNAPSHOT_TRIES = 20;
const SNAPSHOT_PAUSE_MS = 25;
const RECORD_FILE = /^[0-9a-f-]{36}\.json$/;

const code = (error: unknown) => (error as NodeJS.ErrnoException).code;

export type OutboxOptions = {
  now?: () => number;
  fs?: OutboxFs;
  /**
   * Told once per file when a file in a state folder cannot be read as a record (another shape, broken
   * JSON, unreadable): it is left where it is and out of every list, so an operator must hear of it.
   */
  onUnreadable?: (file: string, reason: string) => void;
};

export function createOutbox(dir: string, options: OutboxOptions = {}): Outbox {
  const now = options.now ?? Date.now;
  const reported = new Set<string>();
  const fs = options.fs ?? nodeFs;
  const file = (state: OutboxState, id: string) => path.join(dir, state, `${id}.json`);
  let ready: Promise<void> | null = null;
  // receivedAt never changes: read each waiting record once for the readiness check, not every few seconds
  const receivedAt = new Map<string, number>();

  const ensure = () => {
    // Remember success only: a folder fixed by the operator (permissions, disk) works on the next message.
    ready ??= Promise.all(
      [...STATES, "tmp"].map((name) => fs.mkdir(path.join(dir, name), { recursive: true, mode: 0o700 })),
    ).then(
      () => undefined,
      (error: unknown) => {
        ready = null;
        throw error;
      },
    );
    return ready;
  };

  /** fsync a folder so a rename into it survives a power cut; platforms that cannot are skipped. */
  const syncDir = async (folder: string) => {
    const handle = await fs.open(folder, "r");
    try {
      await handle.sync();
    } catch (error) {
      if (!["EINVAL", "ENOTSUP", "EISDIR", "EPERM"].includes(code(error) ?? "")) throw error;
    } finally {
      await handle.close();
    }
  };

  /**
   * A whole file at `target` or none: written to tmp/, fsync'd, renamed over the target. A write that fails
   * (a full disk) deletes its temp file, so failures leave nothing behind.
   */
  const writeFileAtomic = async (target: string, data: string) => {
    const tmp = path.join(dir, "tmp", `${path.basename(target)}.${randomUUID()}.tmp`);
    const handle = await fs.open(tmp, "wx", 0o600);
    try {
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(tmp, target);
    } catch (error) {
      await fs.unlink(tmp).catch(() => undefined);
      throw error;
    }
  };

  /** the record is whole or absent, and its folder fsync'd */
  const writeRecord = async (state: OutboxState, record: OutboxRecord) => {
    await writeFileAtomic(file(state, record.id), JSON.stringify(record, null, 2) + "\n");
    await syncDir(path.join(dir, state));
  };

  /** a rename: needs no space; the folder's fsync is best-effort (the move itself has happened) */
  const move = async (id: string, from: OutboxState, to: OutboxState) => {
    await fs.rename(file(from, id), file(to, id));
    await syncDir(path.join(dir, to)).catch(() => undefined);
  };

  const ids = async (state: OutboxState) => {
    try {
      return (await fs.readdir(path.join(dir, state)))
        .filter((name) => RECORD_FILE.test(name))
        .map((name) => name.slice(0, -5));
    } catch (error) {
      if (code(error) === "ENOENT") return [];
      throw error;
    }
  };

  /** a record read back from disk, checked: a file of another shape is an error naming it, not a lead */
  const read = async (state: OutboxState, id: string): Promise<OutboxRecord> => {
    const parsed = recordSchema.safeParse(JSON.parse(await fs.readFile(file(state, id), "utf8")));
    if (!parsed.success)
      throw new Error(`${file(state, id)} is not a contact record (${firstIssue(parsed.error)})`);
    // a record is sent, claimed and forgotten by its file name: one whose id says otherwise is refused
    if (parsed.data.id !== id)
      throw new Error(
        `${file(state, id)} is not a contact record (its id ${parsed.data.id} is not its file name)`,
      );
    return parsed.data;
  };

  const mtime = async (target: string) => (await fs.stat(target).catch(() => null))?.mtimeMs ?? null;

  const unlinked = (target: string) =>
    fs.unlink(target).then(
      () => true,
      (error: unknown) => {
        if (code(error) === "ENOENT") return false;
        throw error;
      },
    );

  const list = async (state: OutboxState) => {
    const records: OutboxRecord[] = [];
    for (const id of await ids(state)) {
      try {
        records.push(await read(state, id));
      } catch (error) {
        // moved by another process since readdir: not this list's to show
        if (code(error) === "ENOENT") continue;
        if (!reported.has(file(state, id))) {
          reported.add(file(state, id));
          options.onUnreadable?.(file(state, id), error instanceof Error ? error.message : String(error));
        }
      }
    }
    return records.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
  };

  /** one reading of every record; `moved`: a file listed was gone when it was read */
  const readAll = async () => {
    const listed = await Promise.all(STATES.map((state) => ids(state)));
    const records: StoredRecord[] = [];
    let moved = false;
    for (const [index, state] of STATES.entries()) {
      const found: OutboxRecord[] = [];
      for (const id of listed[index] ?? []) {
        try {
          found.push(await read(state, id));
        } catch (error) {
          if (code(error) === "ENOENT") {
            moved = true;
            continue;
          }
          if (!reported.has(file(state, id))) {
            reported.add(file(state, id));
            options.onUnreadable?.(file(state, id), error instanceof Error ? error.message : String(error));
          }
        }
      }
      found.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
      for (const record of found) records.push({ state, file: file(state, record.id), record });
    }
    const key = (lists: string[][]) => lists.map((list) => [...list].sort().join(",")).join("|");
    return { records, moved, listed: key(listed) };
  };

  const claimedAt = async () => {
    const claims: { id: string; at: number }[] = [];
    for (const id of await ids("sending")) {
      const at = await mtime(file("sending", id));
      if (at !== null) claims.push({ id, at });
    }
    return claims;
  };

  return {
    dir,
    ensure,
    async store(message, kind) {
      await ensure();
      const at = new Date(now()).toISOString();
      const record: OutboxRecord = {
        id: randomUUID(),
        kind,
        receivedAt: at,
        attempts: 0,
        nextAttemptAt: at,
        lastError: null,
        message,
      };
      await writeRecord("pending", record);
      return record;
    },
    list,
    async stored() {
      const all: StoredRecord[] = [];
      for (const state of STATES) {
        for (const record of await list(state)) all.push({ state, file: file(state, record.id), record });
      }
      return all;
    },
    async snapshot() {
      let last: StoredRecord[] = [];
      for (let attempt = 0; attempt < SNAPSHOT_TRIES; attempt++) {
        const reading = await readAll();
        const after = (await Promise.all(STATES.map((state) => ids(state)))).map((list) =>
          [...list].sort().join(","),
        );
        if (!reading.moved && after.join("|") === reading.listed)
          return { records: reading.records, settled: true };
        last = reading.records;
        await new Promise((resolve) => setTimeout(resolve, SNAPSHOT_PAUSE_MS));
      }
      // each id once, in the folder it was last read in
      const byId = new Map(last.map((entry) => [entry.record.id, entry]));
      return { records: [...byId.values()], settled: false };
    },
    async counts() {
      const [pending, sending, delivered] = await Promise.all(STATES.map(async (s) => (await ids(s)).length));
      return { pending: pending ?? 0, sending: sending ?? 0, delivered: delivered ?? 0 };
    },
    async claim(id) {
      try {
        await fs.rename(file("pending", id), file("sending", id));
      } catch (error) {
        if (code(error) === "ENOENT") return null;
        throw error;
      }
      // rename keeps the old mtime; the claim time is what tells a live sender from a crashed one
      const claimed = new Date(now());
      await fs.utimes(file("sending", id), claimed, claimed).catch(() => undefined);
      return read("sending", id);
    },
    async unclaim(id) {
      try {
        await move(id, "sending", "pending");
        return true;
      } catch (error) {
        if (code(error) === "ENOENT") return false;
        throw error;
      }
    },
    async release(record) {
      const written = await writeRecord("sending", record).then(
        () => true,
        () => false,
      );
      await move(record.id, "sending", "pending");
      return { written };
    },
    async markDelivered(record, { keep = true, from = "sending" } = {}) {
      await move(record.id, from, "delivered");
      const target = file("delivered", record.id);
      if (!keep) {
        // a file that cannot be deleted now stays in delivered/ (never sent again) until the next prune
        const gone = await fs.unlink(target).then(
          () => true,
          () => false,
        );
        return { kept: !gone, written: false };
      }
      const written = await writeRecord("delivered", record).then(
        () => true,
        () => false,
      );
      // the delivery time, which pruning goes by, even when the fields could not be rewritten
      const at = new Date(now());
      await fs.utimes(target, at, at).catch(() => undefined);
      return { kept: true, written };
    },
    remove: (state, id) => unlinked(file(state, id)),
    claimedAt,
    async recoverStale(before) {
      let recovered = 0;
      for (const claim of await claimedAt()) {
        if (claim.at >= before) continue;
        try {
          await move(claim.id, "sending", "pending");
          recovered++;
        } catch (error) {
          if (code(error) !== "ENOENT") throw error;
        }
      }
      return recovered;
    },
    async pruneDelivered(before) {
      const pruned: string[] = [];
      for (const id of await ids("delivered")) {
        const at = await mtime(file("delivered", id));
        if (at !== null && at < before && (await unlinked(file("delivered", id)))) pruned.push(id);
      }
      return pruned;
    },
    async expire(receivedBefore, claimedBefore) {
      const expired: Array<{ state: OutboxState; id: string; record: OutboxRecord | null }> = [];
      for (const state of ["pending", "sending"] as const) {
        for (const id of await ids(state)) {
          const target = file(state, id);
          const changed = await mtime(target);
          if (changed === null || (state === "sending" && changed >= claimedBefore)) continue;
          const record = await read(state, id).catch(() => null);
          const received = record ? Date.parse(record.receivedAt) : changed;
          if (!(received < receivedBefore)) continue;
          if (await unlinked(target)) expired.push({ state, id, record });
        }
      }
      return expired;
    },
    async cleanTmp(before) {
      let names: string[];
      try {
        names = await fs.readdir(path.join(dir, "tmp"));
      } catch (error) {
        if (code(error) === "ENOENT") return 0;
        throw error;
      }
      let removed = 0;
      for (const name of names) {
        const target = path.join(dir, "tmp", name);
        const at = await mtime(target);
        if (at !== null && at < before && (await unlinked(target))) removed++;
      }
      return removed;
    },
    async waiting() {
      const present = new Set<string>();
      let oldest = Infinity;
      for (const state of ["pending", "sending"] as const) {
        for (const id of await ids(state)) {
          present.add(id);
          let at = receivedAt.get(id);
          if (at === undefined) {
            const record = await read(state, id).catch(() => null);
            if (!record) continue; // moved since readdir: counted where it went, or gone
            at = Date.parse(record.receivedAt);
            receivedAt.set(id, at);
          }
          oldest = Math.min(oldest, at);
        }
      }
      for (const id of receivedAt.keys()) if (!present.has(id)) receivedAt.delete(id);
      return { count: present.size, oldestReceivedAt: oldest === Infinity ? null : oldest };
    },
    async checkWritable() {
      await ensure();
      const probe = path.join(dir, "tmp", `probe-${randomUUID()}`);
      await writeFileAtomic(probe, "ok\n");
      await fs.unlink(probe);
    },
  };
}
