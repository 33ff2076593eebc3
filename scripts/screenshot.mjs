/**
 * Full-page screenshots of one page in Debian's Chromium, cut into 1800 px tall PNGs for review:
 *   node scripts/screenshot.mjs http://localhost:3000/services /tmp/services 375
 * Lazy images are loaded eagerly first and motion is reduced, so every section is captured as it settles.
 * Console errors, warnings and failed responses are printed after the shot count.
 */
import { chromium } from "@playwright/test";
const [url, prefix, width] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  headless: true,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
const page = await browser.newPage({
  viewport: { width: Number(width), height: 900 },
  reducedMotion: "reduce",
});
const errors = [];
page.on("console", (m) => {
  if (m.type() === "error" || m.type() === "warning") errors.push(m.text());
});
page.on("response", (r) => {
  if (r.status() >= 400) errors.push(r.status() + " " + r.url());
});
await page.goto(url, { waitUntil: "networkidle" });
await page.evaluate(() =>
  document.querySelectorAll("img[loading=lazy]").forEach((el) => (el.loading = "eager")),
);
await page.evaluate(() =>
  document
    .querySelectorAll("main > section, .site-footer")
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
