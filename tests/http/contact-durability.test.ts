import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import request from "supertest";
import { afterEach, expect, test, vi } from "vitest";
import { loadConfig } from "../../server/config";
import { createDelivery } from "../../server/contact/delivery";
import { createOutbox } from "../../server/contact/outbox";
import { serviceRelay } from "../../server/contact/relay";
import { startLeads } from "../../server/contact/start";
import { fakeRelay, makeHandler } from "../helpers/app";
import { closedPort, startFakeFormService, type FakeFormService } from "../helpers/fake-form-service";
import { captureLogs, fakeClock, fakeTimers, tempDir } from "../helpers/leads";
import { ORIGIN, validContact } from "../helpers/contact-form";

const fields = validContact;
const post = (handler: ReturnType<typeof makeHandler>, accept = "application/json", values = fields) => {
  const req = request(handler).post("/api/contact").set("Origin", ORIGIN).set("Accept", accept);
  for (const [name, value] of Object.entries(values)) req.field(name, value);
  return req;
};
const services: FakeFormService[] = [];
afterEach(async () => {
  await Promise.all(services.splice(0).map((s) => s.close()));
});

test.each(["500", "hang", "reset", "refused", "html"] as const)(
  "with the form service answering %s the visitor sees success, the message is kept, and a later retry delivers it once",
  async (mode) => {
    const port = mode === "refused" ? await closedPort() : undefined;
    let service = port ? undefined : await startFakeFormService(mode);
    if (service) services.push(service);
    const url = service?.url ?? `http://127.0.0.1:${port}/submit`;
    const clock = fakeClock();
    const logs = captureLogs();
    const outbox = createOutbox(await tempDir(), { now: clock.now });
    // only the hanging service's attempt must run out of time: a 50 ms bound on an "ok" answer made a busy
    // machine's slow answer count as a failure, and the retry a second delivery (the service had it)
    const patient = serviceRelay({ url, accessKey: "test-key", timeoutMs: 5_000 });
    let relay = mode === "hang" ? serviceRelay({ url, accessKey: "test-key", timeoutMs: 50 }) : patient;
    const delivery = createDelivery({
      outbox,
      relay: { send: (message, id) => relay.send(message, id) },
      logger: logs.logger,
      now: clock.now,
      timers: fakeTimers().timers,
      relayTimeoutMs: 5_000,
    });
    const handler = makeHandler({
      outbox,
      delivery,
      logger: logs.logger,
      env: { CONTACT_ACCESS_KEY: "test-key" },
    });

    const res = await post(handler);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    await delivery.idle();
    const [record] = await outbox.list("pending");
    expect(record).toMatchObject({ attempts: 1, lastError: expect.stringMatching(/^upstream/) });
    expect(record?.message.fields).toEqual(fields);

    if (service) service.setMode("ok");
    else services.push((service = await startFakeFormService("ok", port)));
    relay = patient;
    clock.advance(30_000);
    await delivery.tick();
    clock.advance(24 * 3600_000);
    await delivery.tick();
    const accepted = service.accepted();
    expect(accepted).toHaveLength(1);
    expect(accepted[0]?.fields.submission_id).toBe(record?.id);
    expect(accepted[0]?.headers["idempotency-key"]).toBe(record?.id);
    expect(accepted[0]?.fields.email).toBe("maria@example.com");
    // delivered: nothing of it is kept on the server (CONTACT_KEEP_DELIVERED_DAYS=0)
    expect(await outbox.counts()).toEqual({ pending: 0, sending: 0, delivered: 0 });
    for (const secret of Object.values(fields)) expect(logs.text()).not.toContain(secret);
  },
);

async function blockedOutbox() {
  const root = await tempDir();
  const blocker = path.join(root, "blocked");
  await writeFile(blocker, "a regular file where the outbox folder should be");
  return { env: { CONTACT_OUTBOX: path.join(blocker, "outbox") }, unblock: () => rm(blocker) };
}

