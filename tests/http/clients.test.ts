/**
 * One record per client: the same client was "Tony Russo, Russo Heating & Cooling" on one page
 * and "Anthony Russo, Shore Road Heating & Cooling" on another, with different results. shared/content/
 * clients.ts now holds each client once; these tests hold the records apart and every page to them: each
 * quote on a page is attributed to a record (its contact, company and place as the record has them), any
 * figure beside it is one of that client's results, and no two pages name one client differently.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { caseStudies } from "../../shared/content/case-studies";
import { clientIds, clients, personSlug, placeOf, type ClientId } from "../../shared/content/clients";
import { renderedSitemap } from "../helpers/sitemap-pages";
import { decodeEntities, pageBlocks } from "../helpers/page-text";

const surname = (person: string) => person.split(/\s+/).at(-1)!;

/** Pairs of records that would read as one client named two ways. */
export function clashes(records: Record<string, (typeof clients)[ClientId]>): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const once = (key: string, id: string, what: string) => {
    const other = seen.get(key);
    if (other) problems.push(`${other} and ${id} share ${what}`);
    else seen.set(key, id);
  };
  for (const [id, c] of Object.entries(records)) {
    once(`person:${c.person}`, id, `the contact "${c.person}"`);
    once(`surname:${surname(c.person)}`, id, `the surname "${surname(c.person)}"`);
    once(`company:${c.company.toLowerCase()}`, id, `the company "${c.company}"`);
    once(`trade:${c.trade}@${c.neighborhood}`, id, `a ${c.trade.toLowerCase()} in ${c.neighborhood}`);
  }
  return problems;
}

test("no two client records could be one client: contact, surname, company, trade in a neighborhood", () => {
  expect(clashes(clients)).toEqual([]);
});

test("the check finds the Russo case: one HVAC client in Bay Ridge named two ways", () => {
  const galanis = clients["bay-ridge-hvac"];
  const russo = {
    ...galanis,
    person: "Anthony Russo",
    company: "Shore Road Heating & Cooling",
    caseStudy: undefined,
  };
  expect(clashes({ "bay-ridge-hvac": galanis, "shore-road": russo })).toEqual([
    "bay-ridge-hvac and shore-road share a heating & cooling in Bay Ridge",
  ]);
  const tony = {
    ...clients["richmond-pt"],
    person: "Tony Russo",
    company: "Russo Heating & Cooling",
    trade: "Heating & cooling",
    neighborhood: "Dyker Heights",
  };
  expect(clashes({ "richmond-pt": clients["richmond-pt"], tony })).toEqual([
    'richmond-pt and tony share the surname "Russo"',
  ]);
});

test("each case study is its client's record: name, place, contact and figures", () => {
  for (const study of caseStudies) {
    const id = study.testimonial.client;
    const c = clients[id];
    expect(c.caseStudy, id).toBe(study.slug);
    expect(study.client).toBe(c.company);
    expect(study.location).toBe(placeOf(c));
    expect(study.testimonial.author).toBe(c.person);
    for (const r of c.results)
      expect(
        study.metrics.some((m) => m.value === r.value && m.label === r.label),
        `${id}: ${r.value} ${r.label}`,
      ).toBe(true);
  }
  expect(clientIds.filter((id) => clients[id].caseStudy)).toHaveLength(caseStudies.length);
});

test("every drawn portrait a record claims is on disk", () => {
  for (const id of clientIds) {
    const file = path.join("public", "images", "people", `${personSlug(clients[id].person)}.svg`);
    if (clients[id].portrait) expect(existsSync(file), file).toBe(true);
  }
});

// --- the pages ---------------------------------------------------------------------------------------------

/** The element that starts at `start` (its tag name read there), up to its matching close tag. */
function elementAt(html: string, start: number): string {
  const tag = /^<([a-z]+)/.exec(html.slice(start))![1]!;
  const pattern = new RegExp(`<${tag}\\b|</${tag}>`, "g");
  pattern.lastIndex = start;
  let depth = 0;
  for (let m = pattern.exec(html); m; m = pattern.exec(html)) {
    depth += m[0].startsWith("</") ? -1 : 1;
    if (depth === 0) return html.slice(start, m.index + m[0].length);
  }
  return html.slice(start);
}

type Attribution = {
  page: string;
  client: string;
  text: string;
  strong: string[];
  /** the element holds the client's words (a quote), not only its name (a work card, a story) */
  quote: boolean;
  story?: string;
};

/** Every element that credits a client (data-client), and every quote on the page outside one. */
export function attributionsIn(page: string, html: string): { found: Attribution[]; loose: string[] } {
  const body = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  const found: Attribution[] = [];
  const spans: [number, number][] = [];
  for (const m of body.matchAll(/<[a-z]+\b[^>]*\bdata-client="([^"]*)"/g)) {
    const element = elementAt(body, m.index);
    spans.push([m.index, m.index + element.length]);
    const credit = element.replace(/<blockquote[\s\S]*?<\/blockquote>/g, "");
    found.push({
      page,
      client: m[1]!,
      text: pageBlocks(`<body>${credit}`).join(" "),
      strong: [...credit.matchAll(/<(?:strong|dd)\b[^>]*>([\s\S]*?)<\/(?:strong|dd)>/g)].map((s) =>
        decodeEntities(s[1]!.replace(/<[^>]+>/g, "")).trim(),
      ),
      quote: element.includes("<blockquote"),
      story: credit.match(/class="story-result">([^<]*)</)?.[1],
    });
  }
  const loose = [...body.matchAll(/<blockquote\b/g)]
    .filter((q) => !spans.some(([a, b]) => q.index > a && q.index < b))
    .map(
      (q) =>
        `${page}: "${pageBlocks(`<body>${elementAt(body, q.index)}`)
          .join(" ")
          .slice(0, 60)}"`,
    );
  return { found, loose };
}

