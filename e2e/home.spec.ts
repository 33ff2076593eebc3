import { expect, hydrated, test, twoFrames } from "./fixtures";

test("the home page's islands hydrate with no console error or hydration warning", async ({
  page,
  problems,
}) => {
  await page.goto("/");
  await hydrated(page, "header");
  await page.locator("#process").scrollIntoViewIfNeeded();
  await hydrated(page, "process");
  const top = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 4000);
  // the page has moved and the scroll handlers have run
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(top);
  await twoFrames(page);
  expect(problems).toEqual([]);
});

test("the header turns dark once the page is scrolled past 20 px, and back at the top", async ({ page }) => {
  await page.goto("/");
  await hydrated(page, "header");
  const header = page.locator(".site-header");
  await expect(header).not.toHaveClass(/is-scrolled/);
  await page.evaluate(() => window.scrollTo({ top: 15, behavior: "instant" }));
  // the scroll event has been handled (it is dispatched before the frame's animation callbacks)
  await twoFrames(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(15);
  await expect(header).not.toHaveClass(/is-scrolled/);
  await page.evaluate(() => window.scrollTo(0, 25));
  await expect(header).toHaveClass(/is-scrolled/);
  // the colour eases in over 250 ms
  await expect
    .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor))
    .toBe("rgba(11, 15, 26, 0.96)");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).not.toHaveClass(/is-scrolled/);
});

test("the process strip moves sideways and its progress bar fills as the page scrolls", async ({ page }) => {
  await page.goto("/");
  const section = page.locator("#process");
  await section.scrollIntoViewIfNeeded();
  await hydrated(page, "process");
  await expect(section).toHaveClass(/is-scrolling/);
  const height = await section.evaluate((el) => el.getBoundingClientRect().height);
  expect(height).toBe(900 * 3); // spec 000 §9: 300vh
  const shift = () =>
    page.locator(".process-track").evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
  // instant scrolls (smooth scrolling would be read mid-animation), read two animation frames later, when
  // the strip has followed
  const frames = () =>
    page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
    );
  const top = await section.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
  await frames();
  const atStart = await shift();
  await page.evaluate((y) => window.scrollTo({ top: y + 900, behavior: "instant" }), top);
  await frames();
  const halfway = await shift();
  // the sticky strip stays pinned 80 px below the top while it moves
  const pinned = await page.locator(".process-sticky").evaluate((el) => el.getBoundingClientRect().top);
  expect(pinned).toBe(80);
  await page.evaluate((y) => window.scrollTo({ top: y + 1800, behavior: "instant" }), top);
  await frames();
  const atEnd = await shift();
  expect(atStart).toBeCloseTo(0, 0);
  expect(halfway).toBeLessThan(-100);
  expect(atEnd).toBeLessThan(halfway);
  const bar = await page.locator(".process-progress-bar").evaluate((el) => parseFloat(el.style.width));
  expect(bar).toBeGreaterThan(99.5);
});

test.describe("with reduced motion", () => {
  test.use({ colorScheme: "light", reducedMotion: "reduce" });

  test("the process steps read as a plain list and the hero columns stand still", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#process");
    await section.scrollIntoViewIfNeeded();
    await hydrated(page, "process");
    await expect(section).not.toHaveClass(/is-scrolling/);
    await expect(page.locator(".process-card")).toHaveCount(6);
    const animation = await page
      .locator(".showcase-track")
      .first()
      .evaluate((el) => getComputedStyle(el).animationName);
    expect(animation).toBe("none");
  });
});

test("View Portfolio and Get Free Consultation lead to case studies and contact", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "View Portfolio" })).toHaveAttribute("href", "/case-studies");
  await expect(page.getByRole("link", { name: "Get Free Consultation" }).first()).toHaveAttribute(
    "href",
    "/contact",
  );
  await expect(page.getByRole("link", { name: "Start Your Project" })).toHaveAttribute("href", "/contact");
});

test("the hero's screens and the logo strip stop moving while they are out of view", async ({ page }) => {
  await page.goto("/");
  await hydrated(page, "header");
  const state = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => getComputedStyle(el).animationPlayState);
  // the hero's screens move on the first screen; the logo strip (below it at 1280 x 900) once it is in view
  await expect.poll(() => state(".showcase-track")).toBe("running");
  await page.locator(".logo-strip-viewport").first().scrollIntoViewIfNeeded();
  await expect.poll(() => state(".logo-strip-track")).toBe("running");
  await page.locator("#pricing").scrollIntoViewIfNeeded();
  await expect.poll(() => state(".showcase-track")).toBe("paused");
  await expect.poll(() => state(".logo-strip-track")).toBe("paused");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => state(".showcase-track")).toBe("running");
  await page.locator(".logo-strip-viewport").first().scrollIntoViewIfNeeded();
  await expect.poll(() => state(".logo-strip-track")).toBe("running");
});
