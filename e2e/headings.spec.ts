import { expect, test } from "./fixtures";

/**
 * A page's headline reads as one statement, not a column of words. At 1280 px an inner
 * page's h1 beside its picture sits on at most three lines, on every page of the hub templates.
 */

/** The number of lines the element's text is laid out on: its height over its line height. */
function lineCount(element: HTMLElement) {
  return Math.round(
    element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
  );
}

/** The hub templates, each by the shape of its paths in /sitemap.xml. */
const hubs: Record<string, RegExp> = {
  services: /^\/services$/,
  service: /^\/services\/[^/]+$/,
  city: /^\/locations\/[^/]+$/,
  "city+service": /^\/locations\/[^/]+\/[^/]+$/,
  about: /^\/about$/,
  reviews: /^\/reviews$/,
  careers: /^\/careers$/,
};

test.describe("hub headlines at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const [template, shape] of Object.entries(hubs)) {
    test(`the h1 of every ${template} page sits on at most three lines`, async ({ page, request }) => {
      const sitemap = await (await request.get("/sitemap.xml")).text();
      const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
        .map((match) => new URL(match[1]!).pathname)
        .filter((path) => shape.test(path));
      expect(paths.length).toBeGreaterThan(0);
      const lines: Record<string, number> = {};
      for (const path of paths) {
        await page.goto(path);
        lines[path] = await page.locator("h1").evaluate(lineCount);
      }
      expect(Object.entries(lines).filter(([, count]) => count > 3)).toEqual([]);
      // the count is of laid-out lines: every page's headline took at least one
      expect(Math.min(...Object.values(lines))).toBeGreaterThanOrEqual(1);
    });
  }
});

// the spec's words, kept: "Ready to Create Something Extraordinary?" closes the home page
for (const width of [1024, 1280, 1440]) {
  test(`at ${width} px the home page's closing headline sits on at most two lines`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    const closing = page.getByRole("heading", { level: 2, name: "Ready to Create Something Extraordinary?" });
    await closing.scrollIntoViewIfNeeded();
    expect(await closing.evaluate(lineCount)).toBeLessThanOrEqual(2);
  });
}
