import { expect, test } from "vitest";
import {
  checkCanonicalLinks,
  checkJsonLd,
  checkLinkResults,
  checkPage,
  checkUnique,
  type LinkResult,
  type PageFacts,
} from "../../scripts/audit/checks";

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
