/**
 * Throughput, CPU cost and render-time benchmark of the production server (`npm run bench`, which builds
 * first), and a bounded soak test (`npm run bench -- --soak`).
 *
 * What it answers: how close does the real server (Express, logging, page cache on) come to the fastest a
 * node process on this machine can serve the very same response, in req/s and in CPU time per request?
 * The reference is a bare node:http server that replays the real server's exact status, headers and
 * brotli bytes for GET /. The ratio real/bare req/s removes the machine from the figure; the goal is >= 0.8.
 *
 *   (a) real server (page cache on, WEB_CONCURRENCY=1: one process) on CPU 0; one GET / with
 *       Accept-Encoding: br warms it and captures the response as sent;
 *   (b) bare node:http replay server (a temp script under os.tmpdir()) on CPU 0;
 *   (c) load generator on CPU 1 (wrk, or autocannon in-process when wrk is missing), rounds interleaved
 *       real, bare, real, bare... so a slow drift of the machine (thermal, noisy neighbour) hits both alike;
 *       per run and as the median of each server: req/s, p99 latency and CPU µs per request. CPU per
 *       request = the server's utime + stime (/proc/<pid>/stat, summed over the process and all its
 *       descendants) read right before and right after the wrk run, divided by the requests wrk completed;
 *       it counts everything the server did in that window (logging, GC, idle timers), in steps of one
 *       clock tick (10 ms), and needs Linux (else "n/a");
 *   (d) the same load on a real server with WEB_CONCURRENCY=2 (node:cluster: a primary and two workers),
 *       NOT pinned, and wrk not pinned either: both cores are shared by the two workers, the primary (which
 *       accepts the connections and hands them to the workers) and wrk, so this figure is the machine's
 *       whole capacity rather than a clean per-core one. / is warmed by several GETs on new connections
 *       (the primary deals connections round-robin, so each worker renders and caches its own copy);
 *       ROUNDS runs, median req/s, p99 and CPU µs per request (primary + workers) beside the one-worker
 *       figure of (c). A server that ignores WEB_CONCURRENCY simply runs as one process; the section
 *       then says so;
 *   (e) render time: a real server with PAGE_CACHE=off, 20 warm-up then 200 sequential keep-alive
 *       GET / — median and p95 wall time per request (and the same with the cache on, for reference);
 *   (f) the blog against a fake WordPress with 200 ms per call: cached req/s and p99 of /blog and one
 *       article, and how many upstream calls the runs cost;
 *   and first the machine, so every figure below is read with it.
 *
 * Soak (`--soak` or BENCH_SOAK=1): does the server keep its speed and its memory under long load? ONE real
 * server started like production (NODE_ENV=production, page cache on, WARM_CACHE on, LOG_LEVEL=info, log
 * to a temp file; WEB_CONCURRENCY as exported, default 1 — with 1 it is pinned to CPU 0 and wrk to CPU 1,
 * with more both run unpinned). The soak waits until the start-up warm-up is done ("page cache warmed" in
 * the log from every worker; failing that, after 30 s, a sitemap page answering with an ETag the first time
 * it is asked, a new page from the end of the sitemap up each time), GETs every target once (statuses
 * printed), then runs SOAK_ROUNDS rounds of SOAK_DURATION seconds. A
 * round is FOUR wrk runs back to back, the duration split between them in whole seconds (30: 8+8+7+7):
 * the cached /, the cached /blog, the 404 page (/this-page-does-not-exist) and the sitemap mix (a Lua
 * script, written to the temp dir, whose request() takes the next sitemap URL each time). One run per target
 * rather than one wrk cycling through all of them: each target's own figures show when one path slows down
 * (the 404 page is one shared cached page, and an address answered with it is remembered, so after its
 * first request it costs what a hit costs), where a mixed run would drown a slowdown of one in the others.
 * The sitemap mix crosses the blog's 5-minute lifetime in round 10 with the defaults (warm-up plus 9 x 30 s),
 * which is where expiries show: a run's socket errors are printed by kind (connect, read, write, timeout). Per run: req/s, p99, CPU µs per request (as in (c)),
 * then RSS (VmRSS, /proc/<pid>/status) and anonymous memory (/proc/<pid>/smaps_rollup "Anonymous": V8
 * heap plus native buffers, an upper bound of the heap, not the heap), both summed over the server's
 * processes; the JS heap itself only if the server logs a JSON line with "heapUsed" (bytes, as
 * process.memoryUsage() gives it) — then the newest per process, summed; and the error lines (level >= 50)
 * the server logged meanwhile. At the end, per target: last round's req/s against the first (goal: within
 * 10%), p99 and CPU first -> last; RSS at the end of the first round (already after warm-up) against the
 * end of the last, and whether it grew (by more than 5%). The server logs its "memory" line every 5 s
 * (MEMORY_LOG_SECONDS) in the soak, and after the rounds a table gives, per round, RSS and anonymous memory
 * beside the newest line's rss, heapTotal, heapUsed, external and arrayBuffers, with each one's first ->
 * last: RSS minus heapTotal minus external is memory neither V8 nor Buffers account for (malloc's arenas).
 * The soak's server runs with the Dockerfile's malloc settings (ENV MALLOC_...), unless the caller exports
 * malloc variables of its own (GLIBC_TUNABLES, MALLOC_*, LD_PRELOAD) to compare, and with the node flags of
 * the Dockerfile's CMD (--heap-growing-percent) unless SOAK_NODE_FLAGS says otherwise; both are printed.
 *
 * Env: BENCH_DURATION (seconds per run, default 10), BENCH_ROUNDS (default 3), BENCH_TOOL=autocannon to
 * use autocannon even when wrk exists; soak: SOAK_ROUNDS (default 10), SOAK_DURATION (seconds, default
 * 30), SOAK_NODE_FLAGS (node flags for the server instead of the Dockerfile's; "" for none), WEB_CONCURRENCY. Logging stays on (LOG_LEVEL as given, server default info; info in the soak) like
 * in production; the servers' stdout goes to a temp file so its cost is real but the terminal stays
 * readable. Every child process is stopped at the end, on error and on Ctrl-C.
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

import { printedSection, recordConsole, writeSection } from "./lib/doc-section";
import { imageMallocEnv, imageNodeFlags } from "./lib/image-settings";
import { cpuMeter, memoryOf, processTree } from "./lib/proc-stats";
import { LogScanner, MEMORY_FIGURES, type MemoryFigures, waitForMessage } from "./lib/server-log";
import {
  type Cpu,
  type RawResponse,
  type RunningServer,
  allowedCpus,
  describeError,
  fetchSitemapPaths,
  findTaskset,
  httpGet,
  installCleanupHandlers,
  makeTempDir,
  pinnedCommand,
  removeTempDir,
  ROOT,
  startNodeProcess,
  startServer,
  stopAll,
  track,
} from "./lib/start-server";

const DURATION_S = positiveInt("BENCH_DURATION", 10);
const ROUNDS = positiveInt("BENCH_ROUNDS", 3);
const SOAK_ROUNDS = positiveInt("SOAK_ROUNDS", 10);
const SOAK_DURATION_S = positiveInt("SOAK_DURATION", 30);
const CONNECTIONS = 50;
const RATIO_GOAL = 0.8;
// Soak: the last round's req/s at least this share of the first's.
const SOAK_KEEP_GOAL = 0.9;
// Soak: RSS counts as grown when the last round is this much above the first.
const SOAK_GROWTH_SHARE = 0.05;
const RENDER_WARMUP = 20;
const RENDER_SAMPLES = 200;
const ACCEPT = { "accept-encoding": "br" };
const NOT_FOUND_PATH = "/this-page-does-not-exist";
// Soak: how long to wait for the start-up warm-up, and from when on a deep page's ETag also counts as done.
const WARM_TIMEOUT_MS = 180_000;
const WARM_PROBE_AFTER_MS = 30_000;

function positiveInt(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === "") return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number >= 1, got "${text}"`);
  }
  return value;
}

function soakRequested() {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => arg !== "--soak" && arg !== "--write");
  if (unknown.length > 0) {
    throw new Error(`unknown argument ${unknown.join(" ")} (usage: bench.ts [--soak] [--write])`);
  }
  const env = (process.env.BENCH_SOAK ?? "").toLowerCase();
  return args.includes("--soak") || ["1", "true", "on", "yes"].includes(env);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------------------
// Statistics

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const at = (i: number) => sorted[i] ?? NaN;
  return sorted.length % 2 === 1 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

/** Nearest-rank percentile: a value that was actually observed, no interpolation. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

// ---------------------------------------------------------------------------------------------------------
// Machine

function machineLine() {
  let model = os.cpus()[0]?.model ?? "unknown CPU";
  try {
    const found = /^model name\s*:\s*(.+)$/m.exec(fs.readFileSync("/proc/cpuinfo", "utf8"));
    if (found?.[1]) model = found[1].trim();
  } catch {
    // No /proc (macOS): os.cpus() already gave the model.
  }
  const cores = os.cpus().length;
  const usable = os.availableParallelism();
  return (
    `Machine: ${model}, ${cores} cores${usable !== cores ? ` (${usable} usable)` : ""}, ` +
    `node ${process.version}, ${os.type()} ${os.release()}`
  );
}

// ---------------------------------------------------------------------------------------------------------
// (b) Bare replay server

/**
 * Headers the replay server must not copy: node:http writes its own Date, Connection and Keep-Alive for
 * every response (as it does for the real server), so copying them would send them twice or stale.
 * Everything else, Transfer-Encoding included, is replayed so both servers put the same framing on the wire.
 */
