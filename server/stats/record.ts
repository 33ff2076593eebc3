/**
 * What one page view, lead or vitals beacon adds to the daily totals: the rows it counts in, and on which
 * day. The live counts (server/stats/index.ts) and the log report (server/report/collect.ts) both count
 * through here, so a figure means the same in /owner and in `npm run report -- LOG`.
 *
 * - A view adds a page view to its path; the first page of a visit (entry) also a visit to its landing
 *   page, template, device, source, channel, campaign and referrer. With Global Privacy Control the visit
 *   is counted under NOT_SHARED, without where it came from.
 * - A lead with a counted visit is counted on the day of that visit (its cohort: the first touch came at
 *   most MAX_VISIT_MS before), under that visit's landing page, source and device, so every table adds up
 *   to the same leads. A lead sent with Global Privacy Control from a page whose script ran is counted on
 *   its own day under NOT_SHARED (its visit was counted, without a source). Every other lead has no
 *   counted visit to join: it is counted apart ("left-out", by reason and form) on its own day.
 */
import { MAX_VISIT_MS, type ClickKind } from "../../shared/attribution";
import type { MetricName } from "../../shared/vitals";
import { classify, NOT_SHARED, type Touch } from "./channels";
import type { Counter, Dimension } from "./counts";
import { bucketOf } from "./vitals-histogram";

export type Device = "mobile" | "tablet" | "desktop";
export type Form = "contact" | "newsletter";

/** Why a lead has no counted visit, and how the owner's page says it. */
export const LEFT_OUT = {
  "no-script": "sent without JavaScript (no page view was counted)",
  continued: "sent from a tab opened from another page of this site (its visit was counted in that tab)",
  lost: "sent from a page whose script kept no visit (storage blocked, or the visit began over 30 days before)",
  unreadable: "sent with a first touch the server could not read (dropped with a warn line)",
} as const;
export type LeftOutReason = keyof typeof LEFT_OUT;
export type LeadCredit = "visit" | "gpc" | LeftOutReason;

/** The landing page of a lead sent with Global Privacy Control: not kept. */
export const NOT_SHARED_LANDING = "(not shared)";

/** Time-to-lead buckets: upper bounds in minutes. */
export const TIME_TO_LEAD_BUCKETS = [
  { label: "under 1 min", max: 1 },
  { label: "1–5 min", max: 5 },
  { label: "5–15 min", max: 15 },
  { label: "15–60 min", max: 60 },
  { label: "1–24 hours", max: 24 * 60 },
  { label: "1–7 days", max: 7 * 24 * 60 },
  { label: "over 7 days", max: Infinity },
] as const;

export type ViewEvent = {
  time: number;
  template: string;
  path: string;
  device: Device;
  entry: boolean;
  /** Global Privacy Control: the visit is counted without where it came from */
  gpc: boolean;
  /** where an entry came from (UTM values already cleaned) */
  touch?: Touch;
};

export type LeadEvent = {
  time: number;
  form: Form;
  device: Device;
  credit: LeadCredit;
  /** with credit "visit": the visit's landing page, first touch and the time since it */
  landing?: string;
  template?: string;
  touch?: Touch;
  elapsedMs?: number;
};

/** The rows an event counts in: the day it is counted on, the table, the key and what it adds. */
export type Counted = { day: string; dim: Dimension; key: string; counts: Partial<Counter> };

const visit = { visits: 1 };
const lead = { leads: 1 };

/** Where a visit's first touch counts: its source (with its channel), channel, campaign and referrer. */
function sourceRows(
  day: string,
  gpc: boolean,
  touch: Touch | undefined,
  counts: Partial<Counter>,
): Counted[] {
  if (gpc)
    return [
      { day, dim: "source", key: `${NOT_SHARED}\tNot shared`, counts },
      { day, dim: "channel", key: "Not shared", counts },
    ];
  const { source, channel, campaign } = classify(touch ?? {});
  const rows: Counted[] = [
    { day, dim: "source", key: `${source}\t${channel}`, counts },
    { day, dim: "channel", key: channel, counts },
  ];
  if (campaign) rows.push({ day, dim: "campaign", key: campaign, counts });
  if (touch?.referrer) rows.push({ day, dim: "referrer", key: touch.referrer, counts });
  return rows;
}

