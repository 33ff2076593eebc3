/**
 * One set of facts: every sitemap page is read as a visitor reads it, every statement of a fact
 * about the agency is found, and each must agree with shared/content/facts.ts. A statement naming a borough
 * is held to that city's record (locations.ts), one naming an industry to that industry's figures
 * (`industryFacts`), one about a client's own results (case studies, testimonials) is not the agency's.
 * The few page figures the spec fixes are listed below with the spec line.
 */
import request from "supertest";
import { expect, test } from "vitest";
import { caseStudies } from "../../shared/content/case-studies";
import { facts, industryFacts, type IndustryKey } from "../../shared/content/facts";
import type { Location } from "../../shared/content/location-types";
import { locations } from "../../shared/content/locations";
import { services } from "../../shared/content/services";
import { defaultSite } from "../../shared/site";
import type { ServiceSlug } from "../../shared/redirects";
import { makeHandler } from "../helpers/app";
import { renderedSitemap, type RenderedPage } from "../helpers/sitemap-pages";
import { decodeEntities, pageBlocks, sentences } from "../helpers/page-text";

type Fact =
  | "rating"
  | "reviews"
  | "clients"
  | "projects"
  | "retention"
  | "satisfaction"
  | "awards"
  | "team"
  | "countries"
  | "founded"
  | "years"
  | "reply"
  | "timeline";

/** Figures the spec gives one page that differ from facts.ts (see its header): page -> fact -> values. */
const specPageFigures: { page: string; fact: Fact; values: number[]; spec: string }[] = [
  {
    page: "/",
    fact: "rating",
    values: [5],
    spec: "the spec's overview: two award badges (a design award, a 5.0 rating)",
  },
  {
    page: "/about",
    fact: "clients",
    values: [50],
    spec: "the spec's screens and routes About: results stats (..., 50+ clients)",
  },
  {
    page: "/careers",
    fact: "years",
    values: [5, 3, 2, 4],
    spec: "the spec's business constants: openings' experience 5+, 3+, 2+, 4+ years",
  },
];

const handler = makeHandler();
/** the year of the handler's clock (tests/helpers/app.ts) */
const thisYear = 2026;

// --- what a statement is about ---------------------------------------------------------------------------

type Scope =
  | { kind: "agency" }
  | { kind: "city"; city: Location }
  | { kind: "industry"; key: IndustryKey }
  | { kind: "client" };

const cityPattern = new RegExp(`\\b(${locations.map((l) => l.city).join("|")})\\b`);
const industryPatterns: [IndustryKey, RegExp][] = [
  ["law-firms", /\blaw firms?\b/i],
  ["home-services", /\bcontractors?\b/i],
  ["small-business", /\bsmall business(?:es)?\b/i],
];
/** a client's own figures: its Google rating, a before -> after, new reviews it earned, a case-study name */
const clientResult = new RegExp(
  [
    "Google rating",
    "\\bup from\\b",
    "→",
    "\\bto \\d\\.\\d",
    "\\d\\.\\d to\\b",
    "\\bnew (?:Google )?reviews",
    ...caseStudies.map((c) => c.client),
  ].join("|"),
  "i",
);

function scopeOf(sentence: string): Scope {
  if (clientResult.test(sentence)) return { kind: "client" };
  const city = sentence.match(cityPattern)?.[1];
  if (city) return { kind: "city", city: locations.find((l) => l.city === city)! };
  const industry = industryPatterns.find(([, pattern]) => pattern.test(sentence));
  if (industry) return { kind: "industry", key: industry[0] };
  return { kind: "agency" };
}

// --- statements of each fact -------------------------------------------------------------------------------

const number = (text: string) => parseFloat(text.replace(/,/g, ""));

