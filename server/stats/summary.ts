/**
 * The owner's figures for a period, from the stored daily totals: what /owner shows and /owner/stats.json
 * returns (docs/MEASURING.md, "The owner's page"). Every table carries its "(other)" row, so each adds up
 * to the headline figures: visits over landing pages, sources, channels, devices and templates; leads
 * with a counted visit likewise.
 */
import { METRIC_NAMES, type MetricName } from "../../shared/vitals";
import { CHANNELS } from "./channels";
import { compareWeight, OTHER, type StoredCounts, type StoredRow } from "./counts";
import { addDays, daysBetween, eachDay } from "./day";
import { LEFT_OUT, TIME_TO_LEAD_BUCKETS, type LeftOutReason } from "./record";
import { VitalsHistograms, type VitalSummary } from "./vitals-histogram";

export type Conversion = { visits: number; leads: number };
export type Totals = {
  visits: number;
  pageViews: number;
  /** leads with a counted visit in the period (counted on the visit's day) */
  leads: number;
  /** leads in the period with no counted visit to join (counted on their own day) */
  leadsWithoutVisit: number;
  /** leads / visits (0 to 1), or null without visits */
  conversionRate: number | null;
};

export type FoldedTable = { table: string; keys: number; visits: number; leads: number; pageViews: number };

export type OwnerStats = Totals & {
  since: string;
  until: string;
  days: number;
  timeZone: string;
  leadsByForm: { contact: number; newsletter: number };
  leftOut: Array<{ reason: LeftOutReason; label: string; contact: number; newsletter: number }>;
  /** visits and leads sent with Global Privacy Control (counted without where they came from) */
  gpc: Conversion;
  byDay: Array<{ day: string; visits: number; pageViews: number; leads: number; leadsWithoutVisit: number }>;
  bySource: Array<{ source: string; channel: string } & Conversion>;
  byChannel: Array<{ channel: string } & Conversion>;
  byCampaign: Array<{ campaign: string } & Conversion>;
  byLanding: Array<{ path: string } & Conversion>;
  byTemplate: Array<{ template: string } & Conversion>;
  byDevice: Array<{ device: string } & Conversion>;
  byReferrer: Array<{ referrer: string } & Conversion>;
  byPage: Array<{ path: string; pageViews: number }>;
  timeToLead: Array<{ bucket: string; leads: number }>;
  vitals: VitalSummary[];
  /** the tables whose smaller keys were summed under "(other)" on some day of the period */
  folded: FoldedTable[];
  /** the period of the same length just before, for comparison */
  previous: Totals & { since: string; until: string };
};

const rate = (leads: number, visits: number) => (visits ? leads / visits : null);

function totalsOf(stored: StoredCounts): Totals {
  let visits = 0;
  let pageViews = 0;
  let leads = 0;
  let leadsWithoutVisit = 0;
  for (const row of stored.rows) {
    if (row.dim === "total") {
      visits += row.visits;
      pageViews += row.views;
      leads += row.leads;
    } else if (row.dim === "left-out") leadsWithoutVisit += row.leads;
  }
  return { visits, pageViews, leads, leadsWithoutVisit, conversionRate: rate(leads, visits) };
}

const byWeight = (a: StoredRow, b: StoredRow) =>
  // "(other)" last, whatever its size: it is many keys
  Number(a.key === OTHER) - Number(b.key === OTHER) || compareWeight(a, b) || a.key.localeCompare(b.key);

