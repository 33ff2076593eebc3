/**
 * npm run audit: starts the built server (built-in content) on a free port and checks every page of
 * /sitemap.xml plus the 404 page: accessibility (axe, WCAG 2.2 A/AA, 375 and 1280 px, mobile menu open
 * once), HTML validity (html-validate), links and fragments, structured data, each page's share image
 * (fetched: type, size, what it names), and the per-page rules of checks.ts.
 * The layout (layout-probe.ts: what a visitor sees) is read with every <details> open by resizing the two
 * tabs that load the page (375: 360, 768; 1280: 1024, 1440) and in the states a visitor reaches: the
 * six-step strips scrolled from end to end, the phone menu open with each submenu and each desktop
 * dropdown (on /), the tools clicked through. All six widths (360, 375, 768, 1024, 1280, 1440) on one
 * page per template (scripts/lib/templates.ts) and on every page with the strip or a tool; 360, 768, 1024
 * and 1280 on the others, the narrowest width of each layout (docs/decisions/0014-audit-matrix.md;
 * --every-width reads every page at all six). Then the pages of the WordPress fixtures
 * (tests/fixtures/wordpress: long words, URLs and tables) are read at every width from a second server
 * whose content comes from a fake WordPress on 127.0.0.1.
 * Every page is also read at 200% text at 1280 px and 150% at 375 px (the browser's own text size, each in
 * a tab of its own: no sideways scroll, nothing past an edge or cut, the header's controls on the screen).
 * On a few templates (HEADER_PAGES) the header is used as a visitor uses it, each in a tab of its own: the
 * row and every dropdown at 768-1440 px (boxes inside the screen, hover then click keeps a menu open), the
 * header and the tools' bar opaque enough that text under them does not read through, the pinned strips at
 * laptop windows (1366x650, 1280x720, 1440x780); and the header of / from a third server with a 40-character SITE_NAME
 * (LONG_SITE_NAME) at 768, 820, 1024, 1280 px and at 375 px with 150% text. --header-only runs just that
 * stage on the paths given.
 * A page that passed before and is unchanged is not read in the browser again (verdict-cache.ts: its key
 * is the served HTML, the built assets, the audit's code and the browser); template pages always are, and
 * `--no-cache` reads every page.
 * Prints one line per page and finding, then "N passed, N failed" (--timings: and the time of each
 * stage); exits 1 on any finding but those of checks.ts's KNOWN_FAILURES (printed as KNOWN). A stage of a
 * page that has not ended within AUDIT_STAGE_SECONDS (default 180) ends the run with an error naming the
 * page and the stage (watchdog.ts).
 */
import { chromium, type Browser, type Page } from "@playwright/test";
import { build } from "esbuild";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { defaultSite } from "../../shared/site";
import { chromiumLaunch } from "../lib/chromium";
import { templatePages } from "../lib/templates";
import { fetchSitemapPaths, installCleanupHandlers, startServer, stopAll } from "../lib/start-server";
import {
  checkCanonicalLinks,
  checkJsonLd,
  checkLayout,
  checkStrip,
  checkLinkResults,
  emptyLayout,
  isKnownFailure,
  checkPage,
  checkShareImage,
  checkTitle,
  checkUnique,
  describeImage,
  internalUrl,
  type Finding,
  type LinkResult,
  type PageFacts,
  type ShareImageResult,
} from "./checks";
import { AXE_SOURCE, runAxe } from "./axe";
import type { LayoutProbe, ProbeLayout, StripResult } from "./layout-probe";
import { longTextCategories, longTextPaths, longTextPosts } from "../../tests/fixtures/wordpress/long-text";
import { startFakeWordPress } from "../../tests/fixtures/wordpress/server";
import {
  auditFingerprint,
  fetchPageKey,
  loadVerdicts,
  saveVerdicts,
  VERDICTS_FILE,
  type Verdicts,
} from "./verdict-cache";
import { LONG_SITE_NAME } from "../lib/long-site-name";
import { stageSeconds, watchdog } from "./watchdog";

const SITE_URL = "http://localhost:3000";
// title lengths are checked with the default brand (a SITE_NAME in the shell is not inherited)
const SITE_NAME = defaultSite.name;
const MISSING_PAGE = "/audit-this-page-does-not-exist";
/**
 * Each tab loads the page at its width (axe and the first paint are read there), then opens every
 * <details> and reads the layout at its widths by resizing: on a page audited at every width, its own and
 * `resizes`; on the others, `narrowest` (docs/decisions/0014-audit-matrix.md): 360, 768 and 1024 are
 * the narrowest widths of the phone, tablet and desktop layouts, where text runs out of room first, and
 * 1280 stands for 1440 (the content column stops growing at 76rem plus the gutters).
 */
const TABS = [
  { width: 1280, resizes: [1024, 1440], narrowest: [1280, 1024] },
  { width: 375, resizes: [360, 768], narrowest: [360, 768] },
] as const;
/**
 * A page with one of these is audited at every width, whatever its template: how far the six-step strip
 * has to travel, and the tools' screens, change at each width, not only at the narrowest of a layout.
 * (Tables need no entry: they stack below 640 px, so 768 px is already the narrowest of their columns.)
 */
const EVERY_WIDTH_PARTS = [
  '[data-island="process"]',
  '[data-island="seo-checklist"]',
  '[data-island="ppc-guide"]',
  '[data-island="client-intake"]',
].join(", ");
/** Below this the header is the phone menu (header.css, client/header.ts) */
const PHONE_MENU_BELOW = 768;
/**
 * The header and the bars over the page, used as a visitor uses them, on a few templates: the
 * header is the same markup on every page, so these stand for all (docs/decisions/0014-audit-matrix.md).
 * `dropdowns`: every dropdown opened by the mouse at each of DROPDOWN_WIDTHS, its box inside the screen, and
 * a click on its trigger after the hover keeps it open.
 */