/** [fact, pattern]: the first group that matched is the figure */
const statements: [Fact, RegExp][] = [
  // "4.9 average rating", "4.9-Star Average Rating", "5.0 client rating", "4.8 average rating from law firm clients"
  ["rating", /(?<![\d.])(\d\.\d)(?:[- ]stars?)?(?: average)?(?: client)? rating\b/gi],
  // "Rated 4.9 by Brooklyn clients", "rate our work 4.9 out of 5", "rate us 4.9/5", "Average rating 4.9"
  ["rating", /\b(?:rated|rate us|rate our work|average (?:client )?rating:?)\s+(\d\.\d)\b/gi],
  // "4.9/5", "4.9 out of 5", "4.8 stars", "4.9-star"
  ["rating", /(?<![\d.])(\d\.\d) ?(?:\/ ?5\b|out of 5\b|stars?\b|-star\b)/gi],
  [
    "reviews",
    /(?<![\d.,]|Showing )(\d[\d,]*)\+? (?:(?:verified|client|online|Google|five-star|5-star) )?reviews\b/gi,
  ],
  // "500+ clients", "500+ Businesses served", "500+ Happy clients", "100+ law firms", "150+ Brooklyn businesses"
  [
    "clients",
    /(?<![\d.,$])(\d[\d,]*)\+ (?:(?:happy|local|new|small|[A-Z][a-z]+(?: Island)?) )?(?:clients|businesses|customers|companies|law firms|contractors)\b/gi,
  ],
  // "more than 500 New York businesses", "more than 100 law firms"
  [
    "clients",
    /\bmore than (\d[\d,]*) (?:[A-Z][\w]* )*(?:small )?(?:clients|businesses|customers|companies|law firms|contractors)\b/gi,
  ],
  ["projects", /(?<![\d.,$])(\d[\d,]*)\+? (?:\w+ )?projects\b(?! (?:start|fall|take))/gi],
  ["retention", /(?<![+\-\d.])(\d+(?:\.\d)?)% (?:client )?retention\b/gi],
  ["retention", /(?<![+\-\d.])(\d+)% of (?:our )?(?:[A-Z][\w ]*? )?clients stay\b/gi],
  ["satisfaction", /(?<![+\-\d.])(\d+)% (?:client )?satisfaction\b/gi],
  ["awards", /(?<![\d.])(\d+)\+ (?:industry )?awards\b/gi],
  ["team", /(?<![\d.])(\d+)\+? (?:teammates|team members|people|specialists|experts|employees)\b/gi],
  ["team", /\bteam of (\d+)\+?/gi],
  ["countries", /(?<![\d.])(\d+)\+? countries\b/gi],
  ["founded", /(?:^|[.!?]\s)Since (\d{4})\b/g],
  [
    "founded",
    /\b(?:we|agency|studio|company) (?:started|opened|launched|(?:was|were) founded) in (\d{4})\b/gi,
  ],
  ["founded", /\bfound(?:ed|ing) (?:our |the )?(?:studio |agency |company )?in (\d{4})\b/gi],
  ["years", /(?<![\d.])(\d+)\+? years\b/gi],
  [
    "reply",
    /\b(?:reply|replies|answer|answers|respond|responds|response)\b[^.]{0,40}?\bwithin (\d+) (?:hours|h)\b/gi,
  ],
  ["reply", /(?<![\d.])(\d+) ?(?:h|hours?) (?:response|reply)\b/gi],
];

// --- timelines, paired with the plan they describe ---------------------------------------------------------

type Plan = ServiceSlug | "hiring";
const planTitles: [Plan, RegExp][] = services.map((s) => [s.slug, new RegExp(`\\b${s.title}\\b`, "i")]);
const planWords: [Plan, RegExp][] = [
  ["hiring", /\bhiring\b|\bapplication to offer\b/i],
  ["ecommerce-solutions", /\be-?commerce\b|\bonline stores?\b|\bstores?\b/i],
  ["ui-ux-design", /\bUI\/UX\b|\bUX\b|\bwireframes?\b|\bprototypes?\b|\busability\b/i],
  ["reputation-management", /\breputation\b|\breview requests?\b/i],
  [
    "ppc-advertising",
    /\bPPC\b|\bcampaigns?\b|\bGoogle Ads\b|\bads\b|\badvertising\b|\bkeyword research\b|\bad copy\b/i,
  ],
  ["local-seo", /\bSEO\b|\bsearch engine optimi[sz]ation\b|\brankings?\b|\btraffic gains\b|\borganic\b/i],
  ["web-development", /\bdevelopment projects?\b|\bweb development\b/i],
  ["custom-web-design", /\bweb ?sites?\b|\bsites?\b|\bweb design\b/i],
];
/** a custom build named as such, not an industry's standard site */
const customBuild = /\bcustom (?:web )?(?:design|build|site|website)s?\b/i;
const rangePattern = /(?<![\d.])(\d+) ?[-–] ?(\d+)[ -](weeks?|months?)\b/gi;
const range = (a: string, b: string, unit: string) => `${a}-${b} ${unit.replace(/s?$/, "s").toLowerCase()}`;
const rangesIn = (text: string) => [...text.matchAll(rangePattern)].map((m) => range(m[1]!, m[2]!, m[3]!));
const planTimeline = (plan: Plan) => rangesIn(plan === "hiring" ? facts.hiring : facts.timelines[plan])[0]!;
const knownTimelines = new Set([
  ...Object.values(facts.timelines).flatMap(rangesIn),
  ...Object.values(industryFacts).flatMap((i) => rangesIn(i.build)),
  ...rangesIn(facts.hiring),
  ...locations.flatMap((l) => rangesIn(l.figures.resultsTiming)),
]);

