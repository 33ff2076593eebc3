import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Issue 48 item 5: the small states a visitor meets on a phone, designed. */

/** The newest article's path, from the feed. */
async function articlePath(page: Page) {
  const feed = await (await page.request.get("/blog/feed.xml")).text();
  const link = /<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/.exec(feed)?.[1];
  expect(link).toBeTruthy();
  return new URL(link!).pathname;
}

for (const width of [360, 375]) {
  test.describe(`an article at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    test("its breadcrumb never starts a line with '/', and the header has one way back to the blog", async ({
      page,
    }) => {
      await page.goto(await articlePath(page));
      const trail = page.getByRole("navigation", { name: "Breadcrumb" });
      // the article's title is long: the trail takes more than one line here
      const lines = await trail.locator("li").evaluateAll((items) => {
        const left = items[0]!.getBoundingClientRect().left;
        return items
          .filter((item) => Math.abs(item.getBoundingClientRect().left - left) < 1)
          .map((item) => getComputedStyle(item, "::before").content);
      });
      expect(lines.length).toBeGreaterThan(1);
      // each line opens with its crumb's own text, not a separator
      expect(lines.filter((content) => content.includes("/"))).toEqual([]);
      await expect(page.locator("article header a[href='/blog']")).toHaveCount(1);
      await expect(trail.getByRole("link", { name: "Blog" })).toBeVisible();
    });
  });
}
