/**
 * What a page asks for after its first paint: the whole stylesheet behind the inline critical part (and
 * a route's own sheet), the web manifest and the module script (client/boot.ts). The server writes the
 * <link>s in `<noscript id="late-assets" data-module="…">` in <head>, after the inline <style>: a browser
 * without script reads them there; this reads the same addresses and adds each <link> where the element
 * stands, so the cascade's order is the markup's. The first screen is drawn by the inline critical CSS,
 * so nothing in view moves when the sheet comes (e2e/speed.spec.ts "a phone with the inline part alone").
 * The module script is added once every sheet has come or failed (MODULE_WAIT_MS at most): what it opens
 * (the header's menus) is styled by the whole sheet only (scripts/lib/critical-css.ts OPENED_BY_SCRIPT).
 *
 * Why after the paint: on a phone, a request that ends before the first paint shares the link with the
 * HTML and the paint waits for it; none of these is needed to draw the first screen. docs/decisions/0045.
 *
 * When: at once for a link to a part of the page (a URL with a #fragment: the browser scrolls to it as
 * the page is laid out, so the sheets block the first paint); otherwise after the first contentful paint's
 * entry, in the next task (the entry comes once the frame is on screen: a request asked for in the same
 * frame's tasks can start before the paint's own time). At the load event instead for a page not in view
 * (a prerender, a tab opened behind), which draws no frame, and LATE_AFTER_LOAD_MS after the load event if
 * the entry never comes.
 */
const LATE_ID = "late-assets";
const MODULE_WAIT_MS = 3000;
const LATE_AFTER_LOAD_MS = 3000;

export function loadAfterFirstPaint() {
  const late = document.getElementById(LATE_ID);
  if (!late) return;
  let asked = false;
  const load = () => {
    if (asked) return;
    asked = true;
    const links = [...(late.textContent ?? "").matchAll(/<link rel="(\w+)" href="([^"]+)"/g)];
    let waiting = links.filter((m) => m[1] === "stylesheet").length;
    let added = false;
    const addModule = () => {
      const src = late.dataset.module;
      if (added || !src) return;
      added = true;
      const script = document.createElement("script");
      script.type = "module";
      script.src = src;
      document.head.append(script);
    };
    const sheetDone = () => {
      if (--waiting <= 0) addModule();
    };
    for (const [, rel = "", href = ""] of links) {
      const link = document.createElement("link");
      link.rel = rel;
      link.href = href.replaceAll("&amp;", "&");
      if (rel === "stylesheet") {
        link.onload = link.onerror = sheetDone;
        // a link to a part of the page: the first paint waits for the sheet (see below)
        if (location.hash) link.setAttribute("blocking", "render");
      }
      late.before(link);
    }
    if (waiting === 0) addModule();
    // a sheet that neither comes nor fails (a stalled connection) holds the script back MODULE_WAIT_MS at most
    setTimeout(addModule, MODULE_WAIT_MS);
  };
  // a link to a part of the page (/about#awards), which the browser scrolls to as the page is laid out:
  // the sheets at once, before the first paint, so the part is where the whole sheet puts it
  if (location.hash) return load();
  const nextTask = () => setTimeout(load, 0);
  // every browser the build targets (esbuild.config.ts) reports paint entries
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((entry) => entry.name === "first-contentful-paint")) return;
    observer.disconnect();
    nextTask();
  });
  observer.observe({ type: "paint", buffered: true });
  // a page not in view (a prerender, a tab opened behind) draws no frame: at the load event; a paint entry
  // that never comes: LATE_AFTER_LOAD_MS after it
  window.addEventListener(
    "load",
    () => (document.visibilityState === "visible" ? setTimeout(load, LATE_AFTER_LOAD_MS) : nextTask()),
    { once: true },
  );
}
