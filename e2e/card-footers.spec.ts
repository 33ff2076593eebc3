import { expect, test } from "./fixtures";

/**
 * One card footer: the footers of the cards in one row stand on one baseline, pinned to the
 * cards' bottoms, whatever each card's text above them (on the old markup the plan cards' "About ..." link
 * sat under or beside the button, and the city service cards' link pairs wrapped to two heights).
 */
const pages = [
  "/",
  "/locations",
  "/locations/brooklyn-ny",
  "/industries/law-firms",
  "/industries/healthcare",
];

for (const path of pages) {
  test(`card footers in a row share a baseline at 1280 px: ${path}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    const rows = await page
      .locator(".card:has(> .card-footer), .card:has(> * > .card-footer)")
      .evaluateAll((cards) => {
        const byTop = new Map<number, { card: number; footer: number; footerTop: number }[]>();
        for (const card of cards) {
          const box = card.getBoundingClientRect();
          if (box.width === 0) continue; // folded away (show more)
          const footer = card.querySelector(".card-footer")!.getBoundingClientRect();
          const top = Math.round(box.top + scrollY);
          byTop.set(top, [
            ...(byTop.get(top) ?? []),
            { card: box.bottom, footer: footer.bottom, footerTop: footer.top },
          ]);
        }
        return [...byTop.values()].filter((row) => row.length > 1);
      });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const bottoms = row.map((c) => c.footer);
      const tops = row.map((c) => c.footerTop);
      // one baseline: every footer of the row ends at the same height, and none wraps to a second line
      const spread = (xs: number[]) => Math.max(...xs) - Math.min(...xs);
      // (1 px: a card's height in fractional pixels rounds either way)
      expect(spread(bottoms), `footer bottoms ${bottoms.join(", ")}`).toBeLessThanOrEqual(1);
      expect(spread(tops), `footer tops ${tops.join(", ")}`).toBeLessThanOrEqual(1);
      // pinned: the footer's distance to its card's bottom is the same in every card (the card's padding)
      const gaps = row.map((c) => c.card - c.footer);
      expect(spread(gaps), `card bottom - footer bottom ${gaps.join(", ")}`).toBeLessThanOrEqual(1);
    }
  });
}