const HEADER_PAGES = [
  { path: "/", dropdowns: true },
  { path: "/ppc-guide", dropdowns: true },
  // the other two tools for their bar and progress at large text (they scrolled sideways at 375 px / 150%)
  { path: "/seo-checklist", dropdowns: false },
  { path: "/client-intake", dropdowns: false },
  { path: "/services", dropdowns: false },
  { path: "/blog", dropdowns: false },
] as const;
/** The desktop header's widths: the compact row (768-1023) where it is tightest, and the wide ones */
const DROPDOWN_WIDTHS = [768, 820, 900, 1024, 1280, 1440] as const;
/**
 * An operator's long brand name (40 characters): a second server sends it, and the header of /
 * is read with it at these widths and at 375 px with 150% text (longNameFindings).
 */
const LONG_NAME_WIDTHS = [768, 820, 1024, 1280] as const;
/** Laptop windows, short for their width: the pinned strips must show each card whole there */
const LAPTOP_WINDOWS = [
  { width: 1366, height: 650 },
  { width: 1280, height: 720 },
  { width: 1440, height: 780 },
] as const;
/** Large text (WCAG 1.4.4): the browser's default font size at a width; 16 px is 100% */
const TEXT_SIZES = [
  { width: 1280, px: 32 },
  { width: 375, px: 24 },
] as const;
// two cores: the browser work overlaps with waits, so three pages at a time keep both busy
const CONCURRENCY = 3;

type PageAudit = { path: string; facts?: PageFacts; findings: Finding[]; everyWidth: boolean };

/**
 * Where the time goes (--timings prints it): each stage's time summed over the pages, and how often it
 * ran. Stages of different pages overlap (CONCURRENCY pages at a time), so the sums exceed the wall time;
 * the phases (server start, pages, links, share images, fixtures) are wall time.
 */
const timings = new Map<string, { ms: number; count: number }>();
async function timed<T>(stage: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    const entry = timings.get(stage) ?? { ms: 0, count: 0 };
    entry.ms += performance.now() - start;
    entry.count++;
    timings.set(stage, entry);
  }
}

/**
 * A stage of one page (`where`: its path), timed, and failed by the watchdog (watchdog.ts) with the page's
 * and the stage's names when it has not ended within AUDIT_STAGE_SECONDS.
 */
const STAGE_SECONDS = stageSeconds();
function pageStage<T>(where: string, stage: string, work: () => Promise<T>, label = stage): Promise<T> {
  return timed(stage, () => watchdog(where, label, work, STAGE_SECONDS));
}

function timingsTable(): string {
  const rows = [...timings].map(([stage, { ms, count }]) => ({ stage, s: ms / 1000, count }));
  const width = Math.max(...rows.map((r) => r.stage.length));
  return rows
    .map(
      (r) => `  ${r.stage.padEnd(width)}  ${r.s.toFixed(1).padStart(7)} s  ${String(r.count).padStart(5)}x`,
    )
    .join("\n");
}

/** Facts read in the browser after hydration. */
function readFacts(page: Page, path: string, status: number): Promise<PageFacts> {
  return page.evaluate(
    ({ path, status }) => {
      // No named helper functions in here: tsx would wrap them in __name(), which the page does not have.
      return {
        path,
        status,
        lang: document.documentElement.getAttribute("lang"),
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? null,
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
        robots: document.querySelector('meta[name="robots"]')?.getAttribute("content") ?? null,
        h1Count: document.querySelectorAll("h1").length,
        imagesWithoutAlt: [...document.querySelectorAll("img:not([alt])")].map(
          (img) => img.getAttribute("src") ?? "",
        ),
        links: [...document.querySelectorAll("a[href]")].map((a) => a.getAttribute("href") ?? ""),
        sources: [...document.querySelectorAll("[src], link[href]:not([rel=canonical])")].map(
          (el) => el.getAttribute("src") ?? el.getAttribute("href") ?? "",
        ),
        ids: [...document.querySelectorAll("[id]")].map((el) => el.id),
        jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
          (s) => s.textContent ?? "",
        ),
        ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute("content") ?? null,
      };
    },
    { path, status },
  );
}

type ProbeWindow = { __layoutProbe: LayoutProbe };

/** The layout as the probe reads it (scope: a selector, the whole page by default). */
function readLayout(page: Page, scope?: string): Promise<ProbeLayout> {
  return page.evaluate(
    (s) => (window as unknown as ProbeWindow).__layoutProbe.readLayout({ scope: s }),
    scope,
  );
}

/** layout-probe.ts as one script for the page (esbuild, an IIFE that sets window.__layoutProbe). */
async function bundleProbe(): Promise<string> {
  const result = await build({
    entryPoints: [new URL("./layout-probe.ts", import.meta.url).pathname],
    bundle: true,
    format: "iife",
    write: false,
    target: "chrome120",
  });
  return result.outputFiles[0]?.text ?? "";
}

/** Resize without a reload; the next frame has the new layout (media queries, resize listeners). */
/** The user agent the audit's tabs send (the served HTML depends on it: crawlers get the all-ready stream). */
async function browserUserAgent(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  try {
    return await (await context.newPage()).evaluate(() => navigator.userAgent);
  } finally {
    await context.close();
  }
}

async function resize(page: Page, width: number) {
  if (page.viewportSize()?.width === width) return;
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(twoFramesAtMost);
}

/**
 * Two frames, or two seconds when the tab draws none (a starved tab in headless Chromium: settleAtTop):
 * a check then reads the page as it is instead of waiting for ever.
 */
const twoFramesAtMost = () =>
  Promise.race([
    new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    new Promise((r) => setTimeout(r, 2_000)),
  ]);

/** Scroll through the page so islands hydrated on view and lazy images load, then back to the top. */
async function visitWholePage(page: Page) {
  await page.evaluate(async () => {
    // one viewport a step: islands hydrate 300 px before they enter the view, so none is skipped. Instant
    // scrolls: with motion allowed, base.css makes the page's scrolling smooth, and a smooth scroll would
    // still be on its way when the next step (or the settle below) reads the position
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((r) => setTimeout(r, 40));
    }
    window.scrollTo({ top: 0, behavior: "instant" });
  });
  // the eager images have loaded (cheaper than waiting for network idle: lazy ones off to the side, as in
  // the process scroller, never load; a broken image of either kind is reported by the response listener)
  await page
    .waitForFunction(
      () => [...document.images].every((img) => img.complete || img.loading === "lazy"),
      null,
      { timeout: 5_000, polling: 100 },
    )
    .catch(() => undefined);
  await settleAtTop(page);
}

