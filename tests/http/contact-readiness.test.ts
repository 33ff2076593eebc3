/**
 * /healthz stays liveness; /readyz answers 503 with a short JSON reason when the lead
 * store cannot take a message (not writable, a full disk) or a message has waited past the alert age,
 * and while draining; a health probe's 503 during a drain is logged at info, not error. And a
 * readiness 503 is a warning, counted once repeated, and its reason goes to loopback or READYZ_DETAILS_FROM only.
 */
import { writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import path from "node:path";
import request from "supertest";
import { expect, test } from "vitest";
import { createOutbox } from "../../server/contact/outbox";
import { leadReadiness } from "../../server/contact/readiness";
import { accessTally, TALLY_FREE } from "../../server/logger";
import { fakeRelay, makeHandler } from "../helpers/app";
import { faultyFs } from "../helpers/faulty-fs";
import { captureLogs, tempDir } from "../helpers/leads";

const message = { subject: "New enquiry", fromName: "Website", fields: { email: "maria@example.com" } };

test("a writable store with nothing waiting is ready; /healthz and /readyz are never cached", async () => {
  const handler = makeHandler();
  const res = await request(handler).get("/readyz");
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ status: "ok" });
  expect(res.headers["cache-control"]).toBe("no-store");
  expect((await request(handler).get("/healthz")).status).toBe(200);
});

test("a store that is not writable (a file where its folder should be) is 503 with the reason and code", async () => {
  const root = await tempDir();
  await writeFile(path.join(root, "blocked"), "a regular file");
  const handler = makeHandler({ env: { CONTACT_OUTBOX: path.join(root, "blocked", "outbox") } });
  const res = await request(handler).get("/readyz");
  expect(res.status).toBe(503);
  expect(res.body).toEqual({
    status: "unavailable",
    reason: "the contact outbox is not writable",
    code: "ENOTDIR",
  });
  // liveness is another question: the process is fine
  expect((await request(handler).get("/healthz")).status).toBe(200);
});

test("a full disk is 503 ENOSPC, and ready again once there is space", async () => {
  const disk = faultyFs();
  let now = Date.now();
  const outbox = createOutbox(await tempDir(), { fs: disk.fs });
  const ready = leadReadiness(outbox, { alertAfterMs: 3600_000, delivers: true, now: () => now });
  disk.state.full = true;
  expect(await ready()).toEqual({
    ready: false,
    reason: "the contact outbox is not writable",
    code: "ENOSPC",
  });
  disk.state.full = false;
  // the answer is kept for 5 s: probes from every balancer cost one check
  expect(await ready()).toMatchObject({ ready: false, code: "ENOSPC" });
  now += 5_000;
  expect(await ready()).toEqual({ ready: true });

  const handler = makeHandler({ outbox: createOutbox(outbox.dir, { fs: disk.fs }) });
  disk.state.full = true;
  const res = await request(handler).get("/readyz");
  expect(res.status).toBe(503);
  expect(res.body).toMatchObject({ status: "unavailable", code: "ENOSPC" });
});

test("a message undelivered past CONTACT_ALERT_AFTER_MINUTES is 503 where messages are delivered", async () => {
  const dir = await tempDir();
  // received 61 minutes ago, still waiting
  await createOutbox(dir, { now: () => Date.now() - 61 * 60_000 }).store(message, "contact");
  await createOutbox(dir).store(message, "newsletter");
  const delivering = makeHandler({ outbox: createOutbox(dir), relay: fakeRelay("fail").relay });
  const res = await request(delivering).get("/readyz");
  expect(res.status).toBe(503);
  expect(res.body).toEqual({
    status: "unavailable",
    reason: "a contact message has been undelivered for over 60 minutes",
    waiting: 2,
    oldestMinutes: 61,
  });
  expect(JSON.stringify(res.body)).not.toContain("maria@example.com");
  // a later alert age: ready
  const patient = makeHandler({
    outbox: createOutbox(dir),
    relay: fakeRelay("fail").relay,
    env: { CONTACT_ALERT_AFTER_MINUTES: "90" },
  });
  expect((await request(patient).get("/readyz")).status).toBe(200);
  // without an access key messages wait on purpose (they are read from the store): no fault
  const keeping = makeHandler({ outbox: createOutbox(dir), delivery: null });
  expect((await request(keeping).get("/readyz")).status).toBe(200);
});

test("draining: /readyz and /healthz are 503, and those answers are logged at info, not error", async () => {
  const logs = captureLogs();
  const handler = makeHandler({ logger: logs.logger });
  expect((await request(handler).get("/readyz")).status).toBe(200);
  handler.drain();
  const ready = await request(handler).get("/readyz");
  expect(ready.status).toBe(503);
  expect(ready.body).toEqual({ status: "draining" });
  expect((await request(handler).get("/healthz")).status).toBe(503);
  const probes = logs.lines.filter((l) => (l.res as { statusCode?: number } | undefined)?.statusCode === 503);
  expect(probes.map((l) => [(l.req as { url: string }).url, l.level])).toEqual([
    ["/readyz", 30],
    ["/healthz", 30],
  ]);
  // any other 5xx during the drain is still an error line
  expect(logs.lines.every((l) => l.level < 50)).toBe(true);
});

test("a readiness 503 is a warning line (the store's own alarm is the error), counted once repeated", async () => {
  const root = await tempDir();
  await writeFile(path.join(root, "blocked"), "a regular file");
  const logs = captureLogs();
  const handler = makeHandler({
    logger: logs.logger,
    env: { CONTACT_OUTBOX: path.join(root, "blocked", "o") },
  });
  for (let i = 0; i < TALLY_FREE + 5; i++) expect((await request(handler).get("/readyz")).status).toBe(503);
  const lines = logs.lines.filter((l) => (l.req as { url?: string } | undefined)?.url === "/readyz");
  expect(lines.map((l) => l.level)).toEqual(Array(TALLY_FREE).fill(40));
  expect(logs.lines.some((l) => l.level >= 50)).toBe(false);
  accessTally(logs.logger).report();
  expect(logs.lines.at(-1)).toMatchObject({ statuses: { "503": 5 }, msg: "answers not logged one by one" });
});

/** The handler behind a server that shows it `peer` as the connection's address. */
async function askedFrom(handler: ReturnType<typeof makeHandler>, peer: string) {
  const server = createServer((req, res) => {
    Object.defineProperty(req.socket, "remoteAddress", { value: peer, configurable: true });
    handler(req, res);
  });
  const res = await request(server).get("/readyz");
  return { status: res.status, body: res.body as unknown };
}

test("/readyz says why only to loopback or READYZ_DETAILS_FROM; others get the status code", async () => {
  const dir = await tempDir();
  await createOutbox(dir, { now: () => Date.now() - 61 * 60_000 }).store(message, "contact");
  const env = { READYZ_DETAILS_FROM: "10.0.0.7" };
  const handler = makeHandler({ outbox: createOutbox(dir), relay: fakeRelay("fail").relay, env });
  const detailed = { status: "unavailable", reason: expect.any(String), waiting: 1, oldestMinutes: 61 };
  expect(await askedFrom(handler, "127.0.0.1")).toEqual({ status: 503, body: detailed });
  expect(await askedFrom(handler, "::1")).toEqual({ status: 503, body: detailed });
  expect(await askedFrom(handler, "::ffff:10.0.0.7")).toEqual({ status: 503, body: detailed });
  expect(await askedFrom(handler, "203.0.113.9")).toEqual({ status: 503, body: { status: "unavailable" } });
  expect(await askedFrom(handler, "10.0.0.8")).toEqual({ status: 503, body: { status: "unavailable" } });
});
