/**
 * Lead attribution through the whole app: a contact or newsletter post's attribution is kept in the outbox
 * record, sent to the form service as readable fields (never a click id), and written as one `lead` line
 * without personal data; junk attribution is dropped with one warn line and the lead still accepted; with
 * Global Privacy Control nothing of it is kept or sent.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import request from "supertest";
import { afterEach, expect, test, vi } from "vitest";
import { createOutbox } from "../../server/contact/outbox";
import { serviceRelay } from "../../server/contact/relay";
import { makeHandler } from "../helpers/app";
import { ORIGIN, validContact } from "../helpers/contact-form";
import { startFakeFormService, type FakeFormService } from "../helpers/fake-form-service";
import { captureLogs, tempDir } from "../helpers/leads";

const touch = {
  landing: "/services/local-seo",
  referrer: "google.com",
  utm_source: "google",
  utm_medium: "cpc",
  utm_campaign: "queens",
  click: "Google Ads",
  elapsed: 6 * 60_000,
  pages: 3,
};

let service: FakeFormService | null = null;
afterEach(async () => {
  await service?.close();
  service = null;
});

/** The app with a real outbox in a temp folder and the real relay to a fake form service that refuses (500),
 * so the record stays in pending/ to be read, and the service's payload is kept to be read too. */
async function setup() {
  const dir = await tempDir();
  service = await startFakeFormService("500");
  const logs = captureLogs();
  const outbox = createOutbox(dir);
  const handler = makeHandler({
    logger: logs.logger,
    outbox,
    relay: serviceRelay({ url: service.url, accessKey: "test-key" }),
  });
  // the record is claimed for the immediate attempt (sending/) and comes back to pending/ when it fails
  const records = async () => {
    let files: string[] = [];
    await vi.waitFor(async () => {
      expect(logs.lines.some((line) => line.msg.startsWith("contact message not delivered yet"))).toBe(true);
      files = await readdir(path.join(dir, "pending")).catch(() => []);
      expect(files).toHaveLength(1);
    });
    return Promise.all(
      files.map(
        async (file) =>
          JSON.parse(await readFile(path.join(dir, "pending", file), "utf8")) as {
            message: { fields: Record<string, string>; attribution?: Record<string, unknown> };
          },
      ),
    );
  };
  const lines = (msg: string) => logs.lines.filter((line) => line.msg.startsWith(msg));
  const fake = service;
  const payload = async () => {
    await vi.waitFor(() => expect(fake.received).toHaveLength(1));
    return fake.received[0]!.fields;
  };
  return { handler, logs, records, lines, payload };
}

const contact = (handler: ReturnType<typeof makeHandler>, extra: Record<string, string>, headers = {}) => {
  const req = request(handler)
    .post("/api/contact")
    .set("Origin", ORIGIN)
    .set("Accept", "application/json")
    .set(headers);
  for (const [name, value] of Object.entries({ ...validContact, ...extra })) req.field(name, value);
  return req;
};

test("the first touch reaches the outbox record, the form service and one lead line; no personal data logged", async () => {
  const { handler, logs, records, lines, payload } = await setup();
  const res = await contact(handler, { page: "/contact", attribution: JSON.stringify(touch) });
  expect(res.status).toBe(200);
  const [record] = await records();
  expect(record?.message.fields).toEqual(validContact);
  expect(record?.message.attribution).toMatchObject({
    page: "/contact",
    landing: "/services/local-seo",
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "queens",
    click: "Google Ads",
    pages: 3,
    minutes: 6,
  });
  const fields = await payload();
  expect(fields).toMatchObject({
    ...validContact,
    Source: "google / cpc / queens (Google Ads), landed on /services/local-seo, 3 pages, 6 minutes",
    "Sent from": "/contact",
    "Landing page": "/services/local-seo",
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "queens",
    "Ad click": "Google Ads",
  });
  expect(lines("lead")).toHaveLength(1);
  expect(lines("lead")[0]).toMatchObject({
    form: "contact",
    page: "/contact",
    template: "contact",
    landing: "/services/local-seo",
    click: "Google Ads",
    pages: 3,
  });
  for (const value of Object.values(validContact)) expect(logs.text()).not.toContain(value);
});

