/**
 * /owner and /owner/stats.json: the owner's figures behind OWNER_PASSWORD (HTTP Basic, the browser's own
 * prompt), a 404 without it; wrong passwords locked out per address and logged once a minute; never cached,
 * indexed or drawn as a share image. And the leads as they are counted: with their visit's day, landing
 * and source, or apart.
 */
import request from "supertest";
import { expect, test } from "vitest";
import { MAX_WRONG } from "../../server/endpoints/owner";
import { makeHandler } from "../helpers/app";
import { ORIGIN, validContact } from "../helpers/contact-form";
import { captureLogs } from "../helpers/leads";
import { memoryStats } from "../helpers/stats";

const PASSWORD = "correct horse battery staple";
const NOW = Date.parse("2026-11-22T17:00:00Z");
const DESKTOP =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

function setup(env: Record<string, string> = { OWNER_PASSWORD: PASSWORD }) {
  const logs = captureLogs();
  let now = NOW;
  const { stats } = memoryStats({ logger: logs.logger, now: () => now, env });
  const handler = makeHandler({ logger: logs.logger, stats, env: { TRUST_PROXY: "loopback", ...env } });
  const owner = (path: string, password: string | null = PASSWORD, from = "203.0.113.7") => {
    const req = request(handler).get(path).set("X-Forwarded-For", from);
    return password === null ? req : req.auth("anyone", password);
  };
  return { handler, logs, stats, owner, advance: (ms: number) => void (now += ms) };
}

test("without OWNER_PASSWORD there is no owner's page: /owner is the Not Found page", async () => {
  const { owner } = setup({});
  const page = await owner("/owner", PASSWORD);
  expect(page.status).toBe(404);
  expect(page.text).toContain("Page Not Found");
  expect((await owner("/owner/stats.json", PASSWORD)).status).toBe(404);
});

test("the browser's password prompt: 401 without a password or with a wrong one, the page with the right one", async () => {
  const { owner, logs, handler } = setup();
  for (const password of [null, "wrong password!", ""]) {
    const res = await owner("/owner", password);
    expect(res.status).toBe(401);
    expect(res.headers["www-authenticate"]).toBe('Basic realm="Owner", charset="UTF-8"');
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.text).not.toContain("Visits");
  }
  const page = await owner("/owner");
  expect(page.status).toBe(200);
  expect(page.headers["content-type"]).toMatch(/^text\/html/);
  expect(page.headers["cache-control"]).toBe("no-store");
  expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
  expect(page.headers["content-security-policy"]).toMatch(
    /^default-src 'none'; style-src 'sha256-[^']+'; font-src 'self'/,
  );
  expect(page.text).toContain("<h1>Visits, Leads and Conversion</h1>");
  expect(page.text).toContain('<meta name="robots" content="noindex, nofollow" />');
  // any user name will do; the password is all that is checked
  expect((await request(handler).get("/owner").auth("", PASSWORD)).status).toBe(200);
  expect(logs.text()).not.toContain(PASSWORD);
});

test("wrong passwords: past MAX_WRONG an address is locked out, even with the right one; one warn line says so", async () => {
  const { owner, logs, stats, advance } = setup();
  for (let i = 0; i < MAX_WRONG; i++) expect((await owner("/owner", `guess ${i}`)).status).toBe(401);
  const locked = await owner("/owner");
  expect(locked.status).toBe(429);
  expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
  // another address is not
  expect((await owner("/owner", PASSWORD, "198.51.100.4")).status).toBe(200);
  // the window ends
  advance(15 * 60_000);
  expect((await owner("/owner")).status).toBe(200);
  // nothing is logged one by one; the minute's line names no address and no password
  expect(logs.lines.filter((l) => l.msg.startsWith("owner page"))).toEqual([]);
  stats.wrongPasswords.report();
  expect(logs.lines.filter((l) => l.msg.startsWith("owner page"))).toEqual([
    expect.objectContaining({
      level: 40,
      msg: "owner page: wrong passwords refused",
      refused: { "wrong password": MAX_WRONG, "locked out": 1 },
      total: MAX_WRONG + 1,
      clients: 1,
    }),
  ]);
  expect(logs.text()).not.toMatch(/guess|203\.0\.113\.7|198\.51/);
});