/**
 * The first axe check reads the header in its top-of-page colours. Something that moved the page after the
 * loop's last scroll (an island hydrating late on a busy machine) is scrolled back to the top on each poll;
 * the header must then follow by itself, from its scroll event.
 *
 * The polls run on a timer, not on animation frames (Playwright's default): a CI run failed here with the
 * page at the top and the header still dark for 30 s, the state of a tab whose frames had stopped (its
 * scroll event is dispatched in a frame, as the frame-polled check was). Chromium's new headless mode can
 * stop drawing a tab until it is brought to the front; the wait does that once. The next CI run failed
 * there again on / in the large-text pass, visible and with no frame drawn within a second: so the second
 * wait also runs the header's scroll handler by hand (a scroll event) when the page is at the top and the
 * header still dark. What the header does on a real scroll is e2e header.spec's. A page that never settles
 * is named with what was read, including whether a frame was drawn within a second.
 */
async function settleAtTop(page: Page) {
  const settled = (timeout: number, nudge: boolean) =>
    page.waitForFunction(
      (nudge) => {
        if (window.scrollY !== 0) window.scrollTo({ top: 0, behavior: "instant" });
        const scrolledHeader = Boolean(document.querySelector(".site-header.is-scrolled"));
        // the header's own handler, run by hand when the browser is not dispatching the event
        if (nudge && window.scrollY === 0 && scrolledHeader) window.dispatchEvent(new Event("scroll"));
        return window.scrollY === 0 && !scrolledHeader;
      },
      nudge,
      { timeout, polling: 100 },
    );
  try {
    await settled(15_000, false);
    return;
  } catch {
    await page.bringToFront();
  }
  await settled(15_000, true).catch(async () => {
    const state = await page.evaluate(async () => ({
      scrollY: window.scrollY,
      scrolledHeader: Boolean(document.querySelector(".site-header.is-scrolled")),
      visibility: document.visibilityState,
      frameWithinOneSecond: await Promise.race([
        new Promise<boolean>((r) => requestAnimationFrame(() => r(true))),
        new Promise<boolean>((r) => setTimeout(() => r(false), 1_000)),
      ]),
    }));
    throw new Error(`${page.url()} never settled at the top of the page: ${JSON.stringify(state)}`);
  });
}

// axe-core's script (axe.ts AXE_SOURCE) is added to every tab as an init script: each page then has `axe`
// from its first frame, and a check is one `axe.run` call. AxeBuilder's analyze() evaluated the whole script
// again in the page before every call: on the busy 2-core machine a load and a check took 3.2 s that way
// against 2.2 s (8 loads of 4 pages, one after the other; docs/decisions/0014-audit-matrix.md).

async function axe(page: Page, path: string, label: string): Promise<Finding[]> {
  // Contrast is measured on settled colours: the scroll handler has run (two frames) and every CSS
  // transition has finished. Mid-transition, the header's background and the brand's colour can be read
  // at different ends of their change (white on white at 375 px, after a click scrolled the page: 1 run in
  // 3 of `npm run audit -- /seo-checklist`), and a busy machine can run a 250 ms transition late.
  await page.evaluate(async () => {
    // (no named function in here: the evaluated source must not call the bundler's naming helper)
    const atMost = new Promise((r) => setTimeout(r, 5_000));
    await Promise.race([atMost, new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))]);
    const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
    await Promise.race([atMost, Promise.all(transitions.map((a) => a.finished.catch(() => undefined)))]);
  });
  const violations = await runAxe(page);
  return violations.map((v) => ({
    page: path,
    kind: "a11y",
    message: `${label} ${v.id}: ${v.help} (${v.nodes
      .map((n) => n.target.join(" "))
      .slice(0, 3)
      .join(", ")})`,
  }));
}

/**
 * Interactive states audited too, a few clicks away from the served page (each builds on the one before):
 * the layout of each is read at every width, and axe runs on those marked. The tools change most of what
 * is on screen after hydration: every step of the wizard and its summary, the checklists ticked off, the
 * negative keyword builder's answer.
 */
type PageState = { label: string; axe: boolean; reach: (page: Page) => Promise<void> };
const hydratedTool = (page: Page, name: string) =>
  page.locator(`[data-island="${name}"][data-hydrated="true"]`).waitFor();
const WIZARD_STEPS = 12;
const STATES: Record<string, PageState[]> = {
  "/client-intake": [
    ...Array.from({ length: WIZARD_STEPS - 1 }, (_, i) => ({
      label: `wizard step ${i + 2}`,
      axe: i + 2 === WIZARD_STEPS,
      async reach(page: Page) {
        if (i === 0) await hydratedTool(page, "client-intake");
        await page.getByRole("button", { name: "Next", exact: true }).click();
        await page
          .getByText(`Step ${i + 2} of ${WIZARD_STEPS}`, { exact: false })
          .first()
          .waitFor();
      },
    })),
    {
      label: "summary",
      axe: true,
      async reach(page) {
        await page.getByRole("button", { name: "Generate Summary" }).click();
        await page.getByRole("button", { name: "Download Complete PDF" }).waitFor();
      },
    },
  ],
  "/seo-checklist": [
    {
      label: "all complete",
      axe: true,
      async reach(page) {
        await hydratedTool(page, "seo-checklist");
        await page.getByRole("button", { name: "Mark all complete" }).click();
        await page.getByText("100% complete").waitFor();
      },
    },
  ],
  "/ppc-guide": [
    {
      label: "negatives suggested",
      axe: true,
      async reach(page) {
        await hydratedTool(page, "ppc-guide");
        // the cards after the checklists hydrate when they come near the view (near-view.tsx)
        await page.locator("#negative-builder").scrollIntoViewIfNeeded();
        await page.locator('[data-part="later"][data-hydrated="true"]').waitFor();
        await page.getByLabel("Search terms (one per line)").fill("roofing jobs queens\ncheap roof repair");
        await page.getByRole("button", { name: "Suggest negatives" }).click();
        await page.getByRole("button", { name: "Copy negatives" }).waitFor();
      },
    },
  ],
};

