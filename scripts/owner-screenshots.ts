/**
 * `npx tsx scripts/owner-screenshots.ts` (after `npm run build`): docs/screenshots/owner-375.png and
 * owner-1280.png, the whole /owner page of the built server at both widths, on a seeded month of made-up
 * traffic (written straight into a fresh store through server/stats/record.ts, as the beacons would add
 * it): 30 days, a few hundred visits a day from the usual sources, leads, Core Web Vitals.
 */
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumLaunch } from "./lib/chromium";
import { installCleanupHandlers, makeTempDir, removeTempDir, ROOT, startServer } from "./lib/start-server";
import { PendingCounts } from "../server/stats/counts";
import { dayFormatter } from "../server/stats/day";
import { leadRows, viewRows, vitalsRows } from "../server/stats/record";
import { SqliteCounts } from "../server/stats/sqlite-counts";
import type { Touch } from "../server/stats/channels";

installCleanupHandlers();
const PASSWORD = "screenshot password";
const ZONE = "America/New_York";

let seed = 7;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(list: readonly (readonly [T, number])[]): T => {
  const total = list.reduce((sum, [, w]) => sum + w, 0);
  let r = random() * total;
  for (const [value, weight] of list) if ((r -= weight) < 0) return value;
  return list.at(-1)![0];
};

const sources: Array<readonly [Touch, number]> = [
  [{}, 30],
  [{ referrer: "www.google.com" }, 34],
  [
    {
      referrer: "www.google.com",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "local-seo-queens",
      click: "Google Ads",
    },
    12,
  ],
  [
    {
      referrer: "www.google.com",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "web-design-nyc",
      click: "Google Ads",
    },
    8,
  ],
  [{ referrer: "www.bing.com" }, 5],
  [{ utm_source: "newsletter", utm_medium: "email", utm_campaign: "november" }, 6],
  [{ referrer: "l.facebook.com", click: "Meta" }, 4],
  [{ referrer: "www.yelp.com" }, 3],
  [{ referrer: "chatgpt.com" }, 2],
  [{ referrer: "www.nycbizlist.example" }, 2],
];
const landings: Array<readonly [readonly [string, string], number]> = [
  [["/", "home"], 30],
  [["/services/local-seo", "service"], 18],
  [["/services/web-design", "service"], 12],
  [["/locations/queens-ny", "city"], 8],
  [["/blog", "blog"], 8],
  [["/contact", "contact"], 6],
  [["/about", "about"], 5],
  [["/seo-checklist", "seo-checklist"], 5],
  [["/case-studies", "case-studies"], 4],
  [["/industries/law-firms", "industry"], 4],
];
const devices = [
  ["mobile", 58],
  ["desktop", 36],
  ["tablet", 6],
] as const;

function seedStore(file: string) {
  const dayOf = dayFormatter(ZONE);
  const pending = new PendingCounts();
  const count = (rows: ReturnType<typeof viewRows>) => {
    for (const row of rows) pending.add(row.day, row.dim, row.key, row.counts);
  };
  const now = Date.now();
  for (let d = 59; d >= 0; d--) {
    const dayStart = now - d * 86_400_000;
    const visits = Math.round((d < 30 ? 150 : 120) + 60 * Math.sin(d / 3) + random() * 40);
    for (let v = 0; v < visits; v++) {
      const time = dayStart - random() * 80_000_000;
      if (time > now) continue;
      const touch = pick(sources);
      const [path, template] = pick(landings);
      const device = pick(devices);
      count(viewRows({ time, template, path, device, entry: true, gpc: random() < 0.03, touch }, dayOf));
      const more = Math.floor(random() * 3);
      for (let p = 0; p < more; p++)
        count(
          viewRows(
            {
              time: time + 30_000,
              template: "about",
              path: p ? "/process" : "/about",
              device,
              entry: false,
              gpc: false,
            },
            dayOf,
          ),
        );
      if (random() < (touch.click ? 0.06 : 0.028))
        count(
          leadRows(
            {
              time: time + 600_000,
              form: random() < 0.85 ? "contact" : "newsletter",
              device,
              credit: "visit",
              landing: path,
              template,
              touch,
              elapsedMs: 60_000 + random() * 3_000_000,
            },
            dayOf,
          ),
        );
      if (random() < 0.1)
        count(
          vitalsRows(
            time,
            template,
            {
              LCP: 900 + random() * 2600,
              INP: 40 + random() * 260,
              CLS: random() * 0.12,
              FCP: 600 + random() * 1600,
              TTFB: 80 + random() * 500,
            },
            dayOf,
          ),
        );
    }
    if (random() < 0.5)
      count(
        leadRows(
          { time: dayStart - 3_600_000, form: "contact", device: "desktop", credit: "no-script" },
          dayOf,
        ),
      );
  }
  const store = new SqliteCounts(file);
  store.add(pending.drain());
  store.close();
}

const dir = makeTempDir("owner-screenshots-");
try {
  seedStore(path.join(dir, "stats.sqlite"));
  const server = await startServer({
    env: {
      DATA_DIR: dir,
      OWNER_PASSWORD: PASSWORD,
      WARM_CACHE: "0",
      WEB_CONCURRENCY: "1",
      STATS_TIME_ZONE: ZONE,
      LOG_LEVEL: "warn",
    },
  });
  const browser = await chromium.launch(chromiumLaunch);
  for (const width of [375, 1280]) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      httpCredentials: { username: "owner", password: PASSWORD },
    });
    const page = await context.newPage();
    await page.goto(`${server.origin}/owner`);
    await page.evaluate(() => document.fonts.ready);
    const out = path.join(ROOT, "docs/screenshots", `owner-${width}.png`);
    await page.screenshot({ path: out, fullPage: true });
    console.log(`${path.relative(ROOT, out)} written`);
    await context.close();
  }
  await browser.close();
  await server.stop();
} finally {
  removeTempDir(dir);
}
