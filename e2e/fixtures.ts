import { test as base, expect, type Page } from "@playwright/test";

/** Every page visit collects console errors, warnings (hydration warnings among them) and failed requests. */
export const test = base.extend<{ problems: string[] }>({
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
