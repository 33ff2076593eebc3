/**
 * The owner's report (issue 36 item 4), first half: reads the server's log lines one at a time and keeps
 * counts only. Memory is bounded by the number of distinct keys (landing pages, sources, referrers, days),
 * each table capped at MAX_KEYS with the rest summed under "other", never by the number of lines. Lines:
 * `view` and `lead` (docs: the attribution contract), the access line ("request completed") and
 * "web-vitals" (joined through scripts/lib/vitals-report.ts, the same p75 as `npm run vitals`).
 * A line that cannot be read is skipped and counted under a reason; a field that is not ours (too long,
 * not text, not a value the site writes) is dropped and counted, and the rest of its line still counts.
 */
import { vitalsCollector } from "../../scripts/lib/vitals-report";

export const MAX_KEYS = 500;
/** A line longer than this is not one of ours (the longest is under 2 KB): it is skipped unread. */
export const MAX_LINE_CHARS = 64 * 1024;
export const OTHER = "(other)";
export const UNKNOWN_LANDING = "unknown / no JavaScript";

const DEVICES = new Set(["mobile", "tablet", "desktop"]);
const CLICKS = new Set(["Google Ads", "Microsoft Ads", "Meta"]);
const FORMS = new Set(["contact", "newsletter"]);
const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
/** A path as the server logs it: starts with "/", printable, no query, at most 200 characters. */
// eslint-disable-next-line no-control-regex -- control characters are what the pattern refuses
const PATH = /^\/[^\s?#\u0000-\u001f\u007f]{0,199}$/;
const HOST = /^(?=.{1,253}$)[a-z0-9-]+(?:\.[a-z0-9-]+)*$/;
/** A campaign value: printable text up to 100 characters (the site keeps no more). */
// eslint-disable-next-line no-control-regex -- control characters are what the pattern refuses
const VALUE = /^[^\u0000-\u001f\u007f]{1,100}$/;
/** Log times the report believes: 2000 to 2100. */
const MIN_TIME = 946_684_800_000;
const MAX_TIME = 4_102_444_800_000;

/** Time-to-lead buckets: upper bounds in minutes. */
export const TIME_TO_LEAD_BUCKETS = [
  { label: "under 1 min", max: 1 },
  { label: "1–5 min", max: 5 },
  { label: "5–15 min", max: 15 },
  { label: "15–60 min", max: 60 },
  { label: "1–24 hours", max: 24 * 60 },
  { label: "1–7 days", max: 7 * 24 * 60 },
  { label: "over 7 days", max: Infinity },
] as const;

export type Counts = { visits: number; leads: number };

/** A map of at most `max` keys; a new key past that is summed under OTHER. */
export class CappedTable<T> {
  readonly rows = new Map<string, T>();
  constructor(
    private readonly make: () => T,
    private readonly max = MAX_KEYS,
  ) {}
  get(key: string): T {
    let row = this.rows.get(key);
    if (row) return row;
    if (this.rows.size >= this.max) key = OTHER;
    row = this.rows.get(key);
    if (!row) this.rows.set(key, (row = this.make()));
    return row;
  }
}

/** Response times in buckets of 2% (0.1 ms below 10 ms): a p95 to within 2%, in constant memory. */
export class TimeHistogram {
  private readonly buckets = new Map<number, number>();
  count = 0;
  add(ms: number) {
    const index = ms < 10 ? Math.floor(ms * 10) : 100 + Math.floor(Math.log(ms / 10) / Math.log(1.02));
    this.buckets.set(index, (this.buckets.get(index) ?? 0) + 1);
    this.count++;
  }
  /** The upper edge of the bucket holding the nearest-rank percentile p. */
  percentile(p: number): number {
    if (!this.count) return NaN;
    const rank = Math.max(1, Math.ceil((p / 100) * this.count));
    let seen = 0;
    for (const index of [...this.buckets.keys()].sort((a, b) => a - b)) {
      seen += this.buckets.get(index)!;
      if (seen >= rank) return index < 100 ? (index + 1) / 10 : 10 * 1.02 ** (index - 100 + 1);
    }
    return NaN;
  }
}

export type OpsRow = {
  requests: number;
  status4xx: number;
  status5xx: number;
  hits: number;
  misses: number;
  times: TimeHistogram;
};

export type ReportOptions = {
  /** first day kept, YYYY-MM-DD in `timeZone` (inclusive) */
  since?: string;
  /** last day kept, YYYY-MM-DD in `timeZone` (inclusive) */
  until?: string;
  timeZone: string;
  /** the route template of a page path (undefined: no page route has it) */
  templateOf: (path: string) => string | undefined;
  /** the templates the site has (a line naming another is not ours) */
  templates: ReadonlySet<string>;
};

type Entry = Record<string, unknown>;

const isText = (value: unknown, pattern: RegExp): value is string =>
  typeof value === "string" && pattern.test(value);

/** A docker compose prefix ("site-1  | "), or nothing: where the JSON starts. */
function jsonStart(line: string): number {
  if (line.charCodeAt(0) === 123) return 0;
  const bar = line.indexOf("| {");
  if (bar > 0 && bar < 80 && /^[\w.-]+ *$/.test(line.slice(0, bar))) return bar + 2;
  return -1;
}

export function reportCollector(options: ReportOptions) {
  const dayFormat = new Intl.DateTimeFormat("en-CA", {
    timeZone: options.timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  // the day of a time, cached per quarter hour (every zone's offset is a whole number of quarters)
  const dayCache = new Map<number, string>();
  const dayOf = (time: number) => {
    const quarter = Math.floor(time / 900_000);
    let day = dayCache.get(quarter);
    if (day === undefined) {
      if (dayCache.size > 10_000) dayCache.clear();
      day = dayFormat.format(time);
      dayCache.set(quarter, day);
    }
    return day;
  };

  const totals = {
    lines: 0,
    views: 0,
    visits: 0,
    leads: 0,
    leadsByForm: { contact: 0, newsletter: 0 } as Record<string, number>,
    leadsWithGpc: 0,
    leadsWithoutLanding: 0,
    requests: 0,
    vitals: 0,
    /** lines of other kinds the report does not read (start-up, errors, other programs' JSON) */
    otherLines: 0,
    outsideRange: 0,
  };
  const skipped = new Map<string, number>();
  const dropped = new Map<string, number>();
  const skip = (reason: string) => skipped.set(reason, (skipped.get(reason) ?? 0) + 1);
  const drop = (reason: string) => dropped.set(reason, (dropped.get(reason) ?? 0) + 1);

  const counts = (): Counts => ({ visits: 0, leads: 0 });
  const days = new CappedTable(() => ({ views: 0, visits: 0, leads: 0 }), 3660);
  const byLanding = new CappedTable(counts);
  const byTemplate = new CappedTable(counts);
  const bySource = new CappedTable(counts);
  const byDevice = new CappedTable(counts);
  const byReferrer = new CappedTable(counts);
  const leadsWithoutLandingByPage = new CappedTable(() => ({ leads: 0 }));
  const timeToLead = TIME_TO_LEAD_BUCKETS.map(() => 0);
  const ops = new CappedTable((): OpsRow => ({
    requests: 0,
    status4xx: 0,
    status5xx: 0,
    hits: 0,
    misses: 0,
    times: new TimeHistogram(),
  }));
  const vitals = vitalsCollector();

  /** The line's time, or undefined (counted) when it has none the report believes. */
  const timeOf = (entry: Entry, kind: string): number | undefined => {
    const time = entry.time;
    if (typeof time === "number" && time >= MIN_TIME && time <= MAX_TIME) return time;
    skip(`${kind} line without a valid time`);
    return undefined;
  };
  const inRange = (day: string) => {
    if ((options.since && day < options.since) || (options.until && day > options.until)) {
      totals.outsideRange++;
      return false;
    }
    return true;
  };

  /** An optional attribution field: the value when it is ours, else undefined (and counted when present). */
  const optional = (entry: Entry, key: string, pattern: RegExp, kind: string): string | undefined => {
    const value = entry[key];
    if (value === undefined) return undefined;
    if (isText(value, pattern)) return value;
    drop(`${kind}: ${key} not a value the site writes`);
    return undefined;
  };
  const attribution = (entry: Entry, kind: string) => {
    const utm = Object.fromEntries(UTM_KEYS.map((key) => [key, optional(entry, key, VALUE, kind)])) as Record<
      (typeof UTM_KEYS)[number],
      string | undefined
    >;
    const referrer = optional(entry, "referrer", HOST, kind);
    const clickValue = entry.click;
    let click: string | undefined;
    if (clickValue !== undefined) {
      if (typeof clickValue === "string" && CLICKS.has(clickValue)) click = clickValue;
      else drop(`${kind}: click not a value the site writes`);
    }
    return { ...utm, referrer, click };
  };
  /** source / medium / campaign: the UTM values, else the referrer ("referral") or the click ("cpc"). */
  const sourceKey = (a: ReturnType<typeof attribution>) => {
    const source = a.utm_source ?? a.referrer ?? (a.click ? a.click : "(direct)");
    const medium = a.utm_medium ?? (a.click ? "cpc" : a.referrer ? "referral" : "(none)");
    return `${source} / ${medium} / ${a.utm_campaign ?? "(none)"}`;
  };

  function addView(entry: Entry) {
    const time = timeOf(entry, "view");
    if (time === undefined) return;
    if (!isText(entry.path, PATH)) return skip("view line without a valid path");
    if (typeof entry.template !== "string" || !options.templates.has(entry.template))
      return skip("view line with an unknown template");
    if (typeof entry.device !== "string" || !DEVICES.has(entry.device))
      return skip("view line without a valid device");
    if (entry.entry !== undefined && entry.entry !== true) return skip("view line with a bad entry field");
    const day = dayOf(time);
    if (!inRange(day)) return;
    totals.views++;
    days.get(day).views++;
    if (entry.entry !== true) return;
    totals.visits++;
    days.get(day).visits++;
    const a = attribution(entry, "view");
    byLanding.get(entry.path).visits++;
    byTemplate.get(entry.template).visits++;
    bySource.get(sourceKey(a)).visits++;
    byDevice.get(entry.device).visits++;
    if (a.referrer) byReferrer.get(a.referrer).visits++;
  }

  function addLead(entry: Entry) {
    const time = timeOf(entry, "lead");
    if (time === undefined) return;
    if (typeof entry.form !== "string" || !FORMS.has(entry.form))
      return skip("lead line without a valid form");
    if (!isText(entry.page, PATH)) return skip("lead line without a valid page");
    const day = dayOf(time);
    if (!inRange(day)) return;
    totals.leads++;
    totals.leadsByForm[entry.form]!++;
    days.get(day).leads++;
    if (entry.gpc === true) totals.leadsWithGpc++;
    const device = optional(entry, "device", /^(?:mobile|tablet|desktop)$/, "lead") ?? "unknown";
    byDevice.get(device).leads++;
    const landing = optional(entry, "landing", PATH, "lead");
    if (!landing) {
      totals.leadsWithoutLanding++;
      byLanding.get(UNKNOWN_LANDING).leads++;
      byTemplate.get(UNKNOWN_LANDING).leads++;
      bySource.get(UNKNOWN_LANDING).leads++;
      leadsWithoutLandingByPage.get(entry.page).leads++;
      return;
    }
    const a = attribution(entry, "lead");
    byLanding.get(landing).leads++;
    byTemplate.get(options.templateOf(landing) ?? "not-found").leads++;
    bySource.get(sourceKey(a)).leads++;
    if (a.referrer) byReferrer.get(a.referrer).leads++;
    const landedAt = entry.landedAt;
    if (landedAt === undefined) return;
    if (typeof landedAt !== "number" || landedAt < MIN_TIME || landedAt > time)
      return void drop("lead: landedAt not a time before the lead");
    const minutes = (time - landedAt) / 60_000;
    timeToLead[TIME_TO_LEAD_BUCKETS.findIndex((bucket) => minutes < bucket.max)]!++;
  }

  function addRequest(entry: Entry) {
    const time = timeOf(entry, "request");
    if (time === undefined) return;
    const req = entry.req as Entry | undefined;
    const res = entry.res as Entry | undefined;
    const url = req && typeof req === "object" ? req.url : undefined;
    const status = res && typeof res === "object" ? res.statusCode : undefined;
    if (typeof url !== "string" || url.length > 8192 || url[0] !== "/")
      return skip("request line without a valid url");
    if (typeof status !== "number" || status < 100 || status > 599)
      return skip("request line without a status");
    if (!inRange(dayOf(time))) return;
    totals.requests++;
    const row = ops.get(requestGroup(url, status, options.templateOf));
    row.requests++;
    if (status >= 500) row.status5xx++;
    else if (status >= 400) row.status4xx++;
    if (entry.cache === "hit") row.hits++;
    else if (entry.cache === "miss") row.misses++;
    const ms = entry.responseTime;
    if (typeof ms === "number" && ms >= 0 && ms < 3_600_000) row.times.add(ms);
  }

  function addVitals(entry: Entry, line: string) {
    const time = timeOf(entry, "web-vitals");
    if (time === undefined) return;
    if (typeof entry.template !== "string" || !options.templates.has(entry.template))
      return skip("web-vitals line with an unknown template");
    if (!inRange(dayOf(time))) return;
    totals.vitals++;
    vitals.add(line);
  }

  return {
    add(raw: string) {
      totals.lines++;
      if (raw.length > MAX_LINE_CHARS) return skip("line longer than 64 KB");
      const start = jsonStart(raw);
      if (start < 0) {
        if (raw.trim()) skip("not a JSON line (another program's output, or a cut line)");
        else totals.lines--;
        return;
      }
      const line = start ? raw.slice(start) : raw;
      // cheap pre-filter: only the four kinds of line the report reads are parsed
      const kind = line.includes('"msg":"view"')
        ? "view"
        : line.includes('"msg":"lead"')
          ? "lead"
          : line.includes('"msg":"request completed"')
            ? "request"
            : line.includes('"msg":"web-vitals"')
              ? "web-vitals"
              : undefined;
      if (!kind) {
        if (line.trimEnd().endsWith("}")) totals.otherLines++;
        else skip("not a JSON line (another program's output, or a cut line)");
        return;
      }
      let entry: unknown;
      try {
        entry = JSON.parse(line);
      } catch {
        return skip(`${kind} line that is not valid JSON (cut or corrupted)`);
      }
      if (!entry || typeof entry !== "object" || Array.isArray(entry))
        return skip(`${kind} line that is not valid JSON (cut or corrupted)`);
      const e = entry as Entry;
      const msg = kind === "request" ? "request completed" : kind;
      if (e.msg !== msg) {
        totals.otherLines++;
        return;
      }
      if (kind === "view") addView(e);
      else if (kind === "lead") addLead(e);
      else if (kind === "request") addRequest(e);
      else addVitals(e, line);
    },
    /** An input that ended early (a truncated or corrupted .gz, a file that cannot be read). */
    inputProblem(reason: string) {
      skip(reason);
    },
    result() {
      const sortedRows = <T extends { leads: number; visits?: number }>(table: CappedTable<T>) =>
        [...table.rows.entries()]
          .map(([key, row]) => ({ key, ...row }))
          .sort(
            (a, b) => b.leads - a.leads || (b.visits ?? 0) - (a.visits ?? 0) || a.key.localeCompare(b.key),
          );
      return {
        options: { since: options.since, until: options.until, timeZone: options.timeZone },
        totals,
        skipped: [...skipped.entries()].sort((a, b) => b[1] - a[1]),
        dropped: [...dropped.entries()].sort((a, b) => b[1] - a[1]),
        days: [...days.rows.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([day, row]) => ({ day, ...row })),
        byLanding: sortedRows(byLanding),
        byTemplate: sortedRows(byTemplate),
        bySource: sortedRows(bySource),
        byDevice: sortedRows(byDevice),
        byReferrer: [...byReferrer.rows.entries()]
          .map(([key, row]) => ({ key, ...row }))
          .sort((a, b) => b.visits - a.visits || b.leads - a.leads || a.key.localeCompare(b.key)),
        leadsWithoutLandingByPage: sortedRows(leadsWithoutLandingByPage),
        timeToLead: TIME_TO_LEAD_BUCKETS.map((bucket, i) => ({ label: bucket.label, leads: timeToLead[i]! })),
        ops: [...ops.rows.entries()]
          .map(([key, row]) => ({
            key,
            requests: row.requests,
            status4xx: row.status4xx,
            status5xx: row.status5xx,
            hits: row.hits,
            misses: row.misses,
            p95: row.times.percentile(95),
          }))
          .sort((a, b) => b.requests - a.requests || a.key.localeCompare(b.key)),
        vitals: vitals.summary(),
      };
    },
  };
}

export type ReportCollector = ReturnType<typeof reportCollector>;
export type ReportData = ReturnType<ReportCollector["result"]>;

/**
 * Which row of the ops table a request belongs to: its page template (the route table), "not-found" for a
 * page path answered 404, "static files" for /assets/ and files with an extension, "api" for /api/, else
 * "other" (redirects of unknown paths, probes).
 */
export function requestGroup(url: string, status: number, templateOf: (path: string) => string | undefined) {
  const query = url.indexOf("?");
  const path = query < 0 ? url : url.slice(0, query);
  if (path.startsWith("/api/")) return "api";
  if (path.startsWith("/assets/") || /\.[a-z0-9]{1,8}$/i.test(path)) return "static files";
  if (path === "/healthz" || path === "/readyz") return "health probes";
  const template = templateOf(path);
  if (status === 404) return "not-found";
  return template ?? "other";
}
