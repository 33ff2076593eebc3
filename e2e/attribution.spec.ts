/**
 * Lead attribution and page views end to end on the built server, with relay delivery to a fake form
 * service and the server's JSON log read back: a lead from an ad click carries its first touch to the
 * outbox record and the form service (never the click id, its landing time only as minutes), with Global
 * Privacy Control none of it; a crawler, a prefetch and a HEAD add no `view` line, a prerender adds one
 * only when shown.
 *
 * Chromium under Playwright's DevTools connection never prerenders (PrerenderingDisabledByDevTools; see
 * e2e/speed.spec.ts), so the shown prerender is driven in the page itself: `document.prerendering` is true
 * until the test fires `prerenderingchange`, the event Chrome fires when a prerendered page is shown.
 */
import { mkdtemp, readdir, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { getFreePort } from "../scripts/lib/free-port";
import { startServer, stopAll, type RunningServer } from "../scripts/lib/start-server";
import { startFakeFormService, type FakeFormService } from "../tests/helpers/fake-form-service";

test.describe.configure({ mode: "serial", timeout: 180_000 });

const VISITOR_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const LANDING = "/services/local-seo?utm_source=google&utm_medium=cpc&utm_campaign=queens&gclid=X";

let server: RunningServer;
let service: FakeFormService;
let outbox: string;

test.beforeAll(async () => {
  service = await startFakeFormService("ok");
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "attribution-e2e-"));
  outbox = path.join(dataDir, "contact-outbox");
  // the port is chosen first, so SITE_URL (the contact form's same-origin check) is this server's origin
  const port = await getFreePort();
  server = await startServer({
    env: {
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "info",
      WARM_CACHE: "0",
      WEB_CONCURRENCY: "1",
      VITALS_SAMPLE_RATE: "0",
      DATA_DIR: dataDir,
      CONTACT_DELIVERY: "relay",
      CONTACT_ACCESS_KEY: "test-key",
      CONTACT_RELAY_URL: service.url,
      // a delivered record stays in delivered/ to be read
      CONTACT_KEEP_DELIVERED_DAYS: "1",
    },
  });
});

test.afterAll(async () => {
  await stopAll();
  await service?.close();
});

type Line = Record<string, unknown>;
const views = () => server.json().filter((line) => line.msg === "view");
const viewsOf = (pathname: string) => views().filter((line) => line.path === pathname);

let markers = 0;
/**
 * Everything the server logged before now is in the output: the server writes its lines in order (buffered
 * for up to a second), so once the access line of a request sent now is read back, any line before it is
 * there too. The marker is a query parameter's name: an access line keeps names, never values.
 */
async function logged() {
  const marker = `logmarker${++markers}`;
  const res = await fetch(`${server.origin}/healthz?${marker}`);
  expect(res.status).toBeLessThan(500);
  await server.waitFor(
    () =>
      server
        .json()
        .some(
          (line) =>
            line.msg === "request completed" && String((line.req as { url?: string })?.url).includes(marker),
        ),
    `the marker request ${marker}`,
    15_000,
  );
}

async function visitor(browser: Browser, options: { gpc?: boolean } = {}) {
  const context = await browser.newContext({
    userAgent: VISITOR_UA,
    ...(options.gpc ? { extraHTTPHeaders: { "Sec-GPC": "1" } } : {}),
  });
  if (options.gpc)
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
    );
  return context;
}

