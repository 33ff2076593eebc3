import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import express from "express";
import { ConfigError, loadConfig, MAX_PROXY_HOPS } from "../../server/config";

test("defaults are clearly fictional and the site runs on port 3000", () => {
  const config = loadConfig({});
  expect(config.port).toBe(3000);
  expect(config.site.phone.display).toMatch(/555-01\d\d/);
  expect(config.site.phone.tel).toBe("+12125550142");
  expect(config.site.emails.hello).toMatch(/@example\.com$/);
  expect(config.site.emails.support).toMatch(/@example\.com$/);
  expect(config.site.offices.map((o) => o.city)).toEqual(["New York", "San Francisco", "London"]);
  expect(config.site.pricingTable).toBeNull();
  expect(config.pageCache).toBe(true);
});

test("environment values override the defaults", () => {
  const config = loadConfig({
    SITE_NAME: "Acme Web",
    SITE_URL: "https://acme.example.com/",
    PORT: "8080",
    SITE_PHONE: "(718) 555-0199",
    PAGE_CACHE: "off",
  });
  expect(config.site.name).toBe("Acme Web");
  expect(config.site.url).toBe("https://acme.example.com");
  expect(config.port).toBe(8080);
  expect(config.site.phone.tel).toBe("+17185550199");
  expect(config.pageCache).toBe(false);
});

