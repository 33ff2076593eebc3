/**
 * Instant navigation: Speculation Rules, added after the load event (client/speculation.ts, asked for by
 * client/boot.ts) as a `<script type="speculationrules">` holding `speculationRulesText`; the CSP allows
 * exactly that text, by its sha256 (server/security.ts). They used to be a file named by a
 * Speculation-Rules header, which the browser fetched with the HTML, ahead of the first paint (decision
 * 0045). Same-site page links are prerendered with moderate eagerness: on hover (about 200 ms) or
 * pointerdown on desktop, by Chrome's viewport heuristics on mobile. Links are plain GETs of pages the page
 * cache already holds, so a prerender costs the server a cache hit. Never speculated: API endpoints (the
 * contact form POSTs to /contact, which a prerender never sends), files, feeds and anything marked as a
 * download or nofollow.
 */
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

/** The rules' text as client/boot.ts writes it; the CSP names its sha256. */
export const speculationRulesText = JSON.stringify(speculationRules);
