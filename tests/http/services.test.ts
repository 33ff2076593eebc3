import request from "supertest";
import { expect, test } from "vitest";
import { serviceBySlug } from "../../shared/content/services";
import { serviceSlugs } from "../../shared/redirects";
import { makeHandler } from "../helpers/app";

const handler = makeHandler();

// the spec's business constants service pricing (starting; typical; timeline)
const pricing: Record<string, [string, string, string]> = {
  "custom-web-design": ["$2,500", "$5,000-$15,000", "4-8 weeks"],
  "local-seo": ["$1,500", "$2,500-$5,000", "3-6 months"],
  "ppc-advertising": ["$1,000", "$2,000-$8,000", "1-2 weeks setup"],
  "reputation-management": ["$800", "$1,500-$3,000", "2-4 weeks setup"],
  "ecommerce-solutions": ["$3,500", "$8,000-$25,000", "6-12 weeks"],
  "ui-ux-design": ["$2,000", "$4,000-$12,000", "4-8 weeks"],
};

const main = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));
const hrefOf = (html: string, label: string) =>
  html.match(
    new RegExp(`<a[^>]*href="([^"]+)"[^>]*>(?:<span>)?${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}<`),
  )?.[1];

test.each(serviceSlugs.map((slug) => [slug]))(
  "/services/%s answers 200 with one h1, its price and timeline",
  async (slug) => {
    const res = await request(handler).get(`/services/${slug}`);
    expect(res.status).toBe(200);
    expect(res.text.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(res.text).toContain(`<link rel="canonical" href="https://www.example.com/services/${slug}"/>`);
    const body = main(res.text);
    const [starting, typical, timeline] = pricing[slug] ?? ["$3,000", "$6,000-$20,000", "6-10 weeks"];
    expect(body).toContain(starting);
    expect(body).toContain(typical);
    expect(body).toContain(timeline);
    expect(body).toContain('<section id="pricing"');
    expect(body).toContain("Starting at");
  },
);

// The pricing section shows the plan the page's copy names, Web Development's included
test.each(serviceSlugs.map((slug) => [slug]))(
  "/services/%s's pricing section features its own plan, at the price its copy names",
  async (slug) => {
    const service = serviceBySlug(slug);
    const { text } = await request(handler).get(`/services/${slug}`);
    const section = text.slice(text.indexOf('<section id="pricing"'));
    const pricing = section.slice(0, section.indexOf("</section>"));
    const featured =
      pricing.match(/<li class="card pricing-card is-featured">[\s\S]*?<\/li><\/ul>/)?.[0] ?? "";
    expect(featured).toContain(`</svg>${service?.title}</h3>`);
    expect(featured).toContain(`<span class="pricing-amount">${service?.pricing.starting}</span>`);
    // the starting price the section's own text names ("projects start at $3,000") is the featured card's
    // (its text, without the spans that keep a range or a price on one line)
    const lede = (pricing.match(/<p class="section-lede">([\s\S]*?)<\/p>/)?.[1] ?? "").replace(
      /<[^>]+>/g,
      "",
    );
    expect(lede.match(/starts? at (\$\d[\d,]*\d)/)?.[1]).toBe(service?.pricing.starting);
  },
);

test("an unknown service answers the 404 page", async () => {
  const res = await request(handler).get("/services/underwater-basket-weaving");
  expect(res.status).toBe(404);
});

test("Reputation Management carries the spec's title with the brand suffix", async () => {
  const { text } = await request(handler).get("/services/reputation-management");
  expect(text).toContain(
    "<title>Reputation Management Services - Protect Your Brand Online | Skyline Digital</title>",
  );
});

test.each([
  ["web-development", "Get Started", "/contact"],
  ["web-development", "See How It Works", "/process"],
  ["local-seo", "Get Local SEO Audit", "/contact"],
  ["local-seo", "View Success Stories", "/case-studies"],
  ["ppc-advertising", "Get Free PPC Audit", "/contact"],
  ["ppc-advertising", "View Campaign Results", "/case-studies"],
  ["ppc-advertising", "Start Your PPC Campaign", "/contact"],
  ["reputation-management", "Get Reputation Audit", "/contact"],
  ["reputation-management", "View Success Stories", "/case-studies"],
  ["ui-ux-design", "Start Your Project", "/contact"],
])("on /services/%s the %s button goes to %s", async (slug, label, href) => {
  const { text } = await request(handler).get(`/services/${slug}`);
  expect(hrefOf(main(text), label)).toBe(href);
});

test.each([
  ["local-seo", ["89%", "156%", "30 days", "500+"]],
  ["ppc-advertising", ["312%", "48 hrs", "24/7", "$5.2M+", "98%"]],
  ["reputation-management", ["94%", "2 hrs", "24/7", "267%"]],
])("%s shows the spec's figures", async (slug, figures) => {
  const body = main((await request(handler).get(`/services/${slug}`)).text);
  for (const figure of figures) expect(body).toContain(`>${figure}<`);
});

test.each([
  [
    "ecommerce-solutions",
    [
      "Discovery &amp; Strategy",
      "UX Design &amp; Architecture",
      "Visual Design",
      "Development &amp; Integration",
      "Testing &amp; Security",
      "Launch &amp; Optimization",
    ],
  ],
  [
    "ui-ux-design",
    [
      "Discovery &amp; Research",
      "User Journey Mapping",
      "Wireframing &amp; Prototyping",
      "High-Fidelity UI Design",
      "Usability Testing",
      "Optimization &amp; Launch",
    ],
  ],
  [
    "reputation-management",
    [
      "Reputation Audit",
      "Monitoring Setup",
      "Response Strategy",
      "Content Creation",
      "Review Generation",
      "Monitor &amp; Optimize",
    ],
  ],
  ["custom-web-design", ["Discovery", "Design", "Development", "Launch"]],
])("%s lists its process steps in the spec's order", async (slug, steps) => {
  const html = main((await request(handler).get(`/services/${slug}`)).text);
  // the process section only: step names like "Content Creation" may also title a service card
  const start =
    html.indexOf('data-island="process"') === -1
      ? html.indexOf('class="steps-grid"')
      : html.indexOf('data-island="process"');
  // a hyphenated word in a heading sits in its own no-break span (docs/DESIGN.md)
  const body = html
    .slice(start, html.indexOf("</section>", start))
    .replace(/<span class="nobr">([^<]*)<\/span>/g, "$1");
  const positions = steps.map((step) => body.indexOf(`<h3>${step}</h3>`));
  expect(steps.filter((_, i) => positions[i] === -1)).toEqual([]);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
});

test("the eCommerce process starts moving after half a viewport", async () => {
  const { text } = await request(handler).get("/services/ecommerce-solutions");
  expect(text).toMatch(/<section id="process"[^>]*data-start-offset="0.5"/);
});

test("service pages carry Service JSON-LD with the agency as provider, the boroughs and the starting price", async () => {
  const { text } = await request(handler).get("/services/local-seo");
  const blocks = [...text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? ""),
  );
  const service = blocks.find((b) => b["@type"] === "Service");
  expect(service.provider["@id"]).toBe("https://www.example.com/#organization");
  expect(service.areaServed.map((a: { name: string }) => a.name)).toEqual([
    "Brooklyn, New York",
    "Manhattan, New York",
    "Queens, New York",
    "Staten Island, New York",
  ]);
  expect(service.offers.price).toBe("1500");
  const crumbs = blocks.find((b) => b["@type"] === "BreadcrumbList");
  expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual([
    "Home",
    "Services",
    "Local SEO",
  ]);
});