test.each([
  [{ PORT: "eighty" }, "PORT"],
  [{ PORT: "70000" }, "PORT"],
  [{ SITE_URL: "not a url" }, "SITE_URL"],
  [{ SITE_URL: "ftp://example.com" }, "SITE_URL"],
  [{ SITE_EMAIL: "nobody" }, "SITE_EMAIL"],
  [{ SITE_PHONE: "call us" }, "SITE_PHONE"],
  [{ PAGE_CACHE: "maybe" }, "PAGE_CACHE"],
  [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
  [{ STRIPE_PRICING_TABLE_ID: "prctbl_1" }, "STRIPE_PRICING_TABLE_ID"],
  [
    { STRIPE_PRICING_TABLE_ID: "prctbl_1", STRIPE_PUBLISHABLE_KEY: "sk_live_secret" },
    "STRIPE_PUBLISHABLE_KEY",
  ],
  [{ IMAGE_BASE_URL: "media" }, "IMAGE_BASE_URL"],
])("a bad value stops the start with a message naming the variable (%o)", (env, name) => {
  expect(() => loadConfig(env)).toThrow(name);
});

test("the lead store lives under DATA_DIR (absolute, default ./var) unless CONTACT_OUTBOX names its folder", () => {
  const defaults = loadConfig({});
  expect(defaults.dataDir).toBe(path.resolve("var"));
  expect(defaults.contact.outbox).toBe(path.resolve("var", "contact-outbox"));
  expect(defaults.contact).toMatchObject({
    relayTimeoutMs: 10_000,
    retryBaseMs: 30_000,
    alertAfterMs: 3_600_000,
  });
  const data = loadConfig({
    DATA_DIR: "/data",
    CONTACT_ALERT_AFTER_MINUTES: "15",
    CONTACT_RETRY_SECONDS: "2",
  });
  expect(data.contact).toMatchObject({
    outbox: "/data/contact-outbox",
    alertAfterMs: 900_000,
    retryBaseMs: 2000,
  });
  expect(loadConfig({ DATA_DIR: "/data", CONTACT_OUTBOX: "leads" }).contact.outbox).toBe(
    path.resolve("leads"),
  );
});

test.each([
  [{ CONTACT_OUTBOX: "var/contact-outbox.jsonl" }, "CONTACT_OUTBOX"],
  [{ CONTACT_ALERT_AFTER_MINUTES: "soon" }, "CONTACT_ALERT_AFTER_MINUTES"],
  [{ CONTACT_ALERT_AFTER_MINUTES: "0" }, "CONTACT_ALERT_AFTER_MINUTES"],
  [{ CONTACT_RETRY_SECONDS: "0.5" }, "CONTACT_RETRY_SECONDS"],
  [{ CONTACT_RELAY_TIMEOUT_MS: "10" }, "CONTACT_RELAY_TIMEOUT_MS"],
])("a bad lead-store setting stops the start naming the variable (%o)", (env, name) => {
  expect(() => loadConfig(env)).toThrow(name);
});

test("WEB_CONCURRENCY: every core in production, one elsewhere, a whole number from 1 when set", () => {
  expect(loadConfig({}).webConcurrency).toBe(1);
  expect(loadConfig({ NODE_ENV: "production" }).webConcurrency).toBe(availableParallelism());
  expect(loadConfig({ NODE_ENV: "production", WEB_CONCURRENCY: "3" }).webConcurrency).toBe(3);
  expect(() => loadConfig({ WEB_CONCURRENCY: "0" })).toThrow(/WEB_CONCURRENCY/);
  expect(() => loadConfig({ WEB_CONCURRENCY: "many" })).toThrow(/WEB_CONCURRENCY/);
});

test("REDIS_URL: unset by default, a redis:// or rediss:// URL when set", () => {
  expect(loadConfig({}).redisUrl).toBeNull();
  expect(loadConfig({ REDIS_URL: "redis://127.0.0.1:6379" }).redisUrl).toBe("redis://127.0.0.1:6379");
  expect(loadConfig({ REDIS_URL: "rediss://user:pw@cache.example.com:6380/0" }).redisUrl).toMatch(/^rediss:/);
  expect(() => loadConfig({ REDIS_URL: "http://cache.example.com" })).toThrow(/REDIS_URL/);
});

test("a fresh clone needs no SITE_URL; where REQUIRE_SITE_URL is set the start stops and says why", () => {
  expect(loadConfig({}).site.url).toBe("http://localhost:3000");
  expect(() => loadConfig({ REQUIRE_SITE_URL: "1" })).toThrow(
    /SITE_URL is not set: set it to the site's public origin/,
  );
  expect(() => loadConfig({ REQUIRE_SITE_URL: "1", SITE_URL: " " })).toThrow(/SITE_URL is not set/);
  expect(loadConfig({ REQUIRE_SITE_URL: "1", SITE_URL: "https://acme.example" }).site.url).toBe(
    "https://acme.example",
  );
  expect(() => loadConfig({ REQUIRE_SITE_URL: "maybe" })).toThrow(/REQUIRE_SITE_URL/);
});

test("npm run serve and the Docker image require SITE_URL; npm start (the README's) does not", () => {
  const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> })
    .scripts;
  expect(scripts.serve).toMatch(/^REQUIRE_SITE_URL=1 /);
  expect(scripts.start).not.toContain("REQUIRE_SITE_URL");
  expect(scripts.start).not.toContain("npm run serve");
  expect(readFileSync("Dockerfile", "utf8")).toMatch(/^ENV .*\bREQUIRE_SITE_URL=1\b/m);
});

test("the brand, its colour and every contact come from the environment", () => {
  const { site } = loadConfig({
    SITE_NAME: "Acme Studio",
    SITE_THEME_COLOR: "#112233",
    SITE_CAREERS_EMAIL: "jobs@acme.example",
    OFFICE_QUEENS_EMAIL: "queens@acme.example",
    OFFICE_QUEENS_PHONE: "(718) 555-0188",
    OFFICE_BROOKLYN_EMAIL: "brooklyn@acme.example",
    OFFICE_STATEN_ISLAND_PHONE: "718 555 0177",
  });
  expect(site).toMatchObject({ name: "Acme Studio", shortName: "Acme Studio", themeColor: "#112233" });
  expect(site.emails.careers).toBe("jobs@acme.example");
  expect(site.cityContacts).toEqual({
    "brooklyn-ny": { email: "brooklyn@acme.example" },
    "queens-ny": {
      email: "queens@acme.example",
      phone: { display: "(718) 555-0188", tel: "+17185550188" },
    },
    "staten-island-ny": {
      email: "statenisland@example.com",
      phone: { display: "718 555 0177", tel: "+17185550177" },
    },
  });
  // the home-screen label: the whole name when short, else its first word, or SITE_SHORT_NAME
  expect(loadConfig({}).site.shortName).toBe("Skyline");
  expect(loadConfig({ SITE_NAME: "Brooklyn Pixel Works" }).site.shortName).toBe("Brooklyn");
  expect(loadConfig({ SITE_NAME: "Brooklyn Pixel Works", SITE_SHORT_NAME: "BPW" }).site.shortName).toBe(
    "BPW",
  );
});

