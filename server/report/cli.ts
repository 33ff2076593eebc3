/**
 * `npm run report -- [--since DATE] [--until DATE] [--tz ZONE] [--out FILE] LOG...` (scripts/report.ts; built
 * to dist/report.js, so `node dist/report.js ...` in the Docker image). LOG is a file, plain or gzip, or
 * `-` for standard input (`docker compose logs --no-color` output is read as it is). The HTML goes to FILE,
 * or to standard output when there is no --out (the summary then goes to standard error).
 */
import { writeFile } from "node:fs/promises";
import type { Readable } from "node:stream";
import { matchRoutes } from "react-router-dom";
import { pages } from "../../shared/routes";
import { reportCollector, type ReportData } from "./collect";
import { renderHtml, renderSummary } from "./html";
import { openInput, readLines } from "./read";

export const USAGE =
  "usage: npm run report -- [--since YYYY-MM-DD] [--until YYYY-MM-DD] [--tz ZONE] [--out FILE] LOG... (- for standard input; in the Docker image: node dist/report.js ...)";

export type ReportIo = {
  stdin: Readable;
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  now?: () => Date;
  open?: (file: string) => Readable;
};

type Parsed = { since?: string; until?: string; timeZone: string; out?: string; inputs: string[] };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function parseArgs(argv: string[]): Parsed | { error: string } {
  const parsed: Parsed = { timeZone: "America/New_York", inputs: [] };
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
  if (!parsed.inputs.length) return { error: "name at least one log file, or - for standard input" };
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

export async function collectReport(
  parsed: Pick<Parsed, "since" | "until" | "timeZone" | "inputs">,
  open: (file: string) => Readable,
): Promise<ReportData> {
  const collector = reportCollector({ ...templateMatcher(), ...parsed });
  for (const file of parsed.inputs) {
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

/** Runs the command; the exit code (0, or 2 for a usage error). A log that cannot be read is in the report. */
export async function runReportCli(argv: string[], io: ReportIo): Promise<number> {
  const parsed = parseArgs(argv);
  if ("error" in parsed) {
    io.stderr.write(`${parsed.error ? parsed.error + "\n" : ""}${USAGE}\n`);
    return parsed.error ? 2 : 0;
  }
  const open = io.open ?? ((file: string) => (file === "-" ? io.stdin : openInput(file)));
  const data = await collectReport(parsed, open);
  const html = renderHtml(data, {
    generatedAt: (io.now ?? (() => new Date()))(),
    inputs: parsed.inputs.map((file) => (file === "-" ? "standard input" : file)),
  });
  const summary = renderSummary(data);
  if (parsed.out) {
    await writeFile(parsed.out, html);
    io.stdout.write(`${summary}\n${parsed.out}: the HTML report is written\n`);
  } else {
    io.stdout.write(html);
    io.stderr.write(`${summary}\n`);
  }
  return 0;
}
