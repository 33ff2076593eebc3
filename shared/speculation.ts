/**
 * Instant navigation: Speculation Rules served as a file (the Speculation-Rules header on every
 * page names it), so pages hold no inline script and the CSP stays as strict as it is. Same-site page
 * links are prerendered with moderate eagerness: on hover (about 200 ms) or pointerdown on desktop, by
 * Chrome's viewport heuristics on mobile. Links are plain GETs of pages the page cache already holds, so a
 * prerender costs the server a cache hit. Never speculated: API endpoints (the contact form POSTs to
 * /contact, which a prerender never sends), files, feeds and anything marked as a download or nofollow.
 */
export const SPECULATION_RULES_PATH = "/speculation-rules.json";

export const speculationRules = {
  prerender: [
    {
      source: "document",
      where: {
        and: [
          { href_matches: "/*" },
          {
            not: {
              href_matches: ["/api/*", "/og/*", "/assets/*", "/*.xml", "/*.txt", "/*.json", "/*.webmanifest"],
            },
          },
          { not: { selector_matches: "[download], [rel~=nofollow], [target=_blank], .no-prerender" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
};
