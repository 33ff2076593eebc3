/**
 * The Inter subset (npm run font-subset) covers every character the site's pages show, so no page makes
 * the browser fetch the full face. A copy change that brings a new character fails here until the subset is
 * made again.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { visibleCharacters, withRanges } from "../../scripts/font-subset";
import { renderedPages } from "../helpers/sitemap-pages";

const css = readFileSync("shared/styles/fonts.css", "utf8");
const ranges = (css.match(/unicode-range:\s*([^;]+);/)?.[1] ?? "").split(",").map((part) => {
  const [from, to] = part.trim().replace("U+", "").split("-");
  return [parseInt(from ?? "", 16), parseInt(to ?? from ?? "", 16)] as const;
});
const inSubset = (cp: number) => ranges.some(([from, to]) => cp >= from && cp <= to);
// what base.css's full Latin face covers: the subset only has to stand in for that
const inFullFace = (cp: number) =>
  cp <= 0xff || (cp >= 0x2000 && cp <= 0x206f) || [0x20ac, 0x2122].includes(cp);

test("every character a page shows in Inter's Latin range is in the subset", () => {
  const pages = renderedPages();
  expect(pages.length).toBeGreaterThan(80);
  const missing = new Map<string, string>();
  for (const { path, text: html } of pages) {
    for (const char of visibleCharacters(html)) {
      const cp = char.codePointAt(0) ?? 0;
      if (inFullFace(cp) && !inSubset(cp)) missing.set(char, path);
    }
  }
  expect(Object.fromEntries(missing), "run npm run font-subset").toEqual({});
  expect(inSubset("A".codePointAt(0)!)).toBe(true);
  expect(inSubset("é".codePointAt(0)!)).toBe(true);
});

test("font-subset sets the two unicode-range values in fonts.css and keeps the rest as written", () => {
  const updated = withRanges(css, "U+41-42", "U+43");
  expect(updated.match(/unicode-range: ([^;]+);/g)).toEqual([
    "unicode-range: U+41-42;",
    "unicode-range: U+43;",
  ]);
  const outside = (text: string) => text.replace(/unicode-range:[^;]*;/g, "");
  expect(outside(updated)).toBe(outside(css));
  expect(() => withRanges("@font-face { unicode-range: U+20; }", "U+41", "U+42")).toThrow(
    /two unicode-range/,
  );
});
