/**
 * Field data: what a browser may report about its page view, read by both sides. The browser
 * samples page views (client/sample.ts) and sends one beacon of Core Web Vitals when the page is hidden; the
 * server checks the beacon (server/vitals.ts, `parseBeacon`) before it writes a single log line.
 */

export const VITALS_PATH = "/api/vitals";
/** A beacon of five metrics is about 400 bytes; anything much larger is not ours. */
export const MAX_BEACON_BYTES = 1024;

export const METRIC_NAMES = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type MetricName = (typeof METRIC_NAMES)[number];

export const RATINGS = ["good", "needs-improvement", "poor"] as const;
export const NAVIGATION_TYPES = [
  "navigate",
  "reload",
  "back-forward",
  "back-forward-cache",
  "prerender",
  "restore",
  "soft-navigation",
] as const;

/** The largest value a real page view produces: CLS is unitless, the rest are milliseconds (ten minutes). */
export const MAX_VALUE: Record<MetricName, number> = {
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

/** The only thing logged about the visitor's device: a class read from the user agent, never the agent. */
export function deviceClass(userAgent: string): "mobile" | "tablet" | "desktop" {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return "mobile";
  return "desktop";
}
