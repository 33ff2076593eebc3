/**
 * POST /api/views takes one beacon per page a person sees, counts it in the daily totals and writes exactly
 * one `view` line (template, path, device class; the source on entry views only); anything that is not
 * exactly a beacon of a page of this site gets a 4xx, no line and no count; crawlers and prerender requests
 * a 204 and no count; one client past its share a 429, and the refusals one warn line a minute.
 */
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import request from "supertest";
import { expect, test } from "vitest";
import { viewsRouter } from "../../server/page-views";
import {
  CLIENT_WINDOW_MS,
  MAX_CLIENT_VIEWS,
  MAX_CLIENT_VISITS,
  MAX_VIEWS_PER_SECOND,
} from "../../server/stats/guard";
import { MAX_VIEW_BYTES } from "../../shared/attribution";
import { pageTemplates } from "../../shared/routes";
import { makeHandler } from "../helpers/app";
import { captureLogs } from "../helpers/leads";
import { memoryStats } from "../helpers/stats";

const PIXEL =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const DESKTOP =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const NOW = Date.parse("2026-11-22T17:00:00Z");
const TODAY = "2026-11-22";

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

function setup(env: Record<string, string> = {}) {
  const logs = captureLogs();
  let now = NOW;
  const { stats } = memoryStats({ logger: logs.logger, now: () => now, env });
  const handler = makeHandler({ logger: logs.logger, stats, env: { TRUST_PROXY: "loopback" } });
  const views = () => logs.lines.filter((line) => line.msg === "view");
  const send = (body: unknown, headers: Record<string, string> = {}) =>
    request(handler)
      .post("/api/views")
      .set("Content-Type", "text/plain;charset=UTF-8")
      .set("User-Agent", PIXEL)
      .set("Sec-Fetch-Site", "same-origin")
      .set("X-Forwarded-For", "203.0.113.7")
      .set(headers)
      .send(typeof body === "string" ? body : JSON.stringify(body));
  const figures = async () => {
    await stats.flushAll();
    return stats.read(TODAY, TODAY);
  };
  return { logs, views, send, handler, stats, figures, advance: (ms: number) => void (now += ms) };
}

const lineOf = (line: Record<string, unknown>) => {
  const { level: _l, time: _t, msg: _m, pid: _p, hostname: _h, id, ...rest } = line;
  expect(typeof id).toBe("string");
  return rest;
};

test("an entry view is answered 204, counted as a visit with its source, and written as one view line", async () => {
  const { logs, views, send, figures } = setup();
  const res = await send(entry);
  expect(res.status).toBe(204);
  expect(views()).toHaveLength(1);
  expect(lineOf(views()[0]!)).toEqual({ ...entry, device: "mobile" });
  // the beacon is its own line: no request line beside it, and nothing of the visitor
  expect(logs.lines).toHaveLength(1);
  expect(logs.text()).not.toMatch(/203\.0\.113\.7|Pixel|Android|Mozilla/);
  const stats = await figures();
  expect(stats).toMatchObject({ visits: 1, pageViews: 1, leads: 0 });
  expect(stats.bySource).toEqual([{ source: "Google", channel: "Paid Search", visits: 1, leads: 0 }]);
  expect(stats.byCampaign).toEqual([{ campaign: "google / cpc / queens", visits: 1, leads: 0 }]);
  expect(stats.byLanding).toEqual([{ path: "/services/local-seo", visits: 1, leads: 0 }]);
  expect(stats.byDevice).toEqual([{ device: "mobile", visits: 1, leads: 0 }]);
});

test("a later page of the visit is a page view, not a visit; so is a tab opened from a page of the site", async () => {
  const { views, send, figures, handler } = setup();
  expect((await send({ template: "about", path: "/about" }, { "User-Agent": DESKTOP })).status).toBe(204);
  expect((await send({ template: "process", path: "/process", continued: true })).status).toBe(204);
  // a Not Found page counts once the site has answered a page load of that path with it
  expect(
    (await request(handler).get("/no-such-page").set("Sec-Fetch-Dest", "document").set("User-Agent", PIXEL))
      .status,
  ).toBe(404);
  expect((await send({ template: "not-found", path: "/no-such-page" })).status).toBe(204);
  expect(views().map(lineOf)).toEqual([
    { template: "about", path: "/about", device: "desktop" },
    { template: "process", path: "/process", continued: true, device: "mobile" },
    { template: "not-found", path: "/no-such-page", device: "mobile" },
  ]);
  const stats = await figures();
  expect(stats).toMatchObject({ visits: 0, pageViews: 3 });
  expect(stats.byPage.map((p) => p.path).sort()).toEqual(["/about", "/no-such-page", "/process"]);
});

