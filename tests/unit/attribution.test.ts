/**
 * A lead's attribution is checked by a strict, bounded schema and its UTM values by the site's alphabet;
 * whatever fails is dropped with one warn line that never repeats the value, and the lead line carries where
 * the lead came from (its landing time only as minutes before the lead) and nothing of who sent it. How it is
 * credited: with its visit, with Global Privacy Control, or apart (no script, a continued tab, nothing kept,
 * unreadable). The readable fields the form service gets, and what the browser reads of a URL.
 */
import { expect, test } from "vitest";
import { leadSource, sentAttributionSchema, templateOf } from "../../server/attribution";
import {
  attributionFields,
  externalHost,
  landingTags,
  sourceSummary,
  type SentAttribution,
} from "../../shared/attribution";
import { captureLogs } from "../helpers/leads";

const NOW = Date.parse("2026-11-28T15:00:00Z");
const PIXEL =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

const sent: SentAttribution = {
  landing: "/services/local-seo",
  referrer: "google.com",
  utm_source: "google",
  utm_medium: "cpc",
  utm_campaign: "queens",
  click: "Google Ads",
  elapsed: 6 * 60_000 + 5_000,
  pages: 3,
};

const request = (headers: Record<string, string> = {}) => {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return { get: (name: string) => lower[name.toLowerCase()] } as Parameters<typeof leadSource>[0];
};

function read(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const logs = captureLogs();
  const source = leadSource(request({ "User-Agent": PIXEL, ...headers }), body, "contact", logs.logger);
  source.logLead();
  const warns = logs.lines.filter((line) => line.msg.startsWith("lead attribution dropped"));
  const leads = logs.lines.filter((line) => line.msg === "lead");
  return { source, logs, warns, leads };
}

test("a valid first touch is kept with the page, on the server's clock, and written as one lead line", () => {
  const { source, warns, leads, logs } = read({ page: "/contact", attribution: JSON.stringify(sent) });
  expect(warns).toEqual([]);
  expect(source.attribution).toEqual({
    page: "/contact",
    landing: "/services/local-seo",
    referrer: "google.com",
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "queens",
    click: "Google Ads",
    pages: 3,
    minutes: 6,
  });
  expect(source.credit).toBe("visit");
  expect(leads).toHaveLength(1);
  const { level, time: _time, msg, pid: _pid, hostname: _host, ...line } = leads[0]!;
  expect({ level, msg }).toEqual({ level: 30, msg: "lead" });
  expect(line).toEqual({
    form: "contact",
    page: "/contact",
    template: "contact",
    credit: "visit",
    landing: "/services/local-seo",
    referrer: "google.com",
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "queens",
    click: "Google Ads",
    pages: 3,
    minutes: 6,
    device: "mobile",
  });
  // the landing time is never a time of day: nothing in the line matches the form service's fields to the ms
  expect(logs.text()).not.toContain(String(NOW - sent.elapsed));
  expect(logs.text()).not.toContain("Pixel 8");
});

test("without JavaScript only the page is known; the lead line still names it and its template", () => {
  const { source, leads } = read({ page: "/blog" });
  expect(source.attribution).toEqual({ page: "/blog" });
  expect(source.credit).toBe("no-script");
  expect(leads[0]).toMatchObject({
    form: "contact",
    page: "/blog",
    template: "blog",
    credit: "no-script",
    device: "mobile",
  });
  expect(leads[0]).not.toHaveProperty("landing");
});

test("with Global Privacy Control nothing is kept, whatever the form sent; the lead line says gpc:true", () => {
  const { source, leads, warns } = read(
    { page: "/contact", attribution: JSON.stringify(sent) },
    { "Sec-GPC": "1" },
  );
  expect(source.attribution).toBeUndefined();
  expect(warns).toEqual([]);
  const { level: _l, time: _t, msg: _m, pid: _p, hostname: _h, ...line } = leads[0]!;
  expect(line).toEqual({
    form: "contact",
    page: "/contact",
    template: "contact",
    credit: "gpc",
    device: "mobile",
    gpc: true,
  });
  // the script's own GPC marker: the same, and without the header too
  for (const headers of [{ "Sec-GPC": "1" }, {}] as Record<string, string>[]) {
    const marked = read({ page: "/contact", attribution: JSON.stringify({ gpc: true }) }, headers);
    expect(marked.source.attribution).toBeUndefined();
    expect(marked.source.credit).toBe("gpc");
  }
});

