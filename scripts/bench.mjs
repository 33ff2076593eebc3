/**
 * Throughput and render-time benchmark of the production server (`npm run bench`, which builds first).
 *
 * What it answers: how close does the real server (Express, logging, page cache on) come to the fastest a
 * node process on this machine can serve the very same response? The reference is a bare node:http
 * server that replays the real server's exact status, headers and brotli bytes for GET /. The ratio
 * real/bare req/s removes the machine from the figure; the goal is >= 0.8.
 *
 *   (a) real server (page cache on) on CPU 0; one GET / with Accept-Encoding: br warms it and captures the
 *       response as sent;
 *   (b) bare node:http replay server (a temp script under os.tmpdir()) on CPU 0;
 *   (c) load generator on CPU 1 (wrk, or autocannon in-process when wrk is missing), rounds interleaved
 *       real, bare, real, bare... so a slow drift of the machine (thermal, noisy neighbour) hits both alike;
 *       median req/s and p99 latency of each, and the ratio;
 *   (d) render time: a second real server with PAGE_CACHE=off, 20 warm-up then 200 sequential keep-alive
 *       GET / — median and p95 wall time per request;
 *   (e) the machine (printed first, so every figure below is read with it).
 *
 * Env: BENCH_DURATION (seconds per run, default 10), BENCH_ROUNDS (default 3), BENCH_TOOL=autocannon to
 * use autocannon even when wrk exists. Logging stays on (LOG_LEVEL as given, server default info) like in
 * production; the servers' stdout goes to a temp file so its cost is real but the terminal stays readable.
 * Every child process is stopped at the end, on error and on Ctrl-C.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

import {
  allowedCpus,
  describeError,
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
} from "./lib/start-server.mjs";

const DURATION_S = positiveInt("BENCH_DURATION", 10);
const ROUNDS = positiveInt("BENCH_ROUNDS", 3);
const CONNECTIONS = 50;
const RATIO_GOAL = 0.8;
const RENDER_WARMUP = 20;
const RENDER_SAMPLES = 200;
const ACCEPT = { "accept-encoding": "br" };

function positiveInt(name, fallback) {
  const text = process.env[name];
  if (text === undefined || text === "") return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number >= 1, got "${text}"`);
  }
  return value;
}

// ---------------------------------------------------------------------------------------------------------
// Statistics

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Nearest-rank percentile: a value that was actually observed, no interpolation. */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

// ---------------------------------------------------------------------------------------------------------
// (e) Machine