export function viewRows(view: ViewEvent, dayOf: (time: number) => string): Counted[] {
  const day = dayOf(view.time);
  const rows: Counted[] = [
    { day, dim: "total", key: "", counts: { views: 1, ...(view.entry ? visit : {}) } },
    { day, dim: "page", key: view.path, counts: { views: 1 } },
  ];
  if (!view.entry) return rows;
  rows.push(
    { day, dim: "landing", key: view.path, counts: visit },
    { day, dim: "template", key: view.template, counts: visit },
    { day, dim: "device", key: view.device, counts: visit },
    ...sourceRows(day, view.gpc, view.touch, visit),
  );
  return rows;
}

export function leadRows(event: LeadEvent, dayOf: (time: number) => string): Counted[] {
  const elapsed = event.elapsedMs;
  if (event.credit === "visit" && event.landing && elapsed !== undefined && elapsed <= MAX_VISIT_MS) {
    const day = dayOf(event.time - elapsed);
    const minutes = elapsed / 60_000;
    const bucket = TIME_TO_LEAD_BUCKETS.find((b) => minutes < b.max) ?? TIME_TO_LEAD_BUCKETS.at(-1)!;
    return [
      { day, dim: "total", key: "", counts: lead },
      { day, dim: "form", key: event.form, counts: lead },
      { day, dim: "landing", key: event.landing, counts: lead },
      { day, dim: "template", key: event.template ?? "not-found", counts: lead },
      { day, dim: "device", key: event.device, counts: lead },
      { day, dim: "time-to-lead", key: bucket.label, counts: lead },
      ...sourceRows(day, false, event.touch, lead),
    ];
  }
  const day = dayOf(event.time);
  if (event.credit === "gpc")
    return [
      { day, dim: "total", key: "", counts: lead },
      { day, dim: "form", key: event.form, counts: lead },
      { day, dim: "landing", key: NOT_SHARED_LANDING, counts: lead },
      { day, dim: "template", key: NOT_SHARED_LANDING, counts: lead },
      { day, dim: "device", key: event.device, counts: lead },
      ...sourceRows(day, true, undefined, lead),
    ];
  const reason: LeftOutReason = event.credit === "visit" ? "lost" : event.credit;
  return [{ day, dim: "left-out", key: `${reason}\t${event.form}`, counts: lead }];
}

export function vitalsRows(
  time: number,
  template: string,
  metrics: Partial<Record<MetricName, number>>,
  dayOf: (time: number) => string,
): Counted[] {
  const day = dayOf(time);
  return Object.entries(metrics).flatMap(([metric, value]) =>
    typeof value === "number" && Number.isFinite(value)
      ? [
          {
            day,
            dim: "vitals" as const,
            key: `${template}\t${metric}\t${bucketOf(metric as MetricName, value)}`,
            counts: { views: 1 },
          },
        ]
      : [],
  );
}

/** A first touch as the attribution code carries it, narrowed to what classify reads. */
export function touchOf(a: {
  referrer?: string | undefined;
  utm_source?: string | undefined;
  utm_medium?: string | undefined;
  utm_campaign?: string | undefined;
  click?: ClickKind | undefined;
}): Touch {
  return {
    ...(a.referrer ? { referrer: a.referrer } : {}),
    ...(a.utm_source ? { utm_source: a.utm_source } : {}),
    ...(a.utm_medium ? { utm_medium: a.utm_medium } : {}),
    ...(a.utm_campaign ? { utm_campaign: a.utm_campaign } : {}),
    ...(a.click ? { click: a.click } : {}),
  };
}