test("with Global Privacy Control an entry view is counted as a visit without where it came from", async () => {
  const { views, send, figures } = setup();
  expect((await send(entry, { "Sec-GPC": "1" })).status).toBe(204);
  expect(lineOf(views()[0]!)).toEqual({
    template: "service",
    path: "/services/local-seo",
    entry: true,
    gpc: true,
    device: "mobile",
  });
  const stats = await figures();
  expect(stats.bySource).toEqual([
    { source: "(not shared: Global Privacy Control)", channel: "Not shared", visits: 1, leads: 0 },
  ]);
  expect(stats.byCampaign).toEqual([]);
  expect(stats.gpc).toEqual({ visits: 1, leads: 0 });
});

test("crawlers and requests made for a prerender are answered 204 and not counted", async () => {
  const { views, send, figures } = setup();
  const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
  expect((await send(entry, { "User-Agent": googlebot })).status).toBe(204);
  expect((await send(entry, { "User-Agent": DESKTOP.replace("Chrome/", "HeadlessChrome/") })).status).toBe(
    204,
  );
  expect((await send(entry, { "Sec-Purpose": "prefetch;prerender" })).status).toBe(204);
  expect(views()).toHaveLength(0);
  expect((await figures()).pageViews).toBe(0);
  // the same beacon from a person is counted: the guard is the agent and the purpose, not the beacon
  expect((await send(entry)).status).toBe(204);
  expect(views()).toHaveLength(1);
  expect((await figures()).pageViews).toBe(1);
});

const refused: Array<[string, unknown, number, RegExp]> = [
  ["not JSON", "{template:", 400, /not JSON/],
  ["an unknown template", { ...entry, template: "admin" }, 400, /unknown template/],
  ["a path its template does not serve", { ...entry, path: "/about" }, 400, /disagree/],
  ["a path with a query", { ...entry, path: "/services/local-seo?gclid=1" }, 400, /invalid_format/],
  [
    "a full URL as path",
    { ...entry, template: "not-found", path: "https://evil.test/" },
    400,
    /invalid_format/,
  ],
  ["an unknown key", { ...entry, gclid: "EAIaIQ" }, 400, /unrecognized_keys/],
  ["a click id's value as click", { ...entry, click: "EAIaIQ" }, 400, /invalid_value/],
  ["a UTM value with a control character", { ...entry, utm_source: "goo\u0007gle" }, 400, /invalid_format/],
  ["a UTM value over 100 characters", { ...entry, utm_term: "t".repeat(101) }, 400, /too_big/],
  ["a number where text goes", { ...entry, utm_source: 1 }, 400, /invalid_type/],
  ["a referrer with a path", { ...entry, referrer: "google.com/search" }, 400, /invalid_format/],
  ["entry: false", { ...entry, entry: false }, 400, /invalid_value/],
  ["a source on a page that is not an entry", { ...entry, entry: undefined }, 400, /not an entry/],
  ["an entry that says it continues a tab", { ...entry, continued: true }, 400, /continued tab/],
  ["an array", [entry], 400, /invalid_type/],
  ["oversize", { ...entry, utm_content: "x".repeat(MAX_VIEW_BYTES) }, 400, /too large/],
  [
    "a made-up service page",
    { template: "service", path: "/services/plumbing" },
    400,
    /not a page of this site/,
  ],
  [
    "a made-up article",
    { template: "blog-post", path: "/blog/made-up-post", entry: true },
    400,
    /not a page/,
  ],
  ["a made-up category", { template: "blog-category", path: "/blog/category/nope" }, 400, /not a page/],
  [
    "a Not Found view of a path never answered 404",
    { template: "not-found", path: "/never-asked" },
    400,
    /not answered 404/,
  ],
];

