import { copyFileSync, readFileSync as readSync } from "node:fs";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { gzipSync } from "node:zlib";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { expect, test } from "vitest";
import { OTHER, reportCollector } from "../../server/report/collect";
import { runReportCli, templateMatcher } from "../../server/report/cli";
import { OWNER_TOKENS } from "../../server/report/owner-style";
import { MAX_KEYS_PER_DAY } from "../../server/stats/counts";
import { SqliteCounts } from "../../server/stats/sqlite-counts";

const FIXTURE = "tests/fixtures/report/site.ndjson";

async function run(argv: string[], stdin: Readable = Readable.from([]), env?: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runReportCli(argv, {
    stdin,
    stdout: { write: (text: string) => out.push(text) },
    stderr: { write: (text: string) => err.push(text) },
    now: () => new Date("2026-11-28T03:00:00Z"),
    ...(env ? { env } : {}),
  });
  return { code, stdout: out.join(""), stderr: err.join("") };
}

async function reportOf(argv: string[], stdin?: Readable, env?: Record<string, string>) {
  const dir = await mkdtemp(path.join(tmpdir(), "report-"));
  const out = path.join(dir, "report.html");
  const result = await run([...argv, "--out", out], stdin, env);
  return { ...result, html: await readFile(out, "utf8").catch(() => "") };
}

/** A table row as the report writes it: its cells' text, tags stripped, joined by " | ". */
function rows(html: string, caption: string): string[] {
  const at = html.indexOf(`>${caption}</caption>`);
  expect(at, `table "${caption}"`).toBeGreaterThan(-1);
  const body = html.slice(at, html.indexOf("</table>", at));
  return [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)]
    .slice(1)
    .map(([, row]) =>
      [...row!.matchAll(/<td>(.*?)<\/td>/g)].map(([, cell]) => cell!.replace(/<[^>]+>/g, "")).join(" | "),
    );
}

/*
 * The fixture, worked out by hand (times in UTC; New York is UTC-5 in November; a lead with a visit counts on
 * the day of that visit, its landing time minus its minutes):
 *
 *  #   line                                                                  NY day  counts as
 *  w   GET / of the cache warm-up (id warm-cache)                            11-20   warm-up, not in ops
 *  1   view entry /services/local-seo, google/cpc/queens, Google Ads,
 *      referrer www.google.com, mobile                                       11-20   visit: Google, Paid Search
 *  2,3 view /about, /contact                                                 11-20   page views
 *  4   lead contact, visit, same touch, 6 min, mobile                        11-20   lead (5–15 min)
 *  5   view entry /, desktop                                                 11-20   visit: (direct)
 *  6   view entry /blog/some-post, referrer bing.com, desktop                11-20   visit: Bing, Organic Search
 *  7   lead newsletter, visit, landing /blog/some-post, bing.com, 0 min      11-20   lead (under 1 min)
 *  -   a cut view line                                                               skipped
 *  8   view entry /services/local-seo, facebook/paid/spring, tablet,
 *      at 03:30Z on the 21st = 22:30 on the 20th in New York                 11-20   visit: Facebook, Paid Social
 *  -   7 access lines, 3 web-vitals lines                                    11-21   ops, vitals
 *  9   view entry /, referrer duckduckgo.com, mobile                         11-21   visit: DuckDuckGo, Organic Search
 *  10  lead contact, credit no-script, desktop                               11-21   lead without a visit
 *  11  lead contact, credit gpc, mobile                                      11-21   lead: (not shared)
 *  -   view with template "<script>..."                                              skipped
 *  12  view entry /services/local-seo, Microsoft Ads click, desktop          11-21   visit: Bing, Paid Search
 *  -   lead with form "spam"                                                         skipped
 *  13  lead contact, visit, landing /services/local-seo, Microsoft Ads,
 *      120 min (landed 15:30Z)                                               11-21   lead (1–24 hours)
 *  14  "site-2  | " view entry /contact, mobile                              11-22   visit: (direct)
 *  15  "site-2  | " view /services                                           11-22   page view
 *  16  view entry /services/local-seo, desktop, utm_source of 150 chars and
 *      referrer "<b>evil</b>": both dropped, so (direct)                     11-22   visit: (direct)
 *  -   view whose path is the number 42                                              skipped
 *  17  lead contact, credit continued, mobile                                11-22   lead without a visit
 *  31  view entry /blog/some-post, desktop (16:50Z)                          11-22   visit: (direct)
 *  18  an older lead line: no credit, landing /blog/some-post, landedAt 10
 *      minutes before (16:50Z): read as a visit's lead, desktop              11-22   lead (5–15 min)
 *  19  line 5 again, as another export prefixed it                                   read twice, counted once
 *  20  view entry /, desktop, JSON written with spaces                       11-22   visit: (direct)
 *
 * Views 1,2,3,5,6,8,9,12,14,15,16,31,20 = 13; visits 1,5,6,8,9,12,14,16,31,20 = 10; leads with a visit
 * 4,7,11,13,18 = 5 (contact 4,11,13,18; newsletter 7); without 10 (no script), 17 (continued) = 2;
 * conversion 5 / 10 = 50.0%.
 */
