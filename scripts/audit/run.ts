/**
 * npm run audit: starts the built server (built-in content) on a free port and checks every page of
 * /sitemap.xml plus the 404 page: accessibility (axe, WCAG 2.2 A/AA, 375 and 1280 px, mobile menu open
 * once), HTML validity (html-validate), links and fragments, structured data, each page's share image
 * (fetched: type, size, what it names), the layout at both widths (no sideways scrolling, nothing past
 * the right edge, no clipped text, no text starting with a punctuation mark), and the per-page rules of
 * checks.ts. Prints one line per page and finding, then "N passed, N failed"; exits 1 on any finding.
 */
import AxeBuilder from "@axe-core/playwright";
import { chromium, type Browser, type Page } from "@playwright/test";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { defaultSite } from "../../shared/site";
import { chromiumLaunch } from "../lib/chromium";
import { fetchSitemapPaths, installCleanupHandlers, startServer, stopAll } from "../lib/start-server";
import {
  AXE_TAGS,
  checkCanonicalLinks,
  checkJsonLd,
  checkLayout,
  checkLinkResults,
  checkPage,
  checkShareImage,
  checkTitle,
  checkUnique,
  describeImage,
  internalUrl,
  type Finding,
  type LayoutFacts,
  type LinkResult,
  type PageFacts,
  type ShareImageResult,
} from "./checks";

const SITE_URL = "http://localhost:3000";
// title lengths are checked with the default brand (a SITE_NAME in the shell is not inherited)
const SITE_NAME = defaultSite.name;
const MISSING_PAGE = "/audit-this-page-does-not-exist";
const WIDTHS = [1280, 375] as const;
// two cores: the browser work overlaps with waits, so four pages at a time keep both busy
const CONCURRENCY = 3;

type PageAudit = { path: string; facts?: PageFacts; findings: Finding[] };

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

/**
 * What the page looks like at this width: sideways scrolling, elements past the right edge (outside any
 * scrolling or clipping container), text cut off by its own box, and visible blocks of text that start
 * with a punctuation mark (an empty field before a comma). Skips what is hidden, fixed or aria-hidden, and
 * 1 px "visually hidden" text for screen readers.
 */
function readLayout(page: Page): Promise<LayoutFacts> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    const pastEdge: string[] = [];
    const clipped: string[] = [];
    const punctuation: string[] = [];
    const blocks = new Set(["block", "list-item", "table-cell", "table-caption", "flex", "grid"]);
    // no named helper functions in here: tsx would wrap them in __name(), which the page does not have
    for (const el of document.body.querySelectorAll("*")) {
      const name = `<${el.tagName.toLowerCase()}${typeof el.className === "string" && el.className ? ` class="${el.className}"` : ""}>`;
      const box = el.getBoundingClientRect();
      if (box.width <= 2 || box.height <= 2) continue;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || style.position === "fixed" || el.closest("[aria-hidden=true]"))
        continue;
      let contained = false;
      for (let p = el.parentElement; p && !contained; p = p.parentElement) {
        contained = ["auto", "scroll", "hidden", "clip"].includes(getComputedStyle(p).overflowX);
      }
      if (box.right > viewport + 1 && !contained)
        pastEdge.push(`${name} by ${Math.round(box.right - viewport)} px`);
      const ownText = [...el.childNodes].some((n) => n.nodeType === 3 && (n.textContent ?? "").trim());
      if (ownText && ["hidden", "clip"].includes(style.overflowX) && el.scrollWidth > el.clientWidth + 1) {
        clipped.push(`${name} "${(el.textContent ?? "").trim().slice(0, 40)}"`);
      }
      if (blocks.has(style.display) && el instanceof HTMLElement) {
        const text = el.innerText.trim();
        if (/^[,.;:!?)\]]/.test(text)) punctuation.push(`${name} "${text.slice(0, 40)}"`);
      }
    }
    // a hyphenated word ("Six-Step", "30-Minute") in a heading or a button laid out on two lines
    const hyphenBreaks: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // headings and buttons: body copy keeps the browser's line breaks
      if (!parent?.closest("h1, h2, h3, h4, h5, h6, button, .btn")) continue;
      if (parent.closest("[aria-hidden=true], .visually-hidden")) continue;
      for (const match of (node.textContent ?? "").matchAll(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (tops.size > 1) hyphenBreaks.push(`"${match[0]}" in <${parent.tagName.toLowerCase()}>`);
      }
    }
    // a grid of two or more columns whose last row holds a single card
    const orphans: string[] = [];
    for (const grid of document.querySelectorAll(".card-grid, .work-grid, .pricing-grid")) {
      const columns = getComputedStyle(grid).gridTemplateColumns.split(" ").filter(Boolean).length;
      const items = [...grid.children].filter((c) => (c as HTMLElement).offsetHeight > 0);
      if (columns < 2 || items.length < 2) continue;
      const lastTop = Math.max(...items.map((c) => c.getBoundingClientRect().top));
      const lastRow = items.filter((c) => Math.abs(c.getBoundingClientRect().top - lastTop) < 2);
      // one card alone in the last row, narrower than the row (a card spanning the row is a choice)
      const alone = lastRow.length === 1 ? lastRow[0]!.getBoundingClientRect().width : Infinity;
      if (alone < grid.getBoundingClientRect().width * 0.75)
        orphans.push(
          `<${grid.tagName.toLowerCase()} class="${grid.className}"> ${items.length} cards in ${columns} columns`,
        );
    }
    // lists whose items open with an icon tile (a list's folded rest, in a show-more <details>, is the same grid)
    const iconGrids = [...document.querySelectorAll("main ul, main ol")].filter(
      (list) =>
        !list.parentElement?.matches("details.show-more") &&
        [...list.children].filter((li) => li.querySelector(":scope > .icon-badge, :scope > * > .icon-badge"))
          .length >= 2,
    ).length;
    // h1 and h2 in Title Case: every word but the short joining ones starts with a capital
    const headingCase: string[] = [];
    const small = new Set(
      "a an and as at but by for from in into nor of on or per so the to up via vs with".split(" "),
    );
    for (const h of document.querySelectorAll("main h1, main h2")) {
      if (h.closest(".prose, .article-body, [aria-hidden=true]") || (h as HTMLElement).offsetHeight === 0)
        continue;
      const words = (h.textContent ?? "").trim().split(/\s+/);
      const lower = words.filter(
        (w, i) => i > 0 && /^\p{Ll}/u.test(w) && !small.has(w) && !/\p{Lu}/u.test(w.slice(1)),
      );
      // a first word may start in lower case when it is a name spelled that way ("eCommerce")
      const first = words[0] ?? "";
      if (lower.length || (/^\p{Ll}/u.test(first) && !/\p{Lu}/u.test(first.slice(1))))
        headingCase.push(`"${(h.textContent ?? "").trim().slice(0, 60)}"`);
    }
    return {
      viewport,
      scrollWidth,
      pastEdge,
      clipped,
      punctuation,
      hyphenBreaks,
      orphans,
      iconGrids,
      headingCase,
    };
  });
}

