/**
 * Review platforms: each platform card on /reviews shows the platform's own mark as an inline
 * SVG badge (simple-icons, CC0), Clutch (not in simple-icons) a lettermark; no generic line-icon image and no
 * request for it. Fails on the old markup: the cards showed <img src="/images/platforms/*.svg">.
 */
import { siFacebook, siGoogle, siYelp } from "simple-icons";
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { platformMarks } from "../../shared/components/ui/platform-mark";
import { renderedSitemap } from "../helpers/sitemap-pages";

test("the marks are simple-icons' own (copied so the server does not load the package)", () => {
  for (const icon of [siGoogle, siFacebook, siYelp]) {
    const mark = platformMarks[icon.slug as "google" | "facebook" | "yelp"];
    expect(mark).toEqual({ title: icon.title, hex: icon.hex, path: icon.path });
  }
});

const css = readFileSync("shared/styles/sections.css", "utf8");
const tokens = readFileSync("shared/styles/tokens.css", "utf8");

test("/reviews: each platform card carries its mark inline, Clutch its initial", () => {
  const page = renderedSitemap().find((p) => p.path === "/reviews")!;
  const cards = page.text.split('<li class="card platform-card">').slice(1);
  expect(cards).toHaveLength(4);
  const [google, facebook, yelp, clutch] = cards;
  for (const [card, icon, name] of [
    [google, siGoogle, "Google"],
    [facebook, siFacebook, "Facebook"],
    [yelp, siYelp, "Yelp"],
  ] as const) {
    expect(card).toContain(`<path d="${icon.path}" fill="#fff"></path>`);
    expect(card).toContain(`class="platform-badge platform-badge-${icon.slug}"`);
    expect(css).toContain(`.platform-badge-${icon.slug} {\n  background: var(--color-brand-${icon.slug});`);
    expect(tokens).toContain(`--color-brand-${icon.slug}: #${icon.hex.toLowerCase()};`);
    expect(card).toMatch(new RegExp(`</span>${name}</p>`));
  }
  expect(clutch).toMatch(/platform-badge platform-badge-letter" aria-hidden="true">C<\/span>Clutch<\/p>/);
  expect(page.text).not.toContain("/images/platforms/");
});