test("the fixture log: the counts worked out by hand, in the summary and the HTML", async () => {
  const { code, stdout, html } = await reportOf([FIXTURE]);
  expect(code).toBe(0);
  const summary = stdout.split("\n");
  expect(summary[0]).toBe(
    "note: 1 line was read more than once (overlapping logs, or a file named twice) and counted once.",
  );
  expect(summary[1]).toBe("report 2026-11-20 to 2026-11-22 (America/New_York)");
  expect(summary[2]).toBe(
    "visits 10, page views 13, leads 5 (contact 4, newsletter 1), conversion 50.0%; 2 leads without a counted visit",
  );
  expect(stdout).toMatch(/^ {2}\/services\/local-seo +4 visits +2 leads$/m);
  expect(stdout).toMatch(/^ {2}Google \(Paid Search\) +1 visits +1 leads$/m);
  expect(stdout).toContain(
    "lines read 38: 13 views, 7 leads, 7 requests, 3 web-vitals, 1 warm-up requests, 1 read twice and counted once, 1 of other kinds not used\nskipped 5 lines:",
  );
  expect(stdout).toMatch(/^ +1 {2}lead line without a valid form$/m);
  expect(stdout).toMatch(/^ +1 {2}view line with an unknown template$/m);
  expect(stdout).toContain("dropped 2 fields (their lines still counted):");

  const kpi = (label: string) =>
    new RegExp(`<span class="label">${label}</span><span class="value">([^<]*)</span>`).exec(html)?.[1];
  expect([kpi("Visits"), kpi("Page views"), kpi("Leads"), kpi("Conversion rate")]).toEqual([
    "10",
    "13",
    "5",
    "50.0%",
  ]);
  expect(kpi("Leads without a visit")).toBe("2");
  expect(rows(html, "Per day")).toEqual([
    "2026-11-22 | 4 | 5 | 1 | 25.0% | 1",
    "2026-11-21 | 2 | 2 | 2 | 100.0% | 1",
    "2026-11-20 | 4 | 6 | 2 | 50.0% | 0",
  ]);
  expect(rows(html, "Channels")).toEqual([
    "Paid Search | 2 | 2 | 100.0%",
    "Direct | 5 | 1 | 20.0%",
    "Organic Search | 2 | 1 | 50.0%",
    "Not shared | 0 | 1 | –",
    "Paid Social | 1 | 0 | 0.0%",
  ]);
  expect(rows(html, "Sources")).toEqual([
    "(direct) Direct | 5 | 1 | 20.0%",
    "Bing Organic Search | 1 | 1 | 100.0%",
    "Bing Paid Search | 1 | 1 | 100.0%",
    "Google Paid Search | 1 | 1 | 100.0%",
    "(not shared: Global Privacy Control) Not shared | 0 | 1 | –",
    "DuckDuckGo Organic Search | 1 | 0 | 0.0%",
    "Facebook Paid Social | 1 | 0 | 0.0%",
  ]);
  expect(rows(html, "Campaigns")).toEqual([
    "google / cpc / queens | 1 | 1 | 100.0%",
    "facebook / paid / spring | 1 | 0 | 0.0%",
  ]);
  expect(rows(html, "Landing pages")).toEqual([
    "/services/local-seo | 4 | 2 | 50.0%",
    "/blog/some-post | 2 | 2 | 100.0%",
    "(not shared) | 0 | 1 | –",
    "/ | 3 | 0 | 0.0%",
    "/contact | 1 | 0 | 0.0%",
  ]);
  expect(rows(html, "Devices")).toEqual([
    "desktop | 6 | 3 | 50.0%",
    "mobile | 3 | 2 | 66.7%",
    "tablet | 1 | 0 | 0.0%",
  ]);
  expect(rows(html, "Pages")).toEqual([
    "/services/local-seo | 4",
    "/ | 3",
    "/blog/some-post | 2",
    "/contact | 2",
    "/about | 1",
    "/services | 1",
  ]);
  expect(rows(html, "Referrers")).toEqual([
    "bing.com | 1 | 1 | 100.0%",
    "www.google.com | 1 | 1 | 100.0%",
    "duckduckgo.com | 1 | 0 | 0.0%",
  ]);
  expect(rows(html, "Time to lead")).toEqual([
    "under 1 min | 1 | 25.0%",
    "1–5 min | 0 | 0.0%",
    "5–15 min | 2 | 50.0%",
    "15–60 min | 0 | 0.0%",
    "1–24 hours | 1 | 25.0%",
    "1–7 days | 0 | 0.0%",
    "over 7 days | 0 | 0.0%",
  ]);
  // fixed buckets: the p75 is the upper edge of its bucket; the thresholds are edges, so the shares are exact
  // (each cell: the p75, the share rated good, the samples; the line break between them is dropped here)
  expect(rows(html, "Core Web Vitals")).toEqual([
    "home | ≤ 1,500 ms100.0% good 1: few | – | ≤ 0.025100.0% good 1: few | – | –",
    "service | ≤ 3,000 ms50.0% good 2: few | – | ≤ 0.250.0% good 2: few | – | –",
  ]);
  // the warm-up's GET / is not the home page's traffic
  expect(rows(html, "By template")).toEqual([
    "service | 2 | 0.0% | 0.0% | 50.0% | 13 ms",
    "api | 1 | 0.0% | 0.0% | – | 30 ms",
    "contact | 1 | 100.0% | 0.0% | 0.0% | 41 ms",
    "home | 1 | 0.0% | 0.0% | 100.0% | 1.2 ms",
    "not-found | 1 | 0.0% | 100.0% | – | 3.1 ms",
    "static files | 1 | 0.0% | 0.0% | – | 2.1 ms",
  ]);
  expect(rows(html, "5 lines skipped")).toHaveLength(5);
  expect(html).toContain("1 warm-up requests");
  // every value from the log is escaped: the made-up template and referrer never become markup
  expect(html).not.toContain("<script");
  expect(html).not.toContain("<b>evil");
});

