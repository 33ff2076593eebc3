import request from "supertest";
import { expect, test } from "vitest";
import { citySlugs } from "../../shared/content/location-types";
import { industrySlugs } from "../../shared/content/industry-types";
import { coreServices } from "../../shared/content/services";
import { makeHandler } from "../helpers/app";
import { renderedSitemap } from "../helpers/sitemap-pages";
import { pageBlocks } from "../helpers/page-text";
import { caseStudyBySlug } from "../../shared/content/case-studies";
import { locationBySlug } from "../../shared/content/locations";

const handler = makeHandler();
const main = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));
const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
const descriptionOf = (html: string) => html.match(/<meta name="description" content="([^"]*)"/)?.[1];

const cityPaths = citySlugs.map((c) => `/locations/${c}`);
const cityServicePaths = citySlugs.flatMap((c) => coreServices.map((s) => `/locations/${c}/${s.slug}`));
const industryPaths = industrySlugs.map((i) => `/industries/${i}`);
const allPaths = ["/locations", ...cityPaths, ...cityServicePaths, ...industryPaths];

test("there are 33 location and industry pages: hub, 4 cities, 24 city+service pages, 4 industries", () => {
  expect(cityServicePaths).toHaveLength(24);
  expect(allPaths).toHaveLength(33);
});

/** The page as the shared rendering of the sitemap has it (tests/setup/sitemap-pages.ts): rendered once per run. */
const rendered = (path: string) => {
  const page = renderedSitemap().find((p) => p.path === path);
  if (!page) throw new Error(`${path} is not in the sitemap's rendering`);
  return page;
};

test.each(allPaths)("%s answers 200 with one h1 and a description of 50-160 characters", (path) => {
  const { status, text } = rendered(path);
  expect(status).toBe(200);
  expect(text.match(/<h1[\s>]/g)).toHaveLength(1);
  const description = descriptionOf(text) ?? "";
  expect(description.length, description).toBeGreaterThanOrEqual(50);
  expect(description.length, description).toBeLessThanOrEqual(160);
});

test("no two location or industry pages share a title or a description", () => {
  const pages = allPaths.map(rendered);
  const titles = pages.map((p) => titleOf(p.text));
  const descriptions = pages.map((p) => descriptionOf(p.text));
  expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
  expect(descriptions.filter((d, i) => descriptions.indexOf(d) !== i)).toEqual([]);
});

test.each([
  ["brooklyn-ny", ["150+", "4.9", "285%", "95%", "24 h", "$500", "$1,500/month", "$3,000-$10,000/month"]],
  [
    "manhattan-ny",
    ["200+", "4.8", "310%", "96%", "12 h", "$1,000", "$2,500/month", "$5,000-$15,000/month", "340%"],
  ],
  ["queens-ny", ["120+", "4.9", "265%", "94%", "24 h", "$600", "$1,300/month", "$2,800-$9,000/month"]],
  ["staten-island-ny", ["80+", "4.8", "245%", "93%", "24 h", "$500", "$1,200/month", "$2,500-$8,000/month"]],
])("/locations/%s shows the city figures of the spec's business constants", async (slug, figures) => {
  const body = main((await request(handler).get(`/locations/${slug}`)).text);
  for (const figure of figures) expect(body, figure).toContain(figure);
});

test("Brooklyn and Manhattan carry the spec's page titles", async () => {
  expect(titleOf((await request(handler).get("/locations/brooklyn-ny")).text)).toBe(
    "Web Design &amp; SEO Services Brooklyn NY | Skyline Digital",
  );
  expect(titleOf((await request(handler).get("/locations/manhattan-ny")).text)).toBe(
    "Web Design &amp; SEO Services Manhattan NY | Skyline Digital",
  );
});

