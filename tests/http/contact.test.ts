import request from "supertest";
import { expect, test, vi } from "vitest";
import { fakeRelay, makeHandler } from "../helpers/app";
import { ORIGIN, validContact } from "../helpers/contact-form";

const fields = validContact;

function post(handler: ReturnType<typeof makeHandler>, accept = "application/json") {
  return request(handler).post("/api/contact").set("Origin", ORIGIN).set("Accept", accept);
}
const multipart = (req: request.Test, values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) req.field(name, value);
  return req;
};

test("/contact shows the form, the contact details, support card, booking fallback and pricing", async () => {
  const res = await request(makeHandler()).get("/contact");
  expect(res.status).toBe(200);
  const html = res.text;
  for (const name of ["First Name", "Last Name", "email", "Phone Number", "message"]) {
    const control = html.match(new RegExp(`<(input|textarea)[^>]*name="${name}"[^>]*>`))?.[0] ?? "";
    expect(control, name).toContain('required=""');
  }
  expect(html).toMatch(/<input type="email"[^>]*name="email"/);
  expect(html).toMatch(/<input type="tel"[^>]*name="Phone Number"/);
  expect(html).toContain('name="botcheck"');
  const form = html.match(/<form[^>]*>/)?.[0] ?? "";
  for (const attr of ['action="/api/contact"', 'method="post"', 'encType="multipart/form-data"'])
    expect(form).toContain(attr);
  expect(html).toContain("Mon-Fri 8:00 AM-6:00 PM");
  expect(html).toContain("Sat 10:00 AM-4:00 PM");
  expect(html).toContain("support@example.com");
  expect(html).toContain("Need Immediate Support?");
  expect(html).toContain('href="/process#faq"');
  expect(html).toContain('id="book-a-call"');
  expect(html).toContain("Call to book");
  expect(html).toContain('<section id="pricing"');
  for (const target of ["#contact-form", "#book-a-call", "#pricing"])
    expect(html).toContain(`href="${target}"`);
  expect(html).toContain('"@type":"ContactPage"');
  expect(res.headers["content-security-policy"]).not.toContain("calendly");
});

test("with CALENDLY_URL the booking island is rendered and the CSP opens the scheduling hosts on /contact only", async () => {
  const handler = makeHandler({ env: { CALENDLY_URL: "https://calendly.com/skyline/strategy-call" } });
  const contact = await request(handler).get("/contact");
  expect(contact.text).toContain('data-island="booking"');
  // a calendar that does not load (a blocker, a failed script) still leaves the way to book: phone and e-mail
  const alternative = contact.text.match(/<p class="booking-alternative">(.*?)<\/p>/)?.[1] ?? "";
  expect(alternative).toContain("Call or e-mail to book");
  expect(alternative).toMatch(/href="tel:\+12125550142"/);
  expect(alternative).toMatch(/href="mailto:hello@example.com\?subject=Strategy%20call"/);
  expect(contact.headers["content-security-policy"]).toMatch(
    /script-src 'self' 'sha256-[^']+' https:\/\/assets\.calendly\.com/,
  );
  expect(contact.headers["content-security-policy"]).toContain("frame-src https://calendly.com");
  const home = await request(handler).get("/");
  expect(home.headers["content-security-policy"]).not.toContain("calendly");
});

test("a valid message gets JSON success and is then relayed with its five fields", async () => {
  const { relay, sent } = fakeRelay();
  const res = await multipart(post(makeHandler({ relay })), fields);
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ success: true, message: "Thank you for your message! We'll be in touch soon." });
  expect(res.headers["cache-control"]).toBe("no-store");
  await vi.waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]?.fields).toEqual(fields);
});

test("without JavaScript a valid post answers 303 to the form's card, where the thank-you comes first", async () => {
  const handler = makeHandler();
  const res = await multipart(post(handler, "text/html"), fields);
  expect(res.status).toBe(303);
  expect(res.headers.location).toBe("/contact?sent=1#contact-form");
  const page = await request(handler).get("/contact?sent=1");
  const card = page.text.slice(page.text.indexOf('id="contact-form"'));
  // the thank-you is the form's first line, before any field
  expect(card.indexOf("Thank you for your message! We&#x27;ll be in touch soon.")).toBeGreaterThan(0);
  expect(card.indexOf("Thank you for your message!")).toBeLessThan(card.indexOf('name="First Name"'));
});