test("/services shows both group cards, the core services, top-city chips and a CTA to contact", async () => {
  const res = await request(handler).get("/services");
  expect(res.status).toBe(200);
  const body = main(res.text);
  expect(body).toContain(">Digital Marketing<");
  expect(body).toContain(">Web Design &amp; Development<");
  for (const slug of serviceSlugs) expect(body).toContain(`href="/services/${slug}"`);
  expect(body).toContain('href="/locations/brooklyn-ny/local-seo"');
  expect(body).toContain('href="/locations/manhattan-ny/custom-web-design"');
  expect(body).toMatch(/href="\/contact"/);
  expect(res.text.match(/<h1[\s>]/g)).toHaveLength(1);
});

test("/services sets each why-choose figure in the numeral style inside its card, under one heading", async () => {
  const { text } = await request(makeHandler()).get("/services");
  const why = text.slice(
    text.indexOf('id="why-title"'),
    text.indexOf("</section>", text.indexOf('id="why-title"')),
  );
  const cards = [
    ...why.matchAll(
      /<li class="card feature-card figure-card"><h3><strong class="numeral">([^<]+)<\/strong><span class="figure-card-label">([^<]+)<\/span><\/h3>/g,
    ),
  ];
  expect(cards.map((m) => `${m[1]} ${m[2]}`)).toEqual([
    "4.9 Star average rating",
    "500+ Clients served",
    "98% Client retention",
    "15+ Industry awards",
    "24/7 Support",
    "250+ Projects launched",
  ]);
});
