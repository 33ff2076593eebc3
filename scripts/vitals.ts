/**
 * npm run vitals -- LOGFILE [LOGFILE ...]: p75 of LCP, INP, CLS, FCP and TTFB per page template from the
 * server's JSON log (the "web-vitals" lines of POST /api/vitals). `-` or no file reads standard input,
 * so `docker logs site | npm run vitals -- -` works too.
 */
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { formatSummary, vitalsCollector } from "./lib/vitals-report";

async function main() {
  const files = process.argv.slice(2);
  const collector = vitalsCollector();
  for (const file of files.length ? files : ["-"]) {
    const input = file === "-" ? process.stdin : createReadStream(file);
    for await (const line of createInterface({ input, crlfDelay: Infinity })) collector.add(line);
  }
  console.log(formatSummary(collector.summary()));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
