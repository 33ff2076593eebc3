/**
 * Issue 36 item 3: POST /api/views takes one beacon per page a person sees and writes exactly one `view`
 * line (template, path, device class; the source on entry views only); anything that is not exactly our
 * beacon gets a 400 and no line, crawlers and prerender requests a 204 and no line, a flood a 429.
 */
import express from "express";
import request from "supertest";
import { expect, test } from "vitest";
import { MAX_VIEWS_PER_SECOND, viewsRouter } from "../../server/views";
import { MAX_VIEW_BYTES } from "../../shared/attribution";
import { pageTemplates } from "../../shared/routes";
import { makeHandler } from "../helpers/app";
import { captureLogs } from "../helpers/leads";

const PIXEL =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const DESKTOP =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

const entry = {
  template: "service",
  path: "/services/local-seo",
  entry: true,
  referrer: "google.com",
  utm_source: "google",
  utm_medium: "cpc",
  utm_campaign: "queens",
  click: "Google Ads",
};

function setup() {
  const logs = captureLogs();
  const handler = makeHandler({ logger: logs.logger });
  const views = () => logs.lines.filter((line) => line.msg === "view");
  const send = (body: unknown, headers: Record<string, string> = {}) =>
    request(handler)
      .post("/api/views")
      .set("Content-Type", "text/plain;charset=UTF-8")
      .set("User-Agent", PIXEL)
      .set("X-Forwarded-For", "203.0.113.7")
      .set(headers)
      .send(typeof body === "string" ? body : JSON.stringify(body));
  return { logs, views, send };
}

test("an entry view is answered 204 and written as one view line with its source and a device class", async () => {
  const { logs, views, send } = setup();
  const res = await send(entry, { "Sec-Fetch-Site": "same-origin" });
  expect(res.status).toBe(204);
  expect(views()).toHaveLength(1);
  const { level, time, msg, pid: _pid, hostname: _host, ...line } = views()[0]!;
  expect({ level, msg, time: typeof time }).toEqual({ level: 30, msg: "view", time: "number" });
  expect(line).toEqual({ ...entry, device: "mobile" });
  // the beacon is its own line: no request line beside it, and nothing of the visitor
  expect(logs.lines).toHaveLength(1);
  expect(logs.text()).not.toMatch(/203\.0\.113\.7|Pixel|Android|Mozilla/);
});

test("a later page of the visit is counted without a source; a 404 page at any path counts too", async () => {
  const { views, send } = setup();
  expect((await send({ template: "about", path: "/about" }, { "User-Agent": DESKTOP })).status).toBe(204);
  expect((await send({ template: "not-found", path: "/no-such-page" })).status).toBe(204);
  expect(views().map(({ template, path, device, entry }) => ({ template, path, device, entry }))).toEqual([
    { template: "about", path: "/about", device: "desktop", entry: undefined },
    { template: "not-found", path: "/no-such-page", device: "mobile", entry: undefined },
  ]);
});

test("with Global Privacy Control an entry view is counted without where it came from", async () => {
  const { views, send } = setup();
  expect((await send(entry, { "Sec-GPC": "1" })).status).toBe(204);
  const { level: _l, time: _t, msg: _m, pid: _p, hostname: _h, ...line } = views()[0]!;
  expect(line).toEqual({ template: "service", path: "/services/local-seo", entry: true, device: "mobile" });
});

test("crawlers and requests made for a prerender are answered 204 and not counted", async () => {
  const { views, send } = setup();
  const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
  expect((await send(entry, { "User-Agent": googlebot })).status).toBe(204);
  expect((await send(entry, { "User-Agent": DESKTOP.replace("Chrome/", "HeadlessChrome/") })).status).toBe(
    204,
  );
  expect((await send(entry, { "Sec-Purpose": "prefetch;prerender" })).status).toBe(204);
  expect(views()).toHaveLength(0);
  // the same beacon from a person is counted: the guard is the agent and the purpose, not the beacon
  expect((await send(entry)).status).toBe(204);
  expect(views()).toHaveLength(1);
});

