/**
 * The lead store keeps a visitor's message only as long as it is needed. Delivered
 * copies only with CONTACT_KEEP_DELIVERED_DAYS (then pruned), undelivered ones deleted after
 * CONTACT_MAX_AGE_DAYS with an error line, temp files a crash left deleted at start; in production
 * without CONTACT_ACCESS_KEY a warn line at start and every hour while messages wait.
 */
import { readdir, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, vi } from "vitest";
import { ConfigError, loadConfig } from "../../server/config";
import { createDelivery } from "../../server/contact/delivery";
import { createOutbox } from "../../server/contact/outbox";
import type { Relay, RelayResult } from "../../server/contact/relay";
import { createRetention } from "../../server/contact/retention";
import { startLeads } from "../../server/contact/start";
import { captureLogs, fakeClock, fakeTimers, T0, tempDir } from "../helpers/leads";

const DAY = 24 * 3600_000;
const message = {
  subject: "New enquiry",
  fromName: "Website",
  fields: { name: "Maria Lopez", email: "maria@example.com", message: "secret message body" },
};
const down: RelayResult = { ok: false, reason: "upstream refused", upstreamStatus: 500 };

async function setup(options: { keepDeliveredDays?: number; maxAgeDays?: number; answers?: RelayResult[] }) {
  const clock = fakeClock();
  const timers = fakeTimers();
  const logs = captureLogs();
  const outbox = createOutbox(await tempDir(), { now: clock.now });
  const answers = options.answers ?? [];
  const relay: Relay = { send: async () => answers.shift() ?? { ok: true } };
  const keepDeliveredDays = options.keepDeliveredDays ?? 0;
  const delivery = createDelivery({
    outbox,
    relay,
    logger: logs.logger,
    now: clock.now,
    timers: timers.timers,
    keepDelivered: keepDeliveredDays > 0,
  });
  const retention = createRetention({
    outbox,
    logger: logs.logger,
    keepDeliveredDays,
    maxAgeDays: options.maxAgeDays ?? 30,
    staleClaimMs: 20_000,
    warnUnsent: false,
    now: clock.now,
    timers: timers.timers,
  });
  return { clock, timers, logs, outbox, delivery, retention };
}

test("by default a delivered message's file is deleted at once; the log line has no visitor data", async () => {
  const s = await setup({});
  const { id } = await s.outbox.store(message, "contact");
  s.delivery.deliver(id);
  await s.delivery.idle();
  expect(await s.outbox.stored()).toEqual([]);
  const line = s.logs.lines.find((l) => l.msg === "contact message delivered");
  expect(line).toMatchObject({ id, outcome: "delivered", copy: "deleted", time: expect.any(Number) });
  for (const value of Object.values(message.fields)) expect(s.logs.text()).not.toContain(value);
});

test("CONTACT_KEEP_DELIVERED_DAYS=7 keeps the delivered copy 7 days, then the hourly sweep deletes it", async () => {
  const s = await setup({ keepDeliveredDays: 7 });
  const { id } = await s.outbox.store(message, "contact");
  s.delivery.deliver(id);
  await s.delivery.idle();
  const [copy] = await s.outbox.stored();
  expect(copy).toMatchObject({
    state: "delivered",
    record: { id, attempts: 1, deliveredAt: expect.any(String) },
  });
  expect(copy?.file).toBe(path.join(s.outbox.dir, "delivered", `${id}.json`));
  s.clock.advance(7 * DAY - 3600_000);
  await s.retention.sweep();
  expect(await s.outbox.counts()).toEqual({ pending: 0, sending: 0, delivered: 1 });
  s.clock.advance(3600_000 + 1);
  await s.retention.sweep();
  expect(await s.outbox.counts()).toEqual({ pending: 0, sending: 0, delivered: 0 });
  expect(s.logs.lines.find((l) => /CONTACT_KEEP_DELIVERED_DAYS/.test(l.msg))).toMatchObject({
    level: 30,
    deleted: 1,
  });
});

test("an undelivered message older than CONTACT_MAX_AGE_DAYS is deleted with an error line; a younger one stays", async () => {
  const s = await setup({ maxAgeDays: 30, answers: [down, down] });
  const old = await s.outbox.store(message, "contact");
  s.delivery.deliver(old.id);
  await s.delivery.idle();
  s.clock.advance(2 * DAY);
  const young = await s.outbox.store(message, "newsletter");
  s.clock.advance(28 * DAY + 1);
  await s.retention.sweep();
  expect((await s.outbox.stored()).map((r) => r.record.id)).toEqual([young.id]);
  const line = s.logs.lines.find((l) => l.level === 50);
  expect(line).toMatchObject({
    id: old.id,
    outcome: "expired",
    kind: "contact",
    receivedAt: new Date(T0).toISOString(),
    attempts: 1,
    lastError: "upstream refused (HTTP 500)",
  });
  expect(line?.msg).toContain("deleted undelivered after 30 days");
  for (const value of Object.values(message.fields)) expect(s.logs.text()).not.toContain(value);
});

