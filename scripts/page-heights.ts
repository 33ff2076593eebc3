/**
 * The document height of every template on a phone: one page per template (the first sitemap
 * entry of each route, the newest article, the Not Found page), laid out at 375 px (or the widths given)
 * with lazy images loaded, printed as "template  width  height  path".
 *
 *   npx tsx scripts/page-heights.ts                 # every template at 375 px, on a server it starts
 *   npx tsx scripts/page-heights.ts 375 1280        # at each width given
 *   ORIGIN=http://127.0.0.1:4310 npx tsx scripts/page-heights.ts   # against a server already running
 *   PATHS=/locations/queens-ny,/about npx tsx scripts/page-heights.ts   # these pages instead
 *
 * Needs a build (npm run build) when it starts its own server.
 */
import { chromium } from "@playwright/test";
import { matchPath } from "react-router-dom";
import { chromiumLaunch } from "./lib/chromium";
import { templatePages } from "./lib/templates";
import { pages } from "../shared/routes";
import { installCleanupHandlers, startServer, stopAll } from "./lib/start-server";

async function templates(origin: string): Promise<{ template: string; path: string }[]> {
  if (process.env.PATHS)
    return process.env.PATHS.split(",").map((path) => ({
      template: pages.find((page) => matchPath(page.path, path))?.id ?? "not-found",
      path,
    }));
  return templatePages(origin);
}

async function main() {
  installCleanupHandlers();
  const widths = process.argv.slice(2).map(Number).filter(Boolean);
  const origin =
    process.env.ORIGIN ?? ((await startServer({ env: { LOG_LEVEL: "warn" } })) as { origin: string }).origin;
  const browser = await chromium.launch(chromiumLaunch);
  try {
    for (const { template, path } of await templates(origin)) {
      for (const width of widths.length ? widths : [375]) {
        const page = await browser.newPage({ viewport: { width, height: 812 }, reducedMotion: "reduce" });
        await page.goto(`${origin}${path}`, { waitUntil: "load" });
        await page.evaluate(() => {
          for (const img of document.querySelectorAll<HTMLImageElement>("img[loading=lazy]"))
            img.loading = "eager";
        });
        await page.waitForLoadState("networkidle");
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        console.log(
          `${template.padEnd(16)} ${String(width).padStart(4)} px ${String(height).padStart(7)} px  ${path}`,
        );
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
