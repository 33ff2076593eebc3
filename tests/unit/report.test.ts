import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { gzipSync } from "node:zlib";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { expect, test } from "vitest";
import { OTHER, reportCollector } from "../../server/report/collect";
import { runReportCli, templateMatcher } from "../../server/report/cli";

const FIXTURE = "tests/fixtures/report/site.ndjson";

async function run(argv: string[], stdin: Readable = Readable.from([])) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runReportCli(argv, {
    stdin,
    stdout: { write: (text: string) => out.push(text) },
    stderr: { write: (text: string) => err.push(text) },
    now: () => new Date("2026-11-28T03:00:00Z"),
  });
  return { code, stdout: out.join(""), stderr: err.join("") };
}

async function reportOf(argv: string[], stdin?: Readable) {
  const dir = await mkdtemp(path.join(tmpdir(), "report-"));
  const out = path.join(dir, "report.html");
  const result = await run([...argv, "--out", out], stdin);
  return { ...result, html: await readFile(out, "utf8") };
}

/** A table row as the report writes it: its cells' text, tags stripped, joined by " | ". */
function rows(html: string, caption: string): string[] {
  const at = html.indexOf(`<caption>${caption}</caption>`);
  expect(at, `table "${caption}"`).toBeGreaterThan(-1);
  const body = html.slice(at, html.indexOf("</table>", at));
  return [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)]
    .slice(1)
    .map(([, row]) =>
      [...row!.matchAll(/<td>(.*?)<\/td>/g)].map(([, cell]) => cell!.replace(/<[^>]+>/g, "")).join(" | "),
    );
}

/*
 * The fixture, worked out by hand (times in UTC; New York is UTC-5 in November):
 *
 *  #  line                                                              NY day   counts as
 *  1  view entry /services/local-seo, google/cpc/queens, Google Ads, mob 11-20    visit
 *  2  view /about, 3 view /contact (not entries)                         11-20    views
 *  4  lead contact, landing /services/local-seo, google/cpc/queens,
 *     landedAt = 1's time, sent 6 min later, mobile                      11-20    lead, 5–15 min
 *  5  view entry /, direct, desktop                                      11-20    visit
 *  6  view entry /blog/some-post, referrer bing.com, desktop             11-20    visit
 *  7  lead newsletter, landing /blog/some-post, bing.com, 30 s, desktop  11-20    lead, under 1 min
 *  8  view entry /services/local-seo facebook/paid/spring, tablet,
 *     at 2026-11-21T03:30Z = 22:30 on the 20th in New York               11-20    visit
 *  9  view entry /, referrer duckduckgo.com, mobile                      11-21    visit
 * 10  lead contact, no landing (no JavaScript), desktop                  11-21    lead, unknown
 * 11  lead contact, gpc, no landing, mobile                              11-21    lead, unknown
 * 12  view entry /services/local-seo, Microsoft Ads click, desktop       11-21    visit
 * 13  lead contact, landing /services/local-seo, Microsoft Ads,
 *     landed 2 h before, desktop                                         11-21    lead, 1–24 hours
 * 14  "site-2  | " view entry /contact, mobile (compose prefix)          11-22    visit
 * 15  "site-2  | " view /services (not an entry)                         11-22    view
 * 16  view entry /services/local-seo, desktop, utm_source 150 chars and
 *     referrer "<b>evil</b>": both fields dropped, so (direct)           11-22    visit
 * 17  lead contact, landing "/<script>alert(1)</script>", mobile         11-22    lead
 *
 * views 1,2,3,5,6,8,9,12,14,15,16 = 11; visits 1,5,6,8,9,12,14,16 = 8; leads 4,7,10,11,13,17 = 6
 * (newsletter: 7; contact: the other 5); conversion 6 / 8 = 75.0%.
 * Per day: 11-20 views 6 (1,2,3,5,6,8) visits 4 (1,5,6,8) leads 2 (4,7); 11-21 views 2 (9,12) visits 2
 *   leads 3 (10,11,13); 11-22 views 3 (14,15,16) visits 2 (14,16) leads 1 (17).
 * Landing: /services/local-seo visits 1,8,12,16 = 4, leads 4,13 = 2 -> 50.0%; / visits 5,9 = 2, 0 leads;
 *   /blog/some-post 1 visit 1 lead -> 100.0%; /contact 1 visit; unknown 2 leads (10, 11, both sent from
 *   /contact); /<script>... 0 visits 1 lead.
 * Source (visits / leads): google / cpc / queens 1/1; bing.com / referral 1/1; Microsoft Ads / cpc 1/1
 *   (no utm: the click names the source); (direct) 5,14,16 = 3 visits, lead 17 (no attribution) = 1;
 *   facebook / paid / spring 1/0; duckduckgo.com / referral 1/0; unknown 0/2.
 * Device: visits mobile 1,9,14 = 3, desktop 5,6,12,16 = 4, tablet 8 = 1; leads mobile 4,11,17 = 3,
 *   desktop 7,10,13 = 3.
 * Access lines (all 11-21): GET /services/local-seo miss 12.5 ms and hit 0.4 ms -> service 2 requests,
 *   hits 1/2 = 50.0%, p95 = 2nd of 2 = 12.5 ms, whose 2% bucket ends at 10 * 1.02^12 = 12.68 -> "13 ms";
 *   /services/nope 404 -> not-found; / hit 1.1 ms -> home, its 0.1 ms bucket ends at 1.2 -> "1.2 ms";
 *   /contact 500 miss 40 ms -> contact, 5xx 100.0%, hits 0.0%, bucket ends 10 * 1.02^71 = 40.8 -> "41 ms";
 *   /services/nope 3 ms -> bucket 30 ends at 3.1; /assets/boot-abc.js 2 ms -> static files, ends at 2.1;
 *   POST /api/contact 30 ms -> api, ends at 10 * 1.02^56 = 30.3 -> "30 ms". 7 requests.
 * Vitals: service LCP 2000 and 3000 -> p75 = ceil(0.75 * 2) = 2nd = 3000 ms; home LCP 1500 ms.
 * Not read: "npm warn ..." (not JSON), a cut view line, a view with template "<script>...", a lead with
 *   form "spam", a view whose path is the number 42: 5 skipped; "server listening": 1 of another kind;
 *   the empty line is not counted. 34 lines - 1 empty = 33 read.
 */