const refused: Array<[string, unknown, RegExp]> = [
  ["not JSON", "{template:", /not JSON/],
  ["an unknown template", { ...entry, template: "admin" }, /unknown template/],
  ["a path its template does not serve", { ...entry, path: "/about" }, /disagree/],
  ["a path with a query", { ...entry, path: "/services/local-seo?gclid=1" }, /invalid_format/],
  ["a full URL as path", { ...entry, template: "not-found", path: "https://evil.test/" }, /invalid_format/],
  ["an unknown key", { ...entry, gclid: "EAIaIQ" }, /unrecognized_keys/],
  ["a click id's value as click", { ...entry, click: "EAIaIQ" }, /invalid_value/],
  ["a UTM value with a control character", { ...entry, utm_source: "goo\u0007gle" }, /invalid_format/],
  ["a UTM value over 100 characters", { ...entry, utm_term: "t".repeat(101) }, /too_big/],
  ["a number where text goes", { ...entry, utm_source: 1 }, /invalid_type/],
  ["a referrer with a path", { ...entry, referrer: "google.com/search" }, /invalid_format/],
  ["entry: false", { ...entry, entry: false }, /invalid_value/],
  ["a source on a page that is not an entry", { ...entry, entry: undefined }, /not an entry/],
  ["an array", [entry], /invalid_type/],
  ["oversize", { ...entry, utm_content: "x".repeat(MAX_VIEW_BYTES) }, /too large/],
];

test.each(refused)("%s: 400 and no line", async (_name, body, reason) => {
  const { logs, send } = setup();
  const res = await send(body);
  expect(res.status).toBe(400);
  expect(res.body.error).toMatch(reason);
  expect(res.headers["cache-control"]).toBe("no-store");
  expect(logs.lines.filter((line) => line.msg === "view")).toHaveLength(0);
});

test("a post from another site is refused 403; a GET is not the beacon", async () => {
  const { views, send } = setup();
  const res = await send(entry, { "Sec-Fetch-Site": "cross-site" });
  expect(res.status).toBe(403);
  expect(views()).toHaveLength(0);
  const handler = makeHandler();
  expect((await request(handler).get("/api/views")).status).toBe(404);
});

test("a flood is cut per second: the rest are answered 429 and not logged", async () => {
  const logs = captureLogs();
  let now = 1_700_000_000_000;
  const app = express().use(viewsRouter({ logger: logs.logger, templates: pageTemplates(), now: () => now }));
  const post = () =>
    request(app)
      .post("/api/views")
      .set("Content-Type", "text/plain")
      .send(JSON.stringify({ template: "home", path: "/" }));
  const statuses: number[] = [];
  for (let i = 0; i < MAX_VIEWS_PER_SECOND + 10; i++) statuses.push((await post()).status);
  expect(statuses.filter((s) => s === 204)).toHaveLength(MAX_VIEWS_PER_SECOND);
  expect(statuses.slice(MAX_VIEWS_PER_SECOND).every((s) => s === 429)).toBe(true);
  expect(logs.lines).toHaveLength(MAX_VIEWS_PER_SECOND);
  now += 1000;
  expect((await post()).status).toBe(204);
  expect(logs.lines).toHaveLength(MAX_VIEWS_PER_SECOND + 1);
});

test("a page request itself writes no view line: HEAD, GET, a redirect and the health probes count nothing", async () => {
  const logs = captureLogs();
  const handler = makeHandler({ logger: logs.logger });
  expect((await request(handler).head("/services/local-seo")).status).toBe(200);
  expect((await request(handler).get("/services/local-seo?utm_source=google")).status).toBe(200);
  expect((await request(handler).get("/About")).status).toBe(301);
  expect((await request(handler).get("/healthz")).status).toBe(200);
  expect(logs.lines.filter((line) => line.msg === "view")).toHaveLength(0);
});
