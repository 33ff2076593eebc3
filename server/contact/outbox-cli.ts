/**
 * `npm run outbox -- list [--show] [--all]`, `npm run outbox -- retry` and `npm run outbox -- forget EMAIL`
 * (scripts/outbox.ts; built to dist/outbox.js, so `node dist/outbox.js ...` in the Docker image): what the
 * lead store holds, sending every pending message now, and deleting every message from one address (a
 * deletion request). The same config loader as the server, so the same DATA_DIR / CONTACT_OUTBOX /
 * CONTACT_ACCESS_KEY. Message bodies are printed only with --show.
 */
import { readdir, readFile, unlink } from "node:fs/promises";
import path from "node:path";
import { pino, type Logger } from "pino";
import { isEmail } from "../../shared/contact";
import { ConfigError, loadConfig } from "../config";
import type { Delivery } from "./delivery";
import { createOutbox, type Outbox, type OutboxRecord, type OutboxState } from "./outbox";
import { deliveryFor } from "./start";

export type CliOutput = { log(line: string): void; error(line: string): void };

const USAGE =
  "usage: npm run outbox -- list [--show] [--all] | retry | forget EMAIL (in the Docker image: node dist/outbox.js ...)";
const STATES: OutboxState[] = ["pending", "sending", "delivered"];

/**
 * The header (counts per folder) and one line per record, both from one snapshot of the folders, so the
 * counts are what is listed even while the server moves a record. `settled` false: the folders kept
 * changing through every read (the lines are the last read; the command says so and exits 1).
 */
export async function listOutbox(outbox: Outbox, options: { show?: boolean; all?: boolean } = {}) {
  const { records, settled } = await outbox.snapshot();
  const count = (state: OutboxState) => records.filter((entry) => entry.state === state).length;
  const lines = [
    `${outbox.dir}: ${count("pending")} pending, ${count("sending")} sending, ${count("delivered")} delivered`,
  ];
  const states: OutboxState[] = options.all ? ["pending", "sending", "delivered"] : ["pending", "sending"];
  for (const { state, record } of records) {
    if (!states.includes(state)) continue;
    lines.push(describeRecord(record, state));
    if (options.show) lines.push(...showMessage(record));
  }
  return Object.assign(lines, { settled });
}

function describeRecord(record: OutboxRecord, state: OutboxState): string {
  const parts = [
    record.id,
    state.padEnd(9),
    record.kind.padEnd(10),
    `received ${record.receivedAt}`,
    `attempts ${record.attempts}`,
    state === "delivered" ? `delivered ${record.deliveredAt ?? "?"}` : `next ${record.nextAttemptAt}`,
  ];
  if (record.lastError) parts.push(`last error: ${record.lastError}`);
  return parts.join("  ");
}

function showMessage(record: OutboxRecord): string[] {
  const { subject, fields } = record.message;
  return [
    `    subject: ${subject}`,
    ...Object.entries(fields).map(([name, value]) => `    ${name}: ${value}`),
  ];
}

export async function retryOutbox(delivery: Pick<Delivery, "retryAll">, outbox: Outbox) {
  const result = await delivery.retryAll();
  const counts = await outbox.counts();
  const lines = [
    `delivered ${result.delivered}, failed ${result.failed}, skipped ${result.skipped} (being sent by another process)`,
    `${outbox.dir}: ${counts.pending} pending, ${counts.sending} sending, ${counts.delivered} delivered`,
  ];
  return { lines, ok: result.failed === 0 };
}

export type ForgetOptions = {
  /** the relay timeout: an attempt in flight ends (and writes its record back) within this long */
  relayTimeoutMs: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
};

/** how often forget looks again while a message from the address is being sent */
const IN_FLIGHT_POLL_MS = 200;

