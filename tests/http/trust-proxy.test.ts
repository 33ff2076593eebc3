import request from "supertest";
import { afterEach, expect, test, vi } from "vitest";
import { loadConfig } from "../../server/config";
import { fakeRelay, makeHandler } from "../helpers/app";
import { ORIGIN, validContact } from "../helpers/contact-form";

const fields = validContact;

afterEach(() => vi.restoreAllMocks());

/** Eight posts whose X-Forwarded-For starts with a different made-up address each time. */
async function rotatingPosts(handler: ReturnType<typeof makeHandler>, forwarded: (i: number) => string) {
  const statuses: number[] = [];
  for (let i = 1; i <= 8; i++) {
    const res = await request(handler)
      .post("/api/contact")
      .set("Origin", ORIGIN)
      .set("Accept", "application/json")
      .set("X-Forwarded-For", forwarded(i))
      .type("form")
      .send(fields);
    statuses.push(res.status);
  }
  return statuses;
}

test("TRUST_PROXY=1: a visitor rotating a spoofed X-Forwarded-For behind one proxy is limited like anyone", async () => {
  const warnings = vi.spyOn(console, "error");
  const handler = makeHandler({ env: { TRUST_PROXY: "1" }, relay: fakeRelay().relay });
  // the proxy appends the address it saw (203.0.113.7) after whatever the visitor sent
  const statuses = await rotatingPosts(handler, (i) => `10.9.8.${i}, 203.0.113.7`);
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  expect(warnings.mock.calls.flat().join(" ")).not.toContain("ERR_ERL");
});

test("TRUST_PROXY as proxy addresses: X-Forwarded-For from a peer that is not one of them changes nothing", async () => {
  const handler = makeHandler({ env: { TRUST_PROXY: "10.0.0.0/8" }, relay: fakeRelay().relay });
  // supertest connects from 127.0.0.1, which is not a trusted proxy here
  const statuses = await rotatingPosts(handler, (i) => `198.51.100.${i}`);
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
});

test("TRUST_PROXY: a hop count, proxy addresses or off; trusting everyone is refused", () => {
  expect(loadConfig({}).trustProxy).toBe(false);
  expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
  expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
  expect(loadConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8,::1" }).trustProxy).toEqual([
    "loopback",
    "10.0.0.0/8",
    "::1",
  ]);
  expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/hop count/);
  expect(() => loadConfig({ TRUST_PROXY: "proxy.example.com" })).toThrow(/TRUST_PROXY/);
});
