import * as nodeFs from "node:fs/promises";
import path from "node:path";
import { expect, test, vi } from "vitest";
import { backoffMs, createDelivery, type DeliveryOptions } from "../../server/contact/delivery";
import { createOutbox, type OutboxFs } from "../../server/contact/outbox";
import type { Relay, RelayResult } from "../../server/contact/relay";
import { captureLogs, fakeClock, fakeTimers, T0, tempDir } from "../helpers/leads";

const message = { subject: "New enquiry", fromName: "Website", fields: { email: "maria@example.com" } };

/** A relay answering from a script (default: success), counting what it was sent. */
function scriptedRelay(answers: RelayResult[] = []) {
  const sent: string[] = [];
  const relay: Relay = {
    async send(_message, id) {
      sent.push(id);
      return answers.shift() ?? { ok: true };
    },
  };
  return { relay, sent };
}
const down: RelayResult = { ok: false, reason: "upstream refused", upstreamStatus: 500 };

async function setup(answers: RelayResult[] = [], extra: Partial<DeliveryOptions> = {}) {
  const clock = fakeClock();
  const timers = fakeTimers();
  const logs = captureLogs();
  const outbox = createOutbox(await tempDir(), { now: clock.now });
  const { relay, sent } = scriptedRelay(answers);
  const delivery = createDelivery({
    outbox,
    relay,
    logger: logs.logger,
    now: clock.now,
    timers: timers.timers,
    ...extra,
  });
  return { clock, timers, logs, outbox, relay, sent, delivery };
}

test("backoff: 30 s, doubling, capped at an hour", () => {
  expect([1, 2, 3, 4, 7, 8, 20].map((n) => backoffMs(n) / 1000)).toEqual([
    30, 60, 120, 240, 1920, 3600, 3600,
  ]);
});

test("a failed attempt is retried after the backoff, not before, delivered exactly once, and its file deleted", async () => {
  const { clock, outbox, sent, delivery, logs } = await setup([down, down]);
  const { id } = await outbox.store(message, "contact");
  delivery.deliver(id);
  await delivery.idle();
  expect((await outbox.list("pending"))[0]).toMatchObject({
    attempts: 1,
    lastError: "upstream refused (HTTP 500)",
    nextAttemptAt: new Date(T0 + 30_000).toISOString(),
  });
  clock.advance(29_000);
  await delivery.tick();
  expect(sent).toHaveLength(1);
  clock.advance(1_000);
  await delivery.tick();
  expect((await outbox.list("pending"))[0]).toMatchObject({
    attempts: 2,
    nextAttemptAt: new Date(T0 + 30_000 + 60_000).toISOString(),
  });
  clock.advance(60_000);
  await delivery.tick();
  clock.advance(24 * 3600_000);
  await delivery.tick();
  expect(sent).toEqual([id, id, id]);
  // nothing of the message is kept once it is delivered; the log line says what happened, without its fields
  expect(await outbox.counts()).toEqual({ pending: 0, sending: 0, delivered: 0 });
  const done = logs.lines.filter((l) => l.msg === "contact message delivered");
  expect(done).toEqual([
    expect.objectContaining({
      id,
      attempts: 3,
      outcome: "delivered",
      copy: "deleted",
      time: expect.any(Number),
    }),
  ]);
  expect(logs.text()).not.toContain("maria@example.com");
});

test("two workers on one folder (two processes) send each record once", async () => {
  const a = await setup();
  const other = scriptedRelay();
  const b = createDelivery({ outbox: createOutbox(a.outbox.dir), relay: other.relay, logger: a.logs.logger });
  const ids = await Promise.all([1, 2, 3, 4].map(async () => (await a.outbox.store(message, "contact")).id));
  await Promise.all([a.delivery.tick(), b.tick(), a.delivery.retryAll(), b.retryAll()]);
  expect([...a.sent, ...other.sent].sort()).toEqual(ids.sort());
  expect(await a.outbox.counts()).toEqual({ pending: 0, sending: 0, delivered: 0 });
});

test("a record left in sending/ by a crash is sent again only once its claim is 2x the relay timeout old", async () => {
  const { clock, outbox, sent, delivery } = await setup([], { relayTimeoutMs: 10_000 });
  const { id } = await outbox.store(message, "contact");
  await outbox.claim(id); // the crashed process's claim
  clock.advance(15_000);
  await delivery.tick();
  expect(sent).toEqual([]);
  clock.advance(6_000);
  await delivery.tick();
  expect(sent).toEqual([id]);
  expect(await outbox.counts()).toEqual({ pending: 0, sending: 0, delivered: 0 });
});

test("start scans the store (resuming after a restart) and keeps a retry timer", async () => {
  const { outbox, sent, delivery, timers } = await setup([down]);
  const { id } = await outbox.store(message, "contact");
  delivery.start();
  await delivery.idle();
  expect(sent).toEqual([id]);
  // the retry at +30 s and the alarm check every 10 minutes
  expect(timers.delays().sort((x, y) => x - y)).toEqual([30_000, 600_000]);
  await delivery.stop();
  expect(timers.scheduled.size).toBe(0);
});

