/**
 * The home and Custom Web Design heroes' walls of project screens (issue 48 item 3): each screen reads as its
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
