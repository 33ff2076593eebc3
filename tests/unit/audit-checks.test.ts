import { expect, test } from "vitest";
import {
  checkCanonicalLinks,
  checkJsonLd,
  checkLayout,
  checkStrip,
  emptyLayout,
  checkLinkResults,
  checkPage,
  checkShareImage,
  checkTitle,
  checkUnique,
  describeImage,
  type LinkResult,
  type PageFacts,
  type ShareImageResult,
} from "../../scripts/audit/checks";
import {
  cornerCut,
  escapes,
  hiddenAtBest,
  innerRadii,
  lastRowGap,
  noRadii,
  textsCollide,
  usedRadii,
  type Rect,
} from "../../scripts/audit/geometry";
import { withText } from "../../server/share-image/png";

const origin = "http://127.0.0.1:4000";
const site = "http://localhost:3000";

const good: PageFacts = {
  path: "/about",
  status: 200,
  lang: "en-US",
  title: "About Us | Skyline Digital",
  description:
    "Meet the New York team behind fast, accessible websites and local marketing that brings in calls.",
  canonical: `${site}/about`,
  robots: null,
  h1Count: 1,
  imagesWithoutAlt: [],
  links: ["/", "/contact#contact-form", "https://www.linkedin.com/company/x", "tel:+12125550142"],
  sources: ["/images/team.svg"],
  ids: ["main"],
  jsonLd: [
    JSON.stringify({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${site}/` },
        { "@type": "ListItem", position: 2, name: "About", item: `${site}/about` },
      ],
    }),
  ],
};

const allOk = new Map<string, LinkResult>([
  ["/", { status: 200 }],
  ["/contact", { status: 200 }],
  ["/images/team.svg", { status: 200 }],
]);
const ids = (path: string) => (path === "/contact" ? ["contact-form"] : []);

test("a correct page has no findings", () => {
  expect(checkPage(good, site)).toEqual([]);
  expect(checkJsonLd(good.path, good.jsonLd)).toEqual([]);
  expect(checkCanonicalLinks(good, origin)).toEqual([]);
  expect(checkLinkResults(good, origin, allOk, ids)).toEqual([]);
});

test("a deliberately broken page fails: missing alt, second h1, broken link, bad canonical, noindex", () => {
  const broken: PageFacts = {
    ...good,
    h1Count: 2,
    imagesWithoutAlt: ["/images/team.svg"],
    canonical: `${site}/about/`,
    robots: "noindex",
    links: [...good.links, "/no-such-page", "/services/", "/contact#missing"],
  };
  const results = new Map(allOk)
    .set("/no-such-page", { status: 404 })
    .set("/services/", { status: 301, location: "/services", finalStatus: 404 });
  const kinds = [
    ...checkPage(broken, site),
    ...checkCanonicalLinks(broken, origin),
    ...checkLinkResults(broken, origin, results, ids),
  ].map((f) => `${f.kind}: ${f.message}`);
  expect(kinds).toEqual([
    "h1: has 2 h1 elements, expected exactly one",
    'alt: <img src="/images/team.svg"> has no alt attribute',
    "robots: is noindex",
    `canonical: canonical is ${site}/about/, expected ${site}/about`,
    "link-form: links to /services/; canonical form is /services",
    "link: /no-such-page answers 404",
    "link: /services/ redirects to /services which answers 404",
    'fragment: /contact#missing: no element with id "missing"',
  ]);
});

test("the 404 page must answer 404 and be noindex; it needs no canonical", () => {
  const notFound: PageFacts = {
    ...good,
    path: "/missing",
    status: 404,
    canonical: null,
    robots: "noindex, follow",
  };
  expect(checkPage(notFound, site, true)).toEqual([]);
  expect(checkPage({ ...notFound, robots: null, status: 200 }, site, true).map((f) => f.kind)).toEqual([
    "status",
    "robots",
  ]);
});

test("lang, title and description lengths are checked", () => {
  const kinds = checkPage({ ...good, lang: null, title: "", description: "Too short." }, site).map(
    (f) => f.kind,
  );
  expect(kinds).toEqual(["lang", "title", "description"]);
});

test("a title ending with the brand suffix within 60 characters passes", () => {
  expect(checkTitle(good, "Skyline Digital")).toEqual([]);
  const sixty = { ...good, title: `${"x".repeat(42)} | Skyline Digital` };
  expect(sixty.title).toHaveLength(60);
  expect(checkTitle(sixty, "Skyline Digital")).toEqual([]);
});

test("a title without the brand suffix, or longer than 60 characters, fails with the page named", () => {
  const bare = { ...good, title: "About Us" };
  const long = { ...good, path: "/services", title: `${"x".repeat(43)} | Skyline Digital` };
  const otherBrand = { ...good, title: "About Us | Skyline Digital" };
  expect([
    ...checkTitle(bare, "Skyline Digital"),
    ...checkTitle(long, "Skyline Digital"),
    ...checkTitle(otherBrand, "Acme Studio"),
  ]).toEqual([
    { page: "/about", kind: "title", message: 'title "About Us" does not end with " | Skyline Digital"' },
    {
      page: "/services",
      kind: "title",
      message: `title is 61 characters, at most 60 wanted: "${long.title}"`,
    },
    {
      page: "/about",
      kind: "title",
      message: 'title "About Us | Skyline Digital" does not end with " | Acme Studio"',
    },
  ]);
});

test("the spec's own long title and an article's title naming the site are accepted", () => {
  const reputation = {
    ...good,
    path: "/services/reputation-management",
    title: "Reputation Management Services - Protect Your Brand Online | Skyline Digital",
  };
  expect(checkTitle(reputation, "Skyline Digital")).toEqual([]);
  const article = {
    ...good,
    path: "/blog/a-post",
    title: "A Post - Skyline Digital",
    jsonLd: [JSON.stringify({ "@context": "https://schema.org", "@type": "BlogPosting" })],
  };
  expect(checkTitle(article, "Skyline Digital")).toEqual([]);
  // the same title on a page that is not an article still needs the suffix
  expect(checkTitle({ ...article, jsonLd: [] }, "Skyline Digital").map((f) => f.kind)).toEqual(["title"]);
});

test("duplicate titles and descriptions are reported on the later page", () => {
  const twin = { ...good, path: "/about-us" };
  expect(checkUnique([good, twin]).map((f) => `${f.page} ${f.kind}`)).toEqual([
    "/about-us title",
    "/about-us description",
  ]);
});

test("structured data: parse errors, wrong context and missing required properties are findings", () => {
  const findings = checkJsonLd("/x", [
    "{not json",
    JSON.stringify({
      "@context": "http://schema.org",
      "@type": "Organization",
      name: "A",
      url: "https://a.example",
    }),
    JSON.stringify({
      "@context": "https://schema.org",
      "@type": "ProfessionalService",
      name: "A",
      url: "https://a.example",
      address: { "@type": "PostalAddress", streetAddress: "1 Main St" },
    }),
    JSON.stringify({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [{ position: 2, name: "Home", item: "/" }],
    }),
    JSON.stringify({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Q?" }],
    }),
    JSON.stringify({ "@context": "https://schema.org", "@type": "JobPosting", title: "Designer" }),
    JSON.stringify({ "@context": "https://schema.org", "@type": "BlogPosting", headline: "Post" }),
    JSON.stringify({ "@context": "https://schema.org", "@type": "Service", name: "SEO" }),
  ]).map((f) => f.message);
  expect(findings).toEqual([
    "a JSON-LD block does not parse",
    '@context is "http://schema.org", expected "https://schema.org"',
    'PostalAddress lacks "addressLocality"',
    'PostalAddress lacks "postalCode"',
    'PostalAddress lacks "addressCountry"',
    "BreadcrumbList item 1 has position 2",
    "FAQPage question lacks name or acceptedAnswer.text",
    'JobPosting lacks "description"',
    'JobPosting lacks "datePosted"',
    'JobPosting lacks "hiringOrganization"',
    'JobPosting lacks "jobLocation"',
    'BlogPosting lacks "datePublished"',
    'BlogPosting lacks "author"',
    'Service lacks "provider"',
  ]);
});

/** The start of a PNG of the given size, with the text chunks the share images carry. */
function pngHead(width: number, height: number, text: Record<string, string>): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write("IHDR", 4, "latin1");
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return withText(Buffer.concat([signature, ihdr]), text);
}
const card = (width = 1200, height = 630, Title = "About Us", Author = "Skyline Digital") =>
  describeImage(200, "image/png", pngHead(width, height, { Title, Author }));
const withImage = (facts: PageFacts, ogImage: string) => ({ ...facts, ogImage });
const messages = (facts: PageFacts, image: ShareImageResult | undefined, expect404 = false) =>
  checkShareImage(facts, image, site, "Skyline Digital", expect404).map((f) => `${f.kind}: ${f.message}`);

test("a page's own 1200x630 card that names it and the brand passes", () => {
  expect(messages(withImage(good, `${site}/og/about.png`), card())).toEqual([]);
  // the 404 page shares the home page's card
  const missing = { ...good, path: "/nope", title: "Page Not Found | Skyline Digital" };
  expect(messages(withImage(missing, `${site}/og/home.png`), card(1200, 630, "Home title"), true)).toEqual(
    [],
  );
});

test("a missing, broken, misplaced, mis-sized or misnamed share image fails with the page named", () => {
  const about = withImage(good, `${site}/og/about.png`);
  expect(messages({ ...good, ogImage: null }, undefined)).toEqual(["share-image: has no og:image"]);
  expect(messages(about, { status: 404, contentType: "text/html", png: null })).toEqual([
    `share-image: ${site}/og/about.png answers 404`,
  ]);
  expect(messages(withImage(good, `${site}/og/home.png`), card())).toEqual([
    `share-image: og:image is ${site}/og/home.png, expected ${site}/og/about.png`,
  ]);
  expect(messages(about, card(1200, 600))).toEqual([
    `share-image: ${site}/og/about.png is 1200x600, expected 1200x630`,
  ]);
  expect(messages(about, card(1200, 630, "Careers", "Acme Studio"))).toEqual([
    `share-image: ${site}/og/about.png names the brand "Acme Studio", not "Skyline Digital"`,
    `share-image: ${site}/og/about.png is titled "Careers", which does not start the page's title "About Us | Skyline Digital"`,
  ]);
  expect(messages(about, describeImage(200, "image/jpeg", Buffer.from("jpeg")))).toEqual([
    `share-image: ${site}/og/about.png is not a PNG`,
  ]);
  expect(checkShareImage(about, card(1200, 600), site, "Skyline Digital")[0]?.page).toBe("/about");
});

