import { expect, hydrated, test } from "./fixtures";

const scrollerPages = [
  "local-seo",
  "ppc-advertising",
  "reputation-management",
  "ui-ux-design",
  "ecommerce-solutions",
];

/** Sideways shift (px) of the process strip with the page scrolled `offset` px past the section's top. */
async function shiftAt(page: import("@playwright/test").Page, offset: number) {
  const top = await page
    .locator(".process")
    .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  await page.evaluate((y) => window.scrollTo(0, y), top + offset);
  await page.waitForTimeout(150);
  return page.locator(".process-track").evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
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
    const late = await shiftAt(page, 1500);
    expect(late).toBeLessThan(-200);
    const end = await shiftAt(page, 1800);
    expect(end).toBeLessThanOrEqual(late);
    const bar = await page.locator(".process-progress-bar").evaluate((el) => parseFloat(el.style.width));
    expect(bar).toBeGreaterThan(99);
    expect(problems).toEqual([]);
  });
}

test("on the eCommerce page the movement starts only after half a viewport", async ({ page }) => {
  await page.goto("/services/ecommerce-solutions");
  await page.locator(".process").scrollIntoViewIfNeeded();
  await hydrated(page, "process");
  expect(await shiftAt(page, 400)).toBeCloseTo(0, 0); // 900 px viewport: nothing moves before 450 px
  expect(await shiftAt(page, 900)).toBeLessThan(-50);
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
