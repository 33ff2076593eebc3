/**
 * Environment -> typed config, validated once at start. A bad value stops the start with a message that
 * names the variable (spec: defaults are clearly fictional, 555-01xx phone, example.com e-mail).
 */
import { isIP } from "node:net";
import path from "node:path";
import { availableParallelism } from "node:os";
import { citySlugs } from "../shared/content/location-types";
import { defaultSite, type Phone, type ReviewProfile, type Site, type SocialLink } from "../shared/site";

export type Config = {
  port: number;
  host: string;
  production: boolean;
  logLevel: string;
  logPretty: boolean;
  pageCache: boolean;
  warmCache: boolean;
  /** Express's "trust proxy": false, a hop count, or the proxies' addresses / CIDRs (never `true`) */
  trustProxy: false | number | string[];
  shutdown: { delayMs: number; graceMs: number };
  /** processes serving requests (node:cluster workers when more than 1) */
  webConcurrency: number;
  /** shared state (the contact rate limit) lives here when set */
  redisUrl: string | null;
  /** DATA_DIR: absolute; what the server keeps on disk (the contact outbox) lives under it */
  dataDir: string;
  content: {
    apiUrl: string | null;
    timeoutMs: number;
    cacheTtlSeconds: number;
    /** CONTENT_MEDIA_ORIGINS: extra image hosts of WordPress's posts (used only with apiUrl) */
    mediaOrigins: string[];
  };
  contact: {
    relayUrl: string;
    accessKey: string | null;
    /** absolute folder of the lead store (pending/, sending/, delivered/) */
    outbox: string;
    /** accepted contact messages per address per window (CONTACT_RATE_LIMIT) */
    rateLimit: { windowMs: number; limit: number };
    /** newsletter sign-ups per address per window (NEWSLETTER_RATE_LIMIT), counted apart from messages */
    newsletterRateLimit: { windowMs: number; limit: number };
    relayTimeoutMs: number;
    /** first retry delay of an undelivered message (doubles up to an hour) */
    retryBaseMs: number;
    /** undelivered messages older than this are logged at error level (and /readyz answers 503) */
    alertAfterMs: number;
    /** CONTACT_KEEP_DELIVERED_DAYS: days a delivered message's file is kept (0: deleted once delivered) */
    keepDeliveredDays: number;
    /** CONTACT_MAX_AGE_DAYS: undelivered messages older than this are deleted */
    maxAgeDays: number;
  };
  /** field data: the share of page views that report their Core Web Vitals (0 turns it off) */
  vitals: { sampleRate: number };
  site: Site;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === "" ? undefined : value;
}

function absoluteUrl(env: Env, name: string, fallback: string): string {
  const value = read(env, name) ?? fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ConfigError(`${name} must use http or https, got "${value}"`);
  }
  return value.replace(/\/+$/, "");
}

/** A comma-separated list of bare http(s) origins (no path, query or credentials), normalized. */
function origins(env: Env, name: string): string[] {
  const value = read(env, name);
  if (value === undefined) return [];
  return value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      let url: URL;
      try {
        url = new URL(item);
      } catch {
        throw new ConfigError(
          `${name} must be comma-separated origins like https://cdn.example.com, got "${item}"`,
        );
      }
      const bare = url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
      if ((url.protocol !== "http:" && url.protocol !== "https:") || !bare || /[*?#@]/.test(item)) {
        throw new ConfigError(
          `${name} must be comma-separated origins like https://cdn.example.com (no path), got "${item}"`,
        );
      }
      return url.origin;
    });
}

function email(env: Env, name: string, fallback: string): string {
  const value = read(env, name) ?? fallback;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value))
    throw new ConfigError(`${name} must be an e-mail address, got "${value}"`);
  return value;
}

function phone(env: Env, name: string, fallback: string): Phone {
  const display = read(env, name) ?? fallback;
  const digits = display.replace(/[^\d+]/g, "");
  if (digits.replace("+", "").length < 7)
    throw new ConfigError(`${name} must be a phone number, got "${display}"`);
  const tel = digits.startsWith("+") ? digits : digits.length === 10 ? `+1${digits}` : `+${digits}`;
  return { display, tel };
}

