/**
 * One component system (issue 37 §5): wide cards carry media. A card that spans two columns of a grid (the
 * 2+1 and 1+2 rows of /services and /reviews) shows media beside its text, so none is half empty: every card
 * of those grids is a `.card-wide` whose `.card-media` holds the service's art or the client's face (the CSS
 * shows it where the card is wide). Fails on the old markup: the cards had no media.
 */
import { expect, test } from "vitest";
import { renderedSitemap } from "../helpers/sitemap-pages";

function page(path: string) {
  const found = renderedSitemap().find((p) => p.path === path);
  if (!found) throw new Error(`${path} is not in the sitemap`);
  return found.text;
}

/** The <li> cards of the first list after `marker`, as HTML. */
function cardsAfter(html: string, marker: string, cardClass: string): string[] {
  const start = html.indexOf(marker);
  expect(start, marker).toBeGreaterThan(-1);
  const section = html.slice(start, html.indexOf("</section>", start));
  return section.split(`<li class="card ${cardClass}`).slice(1);
}

test("every /services core service card carries its service's art as wide-card media", () => {
  const cards = cardsAfter(page("/services"), 'id="core-title"', "service-link-card");
  expect(cards).toHaveLength(7);
  for (const card of cards) {
    const slug = card.match(/href="\/services\/([a-z-]+)"/)?.[1];
    expect(card, slug).toMatch(/^ card-wide"/);
    expect(card, slug).toMatch(
      new RegExp(`<div class="card-media"><img src="[^"]*/images/heroes/service-${slug}\\.svg"`),
    );
  }
});

test("every /reviews card carries its client's face as wide-card media", () => {
  const cards = cardsAfter(page("/reviews"), 'id="reviews-list-title"', "testimonial-card review-card");
  expect(cards).toHaveLength(16);
  for (const card of cards) {
    const avatar = card.match(/<img src="([^"]+)"[^>]*class="review-avatar"/)?.[1];
    expect(card).toMatch(/^ card-wide"/);
    expect(avatar).toBeTruthy();
    // the same picture as the small avatar, set large
    expect(card).toContain(`<div class="card-media card-media-portrait"><img src="${avatar}"`);
  }
});
