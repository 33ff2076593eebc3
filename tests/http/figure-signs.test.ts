/**
 * A negative figure is set with the minus sign (U+2212: "−71%"), not a hyphen, on every
 * sitemap page as served.
 */
import { expect, test } from "vitest";
import { pageBlocks } from "../helpers/page-text";
import { renderedSitemap } from "../helpers/sitemap-pages";

test("every negative figure on every page is set with U+2212, and some are shown", () => {
  let minus = 0;
  for (const { path, text } of renderedSitemap()) {
    const words = pageBlocks(text).join("\n");
    // a figure standing alone with a hyphen before it: "-71%", "-$2,000" (not a range "6-10" nor "4-8%")
    const hyphened = words.match(/(?<![\w$%.,])-(?=\$?\d[\d.,]*%?(?![\d-]))/g) ?? [];
    expect(
      hyphened.length,
      `${path}: ${words.match(/.{0,30}(?<![\w$%.,])-\$?\d[\d.,]*%?.{0,20}/)?.[0]}`,
    ).toBe(0);
    minus += words.match(/−\$?\d/g)?.length ?? 0;
  }
  expect(minus).toBeGreaterThan(0);
});
