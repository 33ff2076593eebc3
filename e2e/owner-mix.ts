/**
 * A known mix of visitors, driven in Debian's Chromium against one or more running servers, and what the
 * owner's figures must then say, written by hand per tab (source, channel, device, landing, leads): the
 * truth /owner/stats.json is held to, exactly (e2e/owner-figures.spec.ts).
 *
 * 32 tabs from Google (search and a gclid ad click), a newsletter, Facebook, another site and direct, on
 * phones and desktops; one leaving 300 ms after its first paint with the CPU slowed 6x; a link opened in a
 * second tab whose lead is counted apart; one visitor with Global Privacy Control; two leads without
 * JavaScript; a reload; a Not Found page reached from a broken link. Besides them, what must count
 * nothing: a crawler that runs the page's script, HEAD requests and a hover prefetch.
 */
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect } from "./fixtures";

export const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36";
export const DESKTOP_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const GCLID = "utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=EAIaIQobChMI-TEST";
const NEWSLETTER = "utm_source=newsletter&utm_medium=email&utm_campaign=november";

type Device = "mobile" | "desktop";
type From =
  | { kind: "google" }
  | { kind: "gclid" }
  | { kind: "newsletter" }
  | { kind: "facebook" }
  | { kind: "referral" }
  | { kind: "direct" };

/** One tab of the mix and what it must add to the figures. */
type Tab = {
  name: string;
  device: Device;
  from: From;
  landing: string;
  /** pages seen after the landing page in the same tab */
  then?: string[];
  /** the source and channel the owner must see for this visit (by hand) */
  source: string;
  channel: string;
  campaign?: string;
  lead?: boolean;
  /** reload the landing page once (one more page view, no new visit) */
  reload?: boolean;
  /** leave 300 ms after the first paint, the CPU slowed 6x */
  quickExit?: boolean;
  gpc?: boolean;
  /** open a link to /contact in a second tab and send the lead from there (counted apart) */
  secondTab?: boolean;
};

const google = { source: "Google", channel: "Organic Search" };
const gclid = { source: "Google", channel: "Paid Search", campaign: "google / cpc / spring" };
const newsletter = { source: "newsletter", channel: "Email", campaign: "newsletter / email / november" };
const facebook = { source: "Facebook", channel: "Organic Social" };
const direct = { source: "(direct)", channel: "Direct" };
const NOT_SHARED = { source: "(not shared: Global Privacy Control)", channel: "Not shared" };

const phone = "mobile" as const;
const desk = "desktop" as const;

export const TABS: Tab[] = [
  {
    name: "google 1",
    device: desk,
    from: { kind: "google" },
    landing: "/services/local-seo",
    then: ["/about"],
    ...google,
  },
  {
    name: "gclid lead",
    device: phone,
    from: { kind: "gclid" },
    landing: "/services/local-seo",
    then: ["/contact"],
    lead: true,
    ...gclid,
  },
  { name: "newsletter 1", device: desk, from: { kind: "newsletter" }, landing: "/blog", ...newsletter },
  { name: "direct 1", device: phone, from: { kind: "direct" }, landing: "/", ...direct },
  { name: "facebook 1", device: desk, from: { kind: "facebook" }, landing: "/process", ...facebook },
  {
    name: "newsletter lead",
    device: desk,
    from: { kind: "newsletter" },
    landing: "/contact",
    lead: true,
    ...newsletter,
  },
  {
    name: "quick exit",
    device: phone,
    from: { kind: "google" },
    landing: "/about",
    quickExit: true,
    ...google,
  },
  {
    name: "second tab",
    device: desk,
    from: { kind: "direct" },
    landing: "/services",
    secondTab: true,
    ...direct,
  },
  {
    name: "gpc lead",
    device: desk,
    from: { kind: "google" },
    landing: "/services/local-seo",
    then: ["/contact"],
    lead: true,
    gpc: true,
    ...NOT_SHARED,
  },
  { name: "reload", device: phone, from: { kind: "direct" }, landing: "/", reload: true, ...direct },
  {
    name: "broken link",
    device: desk,
    from: { kind: "referral" },
    landing: "/old-page-that-moved",
    source: "example.org",
    channel: "Referral",
  },
  { name: "google 2", device: phone, from: { kind: "google" }, landing: "/", ...google },
  { name: "google 3", device: desk, from: { kind: "google" }, landing: "/locations", ...google },
  {
    name: "google lead",
    device: phone,
    from: { kind: "google" },
    landing: "/about",
    then: ["/contact"],
    lead: true,
    ...google,
  },
  { name: "gclid 2", device: desk, from: { kind: "gclid" }, landing: "/services/local-seo", ...gclid },
  {
    name: "gclid 3",
    device: phone,
    from: { kind: "gclid" },
    landing: "/services/local-seo",
    then: ["/reviews"],
    ...gclid,
  },
  { name: "newsletter 2", device: phone, from: { kind: "newsletter" }, landing: "/blog", ...newsletter },
  {
    name: "newsletter 3",
    device: desk,
    from: { kind: "newsletter" },
    landing: "/blog",
    then: ["/services"],
    ...newsletter,
  },
  { name: "facebook 2", device: phone, from: { kind: "facebook" }, landing: "/", ...facebook },
  {
    name: "facebook lead",
    device: phone,
    from: { kind: "facebook" },
    landing: "/contact",
    lead: true,
    ...facebook,
  },
  { name: "direct 2", device: desk, from: { kind: "direct" }, landing: "/about", ...direct },
  { name: "direct 3", device: desk, from: { kind: "direct" }, landing: "/careers", ...direct },
  { name: "direct lead", device: desk, from: { kind: "direct" }, landing: "/contact", lead: true, ...direct },
  { name: "google 4", device: desk, from: { kind: "google" }, landing: "/process", ...google },
  { name: "google 5", device: phone, from: { kind: "google" }, landing: "/services", ...google },
  { name: "gclid 4", device: desk, from: { kind: "gclid" }, landing: "/services/local-seo", ...gclid },
  { name: "direct 4", device: phone, from: { kind: "direct" }, landing: "/locations", ...direct },
  { name: "facebook 3", device: desk, from: { kind: "facebook" }, landing: "/about", ...facebook },
  { name: "newsletter 4", device: phone, from: { kind: "newsletter" }, landing: "/blog", ...newsletter },
  { name: "google 6", device: desk, from: { kind: "google" }, landing: "/careers", ...google },
];
/** two leads sent without JavaScript (no page view counted): counted apart */
export const NO_SCRIPT_LEADS = 2;

