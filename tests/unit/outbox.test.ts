import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { createOutbox } from "../../server/contact/outbox";

const T0 = Date.parse("2026-11-22T12:00:00Z");
const message = { subject: "New enquiry", fromName: "Website", fields: { email: "maria@example.com" } };
const tempDir = () => mkdtemp(path.join(os.tmpdir(), "outbox-"));

test("a stored message is one whole file in pending/ (0600, folders 0700) with its attempt fields", async () => {
  const dir = path.join(await tempDir(), "nested", "outbox");
  const outbox = createOutbox(dir, { now: () => T0 });
  const record = await outbox.store(message, "contact");
  expect(record.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  const file = path.join(dir, "pending", `${record.id}.json`);
  expect(JSON.parse(await readFile(file, "utf8"))).toEqual({
    id: record.id,
    kind: "contact",
    receivedAt: "2026-11-22T12:00:00.000Z",
    attempts: 0,
    nextAttemptAt: "2026-11-22T12:00:00.000Z",
    lastError: null,
    message,
  });
  expect((await stat(file)).mode & 0o777).toBe(0o600);
  for (const folder of ["pending", "sending", "delivered", "tmp"])
    expect((await stat(path.join(dir, folder))).mode & 0o777).toBe(0o700);
  expect(await readdir(path.join(dir, "tmp"))).toEqual([]);
  expect(await outbox.counts()).toEqual({ pending: 1, sending: 0, delivered: 0 });
});

test("a record is claimed once: of two claims at the same time exactly one gets it", async () => {
  const outbox = createOutbox(await tempDir());
  const other = createOutbox(outbox.dir);
  const { id } = await outbox.store(message, "contact");
  const claims = await Promise.all([outbox.claim(id), other.claim(id), outbox.claim(id)]);
  expect(claims.filter(Boolean)).toHaveLength(1);
  expect(await outbox.counts()).toEqual({ pending: 0, sending: 1, delivered: 0 });
});

test("release puts the updated record back in pending/; markDelivered moves it to delivered/", async () => {
  const outbox = createOutbox(await tempDir(), { now: () => T0 });
  const { id } = await outbox.store(message, "newsletter");
  const claimed = await outbox.claim(id);
  await outbox.release({ ...claimed!, attempts: 1, lastError: "upstream refused (HTTP 500)" });
  expect((await outbox.list("pending"))[0]).toMatchObject({ id, attempts: 1, lastError: /HTTP 500/ });
  const again = await outbox.claim(id);
  await outbox.markDelivered({ ...again!, attempts: 2, deliveredAt: new Date(T0).toISOString() });
  expect(await outbox.counts()).toEqual({ pending: 0, sending: 0, delivered: 1 });
  expect((await outbox.list("delivered"))[0]).toMatchObject({ id, kind: "newsletter", attempts: 2 });
  expect(await outbox.claim(id)).toBeNull();
});

test("a claim older than the cut-off goes back to pending/; a fresh one stays", async () => {
  let now = T0;
  const outbox = createOutbox(await tempDir(), { now: () => now });
  const old = await outbox.store(message, "contact");
  const fresh = await outbox.store(message, "contact");
  await outbox.claim(old.id);
  now = T0 + 15_000;
  await outbox.claim(fresh.id);
  expect(await outbox.recoverStale(T0 + 10_000)).toBe(1);
  expect((await outbox.list("pending")).map((r) => r.id)).toEqual([old.id]);
  expect((await outbox.list("sending")).map((r) => r.id)).toEqual([fresh.id]);
});

test("a store under a regular file fails with ENOTDIR, and works once the path is fixed", async () => {
  const root = await tempDir();
  await writeFile(path.join(root, "blocked"), "not a folder");
  const outbox = createOutbox(path.join(root, "blocked", "outbox"));
  await expect(outbox.store(message, "contact")).rejects.toMatchObject({ code: "ENOTDIR" });
  await rm(path.join(root, "blocked"));
  await expect(outbox.store(message, "contact")).resolves.toMatchObject({ attempts: 0 });
});

test("an empty or missing outbox lists nothing and counts zero", async () => {
  const outbox = createOutbox(path.join(await tempDir(), "never-created"));
  expect(await outbox.list("pending")).toEqual([]);
  expect(await outbox.counts()).toEqual({ pending: 0, sending: 0, delivered: 0 });
  expect(await outbox.recoverStale(Date.now())).toBe(0);
});

test("a record read back from disk is checked: a file of another shape is left out and reported", async () => {
  const unreadable: string[] = [];
  const outbox = createOutbox(await tempDir(), { onUnreadable: (_file, reason) => unreadable.push(reason) });
  const { id } = await outbox.store(message, "contact");
  const file = path.join(outbox.dir, "pending", `${id}.json`);
  const record = JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>;
  await writeFile(file, JSON.stringify({ ...record, attempts: "two", message: { fields: {} } }));
  const good = await outbox.store(message, "contact");
  expect((await outbox.list("pending")).map((r) => r.id)).toEqual([good.id]);
  expect(await outbox.list("pending")).toHaveLength(1);
  // told once, naming the file and what is wrong with it
  expect(unreadable).toEqual([
    expect.stringMatching(new RegExp(`${id}\\.json is not a contact record \\(attempts: `)),
  ]);
  await expect(outbox.claim(id)).rejects.toThrow(/is not a contact record/);
});
