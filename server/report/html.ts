/**
 * The log report as one self-contained HTML file: the owner's page (owner-page.ts, the figures as /owner
 * shows them) with two more sections, the operations table (errors, cache hits, p95 per template, the
 * cache warm-up left out) and what was read (lines, duplicates, skipped lines and dropped fields). Also the
 * short terminal summary of the same figures.
 */
import type { ReportData } from "./collect";
import { esc, int, pct, renderOwnerPage, table } from "./owner-page";

export type ReportMeta = { generatedAt: Date; inputs: string[]; site?: string; fontUrl?: string };

/** What the report must say before any figure: nothing recognised, leads not in the log. */
export function reportNotices(data: ReportData): Array<{ text: string; alert?: boolean }> {
  const notices: Array<{ text: string; alert?: boolean }> = [];
  if (!data.recognised)
    notices.push({
      alert: true,
      text: `No line of this site was recognised in ${int(data.totals.lines)} lines read: is this the site's JSON log (docker logs, docker compose logs, or the files Docker rotates)? Every figure below is zero.`,
    });
  if (data.directDelivery)
    notices.push({
      text: "The contact form posts straight to the form service on this site (CONTACT_DELIVERY=direct): contact messages never reach the server, so they are not in this log and not counted here. Newsletter sign-ups are.",
    });
  if (data.totals.duplicates)
    notices.push({
      text: `${int(data.totals.duplicates)} ${data.totals.duplicates === 1 ? "line was" : "lines were"} read more than once (overlapping logs, or a file named twice) and counted once.`,
    });
  if (data.dedupeFull)
    notices.push({
      text: "Over 2 million lines were read: lines after them were not checked for repeats. Give each log once.",
    });
  return notices;
}

function opsSection(data: ReportData): string {
  const t = data.totals;
  return `<section aria-labelledby="s-ops"><h2 id="s-ops">Operations: Errors, Cache and Response Time</h2>
<p class="lede">From the access log (${int(t.requests)} requests; the server's own cache warm-up at start, ${int(t.warmUp)} requests, left out). Cache hit rate is over page requests the renderer marked hit or miss; p95 is within 2%.</p>
${table(
  "By template",
  [
    { head: "Template", cell: (r: ReportData["ops"][number]) => esc(r.key) },
    { head: "Requests", cell: (r) => int(r.requests) },
    { head: "5xx", cell: (r) => pct(r.status5xx, r.requests) },
    { head: "4xx", cell: (r) => pct(r.status4xx, r.requests) },
    { head: "Cache hits", cell: (r) => (r.hits + r.misses ? pct(r.hits, r.hits + r.misses) : "–") },
    {
      head: "p95",
      cell: (r) =>
        Number.isFinite(r.p95) ? `${r.p95 < 10 ? r.p95.toFixed(1) : int(Math.round(r.p95))} ms` : "–",
    },
  ],
  data.ops,
)}</section>`;
}

function inputSection(data: ReportData, meta: ReportMeta): string {
  const t = data.totals;
  const skippedTotal = data.skipped.reduce((sum, [, n]) => sum + n, 0);
  const droppedTotal = data.dropped.reduce((sum, [, n]) => sum + n, 0);
  const reasonTable = (caption: string, head: string, rows: Array<[string, number]>) =>
    table(
      caption,
      [
        { head, cell: (r: [string, number]) => esc(r[0]) },
        { head: "Lines", cell: (r) => int(r[1]) },
      ],
      rows,
    );
  return `<section aria-labelledby="s-input"><h2 id="s-input">Input Read</h2>
<p class="lede">${int(t.lines)} lines read from ${esc(meta.inputs.join(", ") || "standard input")}: ${int(t.views)} views, ${int(t.leads)} leads, ${int(t.requests)} requests, ${int(t.vitals)} web-vitals; ${int(t.warmUp)} warm-up requests; ${int(t.duplicates)} lines read twice and counted once; ${int(t.otherLines)} lines of other kinds not used${t.outsideRange ? `; ${int(t.outsideRange)} outside the date range` : ""}.</p>
${skippedTotal ? reasonTable(`${int(skippedTotal)} lines skipped`, "Reason", data.skipped) : '<p class="empty">No line skipped.</p>'}
${droppedTotal ? reasonTable(`${int(droppedTotal)} fields dropped (their lines still counted)`, "Field", data.dropped) : ""}
</section>`;
}