export type Truth = {
  visits: number;
  pageViews: number;
  leads: number;
  leadsWithoutVisit: number;
  bySource: Array<{ source: string; channel: string; visits: number; leads: number }>;
  byLanding: Array<{ path: string; visits: number; leads: number }>;
  byDevice: Array<{ device: string; visits: number; leads: number }>;
  byCampaign: Array<{ campaign: string; visits: number; leads: number }>;
};

/** The figures the mix must produce: sums of what each tab says of itself, sorted as /owner sorts. */
export function truth(): Truth {
  type Row = { visits: number; leads: number };
  const add = <T extends Row>(
    map: Map<string, T>,
    key: string,
    make: () => T,
    visits: number,
    leads: number,
  ) => {
    const row = map.get(key) ?? make();
    row.visits += visits;
    row.leads += leads;
    map.set(key, row);
  };
  const sources = new Map<string, { source: string; channel: string; visits: number; leads: number }>();
  const landings = new Map<string, { path: string; visits: number; leads: number }>();
  const devices = new Map<string, { device: string; visits: number; leads: number }>();
  const campaigns = new Map<string, { campaign: string; visits: number; leads: number }>();
  let pageViews = 0;
  let leads = 0;
  let leadsWithoutVisit = NO_SCRIPT_LEADS;
  // noise()'s one visitor who lands on / before hovering a link: a direct desktop visit
  const tabs: Tab[] = [
    ...TABS,
    {
      name: "noise",
      device: NOISE_VISIT.device,
      from: { kind: "direct" },
      landing: NOISE_VISIT.path,
      ...direct,
    },
  ];
  for (const tab of tabs) {
    // the second tab's lead is counted apart; a GPC lead under "(not shared)"
    const lead = tab.lead ? 1 : 0;
    pageViews += 1 + (tab.then?.length ?? 0) + (tab.reload ? 1 : 0) + (tab.secondTab ? 1 : 0);
    leads += lead;
    if (tab.secondTab) leadsWithoutVisit++;
    add(
      sources,
      `${tab.source}\t${tab.channel}`,
      () => ({ source: tab.source, channel: tab.channel, visits: 0, leads: 0 }),
      1,
      lead,
    );
    add(landings, tab.landing, () => ({ path: tab.landing, visits: 0, leads: 0 }), 1, tab.gpc ? 0 : lead);
    if (tab.gpc && lead)
      add(landings, "(not shared)", () => ({ path: "(not shared)", visits: 0, leads: 0 }), 0, lead);
    add(devices, tab.device, () => ({ device: tab.device, visits: 0, leads: 0 }), 1, lead);
    if (tab.campaign)
      add(campaigns, tab.campaign, () => ({ campaign: tab.campaign!, visits: 0, leads: 0 }), 1, lead);
  }
  const order = <T extends { visits: number; leads: number }>(rows: T[], key: (row: T) => string) =>
    rows.sort((a, b) => b.leads - a.leads || b.visits - a.visits || key(a).localeCompare(key(b)));
  return {
    visits: tabs.length,
    pageViews,
    leads,
    leadsWithoutVisit,
    bySource: order([...sources.values()], (r) => `${r.source}\t${r.channel}`),
    byLanding: order([...landings.values()], (r) => r.path),
    byDevice: order([...devices.values()], (r) => r.device),
    byCampaign: order([...campaigns.values()], (r) => r.campaign),
  };
}