test.each([
  ["queens-ny", ["+180%", "+280%", "+220%", "+200%", "4.8 stars", "+190%"]],
  ["staten-island-ny", ["+160%", "4.7 stars", "+180%", "+140%", "+200%", "4.8 stars"]],
])(
  "%s shows six five-star testimonials with the spec's growth figures and three success stories",
  async (slug, figures) => {
    const body = main((await request(handler).get(`/locations/${slug}`)).text);
    expect(body.match(/class="card testimonial-card"/g)).toHaveLength(6);
    expect(body.match(/aria-label="5 out of 5 stars"/g)).toHaveLength(6);
    for (const figure of figures) expect(body).toContain(`<strong>${figure}</strong>`);
    expect(body.match(/class="card story-card"/g)).toHaveLength(3);
    expect(body).toMatch(/[4-6] months/);
  },
);

test.each(citySlugs.map((c) => [c]))(
  "/locations/%s has a ten-question FAQ with the first answer open",
  async (slug) => {
    const body = main((await request(handler).get(`/locations/${slug}`)).text);
    // one accordion (one <details name>), its last five behind "Show 5 more questions" (show-more.test.ts)
    expect(body.match(/<details name="city-faq"/g)).toHaveLength(10);
    expect(body.match(/<details name="city-faq" open=""/g)).toHaveLength(1);
    expect(body).toMatch(/href="tel:\+12125550142"/);
  },
);

test("neighbourhood counts follow the spec", async () => {
  const count = async (slug: string) => {
    const body = main((await request(handler).get(`/locations/${slug}`)).text);
    return Number(body.match(/All (\d+) neighborhoods we cover/)?.[1]);
  };
  expect(await count("brooklyn-ny")).toBe(20);
  expect(await count("manhattan-ny")).toBe(15);
  expect(await count("queens-ny")).toBe(30);
  expect(await count("staten-island-ny")).toBe(40);
});

test("Queens and Staten Island show their own contact e-mail", async () => {
  expect((await request(handler).get("/locations/queens-ny")).text).toContain(
    'href="mailto:queens@example.com"',
  );
  expect((await request(handler).get("/locations/staten-island-ny")).text).toContain(
    'href="mailto:statenisland@example.com"',
  );
});

test("the hub shows each borough's three stats, five neighborhoods and its service links", async () => {
  const body = main((await request(handler).get("/locations")).text);
  for (const slug of citySlugs) {
    expect(body).toContain(`href="/locations/${slug}"`);
    for (const service of coreServices) expect(body).toContain(`href="/locations/${slug}/${service.slug}"`);
  }
  for (const label of ["Businesses", "Rating", "Avg Growth"]) expect(body).toContain(`<dt>${label}</dt>`);
  expect(body).toContain('href="tel:+12125550142"');
  expect(body).toContain('href="/contact"');
});

test("a city+service page has breadcrumbs, city stats, buttons and links to the city's other services", async () => {
  const { text } = await request(handler).get("/locations/queens-ny/ppc-advertising");
  const body = main(text);
  expect(body).toMatch(
    /<ol><li><a href="\/">Home<\/a><\/li><li><a href="\/locations">Locations<\/a><\/li><li><a href="\/locations\/queens-ny">Queens<\/a><\/li><li><span aria-current="page">PPC<\/span>/,
  );
  expect(body).toContain("120+");
  expect(body).toContain('href="/services/ppc-advertising"');
  expect(body).toContain('href="/case-studies"');
  for (const s of coreServices.filter((x) => x.slug !== "ppc-advertising")) {
    expect(body).toContain(`href="/locations/queens-ny/${s.slug}"`);
  }
  const ld = [...text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? ""),
  );
  expect(ld.find((b) => b["@type"] === "Service").areaServed.name).toBe("Queens, NY");
});

test.each([
  ["/locations/gotham-ny/local-seo"],
  ["/locations/brooklyn-ny/time-travel"],
  ["/locations/atlantis"],
])("%s redirects once to /locations", async (path) => {
  const res = await request(handler).get(path);
  expect(res.status).toBe(302);
  expect(res.headers.location).toBe("/locations");
});

test("/brooklyn-seo answers one 301 to the Brooklyn page", async () => {
  const res = await request(handler).get("/brooklyn-seo");
  expect(res.status).toBe(301);
  expect(res.headers.location).toBe("/locations/brooklyn-ny");
});

