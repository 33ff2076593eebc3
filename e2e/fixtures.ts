import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";

/**
 * Every test fails on a console error or an uncaught exception in any page it opened (the `page` fixture's, a
 * popup, or a context the test made with browser.newContext()), unless the test allowed it by name:
 * `allowConsoleErrors(/pattern/)` in its body. A test that failed already keeps its own failure.
 */
type ConsoleWatch = { errors: string[]; allowed: RegExp[] };
// one test at a time runs in a worker process: the running test's watch
let watch: ConsoleWatch | null = null;

function watchContext(context: BrowserContext) {
  context.on("console", (message) => {
    if (message.type() !== "error") return;
    const where = message.location().url;
    watch?.errors.push(`console.error: ${message.text()}${where ? ` (${where})` : ""}`);
  });
  context.on("weberror", (webError) => watch?.errors.push(`uncaught: ${webError.error().message}`));
}

/** Lets this test's pages log console errors that match one of the patterns (say in a comment what each is). */
export function allowConsoleErrors(...patterns: RegExp[]) {
  if (!watch) throw new Error("allowConsoleErrors() is called inside a test");
  watch.allowed.push(...patterns);
}

/**
 * The late assets (client/late-assets.ts) are asked for after the first paint, which can follow the load
 * event: a page is read once the module script has run (the header marked hydrated), which the loader adds
 * only once the whole sheet has come or failed (3 s at most), or when it has no late assets.
 */
export async function lateAssetsSettled(page: Page) {
  await page.waitForFunction(
    () =>
      !document.getElementById("late-assets") ||
      document.querySelector('[data-island="header"][data-hydrated="true"]') !== null,
    undefined,
    { timeout: 15_000, polling: 100 },
  );
}

export const test = base.extend<{ problems: string[]; consoleErrors: void }>({
  // page.goto waiting for the load event (the default) also waits for the late assets' sheets
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        const until = options?.waitUntil ?? "load";
        if (until === "load" || until === "networkidle") await lateAssetsSettled(page);
        return response;
      };
    }
    await provide(page);
  },
  // every context the browser opens is watched, whoever opened it
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        watchContext(context);
        return context;
      };
      await provide(browser);
    },
    { scope: "worker" },
  ],
  consoleErrors: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, provide, testInfo) => {
      watch = { errors: [], allowed: [] };
      const current = watch;
      await provide();
      watch = null;
      if (testInfo.status !== testInfo.expectedStatus) return;
      const unexpected = current.errors.filter((error) => !current.allowed.some((p) => p.test(error)));
      if (unexpected.length > 0)
        throw new Error(`The page logged ${unexpected.length} error(s):\n${unexpected.join("\n")}`);
    },
    { auto: true },
  ],
  /** Every page visit collects console errors, warnings (hydration warnings among them) and failed requests. */
  problems: async ({ page }, provide) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning")
        problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
    page.on("requestfailed", (request) => problems.push(`request failed: ${request.url()}`));
    page.on("response", (response) => {
      if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
    });
    await provide(problems);
  },
});

export { expect };

/** Waits for an island to hydrate: after the load event, so up to 10 s on a busy CI machine (as the audit). */
/** client/boot.ts has started the demo videos (or left them still) and asked for what loads at load. */
export async function bootStarted(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-boot", "started", { timeout: 10_000 });
}

/** The next frame has been drawn twice: scroll events and the work they schedule have run. */
export async function twoFrames(page: Page) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

export async function hydrated(page: Page, island: string) {
  await expect(page.locator(`[data-island="${island}"]`)).toHaveAttribute("data-hydrated", "true", {
    timeout: 10_000,
  });
}