const NOT_REPLAYED = new Set(["date", "connection", "keep-alive"]);

const BARE_SERVER_SOURCE = `// Replays one captured response for every request (written by scripts/bench.ts).
import fs from "node:fs";
import http from "node:http";
const response = fs.readFileSync(new URL("./response.json", import.meta.url), "utf8");
const { status, rawHeaders } = JSON.parse(response);
const body = fs.readFileSync(new URL("./body.bin", import.meta.url));
http
  .createServer((req, res) => {
    res.writeHead(status, rawHeaders);
    res.end(body);
  })
  .listen(Number(process.env.PORT));
`;

async function startBareServer(sample: RawResponse, dir: string, cpu: Cpu) {
  const rawHeaders: string[] = [];
  for (let i = 0; i < sample.rawHeaders.length; i += 2) {
    const [name = "", value = ""] = sample.rawHeaders.slice(i, i + 2);
    if (!NOT_REPLAYED.has(name.toLowerCase())) {
      rawHeaders.push(name, value);
    }
  }
  fs.writeFileSync(path.join(dir, "response.json"), JSON.stringify({ status: sample.status, rawHeaders }));
  fs.writeFileSync(path.join(dir, "body.bin"), sample.body);
  const script = path.join(dir, "bare-server.mjs");
  fs.writeFileSync(script, BARE_SERVER_SOURCE);
  // It answers every path, so "/" works as the readiness probe.
  return startNodeProcess({ args: [script], cpu, label: "bare server", healthPath: "/" });
}

// ---------------------------------------------------------------------------------------------------------
// (c) Load generation

function findWrk() {
  if (process.env.BENCH_TOOL === "autocannon") return null;
  if (fs.existsSync("/usr/bin/wrk")) return "/usr/bin/wrk";
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (dir && fs.existsSync(path.join(dir, "wrk"))) return path.join(dir, "wrk");
  }
  return null;
}

const WRK_UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** req/s, p99 latency (ms), completed requests and error counts from the text wrk prints with --latency. */
type LoadResult = {
  rps: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  errorKinds?: string;
};
type Measured = LoadResult & { cpuUs: number | null };

