/**
 * The owner's figures as one HTML page: what /owner serves (with its period picker) and what
 * `npm run report` writes to a file (no picker; the log report adds its operations and input sections).
 * No script, no request out but the brand face (the site's own Inter subset, or embedded as a data: URL
 * in a file); inline CSS on the design system's tokens (owner-style.ts; tests/unit/report.test.ts holds them to
 * shared/styles/tokens.css). Every value that came from a visitor is escaped. A figure says what it
 * stands on: conversion beside its visits, a p75 beside its samples (marked when under FEW_SAMPLES), each
 * headline beside the previous period's. Tables scroll sideways in a focusable region that says so on a
 * phone; the charts are bars per day (per week past 92 days), one day drawn as one bar, not a slab.
 */
import { METRIC_NAMES } from "../../shared/vitals";
import { OTHER } from "../stats/counts";
import { addDays } from "../stats/day";
import type { OwnerStats, Totals } from "../stats/summary";
import { FEW_SAMPLES, THRESHOLDS, type VitalSummary } from "../stats/vitals-histogram";
import { OWNER_CSS } from "./owner-style";

export const esc = (value: unknown) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
export const int = (n: number) => n.toLocaleString("en-US");
export const pct = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)}%` : "–");

type Column<T> = { head: string; cell: (row: T) => string };

let regions = 0;
/** A table in a region that scrolls sideways (focusable, so a keyboard scrolls it; a phone is told). */
export function table<T>(
  caption: string,
  columns: Column<T>[],
  rows: T[],
  quiet?: (row: T) => boolean,
): string {
  if (!rows.length) return `<p class="empty">${esc(caption)}: nothing in this period.</p>`;
  const id = `t${++regions}`;
  return `<p class="hint" id="${id}-hint">Swipe the table sideways to see every column.</p><section class="scroll" tabindex="0" aria-label="${esc(caption)}, a table" aria-describedby="${id}-hint"><table><caption>${esc(caption)}</caption><thead><tr>${columns
    .map((c) => `<th scope="col">${esc(c.head)}</th>`)
    .join("")}</tr></thead><tbody>${rows
    .map(
      (row) =>
        `<tr${quiet?.(row) ? ' class="quiet"' : ""}>${columns.map((c) => `<td>${c.cell(row)}</td>`).join("")}</tr>`,
    )
    .join("")}</tbody></table></section>`;
}

const MORE = "\u0000more ";
/** The first `limit` rows, and the rest summed in one row ("N more"). */
export function top<T extends { key: string; visits: number; leads: number }>(rows: T[], limit = 25): T[] {
  if (rows.length <= limit) return rows;
  const rest = rows.slice(limit);
  return [
    ...rows.slice(0, limit),
    {
      ...rest[0]!,
      key: `${MORE}${rest.length}`,
      visits: rest.reduce((sum, row) => sum + row.visits, 0),
      leads: rest.reduce((sum, row) => sum + row.leads, 0),
    },
  ];
}

const keyCell = (key: string, code = false) =>
  key.startsWith(MORE)
    ? `<em>${int(Number(key.slice(MORE.length)))} more</em>`
    : key === OTHER
      ? "<em>(other): smaller keys summed</em>"
      : code
        ? `<code>${esc(key)}</code>`
        : esc(key);
const isQuiet = (row: { key: string }) =>
  row.key === OTHER || row.key.startsWith(MORE) || row.key.startsWith("(");

type Row = { key: string; visits: number; leads: number; note?: string };
const conversionColumns = (first: string, code = false): Column<Row>[] => [
  { head: first, cell: (r) => keyCell(r.key, code) + (r.note ? ` <small>${esc(r.note)}</small>` : "") },
  { head: "Visits", cell: (r) => int(r.visits) },
  { head: "Leads", cell: (r) => int(r.leads) },
  { head: "Conversion", cell: (r) => (r.visits ? pct(r.leads, r.visits) : "–") },
];

/**
 * "↑ 12%" / "↓ 3%" / "same" against the previous period's figure; green when it went the good way (up, or
 * down for a figure where less is better), red otherwise.
 */
function change(now: number, before: number, unit: "%" | "pp" = "%", lessIsBetter = false): string {
  const tone = (rose: boolean) => (rose !== lessIsBetter ? "up" : "down");
  if (unit === "pp") {
    const diff = 100 * (now - before);
    if (Math.abs(diff) < 0.05) return "same";
    return `<span class="${tone(diff > 0)}">${diff > 0 ? "↑" : "↓"} ${Math.abs(diff).toFixed(1)} pts</span>`;
  }
  if (now === before) return "same";
  if (!before) return `<span class="${tone(true)}">↑ new</span>`;
  const ratio = (now - before) / before;
  return `<span class="${tone(ratio > 0)}">${ratio > 0 ? "↑" : "↓"} ${Math.abs(100 * ratio).toFixed(0)}%</span>`;
}

const periodText = (since: string, until: string) => (since === until ? since : `${since} to ${until}`);

/** Bars per day (per week past 92 days): one day is one bar of at most 6% of the width, not a slab. */
function chart(
  title: string,
  kind: "visits" | "leads",
  points: Array<{ label: string; value: number }>,
  unit: string,
): string {
  const n = Math.max(1, points.length);
  const max = Math.max(1, ...points.map((p) => p.value));
  const slot = 100 / n;
  const width = Math.min(slot * 0.7, 6);
  const bars = points
    .map((p, i) => {
      const height = (100 * p.value) / max;
      return `<rect x="${(i * slot + (slot - width) / 2).toFixed(3)}" y="${(100 - height).toFixed(3)}" width="${width.toFixed(3)}" height="${height.toFixed(3)}"><title>${esc(p.label)}: ${int(p.value)}</title></rect>`;
    })
    .join("");
  const total = points.reduce((sum, p) => sum + p.value, 0);
  const first = points[0]?.label ?? "";
  const last = points.at(-1)?.label ?? "";
  const middle = points.length > 2 ? (points[Math.floor(points.length / 2)]?.label ?? "") : "";
  return `<figure class="chart"><figcaption><span><span class="swatch${kind === "leads" ? " leads" : ""}"></span>${esc(title)}: ${int(total)} in all</span><span>top of the scale: ${int(max)} ${esc(unit)}</span></figcaption><svg class="bars ${kind}" viewBox="0 0 100 100" preserveAspectRatio="none" role="img" aria-label="${esc(`${title} ${unit}, ${first} to ${last}: ${int(total)} in all, at most ${int(max)} ${unit}`)}">${bars}</svg><div class="axis" aria-hidden="true"><span>${esc(first)}</span>${middle ? `<span>${esc(middle)}</span>` : ""}<span>${points.length > 1 ? esc(last) : ""}</span></div></figure>`;
}

/** Weekly sums from the first day of the period, for periods over 92 days. */
function weekly(days: OwnerStats["byDay"]) {
  const weeks: Array<{ label: string; visits: number; leads: number }> = [];
  for (let i = 0; i < days.length; i += 7) {
    const slice = days.slice(i, i + 7);
    weeks.push({
      label: `week of ${slice[0]!.day}`,
      visits: slice.reduce((sum, d) => sum + d.visits, 0),
      leads: slice.reduce((sum, d) => sum + d.leads, 0),
    });
  }
  return weeks;
}

function vitalCell(row: VitalSummary): string {
  const [good, poor] = THRESHOLDS[row.metric];
  const value = row.p75;
  const rating = value <= good ? "good" : value <= poor ? "ni" : "poor";
  const text = !Number.isFinite(value)
    ? "over 60 s"
    : row.metric === "CLS"
      ? `≤ ${value}`
      : `≤ ${int(value)} ms`;
  return `<span class="${rating}">${text}</span>`;
}

export type PageOptions = {
  /** live: /owner, with the period picker; file: `npm run report`, self-contained */
  mode: "live" | "file";
  siteName: string;
  /** the brand face: the site's woff2 (/assets/...) or a data: URL; none falls back to the system face */
  fontUrl?: string;
  generatedAt: Date;
  /** where the figures come from ("SQLite at /data/stats.sqlite", "the log: site-1.log") */
  source: string;
  /** said at the top, in a box (e.g. direct delivery, nothing recognised) */
  notices?: Array<{ text: string; alert?: boolean }>;
  /** more sections after the figures (the log report's operations and input) */
  extraSections?: string[];
  /** live: today in the site's time zone, for the picker's presets */
  today?: string;
};

function picker(stats: OwnerStats, today: string): string {
  const presets = [
    ["Today", today, today],
    ["Last 7 days", addDays(today, -6), today],
    ["Last 30 days", addDays(today, -29), today],
    ["Last 90 days", addDays(today, -89), today],
  ] as const;
  const links = presets
    .map(([label, since, until]) => {
      const current = stats.since === since && stats.until === until ? ' aria-current="page"' : "";
      return `<li><a href="/owner?since=${since}&amp;until=${until}"${current}>${label}</a></li>`;
    })
    .join("");
  return `<nav class="picker" aria-label="Period"><ul>${links}</ul><form method="get" action="/owner"><label>From<input type="date" name="since" value="${esc(stats.since)}" required /></label><label>To<input type="date" name="until" value="${esc(stats.until)}" required /></label><button type="submit">Show</button></form><a href="/owner/stats.json?since=${esc(stats.since)}&amp;until=${esc(stats.until)}">These figures as JSON</a></nav>`;
}

export function renderOwnerPage(stats: OwnerStats, options: PageOptions): string {
  regions = 0;
  const prev: Totals & { since: string; until: string } = stats.previous;
  const period = periodText(stats.since, stats.until);
  const prevText = `the ${stats.days === 1 ? "day" : `${stats.days} days`} before (${periodText(prev.since, prev.until)})`;
  const rateText = (rate: number | null) => (rate === null ? "–" : `${(100 * rate).toFixed(1)}%`);
  const leftOutTotal = stats.leadsWithoutVisit;
  const kpis = [
    ["Visits", int(stats.visits), `${change(stats.visits, prev.visits)} · ${int(prev.visits)} before`],
    [
      "Page views",
      int(stats.pageViews),
      `${change(stats.pageViews, prev.pageViews)} · ${int(prev.pageViews)} before`,
    ],
    [
      "Leads",
      int(stats.leads),
      `${change(stats.leads, prev.leads)} · ${int(prev.leads)} before; with a counted visit`,
    ],
    [
      "Conversion rate",
      rateText(stats.conversionRate),
      `${stats.conversionRate !== null && prev.conversionRate !== null ? change(stats.conversionRate, prev.conversionRate, "pp") : "–"} · ${int(stats.leads)} leads ÷ ${int(stats.visits)} visits`,
    ],
    [
      "Leads without a visit",
      int(leftOutTotal),
      `${change(leftOutTotal, prev.leadsWithoutVisit, "%", true)} · not in the rate (see below)`,
    ],
    [
      "Pages per visit",
      stats.visits ? (stats.pageViews / stats.visits).toFixed(1) : "–",
      "page views ÷ visits",
    ],
  ];

  const daily =
    stats.byDay.length > 92 ? weekly(stats.byDay) : stats.byDay.map((d) => ({ label: d.day, ...d }));
  const unit = stats.byDay.length > 92 ? "a week" : "a day";
  const sections: string[] = [];

  sections.push(`<section aria-labelledby="s-days"><h2 id="s-days">Visits and Leads ${stats.byDay.length > 92 ? "per Week" : "per Day"}</h2>