/** Scroll through the page so islands hydrated on view and lazy images load, then back to the top. */
async function visitWholePage(page: Page) {
  await page.evaluate(async () => {
    // one viewport a step: islands hydrate 300 px before they enter the view, so none is skipped
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 40));
    }
    window.scrollTo(0, 0);
  });
  // the eager images have loaded (cheaper than waiting for network idle: lazy ones off to the side, as in
  // the process scroller, never load; a broken image of either kind is reported by the response listener)
  await page
    .waitForFunction(
      () => [...document.images].every((img) => img.complete || img.loading === "lazy"),
      null,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  // Contrast is measured once the header is back in its top-of-page colours: the scroll handler has run
  // and every CSS transition has finished (a busy machine can run a 250 ms transition late).
  await page.waitForFunction(
    () => window.scrollY === 0 && !document.querySelector(".site-header.is-scrolled"),
    null,
    { timeout: 5_000 },
  );
  await page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const transitions = document.getAnimations().filter((a) => a instanceof CSSTransition);
    await Promise.all(transitions.map((a) => a.finished.catch(() => undefined)));
  });
}

async function axe(page: Page, path: string, label: string): Promise<Finding[]> {
  // violations only: axe skips building the (unused) pass and incomplete node lists
  // Legacy mode runs axe.run in the page itself: the default mode opens a blank page per call to merge
  // frame results (about 3 s a call here against 1.3 s). The site renders no iframes (embeds load only
  // when configured), so there are no frames to merge.
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true)
    .analyze();
  return results.violations.map((v) => ({
    page: path,
    kind: "a11y",
    message: `${label} ${v.id}: ${v.help} (${v.nodes
      .map((n) => n.target.join(" "))
      .slice(0, 3)
      .join(", ")})`,
  }));
}

/**
 * Interactive states audited too, a few clicks away from the served page (each builds on the one before).
 * The tools change most of what is on screen after hydration: the wizard's last step and its summary, the
 * checklists ticked off, the negative keyword builder's answer.
 */
type PageState = { label: string; reach: (page: Page) => Promise<void> };
const hydratedTool = (page: Page, name: string) =>
  page.locator(`[data-island="${name}"][data-hydrated="true"]`).waitFor({ timeout: 10_000 });
