/**
 * The owner's figures against what happened, exactly: a known mix of 32 tabs and the traffic that must
 * count nothing (e2e/owner-mix.ts), driven in Chromium, then /owner/stats.json compared with the truth
 * written per tab by hand: visits, page views, leads, leads without a visit, per source and channel, per
 * landing page, per device, per campaign, per day. On one process, on a cluster of two workers, and on
 * two processes that share Redis; then a restart on the same data volume keeps the previous day; and the
 * access log of an ad click holds no click id or UTM value, with Global Privacy Control and without.
 *
 * No figure waits on time: the read flushes what every process has gathered (a cluster through its
 * primary; of two processes, the first read flushes the first, the second the second), and the test waits
 * until the page views reach the known number, then compares everything at once.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { allowConsoleErrors, expect, test } from "./fixtures";
import { stopAllAfterEach } from "./cluster-helpers";
import { DESKTOP_UA, noonZone, runMix, truth } from "./owner-mix";
import { getFreePort } from "../scripts/lib/free-port";
import { startServer, type RunningServer } from "../scripts/lib/start-server";
import { startRedis } from "../tests/helpers/redis-server";

test.describe.configure({ mode: "serial", timeout: 900_000 });

const PASSWORD = "e2e owner password";
const redises = stopAllAfterEach();

/** The mix's broken link lands on a Not Found page, which the browser reports as a failed load. */
const allowBrokenLink = () => allowConsoleErrors(/404 \(Not Found\).*\/old-page-that-moved/);

/** A production server on a port chosen first, so SITE_URL (the forms' same-origin check) is its origin. */
async function server(env: Record<string, string> = {}, listening = 1): Promise<RunningServer> {
  const port = await getFreePort("127.0.0.1");
  return startServer({
    env: {
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "info",
      WARM_CACHE: "0",
      WEB_CONCURRENCY: "1",
      VITALS_SAMPLE_RATE: "0",
      TRUST_PROXY: "loopback",
      OWNER_PASSWORD: PASSWORD,
      STATS_TIME_ZONE: noonZone(),
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "owner-e2e-")),
      ...env,
    },
    listening,
  });
}

type Stats = Record<string, unknown> & { pageViews: number; byDay: Array<Record<string, unknown>> };