<p class="lede">Days in ${esc(stats.timeZone)}. A visit is the first page a person sees in a browser tab; a lead counts on the day of the visit it came from.</p>
${chart(
  "Visits",
  "visits",
  daily.map((d) => ({ label: d.label, value: d.visits })),
  unit,
)}
${chart(
  "Leads",
  "leads",
  daily.map((d) => ({ label: d.label, value: d.leads })),
  unit,
)}
<details${stats.byDay.length <= 14 ? ' open=""' : ""}><summary>Figures per day</summary>${table(
    "Per day",
    [
      { head: "Day", cell: (d: OwnerStats["byDay"][number]) => esc(d.day) },
      { head: "Visits", cell: (d) => int(d.visits) },
      { head: "Page views", cell: (d) => int(d.pageViews) },
      { head: "Leads", cell: (d) => int(d.leads) },
      { head: "Conversion", cell: (d) => (d.visits ? pct(d.leads, d.visits) : "–") },
      { head: "Leads without a visit", cell: (d) => int(d.leadsWithoutVisit) },
    ],
    [...stats.byDay].reverse(),
  )}</details></section>`);

  const leftOutItems = stats.leftOut.map(
    (r) =>
      `<li>${int(r.contact + r.newsletter)} ${r.contact + r.newsletter === 1 ? "lead" : "leads"} ${esc(r.label)} (contact ${int(r.contact)}, newsletter ${int(r.newsletter)})</li>`,
  );
  sections.push(`<section aria-labelledby="s-out"><h2 id="s-out">What the Headline Leaves Out</h2>