const STATES: Record<string, PageState[]> = {
  "/client-intake": [
    {
      label: "wizard step 12",
      async reach(page) {
        await hydratedTool(page, "client-intake");
        for (let i = 0; i < 11; i++) await page.getByRole("button", { name: "Next", exact: true }).click();
        await page.getByRole("button", { name: "Generate Summary" }).waitFor();
      },
    },
    {
      label: "summary",
      async reach(page) {
        await page.getByRole("button", { name: "Generate Summary" }).click();
        await page.getByRole("button", { name: "Download Complete PDF" }).waitFor();
      },
    },
  ],
  "/seo-checklist": [
    {
      label: "all complete",
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
      async reach(page) {
        await hydratedTool(page, "ppc-guide");
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
type Tab = { width: number; page: Page; problems: string[]; path: string };

async function openTab(browser: Browser, origin: string, width: number): Promise<Tab> {
  // Phones run with reduced motion: the audit then covers both variants of the motion-driven parts (the
  // process scroller's sticky strip at 1280 px, its plain list at 375 px), and no video decodes there.
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    reducedMotion: width < 640 ? "reduce" : "no-preference",
  });
  const page = await context.newPage();
  const tab: Tab = { width, page, problems: [], path: "" };
  page.on("console", (m) => m.type() === "error" && tab.problems.push(`console error: ${m.text()}`));
  page.on("pageerror", (e) => tab.problems.push(`page error: ${e.message}`));
  page.on("requestfailed", (r) => tab.problems.push(`request failed: ${r.url()}`));
  page.on("response", (r) => {
    const isDocument = r.request().resourceType() === "document" && r.url() === `${origin}${tab.path}`;
    if (r.status() >= 400 && !isDocument) tab.problems.push(`${r.status()} for ${r.url()}`);
  });
  return tab;
}

async function auditInTabs(tabs: Tab[], origin: string, path: string, menuOpen: boolean): Promise<PageAudit> {
  const findings: Finding[] = [];
  let facts: PageFacts | undefined;
  for (const tab of tabs) {
    const { page, width } = tab;
    tab.path = path;
    tab.problems = [];
    const response = await page.goto(origin + path, { waitUntil: "load" });
    await page.locator('[data-island="header"][data-hydrated="true"]').waitFor({ timeout: 10_000 });
    await visitWholePage(page);
    if (width === 1280) facts = await readFacts(page, path, response?.status() ?? 0);
    findings.push(...checkLayout(path, width, await readLayout(page)));
    findings.push(...(await axe(page, path, `${width}px`)));
    for (const state of STATES[path] ?? []) {
      await state.reach(page);
      findings.push(...(await axe(page, path, `${width}px ${state.label}`)));
    }
    if (width === 375 && menuOpen) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.locator("#main-nav").waitFor({ state: "visible" });
      findings.push(...(await axe(page, path, "375px menu open")));
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
  return { path, facts, findings };
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

/** A share image, fetched from the server under test (og:image names SITE_URL's origin). */
async function fetchImage(origin: string, url: string): Promise<ShareImageResult> {
  const res = await fetch(url.startsWith(`${SITE_URL}/`) ? origin + url.slice(SITE_URL.length) : url);
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
  const server = await startServer({
    env: { SITE_URL, SITE_NAME, LOG_LEVEL: "warn", VITALS_SAMPLE_RATE: "1" },
  });
  const origin: string = server.origin;
  const browser = await chromium.launch(chromiumLaunch);
  try {
    // `tsx scripts/audit/run.ts /blog /contact` audits just those pages (while working on them)
    const only = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
    const paths: string[] = only.length ? only : [...(await fetchSitemapPaths(origin)), MISSING_PAGE];
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const audits = await inPool(
      paths,
      CONCURRENCY,
      async (path, tabs) => {
        const audit = await auditInTabs(tabs, origin, path, path === "/");
        audit.findings.push(...(await validateHtml(validator, origin, path)));
        return audit;
      },
      () => Promise.all(WIDTHS.map((width) => openTab(browser, origin, width))),
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
    await inPool([...keys], 8, async (key) => linkResults.set(key, await checkLink(origin, key)));
    const unknownIds = new Map<string, string[]>();
    const idsOf = (p: string) => idsByPath.get(p) ?? unknownIds.get(p);
    // Fragment targets outside the sitemap (none today) are read from their served HTML.
    for (const facts of allFacts) {
      for (const raw of facts.links) {
        const url = internalUrl(raw, origin, facts.path);
        if (url?.hash && !idsOf(url.pathname) && linkResults.get(url.pathname)?.status === 200) {
          const html = await (await fetch(origin + url.pathname)).text();
          unknownIds.set(
            url.pathname,
            [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? ""),
          );
        }
      }
    }

    const shareImages = new Map<string, ShareImageResult>();
    const imageUrls = new Set(allFacts.flatMap((f) => (f.ogImage ? [f.ogImage] : [])));
    await inPool([...imageUrls], 4, async (url) => shareImages.set(url, await fetchImage(origin, url)));

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

    let passed = 0;
    let failed = 0;
    for (const path of paths) {
      const findings = byPage.get(path) ?? [];
      if (findings.length === 0) {
        passed++;
        console.log(`ok    ${path}`);
      } else {
        failed++;
        for (const f of findings) console.log(`FAIL  ${path}  [${f.kind}] ${f.message}`);
      }
    }
    console.log(
      `\naudited ${paths.length} pages, ${linkResults.size} internal URLs in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    console.log(`${passed} passed, ${failed} failed`);
    process.exitCode = failed === 0 ? 0 : 1;
  } finally {
    await browser.close();
    await stopAll();
  }
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