test("the fixture log: the counts worked out by hand, in the summary and the HTML", async () => {
  const { code, stdout, html } = await reportOf([FIXTURE]);
  expect(code).toBe(0);
  const summary = stdout.split("\n");
  expect(summary[0]).toBe("report 2026-11-20 to 2026-11-22 (America/New_York)");
  expect(summary[1]).toBe(
    "visits 8, page views 11, leads 6 (contact 5, newsletter 1; 2 with no known landing), conversion 75.0%",
  );
  expect(stdout).toMatch(/^ {2}\/services\/local-seo +4 visits +2 leads$/m);
  expect(stdout).toMatch(/^ {2}unknown \/ no JavaScript +0 visits +2 leads$/m);
  expect(stdout).toMatch(/^ {2}google \/ cpc \/ queens +1 visits +1 leads$/m);
  expect(stdout).toContain(
    "lines read 33: 11 views, 6 leads, 7 requests, 3 web-vitals, 1 of other kinds not used\nskipped 5 lines:",
  );
  expect(stdout).toMatch(/^ +1 {2}lead line without a valid form$/m);
  expect(stdout).toMatch(/^ +1 {2}view line with an unknown template$/m);
  expect(stdout).toContain("dropped 2 fields (their lines still counted):");

  expect(html).toMatch(/<span class="label">Visits<\/span><span class="value">8<\/span>/);
  expect(html).toMatch(/<span class="label">Leads<\/span><span class="value">6<\/span>/);
  expect(html).toMatch(/<span class="label">Conversion rate<\/span><span class="value">75.0%<\/span>/);
  expect(rows(html, "Per day")).toEqual([
    "2026-11-20 | 4 | 6 | 2 | 50.0%",
    "2026-11-21 | 2 | 2 | 3 | 150.0%",
    "2026-11-22 | 2 | 3 | 1 | 50.0%",
  ]);
  expect(rows(html, "Landing pages")).toEqual([
    "/services/local-seo | 4 | 2 | 50.0%",
    "unknown / no JavaScript | 0 | 2 | –",
    "/blog/some-post | 1 | 1 | 100.0%",
    "/&lt;script&gt;alert(1)&lt;/script&gt; | 0 | 1 | –",
    "/ | 2 | 0 | 0.0%",
    "/contact | 1 | 0 | 0.0%",
  ]);
  expect(rows(html, "Sent from")).toEqual(["/contact | 2"]);
  expect(rows(html, "Templates")).toEqual([
    "service | 4 | 2 | 50.0%",
    "unknown / no JavaScript | 0 | 2 | –",
    "blog-post | 1 | 1 | 100.0%",
    "not-found | 0 | 1 | –",
    "home | 2 | 0 | 0.0%",
    "contact | 1 | 0 | 0.0%",
  ]);
  expect(rows(html, "Sources")).toEqual([
    "unknown / no JavaScript | 0 | 2 | –",
    "(direct) / (none) / (none) | 3 | 1 | 33.3%",
    "bing.com / referral / (none) | 1 | 1 | 100.0%",
    "google / cpc / queens | 1 | 1 | 100.0%",
    "Microsoft Ads / cpc / (none) | 1 | 1 | 100.0%",
    "duckduckgo.com / referral / (none) | 1 | 0 | 0.0%",
    "facebook / paid / spring | 1 | 0 | 0.0%",
  ]);
  expect(rows(html, "Devices")).toEqual([
    "desktop | 4 | 3 | 75.0%",
    "mobile | 3 | 3 | 100.0%",
    "tablet | 1 | 0 | 0.0%",
  ]);
  expect(rows(html, "Referrers")).toEqual([
    "bing.com | 1 | 1 | 100.0%",
    "google.com | 1 | 1 | 100.0%",
    "duckduckgo.com | 1 | 0 | 0.0%",
  ]);
  expect(rows(html, "Time to lead").map((row) => row.replace(/ \| $/, ""))).toEqual([
    "under 1 min | 1 | 33.3%",
    "1–5 min | 0 | 0.0%",
    "5–15 min | 1 | 33.3%",
    "15–60 min | 0 | 0.0%",
    "1–24 hours | 1 | 33.3%",
    "1–7 days | 0 | 0.0%",
    "over 7 days | 0 | 0.0%",
  ]);
  expect(rows(html, "Core Web Vitals")).toEqual([
    "home | 1 | 1,500 ms | – | 0.020 | – | –",
    "service | 2 | 3,000 ms | – | 0.200 | – | –",
  ]);
  expect(rows(html, "By template")).toEqual([
    "service | 2 | 0.0% | 0.0% | 50.0% | 13 ms",
    "api | 1 | 0.0% | 0.0% | – | 30 ms",
    "contact | 1 | 100.0% | 0.0% | 0.0% | 41 ms",
    "home | 1 | 0.0% | 0.0% | 100.0% | 1.2 ms",
    "not-found | 1 | 0.0% | 100.0% | – | 3.1 ms",
    "static files | 1 | 0.0% | 0.0% | – | 2.1 ms",
  ]);
  expect(rows(html, "5 lines skipped")).toHaveLength(5);
  // every value from the log is escaped: the made-up template and landing never become markup
  expect(html).not.toContain("<script");
  expect(html).not.toContain("<b>evil");
});