/** Lands from Google on the ad's URL, sees /about, then sends the contact form with `message`. */
async function journey(context: BrowserContext, message: string) {
  const page = await context.newPage();
  // each page's view beacon is answered before the visitor moves on: on a busy machine a page left at its
  // load event may not have sent it yet, and the view lines below would be missing for a reason of the test's
  const viewed = () => page.waitForResponse((r) => r.url().endsWith("/api/views"));
  let beacon = viewed();
  await page.goto(`${server.origin}${LANDING}`, { referer: "https://www.google.com/" });
  expect((await beacon).status()).toBe(204);
  beacon = viewed();
  await page.goto(`${server.origin}/about`);
  expect((await beacon).status()).toBe(204);
  beacon = viewed();
  await page.goto(`${server.origin}/contact`);
  expect((await beacon).status()).toBe(204);
  await page.locator("#contact-form").scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="contact"]')).toHaveAttribute("data-hydrated", "true");
  await page.getByLabel("First name").fill("Maria");
  await page.getByLabel("Last name").fill("Lopez");
  await page.getByLabel("Email", { exact: true }).fill("maria@example.com");
  await page.getByLabel("Phone number").fill("(718) 555-0123");
  await page.getByLabel("How can we help?").fill(message);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you for your message!" })).toBeVisible();
  // what the tab keeps (null with GPC)
  const kept = await page.evaluate(() => sessionStorage.getItem("first-touch"));
  await page.close();
  await expect.poll(() => service.accepted().filter((r) => r.fields.message === message).length).toBe(1);
  const payload = service.accepted().find((r) => r.fields.message === message)!.fields;
  // the delivered record (rewritten after its move into delivered/)
  type Stored = { attempts: number; message: { fields: Record<string, string>; attribution?: Line } };
  let record: Stored | undefined;
  await expect
    .poll(async () => {
      for (const file of await readdir(path.join(outbox, "delivered")).catch(() => [] as string[])) {
        const text = await readFile(path.join(outbox, "delivered", file), "utf8").catch(() => "");
        if (!text.includes(message)) continue;
        const parsed = JSON.parse(text) as Stored;
        if (parsed.attempts === 1) record = parsed;
      }
      return record !== undefined;
    })
    .toBe(true);
  return { payload, record: record!, kept };
}

test("a lead from an ad click carries its first touch to the outbox record and the form service, never the click id", async ({
  browser,
}) => {
  const context = await visitor(browser);
  const { payload, record, kept } = await journey(context, "Ad click journey: a new site for our bakery.");
  await context.close();

  expect(JSON.parse(kept ?? "null")).toMatchObject({
    landing: "/services/local-seo",
    referrer: "www.google.com",
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "queens",
    click: "Google Ads",
    pages: 3,
  });
  expect(record.message.attribution).toMatchObject({
    page: "/contact",
    landing: "/services/local-seo",
    referrer: "www.google.com",
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "queens",
    click: "Google Ads",
    pages: 3,
  });
  expect(payload).toMatchObject({
    Source: expect.stringMatching(
      /^google \/ cpc \/ queens \(Google Ads\), landed on \/services\/local-seo, 3 pages, \d+ minutes?$/,
    ),
    "Sent from": "/contact",
    "Landing page": "/services/local-seo",
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "queens",
    "Ad click": "Google Ads",
  });
  // the landing time leaves the site only as minutes before the lead: no time of day to match a log line
  expect(payload).not.toHaveProperty("Landed at");
  expect(payload["Minutes to send"]).toMatch(/^\d+$/);
  expect(JSON.stringify(record)).not.toContain("landedAt");
  // the click id's value ("X") and name are nowhere: not in the record, the payload or the log
  for (const where of [JSON.stringify(record), JSON.stringify(payload)])
    expect(where).not.toMatch(/gclid|"X"/);
  expect(Object.values(payload)).not.toContain("X");

  await logged();
  const lead = server.json().find((line) => line.msg === "lead" && line.form === "contact")!;
  expect(lead).toMatchObject({
    page: "/contact",
    template: "contact",
    landing: "/services/local-seo",
    utm_source: "google",
    click: "Google Ads",
    pages: 3,
    device: "desktop",
  });
  // no line of ours names the click id, the visitor or their browser (the access lines keep the URL as asked)
  const ours = server.json().filter((line) => line.msg !== "request completed");
  expect(JSON.stringify(ours)).not.toMatch(/gclid|"X"|maria@example\.com|Lopez|HeadlessChrome|Chrome\/142/);
  expect(server.output()).not.toMatch(/maria@example\.com|Lopez|HeadlessChrome|Chrome\/142/);
  // one view per page: the landing is the entry with its source, the next two are not
  expect(viewsOf("/services/local-seo")).toEqual([
    expect.objectContaining({
      template: "service",
      entry: true,
      referrer: "www.google.com",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "queens",
      click: "Google Ads",
      device: "desktop",
    }),
  ]);
  for (const next of ["/about", "/contact"]) {
    expect(viewsOf(next)).toHaveLength(1);
    expect(viewsOf(next)[0]).not.toHaveProperty("entry");
  }
});

