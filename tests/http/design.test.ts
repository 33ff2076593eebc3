/**
 * The work on show and a picture in every hero, as a visitor or a crawler receives the page. The
 * layout itself (overflow, hyphen breaks, orphan cards, heading case) is measured in Chromium by the audit.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import request from "supertest";
import { expect, test } from "vitest";
import { caseStudies } from "../../shared/content/case-studies";
import { selectedWork } from "../../shared/content/home";
import { serviceSlugs } from "../../shared/redirects";
import { makeHandler } from "../helpers/app";
import { MISSING_PAGE, renderedPages } from "../helpers/sitemap-pages";

const handler = makeHandler();
const main = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));
const firstSection = (html: string) => {
  const body = main(html);
  const start = body.indexOf("<section");
  return body.slice(start, body.indexOf("</section>", start));
};
const imgs = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
const attr = (tag: string, name: string) => tag.match(new RegExp(`${name}="([^"]*)"`))?.[1];

test("/case-studies shows every project (at least six), image first, each linking to its case study", async () => {
  expect(caseStudies.length).toBeGreaterThanOrEqual(6);
  const { status, text } = await request(handler).get("/case-studies");
  expect(status).toBe(200);
  const body = main(text);
  for (const c of caseStudies) {
    expect(body).toContain(`href="/case-studies/${c.slug}"`);
    expect(body).toContain(`src="/images/work/${c.slug}/home.svg"`);
  }
  // an even number of work cards: the two-column grid never ends on a lone card
  expect(body.match(/<article class="work-card"/g)).toHaveLength(caseStudies.length);
  expect(caseStudies.length % 2).toBe(0);
});

test("the home page shows the selected work, linked to the case studies", async () => {
  const { text } = await request(handler).get("/");
  const band = main(text).slice(main(text).indexOf('id="work"'));
  expect(band).toContain('<h2 id="work-title"');
  for (const slug of selectedWork) expect(band).toContain(`href="/case-studies/${slug}"`);
  expect(band).toContain('href="/case-studies"');
});

test.each(caseStudies.map((c) => [c.slug]))(
  "/case-studies/%s opens with the delivered site and shows its screens in frames",
  async (slug) => {
    const c = caseStudies.find((s) => s.slug === slug)!;
    const { status, text } = await request(handler).get(`/case-studies/${slug}`);
    expect(status).toBe(200);
    const hero = firstSection(text);
    const heroImage = imgs(hero).find((tag) => attr(tag, "src") === c.screens.home.src);
    expect(heroImage, "the hero's screenshot").toBeDefined();
    expect(attr(heroImage!, "loading")).toBe("eager");
    expect(attr(heroImage!, "width")).toBe("1440");
    const body = main(text);
    expect(body.match(/class="browser-frame/g)?.length).toBeGreaterThanOrEqual(2);
    expect(body.match(/class="phone-frame/g)?.length).toBeGreaterThanOrEqual(3);
    for (const screen of [c.screens.page, ...c.screens.phones]) expect(body).toContain(`src="${screen.src}"`);
    for (const m of c.metrics) expect(body).toContain(m.value);
  },
);

test("every project screen, logo and hero picture is a local file with its size in the markup", async () => {
  const files = [
    ...caseStudies.flatMap((c) => [c.logo, c.screens.home, c.screens.page, ...c.screens.phones]),
  ];
  for (const image of files) {
    const file = path.join("public", image.src);
    expect(existsSync(file), file).toBe(true);
    const svg = readFileSync(file, "utf8");
    expect(svg, file).toMatch(new RegExp(`viewBox="0 0 ${image.width} ${image.height}"`));
    expect(svg, `${file} loads nothing from elsewhere`).not.toMatch(/(?:href|src)="(?:https?:)?\/\//);
  }
});

test("every page's hero has a picture: art, a borough, a mock-up or the delivered site", async () => {
  const missing: string[] = [];
  // the tools, the HTML sitemap and the 404 too
  for (const { path: pagePath, text } of renderedPages().filter(
    (p) => p.fromRoutes || p.path === MISSING_PAGE,
  )) {
    if (pagePath.startsWith("/blog/")) continue;
    const hero = firstSection(text);
    const picture = imgs(hero).find((tag) => attr(tag, "width") && attr(tag, "height"));
    if (!picture) missing.push(pagePath);
  }
  expect(missing).toEqual([]);
});

test.each(serviceSlugs.map((slug) => [slug]))(
  "/services/%s sells its own plan, not the six-plan wall",
  async (slug) => {
    const { text } = await request(handler).get(`/services/${slug}`);
    const section = text.slice(text.indexOf('<section id="pricing"'));
    const pricing = section.slice(0, section.indexOf("</section>"));
    expect(pricing.match(/class="card pricing-card/g)).toHaveLength(1);
  },
);

test("industry pages offer their two plans; the contact page lists every price as rows; home keeps the wall", async () => {
  const industry = await request(handler).get("/industries/home-services");
  const offer = industry.text.slice(industry.text.indexOf('<section id="pricing"'));
  const cards =
    offer.slice(0, offer.indexOf("</section>")).match(/<h3 class="pricing-name">.*?<\/h3>/g) ?? [];
  expect(cards.map((h) => h.replace(/<[^>]+>/g, ""))).toEqual(["Custom Web Design", "PPC Advertising"]);
  const contact = await request(handler).get("/contact");
  const list = contact.text.slice(contact.text.indexOf('<section id="pricing"'));
  expect(list.slice(0, list.indexOf("</section>")).match(/class="price-list-row"/g)).toHaveLength(6);
  const home = await request(handler).get("/");
  const wall = home.text.slice(home.text.indexOf('<section id="pricing"'));
  expect(wall.slice(0, wall.indexOf("</section>")).match(/class="card pricing-card/g)).toHaveLength(6);
});

test("a testimonial credit never starts with a comma when a field is empty", async () => {
  const { credit } = await import("../../shared/components/ui/credit");
  expect(credit("", "Russo Heating & Cooling")).toBe("Russo Heating & Cooling");
  expect(credit("Owner & Captain", undefined)).toBe("Owner & Captain");
  expect(credit("Owner", "White Sails")).toBe("Owner, White Sails");
});