function planIn(text: string): [Plan, "title" | "word"] | undefined {
  const title = planTitles.find(([, pattern]) => pattern.test(text));
  if (title) return [title[0], "title"];
  const word = planWords.find(([, pattern]) => pattern.test(text));
  if (word) return [word[0], "word"];
  // "From $2,500 · 4-8 weeks" (the services hub): the plan with that starting price
  const priced = services.find((s) => text.includes(`From ${s.pricing.starting} `));
  return priced ? [priced.slug, "title"] : undefined;
}

/** The timeline a clause should state, or undefined when nothing says which plan it describes. */
function expectedTimeline(page: string, sentence: string, clause: string, value: string) {
  const city = clause.match(cityPattern)?.[1] ?? sentence.match(cityPattern)?.[1];
  const cityRecord = locations.find((l) => l.city === city);
  if (cityRecord && rangesIn(cityRecord.figures.resultsTiming).includes(value)) return value;
  const pageService = page.match(/^\/(?:services|locations\/[a-z-]+)\/([a-z-]+)$/)?.[1] as
    ServiceSlug | undefined;
  const industry = page.match(/^\/industries\/([a-z-]+)$/)?.[1] as IndustryKey | undefined;
  const plan =
    planIn(clause) ?? (rangesIn(sentence).length === 1 ? planIn(sentence) : undefined) ?? undefined;
  // the spec's business constants: an industry page states its own build time for a standard site of that
  // industry
  if (
    industry &&
    (!plan || (plan[0] === "custom-web-design" && plan[1] === "word")) &&
    !customBuild.test(clause)
  )
    return rangesIn(industryFacts[industry].build)[0];
  if (plan) return planTimeline(plan[0]);
  if (pageService) return planTimeline(pageService);
  return undefined;
}

// --- reading the pages -------------------------------------------------------------------------------------

type Problem = string;

/**
 * The cards whose label is their structure, not their sentence: the pricing cards (plan title + "Timeline:"),
 * the review-platform cards (name + rating + count) and the city stats strip (the city named above it). Each
 * is checked, then taken out of the page text.
 */