test("an article may share its featured image, but not an SVG one", () => {
  const article = {
    ...good,
    path: "/blog/a-post",
    jsonLd: [JSON.stringify({ "@context": "https://schema.org", "@type": "BlogPosting" })],
  };
  const photo = "https://cms.example.com/uploads/cover.jpg";
  expect(messages(withImage(article, photo), describeImage(200, "image/jpeg", Buffer.from("x")))).toEqual([]);
  expect(
    messages(
      withImage(article, `${site}/images/cover.svg`),
      describeImage(200, "image/svg+xml", Buffer.from("<svg/>")),
    ),
  ).toEqual([`share-image: ${site}/images/cover.svg is image/svg+xml, not an image share sites show`]);
  // the same photo on a page that is not an article is not its card
  expect(messages(withImage(good, photo), describeImage(200, "image/jpeg", Buffer.from("x")))).toEqual([
    `share-image: og:image is ${photo}, expected ${site}/og/about.png`,
  ]);
});

test("layout: every kind the probe reads is a finding naming the page, the width and the state", () => {
  expect(checkLayout("/", "375px", { ...emptyLayout(), iconGrids: 1 })).toEqual([]);
  const broken = checkLayout("/locations/brooklyn-ny", "360px details open", {
    ...emptyLayout(360),
    scrollWidth: 366,
    pastEdge: ['<div class="price-card"> by 6 px'],
    clipped: ['<caption> "Brooklyn at a glance"'],
    escapes: ['"Avg Growth" past the border of <li class="card location-card"> by 6 px (right)'],
    cut: ['"285%" cut by <li class="card location-card"> (overflow hidden) by 7 px (right)'],
    corners: ['"Company" cut by the rounded top left corner of <div class="nav-panel">'],
    wider: ['<strong class="numeral"> "500+" by 59 px on the right'],
    collisions: ['"500+" in <strong class="numeral"> and "98%" in <strong class="numeral">'],
    punctuation: ['<cite> ", Russo Heating & Cooling"'],
    hyphenBreaks: ['"Six-Step" in <h2>'],
    rangeBreaks: ['"3-6" in <p class="service-price">'],
    splitWords: ['"$3,000-$10,000/month" in <td> (a 78 px box)'],
    gridGaps: ['<ul class="card-grid"> ends with a lone item: 7 items in 3 columns, 1 in the last row'],
    scrollerItems: ['<div class="strip">: 1 of 4 items wider than its 320 px'],
    iconGrids: 2,
    headingCase: ['"What you get in Brooklyn"'],
  });
  expect(broken.every((f) => f.kind === "layout" && f.page === "/locations/brooklyn-ny")).toBe(true);
  expect(broken.map((f) => f.message)).toEqual([
    "360px details open: scrolls sideways: 366 px of content in a 360 px window",
    '360px details open: past the right edge: <div class="price-card"> by 6 px',
    '360px details open: text cut off by its box: <caption> "Brooklyn at a glance"',
    '360px details open: text escapes its card: "Avg Growth" past the border of <li class="card location-card"> by 6 px (right)',
    '360px details open: text cut by a clipping box: "285%" cut by <li class="card location-card"> (overflow hidden) by 7 px (right)',
    '360px details open: text cut by a rounded corner: "Company" cut by the rounded top left corner of <div class="nav-panel">',
    '360px details open: text wider than its box: <strong class="numeral"> "500+" by 59 px on the right',
    '360px details open: texts run into each other: "500+" in <strong class="numeral"> and "98%" in <strong class="numeral">',
    '360px details open: text starts with a punctuation mark: <cite> ", Russo Heating & Cooling"',
    '360px details open: word broken at its hyphen: "Six-Step" in <h2>',
    '360px details open: number range broken at its hyphen: "3-6" in <p class="service-price">',
    '360px details open: word split across lines: "$3,000-$10,000/month" in <td> (a 78 px box)',
    '360px details open: grid of like items: <ul class="card-grid"> ends with a lone item: 7 items in 3 columns, 1 in the last row',
    '360px details open: sideways scroller: <div class="strip">: 1 of 4 items wider than its 320 px',
    "360px details open: 2 icon-tile grids (at most one a page)",
    '360px details open: heading not in Title Case: "What you get in Brooklyn"',
  ]);
});

