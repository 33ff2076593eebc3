/**
 * The environment's parsing: `envSchema` lists every variable the server reads, each with its parser and
 * default (README.md's "Environment variables" list names the same set: a test checks it), and
 * `crossChecks` the rules between variables. A refused value is an issue whose message reads after the
 * variable's name. index.ts shapes the parsed values into `Config`; site.ts builds the brand from them.
 */
import { isIP } from "node:net";
import { z } from "zod";
import type { CitySlug } from "../../shared/content/location-types";
import { defaultSite, type Phone } from "../../shared/site";

export class ConfigError extends Error {
  override name = "ConfigError";
  /** one "NAME must ..." line per variable that was refused */
  readonly lines: string[];
  constructor(lines: string | string[]) {
    const list = typeof lines === "string" ? [lines] : lines;
    super(list.join("\n"));
    this.lines = list;
  }
}

export type Env = Record<string, string | undefined>;

// ---------------------------------------------------------------------------------------------------------
// Parsers: each takes the variable's raw text (trimmed; empty means unset) and gives its value, or an issue
// whose message reads after the variable's name ("PORT must be ...").

/** A variable's text: trimmed, and an empty value counts as unset. */
const text = z
  .string()
  .optional()
  .transform((value) => {
    const trimmed = value?.trim();
    return trimmed === "" ? undefined : trimmed;
  });

function refuse(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: "custom", message });
  return z.NEVER;
}

const FLAG_TRUE = ["1", "true", "on", "yes"];
const FLAG_FALSE = ["0", "false", "off", "no"];

/** on/off: 1/0, true/false, on/off, yes/no */
const flag = (fallback: boolean) =>
  text.transform((value, ctx) => {
    if (value === undefined) return fallback;
    if (FLAG_TRUE.includes(value.toLowerCase())) return true;
    if (FLAG_FALSE.includes(value.toLowerCase())) return false;
    return refuse(ctx, `must be one of 1/0, true/false, on/off, got "${value}"`);
  });

/** a whole number of at least `min` (and at most `max`) */
const wholeNumber = (value: string, ctx: z.RefinementCtx, min: number, max: number, unit: string) => {
  const n = Number(value);
  if (/^\d+$/.test(value) && n >= min && n <= max) return n;
  const range = max === Infinity ? `at least ${min}` : `from ${min} to ${max}`;
  const rule = unit
    ? `a whole number${unit} (${range})`
    : `a whole number ${max === Infinity ? "of " : ""}${range}`;
  return refuse(ctx, `must be ${rule}, got "${value}"`);
};
const whole = (fallback: number, min: number, max = Infinity, unit = "") =>
  text.transform((value, ctx) => (value === undefined ? fallback : wholeNumber(value, ctx, min, max, unit)));
const optionalWhole = (min: number) =>
  text.transform((value, ctx) =>
    value === undefined ? undefined : wholeNumber(value, ctx, min, Infinity, ""),
  );

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
};

/** an absolute http(s) URL, without a trailing slash */
const httpUrl = (fallback?: string) =>
  text.transform((value, ctx) => {
    const url = value ?? fallback;
    if (url === undefined) return undefined;
    if (!isHttpUrl(url)) return refuse(ctx, `must be an absolute http(s) URL, got "${url}"`);
    return url.replace(/\/+$/, "");
  });

/** A profile on another site: an http(s) address with a path (a platform's home page is refused). */
const profileUrl = text.transform((value, ctx) => {
  if (value === undefined) return undefined;
  if (!isHttpUrl(value)) return refuse(ctx, `must be an absolute http(s) URL, got "${value}"`);
  if (new URL(value).pathname.replace(/\/+$/, "") === "")
    return refuse(
      ctx,
      `must be the address of your own profile (with a path), not the platform's home page, got "${value}"`,
    );
  return value.replace(/\/+$/, "");
});

