/**
 * The log report (`npm run report -- LOG...`), first half: reads the server's log lines one at a time and
 * counts them as the live daily totals do (server/stats/record.ts: the same rows, sources, channels, visit
 * cohorts and top-k of MAX_KEYS_PER_DAY keys a day per table), plus, for operations, the access lines.
 * Memory is bounded by days and keys, never by lines: Core Web Vitals are fixed-bucket histograms, the
 * response times 2% buckets. Lines: `view`, `lead`, the access line ("request completed") and
 * "web-vitals", with or without spaces after the JSON colons. A line that cannot be read is skipped and
 * counted under a reason; a field that is not ours (too long, not text, not a value the site writes) is
 * dropped and counted, and the rest of its line still counts. The same line read twice (two overlapping
 * exports) counts once; the cache warm-up's own requests (request id "warm-cache") are left out of the
 * operations table.
 */
import { CLICK_KINDS, MAX_VISIT_MS, UTM_KEYS, cleanUtm, type ClickKind } from "../../shared/attribution";
import { METRIC_NAMES, type MetricName } from "../../shared/vitals";
import { OTHER, TopK, zero, type Counter } from "../stats/counts";
import { dayFormatter } from "../stats/day";
import { leadRows, touchOf, viewRows, vitalsRows, type Counted, type LeadCredit } from "../stats/record";
import { MemoryCounts } from "../stats/memory-store";
import { previousPeriod, summarise, type OwnerStats } from "../stats/summary";

/** A line longer than this is not one of ours (the longest is under 4 KB): it is skipped unread. */
export const MAX_LINE_CHARS = 64 * 1024;
export { OTHER };

const DEVICES = new Set(["mobile", "tablet", "desktop"]);
const CLICKS = new Set<string>(CLICK_KINDS);
const FORMS = new Set(["contact", "newsletter"]);
const CREDITS = new Set<LeadCredit>(["visit", "gpc", "no-script", "continued", "lost", "unreadable"]);
/** A path as the server logs it: starts with "/", printable, no query, at most 200 characters. */
// eslint-disable-next-line no-control-regex -- control characters are what the pattern refuses
const PATH = /^\/[^\s?#\u0000-\u001f\u007f]{0,199}$/;
const HOST = /^(?=.{1,253}$)[a-z0-9-]+(?:\.[a-z0-9-]+)*$/;
/** Log times the report believes: 2000 to 2100. */
const MIN_TIME = 946_684_800_000;
const MAX_TIME = 4_102_444_800_000;
/** The request id of the server's own cache warm-up (server/worker.ts). */
export const WARM_UP_ID = "warm-cache";
/** Lines remembered to recognise one read twice: 2^21 (a 32 MB table). Past it, later lines are unchecked. */
const DEDUPE_SLOTS = 1 << 22;
const DEDUPE_MAX = DEDUPE_SLOTS >> 1;

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

/** The kinds of line the report reads, by their message; the JSON may have spaces after its colons. */
const MESSAGE = /"msg"\s*:\s*"(view|lead|request completed|web-vitals)"/;

/** Every line's fingerprint, open addressing in one Float64Array, allocated on the first line. */
class SeenLines {
  private table: Float64Array | null = null;
  size = 0;
  /** true when `text` was seen before; remembers it (until the table is half full) */
  seen(text: string): boolean {
    const print = fingerprintWide(text);
    this.table ??= new Float64Array(DEDUPE_SLOTS);
    const table = this.table;
    let slot = print % DEDUPE_SLOTS;
    for (;;) {
      const value = table[slot]!;
      if (value === 0) break;
      if (value === print) return true;
      slot = (slot + 1) & (DEDUPE_SLOTS - 1);
    }
    if (this.size < DEDUPE_MAX) {
      table[slot] = print;
      this.size++;
    }
    return false;
  }
  get full(): boolean {
    return this.size >= DEDUPE_MAX;
  }
}

/** A 52-bit fingerprint: two independent 26-bit halves (above zero). */
function fingerprintWide(text: string): number {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 13;
  }
  return (a >>> 6) * 67_108_864 + (b >>> 6) + 1;
}

