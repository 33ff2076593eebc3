import { availableParallelism } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { loadConfig } from "../../server/config";

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