test.each(refused)("%s: refused, no line, no count", async (_name, body, status, reason) => {
  const { logs, send, figures } = setup();
  const res = await send(body);
  expect(res.status).toBe(status);
  expect(res.body.error).toMatch(reason);
  expect(res.headers["cache-control"]).toBe("no-store");
  expect(logs.lines.filter((line) => line.msg === "view")).toHaveLength(0);
  expect((await figures()).pageViews).toBe(0);
});

test("an article and a category the blog has count", async () => {
  const { send, figures } = setup();
  const sitemap = (await request(makeHandler()).get("/sitemap.xml")).text;
  const paths = [...sitemap.matchAll(/<loc>https:\/\/www\.example\.com(\/blog\/[^<]+)<\/loc>/g)].map(
    (m) => m[1]!,
  );
  const article = paths.find((p) => !p.startsWith("/blog/category/"))!;
  const category = paths.find((p) => p.startsWith("/blog/category/"))!;
  expect((await send({ template: "blog-post", path: article, entry: true })).status).toBe(204);
  expect((await send({ template: "blog-category", path: category })).status).toBe(204);
  const stats = await figures();
  expect(stats.byLanding).toEqual([{ path: article, visits: 1, leads: 0 }]);
  expect(stats.pageViews).toBe(2);
});