test("layout: three lines of one kind, then a count of the rest", () => {
  const messages = checkLayout("/reviews", "1024px", {
    ...emptyLayout(1024),
    wider: ["a", "b", "c", "d", "e"],
  }).map((f) => f.message);
  expect(messages).toEqual([
    "1024px: text wider than its box: a",
    "1024px: text wider than its box: b",
    "1024px: text wider than its box: c",
    "1024px: text wider than its box: 2 more",
  ]);
});

test("a strip card never fully in view fails, and the strip's own layout is read at both ends", () => {
  const findings = checkStrip("/process", "375px", {
    section: "#steps",
    hidden: ["card 6 of 6 never fully in view (861 px hidden at best; the track moves 817 px)"],
    layout: [emptyLayout(), { ...emptyLayout(), cut: ['"Step" cut by <div class="process-sticky">'] }],
  }).map((f) => f.message);
  expect(findings).toEqual([
    "375px strip #steps: card 6 of 6 never fully in view (861 px hidden at best; the track moves 817 px)",
    '375px strip #steps at its end: text cut by a clipping box: "Step" cut by <div class="process-sticky">',
  ]);
});

const box = (left: number, top: number, right: number, bottom: number): Rect => ({
  left,
  top,
  right,
  bottom,
});

test("geometry: a text past a box's edge by more than the tolerance escapes it, on the side it crosses", () => {
  const card = box(0, 0, 300, 200);
  expect(escapes(box(10, 10, 290, 30), card, 1)).toBeNull();
  expect(escapes(box(10, 10, 300.8, 30), card, 1)).toBeNull();
  expect(escapes(box(10, 10, 306, 30), card, 1)).toEqual({ side: "right", by: 6 });
  expect(escapes(box(-4, 190, 100, 230), card, 1)).toEqual({ side: "bottom", by: 30 });
  // only the axes asked for
  expect(escapes(box(10, 190, 100, 230), card, 1, { x: true, y: false })).toBeNull();
});