/**
 * A deletion request: removes every record whose e-mail field is `email` (case and surrounding spaces
 * ignored) from pending/, sending/ and delivered/, each looked up in one snapshot of the folders. A record
 * in sending/ belongs to an attempt in flight, which writes it back (to pending/) or delivers it when it
 * ends: forget waits for that, then deletes it where it went. A claim older than twice the relay timeout
 * is a stopped sender's (the server's own rule) and is deleted where it is. Should an attempt still hold
 * one when that wait is over (the server claimed it again), it says so and `ok` is false: run it again.
 * Reports ids and folders, never the fields.
 */
export async function forgetOutbox(outbox: Outbox, email: string, options: ForgetOptions) {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const wanted = email.trim().toLowerCase();
  const staleMs = 2 * options.relayTimeoutMs;
  const deadline = now() + staleMs + 1000;
  const deleted: { id: string; state: OutboxState }[] = [];
  const failed: { id: string; state: OutboxState; code: string }[] = [];
  /** records seen being sent, and those of them that reached the form service meanwhile */
  const seenSending = new Set<string>();
  const sentMeanwhile = new Set<string>();
  let inFlight: string[] = [];
  let unsettled = false;

  for (;;) {
    const { records, settled } = await outbox.snapshot();
    unsettled = !settled;
    const matches = records.filter(
      ({ record }) => (record.message.fields.email ?? "").trim().toLowerCase() === wanted,
    );
    // a record seen being sent that is now delivered, or gone from every folder: the service has it
    for (const id of seenSending) {
      if (deleted.some((entry) => entry.id === id)) continue;
      const where = records.find((entry) => entry.record.id === id)?.state;
      if (where === undefined || where === "delivered") sentMeanwhile.add(id);
    }
    if (!matches.length) {
      inFlight = [];
      break;
    }
    const claims = new Map((await outbox.claimedAt()).map((claim) => [claim.id, claim.at]));
    inFlight = [];
    for (const { state, record } of matches) {
      if (state === "sending" && (claims.get(record.id) ?? now()) + staleMs > now()) {
        seenSending.add(record.id);
        inFlight.push(record.id);
        continue;
      }
      try {
        await unlink(path.join(outbox.dir, state, `${record.id}.json`));
        deleted.push({ id: record.id, state });
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? "unknown error";
        // moved by the server since the snapshot: the next look finds it where it went
        if (code !== "ENOENT") failed.push({ id: record.id, state, code });
      }
    }
    if (failed.length || now() >= deadline) break;
    if (inFlight.length) await sleep(IN_FLIGHT_POLL_MS);
  }
  const unparsed = await filesNotRead(outbox, wanted);
  const lines = [
    `deleted ${deleted.length} message${deleted.length === 1 ? "" : "s"} from that address`,
    ...deleted.map(({ id, state }) => `  ${id}  ${state}`),
  ];
  if (seenSending.size && !inFlight.length)
    lines.push("(one was being sent: forget waited for that attempt to end, then looked again)");
  for (const id of sentMeanwhile)
    if (!inFlight.includes(id))
      lines.push(`  ${id}  was being sent and reached the form service meanwhile: delete it there too`);
  const errors = [
    ...failed.map(({ id, state, code }) => `could not delete ${id} in ${state}/: ${code}`),
    ...inFlight.map(
      (id) =>
        `${id} is being sent right now and is still stored: run forget again once that attempt has ended`,
    ),
    ...(unsettled && !failed.length && !inFlight.length
      ? ["the store kept changing while forget read it: run forget again to be sure nothing is left"]
      : []),
    ...unparsed.map(({ file, holds, code }) =>
      holds
        ? `${file}: not a contact record, and it contains that address: look at it and delete it by hand`
        : code
          ? `${file}: could not be read (${code}): it may contain that address; check it by hand`
          : `${file}: not a contact record (does not contain that address)`,
    ),
  ];
  const mayHold = unparsed.filter((u) => u.holds || u.code).length;
  return { lines, errors, ok: !failed.length && !inFlight.length && !unsettled && mayHold === 0 };
}

