/**
 * The only script a page references. Hydration code (React and the islands) is fetched after the load
 * event, so the first paint never waits for or competes with it: on a slow phone the headline and text
 * arrive first, and the page becomes interactive a moment later.
 */
const start = () => void import("./entry");
if (document.readyState === "complete") start();
else window.addEventListener("load", start, { once: true });
