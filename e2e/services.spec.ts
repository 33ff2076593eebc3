import { expect, hydrated, test } from "./fixtures";

const scrollerPages = [
  "local-seo",
  "ppc-advertising",
  "reputation-management",
  "ui-ux-design",
  "ecommerce-solutions",
];

/** Scrolls the page `offset` px past the process section's top. */
async function scrollPast(page: import("@playwright/test").Page, offset: number) {
  const top = await page
    .locator(".process")
    .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  // instant: with focus in the page, `scroll-behavior: smooth` would animate the jump, and a reading taken
  // mid-animation is a position the test did not ask for
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top + offset);
}

/** Sideways shift (px) of the process strip now. */
const shift = (page: import("@playwright/test").Page) =>
  page.locator(".process-track").evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);

/** The shift with the page scrolled `offset` px past the section's top, read after the scroll has settled. */
async function shiftAt(page: import("@playwright/test").Page, offset: number) {
  await scrollPast(page, offset);
  // the strip follows the scroll on the next animation frames
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
  return shift(page);
}

for (const slug of scrollerPages) {
  test(`/services/${slug}: the process strip moves and fills its bar as the page scrolls`, async ({
    page,
    problems,
  }) => {
    await page.goto(`/services/${slug}`);
    await page.locator(".process").scrollIntoViewIfNeeded();
    await hydrated(page, "process");
    await expect(page.locator(".process")).toHaveClass(/is-scrolling/);
    // the strip follows the scroll on the next frames: wait for it to get there, not a fixed time
    await scrollPast(page, 1500);
    await expect.poll(() => shift(page)).toBeLessThan(-200);
    const late = await shift(page);
    await scrollPast(page, 1800);
    await expect.poll(() => shift(page)).toBeLessThanOrEqual(late);
    await expect
      .poll(() => page.locator(".process-progress-bar").evaluate((el) => parseFloat(el.style.width)))
      .toBeGreaterThan(99);
    expect(problems).toEqual([]);
  });
}

test("on the eCommerce page the movement starts only after half a viewport", async ({ page }) => {
  await page.goto("/services/ecommerce-solutions");
  await page.locator(".process").scrollIntoViewIfNeeded();
  await hydrated(page, "process");
  expect(await shiftAt(page, 400)).toBeCloseTo(0, 0); // 900 px viewport: nothing moves before 450 px
  await scrollPast(page, 900);
  await expect.poll(() => shift(page)).toBeLessThan(-50);
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("every step shows as a plain list", async ({ page }) => {
    await page.goto("/services/reputation-management");
    await page.locator(".process").scrollIntoViewIfNeeded();
    await hydrated(page, "process");
    await expect(page.locator(".process")).not.toHaveClass(/is-scrolling/);
    await expect(page.locator(".process-card")).toHaveCount(6);
    const height = await page.locator(".process").evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeLessThan(900 * 3);
  });
});

test("See Pricing & Plans scrolls to the pricing section without leaving the page", async ({ page }) => {
  await page.goto("/services/custom-web-design");
  await page.getByRole("link", { name: "See Pricing & Plans" }).click();
  await expect(page).toHaveURL(/\/services\/custom-web-design#pricing$/);
  await expect(page.locator("#pricing")).toBeInViewport();
});
