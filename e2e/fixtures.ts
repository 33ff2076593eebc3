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
export async function hydrated(page: Page, island: string) {
  await expect(page.locator(`[data-island="${island}"]`)).toHaveAttribute("data-hydrated", "true", {
    timeout: 10_000,
  });
}