/**
 * Every file in the store's folders that is not a record read as one (broken JSON, another shape, an id
 * that is not its file name, a stray or temporary file): searched as raw bytes for the address (any case),
 * since such a file is never sent or listed but may hold a visitor's data. `code`: it could not be read.
 */
async function filesNotRead(outbox: Outbox, wanted: string) {
  const found: { file: string; holds: boolean; code?: string }[] = [];
  const needle = Buffer.from(wanted, "utf8").toString("latin1");
  for (const folder of [...STATES, "tmp"] as const) {
    const read =
      folder === "tmp" ? new Set<string>() : new Set((await outbox.list(folder)).map((r) => `${r.id}.json`));
    let names: string[];
    try {
      names = await readdir(path.join(outbox.dir, folder));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    for (const name of names.sort()) {
      if (read.has(name)) continue;
      const file = path.join(outbox.dir, folder, name);
      try {
        // latin1 keeps every byte as one character: the search finds the address whatever else is broken
        const bytes = (await readFile(file)).toString("latin1").toLowerCase();
        found.push({ file, holds: bytes.includes(needle) });
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? "unknown error";
        // moved by the server since it was listed (a claim, a delivery): a record, found by the next look
        if (code === "ENOENT") continue;
        if (code === "EISDIR") continue;
        found.push({ file, holds: false, code });
      }
    }
  }
  return found;
}

/** The whole command; returns the exit code. */
export async function runOutboxCli(
  argv: string[],
  env: Record<string, string | undefined>,
  out: CliOutput,
  logger?: Logger,
): Promise<number> {
  const [command, ...flags] = argv;
  let config;
  try {
    // the lead store needs no public origin: the Docker image's REQUIRE_SITE_URL=1 is for the server, so
    // `docker run --rm -v site-data:/data skyline-site node dist/outbox.js list` works without SITE_URL
    config = loadConfig({ ...env, REQUIRE_SITE_URL: undefined });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    out.error(`Configuration error: ${error.message}`);
    return 1;
  }
  // every such line names its file (a JSON error's message does not); forget names them in its own summary
  const prefix = (file: string) => `${file} is not a contact record `;
  const outbox = createOutbox(config.contact.outbox, {
    onUnreadable: (file, reason) => {
      if (command === "forget") return;
      const why = reason.startsWith(prefix(file)) ? reason.slice(prefix(file).length) : `(${reason})`;
      out.error(`${file}: not a contact record, left as it is ${why}`);
    },
  });

  if (command === "list") {
    const lines = await listOutbox(outbox, { show: flags.includes("--show"), all: flags.includes("--all") });
    lines.forEach((line) => out.log(line));
    if (lines.settled) return 0;
    out.error("the store kept changing while it was read (messages being sent): run list again");
    return 1;
  }
  if (command === "retry") {
    // the attempts' log lines (ids and errors only) go to stderr, the summary to stdout
    const log = logger ?? pino({ level: config.logLevel, base: undefined }, pino.destination(2));
    const delivery = deliveryFor(config, outbox, log);
    if (!delivery) {
      out.error("CONTACT_ACCESS_KEY is not set: messages are only kept here, there is nowhere to send them.");
      return 2;
    }
    const { lines, ok } = await retryOutbox(delivery, outbox);
    lines.forEach((line) => out.log(line));
    return ok ? 0 : 1;
  }
  if (command === "forget") {
    const email = flags[0]?.trim() ?? "";
    if (flags.length !== 1 || !isEmail(email)) {
      out.error("forget needs one e-mail address: npm run outbox -- forget ann@example.com");
      return 2;
    }
    const { lines, errors, ok } = await forgetOutbox(outbox, email, {
      relayTimeoutMs: config.contact.relayTimeoutMs,
    });
    lines.forEach((line) => out.log(line));
    errors.forEach((line) => out.error(line));
    return ok ? 0 : 1;
  }
  out.error(USAGE);
  return 2;
}
