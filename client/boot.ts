/**
 * The only script a page references (about 2 KB gzip). It runs the header (client/header.ts, no React) at
 * once, asks for the forms' first-touch part where a page has such a form (client/attribution.ts), and
 * loads the process strip's script (client/process.ts, no React, under 1 KB) when the strip comes within
 * 300 px of the viewport. React and the islands (client/hydrate.ts, ~70 KB gzip) load only where a page
 * has a React island: after the load event and the next painted frame for one hydrated at
 * load (the three tools, whose saved answers must show), for islands hydrated on view (the contact form,
 * the pricing table, the newsletter box) when the first of them comes within 300 px of the viewport, and
 * for islands hydrated on interaction (the reviews filter, the blog's pager) at the visitor's first
 * pointer, touch or focus inside one. So the first paint never waits for or competes with React, and a
 * visitor who never reaches an island never downloads it. A page whose images keep the load event waiting
 * starts at most LATEST_MS after its HTML is parsed. The sampled share of page views (VITALS_SAMPLE_RATE,
 * written on <html> by the server) also loads the field-data reporter after the load event.
 */
import { domIslandNames, type DomIslandName } from "../shared/islands/names";
import { attachHeader } from "./header";
import { sampled } from "./sample";
import { attachWalls } from "./wall";

// the spec's screens and routes: every navigation, back and forward included, lands at the top of the page
if ("scrollRestoration" in history) history.scrollRestoration = "manual";
window.addEventListener("pageshow", (event) => {
  // A page restored from the back/forward cache keeps its old scroll position unless told otherwise.
  if (event.persisted && !location.hash) window.scrollTo(0, 0);
});

// The page view was counted before the first paint (client/head.ts, inline in <head>). A page with a
// form that says where its lead came from (the contact form, the newsletter box) loads the part that adds
// the page and the tab's first touch to its data as it is built (client/attribution.ts); a form sent before
// that chunk has come still carries its page (a hidden field), and the server counts its lead apart.
if (document.querySelector("form[data-attribution]"))
  void import("./attribution").then((attribution) => attribution.listenForForms());

// The header works as soon as this module runs (after parsing); data-hydrated marks it ready.
const headerIsland = document.querySelector<HTMLElement>('[data-island="header"]');
const header = headerIsland?.querySelector<HTMLElement>(".site-header");
if (headerIsland && header) {
  attachHeader(header);
  headerIsland.dataset.hydrated = "true";
}

// Demo videos loop only for visitors who have not asked for reduced motion (the spec's screens and routes
// home services); they start with the rest after the load event, never competing with the first paint.
function playDemoVideos() {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  for (const video of document.querySelectorAll<HTMLVideoElement>('video[data-autoplay="motion-ok"]')) {
    video.preload = "auto";
    void video.play().catch(() => undefined);
  }
}

// The endless decorative loops (the hero's screens, the logo strip) pause while they are out of view.
const loops = document.querySelectorAll<HTMLElement>("[data-loop]");
if (loops.length && "IntersectionObserver" in window) {
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) entry.target.classList.toggle("is-paused", !entry.isIntersecting);
  });
  for (const loop of loops) observer.observe(loop);
}
// Keyboard focus on a hero wall's screen shows that screen whole (client/wall.ts).
attachWalls(document.querySelectorAll<HTMLElement>(".hero-showcase"));

const reactIslands = [...document.querySelectorAll<HTMLElement>("[data-island]")].filter(
  (island) => !domIslandNames.includes(island.dataset.island as DomIslandName),
);
const loadReact = () => void import("./hydrate");

function whenAnyNearView(islands: HTMLElement[], run: () => void) {
  if (!("IntersectionObserver" in window)) return run();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: "300px 0px" },
  );
  // an island's container is display: contents (no box of its own): watch its first child
  for (const island of islands) observer.observe(island.firstElementChild ?? island);
}

// The visitor reaching for an island: a mouse over it, a touch or keyboard focus inside it. Events from
// its content bubble through the display: contents container.
const INTENT_EVENTS = ["pointerover", "touchstart", "focusin"] as const;
function onFirstIntent(islands: HTMLElement[], run: () => void) {
  const fire = () => {
    for (const island of islands) for (const type of INTENT_EVENTS) island.removeEventListener(type, fire);
    run();
  };
  for (const island of islands)
    for (const type of INTENT_EVENTS) island.addEventListener(type, fire, { passive: true });
}

for (const island of document.querySelectorAll<HTMLElement>('[data-island="process"]')) {
  const section = island.querySelector<HTMLElement>(".process");
  if (!section) continue;
  whenAnyNearView([island], () => {
    // if the chunk cannot be fetched, the steps stay the plain list the server sent
    import("./process")
      .then(({ attachProcess }) => {
        attachProcess(section);
        island.dataset.hydrated = "true";
      })
      .catch(() => undefined);
  });
}

// Before its island hydrates, a form marked data-submit-on-change (the reviews filter, a GET form whose
// Filter button is hidden when scripting is on) submits when a field changes; once hydrated, React owns it.
document.addEventListener("change", (event) => {
  const form = event.target instanceof Element ? event.target.closest("form[data-submit-on-change]") : null;
  if (!(form instanceof HTMLFormElement)) return;
  if (form.closest<HTMLElement>("[data-island]")?.dataset.hydrated === "true") return;
  form.requestSubmit();
});

const byMode = (mode: string) => reactIslands.filter((island) => (island.dataset.hydrate || "load") === mode);
const onInteraction = byMode("interaction");
if (onInteraction.length) onFirstIntent(onInteraction, loadReact);

const LATEST_MS = 1500;
let started = false;
// On a light page the load event can come before the first paint: React waits for the next frame to be
// painted, so it never competes with it.
const afterNextPaint = (run: () => void) => requestAnimationFrame(() => setTimeout(run, 0));
// <html data-boot="started">: the demo videos were started (or left still) and what loads at load has been
// asked for; tests wait on it instead of sleeping before they check that something did not happen.
const markStarted = () => (document.documentElement.dataset.boot = "started");
const start = () => {
  if (started) return;
  started = true;
  playDemoVideos();
  // same-site links prerendered on hover (client/speculation.ts)
  void import("./speculation").then((speculation) => speculation.addSpeculationRules());
  const onView = byMode("visible");
  if (sampled(Number(document.documentElement.dataset.vitalsRate ?? 0))) void import("./vitals");
  if (byMode("load").length)
    afterNextPaint(() => {
      loadReact();
      markStarted();
    });
  else {
    if (onView.length) whenAnyNearView(onView, loadReact);
    markStarted();
  }
};
if (document.readyState === "complete") start();
else {
  window.addEventListener("load", start, { once: true });
  const soon = () => setTimeout(start, LATEST_MS);
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", soon, { once: true });
  else soon();
}
