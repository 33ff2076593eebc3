/**
 * `npm run outbox -- list [--show] [--all]` and `npm run outbox -- retry` (scripts/outbox.ts): what the
 * lead store holds, and sending every pending message now. The same config loader as the server, so the
 * same DATA_DIR / CONTACT_OUTBOX / CONTACT_ACCESS_KEY. Message bodies are printed only with --show.
 */
import { pino, type Logger } from "pino";
import { ConfigError, loadConfig } from "../config";
import type { Delivery } from "./delivery";
import { createOutbox, type Outbox, type OutboxRecord, type OutboxState } from "./outbox";
import { deliveryFor } from "./start";

export type CliOutput = { log(line: string): void; error(line: string): void };

const USAGE = "usage: npm run outbox -- list [--show] [--all] | retry";

export async function listOutbox(outbox: Outbox, options: { show?: boolean; all?: boolean } = {}) {
  const counts = await outbox.counts();
  const lines = [
    `${outbox.dir}: ${counts.pending} pending, ${counts.sending} sending, ${counts.delivered} delivered`,
  ];
  const states: OutboxState[] = options.all ? ["pending", "sending", "delivered"] : ["pending", "sending"];
  for (const state of states) {
    for (const record of await outbox.list(state)) {
      lines.push(describeRecord(record, state));
      if (options.show) lines.push(...showMessage(record));
    }
  }
  return lines;
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
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    out.error(`Configuration error: ${error.message}`);
    return 1;
  }
  const outbox = createOutbox(config.contact.outbox, {
    onUnreadable: (_file, reason) => console.error(`not a contact record, left as it is: ${reason}`),
  });
  if (command === "list") {
    const lines = await listOutbox(outbox, { show: flags.includes("--show"), all: flags.includes("--all") });
    lines.forEach((line) => out.log(line));
    return 0;
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
  out.error(USAGE);
  return 2;
}
