/**
 * Environment -> typed config, validated once at start. A bad value stops the start with a message that
 * names the variable (spec: defaults are clearly fictional, 555-01xx phone, example.com e-mail).
 */
import { defaultSite, type Site } from "../shared/site";

export type Config = {
  port: number;
  host: string;
  production: boolean;
  logLevel: string;
  logPretty: boolean;
  pageCache: boolean;
  warmCache: boolean;
  trustProxy: boolean;
  content: { apiUrl: string | null; timeoutMs: number; cacheTtlSeconds: number };
  contact: {
    relayUrl: string;
    accessKey: string | null;
    outbox: string;
    rateLimit: { windowMs: number; limit: number };
  };
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

function email(env: Env, name: string, fallback: string): string {
  const value = read(env, name) ?? fallback;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value))
    throw new ConfigError(`${name} must be an e-mail address, got "${value}"`);
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const value = read(env, name);
  if (value === undefined) return fallback;
  if (["1", "true", "on", "yes"].includes(value.toLowerCase())) return true;
  if (["0", "false", "off", "no"].includes(value.toLowerCase())) return false;
  throw new ConfigError(`${name} must be one of 1/0, true/false, on/off, got "${value}"`);
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

  const phone = read(env, "SITE_PHONE") ?? defaultSite.phone.display;
  const digits = phone.replace(/[^\d+]/g, "");
  if (digits.replace("+", "").length < 7)
    throw new ConfigError(`SITE_PHONE must be a phone number, got "${phone}"`);
  const tel = digits.startsWith("+") ? digits : digits.length === 10 ? `+1${digits}` : `+${digits}`;

  const hello = email(env, "SITE_EMAIL", defaultSite.emails.hello);
  const support = email(env, "SITE_SUPPORT_EMAIL", defaultSite.emails.support);
  const social = defaultSite.social.map((link) => {
    if (link.kind === "email") return { ...link, href: `mailto:${hello}` };
    const name = `SOCIAL_${link.kind.toUpperCase()}_URL`;
    return { ...link, href: absoluteUrl(env, name, link.href) };
  });

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
  const limitText = read(env, "CONTACT_RATE_LIMIT") ?? "5";
  const limit = Number(limitText);
  if (!Number.isInteger(limit) || limit < 1) {
    throw new ConfigError(
      `CONTACT_RATE_LIMIT must be a whole number of messages per 10 minutes, got "${limitText}"`,
    );
  }

  const site: Site = {
    ...defaultSite,
    name: read(env, "SITE_NAME") ?? defaultSite.name,
    url: absoluteUrl(env, "SITE_URL", defaultSite.url),
    phone: { display: phone, tel },
    emails: { hello, support },
    social,
    affiliateUrl: absoluteUrl(env, "AFFILIATE_URL", defaultSite.affiliateUrl),
    imageBaseUrl: imageBase ? absoluteUrl(env, "IMAGE_BASE_URL", imageBase) : "",
    pricingTable: pricingId && pricingKey ? { id: pricingId, publishableKey: pricingKey } : null,
    booking: calendly ? { url: calendly } : null,
    contactDelivery:
      delivery === "direct" && accessKey ? { mode: "direct", url: relayUrl, accessKey } : { mode: "relay" },
  };

  return {
    port,
    host: read(env, "HOST") ?? "0.0.0.0",
    production: env.NODE_ENV === "production",
    logLevel,
    logPretty: flag(env, "LOG_PRETTY", false),
    pageCache: flag(env, "PAGE_CACHE", true),
    warmCache: flag(env, "WARM_CACHE", true),
    trustProxy: flag(env, "TRUST_PROXY", false),
    content: {
      apiUrl: contentApi ? absoluteUrl(env, "CONTENT_API_URL", contentApi) : null,
      timeoutMs: whole("CONTENT_API_TIMEOUT_MS", 3000, 100),
      cacheTtlSeconds: whole("CONTENT_CACHE_TTL", 300, 1),
    },
    contact: {
      relayUrl,
      accessKey,
      outbox: read(env, "CONTACT_OUTBOX") ?? "var/contact-outbox.jsonl",
      rateLimit: { windowMs: 10 * 60 * 1000, limit },
    },
    site,
  };
}
