/**
 * Sources and channels as an owner reads them: one name per site ("Google", whether it sent a search
 * visit, an ad click or a `utm_source=google` link) and one channel per visit, after GA4's default channel
 * groups (Direct, Organic Search, Paid Search, Organic Social, Paid Social, Email, Referral, Display,
 * Affiliates; "Other campaigns" where GA4 says "Unassigned"), which is also how Plausible groups its
 * sources. Used by the live counts (server/stats/) and the log report (server/report/), so both name a
 * visit alike. Everything here reads values the site already cleaned (shared/attribution.ts cleanUtm,
 * HOST_PATTERN), so no key can be forged to look like another: a source name never holds a tab or " / ".
 */
import type { ClickKind } from "../../shared/attribution";

export const CHANNELS = [
  "Direct",
  "Organic Search",
  "Paid Search",
  "Organic Social",
  "Paid Social",
  "Email",
  "Referral",
  "Display",
  "Affiliates",
  "Other campaigns",
  "Not shared",
] as const;
export type Channel = (typeof CHANNELS)[number];

/** The source of a visit that arrived with no referrer and no campaign. */
export const DIRECT = "(direct)";
/** The source of a campaign link with a medium or campaign but no utm_source (and no referrer). */
export const NOT_SET = "(not set)";
/** The source of a visit or lead sent with Global Privacy Control: where it came from is not kept. */
export const NOT_SHARED = "(not shared: Global Privacy Control)";

type Kind = "search" | "social" | "email" | "other";

/** Known sites: the name an owner knows, and what kind of site it is. Matched on the host's last labels. */
const SITES: Array<{ name: string; kind: Kind; hosts: RegExp }> = [
  // Google's own mail and assistant come before its search
  { name: "Gmail", kind: "email", hosts: /(^|\.)mail\.google\.[a-z.]+$/ },
  { name: "Gemini", kind: "other", hosts: /(^|\.)gemini\.google\.com$/ },
  { name: "Google", kind: "search", hosts: /(^|\.)google\.(com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})$/ },
  { name: "Google", kind: "search", hosts: /^com\.google\.android\.googlequicksearchbox$/ },
  { name: "Gmail", kind: "email", hosts: /^com\.google\.android\.gm$/ },
  { name: "Bing", kind: "search", hosts: /(^|\.)bing\.com$/ },
  { name: "DuckDuckGo", kind: "search", hosts: /(^|\.)duckduckgo\.com$/ },
  { name: "Yahoo Mail", kind: "email", hosts: /(^|\.)mail\.yahoo\.com$/ },
  { name: "Yahoo", kind: "search", hosts: /(^|\.)yahoo\.(com|co\.jp|[a-z]{2})$/ },
  { name: "Ecosia", kind: "search", hosts: /(^|\.)ecosia\.org$/ },
  { name: "Brave Search", kind: "search", hosts: /^search\.brave\.com$/ },
  { name: "Yandex", kind: "search", hosts: /(^|\.)yandex\.[a-z.]+$/ },
  { name: "Baidu", kind: "search", hosts: /(^|\.)baidu\.com$/ },
  { name: "Startpage", kind: "search", hosts: /(^|\.)startpage\.com$/ },
  { name: "Qwant", kind: "search", hosts: /(^|\.)qwant\.com$/ },
  { name: "Kagi", kind: "search", hosts: /(^|\.)kagi\.com$/ },
  { name: "Facebook", kind: "social", hosts: /(^|\.)(facebook\.com|fb\.com|fb\.me)$/ },
  { name: "Instagram", kind: "social", hosts: /(^|\.)instagram\.com$/ },
  { name: "LinkedIn", kind: "social", hosts: /(^|\.)(linkedin\.com|lnkd\.in)$/ },
  { name: "X (Twitter)", kind: "social", hosts: /(^|\.)(twitter\.com|x\.com|t\.co)$/ },
  { name: "Reddit", kind: "social", hosts: /(^|\.)reddit\.com$/ },
  { name: "Pinterest", kind: "social", hosts: /(^|\.)pinterest\.[a-z.]+$/ },
  { name: "YouTube", kind: "social", hosts: /(^|\.)(youtube\.com|youtu\.be)$/ },
  { name: "TikTok", kind: "social", hosts: /(^|\.)tiktok\.com$/ },
  { name: "Threads", kind: "social", hosts: /(^|\.)threads\.net$/ },
  { name: "Nextdoor", kind: "social", hosts: /(^|\.)nextdoor\.com$/ },
  { name: "Yelp", kind: "social", hosts: /(^|\.)yelp\.[a-z.]+$/ },
  { name: "Outlook", kind: "email", hosts: /^outlook\.(live|office|office365)\.com$/ },
  { name: "ChatGPT", kind: "other", hosts: /(^|\.)(chatgpt\.com|chat\.openai\.com)$/ },
  { name: "Perplexity", kind: "other", hosts: /(^|\.)perplexity\.ai$/ },
  { name: "Copilot", kind: "other", hosts: /^copilot\.microsoft\.com$/ },
  { name: "Claude", kind: "other", hosts: /^claude\.ai$/ },
];

