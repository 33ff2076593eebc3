import request from "supertest";
import { expect, test } from "vitest";
import { EXPIRY_SPREAD } from "../../server/page-cache";
import { secondsUntilMidnight, secondsUntilNewYear, yearIn } from "../../shared/page-context";
import { makeHandler, waitForCache } from "../helpers/app";

// Every footer shows the year, so a page cached "for ever" would show last year's after
// New Year; "year" pages expire at 1 January, 00:00 in New York

test("the seconds until New Year are counted to midnight in New York, not UTC", () => {
  // 7:00 AM on 22 November in New York: 39 days and 17 hours to go
  expect(secondsUntilNewYear(new Date("2026-11-22T12:00:00Z"))).toBe(39 * 86_400 + 17 * 3600);
  // 11:59:30 PM on 31 December in New York (already 2027 in UTC)
  expect(secondsUntilNewYear(new Date("2027-01-01T04:59:30Z"))).toBe(30);
  // the first second of the new year: a whole year to go (2027 has 365 days)
  expect(secondsUntilNewYear(new Date("2027-01-01T05:00:00Z"))).toBe(365 * 86_400);
  // in summer (daylight saving time) the count still ends at New York's midnight
  expect(secondsUntilNewYear(new Date("2026-07-01T04:00:00Z"))).toBe(184 * 86_400 + 3600);
});

test("the footer's year is New York's: on New Year's Eve evening it is still last year there", () => {
  expect(yearIn(new Date("2027-01-01T04:30:00Z"))).toBe(2026);
  expect(yearIn(new Date("2027-01-01T05:00:00Z"))).toBe(2027);
  // a day's TTL never outlasts the year's
  const eve = new Date("2026-12-31T20:00:00Z");
  expect(secondsUntilMidnight(eve)).toBe(secondsUntilNewYear(eve));
});

test('a "year" page stays in the page cache until New Year in New York, not for ever', async () => {
  const handler = makeHandler();
  const res = await request(handler).get("/about");
  expect(res.text).toContain("© 2026 ");
  await waitForCache(handler, 1);
  const page = handler.pageCache.lookup("/about");
  expect(page).toBeDefined();
  // the helper's clock is 2026-11-22T12:00:00Z; the cache measures from its own clock, so allow a minute;
  // each entry lives 80-100% of its TTL (expiries spread), never past New Year
  const left = ((page?.expiresAt ?? 0) - Date.now()) / 1000;
  const ttl = secondsUntilNewYear(new Date("2026-11-22T12:00:00Z"));
  expect(Number.isFinite(left)).toBe(true);
  expect(left).toBeGreaterThan(ttl * (1 - EXPIRY_SPREAD) - 60);
  expect(left).toBeLessThanOrEqual(ttl);
});

test("a minute before New Year the home page is cached for that minute; after it, the footer says the new year", async () => {
  const eve = makeHandler({ clock: () => new Date("2027-01-01T04:59:00Z") });
  const before = await request(eve).get("/");
  expect(before.text).toContain("© 2026 ");
  expect(before.headers["cache-control"]).toBe("public, max-age=60");
  await waitForCache(eve, 1);
  const left = ((eve.pageCache.lookup("/")?.expiresAt ?? Infinity) - Date.now()) / 1000;
  expect(left).toBeGreaterThan(60 * (1 - EXPIRY_SPREAD) - 5);
  expect(left).toBeLessThanOrEqual(60);

  const newYear = makeHandler({ clock: () => new Date("2027-01-01T05:00:01Z") });
  const after = await request(newYear).get("/");
  expect(after.text).toContain("© 2027 ");
  expect(after.text).not.toContain("© 2026 ");
});
