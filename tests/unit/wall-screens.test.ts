/** scripts/wall-screens.ts: the hero walls' screens, laid out for the wall's size. */
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { MIN_WALL_TEXT, wallScreens, wallSvg } from "../../scripts/wall-screens";

const runs = (svg: string) =>
  [...svg.matchAll(/<text\b([^>]*)>([^<]*)<\/text>/g)].map(([, attrs, text]) => ({
    size: Number(/font-size="([\d.]+)"/.exec(attrs!)![1]),
    text: text!.replace(/&amp;/g, "&"),
  }));

test("each screen draws its brand, headline, offer, price or time and button label, all at the wall's minimum size or more", () => {
  expect(wallScreens).toHaveLength(20);
  for (const screen of wallScreens) {
    const drawn = runs(wallSvg(screen));
    expect(
      drawn.map((r) => r.text),
      screen.slug,
    ).toEqual([screen.brand, ...screen.headline, screen.item, screen.meta, screen.button]);
    for (const run of drawn)
      expect(run.size, `${screen.slug}: ${run.text}`).toBeGreaterThanOrEqual(MIN_WALL_TEXT);
    // five or six runs: the shaping cost of the phone screens' large text that the wall used to keep
    expect(drawn.length).toBeLessThanOrEqual(6);
  }
});

test("the committed wall screens are the script's output", () => {
  for (const screen of wallScreens)
    expect(
      readFileSync(`public/images/work/${screen.slug}/wall-${screen.n}.svg`, "utf8"),
      `${screen.slug} ${screen.n}`,
    ).toBe(wallSvg(screen));
});

test("text is escaped", () => {
  const svg = wallSvg({ ...wallScreens[0]!, item: "Cake & <cream>" });
  expect(svg).toContain(">Cake &amp; &lt;cream&gt;</text>");
});
