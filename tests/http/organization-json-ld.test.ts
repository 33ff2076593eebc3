/**
 * The agency's Organization / LocalBusiness JSON-LD is built from the site config and the facts module, so
 * it says what the pages say: the same name, phone, e-mail and profiles as the configured site, the same
 * rating and review count as the text on / and /reviews.
 */
import request from "supertest";
import { expect, test } from "vitest";
import { facts } from "../../shared/content/facts";
import { defaultSite } from "../../shared/site";
import { makeHandler } from "../helpers/app";
import { jsonLd, pageBlocks } from "../helpers/page-text";

const handler = makeHandler({
  env: {
    SITE_NAME: "Acme Studio",
    SITE_URL: "https://acme.example",
    SITE_PHONE: "(646) 555-0199",
    SITE_EMAIL: "hi@acme.example",
    SOCIAL_LINKEDIN_URL: "https://www.linkedin.com/company/acme-studio-example",
    REVIEWS_GOOGLE_URL: "https://www.google.com/maps/place/acme-studio-example",
  },
});

async function read(path: string) {
  const res = await request(handler).get(path);
  expect(res.status).toBe(200);
  const organizations = jsonLd(res.text).filter(
    (data) => data["@id"] === "https://acme.example/#organization",
  );
  expect(organizations).toHaveLength(1);
  return { html: res.text, text: pageBlocks(res.text).join("\n"), organization: organizations[0]! };
}

test.each(["/", "/reviews"])("the Organization JSON-LD on %s comes from the site config", async (path) => {
  const { organization } = await read(path);
  const [office] = defaultSite.offices;
  expect(organization).toMatchObject({
    "@type": ["Organization", "ProfessionalService"],
    name: "Acme Studio",
    url: "https://acme.example/",
    telephone: "+16465550199",
    email: "hi@acme.example",
    address: { "@type": "PostalAddress", addressLocality: office.city, postalCode: office.postal },
    sameAs: [
      "https://www.linkedin.com/company/acme-studio-example",
      "https://www.google.com/maps/place/acme-studio-example",
    ],
  });
  expect(organization.location).toHaveLength(defaultSite.offices.length);
});

test.each(["/", "/reviews"])("the rating in the JSON-LD on %s is the one the page states", async (path) => {
  const { text, organization } = await read(path);
  expect(organization.aggregateRating).toEqual({
    "@type": "AggregateRating",
    ratingValue: facts.rating,
    reviewCount: facts.reviewCount,
    bestRating: 5,
    worstRating: 1,
  });
  const rating = facts.rating.toFixed(1);
  expect(text).toMatch(new RegExp(`^${rating} average rating`, "im"));
  expect(text).toContain(`${facts.reviewCount}+ reviews`);
});

test("the platform cards on /reviews add up to the review count of the JSON-LD", async () => {
  const { html, organization } = await read("/reviews");
  const cards = [
    ...html.matchAll(/class="card platform-card">[\s\S]*?<strong>([\d.]+)<\/strong> <span>(\d+)\+ reviews</g),
  ];
  expect(cards.map((m) => Number(m[1]))).toEqual(facts.reviewPlatforms.map((p) => p.rating));
  const total = cards.reduce((sum, m) => sum + Number(m[2]), 0);
  expect(total).toBe((organization.aggregateRating as { reviewCount: number }).reviewCount);
});

test("the phone, founding year and team size in the JSON-LD are the ones the pages show", async () => {
  const home = await read("/");
  expect(home.html).toContain('href="tel:+16465550199"');
  expect(home.text.replace(/\u00a0/g, " ").replace(/\u2011/g, "-")).toContain("(646) 555-0199");
  const about = await read("/about");
  expect(about.organization.foundingDate).toBe(String(facts.foundingYear));
  expect(about.text).toContain(`We started in ${about.organization.foundingDate}`);
  const careers = await read("/careers");
  const team = (careers.organization.numberOfEmployees as { minValue: number }).minValue;
  expect(careers.text).toContain(`Our ${team}+ teammates`);
});

test("a page not about the agency names the Organization by its @id instead of repeating it", async () => {
  for (const path of ["/services/custom-web-design", "/locations/brooklyn-ny", "/industries/law-firms"]) {
    const res = await request(handler).get(path);
    expect(res.status).toBe(200);
    const whole = jsonLd(res.text).filter((data) => data["@id"] === "https://acme.example/#organization");
    expect(whole, path).toEqual([]);
    expect(res.text, path).toContain('"@id":"https://acme.example/#organization"');
  }
});