test("without JavaScript an invalid post renders the form again with the values and the error", async () => {
  const res = await request(makeHandler())
    .post("/api/contact")
    .set("Origin", ORIGIN)
    .type("form")
    .send({ ...fields, email: "not-an-email" });
  expect(res.status).toBe(400);
  expect(res.headers["content-type"]).toMatch(/text\/html/);
  expect(res.headers["cache-control"]).toBe("no-store");
  expect(res.text).toContain("Enter a valid email address.");
  expect(res.text).toContain('value="Maria"');
  expect(res.text).toContain('value="not-an-email"');
  expect(res.text).toContain("We need a new website for our bakery.");
});

test('"212 555 0142 ext 5" and "ann@localhost", which the browser form lets through, are taken and relayed', async () => {
  const { relay, sent } = fakeRelay();
  const values = { ...fields, email: "ann@localhost", "Phone Number": "212 555 0142 ext 5" };
  const res = await multipart(post(makeHandler({ relay })), values);
  expect(res.status).toBe(200);
  expect(res.body.success).toBe(true);
  await vi.waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]?.fields).toEqual(values);
});

test("a refused field comes back by name in the JSON errors map, with why", async () => {
  const { relay, sent } = fakeRelay();
  const res = await multipart(post(makeHandler({ relay })), { ...fields, "Phone Number": "12" });
  expect(res.status).toBe(400);
  expect(res.body.errors).toEqual({
    "Phone Number": "Enter a phone number with at least 7 digits, such as (212) 555-0142 ext 5.",
  });
  expect(sent).toHaveLength(0);
});

test("without JavaScript a refused field gets its message under it, tied by aria-describedby", async () => {
  const res = await request(makeHandler())
    .post("/api/contact")
    .set("Origin", ORIGIN)
    .type("form")
    .send({ ...fields, "Phone Number": "12" });
  expect(res.status).toBe(400);
  const phone = res.text.match(/<input[^>]*name="Phone Number"[^>]*>/)?.[0] ?? "";
  expect(phone).toContain('aria-invalid="true"');
  expect(phone).toContain('aria-describedby="contact-phone-error"');
  expect(phone).toContain('value="12"');
  expect(res.text).toMatch(
    /<p id="contact-phone-error" class="field-error">Enter a phone number with at least 7 digits/,
  );
  const email = res.text.match(/<input[^>]*name="email"[^>]*>/)?.[0] ?? "";
  expect(email).not.toContain("aria-invalid");
});

test("the browser form carries the server's phone rule as pattern and title", async () => {
  const { contactFields } = await import("../../shared/contact");
  const rule = contactFields.find((f) => f.name === "Phone Number");
  const html = (await request(makeHandler()).get("/contact")).text;
  const phone = html.match(/<input[^>]*name="Phone Number"[^>]*>/)?.[0] ?? "";
  expect(rule && "pattern" in rule).toBe(true);
  if (rule && "pattern" in rule) {
    const escaped = rule.pattern.replaceAll("&", "&amp;");
    expect(phone).toContain(`pattern="${escaped}"`);
    expect(phone).toContain(`title="${rule.title}"`);
  }
});

test("a ticked spam trap gets a success answer and nothing is relayed", async () => {
  const { relay, sent } = fakeRelay();
  const res = await multipart(post(makeHandler({ relay })), { ...fields, botcheck: "on" });
  expect(res.status).toBe(200);
  expect(res.body.success).toBe(true);
  expect(sent).toHaveLength(0);
});