test.each([
  ["law-firms", "See Pricing &amp; Plans", "Get a Free Strategy Call"],
  ["healthcare", "View Pricing &amp; Plans", "Get Free Consultation"],
  ["home-services", "See Pricing &amp; Plans", "Get Your Free Website Audit"],
  ["small-business", "View Pricing &amp; Plans", "Claim Your Free Consultation Today"],
])("/industries/%s: %s scrolls to #pricing, %s goes to /contact", async (slug, pricing, primary) => {
  const body = main((await request(handler).get(`/industries/${slug}`)).text);
  expect(body).toContain(`href="#pricing"><span>${pricing}</span>`);
  expect(body).toContain(`href="/contact"><span>${primary}</span>`);
  expect(body).toContain('<section id="pricing"');
  expect(body).toContain("<details");
});

test("the industry offers and the home-services demo video", async () => {
  const home = (await request(handler).get("/industries/home-services")).text;
  expect(home).toContain("Limited Spots Available This Month");
  expect(titleOf(home)).toBe("Home Services &amp; Construction Web Design | Skyline Digital");
  expect(home).toMatch(/<video[^>]*muted=""[^>]*loop=""[^>]*playsInline=""|<video[^>]*playsinline/i);
  expect(home).toContain('src="/media/home-services-demo.webm"');
  // no autoplay attribute: the browser script starts it only when motion is welcome
  expect(home).not.toMatch(/<video[^>]*\sautoplay[=\s>]/i);
  expect((await request(handler).get("/industries/small-business")).text).toContain(
    "Limited Time Offer of 20% Off Your First 3 Months",
  );
});

test("a city+service page states each of its borough's figures once: the intro repeats none of the hero card's", () => {
  const pages = renderedSitemap().filter((p) => /^\/locations\/[a-z-]+\/[a-z-]+$/.test(p.path));
  expect(pages.length).toBeGreaterThanOrEqual(20);
  for (const { path, text } of pages) {
    const card = text.slice(
      text.indexOf('id="city-stats-title"'),
      text.indexOf("</aside>", text.indexOf('id="city-stats-title"')),
    );
    const heroFigures = [...card.matchAll(/<dd>([^<]+)<\/dd>/g)].map((m) => m[1]);
    expect(heroFigures.length, path).toBeGreaterThanOrEqual(3);
    const intro = text.slice(text.indexOf('id="service-intro-title"'), text.indexOf('id="benefits-title"'));
    const introFigures = [...intro.matchAll(/<strong class="numeral">([^<]+)<\/strong>/g)].map((m) => m[1]);
    for (const figure of introFigures) expect(heroFigures, `${path}: ${figure}`).not.toContain(figure);
  }
});

test("a city+service page quotes a client only of its borough or of a project its service led, else none", () => {
  const pages = renderedSitemap().filter((p) => /^\/locations\/[a-z-]+\/[a-z-]+$/.test(p.path));
  let quotes = 0;
  for (const { path, text } of pages) {
    const [, citySlug, serviceSlug] = path.split("/").slice(1);
    const city = locationBySlug(citySlug ?? "")?.city;
    const serviceTitle = coreServices.find((s) => s.slug === serviceSlug)?.title;
    const intro = text.slice(text.indexOf('id="service-intro-title"'), text.indexOf('id="benefits-title"'));
    const client = /<figure class="featured-quote" data-client="([^"]+)"/.exec(intro)?.[1];
    if (!client) continue;
    quotes++;
    const study = caseStudyBySlug(client);
    if (!study) throw new Error(`${path}: no case study ${client}`);
    expect(
      study.location.endsWith(`, ${city}`) || study.services[0] === serviceTitle,
      `${path} quotes ${study.client} (${study.location}, led by ${study.services[0]})`,
    ).toBe(true);
  }
  // before: /locations/queens-ny/local-seo quoted Kingsbridge Law (Manhattan, led by Custom Web Design)
  expect(quotes).toBeGreaterThan(0);
});

