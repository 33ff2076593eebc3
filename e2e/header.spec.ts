import { expect, hydrated, test } from "./fixtures";
import { startServer, stopAll, type RunningServer } from "../scripts/lib/start-server";

test.describe("desktop menus", () => {
  test("hovering a menu opens its dropdown, one at a time, with aria-expanded", async ({ page }) => {
    await page.goto("/sitemap");
    await hydrated(page, "header");
    const services = page.getByRole("button", { name: "Services" });
    const locations = page.getByRole("button", { name: "Locations" });
    await services.hover();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#menu-services")).toBeVisible();
    await expect(page.locator("#menu-services").getByRole("link", { name: "Local SEO" })).toHaveAttribute(
      "href",
      "/services/local-seo",
    );
    await locations.hover();
    await expect(locations).toHaveAttribute("aria-expanded", "true");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#menu-services")).toBeHidden();
    await page.mouse.move(640, 600);
    await expect(page.locator("#menu-locations")).toBeHidden();
  });

  test("a click on a trigger the mouse has just opened keeps its menu open; a second click closes it", async ({
    page,
  }) => {
    await page.goto("/sitemap");
    await hydrated(page, "header");
    const services = page.getByRole("button", { name: "Services" });
    await services.hover();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    // a visitor clicks what they point at: before the fix this click closed the menu
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#menu-services")).toBeVisible();
    // pinned: the mouse may leave and come back
    await page.mouse.move(640, 600);
    await expect(page.locator("#menu-services")).toBeVisible();
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#menu-services")).toBeHidden();
    // and it stays shut while the pointer is on it
    await services.hover({ position: { x: 10, y: 10 } });
    await expect(services).toHaveAttribute("aria-expanded", "false");
  });

  test("Company opens as a two-column panel grouped by category", async ({ page }) => {
    await page.goto("/sitemap");
    await hydrated(page, "header");
    await page.getByRole("button", { name: "Company" }).hover();
    const panel = page.locator("#menu-company");
    await expect(panel).toBeVisible();
    const columns = await panel
      .locator(".nav-groups")
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
    expect(columns).toBe(2);
    for (const label of [
      "About Us",
      "Our Process",
      "Case Studies",
      "Reviews",
      "Blog",
      "SEO Checklist",
      "PPC Ads Guide",
      "Client Intake",
      "Contact",
      "Careers",
      "Privacy Policy",
    ]) {
      await expect(panel.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
  });

  test("menus work from the keyboard: Enter opens, Escape closes and returns focus", async ({ page }) => {
    await page.goto("/sitemap");
    await hydrated(page, "header");
    const industries = page.getByRole("button", { name: "Industries" });
    await industries.focus();
    await page.keyboard.press("Enter");
    await expect(industries).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.locator("#menu-industries").getByRole("link", { name: "Law Firms" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(industries).toHaveAttribute("aria-expanded", "false");
    await expect(industries).toBeFocused();
  });

  test("Case Studies and Get Started are plain links", async ({ page }) => {
    await page.goto("/sitemap");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Get Started" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe("desktop header at 820 px (iPad portrait)", () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test("the row fits on one line with the brand's name, and every dropdown opens inside the screen", async ({
    page,
  }) => {
    await page.goto("/sitemap");
    await hydrated(page, "header");
    await expect(page.locator(".site-header .brand-name")).toBeVisible();
    const heights = await page
      .locator(".nav-trigger, .nav-link, .nav-cta")
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    expect(Math.max(...heights), "a header item wraps").toBeLessThanOrEqual(48);
    for (const name of ["Services", "Industries", "Locations", "Company"]) {
      const trigger = page.getByRole("button", { name, exact: true });
      await trigger.hover();
      const panel = page.locator(`#${(await trigger.getAttribute("aria-controls"))!}`);
      await expect(panel).toBeVisible();
      const box = (await panel.boundingBox())!;
      // before the fix Services opened at x = -100
      expect(box.x, `${name} dropdown's left edge`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${name} dropdown's right edge`).toBeLessThanOrEqual(820);
    }
  });
});

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the hamburger opens a scrollable panel no taller than 80vh and locks page scroll", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page, "header");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(page.locator("#main-nav")).toBeHidden();
    await toggle.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    const nav = page.locator("#main-nav");
    await expect(nav).toBeVisible();
    const box = await nav.evaluate((el) => ({
      max: getComputedStyle(el).maxHeight,
      overflow: getComputedStyle(el).overflowY,
    }));
    expect(box.max).toBe(`${740 * 0.8}px`);
    expect(box.overflow).toBe("auto");
    const locked = await page.evaluate(() => getComputedStyle(document.documentElement).overflow);
    expect(locked).toBe("hidden");
    // the page under the sheet is dimmed by a scrim
    const scrim = page.locator(".menu-scrim");
    await expect(scrim).toBeVisible();
    expect(await scrim.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgba(11, 15, 26, 0.55)");
    await close.click();
    await expect(nav).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("visible");
  });

  test("one submenu expands at a time; tapping the open one collapses it; a submenu is at most 50vh", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page, "header");
    await page.getByRole("button", { name: "Open menu" }).click();
    const services = page.getByRole("button", { name: "Services" });
    const company = page.getByRole("button", { name: "Company" });
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#menu-services")).toBeVisible();
    expect(await page.locator("#menu-services").evaluate((el) => getComputedStyle(el).maxHeight)).toBe(
      `${740 * 0.5}px`,
    );
    await company.click();
    await expect(company).toHaveAttribute("aria-expanded", "true");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    // every submenu fits its 50vh bound: no scroller inside the menu's own scroller
    for (const name of ["Services", "Industries", "Locations", "Company"]) {
      const trigger = page.getByRole("button", { name, exact: true });
      if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.click();
      const panel = page.locator(`#${(await trigger.getAttribute("aria-controls"))!}`);
      await expect(panel).toBeVisible();
      const fit = await panel.evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
      expect(fit.scroll, `${name} submenu scrolls inside the menu`).toBeLessThanOrEqual(fit.client);
    }
    await expect(company).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#menu-services")).toBeHidden();
    await company.click();
    await expect(company).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#menu-company")).toBeHidden();
  });

  test("tapping outside the panel closes it, and so does Escape", async ({ page }) => {
    await page.goto("/");
    await hydrated(page, "header");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("#main-nav")).toBeVisible();
    await page.mouse.click(180, 720);
    await expect(page.locator("#main-nav")).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    await expect(page.locator("#main-nav")).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("a menu link navigates", async ({ page }) => {
    await page.goto("/");
    await hydrated(page, "header");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Case Studies" }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("desktop dropdowns still open on hover and every link is reachable", async ({ page }) => {
    await page.goto("/sitemap");
    await page.getByRole("button", { name: "Services" }).hover();
    await expect(page.locator("#menu-services")).toBeVisible();
  });

  test("on a phone the menu button is a link to the HTML sitemap", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    const menu = page.getByRole("link", { name: "Menu" });
    await expect(menu).toBeVisible();
    await menu.click();
    await expect(page).toHaveURL(/\/sitemap$/);
    await expect(page.getByRole("heading", { level: 1, name: "Sitemap" })).toBeVisible();
  });
});

