/**
 * One component system.
 * - Wide cards carry media: a card that spans two columns of a grid (the 2+1 and 1+2 rows of /services and
 *   /reviews) shows media beside its text, so none is half empty: every card of those grids is a
 *   `.card-wide` whose `.card-media` holds the service's art or the client's face (the CSS shows it where the
 *   card is wide). Fails on the old markup: the cards had no media.
 * - The closing call to action is not the same dark band on every page: each template takes the variant
 *   below (neighbouring templates differ), and no dark band stands next to another dark section. Fails on
 *   the old markup: every close was the dark band, and four service pages had the dark figures band right
 *   after the dark process strip.
 * - Eyebrows (the small capitals over a heading) only where they say something the heading does not: the
 *   hero of a landing page (the offer and the place, over a benefit headline: home, service, city,
 *   city+service, industry; a case study's industry and place; "Blog category" over a bare category name;
 *   the error code), the hero price card's label, and a case study's chapters, the spec's "challenge,
 *   solution, ... results" (the spec's screens and routes, "Case studies") over the story's own headlines.
 * The tools' card labels
 *   (`tool-card-eyebrow`: a checklist section's day range and phase, the intake's step) are the spec's fields
 *   and not counted here. Fails on the old markup: 24 kinds of section eyebrow ("Pricing", "FAQ",
 *   "Selected work" ...) and the company pages' hero eyebrows that repeated the breadcrumb.
 */
import { expect, test } from "vitest";
import { MISSING_PAGE, renderedPages, renderedSitemap } from "../helpers/sitemap-pages";

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

test("every /reviews card leads with its quote, then its client; a wide card sets its results beside it", () => {
  const cards = cardsAfter(page("/reviews"), 'id="reviews-list-title"', "testimonial-card review-card");
  expect(cards).toHaveLength(16);
  for (const card of cards) {
    const client = card.match(/data-client="([^"]+)"/)?.[1];
    expect(card, client).toMatch(/^ card-wide"/);
    // the quote comes before the client's small avatar and name; no large portrait panel
    const quote = card.indexOf("<blockquote>");
    const avatar = card.search(/<img [^>]*class="review-avatar"/);
    expect(quote, client).toBeGreaterThan(-1);
    expect(avatar, client).toBeGreaterThan(quote);
    expect(card, client).not.toContain("card-media-portrait");
    // the client's results, in a list of figures after the text
    expect(card, client).toMatch(
      /<dl class="review-metrics">(<div><dt>[^<]+<\/dt><dd>[^<]+<\/dd><\/div>)+<\/dl>/,
    );
  }
});

/** The closing call to action's variant per template (docs/DESIGN.md "Closing CTA"); null: the page has none. */
function expectedCta(path: string): "dark" | "light" | null {
  if (path === "/" || path === "/process" || path === "/case-studies") return "dark";
  if (/^\/services\/[a-z-]+$/.test(path) || /^\/locations\/[a-z-]+-ny$/.test(path)) return "dark";
  if (["/services", "/about", "/careers", "/reviews"].includes(path)) return "light";
  if (/^\/(industries|case-studies)\/[a-z-]+$/.test(path) || /^\/locations\/[a-z-]+-ny\/[a-z-]+$/.test(path))
    return "light";
  // a blog article (not a category, not a page of the list)
  if (/^\/blog\/(?!category\/)[a-z0-9-]+$/.test(path)) return "light";
  return null;
}

/** The top-level sections of a page's <main>, as "dark" (a dark band), "cta-dark", "cta-light" or "other". */
function bands(html: string): string[] {
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  return [...main.matchAll(/<section\b[^>]*class="([^"]*)"/g)]
    .map((m) => m[1]!)
    .filter((c) => /\bsection\b|cta-banner|page-hero|home-hero/.test(c))
    .map((c) =>
      /cta-banner/.test(c)
        ? "cta-dark"
        : /cta-panel-section/.test(c)
          ? "cta-light"
          : /section-dark/.test(c)
            ? "dark"
            : "other",
    );
}

test("each template closes with its call-to-action variant, and neighbouring templates differ", () => {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const page of renderedPages()) {
    if (page.status !== 200) continue;
    const ctas = bands(page.text).filter((b) => b.startsWith("cta-"));
    const expected = expectedCta(page.path);
    const got = ctas.length ? ctas.at(-1)!.slice(4) : null;
    if (ctas.length > 1) problems.push(`${page.path}: ${ctas.length} closing calls to action`);
    if (got !== expected)
      problems.push(`${page.path}: ${got ?? "no"} closing CTA, expected ${expected ?? "none"}`);
    if (got) seen.add(got);
  }
  expect(problems).toEqual([]);
  expect([...seen].sort()).toEqual(["dark", "light"]);
  // a visitor's next page along the site's paths closes the other way
  const neighbours = [
    ["/services", "/services/local-seo"],
    ["/services/local-seo", "/locations/brooklyn-ny/local-seo"],
    ["/locations/brooklyn-ny/local-seo", "/locations/brooklyn-ny"],
    ["/industries/law-firms", "/services/custom-web-design"],
    ["/about", "/process"],
    ["/process", "/careers"],
    ["/reviews", "/case-studies"],
    ["/case-studies", "/case-studies/lice-busters"],
  ];
  for (const [a, b] of neighbours) expect(expectedCta(a!), `${a} and ${b}`).not.toBe(expectedCta(b!));
});

test("no page puts two dark bands together", () => {
  const problems = renderedPages().flatMap((page) => {
    const list = bands(page.text).map((b) => (b === "cta-dark" ? "dark" : b));
    return list.some((b, i) => b === "dark" && list[i + 1] === "dark")
      ? [`${page.path}: ${list.join(" ")}`]
      : [];
  });
  expect(problems).toEqual([]);
});

/** A template whose hero keeps its eyebrow (see the file's comment). */
function heroEyebrowKept(path: string): boolean {
  return (
    path === "/" ||
    path === MISSING_PAGE ||
    /^\/services\/[a-z-]+$/.test(path) ||
    /^\/locations\/[a-z-]+-ny(\/[a-z-]+)?$/.test(path) ||
    /^\/(industries|case-studies|blog\/category)\/[a-z-]+$/.test(path)
  );
}

/** The hero price card's label ("Web Development pricing", "Our work in Brooklyn"), by its id. */
const cardLabels = ["price-title", "city-stats-title"];
const caseStudyChapters = ["The challenge", "The solution", "The results"];

test("eyebrows stand only where the kept list says", () => {
  const problems: string[] = [];
  let kept = 0;
  for (const page of renderedPages()) {
    const main = page.text.slice(page.text.indexOf("<main"), page.text.indexOf("</main>"));
    main
      .split(/<section\b/)
      .slice(1)
      .forEach((section, index) => {
        for (const m of section.matchAll(/<p class="eyebrow"(?: id="([^"]+)")?>([\s\S]*?)<\/p>/g)) {
          const [, id, text] = m;
          const hero = index === 0;
          const ok =
            (hero && (cardLabels.includes(id ?? "") || heroEyebrowKept(page.path))) ||
            (!hero && /^\/case-studies\/[a-z-]+$/.test(page.path) && caseStudyChapters.includes(text!));
          if (ok) kept++;
          else problems.push(`${page.path}: "${text}"${hero ? " (hero)" : ""}`);
        }
      });
  }
  expect(problems).toEqual([]);
  expect(kept).toBeGreaterThan(0);
});
