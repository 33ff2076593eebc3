import { expect, test } from "vitest";
import {
  checkCanonicalLinks,
  checkJsonLd,
  checkLayout,
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

test("layout: sideways scrolling, past the edge, clipped text, leading punctuation, hyphen breaks, orphan cards, icon grids and heading case are findings", () => {
  const fits = {
    viewport: 375,
    scrollWidth: 375,
    pastEdge: [],
    clipped: [],
    punctuation: [],
    hyphenBreaks: [],
    orphans: [],
    iconGrids: 1,
    headingCase: [],
  };
  expect(checkLayout("/", 375, fits)).toEqual([]);
  const broken = checkLayout("/locations/brooklyn-ny", 375, {
    viewport: 375,
    scrollWidth: 391,
    pastEdge: ['<div class="price-card"> by 16 px'],
    clipped: ['<caption> "Brooklyn at a glance"'],
    punctuation: ['<cite> ", Russo Heating & Cooling"'],
    hyphenBreaks: ['"Six-Step" in <h2>'],
    orphans: ['<ul class="card-grid card-grid-3"> 7 cards in 3 columns'],
    iconGrids: 2,
    headingCase: ['"What you get in Brooklyn"'],
  });
  expect(broken.map((f) => f.kind)).toEqual(Array(8).fill("layout"));
  expect(broken.map((f) => f.message)).toEqual(
    expect.arrayContaining([
      '375px word broken at its hyphen: "Six-Step" in <h2>',
      '375px orphan card in the last row: <ul class="card-grid card-grid-3"> 7 cards in 3 columns',
      "375px 2 icon-tile grids (at most one a page)",
      '375px heading not in Title Case: "What you get in Brooklyn"',
    ]),
  );
  expect(broken.map((f) => f.message).join("\n")).toMatch(
    /375px scrolls sideways: 391 px of content in a 375 px window/,
  );
  expect(broken.map((f) => f.message).join("\n")).toContain("Russo Heating");
  expect(broken.every((f) => f.page === "/locations/brooklyn-ny")).toBe(true);
});