test("a tab continued from another page of the site, and a script that kept nothing, are credited apart", () => {
  const continued = read({
    page: "/contact",
    attribution: JSON.stringify({ continued: true, elapsed: 125_000, pages: 2 }),
  });
  expect(continued.warns).toEqual([]);
  expect(continued.source.credit).toBe("continued");
  expect(continued.source.attribution).toEqual({ page: "/contact", continued: true, pages: 2, minutes: 2 });
  expect(attributionFields(continued.source.attribution)).toMatchObject({
    Source: "continued from another tab of this site, 2 pages, 2 minutes",
  });
  expect(continued.leads[0]).toMatchObject({ credit: "continued", continued: true, minutes: 2 });
  expect(continued.leads[0]).not.toHaveProperty("landing");
  const lost = read({ page: "/contact", attribution: JSON.stringify({ lost: true }) });
  expect(lost.source.credit).toBe("lost");
  expect(lost.source.attribution).toEqual({ page: "/contact" });
  // a marker with something else in it is not ours
  const odd = read({ page: "/contact", attribution: JSON.stringify({ lost: true, landing: "/" }) });
  expect(odd.source.credit).toBe("unreadable");
  expect(odd.warns).toHaveLength(1);
});

test("UTM values outside the site's alphabet are dropped one by one with a warn line; the rest is kept", () => {
  const { source, warns, leads, logs } = read({
    page: "/contact",
    attribution: JSON.stringify({
      ...sent,
      utm_source: '=HYPERLINK("http://evil.test")',
      utm_medium: "ann@example.com",
      utm_campaign: "spring",
      utm_term: "\u202Egnirps",
      utm_content: "+1 (212) 555-0142",
    }),
  });
  expect(source.credit).toBe("visit");
  expect(source.attribution).toMatchObject({ landing: "/services/local-seo", utm_campaign: "spring" });
  for (const key of ["utm_source", "utm_medium", "utm_term", "utm_content"])
    expect(source.attribution).not.toHaveProperty(key);
  expect(warns[0]!.dropped).toEqual([
    "utm_source: formula",
    "utm_medium: e-mail address",
    "utm_term: markup or symbols",
    "utm_content: formula",
  ]);
  expect(leads[0]).toMatchObject({ utm_campaign: "spring" });
  expect(logs.text()).not.toMatch(/HYPERLINK|ann@example|555-0142|gnirps/);
});

const hostile: Array<[string, unknown, string]> = [
  ["oversize JSON", JSON.stringify({ ...sent, utm_term: "x".repeat(5000) }), "attribution: too large"],
  ["a UTM value over 100 characters", JSON.stringify({ ...sent, utm_source: "g".repeat(101) }), "utm_source"],
  [
    "a UTM value with a line break",
    JSON.stringify({ ...sent, utm_campaign: "queens\nINJECTED" }),
    "utm_campaign",
  ],
  [
    "a UTM value with a control character",
    JSON.stringify({ ...sent, utm_medium: "cpc\u0000" }),
    "utm_medium",
  ],
  ["an unknown key", JSON.stringify({ ...sent, gclid: "EAIaIQ-SECRET" }), "attribution: unrecognized_keys"],
  ["a made-up click kind", JSON.stringify({ ...sent, click: "EAIaIQ-SECRET" }), "click"],
  ["a number where text goes", JSON.stringify({ ...sent, utm_source: 42 }), "utm_source"],
  ["a landing that is a full URL", JSON.stringify({ ...sent, landing: "https://evil.test/x" }), "landing"],
  ["a referrer with a path", JSON.stringify({ ...sent, referrer: "google.com/search?q=SECRET" }), "referrer"],
  ["a negative time", JSON.stringify({ ...sent, elapsed: -5 }), "elapsed"],
  ["a fractional page count", JSON.stringify({ ...sent, pages: 2.5 }), "pages"],
  ["an array", JSON.stringify([sent]), "attribution: invalid_type"],
  ["not JSON", "{landing:SECRET", "attribution: not JSON"],
  ["not text (a repeated field)", ["a", "b"], "attribution: not text"],
];