test("junk attribution is dropped with one warn line and the lead is accepted and sent without it", async () => {
  const { handler, logs, records, lines, payload } = await setup();
  const junk = JSON.stringify({ ...touch, utm_source: "x\u0000<script>SECRET", gclid: "SECRET" });
  const res = await contact(handler, { page: "/contact", attribution: junk });
  expect(res.status).toBe(200);
  expect(res.body.success).toBe(true);
  const [record] = await records();
  expect(record?.message.attribution).toEqual({ page: "/contact" });
  expect(Object.keys(await payload())).not.toContain("utm_source");
  expect(lines("lead attribution dropped")).toHaveLength(1);
  expect(lines("lead")).toHaveLength(2); // the warn line and the lead line
  expect(logs.text()).not.toContain("SECRET");
});

test("with Sec-GPC: 1 nothing of where the lead came from is kept or sent; the lead arrives", async () => {
  const { handler, records, lines, payload } = await setup();
  const res = await contact(
    handler,
    { page: "/contact", attribution: JSON.stringify(touch) },
    { "Sec-GPC": "1" },
  );
  expect(res.status).toBe(200);
  const [record] = await records();
  expect(record?.message.fields).toEqual(validContact);
  expect(record?.message).not.toHaveProperty("attribution");
  const fields = await payload();
  expect(fields).toMatchObject(validContact);
  for (const name of ["Source", "Sent from", "Landing page", "utm_source", "Ad click", "page", "attribution"])
    expect(fields).not.toHaveProperty(name);
  expect(lines("lead")[0]).toMatchObject({ form: "contact", page: "/contact", gpc: true });
  expect(lines("lead")[0]).not.toHaveProperty("landing");
});

test("without JavaScript the form sends its page, which the record and the lead line keep", async () => {
  const { handler, records, lines } = await setup();
  const res = await request(handler)
    .post("/api/contact")
    .set("Origin", ORIGIN)
    .type("form")
    .send({ ...validContact, page: "/contact" });
  expect(res.status).toBe(303);
  const [record] = await records();
  expect(record?.message.attribution).toEqual({ page: "/contact" });
  expect(lines("lead")[0]).toMatchObject({ form: "contact", page: "/contact", template: "contact" });
});

test("a newsletter sign-up carries its attribution the same way; the e-mail is never logged", async () => {
  const { handler, logs, records, lines } = await setup();
  const res = await request(handler)
    .post("/api/newsletter")
    .set("Origin", ORIGIN)
    .set("Accept", "application/json")
    .field("email", "ann@example.com")
    .field("page", "/blog")
    .field("attribution", JSON.stringify({ ...touch, click: undefined, pages: 1 }));
  expect(res.status).toBe(200);
  const [record] = await records();
  expect(record?.message.attribution).toMatchObject({
    page: "/blog",
    landing: "/services/local-seo",
    pages: 1,
  });
  expect(lines("lead")[0]).toMatchObject({ form: "newsletter", page: "/blog", template: "blog", pages: 1 });
  expect(logs.text()).not.toContain("ann@example.com");
});

test("the forms carry the page they are on as a hidden field, so it goes without JavaScript", async () => {
  const handler = makeHandler();
  const contactPage = await request(handler).get("/contact");
  expect(contactPage.text).toMatch(/<input type="hidden" name="page" value="\/contact"\/>/);
  expect(contactPage.text).toContain('data-attribution="relay"');
  const blog = await request(handler).get("/blog");
  expect(blog.text).toMatch(/<input type="hidden" name="page" value="\/blog"\/>/);
});
