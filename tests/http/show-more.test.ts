/**
 * Long lists fold behind "Show N more ..." (shared/components/sections/show-more.tsx): the
 * folded items are in the HTML, inside a native <details> (so the list opens without JavaScript and
 * find-in-page and crawlers reach every item), and the summary names how many there are and what they are.
 */
import request from "supertest";
import { expect, test } from "vitest";
import { caseStudies } from "../../shared/content/case-studies";
import { reviews } from "../../shared/content/reviews";
import { makeHandler } from "../helpers/app";
import { decodeEntities } from "../helpers/page-text";

const handler = makeHandler();

type Fold = { summary: string; inner: string; open: boolean };

/** Every show-more <details> of the page: its summary's closed text and the HTML it holds (nested ok). */
function folds(html: string): Fold[] {
  const found: Fold[] = [];
  const opening = /<details class="show-more[^"]*"[^>]*>/g;
  for (let m = opening.exec(html); m; m = opening.exec(html)) {
    let depth = 1;
    const tag = /<details\b|<\/details>/g;
    tag.lastIndex = m.index + m[0].length;
    let end = -1;
    for (let t = tag.exec(html); t; t = tag.exec(html)) {
      depth += t[0] === "</details>" ? -1 : 1;
      if (depth === 0) {
        end = t.index;
        break;
      }
    }
    const inner = html.slice(m.index + m[0].length, end);
    const closed = inner.match(/<span class="show-more-closed">([^<]*)<\/span>/)?.[1] ?? "";
    found.push({ summary: decodeEntities(closed), inner, open: /\bopen=""/.test(m[0]) });
  }
  return found;
}

/** The HTML outside every fold: what shows before a tap. */
function outsideFolds(html: string): string {
  let rest = html;
  for (const fold of folds(html)) rest = rest.replace(fold.inner, "");
  return rest;
}

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
const page = async (path: string) => {
  const res = await request(handler).get(path);
  expect(res.status).toBe(200);
  return res.text.slice(res.text.indexOf("<main"), res.text.indexOf("</main>"));
};
const fold = (all: Fold[], summary: RegExp) => {
  const match = all.filter((f) => summary.test(f.summary));
  expect(match, `one fold whose summary matches ${summary}`).toHaveLength(1);
  return match[0] as Fold;
};

test("a city page folds its FAQ, reviews, services and the repeated neighbourhood chips, all in the HTML", async () => {
  const res = await request(handler).get("/locations/queens-ny");
  const body = res.text.slice(res.text.indexOf("<main"), res.text.indexOf("</main>"));
  const all = folds(body);
  expect(all.every((f) => !f.open)).toBe(true);

  // the FAQ: ten questions in one accordion, five shown, five behind the button, all in the JSON-LD
  const faq = fold(all, /^Show 5 more questions$/);
  expect(count(faq.inner, /<details name="city-faq"/g)).toBe(5);
  expect(faq.inner).not.toContain('open=""');
  const ld = [...res.text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1] ?? "{}"))
    .find((block) => block["@type"] === "FAQPage");
  const questions: string[] = ld.mainEntity.map((q: { name: string }) => q.name);
  expect(questions).toHaveLength(10);
  for (const question of questions.slice(5)) expect(decodeEntities(faq.inner)).toContain(question);
  for (const question of questions) expect(decodeEntities(body)).toContain(question);

  // six testimonials: three, then "Show 3 more reviews"
  const more = fold(all, /^Show 3 more reviews$/);
  expect(count(more.inner, /class="card testimonial-card"/g)).toBe(3);
  expect(count(outsideFolds(body), /class="card testimonial-card"/g)).toBe(3);

  // six services: three, then "Show 3 more services" (phones; the whole grid from 1024 px)
  const services = fold(all, /^Show 3 more services$/);
  expect(count(services.inner, /class="card service-link-card"/g)).toBe(3);

  // the hero lists 15 neighbourhood chips; the why-section's whole list of 30 is folded, not shown again
  const chips = fold(all, /^Show all 30$/);
  expect(count(chips.inner, /<li>/g)).toBe(30);
  expect(body).toContain("All 30 neighborhoods we cover");
});

test("the city figures table no longer repeats the hero's three stats", async () => {
  const body = await page("/locations/brooklyn-ny");
  const table = body.slice(body.indexOf('<table class="figures-table"'), body.indexOf("</table>"));
  expect(table).toContain("Pricing");
  expect(table).not.toMatch(/Businesses served|Average rating|Average traffic growth/);
  expect(body).toMatch(/<dt>Businesses<\/dt><dd>150\+<\/dd>/);
});

test("home folds its work, services and plans on phones, each fold naming what it holds", async () => {
  const all = folds(await page("/"));
  expect(count(fold(all, /^Show 2 more case studies$/).inner, /class="work-card"/g)).toBe(2);
  expect(count(fold(all, /^Show 3 more services$/).inner, /class="card service-card"/g)).toBe(3);
  expect(count(fold(all, /^Show 3 more plans$/).inner, /class="card pricing-card/g)).toBe(3);
  expect(all.every((f) => f.inner.length > 0)).toBe(true);
});

test("/reviews shows three reviews, the rest behind the button, every review in the HTML", async () => {
  const body = await page("/reviews");
  const total = reviews.testimonials.length;
  const more = fold(folds(body), new RegExp(`^Show ${total - 3} more reviews$`));
  expect(count(more.inner, /class="card testimonial-card review-card card-wide"/g)).toBe(total - 3);
  for (const review of reviews.testimonials) expect(decodeEntities(body)).toContain(review.author);
});

test("/case-studies shows four projects, the rest behind the button", async () => {
  const body = await page("/case-studies");
  const more = fold(folds(body), new RegExp(`^Show ${caseStudies.length - 4} more case studies$`));
  expect(count(more.inner, /class="work-card"/g)).toBe(caseStudies.length - 4);
  for (const study of caseStudies) expect(body).toContain(`href="/case-studies/${study.slug}"`);
});

test("/blog shows no article card twice before a tap: page 1's list folds the featured ones", async () => {
  const body = await page("/blog");
  const all = folds(body);
  fold(all, /^Show 3 more featured articles$/);
  const again = fold(all, /^Show the \d+ featured articles here too$/);
  const visibleCards = [...outsideFolds(body).matchAll(/<a href="([^"]+)" class="card-title-link">/g)];
  const links = visibleCards.map((m) => m[1]);
  expect(links.length).toBeGreaterThan(3);
  expect(new Set(links).size).toBe(links.length);
  // every featured article is also in the list, behind its button
  const featured = body.slice(body.indexOf('id="featured-title"'), body.indexOf('id="all-posts-title"'));
  expect(count(featured, /class="card-title-link"/g)).toBe(6);
  for (const [, href] of featured.matchAll(/<a href="([^"]+)" class="card-title-link">/g))
    expect(again.inner).toContain(`href="${href}"`);
});

test("a city+service page shows twelve neighbourhoods, the rest behind the button", async () => {
  const body = await page("/locations/staten-island-ny/local-seo");
  const chips = fold(folds(body), /^Show 28 more neighborhoods$/);
  expect(count(chips.inner, /<li>/g)).toBe(28);
  const rest = outsideFolds(body);
  const shown = rest.slice(rest.indexOf('id="areas-title"'));
  expect(count(shown.slice(0, shown.indexOf("</ul>")), /<li>/g)).toBe(12);
});