/** What an attribution gets wrong against its client's record. */
export function problemsOf(a: Attribution): string[] {
  const c = clients[a.client as ClientId];
  if (!c) return [`${a.page}: a quote credited to "${a.client}", who has no record in clients.ts`];
  const problems: string[] = [];
  const where = `${a.page} (${a.client})`;
  if (!a.text.includes(c.company)) problems.push(`${where}: "${a.text}" does not name ${c.company}`);
  if (a.quote && !a.text.includes(c.person)) problems.push(`${where}: "${a.text}" does not name ${c.person}`);
  // a client with a case study may show any of its figures (case-studies.ts metrics), as its work card does
  const study = caseStudies.find((s) => s.slug === c.caseStudy);
  const values = [
    ...new Set([...c.results.map((r) => r.value), ...(study?.metrics.map((m) => m.value) ?? [])]),
  ];
  for (const shown of a.strong)
    if (shown !== c.person && !shown.endsWith(":") && !values.includes(shown))
      problems.push(`${where}: shows "${shown}", not one of ${c.company}'s results (${values.join(", ")})`);
  if (
    a.story &&
    !c.results.some((r) => a.story === `${r.value} ${r.label.charAt(0).toLowerCase()}${r.label.slice(1)}`)
  )
    problems.push(`${where}: the story's result "${a.story}" is not one of ${c.company}'s results`);
  return problems;
}

test("every quote on every page is a client's, named and credited as its record says", async () => {
  const all: Attribution[] = [];
  const problems: string[] = [];
  for (const { path: page, status, text } of renderedSitemap()) {
    expect(status).toBe(200);
    const { found, loose } = attributionsIn(page, text);
    all.push(...found);
    problems.push(...loose.map((q) => `${q}: a quote with no client record`));
    for (const a of found) problems.push(...problemsOf(a));
  }
  expect(problems).toEqual([]);
  // no two pages name one client differently: wherever a client's contact or company is written in a
  // credit, the other is written beside it, on every page
  const named: string[] = [];
  for (const a of all)
    for (const id of clientIds) {
      const c = clients[id];
      if (a.text.includes(c.person) && !a.text.includes(c.company))
        named.push(`${a.page}: ${c.person} credited without ${c.company}`);
      if (a.quote && a.text.includes(c.company) && !a.text.includes(c.person))
        named.push(`${a.page}: ${c.company} credited without ${c.person}`);
    }
  expect(named).toEqual([]);
  // the crawl found the quotes (the pattern is not dead): reviews, city pages, case studies, stories
  const pagesWith = new Set(all.map((a) => a.page));
  for (const page of [
    "/reviews",
    "/locations/queens-ny",
    "/case-studies/kingsbridge-law",
    "/services/local-seo",
  ])
    expect(pagesWith.has(page), page).toBe(true);
  expect(all.some((a) => a.story)).toBe(true);
}, 90_000);

test("a quote named differently from its record, with another result or no record, is reported", () => {
  const page = "/example";
  const card = (client: string, name: string, company: string, value: string) =>
    `<main><li class="card testimonial-card" data-client="${client}"><blockquote><p>Great.</p></blockquote>` +
    `<p class="testimonial-metric"><strong>${value}</strong> <span>Leads</span></p>` +
    `<p class="testimonial-author"><strong>${name}</strong><span>Owner, ${company}</span></p></li></main>`;
  const russo = attributionsIn(
    page,
    card("bay-ridge-hvac", "Anthony Russo", "Shore Road Heating & Cooling", "+203%"),
  );
  expect(russo.found.flatMap(problemsOf)).toEqual([
    '/example (bay-ridge-hvac): "+203% Leads Anthony Russo Owner, Shore Road Heating & Cooling" does not name Bay Ridge HVAC',
    '/example (bay-ridge-hvac): "+203% Leads Anthony Russo Owner, Shore Road Heating & Cooling" does not name Nick Galanis',
    '/example (bay-ridge-hvac): shows "+203%", not one of Bay Ridge HVAC\'s results (+148%, −29%, 412, +35%)',
    '/example (bay-ridge-hvac): shows "Anthony Russo", not one of Bay Ridge HVAC\'s results (+148%, −29%, 412, +35%)',
  ]);
  const loose = attributionsIn(
    page,
    "<main><blockquote><p>Tony Russo, Russo Heating &amp; Cooling</p></blockquote></main>",
  );
  expect(loose.loose).toEqual(['/example: "Tony Russo, Russo Heating & Cooling"']);
  expect(attributionsIn(page, card("shore-road", "A", "B", "1")).found.flatMap(problemsOf)).toEqual([
    '/example: a quote credited to "shore-road", who has no record in clients.ts',
  ]);
});
