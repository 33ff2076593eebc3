/**
 * The durable store every accepted message is written to before the visitor is told anything: one JSON
 * file per message, in pending/ until delivered, sending/ while one process is sending it, delivered/ after.
 * A state change is a rename, so a crash leaves each message whole in exactly one of the three folders, and
 * two processes can never claim the same message (the second rename finds nothing).
 */
import { randomUUID } from "node:crypto";
import { mkdir, open, readFile, readdir, rename, stat, unlink, utimes } from "node:fs/promises";
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
export type OutboxCounts = Record<OutboxState, number>;

export type Outbox = {
  dir: string;
  /** creates the folders (mode 0700); throws what mkdir throws (EACCES, ENOTDIR, ...) */
  ensure(): Promise<void>;
  store(message: RelayMessage, kind: OutboxRecord["kind"]): Promise<OutboxRecord>;
  list(state: OutboxState): Promise<OutboxRecord[]>;
  counts(): Promise<OutboxCounts>;
  /** pending/ -> sending/; null when the record is gone (another process claimed or delivered it) */
  claim(id: string): Promise<OutboxRecord | null>;
  /** sending/ -> pending/ with the updated attempt fields */
  release(record: OutboxRecord): Promise<void>;
  /** sending/ -> delivered/, the only way into delivered/, so a record is marked delivered once */
  markDelivered(record: OutboxRecord): Promise<void>;
  /** claim times (file mtime) of the records in sending/ */
  claimedAt(): Promise<{ id: string; at: number }[]>;
  /** sending/ records claimed before `before` (a crashed sender) go back to pending/; returns how many */
  recoverStale(before: number): Promise<number>;
};

const STATES: OutboxState[] = ["pending", "sending", "delivered"];
const RECORD_FILE = /^[0-9a-f-]{36}\.json$/;

export function createOutbox(dir: string, options: { now?: () => number } = {}): Outbox {
  const now = options.now ?? Date.now;
  const file = (state: OutboxState, id: string) => path.join(dir, state, `${id}.json`);
  let ready: Promise<void> | null = null;

  const ensure = () => {
    // Remember success only: a folder fixed by the operator (permissions, disk) works on the next message.
    ready ??= Promise.all(
      [...STATES, "tmp"].map((name) => mkdir(path.join(dir, name), { recursive: true, mode: 0o700 })),
    ).then(
      () => undefined,
      (error: unknown) => {
        ready = null;
        throw error;
      },
    );
    return ready;
  };

  /** temp file, fsync, rename over the target, fsync the folder: the record is whole or absent */
  const writeRecord = async (state: OutboxState, record: OutboxRecord) => {
    const tmp = path.join(dir, "tmp", `${record.id}.${randomUUID()}.tmp`);
    const handle = await open(tmp, "wx", 0o600);
    try {
      await handle.writeFile(JSON.stringify(record, null, 2) + "\n");
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await rename(tmp, file(state, record.id));
    } catch (error) {
      await unlink(tmp).catch(() => undefined);
      throw error;
    }
    await syncDir(path.join(dir, state));
  };

  const move = async (id: string, from: OutboxState, to: OutboxState) => {
    await rename(file(from, id), file(to, id));
    await syncDir(path.join(dir, to));
  };

  const ids = async (state: OutboxState) => {
    try {
      return (await readdir(path.join(dir, state))).filter((name) => RECORD_FILE.test(name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
  };

  const read = async (state: OutboxState, id: string) =>
    JSON.parse(await readFile(file(state, id), "utf8")) as OutboxRecord;

  const claimedAt = async () => {
    const claims: { id: string; at: number }[] = [];
    for (const name of await ids("sending")) {
      const info = await stat(path.join(dir, "sending", name)).catch(() => null);
      if (info) claims.push({ id: name.slice(0, -5), at: info.mtimeMs });
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
    async list(state) {
      const records: OutboxRecord[] = [];
      for (const name of await ids(state)) {
        try {
          records.push(await read(state, name.slice(0, -5)));
        } catch {
          // moved by another process since readdir, or not a record: it is not this list's to show
        }
      }
      return records.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
    },
    async counts() {
      const [pending, sending, delivered] = await Promise.all(STATES.map(async (s) => (await ids(s)).length));
      return { pending: pending ?? 0, sending: sending ?? 0, delivered: delivered ?? 0 };
    },
    async claim(id) {
      try {
        await rename(file("pending", id), file("sending", id));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
      // rename keeps the old mtime; the claim time is what tells a live sender from a crashed one
      const claimed = new Date(now());
      await utimes(file("sending", id), claimed, claimed).catch(() => undefined);
      return read("sending", id);
    },
    async release(record) {
      await writeRecord("sending", record);
      await move(record.id, "sending", "pending");
    },
    async markDelivered(record) {
      await writeRecord("sending", record);
      await move(record.id, "sending", "delivered");
    },
    claimedAt,
    async recoverStale(before) {
      let recovered = 0;
      for (const claim of await claimedAt()) {
        if (claim.at >= before) continue;
        try {
          await move(claim.id, "sending", "pending");
          recovered++;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        }
      }
      return recovered;
    },
  };
}

/** fsync a folder so a rename into it survives a power cut; platforms that cannot are skipped. */
async function syncDir(dir: string) {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } catch (error) {
    if (!["EINVAL", "ENOTSUP", "EISDIR", "EPERM"].includes((error as NodeJS.ErrnoException).code ?? "")) {
      throw error;
    }
  } finally {
    await handle.close();
  }
}