function checkCards(page: string, html: string, problems: Problem[], plans = new Set<string>()): string {
  let rest = html.replace(
    /<li class="card pricing-card[\s\S]*?<h3 class="pricing-name">([\s\S]*?)<\/h3>[\s\S]*?Timeline: <!-- -->([^<]*)</g,
    (card, title: string, timeline: string) => {
      const name = decodeEntities(title.replace(/<[^>]+>/g, "")).trim();
      const service = services.find((s) => s.title === name);
      const said = decodeEntities(timeline).trim();
      plans.add(name);
      if (!service) problems.push(`${page}: a pricing card names no known plan: "${name}"`);
      else if (said !== facts.timelines[service.slug])
        problems.push(
          `${page}: the ${name} plan card says "${said}", facts.ts says "${facts.timelines[service.slug]}"`,
        );
      return `${card.slice(0, card.lastIndexOf("Timeline:"))}<`;
    },
  );
  rest = rest.replace(
    /<li class="card platform-card"><p class="platform-name">[\s\S]*?>([A-Za-z]+)<\/p>[\s\S]*?<strong>([^<]*)<\/strong> <span>([^<]*)<\/span>[\s\S]*?<\/li>/g,
    (_card, platform: string, rating: string, count: string) => {
      const fact = facts.reviewPlatforms.find((p) => p.platform === platform);
      const said = `${rating} ${count}`;
      if (!fact) problems.push(`${page}: a review-platform card names no known platform: "${platform}"`);
      else if (said !== `${fact.rating.toFixed(1)} ${fact.reviews}+ reviews`)
        problems.push(
          `${page}: the ${platform} card says "${said}", facts.ts says ${fact.rating} with ${fact.reviews}+`,
        );
      return "";
    },
  );
  rest = rest.replace(/<dl class="mini-stats[\s\S]*?<\/dl>/g, (strip, offset: number) => {
    const before = pageBlocks(rest.slice(0, offset)).join(" ");
    const city = [...before.matchAll(new RegExp(cityPattern.source, "g"))].at(-1)?.[1];
    const record = locations.find((l) => l.city === city);
    const said = pageBlocks(strip).join(" ");
    const expected = record
      ? `Businesses ${record.stats.businesses} Rating ${record.stats.rating} Avg Growth ${record.stats.growth}`
      : "a city named above it";
    if (said !== expected) problems.push(`${page}: the city stats say "${said}", expected "${expected}"`);
    return "";
  });
  return rest;
}

function expectedFigure(fact: Fact, scope: Scope): number | undefined {
  if (scope.kind === "city") {
    const { stats, figures } = scope.city;
    const city = {
      rating: Number(stats.rating),
      clients: number(stats.businesses),
      retention: number(figures.retention),
      reply: number(figures.responseTime),
    } as Partial<Record<Fact, number>>;
    if (city[fact] !== undefined) return city[fact];
  }
  if (scope.kind === "industry") {
    const industry = industryFacts[scope.key] as Partial<Record<Fact, number>>;
    if (typeof industry[fact] === "number") return industry[fact];
  }
  const agency: Partial<Record<Fact, number>> = {
    rating: facts.rating,
    reviews: facts.reviewCount,
    clients: facts.clients,
    projects: facts.projects,
    retention: facts.retention,
    satisfaction: facts.satisfaction,
    awards: facts.awards,
    team: facts.teamSize,
    countries: facts.countries,
    founded: facts.foundingYear,
    reply: facts.replyHours,
  };
  return agency[fact];
}

function checkSentence(page: string, sentence: string, problems: Problem[]) {
  const scope = scopeOf(sentence);
  const seen = new Set<string>();
  for (const [fact, pattern] of statements) {
    for (const match of sentence.matchAll(pattern)) {
      const figure = number(match.slice(1).find((group) => group !== undefined) ?? "");
      if (seen.has(`${fact}:${figure}`) || scope.kind === "client") continue;
      seen.add(`${fact}:${figure}`);
      const allowed = specPageFigures.find((f) => f.page === page && f.fact === fact)?.values ?? [];
      if (allowed.includes(figure)) continue;
      if (fact === "years") {
        // "15+ years of experience" is the team's; any other "N years" is the agency's age
        if (/\bexperience\b/i.test(sentence)) {
          if (figure !== facts.experienceYears)
            problems.push(
              `${page}: "${sentence}" says ${figure} years of experience, facts.ts says ${facts.experienceYears}`,
            );
        } else if (figure > thisYear - facts.foundingYear) {
          problems.push(
            `${page}: "${sentence}" says ${figure} years, but facts.ts has the agency founded in ${facts.foundingYear}`,
          );
        }
        continue;
      }
      if (fact === "reviews" && scope.kind !== "city") {
        const platform = facts.reviewPlatforms.find((p) => new RegExp(`\\b${p.platform}\\b`).test(sentence));
        const expected = platform?.reviews ?? facts.reviewCount;
        if (figure !== expected)
          problems.push(`${page}: "${sentence}" says ${figure} reviews, facts.ts says ${expected}`);
        continue;
      }
      const expected = expectedFigure(fact, scope);
      if (expected !== undefined && figure !== expected) {
        const whose =
          scope.kind === "city"
            ? ` (${scope.city.city})`
            : scope.kind === "industry"
              ? ` (${scope.key})`
              : "";
        problems.push(`${page}: "${sentence}" says ${fact} ${figure}, facts.ts${whose} says ${expected}`);
      }
    }
  }
  if (scope.kind === "client") return;
  for (const clause of sentence.split(/[,;]\s+|\s+while\s+/)) {
    for (const value of rangesIn(clause)) {
      const expected = expectedTimeline(page, sentence, clause, value);
      if (expected ? value !== expected : !knownTimelines.has(value))
        problems.push(
          `${page}: "${sentence}" says ${value}, facts.ts says ${expected ?? `one of ${[...knownTimelines].join(", ")}`}`,
        );
    }
  }
}