function parseWrkOutput(text: string): LoadResult {
  const rps = /^Requests\/sec:\s*([\d.]+)/m.exec(text);
  // --latency prints a "Latency Distribution" block whose last line is e.g. "     99%   12.34ms".
  const p99 = /^\s*99%\s+([\d.]+)(us|ms|s|m|h)\s*$/m.exec(text);
  if (!rps || !p99) throw new Error(`could not read req/s and p99 from wrk output:\n${text}`);
  const non2xx = /Non-2xx or 3xx responses:\s*(\d+)/.exec(text);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  const requests = /(\d+) requests in/.exec(text);
  return {
    rps: Number(rps[1]),
    p99Ms: Number(p99[1]) * (WRK_UNIT_MS[p99[2] ?? ""] ?? NaN),
    requests: requests ? Number(requests[1]) : NaN,
    non2xx: non2xx ? Number(non2xx[1]) : 0,
    errors: socket ? socket.slice(1).reduce((total, n) => total + Number(n), 0) : 0,
    // which kind: a timeout (no answer within wrk's 2 s) is a slow server, connect/read/write a refused or cut one
    errorKinds: socket
      ? `connect ${socket[1]}, read ${socket[2]}, write ${socket[3]}, timeout ${socket[4]}`
      : "",
  };
}

/**
 * One wrk run of `durationS` seconds against `url`, on `cpu` (a CPU list such as "0,1" is accepted; the
 * bench process is pinned to the load CPU and children inherit that, so "unpinned" must be said as the
 * full list). `script`: a wrk Lua script (-s) that picks each request's path.
 */
function runWrk(
  wrk: string,
  url: string,
  cpu: Cpu,
  { durationS = DURATION_S, script }: { durationS?: number; script?: string } = {},
): Promise<LoadResult> {
  const { command, args } = pinnedCommand(cpu, wrk, [
    "-t1",
    `-c${CONNECTIONS}`,
    `-d${durationS}s`,
    "--latency",
    "-H",
    "Accept-Encoding: br",
    ...(script ? ["-s", script] : []),
    url,
  ]);
  return new Promise((resolve, reject) => {
    const child = track(spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] }));
    let output = "";
    child.stdout.setEncoding("utf8").on("data", (chunk) => (output += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk) => (output += chunk));
    // wrk stops by itself after -d; this only guards against a hang.
    const guard = setTimeout(() => child.kill("SIGKILL"), (durationS + 30) * 1000);
    child.once("error", (err) => {
      clearTimeout(guard);
      reject(err);
    });
    child.once("exit", (code, signal) => {
      clearTimeout(guard);
      if (code !== 0) reject(new Error(`wrk exited with ${signal ?? `code ${code}`}:\n${output}`));
      else {
        try {
          resolve(parseWrkOutput(output));
        } catch (err) {
          reject(err instanceof Error ? err : new Error(String(err)));
        }
      }
    });
  });
}

/**
 * Fallback without wrk. It runs in this process, which main() has pinned to the load CPU (also for the
 * "unpinned" runs). `paths`: cycled through per connection, like the soak's Lua script.
 */
async function runAutocannon(
  url: string,
  { durationS = DURATION_S, paths }: { durationS?: number; paths?: string[] } = {},
): Promise<LoadResult> {
  const { default: autocannon } = await import("autocannon");
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: durationS,
    headers: ACCEPT,
    ...(paths ? { requests: paths.map((p) => ({ method: "GET", path: p })) } : {}),
  });
  return {
    rps: result.requests.average,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * One load run against `server` plus the CPU the server (all its processes) used for it: cpuUs is
 * microseconds of CPU per completed request, null where /proc is missing.
 */
async function measureLoad(
  server: RunningServer,
  url: string,
  {
    wrk,
    cpu,
    durationS,
    script,
    paths,
  }: { wrk: string | null; cpu: Cpu; durationS?: number; script?: string; paths?: string[] },
): Promise<Measured> {
  const meter = cpuMeter(server.pid);
  const result = wrk
    ? await runWrk(wrk, url, cpu, { durationS, script })
    : await runAutocannon(url, { durationS, paths });
  return { ...result, cpuUs: meter(result.requests) };
}

const fixed = (value: number | null, digits: number, width: number) =>
  (value === null ? "n/a" : value.toFixed(digits)).padStart(width);

const RUN_HEADER = "round  server        req/s   p99 ms  requests  non-2xx  errors  cpu us/req";

function runRow(round: number, name: string, result: Measured) {
  return (
    `${String(round).padStart(5)}  ${name.padEnd(9)} ${fixed(result.rps, 1, 9)} ` +
    `${fixed(result.p99Ms, 2, 8)} ${String(result.requests).padStart(9)} ` +
    `${String(result.non2xx).padStart(8)} ${String(result.errors).padStart(7)} ${fixed(result.cpuUs, 1, 11)}`
  );
}

/** Median req/s, p99 and CPU µs per request of a series of runs (CPU null when it could not be read). */
type Summary = { rps: number; p99Ms: number; cpuUs: number | null };

function summarize(runs: Measured[]): Summary {
  const cpu = runs.map((r) => r.cpuUs).filter((value) => value !== null);
  return {
    rps: median(runs.map((r) => r.rps)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    cpuUs: cpu.length > 0 ? median(cpu) : null,
  };
}

function summaryLine(label: string, summary: Summary, width: number) {
  return (
    `Median ${label.padEnd(width)} ${summary.rps.toFixed(1).padStart(9)} req/s, ` +
    `p99 ${summary.p99Ms.toFixed(2)} ms, cpu ${summary.cpuUs === null ? "n/a" : summary.cpuUs.toFixed(1)} us/req`
  );
}

function problems(runs: Measured[]) {
  return runs.reduce((total, r) => total + r.non2xx + r.errors, 0);
}

// (e) Sequential request timing

/**
 * Wall time of each of `samples` sequential GETs over one keep-alive connection (after `warmup` untimed
 * ones), from sending the request to the last body byte, and the time to the response head.
 */
type Timing = { totals: number[]; firstBytes: number[]; statuses: Map<number, number> };

async function timeSequential(
  url: string,
  { warmup, samples }: { warmup: number; samples: number },
): Promise<Timing> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const totals: number[] = [];
  const firstBytes: number[] = [];
  const statuses = new Map<number, number>();
  try {
    for (let i = 0; i < warmup + samples; i++) {
      const start = process.hrtime.bigint();
      const { status, headAt } = await new Promise<{ status: number; headAt: bigint }>((resolve, reject) => {
        const req = http.get(url, { agent, headers: ACCEPT }, (res) => {
          const headAtNs = process.hrtime.bigint();
          res.resume();
          res.on("error", reject);
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headAt: headAtNs }));
        });
        req.setTimeout(30_000, () => req.destroy(new Error(`GET ${url} timed out`)));
        req.on("error", reject);
      });
      const end = process.hrtime.bigint();
      if (i < warmup) continue;
      totals.push(Number(end - start) / 1e6);
      firstBytes.push(Number(headAt - start) / 1e6);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  } finally {
    agent.destroy();
  }
  return { totals, firstBytes, statuses };
}

