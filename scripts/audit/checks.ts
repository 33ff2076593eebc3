/**
 * The audit's own checks, as pure functions over facts read from a rendered page, so each rule can be
 * unit-tested with a deliberately broken page (tests/unit/audit-checks.test.ts) without breaking the site.
 */
import { readPng, type PngInfo } from "../../server/share-image/png";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImagePath } from "../../shared/share-image";
import { canonicalPath } from "../../shared/urls";
import { emptyLayout } from "./layout-facts";
import type { ProbeLayout, StripResult } from "./layout-probe";

export type Finding = { page: string; kind: string; message: string };

/** What the audit reads from a page in the browser (see run.ts) and from its served HTML. */
export type PageFacts = {
  path: string;
  status: number;
  lang: string | null;
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  h1Count: number;
  imagesWithoutAlt: string[];
  links: string[];
  sources: string[];
  ids: string[];
  jsonLd: string[];
  /** <meta property="og:image">'s content */
  ogImage?: string | null;
};

export type LinkResult = { status: number; location?: string; finalStatus?: number };

const finding = (page: string, kind: string, message: string): Finding => ({ page, kind, message });

/** Per-page rules: one h1, lang, title, description, canonical, alt text, noindex only on the 404 page. */
export function checkPage(facts: PageFacts, origin: string, expect404 = false): Finding[] {
  const out: Finding[] = [];
  const page = facts.path;
  const expectedStatus = expect404 ? 404 : 200;
  if (facts.status !== expectedStatus)
    out.push(finding(page, "status", `answered ${facts.status}, expected ${expectedStatus}`));
  if (facts.h1Count !== 1)
    out.push(finding(page, "h1", `has ${facts.h1Count} h1 elements, expected exactly one`));
  if (!facts.lang) out.push(finding(page, "lang", "<html> has no lang attribute"));
  if (!facts.title.trim()) out.push(finding(page, "title", "has no <title>"));
  const description = facts.description?.trim() ?? "";
  if (!description) out.push(finding(page, "description", "has no meta description"));
  else if (description.length < 50 || description.length > 160) {
    out.push(
      finding(page, "description", `meta description is ${description.length} characters (50-160 wanted)`),
    );
  }
  for (const src of facts.imagesWithoutAlt)
    out.push(finding(page, "alt", `<img src="${src}"> has no alt attribute`));
  const noindex = /noindex/i.test(facts.robots ?? "");
  if (expect404) {
    if (!noindex) out.push(finding(page, "robots", "the 404 page must be noindex"));
  } else {
    if (noindex) out.push(finding(page, "robots", "is noindex"));
    const url = page === "/" ? `${origin}/` : `${origin}${page}`;
    if (facts.canonical !== url)
      out.push(finding(page, "canonical", `canonical is ${facts.canonical ?? "missing"}, expected ${url}`));
  }
  return out;
}

/** The longest browser title with the brand suffix: search results cut longer ones. */
export const MAX_TITLE_LENGTH = 60;

/**
 * Pages whose title the spec's screens and routes give word for word, longer than the limit once the suffix
 * is added.
 */
export const SPEC_LONG_TITLES: ReadonlySet<string> = new Set([
  // "Reputation Management Services - Protect Your Brand Online"
  "/services/reputation-management",
]);

/**
 * the spec's overview: the browser title is the page title, then " | {site name}"; at most 60 characters with
 * it. An article may use its WordPress (Yoast) title as written when that title already names the site.
 */
export function checkTitle(facts: PageFacts, siteName: string): Finding[] {
  const out: Finding[] = [];
  const page = facts.path;
  const title = facts.title.trim();
  if (!title) return out; // checkPage reports a missing title
  const suffix = ` | ${siteName}`;
  const article = facts.jsonLd.some((block) => block.includes('"BlogPosting"'));
  const namesSite = title.toLowerCase().includes(siteName.toLowerCase());
  if (!title.endsWith(suffix) && !(article && namesSite))
    out.push(finding(page, "title", `title "${title}" does not end with "${suffix}"`));
  if (title.length > MAX_TITLE_LENGTH && !SPEC_LONG_TITLES.has(page)) {
    out.push(
      finding(
        page,
        "title",
        `title is ${title.length} characters, at most ${MAX_TITLE_LENGTH} wanted: "${title}"`,
      ),
    );
  }
  return out;
}