const referrerOf = (from: From) =>
  from.kind === "google" || from.kind === "gclid"
    ? "https://www.google.com/"
    : from.kind === "facebook"
      ? "https://l.facebook.com/"
      : from.kind === "referral"
        ? "https://www.example.org/links"
        : undefined;
const queryOf = (from: From) =>
  from.kind === "gclid" ? `?${GCLID}` : from.kind === "newsletter" ? `?${NEWSLETTER}` : "";

let address = 10;
/** The view beacons each visitor's tabs had answered, by context (a second tab's included). */
const beacons = new WeakMap<BrowserContext, number[]>();
/** The body of the last refused view beacon of each visitor, to say why in a failure. */
const refusals = new WeakMap<BrowserContext, string>();

/** A visitor of its own: its device, its address (X-Forwarded-For, the server trusts loopback), GPC. */
async function visitor(
  browser: Browser,
  device: Device,
  options: { gpc?: boolean; javaScript?: boolean } = {},
) {
  const ip = `198.51.100.${address++}`;
  const context = await browser.newContext({
    userAgent: device === "mobile" ? PHONE_UA : DESKTOP_UA,
    viewport: device === "mobile" ? { width: 375, height: 740 } : { width: 1280, height: 900 },
    javaScriptEnabled: options.javaScript ?? true,
    extraHTTPHeaders: { "X-Forwarded-For": ip, ...(options.gpc ? { "Sec-GPC": "1" } : {}) },
  });
  // a bound on every wait, so a step that cannot happen fails with its name instead of hanging
  context.setDefaultTimeout(60_000);
  const answered: number[] = [];
  beacons.set(context, answered);
  context.on("response", (r) => {
    if (!r.url().endsWith("/api/views")) return;
    answered.push(r.status());
    // a refused beacon says why in its JSON body: kept for the failure message
    if (r.status() !== 204)
      void r
        .text()
        .then((body) => refusals.set(context, body))
        .catch(() => {});
  });
  if (options.gpc)
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
    );
  return context;
}

/** Runs `go` and waits until one more view beacon of this visitor has been answered, 204. */
async function seen(page: Page, go: () => Promise<unknown>) {
  const answered = beacons.get(page.context())!;
  const before = answered.length;
  await go();
  await expect.poll(() => answered.length, { timeout: 60_000 }).toBe(before + 1);
  if (answered.at(-1) !== 204)
    await expect.poll(() => refusals.get(page.context()), { timeout: 10_000 }).toBeDefined();
  expect(answered.at(-1), `${page.url()}: ${refusals.get(page.context()) ?? ""}`).toBe(204);
}

async function sendContact(page: Page, message: string) {
  await page.locator("#contact-form").scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="contact"]')).toHaveAttribute("data-hydrated", "true", {
    timeout: 30_000,
  });
  await fillContact(page, message);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you for your message!" })).toBeVisible({
    timeout: 30_000,
  });
}

async function fillContact(page: Page, message: string) {
  await page.getByLabel("First name").fill("Ann");
  await page.getByLabel("Last name").fill("Visitor");
  await page.getByLabel("Email", { exact: true }).fill("ann@example.com");
  await page.getByLabel("Phone number").fill("(718) 555-0123");
  await page.getByLabel("How can we help?").fill(message);
}