test("a record being sent right now is not deleted under its sender; a stopped sender's claim is", async () => {
  const s = await setup({ maxAgeDays: 1 });
  const live = await s.outbox.store(message, "contact");
  const stale = await s.outbox.store(message, "contact");
  await s.outbox.claim(stale.id);
  s.clock.advance(DAY + 60_000);
  await s.outbox.claim(live.id);
  await s.retention.sweep();
  expect((await s.outbox.stored()).map((r) => [r.state, r.record.id])).toEqual([["sending", live.id]]);
});

test("temp files a crash left in tmp/ are deleted at start; one being written now is not", async () => {
  const dataDir = await tempDir();
  const outbox = path.join(dataDir, "contact-outbox");
  const first = startLeads(loadConfig({ DATA_DIR: dataDir }), captureLogs().logger);
  await first.outbox.ensure();
  await first.stop();
  const tmp = path.join(outbox, "tmp");
  const leftover = path.join(tmp, "leftover.json.1.tmp");
  await writeFile(leftover, "");
  const hourAgo = new Date(Date.now() - 3600_000);
  await utimes(leftover, hourAgo, hourAgo);
  await writeFile(path.join(tmp, "in-progress.json.2.tmp"), "{");

  const leads = startLeads(loadConfig({ DATA_DIR: dataDir }), captureLogs().logger);
  await vi.waitFor(async () => expect(await readdir(tmp)).toEqual(["in-progress.json.2.tmp"]));
  await leads.stop();
});

test("in production without CONTACT_ACCESS_KEY: a warn line at start, then every hour while messages wait", async () => {
  const logs = captureLogs();
  const leads = startLeads(loadConfig({ DATA_DIR: await tempDir(), NODE_ENV: "production" }), logs.logger);
  expect(logs.lines[0]).toMatchObject({ level: 40 });
  expect(logs.lines[0]?.msg).toContain("no CONTACT_ACCESS_KEY");
  await leads.stop();
  // outside production the same line is information only
  const dev = captureLogs();
  await startLeads(loadConfig({ DATA_DIR: await tempDir() }), dev.logger).stop();
  expect(dev.lines[0]).toMatchObject({ level: 30 });

  const clock = fakeClock();
  const timers = fakeTimers();
  const hourly = captureLogs();
  const outbox = createOutbox(await tempDir(), { now: clock.now });
  const retention = createRetention({
    outbox,
    logger: hourly.logger,
    keepDeliveredDays: 0,
    maxAgeDays: 30,
    staleClaimMs: 20_000,
    warnUnsent: true,
    now: clock.now,
    timers: timers.timers,
  });
  const warnings = () => hourly.lines.filter((l) => l.level === 40);
  await retention.start(); // the first sweep is done
  expect(timers.delays()).toEqual([3600_000]);
  expect(warnings()).toEqual([]); // nothing waits yet
  await outbox.store(message, "contact");
  timers.fire();
  await vi.waitFor(() => expect(warnings()).toHaveLength(1));
  expect(warnings()[0]).toMatchObject({ waiting: 1, outbox: outbox.dir });
  await vi.waitFor(() => expect(timers.delays()).toEqual([3600_000]));
  timers.fire();
  await vi.waitFor(() => expect(warnings()).toHaveLength(2));
  retention.stop();
  expect(timers.scheduled.size).toBe(0);
});

test("the retention settings: defaults 0 and 30 days, bad values stop the start naming the variable", () => {
  const config = loadConfig({});
  expect(config.contact).toMatchObject({ keepDeliveredDays: 0, maxAgeDays: 30 });
  expect(config.site.messageStorage).toEqual({ delivered: false, keepDeliveredDays: 0, maxAgeDays: 30 });
  const set = loadConfig({
    CONTACT_KEEP_DELIVERED_DAYS: "7",
    CONTACT_MAX_AGE_DAYS: "14",
    CONTACT_ACCESS_KEY: "k",
  });
  expect(set.site.messageStorage).toEqual({ delivered: true, keepDeliveredDays: 7, maxAgeDays: 14 });
  for (const [name, value] of [
    ["CONTACT_KEEP_DELIVERED_DAYS", "-1"],
    ["CONTACT_KEEP_DELIVERED_DAYS", "a week"],
    ["CONTACT_MAX_AGE_DAYS", "0"],
    ["CONTACT_MAX_AGE_DAYS", "1.5"],
  ] as const) {
    expect(() => loadConfig({ [name]: value }), `${name}=${value}`).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^${name} must be a whole number`));
  }
});
