/**
 * The home and Custom Web Design heroes' walls of project screens: each screen reads as its
 * project's real page at the wall's size, and the keyboard's focus in the wall shows the focused screen whole.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The smallest text a wall screen may draw, in CSS pixels as the wall shows it. */
const MIN_PX = 10;
const PRICE_OR_TIME = /\$\d|\d:\d\d|\d\s?(AM|PM|min|hours|days)\b/;

type Run = {
  text: string;
  px: number;
};

/** The <text> runs of each screen the wall shows (not the loop's copies), sized as drawn on the page. */
async function wallScreens(page: Page) {
  const tiles = await page
    .locator(".hero-showcase .showcase-tile:not([tabindex='-1'])")
    .evaluateAll((links) =>
      links.map((a) => ({
        src: a.querySelector("img")!.getAttribute("src")!,
        width: a.querySelector("img")!.getBoundingClientRect().width,
        client: a.querySelector(".visually-hidden")!.textContent.replace(/:\s*$/, ""),
      })),
    );
  const screens = [];
  for (const tile of tiles) {
    const svg = await (await page.request.get(tile.src)).text();
    const viewBox = Number(/viewBox="0 0 ([\d.]+) /.exec(svg)![1]);
    const runs: Run[] = [...svg.matchAll(/<text\b([^>]*)>([^<]*)<\/text>/g)].map(([, attrs, text]) => ({
      text: text!.replace(/&amp;/g, "&"),
      px: (Number(/font-size="([\d.]+)"/.exec(attrs!)?.[1] ?? 16) * tile.width) / viewBox,
    }));
    screens.push({ ...tile, runs });
  }
  return screens;
}

for (const path of ["/", "/services/custom-web-design"]) {
  test(`${path} at 1280 px: every wall screen shows its client's name, a price or time and a button label in text of ${MIN_PX} px or more`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await page.locator(".hero-showcase img").first().waitFor();
    const screens = await wallScreens(page);
    expect(screens.length).toBeGreaterThanOrEqual(6);
    for (const screen of screens) {
      const small = screen.runs.filter((r) => r.px < MIN_PX).map((r) => `${r.text} (${r.px.toFixed(1)} px)`);
      expect(small, `${screen.src}: text under ${MIN_PX} px`).toEqual([]);
      const texts = screen.runs.map((r) => r.text);
      // the brand, as its case study names it (one name: no class or product name in its place)
      expect(
        texts.map((t) => t.toLowerCase()),
        `${screen.src}: ${screen.client}`,
      ).toContain(screen.client.toLowerCase());
      expect(
        texts.some((t) => PRICE_OR_TIME.test(t)),
        `${screen.src}: a price or a time in ${texts.join(" | ")}`,
      ).toBe(true);
      // the brand, a headline, an offer, its price or time, and a button's label
      expect(texts.length, screen.src).toBeGreaterThanOrEqual(5);
    }
  });
}

/** The box of a screen's button bar, in page pixels: the last <rect> of its SVG holding its last text run. */
async function buttonBar(page: Page, img: { src: string; x: number; y: number; width: number }) {
  const svg = await (await page.request.get(img.src)).text();
  const viewBox = Number(/viewBox="0 0 ([\d.]+) /.exec(svg)![1]);
  const scale = img.width / viewBox;
  const num = (attrs: string, name: string) =>
    Number(new RegExp(`\\s${name}="([\\d.-]+)"`).exec(attrs)?.[1] ?? 0);
  const texts = [...svg.matchAll(/<text\b([^>]*)>/g)];
  const label = texts.at(-1)!;
  const [lx, ly] = [num(label[1]!, "x"), num(label[1]!, "y")];
  const rects = [...svg.slice(0, label.index).matchAll(/<rect\b([^>]*)\/>/g)]
    .map(([, attrs]) => ({
      x: num(attrs!, "x"),
      y: num(attrs!, "y"),
      width: num(attrs!, "width"),
      height: num(attrs!, "height"),
    }))
    .filter((r) => lx >= r.x && lx <= r.x + r.width && ly - 4 >= r.y && ly - 4 <= r.y + r.height);
  const bar = rects.at(-1)!;
  return {
    top: img.y + bar.y * scale,
    bottom: img.y + (bar.y + bar.height) * scale,
  };
}

for (const reducedMotion of ["no-preference", "reduce"] as const)
  test(`keyboard focus on each screen of the home wall shows it whole in the wall's frame, its caption clear of its button (motion: ${reducedMotion})`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const wall = page.locator(".hero-showcase");
    await wall.locator("img").first().waitFor();
    const count = await wall.locator(".showcase-tile:not([tabindex='-1'])").count();
    // Tab from the hero's last control before the wall into the wall, then through each screen
    await page.locator(".home-hero a, .home-hero button").first().focus();
    let seen = 0;
    for (let step = 0; step < 40 && seen < count; step++) {
      await page.keyboard.press("Tab");
      const inWall = await page.evaluate(() => !!document.activeElement?.closest(".hero-showcase"));
      if (!inWall) {
        if (seen) break;
        continue;
      }
      seen++;
      const tile = page.locator(".showcase-tile:focus");
      const name = await tile.getAttribute("href");
      await expect
        .poll(async () => {
          const [frame, box] = [(await wall.boundingBox())!, (await tile.boundingBox())!];
          return box.y >= frame.y - 1 && box.y + box.height <= frame.y + frame.height + 1;
        }, `${name} (screen ${seen}) whole inside the wall's frame`)
        .toBe(true);
      const img = await tile.locator("img").evaluate((el: HTMLImageElement) => {
        const r = el.getBoundingClientRect();
        return { src: el.getAttribute("src")!, x: r.x, y: r.y, width: r.width };
      });
      const bar = await buttonBar(page, img);
      const caption = tile.locator(".showcase-caption");
      await expect(caption).toHaveCSS("opacity", "1");
      // a dark plate under the light label, whatever the screen's colours
      await expect(caption).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
      const label = (await caption.boundingBox())!;
      expect(
        label.y >= bar.bottom || label.y + label.height <= bar.top,
        `${name}: caption ${label.y}-${label.y + label.height} against button ${bar.top}-${bar.bottom}`,
      ).toBe(true);
    }
    expect(seen).toBe(count);
  });
