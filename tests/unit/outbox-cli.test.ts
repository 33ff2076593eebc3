import * as nodeFs from "node:fs/promises";
import { unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { createOutbox, type Outbox, type OutboxFs } from "../../server/contact/outbox";
import { forgetOutbox, listOutbox, runOutboxCli } from "../../server/contact/outbox-cli";
import { startFakeFormService, type FakeFormService } from "../helpers/fake-form-service";
import { captureLogs, fakeClock, tempDir } from "../helpers/leads";

const message = {
  subject: "New enquiry",
  fromName: "Website",
  fields: { email: "maria@example.com", message: "secret message body" },
};

function output() {
  const log: string[] = [];
  const error: string[] = [];
  return { out: { log: (l: string) => log.push(l), error: (l: string) => error.push(l) }, log, error };
}

let service: FakeFormService | undefined;
afterEach(() => service?.close());

test("list shows id, state, received time, attempts and last error, and the body only with --show", async () => {
  const clock = fakeClock();
  const outbox = createOutbox(await tempDir(), { now: clock.now });
  const failed = await outbox.store(message, "contact");
  const claimed = await outbox.claim(failed.id);
  await outbox.release({ ...claimed!, attempts: 2, lastError: "upstream refused (HTTP 500)" });
  const done = await outbox.store(message, "newsletter");
  await outbox.markDelivered({ ...(await outbox.claim(done.id))!, attempts: 1 });

  const lines = await listOutbox(outbox);
  expect(lines[0]).toBe(`${outbox.dir}: 1 pending, 0 sending, 1 delivered`);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(failed.id);
  expect(lines[1]).toMatch(
    /pending .*contact .*received 2026-11-22T12:00:00.000Z .*attempts 2 .*last error: upstream refused \(HTTP 500\)/,
  );
  expect(lines.join("\n")).not.toContain("maria@example.com");

  const shown = await listOutbox(outbox, { show: true, all: true });
  expect(shown.join("\n")).toContain("    email: maria@example.com");
  expect(shown.join("\n")).toContain("    message: secret message body");
  expect(shown.some((l) => l.includes(done.id) && l.includes("delivered"))).toBe(true);
});

test("retry sends every pending record now (due or not) and reports what happened", async () => {
  service = await startFakeFormService("ok");
  const dataDir = await tempDir();
  const env = { DATA_DIR: dataDir, CONTACT_ACCESS_KEY: "test-key", CONTACT_RELAY_URL: service.url };
  const outbox = createOutbox(path.join(dataDir, "contact-outbox"));
  const first = await outbox.store(message, "contact");
  const claimed = await outbox.claim(first.id);
  // not due for an hour: retry sends it anyway
  await outbox.release({
    ...claimed!,
    attempts: 5,
    nextAttemptAt: new Date(Date.now() + 3600_000).toISOString(),
  });
  const second = await outbox.store(message, "newsletter");

  const { out, log } = output();
  expect(await runOutboxCli(["retry"], env, out, captureLogs().logger)).toBe(0);
  expect(
    service
      .accepted()
      .map((r) => r.fields.submission_id)
      .sort(),
  ).toEqual([first.id, second.id].sort());
  expect(log[0]).toBe("delivered 2, failed 0, skipped 0 (being sent by another process)");
  // delivered messages are deleted (CONTACT_KEEP_DELIVERED_DAYS=0)
  expect(await outbox.counts()).toEqual({ pending: 0, sending: 0, delivered: 0 });

  // nothing left: a second retry sends nothing
  expect(await runOutboxCli(["retry"], env, output().out, captureLogs().logger)).toBe(0);
  expect(service.received).toHaveLength(2);
});

test("retry with the service down keeps the records and exits 1", async () => {
  service = await startFakeFormService("500");
  const dataDir = await tempDir();
  const env = { DATA_DIR: dataDir, CONTACT_ACCESS_KEY: "k", CONTACT_RELAY_URL: service.url };
  const outbox = createOutbox(path.join(dataDir, "contact-outbox"));
  await outbox.store(message, "contact");
  const { out, log } = output();
  expect(await runOutboxCli(["retry"], env, out, captureLogs().logger)).toBe(1);
  expect(log[0]).toBe("delivered 0, failed 1, skipped 0 (being sent by another process)");
  expect((await outbox.list("pending"))[0]).toMatchObject({ attempts: 1, lastError: /HTTP 500/ });
});

test("retry without an access key, an unknown command and a bad setting say so and fail", async () => {
  const dataDir = await tempDir();
  const noKey = output();
  expect(await runOutboxCli(["retry"], { DATA_DIR: dataDir }, noKey.out)).toBe(2);
  expect(noKey.error[0]).toContain("CONTACT_ACCESS_KEY is not set");
  const unknown = output();
  expect(await runOutboxCli(["purge"], { DATA_DIR: dataDir }, unknown.out)).toBe(2);
  expect(unknown.error[0]).toContain("usage: npm run outbox -- list");
  const bad = output();
  expect(await runOutboxCli(["list"], { CONTACT_OUTBOX: "var/contact-outbox.jsonl" }, bad.out)).toBe(1);
  expect(bad.error[0]).toContain("CONTACT_OUTBOX");
});

test("forget deletes every message from one address in pending/, sending/ and delivered/, ignoring case", async () => {
  const clock = fakeClock();
  const outbox = createOutbox(await tempDir(), { now: clock.now });
  const from = (email: string, body = "secret message body") => ({
    ...message,
    fields: { email, message: body },
  });
  const pending = await outbox.store(from("Maria@Example.com"), "contact");
  const sending = await outbox.store(from("maria@example.com"), "newsletter");
  await outbox.claim(sending.id);
  const delivered = await outbox.store(from(" MARIA@EXAMPLE.COM "), "contact");
  await outbox.markDelivered({ ...(await outbox.claim(delivered.id))!, attempts: 1 });
  const other = await outbox.store(from("mario@example.com", "keep me"), "contact");

  const slept: number[] = [];
  const result = await forgetOutbox(outbox, "maria@EXAMPLE.com", {
    relayTimeoutMs: 10_000,
    now: clock.now,
    sleep: async (ms) => {
      slept.push(ms);
      clock.advance(ms);
    },
  });
  expect(result.errors).toEqual([]);
  expect(result.ok).toBe(true);
  expect(result.lines[0]).toBe("deleted 3 messages from that address");
  expect(result.lines).toContain(`  ${pending.id}  pending`);
  expect(result.lines).toContain(`  ${delivered.id}  delivered`);
  // the record in sending/ belonged to an attempt in flight: forget waited for it, and once its claim was
  // older than twice the relay timeout (a stopped sender's, as the server judges it) deleted it there
  expect(result.lines).toContain(`  ${sending.id}  sending`);
  const waited = slept.reduce((sum, ms) => sum + ms, 0);
  expect(waited).toBeGreaterThanOrEqual(20_000);
  expect(waited).toBeLessThan(21_000);
  expect(result.lines.join("\n")).not.toMatch(/maria|secret message body/i);

  expect(await outbox.counts()).toEqual({ pending: 1, sending: 0, delivered: 0 });
  expect((await outbox.list("pending")).map((r) => r.id)).toEqual([other.id]);
});

/** A store on a clock the test moves, holding one message of maria's that an attempt has claimed. */
async function beingSent() {
  const clock = fakeClock();
  const outbox = createOutbox(await tempDir(), { now: clock.now });
  const record = await outbox.store(message, "contact");
  const claimed = (await outbox.claim(record.id))!;
  return { clock, outbox, record, claimed };
}

/** forget with a clock that each wait moves on, and `during` run at every wait (the server's work). */
const forgetWhile = (outbox: Outbox, clock: ReturnType<typeof fakeClock>, during: () => Promise<void>) =>
  forgetOutbox(outbox, "maria@example.com", {
    relayTimeoutMs: 10_000,
    now: clock.now,
    sleep: async (ms) => {
      clock.advance(ms);
      await during();
    },
  });

test("forget of a message being sent waits for the attempt, then deletes it where the attempt put it", async () => {
  const { clock, outbox, record, claimed } = await beingSent();
  // the sender's attempt fails while forget waits: release writes the record back to pending/
  const result = await forgetWhile(outbox, clock, async () => {
    await outbox.release({ ...claimed, attempts: 1, lastError: "upstream refused (HTTP 500)" });
  });
  expect(result.lines).toEqual([
    "deleted 1 message from that address",
    `  ${record.id}  pending`,
    "(one was being sent: forget waited for that attempt to end, then looked again)",
  ]);
  expect(result.ok).toBe(true);
  expect(await outbox.counts()).toEqual({ pending: 0, sending: 0, delivered: 0 });
});

test("forget of a message delivered while it waited says the form service has it", async () => {
  const { clock, outbox, record, claimed } = await beingSent();
  const result = await forgetWhile(outbox, clock, async () => {
    await outbox.markDelivered({ ...claimed, attempts: 1 }, { keep: false }).catch(() => undefined);
  });
  expect(result.lines).toContain(
    `  ${record.id}  was being sent and reached the form service meanwhile: delete it there too`,
  );
  expect(result.lines[0]).toBe("deleted 0 messages from that address");
  expect(result.ok).toBe(true);
  expect(await outbox.counts()).toEqual({ pending: 0, sending: 0, delivered: 0 });
});

test("forget says a message still being sent when its wait is over is still stored, and is not ok", async () => {
  const sent = await beingSent();
  const { clock, outbox, record } = sent;
  let claimed = sent.claimed;
  // the server keeps claiming it again (every attempt fails at once, and it is retried at once)
  const result = await forgetWhile(outbox, clock, async () => {
    await outbox.release({ ...claimed, attempts: claimed.attempts + 1 });
    claimed = (await outbox.claim(record.id))!;
  });
  expect(result.ok).toBe(false);
  expect(result.errors).toEqual([
    `${record.id} is being sent right now and is still stored: run forget again once that attempt has ended`,
  ]);
  expect(result.lines).toEqual(["deleted 0 messages from that address"]);
  expect(await outbox.counts()).toEqual({ pending: 0, sending: 1, delivered: 0 });
});

test("list reads one snapshot: a record the server moves while list reads is listed once, where it went, and counted there", async () => {
  const dir = await tempDir();
  const server = createOutbox(dir);
  const record = await server.store(message, "contact");
  // the server claims the record between list's look at pending/ and its read of the file
  let claimedOnce = false;
  const racing: OutboxFs = {
    ...nodeFs,
    readFile: (async (file: Parameters<typeof nodeFs.readFile>[0], options: never) => {
      if (!claimedOnce && String(file).includes(`${path.sep}pending${path.sep}`)) {
        claimedOnce = true;
        await server.claim(record.id);
      }
      return nodeFs.readFile(file, options);
    }) as OutboxFs["readFile"],
  };
  const lines = await listOutbox(createOutbox(dir, { fs: racing }));
  expect(claimedOnce).toBe(true);
  expect(lines[0]).toBe(`${dir}: 0 pending, 1 sending, 0 delivered`);
  expect(lines.slice(1)).toHaveLength(1);
  expect(lines[1]).toMatch(new RegExp(`^${record.id}  sending `));
  expect(lines.settled).toBe(true);
});

test("forget through the command: ids on stdout, exit 0 also when nothing matched, a bad address refused", async () => {
  const dataDir = await tempDir();
  const outbox = createOutbox(path.join(dataDir, "contact-outbox"));
  const stored = await outbox.store(message, "contact");

  const run = output();
  expect(await runOutboxCli(["forget", "MARIA@example.com"], { DATA_DIR: dataDir }, run.out)).toBe(0);
  expect(run.log).toEqual(["deleted 1 message from that address", `  ${stored.id}  pending`]);
  expect(await outbox.counts()).toEqual({ pending: 0, sending: 0, delivered: 0 });

  const again = output();
  expect(await runOutboxCli(["forget", "maria@example.com"], { DATA_DIR: dataDir }, again.out)).toBe(0);
  expect(again.log).toEqual(["deleted 0 messages from that address"]);

  for (const args of [
    ["forget"],
    ["forget", "not-an-address"],
    ["forget", "a@example.com", "b@example.com"],
  ]) {
    const bad = output();
    expect(await runOutboxCli(args, { DATA_DIR: dataDir }, bad.out)).toBe(2);
    expect(bad.error[0]).toContain("forget needs one e-mail address");
  }
});

test("forget searches the files it cannot read as records, names each, and exits 1 while one holds the address", async () => {
  // Forget exited 0 while a broken file still held the address
  const dataDir = await tempDir();
  const dir = path.join(dataDir, "contact-outbox");
  const outbox = createOutbox(dir);
  const stored = await outbox.store(message, "contact");
  const pending = path.join(dir, "pending");
  // a record cut short (broken JSON) that holds the address, in another case
  const broken = path.join(pending, "00000000-0000-4000-8000-000000000001.json");
  await writeFile(
    broken,
    '{"id":"00000000-0000-4000-8000-000000000001","message":{"fields":{"email":"MARIA@example.com"',
  );
  // another shape, without the address
  const other = path.join(pending, "00000000-0000-4000-8000-000000000002.json");
  await writeFile(other, JSON.stringify({ hello: "world" }));
  // a stray file and a leftover temporary file, both holding it
  const stray = path.join(pending, "copy of a lead.json");
  await writeFile(stray, JSON.stringify(stored));
  const leftover = path.join(dir, "tmp", `${stored.id}.json.1234.tmp`);
  await writeFile(leftover, JSON.stringify(stored));
  // a record whose id is not its file name: never sent, so refused as unreadable (and searched)
  const renamed = path.join(pending, "00000000-0000-4000-8000-000000000003.json");
  await writeFile(renamed, JSON.stringify({ ...stored, id: "00000000-0000-4000-8000-000000000004" }));

  const run = output();
  expect(await runOutboxCli(["forget", "maria@example.com"], { DATA_DIR: dataDir }, run.out)).toBe(1);
  expect(run.log[0]).toBe("deleted 1 message from that address");
  for (const file of [broken, stray, leftover, renamed])
    expect(run.error).toContain(
      `${file}: not a contact record, and it contains that address: look at it and delete it by hand`,
    );
  expect(run.error).toContain(`${other}: not a contact record (does not contain that address)`);
  // every "not a contact record" line names its file
  for (const line of run.error.filter((l) => l.includes("not a contact record")))
    expect([broken, other, stray, leftover, renamed].some((file) => line.startsWith(`${file}: `))).toBe(true);
  expect(run.error.join("\n")).not.toMatch(/maria@|secret message body/i);

  // list names every file it cannot read, a broken JSON one too
  const listed = output();
  expect(await runOutboxCli(["list"], { DATA_DIR: dataDir }, listed.out)).toBe(0);
  expect(listed.error.map((line) => line.slice(0, line.indexOf(": ")))).toEqual([broken, other, renamed]);

  // once the operator has removed them, forget exits 0 (the file without the address is only named)
  for (const file of [broken, stray, leftover, renamed]) await unlink(file);
  const again = output();
  expect(await runOutboxCli(["forget", "maria@example.com"], { DATA_DIR: dataDir }, again.out)).toBe(0);
  expect(again.error).toEqual([`${other}: not a contact record (does not contain that address)`]);
});

test("a record whose id is not its file name is refused as unreadable, never listed or sent", async () => {
  const dir = await tempDir();
  const unreadable: string[] = [];
  const outbox = createOutbox(dir, { onUnreadable: (file, reason) => unreadable.push(`${file} ${reason}`) });
  const stored = await outbox.store(message, "contact");
  const file = path.join(dir, "pending", "00000000-0000-4000-8000-000000000003.json");
  await writeFile(file, JSON.stringify({ ...stored, id: "00000000-0000-4000-8000-000000000004" }));
  expect((await outbox.list("pending")).map((r) => r.id)).toEqual([stored.id]);
  expect(unreadable).toHaveLength(1);
  expect(unreadable[0]).toContain("is not its file name");
});

test("the commands need no SITE_URL where the server requires one (the Docker image sets REQUIRE_SITE_URL=1)", async () => {
  const dataDir = await tempDir();
  const { out, log, error } = output();
  expect(await runOutboxCli(["list"], { DATA_DIR: dataDir, REQUIRE_SITE_URL: "1" }, out)).toBe(0);
  expect(error).toEqual([]);
  expect(log[0]).toBe(`${path.join(dataDir, "contact-outbox")}: 0 pending, 0 sending, 0 delivered`);
});