test("geometry: texts side by side or on tight lines do not collide; overlapping figures do", () => {
  // "500+" and "98%" drawn over each other
  expect(textsCollide(box(100, 0, 220, 60), box(180, 0, 270, 60))).toBe(true);
  // two words on one line that touch
  expect(textsCollide(box(0, 0, 50, 20), box(50.5, 0, 90, 20))).toBe(false);
  // two lines of one heading with a line height below the font's height
  expect(textsCollide(box(0, 0, 300, 58), box(0, 48, 300, 106))).toBe(false);
});

test("geometry: a pill's radius shrinks to half its height; the padding box's radius loses the border", () => {
  const pill = usedRadii(120, 40, {
    topLeft: [9999, 9999],
    topRight: [9999, 9999],
    bottomRight: [9999, 9999],
    bottomLeft: [9999, 9999],
  });
  expect(pill.topLeft[0]).toBeCloseTo(20);
  expect(pill.bottomRight[1]).toBeCloseTo(20);
  const inner = innerRadii(
    { topLeft: [16, 16], topRight: [16, 16], bottomRight: [0, 0], bottomLeft: [0, 0] },
    { left: 1, top: 1, right: 1, bottom: 1 },
  );
  expect(inner.topLeft).toEqual([15, 15]);
  expect(inner.bottomLeft).toEqual([0, 0]);
});

