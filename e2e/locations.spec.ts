import { bootStarted, expect, test } from "./fixtures";

const faqRules = async (page: import("@playwright/test").Page) => {
  await page.goto("/locations/queens-ny");
  const items = page.locator("details.faq-item");
  await expect(items).toHaveCount(10);
  // the first answer starts open
  await expect(items.nth(0)).toHaveAttribute("open", "");
  await items.nth(0).locator("summary").scrollIntoViewIfNeeded();
  // opening another closes the first: one at a time
  await items.nth(2).locator("summary").click();
  await expect(items.nth(2)).toHaveAttribute("open", "");
  await expect(items.nth(0)).not.toHaveAttribute("open");
  // clicking the open one closes it
  await items.nth(2).locator("summary").click();
  await expect(items.nth(2)).not.toHaveAttribute("open");
  await expect(page.locator("details.faq-item[open]")).toHaveCount(0);
  // and it works from the keyboard
  await items.nth(4).locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(items.nth(4)).toHaveAttribute("open", "");
};

for (const width of [375, 1280]) {
  test(`FAQ accordion rules at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await faqRules(page);
  });

  test.describe(`without JavaScript at ${width} px`, () => {
    test.use({ javaScriptEnabled: false });
    test(`FAQ accordion rules at ${width} px without JavaScript`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await faqRules(page);
    });
  });
}

test("See Pricing & Plans scrolls to #pricing and stops 80 px short of it", async ({ page }) => {
  await page.goto("/industries/law-firms");
  await page.getByRole("link", { name: "See Pricing & Plans" }).click();
  await expect(page).toHaveURL(/\/industries\/law-firms#pricing$/);
  await expect
    .poll(() => page.locator("#pricing").evaluate((el) => Math.round(el.getBoundingClientRect().top)))
    .toBe(80);
});

test("View Pricing & Plans scrolls to #pricing on the healthcare page", async ({ page }) => {
  await page.goto("/industries/healthcare");
  await page.getByRole("link", { name: "View Pricing & Plans" }).click();
  await expect(page.locator("#pricing")).toBeInViewport();
});

test("an unknown city+service lands on the locations hub", async ({ page }) => {
  await page.goto("/locations/gotham-ny/local-seo");
  await expect(page).toHaveURL(/\/locations$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test.describe("the home-services demo video", () => {
  test("loops muted and inline when motion is welcome", async ({ page }) => {
    await page.goto("/industries/home-services");
    const video = page.locator("video.demo-video");
    await video.scrollIntoViewIfNeeded();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.playsInline])).toEqual([
      true,
      true,
      true,
    ]);
  });

  test.describe("under reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("stays paused on its poster", async ({ page }) => {
      await page.goto("/industries/home-services");
      const video = page.locator("video.demo-video");
      await video.scrollIntoViewIfNeeded();
      // boot has made its decision (play() would have unpaused the video at once)
      await bootStarted(page);
      expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    });
  });
});