function timingLine(label: string, { totals, firstBytes, statuses }: Timing) {
  const codes = [...statuses].map(([status, count]) => `${count}x ${status}`).join(", ");
  return (
    `${label}: median ${median(totals).toFixed(2)} ms, p95 ${percentile(totals, 95).toFixed(2)} ms ` +
    `(first byte: median ${median(firstBytes).toFixed(2)} ms; ${codes})`
  );
}

// ---------------------------------------------------------------------------------------------------------
// Pinning and the benchmark

/**
 * CPU 0 for the measured server, CPU 1 for the load generator (the first two CPUs this process may use,
 * which are 0 and 1 on an unrestricted machine), so they do not compete for one core. This process is
 * pinned to the load CPU as well; its children inherit that, so `allCpus` ("0,1") is what an unpinned
 * child must be started with. All three stay undefined when nothing can be pinned.
 */
type Pinning = { serverCpu?: number; loadCpu?: number; allCpus?: string };

function setUpPinning(): Pinning {
  const taskset = findTaskset();
  const cpus = allowedCpus();
  if (!taskset) {
    console.log("Pinning: taskset not found, nothing is pinned (figures are noisier)");
    return {};
  }
  if (cpus.length < 2) {
    console.log(`Pinning: only CPU ${cpus[0]} is usable, so servers and load generator share it`);
    return {};
  }
  const [serverCpu, loadCpu] = cpus;
  // Pin this process as well (-a: all its threads): it runs autocannon when wrk is missing and the
  // sequential render-time client, neither of which may take the server's CPU.
  // taskset -a walks /proc/<pid>/task and fails when a thread ends between listing and pinning it (node
  // starts and ends short-lived threads of its own), so a failure is retried a few times.
  let pin: ReturnType<typeof spawnSync> | undefined;
  for (let attempt = 0; attempt < 5; attempt++) {
    pin = spawnSync(taskset, ["-a", "-c", "-p", String(loadCpu), String(process.pid)], { encoding: "utf8" });
    if (pin.status === 0) break;
  }
  if (pin?.status !== 0) throw new Error(`taskset could not pin the bench process: ${String(pin?.stderr)}`);
  console.log(`Pinning: servers on CPU ${serverCpu}, load generator on CPU ${loadCpu}`);
  return { serverCpu, loadCpu, allCpus: cpus.join(",") };
}

async function main() {
  installCleanupHandlers();
  const printed = recordConsole();
  const soak = soakRequested();
  console.log(machineLine());
  const pinning = setUpPinning();
  const wrk = findWrk();
  // Temp dir for the replay server, the Lua script and the servers' logs; removed at the end, also after Ctrl-C.
  const dir = makeTempDir("bench-");
  try {
    if (soak) await runSoak({ wrk, pinning, dir });
    else await runBench({ wrk, pinning, dir });
    // --write: what was printed goes into docs/PERFORMANCE.md's figures:bench (or figures:soak) section
    if (process.argv.includes("--write")) {
      const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"]).toString().trim();
      const section = soak ? "soak" : "bench";
      const command = `npm run bench -- ${soak ? "--soak " : ""}--write`;
      writeSection("docs/PERFORMANCE.md", section, printedSection(command, printed(), commit));
      console.log(`docs/PERFORMANCE.md: the ${section} section is written`);
    }
  } finally {
    await stopAll();
    removeTempDir(dir);
  }
}

type Run = { wrk: string | null; pinning: Pinning; dir: string };