/**
 * The operator's SITE_NAME may be long. From 768 px every control of the row stays whole,
 * on one line and inside the header (the header hides what overflows, so the boxes are compared, not the
 * scroll width); the name wraps onto at most two lines or gives way to the mark. Below 768 px, at 150% text
 * (the browser's default font size 24 px), the menu button stays on the screen.
 */
const BRAND_NAMES = [
  "Skyline Web Works", // 17: pushed the phone menu button to x 341-407 at 375 px / 150%
  "Northbridge Digital Partners", // 28: clipped "Get Started" at 768 and wrapped "Case Studies" at 1024
  "Northbridge Digital Partners of New York", // 40
] as const;

type HeaderBoxes = {
  header: { left: number; right: number; top: number; bottom: number };
  controls: { label: string; left: number; right: number; top: number; bottom: number; lines: number }[];
  mark: { left: number; right: number; top: number; bottom: number; width: number };
  name: { shown: boolean; left: number; right: number; top: number; bottom: number; lines: number };
  toggle: { left: number; right: number; shown: boolean };
};

/** The header's boxes as the visitor sees them, with the lines each piece of text takes. */
function readHeader(): HeaderBoxes {
  const box = (el: Element) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width };
  };
  const lines = (el: Element) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops: number[] = [];
    for (const r of range.getClientRects()) {
      if (r.width < 1 || r.height < 1) continue;
      if (!tops.some((t) => Math.abs(t - r.top) < r.height / 2)) tops.push(r.top);
    }
    return tops.length;
  };
  const header = document.querySelector(".site-header")!;
  const mark = document.querySelector(".site-header .brand-mark")!;
  const name = document.querySelector(".site-header .brand-name")!;
  const toggle = document.querySelector(".site-header .menu-toggle")!;
  const nameBox = box(name);
  return {
    header: box(header),
    controls: [
      ...document.querySelectorAll(
        ".site-header .nav-trigger, .site-header .nav-link, .site-header .nav-cta",
      ),
    ]
      .filter((el) => el.getBoundingClientRect().width > 0)
      .map((el) => ({ label: (el.textContent ?? "").trim(), ...box(el), lines: lines(el) })),
    mark: box(mark),
    name: {
      shown: nameBox.width > 1 && getComputedStyle(name).visibility !== "hidden",
      ...nameBox,
      lines: lines(name),
    },
    toggle: { ...box(toggle), shown: box(toggle).width > 0 },
  };
}

