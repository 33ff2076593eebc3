/**
 * Field data: POST /api/vitals takes a browser's Core Web Vitals beacon and writes exactly one
 * log line naming the page template and a device class; anything else gets a 400 and no line.
 */
import express from "express";
import request from "supertest";
import { expect, test } from "vitest";
import { formatSummary, summarise } from "../../scripts/lib/vitals-report";
import { MAX_BEACONS_PER_SECOND, vitalsRouter } from "../../server/vitals";
import { pageTemplates } from "../../shared/routes";
import { MAX_BEACON_BYTES } from "../../shared/vitals";
import { makeHandler } from "../helpers/app";
import { captureLogs } from "../helpers/leads";

const PIXEL =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const metric = (name: string, value: number, rating = "good") => ({
  name,
  value,
  rating,
  navigationType: "navigate",
});
const valid = {
  template: "service",
  metrics: [
    metric("LCP", 1234.56),
    metric("CLS", 0.0123),
    metric("INP", 88),
    metric("FCP", 900),
    metric("TTFB", 120),
  ],
};

function setup(env: Record<string, string> = {}) {
  const logs = captureLogs();
  const handler = makeHandler({ env, logger: logs.logger });
  const vitalsLines = () => logs.lines.filter((line) => line.msg === "web-vitals");
  const send = (body: string, headers: Record<string, string> = {}) =>
    request(handler)
      .post("/api/vitals")
      .set("Content-Type", "text/plain;charset=UTF-8")
      .set("User-Agent", PIXEL)
      .set(headers)
      .send(body);
  return { handler, logs, vitalsLines, send };
}

test("a valid beacon is answered 204 and written as one log line with the template and a device class", async () => {
  const { logs, vitalsLines, send } = setup();
  const res = await send(JSON.stringify(valid), { "Sec-Fetch-Site": "same-origin" });
  expect(res.status).toBe(204);
  expect(vitalsLines()).toHaveLength(1);
  expect(vitalsLines()[0]).toMatchObject({
    template: "service",
    device: "mobile",
    nav: "navigate",
    LCP: 1234.6,
    CLS: 0.0123,
    INP: 88,
    FCP: 900,
    TTFB: 120,
  });
  // the beacon is its own line: no request line beside it, and nothing of the visitor's agent or address
  expect(logs.lines).toHaveLength(1);
  expect(logs.text()).not.toMatch(/Pixel|Android|127\.0\.0\.1|::ffff/);
});

test("a query string on the endpoint changes nothing: still one line, and no request line", async () => {
  const { handler, logs } = setup();
  const res = await request(handler)
    .post("/api/vitals?utm_source=x")
    .set("Content-Type", "text/plain")
    .set("User-Agent", PIXEL)
    .send(JSON.stringify(valid));
  expect(res.status).toBe(204);
  expect(logs.lines.map((line) => line.msg)).toEqual(["web-vitals"]);
});

test("a beacon sent as JSON and from a desktop browser is taken too", async () => {
  const { vitalsLines, handler } = setup();
  const res = await request(handler)
    .post("/api/vitals")
    .set(
      "User-Agent",
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36",
    )
    .send(valid);
  expect(res.status).toBe(204);
  expect(vitalsLines()[0]).toMatchObject({ template: "service", device: "desktop" });
});

const refused: [string, string][] = [
  ["not JSON", "LCP=1200"],
  ["an array", JSON.stringify([valid])],
  ["an unknown template", JSON.stringify({ ...valid, template: "wp-admin" })],
  ["a template written in another case", JSON.stringify({ ...valid, template: "SERVICE" })],
  ["a metric web-vitals does not have", JSON.stringify({ ...valid, metrics: [metric("FID", 12)] })],
  ["the same metric twice", JSON.stringify({ ...valid, metrics: [metric("LCP", 1), metric("LCP", 2)] })],
  ["no metrics", JSON.stringify({ ...valid, metrics: [] })],
  ["a negative value", JSON.stringify({ ...valid, metrics: [metric("LCP", -5)] })],
  ["a value out of range", JSON.stringify({ ...valid, metrics: [metric("CLS", 1e9)] })],
  ["a value as text", JSON.stringify({ ...valid, metrics: [{ ...metric("LCP", 1), value: "1200" }] })],
  ["an unknown rating", JSON.stringify({ ...valid, metrics: [metric("LCP", 1, "great")] })],
  ["an extra field", JSON.stringify({ ...valid, ip: "203.0.113.9" })],
  ["an extra field in a metric", JSON.stringify({ ...valid, metrics: [{ ...metric("LCP", 1), url: "/x" }] })],
  ["an oversized body", JSON.stringify({ ...valid, pad: "x".repeat(MAX_BEACON_BYTES) })],
  ["an empty body", ""],
];