async function runBench({ wrk, pinning, dir }: Run) {
  const { serverCpu, loadCpu, allCpus } = pinning;
  const tool = wrk
    ? `wrk -t1 -c${CONNECTIONS} -d${DURATION_S}s --latency -H 'Accept-Encoding: br'`
    : `autocannon (in-process) -c ${CONNECTIONS} -d ${DURATION_S}, Accept-Encoding: br`;
  console.log(`Load: ${tool}, GET /, ${ROUNDS} rounds, real and bare interleaved\n`);

  // (a) Real server, page cache on. PAGE_CACHE is removed rather than set, so the server's default (on)
  // is what gets measured even if the calling shell exported PAGE_CACHE=off. WARM_CACHE=off: the
  // start-up warm-up renders every page in the background and would eat into the first round's CPU;
  // only / is measured, and the GET / below caches it. WEB_CONCURRENCY=1: one process, whatever the
  // shell exported (production's default is one worker per core).
  const real = await startServer({
    env: { NODE_ENV: "production", PAGE_CACHE: undefined, WARM_CACHE: "off", WEB_CONCURRENCY: "1" },
    cpu: serverCpu,
    logFile: path.join(dir, "server-cache-on.log"),
  });
  // The first GET renders and fills the page cache (compressed in the background); the response measured
  // and replayed is a cache hit, the steady state of a production server.
  await httpGet(`${real.origin}/`, { headers: ACCEPT });
  await sleep(1500);
  const sample = await httpGet(`${real.origin}/`, { headers: ACCEPT });
  if (sample.status !== 200) {
    throw new Error(
      `GET / on the real server answered ${sample.status}:\n${sample.body.toString("utf8", 0, 500)}`,
    );
  }
  const encoding = sample.headers["content-encoding"] ?? "none";
  const framing = sample.headers["transfer-encoding"]
    ? `transfer-encoding ${sample.headers["transfer-encoding"]}`
    : `content-length ${sample.headers["content-length"]}`;
  console.log(
    `GET / (real, cache on): ${sample.status}, content-encoding ${encoding}, ${framing}, ` +
      `${sample.body.length} body bytes`,
  );
  if (encoding !== "br") {
    console.log("  note: the server did not answer with brotli; both servers replay what it sent");
  }

  // (b) Bare replay server; check it sends the same status, headers and bytes before trusting the comparison.
  const bare = await startBareServer(sample, dir, serverCpu);
  const replay = await httpGet(`${bare.origin}/`, { headers: ACCEPT });
  const replayedHeaders = (response: RawResponse) =>
    JSON.stringify(
      response.rawHeaders.filter((_, i, all) => !NOT_REPLAYED.has((all[i - (i % 2)] ?? "").toLowerCase())),
    );
  if (
    replay.status !== sample.status ||
    replayedHeaders(replay) !== replayedHeaders(sample) ||
    !replay.body.equals(sample.body)
  ) {
    throw new Error("the bare server does not replay the captured response byte for byte");
  }
  console.log("Bare node:http replay server verified: same status, headers and body bytes\n");

  // (c) Interleaved load rounds, with the servers' CPU time around each run.
  const results: Record<"real" | "bare", Measured[]> = { real: [], bare: [] };
  const targets = { real, bare };
  console.log(RUN_HEADER);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const name of ["real", "bare"] as const) {
      const result = await measureLoad(targets[name], `${targets[name].origin}/`, { wrk, cpu: loadCpu });
      results[name].push(result);
      console.log(runRow(round, name, result));
    }
  }
  const summary = { real: summarize(results.real), bare: summarize(results.bare) };
  console.log("");
  console.log(summaryLine("real server (cache on)", summary.real, 22));
  console.log(summaryLine("bare node:http", summary.bare, 22));
  const ratio = summary.real.rps / summary.bare.rps;
  console.log(
    `Ratio real/bare req/s: ${ratio.toFixed(3)}  ` +
      `goal >= ${RATIO_GOAL}: ${ratio >= RATIO_GOAL ? "met" : "NOT met"}`,
  );
  if (summary.real.cpuUs !== null && summary.bare.cpuUs !== null) {
    console.log(
      `CPU per request real - bare: ${(summary.real.cpuUs - summary.bare.cpuUs).toFixed(1)} us ` +
        `(what the real server spends beyond writing the same bytes)`,
    );
  }
  const failures = problems([...results.real, ...results.bare]);
  if (failures > 0) {
    console.log(`  warning: ${failures} non-2xx responses or socket errors during the runs`);
  }

  // For reference next to the cache-off figure: the same sequential timing with the page cache on.
  const cached = await timeSequential(`${real.origin}/`, {
    warmup: RENDER_WARMUP,
    samples: RENDER_SAMPLES,
  });
  await Promise.all([real.stop(), bare.stop()]);

  // (d) Two workers, unpinned.
  await runTwoWorkers({ wrk, allCpus, dir, single: summary.real });

  // (e) Render time with every request rendering.
  const uncachedServer = await startServer({
    env: { NODE_ENV: "production", PAGE_CACHE: "off", WARM_CACHE: "off", WEB_CONCURRENCY: "1" },
    cpu: serverCpu,
    logFile: path.join(dir, "server-cache-off.log"),
  });
  const uncached = await timeSequential(`${uncachedServer.origin}/`, {
    warmup: RENDER_WARMUP,
    samples: RENDER_SAMPLES,
  });
  await uncachedServer.stop();
  console.log(
    `\n${RENDER_SAMPLES} sequential keep-alive GET / after ${RENDER_WARMUP} warm-up, Accept-Encoding: br`,
  );
  console.log(timingLine("render time of / (cache off)", uncached));
  console.log(timingLine("for reference, cache on     ", cached));

  // (f) The blog against a fake WordPress with 200 ms latency: cached req/s and p99 of /blog and one
  // article beside the home page's, and how many upstream calls the whole run cost (goal: one per key
  // per content TTL).
  const wpScript = path.join(dir, "fake-wordpress.mjs");
  fs.writeFileSync(wpScript, FAKE_WORDPRESS_SOURCE);
  const wp = await startNodeProcess({
    args: [wpScript],
    cpu: loadCpu,
    label: "fake WordPress",
    healthPath: "/__count",
  });
  const blogServer = await startServer({
    env: {
      NODE_ENV: "production",
      WARM_CACHE: "off",
      WEB_CONCURRENCY: "1",
      CONTENT_API_URL: `${wp.origin}/wp-json/wp/v2`,
    },
    cpu: serverCpu,
    logFile: path.join(dir, "server-blog.log"),
  });
  const article = JSON.parse(
    fs.readFileSync(
      path.join(
        ROOT,
        "server/blog/builtin/posts",
        fs.readdirSync(path.join(ROOT, "server/blog/builtin/posts"))[0] ?? "",
      ),
      "utf8",
    ),
  ).slug;
  console.log(`\nBlog against a fake WordPress (200 ms per call), page cache on:`);
  for (const page of ["/blog", `/blog/${article}`]) {
    await httpGet(`${blogServer.origin}${page}`, { headers: ACCEPT });
    await sleep(1500);
    const result = await measureLoad(blogServer, `${blogServer.origin}${page}`, { wrk, cpu: loadCpu });
    console.log(
      `  ${page.padEnd(60)} ${result.rps.toFixed(1).padStart(9)} req/s, p99 ${result.p99Ms.toFixed(2)} ms, ` +
        `cpu ${fixed(result.cpuUs, 1, 0)} us/req`,
    );
  }
  console.log(
    `  ${"/ (median above)".padEnd(60)} ${summary.real.rps.toFixed(1).padStart(9)} req/s, ` +
      `p99 ${summary.real.p99Ms.toFixed(2)} ms, cpu ${fixed(summary.real.cpuUs, 1, 0)} us/req`,
  );
  const count = JSON.parse((await httpGet(`${wp.origin}/__count`)).body.toString("utf8")) as {
    calls: number;
    keys: number;
  };
  console.log(`  upstream calls during the blog runs: ${count.calls} (${count.keys} distinct)`);
  await Promise.all([blogServer.stop(), wp.stop()]);
}

/** Processes of a server that answer requests: the workers of a cluster primary, else the process itself. */
function servingProcesses(server: RunningServer) {
  return Math.max(1, processTree(server.pid).length - 1);
}

/**
 * (d) The same load on a real server with WEB_CONCURRENCY=2, neither it nor wrk pinned (`allCpus`), ROUNDS
 * runs one after the other, beside `single` (the one-worker median of (c)).
 */