for (const brand of BRAND_NAMES) {
  test.describe(`header with a ${brand.length}-character name`, () => {
    test.describe.configure({ timeout: 180_000 });
    let server: RunningServer;
    test.beforeAll(async () => {
      server = await startServer({ env: { SITE_NAME: brand, WARM_CACHE: "0", WEB_CONCURRENCY: "1" } });
    });
    test.afterAll(async () => {
      await stopAll();
    });

    test("from 768 px every control is whole, on one line and inside the header; the name on at most two", async ({
      page,
    }) => {
      await page.goto(`${server.origin}/`);
      await hydrated(page, "header");
      for (const width of [768, 820, 1024, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        const at = `${brand.length} characters at ${width} px`;
        const seen = await page.evaluate(readHeader);
        const right = Math.min(width, seen.header.right);
        expect(
          seen.controls.map((c) => c.label),
          at,
        ).toEqual(["Services", "Industries", "Locations", "Company", "Case Studies", "Get Started"]);
        for (const control of seen.controls) {
          expect(control.lines, `${control.label}, ${at}: lines`).toBe(1);
          expect(control.left, `${control.label}, ${at}: left edge`).toBeGreaterThanOrEqual(0);
          expect(control.right, `${control.label}, ${at}: right edge`).toBeLessThanOrEqual(right + 0.5);
          expect(control.top, `${control.label}, ${at}: top`).toBeGreaterThanOrEqual(seen.header.top);
          expect(control.bottom, `${control.label}, ${at}: bottom`).toBeLessThanOrEqual(seen.header.bottom);
        }
        const firstControl = Math.min(...seen.controls.map((c) => c.left));
        expect(seen.mark.width, `the mark, ${at}`).toBeGreaterThanOrEqual(24);
        expect(seen.mark.left, `the mark, ${at}`).toBeGreaterThanOrEqual(0);
        if (seen.name.shown) {
          expect(seen.name.lines, `the name, ${at}: lines`).toBeLessThanOrEqual(2);
          expect(seen.name.right, `the name, ${at}: runs into the menu`).toBeLessThanOrEqual(firstControl);
          expect(seen.name.top, `the name, ${at}: top`).toBeGreaterThanOrEqual(seen.header.top);
          expect(seen.name.bottom, `the name, ${at}: bottom`).toBeLessThanOrEqual(seen.header.bottom);
        } else {
          expect(seen.mark.right, `the mark, ${at}: runs into the menu`).toBeLessThanOrEqual(firstControl);
        }
      }
      // the longest names may give way to the mark on the compact row, never on a wide screen
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(page.locator(".site-header .brand-name")).toBeVisible();
      await expect(page.getByRole("link", { name: `${brand} home` })).toBeVisible();
    });

    test("at 375 px with 150% text the menu button is on the screen, beside the mark", async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
      try {
        const page = await context.newPage();
        // the browser's own text size (chrome://settings "Font size" 24 px), not a zoom
        const cdp = await context.newCDPSession(page);
        await cdp.send("Page.setFontSizes", { fontSizes: { standard: 24, fixed: 20 } });
        await page.goto(`${server.origin}/`);
        await hydrated(page, "header");
        const seen = await page.evaluate(readHeader);
        expect(seen.toggle.shown, "the menu button").toBe(true);
        expect(seen.toggle.left, "the menu button's left edge").toBeGreaterThanOrEqual(0);
        expect(seen.toggle.right, "the menu button's right edge").toBeLessThanOrEqual(375);
        expect(seen.mark.width, "the mark").toBeGreaterThanOrEqual(24);
        const brandRight = seen.name.shown ? Math.max(seen.name.right, seen.mark.right) : seen.mark.right;
        expect(brandRight, "the brand runs into the menu button").toBeLessThanOrEqual(seen.toggle.left);
        if (seen.name.shown) {
          expect(seen.name.top, "the name's top").toBeGreaterThanOrEqual(seen.header.top);
          expect(seen.name.bottom, "the name's bottom").toBeLessThanOrEqual(seen.header.bottom);
        }
        await page.getByRole("button", { name: "Open menu" }).click();
        await expect(page.locator("#main-nav")).toBeVisible();
      } finally {
        await context.close();
      }
    });
  });
}
