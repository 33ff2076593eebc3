/**
 * The only script a page references. Hydration code (React and the islands) is fetched after the load
 * event, so the first paint never waits for or competes with it: on a slow phone the headline and text
 * arrive first, and the page becomes interactive a moment later. A page whose images keep the load event
 * waiting (the home page's work band, lazy images near the viewport) starts at most LATEST_MS after its
 * HTML is parsed, so the menu never waits on a picture further down. The sampled share of page views
 * (VITALS_SAMPLE_RATE, written on <html> by the server) also loads the field-data reporter.
 */
import { sampled } from "./sample";

const LATEST_MS = 1500;
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import("./entry");
  if (sampled(Number(document.documentElement.dataset.vitalsRate ?? 0))) void import("./vitals");
};
if (document.readyState === "complete") start();
else {
  window.addEventListener("load", start, { once: true });
  const soon = () => setTimeout(start, LATEST_MS);
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", soon, { once: true });
  else soon();
}
