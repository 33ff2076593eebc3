/**
 * The work where it sells. Every page that sells a service (service, industry and city+service
 * pages) links to at least one case study; every link to a case study says the same words; no browser frame
 * shows a made-up web address; /case-studies opens with a mix of sectors.
 */
import request from "supertest";
import { expect, test } from "vitest";
import { caseStudies, caseStudyLinkLabel } from "../../shared/content/case-studies";
import { sitemapEntries } from "../../shared/routes";
import { makeHandler } from "../helpers/app";
import { renderedSitemap } from "../helpers/sitemap-pages";
import { decodeEntities } from "../helpers/page-text";

const handler = makeHandler();
const main = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));
const caseSlugs = new Set(caseStudies.map((c) => c.slug));

/** The links to a case study page in a page's main content (breadcrumbs left out), with their words. */
export function caseStudyLinks(html: string): { slug: string; text: string }[] {
  const body = main(html).replace(/<nav [^>]*aria-label="Breadcrumb"[\s\S]*?<\/nav>/g, "");
  return [...body.matchAll(/<a\b[^>]*href="\/case-studies\/([a-z0-9-]+)"[^>]*>([\s\S]*?)<\/a>/g)]
    .filter((m) => caseSlugs.has(m[1] as never))
    .map((m) => ({
      slug: m[1]!,
      text: decodeEntities(
        m[2]!.replace(/<span class="visually-hidden">[\s\S]*?<\/span>/g, "").replace(/<[^>]+>/g, " "),
      )
        .replace(/\s+/g, " ")
        .trim(),
    }));
}

const sellingPages = sitemapEntries()
  .map((entry) => entry.path)
  .filter((path) => /^\/(?:services|industries)\/[a-z-]+$|^\/locations\/[a-z-]+\/[a-z-]+$/.test(path));

test("the pages that sell are all found (7 services, 4 industries, 24 city+service pages)", () => {
  expect(sellingPages.filter((p) => p.startsWith("/services/"))).toHaveLength(7);
  expect(sellingPages.filter((p) => p.startsWith("/industries/"))).toHaveLength(4);
  expect(sellingPages.filter((p) => p.startsWith("/locations/"))).toHaveLength(24);
});

test.each(sellingPages.map((path) => [path]))("%s shows the work: it links to a case study", async (path) => {
  const { status, text } = await request(handler).get(path);
  expect(status).toBe(200);
  const links = caseStudyLinks(text);
  expect(links.length, "links to a case study").toBeGreaterThan(0);
  // a work card: the delivered site in its frames, beside the link
  expect(main(text)).toMatch(/<article class="work-card"[\s\S]*?class="browser-frame/);
});

test("law firms: Kingsbridge Law is the hero's picture and a work card", async () => {
  const { text } = await request(handler).get("/industries/law-firms");
  const body = main(text);
  const hero = body.slice(0, body.indexOf("</section>"));
  expect(hero).toContain('src="/images/work/kingsbridge-law/home.svg"');
  expect(caseStudyLinks(hero).map((l) => l.slug)).toEqual(["kingsbridge-law"]);
  const cards = body.slice(body.indexOf('id="work"'));
  expect(cards).toMatch(/<article class="work-card"[\s\S]*?href="\/case-studies\/kingsbridge-law"/);
});

test("every link to a case study, on every page, says the same words", async () => {
  const labels = new Map<string, string[]>();
  for (const { path, text } of renderedSitemap()) {
    if (path === "/sitemap") continue; // the HTML sitemap names each page by its title
    for (const link of caseStudyLinks(text))
      labels.set(link.text, [...(labels.get(link.text) ?? []), `${path} -> ${link.slug}`]);
  }
  expect([...labels.keys()]).toEqual([caseStudyLinkLabel]);
});

test("no browser frame shows a web address: the bar names the client or nothing", async () => {
  const problems: string[] = [];
  for (const path of [
    "/",
    "/case-studies",
    "/industries/law-firms",
    ...caseStudies.map((c) => `/case-studies/${c.slug}`),
  ]) {
    const { text } = await request(handler).get(path);
    for (const [bar] of text.matchAll(/<div class="browser-bar"[\s\S]*?<\/div>/g)) {
      const shown = decodeEntities(bar.replace(/<[^>]+>/g, " ")).trim();
      if (/\.[a-z]{2,}\b|\/\//i.test(shown)) problems.push(`${path}: "${shown}"`);
      else if (shown && !caseStudies.some((c) => c.client === shown)) problems.push(`${path}: "${shown}"`);
    }
  }
  expect(problems).toEqual([]);
});

test("/case-studies opens with a mix of sectors and keeps the spec's three client cards", async () => {
  const { text } = await request(handler).get("/case-studies");
  const order = caseStudyLinks(text).map((l) => l.slug);
  for (const slug of ["lice-busters", "white-sails", "lice-troopers"]) expect(order).toContain(slug);
  // the first row of two and the hero's three sites: no two projects of one trade
  const trade = (slug: string) =>
    caseStudies
      .find((c) => c.slug === slug)!
      .industry.split(" ")
      .slice(0, 2)
      .join(" ");
  const firstFour = order.slice(0, 4).map(trade);
  expect(new Set(firstFour).size).toBe(firstFour.length);
  const hero = main(text).slice(0, main(text).indexOf("</section>"));
  const heroSites = [...hero.matchAll(/src="\/images\/work\/([a-z-]+)\/home\.svg"/g)].map((m) =>
    trade(m[1]!),
  );
  expect(heroSites).toHaveLength(3);
  expect(new Set(heroSites).size).toBe(3);
});

test("a case study marks its problems apart from what was delivered (not the same violet check)", () => {
  for (const c of caseStudies) {
    const { text } = renderedSitemap().find((page) => page.path === `/case-studies/${c.slug}`)!;
    const challenge = text.slice(text.indexOf('id="challenge-title"'), text.indexOf('id="solution-title"'));
    const solution = text.slice(text.indexOf('id="solution-title"'), text.indexOf('id="screens-title"'));
    expect(challenge, c.slug).toContain('<ul class="check-list problem-list">');
    expect(solution, c.slug).toContain('<ul class="check-list">');
    expect(solution, c.slug).not.toContain("problem-list");
  }
});