async function runTwoWorkers({
  wrk,
  allCpus,
  dir,
  single,
}: {
  wrk: string | null;
  allCpus: string | undefined;
  dir: string;
  single: Summary;
}) {
  const label = "2 workers (unpinned, wrk shares the cores)";
  const logFile = path.join(dir, "server-2-workers.log");
  const server = await startServer({
    env: { NODE_ENV: "production", PAGE_CACHE: undefined, WARM_CACHE: "off", WEB_CONCURRENCY: "2" },
    cpu: allCpus,
    logFile,
  });
  // The primary forks every worker at once, so by the time one answers /healthz all are in the tree;
  // wait until each has logged that it listens, so none is still starting during the first run.
  const workers = servingProcesses(server);
  const listening = await waitForMessage(logFile, "listening on", { count: workers, timeoutMs: 20_000 });
  const shape =
    processTree(server.pid).length > 1
      ? `a primary and ${workers} worker${workers === 1 ? "" : "s"}`
      : "ONE process (the server does not run a cluster for WEB_CONCURRENCY=2)";
  console.log(`\n${label}: WEB_CONCURRENCY=2 runs as ${shape}`);
  if (!listening) console.log('  note: not every worker logged "listening on" within 20 s');
  console.log(
    wrk
      ? `  server and wrk unpinned (CPUs ${allCpus ?? "all"}): the figure includes wrk's own CPU use`
      : "  server unpinned; autocannon runs in this process, pinned to the load CPU",
  );
  // New connections (Connection: close) are dealt to the workers in turn, so each renders and caches /.
  for (let i = 0; i < 3 * workers; i++) {
    await httpGet(`${server.origin}/`, { headers: { ...ACCEPT, connection: "close" } });
  }
  await sleep(1500);
  const check = await httpGet(`${server.origin}/`, { headers: ACCEPT });
  if (check.status !== 200) throw new Error(`GET / on the ${label} server answered ${check.status}`);

  const runs: Measured[] = [];
  console.log(RUN_HEADER);
  for (let round = 1; round <= ROUNDS; round++) {
    const result = await measureLoad(server, `${server.origin}/`, { wrk, cpu: allCpus });
    runs.push(result);
    console.log(runRow(round, "2 workers", result));
  }
  await server.stop();
  const multi = summarize(runs);
  console.log("");
  const width = label.length;
  console.log(summaryLine("1 worker (pinned, wrk on its own core)".padEnd(width), single, width));
  console.log(summaryLine(label, multi, width));
  console.log(`Ratio 2 workers / 1 worker req/s: ${(multi.rps / single.rps).toFixed(3)}`);
  const failures = problems(runs);
  if (failures > 0) {
    console.log(`  warning: ${failures} non-2xx responses or socket errors during the runs`);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Soak

/** A Lua table literal of strings; paths are printable ASCII (the sitemap's are percent-encoded). */
function luaStrings(values: string[]) {
  return `{\n${values.map((value) => `  "${value.replace(/[\\"]/g, "\\$&")}",`).join("\n")}\n}`;
}

const SITEMAP_LUA = (
  paths: string[],
) => `-- Written by scripts/bench.ts --soak: each request takes the next sitemap path, round and round.
local paths = ${luaStrings(paths)}
local requests = {}
local index = 0

-- The raw requests are built once (with the -H headers); request() only hands out the next one.
function init(args)
  for i, p in ipairs(paths) do
    requests[i] = wrk.format("GET", p)
  end
end

function request()
  index = index % #requests + 1
  return requests[index]
end
`;

function mb(value: number | null | undefined) {
  return value === null || value === undefined ? "n/a" : value.toFixed(1);
}

function change(first: number, last: number) {
  const delta = last - first;
  const sign = delta >= 0 ? "+" : "";
  return `${sign}${delta.toFixed(1)} MB (${sign}${((delta / first) * 100).toFixed(1)}%)`;
}

/** `total` whole seconds split over `parts` runs as evenly as wrk's whole-second -d allows (30/4: 8 8 7 7). */
function splitSeconds(total: number, parts: number) {
  const base = Math.floor(total / parts);
  return Array.from({ length: parts }, (_, i) => base + (i < total % parts ? 1 : 0));
}

/** Seconds between the soak server's "memory" lines (MEMORY_LOG_SECONDS). */
const SOAK_MEMORY_LOG_S = 5;

function describeMalloc({ env, from }: ReturnType<typeof imageMallocEnv>) {
  const settings = Object.entries(env).map(([name, value]) => `${name}=${value}`);
  return settings.length === 0 ? "glibc defaults" : `${settings.join(" ")} (from ${from})`;
}

const MEMORY_HEADER =
  "round   RSS MB  anon MB    (process.memoryUsage(), MB:)  rss  heapTotal  heapUsed  external  arrayBuffers";

function memoryRow(round: number, end: End) {
  const figures = end.figures;
  const column = (name: keyof MemoryFigures, width: number) => mb(figures?.[name]).padStart(width);
  return (
    `${String(round).padStart(5)} ${mb(end.rssMb).padStart(8)} ${mb(end.anonMb).padStart(8)} ` +
    `${" ".repeat(29)} ${column("rss", 5)} ${column("heapTotal", 10)} ${column("heapUsed", 9)} ` +
    `${column("external", 9)} ${column("arrayBuffers", 13)}`
  );
}

/** Memory at the end of a soak round: /proc's figures, and the server's own from its newest "memory" line. */
type End = {
  rssMb: number | null;
  anonMb: number | null;
  heapMb: number | null;
  figures: MemoryFigures | null;
};

const SOAK_HEADER =
  "round  target         req/s   p99 ms  requests  non-2xx  errors  cpu us/req   RSS MB  anon MB  heap MB  log errors";

