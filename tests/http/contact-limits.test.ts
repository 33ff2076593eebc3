/**
 * Contact messages and newsletter sign-ups are limited apart (CONTACT_RATE_LIMIT, NEWSLETTER_RATE_LIMIT):
 * a visitor who sent five messages can still subscribe, and the other way round. (The Redis prefixes are
 * checked in rate-limit-store.test.ts, the cluster primary's in e2e/cluster-logs.spec.ts.)
 */
import request from "supertest";
import { expect, test, vi } from "vitest";
import { makeHandler } from "../helpers/app";
import { ORIGIN, validContact } from "../helpers/contact-form";

type Handler = ReturnType<typeof makeHandler>;

const send = (handler: Handler, form: "contact" | "newsletter") =>
  request(handler)
    .post(`/api/${form}`)
    .set("Origin", ORIGIN)
    .set("Accept", "application/json")
    .type("form")
    .send(form === "contact" ? validContact : { email: "maria@example.com" });

async function statuses(handler: Handler, form: "contact" | "newsletter", times: number) {
  const answers: number[] = [];
  for (let i = 0; i < times; i++) answers.push((await send(handler, form)).status);
  return answers;
}

test("five contact messages do not block a newsletter sign-up, and the 6th message is still refused", async () => {
  const handler = makeHandler();
  expect(await statuses(handler, "contact", 5)).toEqual([200, 200, 200, 200, 200]);
  expect(await statuses(handler, "newsletter", 1)).toEqual([200]);
  expect(await statuses(handler, "contact", 1)).toEqual([429]);
});

test("five sign-ups do not block a contact message, and the 6th sign-up is still refused", async () => {
  const handler = makeHandler();
  expect(await statuses(handler, "newsletter", 5)).toEqual([200, 200, 200, 200, 200]);
  expect(await statuses(handler, "contact", 1)).toEqual([200]);
  const refused = await send(handler, "newsletter");
  expect(refused.status).toBe(429);
  expect(refused.body.message).toMatch(/several sign-ups from your connection/);
  expect(refused.headers["ratelimit-policy"]).toMatch(/^"newsletter"; q=5; w=600/);
});

test("NEWSLETTER_RATE_LIMIT sets the sign-ups' limit alone", async () => {
  const handler = makeHandler({ env: { NEWSLETTER_RATE_LIMIT: "2", CONTACT_RATE_LIMIT: "3" } });
  expect(await statuses(handler, "newsletter", 3)).toEqual([200, 200, 429]);
  expect(await statuses(handler, "contact", 4)).toEqual([200, 200, 200, 429]);
});

test("the contact limit's window is 10 minutes: a sixth message 9 minutes after the first is refused, one 11 minutes after is accepted", async () => {
  // the limit's clock (express-rate-limit's memory store and the server's own counts read Date)
  vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2026-11-22T12:00:00Z") });
  try {
    const handler = makeHandler();
    expect(await statuses(handler, "contact", 5)).toEqual([200, 200, 200, 200, 200]);
    vi.setSystemTime(Date.parse("2026-11-22T12:09:00Z"));
    const refused = await send(handler, "contact");
    expect(refused.status).toBe(429);
    expect(refused.body.message).toContain("You can send it again in about a minute");
    vi.setSystemTime(Date.parse("2026-11-22T12:11:00Z"));
    expect(await statuses(handler, "contact", 1)).toEqual([200]);
  } finally {
    vi.useRealTimers();
  }
});