export function reportCollector(options: ReportOptions) {
  const dayOf = dayFormatter(options.timeZone);
  const totals = {
    lines: 0,
    views: 0,
    leads: 0,
    requests: 0,
    vitals: 0,
    /** lines of other kinds the report does not read (start-up, errors, other programs' JSON) */
    otherLines: 0,
    outsideRange: 0,
    /** counted lines read a second time (an overlapping export, a file named twice) */
    duplicates: 0,
    /** the server's own warm-up requests, left out of the operations table */
    warmUp: 0,
  };
  const skipped = new Map<string, number>();
  const dropped = new Map<string, number>();
  const skip = (reason: string) => skipped.set(reason, (skipped.get(reason) ?? 0) + 1);
  const drop = (reason: string) => dropped.set(reason, (dropped.get(reason) ?? 0) + 1);
  const counts = new MemoryCounts();
  const seenLines = new SeenLines();
  /** the server said its contact form posts straight to the form service */
  let directDelivery = false;
  const ops = new TopK<OpsRow & Counter>(
    () => ({
      ...zero(),
      requests: 0,
      status4xx: 0,
      status5xx: 0,
      hits: 0,
      misses: 0,
      times: new TimeHistogram(),
    }),
    500,
  );

  /** The line's time, or undefined (counted) when it has none the report believes. */
  const timeOf = (entry: Entry, kind: string): number | undefined => {
    const time = entry.time;
    if (typeof time === "number" && time >= MIN_TIME && time <= MAX_TIME) return time;
    skip(`${kind} line without a valid time`);
    return undefined;
  };
  const inRange = (day: string) =>
    !((options.since && day < options.since) || (options.until && day > options.until));
  /** Counts the rows that fall in the period; true when any did. */
  const countRows = (rows: Counted[]) => {
    let any = false;
    for (const row of rows)
      if (inRange(row.day)) {
        counts.add(row.day, row.dim, row.key, row.counts);
        any = true;
      }
    if (!any) totals.outsideRange++;
    return any;
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
    const utm: Partial<Record<(typeof UTM_KEYS)[number], string>> = {};
    for (const key of UTM_KEYS) {
      const value = entry[key];
      if (value === undefined) continue;
      const clean = typeof value === "string" && value.length <= 100 ? cleanUtm(value) : null;
      if (clean && "value" in clean) utm[key] = clean.value;
      else drop(`${kind}: ${key} not a value the site writes`);
    }
    const referrer = optional(entry, "referrer", HOST, kind);
    let click: ClickKind | undefined;
    if (entry.click !== undefined) {
      if (typeof entry.click === "string" && CLICKS.has(entry.click)) click = entry.click as ClickKind;
      else drop(`${kind}: click not a value the site writes`);
    }
    return touchOf({ ...utm, referrer, click });
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
    const isEntry = entry.entry === true;
    const gpc = entry.gpc === true;
    const rows = viewRows(
      {
        time,
        template: entry.template,
        path: entry.path,
        device: entry.device as "mobile",
        entry: isEntry,
        gpc,
        ...(isEntry && !gpc ? { touch: attribution(entry, "view") } : {}),
      },
      dayOf,
    );
    if (countRows(rows)) totals.views++;
  }

  function addLead(entry: Entry) {
    const time = timeOf(entry, "lead");
    if (time === undefined) return;
    if (typeof entry.form !== "string" || !FORMS.has(entry.form))
      return skip("lead line without a valid form");
    if (entry.page !== undefined && !isText(entry.page, PATH)) return skip("lead line without a valid page");
    const device = (optional(entry, "device", /^(?:mobile|tablet|desktop)$/, "lead") ??
      "desktop") as "desktop";
    const landing = optional(entry, "landing", PATH, "lead");
    // lines before `credit` was written: a landing means a visit, GPC its own, else no script
    let credit: LeadCredit;
    if (typeof entry.credit === "string" && CREDITS.has(entry.credit as LeadCredit))
      credit = entry.credit as LeadCredit;
    else if (entry.credit !== undefined) return skip("lead line with an unknown credit");
    else credit = entry.gpc === true ? "gpc" : landing ? "visit" : "no-script";
    let elapsedMs: number | undefined;
    if (typeof entry.minutes === "number" && entry.minutes >= 0) elapsedMs = entry.minutes * 60_000;
    else if (typeof entry.landedAt === "number") {
      if (entry.landedAt < MIN_TIME || entry.landedAt > time)
        drop("lead: landedAt not a time before the lead");
      else elapsedMs = time - entry.landedAt;
    }
    if (credit === "visit" && (!landing || elapsedMs === undefined || elapsedMs > MAX_VISIT_MS)) {
      drop("lead: a visit's lead without its landing or minutes");
      credit = "lost";
    }
    const rows = leadRows(
      {
        time,
        form: entry.form as "contact",
        device,
        credit,
        ...(credit === "visit" && landing
          ? {
              landing,
              template: options.templateOf(landing) ?? "not-found",
              touch: attribution(entry, "lead"),
              elapsedMs: elapsedMs ?? 0,
            }
          : {}),
      },
      dayOf,
    );
    if (countRows(rows)) totals.leads++;
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
    if (!inRange(dayOf(time))) return void totals.outsideRange++;
    if (req?.id === WARM_UP_ID) return void totals.warmUp++;
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

  function addVitals(entry: Entry) {
    const time = timeOf(entry, "web-vitals");
    if (time === undefined) return;
    if (typeof entry.template !== "string" || !options.templates.has(entry.template))
      return skip("web-vitals line with an unknown template");
    const metrics: Partial<Record<MetricName, number>> = {};
    for (const name of METRIC_NAMES) {
      const value = entry[name];
      if (typeof value === "number" && Number.isFinite(value) && value >= 0) metrics[name] = value;
    }
    if (countRows(vitalsRows(time, entry.template, metrics, dayOf))) totals.vitals++;
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
      const kind = MESSAGE.exec(line)?.[1];
      if (!kind) {
        if (/"msg"\s*:\s*"daily totals: the contact form posts straight to the form service/.test(line))
          directDelivery = true;
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
      if (e.msg !== kind) {
        totals.otherLines++;
        return;
      }
      // the same line again (whatever prefix a log export gave it): counted once. Only lines that carry their
      // request's id are unique by construction (two views of one page can share a millisecond)
      const id = kind === "request completed" ? (e.req as Entry | undefined)?.id : e.id;
      if (typeof id === "string" && seenLines.seen(line)) return void totals.duplicates++;
      if (kind === "view") addView(e);
      else if (kind === "lead") addLead(e);
      else if (kind === "request completed") addRequest(e);
      else addVitals(e);
    },
    /** An input that ended early (a truncated or corrupted .gz, a file that cannot be read). */
    inputProblem(reason: string) {
      skip(reason);
    },
    result(): ReportData {
      const days = counts.days();
      const since = options.since ?? days[0];
      const until = options.until ?? days.at(-1);
      const owner =
        since && until
          ? (() => {
              const previous = previousPeriod(since, until);
              return summarise(counts.read(since, until), counts.read(previous.since, previous.until), {
                since,
                until,
                timeZone: options.timeZone,
              });
            })()
          : null;
      return {
        options: { since: options.since, until: options.until, timeZone: options.timeZone },
        owner,
        totals,
        recognised: totals.views + totals.leads + totals.requests + totals.vitals + totals.warmUp > 0,
        directDelivery,
        dedupeFull: seenLines.full,
        skipped: [...skipped.entries()].sort((a, b) => b[1] - a[1]),
        dropped: [...dropped.entries()].sort((a, b) => b[1] - a[1]),
        ops: (ops.trim(), [...ops.rows.entries()])
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
      };
    },
  };
}

export type ReportCollector = ReturnType<typeof reportCollector>;
export type ReportData = {
  options: { since?: string | undefined; until?: string | undefined; timeZone: string };
  /** the owner's figures for the period (null: no dated line of the site in it) */
  owner: OwnerStats | null;
  totals: {
    lines: number;
    views: number;
    leads: number;
    requests: number;
    vitals: number;
    otherLines: number;
    outsideRange: number;
    duplicates: number;
    warmUp: number;
  };
  /** false: not one line of this site was recognised */
  recognised: boolean;
  directDelivery: boolean;
  /** the dedupe table filled up: later lines were not checked for repeats */
  dedupeFull: boolean;
  skipped: Array<[string, number]>;
  dropped: Array<[string, number]>;
  ops: Array<{
    key: string;
    requests: number;
    status4xx: number;
    status5xx: number;
    hits: number;
    misses: number;
    p95: number;
  }>;
};

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