/**
 * One browser tab per width, kept for the whole run: navigating a tab keeps its renderer process, where a
 * fresh context per page would start a new one each time (most of the audit's CPU on a 2-core machine).
 */
type Tab = {
  width: number;
  resizes: readonly number[];
  narrowest: readonly number[];
  reduce: boolean;
  page: Page;
  problems: string[];
  path: string;
};

async function openTab(
  browser: Browser,
  origin: string,
  probe: string,
  spec: (typeof TABS)[number],
): Promise<Tab> {
  const { width, resizes, narrowest } = spec;
  // Phones run with reduced motion: the audit then covers both variants of the motion-driven parts (the
  // process scroller's plain list at 360-768 px; its sticky strip at 1024-1440 px, and at every width in
  // the strip check, which turns motion on), and no video decodes there.
  const reduce = width < 640;
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    reducedMotion: reduce ? "reduce" : "no-preference",
  });
  await context.addInitScript({ content: probe });
  await context.addInitScript({ content: AXE_SOURCE });
  // Waits are for signals (a hydrated island, a state's button); the bounds only keep a broken page from
  // hanging the run, and are wide because a busy 2-core machine loads the home page in 30 s at worst.
  context.setDefaultTimeout(60_000);
  context.setDefaultNavigationTimeout(120_000);
  const page = await context.newPage();
  const tab: Tab = { width, resizes, narrowest, reduce, page, problems: [], path: "" };
  page.on("console", (m) => m.type() === "error" && tab.problems.push(`console error: ${m.text()}`));
  page.on("pageerror", (e) => tab.problems.push(`page error: ${e.message}`));
  page.on("requestfailed", (r) => tab.problems.push(`request failed: ${r.url()}`));
  page.on("response", (r) => {
    const isDocument = r.request().resourceType() === "document" && r.url() === `${origin}${tab.path}`;
    if (r.status() >= 400 && !isDocument) tab.problems.push(`${r.status()} for ${r.url()}`);
  });
  return tab;
}

/** The six-step strips scrolled from end to end, with motion on (the phones' tab turns it on for this). */
async function stripFindings(tab: Tab, path: string, width: number): Promise<Finding[]> {
  const { page } = tab;
  const islands = page.locator('[data-island="process"]');
  const count = await islands.count();
  if (!count) return [];
  // each strip's script is attached once the strip has come near the view (boot.ts)
  for (let i = 0; i < count; i++) {
    await islands.nth(i).scrollIntoViewIfNeeded();
    await page.locator('[data-island="process"][data-hydrated="true"]').nth(i).waitFor();
  }
  if (tab.reduce) await page.emulateMedia({ reducedMotion: "no-preference" });
  try {
    await page
      .locator(".process.is-scrolling")
      .nth(count - 1)
      .waitFor({ state: "attached" });
    const strips: StripResult[] = await page.evaluate(() =>
      (window as unknown as ProbeWindow).__layoutProbe.stripCheck(),
    );
    return strips.flatMap((strip) => checkStrip(path, `${width}px`, strip));
  } finally {
    if (tab.reduce) await page.emulateMedia({ reducedMotion: "reduce" });
  }
}

/** The menus of the header: on phones the sheet with each submenu open, on wider screens each dropdown. */
async function menuFindings(page: Page, path: string, width: number): Promise<Finding[]> {
  const findings: Finding[] = [];
  const triggers = page.locator("#main-nav .nav-trigger");
  const count = await triggers.count();
  if (width < PHONE_MENU_BELOW) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator("#main-nav").waitFor({ state: "visible" });
    findings.push(...checkLayout(path, `${width}px menu open`, await readLayout(page, ".site-header")));
  }
  for (let i = 0; i < count; i++) {
    const trigger = triggers.nth(i);
    const label = (await trigger.textContent())?.trim() ?? String(i);
    // on wider screens a dropdown opens when the mouse comes over its trigger (a click would close it again)
    if (width < PHONE_MENU_BELOW) await trigger.click();
    else await trigger.hover();
    await page.locator(`#${await trigger.getAttribute("aria-controls")}`).waitFor({ state: "visible" });
    const where = width < PHONE_MENU_BELOW ? "menu open" : "dropdown";
    findings.push(
      ...checkLayout(path, `${width}px ${where}, ${label}`, await readLayout(page, ".site-header")),
    );
  }
  // Escape closes the sheet (and any submenu); the mouse leaves the last dropdown
  await page.keyboard.press("Escape");
  await page.mouse.move(0, 890);
  return findings;
}

/** A tab of its own at a window size and (fontPx) the browser's text size, `url` loaded, the header hydrated. */
async function openHeaderPage(
  browser: Browser,
  url: string,
  probe: string,
  viewport: { width: number; height: number },
  fontPx?: number,
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript({ content: probe });
  context.setDefaultTimeout(60_000);
  context.setDefaultNavigationTimeout(120_000);
  const page = await context.newPage();
  if (fontPx) {
    // the browser's own text-size setting (chrome://settings "Font size"), not a zoom: rem and em grow
    const cdp = await context.newCDPSession(page);
    await cdp.send("Page.setFontSizes", {
      fontSizes: { standard: fontPx, fixed: Math.round((fontPx * 13) / 16) },
    });
  }
  await page.goto(url, { waitUntil: "load" });
  await page.locator('[data-island="header"][data-hydrated="true"]').waitFor();
  return page;
}

const probeOf = (page: Page) =>
  page.evaluate.bind(page) as <R, A>(fn: (arg: A) => R | Promise<R>, arg: A) => Promise<R>;