<p class="lede">The conversion rate is leads with a counted visit ÷ counted visits, so each table below adds up. ${int(stats.leadsByForm.contact)} contact ${stats.leadsByForm.contact === 1 ? "message" : "messages"} and ${int(stats.leadsByForm.newsletter)} newsletter ${stats.leadsByForm.newsletter === 1 ? "sign-up" : "sign-ups"} have a counted visit.</p>
${leftOutItems.length ? `<ul class="plain">${leftOutItems.join("")}</ul>` : '<p class="empty">No lead without a counted visit in this period.</p>'}
<p class="lede">Global Privacy Control: ${int(stats.gpc.visits)} ${stats.gpc.visits === 1 ? "visit" : "visits"} and ${int(stats.gpc.leads)} ${stats.gpc.leads === 1 ? "lead" : "leads"} are counted without where they came from (source “not shared”). Visitors whose browser runs no script, and crawlers, are never counted as visits.</p></section>`);

  const rows = <T>(list: T[], key: (row: T) => string, note?: (row: T) => string | undefined) =>
    list.map((row) => ({
      ...(row as { visits: number; leads: number }),
      key: key(row),
      ...(note?.(row) ? { note: note(row)! } : {}),
    }));

  sections.push(`<section aria-labelledby="s-channel"><h2 id="s-channel">Channels</h2>