/** a comma-separated list of bare http(s) origins (no path, query or credentials), normalised */
const origins = text.transform((value, ctx) => {
  if (value === undefined) return [];
  const list: string[] = [];
  for (const item of value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    let url: URL | undefined;
    try {
      url = new URL(item);
    } catch {
      return refuse(ctx, `must be comma-separated origins like https://cdn.example.com, got "${item}"`);
    }
    const bare = url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
    if ((url.protocol !== "http:" && url.protocol !== "https:") || !bare || /[*?#@]/.test(item))
      return refuse(
        ctx,
        `must be comma-separated origins like https://cdn.example.com (no path), got "${item}"`,
      );
    list.push(url.origin);
  }
  return list;
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const email = (fallback?: string) =>
  text.transform((value, ctx) => {
    const address = value ?? fallback;
    if (address === undefined) return undefined;
    return EMAIL.test(address) ? address : refuse(ctx, `must be an e-mail address, got "${address}"`);
  });

/** a phone number as shown, with its tel: form (+1 for ten digits) */
const phone = (fallback?: string) =>
  text.transform((value, ctx): Phone | undefined => {
    const display = value ?? fallback;
    if (display === undefined) return undefined;
    const digits = display.replace(/[^\d+]/g, "");
    if (digits.replace("+", "").length < 7) return refuse(ctx, `must be a phone number, got "${display}"`);
    const tel = digits.startsWith("+") ? digits : digits.length === 10 ? `+1${digits}` : `+${digits}`;
    return { display, tel };
  });

/** one of a few words */
const oneOf = <const T extends string>(values: readonly T[], fallback: T, what = values.join(", ")) =>
  text.transform((value, ctx): T => {
    if (value === undefined) return fallback;
    return (values as readonly string[]).includes(value)
      ? (value as T)
      : refuse(ctx, `must be ${what}, got "${value}"`);
  });

/** text that must match a pattern; `rule` says what it must be ("must look like ...") */
const shaped = (pattern: RegExp, rule: string) =>
  text.transform((value, ctx) => {
    if (value === undefined || pattern.test(value)) return value;
    return refuse(ctx, `${rule}, got "${value}"`);
  });

/** More proxies than this in front of one site is a mistake, and every extra hop lets visitors pick an address. */
export const MAX_PROXY_HOPS = 5;
/** Shorter prefixes than these cover a large share of the internet: "trust everyone" in all but name. */
const MIN_PREFIX = { 4: 8, 6: 16 } as const;
const PROXY_NAMES = ["loopback", "linklocal", "uniquelocal"];

/** Why one TRUST_PROXY entry is refused (an Express name, an IP address or a CIDR range that is not "everyone"), or null. */
function proxyEntryProblem(entry: string): string | null {
  if (PROXY_NAMES.includes(entry.toLowerCase())) return null;
  const [address = "", prefixText, ...rest] = entry.split("/");
  let version = isIP(address);
  if (version === 0 || rest.length > 0) return "is not an IP address or a CIDR range";
  if (prefixText === undefined) return null;
  if (!/^\d{1,3}$/.test(prefixText)) return "has a prefix length that is not a number";
  let prefix = Number(prefixText);
  if (prefix > (version === 4 ? 32 : 128)) return `has a prefix longer than IPv${version} allows`;
  // an IPv4-mapped IPv6 range is an IPv4 range (proxy-addr treats ::ffff:0:0/96 as 0.0.0.0/0)
  if (version === 6 && /^::ffff:/i.test(address) && prefix >= 96) {
    version = 4;
    prefix -= 96;
  }
  if (prefix < MIN_PREFIX[version as 4 | 6])
    return `covers too many addresses (an IPv4 range must be /${MIN_PREFIX[4]} or narrower, an IPv6 range /${MIN_PREFIX[6]} or narrower; the names uniquelocal and linklocal cover fc00::/7 and fe80::/10): visitors could pick their own address with X-Forwarded-For`;
  return null;
}

/**
 * READYZ_DETAILS_FROM: the addresses (IPs, comma-separated) besides loopback whose /readyz answers say why
 * the site is not ready; every other caller gets the status code and `{"status":"unavailable"}` only.
 */
const probeAddresses = text.transform((value, ctx): string[] => {
  if (value === undefined) return [];
  const entries = value.split(",").map((part) => part.trim());
  for (const entry of entries)
    if (isIP(entry) === 0) return refuse(ctx, `must be a comma list of IP addresses, got "${entry}"`);
  return entries;
});

/**
 * TRUST_PROXY: how many proxies stand in front (1 for one reverse proxy, at most MAX_PROXY_HOPS), or which
 * addresses they have (a comma list of IPs / CIDRs, or Express's names loopback, linklocal, uniquelocal).
 * "Trust everyone" is refused in every spelling (`true`, a huge hop count, 0.0.0.0/0, ::/0, short
 * prefixes): it lets any visitor choose their own address with X-Forwarded-For and so dodge the limit.
 * Entries are checked here, so a bad range is a configuration error rather than a TypeError from
 * proxy-addr when the app is created.
 */
const trustProxy = text.transform((value, ctx): false | number | string[] => {
  if (value === undefined || FLAG_FALSE.includes(value.toLowerCase())) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= MAX_PROXY_HOPS) return hops;
    return refuse(
      ctx,
      `must be a hop count from 1 to ${MAX_PROXY_HOPS} (the proxies in front of the site), got "${value}": a count above the real number of proxies lets visitors spoof X-Forwarded-For`,
    );
  }
  if (FLAG_TRUE.includes(value.toLowerCase()))
    return refuse(
      ctx,
      `must be a hop count (1 for one reverse proxy) or the proxies' addresses, got "${value}": trusting every address lets visitors spoof X-Forwarded-For`,
    );
  const entries = value.split(",").map((part) => part.trim());
  for (const entry of entries) {
    const problem = proxyEntryProblem(entry);
    if (problem)
      return refuse(
        ctx,
        `must be a hop count (1 to ${MAX_PROXY_HOPS}) or a comma list of proxy IPs / CIDRs (e.g. 10.0.0.0/8,loopback): "${entry}" ${problem}${entry === value ? "" : `, in "${value}"`}`,
      );
  }
  return entries.map((entry) => (PROXY_NAMES.includes(entry.toLowerCase()) ? entry.toLowerCase() : entry));
});

/** VITALS_SAMPLE_RATE: a share from 0 to 1 */
const share = (fallback: number) =>
  text.transform((value, ctx) => {
    if (value === undefined) return fallback;
    const n = Number(value);
    if (/^(0|1|0?\.\d+|1\.0*)$/.test(value) && n >= 0 && n <= 1) return n;
    return refuse(
      ctx,
      `must be a share of page views from 0 to 1 (0.1 for one in ten, 0 for none), got "${value}"`,
    );
  });

// ---------------------------------------------------------------------------------------------------------
// Every variable the server reads

const cityDefaults = (slug: CitySlug) => defaultSite.cityContacts[slug];

export const envSchema = z.object({
  NODE_ENV: text,
  PORT: whole(3000, 0, 65535),
  HOST: text,
  LOG_LEVEL: oneOf(
    ["fatal", "error", "warn", "info", "debug", "trace", "silent"],
    "info",
    "fatal, error, warn, info, debug, trace or silent",
  ),
  LOG_PRETTY: flag(false),
  PAGE_CACHE: flag(true),
  WARM_CACHE: flag(true),
  MEMORY_LOG_SECONDS: whole(30, 1, 3600),
  TRUST_PROXY: trustProxy,
  WEB_CONCURRENCY: optionalWhole(1),
  REDIS_URL: shaped(/^rediss?:\/\/[^\s]+$/, "must look like redis://host:6379 or rediss://..."),
  SHUTDOWN_DELAY_MS: whole(0, 0),
  SHUTDOWN_GRACE_MS: whole(20_000, 1000),
  SHUTDOWN_BODY_MS: whole(5_000, 0),
  MAX_CONNECTIONS: whole(2000, 1),
  MAX_CONNECTIONS_PER_ADDRESS: optionalWhole(0),
  FORM_BODY_TIMEOUT_MS: whole(10_000, 100),
  FORM_REFUSAL_HOLD_MS: whole(1000, 0, 10_000),
  DATA_DIR: text,

  // the brand and its contacts
  REQUIRE_SITE_URL: flag(false),
  SITE_URL: httpUrl(),
  SITE_NAME: text,
  SITE_SHORT_NAME: text,
  SITE_THEME_COLOR: shaped(/^#[0-9a-fA-F]{6}$/, "must be a colour like #0b0f1a"),
  SITE_PHONE: phone(defaultSite.phone.display),
  SITE_EMAIL: email(defaultSite.emails.hello),
  SITE_SUPPORT_EMAIL: email(defaultSite.emails.support),
  SITE_CAREERS_EMAIL: email(defaultSite.emails.careers),
  OFFICE_BROOKLYN_EMAIL: email(cityDefaults("brooklyn-ny")?.email),
  OFFICE_BROOKLYN_PHONE: phone(cityDefaults("brooklyn-ny")?.phone?.display),
  OFFICE_MANHATTAN_EMAIL: email(cityDefaults("manhattan-ny")?.email),
  OFFICE_MANHATTAN_PHONE: phone(cityDefaults("manhattan-ny")?.phone?.display),
  OFFICE_QUEENS_EMAIL: email(cityDefaults("queens-ny")?.email),
  OFFICE_QUEENS_PHONE: phone(cityDefaults("queens-ny")?.phone?.display),
  OFFICE_STATEN_ISLAND_EMAIL: email(cityDefaults("staten-island-ny")?.email),
  OFFICE_STATEN_ISLAND_PHONE: phone(cityDefaults("staten-island-ny")?.phone?.display),
  SOCIAL_FACEBOOK_URL: profileUrl,
  SOCIAL_GITHUB_URL: profileUrl,
  SOCIAL_LINKEDIN_URL: profileUrl,
  SOCIAL_INSTAGRAM_URL: profileUrl,
  REVIEWS_GOOGLE_URL: profileUrl,
  REVIEWS_FACEBOOK_URL: profileUrl,
  REVIEWS_YELP_URL: profileUrl,
  REVIEWS_CLUTCH_URL: profileUrl,
  AFFILIATE_URL: httpUrl(),
  IMAGE_BASE_URL: httpUrl(),

  // embeds
  STRIPE_PRICING_TABLE_ID: shaped(/^prctbl_[A-Za-z0-9]+$/, "must look like prctbl_..."),
  STRIPE_PUBLISHABLE_KEY: shaped(
    /^pk_(live|test)_[A-Za-z0-9]+$/,
    "must look like pk_live_... or pk_test_...",
  ),
  CALENDLY_URL: shaped(
    /^https:\/\/calendly\.com\/[\w./-]+$/,
    "must look like https://calendly.com/your-team/strategy-call",
  ),

  // the blog's content
  CONTENT_API_URL: httpUrl(),
  CONTENT_API_TIMEOUT_MS: whole(3000, 100),
  CONTENT_CACHE_TTL: whole(300, 1),
  CONTENT_MEDIA_ORIGINS: origins,

  // contact messages
  CONTACT_RELAY_URL: httpUrl("https://api.web3forms.com/submit"),
  CONTACT_ACCESS_KEY: text,
  CONTACT_DELIVERY: oneOf(["relay", "direct"], "relay", `"relay" or "direct"`),
  CONTACT_OUTBOX: text.refine((value) => !value?.endsWith(".jsonl"), {
    message: "is a folder now (one file per message), not a .jsonl file",
  }),
  CONTACT_RATE_LIMIT: whole(5, 1, Infinity, " of messages per 10 minutes"),
  NEWSLETTER_RATE_LIMIT: whole(5, 1, Infinity, " of sign-ups per 10 minutes"),
  CONTACT_RELAY_TIMEOUT_MS: whole(10_000, 100),
  CONTACT_RETRY_SECONDS: whole(30, 1),
  CONTACT_ALERT_AFTER_MINUTES: whole(60, 1),
  READYZ_DETAILS_FROM: probeAddresses,
  // what the lead store keeps and for how long: the retention sweep and the privacy page both read these
  CONTACT_KEEP_DELIVERED_DAYS: whole(0, 0),
  CONTACT_MAX_AGE_DAYS: whole(30, 1),

  VITALS_SAMPLE_RATE: share(0.1),

  // the owner's figures (server/stats/, /owner)
  OWNER_PASSWORD: text.refine((value) => value === undefined || value.length >= 12, {
    message: "must be at least 12 characters (it guards /owner, open to the internet)",
  }),
  STATS_RETENTION_DAYS: whole(730, 1, 3660, " of days"),
  STATS_CLIENT_VISITS: whole(30, 1, 1_000_000),
  STATS_TIME_ZONE: text.transform((value, ctx) => {
    const zone = value ?? "America/New_York";
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: zone });
      return zone;
    } catch {
      return refuse(ctx, `must be a time zone such as America/New_York, got "${zone}"`);
    }
  }),
});

export type ParsedEnv = z.output<typeof envSchema>;

/** The names of every variable the server reads (README.md lists the same). */
export const envVariables = Object.keys(envSchema.shape);

/** Rules between variables, each reported on the variable to change. */
export function crossChecks(env: ParsedEnv): string[] {
  const lines: string[] = [];
  if (env.REQUIRE_SITE_URL && env.SITE_URL === undefined)
    lines.push(
      "SITE_URL is not set: set it to the site's public origin, e.g. SITE_URL=https://www.example.com (canonical links, sitemap.xml, robots.txt and share cards are built on it). REQUIRE_SITE_URL=1 (npm run serve, the Docker image) refuses to fall back to http://localhost:3000",
    );
  if (Boolean(env.STRIPE_PRICING_TABLE_ID) !== Boolean(env.STRIPE_PUBLISHABLE_KEY))
    lines.push("STRIPE_PRICING_TABLE_ID and STRIPE_PUBLISHABLE_KEY must be set together");
  if (env.CONTACT_DELIVERY === "direct" && !env.CONTACT_ACCESS_KEY)
    lines.push("CONTACT_DELIVERY=direct needs CONTACT_ACCESS_KEY (the browser posts to the form service)");
  return lines;
}
