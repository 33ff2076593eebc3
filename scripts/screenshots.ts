/**
 * npm run screenshots: one screenshot of every template at 375 and 1280 px, written to docs/screenshots/
 * ({template}-{width}.jpg) for docs/DESIGN.md. One page per template: the first sitemap entry of each route,
 * the newest article (from the feed) and the Not Found page. Motion is reduced and lazy images are loaded
 * first, so every section is captured as it settles. Each page is captured full length as JPEG (quality 60;
 * the 1280 px shots at half scale, 640 px wide, so 48 full-length shots stay a few megabytes), plus the
 * phone menu open at 375 px with its first submenu open (menu-375.jpg), the Services dropdown open at 820 px
 * (dropdown-820.jpg), the home page's top at 1280 px with the browser's text at 200% (large-text-1280.jpg) and the
 * process page's pinned strip in a 1366x650 laptop window (strip-1366x650.jpg), and the header with a
 * 40-character SITE_NAME at 768 and 1024 px and at 375 px with 150% text (header-long-name-*.png).
 *
 *   npm run screenshots                  # every template
 *   npm run screenshots -- case-study    # only the named route ids
 */
import { chromium } from "@playwright/test";
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { chromiumLaunch } from "./lib/chromium";
import { templatePages } from "./lib/templates";
import { installCleanupHandlers, ROOT, startServer, stopAll } from "./lib/start-server";
import { LONG_SITE_NAME } from "./lib/long-site-name";

const OUT = path.join(ROOT, "docs", "screenshots");
const WIDTHS = [375, 1280] as const;
/** Device scale per width: a 1280 px page at full scale and full length is 1-2 MB of JPEG. */
const SCALE = { 375: 1, 1280: 0.5 } as const;

async function main() {
  installCleanupHandlers();
  const only = process.argv.slice(2);
  mkdirSync(OUT, { recursive: true });
  if (!only.length)
    for (const file of readdirSync(OUT)) if (file.endsWith(".jpg")) rmSync(path.join(OUT, file));
  const server = await startServer({ env: { LOG_LEVEL: "warn" } });
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const chosen = (await templatePages(server.origin)).filter(
      (t) => !only.length || only.includes(t.template),
    );
    for (const { template, path: pagePath } of chosen) {
      for (const width of WIDTHS) {
        const page = await browser.newPage({
          viewport: { width, height: 900 },
          deviceScaleFactor: SCALE[width],
          reducedMotion: "reduce",
        });
        await page.goto(`${server.origin}${pagePath}`, { waitUntil: "load" });
        await page.evaluate(() => {
          for (const img of document.querySelectorAll<HTMLImageElement>("img[loading=lazy]"))
            img.loading = "eager";
          for (const el of document.querySelectorAll<HTMLElement>("main > section, .site-footer"))
            el.style.contentVisibility = "visible";
        });
        await page.waitForLoadState("networkidle");
        const file = path.join(OUT, `${template}-${width}.jpg`);
        await page.screenshot({ path: file, type: "jpeg", quality: 60, fullPage: true });
        console.log(`${template.padEnd(16)} ${String(width).padStart(4)} px  ${pagePath}`);
        await page.close();
      }
    }
    if (!only.length || only.includes("menu")) {
      // the phone menu as a visitor opens it: the sheet, then its first submenu
      const page = await browser.newPage({ viewport: { width: 375, height: 812 }, reducedMotion: "reduce" });
      await page.goto(`${server.origin}/`, { waitUntil: "load" });
      await page.getByRole("button", { name: /menu/i }).first().click();
      await page.locator(".main-nav .nav-trigger").first().click();
      await page.screenshot({ path: path.join(OUT, "menu-375.jpg"), type: "jpeg", quality: 60 });
      console.log(`${"menu".padEnd(16)}  375 px  / (phone menu and its first submenu open)`);
      await page.close();
    }
    if (!only.length || only.includes("dropdown")) {
      // the desktop header at iPad-portrait width, Services opened by the mouse
      const page = await browser.newPage({ viewport: { width: 820, height: 600 }, reducedMotion: "reduce" });
      await page.goto(`${server.origin}/`, { waitUntil: "load" });
      await page.locator('[data-island="header"][data-hydrated="true"]').waitFor();
      await page.getByRole("button", { name: "Services" }).hover();
      await page.locator("#menu-services").waitFor({ state: "visible" });
      await page.screenshot({ path: path.join(OUT, "dropdown-820.jpg"), type: "jpeg", quality: 60 });
      console.log(`${"dropdown".padEnd(16)}  820 px  / (Services open)`);
      await page.close();
    }
    if (!only.length || only.includes("large-text")) {
      // the browser's text size at 200% (a 32 px default font), as a visitor sets it in the settings
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: "reduce" });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
      await page.goto(`${server.origin}/`, { waitUntil: "load" });
      await page.screenshot({ path: path.join(OUT, "large-text-1280.jpg"), type: "jpeg", quality: 60 });
      console.log(`${"large-text".padEnd(16)} 1280 px  / (200% text)`);
      await page.close();
    }
    if (!only.length || only.includes("long-name")) {
      // the header with an operator's 40-character SITE_NAME (the audit's long name): at 768 and 1024 px,
      // and on a phone with the browser's text at 150% (a 24 px default font)
      const named = await startServer({
        env: { LOG_LEVEL: "warn", WARM_CACHE: "0", SITE_NAME: LONG_SITE_NAME },
      });
      const shots = [
        { width: 768, font: 16, file: "header-long-name-768.png" },
        { width: 1024, font: 16, file: "header-long-name-1024.png" },
        { width: 375, font: 24, file: "header-long-name-375-150.png" },
      ];
      for (const { width, font, file } of shots) {
        const page = await browser.newPage({ viewport: { width, height: 640 }, reducedMotion: "reduce" });
        if (font !== 16) {
          const cdp = await page.context().newCDPSession(page);
          await cdp.send("Page.setFontSizes", { fontSizes: { standard: font, fixed: font - 4 } });
        }
        await page.goto(`${named.origin}/`, { waitUntil: "load" });
        await page.locator('[data-island="header"][data-hydrated="true"]').waitFor();
        await page.screenshot({
          path: path.join(OUT, file),
          type: "png",
          clip: { x: 0, y: 0, width, height: 220 },
        });
        console.log(
          `${"long-name".padEnd(16)} ${String(width).padStart(4)} px  / (${LONG_SITE_NAME.length}-character name, ${font === 16 ? "100%" : "150%"} text)`,
        );
        await page.close();
      }
      await named.stop();
    }
    if (!only.length || only.includes("strip")) {
      // the process page's pinned six-step strip in a laptop window, scrolled a third of the way through it
      // motion as most visitors have it: under reduced motion the strip is a plain list, not pinned
      const page = await browser.newPage({ viewport: { width: 1366, height: 650 } });
      await page.goto(`${server.origin}/process`, { waitUntil: "load" });
      const strip = page.locator("section.process").first();
      await strip.scrollIntoViewIfNeeded();
      await page.evaluate(() => {
        const section = document.querySelector<HTMLElement>("section.process")!;
        const top = section.getBoundingClientRect().top + window.scrollY;
        window.scrollTo(0, top + (section.offsetHeight - window.innerHeight) / 3);
      });
      await page.locator(".process-sticky").first().waitFor({ state: "visible" });
      await page.screenshot({ path: path.join(OUT, "strip-1366x650.jpg"), type: "jpeg", quality: 60 });
      console.log(`${"strip".padEnd(16)} 1366 px  /process (the pinned strip at 1366x650)`);
      await page.close();
    }
  } finally {
    await browser.close();
    await stopAll();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
