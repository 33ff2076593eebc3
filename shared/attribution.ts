/**
 * Where a lead came from, and the page views counted on the way (issue 36 items 2 and 3), read by both
 * sides. The browser keeps the first touch of its tab in sessionStorage (client/attribution.ts) and sends
 * it with a contact or newsletter form; the server checks it (server/attribution.ts) before it is kept
 * with the message, passed to the form service (`attributionFields`) and written as one `lead` line. Each
 * page a person sees sends one view beacon (server/views.ts). No zod here: the browser's bundle never
 * carries a schema library.
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

/** The kind of ad click a landing URL carries, by its click-id parameter: never the id itself. */
export const CLICK_IDS = { gclid: "Google Ads", msclkid: "Microsoft Ads", fbclid: "Meta" } as const;
export type ClickKind = (typeof CLICK_IDS)[keyof typeof CLICK_IDS];
export const CLICK_KINDS = Object.values(CLICK_IDS) as ClickKind[];

/** A page path as the site writes them: no query, no fragment, no spaces or control characters. */
export const PATH_PATTERN = /^\/[A-Za-z0-9\-._~%/]*$/;
/** A host name: lower-case letters, digits, dots and hyphens (no port, no user, no path). */
export const HOST_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;
/** A UTM value: printable text on one line (no control characters), at most MAX_UTM_CHARS. */
// eslint-disable-next-line no-control-regex
export const UTM_PATTERN = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]+$/;

export type Utm = Partial<Record<UtmKey, string>>;

/** What a tab keeps (sessionStorage) of its first touch: its landing, where from, when, how many pages. */
export type FirstTouch = Utm & {
  landing: string;
  referrer?: string;
  click?: ClickKind;
  /** the landing time, epoch ms, on the browser's clock */
  landedAt: number;
  /** the pages counted in this tab's visit so far */
  pages: number;
};

/**
 * The first touch as a form sends it: the browser's clock is not the server's, so the time is sent as the
 * milliseconds since landing (`elapsed`), which the server turns into a landing time on its own clock.
 */
export type SentAttribution = Utm & {
  landing: string;
  referrer?: string;
  click?: ClickKind;
  elapsed: number;
  pages: number;
};

/** What a lead keeps of where it came from (the outbox record's `attribution`, the `lead` line's fields). */
export type LeadAttribution = Utm & {
  /** the page the form was sent from */
  page?: string;
  landing?: string;
  referrer?: string;
  click?: ClickKind;
  /** first-touch time, epoch ms, on the server's clock */
  landedAt?: number;
  pages?: number;
  /** whole minutes from landing to the send */
  minutes?: number;
};

/** A view beacon: the page, and for the first page of a visit, where it came from. */
export type ViewBeacon = Utm & {
  template: string;
  path: string;
  entry?: true;
  referrer?: string;
  click?: ClickKind;
};

/** The host of an external referrer (lower case, no port, no "www."), or undefined for none or our own. */
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

/** The UTM values and the click kind a landing URL's query carries, each trimmed and bounded. */
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
 * 3 pages, 6 minutes". Without UTM values the click kind, else the referrer, else "direct".
 */
export function sourceSummary(a: LeadAttribution): string {
  const utm = [a.utm_source, a.utm_medium, a.utm_campaign].filter(Boolean).join(" / ");
  const from = utm ? (a.click ? `${utm} (${a.click})` : utm) : (a.click ?? a.referrer ?? "direct");
  const parts = [from];
  if (a.landing) parts.push(`landed on ${a.landing}`);
  if (a.pages !== undefined) parts.push(plural(a.pages, "page"));
  if (a.minutes !== undefined) parts.push(plural(a.minutes, "minute"));
  return parts.join(", ");
}

/**
 * The extra fields a lead carries to the form service, so the agency's inbox or CRM sees where it came from:
 * one readable "Source" line and each value in its own field. Empty for a lead with nothing known.
 */
export function attributionFields(a: LeadAttribution | undefined): Record<string, string> {
  if (!a) return {};
  const fields: Record<string, string> = {};
  if (a.landing) fields.Source = sourceSummary(a);
  if (a.page) fields["Sent from"] = a.page;
  if (a.landing) fields["Landing page"] = a.landing;
  if (a.referrer) fields.Referrer = a.referrer;
  for (const key of UTM_KEYS) if (a[key]) fields[key] = a[key];
  if (a.click) fields["Ad click"] = a.click;
  if (a.landedAt !== undefined) fields["Landed at"] = new Date(a.landedAt).toISOString();
  if (a.pages !== undefined) fields["Pages seen"] = String(a.pages);
  if (a.minutes !== undefined) fields["Minutes to send"] = String(a.minutes);
  return fields;
}
