/**
 * The owner's report: `npm run report -- [--since DATE] [--until DATE] [--tz ZONE] [--out FILE] LOG...`
 * (server/report/cli.ts). Built to dist/report.js too (esbuild.config.ts), so the Docker image runs
 * `node dist/report.js - < LOG` without tsx.
 *
 * The report's live heap is ~10 MB, but V8 grows its young generation and heap well past that on a long
 * stream before it collects (259 MB peak on a 1 GB log). So the command runs itself again in a child with
 * bounded semi-spaces and heap (docs/PERFORMANCE.md, "Owner's report"), unless those flags are given.
 */
import { spawn } from "node:child_process";
import { runReportCli } from "../server/report/cli";

const HEAP_FLAGS = ["--max-semi-space-size=8", "--max-old-space-size=96"];

if (process.execArgv.some((flag) => flag.startsWith("--max-semi-space-size"))) {
  process.exitCode = await runReportCli(process.argv.slice(2), {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
  });
} else {
  const child = spawn(
    process.execPath,
    [...process.execArgv, ...HEAP_FLAGS, process.argv[1]!, ...process.argv.slice(2)],
    { stdio: "inherit" },
  );
  child.on("exit", (code, signal) => {
    process.exitCode = signal ? 1 : (code ?? 1);
  });
}