test("contact defaults are fictional and no profile link is made up", () => {
  const { site } = loadConfig({});
  expect(site.emails.careers).toBe("careers@example.com");
  expect(site.cityContacts).toEqual({
    "queens-ny": { email: "queens@example.com" },
    "staten-island-ny": { email: "statenisland@example.com" },
  });
  expect(site.social).toEqual([{ kind: "email", label: "Email us", href: "mailto:hello@example.com" }]);
  expect(site.reviewProfiles).toEqual({});
  expect(site.affiliateUrl).toBeNull();
});

test("social, review-platform and affiliate links appear only when configured, each its own profile", () => {
  const { site } = loadConfig({
    SITE_EMAIL: "hi@acme.example",
    SOCIAL_LINKEDIN_URL: "https://www.linkedin.com/company/acme-studio",
    SOCIAL_FACEBOOK_URL: "https://www.facebook.com/acmestudio",
    REVIEWS_GOOGLE_URL: "https://g.page/r/acme-studio",
    REVIEWS_CLUTCH_URL: "https://clutch.co/profile/acme-studio",
    AFFILIATE_URL: "https://partners.acme.example/",
  });
  expect(site.social.map((link) => [link.kind, link.href])).toEqual([
    ["facebook", "https://www.facebook.com/acmestudio"],
    ["linkedin", "https://www.linkedin.com/company/acme-studio"],
    ["email", "mailto:hi@acme.example"],
  ]);
  expect(site.reviewProfiles).toEqual({
    google: "https://g.page/r/acme-studio",
    clutch: "https://clutch.co/profile/acme-studio",
  });
  expect(site.affiliateUrl).toBe("https://partners.acme.example");
});

test.each([
  [{ REVIEWS_YELP_URL: "https://www.yelp.com/" }, "REVIEWS_YELP_URL must be the address of your own profile"],
  [{ REVIEWS_GOOGLE_URL: "google" }, "REVIEWS_GOOGLE_URL must be an absolute"],
  [{ SOCIAL_GITHUB_URL: "https://github.com" }, "SOCIAL_GITHUB_URL must be the address of your own profile"],
  [{ SITE_CAREERS_EMAIL: "jobs" }, "SITE_CAREERS_EMAIL must be an e-mail address"],
  [{ OFFICE_QUEENS_EMAIL: "queens" }, "OFFICE_QUEENS_EMAIL must be an e-mail address"],
  [{ OFFICE_MANHATTAN_PHONE: "call" }, "OFFICE_MANHATTAN_PHONE must be a phone number"],
  [{ SITE_THEME_COLOR: "navy" }, "SITE_THEME_COLOR must be a colour"],
  [{ AFFILIATE_URL: "partners" }, "AFFILIATE_URL must be an absolute"],
])("a bad brand or contact setting stops the start naming the variable (%o)", (env, message) => {
  expect(() => loadConfig(env)).toThrow(message);
});

/** What server/index.ts prints for a ConfigError, so the test reads what the operator reads. */
function startError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError)
      return error.lines.map((line) => `Configuration error: ${line}`).join("\n");
    throw error;
  }
  return "started";
}

