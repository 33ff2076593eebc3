/**
 * One card footer: the cards that end in links (plans, a city's services, the boroughs) end in
 * CardFooter: at most one button and one arrow link, nothing else, with no underlined link pairs. (The review
 * platforms' cards use it too, linked only where a profile is configured: none in the default handler.)
 * Fails on the old markup: city service cards ended in `.card-links` (two underlined links), plans in
 * `.pricing-actions` (a button and an underlined text link), boroughs in a loose `.text-link`.
 */
import { expect, test } from "vitest";
import { renderedSitemap } from "../helpers/sitemap-pages";

const cardClasses = ["pricing-card", "service-link-card", "location-card"];

function footersOf(html: string) {
  return [...html.matchAll(/<div class="card-footer(?: card-footer-stack)?">([\s\S]*?)<\/div>/g)].map(
    (m) => m[1]!,
  );
}

test("every plan, city-service and borough card ends in the one footer: a button and/or one arrow link", () => {
  const problems: string[] = [];
  let cardsSeen = 0;
  for (const page of renderedSitemap()) {
    // a card whose title is the card's link (/services: the whole card is the hit area) has no footer
    const cards = [...page.text.matchAll(new RegExp(`<li class="card (${cardClasses.join("|")})[" ]`, "g"))]
      .map((m) => page.text.slice(m.index, page.text.indexOf("</h3>", m.index)))
      .filter((head) => !head.includes('class="card-link"')).length;
    cardsSeen += cards;
    const footers = footersOf(page.text);
    if (footers.length !== cards)
      problems.push(`${page.path}: ${cards} cards, ${footers.length} card footers`);
    if (/class="card-links"|class="pricing-actions"/.test(page.text))
      problems.push(`${page.path}: old footer`);
    for (const footer of footers) {
      const buttons = footer.match(/class="btn /g)?.length ?? 0;
      const arrows = footer.match(/class="card-footer-link"/g)?.length ?? 0;
      const links = footer.match(/<a /g)?.length ?? 0;
      if (buttons > 1 || arrows > 1 || links !== buttons + arrows || links === 0)
        problems.push(`${page.path}: footer with ${buttons} buttons, ${arrows} arrow links, ${links} links`);
      if (arrows && !/card-footer-link"[^>]*>[\s\S]*<svg[\s\S]*<\/a>/.test(footer))
        problems.push(`${page.path}: arrow link without its arrow`);
    }
  }
  expect(problems).toEqual([]);
  // the home plans, a city's seven services and the four boroughs at least
  expect(cardsSeen).toBeGreaterThan(6 + 7 * 4 + 4);
});