<p class="lede">How visits arrived, grouped as GA4's default channel groups do: search, ads, social, e-mail, other sites, or typed in (direct).</p>
${table(
  "Channels",
  conversionColumns("Channel"),
  rows(stats.byChannel, (r) => r.channel),
)}</section>`);

  sections.push(`<section aria-labelledby="s-source"><h2 id="s-source">Sources</h2>
<p class="lede">One name per site, whether it sent a search visit, an ad click or a tagged link (utm_source); the channel beside it.</p>
${table(
  "Sources",
  conversionColumns("Source"),
  top(
    rows(
      stats.bySource,
      (r) => r.source,
      (r) => (r.channel ? r.channel : undefined),
    ),
  ),
  isQuiet,
)}</section>`);

  sections.push(`<section aria-labelledby="s-campaign"><h2 id="s-campaign">Campaigns</h2>
<p class="lede">Visits whose landing address carried UTM tags, as tagged: utm_source / utm_medium / utm_campaign. Tags outside the site's alphabet (markup, formulas, e-mail addresses, phone numbers) are dropped.</p>
${table("Campaigns", conversionColumns("Source / medium / campaign"), top(rows(stats.byCampaign, (r) => r.campaign)), isQuiet)}</section>`);

  sections.push(`<section aria-labelledby="s-landing"><h2 id="s-landing">Landing Pages</h2>