test("the report's HTML passes html-validate, asks for nothing outside, and is on the site's tokens", async () => {
  const { html } = await reportOf([FIXTURE]);
  const report = await new HtmlValidate(new FileSystemConfigLoader()).validateString(html, "report.html");
  expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
  expect(html).not.toMatch(/<script|<link|<img|src=|url\((?!"data:)/i);
  const tokens = readSync("shared/styles/tokens.css", "utf8");
  for (const [name, value] of Object.entries(OWNER_TOKENS))
    expect(tokens, name).toContain(`${name}: ${value};`);
  // each table scrolls in a region a keyboard can reach, and a phone is told it scrolls
  expect(html).toContain('<section class="scroll" tabindex="0" aria-label="Sources, a table"');
  expect(html).toContain("Swipe the table sideways to see every column.");
});

test("--since and --until keep the days in New York; standard input with compose prefixes is read", async () => {
  const text = await readFile(FIXTURE, "utf8");
  // the 20th's lines (views 1,2,3,5,6,8, leads 4,7 and the warm-up: 9 lines) fall outside
  const { stdout } = await reportOf(["--since", "2026-11-21", "-"], Readable.from([text]));
  expect(stdout).toContain("report 2026-11-21 to 2026-11-22 (America/New_York)");
  expect(stdout).toContain("visits 6, page views 7, leads 3 (contact 3, newsletter 0), conversion 50.0%");
  expect(stdout).toContain(", 9 outside the date range");
  // in UTC the 20th holds views 1,2,3,5,6 (visits 1,5,6) and leads 4,7: line 8 (03:30Z) is on the 21st
  const utc = await reportOf(["--until", "2026-11-20", "--tz", "UTC", FIXTURE]);
  expect(utc.stdout).toContain("visits 3, page views 5, leads 2");
});

test("a log named twice, or copied, is read once; overlapping exports count each line once", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "report-twice-"));
  const copy = path.join(dir, "copy.ndjson");
  copyFileSync(FIXTURE, copy);
  const twice = await reportOf([FIXTURE, FIXTURE]);
  expect(twice.stdout).toContain("visits 10, page views 13, leads 5");
  expect(twice.stdout).toContain(`${FIXTURE}: the same file as ${FIXTURE}, read once`);
  // an overlapping export (another file with half of the same lines): the lines with a request id count once
  const lines = (await readFile(FIXTURE, "utf8")).split("\n");
  const half = path.join(dir, "half.ndjson");
  await writeFile(half, lines.slice(0, 12).join("\n"));
  const overlap = await reportOf([FIXTURE, half]);
  expect(overlap.stdout).toContain("visits 10, page views 13, leads 5");
  expect(overlap.stdout).toMatch(/, \d+ read twice and counted once/);
});

