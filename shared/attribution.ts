/**
 * Where a lead came from, and the page views counted on the way, read by both sides. The browser keeps the
 * first touch of its tab in sessionStorage (client/attribution.ts) and sends it with a contact or
 * newsletter form; the server checks it (server/attribution.ts) before it is kept with the message, passed
 * to the form service (`attributionFields`), counted in the daily totals (server/stats/) and written as one
 * `lead` line. Each page a person sees sends one view beacon (server/page-views.ts). No zod here: the browser's
 * bundle never carries a schema library.
 */

export const VIEWS_PATH = "/api/views";
/** A view beacon is about 300 bytes at most with every UTM value at its limit it stays under this. */
export const MAX_VIEW_BYTES = 1024;
/** The form field the browser adds at submit: the first touch as JSON. */
export const ATTRIBUTION_FIELD = "attribution";
/** The form field with the page the form was sent from (a hidden input, so it goes without JavaScript too). */
export const PAGE_FIELD = "page";
/** The JSON of a first touch is far smaller; a longer field is not ours and is dropped unread. */
export const MAX_ATTRIBUTION_CHARS = 1024;

export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export const MAX_UTM_CHARS = 100;
export const MAX_PATH_CHARS = 200;
export const MAX_HOST_CHARS = 253;
/** A tab's visit longer than this (a tab left open for weeks) no longer counts its pages or time. */
export const MAX_VISIT_MS = 30 * 24 * 60 * 60 * 1000;
export const MAX_PAGES = 10_000;

/**
 * The kind of ad click a landing URL carries, by its click-id parameter: never the id itself. Google's app
 * and iOS clicks carry gbraid / wbraid instead of gclid. Facebook adds fbclid to every outbound link, paid or
 * not, so "Meta" says where the click came from, not that it was paid (server/stats/channels.ts).
 */
export const CLICK_IDS = {
  gclid: "Google Ads",
  gbraid: "Google Ads",
  wbraid: "Google Ads",
  dclid: "Google Ads",
  msclkid: "Microsoft Ads",
  fbclid: "Meta",
  ttclid: "TikTok Ads",
  li_fat_id: "LinkedIn Ads",
  twclid: "X Ads",
} as const;
export type ClickKind = (typeof CLICK_IDS)[keyof typeof CLICK_IDS];
const distinctKinds = () => [...new Set(Object.values(CLICK_IDS))] as ClickKind[];
// pure: the inline head script (client/head.ts) imports this module without the list
export const CLICK_KINDS = /* @__PURE__ */ distinctKinds();

/** A page path as the site writes them: no query, no fragment, no spaces or control characters. */
export const PATH_PATTERN = /^\/[A-Za-z0-9\-._~%/]*$/;
/** A host name: lower-case letters, digits, dots and hyphens (no port, no user, no path). */
export const HOST_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;
/** A UTM value: printable text on one line (no control characters), at most MAX_UTM_CHARS. */
// eslint-disable-next-line no-control-regex
export const UTM_PATTERN = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]+$/;

export type Utm = Partial<Record<UtmKey, string>>;

/**
 * Why a UTM value is not kept (cleanUtm). The owner reads these values as if the site wrote them (the
 * "Source" line of a lead, the report's tables, a spreadsheet the report is pasted into), so only a
 * conservative alphabet passes: letters and digits of any script, space and `- _ . + ~ ! ' ( ) , & : #`.
 */
export type UtmProblem = "markup or symbols" | "formula" | "e-mail address" | "phone number" | "blank";