/** What the audit got when it fetched a page's og:image (see run.ts). */
export type ShareImageResult = { status: number; contentType: string; png: PngInfo | null };

export function describeImage(status: number, contentType: string, bytes: Uint8Array): ShareImageResult {
  return { status, contentType, png: contentType === "image/png" ? readPng(bytes) : null };
}

/**
 * The share image: og:image answers 200 with an image share sites show (not SVG). A page's own card (every
 * page but an article with a featured image; the 404 page shares the home page's) is at /og/<its path>.png
 * on the site, a 1200x630 PNG whose text chunks name it: Title is the start of the page's title, Author the
 * brand (the pixels are not read; tests/http/share-image.test.ts checks the drawn text).
 */
export function checkShareImage(
  facts: PageFacts,
  image: ShareImageResult | undefined,
  siteUrl: string,
  siteName: string,
  expect404 = false,
): Finding[] {
  const out: Finding[] = [];
  const page = facts.path;
  const report = (message: string) => out.push(finding(page, "share-image", message));
  const url = facts.ogImage;
  if (!url) return [finding(page, "share-image", "has no og:image")];
  if (!image) return [finding(page, "share-image", `${url} was not fetched`)];
  if (image.status !== 200) return [finding(page, "share-image", `${url} answers ${image.status}`)];
  if (!image.contentType.startsWith("image/") || image.contentType.startsWith("image/svg"))
    report(`${url} is ${image.contentType || "untyped"}, not an image share sites show`);
  const card = `${siteUrl}${shareImagePath(expect404 ? "/" : page)}`;
  const article = facts.jsonLd.some((block) => block.includes('"BlogPosting"'));
  // an article may share its featured image instead
  if (article && url !== card && !new URL(url, siteUrl).pathname.startsWith("/og/")) return out;
  if (url !== card) return [...out, finding(page, "share-image", `og:image is ${url}, expected ${card}`)];
  const png = image.png;
  if (!png) return [...out, finding(page, "share-image", `${url} is not a PNG`)];
  if (png.width !== SHARE_IMAGE_WIDTH || png.height !== SHARE_IMAGE_HEIGHT)
    report(`${url} is ${png.width}x${png.height}, expected ${SHARE_IMAGE_WIDTH}x${SHARE_IMAGE_HEIGHT}`);
  if (png.text.Author !== siteName)
    report(`${url} names the brand "${png.text.Author ?? ""}", not "${siteName}"`);
  const title = png.text.Title ?? "";
  if (!expect404 && (!title || !facts.title.startsWith(title)))
    report(`${url} is titled "${title}", which does not start the page's title "${facts.title}"`);
  return out;
}

/** The layout read in the browser at one width and state (scripts/audit/layout-probe.ts readLayout). */
export type LayoutFacts = ProbeLayout;

/** At most this many lines of one kind per width and state; the rest are counted. */
const PER_KIND = 3;

/**
 * A page must fit its width and show all its text: no sideways scrolling, nothing past the edge, no text
 * escaping its card, cut by a box or a rounded corner, wider than its box or running into another, no
 * word broken where it should not be, no grid ending in a gap, no orphaned punctuation, one icon-tile grid
 * at most, h1/h2 in Title Case. `label` names the width and state ("375px menu open, Services").
 */
export function checkLayout(page: string, label: string, layout: LayoutFacts): Finding[] {
  const out: Finding[] = [];
  const add = (message: string) => out.push({ page, kind: "layout", message: `${label}: ${message}` });
  const list = (items: string[], what: string) => {
    for (const item of items.slice(0, PER_KIND)) add(`${what}: ${item}`);
    if (items.length > PER_KIND) add(`${what}: ${items.length - PER_KIND} more`);
  };
  if (layout.scrollWidth > layout.viewport + 1) {
    add(`scrolls sideways: ${layout.scrollWidth} px of content in a ${layout.viewport} px window`);
  }
  list(layout.pastEdge, "past the right edge");
  list(layout.clipped, "text cut off by its box");
  list(layout.escapes, "text escapes its card");
  list(layout.cut, "text cut by a clipping box");
  list(layout.corners, "text cut by a rounded corner");
  list(layout.wider, "text wider than its box");
  list(layout.collisions, "texts run into each other");
  list(layout.punctuation, "text starts with a punctuation mark");
  list(layout.hyphenBreaks, "word broken at its hyphen");
  list(layout.rangeBreaks, "number range broken at its hyphen");
  list(layout.splitWords, "word split across lines");
  list(layout.gridGaps, "grid of like items");
  list(layout.scrollerItems, "sideways scroller");
  if (layout.iconGrids > 1) add(`${layout.iconGrids} icon-tile grids (at most one a page)`);
  list(layout.headingCase, "heading not in Title Case");
  return out;
}