test("nothing of this site recognised is said loudly, in the summary and at the top of the page", async () => {
  const other = ['{"level":30,"time":1795700000000,"msg":"GET /index.html 200"}', "plain text"].join("\n");
  const { code, stdout, html } = await reportOf(["-"], Readable.from([other]));
  expect(code).toBe(0);
  expect(stdout.split("\n")[0]).toBe(
    "WARNING: No line of this site was recognised in 2 lines read: is this the site's JSON log (docker logs, docker compose logs, or the files Docker rotates)? Every figure below is zero.",
  );
  expect(html).toMatch(/<p class="notice alert" role="alert">No line of this site was recognised/);
});

test("a log whose server posts the contact form straight to the form service says its leads are not in it", async () => {
  const log = [
    '{"level":30,"time":1795705200000,"contactDelivery":"direct","msg":"daily totals: the contact form posts straight to the form service; its messages are not counted by the server"}',
    '{"level":30,"time":1795705200000,"id":"x-1","template":"home","path":"/","entry":true,"device":"mobile","msg":"view"}',
  ].join("\n");
  const { stdout, html } = await reportOf(["-"], Readable.from([log]));
  expect(stdout).toContain("note: The contact form posts straight to the form service on this site");
  expect(html).toContain("contact messages never reach the server, so they are not in this log");
});

test("a usage error says what is wrong and exits 2", async () => {
  expect(await run(["--since", "yesterday", "x.log"])).toMatchObject({ code: 2 });
  expect(await run(["--tz", "Mars/Olympus", "x.log"])).toMatchObject({ code: 2 });
  expect(await run(["--tz", "UTC"])).toMatchObject({
    code: 2,
    stderr: expect.stringContaining("--tz reads a log"),
  });
});