// --- figures of one kind that differ on one page: each says what it counts ---------------------

/**
 * The spec gives different figures for different scopes: a borough's packages from $1,300/month and a
 * reputation plan from $800, 250% ROI for law-firm clients and 312% across managed PPC campaigns, 95%
 * retention in Brooklyn and 98% agency-wide. Where two figures of one kind differ on a page, each must say
 * what it counts: a borough, an industry, a service, a client, an award or "agency-wide". The words are
 * looked for in the figure's sentence, the card it sits in (its heading) and the table it is in (its caption).
 */
type FigureKind =
  "rating" | "clients" | "retention" | "satisfaction" | "roi" | "traffic" | "revenue" | "price" | "reply";
const figureKinds: [FigureKind, RegExp][] = [
  ["rating", statements[0]![1]],
  ["rating", statements[1]![1]],
  ["rating", statements[2]![1]],
  ["clients", statements[4]![1]],
  ["clients", /\b(?:businesses served|clients|happy clients)(?: [a-z-]+)?:? (\d[\d,]*)\+/gi],
  ["retention", /(?<![+\-\d.])(\d+(?:\.\d)?)% (?:client )?retention\b/gi],
  ["retention", /\bretention(?:,? [a-z-]+)?:? (\d+)%/gi],
  ["retention", /(?<![+\-\d.])(\d+)% of (?:our )?(?:[A-Z][\w ]*? )?clients stay\b/gi],
  ["satisfaction", /(?<![+\-\d.])(\d+)% (?:client )?satisfaction\b/gi],
  ["roi", /(?<![+\-\d.])(\d+)% (?:average )?(?:[A-Z]+ )?(?:ROI|return on)\b/gi],
  ["roi", /\bROI:? (\d+)%/gi],
  ["traffic", /(?<![+\-\d.])(\d+)% (?:average )?(?:organic )?(?:traffic|growth)\b/gi],
  ["traffic", /\b(?:traffic (?:increase|growth)|avg growth|average growth):? (\d+)%/gi],
  ["traffic", /(?<![+\-\d.])(\d+)% more (?:organic )?traffic\b/gi],
  ["revenue", /(?<![+\-\d.])(\d+)% (?:average )?revenue growth\b/gi],
  ["price", /\b(?:from|starting at|starts? at)\s+\$([\d,]+)/gi],
  ["reply", /(?<![\d.])(\d+) ?(?:h|hours?) (?:response|reply)\b/gi],
  ["reply", /\bresponse time:? (\d+) ?h\b/gi],
];
const scopeWords = new RegExp(
  [
    "\\b(?:Brooklyn|Manhattan|Queens|Staten Island)\\b",
    "\\b(?:law firms?|lawyers?|attorneys?|contractors?|home services?|small business(?:es)?|healthcare|practices|patients|clinics)\\b",
    "\\b(?:Local SEO|SEO|PPC|Google Ads|ad campaigns|ads|reputation|web design|websites?|web development|eCommerce|online stores?|UI\\/UX|growth plans?)\\b",
    "\\b(?:agency-wide|all clients|all our clients|every client|all platforms|awards?)\\b",
    "\\bfrom [\\d,]+\\+? reviews\\b",
    ...services.map((s) => `\\b${s.title.replace(/[/]/g, "\\/")}\\b`),
  ].join("|"),
  "i",
);
const scoped = (text: string) => !!text && (scopeWords.test(text) || scopeOf(text).kind !== "agency");

