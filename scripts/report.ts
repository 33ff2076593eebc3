/**
 * The owner's report: `npm run report -- [--since DATE] [--until DATE] [--tz ZONE] [--out FILE] LOG...`
 * (server/report/cli.ts). Built to dist/report.js too (esbuild.config.ts), so the Docker image runs
 * `node dist/report.js - < LOG` without tsx.
 */
import { runReportCli } from "../server/report/cli";

process.exitCode = await runReportCli(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
});