/**
 * A profile on another site (social, review platform): an absolute http(s) address with a path, or
 * undefined when unset (no link is shown then). A platform's home page is refused, never linked instead.
 */
function profileUrl(env: Env, name: string): string | undefined {
  const value = read(env, name);
  if (value === undefined) return undefined;
  const url = absoluteUrl(env, name, value);
  if (new URL(url).pathname.replace(/\/+$/, "") === "") {
    throw new ConfigError(
      `${name} must be the address of your own profile (with a path), not the platform's home page, got "${value}"`,
    );
  }
  return url;
}

const hexColor = (env: Env, name: string, fallback: string): string => {
  const value = read(env, name) ?? fallback;
  if (!/^#[0-9a-fA-F]{6}$/.test(value))
    throw new ConfigError(`${name} must be a colour like #0b0f1a, got "${value}"`);
  return value;
};

const SOCIAL: { kind: Exclude<SocialLink["kind"], "email">; label: string }[] = [
  { kind: "facebook", label: "Facebook" },
  { kind: "github", label: "GitHub" },
  { kind: "linkedin", label: "LinkedIn" },
  { kind: "instagram", label: "Instagram" },
];
const REVIEW_PROFILES: ReviewProfile[] = ["google", "facebook", "yelp", "clutch"];

/** "staten-island-ny" -> "OFFICE_STATEN_ISLAND" (the prefix of that city's _EMAIL and _PHONE) */
const cityEnvPrefix = (slug: string) => `OFFICE_${slug.replace(/-ny$/, "").replace(/-/g, "_").toUpperCase()}`;

/**
 * The brand and every contact, link and colour a visitor sees. SITE_URL is required where REQUIRE_SITE_URL
 * is set (`npm run serve`, the Docker image): canonicals, sitemap and robots.txt must never say localhost
 * by accident in a deploy, while `npm start` on a fresh clone still serves http://localhost:3000.
 */
function siteConfig(env: Env): Site {
  if (flag(env, "REQUIRE_SITE_URL", false) && read(env, "SITE_URL") === undefined) {
    throw new ConfigError(
      "SITE_URL is not set: set it to the site's public origin, e.g. SITE_URL=https://www.example.com (canonical links, sitemap.xml, robots.txt and share cards are built on it). REQUIRE_SITE_URL=1 (npm run serve, the Docker image) refuses to fall back to http://localhost:3000",
    );
  }
  const name = read(env, "SITE_NAME") ?? defaultSite.name;
  // a home-screen label fits about 12 characters: the whole name when it does, else its first word
  const shortName =
    read(env, "SITE_SHORT_NAME") ?? (name.length <= 12 ? name : (name.split(/\s+/)[0] ?? name));
  const hello = email(env, "SITE_EMAIL", defaultSite.emails.hello);
  const social: SocialLink[] = SOCIAL.flatMap(({ kind, label }) => {
    const href = profileUrl(env, `SOCIAL_${kind.toUpperCase()}_URL`);
    return href ? [{ kind, label, href }] : [];
  });
  social.push({ kind: "email", label: "Email us", href: `mailto:${hello}` });
  const reviewProfiles: Site["reviewProfiles"] = {};
  for (const platform of REVIEW_PROFILES) {
    const href = profileUrl(env, `REVIEWS_${platform.toUpperCase()}_URL`);
    if (href) reviewProfiles[platform] = href;
  }
  const cityContacts: Site["cityContacts"] = {};
  for (const slug of citySlugs) {
    const prefix = cityEnvPrefix(slug);
    const fallback = defaultSite.cityContacts[slug];
    const cityEmail = read(env, `${prefix}_EMAIL`) ?? fallback?.email;
    const cityPhone = read(env, `${prefix}_PHONE`) ?? fallback?.phone?.display;
    if (!cityEmail && !cityPhone) continue;
    cityContacts[slug] = {
      ...(cityEmail ? { email: email(env, `${prefix}_EMAIL`, cityEmail) } : {}),
      ...(cityPhone ? { phone: phone(env, `${prefix}_PHONE`, cityPhone) } : {}),
    };
  }
  const affiliate = read(env, "AFFILIATE_URL");
  return {
    ...defaultSite,
    name,
    shortName,
    url: absoluteUrl(env, "SITE_URL", defaultSite.url),
    themeColor: hexColor(env, "SITE_THEME_COLOR", defaultSite.themeColor),
    phone: phone(env, "SITE_PHONE", defaultSite.phone.display),
    emails: {
      hello,
      support: email(env, "SITE_SUPPORT_EMAIL", defaultSite.emails.support),
      careers: email(env, "SITE_CAREERS_EMAIL", defaultSite.emails.careers),
    },
    cityContacts,
    social,
    reviewProfiles,
    affiliateUrl: affiliate ? absoluteUrl(env, "AFFILIATE_URL", affiliate) : null,
  };
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const value = read(env, name);
  if (value === undefined) return fallback;
  if (["1", "true", "on", "yes"].includes(value.toLowerCase())) return true;
  if (["0", "false", "off", "no"].includes(value.toLowerCase())) return false;
  throw new ConfigError(`${name} must be one of 1/0, true/false, on/off, got "${value}"`);
}

/** More proxies than this in front of one site is a mistake, and every extra hop lets visitors pick an address. */
export const MAX_PROXY_HOPS = 5;
/** Shorter prefixes than these cover a large share of the internet: "trust everyone" in all but name. */
const MIN_PREFIX = { 4: 8, 6: 16 } as const;
const PROXY_NAMES = ["loopback", "linklocal", "uniquelocal"];

/** One TRUST_PROXY entry: an Express name, an IP address, or a CIDR range that is not "everyone". */
function proxyEntry(entry: string, value: string): string {
  if (PROXY_NAMES.includes(entry.toLowerCase())) return entry.toLowerCase();
  const [address = "", prefixText, ...rest] = entry.split("/");
  let version = isIP(address);
  const bad = (why: string) =>
    new ConfigError(
      `TRUST_PROXY must be a hop count (1 to ${MAX_PROXY_HOPS}) or a comma list of proxy IPs / CIDRs (e.g. 10.0.0.0/8,loopback): "${entry}" ${why}${entry === value ? "" : `, in "${value}"`}`,
    );
  if (version === 0 || rest.length > 0) throw bad("is not an IP address or a CIDR range");
  if (prefixText === undefined) return entry;
  if (!/^\d{1,3}$/.test(prefixText)) throw bad("has a prefix length that is not a number");
  let prefix = Number(prefixText);
  if (prefix > (version === 4 ? 32 : 128)) throw bad(`has a prefix longer than IPv${version} allows`);
  // an IPv4-mapped IPv6 range is an IPv4 range (proxy-addr treats ::ffff:0:0/96 as 0.0.0.0/0)
  if (version === 6 && /^::ffff:/i.test(address) && prefix >= 96) {
    version = 4;
    prefix -= 96;
  }
  if (prefix < MIN_PREFIX[version as 4 | 6])
    throw bad(
      `covers too many addresses (an IPv4 range must be /${MIN_PREFIX[4]} or narrower, an IPv6 range /${MIN_PREFIX[6]} or narrower; the names uniquelocal and linklocal cover fc00::/7 and fe80::/10): visitors could pick their own address with X-Forwarded-For`,
    );
  return entry;
}

/**
 * TRUST_PROXY: how many proxies stand in front (1 for one reverse proxy, at most MAX_PROXY_HOPS), or which
 * addresses they have (a comma list of IPs / CIDRs, or Express's names loopback, linklocal, uniquelocal).
 * "Trust everyone" is refused in every spelling (`true`, a huge hop count, 0.0.0.0/0, ::/0, short
 * prefixes): it lets any visitor choose their own address with X-Forwarded-For and so dodge the limit.
 * Entries are checked here, so a bad range is a configuration error rather than a TypeError from
 * proxy-addr when the app is created.
 */
function trustProxy(env: Env): false | number | string[] {
  const value = read(env, "TRUST_PROXY");
  if (value === undefined || ["0", "false", "off", "no"].includes(value.toLowerCase())) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_PROXY_HOPS) {
      throw new ConfigError(
        `TRUST_PROXY must be a hop count from 1 to ${MAX_PROXY_HOPS} (the proxies in front of the site), got "${value}": a count above the real number of proxies lets visitors spoof X-Forwarded-For`,
      );
    }
    return hops;
  }
  if (["true", "on", "yes"].includes(value.toLowerCase())) {
    throw new ConfigError(
      `TRUST_PROXY must be a hop count (1 for one reverse proxy) or the proxies' addresses, got "${value}": trusting every address lets visitors spoof X-Forwarded-For`,
    );
  }
  return value
    .split(",")
    .map((part) => part.trim())
    .map((part) => proxyEntry(part, value));
}

