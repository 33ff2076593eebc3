/**
 * Field data (issue 20): what a browser may report about its page view, read by both sides. The browser
 * samples page views (client/sample.ts) and sends one beacon of Core Web Vitals when the page is hidden; the
 * server checks the beacon with `parseBeacon` before it writes a single log line.
 */

export const VITALS_PATH = "/api/vitals";
/** A beacon of five metrics is about 400 bytes; anything much larger is not ours. */
export const MAX_BEACON_BYTES = 1024;

export const METRIC_NAMES = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

const RATINGS = ["good", "needs-improvement", "poor"] as const;
const NAVIGATION_TYPES = [
  "navigate",
  "reload",
  "back-forward",
  "back-forward-cache",
  "prerender",
  "restore",
  "soft-navigation",
] as const;

/** The largest value a real page view produces: CLS is unitless, the rest are milliseconds (ten minutes). */
const MAX_VALUE: Record<MetricName, number> = {
  LCP: 600_000,
  INP: 600_000,
  FCP: 600_000,
  TTFB: 600_000,
  CLS: 100,
};

export type BeaconMetric = {
  name: MetricName;
  value: number;
  rating: (typeof RATINGS)[number];
  navigationType: (typeof NAVIGATION_TYPES)[number];
};
export type Beacon = { template: string; metrics: BeaconMetric[] };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const hasOnlyKeys = (value: Record<string, unknown>, keys: readonly string[]) =>
  Object.keys(value).every((key) => keys.includes(key));

/**
 * A beacon as the browser sends it, or a reason it is refused. Strict: known keys only, one entry per
 * metric, finite values in range, the page template one of `templates`. A refused beacon is not logged.
 */
export function parseBeacon(
  text: string,
  templates: ReadonlySet<string>,
): { beacon: Beacon } | { error: string } {
  if (text.length > MAX_BEACON_BYTES) return { error: "too large" };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { error: "not JSON" };
  }
  if (!isPlainObject(data) || !hasOnlyKeys(data, ["template", "metrics"])) return { error: "not a beacon" };
  const { template, metrics } = data;
  if (typeof template !== "string" || !templates.has(template)) return { error: "unknown template" };
  if (!Array.isArray(metrics) || metrics.length === 0 || metrics.length > METRIC_NAMES.length)
    return { error: "metrics must be a list of one to five" };
  const seen = new Set<string>();
  const parsed: BeaconMetric[] = [];
  for (const metric of metrics as unknown[]) {
    if (!isPlainObject(metric) || !hasOnlyKeys(metric, ["name", "value", "rating", "navigationType"]))
      return { error: "not a metric" };
    const { name, value, rating, navigationType } = metric;
    if (!METRIC_NAMES.includes(name as MetricName) || seen.has(name as string))
      return { error: "unknown or repeated metric" };
    seen.add(name as string);
    if (
      typeof value !== "number" ||
      !Number.isFinite(value) ||
      value < 0 ||
      value > MAX_VALUE[name as MetricName]
    )
      return { error: `${String(name)} out of range` };
    if (!RATINGS.includes(rating as BeaconMetric["rating"])) return { error: "unknown rating" };
    if (!NAVIGATION_TYPES.includes(navigationType as BeaconMetric["navigationType"]))
      return { error: "unknown navigation type" };
    parsed.push({
      name: name as MetricName,
      value,
      rating: rating as BeaconMetric["rating"],
      navigationType: navigationType as BeaconMetric["navigationType"],
    });
  }
  return { beacon: { template, metrics: parsed } };
}

/** The only thing logged about the visitor's device: a class read from the user agent, never the agent. */
export function deviceClass(userAgent: string): "mobile" | "tablet" | "desktop" {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return "mobile";
  return "desktop";
}