test("the alarm logs an error with the count and oldest age of undelivered messages past the threshold", async () => {
  const { clock, outbox, delivery, logs, timers } = await setup([down, down, down], {
    alertAfterMs: 3600_000,
  });
  await outbox.store(message, "contact");
  clock.advance(10 * 60_000);
  await outbox.store(message, "newsletter");
  clock.advance(49 * 60_000);
  await delivery.checkAlarm();
  expect(logs.lines.filter((l) => l.level >= 50)).toEqual([]);

  clock.advance(2 * 60_000); // 61 minutes after the first message
  delivery.start();
  await delivery.idle();
  timers.fire(); // the 10-minute alarm (and the retry timer)
  await delivery.idle();
  await vi.waitFor(() => expect(logs.lines.some((l) => l.level === 50)).toBe(true));
  const alarm = logs.lines.find((l) => l.level === 50);
  expect(alarm).toMatchObject({ undelivered: 1, oldestMinutes: 61, outbox: outbox.dir });
  expect(alarm?.msg).toContain("undelivered for over 60 minutes");
  await delivery.stop();
});

test("stop waits for an attempt in flight, and gives up after its bound when one hangs", async () => {
  const clock = fakeClock();
  const outbox = createOutbox(await tempDir(), { now: clock.now });
  let finish: ((r: RelayResult) => void) | undefined;
  const relay: Relay = { send: () => new Promise((resolve) => (finish = resolve)) };
  const delivery = createDelivery({ outbox, relay, logger: captureLogs().logger, now: clock.now });
  const { id } = await outbox.store(message, "contact");
  delivery.deliver(id);
  // the attempt is in flight once the relay has been asked
  await vi.waitFor(() => expect(finish).toBeDefined());
  // the order of two events, not a wait: stop settles only after the relay has answered
  let answered = false;
  const stopping = delivery.stop().then(() => (answered ? "after the answer" : "before the answer"));
  await new Promise((r) => setImmediate(r));
  answered = true;
  finish?.({ ok: true });
  expect(await stopping).toBe("after the answer");
  expect(await outbox.counts()).toEqual({ pending: 0, sending: 0, delivered: 0 });

  let asked = false;
  const hung = createDelivery({
    outbox,
    relay: {
      send: () => {
        asked = true;
        return new Promise(() => {});
      },
    },
    logger: captureLogs().logger,
  });
  const second = await outbox.store(message, "contact");
  hung.deliver(second.id);
  await vi.waitFor(() => expect(asked).toBe(true));
  // the relay never answers: stop returning at all is the proof that it gave up after its bound
  await hung.stop(30);
  hung.deliver(second.id); // after stop: nothing new starts
  expect(await outbox.counts()).toMatchObject({ sending: 1 });
});

test("two replicas on one outbox: a record one of them retried waits for its own next-attempt time, whoever claims it next", async () => {
  const dir = await tempDir();
  const clock = fakeClock();
  const calls: number[] = [];
  const failing: Relay = {
    async send() {
      calls.push(clock.now());
      return down;
    },
  };
  // replica B's claim (pending/ -> sending/) waits until the test lets it go, after B has listed the
  // record as due: the moment between a replica's look and its claim
  let letClaim = () => {};
  let claimWaits: Promise<void> | null = new Promise<void>((resolve) => (letClaim = resolve));
  const claiming = { reached: false };
  const slowClaims: OutboxFs = {
    ...nodeFs,
    rename: async (from, to) => {
      if (claimWaits && String(from).includes(`${path.sep}pending${path.sep}`)) {
        claiming.reached = true;
        await claimWaits;
      }
      return nodeFs.rename(from, to);
    },
  };
  const replica = (fs?: OutboxFs) => {
    const outbox = createOutbox(dir, { now: clock.now, ...(fs ? { fs } : {}) });
    const delivery = createDelivery({
      outbox,
      relay: failing,
      logger: captureLogs().logger,
      now: clock.now,
      timers: fakeTimers().timers,
    });
    return { outbox, delivery };
  };
  const a = replica();
  const b = replica(slowClaims);
  const { id } = await a.outbox.store(message, "contact");

  // B looks, finds the record due, and is about to claim it ...
  const bTick = b.delivery.tick();
  await vi.waitFor(() => expect(claiming.reached).toBe(true));
  // ... while A makes its attempt: refused, next attempt in 30 s
  a.delivery.deliver(id);
  await a.delivery.idle();
  expect(calls).toEqual([T0]);
  // B's claim goes through now: the record it holds says 30 s from now, so it is put back unsent
  letClaim();
  claimWaits = null;
  await bTick;
  expect(calls).toEqual([T0]);
  expect((await a.outbox.list("pending")).map((r) => [r.id, r.attempts, r.nextAttemptAt])).toEqual([
    [id, 1, new Date(T0 + 30_000).toISOString()],
  ]);
  // at its time, either replica sends it
  clock.advance(29_000);
  await b.delivery.tick();
  expect(calls).toEqual([T0]);
  clock.advance(1_000);
  await b.delivery.tick();
  expect(calls).toEqual([T0, T0 + 30_000]);
});