/** A six-step strip scrolled from end to end: every card fully in view once, its text whole at both ends. */
export function checkStrip(page: string, label: string, strip: StripResult): Finding[] {
  const where = `${label} strip ${strip.section}`;
  return [
    ...strip.hidden.map((message) => ({ page, kind: "layout", message: `${where}: ${message}` })),
    ...checkLayout(page, `${where} at its start`, strip.layout[0] ?? emptyLayout()),
    ...checkLayout(page, `${where} at its end`, strip.layout[1] ?? emptyLayout()),
  ];
}

/** A layout with nothing to report (the base of the unit tests' broken pages): layout-facts.ts. */
export { emptyLayout };

/** Titles and descriptions must be unique across the site. */
export function checkUnique(pages: PageFacts[]): Finding[] {
  const out: Finding[] = [];
  for (const field of ["title", "description"] as const) {
    const seen = new Map<string, string>();
    for (const facts of pages) {
      const value = facts[field];
      if (!value) continue;
      const first = seen.get(value);
      if (first) out.push(finding(facts.path, field, `same ${field} as ${first}: "${value}"`));
      else seen.set(value, facts.path);
    }
  }
  return out;
}

/** Internal URL of an href or src on this site (path + query + hash), or null for external ones.
 * Relative references ("#pricing") resolve against the page they are on. */
export function internalUrl(raw: string, origin: string, pagePath = "/"): URL | null {
  if (/^(mailto|tel|javascript|data):/i.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, `${origin}${pagePath}`);
  } catch {
    return null;
  }
  return url.origin === origin ? url : null;
}

/** Links must be written in canonical form: no trailing slash, no '//', no alias. */
export function checkCanonicalLinks(facts: PageFacts, origin: string): Finding[] {
  const out: Finding[] = [];
  for (const raw of facts.links) {
    const url = internalUrl(raw, origin, facts.path);
    if (!url) continue;
    const canonical = canonicalPath(url.pathname);
    if (canonical !== url.pathname)
      out.push(finding(facts.path, "link-form", `links to ${url.pathname}; canonical form is ${canonical}`));
  }
  return out;
}

