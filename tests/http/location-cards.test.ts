/**
 * Location cards (the spec's "Locations hub" screen): one structure per borough card: the first five
 * neighborhoods as chips, the links to each service page for that city as one list of links, and the card
 * footer's arrow link to the city page. Fails on the old markup: the services were underlined words in a
 * chip row (`tag-list tag-links`) and the city link a loose `.text-link`.
 */
import { expect, test } from "vitest";
import { locations } from "../../shared/content/locations";
import { coreServices } from "../../shared/content/services";
import { renderedSitemap } from "../helpers/sitemap-pages";

test("each borough card on /locations: five neighborhood chips, a list of its service pages, one footer link", () => {
  const hub = renderedSitemap().find((p) => p.path === "/locations")!;
  const cards = hub.text.split('<li class="card location-card">').slice(1);
  expect(cards).toHaveLength(locations.length);
  cards.forEach((card, i) => {
    const location = locations[i]!;
    const chips = card.match(/<ul class="tag-list">([\s\S]*?)<\/ul>/)?.[1] ?? "";
    expect(chips.match(/<li>/g)).toHaveLength(5);
    for (const n of location.neighborhoods.slice(0, 5)) expect(chips).toContain(`<li>${n}</li>`);
    const links = card.match(/<ul class="card-link-list">([\s\S]*?)<\/ul>/)?.[1] ?? "";
    const hrefs = [...links.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(coreServices.map((s) => `/locations/${location.slug}/${s.slug}`));
    const footer = card.match(/<div class="card-footer">([\s\S]*?)<\/div>/)?.[1] ?? "";
    expect([...footer.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual([`/locations/${location.slug}`]);
    expect(card).not.toMatch(/tag-links|class="text-link"/);
  });
});