async function runSoak({ wrk, pinning, dir }: Run) {
  if (SOAK_DURATION_S < 4)
    throw new Error("SOAK_DURATION must be at least 4: a round is split over 4 targets");
  const workers = positiveInt("WEB_CONCURRENCY", 1);
  // One process: pinned like the main bench. A cluster needs every core, and wrk then shares them.
  const serverCpu = workers === 1 ? pinning.serverCpu : pinning.allCpus;
  const loadCpu = workers === 1 ? pinning.loadCpu : pinning.allCpus;
  const seconds = splitSeconds(SOAK_DURATION_S, 4);
  const minutes = (SOAK_ROUNDS * SOAK_DURATION_S) / 60;
  console.log(
    `Soak: ${SOAK_ROUNDS} rounds x ${SOAK_DURATION_S} s (${minutes.toFixed(1)} min of load after the warm-up), ` +
      `WEB_CONCURRENCY=${workers}${workers > 1 ? ", server and load generator unpinned" : ""}`,
  );
  console.log(
    wrk
      ? `Load: wrk -t1 -c${CONNECTIONS} --latency -H 'Accept-Encoding: br', per round one run per target ` +
          `(-d ${seconds.join("/")} s)`
      : `Load: autocannon (in-process) -c ${CONNECTIONS}, per round one run per target (${seconds.join("/")} s)`,
  );

  const logFile = path.join(dir, "server-soak.log");
  const malloc = imageMallocEnv();
  const node = imageNodeFlags();
  const startedAt = Date.now();
  const server = await startServer({
    env: {
      NODE_ENV: "production",
      PAGE_CACHE: undefined,
      WARM_CACHE: "on",
      LOG_LEVEL: "info",
      WEB_CONCURRENCY: String(workers),
      // a "memory" line every few seconds: each round's row below is at most this old
      MEMORY_LOG_SECONDS: String(SOAK_MEMORY_LOG_S),
      ...malloc.env,
    },
    cpu: serverCpu,
    logFile,
    nodeFlags: node.flags,
  });
  const serving = servingProcesses(server);
  const paths = (await fetchSitemapPaths(server.origin)).filter((p) => /^[\x21-\x7e]+$/.test(p));
  if (paths.length === 0) throw new Error("the sitemap lists no pages");
  // Done when every worker logged "page cache warmed". Failing that (a server that words it differently), a
  // page that already answers with an ETag (only cached answers carry one) counts as a sign, but only after
  // a while, and each probe asks a page not asked before, from the end of the sitemap up: a probe's own
  // GET renders and caches the page, so asking the same page twice would prove nothing.
  let probeIndex = paths.length;
  let probed: string | undefined;
  const warmedBy = await waitForMessage(logFile, "page cache warmed", {
    count: serving,
    timeoutMs: WARM_TIMEOUT_MS,
    pollMs: 500,
    probe: async () => {
      if (Date.now() - startedAt < WARM_PROBE_AFTER_MS || probeIndex === 0) return false;
      probed = paths[--probeIndex];
      try {
        const res = await httpGet(server.origin + probed, { headers: ACCEPT, timeoutMs: 5_000 });
        return res.status === 200 && Boolean(res.headers.etag);
      } catch {
        return false;
      }
    },
  });
  const warmSeconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  if (warmedBy === "log") {
    console.log(`Warm-up: "page cache warmed" logged by ${serving} process(es) ${warmSeconds} s after start`);
  } else if (warmedBy === "probe") {
    console.log(`Warm-up: ${probed} answered with an ETag ${warmSeconds} s after start (no log line seen)`);
  } else {
    console.log(`Warm-up: NOT confirmed within ${WARM_TIMEOUT_MS / 1000} s; the soak starts anyway`);
  }

  // Every path once, so a wrong status shows here by name and not only as a count in wrk's output.
  const answer = async (p: string) => {
    const res = await httpGet(server.origin + p, { headers: ACCEPT });
    return `${res.status}${res.headers.etag ? " cached" : ""}`;
  };
  const sitemapAnswers = new Map<string, number>();
  for (const p of paths) {
    const key = await answer(p);
    sitemapAnswers.set(key, (sitemapAnswers.get(key) ?? 0) + 1);
  }
  const targets: { name: string; path: string; expect: number; paths?: string[] }[] = [
    { name: "/", path: "/", expect: 200 },
    { name: "/blog", path: "/blog", expect: 200 },
    { name: "404 page", path: NOT_FOUND_PATH, expect: 404 },
    { name: "sitemap", path: "/", expect: 200, paths },
  ];
  const described: string[] = [];
  for (const target of targets.slice(0, 3)) described.push(`${target.path} ${await answer(target.path)}`);
  const sitemapSummary = [...sitemapAnswers].map(([key, count]) => `${count}x ${key}`).join(", ");
  console.log(`Targets: ${described.join(", ")}; sitemap: ${paths.length} paths (${sitemapSummary})`);
  const script = path.join(dir, "soak-sitemap.lua");
  fs.writeFileSync(script, SITEMAP_LUA(paths));

  const scanner = new LogScanner(logFile);
  scanner.scan();
  const baseline = memoryOf(server.pid);
  console.log(
    `Memory after warm-up: RSS ${mb(baseline?.rssMb)} MB, anonymous ${mb(baseline?.anonMb)} MB ` +
      `(${baseline?.processes ?? "?"} process(es)); malloc: ${describeMalloc(malloc)}; node flags: ` +
      `${node.flags.length ? node.flags.join(" ") : "none"} (from ${node.from})\n`,
  );
  console.log(SOAK_HEADER);
  // runs[target name] = that target's run in each round; ends[] = memory and heap at the end of each round.
  const runs = new Map(targets.map((target) => [target.name, [] as Measured[]]));
  const ends: End[] = [];
  let logErrors = 0;
  let unexpected = 0;
  for (let round = 1; round <= SOAK_ROUNDS; round++) {
    for (const [i, target] of targets.entries()) {
      const result = await measureLoad(server, server.origin + target.path, {
        wrk,
        cpu: loadCpu,
        durationS: seconds[i],
        ...(target.paths ? { script, paths: target.paths } : {}),
      });
      const memory = memoryOf(server.pid);
      const log = scanner.scan();
      logErrors += log.errors;
      // wrk counts 3xx and 4xx alike as non-2xx; the 404 page is meant to answer them all.
      unexpected += result.errors + (target.expect === 404 ? result.requests - result.non2xx : result.non2xx);
      runs.get(target.name)?.push(result);
      if (i === targets.length - 1) {
        ends.push({
          rssMb: memory?.rssMb ?? null,
          anonMb: memory?.anonMb ?? null,
          heapMb: log.heapUsedMb,
          figures: log.memory,
        });
      }
      console.log(
        `${String(round).padStart(5)}  ${target.name.padEnd(9)} ${fixed(result.rps, 1, 9)} ` +
          `${fixed(result.p99Ms, 2, 8)} ${String(result.requests).padStart(9)} ` +
          `${String(result.non2xx).padStart(8)} ${String(result.errors).padStart(7)} ` +
          `${fixed(result.cpuUs, 1, 11)} ${mb(memory?.rssMb).padStart(8)} ${mb(memory?.anonMb).padStart(8)} ` +
          `${mb(log.heapUsedMb).padStart(8)} ${String(log.errors).padStart(11)}`,
      );
      if (result.errors > 0 && result.errorKinds) console.log(`       socket errors: ${result.errorKinds}`);
    }
  }
  const logSize = fs.statSync(logFile).size;
  await server.stop();

  console.log("");
  console.log(
    "anon MB = resident memory not backed by a file (V8 heap + native buffers), summed over the server's " +
      "processes; an upper bound of the heap, not the heap. Memory is read after each run.",
  );
  if (ends.every((end) => end.heapMb === null)) {
    console.log('heap MB: n/a, the server logs no "heapUsed" line.');
  } else {
    console.log(
      `\nMemory at the end of each round: RSS and anonymous from /proc as above; then the server's newest ` +
        `"memory" line (logged every ${SOAK_MEMORY_LOG_S} s, so at most that old), summed over its processes. ` +
        "rss minus heapTotal minus external is what neither V8 nor Buffers account for (code, malloc's " +
        "free lists and thread arenas, thread stacks).",
    );
    console.log(MEMORY_HEADER);
    for (const [i, end] of ends.entries()) console.log(memoryRow(i + 1, end));
  }
  const missed: string[] = [];
  console.log(
    `req/s, round 1 -> round ${SOAK_ROUNDS} (goal: last within 10% of first, last/first >= ${SOAK_KEEP_GOAL}):`,
  );
  for (const target of targets) {
    const series = runs.get(target.name) ?? [];
    const first = series[0];
    const last = series.at(-1);
    if (!first || !last) continue;
    const keep = last.rps / first.rps;
    if (keep < SOAK_KEEP_GOAL) missed.push(target.name);
    console.log(
      `  ${target.name.padEnd(9)} ${first.rps.toFixed(1).padStart(9)} -> ${last.rps.toFixed(1).padStart(9)} ` +
        `req/s, last/first ${keep.toFixed(3)}; p99 ${first.p99Ms.toFixed(2)} -> ${last.p99Ms.toFixed(2)} ms; ` +
        `cpu ${fixed(first.cpuUs, 1, 0)} -> ${fixed(last.cpuUs, 1, 0)} us/req`,
    );
  }
  console.log(
    `  goal ${missed.length === 0 ? "met for every target" : `NOT met for ${missed.join(", ")}`}` +
      (SOAK_ROUNDS === 1 ? " (only one round: first and last are the same run)" : ""),
  );
  const memoryLine = (name: string, value: (end: End) => number | null | undefined) => {
    const values = ends.map((end) => value(end) ?? null);
    const first = values[0] ?? null;
    const last = values.at(-1) ?? null;
    if (first === null || last === null) return `${name}: n/a`;
    const grew = last - first > first * SOAK_GROWTH_SHARE;
    const rises = values.slice(1).filter((v, i) => (v ?? 0) > (values[i] ?? 0)).length;
    return (
      `${name}, end of round 1 -> end of round ${ends.length}: ${mb(first)} -> ${mb(last)} MB, ` +
      `${change(first, last)}: ${grew ? "GREW" : `did not grow by more than ${SOAK_GROWTH_SHARE * 100}%`}; ` +
      `rose in ${rises} of ${ends.length - 1} round-to-round steps`
    );
  };
  console.log(memoryLine("RSS (after warm-up)", (end) => end.rssMb));
  console.log(memoryLine("anonymous memory", (end) => end.anonMb));
  if (ends.some((end) => end.figures !== null)) {
    for (const name of MEMORY_FIGURES.slice(1)) {
      console.log(memoryLine(`${name} (from the log)`, (end) => end.figures?.[name]));
    }
  }
  console.log(
    `unexpected answers or socket errors: ${unexpected}; error lines in the server log during the soak: ` +
      `${logErrors}; log size ${(logSize / (1024 * 1024)).toFixed(1)} MB`,
  );
}

