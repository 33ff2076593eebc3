/**
 * Full-page screenshots of one page in Debian's Chromium, cut into 1800 px tall PNGs for review:
 *   npx tsx scripts/screenshot.ts http://localhost:3000/services /tmp/services 375
 * Lazy images are loaded eagerly first and motion is reduced, so every section is captured as it settles.
 * Console errors, warnings and failed responses are printed after the shot count.
 */
import { chromium } from "@playwright/test";
import { chromiumLaunch } from "./lib/chromium";

const [url, prefix, width] = process.argv.slice(2);
if (!url || !prefix || !Number(width)) {
  console.error("usage: npx tsx scripts/screenshot.ts URL PREFIX WIDTH");
  process.exit(1);
}
const browser = await chromium.launch(chromiumLaunch);
const page = await browser.newPage({
  viewport: { width: Number(width), height: 900 },
  reducedMotion: "reduce",
});
const errors: string[] = [];
page.on("console", (m) => {
  if (m.type() === "error" || m.type() === "warning") errors.push(m.text());
});
page.on("response", (r) => {
  if (r.status() >= 400) errors.push(r.status() + " " + r.url());
});
await page.goto(url, { waitUntil: "networkidle" });
await page.evaluate(() =>
  document.querySelectorAll<HTMLImageElement>("img[loading=lazy]").forEach((el) => (el.loading = "eager")),
);
await page.evaluate(() =>
  document
    .querySelectorAll<HTMLElement>("main > section, .site-footer")
    .forEach((el) => (el.style.contentVisibility = "visible")),
);
await page.waitForTimeout(800);
const h = await page.evaluate(() => document.body.scrollHeight);
let i = 0;
for (let y = 0; y < h; y += 1800) {
  await page.screenshot({
    path: `${prefix}-${i++}.png`,
    fullPage: true,
    clip: { x: 0, y, width: Number(width), height: Math.min(1800, h - y) },
  });
}
console.log(i, "shots, height", h, errors.join("\n"));
await browser.close();