test("without same-origin fetch metadata (another site's page, or a script outside a browser) it is 403", async () => {
  const { views, send, figures } = setup();
  expect((await send(entry, { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
  expect((await send(entry, { "Sec-Fetch-Site": "none" })).status).toBe(403);
  const bare = await request(makeHandler())
    .post("/api/views")
    .set("Content-Type", "text/plain")
    .send(JSON.stringify(entry));
  expect(bare.status).toBe(403);
  expect(views()).toHaveLength(0);
  expect((await figures()).pageViews).toBe(0);
  expect((await request(makeHandler()).get("/api/views")).status).toBe(404);
});

test("UTM values outside the site's alphabet are dropped, the visit kept, and one warn line a minute says so", async () => {
  const { logs, views, send, figures, stats } = setup();
  const junk = {
    ...entry,
    utm_source: '=HYPERLINK("http://evil.test")',
    utm_medium: "ann@example.com",
    utm_campaign: "call 212 555 0142",
    utm_term: "<b>seo</b>",
    utm_content: "spring\u202Esale",
  };
  expect((await send(junk)).status).toBe(204);
  expect(lineOf(views()[0]!)).toEqual({
    template: "service",
    path: "/services/local-seo",
    entry: true,
    referrer: "google.com",
    click: "Google Ads",
    device: "mobile",
  });
  // a source key cannot be forged with " / " either
  expect(
    (await send({ ...entry, utm_source: "google / cpc / spring" }, { "X-Forwarded-For": "203.0.113.8" }))
      .status,
  ).toBe(204);
  const figuresNow = await figures();
  // the forged source is dropped; what is left of the tags is the site's own
  expect(figuresNow.byCampaign).toEqual([{ campaign: "(not set) / cpc / queens", visits: 1, leads: 0 }]);
  expect(figuresNow.bySource).toEqual([{ source: "Google", channel: "Paid Search", visits: 2, leads: 0 }]);
  stats.droppedUtm.report();
  const warn = logs.lines.find((line) => line.msg === "UTM values dropped")!;
  expect(warn).toMatchObject({
    level: 40,
    dropped: {
      "utm_source: formula": 1,
      "utm_medium: e-mail address": 1,
      "utm_campaign: phone number": 1,
      "utm_term: markup or symbols": 1,
      "utm_content: markup or symbols": 1,
    },
    total: 6,
    clients: 2,
  });
  expect(logs.text()).not.toMatch(/HYPERLINK|ann@example|555 0142|<b>|203\.0\.113/);
});

test("one client's share: past its visits and page views in the window it gets 429 and is not counted; others are", async () => {
  const { send, figures, advance, stats, logs } = setup();
  const statuses: number[] = [];
  for (let i = 0; i < MAX_CLIENT_VISITS + 5; i++) statuses.push((await send(entry)).status);
  expect(statuses.filter((s) => s === 204)).toHaveLength(MAX_CLIENT_VISITS);
  expect(statuses.slice(MAX_CLIENT_VISITS)).toEqual([429, 429, 429, 429, 429]);
  // its page views go on until their own share is spent
  for (let i = MAX_CLIENT_VISITS; i < MAX_CLIENT_VIEWS; i++)
    expect((await send({ template: "about", path: "/about" })).status).toBe(204);
  expect((await send({ template: "about", path: "/about" })).status).toBe(429);
  // another address, and an IPv6 client in another /56, are counted as usual; one in the same /56 is not
  expect((await send(entry, { "X-Forwarded-For": "203.0.113.9" })).status).toBe(204);
  let v6 = 0;
  for (let i = 0; i < MAX_CLIENT_VISITS; i++)
    v6 +=
      (await send(entry, { "X-Forwarded-For": `2001:db8:0:1${i % 10}::${i + 1}` })).status === 204 ? 1 : 0;
  expect(v6).toBe(MAX_CLIENT_VISITS);
  expect((await send(entry, { "X-Forwarded-For": "2001:db8:0:ff::1" })).status).toBe(429);
  expect((await send(entry, { "X-Forwarded-For": "2001:db8:1::1" })).status).toBe(204);
  const counted = await figures();
  expect(counted.visits).toBe(MAX_CLIENT_VISITS * 2 + 2);
  expect(counted.pageViews).toBe(MAX_CLIENT_VIEWS + MAX_CLIENT_VISITS + 2);
  // once the window has passed, the client is counted again
  advance(CLIENT_WINDOW_MS);
  expect((await send(entry)).status).toBe(204);
  stats.refusals.report();
  const warn = logs.lines.find((line) => line.msg === "page views refused")!;
  expect(warn).toMatchObject({ level: 40, refused: { "over the client's share": 7 }, total: 7, clients: 2 });
});

test("the process's backstop: past MAX_VIEWS_PER_SECOND in one second, 429 for everyone until the next", async () => {
  const logs = captureLogs();
  let now = NOW;
  const { stats } = memoryStats({ logger: logs.logger, now: () => now });
  const app = express()
    .set("trust proxy", true)
    .use(viewsRouter({ logger: logs.logger, templates: pageTemplates(), stats }));
  // one listening server and kept-alive connections: a thousand supertest servers took over a minute on a
  // busy machine
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const post = async (i: number) =>
    (
      await fetch(`http://127.0.0.1:${port}/api/views`, {
        method: "POST",
        headers: {
          "Content-Type": "text/plain",
          "Sec-Fetch-Site": "same-origin",
          "User-Agent": PIXEL,
          "X-Forwarded-For": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        },
        body: JSON.stringify({ template: "home", path: "/" }),
      })
    ).status;
  try {
    const statuses: number[] = [];
    for (let i = 0; i < MAX_VIEWS_PER_SECOND + 10; i += 10)
      statuses.push(...(await Promise.all(Array.from({ length: 10 }, (_, k) => post(i + k)))));
    expect(statuses.filter((s) => s === 204)).toHaveLength(MAX_VIEWS_PER_SECOND);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(logs.lines.filter((line) => line.msg === "view")).toHaveLength(MAX_VIEWS_PER_SECOND);
    now += 1000;
    expect(await post(0)).toBe(204);
  } finally {
    server.closeAllConnections();
    server.close();
  }
}, 120_000);

test("a page request itself counts nothing: HEAD, GET, a redirect and the health probes", async () => {
  const { handler, figures, logs } = setup();
  expect((await request(handler).head("/services/local-seo")).status).toBe(200);
  expect((await request(handler).get("/services/local-seo?utm_source=google")).status).toBe(200);
  expect((await request(handler).get("/About")).status).toBe(301);
  expect((await request(handler).get("/healthz")).status).toBe(200);
  expect(logs.lines.filter((line) => line.msg === "view")).toHaveLength(0);
  expect((await figures()).pageViews).toBe(0);
});

test("STATS_CLIENT_VISITS sets a client's share: 2 visits and 20 page views, then 429", async () => {
  const { send, figures } = setup({ STATS_CLIENT_VISITS: "2" });
  const statuses: number[] = [];
  for (let i = 0; i < 3; i++) statuses.push((await send(entry)).status);
  expect(statuses).toEqual([204, 204, 429]);
  for (let i = 2; i < 20; i++) expect((await send({ template: "about", path: "/about" })).status).toBe(204);
  expect((await send({ template: "about", path: "/about" })).status).toBe(429);
  expect(await figures()).toMatchObject({ visits: 2, pageViews: 20 });
});