test.each(hostile)(
  "%s: the attribution is dropped with one warn line, the lead kept",
  (_name, value, reason) => {
    const { source, warns, leads, logs } = read({ page: "/contact", attribution: value });
    expect(source.attribution).toEqual({ page: "/contact" });
    expect(source.credit).toBe("unreadable");
    expect(warns).toHaveLength(1);
    expect(warns[0]).toMatchObject({ level: 40, form: "contact" });
    expect((warns[0]!.dropped as string[]).join()).toContain(reason);
    expect(leads).toHaveLength(1);
    expect(leads[0]).not.toHaveProperty("landing");
    // the stranger's value is never written raw
    expect(logs.text()).not.toMatch(/SECRET|INJECTED|xxxxxxxxxx|gggggggggg/);
  },
);

test("a page that is not a path is dropped too, and a hostile key name is never echoed", () => {
  const { source, warns, logs } = read({
    page: "javascript:alert(1)",
    attribution: JSON.stringify({ ...sent, ["<script>SECRET"]: 1 }),
  });
  expect(source.attribution).toBeUndefined();
  expect(warns[0]!.dropped).toEqual(["page: invalid_format", "attribution: unrecognized_keys"]);
  expect(logs.text()).not.toContain("SECRET");
  expect(logs.text()).not.toContain("javascript");
});

test("the schema takes exactly what the browser sends", () => {
  expect(sentAttributionSchema.safeParse(sent).success).toBe(true);
  expect(sentAttributionSchema.safeParse({ landing: "/", elapsed: 0, pages: 1 }).success).toBe(true);
  expect(sentAttributionSchema.safeParse({ landing: "/", elapsed: 0 }).success).toBe(false);
  expect(sentAttributionSchema.safeParse({ ...sent, utm_content: "" }).success).toBe(false);
  expect(templateOf("/services/local-seo")).toBe("service");
  expect(templateOf("/no/such/page")).toBeUndefined();
});

test("the form service gets one readable Source line and each value in its own field, never a click id", () => {
  const fields = attributionFields({
    page: "/contact",
    landing: "/services/local-seo",
    referrer: "google.com",
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "queens",
    click: "Google Ads",
    // a record kept before the landing time was kept to the minute: its time of day is never sent
    landedAt: Date.parse("2026-11-28T14:54:00Z"),
    pages: 3,
    minutes: 6,
  });
  expect(fields).toEqual({
    Source: "google / cpc / queens (Google Ads), landed on /services/local-seo, 3 pages, 6 minutes",
    "Sent from": "/contact",
    "Landing page": "/services/local-seo",
    Referrer: "google.com",
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "queens",
    "Ad click": "Google Ads",
    "Pages seen": "3",
    "Minutes to send": "6",
  });
  expect(attributionFields({ page: "/contact" })).toEqual({ "Sent from": "/contact" });
  expect(sourceSummary({ landing: "/", pages: 1, minutes: 1 })).toBe("direct, landed on /, 1 page, 1 minute");
  expect(sourceSummary({ landing: "/", referrer: "bing.com" })).toBe("bing.com, landed on /");
});

test("the browser keeps the referrer's host only when it is another site, and the kind of click id only", () => {
  expect(externalHost("https://www.google.com/search?q=seo", "www.example.com")).toBe("www.google.com");
  expect(externalHost("https://Example.com:8443/about", "www.example.com")).toBeUndefined();
  expect(externalHost("https://www.example.com/about", "example.com")).toBeUndefined();
  expect(externalHost("", "example.com")).toBeUndefined();
  expect(externalHost("android-app://com.google.android.gm/", "example.com")).toBe("com.google.android.gm");
  expect(
    landingTags(
      "?utm_source=google&utm_medium=cpc&utm_campaign=queens&gclid=EAIaIQ-SECRET&utm_term=seo%0Abad",
    ),
  ).toEqual({ utm_source: "google", utm_medium: "cpc", utm_campaign: "queens", click: "Google Ads" });
  expect(landingTags("?msclkid=abc")).toEqual({ click: "Microsoft Ads" });
  expect(landingTags("?gbraid=abc")).toEqual({ click: "Google Ads" });
  expect(landingTags("?wbraid=abc")).toEqual({ click: "Google Ads" });
  expect(landingTags("?ttclid=abc")).toEqual({ click: "TikTok Ads" });
  expect(landingTags("?li_fat_id=abc")).toEqual({ click: "LinkedIn Ads" });
  expect(landingTags("?fbclid=abc&utm_source=" + "x".repeat(101))).toEqual({ click: "Meta" });
  expect(JSON.stringify(landingTags("?gclid=EAIaIQ-SECRET"))).not.toContain("SECRET");
});