/** One tab of the mix against `origin`. */
async function runTab(browser: Browser, origin: string, tab: Tab) {
  const context = await visitor(browser, tab.device, { gpc: tab.gpc ?? false });
  try {
    const page = await context.newPage();
    const referer = referrerOf(tab.from);
    const url = `${origin}${tab.landing}${queryOf(tab.from)}`;
    if (tab.quickExit) {
      await quickExit(context, page, url, referer);
      return;
    }
    await seen(page, () => page.goto(url, referer ? { referer } : {}));
    if (tab.reload) await seen(page, () => page.reload());
    // the next pages as a click on a link reaches them: with this page as their referrer
    for (const next of tab.then ?? [])
      await seen(page, () => page.goto(`${origin}${next}`, { referer: page.url() }));
    if (tab.secondTab) {
      // a link opened in a new tab: the new tab has its own (empty) session storage and this page as its
      // referrer. Opened as a page of the same browser with that referrer: once in several runs a Ctrl+click's
      // tab answered no beacon within a minute here (not seen again in a script of its own), which the test
      // could not tell from a lost count.
      const second = await context.newPage();
      await seen(second, () => second.goto(`${origin}/contact`, { referer: page.url() }));
      await sendContact(second, `Lead from a second tab (${tab.name}).`);
    } else if (tab.lead) await sendContact(page, `Lead from ${tab.name}.`);
  } finally {
    await context.close();
  }
}

/** The visitor leaves 300 ms after the first paint, on a page loaded with the CPU slowed 6x. */
async function quickExit(context: BrowserContext, page: Page, url: string, referer: string | undefined) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await page.goto(url, { waitUntil: "commit", ...(referer ? { referer } : {}) });
  await page.waitForFunction(
    () => performance.getEntriesByType("paint").some((entry) => entry.name === "first-contentful-paint"),
    undefined,
    { polling: 10, timeout: 60_000 },
  );
  await page.waitForTimeout(300);
  await page.close();
}

/** What must count nothing: a crawler that runs the script, HEAD requests, a hover prefetch. */
export async function noise(browser: Browser, origin: string) {
  const crawler = await browser.newContext({
    userAgent: GOOGLEBOT,
    extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.250" },
  });
  const bot = await crawler.newPage();
  const beacon = bot.waitForResponse((r) => r.url().endsWith("/api/views"));
  await bot.goto(`${origin}/reviews`);
  expect((await beacon).status()).toBe(204);
  await crawler.close();
  for (const path of ["/careers", "/about", "/"]) {
    const res = await fetch(`${origin}${path}`, { method: "HEAD", headers: { "user-agent": DESKTOP_UA } });
    expect(res.status).toBe(200);
  }
  const context = await visitor(browser, "desktop");
  const page = await context.newPage();
  // the home page's own view counts: this visitor is in the figures as one more direct visit
  await seen(page, () => page.goto(`${origin}/`));
  const ahead = context.waitForEvent("requestfinished", {
    predicate: (r) =>
      new URL(r.url()).pathname === "/case-studies" &&
      /prefetch|prerender/.test(r.headers()["sec-purpose"] ?? ""),
  });
  // the rules are added after the load event (client/speculation.ts): a hover before them fetches nothing
  await expect(page.locator('script[type="speculationrules"]')).toHaveCount(1, { timeout: 30_000 });
  await page.locator('main a[href="/case-studies"]:visible').first().hover();
  await ahead;
  await context.close();
}
/** What noise() adds to the figures: the prefetching visitor's own landing on / (direct, desktop). */
export const NOISE_VISIT = { path: "/", source: "(direct)", channel: "Direct", device: "desktop" } as const;

/** Two leads sent without JavaScript: a plain form post, no view beacon. */
async function noScriptLeads(browser: Browser, origin: string) {
  for (let i = 0; i < NO_SCRIPT_LEADS; i++) {
    const context = await visitor(browser, i ? "mobile" : "desktop", { javaScript: false });
    const page = await context.newPage();
    await page.goto(`${origin}/contact`);
    await fillContact(page, `A lead without JavaScript, number ${i + 1}.`);
    await Promise.all([
      page.waitForURL(/\/contact\?sent=1/),
      page.getByRole("button", { name: "Send Message" }).click(),
    ]);
    await context.close();
  }
}

/**
 * Runs the whole mix; tab i goes to origins[i % origins.length] (one server, or the two processes that
 * share Redis). Tabs run two at a time.
 */
export async function runMix(browser: Browser, origins: string[]) {
  address = 10;
  const queue = TABS.map((tab, i) => () => runTab(browser, origins[i % origins.length]!, tab));
  queue.push(() => noScriptLeads(browser, origins[0]!));
  queue.push(() => noise(browser, origins[origins.length - 1]!));
  const workers = Array.from({ length: 2 }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await job();
  });
  await Promise.all(workers);
}

/** The time zone whose clock now reads about noon: a day's figures are never split by midnight mid-test. */
export function noonZone(now = new Date()): string {
  const k = 12 - now.getUTCHours();
  return k === 0 ? "Etc/GMT" : k > 0 ? `Etc/GMT-${k}` : `Etc/GMT+${-k}`;
}
