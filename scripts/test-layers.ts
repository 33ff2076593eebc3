/**
 * npm test: runs each layer of the suite in order (the npm scripts below), streams its output, stops at
 * the first layer that fails, and ends with each layer's time, so a slow layer is named rather than
 * guessed. Exits with the failing layer's code (1 when it had none), 0 when every layer passed.
 *
 *   npm test                      # every layer
 *   npx tsx scripts/test-layers.ts test:unit test:audit   # only these, in this order
 */
import { spawn } from "node:child_process";

export const LAYERS = ["format:check", "lint", "typecheck", "test:unit", "test:e2e", "test:audit"] as const;

type Result = { layer: string; seconds: number; code: number | null };

function run(layer: string): Promise<Result> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", layer], { stdio: "inherit" });
    const done = (code: number | null) =>
      resolve({ layer, code, seconds: (performance.now() - started) / 1000 });
    child.on("exit", (code, signal) => done(signal ? 1 : code));
    child.on("error", () => done(1));
  });
}

/** "4 min 05 s" or "12.3 s" */
export function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, "0")} s`;
}

/** The summary printed at the end: one line per layer run, then the total. */
export function summary(results: Result[], skipped: readonly string[]): string {
  const width = Math.max(...[...results.map((r) => r.layer), ...skipped, "total"].map((l) => l.length));
  const lines = results.map(
    (r) => `${r.layer.padEnd(width)}  ${r.code === 0 ? "pass" : "FAIL"}  ${formatSeconds(r.seconds)}`,
  );
  for (const layer of skipped) lines.push(`${layer.padEnd(width)}  not run (an earlier layer failed)`);
  const total = results.reduce((sum, r) => sum + r.seconds, 0);
  lines.push(`${"total".padEnd(width)}        ${formatSeconds(total)}`);
  return lines.join("\n");
}

async function main(): Promise<void> {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((layer) => !(LAYERS as readonly string[]).includes(layer));
  if (unknown.length > 0) {
    console.error(`Unknown layer: ${unknown.join(", ")} (layers: ${LAYERS.join(", ")})`);
    process.exit(2);
  }
  const layers = asked.length > 0 ? asked : [...LAYERS];
  const results: Result[] = [];
  for (const layer of layers) {
    console.log(`\n> ${layer}`);
    const result = await run(layer);
    results.push(result);
    if (result.code !== 0) break;
  }
  const skipped = layers.slice(results.length);
  console.log(`\nTest layers:\n${summary(results, skipped)}`);
  const failed = results.find((r) => r.code !== 0);
  process.exit(failed ? failed.code || 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