test("with Global Privacy Control nothing of where the lead came from is kept or sent; the lead arrives", async ({
  browser,
}) => {
  const before = views().length;
  const context = await visitor(browser, { gpc: true });
  const message = "GPC journey: a new site for our flower shop.";
  const { payload, record, kept } = await journey(context, message);
  await context.close();

  expect(kept).toBeNull();
  expect(record.message.fields.message).toBe(message);
  expect(record.message).not.toHaveProperty("attribution");
  expect(payload.message).toBe(message);
  for (const name of ["Source", "Sent from", "Landing page", "Referrer", "utm_source", "utm_medium"])
    expect(payload).not.toHaveProperty(name);
  for (const name of ["utm_campaign", "Ad click", "page", "attribution"])
    expect(payload).not.toHaveProperty(name);
  expect(JSON.stringify({ record, payload })).not.toMatch(/google|queens|cpc|local-seo/);

  await logged();
  const lead = server.json().filter((line) => line.msg === "lead" && line.gpc === true);
  expect(lead).toHaveLength(1);
  expect(lead[0]).not.toHaveProperty("landing");
  expect(lead[0]).not.toHaveProperty("utm_source");
  // the pages are counted, without where the visit came from
  const entry = views()
    .slice(before)
    .find((line) => line.path === "/services/local-seo");
  expect(entry).toMatchObject({ template: "service", entry: true });
  expect(entry).not.toHaveProperty("utm_source");
  expect(entry).not.toHaveProperty("referrer");
});

test("a crawler, a prefetch and a HEAD add no view line", async ({ browser, request }) => {
  // a crawler that runs the page's script: its beacon is answered and not counted
  const crawler = await browser.newContext({
    userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  });
  const bot = await crawler.newPage();
  const beacon = bot.waitForResponse((r) => r.url().endsWith("/api/views"));
  await bot.goto(`${server.origin}/reviews`);
  expect((await beacon).status()).toBe(204);
  await crawler.close();

  // a HEAD of a page
  expect((await request.head(`${server.origin}/careers`)).status()).toBe(200);

  // a Speculation Rules prefetch: hovering a link fetches the page ahead; its script never runs
  const context = await visitor(browser);
  const page = await context.newPage();
  await page.goto(`${server.origin}/`);
  await expect(page.locator("html")).toHaveAttribute("data-boot", "started");
  const ahead = context.waitForEvent("requestfinished", {
    predicate: (r) =>
      new URL(r.url()).pathname === "/case-studies" &&
      /prefetch|prerender/.test(r.headers()["sec-purpose"] ?? ""),
  });
  await page.locator('main a[href="/case-studies"]').first().hover();
  await ahead;

  await logged();
  expect(viewsOf("/reviews")).toEqual([]);
  expect(viewsOf("/careers")).toEqual([]);
  expect(viewsOf("/case-studies")).toEqual([]);

  // the prefetched page, once the visitor goes there, is seen and counted once
  await page.locator('main a[href="/case-studies"]').first().click();
  await expect(page).toHaveURL(/\/case-studies$/);
  await server.waitFor(() => viewsOf("/case-studies").length === 1, "the view of /case-studies", 15_000);
  await logged();
  expect(viewsOf("/case-studies")).toHaveLength(1);
  await context.close();
});

/** A page that believes it is a prerender until the test shows it; its beacons are recorded as sent. */
async function prerendered(context: BrowserContext): Promise<Page> {
  await context.addInitScript(() => {
    const w = window as unknown as { shown: boolean; viewBeacons: string[] };
    w.shown = false;
    w.viewBeacons = [];
    Object.defineProperty(Document.prototype, "prerendering", { get: () => !w.shown, configurable: true });
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (String(url).endsWith("/api/views")) w.viewBeacons.push(String(data));
      return send(url, data);
    };
  });
  return context.newPage();
}

test("a prerendered page is counted once, when it is shown, and not before", async ({ browser }) => {
  const context = await visitor(browser);
  const page = await prerendered(context);
  await page.goto(`${server.origin}/process`);
  // the counter in <head> ran long before boot.ts did: no beacon while the page is not shown
  await expect(page.locator("html")).toHaveAttribute("data-boot", "started");
  expect(await page.evaluate(() => (window as unknown as { viewBeacons: string[] }).viewBeacons)).toEqual([]);
  await logged();
  expect(viewsOf("/process")).toEqual([]);

  await page.evaluate(() => {
    (window as unknown as { shown: boolean }).shown = true;
    document.dispatchEvent(new Event("prerenderingchange"));
  });
  await server.waitFor(() => viewsOf("/process").length === 1, "the view of the shown prerender", 15_000);
  // shown once, counted once, even if the event came again
  await page.evaluate(() => document.dispatchEvent(new Event("prerenderingchange")));
  await logged();
  expect(viewsOf("/process")).toEqual([expect.objectContaining({ template: "process", entry: true })]);
  await context.close();
});