/**
 * The operator's SITE_NAME may be long: the header of `path` served with LONG_SITE_NAME, read at
 * LONG_NAME_WIDTHS and at 375 px with 150% text (headerCheck: every control whole and inside the header,
 * the mark whole, the name on at most two lines or the mark alone, the phone's menu button on the screen).
 */
async function longNameFindings(browser: Browser, origin: string, probe: string, path: string) {
  const findings: Finding[] = [];
  const add = (label: string, message: string) =>
    findings.push({
      page: path,
      kind: "layout",
      message: `${LONG_SITE_NAME.length}-character name, ${label}: ${message}`,
    });
  const check = (page: Page) =>
    probeOf(page)(() => (window as unknown as ProbeWindow).__layoutProbe.headerCheck(), 0);
  const page = await openHeaderPage(browser, origin + path, probe, { width: 1280, height: 900 });
  try {
    for (const width of LONG_NAME_WIDTHS) {
      await resize(page, width);
      for (const message of await check(page)) add(`${width}px header`, message);
    }
  } finally {
    await page.context().close();
  }
  const big = await openHeaderPage(browser, origin + path, probe, { width: 375, height: 900 }, 24);
  try {
    for (const message of await check(big)) add("375px, 150% text header", message);
  } finally {
    await big.context().close();
  }
  return findings;
}

/**
 * Large text (WCAG 1.4.4): `path` at each of TEXT_SIZES (200% text at 1280 px, 150% at 375 px:
 * the browser's own text size): no sideways scroll, nothing past the edge or cut, the header's controls on
 * the screen. Every sitemap page is read so, in the page pass (a page that passed before and is unchanged
 * is not read again: verdict-cache.ts). `visit`: scroll through the page first, so that the islands
 * hydrated on view are read hydrated (on HEADER_PAGES, the tools' bars); the others are read as loaded,
 * their server-rendered markup (a visit doubled the pass's time).
 */
async function largeTextFindings(
  browser: Browser,
  origin: string,
  probe: string,
  path: string,
  visit: boolean,
): Promise<Finding[]> {
  const findings: Finding[] = [];
  const add = (label: string, message: string) =>
    findings.push({ page: path, kind: "layout", message: `${label}: ${message}` });
  for (const { width, px } of TEXT_SIZES) {
    const big = await openHeaderPage(browser, origin + path, probe, { width, height: 900 }, px);
    try {
      if (visit) await visitWholePage(big);
      const run = probeOf(big);
      const label = `${width}px, ${(px / 16) * 100}% text`;
      const layout = await run(() => (window as unknown as ProbeWindow).__layoutProbe.readLayout({}), 0);
      findings.push(
        ...checkLayout(path, label, {
          ...emptyLayout(layout.viewport),
          scrollWidth: layout.scrollWidth,
          pastEdge: layout.pastEdge,
          clipped: layout.clipped,
          cut: layout.cut,
        }),
      );
      for (const message of await run(
        () => (window as unknown as ProbeWindow).__layoutProbe.headerCheck(),
        0,
      ))
        add(`${label} header`, message);
    } finally {
      await big.context().close();
    }
  }
  return findings;
}

/**
 * The header, its dropdowns, the bars over the page and the pinned strips at laptop windows, on one of
 * HEADER_PAGES, in a tab of its own (the window size is the browser's).
 */
async function headerFindings(
  browser: Browser,
  origin: string,
  probe: string,
  path: string,
  dropdowns: boolean,
): Promise<Finding[]> {
  const findings: Finding[] = [];
  const add = (label: string, message: string) =>
    findings.push({ page: path, kind: "layout", message: `${label}: ${message}` });
  // 1. the header's row and its dropdowns at each desktop width, and the bars over the page
  const page = await openHeaderPage(browser, origin + path, probe, { width: 1280, height: 900 });
  try {
    const run = probeOf(page);
    for (const message of await run(() => (window as unknown as ProbeWindow).__layoutProbe.barsCheck(), 0))
      add("1280px", message);
    for (const width of DROPDOWN_WIDTHS) {
      await resize(page, width);
      const label = `${width}px header`;
      for (const message of await run(
        () => (window as unknown as ProbeWindow).__layoutProbe.headerCheck(),
        0,
      ))
        add(label, message);
      if (!dropdowns) continue;
      const triggers = page.locator("#main-nav .nav-trigger");
      for (let i = 0; i < (await triggers.count()); i++) {
        const trigger = triggers.nth(i);
        const name = (await trigger.textContent())?.trim() ?? String(i);
        const id = (await trigger.getAttribute("aria-controls")) ?? "";
        await page.mouse.move(1, 890);
        await trigger.hover();
        await page.locator(`#${id}`).waitFor({ state: "visible" });
        const box = await run(
          (panel) => (window as unknown as ProbeWindow).__layoutProbe.dropdownCheck(panel),
          id,
        );
        if (box) add(`${width}px dropdown ${name}`, box);
        // a visitor clicks what they point at: the click must not close the menu the hover opened
        await trigger.click();
        if ((await trigger.getAttribute("aria-expanded")) !== "true")
          add(
            `${width}px dropdown ${name}`,
            "a click on the trigger closed the menu the mouse had just opened",
          );
        await page.keyboard.press("Escape");
      }
    }
    // 2. the pinned strips at laptop windows: each card whole below the header at some point
    if (await page.locator('[data-island="process"]').count()) {
      for (const windowSize of LAPTOP_WINDOWS) {
        await page.setViewportSize(windowSize);
        const islands = page.locator('[data-island="process"]');
        for (let i = 0; i < (await islands.count()); i++) {
          await islands.nth(i).scrollIntoViewIfNeeded();
          await page.locator('[data-island="process"][data-hydrated="true"]').nth(i).waitFor();
        }
        await page.locator(".process.is-scrolling").first().waitFor({ state: "attached" });
        const strips: StripResult[] = await run(
          () => (window as unknown as ProbeWindow).__layoutProbe.stripCheck(),
          0,
        );
        for (const strip of strips)
          findings.push(...checkStrip(path, `${windowSize.width}x${windowSize.height}px`, strip));
      }
    }
  } finally {
    await page.context().close();
  }

  return findings;
}