test.each([
  [
    "a post from another origin",
    (h: ReturnType<typeof makeHandler>) =>
      request(h).post("/api/contact").set("Origin", "https://evil.example").field("message", "x"),
    403,
  ],
  [
    "a post without Origin or Referer",
    (h: ReturnType<typeof makeHandler>) => request(h).post("/api/contact").field("message", "x"),
    403,
  ],
  ["a JSON body", (h: ReturnType<typeof makeHandler>) => post(h).send({ message: "x" }), 415],
  [
    "text/plain",
    (h: ReturnType<typeof makeHandler>) => post(h).set("Content-Type", "text/plain").send("hello"),
    415,
  ],
  [
    "a file part",
    (h: ReturnType<typeof makeHandler>) =>
      multipart(post(h), fields).attach("file", Buffer.from("x"), "a.txt"),
    400,
  ],
  [
    "a 1 MB message",
    (h: ReturnType<typeof makeHandler>) =>
      multipart(post(h), { ...fields, message: "x".repeat(1024 * 1024) }),
    413,
  ],
  [
    "too many fields",
    (h: ReturnType<typeof makeHandler>) =>
      multipart(post(h), Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, "x"]))),
    413,
  ],
  [
    "10,000 urlencoded fields",
    (h: ReturnType<typeof makeHandler>) =>
      post(h)
        .type("form")
        .send(Array.from({ length: 10_000 }, (_, i) => `f${i}=x`).join("&")),
    413,
  ],
  [
    "a missing boundary",
    (h: ReturnType<typeof makeHandler>) => post(h).set("Content-Type", "multipart/form-data").send("--x\r\n"),
    400,
  ],
  [
    "broken multipart",
    (h: ReturnType<typeof makeHandler>) =>
      post(h)
        .set("Content-Type", "multipart/form-data; boundary=abc")
        .send('--abc\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated'),
    400,
  ],
  [
    "empty fields",
    (h: ReturnType<typeof makeHandler>) => multipart(post(h), { ...fields, "First Name": "" }),
    400,
  ],
  [
    "CR/LF in the name",
    (h: ReturnType<typeof makeHandler>) =>
      multipart(post(h), { ...fields, "First Name": "a\r\nBcc: x@example.com" }),
    400,
  ],
  [
    "invalid UTF-8",
    (h: ReturnType<typeof makeHandler>) =>
      post(h)
        .set("Content-Type", "application/x-www-form-urlencoded")
        .serialize((body: unknown) => body as string)
        .send(Buffer.concat([Buffer.from("message=%FF%FE"), Buffer.from("&email=a")]) as unknown as string),
    400,
  ],
])("%s gets a clear 4xx and nothing is relayed", async (_label, send, status) => {
  const { relay, sent } = fakeRelay();
  const handler = makeHandler({ relay });
  const res = await send(handler);
  expect(res.status).toBe(status);
  expect(sent).toHaveLength(0);
  expect(typeof (res.body?.message ?? res.text)).toBe("string");
  expect(res.text).not.toMatch(/at .*\.(ts|js):\d+/);
  expect((await request(handler).get("/healthz")).status).toBe(200);
});

test("more than five accepted posts in ten minutes from one address get 429", async () => {
  const { relay, sent } = fakeRelay();
  const handler = makeHandler({ relay });
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) statuses.push((await multipart(post(handler), fields)).status);
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  await vi.waitFor(() => expect(sent).toHaveLength(5));
});

test("GET /api/contact answers 405", async () => {
  const res = await request(makeHandler()).get("/api/contact");
  expect(res.status).toBe(405);
  expect(res.headers.allow).toBe("POST");
});

test("direct delivery points the form at the service and opens its host in the CSP of /contact", async () => {
  const handler = makeHandler({ env: { CONTACT_DELIVERY: "direct", CONTACT_ACCESS_KEY: "public-key-123" } });
  const res = await request(handler).get("/contact");
  expect(res.text).toContain('action="https://api.web3forms.com/submit"');
  expect(res.text).toContain('name="access_key" value="public-key-123"');
  expect(res.headers["content-security-policy"]).toContain("connect-src 'self' https://api.web3forms.com");
  expect(res.headers["content-security-policy"]).toContain("form-action 'self' https://api.web3forms.com");
});
