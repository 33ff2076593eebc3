import { expect, hydrated, test } from "./fixtures";

/**
 * What a phone visitor meets once they scroll or tap. The layout audit reads every page in these
 * states at six widths; these are the two journeys it found broken, as a visitor takes them.
 */

for (const { width, height } of [
  { width: 375, height: 740 },
  { width: 768, height: 1024 },
]) {
  test.describe(`the six-step strip at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test("scrolling through it brings every step fully into view, the sixth too", async ({
      page,
      problems,
    }) => {
      await page.goto("/process");
      await page.locator('[data-island="process"]').scrollIntoViewIfNeeded();
      await hydrated(page, "process");
      const strip = page.locator("section.process.is-scrolling");
      await expect(strip).toBeAttached();
      await expect(page.locator(".process-card")).toHaveCount(6);
      // From the strip's first scroll position to its last in 40 steps (a card is whole in the window for
      // about a 30th of the way on a phone), in the page: after each scroll, wait for the frame in which the
      // strip has moved (its data-progress says where it is), then note the cards wholly in the window.
      const seen = await strip.evaluate(async (section: HTMLElement) => {
        const steps = 40;
        const whole = new Set<number>();
        const top = section.getBoundingClientRect().top + window.scrollY;
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        for (let step = 0; step <= steps; step++) {
          window.scrollTo({
            top: top + (step / steps) * (section.offsetHeight - window.innerHeight),
            behavior: "instant",
          });
          while (Math.abs(Number(section.dataset.progress ?? -1) - step / steps) > 0.005) await frame();
          section.querySelectorAll(".process-card").forEach((card, i) => {
            const r = card.getBoundingClientRect();
            if (r.left >= -1 && r.right <= document.documentElement.clientWidth + 1) whole.add(i + 1);
          });
        }
        return [...whole];
      });
      expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
      expect(problems).toEqual([]);
    });
  });
}

test.describe("the phone menu", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("with a long submenu open the sheet scrolls, and Get Started stays in view at its foot", async ({
    page,
    problems,
  }) => {
    await page.goto("/");
    await hydrated(page, "header");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Company", exact: true }).click();
    const sheet = page.locator("#main-nav");
    const cta = sheet.getByRole("link", { name: "Get Started" });
    const fits = () =>
      sheet.evaluate((nav) => {
        const box = nav.getBoundingClientRect();
        const button = nav.querySelector(".nav-cta")!.getBoundingClientRect();
        return {
          scrolls: nav.scrollHeight > nav.clientHeight,
          ctaInside: button.top >= box.top && button.bottom <= box.bottom + 1,
        };
      });
    expect(await fits()).toEqual({ scrolls: true, ctaInside: true });
    await sheet.evaluate((nav) => nav.scrollTo({ top: nav.scrollHeight / 2, behavior: "instant" }));
    expect(await fits()).toEqual({ scrolls: true, ctaInside: true });
    await expect(cta).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test.describe("an article's edges", () => {
  const article = "/blog/core-web-vitals-plain-english-guide";

  test("at 1280 px the header and the body start at one left edge", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(article);
    const left = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => Math.round(el.getBoundingClientRect().left));
    expect(await left(".article-hero h1")).toBe(await left(".article-body p"));
    expect(await left(".breadcrumbs")).toBe(await left(".article-body p"));
  });

  test("at 375 px an ordered list's numerals sit inside the screen, clear of its edge", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(article);
    const ol = page.locator(".article-body ol").first();
    // the numerals hang in the list's left padding: the list's text starts at least 1.5 rem in from the
    // body's edge, which is itself inside the screen
    const { listLeft, textLeft } = await ol.evaluate((el) => ({
      listLeft: el.getBoundingClientRect().left,
      textLeft: el.querySelector("li")!.getBoundingClientRect().left,
    }));
    expect(listLeft).toBeGreaterThanOrEqual(16);
    expect(textLeft - listLeft).toBeGreaterThanOrEqual(24);
  });
});

test("at 360 px the PPC guide's budget tiers keep '/month' whole and inside their card", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/ppc-guide");
  const tiers = page.locator(".guardrail");
  await expect(tiers).toHaveCount(2);
  for (const tier of await tiers.all()) {
    await tier.scrollIntoViewIfNeeded();
    const { unitLines, unitText, overflow } = await tier.evaluate((card) => {
      const unit = card.querySelector(".guardrail-unit")!;
      const range = card.querySelector<HTMLElement>(".guardrail-range")!;
      return {
        unitLines: new Set([...unit.getClientRects()].map((r) => Math.round(r.top))).size,
        unitText: unit.textContent,
        overflow: range.scrollWidth - range.clientWidth,
      };
    });
    expect(unitText).toBe("/month");
    expect(unitLines).toBe(1);
    expect(overflow).toBeLessThanOrEqual(0);
  }
});

/**
 * At 375 px with the browser's text at 150% (default font size 24 px) these pages scrolled
 * sideways: /careers to 467 px (the careers@example.com button), /contact to 408 (the form and the cards),
 * /reviews to 398 (the service select and a metric tile), a city+service page to 420 (its price facts).
 */
test.describe("large text on a phone (375 px, 150% text)", () => {
  for (const path of ["/careers", "/contact", "/reviews", "/locations/queens-ny/reputation-management"]) {
    test(`${path} does not scroll sideways and no control passes an edge`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
      try {
        const page = await context.newPage();
        // the browser's own text size (chrome://settings "Font size" 24 px), not a zoom
        const cdp = await context.newCDPSession(page);
        await cdp.send("Page.setFontSizes", { fontSizes: { standard: 24, fixed: 20 } });
        await page.goto(`${baseURL}${path}`);
        await hydrated(page, "header");
        const seen = await page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          const past = [
            ...document.querySelectorAll("main a, main button, main select, main input, main dl > div"),
          ]
            .filter((el) => {
              const r = el.getBoundingClientRect();
              // a control in a box that scrolls sideways on its own (the six-step strip) is not past the page's edge
              const scroller = el.closest("[data-island='process'], .table-scroll");
              return r.width > 0 && !scroller && (r.left < -0.5 || r.right > width + 0.5);
            })
            .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}"`);
          return { scrollWidth: document.documentElement.scrollWidth, width, past };
        });
        expect(seen.past, "controls past an edge").toEqual([]);
        expect(seen.scrollWidth, "the page's width").toBeLessThanOrEqual(seen.width);
      } finally {
        await context.close();
      }
    });
  }
});