/** Characters a UTM value may hold: letters, digits (any script), space and a few marks. */
const UTM_ALPHABET = /^[\p{L}\p{M}\p{N} \-_.+~!'(),&:#]+$/u;
/** A value a spreadsheet would run as a formula (CSV injection), after trimming. */
const FORMULA_START = /^[=+\-@]/;
/** Seven digits or more with only separators between them: a phone number (or another identifier). */
const PHONE_LIKE = /(?:\d[\s\-.()+]*){7,}/;

/**
 * A UTM value as the site keeps it: trimmed, inner spaces collapsed, or the reason it is dropped. Markup,
 * slashes (so " / " in a source key is always the site's), bidi and zero-width characters, a leading
 * `= + - @`, e-mail addresses and phone numbers never pass.
 */
export function cleanUtm(raw: string): { value: string } | { problem: UtmProblem } {
  const value = raw.trim().replace(/\s+/g, " ");
  if (!value) return { problem: "blank" };
  if (value.includes("@")) return { problem: "e-mail address" };
  if (FORMULA_START.test(value)) return { problem: "formula" };
  if (!UTM_ALPHABET.test(value)) return { problem: "markup or symbols" };
  if (PHONE_LIKE.test(value)) return { problem: "phone number" };
  return { value };
}

/**
 * What a tab keeps (sessionStorage) of its first touch: its landing, where from, when, how many pages. A tab
 * opened from a page of this site (a link opened in a new tab) keeps `continued` instead of a landing: its
 * visit began in another tab, whose first touch this tab cannot see.
 */
export type FirstTouch = Utm & {
  landing?: string;
  continued?: true;
  referrer?: string;
  click?: ClickKind;
  /** the landing time, epoch ms, on the browser's clock */
  landedAt: number;
  /** the pages counted in this tab's visit so far */
  pages: number;
};

/**
 * The first touch as a form sends it: the browser's clock is not the server's, so the time is sent as the
 * milliseconds since landing (`elapsed`), which the server turns into the visit's day on its own clock.
 * Whenever the page's script runs, the form says which case it is: a first touch; a tab continued from
 * another (`continued`); Global Privacy Control (`gpc`: nothing of the visit); or nothing kept (`lost`:
 * storage blocked or the visit older than MAX_VISIT_MS). A lead without the field was sent without
 * JavaScript.
 */
export type SentAttribution =
  | (Utm & {
      landing: string;
      referrer?: string;
      click?: ClickKind;
      elapsed: number;
      pages: number;
    })
  | { continued: true; elapsed: number; pages: number }
  | { gpc: true }
  | { lost: true };

/** What a lead keeps of where it came from (the outbox record's `attribution`, the `lead` line's fields). */
export type LeadAttribution = Utm & {
  /** the page the form was sent from */
  page?: string;
  landing?: string;
  /** sent from a tab opened from another page of this site: the visit's landing is in that other tab */
  continued?: true;
  referrer?: string;
  click?: ClickKind;
  /**
   * first-touch time, epoch ms: only in records written before the landing time was kept to the minute
   * (read back from the outbox, never sent on)
   */
  landedAt?: number;
  pages?: number;
  /** whole minutes from landing to the send: the landing time as it leaves the site */
  minutes?: number;
};

/**
 * A view beacon: the page, and for the first page of a visit, where it came from. `continued`: the first
 * page of a tab opened from a page of this site (a page view, not a new visit).
 */
export type ViewBeacon = Utm & {
  template: string;
  path: string;
  entry?: true;
  continued?: true;
  referrer?: string;
  click?: ClickKind;
};

/** The host of an external referrer (lower case, no port), or undefined for none or our own. */
export function externalHost(referrer: string, ownHost: string): string | undefined {
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  const bare = (name: string) => name.toLowerCase().replace(/^www\./, "");
  if (!host || bare(host) === bare(ownHost) || !HOST_PATTERN.test(host) || host.length > MAX_HOST_CHARS)
    return undefined;
  return host;
}

/**
 * The UTM values and the click kind a landing URL's query carries, each trimmed and bounded to one line of
 * MAX_UTM_CHARS (the server then keeps only what cleanUtm passes, and says what it dropped).
 */
export function landingTags(search: string): Utm & { click?: ClickKind } {
  const params = new URLSearchParams(search);
  const tags: Utm & { click?: ClickKind } = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    if (value && value.length <= MAX_UTM_CHARS && UTM_PATTERN.test(value)) tags[key] = value;
  }
  for (const [param, kind] of Object.entries(CLICK_IDS)) {
    if (params.get(param)) {
      tags.click = kind;
      break;
    }
  }
  return tags;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * The one readable line an inbox shows: "google / cpc / queens (Google Ads), landed on /services/local-seo,
 * 3 pages, 6 minutes". Without UTM values the click kind, else the referrer, else "direct"; a tab opened
 * from another page of this site says so.
 */
export function sourceSummary(a: LeadAttribution): string {
  const utm = [a.utm_source, a.utm_medium, a.utm_campaign].filter(Boolean).join(" / ");
  const from = a.continued
    ? "continued from another tab of this site"
    : utm
      ? a.click
        ? `${utm} (${a.click})`
        : utm
      : (a.click ?? a.referrer ?? "direct");
  const parts = [from];
  if (a.landing) parts.push(`landed on ${a.landing}`);
  if (a.pages !== undefined) parts.push(plural(a.pages, "page"));
  if (a.minutes !== undefined) parts.push(plural(a.minutes, "minute"));
  return parts.join(", ");
}

/**
 * The extra fields a lead carries to the form service, so the agency's inbox or CRM sees where it came from:
 * one readable "Source" line and each value in its own field. Empty for a lead with nothing known. The
 * landing time leaves the site only as the whole minutes before the send ("Minutes to send"), never as a
 * time of day that could be matched to a line of the server's log.
 */
export function attributionFields(a: LeadAttribution | undefined): Record<string, string> {
  if (!a) return {};
  const fields: Record<string, string> = {};
  if (a.landing || a.continued) fields.Source = sourceSummary(a);
  if (a.page) fields["Sent from"] = a.page;
  if (a.landing) fields["Landing page"] = a.landing;
  if (a.referrer) fields.Referrer = a.referrer;
  for (const key of UTM_KEYS) if (a[key]) fields[key] = a[key];
  if (a.click) fields["Ad click"] = a.click;
  if (a.pages !== undefined) fields["Pages seen"] = String(a.pages);
  if (a.minutes !== undefined) fields["Minutes to send"] = String(a.minutes);
  return fields;
}