export function summarise(
  stored: StoredCounts,
  previousStored: StoredCounts,
  period: { since: string; until: string; timeZone: string },
): OwnerStats {
  const table = (dim: StoredRow["dim"]) =>
    stored.rows.filter((row) => row.dim === dim && (row.visits || row.leads || row.views)).sort(byWeight);
  const conversion = (row: StoredRow): Conversion => ({ visits: row.visits, leads: row.leads });

  const byDay = new Map(
    eachDay(period.since, period.until).map((day) => [
      day,
      { day, visits: 0, pageViews: 0, leads: 0, leadsWithoutVisit: 0 },
    ]),
  );
  for (const row of stored.days) {
    const day = byDay.get(row.day);
    if (!day) continue;
    if (row.dim === "total") {
      day.visits += row.visits;
      day.pageViews += row.views;
      day.leads += row.leads;
    } else if (row.dim === "left-out") day.leadsWithoutVisit += row.leads;
  }

  const leftOut = new Map<LeftOutReason, { contact: number; newsletter: number }>();
  for (const row of table("left-out")) {
    const [reason, form] = row.key.split("\t") as [LeftOutReason, "contact" | "newsletter"];
    if (!(reason in LEFT_OUT) || (form !== "contact" && form !== "newsletter")) continue;
    const entry = leftOut.get(reason) ?? { contact: 0, newsletter: 0 };
    entry[form] += row.leads;
    leftOut.set(reason, entry);
  }
  const forms = table("form");
  const formLeads = (form: string) => forms.find((row) => row.key === form)?.leads ?? 0;

  const sources = table("source").map((row) => {
    const [source = row.key, channel = ""] = row.key === OTHER ? [OTHER, ""] : row.key.split("\t");
    return { source, channel, ...conversion(row) };
  });
  const notShared = sources.filter((row) => row.channel === "Not shared");

  const histograms = new VitalsHistograms();
  for (const row of table("vitals")) {
    const [template = "", metric, bucket] = row.key.split("\t");
    if (!METRIC_NAMES.includes(metric as MetricName)) continue;
    histograms.addBucket(template, metric as MetricName, Number(bucket), row.views);
  }

  const folded: FoldedTable[] = [];
  for (const [dim, name] of [
    ["page", "pages"],
    ["landing", "landing pages"],
    ["source", "sources"],
    ["campaign", "campaigns"],
    ["referrer", "referrers"],
  ] as const) {
    const other = stored.rows.find((row) => row.dim === dim && row.key === OTHER);
    if (other?.folded)
      folded.push({
        table: name,
        keys: other.folded,
        visits: other.visits,
        leads: other.leads,
        pageViews: other.views,
      });
  }

  const totals = totalsOf(stored);
  const days = daysBetween(period.since, period.until);
  const channelOrder = (channel: string) => CHANNELS.indexOf(channel as (typeof CHANNELS)[number]);
  return {
    since: period.since,
    until: period.until,
    days,
    timeZone: period.timeZone,
    ...totals,
    leadsByForm: { contact: formLeads("contact"), newsletter: formLeads("newsletter") },
    leftOut: (Object.keys(LEFT_OUT) as LeftOutReason[])
      .filter((reason) => leftOut.has(reason))
      .map((reason) => ({ reason, label: LEFT_OUT[reason], ...leftOut.get(reason)! })),
    gpc: {
      visits: notShared.reduce((sum, row) => sum + row.visits, 0),
      leads: notShared.reduce((sum, row) => sum + row.leads, 0),
    },
    byDay: [...byDay.values()],
    bySource: sources,
    byChannel: table("channel")
      .map((row) => ({ channel: row.key, ...conversion(row) }))
      .sort(
        (a, b) =>
          b.leads - a.leads || b.visits - a.visits || channelOrder(a.channel) - channelOrder(b.channel),
      ),
    byCampaign: table("campaign").map((row) => ({ campaign: row.key, ...conversion(row) })),
    byLanding: table("landing").map((row) => ({ path: row.key, ...conversion(row) })),
    byTemplate: table("template").map((row) => ({ template: row.key, ...conversion(row) })),
    byDevice: table("device").map((row) => ({ device: row.key, ...conversion(row) })),
    byReferrer: table("referrer").map((row) => ({ referrer: row.key, ...conversion(row) })),
    byPage: stored.rows
      .filter((row) => row.dim === "page" && row.views)
      .sort(
        (a, b) =>
          Number(a.key === OTHER) - Number(b.key === OTHER) ||
          b.views - a.views ||
          a.key.localeCompare(b.key),
      )
      .map((row) => ({ path: row.key, pageViews: row.views })),
    timeToLead: TIME_TO_LEAD_BUCKETS.map((bucket) => ({
      bucket: bucket.label,
      leads: stored.rows.find((row) => row.dim === "time-to-lead" && row.key === bucket.label)?.leads ?? 0,
    })),
    vitals: histograms.summary(),
    folded,
    previous: {
      since: addDays(period.since, -days),
      until: addDays(period.since, -1),
      ...totalsOf(previousStored),
    },
  };
}

/** The period of the same length just before [since, until]. */
export function previousPeriod(since: string, until: string): { since: string; until: string } {
  const days = daysBetween(since, until);
  return { since: addDays(since, -days), until: addDays(since, -1) };
}