export function renderHtml(data: ReportData, meta: ReportMeta): string {
  const empty = {
    since: data.options.since ?? "",
    until: data.options.until ?? "",
  };
  const owner = data.owner ?? emptyStats(empty.since, empty.until, data.options.timeZone);
  return renderOwnerPage(owner, {
    mode: "file",
    siteName: meta.site ?? "Skyline Digital",
    ...(meta.fontUrl ? { fontUrl: meta.fontUrl } : {}),
    generatedAt: meta.generatedAt,
    source: `the log: ${meta.inputs.join(", ") || "standard input"}`,
    notices: reportNotices(data),
    extraSections: [opsSection(data), inputSection(data, meta)],
  });
}

/** The figures of a period with nothing in it (a log with no dated line of the site). */
export function emptyStats(since: string, until: string, timeZone: string): NonNullable<ReportData["owner"]> {
  const totals = { visits: 0, pageViews: 0, leads: 0, leadsWithoutVisit: 0, conversionRate: null };
  return {
    since: since || "–",
    until: until || "–",
    days: 0,
    timeZone,
    ...totals,
    leadsByForm: { contact: 0, newsletter: 0 },
    leftOut: [],
    gpc: { visits: 0, leads: 0 },
    byDay: [],
    bySource: [],
    byChannel: [],
    byCampaign: [],
    byLanding: [],
    byTemplate: [],
    byDevice: [],
    byReferrer: [],
    byPage: [],
    timeToLead: [],
    vitals: [],
    folded: [],
    previous: { since: "–", until: "–", ...totals },
  };
}

const pctRate = (rate: number | null) => (rate === null ? "–" : `${(100 * rate).toFixed(1)}%`);

/** The terminal summary: totals, the top landing pages and sources, what was left out and skipped. */
export function renderSummary(data: ReportData): string {
  const t = data.totals;
  const o = data.owner;
  const lines: string[] = [];
  for (const notice of reportNotices(data))
    lines.push(`${notice.alert ? "WARNING: " : "note: "}${notice.text}`);
  if (o) {
    lines.push(
      `report ${o.since} to ${o.until} (${o.timeZone})`,
      `visits ${o.visits}, page views ${o.pageViews}, leads ${o.leads} (contact ${o.leadsByForm.contact}, newsletter ${o.leadsByForm.newsletter}), conversion ${pctRate(o.conversionRate)}; ${o.leadsWithoutVisit} leads without a counted visit`,
    );
    for (const r of o.leftOut) lines.push(`  ${String(r.contact + r.newsletter).padStart(7)}  ${r.label}`);
    const topLines = (rows: Array<{ key: string; visits: number; leads: number }>, n = 5) =>
      rows
        .slice(0, n)
        .map(
          (r) =>
            `  ${r.key.padEnd(40)} ${String(r.visits).padStart(7)} visits ${String(r.leads).padStart(5)} leads`,
        );
    lines.push("top landing pages:", ...topLines(o.byLanding.map((r) => ({ key: r.path, ...r }))));
    lines.push(
      "top sources:",
      ...topLines(
        o.bySource.map((r) => ({ key: r.channel ? `${r.source} (${r.channel})` : r.source, ...r })),
      ),
    );
  } else
    lines.push(
      `report: no dated line of the site${data.options.since || data.options.until ? " in the period" : ""}`,
    );
  lines.push(
    `lines read ${t.lines}: ${t.views} views, ${t.leads} leads, ${t.requests} requests, ${t.vitals} web-vitals, ${t.warmUp} warm-up requests, ${t.duplicates} read twice and counted once, ${t.otherLines} of other kinds not used${t.outsideRange ? `, ${t.outsideRange} outside the date range` : ""}`,
  );
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