test("geometry: a rounded corner cuts the first letter of a title set in the corner, not one set inside", () => {
  const panel = box(0, 0, 340, 400);
  const radii = { ...noRadii(), topLeft: [16, 16] as [number, number] };
  // "COMPANY" at the panel's very corner (no padding)
  expect(cornerCut(box(0, 0, 80, 16), panel, radii)).toBe("top left");
  // the same title below 16 px of padding
  expect(cornerCut(box(16, 16, 96, 32), panel, radii)).toBeNull();
  // a square corner cuts nothing
  expect(cornerCut(box(0, 0, 80, 16), panel, noRadii())).toBeNull();
});

test("geometry: a last row with one card or an empty slot is found; full rows and spanning cards pass", () => {
  const card = (col: number, row: number, span = 1) =>
    box(col * 110, row * 100, col * 110 + 100 * span + 10 * (span - 1), row * 100 + 90);
  const full = [0, 1, 2, 3, 4, 5].map((i) => card(i % 3, Math.floor(i / 3)));
  expect(lastRowGap(full)).toBeNull();
  // seven in three columns: a lone item
  expect(lastRowGap([...full, card(0, 2)])).toMatchObject({ kind: "lone item", inLastRow: 1 });
  // eight in three columns: an empty slot
  expect(lastRowGap([...full, card(0, 2), card(1, 2)])).toMatchObject({ kind: "empty slot", inLastRow: 2 });
  // a seventh card spanning the row is a choice
  expect(lastRowGap([...full, card(0, 2, 3)])).toBeNull();
  // a first card two rows tall beside two rows of two
  expect(lastRowGap([box(0, 0, 100, 190), card(1, 0), card(2, 0), card(1, 1), card(2, 1)])).toBeNull();
  // one row: an empty track counts when the grid has more tracks than items
  expect(lastRowGap([card(0, 0), card(1, 0), card(2, 0)], { tracks: 4 })).toMatchObject({
    kind: "empty slot",
  });
  expect(lastRowGap([card(0, 0), card(1, 0), card(2, 0)], { tracks: 3 })).toBeNull();
  // two cards in three tracks of a 320 px grid: an empty slot, unless the first spans two and fills it
  expect(lastRowGap([card(0, 0), card(1, 0)], { tracks: 3, width: 320 })).toMatchObject({
    kind: "empty slot",
  });
  expect(lastRowGap([card(0, 0, 2), card(2, 0)], { tracks: 3, width: 320 })).toBeNull();
  // a centred wrapping row of two under three is a choice; one alone is not
  expect(lastRowGap([...full, card(0, 2), card(1, 2)], { centred: true })).toBeNull();
  expect(lastRowGap([...full, card(1, 2)], { centred: true })).toMatchObject({ kind: "lone item" });
});

test("geometry: a strip card is in view at some point of the track's travel, or how much stays hidden", () => {
  const view = box(20, 0, 355, 800);
  // six cards 319 px wide, 20 px apart, the first at the view's left edge
  const cards = [0, 1, 2, 3, 4, 5].map((i) => box(20 + i * 339, 100, 339 + i * 339, 700));
  // the track moves 817 px of the 1,679 it needs: cards 4-6 are never seen whole
  expect(cards.map((c) => Math.round(hiddenAtBest(c, view, -817)))).toEqual([0, 0, 0, 184, 523, 862]);
  expect(cards.map((c) => hiddenAtBest(c, view, -1679))).toEqual([0, 0, 0, 0, 0, 0]);
  // a card wider than the view is never seen whole
  expect(hiddenAtBest(box(20, 0, 400, 10), view, -1000)).toBe(45);
});