/** utm_source spellings of the same sites (lower case). */
const SOURCE_ALIASES: Record<string, string> = {
  google: "Google",
  "google.com": "Google",
  googleads: "Google",
  adwords: "Google",
  "google ads": "Google",
  bing: "Bing",
  "bing.com": "Bing",
  microsoft: "Bing",
  "microsoft ads": "Bing",
  duckduckgo: "DuckDuckGo",
  ddg: "DuckDuckGo",
  yahoo: "Yahoo",
  facebook: "Facebook",
  "facebook.com": "Facebook",
  fb: "Facebook",
  meta: "Facebook",
  instagram: "Instagram",
  ig: "Instagram",
  linkedin: "LinkedIn",
  "linkedin.com": "LinkedIn",
  twitter: "X (Twitter)",
  x: "X (Twitter)",
  "t.co": "X (Twitter)",
  youtube: "YouTube",
  yt: "YouTube",
  tiktok: "TikTok",
  reddit: "Reddit",
  pinterest: "Pinterest",
  nextdoor: "Nextdoor",
  yelp: "Yelp",
  chatgpt: "ChatGPT",
  "chatgpt.com": "ChatGPT",
  perplexity: "Perplexity",
};

const KIND_OF_NAME = new Map<string, Kind>(SITES.map((site) => [site.name, site.kind]));

/** The source a click id names when nothing else does. */
const CLICK_SOURCE: Record<ClickKind, string> = {
  "Google Ads": "Google",
  "Microsoft Ads": "Bing",
  Meta: "Facebook",
  "TikTok Ads": "TikTok",
  "LinkedIn Ads": "LinkedIn",
  "X Ads": "X (Twitter)",
};
/** Click ids that only ads carry (fbclid is on every outbound Facebook link, paid or not). */
const PAID_CLICKS = new Set<ClickKind>([
  "Google Ads",
  "Microsoft Ads",
  "TikTok Ads",
  "LinkedIn Ads",
  "X Ads",
]);

const PAID_MEDIUM = /^(.*cp.*|ppc|retargeting|paid.*)$/;
const DISPLAY_MEDIUM = /^(display|banner|expandable|interstitial|cpm)$/;
const EMAIL = /^(e[-_ ]?mail|newsletter.*|mailchimp|klaviyo|sendgrid|brevo)$/;
const SOCIAL_MEDIUM = /^(social|social[-_ ]network|social[-_ ]media|sm)$/;

function siteOf(host: string): { name: string; kind: Kind } {
  for (const site of SITES) if (site.hosts.test(host)) return site;
  return { name: host.replace(/^www\./, ""), kind: "other" };
}

export type Touch = {
  referrer?: string | undefined;
  utm_source?: string | undefined;
  utm_medium?: string | undefined;
  utm_campaign?: string | undefined;
  click?: ClickKind | undefined;
};

export type Classified = {
  /** the name an owner knows: "Google", "newsletter", "example.org", "(direct)" */
  source: string;
  channel: Channel;
  /** "utm_source / utm_medium / utm_campaign" as tagged, when the landing URL carried UTM values */
  campaign?: string;
};

/** The source, channel and campaign of a visit's first touch. */
export function classify(touch: Touch): Classified {
  const medium = touch.utm_medium?.toLowerCase();
  const rawSource = touch.utm_source;
  const fromReferrer = touch.referrer ? siteOf(touch.referrer) : undefined;
  const alias = rawSource ? SOURCE_ALIASES[rawSource.toLowerCase()] : undefined;
  const tagged = Boolean(rawSource || medium || touch.utm_campaign);
  const source =
    alias ??
    rawSource ??
    fromReferrer?.name ??
    (touch.click ? CLICK_SOURCE[touch.click] : undefined) ??
    (tagged ? NOT_SET : DIRECT);
  const kind: Kind =
    (alias ? KIND_OF_NAME.get(alias) : undefined) ??
    (rawSource ? (EMAIL.test(rawSource.toLowerCase()) ? "email" : "other") : fromReferrer?.kind) ??
    (touch.click ? (KIND_OF_NAME.get(CLICK_SOURCE[touch.click]) ?? "other") : "other");
  const campaign = tagged
    ? `${rawSource ?? NOT_SET} / ${touch.utm_medium ?? "(none)"} / ${touch.utm_campaign ?? "(none)"}`
    : undefined;
  const result = (channel: Channel): Classified => ({ source, channel, ...(campaign ? { campaign } : {}) });

  if (source === DIRECT) return result("Direct");
  if (touch.click && PAID_CLICKS.has(touch.click))
    return result(kind === "social" ? "Paid Social" : "Paid Search");
  if (medium !== undefined) {
    if (DISPLAY_MEDIUM.test(medium)) return result("Display");
    if (PAID_MEDIUM.test(medium)) {
      if (kind === "search") return result("Paid Search");
      if (kind === "social") return result("Paid Social");
      return result("Other campaigns");
    }
    if (EMAIL.test(medium) || kind === "email") return result("Email");
    if (SOCIAL_MEDIUM.test(medium)) return result("Organic Social");
    if (medium === "affiliate" || medium === "affiliates") return result("Affiliates");
    if (medium === "organic") return result(kind === "social" ? "Organic Social" : "Organic Search");
    if (medium === "referral") return result(kind === "social" ? "Organic Social" : "Referral");
  }
  if (kind === "email") return result("Email");
  if (kind === "search") return result("Organic Search");
  if (kind === "social") return result("Organic Social");
  if (rawSource || medium) return result("Other campaigns");
  return result("Referral");
}