test("when even the store fails: an honest 503 with the phone and e-mail, no-store, and an error log line", async () => {
  const { env } = await blockedOutbox();
  const logs = captureLogs();
  const handler = makeHandler({ env, logger: logs.logger });
  const json = await post(handler);
  expect(json.status).toBe(503);
  expect(json.headers["cache-control"]).toBe("no-store");
  expect(json.body.success).toBe(false);
  expect(json.body.message).toContain("(212) 555-0142");
  expect(json.body.message).toContain("hello@example.com");
  const line = logs.lines.find((l) => l.msg.startsWith("contact message could not be stored"));
  expect(line).toMatchObject({ level: 50, kind: "contact", err: { code: "ENOTDIR" } });
  for (const secret of Object.values(fields)) expect(logs.text()).not.toContain(secret);

  const html = await post(handler, "text/html");
  expect(html.status).toBe(503);
  expect(html.headers["content-type"]).toMatch(/text\/html/);
  expect(html.headers["cache-control"]).toBe("no-store");
  expect(html.text).toContain("could not take your message just now");
  expect(html.text).toContain("(212) 555-0142");
  expect(html.text).toContain('value="Lopez"');
  expect(html.text).toContain("We need a new website for our bakery.");

  const newsletter = await request(handler)
    .post("/api/newsletter")
    .set("Origin", ORIGIN)
    .set("Accept", "application/json")
    .field("email", "owner@example.com");
  expect(newsletter.status).toBe(503);
  expect(newsletter.body.message).toContain("hello@example.com");
});

test("failed posts never count toward the rate limit; accepted ones do, whether or not the relay is up", async () => {
  const { env, unblock } = await blockedOutbox();
  const { relay, sent } = fakeRelay("fail");
  const handler = makeHandler({ env, relay });
  const statuses: number[] = [];
  for (let i = 0; i < 3; i++) statuses.push((await post(handler)).status);
  for (let i = 0; i < 2; i++)
    statuses.push((await post(handler, undefined, { ...fields, email: "x" })).status);
  const plain = request(handler).post("/api/contact").set("Origin", ORIGIN).set("Content-Type", "text/plain");
  statuses.push((await plain.send("hi")).status);
  expect(statuses).toEqual([503, 503, 503, 400, 400, 415]);

  await unblock();
  const accepted: number[] = [];
  for (let i = 0; i < 6; i++) accepted.push((await post(handler)).status);
  // the relay fails every time, yet each of these is stored and counts as one accepted message
  expect(accepted).toEqual([200, 200, 200, 200, 200, 429]);
  await vi.waitFor(() => expect(sent).toHaveLength(5));
});

test("without an access key the store keeps every message, the log says where, and nothing is sent", async () => {
  // the relay's address is a fake form service, so anything sent would arrive there
  const service = await startFakeFormService("ok");
  const dir = await tempDir();
  const logs = captureLogs();
  const leads = startLeads(loadConfig({ DATA_DIR: dir, CONTACT_RELAY_URL: service.url }), logs.logger);
  expect(leads.delivery).toBeNull();
  expect(logs.lines[0]).toMatchObject({ outbox: path.join(dir, "contact-outbox") });
  expect(logs.lines[0]?.msg).toContain("no CONTACT_ACCESS_KEY");

  const handler = makeHandler({ outbox: leads.outbox, delivery: leads.delivery });
  expect((await post(handler)).status).toBe(200);
  const newsletter = await request(handler)
    .post("/api/newsletter")
    .set("Origin", ORIGIN)
    .set("Accept", "application/json")
    .field("email", "owner@example.com");
  expect(newsletter.status).toBe(200);
  // a message is stored before its 200 is sent, and with no delivery nothing is sent afterwards
  const kept = await leads.outbox.list("pending");
  expect(kept.map((r) => [r.kind, r.attempts])).toEqual([
    ["contact", 0],
    ["newsletter", 0],
  ]);
  await leads.stop();
  expect(service.received).toEqual([]);
  await service.close();
});