test("no log named: the daily totals in the data folder, as the server keeps them", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "report-store-"));
  const store = new SqliteCounts(path.join(dir, "stats.sqlite"));
  store.add([
    { day: "2026-11-27", dim: "total", key: "", views: 7, visits: 3, leads: 1, folded: 0 },
    {
      day: "2026-11-27",
      dim: "source",
      key: "Google\tOrganic Search",
      views: 0,
      visits: 3,
      leads: 1,
      folded: 0,
    },
    { day: "2026-11-20", dim: "total", key: "", views: 2, visits: 2, leads: 0, folded: 0 },
  ]);
  store.close();
  const env = { DATA_DIR: dir };
  const week = await reportOf(["--since", "2026-11-21", "--until", "2026-11-27"], undefined, env);
  expect(week.code).toBe(0);
  expect(week.stdout).toContain(
    `report 2026-11-21 to 2026-11-27 (America/New_York) from SQLite at ${dir}/stats.sqlite`,
  );
  expect(week.stdout).toContain("visits 3, page views 7, leads 1");
  expect(rows(week.html, "Sources")).toEqual(["Google Organic Search | 3 | 1 | 33.3%"]);
  // the week before is beside each headline figure
  expect(week.html).toContain("compared with the 7 days before (2026-11-14 to 2026-11-20)");
  expect(week.html).toMatch(
    /<span class="label">Visits<\/span><span class="value">3<\/span><span class="note"><span class="up">↑ 50%<\/span> · 2 before/,
  );
  const missing = await run([], undefined, { DATA_DIR: path.join(dir, "nowhere") });
  expect(missing.code).toBe(1);
  expect(missing.stderr).toContain("no daily totals at");
});

test("a truncated .gz and a corrupted one: the lines before the damage count, the report says why", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "report-gz-"));
  const text = await readFile(FIXTURE);
  const gz = gzipSync(text);
  await writeFile(path.join(dir, "cut.log.gz"), gz.subarray(0, Math.floor(gz.length * 0.6)));
  const corrupted = Buffer.from(gz);
  corrupted.fill(0x55, 40, 200);
  await writeFile(path.join(dir, "bad.log.gz"), corrupted);
  await writeFile(path.join(dir, "whole.log.gz"), gz);

  const whole = await reportOf([path.join(dir, "whole.log.gz")]);
  expect(whole.stdout).toContain("visits 10, page views 13, leads 5");

  const cut = await reportOf([
    path.join(dir, "cut.log.gz"),
    path.join(dir, "bad.log.gz"),
    path.join(dir, "missing.log"),
  ]);
  expect(cut.code).toBe(0);
  expect(cut.stdout).toContain(
    `${path.join(dir, "cut.log.gz")}: truncated or corrupted gzip data, input ended early`,
  );
  expect(cut.stdout).toContain(
    `${path.join(dir, "bad.log.gz")}: truncated or corrupted gzip data, input ended early`,
  );
  expect(cut.stdout).toContain(
    `${path.join(dir, "missing.log")}: could not be read (ENOENT), input ended early`,
  );
  const read = Number(/lines read (\d+)/.exec(cut.stdout)![1]);
  expect(read).toBeGreaterThan(0);
  expect(read).toBeLessThan(38);
  expect(cut.html).toContain("truncated or corrupted gzip data");
});