/** Each finding once per page: the same defect read in two states is one line. */
function dedupe(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.kind} ${f.message.replace(/^(\d+px)[^:]*:/, "$1:")}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * One page in both tabs. `full`: everything (facts, axe, the states); otherwise the layout only (the
 * WordPress fixtures' pages). `menus`: the header's menus too (on / only: the header is the same on all).
 * `everyWidth`: the layout at all six widths; otherwise at the tabs' `narrowest` widths, unless the first
 * tab finds a part of EVERY_WIDTH_PARTS on the page.
 */
async function auditInTabs(
  tabs: Tab[],
  origin: string,
  path: string,
  options: { full: boolean; menus: boolean; everyWidth: boolean },
): Promise<PageAudit> {
  const { full, menus } = options;
  let everyWidth = options.everyWidth;
  // Title Case is a rule for the site's own headings: the fixtures' are an editor's words, as typed
  const read = async (page: Page) => {
    const layout = await readLayout(page);
    return full ? layout : { ...layout, headingCase: [] };
  };
  const findings: Finding[] = [];
  let facts: PageFacts | undefined;
  // the watchdog's name for the page: the fixtures' pages come from the second server
  const where = full ? path : `fixture ${path}`;
  for (const tab of tabs) {
    const { page, width } = tab;
    // every stage below is bounded (pageStage), its name saying which tab ran it
    const stage = <T>(name: string, work: () => Promise<T>) =>
      pageStage(where, name, work, `${name} (the ${width}px tab)`);
    tab.path = path;
    tab.problems = [];
    const response = await stage("navigation (load, scroll through)", async () => {
      await resize(page, width);
      const answer = await page.goto(origin + path, { waitUntil: "load" });
      await page.locator('[data-island="header"][data-hydrated="true"]').waitFor();
      await visitWholePage(page);
      everyWidth ||= (await page.locator(EVERY_WIDTH_PARTS).count()) > 0;
      return answer;
    });
    const widths = everyWidth ? [width, ...tab.resizes] : tab.narrowest;
    if (width === 1280 && full)
      facts = await stage("facts", () => readFacts(page, path, response?.status() ?? 0));
    if (full) findings.push(...(await stage(`axe ${width}px`, () => axe(page, path, `${width}px`))));
    // the first paint, then with every <details> open, at this tab's widths
    const opened = await stage(`layout ${width}px`, async () => {
      findings.push(...checkLayout(path, `${width}px`, await read(page)));
      return page.evaluate(() => (window as unknown as ProbeWindow).__layoutProbe.openAll());
    });
    for (const w of widths) {
      await stage(`layout ${w}px`, async () => {
        await resize(page, w);
        if (w !== width || opened)
          findings.push(...checkLayout(path, `${w}px${opened ? " details open" : ""}`, await read(page)));
      });
      findings.push(...(await stage("strips", () => stripFindings(tab, path, w))));
      if (menus) findings.push(...(await stage("menus", () => menuFindings(page, path, w))));
    }
    await stage(`layout ${width}px`, () => resize(page, width));
    for (const state of full ? (STATES[path] ?? []) : []) {
      await stage("states", async () => {
        await state.reach(page);
        if (state.axe) findings.push(...(await axe(page, path, `${width}px ${state.label}`)));
        for (const w of widths) {
          await resize(page, w);
          findings.push(...checkLayout(path, `${w}px ${state.label}`, await readLayout(page, "main")));
        }
        await resize(page, width);
      });
    }
    if (width === 375 && menus) {
      await stage("menus", async () => {
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.locator("#main-nav").waitFor({ state: "visible" });
        findings.push(...(await axe(page, path, "375px menu open")));
      });
    }
    // Chromium logs the 404 page's own status as a console error; 404s of anything else are still caught
    // by the response listener, which names the URL.
    const relevant =
      path === MISSING_PAGE
        ? tab.problems.filter((p) => !/console error: .*status of 404/.test(p))
        : tab.problems;
    findings.push(
      ...relevant.map((message) => ({ page: path, kind: "browser", message: `${width}px ${message}` })),
    );
  }
  return { path, facts, findings: dedupe(findings), everyWidth };
}

async function validateHtml(validator: HtmlValidate, origin: string, path: string): Promise<Finding[]> {
  const html = await (await fetch(origin + path)).text();
  const report = await validator.validateString(html, "page.html");
  return report.results.flatMap((result) =>
    result.messages.map((m) => ({
      page: path,
      kind: "html",
      message: `${m.ruleId}: ${m.message} (${m.selector ?? ""})`,
    })),
  );
}

/**
 * A share image, fetched from the server under test (og:image names SITE_URL's origin). A 503 with
 * Retry-After (the drawing pool's queue is full: server/share-image/pool.ts) is asked again after the time
 * it gives, as a crawler does, up to four times: on a busy machine the audit's four fetches at once filled
 * the queue (a run beside two CPU hogs failed three pages on it).
 */
async function fetchImage(origin: string, url: string): Promise<ShareImageResult> {
  const target = url.startsWith(`${SITE_URL}/`) ? origin + url.slice(SITE_URL.length) : url;
  let res = await fetch(target);
  // (a drawing that failed answers Retry-After 30: that one is reported at once)
  const busy = () => res.status === 503 && Number(res.headers.get("retry-after")) <= 10;
  for (let retry = 0; retry < 4 && busy(); retry++) {
    await res.arrayBuffer();
    const seconds = Math.max(1, Number(res.headers.get("retry-after")));
    await new Promise((r) => setTimeout(r, seconds * 1000));
    res = await fetch(target);
  }
  return describeImage(
    res.status,
    res.headers.get("content-type") ?? "",
    new Uint8Array(await res.arrayBuffer()),
  );
}

async function checkLink(origin: string, key: string): Promise<LinkResult> {
  const first = await fetch(origin + key, { redirect: "manual" });
  await first.arrayBuffer();
  if (first.status !== 301) return { status: first.status };
  const location = first.headers.get("location") ?? "";
  const final = await fetch(new URL(location, origin), { redirect: "manual" });
  await final.arrayBuffer();
  return { status: 301, location, finalStatus: final.status };
}

/** Runs `run` over the items with `size` workers; each worker first sets up its own state (its tabs). */
async function inPool<T, R, W = undefined>(
  items: T[],
  size: number,
  run: (item: T, worker: W) => Promise<R>,
  setup: () => Promise<W> = async () => undefined as W,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, items.length) }, async () => {
      const worker = await setup();
      while (next < items.length) {
        const index = next++;
        results[index] = await run(items[index] as T, worker);
      }
    }),
  );
  return results;
}