function redisUrl(env: Env): string | null {
  const value = read(env, "REDIS_URL");
  if (value === undefined) return null;
  if (!/^rediss?:\/\/[^\s]+$/.test(value)) {
    throw new ConfigError(`REDIS_URL must look like redis://host:6379 or rediss://..., got "${value}"`);
  }
  return value;
}

export function loadConfig(env: Env = process.env): Config {
  const portText = read(env, "PORT") ?? "3000";
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${portText}"`);
  }
  const logLevel = read(env, "LOG_LEVEL") ?? "info";
  if (!["fatal", "error", "warn", "info", "debug", "trace", "silent"].includes(logLevel)) {
    throw new ConfigError(
      `LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent, got "${logLevel}"`,
    );
  }

  const pricingId = read(env, "STRIPE_PRICING_TABLE_ID");
  const pricingKey = read(env, "STRIPE_PUBLISHABLE_KEY");
  if (Boolean(pricingId) !== Boolean(pricingKey)) {
    throw new ConfigError("STRIPE_PRICING_TABLE_ID and STRIPE_PUBLISHABLE_KEY must be set together");
  }
  if (pricingKey && !/^pk_(live|test)_[A-Za-z0-9]+$/.test(pricingKey)) {
    throw new ConfigError(
      `STRIPE_PUBLISHABLE_KEY must look like pk_live_... or pk_test_..., got "${pricingKey}"`,
    );
  }
  if (pricingId && !/^prctbl_[A-Za-z0-9]+$/.test(pricingId)) {
    throw new ConfigError(`STRIPE_PRICING_TABLE_ID must look like prctbl_..., got "${pricingId}"`);
  }
  const imageBase = read(env, "IMAGE_BASE_URL");
  const relayUrl = absoluteUrl(env, "CONTACT_RELAY_URL", "https://api.web3forms.com/submit");
  const accessKey = read(env, "CONTACT_ACCESS_KEY") ?? null;
  const delivery = read(env, "CONTACT_DELIVERY") ?? "relay";
  if (delivery !== "relay" && delivery !== "direct") {
    throw new ConfigError(`CONTACT_DELIVERY must be "relay" or "direct", got "${delivery}"`);
  }
  if (delivery === "direct" && !accessKey) {
    throw new ConfigError(
      "CONTACT_DELIVERY=direct needs CONTACT_ACCESS_KEY (the browser posts to the form service)",
    );
  }
  const calendly = read(env, "CALENDLY_URL");
  if (calendly && !/^https:\/\/calendly\.com\/[\w./-]+$/.test(calendly)) {
    throw new ConfigError(
      `CALENDLY_URL must look like https://calendly.com/your-team/strategy-call, got "${calendly}"`,
    );
  }
  const contentApi = read(env, "CONTENT_API_URL");
  const whole = (name: string, fallback: number, min: number) => {
    const text = read(env, name) ?? String(fallback);
    const n = Number(text);
    if (!Number.isInteger(n) || n < min)
      throw new ConfigError(`${name} must be a whole number of at least ${min}, got "${text}"`);
    return n;
  };
  const perTenMinutes = (name: string, what: string) => {
    const text = read(env, name) ?? "5";
    const n = Number(text);
    if (!Number.isInteger(n) || n < 1)
      throw new ConfigError(`${name} must be a whole number of ${what} per 10 minutes, got "${text}"`);
    return { windowMs: 10 * 60 * 1000, limit: n };
  };

  const rateText = read(env, "VITALS_SAMPLE_RATE") ?? "0.1";
  const sampleRate = Number(rateText);
  if (!/^(0|1|0?\.\d+|1\.0*)$/.test(rateText) || sampleRate < 0 || sampleRate > 1) {
    throw new ConfigError(
      `VITALS_SAMPLE_RATE must be a share of page views from 0 to 1 (0.1 for one in ten, 0 for none), got "${rateText}"`,
    );
  }

  // relative paths are taken from the working directory once, here, so a later chdir cannot move the data
  const dataDir = path.resolve(read(env, "DATA_DIR") ?? "var");
  const outboxDir = read(env, "CONTACT_OUTBOX");
  if (outboxDir?.endsWith(".jsonl")) {
    throw new ConfigError(
      `CONTACT_OUTBOX is a folder now (one file per message), not a .jsonl file, got "${outboxDir}"`,
    );
  }

  // what the lead store keeps and for how long: the retention sweep and the privacy page both read this
  const keepDeliveredDays = whole("CONTACT_KEEP_DELIVERED_DAYS", 0, 0);
  const maxAgeDays = whole("CONTACT_MAX_AGE_DAYS", 30, 1);

  const site: Site = {
    ...siteConfig(env),
    imageBaseUrl: imageBase ? absoluteUrl(env, "IMAGE_BASE_URL", imageBase) : "",
    pricingTable: pricingId && pricingKey ? { id: pricingId, publishableKey: pricingKey } : null,
    booking: calendly ? { url: calendly } : null,
    contactDelivery:
      delivery === "direct" && accessKey ? { mode: "direct", url: relayUrl, accessKey } : { mode: "relay" },
    messageStorage: { delivered: accessKey !== null, keepDeliveredDays, maxAgeDays },
  };

  return {
    port,
    host: read(env, "HOST") ?? "0.0.0.0",
    production: env.NODE_ENV === "production",
    logLevel,
    logPretty: flag(env, "LOG_PRETTY", false),
    pageCache: flag(env, "PAGE_CACHE", true),
    warmCache: flag(env, "WARM_CACHE", true),
    trustProxy: trustProxy(env),
    webConcurrency: whole("WEB_CONCURRENCY", env.NODE_ENV === "production" ? availableParallelism() : 1, 1),
    redisUrl: redisUrl(env),
    shutdown: {
      delayMs: whole("SHUTDOWN_DELAY_MS", 0, 0),
      graceMs: whole("SHUTDOWN_GRACE_MS", 20_000, 1000),
    },
    dataDir,
    content: {
      apiUrl: contentApi ? absoluteUrl(env, "CONTENT_API_URL", contentApi) : null,
      timeoutMs: whole("CONTENT_API_TIMEOUT_MS", 3000, 100),
      cacheTtlSeconds: whole("CONTENT_CACHE_TTL", 300, 1),
      mediaOrigins: origins(env, "CONTENT_MEDIA_ORIGINS"),
    },
    contact: {
      relayUrl,
      accessKey,
      outbox: outboxDir ? path.resolve(outboxDir) : path.join(dataDir, "contact-outbox"),
      rateLimit: perTenMinutes("CONTACT_RATE_LIMIT", "messages"),
      newsletterRateLimit: perTenMinutes("NEWSLETTER_RATE_LIMIT", "sign-ups"),
      relayTimeoutMs: whole("CONTACT_RELAY_TIMEOUT_MS", 10_000, 100),
      retryBaseMs: whole("CONTACT_RETRY_SECONDS", 30, 1) * 1000,
      alertAfterMs: whole("CONTACT_ALERT_AFTER_MINUTES", 60, 1) * 60_000,
      keepDeliveredDays,
      maxAgeDays,
    },
    vitals: { sampleRate },
    site,
  };
}
