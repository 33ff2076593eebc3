/**
 * The owner's report as one self-contained HTML file: inline CSS (the site's design tokens, with a system
 * font stack after Inter, which the reader's machine may not have), inline SVG charts, no script and no
 * request out. Every value from the log is escaped. Also the short terminal summary of the same figures.
 */
import { METRIC_NAMES, type MetricName } from "../../shared/vitals";
import { OTHER, UNKNOWN_LANDING, type ReportData } from "./collect";

const esc = (value: unknown) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
const int = (n: number) => n.toLocaleString("en-US");
const pct = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)}%` : "–");

/** Core Web Vitals thresholds (good up to the first, poor above the second). */
const THRESHOLDS: Record<MetricName, [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

const CSS = `
:root{--ink:#0b0f1a;--text:#1d2433;--muted:#515a6b;--surface:#fff;--surface-2:#f5f6fa;--border:#e3e6ee;
--accent:#5b3df5;--accent-strong:#4a2ee0;--accent-soft:#eeeaff;--accent-2:#ff7a45;--accent-2-text:#c2410c;
--success:#0f7b4f;--success-soft:#ecfdf3;--danger:#b42318;--danger-soft:#fef3f2;--warn:#8a5a00;--warn-soft:#fff7e0;
--font:Inter,"Inter Variable",system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:var(--font);color:var(--text);background:var(--surface-2);line-height:1.5;font-size:15px}
header.top{background:var(--ink);color:#f4f5f9;padding:28px 20px 24px}
header.top .brand{font-weight:700;letter-spacing:.02em;color:#b3a6ff;font-size:13px;text-transform:uppercase}
header.top h1{margin:4px 0 6px;font-size:26px;line-height:1.2;color:#fff}
header.top p{margin:0;color:#aab1c2;font-size:14px}
main{max-width:1120px;margin:0 auto;padding:20px 16px 40px}
.kpis{display:grid;grid-template-columns:repeat(2,1fr);gap:12px;margin:0 0 20px;padding:0;list-style:none}
.kpi{background:var(--surface);border:1px solid var(--border);border-radius:12px;padding:14px 16px}
.kpi .label{display:block;color:var(--muted);font-size:13px}
.kpi .value{display:block;font-size:26px;font-weight:700;color:var(--ink);font-variant-numeric:tabular-nums;line-height:1.2}
.kpi .note{display:block;color:var(--muted);font-size:12px}
section{background:var(--surface);border:1px solid var(--border);border-radius:12px;padding:18px 16px;margin:0 0 16px;break-inside:avoid}
h2{margin:0 0 4px;font-size:18px;color:var(--ink)}
h3{margin:16px 0 6px;font-size:15px;color:var(--ink)}
.lede{margin:0 0 12px;color:var(--muted);font-size:13px}
.scroll{overflow-x:auto}
table{border-collapse:collapse;width:100%;font-size:14px}
caption{text-align:left;font-weight:600;color:var(--ink);padding:0 0 6px}
th,td{padding:7px 8px;border-bottom:1px solid var(--border);text-align:right;vertical-align:top;font-variant-numeric:tabular-nums}
th{font-size:12px;color:var(--muted);font-weight:600;text-transform:uppercase;letter-spacing:.03em;white-space:nowrap}
th:first-child,td:first-child{text-align:left}
td:first-child{overflow-wrap:anywhere;min-width:8em}
tr.quiet td{color:var(--muted);font-style:italic}
.empty{color:var(--muted);font-style:italic;margin:4px 0}
.chart{margin:6px 0 4px}
.chart svg{display:block;width:100%;height:140px;background:linear-gradient(var(--border) 1px,transparent 1px) 0 0/100% 25%}
.axis{display:flex;justify-content:space-between;color:var(--muted);font-size:12px}
.legend{display:flex;gap:16px;color:var(--muted);font-size:13px;margin:0 0 4px}
.swatch{display:inline-block;width:10px;height:10px;border-radius:2px;margin-right:6px;vertical-align:baseline}
.swatch{background:var(--accent)}.swatch.s2{background:var(--accent-2)}
.bar svg{display:block;width:100%;height:12px;min-width:60px}
.good{color:var(--success)}.ni{color:var(--warn)}.poor{color:var(--danger);font-weight:600}
.alert{background:var(--danger-soft);color:var(--danger)}
.ok{background:var(--success-soft);color:var(--success)}
.pill{display:inline-block;padding:1px 8px;border-radius:999px;font-size:13px}
.grid2{display:grid;gap:16px}.grid2>section{min-width:0}
footer{color:var(--muted);font-size:12px;max-width:1120px;margin:0 auto;padding:0 16px 32px}
dl.defs{margin:0;display:grid;grid-template-columns:1fr;gap:4px 16px;font-size:13px}
dl.defs dt{font-weight:600;color:var(--ink)}dl.defs dd{margin:0 0 6px;color:var(--muted)}
@media (min-width:720px){.kpis{grid-template-columns:repeat(4,1fr)}.grid2{grid-template-columns:1fr 1fr}
header.top{padding:36px 32px 28px}main{padding:24px 24px 48px}section{padding:22px 24px}
dl.defs{grid-template-columns:max-content 1fr}}
@media print{body{background:#fff;font-size:12px}header.top{background:#fff;color:var(--ink);padding:0 0 12px;border-bottom:2px solid var(--ink)}
header.top h1{color:var(--ink)}header.top p,header.top .brand{color:var(--muted)}
section,.kpi{border:1px solid #ccc;border-radius:0}main{padding:12px 0;max-width:none}
.chart svg{height:110px}.scroll{overflow:visible}*{-webkit-print-color-adjust:exact;print-color-adjust:exact}}
`;

type Column<T> = { head: string; cell: (row: T) => string; quiet?: boolean };

function table<T>(caption: string, columns: Column<T>[], rows: T[], quiet?: (row: T) => boolean): string {
  if (!rows.length) return `<p class="empty">${esc(caption)}: nothing in this period.</p>`;
  return `<div class="scroll"><table><caption>${esc(caption)}</caption><thead><tr>${columns
    .map((c) => `<th scope="col">${esc(c.head)}</th>`)
    .join("")}</tr></thead><tbody>${rows
    .map(
      (row) =>
        `<tr${quiet?.(row) ? ' class="quiet"' : ""}>${columns.map((c) => `<td>${c.cell(row)}</td>`).join("")}</tr>`,
    )
    .join("")}</tbody></table></div>`;
}

/** A bar of `value` out of `max`, as an inline SVG (no inline style). */
function bar(value: number, max: number, color = "#5b3df5"): string {
  const width = max ? Math.max(value ? 0.5 : 0, (100 * value) / max) : 0;
  return `<span class="bar"><svg viewBox="0 0 100 12" preserveAspectRatio="none" aria-hidden="true"><rect x="0" y="0" width="100" height="12" fill="#eceef4"/><rect x="0" y="0" width="${width.toFixed(2)}" height="12" fill="${color}"/></svg></span>`;
}

/** Bars per day; labels in HTML beside it (an SVG stretched to the width would stretch its text). */
function dayChart(title: string, days: { day: string; value: number }[], color: string): string {
  const max = Math.max(1, ...days.map((d) => d.value));
  const n = days.length;
  const slot = 100 / Math.max(1, n);
  const rects = days
    .map((d, i) => {
      const height = (100 * d.value) / max;
      return `<rect x="${(i * slot + slot * 0.12).toFixed(3)}" y="${(100 - height).toFixed(3)}" width="${(slot * 0.76).toFixed(3)}" height="${height.toFixed(3)}" fill="${color}"><title>${esc(d.day)}: ${int(d.value)}</title></rect>`;
    })
    .join("");
  const total = days.reduce((sum, d) => sum + d.value, 0);
  return `<figure class="chart"><div class="legend"><span><span class="${color === "#5b3df5" ? "swatch" : "swatch s2"}"></span>${esc(title)}: ${int(total)} in all, at most ${int(max)} a day</span></div><svg viewBox="0 0 100 100" preserveAspectRatio="none" role="img" aria-label="${esc(`${title} per day, ${days[0]?.day ?? ""} to ${days.at(-1)?.day ?? ""}`)}">${rects}</svg><div class="axis"><span>${esc(days[0]?.day ?? "")}</span><span>${esc(days.at(-1)?.day ?? "")}</span></div></figure>`;
}

const moreCell = (key: string) => `<em>${int(Number(key.slice(MORE.length)))} more</em>`;
const keyCell = (key: string) =>
  key.startsWith(MORE)
    ? moreCell(key)
    : key === OTHER
      ? "<em>other (past the first 500)</em>"
      : key === UNKNOWN_LANDING
        ? esc(key)
        : `<code>${esc(key)}</code>`;
const plainKeyCell = (key: string) =>
  key.startsWith(MORE) ? moreCell(key) : key === OTHER ? "<em>other (past the first 500)</em>" : esc(key);

type CountRow = { key: string; visits: number; leads: number };
const conversionColumns = (first: string, cell = keyCell): Column<CountRow>[] => [
  { head: first, cell: (r) => cell(r.key) },
  { head: "Visits", cell: (r) => int(r.visits) },
  { head: "Leads", cell: (r) => int(r.leads) },
  {
    head: "Conversion",
    cell: (r) => (r.key === UNKNOWN_LANDING || !r.visits ? "–" : pct(r.leads, r.visits)),
  },
];
const MORE = "\u0000more";
const isUnknown = (r: { key: string }) =>
  r.key === UNKNOWN_LANDING || r.key === OTHER || r.key.startsWith(MORE);

/** The first `limit` rows, and the rest summed in one row ("N more"). */
function top<T extends { key: string; leads: number; visits?: number }>(rows: T[], limit = 25): T[] {
  if (rows.length <= limit) return rows;
  const rest = rows.slice(limit);
  const sum = (pick: (row: T) => number) => rest.reduce((total, row) => total + pick(row), 0);
  return [
    ...rows.slice(0, limit),
    {
      ...rest[0]!,
      key: `${MORE}${rest.length}`,
      leads: sum((r) => r.leads),
      visits: sum((r) => r.visits ?? 0),
    },
  ];
}

function vitalCell(name: MetricName, value: number | undefined): string {
  if (value === undefined) return "–";
  const [good, poor] = THRESHOLDS[name];
  const rating = value <= good ? "good" : value <= poor ? "ni" : "poor";
  const text = name === "CLS" ? value.toFixed(3) : `${int(Math.round(value))} ms`;
  return `<span class="${rating}">${text}</span>`;
}

export type ReportMeta = { generatedAt: Date; inputs: string[]; site?: string };

export function periodText(data: ReportData): string {
  const { since, until } = data.options;
  const first = data.days[0]?.day;
  const last = data.days.at(-1)?.day;
  const from = since ?? first;
  const to = until ?? last;
  if (!from && !to) return "no dated lines";
  return `${from ?? "the start"} to ${to ?? "the end"}`;
}

export function renderHtml(data: ReportData, meta: ReportMeta): string {
  const t = data.totals;
  const maxLanding = Math.max(1, ...data.timeToLead.map((b) => b.leads));
  const timedLeads = data.timeToLead.reduce((sum, b) => sum + b.leads, 0);
  const skippedTotal = data.skipped.reduce((sum, [, n]) => sum + n, 0);
  const droppedTotal = data.dropped.reduce((sum, [, n]) => sum + n, 0);
  const period = periodText(data);

  const days = data.days;
  const visitsChart = dayChart(
    "Visits",
    days.map((d) => ({ day: d.day, value: d.visits })),
    "#5b3df5",
  );
  const leadsChart = dayChart(
    "Leads",
    days.map((d) => ({ day: d.day, value: d.leads })),
    "#ff7a45",
  );

  const kpis = [
    ["Visits", int(t.visits), `${int(t.views)} page views`],
    [
      "Leads",
      int(t.leads),
      `${int(t.leadsByForm.contact ?? 0)} contact · ${int(t.leadsByForm.newsletter ?? 0)} newsletter`,
    ],
    ["Conversion rate", pct(t.leads, t.visits), "leads ÷ visits"],
    ["Pages per visit", t.visits ? (t.views / t.visits).toFixed(1) : "–", "page views ÷ visits"],
  ];

  const sections: string[] = [];
  sections.push(`<section aria-labelledby="s-days"><h2 id="s-days">Visits and leads per day</h2>
<p class="lede">Days in ${esc(data.options.timeZone)}. A visit is the first page a person sees in a browser tab.</p>
${days.length ? visitsChart + leadsChart : '<p class="empty">No visits or leads in this period.</p>'}
${
  days.length
    ? `<details${days.length <= 14 ? ' open=""' : ""}><summary>Figures per day</summary>${table(
        "Per day",
        [
          { head: "Day", cell: (d: (typeof days)[number]) => esc(d.day) },
          { head: "Visits", cell: (d) => int(d.visits) },
          { head: "Page views", cell: (d) => int(d.views) },
          { head: "Leads", cell: (d) => int(d.leads) },
          { head: "Conversion", cell: (d) => pct(d.leads, d.visits) },
        ],
        days,
      )}</details>`
    : ""
}</section>`);

  sections.push(`<section aria-labelledby="s-landing"><h2 id="s-landing">Leads by landing page</h2>
<p class="lede">Conversion = leads that landed on the page ÷ visits that landed on it. Leads sent without JavaScript (or with Global Privacy Control) carry no landing page: they are counted as “${esc(UNKNOWN_LANDING)}”.</p>
${table("Landing pages", conversionColumns("Landing page"), top(data.byLanding), isUnknown)}
${
  data.leadsWithoutLandingByPage.length
    ? `<h3>Leads with no known landing, by the page they were sent from</h3>${table(
        "Sent from",
        [
          { head: "Page", cell: (r: { key: string; leads: number }) => keyCell(r.key) },
          { head: "Leads", cell: (r) => int(r.leads) },
        ],
        top(data.leadsWithoutLandingByPage),
      )}`
    : ""
}</section>`);

  sections.push(`<div class="grid2"><section aria-labelledby="s-template"><h2 id="s-template">By landing template</h2>
<p class="lede">The kind of page a visit started on.</p>
${table("Templates", conversionColumns("Template", plainKeyCell), top(data.byTemplate), isUnknown)}</section>
<section aria-labelledby="s-device"><h2 id="s-device">By device</h2>
<p class="lede">Device class of the landing view and of the lead.</p>
${table("Devices", conversionColumns("Device", plainKeyCell), data.byDevice, isUnknown)}</section></div>`);

  sections.push(`<section aria-labelledby="s-source"><h2 id="s-source">By source / medium / campaign</h2>
<p class="lede">From the landing URL’s utm_ values; without them, the referring site (medium “referral”), an ad click id (medium “cpc”), or “(direct)”.</p>
${table("Sources", conversionColumns("Source / medium / campaign", plainKeyCell), top(data.bySource), isUnknown)}</section>`);

  sections.push(`<div class="grid2"><section aria-labelledby="s-time"><h2 id="s-time">Time from landing to lead</h2>
<p class="lede">${int(timedLeads)} of ${int(t.leads)} leads carry their landing time.</p>
${table(
  "Time to lead",
  [
    { head: "Time", cell: (b: (typeof data.timeToLead)[number]) => esc(b.label) },
    { head: "Leads", cell: (b) => int(b.leads) },
    { head: "Share", cell: (b) => pct(b.leads, timedLeads) },
    { head: "", cell: (b) => bar(b.leads, maxLanding, "#ff7a45") },
  ],
  timedLeads ? data.timeToLead : [],
)}</section>
<section aria-labelledby="s-ref"><h2 id="s-ref">Top external referrers</h2>
<p class="lede">Sites that sent visits (host only).</p>
${table("Referrers", conversionColumns("Referrer", plainKeyCell), top(data.byReferrer, 15), isUnknown)}</section></div>`);

  sections.push(`<section aria-labelledby="s-vitals"><h2 id="s-vitals">Field Core Web Vitals, p75 by template</h2>
<p class="lede">75th percentile of the sampled page views (the figure <code>npm run vitals</code> prints). <span class="good">Good</span>, <span class="ni">needs improvement</span>, <span class="poor">poor</span> by Google’s thresholds.</p>
${table(
  "Core Web Vitals",
  [
    { head: "Template", cell: (r: (typeof data.vitals)[number]) => esc(r.template) },
    { head: "Beacons", cell: (r) => int(r.beacons) },
    ...METRIC_NAMES.map((name) => ({
      head: `${name}`,
      cell: (r: (typeof data.vitals)[number]) => vitalCell(name, r.p75[name]),
    })),
  ],
  data.vitals,
)}</section>`);

  sections.push(`<section aria-labelledby="s-ops"><h2 id="s-ops">Operations: errors, cache and response time</h2>
<p class="lede">From the access log (${int(t.requests)} requests). Cache hit rate is over page requests the renderer marked hit or miss; p95 is within 2%.</p>
${table(
  "By template",
  [
    { head: "Template", cell: (r: (typeof data.ops)[number]) => plainKeyCell(r.key) },
    { head: "Requests", cell: (r) => int(r.requests) },
    {
      head: "5xx",
      cell: (r) =>
        r.status5xx ? `<span class="pill alert">${pct(r.status5xx, r.requests)}</span>` : pct(0, r.requests),
    },
    { head: "4xx", cell: (r) => pct(r.status4xx, r.requests) },
    { head: "Cache hits", cell: (r) => (r.hits + r.misses ? pct(r.hits, r.hits + r.misses) : "–") },
    {
      head: "p95",
      cell: (r) =>
        Number.isFinite(r.p95) ? `${r.p95 < 10 ? r.p95.toFixed(1) : int(Math.round(r.p95))} ms` : "–",
    },
  ],
  data.ops,
)}</section>`);

  sections.push(`<section aria-labelledby="s-input"><h2 id="s-input">Input read</h2>
<p class="lede">${int(t.lines)} lines read from ${esc(meta.inputs.join(", ") || "standard input")}: ${int(t.views)} views, ${int(t.leads)} leads, ${int(t.requests)} requests, ${int(t.vitals)} web-vitals; ${int(t.otherLines)} lines of other kinds not used${t.outsideRange ? `; ${int(t.outsideRange)} outside the date range` : ""}.</p>
${
  skippedTotal
    ? table(
        `${int(skippedTotal)} lines skipped`,
        [
          { head: "Reason", cell: (r: [string, number]) => esc(r[0]) },
          { head: "Lines", cell: (r) => int(r[1]) },
        ],
        data.skipped,
      )
    : '<p><span class="pill ok">No line skipped</span></p>'
}
${
  droppedTotal
    ? table(
        `${int(droppedTotal)} fields dropped (their lines still counted)`,
        [
          { head: "Field", cell: (r: [string, number]) => esc(r[0]) },
          { head: "Times", cell: (r) => int(r[1]) },
        ],
        data.dropped,
      )
    : ""
}
<h3>Definitions</h3>
<dl class="defs"><dt>Visit</dt><dd>a <code>view</code> line marked as the first page of a browser tab’s visit (entry).</dd>
<dt>Lead</dt><dd>an accepted contact or newsletter submission (<code>lead</code> line). No personal data is in the log.</dd>
<dt>Conversion</dt><dd>leads that landed on a page ÷ visits that landed on it.</dd>
<dt>Other</dt><dd>each table keeps its first 500 keys; later ones are summed as “other”.</dd></dl>
</section>`);

  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>Site report, ${esc(period)}</title>
<style>${CSS}</style>
</head>
<body>
<header class="top"><div class="brand">${esc(meta.site ?? "Skyline Digital")} · owner’s report</div>
<h1>Visits, leads and conversion</h1>
<p>${esc(period)} · ${esc(data.options.timeZone)} · generated ${esc(meta.generatedAt.toISOString().slice(0, 16).replace("T", " "))} UTC</p></header>
<main>
<ul class="kpis">${kpis
    .map(
      ([label, value, note]) =>
        `<li class="kpi"><span class="label">${esc(label)}</span><span class="value">${esc(value)}</span><span class="note">${esc(note)}</span></li>`,
    )
    .join("")}</ul>
${sections.join("\n")}
</main>
<footer>From the site’s own server log: no cookie, no address, no user agent. Made by <code>npm run report</code>.</footer>
</body>
</html>
`;
}

/** The terminal summary: totals, the top landing pages and sources, and what was skipped. */
export function renderSummary(data: ReportData): string {
  const t = data.totals;
  const topLines = (rows: CountRow[], n = 5) =>
    rows
      .filter((r) => r.visits || r.leads)
      .slice(0, n)
      .map(
        (r) =>
          `  ${r.key.padEnd(40)} ${String(r.visits).padStart(7)} visits ${String(r.leads).padStart(5)} leads`,
      );
  const lines = [
    `report ${periodText(data)} (${data.options.timeZone})`,
    `visits ${t.visits}, page views ${t.views}, leads ${t.leads} (contact ${t.leadsByForm.contact ?? 0}, newsletter ${t.leadsByForm.newsletter ?? 0}; ${t.leadsWithoutLanding} with no known landing), conversion ${pct(t.leads, t.visits)}`,
    "top landing pages:",
    ...topLines(data.byLanding),
    "top sources:",
    ...topLines(data.bySource),
    `lines read ${t.lines}: ${t.views} views, ${t.leads} leads, ${t.requests} requests, ${t.vitals} web-vitals, ${t.otherLines} of other kinds not used${t.outsideRange ? `, ${t.outsideRange} outside the date range` : ""}`,
  ];
  const skippedTotal = data.skipped.reduce((sum, [, n]) => sum + n, 0);
  lines.push(`skipped ${skippedTotal} lines${skippedTotal ? ":" : ""}`);
  for (const [reason, n] of data.skipped) lines.push(`  ${String(n).padStart(7)}  ${reason}`);
  const droppedTotal = data.dropped.reduce((sum, [, n]) => sum + n, 0);
  if (droppedTotal) {
    lines.push(`dropped ${droppedTotal} fields (their lines still counted):`);
    for (const [reason, n] of data.dropped) lines.push(`  ${String(n).padStart(7)}  ${reason}`);
  }
  return lines.join("\n");
}