test("stats.json: the period asked for, a clear 400 for a bad one", async () => {
  const { owner } = setup();
  const json = await owner("/owner/stats.json?since=2026-11-20&until=2026-11-22");
  expect(json.status).toBe(200);
  expect(json.headers["cache-control"]).toBe("no-store");
  expect(json.body).toMatchObject({
    since: "2026-11-20",
    until: "2026-11-22",
    visits: 0,
    pageViews: 0,
    leads: 0,
    leadsWithoutVisit: 0,
    conversionRate: null,
    byDay: [
      { day: "2026-11-20", visits: 0, leads: 0 },
      { day: "2026-11-21", visits: 0, leads: 0 },
      { day: "2026-11-22", visits: 0, leads: 0 },
    ],
    bySource: [],
    byLanding: [],
    byDevice: [],
    previous: { since: "2026-11-17", until: "2026-11-19" },
  });
  // the default: the last 30 days to today in New York
  expect((await owner("/owner/stats.json")).body).toMatchObject({ since: "2026-10-24", until: "2026-11-22" });
  for (const bad of [
    "since=2026-02-30",
    "since=yesterday",
    "since=2026-11-22&until=2026-11-01",
    "since=2000-01-01&until=2026-11-22",
  ])
    expect((await owner(`/owner/stats.json?${bad}`)).status).toBe(400);
  expect((await owner("/owner?since=nope")).status).toBe(400);
});

test("never cached, never in the sitemap, no share image", async () => {
  const { handler, owner } = setup();
  expect((await owner("/owner")).status).toBe(200);
  // the bytes are not kept: the next request without a password is still asked for one
  expect((await owner("/owner", null)).status).toBe(401);
  expect(handler.pageCache.size).toBe(0);
  expect((await request(handler).get("/sitemap.xml")).text).not.toContain("/owner");
  expect((await request(handler).get("/sitemap")).text).not.toContain('href="/owner');
  expect((await request(handler).get("/og/owner.png")).status).toBe(404);
});

const touch = {
  landing: "/services/local-seo",
  referrer: "www.google.com",
  utm_source: "google",
  utm_medium: "cpc",
  utm_campaign: "spring",
  click: "Google Ads",
  pages: 3,
};

test("leads count with their visit's day, landing and source; the others apart, on their own day", async () => {
  const { handler, owner, stats } = setup();
  const lead = (attribution: unknown, headers: Record<string, string> = {}) => {
    const req = request(handler)
      .post("/api/contact")
      .set("Origin", ORIGIN)
      .set("Accept", "application/json")
      .set("User-Agent", DESKTOP)
      .set(headers);
    for (const [name, value] of Object.entries({ ...validContact, page: "/contact" })) req.field(name, value);
    if (attribution !== undefined) req.field("attribution", JSON.stringify(attribution));
    return req;
  };
  // the visit two days ago, the lead today: it counts on the visit's day
  expect((await lead({ ...touch, elapsed: 2 * 86_400_000 })).status).toBe(200);
  expect((await lead({ ...touch, elapsed: 60_000 }, { "X-Forwarded-For": "203.0.113.20" })).status).toBe(200);
  expect((await lead(undefined, { "X-Forwarded-For": "203.0.113.21" })).status).toBe(200);
  expect(
    (await lead({ continued: true, elapsed: 1000, pages: 2 }, { "X-Forwarded-For": "203.0.113.22" })).status,
  ).toBe(200);
  expect((await lead({ gpc: true }, { "Sec-GPC": "1", "X-Forwarded-For": "203.0.113.23" })).status).toBe(200);
  expect((await lead({ lost: true }, { "X-Forwarded-For": "203.0.113.24" })).status).toBe(200);
  await stats.flush();
  const json = (await owner("/owner/stats.json?since=2026-11-20&until=2026-11-22")).body;
  expect(json).toMatchObject({
    leads: 3,
    leadsWithoutVisit: 3,
    leadsByForm: { contact: 3, newsletter: 0 },
    leftOut: [
      { reason: "no-script", contact: 1, newsletter: 0 },
      { reason: "continued", contact: 1, newsletter: 0 },
      { reason: "lost", contact: 1, newsletter: 0 },
    ],
    gpc: { visits: 0, leads: 1 },
  });
  expect(json.byDay).toEqual([
    { day: "2026-11-20", visits: 0, pageViews: 0, leads: 1, leadsWithoutVisit: 0 },
    { day: "2026-11-21", visits: 0, pageViews: 0, leads: 0, leadsWithoutVisit: 0 },
    { day: "2026-11-22", visits: 0, pageViews: 0, leads: 2, leadsWithoutVisit: 3 },
  ]);
  expect(json.bySource).toEqual([
    { source: "Google", channel: "Paid Search", visits: 0, leads: 2 },
    { source: "(not shared: Global Privacy Control)", channel: "Not shared", visits: 0, leads: 1 },
  ]);
  expect(json.byLanding).toEqual([
    { path: "/services/local-seo", visits: 0, leads: 2 },
    { path: "(not shared)", visits: 0, leads: 1 },
  ]);
  expect(json.byDevice).toEqual([{ device: "desktop", visits: 0, leads: 3 }]);
  expect(json.timeToLead).toContainEqual({ bucket: "1–7 days", leads: 1 });
  expect(json.timeToLead).toContainEqual({ bucket: "1–5 min", leads: 1 });
});
