/**
 * The lead store through a file layer that fails like a full disk (tests/helpers/faulty-fs.ts): writing
 * fails with ENOSPC while renames and deletes still work. Before the fix, recording "delivered" failed,
 * the record went back to pending/ once its claim was stale, and the same lead was sent again every 2x the
 * relay timeout; each failed write left a 0-byte file in tmp/.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "vitest";
import { createDelivery, type DeliveryOptions } from "../../server/contact/delivery";
import { createOutbox } from "../../server/contact/outbox";
import type { Relay, RelayResult } from "../../server/contact/relay";
import { faultyFs } from "../helpers/faulty-fs";
import { captureLogs, fakeClock, fakeTimers, tempDir } from "../helpers/leads";

const message = { subject: "New enquiry", fromName: "Website", fields: { email: "maria@example.com" } };
const down: RelayResult = { ok: false, reason: "upstream refused", upstreamStatus: 500 };
const RELAY_TIMEOUT_MS = 10_000;

async function setup(answers: RelayResult[] = [], extra: Partial<DeliveryOptions> = {}) {
  const clock = fakeClock();
  const logs = captureLogs();
  const disk = faultyFs();
  const outbox = createOutbox(await tempDir(), { now: clock.now, fs: disk.fs });
  // the fake service's receipts: every message it accepted (or refused), by record id
  const receipts: string[] = [];
  const relay: Relay = {
    async send(_message, id) {
      receipts.push(id);
      return answers.shift() ?? { ok: true };
    },
  };
  const delivery = createDelivery({
    outbox,
    relay,
    logger: logs.logger,
    now: clock.now,
    timers: fakeTimers().timers,
    relayTimeoutMs: RELAY_TIMEOUT_MS,
    ...extra,
  });
  const tmpFiles = () => readdir(path.join(outbox.dir, "tmp"));
  return { clock, logs, disk, outbox, receipts, delivery, tmpFiles };
}

/** what the worker's timer would do for the next `ms`: a tick every 2 s of fake time */
async function runFor(s: Awaited<ReturnType<typeof setup>>, ms: number) {
  for (let t = 0; t < ms; t += 2_000) {
    s.clock.advance(2_000);
    await s.delivery.tick();
  }
}

test("a message the service accepts while the disk is full is delivered exactly once, and no temp file remains", async () => {
  const s = await setup();
  const { id } = await s.outbox.store(message, "contact");
  s.disk.state.full = true;
  s.delivery.deliver(id);
  await s.delivery.idle();
  // ten minutes of the retry schedule: the reported fault sent it again every 20 s (10 copies in 140 s)
  await runFor(s, 10 * 60_000);
  expect(s.receipts).toEqual([id]);
  expect(await s.outbox.counts()).toEqual({ pending: 0, sending: 0, delivered: 0 });
  expect(await s.tmpFiles()).toEqual([]);
  expect(s.logs.lines.filter((l) => l.msg === "contact message delivered")).toHaveLength(1);
});

test("with delivered copies kept, a full disk moves the record to delivered/ with its old fields, sent once", async () => {
  const s = await setup([], { keepDelivered: true });
  const { id } = await s.outbox.store(message, "contact");
  s.disk.state.full = true;
  s.delivery.deliver(id);
  await s.delivery.idle();
  await runFor(s, 5 * 60_000);
  expect(s.receipts).toEqual([id]);
  expect(await s.outbox.counts()).toEqual({ pending: 0, sending: 0, delivered: 1 });
  // the rewrite of its fields needed space: the copy is the record as it was stored
  expect((await s.outbox.list("delivered"))[0]).toMatchObject({ id, attempts: 0 });
  expect(s.disk.state.refused).toBeGreaterThan(0);
  expect(await s.tmpFiles()).toEqual([]);
  expect(s.logs.lines.find((l) => l.level === 40)?.msg).toContain("keeps its earlier fields");
});

test("the backoff holds when a failed attempt cannot be written: no retry before 30 s", async () => {
  const s = await setup([down, down]);
  const { id } = await s.outbox.store(message, "contact");
  s.disk.state.full = true;
  s.delivery.deliver(id);
  await s.delivery.idle();
  // back in pending/ with the fields it had (attempt 0, due at once); the real ones are in memory
  expect((await s.outbox.list("pending"))[0]).toMatchObject({ id, attempts: 0 });
  expect(s.logs.lines.some((l) => l.level === 50 && /retry time is kept in memory/.test(l.msg))).toBe(true);
  await runFor(s, 28_000);
  expect(s.receipts).toEqual([id]);
  await runFor(s, 2_000);
  expect(s.receipts).toEqual([id, id]);
  // the second failure doubles the wait: nothing more for the next 58 s
  await runFor(s, 58_000);
  expect(s.receipts).toEqual([id, id]);
  s.disk.state.full = false;
  await runFor(s, 2_000);
  expect(s.receipts).toEqual([id, id, id]);
  expect(await s.outbox.counts()).toEqual({ pending: 0, sending: 0, delivered: 0 });
  expect(await s.tmpFiles()).toEqual([]);
});

test("even when the move to delivered/ fails, this process never sends the message again", async () => {
  const s = await setup();
  const { id } = await s.outbox.store(message, "contact");
  const toDelivered = (_from: string, to: string) => to.includes(`${path.sep}delivered${path.sep}`);
  s.disk.state.failRename = toDelivered;
  s.delivery.deliver(id);
  await s.delivery.idle();
  expect(s.logs.lines.some((l) => l.level === 50 && /it is not sent again/.test(l.msg))).toBe(true);
  // its claim goes stale and it is back in pending/: still not sent again
  await runFor(s, 3 * 60_000);
  expect(s.receipts).toEqual([id]);
  expect(await s.outbox.counts()).toMatchObject({ delivered: 0 });
  // the disk recovers: the bookkeeping finishes, without another send
  s.disk.state.failRename = null;
  await runFor(s, 2_000);
  expect(s.receipts).toEqual([id]);
  expect(await s.outbox.counts()).toEqual({ pending: 0, sending: 0, delivered: 0 });
  expect(s.logs.lines.filter((l) => l.msg === "contact message delivered")).toHaveLength(1);
});

test("a store that fails on a full disk leaves no temp file behind", async () => {
  const s = await setup();
  s.disk.state.full = true;
  await expect(s.outbox.store(message, "contact")).rejects.toMatchObject({ code: "ENOSPC" });
  await expect(s.outbox.checkWritable()).rejects.toMatchObject({ code: "ENOSPC" });
  expect(await s.tmpFiles()).toEqual([]);
  expect(await s.outbox.counts()).toEqual({ pending: 0, sending: 0, delivered: 0 });
});
