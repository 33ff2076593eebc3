import { bootStarted, expect, hydrated, test } from "./fixtures";

test("the reviews page loads React only when the visitor reaches for the filter", async ({
  page,
  problems,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const react = () => scripts.filter((path) => /\/assets\/(hydrate|island-reviews)-/.test(path));
  await page.goto("/reviews");
  // boot has asked for everything that loads at load: React is not among it
  await bootStarted(page);
  expect(react()).toEqual([]);
  // with scripting on, the GET form's button is never shown: the list follows the select
  await expect(page.getByRole("button", { name: "Filter" })).toBeHidden();
  const countTop = () =>
    page.locator(".filter-count").evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  const before = await countTop();
  await page.getByLabel("Filter reviews by service").hover();
  await hydrated(page, "reviews");
  expect(react()).toHaveLength(2);
  await expect(page.getByRole("button", { name: "Filter" })).toBeHidden();
  // hydrating moved nothing
  expect(await countTop()).toBe(before);
  // hydrated without a console error or hydration warning
  expect(problems).toEqual([]);
});

test("a filter chosen before React arrives is answered by the server", async ({ page }) => {
  // React never arrives: the select still filters, by submitting its GET form
  await page.route("**/assets/hydrate-*.js", (route) => route.abort());
  await page.goto("/reviews");
  await page.getByLabel("Filter reviews by service").selectOption("Local SEO");
  await expect(page).toHaveURL(/\/reviews\?service=Local\+SEO$/);
  await expect(page.locator(".filter-count")).toHaveText(/for Local SEO$/);
  for (const card of await page.locator(".review-card").all()) {
    await expect(card.locator(".review-service")).toHaveText("Local SEO");
  }
});

test("the reviews filter updates in place without a reload and keeps the URL in sync", async ({ page }) => {
  await page.goto("/reviews");
  await page.getByLabel("Filter reviews by service").focus();
  await hydrated(page, "reviews");
  const cards = page.locator(".review-card");
  const all = await cards.count();
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.getByLabel("Filter reviews by service").selectOption("Local SEO");
  await expect(page).toHaveURL(/\/reviews\?service=local\+seo$/);
  const filtered = await cards.count();
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(all);
  for (const card of await cards.all()) await expect(card.locator(".review-service")).toHaveText("Local SEO");
  // no reload happened: the marker set on window survives
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  await page.getByLabel("Filter reviews by service").selectOption("All Services");
  await expect(page).toHaveURL(/\/reviews$/);
  await expect(cards).toHaveCount(all);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the reviews filter is a GET form the server answers", async ({ page }) => {
    await page.goto("/reviews");
    await page.getByLabel("Filter reviews by service").selectOption("PPC Advertising");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/\/reviews\?service=PPC\+Advertising$/);
    for (const card of await page.locator(".review-card").all()) {
      await expect(card.locator(".review-service")).toHaveText("PPC Advertising");
    }
  });
});

test("the careers buttons scroll to the open positions and why-us sections", async ({ page }) => {
  await page.goto("/careers");
  await page.getByRole("link", { name: "View Open Positions" }).click();
  await expect(page.locator("#open-positions")).toBeInViewport();
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await page.getByRole("link", { name: "Why Work With Us" }).click();
  await expect(page.locator("#why-us")).toBeInViewport();
});

test("View Our Awards on the home page lands on the awards of the about page", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "View Our Awards" }).click();
  await expect(page).toHaveURL(/\/about#awards$/);
  await expect(page.locator("#awards")).toBeInViewport();
});