// A fake WordPress for (f): the built-in posts in REST shape, 200 ms per call, counting calls.
const FAKE_WORDPRESS_SOURCE = `
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
const dir = ${JSON.stringify(path.join(ROOT, "server/blog/builtin/posts"))};
const posts = fs.readdirSync(dir).map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")));
posts.sort((a, b) => b.date.localeCompare(a.date));
let calls = 0;
const keys = new Set();
http.createServer((req, res) => {
  const url = new URL(req.url, "http://x");
  if (url.pathname === "/__count") return res.end(JSON.stringify({ calls, keys: keys.size }));
  calls++;
  keys.add(url.pathname + url.search);
  setTimeout(() => {
    res.setHeader("content-type", "application/json");
    if (url.pathname.endsWith("/categories")) {
      return res.end(JSON.stringify([2, 3, 4, 5, 6, 7].map((id) => ({ id, name: "Category " + id, slug: "category-" + id, count: 3 }))));
    }
    const slug = url.searchParams.get("slug");
    if (slug) return res.end(JSON.stringify(posts.filter((p) => p.slug === slug)));
    const perPage = Number(url.searchParams.get("per_page") || 10);
    const page = Number(url.searchParams.get("page") || 1);
    res.setHeader("x-wp-total", String(posts.length));
    res.setHeader("x-wp-totalpages", String(Math.ceil(posts.length / perPage)));
    res.end(JSON.stringify(posts.slice((page - 1) * perPage, page * perPage)));
  }, 200);
}).listen(Number(process.env.PORT));
`;

main().catch(async (err) => {
  console.error(`bench: ${describeError(err)}`);
  await stopAll();
  process.exitCode = 1;
});