async function main() {
  const started = performance.now();
  installCleanupHandlers();
  // every page view reports its vitals: a beacon the server refuses would show as a 400 below
  // one process, as in the e2e tests: the browser is the audit's bottleneck, and a second worker warming
  // its own page cache took the start from ~11 s to ~33 s on the busy 2-core machine
  // `tsx scripts/audit/run.ts /blog /contact` audits just those pages (while working on them); the
  // WordPress fixtures' pages are read in a full run, or with --fixtures
  const only = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
  const withFixtures = !only.length || process.argv.includes("--fixtures");
  const env = { SITE_URL, SITE_NAME, LOG_LEVEL: "warn", VITALS_SAMPLE_RATE: "1", WEB_CONCURRENCY: "1" };
  const wordpress = withFixtures
    ? await startFakeWordPress({ posts: longTextPosts, categories: longTextCategories })
    : null;
  const longName = !only.length || only.includes("/");
  const [server, fixtureServer, longNameServer] = await timed("phase: servers started", () =>
    Promise.all([
      startServer({ env }),
      wordpress ? startServer({ env: { ...env, CONTENT_API_URL: wordpress.apiUrl, WARM_CACHE: "0" } }) : null,
      longName ? startServer({ env: { ...env, SITE_NAME: LONG_SITE_NAME, WARM_CACHE: "0" } }) : null,
    ]),
  );
  const origin: string = server.origin;
  const [browser, probe] = await timed("phase: browser launched", () =>
    Promise.all([chromium.launch(chromiumLaunch), bundleProbe()]),
  );
  try {
    const sitemapPaths: string[] = only.length ? only : [...(await fetchSitemapPaths(origin)), MISSING_PAGE];
    // One page per template at every width (the 404 page stands for the not-found template), the slowest
    // first so that no long page is left running alone at the end; --every-width: every page so
    const templates = new Set([...(await templatePages(origin)).map((t) => t.path), MISSING_PAGE]);
    const everyWidth = (path: string) => templates.has(path) || process.argv.includes("--every-width");
    const paths = [
      ...sitemapPaths.filter((p) => templates.has(p)),
      ...sitemapPaths.filter((p) => !templates.has(p)),
    ];
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    // verdicts kept per content hash (verdict-cache.ts): a page that passed and is unchanged is not
    // audited in the browser again; template pages always are
    const useCache = !process.argv.includes("--no-cache") && !process.argv.includes("--header-only");
    const verdicts: Verdicts = useCache ? loadVerdicts() : {};
    const fingerprint = useCache
      ? auditFingerprint(
          browser.version(),
          process.argv.slice(2).filter((arg) => arg.startsWith("--")),
        )
      : "";
    const userAgent = useCache ? await browserUserAgent(browser) : "";
    const pageKeys = new Map<string, string>();
    let unchanged = 0;
    // a line on stderr per page, so a long run shows where it is
    let done = 0;
    const total = paths.length + (fixtureServer ? longTextPaths.length : 0);
    const progress = (path: string) =>
      process.stderr.write(
        `[${++done}/${total}] ${path} (${((performance.now() - started) / 1000).toFixed(0)} s)\n`,
      );
    // --header-only: only the header stage below (HEADER_PAGES among the paths), while working on it
    const headerOnly = process.argv.includes("--header-only");
    const audits: PageAudit[] = headerOnly
      ? paths.map((path) => ({ path, findings: [], everyWidth: false }))
      : await timed("phase: pages", () =>
          inPool(
            paths,
            CONCURRENCY,
            async (path, tabs) => {
              if (useCache && !templates.has(path)) {
                const key = await pageStage(path, "cache key", () =>
                  fetchPageKey(origin, path, userAgent, fingerprint),
                );
                pageKeys.set(path, key);
                const kept = verdicts[key];
                if (kept) {
                  unchanged++;
                  progress(`${path} (passed before, unchanged)`);
                  return { path, facts: kept.facts, findings: [], everyWidth: false };
                }
              }
              const audit = await auditInTabs(tabs, origin, path, {
                full: true,
                menus: path === "/",
                everyWidth: everyWidth(path),
              });
              audit.findings.push(
                ...(await pageStage(path, "html-validate", () => validateHtml(validator, origin, path))),
                ...(await pageStage(path, "large text", () =>
                  largeTextFindings(
                    browser,
                    origin,
                    probe,
                    path,
                    HEADER_PAGES.some((h) => h.path === path),
                  ),
                )),
              );
              progress(path);
              return audit;
            },
            () => Promise.all(TABS.map((spec) => openTab(browser, origin, probe, spec))),
          ),
        );

    // the header used as a visitor uses it, on a few templates (HEADER_PAGES), two at a time
    const headerPages = HEADER_PAGES.filter((h) => paths.includes(h.path));
    const headerAudits = await timed("phase: header, bars, strips at laptop windows", () =>
      inPool(headerPages, 2, (h) =>
        pageStage(h.path, "header", () => headerFindings(browser, origin, probe, h.path, h.dropdowns)),
      ),
    );
    headerPages.forEach((h, i) =>
      audits.find((a) => a.path === h.path)?.findings.push(...(headerAudits[i] ?? [])),
    );
    // --header-only skips the page pass, and with it the large text: read here on the paths given
    if (headerOnly)
      for (const audit of audits)
        audit.findings.push(
          ...(await pageStage(audit.path, "large text", () =>
            largeTextFindings(browser, origin, probe, audit.path, true),
          )),
        );
    if (longNameServer)
      audits
        .find((a) => a.path === "/")
        ?.findings.push(
          ...(await pageStage("/", "header with a long name", () =>
            longNameFindings(browser, longNameServer.origin, probe, "/"),
          )),
        );

    const allFacts = audits.flatMap((a) => (a.facts ? [a.facts] : []));
    const idsByPath = new Map(allFacts.map((f) => [f.path, f.ids]));
    const keys = new Set<string>();
    for (const facts of allFacts) {
      for (const raw of [...facts.links, ...facts.sources]) {
        const url = internalUrl(raw, origin, facts.path);
        if (url) keys.add(url.pathname + url.search);
      }
    }
    const linkResults = new Map<string, LinkResult>();
    await timed("phase: links", () =>
      inPool([...keys], 8, async (key) =>
        linkResults.set(key, await watchdog(key, "link check", () => checkLink(origin, key), STAGE_SECONDS)),
      ),
    );
    const unknownIds = new Map<string, string[]>();
    const idsOf = (p: string) => idsByPath.get(p) ?? unknownIds.get(p);
    // Fragment targets outside the sitemap (none today) are read from their served HTML.
    for (const facts of allFacts) {
      for (const raw of facts.links) {
        const url = internalUrl(raw, origin, facts.path);
        if (url?.hash && !idsOf(url.pathname) && linkResults.get(url.pathname)?.status === 200) {
          const html = await watchdog(url.pathname, "fragment targets", async () =>
            (await fetch(origin + url.pathname)).text(),
          );
          unknownIds.set(
            url.pathname,
            [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? ""),
          );
        }
      }
    }

    const shareImages = new Map<string, ShareImageResult>();
    const imageUrls = new Set(allFacts.flatMap((f) => (f.ogImage ? [f.ogImage] : [])));
    await timed("phase: share images", () =>
      inPool([...imageUrls], 4, async (url) =>
        shareImages.set(
          url,
          await watchdog(url, "share image", () => fetchImage(origin, url), STAGE_SECONDS),
        ),
      ),
    );

    const byPage = new Map(audits.map((a) => [a.path, [...a.findings]]));
    for (const facts of allFacts) {
      const list = byPage.get(facts.path) ?? [];
      list.push(
        ...checkPage(facts, SITE_URL, facts.path === MISSING_PAGE),
        ...checkTitle(facts, SITE_NAME),
        ...checkShareImage(
          facts,
          shareImages.get(facts.ogImage ?? ""),
          SITE_URL,
          SITE_NAME,
          facts.path === MISSING_PAGE,
        ),
        ...checkJsonLd(facts.path, facts.jsonLd),
        ...checkCanonicalLinks(facts, origin),
        ...checkLinkResults(facts, origin, linkResults, idsOf),
      );
    }
    for (const f of checkUnique(allFacts.filter((f) => f.path !== MISSING_PAGE))) byPage.get(f.page)?.push(f);

    // the pages of the WordPress fixtures: their layout only, from the second server
    const fixtureOrigin: string | undefined = fixtureServer?.origin;
    const fixtureAudits = fixtureOrigin
      ? await timed("phase: fixtures", () =>
          inPool(
            longTextPaths,
            2,
            async (path, tabs) => {
              const audit = await auditInTabs(tabs, fixtureOrigin, path, {
                full: false,
                menus: false,
                everyWidth: true,
              });
              progress(`fixture ${path}`);
              return audit;
            },
            () => Promise.all(TABS.map((spec) => openTab(browser, fixtureOrigin, probe, spec))),
          ),
        )
      : [];
    for (const audit of fixtureAudits) byPage.set(`fixture ${audit.path}`, audit.findings);
    const reported = [...sitemapPaths, ...fixtureAudits.map((a) => `fixture ${a.path}`)];

    if (useCache) {
      // the pages that pass now, and those this run did not read (an audit of chosen paths keeps the rest)
      const kept: Verdicts = Object.fromEntries(
        Object.entries(verdicts).filter(([, v]) => !paths.includes(v.path)),
      );
      for (const audit of audits) {
        const key = pageKeys.get(audit.path);
        const findings = (byPage.get(audit.path) ?? []).filter((f) => !isKnownFailure(f));
        if (key && audit.facts && findings.length === 0) kept[key] = { path: audit.path, facts: audit.facts };
      }
      saveVerdicts(kept);
    }

    let passed = 0;
    let failed = 0;
    for (const path of reported) {
      const all = byPage.get(path) ?? [];
      // known failures (checks.ts KNOWN_FAILURES) are printed, with their reason, and do not fail the run
      const known = all.filter((f) => isKnownFailure(f));
      const findings = all.filter((f) => !isKnownFailure(f));
      const reasons = new Set(known.map((f) => isKnownFailure(f)?.reason ?? ""));
      for (const f of known) console.log(`KNOWN ${path}  [${f.kind}] ${f.message}`);
      for (const reason of reasons) console.log(`KNOWN ${path}  (allowed: ${reason})`);
      if (findings.length === 0) {
        passed++;
        console.log(`ok    ${path}`);
      } else {
        failed++;
        for (const f of findings) console.log(`FAIL  ${path}  [${f.kind}] ${f.message}`);
      }
    }
    console.log(
      `\naudited ${paths.length} pages (${audits.filter((a) => a.everyWidth).length} at every width, the others at the narrowest of each layout), ${fixtureAudits.length} fixture pages, ${linkResults.size} internal URLs in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    if (unchanged > 0)
      console.log(
        `${unchanged} of them passed before and are unchanged (${VERDICTS_FILE}): not read in the browser again; --no-cache reads every page`,
      );
    if (process.argv.includes("--timings"))
      console.log(`\ntime per stage (summed over pages):\n${timingsTable()}`);
    console.log(`${passed} passed, ${failed} failed`);
    process.exitCode = failed === 0 ? 0 : 1;
  } finally {
    await browser.close();
    await stopAll();
    await wordpress?.close();
  }
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
