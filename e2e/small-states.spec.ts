import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

/** The small states a visitor meets on a phone, designed. */

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

test.describe("a case study at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("each facts or screens column starts level with its text, and each heading sits a title-to-lede distance from its text", async ({
    page,
  }) => {
    await page.goto("/case-studies/kingsbridge-law");
    const splits = await page.locator("main .split").evaluateAll((all) => {
      const top = (el: Element | null) => el!.getBoundingClientRect().top;
      // the design system's distance from a section's title to its lede (--space-4)
      const probe = document.createElement("div");
      probe.style.height = "var(--space-4)";
      document.body.append(probe);
      const ledeGap = probe.getBoundingClientRect().height;
      probe.remove();
      return all.map((split) => {
        const header = split.querySelector(".split-text .section-header")!;
        const title = header.querySelector("h2")!;
        return {
          title: title.textContent,
          mediaOffset: Math.round(
            top(split.querySelector(".split-media")) - top(split.querySelector(".split-text")),
          ),
          toText: Math.round(top(header.nextElementSibling) - title.getBoundingClientRect().bottom),
          ledeGap,
        };
      });
    });
    expect(splits.length).toBe(2);
    for (const split of splits) {
      expect(split.mediaOffset, split.title).toBe(0);
      expect(
        Math.abs(split.toText - split.ledeGap),
        `${split.title}: ${split.toText} px`,
      ).toBeLessThanOrEqual(2);
    }
  });
});
