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

export async function hydrated(page: Page, island: string) {
  await expect(page.locator(`[data-island="${island}"]`)).toHaveAttribute("data-hydrated", "true");
}