test.each([
  ["999", /^Configuration error: TRUST_PROXY must be a hop count from 1 to 5/],
  [String(MAX_PROXY_HOPS + 1), /^Configuration error: TRUST_PROXY must be a hop count from 1 to 5/],
  ["true", /^Configuration error: TRUST_PROXY .*trusting every address/],
  ["0.0.0.0/0", /^Configuration error: TRUST_PROXY .*"0\.0\.0\.0\/0" covers too many addresses/],
  ["::/0", /^Configuration error: TRUST_PROXY .*"::\/0" covers too many addresses/],
  ["10.0.0.0/8,1.0.0.0/1", /^Configuration error: TRUST_PROXY .*"1\.0\.0\.0\/1" covers too many addresses/],
  ["2000::/3", /^Configuration error: TRUST_PROXY .*covers too many addresses/],
  // an IPv4-mapped IPv6 range is an IPv4 range: /96 is all of IPv4
  ["::ffff:0:0/96", /^Configuration error: TRUST_PROXY .*covers too many addresses/],
  [
    "10.0.0.0/99",
    /^Configuration error: TRUST_PROXY .*"10\.0\.0\.0\/99" has a prefix longer than IPv4 allows/,
  ],
  ["999.1.1.1", /^Configuration error: TRUST_PROXY .*"999\.1\.1\.1" is not an IP address or a CIDR range/],
  ["10.0.0.0/255.0.0.0", /^Configuration error: TRUST_PROXY .*prefix length that is not a number/],
  ["proxy.example.com", /^Configuration error: TRUST_PROXY .*is not an IP address/],
])("TRUST_PROXY=%s is refused with a configuration error, not a TypeError", (value, message) => {
  expect(startError({ TRUST_PROXY: value })).toMatch(message);
});

test("every TRUST_PROXY value the config accepts is one Express takes (proxy-addr throws no TypeError)", () => {
  for (const value of [
    "1",
    String(MAX_PROXY_HOPS),
    "loopback",
    "Loopback, uniquelocal",
    "10.0.0.0/8",
    "203.0.113.7",
    "::1",
    "fd00::/16",
    "2001:db8::/32",
    "::ffff:10.0.0.0/104",
  ]) {
    const { trustProxy } = loadConfig({ TRUST_PROXY: value });
    expect(trustProxy, value).not.toBe(false);
    expect(() => express().set("trust proxy", trustProxy), value).not.toThrow();
  }
});

test("the contact form and the newsletter have their own limits, 5 per 10 minutes unless set", () => {
  expect(loadConfig({}).contact).toMatchObject({
    rateLimit: { windowMs: 600_000, limit: 5 },
    newsletterRateLimit: { windowMs: 600_000, limit: 5 },
  });
  const set = loadConfig({ CONTACT_RATE_LIMIT: "3", NEWSLETTER_RATE_LIMIT: "20" }).contact;
  expect(set.rateLimit.limit).toBe(3);
  expect(set.newsletterRateLimit.limit).toBe(20);
  expect(startError({ NEWSLETTER_RATE_LIMIT: "lots" })).toMatch(
    /^Configuration error: NEWSLETTER_RATE_LIMIT must be a whole number of sign-ups per 10 minutes/,
  );
  expect(startError({ NEWSLETTER_RATE_LIMIT: "0" })).toMatch(/NEWSLETTER_RATE_LIMIT/);
});

test("every bad variable gets its own line, naming it", () => {
  let error: unknown;
  try {
    loadConfig({ PORT: "eighty", SITE_EMAIL: "nobody", CONTACT_RATE_LIMIT: "0" });
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(ConfigError);
  expect((error as ConfigError).lines).toEqual([
    'PORT must be a whole number from 0 to 65535, got "eighty"',
    'SITE_EMAIL must be an e-mail address, got "nobody"',
    'CONTACT_RATE_LIMIT must be a whole number of messages per 10 minutes (at least 1), got "0"',
  ]);
});