test("junk: binary noise, a 1 MB line with no newline, other programs' JSON, fake shapes: skipped and counted", async () => {
  const junk = [
    Buffer.from([0, 255, 254, 10, 0x1b, 0x5b, 0x33, 0x31, 0x6d, 10]).toString("latin1"),
    "x".repeat(1_000_000),
    '{"msg":"view","template":"home","path":"/","device":"mobile","entry":true}',
    '{"level":30,"time":1795700000000,"msg":"view","template":"home","path":"/","device":"phone","entry":true}',
    '{"level":30,"time":1795700000000,"msg":"lead","form":"contact","page":{"a":1}}',
    '{"level":30,"time":1795700000000,"msg":"lead","form":"contact","credit":"bribe"}',
    '{"level":30,"time":1795700000000,"msg":"view","template":"home","path":"/","device":"mobile","entry":"yes"}',
    '{"level":30,"time":1795700000000,"msg":"view","template":"home","path":"/","device":"mobile","entry":true,"utm_source":["a"],"utm_medium":"=cmd|calc","click":"gclid-123"}',
    '{"level":30,"time":1795700000000,"msg":"request completed","req":{"url":"/"},"res":{"statusCode":"200"}}',
    '["msg":"view"]',
    '{"name":"other-app","msg":"request completed but not ours","time":1}',
    "site-1  | plain text from the container",
  ].join("\n");
  const { code, stdout, html } = await reportOf(["-"], Readable.from([junk]));
  expect(code).toBe(0);
  // the only line that counts: the view with its three made-up fields dropped
  expect(stdout).toContain("visits 1, page views 1, leads 0");
  expect(stdout).toContain("line longer than 64 KB");
  expect(stdout).toContain("view line without a valid time");
  expect(stdout).toContain("view line without a valid device");
  expect(stdout).toContain("lead line without a valid page");
  expect(stdout).toContain("lead line with an unknown credit");
  expect(stdout).toContain("view line with a bad entry field");
  expect(stdout).toContain("request line without a status");
  expect(stdout).toContain("view: utm_source not a value the site writes");
  expect(stdout).toContain("view: utm_medium not a value the site writes");
  expect(stdout).toContain("view: click not a value the site writes");
  expect(html).not.toContain("gclid-123");
  expect(html).not.toContain("calc");
});

test("a flood of made-up keys: each table keeps its largest keys a day and sums the rest as (other)", () => {
  const collector = reportCollector({ ...templateMatcher(), timeZone: "America/New_York" });
  const time = 1795705200000;
  // a real campaign with a lead, seen before and during the flood
  const real = `"utm_source":"google","utm_medium":"cpc","utm_campaign":"spring"`;
  collector.add(
    `{"level":30,"time":${time},"id":"real-1","template":"home","path":"/","entry":true,${real},"device":"mobile","msg":"view"}`,
  );
  for (let i = 0; i < 20_000; i++) {
    collector.add(
      `{"level":30,"time":${time + i},"id":"f-${i}","template":"blog-post","path":"/blog/made-up-${i}","entry":true,"utm_source":"s${i}","utm_campaign":"c${i}","referrer":"h${i}.example","device":"mobile","msg":"view"}`,
    );
    collector.add(
      `{"level":30,"time":${time + i},"req":{"id":"r-${i}","url":"/made/up/${i}.php"},"res":{"statusCode":404},"responseTime":1,"msg":"request completed"}`,
    );
  }
  collector.add(
    `{"level":30,"time":${time + 30_000},"id":"real-2","form":"contact","page":"/contact","credit":"visit","landing":"/",${real},"minutes":0,"device":"mobile","msg":"lead"}`,
  );
  const data = collector.result();
  const owner = data.owner!;
  expect(owner.visits).toBe(20_001);
  for (const table of [owner.byLanding, owner.byCampaign, owner.byReferrer, owner.bySource]) {
    const other = (table as Array<{ visits: number }>).at(-1)!;
    expect(table.length).toBeLessThanOrEqual(MAX_KEYS_PER_DAY + 1);
    expect(table.reduce((sum, row) => sum + row.visits, 0)).toBe(
      table === owner.byReferrer ? 20_000 : 20_001,
    );
    expect(other).toMatchObject({ visits: expect.any(Number) });
  }
  expect(owner.byLanding.at(-1)).toMatchObject({ path: OTHER });
  // the real campaign and its lead are still there by name
  expect(owner.byCampaign[0]).toEqual({ campaign: "google / cpc / spring", visits: 1, leads: 1 });
  expect(owner.bySource[0]).toEqual({ source: "Google", channel: "Paid Search", visits: 1, leads: 1 });
  expect(owner.folded.map((f) => f.table).sort()).toEqual([
    "campaigns",
    "landing pages",
    "pages",
    "referrers",
    "sources",
  ]);
  expect(data.ops).toHaveLength(1);
});

