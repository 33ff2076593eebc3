/**
 * The log bytes one client can cause are bounded. A line carries at most the first 200
 * characters of a request target (with its length), repeated client errors are counted rather than written
 * one by one, and no line is longer than MAX_LINE_CHARS whatever the request carries.
 */
import { pino } from "pino";
import request from "supertest";
import { expect, test } from "vitest";
import { createLogger, MAX_LINE_CHARS, TALLY_FREE, accessTally } from "../../server/logger";
import { createBlogService } from "../../server/blog/service";
import { makeHandler } from "../helpers/app";

function capture() {
  const raw: string[] = [];
  const logger = createLogger({
    level: "info",
    pretty: false,
    destination: { write: (l: string) => raw.push(l) },
  });
  return { logger, raw, lines: () => raw.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

const long = (i: number) => `/no-such-page-${i}-${"a".repeat(1900)}`;

test("a flood of long unknown addresses writes a bounded number of short lines, then one count", async () => {
  const logs = capture();
  const handler = makeHandler({ logger: logs.logger });
  // the first two share one Not Found page: later ones are page-cache hits (server/cache-front-door.ts's log path)
  for (let i = 0; i < 60; i++) expect((await request(handler).get(long(i))).status).toBe(404);
  const access = logs.lines().filter((l) => l.msg === "request completed");
  expect(access).toHaveLength(TALLY_FREE);
  access.forEach((line, i) => {
    expect(line.req).toMatchObject({ url: long(i).slice(0, 200), urlLength: long(i).length });
  });
  // the hits and the misses are both cut
  expect(access.some((l) => l.cache === "hit")).toBe(true);
  expect(Math.max(...logs.raw.map((l) => l.length))).toBeLessThan(500);
  accessTally(logs.logger).report();
  expect(logs.lines().at(-1)).toMatchObject({
    level: 30,
    msg: "answers not logged one by one",
    statuses: { "404": 60 - TALLY_FREE },
  });
});

test("a long target on a page that exists is cut too, with its length; a short one is whole", async () => {
  const logs = capture();
  const handler = makeHandler({ logger: logs.logger });
  // a tracking parameter's value never reaches the line (server/logger.ts loggedTarget), so the long part
  // of a target is its path or its parameters' names
  const target = `/about?utm_source=${"x".repeat(1500)}&${"utm_term".repeat(40)}=1`;
  expect((await request(handler).get(target)).status).toBe(200);
  expect((await request(handler).get("/about")).status).toBe(200);
  const [first, second] = logs.lines().filter((l) => l.msg === "request completed");
  const logged = `/about?utm_source&${"utm_term".repeat(40)}`;
  expect(first?.req).toMatchObject({ url: logged.slice(0, 200), urlLength: logged.length });
  expect(JSON.stringify(first)).not.toContain("xxxx");
  expect(second?.req).toEqual({ id: expect.any(String), method: "GET", url: "/about" });
});

test("a line longer than the bound is replaced by one that keeps its level, time and start", () => {
  const logs = capture();
  logs.logger.warn({ origin: "o".repeat(20_000) }, "contact post from another origin refused");
  const [line] = logs.raw;
  expect(line!.length).toBeLessThanOrEqual(MAX_LINE_CHARS);
  const parsed = JSON.parse(line!) as Record<string, unknown>;
  expect(parsed).toMatchObject({ level: 40, msg: "log line cut", lineLength: expect.any(Number) });
  expect(String(parsed.start)).toContain('"origin":"ooo');
});

test("'Error Loading Post' answers in a WordPress outage are warnings, counted once repeated: no error line", async () => {
  // 1,631 error lines in 8 s from one client
  const logs = capture();
  const failing = () => Promise.reject(new Error("HTTP error! status: 500"));
  const content = createBlogService(
    { kind: "wordpress", listPosts: failing, postBySlug: failing, categories: failing },
    { ttlSeconds: 300, logger: pino({ level: "silent" }) },
  );
  const handler = makeHandler({ logger: logs.logger, blog: content });
  for (let i = 0; i < TALLY_FREE + 10; i++)
    expect((await request(handler).get(`/blog/post-${i}`)).status).toBe(503);
  const lines = logs.lines();
  expect(lines.filter((l) => (l.level as number) >= 50)).toEqual([]);
  expect(lines.filter((l) => l.req !== undefined).map((l) => l.level)).toEqual(Array(TALLY_FREE).fill(40));
  accessTally(logs.logger).report();
  expect(logs.lines().at(-1)).toMatchObject({ statuses: { "503": 10 } });
});
