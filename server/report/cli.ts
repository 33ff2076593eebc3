/**
 * `npm run report -- [--since DATE] [--until DATE] [--tz ZONE] [--out FILE] [LOG...]` (scripts/report.ts;
 * built to dist/report.js, so `node dist/report.js ...` in the Docker image). Without LOG it reads the daily
 * totals (server/stats/: $DATA_DIR/stats.sqlite, or Redis with REDIS_URL; the last 30 days unless told) and
 * writes the owner's page as a file. With LOG (a file, plain or gzip, or `-` for standard input, `docker
 * compose logs --no-color` output read as it is) it counts the log the same way, and adds the operations
 * and input sections. A log named twice is read once. The HTML goes to FILE, or to standard output when
 * there is no --out (the summary then goes to standard error).
 */
import { createHash } from "node:crypto";
import { closeSync, existsSync, openSync, readFileSync, readSync, realpathSync, statSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { matchRoutes } from "react-router-dom";
import { pages } from "../../shared/routes";
import { loadConfig } from "../config";
import { addDays, dayFormatter } from "../stats/day";
import { RedisStore } from "../stats/redis-store";
import { SqliteCounts } from "../stats/sqlite-counts";
import { previousPeriod, summarise } from "../stats/summary";
import { reportCollector, type ReportData } from "./collect";
import { renderHtml, renderSummary } from "./html";
import { renderOwnerPage } from "./owner-page";
import { openInput, readLines } from "./read";

export const USAGE =
  "usage: npm run report -- [--since YYYY-MM-DD] [--until YYYY-MM-DD] [--tz ZONE] [--out FILE] [LOG...] (no LOG: the daily totals in $DATA_DIR or Redis; - for standard input; in the Docker image: node dist/report.js ...)";

export type ReportIo = {
  stdin: Readable;
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  now?: () => Date;
  open?: (file: string) => Readable;
  /** the environment the store is found from (DATA_DIR, REDIS_URL, STATS_TIME_ZONE); process.env by default */
  env?: Record<string, string | undefined>;
};

type Parsed = { since?: string; until?: string; timeZone?: string; out?: string; inputs: string[] };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function parseArgs(argv: string[]): Parsed | { error: string } {
  const parsed: Parsed = { inputs: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] =
      arg.startsWith("--") && arg.includes("=") ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case "--since":
      case "--until": {
        const day = value();
        if (!day || !DAY.test(day) || Number.isNaN(Date.parse(day)))
          return { error: `${flag} takes a day, YYYY-MM-DD` };
        parsed[flag === "--since" ? "since" : "until"] = day;
        break;
      }
      case "--tz": {
        const zone = value();
        try {
          if (!zone) throw new Error();
          new Intl.DateTimeFormat("en-US", { timeZone: zone });
        } catch {
          return { error: `--tz takes a time zone, e.g. America/New_York` };
        }
        parsed.timeZone = zone!;
        break;
      }
      case "--out": {
        const out = value();
        if (!out) return { error: "--out takes a file name" };
        parsed.out = out;
        break;
      }
      case "-h":
      case "--help":
        return { error: "" };
      default:
        if (arg.startsWith("--")) return { error: `unknown option ${arg}` };
        parsed.inputs.push(arg);
    }
  }
  if (parsed.since && parsed.until && parsed.since > parsed.until)
    return { error: "--since is after --until" };
  if (!parsed.inputs.length && parsed.timeZone)
    return { error: "--tz reads a log: the daily totals' days are in STATS_TIME_ZONE" };
  return parsed;
}

/**
 * The route template of a page path, as the router matches it. matchRoutes ranks the whole table on each
 * call (most of the report's time on a big log before this cache): answers are kept per path, at most
 * 10,000 paths, the cache emptied when full (a flood of made-up paths costs time, not memory).
 */
export function templateMatcher() {
  const table = pages.map((page) => ({ path: page.path, id: page.id }));
  const cache = new Map<string, string | undefined>();
  return {
    templates: new Set([...pages.map((page) => page.id), "not-found"]),
    templateOf: (path: string) => {
      if (cache.has(path)) return cache.get(path);
      if (cache.size >= 10_000) cache.clear();
      const id = matchRoutes(table, path)?.at(-1)?.route.id;
      cache.set(path, id);
      return id;
    },
  };
}

/**
 * A file's identity, to read a log named twice only once: the same file (device and inode), or the same
 * size, modification time and first and last megabyte (a copy).
 */
function fileIdentity(file: string): string | null {
  try {
    const stat = statSync(realpathSync(file));
    const hash = createHash("sha256");
    const fd = openSync(file, "r");
    try {
      const chunk = Buffer.alloc(Math.min(stat.size, 1 << 20));
      hash.update(chunk.subarray(0, readSync(fd, chunk, 0, chunk.length, 0)));
      hash.update(
        chunk.subarray(0, readSync(fd, chunk, 0, chunk.length, Math.max(0, stat.size - chunk.length))),
      );
    } finally {
      closeSync(fd);
    }
    return `${stat.size}:${Math.round(stat.mtimeMs)}:${hash.digest("hex")}`;
  } catch {
    return null;
  }
}

