/**
 * npm run vitals -- LOGFILE [LOGFILE ...]: p75 of LCP, INP, CLS, FCP and TTFB per page template from the
 * server's JSON log (the "web-vitals" lines of POST /api/vitals). `-` or no file reads standard input,
 * so `docker logs site | npm run vitals -- -` works too.
 *
 * `--write "NOTE"` also puts the report into docs/PERFORMANCE.md's figures:vitals section, under NOTE (say
 * where the log came from, e.g. "lab-generated: the e2e journeys' log").
 */
import { execFileSync } from "node:child_process";
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { printedSection, writeSection } from "./lib/doc-section";
import { formatSummary, vitalsCollector } from "./lib/vitals-report";

async function main() {
  const args = process.argv.slice(2);
  const writeAt = args.indexOf("--write");
  const note = writeAt === -1 ? undefined : args[writeAt + 1];
  if (writeAt !== -1 && !note) throw new Error('--write needs a note: --write "where the log came from"');
  const files = writeAt === -1 ? args : args.filter((_, i) => i !== writeAt && i !== writeAt + 1);
  const collector = vitalsCollector();
  for (const file of files.length ? files : ["-"]) {
    const input = file === "-" ? process.stdin : createReadStream(file);
    for await (const line of createInterface({ input, crlfDelay: Infinity })) collector.add(line);
  }
  const report = formatSummary(collector.summary());
  console.log(report);
  if (note) {
    const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"]).toString().trim();
    const command = `npm run vitals -- ${files.join(" ")} --write "${note}"`;
    writeSection("docs/PERFORMANCE.md", "vitals", `${note}\n\n${printedSection(command, [report], commit)}`);
    console.log("docs/PERFORMANCE.md: the vitals section is written");
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