<p class="lede">The first page of each visit, and the leads that came from those visits.</p>
${table("Landing pages", conversionColumns("Landing page", true), top(rows(stats.byLanding, (r) => r.path)), isQuiet)}</section>`);

  sections.push(`<div class="grid2"><section aria-labelledby="s-device"><h2 id="s-device">Devices</h2>
<p class="lede">The device class of the visit (phone, tablet or computer).</p>
${table(
  "Devices",
  conversionColumns("Device"),
  rows(stats.byDevice, (r) => r.device),
  isQuiet,
)}</section>
<section aria-labelledby="s-template"><h2 id="s-template">Landing Templates</h2>
<p class="lede">The kind of page a visit started on.</p>
${table("Templates", conversionColumns("Template"), top(rows(stats.byTemplate, (r) => r.template)), isQuiet)}</section></div>`);

  const pageRows = stats.byPage.map((p) => ({ key: p.path, visits: p.pageViews, leads: 0 }));
  sections.push(`<div class="grid2"><section aria-labelledby="s-pages"><h2 id="s-pages">Pages Viewed</h2>
<p class="lede">Every page view, by page.</p>
${table(
  "Pages",
  [
    { head: "Page", cell: (r: Row) => keyCell(r.key, true) },
    { head: "Page views", cell: (r) => int(r.visits) },
  ],
  top(pageRows),
  isQuiet,
)}</section>
<section aria-labelledby="s-ref"><h2 id="s-ref">Referring Sites</h2>
<p class="lede">The site whose link began a visit (its host name only).</p>
${table(
  "Referrers",
  conversionColumns("Referrer"),
  top(
    rows(stats.byReferrer, (r) => r.referrer),
    15,
  ),
  isQuiet,
)}</section></div>`);

  const timed = stats.timeToLead.reduce((sum, b) => sum + b.leads, 0);
  sections.push(`<section aria-labelledby="s-time"><h2 id="s-time">Time from Landing to Lead</h2>
<p class="lede">${int(timed)} of ${int(stats.leads)} leads with a counted visit, by the time from the visit's first page to the lead.</p>
${table(
  "Time to lead",
  [
    { head: "Time", cell: (b: OwnerStats["timeToLead"][number]) => esc(b.bucket) },
    { head: "Leads", cell: (b) => int(b.leads) },
    { head: "Share", cell: (b) => pct(b.leads, timed) },
  ],
  timed ? stats.timeToLead : [],
)}</section>`);

  const vitalsByTemplate = new Map<string, Partial<Record<(typeof METRIC_NAMES)[number], VitalSummary>>>();
  for (const row of stats.vitals) {
    const entry = vitalsByTemplate.get(row.template) ?? {};
    entry[row.metric] = row;
    vitalsByTemplate.set(row.template, entry);
  }
  sections.push(`<section aria-labelledby="s-vitals"><h2 id="s-vitals">Core Web Vitals</h2>
