/**
 * npm test: runs each layer of the suite (the npm scripts below), stops at the first layer that fails, and
 * ends with each layer's time, so a slow layer is named rather than guessed. Exits with the failing layer's
 * code (1 when it had none), 0 when every layer passed.
 *
 * The static layers (format:check, lint, typecheck) run at the same time: each is mostly one process on one
 * core, so on two cores they overlap instead of queueing (measured on the busy 2-core machine: 6 min 30 s
 * one after another, 5 min 46 s side by side, at load average 19-36). Their output is buffered and printed
 * per layer, in order, once all three are done. The other layers run one after another, output streamed.
 *
 *   npm test                      # every layer
 *   npx tsx scripts/test-layers.ts test:unit test:audit   # only these, in this order
 *   npx tsx scripts/test-layers.ts --write cold   # every layer; the summary into docs/PERFORMANCE.md
 *
 * `--write cold` or `--write warm` puts the summary into PERFORMANCE.md's `figures:layers-cold` or
 * `figures:layers-warm` section: cold after `rm -rf node_modules/.cache` (a fresh clone), warm on a rerun.
 */
import { execFileSync, spawn } from "node:child_process";
import { loadavg } from "node:os";
import { printedSection, writeSection } from "./lib/doc-section";

export const LAYERS = [
  "format:check",
  "lint",
  "typecheck",
  "test:unit",
  "test:e2e",
  "test:size",
  "test:audit",
] as const;
/** The layers run side by side (when several are asked, they start together, before the others). */
export const CONCURRENT_LAYERS: readonly string[] = ["format:check", "lint", "typecheck"];

export type Result = { layer: string; seconds: number; code: number | null };

/** Runs one layer; with `buffered`, its output (stdout and stderr as they came) is returned, not shown. */
function run(layer: string, buffered: boolean): Promise<Result & { output: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", layer], {
      stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    const chunks: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => chunks.push(chunk));
    let settled = false;
    const done = (code: number | null) => {
      if (settled) return;
      settled = true;
      const output = Buffer.concat(chunks).toString("utf8");
      resolve({ layer, code, seconds: (performance.now() - started) / 1000, output });
    };
    // "close" (not "exit"): every byte of the piped output has been read
    child.on("close", (code, signal) => done(signal ? 1 : code));
    child.on("error", () => done(1));
  });
}

/** "4 min 05 s" or "12.3 s" */
export function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, "0")} s`;
}

/**
 * The summary printed at the end: one line per layer run, then the total. Layers that ran side by side
 * are marked; the total is the wall time (`wallSeconds`), which is then less than the sum of the lines.
 */
export function summary(
  results: (Result & { concurrent?: boolean })[],
  skipped: readonly string[],
  wallSeconds = results.reduce((sum, r) => sum + r.seconds, 0),
): string {
  const width = Math.max(...[...results.map((r) => r.layer), ...skipped, "total"].map((l) => l.length));
  const lines = results.map(
    (r) =>
      `${r.layer.padEnd(width)}  ${r.code === 0 ? "pass" : "FAIL"}  ${formatSeconds(r.seconds)}` +
      (r.concurrent ? "  (side by side)" : ""),
  );
  for (const layer of skipped) lines.push(`${layer.padEnd(width)}  not run (an earlier layer failed)`);
  lines.push(`${"total".padEnd(width)}        ${formatSeconds(wallSeconds)}`);
  return lines.join("\n");
}

async function main(): Promise<void> {
  const started = performance.now();
  const args = process.argv.slice(2);
  const writeAt = args.indexOf("--write");
  const label = writeAt === -1 ? null : args[writeAt + 1];
  if (writeAt !== -1 && label !== "cold" && label !== "warm") {
    console.error("--write takes cold or warm");
    process.exit(2);
  }
  const asked = writeAt === -1 ? args : args.filter((_, i) => i !== writeAt && i !== writeAt + 1);
  const loadBefore = loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
  const unknown = asked.filter((layer) => !(LAYERS as readonly string[]).includes(layer));
  if (unknown.length > 0) {
    console.error(`Unknown layer: ${unknown.join(", ")} (layers: ${LAYERS.join(", ")})`);
    process.exit(2);
  }
  const layers = asked.length > 0 ? asked : [...LAYERS];
  const together = layers.filter((layer) => CONCURRENT_LAYERS.includes(layer));
  const rest = together.length > 1 ? layers.filter((layer) => !together.includes(layer)) : layers;
  const results: (Result & { concurrent?: boolean })[] = [];
  if (together.length > 1) {
    console.log(`\n> ${together.join(", ")} (side by side; each one's output follows when all are done)`);
    const outcomes = await Promise.all(together.map((layer) => run(layer, true)));
    for (const { output, ...result } of outcomes) {
      console.log(`\n> ${result.layer} (${result.code === 0 ? "pass" : "FAIL"})`);
      if (output) process.stdout.write(output.endsWith("\n") ? output : `${output}\n`);
      results.push({ ...result, concurrent: true });
    }
  }
  if (results.every((r) => r.code === 0)) {
    for (const layer of rest) {
      console.log(`\n> ${layer}`);
      const { output: _unused, ...result } = await run(layer, false);
      results.push(result);
      if (result.code !== 0) break;
    }
  }
  const ran = new Set(results.map((r) => r.layer));
  const skipped = layers.filter((layer) => !ran.has(layer));
  const wall = (performance.now() - started) / 1000;
  const table = summary(results, skipped, wall);
  console.log(`\nTest layers:\n${table}`);
  const failed = results.find((r) => r.code !== 0);
  if (label && !failed) {
    const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"]).toString().trim();
    const command = `npx tsx scripts/test-layers.ts --write ${label}${asked.length ? ` ${asked.join(" ")}` : ""}`;
    const lines = [`load average before ${loadBefore}`, ...table.split("\n")];
    writeSection("docs/PERFORMANCE.md", `layers-${label}`, printedSection(command, lines, commit));
    console.log(`wrote the summary into docs/PERFORMANCE.md (figures:layers-${label})`);
  }
  process.exit(failed ? failed.code || 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