test("web-vitals lines are counted in fixed buckets: memory does not grow with the lines", () => {
  const collector = reportCollector({ ...templateMatcher(), timeZone: "America/New_York" });
  const time = 1795705200000;
  for (let i = 0; i < 100_000; i++)
    collector.add(
      `{"level":30,"time":${time + i},"id":"v-${i}","template":"home","device":"mobile","LCP":${1000 + (i % 3000)},"msg":"web-vitals"}`,
    );
  const vitals = collector.result().owner!.vitals;
  expect(vitals).toEqual([
    {
      template: "home",
      metric: "LCP",
      samples: 100_000,
      // 1000..3999, 33 times each and 1000..1999 once more: the 75,000th value is in the bucket 3000-3500;
      // 33 * 1,501 + 1,000 values are at most 2,500 ms (good)
      p75: 3500,
      good: 50_533,
      needsImprovement: 49_467,
      poor: 0,
    },
  ]);
});

test("the built command (dist/report.js, as the Docker image runs it) reads a log and the store", async () => {
  const { build, stop } = await import("esbuild");
  const { reportCliOptions } = await import("../../esbuild.config");
  const { spawnSync } = await import("node:child_process");
  // inside the project, so the packages left outside the bundle (the Redis client) resolve as in the image
  const outdir = path.resolve("node_modules/.cache/report-build-test");
  await build({ ...reportCliOptions, outdir, logLevel: "silent" });
  // esbuild's service process would keep the test runner alive
  await stop();
  const line =
    '{"level":30,"time":1795705200000,"id":"b-1","template":"home","path":"/","entry":true,"device":"mobile","msg":"view"}';
  const fromLog = spawnSync(process.execPath, [path.join(outdir, "report.js"), "-", "--out", "/dev/null"], {
    input: `${line}\n`,
    encoding: "utf8",
  });
  expect(fromLog.stderr).toBe("");
  expect(fromLog.status).toBe(0);
  expect(fromLog.stdout).toContain("visits 1, page views 1");
  const dir = await mkdtemp(path.join(tmpdir(), "report-built-"));
  const store = new SqliteCounts(path.join(dir, "stats.sqlite"));
  store.add([{ day: "2026-11-20", dim: "total", key: "", views: 4, visits: 2, leads: 1, folded: 0 }]);
  store.close();
  const fromStore = spawnSync(
    process.execPath,
    [path.join(outdir, "report.js"), "--since", "2026-11-20", "--until", "2026-11-20", "--out", "/dev/null"],
    { encoding: "utf8", env: { ...process.env, DATA_DIR: dir } },
  );
  expect(fromStore.status).toBe(0);
  expect(fromStore.stdout).toContain("visits 2, page views 4, leads 1");
}, 120_000);

test("the charts: one day is one bar, not a slab; past 92 days the bars are weeks", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "report-charts-"));
  const store = new SqliteCounts(path.join(dir, "stats.sqlite"));
  store.add([{ day: "2026-11-20", dim: "total", key: "", views: 4, visits: 3, leads: 1, folded: 0 }]);
  store.close();
  const env = { DATA_DIR: dir };
  const bars = (html: string) =>
    [...html.matchAll(/<svg class="bars visits"[^>]*>(.*?)<\/svg>/g)].flatMap(([, svg]) =>
      [...svg!.matchAll(/<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)"/g)].map(([, x, , w]) => ({
        x: Number(x),
        width: Number(w),
      })),
    );
  const oneDay = await reportOf(["--since", "2026-11-20", "--until", "2026-11-20"], undefined, env);
  expect(bars(oneDay.html)).toEqual([{ x: 47, width: 6 }]);
  expect(oneDay.html).toContain("Visits and Leads per Day");
  const year = await reportOf(["--since", "2025-10-17", "--until", "2026-11-20"], undefined, env);
  expect(year.html).toContain("Visits and Leads per Week");
  // 400 days: 58 weeks (the last one of 1 day), each bar narrower than its slot
  expect(bars(year.html)).toHaveLength(58);
  expect(bars(year.html).every((bar) => bar.width < 100 / 58)).toBe(true);
});
