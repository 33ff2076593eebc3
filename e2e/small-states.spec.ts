import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

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

test.describe("the SEO checklist at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("a ticked item's title stays readable: not struck through, not bold", async ({ page }) => {
    await page.goto("/seo-checklist");
    await hydrated(page, "seo-checklist");
    const item = page.getByLabel(/Run a 45-minute kickoff call/);
    await item.check();
    const row = page.locator(".checklist-item").filter({ has: item });
    await expect(row.getByText(/^Completed .+/)).toBeVisible();
    const title = await row.locator("label").evaluate((label) => {
      const style = getComputedStyle(label);
      return { decoration: style.textDecorationLine, weight: Number(style.fontWeight) };
    });
    expect(title.decoration).not.toContain("line-through");
    expect(title.weight).toBeLessThanOrEqual(500);
  });
});

for (const { width, height } of [
  { width: 375, height: 667 },
  { width: 360, height: 640 },
]) {
  test(`at ${width}x${height} the phone menu's last link sits whole above the Get Started pill`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto("/");
    await hydrated(page, "header");
    await page.getByRole("button", { name: "Open menu" }).click();
    const sheet = page.locator("#main-nav");
    await sheet.evaluate((nav) => nav.scrollTo({ top: nav.scrollHeight, behavior: "instant" }));
    const seen = await sheet.evaluate((nav) => {
      const links = [...nav.querySelectorAll<HTMLElement>(".nav-list > li > a, .nav-list > li > button")];
      const last = links.at(-1)!;
      const box = last.getBoundingClientRect();
      const pill = nav.querySelector(".nav-cta")!.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return { above: box.bottom <= pill.top, onTop: last.contains(hit) };
    });
    expect(seen).toEqual({ above: true, onTop: true });
  });
}