<p class="lede">The sampled page views' field data, per template: the 75th percentile (at most the value shown: values are kept in buckets), the share rated <span class="good">good</span> by Google's thresholds (the rest <span class="ni">needs improvement</span> or <span class="poor">poor</span>), and the samples each stands on. Under ${FEW_SAMPLES} samples a percentile says little: it is marked.</p>
${table(
  "Core Web Vitals",
  [
    {
      head: "Template",
      cell: ([template]: [string, Partial<Record<(typeof METRIC_NAMES)[number], VitalSummary>>]) =>
        esc(template),
    },
    ...METRIC_NAMES.map((metric) => ({
      head: metric,
      cell: ([, rows]: [string, Partial<Record<(typeof METRIC_NAMES)[number], VitalSummary>>]) => {
        const row = rows[metric];
        if (!row) return "–";
        const samples =
          row.samples < FEW_SAMPLES
            ? `<span class="pill few">${int(row.samples)}: few</span>`
            : `<small>${int(row.samples)} samples</small>`;
        return `${vitalCell(row)}<br /><small>${pct(row.good, row.samples)} good</small> ${samples}`;
      },
    })),
  ],
  [...vitalsByTemplate].sort(([a], [b]) => a.localeCompare(b)),
)}</section>`);

  const folded = stats.folded.map(
    (f) =>
      `<li>${esc(f.table)}: ${int(f.keys)} smaller ${f.keys === 1 ? "key" : "keys"} summed as “(other)” (${int(f.visits)} visits, ${int(f.leads)} leads, ${int(f.pageViews)} page views)</li>`,
  );
  sections.push(`<section aria-labelledby="s-defs"><h2 id="s-defs">How the Figures Are Counted</h2>
<dl class="defs"><dt>Page view</dt><dd>a page a person was shown: the page's script tells the server once it is on screen (a prerendered page only once shown; a page restored by the back button again). Crawlers, prefetches and HEAD requests are not page views.</dd>
<dt>Visit</dt><dd>the first page a person sees in a browser tab; a tab opened from a page of this site continues a visit and is not a new one.</dd>
<dt>Lead</dt><dd>an accepted contact message or newsletter sign-up. With a counted visit, it counts on that visit's day, landing page, source and device.</dd>
<dt>Kept</dt><dd>counts per day and key, never a row about a person. Each table of pages, landing pages, sources, campaigns and referrers keeps its largest 1,000 keys a day; smaller ones are summed as “(other)”.</dd></dl>
${folded.length ? `<h3>Summed as “(other)” in this period</h3><ul class="plain">${folded.join("")}</ul>` : ""}</section>`);

  sections.push(...(options.extraSections ?? []));

  const notices = (options.notices ?? [])
    .map(
      (n) =>
        `<p class="notice${n.alert ? " alert" : ""}"${n.alert ? ' role="alert"' : ""}>${esc(n.text)}</p>`,
    )
    .join("\n");
  const font = options.fontUrl
    ? `@font-face{font-family:"Inter Variable";font-style:normal;font-display:swap;font-weight:100 900;src:url("${options.fontUrl}") format("woff2-variations")}`
    : "";
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex, nofollow" />
<title>Owner's figures, ${esc(period)} | ${esc(options.siteName)}</title>
${options.mode === "live" ? '<link rel="icon" href="/icons/favicon.svg" type="image/svg+xml" />' : ""}
<style>${font}${OWNER_CSS}</style>
</head>
<body>
<header class="top"><div class="wrap">
<p class="brand">${esc(options.siteName)} · owner's figures</p>
<h1>Visits, Leads and Conversion</h1>
<p>${esc(period)} (${esc(stats.timeZone)}), compared with ${esc(prevText)} · from ${esc(options.source)} · made ${esc(options.generatedAt.toISOString().slice(0, 16).replace("T", " "))} UTC</p>
${options.mode === "live" && options.today ? picker(stats, options.today) : ""}
</div></header>
<main class="wrap">
${notices}
<ul class="kpis">${kpis
    .map(
      ([label, value, note]) =>
        `<li class="kpi"><span class="label">${esc(label)}</span><span class="value">${esc(value)}</span><span class="note">${note}</span></li>`,
    )
    .join("")}</ul>
${sections.join("\n")}
</main>
<footer class="wrap">Counted by the site itself: no cookie, no address, no user agent, no row about a person.</footer>
</body>
</html>
`;
}