export async function collectReport(
  parsed: Pick<Parsed, "since" | "until" | "timeZone" | "inputs">,
  open: (file: string) => Readable,
): Promise<ReportData> {
  const collector = reportCollector({
    ...templateMatcher(),
    ...parsed,
    timeZone: parsed.timeZone ?? "America/New_York",
  });
  const read = new Map<string, string>();
  for (const file of parsed.inputs) {
    const identity = file === "-" ? null : fileIdentity(file);
    const earlier = identity ? read.get(identity) : undefined;
    if (earlier) {
      collector.inputProblem(`${file}: the same file as ${earlier}, read once`);
      continue;
    }
    if (identity) read.set(identity, file);
    let input: Readable;
    try {
      input = open(file);
    } catch (error) {
      collector.inputProblem(`${file}: could not be opened (${(error as Error).message})`);
      continue;
    }
    await readLines(input, file === "-" ? "standard input" : file, collector.add, collector.inputProblem);
  }
  return collector.result();
}

/** The site's brand face as a data: URL, from a build's assets (dist/client), when there is one. */
function brandFont(): string | undefined {
  try {
    const manifest = path.resolve("dist/client/manifest.json");
    if (!existsSync(manifest)) return undefined;
    const font = (JSON.parse(readFileSync(manifest, "utf8")) as { fonts?: string[] }).fonts?.[0];
    if (!font) return undefined;
    const bytes = readFileSync(path.join(path.dirname(manifest), font));
    return `data:font/woff2;base64,${bytes.toString("base64")}`;
  } catch {
    return undefined;
  }
}

/** The owner's page from the daily totals (no LOG named): the store the server writes, read as it is. */
async function storeReport(parsed: Parsed, io: ReportIo, generatedAt: Date) {
  const config = loadConfig({ ...(io.env ?? process.env), REQUIRE_SITE_URL: "0" });
  const { timeZone, retentionDays } = config.stats;
  const today = dayFormatter(timeZone)(generatedAt.getTime());
  const until = parsed.until ?? (parsed.since && parsed.since > today ? parsed.since : today);
  const since = parsed.since ?? addDays(until, -29);
  if (since > until) return { error: "--since is after --until" };
  const previous = previousPeriod(since, until);
  let source: string;
  let current;
  let before;
  if (config.redisUrl) {
    const store = new RedisStore(config.redisUrl, { retentionDays });
    source = store.description;
    try {
      [current, before] = await Promise.all([
        store.read(since, until),
        store.read(previous.since, previous.until),
      ]);
    } catch (error) {
      return { error: `the daily totals could not be read from Redis: ${(error as Error).message}` };
    } finally {
      await store.close();
    }
  } else {
    if (!existsSync(config.stats.file))
      return {
        error: `no daily totals at ${config.stats.file}: set DATA_DIR (or REDIS_URL) as the server has it, or name a log`,
      };
    const store = new SqliteCounts(config.stats.file, { readOnly: true });
    source = `SQLite at ${config.stats.file}`;
    try {
      current = store.read(since, until);
      before = store.read(previous.since, previous.until);
    } finally {
      store.close();
    }
  }
  const stats = summarise(current, before, { since, until, timeZone });
  const fontUrl = brandFont();
  const html = renderOwnerPage(stats, {
    mode: "file",
    siteName: config.site.name,
    ...(fontUrl ? { fontUrl } : {}),
    generatedAt,
    source,
    notices:
      config.site.contactDelivery.mode === "direct"
        ? [
            {
              text: "The contact form posts straight to the form service (CONTACT_DELIVERY=direct): its messages are not counted here.",
            },
          ]
        : [],
  });
  const summary = [
    `report ${since} to ${until} (${timeZone}) from ${source}`,
    `visits ${stats.visits}, page views ${stats.pageViews}, leads ${stats.leads} (contact ${stats.leadsByForm.contact}, newsletter ${stats.leadsByForm.newsletter}), conversion ${stats.conversionRate === null ? "–" : `${(100 * stats.conversionRate).toFixed(1)}%`}; ${stats.leadsWithoutVisit} leads without a counted visit`,
  ].join("\n");
  return { html, summary };
}

/** Runs the command; the exit code (0, 1 when the store cannot be read, 2 for a usage error). */
export async function runReportCli(argv: string[], io: ReportIo): Promise<number> {
  const parsed = parseArgs(argv);
  if ("error" in parsed) {
    io.stderr.write(`${parsed.error ? parsed.error + "\n" : ""}${USAGE}\n`);
    return parsed.error ? 2 : 0;
  }
  const generatedAt = (io.now ?? (() => new Date()))();
  let html: string;
  let summary: string;
  if (parsed.inputs.length === 0) {
    const result = await storeReport(parsed, io, generatedAt);
    if ("error" in result) {
      io.stderr.write(`${result.error}\n`);
      return 1;
    }
    ({ html, summary } = result);
  } else {
    const open = io.open ?? ((file: string) => (file === "-" ? io.stdin : openInput(file)));
    const data = await collectReport(parsed, open);
    const fontUrl = brandFont();
    html = renderHtml(data, {
      generatedAt,
      inputs: parsed.inputs.map((file) => (file === "-" ? "standard input" : file)),
      ...(fontUrl ? { fontUrl } : {}),
    });
    summary = renderSummary(data);
  }
  if (parsed.out) {
    await writeFile(parsed.out, html);
    io.stdout.write(`${summary}\n${parsed.out}: the HTML report is written\n`);
  } else {
    io.stdout.write(html);
    io.stderr.write(`${summary}\n`);
  }
  return 0;
}