test.each(refused)("a beacon with %s is answered 400 and nothing is logged", async (_label, body) => {
  const { vitalsLines, send } = setup();
  const res = await send(body);
  expect(res.status).toBe(400);
  expect(res.body.error).toMatch(/^not a vitals beacon/);
  expect(vitalsLines()).toHaveLength(0);
});

test("a 100 KB body is refused with a 400 before it is read whole", async () => {
  const { vitalsLines, send } = setup();
  const res = await send("x".repeat(100_000));
  expect(res.status).toBe(400);
  expect(vitalsLines()).toHaveLength(0);
});

test("another site cannot post beacons through its visitors' browsers", async () => {
  const { vitalsLines, send } = setup();
  const res = await send(JSON.stringify(valid), { "Sec-Fetch-Site": "cross-site" });
  expect(res.status).toBe(403);
  expect(vitalsLines()).toHaveLength(0);
});

test("a crawler's beacon is accepted but not logged: its machine is not a visitor's", async () => {
  const { vitalsLines, send } = setup();
  const res = await send(JSON.stringify(valid), {
    "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  });
  expect(res.status).toBe(204);
  expect(vitalsLines()).toHaveLength(0);
});

test("a flood is cut at 100 lines a second: the rest are answered 429 and not logged", async () => {
  const logs = captureLogs();
  let now = 1_700_000_000_000;
  const app = express().use(
    vitalsRouter({ logger: logs.logger, templates: pageTemplates(), enabled: true, now: () => now }),
  );
  const post = () =>
    request(app).post("/api/vitals").set("Content-Type", "text/plain").send(JSON.stringify(valid));
  const statuses: number[] = [];
  for (let i = 0; i < 110; i++) statuses.push((await post()).status);
  expect(statuses.filter((s) => s === 204)).toHaveLength(MAX_BEACONS_PER_SECOND);
  expect(statuses.slice(MAX_BEACONS_PER_SECOND).every((s) => s === 429)).toBe(true);
  expect(logs.lines).toHaveLength(MAX_BEACONS_PER_SECOND);
  // the next second takes beacons again
  now += 1000;
  expect((await post()).status).toBe(204);
  expect(logs.lines).toHaveLength(MAX_BEACONS_PER_SECOND + 1);
});

test("pages carry their template and the sampling rate the browser uses", async () => {
  const { handler } = setup({ VITALS_SAMPLE_RATE: "0.25" });
  const page = await request(handler).get("/services/local-seo");
  expect(page.text).toMatch(/<html lang="en-US" data-template="service" data-vitals-rate="0.25">/);
  const missing = await request(handler).get("/no-such-page");
  expect(missing.status).toBe(404);
  expect(missing.text).toContain('data-template="not-found"');
});

test("with VITALS_SAMPLE_RATE=0 pages ask for no field data and the endpoint takes none", async () => {
  const { handler, vitalsLines, send } = setup({ VITALS_SAMPLE_RATE: "0" });
  const page = await request(handler).get("/");
  expect(page.text).toContain('data-template="home"');
  expect(page.text).not.toContain("data-vitals-rate");
  const res = await send(JSON.stringify({ ...valid, template: "home" }));
  expect(res.status).toBe(404);
  expect(vitalsLines()).toHaveLength(0);
});

test("npm run vitals prints the 75th percentile of each metric per template from the log", async () => {
  const { logs, send } = setup();
  for (const lcp of [1000, 1100, 1200, 1300, 4000, 1400, 1500, 1600]) {
    await send(
      JSON.stringify({ template: "home", metrics: [metric("LCP", lcp), metric("CLS", lcp / 100_000)] }),
    );
  }
  await send(JSON.stringify({ template: "blog-post", metrics: [metric("INP", 240, "needs-improvement")] }));
  const lines = [...logs.text().split("\n"), "not json", '{"msg":"request completed"}'];
  const summary = summarise(lines);
  expect(summary).toEqual([
    { template: "blog-post", beacons: 1, p75: { INP: 240 }, samples: { INP: 1 } },
    { template: "home", beacons: 8, p75: { LCP: 1500, CLS: 0.015 }, samples: { LCP: 8, CLS: 8 } },
  ]);
  const table = formatSummary(summary);
  expect(table).toMatch(/home\s+8\s+1500 ms\s+-\s+0\.015/);
  expect(table).toMatch(/blog-post\s+1\s+-\s+240 ms/);
});
