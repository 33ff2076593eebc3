/**
 * Page views and a lead's first touch. The counting (startCounting) runs inline in the page's <head>
 * (client/head.ts), before the first paint: a visitor who leaves a moment after the page appears is
 * counted, with the right landing page. The forms' part (listenForForms) runs in client/boot.ts.
 *
 * - One view beacon per page a person sees, to /api/views (server/page-views.ts): at once for a page loaded
 *   in view; for a prerendered page only when it is shown (prerenderingchange), so a prerender never
 *   shown counts nothing and one shown counts once; again for a page restored from the back/forward cache
 *   (pageshow persisted), which the visitor sees again as after a back navigation that reloads it.
 *   Prefetches, crawlers' fetches, HEAD, redirects and probes run no script and send none.
 * - The tab's first touch in sessionStorage (no cookie; nothing is sent until a form is): landing path,
 *   external referrer host, UTM values, the kind of ad click (never its id), landing time, pages counted.
 *   A tab opened from a page of this site (a link opened in a new tab) has no first touch of its own: it is
 *   marked "continued", its first page is a page view and not a new visit, and its lead says so.
 * - A form marked `data-attribution` gets, as its FormData is built (the `formdata` event, fired both for
 *   the islands' `new FormData(form)` and a plain submit), the page it is on and the first touch: as one
 *   JSON field for our server ("relay"), as readable fields for a form service posted to directly.
 * - Global Privacy Control (navigator.globalPrivacyControl): nothing kept or sent of where the visitor came
 *   from; the page is still counted (template, path, device class), and a form says only that it was sent
 *   with the signal.
 */
import {
  ATTRIBUTION_FIELD,
  MAX_PAGES,
  MAX_PATH_CHARS,
  MAX_VISIT_MS,
  PAGE_FIELD,
  UTM_KEYS,
  VIEWS_PATH,
  attributionFields,
  cleanUtm,
  externalHost,
  landingTags,
  type FirstTouch,
  type SentAttribution,
  type ViewBeacon,
} from "../shared/attribution";

const KEY = "first-touch";

export const privacyRequested = () =>
  (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage blocked: every page from outside is an entry, nothing is kept
  }
}

function readTouch(store: Storage | null): FirstTouch | null {
  try {
    const touch = JSON.parse(store?.getItem(KEY) ?? "null") as FirstTouch | null;
    if (!touch || typeof touch.landedAt !== "number") return null;
    if (typeof touch.landing !== "string" && touch.continued !== true) return null;
    // a tab left open for weeks starts a new visit
    if (!(Date.now() - touch.landedAt < MAX_VISIT_MS)) return null;
    return touch;
  } catch {
    return null;
  }
}

function send(beacon: ViewBeacon) {
  const body = JSON.stringify(beacon);
  try {
    if (navigator.sendBeacon?.(VIEWS_PATH, body)) return;
  } catch {
    // fall through to fetch
  }
  void fetch(VIEWS_PATH, { method: "POST", body, keepalive: true, credentials: "omit" }).catch(
    () => undefined,
  );
}

function sameSite(url: string): boolean {
  try {
    return new URL(url).host === location.host;
  } catch {
    return false;
  }
}

/** Counts the page now shown: one beacon, the tab's first touch kept or its page count raised. */
export function countView(restored = false) {
  const template = document.documentElement.dataset.template;
  const path = location.pathname;
  if (!template || path.length > MAX_PATH_CHARS) return;
  const referrer = restored ? undefined : externalHost(document.referrer, location.hostname);
  const fromOurSite = !restored && !!document.referrer && !referrer && sameSite(document.referrer);
  const store = storage();
  if (privacyRequested()) {
    // Global Privacy Control: nothing is kept, and the view says nothing of where it came from. A page
    // reached from another page of this site is not a new visit.
    try {
      store?.removeItem(KEY);
    } catch {
      // nothing kept either way
    }
    send({ template, path, ...(restored || fromOurSite ? {} : { entry: true }) });
    return;
  }
  let touch = readTouch(store);
  // the first page of the tab's visit: nothing kept yet, and not reached by a link of ours
  const entry = !restored && !touch && !fromOurSite;
  // a tab opened from a page of ours with nothing kept: its visit began in the other tab
  const continued = !restored && !touch && fromOurSite;
  const tags = entry ? landingTags(location.search) : {};
  touch ??= continued
    ? { continued: true, landedAt: Date.now(), pages: 0 }
    : { landing: path, landedAt: Date.now(), pages: 0, ...(referrer ? { referrer } : {}), ...tags };
  touch.pages = Math.min(touch.pages + 1, MAX_PAGES);
  try {
    store?.setItem(KEY, JSON.stringify(touch));
  } catch {
    // a full or blocked store: the view still counts
  }
  send({
    template,
    path,
    ...(entry ? { entry: true, ...(referrer ? { referrer } : {}), ...tags } : {}),
    ...(continued ? { continued: true } : {}),
  });
}

/** The page and the first touch, added to a marked form's data as it is built. */
export function addAttribution(form: HTMLFormElement, data: FormData) {
  const mode = form.dataset.attribution;
  if (!mode) return;
  const page = location.pathname.slice(0, MAX_PATH_CHARS);
  if (privacyRequested()) {
    // our server keeps nothing with GPC (it sees the header too): it is told only that the script ran, so the
    // lead is not taken for one sent without JavaScript; a form service posted to directly gets nothing
    if (mode === "direct") data.delete(PAGE_FIELD);
    else data.set(ATTRIBUTION_FIELD, JSON.stringify({ gpc: true } satisfies SentAttribution));
    return;
  }
  data.set(PAGE_FIELD, page);
  const touch = readTouch(storage());
  if (mode === "direct") {
    if (!touch) return;
    const { landedAt, ...kept } = touch;
    const minutes = Math.floor(Math.max(0, Date.now() - landedAt) / 60_000);
    // no server sees these first: keep only the UTM values the server would keep
    for (const key of UTM_KEYS) {
      const value = kept[key];
      if (value === undefined) continue;
      const clean = cleanUtm(value);
      if ("value" in clean) kept[key] = clean.value;
      else delete kept[key];
    }
    const fields = attributionFields({ ...kept, page, minutes });
    for (const [name, value] of Object.entries(fields)) if (!data.has(name)) data.set(name, value);
    return;
  }
  let sent: SentAttribution;
  if (!touch) sent = { lost: true };
  else {
    const { landedAt, ...kept } = touch;
    const elapsed = Math.max(0, Date.now() - landedAt);
    sent = kept.continued
      ? { continued: true, elapsed, pages: kept.pages }
      : { ...kept, landing: kept.landing ?? page, elapsed };
  }
  data.set(ATTRIBUTION_FIELD, JSON.stringify(sent));
}

/** Counts this page once it is shown, and each time the back/forward cache shows it again. */
export function startCounting() {
  const prerendering = (document as Document & { prerendering?: boolean }).prerendering;
  if (prerendering) document.addEventListener("prerenderingchange", () => countView(), { once: true });
  else countView();
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) countView(true);
  });
}

/** Adds the page and the first touch to a marked form's data as it is built. */
export function listenForForms() {
  // capture: the event is caught on its way to any form, before the form's own handlers
  document.addEventListener(
    "formdata",
    (event) => {
      if (event.target instanceof HTMLFormElement) addAttribution(event.target, event.formData);
    },
    true,
  );
}
