/**
 * Field data: this page view's Core Web Vitals, sent to /api/vitals with sendBeacon when the
 * page is hidden (a link followed, the tab switched or closed: the moment LCP, CLS and INP are final).
 * Not on pagehide as well: it comes before visibilitychange on a navigation and would split one page
 * view into two beacons. A visitor who comes back and leaves again sends what changed since. Loaded
 * only for the sampled share of page views (client/boot.ts), after the page has loaded.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { VITALS_PATH, type Beacon, type MetricName } from "../shared/vitals";

const template = document.documentElement.dataset.template ?? "";
const pending = new Map<MetricName, Beacon["metrics"][number]>();

const keep = (metric: Metric) => {
  pending.set(metric.name, {
    name: metric.name,
    value: metric.value,
    rating: metric.rating,
    navigationType: metric.navigationType,
  });
};

const flush = () => {
  if (!pending.size || !template) return;
  const beacon: Beacon = { template, metrics: [...pending.values()] };
  pending.clear();
  navigator.sendBeacon(VITALS_PATH, JSON.stringify(beacon));
};

onLCP(keep);
onINP(keep);
onCLS(keep);
onFCP(keep);
onTTFB(keep);
// web-vitals reports LCP, CLS and INP on this same event; listening after it keeps them in this beacon
addEventListener("visibilitychange", () => {
  if (document.visibilityState === "hidden") flush();
});
