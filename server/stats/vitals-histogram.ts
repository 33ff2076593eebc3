/**
 * Core Web Vitals in fixed buckets: a day's field data per template is a count per bucket, never a list of
 * values, so the daily totals and the log report take any number of beacons in constant memory. Google's
 * thresholds (good / needs improvement / poor) are bucket edges, so the share of each rating is exact; the
 * 75th percentile is given as the upper edge of the bucket that holds it ("at most"), with the number of
 * samples it stands on.
 */
import { METRIC_NAMES, type MetricName } from "../../shared/vitals";

/** Good up to the first, poor above the second (web.dev's thresholds). */
export const THRESHOLDS: Record<MetricName, [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

/** Upper edges (inclusive) of the buckets, in ms (CLS unitless); the last bucket is everything above. */
const MS_EDGES = [
  50, 100, 150, 200, 250, 300, 400, 500, 600, 800, 1000, 1200, 1500, 1800, 2000, 2500, 3000, 3500, 4000, 5000,
  6000, 8000, 10_000, 15_000, 20_000, 30_000, 60_000,
];
const CLS_EDGES = [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 2];

export const BUCKET_EDGES: Record<MetricName, number[]> = {
  LCP: MS_EDGES,
  INP: MS_EDGES,
  FCP: MS_EDGES,
  TTFB: MS_EDGES,
  CLS: CLS_EDGES,
};

/** The bucket a value falls in: 0 .. edges.length (the last one is above every edge). */
export function bucketOf(metric: MetricName, value: number): number {
  const edges = BUCKET_EDGES[metric];
  let low = 0;
  let high = edges.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (value <= edges[mid]!) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** Below this many samples a p75 is shown with a warning that it stands on few values. */
export const FEW_SAMPLES = 20;

export type VitalSummary = {
  template: string;
  metric: MetricName;
  samples: number;
  /** the upper edge of the bucket holding the 75th percentile (Infinity: above the last edge) */
  p75: number;
  good: number;
  needsImprovement: number;
  poor: number;
};

/** A histogram per template and metric: counts per bucket. */
export class VitalsHistograms {
  private readonly counts = new Map<string, number[]>();

  add(template: string, metric: MetricName, value: number, n = 1): void {
    this.addBucket(template, metric, bucketOf(metric, value), n);
  }

  addBucket(template: string, metric: MetricName, bucket: number, n: number): void {
    const key = `${template}\t${metric}`;
    let list = this.counts.get(key);
    if (!list) this.counts.set(key, (list = new Array<number>(BUCKET_EDGES[metric].length + 1).fill(0)));
    if (bucket >= 0 && bucket < list.length) list[bucket]! += n;
  }

  summary(): VitalSummary[] {
    const rows: VitalSummary[] = [];
    for (const [key, list] of this.counts) {
      const [template = "", metric] = key.split("\t") as [string, MetricName];
      const edges = BUCKET_EDGES[metric];
      const samples = list.reduce((sum, n) => sum + n, 0);
      if (!samples) continue;
      const rank = Math.max(1, Math.ceil(0.75 * samples));
      let seen = 0;
      let p75 = Infinity;
      for (let i = 0; i < list.length; i++) {
        seen += list[i]!;
        if (seen >= rank) {
          p75 = edges[i] ?? Infinity;
          break;
        }
      }
      const [good, poor] = THRESHOLDS[metric];
      let goodCount = 0;
      let poorCount = 0;
      for (let i = 0; i < list.length; i++) {
        const upper = edges[i] ?? Infinity;
        if (upper <= good) goodCount += list[i]!;
        else if (upper > poor) poorCount += list[i]!;
      }
      rows.push({
        template,
        metric,
        samples,
        p75,
        good: goodCount,
        needsImprovement: samples - goodCount - poorCount,
        poor: poorCount,
      });
    }
    return rows.sort(
      (a, b) =>
        a.template.localeCompare(b.template) ||
        METRIC_NAMES.indexOf(a.metric) - METRIC_NAMES.indexOf(b.metric),
    );
  }
}