/** The element starting at `start` up to its matching close tag. */
function elementAt(html: string, start: number): string {
  const tag = /^<([a-z0-9]+)/.exec(html.slice(start))![1]!;
  const pattern = new RegExp(`<${tag}\\b|</${tag}>`, "g");
  pattern.lastIndex = start;
  let depth = 0;
  for (let m = pattern.exec(html); m; m = pattern.exec(html)) {
    depth += m[0].startsWith("</") ? -1 : 1;
    if (depth === 0) return html.slice(start, m.index + m[0].length);
  }
  return html.slice(start);
}

const textOf = (html: string) =>
  decodeEntities(html.replace(/<[^>]+>/g, " "))
    .replace(/\s+/g, " ")
    .trim();

/**
 * The page's text as blocks, each with its context: the heading of the card (a list item with a heading)
 * or the caption of the table it sits in. A table's label and value cells read as one block ("Client
 * retention 95%"). Quotes credited to a client (data-client) are the client's own figures: left out.
 */
export function figureBlocks(html: string): { text: string; context: string }[] {
  const end = html.lastIndexOf("</main>");
  let body = html.slice(Math.max(0, html.indexOf("<main")), end < 0 ? undefined : end);
  body = body.replace(/<\/(dt|th)>\s*<(dd|td)\b[^>]*>/g, " ");
  for (const m of [...body.matchAll(/<[a-z]+\b[^>]*\bdata-client="/g)].reverse())
    body = body.slice(0, m.index) + body.slice(m.index + elementAt(body, m.index).length);
  const zones: { start: number; end: number; context: string }[] = [];
  for (const m of body.matchAll(/<li\b/g)) {
    const element = elementAt(body, m.index);
    const heading = /<h[2-4]\b[^>]*>([\s\S]*?)<\/h[2-4]>/.exec(element);
    if (heading) zones.push({ start: m.index, end: m.index + element.length, context: textOf(heading[1]!) });
  }
  for (const m of body.matchAll(/<table\b/g)) {
    const element = elementAt(body, m.index);
    const caption = /<caption\b[^>]*>([\s\S]*?)<\/caption>/.exec(element);
    if (caption) zones.push({ start: m.index, end: m.index + element.length, context: textOf(caption[1]!) });
  }
  const cuts = [...new Set([0, body.length, ...zones.flatMap((z) => [z.start, z.end])])].sort(
    (a, b) => a - b,
  );
  const blocks: { text: string; context: string }[] = [];
  for (let i = 0; i < cuts.length - 1; i++) {
    const [a, b] = [cuts[i]!, cuts[i + 1]!];
    // the innermost zone around this stretch names its context
    const zone = zones
      .filter((z) => z.start <= a && z.end >= b)
      .sort((x, y) => x.end - x.start - (y.end - y.start))[0];
    for (const text of pageBlocks(`<body>${body.slice(a, b)}`))
      blocks.push({ text, context: zone?.context ?? "" });
  }
  return blocks;
}

/** Figures of one kind that differ on the page, where one does not say what it counts. */
export function unscopedFigures(page: string, html: string): Problem[] {
  const found: { kind: FigureKind; value: number; sentence: string; scoped: boolean }[] = [];
  for (const { text, context } of figureBlocks(html))
    for (const sentence of sentences(text)) {
      const seen = new Set<string>();
      for (const [kind, pattern] of figureKinds)
        for (const match of sentence.matchAll(pattern)) {
          const value = number(match[1]!);
          if (seen.has(`${kind}:${value}`)) continue;
          seen.add(`${kind}:${value}`);
          found.push({ kind, value, sentence, scoped: scoped(sentence) || scoped(context) });
        }
    }
  const problems: Problem[] = [];
  for (const kind of new Set(found.map((f) => f.kind))) {
    const ofKind = found.filter((f) => f.kind === kind);
    const values = [...new Set(ofKind.map((f) => f.value))];
    if (values.length < 2) continue;
    for (const f of ofKind.filter((f) => !f.scoped))
      problems.push(
        `${page}: "${f.sentence}" states ${kind} ${f.value} beside ${values.filter((v) => v !== f.value).join(", ")} and never says what it counts`,
      );
  }
  return problems;
}

/** Phone numbers: every call link and every number shown is one the site config has (the agency's or a city's). */
const phones = [
  defaultSite.phone,
  ...Object.values(defaultSite.cityContacts).flatMap((c) => (c?.phone ? [c.phone] : [])),
];
function checkPhones(page: string, html: string, text: string[], problems: Problem[]) {
  for (const [, tel] of html.matchAll(/href="tel:([^"]*)"/g))
    if (!phones.some((phone) => phone.tel === tel))
      problems.push(`${page}: a call link dials ${tel}, the site's phone is ${defaultSite.phone.tel}`);
  for (const block of text)
    for (const [shown] of block.matchAll(/(?:\+1[ .-]?)?\(?\b\d{3}\)?[ .-]\d{3}[ .-]\d{4}\b/g))
      if (!phones.some((phone) => phone.display === shown))
        problems.push(`${page}: "${block}" shows ${shown}, the site's phone is ${defaultSite.phone.display}`);
}

function problemsOf(res: RenderedPage): Problem[] {
  const page = res.path;
  expect(res.status).toBe(200);
  const problems: Problem[] = [];
  const plans = new Set<string>();
  const rest = checkCards(page, res.text, problems, plans);
  const blocks = pageBlocks(rest);
  for (const block of blocks)
    for (const sentence of sentences(block)) checkSentence(page, sentence, problems);
  checkPhones(page, res.text, blocks, problems);
  checkIndustryBuild(page, blocks.flatMap(sentences), plans, problems);
  problems.push(...unscopedFigures(page, rest));
  return problems;
}

/**
 * An industry page states its own build time (the spec's business constants) above plan cards whose Custom
 * Web Design card says 4-8 weeks: the page must say in words which is which, or the two read as a
 * contradiction.
 */
function checkIndustryBuild(page: string, text: string[], plans: Set<string>, problems: Problem[]) {
  const industry = page.match(/^\/industries\/([a-z-]+)$/)?.[1] as IndustryKey | undefined;
  const custom = services.find((s) => s.slug === "custom-web-design")!;
  if (!industry || !plans.has(custom.title)) return;
  const build = industryFacts[industry].build;
  const timeline = facts.timelines[custom.slug];
  const statesBuild = text.some((sentence) => rangesIn(sentence).includes(build));
  const relates = text.some((sentence) => sentence.includes(custom.title) && sentence.includes(timeline));
  if (build !== timeline && statesBuild && !relates)
    problems.push(
      `${page}: says sites launch in ${build} above the ${custom.title} card's ${timeline} and never says which is which`,
    );
}

test("every sitemap page states the agency's facts as facts.ts has them, each figure in its scope", async () => {
  const problems = renderedSitemap().flatMap(problemsOf);
  expect(problems).toEqual([]);
});

test("the statements the test looks for are on the pages (the patterns are not dead)", async () => {
  const read = async (page: string) =>
    pageBlocks((await request(handler).get(page)).text)
      .flatMap(sentences)
      .join("\n");
  const home = await read("/");
  const reviews = await read("/reviews");
  expect(home).toMatch(new RegExp(`${facts.rating.toFixed(1)} average rating`));
  expect(reviews).toMatch(new RegExp(`${facts.clients}\\+ Happy clients`));
  expect(reviews).toMatch(new RegExp(`${facts.retention}% Client retention`));
  expect(await read("/careers")).toMatch(new RegExp(`${facts.teamSize}\\+ teammates`));
  const about = await read("/about");
  // the founding year is in the mission's first sentence (the "Since 2020" eyebrow over it is gone)
  expect(about).toMatch(new RegExp(`We started in ${facts.foundingYear}`));
  // the three team cards are the leads of the whole team, not the whole team
  expect(about).toMatch(new RegExp(`team of ${facts.teamSize}\\+`));
});

test("a plan card, a platform card or a city strip that disagrees is reported", () => {
  const problems: Problem[] = [];
  const html = [
    '<li class="card pricing-card"><h3 class="pricing-name"><svg></svg>PPC Advertising</h3>',
    "<ul><li>Timeline: <!-- -->3-4 weeks</li></ul></li>",
    '<li class="card platform-card"><p class="platform-name"><svg></svg>Yelp</p><p><strong>4.9</strong> <span>45+ reviews</span></p></li>',
    "<h2>Queens, NY</h2>",
    '<dl class="mini-stats"><div><dt>Businesses</dt><dd>500+</dd></div><div><dt>Rating</dt><dd>4.9</dd></div>',
    "<div><dt>Avg Growth</dt><dd>265%</dd></div></dl>",
  ].join("");
  const rest = checkCards("/example", html, problems);
  expect(problems).toEqual([
    '/example: the PPC Advertising plan card says "3-4 weeks", facts.ts says "1-2 weeks setup"',
    '/example: the Yelp card says "4.9 45+ reviews", facts.ts says 4.7 with 45+',
    '/example: the city stats say "Businesses 500+ Rating 4.9 Avg Growth 265%", expected "Businesses 120+ Rating 4.9 Avg Growth 265%"',
  ]);
  expect(pageBlocks(rest).join(" ")).not.toMatch(/weeks|reviews|Businesses/);
});

test("a contradiction is reported with the page and the sentence", () => {
  const problems: Problem[] = [];
  checkSentence("/example", "We have 4.7 average rating and 600+ clients served.", problems);
  checkSentence("/example", "Rated 4.9 by Manhattan clients.", problems);
  checkSentence("/industries/home-services", "Most contractor websites launch in 3-5 weeks.", problems);
  checkSentence("/example", "Our studio has 15+ years of building for the web.", problems);
  checkSentence("/services", "From $2,000 · 6-8 weeks", problems);
  checkSentence("/reviews", "Client Choice Award: 5.0 rating", problems);
  checkSentence("/", "Client Choice Award: 5.0 rating", problems);
  expect(problems).toEqual([
    '/example: "We have 4.7 average rating and 600+ clients served." says rating 4.7, facts.ts says 4.9',
    '/example: "We have 4.7 average rating and 600+ clients served." says clients 600, facts.ts says 500',
    '/example: "Rated 4.9 by Manhattan clients." says rating 4.9, facts.ts (Manhattan) says 4.8',
    '/industries/home-services: "Most contractor websites launch in 3-5 weeks." says 3-5 weeks, facts.ts says 1-2 weeks',
    '/example: "Our studio has 15+ years of building for the web." says 15 years, but facts.ts has the agency founded in 2020',
    '/services: "From $2,000 · 6-8 weeks" says 6-8 weeks, facts.ts says 4-8 weeks',
    '/reviews: "Client Choice Award: 5.0 rating" says rating 5, facts.ts says 4.9',
  ]);
});

test("figures of one kind that differ on a page must each say what they count", () => {
  const page = (...items: string[]) =>
    `<main><ul>${items.map((item) => `<li class="numeral-item">${item}</li>`).join("")}</ul></main>`;
  // the mixed-figure cases: a borough's retention beside the agency's, two ROIs, two starting prices
  expect(unscopedFigures("/x", page("95% client retention in Brooklyn", "98% Client retention"))).toEqual([
    '/x: "98% Client retention" states retention 98 beside 95 and never says what it counts',
  ]);
  expect(
    unscopedFigures("/x", page("95% client retention in Brooklyn", "98% Client retention, agency-wide")),
  ).toEqual([]);
  expect(unscopedFigures("/x", page("250% average ROI for our clients", "312% Average ROI"))).toEqual([
    '/x: "250% average ROI for our clients" states roi 250 beside 312 and never says what it counts',
    '/x: "312% Average ROI" states roi 312 beside 250 and never says what it counts',
  ]);
  expect(
    unscopedFigures(
      "/x",
      page("Queens marketing packages from $1,300/month", "Reputation management from $800/month"),
    ),
  ).toEqual([]);
  expect(
    unscopedFigures("/x", page("Plans from $1,300/month", "Reputation management from $800/month")),
  ).toEqual(['/x: "Plans from $1,300/month" states price 1300 beside 800 and never says what it counts']);
  // one figure, said twice, needs no scope; a card's heading and a table's caption give theirs
  expect(unscopedFigures("/x", page("98% Client retention", "98% of our clients stay"))).toEqual([]);
  expect(
    unscopedFigures(
      "/x",
      '<main><li class="card"><h3>Local SEO</h3><p>From $1,500/month</p></li>' +
        "<table><caption>Queens at a glance</caption><tr><th>Pricing</th><td>From $1,300/month</td></tr></table></main>",
    ),
  ).toEqual([]);
});
