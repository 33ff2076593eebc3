import request from "supertest";
import { afterEach, expect, test, vi } from "vitest";
import { normaliseAddress } from "../../server/client-address";
import { loadConfig } from "../../server/config";
import { fakeRelay, makeHandler } from "../helpers/app";
import { ORIGIN, validContact } from "../helpers/contact-form";
import { captureLogs } from "../helpers/leads";

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

test.each([
  ["IPv4:port", (i: number) => `203.0.113.7:${40000 + i}`],
  ["[IPv6]:port", (i: number) => `[2001:DB8::${i === 1 ? "1" : "0:1"}]:${40000 + i}`],
  ["[IPv6]", (i: number) => (i % 2 ? "[2001:db8::1]" : "2001:0db8:0000::1")],
  ["IPv4-mapped IPv6", (i: number) => (i % 2 ? "::ffff:203.0.113.7" : "203.0.113.7")],
])(
  "TRUST_PROXY=1: a proxy writing %s gives one visitor one limit bucket, not one per connection",
  async (_name, address) => {
    // The source port made every connection its own bucket
    const handler = makeHandler({ env: { TRUST_PROXY: "1" }, relay: fakeRelay().relay });
    const statuses = await rotatingPosts(handler, address);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  },
);

test("TRUST_PROXY=1: an address that is not one ('unknown') is keyed by the connection, with one warn line per process", async () => {
  const logs = captureLogs();
  const handler = makeHandler({ env: { TRUST_PROXY: "1" }, relay: fakeRelay().relay, logger: logs.logger });
  const statuses = await rotatingPosts(handler, () => "unknown");
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  const warnings = logs.lines.filter((l) => String(l.msg).includes("not an IP address"));
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toMatchObject({ level: 40, unknown: true });
  expect(logs.text()).not.toContain('"unknown,');
});

test("normaliseAddress: every spelling of one address is one key; what is no address is null", () => {
  for (const spelling of [
    "203.0.113.7",
    "203.0.113.7:8080",
    " 203.0.113.7 ",
    "::ffff:203.0.113.7",
    "[::ffff:cb00:7107]:1",
  ])
    expect([spelling, normaliseAddress(spelling)]).toEqual([spelling, "203.0.113.7"]);
  for (const spelling of [
    "2001:db8::1",
    "[2001:DB8::1]:443",
    "2001:0db8:0:0:0:0:0:1",
    "[2001:db8::1]",
    "fe80::1%eth0".replace("fe80", "2001:db8"),
  ])
    expect([spelling, normaliseAddress(spelling)]).toEqual([spelling, "2001:db8::1"]);
  for (const junk of ["unknown", "", "_hidden", "1.2.3", "999.1.1.1", "[2001:db8::1", "example.com:80"])
    expect([junk, normaliseAddress(junk)]).toEqual([junk, null]);
});
