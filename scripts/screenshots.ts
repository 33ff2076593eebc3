/**
 * npm run screenshots: one screenshot of every template at 375 and 1280 px, written to docs/screenshots/
 * ({template}-{width}.jpg) for docs/DESIGN.md. One page per template: the first sitemap entry of each route,
 * the newest article (from the feed) and the Not Found page. Motion is reduced and lazy images are loaded
 * first, so every section is captured as it settles. The top of each page is captured, up to
 * MAX_HEIGHT css px, as JPEG (the full-length PNGs of 46 pages would weigh tens of megabytes).
 *
 *   npm run screenshots                  # every template
 *   npm run screenshots -- case-study    # only the named route ids
 */
import { chromium } from "@playwright/test";
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { pages } from "../shared/routes";
import { chromiumLaunch } from "./lib/chromium";
import { installCleanupHandlers, ROOT, startServer, stopAll } from "./lib/start-server";

const OUT = path.join(ROOT, "docs", "screenshots");
const WIDTHS = [375, 1280] as const;
const MAX_HEIGHT = { 375: 5200, 1280: 4200 } as const;

async function templates(origin: string): Promise<{ template: string; path: string }[]> {
  const fromRoutes = pages.flatMap((page) => {
    const first = page.sitemap()[0];
    return first ? [{ template: page.id, path: first.path }] : [];
  });
  const feed = await (await fetch(`${origin}/blog/feed.xml`)).text();
  const article = feed.match(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/)?.[1];
  return [
    ...fromRoutes,
    ...(article ? [{ template: "blog-post", path: new URL(article).pathname }] : []),
    { template: "not-found", path: "/this-page-does-not-exist" },
  ];
}

async function main() {
  installCleanupHandlers();
  const only = process.argv.slice(2);
  mkdirSync(OUT, { recursive: true });
  if (!only.length)
    for (const file of readdirSync(OUT)) if (file.endsWith(".jpg")) rmSync(path.join(OUT, file));
  const server = await startServer({ env: { LOG_LEVEL: "warn" } });
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const chosen = (await templates(server.origin)).filter((t) => !only.length || only.includes(t.template));
    for (const { template, path: pagePath } of chosen) {
      for (const width of WIDTHS) {
        const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
        await page.goto(`${server.origin}${pagePath}`, { waitUntil: "load" });
        await page.evaluate(() => {
          for (const img of document.querySelectorAll<HTMLImageElement>("img[loading=lazy]"))
            img.loading = "eager";
          for (const el of document.querySelectorAll<HTMLElement>("main > section, .site-footer"))
            el.style.contentVisibility = "visible";
        });
        await page.waitForLoadState("networkidle");
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const file = path.join(OUT, `${template}-${width}.jpg`);
        await page.screenshot({
          path: file,
          type: "jpeg",
          quality: 70,
          clip: { x: 0, y: 0, width, height: Math.min(height, MAX_HEIGHT[width]) },
          fullPage: true,
        });
        console.log(`${template.padEnd(16)} ${String(width).padStart(4)} px  ${pagePath}`);
        await page.close();
      }
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