test("the report's HTML passes html-validate with the project's rules, and asks for nothing outside", async () => {
  const { html } = await reportOf([FIXTURE]);
  const report = await new HtmlValidate(new FileSystemConfigLoader()).validateString(html, "report.html");
  expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
  expect(html).not.toMatch(/<script|<link|<img|src=|url\(/i);
});

test("--since and --until keep the days in New York; standard input with compose prefixes is read", async () => {
  const text = await readFile(FIXTURE, "utf8");
  // the 20th's lines (views 1,2,3,5,6,8 and leads 4,7: 8 lines) fall outside; the 21st and 22nd remain
  const { stdout } = await reportOf(["--since", "2026-11-21", "-"], Readable.from([text]));
  expect(stdout).toContain("report 2026-11-21 to 2026-11-22 (America/New_York)");
  expect(stdout).toContain(
    "visits 4, page views 5, leads 4 (contact 4, newsletter 0; 2 with no known landing)",
  );
  expect(stdout).toContain(", 8 outside the date range");
  // in UTC the 20th holds views 1,2,3,5,6 (visits 1,5,6) and leads 4,7: line 8 (03:30Z) is on the 21st
  const utc = await reportOf(["--until", "2026-11-20", "--tz", "UTC", FIXTURE]);
  expect(utc.stdout).toContain("visits 3, page views 5, leads 2");
});

test("a usage error says what is wrong and exits 2", async () => {
  expect(await run([])).toMatchObject({
    code: 2,
    stderr: expect.stringContaining("name at least one log file"),
  });
  expect(await run(["--since", "yesterday", "x.log"])).toMatchObject({ code: 2 });
  expect(await run(["--tz", "Mars/Olympus", "x.log"])).toMatchObject({ code: 2 });
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
  expect(whole.stdout).toContain("visits 8, page views 11, leads 6");

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
  // some of the cut file's first lines were read (a part of the 33)
  const read = Number(/lines read (\d+)/.exec(cut.stdout)![1]);
  expect(read).toBeGreaterThan(0);
  expect(read).toBeLessThan(33);
  expect(cut.html).toContain("truncated or corrupted gzip data");
});

test("junk: binary noise, a 1 MB line with no newline, other programs' JSON, fake shapes: skipped and counted", async () => {
  const junk = [
    Buffer.from([0, 255, 254, 10, 0x1b, 0x5b, 0x33, 0x31, 0x6d, 10]).toString("latin1"),
    "x".repeat(1_000_000),
    '{"msg":"view","template":"home","path":"/","device":"mobile","entry":true}',
    '{"level":30,"time":1795700000000,"msg":"view","template":"home","path":"/","device":"phone","entry":true}',
    '{"level":30,"time":1795700000000,"msg":"lead","form":"contact","page":{"a":1}}',
    '{"level":30,"time":1795700000000,"msg":"view","template":"home","path":"/","device":"mobile","entry":"yes"}',
    '{"level":30,"time":1795700000000,"msg":"view","template":"home","path":"/","device":"mobile","entry":true,"utm_source":["a"],"click":"gclid-123"}',
    '{"level":30,"time":1795700000000,"msg":"request completed","req":{"url":"/"},"res":{"statusCode":"200"}}',
    '["msg":"view"]',
    '{"name":"other-app","msg":"request completed but not ours","time":1}',
    "site-1  | plain text from the container",
  ].join("\n");
  const { code, stdout, html } = await reportOf(["-"], Readable.from([junk]));
  expect(code).toBe(0);
  // the only line that counts: the view with its two made-up fields dropped
  expect(stdout).toContain("visits 1, page views 1, leads 0");
  expect(stdout).toContain("line longer than 64 KB");
  expect(stdout).toContain("view line without a valid time");
  expect(stdout).toContain("view line without a valid device");
  expect(stdout).toContain("lead line without a valid page");
  expect(stdout).toContain("view line with a bad entry field");
  expect(stdout).toContain("request line without a status");
  expect(stdout).toContain("view: utm_source not a value the site writes");
  expect(stdout).toContain("view: click not a value the site writes");
  expect(html).not.toContain("gclid-123");
});

test("a flood of made-up paths: each table keeps 500 keys and sums the rest as other", () => {
  const collector = reportCollector({ ...templateMatcher(), timeZone: "America/New_York" });
  for (let i = 0; i < 20_000; i++) {
    collector.add(
      `{"level":30,"time":${1795700000000 + i},"template":"blog-post","path":"/blog/made-up-${i}","entry":true,"utm_campaign":"c${i}","referrer":"h${i}.example","device":"mobile","msg":"view"}`,
    );
    collector.add(
      `{"level":30,"time":${1795700000000 + i},"req":{"url":"/made/up/${i}.php"},"res":{"statusCode":404},"responseTime":1,"msg":"request completed"}`,
    );
  }
  const data = collector.result();
  expect(data.totals.visits).toBe(20_000);
  for (const table of [data.byLanding, data.bySource, data.byReferrer]) {
    expect(table.length).toBe(501);
    expect(table.find((row) => row.key === OTHER)?.visits).toBe(20_000 - 500);
  }
  expect(data.ops).toHaveLength(1);
});
