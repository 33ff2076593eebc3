/**
 * No two grey sections back to back: two `section-muted` bands in a row read as one block of
 * empty grey (245 px between the home page's awards and plans, and between an industry page's reasons and
 * its plans). Fails on the old markup: / (work + services, awards + pricing) and every /industries/* page.
 */
import { expect, test } from "vitest";
import { renderedSitemap } from "../helpers/sitemap-pages";

test("no sitemap page has two grey (muted) sections back to back", () => {
  const problems = renderedSitemap().flatMap((page) => {
    const main = page.text.slice(page.text.indexOf("<main"), page.text.indexOf("</main>"));
    // the top-level sections of main, in order, with their tone (islands' wrappers are transparent)
    const tones = [...main.matchAll(/<section\b[^>]*class="([^"]*)"/g)]
      .map((m) => m[1]!)
      .filter((c) => /\bsection\b|cta-banner|page-hero|home-hero/.test(c))
      .map((c) => (/section-muted/.test(c) ? "muted" : "other"));
    return tones.some((t, i) => t === "muted" && tones[i + 1] === "muted") ? [page.path] : [];
  });
  expect(problems).toEqual([]);
});