async function stats(origin: string, query = ""): Promise<Stats> {
  const res = await fetch(`${origin}/owner/stats.json${query}`, {
    headers: { authorization: `Basic ${Buffer.from(`owner:${PASSWORD}`).toString("base64")}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Stats;
}

/**
 * The figures once every beacon has arrived: each origin is read in turn (each read writes that process's
 * counts first), until the last read's page views are the mix's. A view lost or counted twice never gets
 * there or goes past it, and the wait fails.
 */
async function settled(origins: string[], pageViews: number): Promise<Stats> {
  let last: Stats | undefined;
  await expect
    .poll(
      async () => {
        for (const origin of origins) last = await stats(origin, "");
        return last!.pageViews;
      },
      { timeout: 120_000, intervals: [250, 500, 1000] },
    )
    .toBe(pageViews);
  return last!;
}

function expectTruth(figures: Stats, today: string) {
  const t = truth();
  expect(figures).toMatchObject({
    visits: t.visits,
    pageViews: t.pageViews,
    leads: t.leads,
    leadsWithoutVisit: t.leadsWithoutVisit,
    conversionRate: t.leads / t.visits,
    leftOut: [
      expect.objectContaining({ reason: "no-script", contact: 2, newsletter: 0 }),
      expect.objectContaining({ reason: "continued", contact: 1, newsletter: 0 }),
    ],
    gpc: { visits: 1, leads: 1 },
  });
  expect(figures.bySource).toEqual(t.bySource);
  expect(figures.byLanding).toEqual(t.byLanding);
  expect(figures.byDevice).toEqual(t.byDevice);
  expect(figures.byCampaign).toEqual(t.byCampaign);
  expect(figures.byDay.filter((d) => d.visits || d.leads || d.pageViews || d.leadsWithoutVisit)).toEqual([
    {
      day: today,
      visits: t.visits,
      pageViews: t.pageViews,
      leads: t.leads,
      leadsWithoutVisit: t.leadsWithoutVisit,
    },
  ]);
}

test("one process: the known mix of 32 tabs, exactly", async ({ browser }) => {
  const site = await server();
  allowBrokenLink();
  await runMix(browser, [site.origin]);
  const figures = await settled([site.origin], truth().pageViews);
  expectTruth(figures, figures.until as string);
  // the crawler's /reviews, the HEAD requests' /careers and /about, the prefetched /case-studies added nothing
  const pages = new Map(
    (figures.byPage as Array<{ path: string; pageViews: number }>).map((p) => [p.path, p.pageViews]),
  );
  expect(pages.get("/case-studies")).toBeUndefined();
  expect(pages.get("/reviews")).toBe(1);
  expect(pages.get("/careers")).toBe(2);
});

test("a cluster of two workers: the same mix, exactly", async ({ browser }) => {
  const site = await server({ WEB_CONCURRENCY: "2" }, 2);
  allowBrokenLink();
  await runMix(browser, [site.origin]);
  const figures = await settled([site.origin], truth().pageViews);
  expectTruth(figures, figures.until as string);
  // which worker counted what (the kernel hands connections to whichever worker accepts first)
  const byWorker = new Map<unknown, number>();
  for (const line of site.json().filter((l) => l.msg === "view"))
    byWorker.set(line.worker, (byWorker.get(line.worker) ?? 0) + 1);
  test.info().annotations.push({ type: "views per worker", description: JSON.stringify([...byWorker]) });
});

test("two processes sharing Redis: the same mix, split between them, exactly", async ({ browser }) => {
  const redis = await startRedis();
  redises.push(redis);
  const a = await server({ REDIS_URL: redis.url });
  const b = await server({ REDIS_URL: redis.url });
  allowBrokenLink();
  await runMix(browser, [a.origin, b.origin]);
  const figures = await settled([a.origin, b.origin], truth().pageViews);
  expectTruth(figures, figures.until as string);
  // each process saw about half of the views, and each reads the same figures
  const views = (s: RunningServer) => s.json().filter((l) => l.msg === "view").length;
  expect(views(a)).toBeGreaterThan(10);
  expect(views(b)).toBeGreaterThan(10);
  expect((await stats(a.origin)).visits).toBe(figures.visits);
});

test("a restart on the same data volume: yesterday's figures are still there", async () => {
  // the first run's day is yesterday for the second: UTC-12 and UTC+12 are always one calendar day apart
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "owner-restart-"));
  const first = await server({ DATA_DIR: dataDir, STATS_TIME_ZONE: "Etc/GMT+12" });
  const view = (origin: string, body: object, ip: string) =>
    fetch(`${origin}/api/views`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: {
        "content-type": "text/plain",
        "sec-fetch-site": "same-origin",
        "user-agent": DESKTOP_UA,
        "x-forwarded-for": ip,
      },
    });
  for (const [i, body] of [
    { template: "home", path: "/", entry: true, utm_source: "newsletter", utm_medium: "email" },
    { template: "about", path: "/about" },
    { template: "process", path: "/process", entry: true, referrer: "www.google.com" },
  ].entries())
    expect((await view(first.origin, body, `198.51.100.${200 + i}`)).status).toBe(204);
  const before = await stats(first.origin);
  const yesterday = before.until as string;
  expect(before).toMatchObject({ visits: 2, pageViews: 3 });
  expect(await first.stop()).toBe(0);

  const second = await server({ DATA_DIR: dataDir, STATS_TIME_ZONE: "Etc/GMT-12" });
  const today = (await stats(second.origin)).until as string;
  expect(today > yesterday).toBe(true);
  const kept = await stats(second.origin, `?since=${yesterday}&until=${yesterday}`);
  expect(kept).toMatchObject({
    visits: 2,
    pageViews: 3,
    bySource: [
      { source: "Google", channel: "Organic Search", visits: 1, leads: 0 },
      { source: "newsletter", channel: "Email", visits: 1, leads: 0 },
    ],
  });
  // and today's figures start from nothing, with yesterday beside them
  expect(await stats(second.origin, `?since=${today}&until=${today}`)).toMatchObject({
    visits: 0,
    previous: { since: yesterday, visits: 2, pageViews: 3 },
  });
});

test("the access log of an ad click holds no click id or UTM value, with Global Privacy Control and without", async ({
  browser,
}) => {
  const site = await server();
  const landing =
    "/services/local-seo?utm_source=SECRETSOURCE&utm_medium=cpc&utm_campaign=SECRETCAMPAIGN&gclid=SECRETGCLID&fbclid=SECRETFB&msclkid=SECRETMS";
  for (const gpc of [false, true]) {
    const context = await browser.newContext({
      userAgent: DESKTOP_UA,
      extraHTTPHeaders: gpc
        ? { "Sec-GPC": "1", "X-Forwarded-For": "198.51.100.240" }
        : { "X-Forwarded-For": "198.51.100.241" },
    });
    const page = await context.newPage();
    const beacon = page.waitForResponse((r) => r.url().endsWith("/api/views"));
    await page.goto(`${site.origin}${landing}`, { referer: "https://www.google.com/" });
    expect((await beacon).status()).toBe(204);
    await context.close();
  }
  // every line the two visits wrote is in the output once the figures have them (the read flushes the log
  // buffer's lines before its own): two page loads, two views
  await settled([site.origin], 2);
  // (a view line can come in a later write than its page's request line: wait for all four)
  await expect
    .poll(() => {
      const lines = site.json();
      const loads = lines.filter(
        (l) =>
          l.msg === "request completed" &&
          String((l.req as { url: string }).url).startsWith("/services/local-seo"),
      );
      return [loads.length, lines.filter((l) => l.msg === "view").length];
    })
    .toEqual([2, 2]);
  const requests = site.json().filter((l) => l.msg === "request completed");
  for (const line of requests.filter((l) =>
    String((l.req as { url: string }).url).startsWith("/services/local-seo"),
  ))
    expect((line.req as { url: string }).url).toBe(
      "/services/local-seo?utm_source&utm_medium&utm_campaign&gclid&fbclid&msclkid",
    );
  expect(JSON.stringify(requests)).not.toMatch(/SECRET/);
  // a click id's value is in no line at all; the campaign's tags only in the view line of the visitor
  // without Global Privacy Control, where they are counted (and dropped when not the site's alphabet)
  expect(site.output()).not.toMatch(/SECRETGCLID|SECRETFB|SECRETMS/);
  const views = site.json().filter((l) => l.msg === "view");
  expect(views.map((v) => v.utm_source)).toEqual(["SECRETSOURCE", undefined]);
  expect(views[1]).toMatchObject({ entry: true, gpc: true });
});
