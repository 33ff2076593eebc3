import { allowConsoleErrors, expect, hydrated, test, twoFrames } from "./fixtures";

test("following a link and going back and forward always lands at the top", async ({ page }) => {
  await page.goto("/");
  await hydrated(page, "header");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator(".site-footer").getByRole("link", { name: "Sitemap" }).click();
  await expect(page).toHaveURL(/\/sitemap$/);
  await page.waitForLoadState("load");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  // the page is shown (pageshow has run boot's scroll reset) and two frames have been drawn
  await page.waitForLoadState("load");
  await twoFrames(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goForward();
  await expect(page).toHaveURL(/\/sitemap$/);
  await page.waitForLoadState("load");
  await twoFrames(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("an unknown address shows the Not Found page with a way back", async ({ page }) => {
  // the browser's line for the page's own 404
  allowConsoleErrors(/status of 404 .*\/this-page-does-not-exist\)$/);
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We Couldn’t Find That Page");
  await page.getByRole("link", { name: /^Home/ }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test("a slashed alias lands on the canonical page in one hop", async ({ page }) => {
  const hops: number[] = [];
  page.on("response", (r) => {
    if (r.request().resourceType() === "document") hops.push(r.status());
  });
  await page.goto("/html-sitemap/");
  await expect(page).toHaveURL(/\/sitemap$/);
  expect(hops).toEqual([301, 200]);
});

test("the skip link moves focus to the main content", async ({ page }) => {
  await page.goto("/sitemap");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
});

test("blog pages: Next fetches the next page in place and keeps the URL in sync", async ({
  page,
  problems,
}) => {
  await page.goto("/blog");
  await page.getByRole("link", { name: "Next" }).hover();
  await hydrated(page, "posts");
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(page.getByText("Page 2 of 2")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  await page.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByText("Page 1 of 2")).toBeVisible();
  expect(problems).toEqual([]);
});

test("the skeleton shows while a page of posts loads", async ({ page }) => {
  await page.goto("/blog");
  await page.getByRole("link", { name: "Next" }).hover();
  await hydrated(page, "posts");
  await page.route("**/api/content/posts*", async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.locator(".post-skeleton").first()).toBeVisible();
  await expect(page.getByText("Page 2 of 2")).toBeVisible();
  await expect(page.locator(".post-skeleton")).toHaveCount(0);
});

test("article share links open the canonical URL in a new tab", async ({ page }) => {
  await page.goto("/blog/core-web-vitals-plain-english-guide");
  for (const name of ["Facebook", "Twitter", "LinkedIn"]) {
    const link = page.locator(".share-links").getByRole("link", { name: new RegExp(`^${name}`) });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAttribute("href", /core-web-vitals-plain-english-guide/);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("blog pagination is plain links the server renders", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(page.getByText("Page 2 of 2")).toBeVisible();
    await page.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});