function machineLine() {
  let model = os.cpus()[0]?.model ?? "unknown CPU";
  try {
    const found = /^model name\s*:\s*(.+)$/m.exec(fs.readFileSync("/proc/cpuinfo", "utf8"));
    if (found) model = found[1].trim();
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

const BARE_SERVER_SOURCE = `// Replays one captured response for every request (written by scripts/bench.mjs).
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

async function startBareServer(sample, dir, cpu) {
  const rawHeaders = [];
  for (let i = 0; i < sample.rawHeaders.length; i += 2) {
    if (!NOT_REPLAYED.has(sample.rawHeaders[i].toLowerCase())) {
      rawHeaders.push(sample.rawHeaders[i], sample.rawHeaders[i + 1]);
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

const WRK_UNIT_MS = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** req/s, p99 latency (ms) and error counts from the text wrk prints with --latency. */
function parseWrkOutput(text) {
  const rps = /^Requests\/sec:\s*([\d.]+)/m.exec(text);
  // --latency prints a "Latency Distribution" block whose last line is e.g. "     99%   12.34ms".
  const p99 = /^\s*99%\s+([\d.]+)(us|ms|s|m|h)\s*$/m.exec(text);
  if (!rps || !p99) throw new Error(`could not read req/s and p99 from wrk output:\n${text}`);
  const non2xx = /Non-2xx or 3xx responses:\s*(\d+)/.exec(text);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  const requests = /(\d+) requests in/.exec(text);
  return {
    rps: Number(rps[1]),
    p99Ms: Number(p99[1]) * WRK_UNIT_MS[p99[2]],
    requests: requests ? Number(requests[1]) : NaN,
    non2xx: non2xx ? Number(non2xx[1]) : 0,
    errors: socket ? socket.slice(1).reduce((total, n) => total + Number(n), 0) : 0,
  };
}

function runWrk(wrk, url, cpu) {
  const { command, args } = pinnedCommand(cpu, wrk, [
    "-t1",
    `-c${CONNECTIONS}`,
    `-d${DURATION_S}s`,
    "--latency",
    "-H",
    "Accept-Encoding: br",
    url,
  ]);
  return new Promise((resolve, reject) => {
    const child = track(spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] }));
    let output = "";
    child.stdout.setEncoding("utf8").on("data", (chunk) => (output += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk) => (output += chunk));
    // wrk stops by itself after -d; this only guards against a hang.
    const guard = setTimeout(() => child.kill("SIGKILL"), (DURATION_S + 30) * 1000);
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
          reject(err);
        }
      }
    });
  });
}

/** Fallback without wrk. It runs in this process, which main() has pinned to the load CPU. */
async function runAutocannon(url) {
  const { default: autocannon } = await import("autocannon");
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: ACCEPT });
  return {
    rps: result.requests.average,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

// ---------------------------------------------------------------------------------------------------------
// (d) Sequential request timing

/**
 * Wall time of each of `samples` sequential GETs over one keep-alive connection (after `warmup` untimed
 * ones), from sending the request to the last body byte, and the time to the response head.
 */
async function timeSequential(url, { warmup, samples }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const totals = [];
  const firstBytes = [];
  const statuses = new Map();
  try {
    for (let i = 0; i < warmup + samples; i++) {
      const start = process.hrtime.bigint();
      const { status, headAt } = await new Promise((resolve, reject) => {
        const req = http.get(url, { agent, headers: ACCEPT }, (res) => {
          const headAtNs = process.hrtime.bigint();
          res.resume();
          res.on("error", reject);
          res.on("end", () => resolve({ status: res.statusCode, headAt: headAtNs }));
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

function timingLine(label, { totals, firstBytes, statuses }) {
  const codes = [...statuses].map(([status, count]) => `${count}x ${status}`).join(", ");
  return (
    `${label}: median ${median(totals).toFixed(2)} ms, p95 ${percentile(totals, 95).toFixed(2)} ms ` +
    `(first byte: median ${median(firstBytes).toFixed(2)} ms; ${codes})`
  );
}

// ---------------------------------------------------------------------------------------------------------

async function main() {
  installCleanupHandlers();
  console.log(machineLine());

  // CPU 0 for the measured server, CPU 1 for the load generator (the first two CPUs this process may use,
  // which are 0 and 1 on an unrestricted machine), so they do not compete for one core.
  const taskset = findTaskset();
  const cpus = allowedCpus();
  let serverCpu;
  let loadCpu;
  if (!taskset) {
    console.log("Pinning: taskset not found, nothing is pinned (figures are noisier)");
  } else if (cpus.length < 2) {
    console.log(`Pinning: only CPU ${cpus[0]} is usable, so servers and load generator share it`);
  } else {
    [serverCpu, loadCpu] = cpus;
    // Pin this process as well (-a: all its threads): it runs autocannon when wrk is missing and the
    // sequential render-time client, neither of which may take the server's CPU.
    const pin = spawnSync(taskset, ["-a", "-c", "-p", String(loadCpu), String(process.pid)], {
      encoding: "utf8",
    });
    if (pin.status !== 0) throw new Error(`taskset could not pin the bench process: ${pin.stderr}`);
    console.log(`Pinning: servers on CPU ${serverCpu}, load generator on CPU ${loadCpu}`);
  }

  const wrk = findWrk();
  const tool = wrk
    ? `wrk -t1 -c${CONNECTIONS} -d${DURATION_S}s --latency -H 'Accept-Encoding: br'`
    : `autocannon (in-process) -c ${CONNECTIONS} -d ${DURATION_S}, Accept-Encoding: br`;
  console.log(`Load: ${tool}, GET /, ${ROUNDS} rounds, real and bare interleaved\n`);

  // Temp dir for the replay server and the servers' logs; removed at the end, also after Ctrl-C.
  const dir = makeTempDir("bench-");
  try {
    // (a) Real server, page cache on. PAGE_CACHE is removed rather than set, so the server's default (on)
    // is what gets measured even if the calling shell exported PAGE_CACHE=off. WARM_CACHE=off: the
    // start-up warm-up renders every page in the background and would eat into the first round's CPU;
    // only / is measured, and the GET / below caches it.
    const real = await startServer({
      env: { NODE_ENV: "production", PAGE_CACHE: undefined, WARM_CACHE: "off" },
      cpu: serverCpu,
      logFile: path.join(dir, "server-cache-on.log"),
    });
    // The first GET renders and fills the page cache (compressed in the background); the response measured
    // and replayed is a cache hit, the steady state of a production server.
    await httpGet(`${real.origin}/`, { headers: ACCEPT });
    await new Promise((resolve) => setTimeout(resolve, 1500));
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
    const replayedHeaders = (response) =>
      JSON.stringify(
        response.rawHeaders.filter((_, i, all) => !NOT_REPLAYED.has(all[i - (i % 2)].toLowerCase())),
      );
    if (
      replay.status !== sample.status ||
      replayedHeaders(replay) !== replayedHeaders(sample) ||
      !replay.body.equals(sample.body)
    ) {
      throw new Error("the bare server does not replay the captured response byte for byte");
    }
    console.log("Bare node:http replay server verified: same status, headers and body bytes\n");

    // (c) Interleaved load rounds.
    const results = { real: [], bare: [] };
    const targets = { real, bare };
    console.log("round  server     req/s   p99 ms  requests  non-2xx  errors");
    for (let round = 1; round <= ROUNDS; round++) {
      for (const name of ["real", "bare"]) {
        const url = `${targets[name].origin}/`;
        const result = wrk ? await runWrk(wrk, url, loadCpu) : await runAutocannon(url);
        results[name].push(result);
        console.log(
          `${String(round).padStart(5)}  ${name.padEnd(6)} ${result.rps.toFixed(1).padStart(9)} ` +
            `${result.p99Ms.toFixed(2).padStart(8)} ${String(result.requests).padStart(9)} ` +
            `${String(result.non2xx).padStart(8)} ${String(result.errors).padStart(7)}`,
        );
      }
    }
    const summary = {};
    for (const name of ["real", "bare"]) {
      summary[name] = {
        rps: median(results[name].map((r) => r.rps)),
        p99Ms: median(results[name].map((r) => r.p99Ms)),
      };
    }
    console.log("");
    for (const name of ["real", "bare"]) {
      const label = name === "real" ? "real server (cache on)" : "bare node:http";
      console.log(
        `Median ${label.padEnd(22)} ${summary[name].rps.toFixed(1).padStart(9)} req/s, ` +
          `p99 ${summary[name].p99Ms.toFixed(2)} ms`,
      );
    }
    const ratio = summary.real.rps / summary.bare.rps;
    console.log(
      `Ratio real/bare req/s: ${ratio.toFixed(3)}  ` +
        `goal >= ${RATIO_GOAL}: ${ratio >= RATIO_GOAL ? "met" : "NOT met"}`,
    );
    const failures = [...results.real, ...results.bare].reduce((total, r) => total + r.non2xx + r.errors, 0);
    if (failures > 0) {
      console.log(`  warning: ${failures} non-2xx responses or socket errors during the runs`);
    }

    // For reference next to the cache-off figure: the same sequential timing with the page cache on.
    const cached = await timeSequential(`${real.origin}/`, {
      warmup: RENDER_WARMUP,
      samples: RENDER_SAMPLES,
    });
    await Promise.all([real.stop(), bare.stop()]);

    // (d) Render time with every request rendering.
    const uncachedServer = await startServer({
      env: { NODE_ENV: "production", PAGE_CACHE: "off", WARM_CACHE: "off" },
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

    // (e) The blog against a fake WordPress with 200 ms latency: cached req/s and p99 of /blog and one
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
      env: { NODE_ENV: "production", WARM_CACHE: "off", CONTENT_API_URL: `${wp.origin}/wp-json/wp/v2` },
      cpu: serverCpu,
      logFile: path.join(dir, "server-blog.log"),
    });
    const article = JSON.parse(
      fs.readFileSync(
        path.join(
          ROOT,
          "server/content/builtin/posts",
          fs.readdirSync(path.join(ROOT, "server/content/builtin/posts"))[0],
        ),
        "utf8",
      ),
    ).slug;
    console.log(`\nBlog against a fake WordPress (200 ms per call), page cache on:`);
    for (const page of ["/blog", `/blog/${article}`]) {
      await httpGet(`${blogServer.origin}${page}`, { headers: ACCEPT });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const result = wrk
        ? await runWrk(wrk, `${blogServer.origin}${page}`, loadCpu)
        : await runAutocannon(`${blogServer.origin}${page}`);
      console.log(
        `  ${page.padEnd(60)} ${result.rps.toFixed(1).padStart(9)} req/s, p99 ${result.p99Ms.toFixed(2)} ms`,
      );
    }
    console.log(
      `  ${"/ (median above)".padEnd(60)} ${summary.real.rps.toFixed(1).padStart(9)} req/s, p99 ${summary.real.p99Ms.toFixed(2)} ms`,
    );
    const count = JSON.parse((await httpGet(`${wp.origin}/__count`)).body.toString("utf8"));
    console.log(`  upstream calls during the blog runs: ${count.calls} (${count.keys} distinct)`);
    await Promise.all([blogServer.stop(), wp.stop()]);
  } finally {
    await stopAll();
    removeTempDir(dir);
  }
}

// A fake WordPress for (e): the built-in posts in REST shape, 200 ms per call, counting calls.
const FAKE_WORDPRESS_SOURCE = `
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
const dir = ${JSON.stringify(path.join(ROOT, "server/content/builtin/posts"))};
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