/** Every internal href/src answers 200, or one 301 to a 200; every fragment exists on its target page. */
export function checkLinkResults(
  facts: PageFacts,
  origin: string,
  results: ReadonlyMap<string, LinkResult>,
  idsOf: (path: string) => readonly string[] | undefined,
): Finding[] {
  const out: Finding[] = [];
  for (const raw of [...facts.links, ...facts.sources]) {
    const url = internalUrl(raw, origin, facts.path);
    if (!url) continue;
    const key = url.pathname + url.search;
    // in-page links (#main, #pricing) need only their fragment; the page's own status is checkPage's job
    const samePage = key === facts.path;
    const result = samePage ? { status: 200 } : results.get(key);
    if (!result) out.push(finding(facts.path, "link", `${key} was not checked`));
    else if (result.status === 301) {
      if (result.finalStatus !== 200)
        out.push(
          finding(
            facts.path,
            "link",
            `${key} redirects to ${result.location} which answers ${result.finalStatus}`,
          ),
        );
    } else if (result.status !== 200)
      out.push(finding(facts.path, "link", `${key} answers ${result.status}`));
    if (url.hash && url.hash !== "#") {
      const id = decodeURIComponent(url.hash.slice(1));
      const ids = url.pathname === facts.path ? facts.ids : idsOf(url.pathname);
      if (ids && !ids.includes(id))
        out.push(finding(facts.path, "fragment", `${url.pathname}${url.hash}: no element with id "${id}"`));
    }
  }
  return out;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const typesOf = (node: Json): string[] => {
  const type = node["@type"];
  return Array.isArray(type) ? type.map(String) : type ? [String(type)] : [];
};
const has = (node: Json, key: string) => node[key] !== undefined && node[key] !== null && node[key] !== "";
const absolute = (value: unknown) => typeof value === "string" && /^https?:\/\//.test(value);

/** Properties Google's rich-result documentation requires (or the ones without which a type is useless). */
function checkNode(node: Json, report: (message: string) => void) {
  const types = typesOf(node);
  const need = (key: string, type: string) => {
    if (!has(node, key)) report(`${type} lacks "${key}"`);
  };
  if (types.includes("Organization")) {
    need("name", "Organization");
    need("url", "Organization");
    if (has(node, "logo") && !absolute(node.logo)) report("Organization logo must be an absolute URL");
  }
  if (types.some((t) => t === "LocalBusiness" || t === "ProfessionalService")) {
    need("name", types[0] ?? "LocalBusiness");
    need("address", types[0] ?? "LocalBusiness");
    const address = node.address;
    if (isObject(address)) {
      for (const key of ["streetAddress", "addressLocality", "postalCode", "addressCountry"]) {
        if (!has(address, key)) report(`PostalAddress lacks "${key}"`);
      }
    }
  }
  if (types.includes("BreadcrumbList")) {
    const items = Array.isArray(node.itemListElement) ? node.itemListElement : [];
    if (items.length === 0) report("BreadcrumbList has no itemListElement");
    items.forEach((item: unknown, index: number) => {
      if (!isObject(item)) return report(`BreadcrumbList item ${index + 1} is not an object`);
      if (item.position !== index + 1)
        report(`BreadcrumbList item ${index + 1} has position ${String(item.position)}`);
      if (!has(item, "name")) report(`BreadcrumbList item ${index + 1} lacks "name"`);
      if (index < items.length - 1 && !absolute(item.item))
        report(`BreadcrumbList item ${index + 1} needs an absolute "item" URL`);
    });
  }
  if (types.includes("FAQPage")) {
    const questions = Array.isArray(node.mainEntity) ? node.mainEntity : [];
    if (questions.length === 0) report("FAQPage has no mainEntity questions");
    for (const q of questions) {
      if (!isObject(q) || !has(q, "name") || !isObject(q.acceptedAnswer) || !has(q.acceptedAnswer, "text")) {
        report("FAQPage question lacks name or acceptedAnswer.text");
      }
    }
  }
  if (types.includes("Service")) {
    need("name", "Service");
    need("provider", "Service");
  }
  if (types.some((t) => t === "BlogPosting" || t === "Article")) {
    need("headline", "BlogPosting");
    need("datePublished", "BlogPosting");
    if (!isObject(node.author) && !Array.isArray(node.author)) report('BlogPosting lacks "author"');
  }
  if (types.includes("JobPosting")) {
    for (const key of ["title", "description", "datePosted", "hiringOrganization"]) need(key, "JobPosting");
    if (!has(node, "jobLocation") && node.jobLocationType !== "TELECOMMUTE")
      report('JobPosting lacks "jobLocation"');
  }
}

export function checkJsonLd(page: string, blocks: string[]): Finding[] {
  const out: Finding[] = [];
  const report = (message: string) => out.push(finding(page, "json-ld", message));
  for (const text of blocks) {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      report("a JSON-LD block does not parse");
      continue;
    }
    const roots = Array.isArray(data) ? data : [data];
    for (const root of roots) {
      if (!isObject(root)) {
        report("a JSON-LD block is not an object");
        continue;
      }
      if (root["@context"] !== "https://schema.org")
        report(`@context is ${JSON.stringify(root["@context"])}, expected "https://schema.org"`);
      const nodes = Array.isArray(root["@graph"]) ? root["@graph"].filter(isObject) : [root];
      for (const node of nodes) {
        if (typesOf(node).length === 0) report("a JSON-LD node has no @type");
        checkNode(node, report);
      }
    }
  }
  return out;
}

/** axe-core rule tags the audit runs: WCAG 2.0, 2.1 and 2.2, levels A and AA */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * Findings the audit reports but that do not fail the run: each a defect found, left to another change,
 * with the reason. Keep it short; remove an entry with its fix (run.ts prints each as KNOWN).
 */
export const KNOWN_FAILURES: readonly { page: string; pattern: RegExp; reason: string }[] = [];

/** The allow-list entry a finding matches, if any. */
export function isKnownFailure(finding: Finding) {
  return KNOWN_FAILURES.find((k) => k.page === finding.page && k.pattern.test(finding.message));
}