test("a city page states its retention and response time once: in its reasons, not again in its at-a-glance table", () => {
  const pages = renderedSitemap().filter((p) => /^\/locations\/[a-z-]+$/.test(p.path));
  expect(pages.length).toBe(4);
  for (const { path, text } of pages) {
    const why = text.slice(text.indexOf('id="why-title"'), text.indexOf('id="city-testimonials-title"'));
    expect(why, path).toMatch(/\d+% client retention/);
    const table = why.slice(why.indexOf('<table class="figures-table"'), why.indexOf("</table>"));
    expect(table, path).toContain("Pricing");
    expect(table, path).not.toContain("Client retention");
    expect(why, path).not.toContain(">Response time<");
  }
});

/** How often a figure's number stands in a page's main text ("100+" also counts "more than 100"). */
function occurrences(html: string, figure: string): number {
  const text = pageBlocks(`<body>${main(html)}`).join("\n");
  const number = figure.replace(/\+$/, "").replace(/[.$]/g, "\\$&");
  return text.match(new RegExp(`(?<![\\d.,$])${number}(?![\\d,]|\\.\\d)`, "g"))?.length ?? 0;
}

test("/industries/law-firms states each figure once, in the numeral style, and its attorney's words carry the rest", async () => {
  const { text } = await request(handler).get("/industries/law-firms");
  const body = main(text);
  // the spec's business constants for the law firm claims, then the shared block's agency-wide figures it
  // keeps
  for (const figure of ["100+", "98%", "4.8", "250%", "4.9", "500+", "15+"]) {
    expect(occurrences(text, figure), figure).toBe(1);
    expect(body, figure).toMatch(
      new RegExp(`<strong class="numeral[^"]*">${figure.replace(/[.+$]/g, "\\$&")}</strong>`),
    );
  }
  // the law firm case study's client, named, in her own words (shared/content)
  const study = caseStudyBySlug("kingsbridge-law")!;
  const start = '<figure class="featured-quote" data-client="kingsbridge-law"';
  expect(body).toContain(start);
  const quote = body.slice(body.indexOf(start), body.indexOf("</figure>", body.indexOf(start)));
  expect(quote).toContain(study.testimonial.quote.replace(/'/g, "&#x27;"));
  expect(quote).toContain(`<strong>${study.testimonial.author}</strong>`);
});

test.each(citySlugs.map((c) => [c]))(
  "/locations/%s states its growth figure and its rating once, in the hero's card (not again on a challenge or reason card)",
  async (slug) => {
    const { text } = await request(handler).get(`/locations/${slug}`);
    const { growth, rating } = locationBySlug(slug)!.stats;
    expect(occurrences(text, growth), growth).toBe(1);
    expect(main(text)).toContain(`<dt>Avg Growth</dt><dd>${growth}</dd>`);
    // a client's own Google rating in a success story ("4.8 stars") is that client's result, not ours
    expect(occurrences(text.replace(/\d\.\d stars/g, ""), rating), rating).toBe(1);
  },
);

test("every page that shows a city's 'Avg Growth' says under it what grew and over what period", () => {
  const withStats = allPaths.filter((path) => main(rendered(path).text).includes("<dt>Avg Growth</dt>"));
  // the hub's four cards, the four city heroes and the 24 city+service heroes
  expect(withStats).toHaveLength(29);
  for (const path of withStats) {
    const strips = main(rendered(path).text).split('<div class="mini-stats-frame').slice(1);
    for (const strip of strips) {
      const note = /<\/dl><p class="mini-stats-note">([^<]*)<\/p>/.exec(strip)?.[1] ?? "";
      expect(note, path).toMatch(/^Avg growth: .*website traffic.*first 12 months/);
    }
  }
});

test("/reviews' lede names the boroughs served, from the location records (it said 'the five boroughs')", async () => {
  const { text } = await request(handler).get("/reviews");
  const lede = /<p class="[^"]*lede[^"]*">([^<]*)<\/p>/.exec(text)?.[1] ?? "";
  expect(lede).not.toContain("five boroughs");
  for (const slug of citySlugs) expect(lede).toContain(locationBySlug(slug)?.city);
});
