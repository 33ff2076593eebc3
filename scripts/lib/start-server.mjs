/**
 * Shared helpers for the measurement scripts (scripts/size.mjs, scripts/bench.mjs).
 *
 * They start the built production server (or any small node script) on a free port, optionally pinned to
 * one CPU, wait until it answers, and make sure every child process is stopped again — also when a script
 * throws or the user presses Ctrl-C, so no orphaned server keeps a port or a CPU busy between runs.
 *
 * Only node built-ins are used so the helpers work without anything beyond `npm ci`.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

/** Project root, resolved from this file so the scripts work from any working directory. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const SERVER_ENTRY = path.join(ROOT, "dist", "server", "index.js");
export const CLIENT_DIR = path.join(ROOT, "dist", "client");

const READY_TIMEOUT_MS = 20_000;
const READY_POLL_MS = 100;
// A server that ignores SIGTERM must not hang the script forever; after this it gets SIGKILL. Longer than
// the server's own 10 s grace for in-flight requests, so a graceful shutdown is never cut short.
const STOP_TIMEOUT_MS = 12_000;
const TAIL_CHARS = 4_000;

/** Every child process still running, so cleanup can reach them from signal and exit handlers. */
const children = new Set();

/**
 * A port that is free right now: the OS picks one for a throwaway listener, which is closed again.
 * Listening on the unspecified address (dual stack) makes sure the port is free on every interface the
 * server might bind (it binds 0.0.0.0 by default). There is a small race until the server binds it,
 * which is acceptable for a local measurement.
 */
export function getFreePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

let tasksetPath;
/** Absolute path of taskset(1) when it is on PATH, else null (e.g. macOS): pinning is then skipped. */
export function findTaskset() {
  if (tasksetPath === undefined) {
    tasksetPath = null;
    for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
      const candidate = dir && path.join(dir, "taskset");
      if (candidate && fs.existsSync(candidate)) {
        tasksetPath = candidate;
        break;
      }
    }
  }
  return tasksetPath;
}

/**
 * Wrap a command in `taskset -c <cpu>` when a CPU is requested and taskset exists. taskset execs the
 * command in place, so the child's pid is the command itself and signals reach it directly.
 */
export function pinnedCommand(cpu, command, args) {
  const taskset = cpu === undefined || cpu === null ? null : findTaskset();
  return taskset ? { command: taskset, args: ["-c", String(cpu), command, ...args] } : { command, args };
}

/**
 * CPUs this process may run on (a container or cgroup may restrict them), read through taskset so the
 * answer matches what taskset will accept. Falls back to 0..n-1.
 */
export function allowedCpus() {
  const taskset = findTaskset();
  if (taskset) {
    const result = spawnSync(taskset, ["-cp", String(process.pid)], { encoding: "utf8" });
    const list = /list:\s*([\d,\s-]+)/.exec(result.stdout ?? "")?.[1];
    if (list) {
      const cpus = [];
      for (const part of list.split(",")) {
        const [from, to = from] = part.trim().split("-").map(Number);
        for (let cpu = from; cpu <= to; cpu++) cpus.push(cpu);
      }
      if (cpus.length > 0) return cpus;
    }
  }
  return Array.from({ length: os.availableParallelism() }, (_, i) => i);
}

/** Register a child so stopAll() and the signal handlers can reach it; it unregisters itself on exit. */
export function track(child) {
  children.add(child);
  child.once("exit", () => children.delete(child));
  // A spawn failure (ENOENT) emits "error" and never "exit".
  child.once("error", () => children.delete(child));
  return child;
}

function hasExited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

/** SIGTERM (so the server can shut down gracefully), SIGKILL after a grace period; resolves once gone. */
export async function stopChild(child) {
  if (hasExited(child) || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

export async function stopAll() {
  await Promise.all([...children].map((child) => stopChild(child)));
}

let handlersInstalled = false;
/**
 * Stop every child on Ctrl-C / kill and on exit. Call once at the start of a script. The terminal also
 * sends SIGINT to the children themselves, but a `kill <pid>` of the script or an exception would not.
 */
export function installCleanupHandlers() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143],
    ["SIGHUP", 129],
  ]) {
    process.once(signal, () => {
      process.stderr.write(`\n${signal}: stopping child processes...\n`);
      stopAll().finally(() => process.exit(code));
    });
  }
  // Last resort for paths that skip the async cleanup (process.exit elsewhere, a crash): "exit" handlers
  // must be synchronous, so the signal can only be sent here, not awaited.
  process.on("exit", () => {
    for (const child of children) child.kill("SIGTERM");
  });
}

/** Temp dirs made here, removed again by their owner or, after Ctrl-C or a crash, when the process exits. */
const tempDirs = new Set();
let tempExitHookInstalled = false;

export function makeTempDir(prefix) {
  if (!tempExitHookInstalled) {
    tempExitHookInstalled = true;
    process.on("exit", () => {
      for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
    });
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

export function removeTempDir(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Minimal HTTP GET on node:http that returns the body exactly as sent (no automatic decompression, unlike
 * fetch), plus status and raw headers. bench.mjs needs the compressed bytes as they went over the wire.
 * Pass `agent` to reuse a keep-alive connection; by default a fresh connection is used and closed.
 */
export function httpGet(url, { headers = {}, agent = false, timeoutMs = 30_000 } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () =>
        resolve({
          status: res.statusCode,
          headers: res.headers,
          rawHeaders: res.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`GET ${url} timed out after ${timeoutMs} ms`)));
    req.on("error", reject);
  });
}

/** Body of a response decoded according to its Content-Encoding (for callers that want the content). */
export function decodeBody({ headers, body }) {
  const encoding = String(headers["content-encoding"] ?? "identity").toLowerCase();
  if (encoding === "br") return zlib.brotliDecompressSync(body);
  if (encoding === "gzip" || encoding === "x-gzip") return zlib.gunzipSync(body);
  if (encoding === "deflate") return zlib.inflateSync(body);
  return body;
}

function tailOfFile(file) {
  try {
    return fs.readFileSync(file, "utf8").slice(-TAIL_CHARS);
  } catch {
    return "";
  }
}

/**
 * Spawn `node <args>` with PORT set to a free port, optionally pinned to `cpu`, and wait until
 * GET <healthPath> gives a status accepted by `isReady` (default: 200).
 *
 * env: merged over process.env; a value of undefined removes the variable (e.g. an inherited PAGE_CACHE).
 * logFile: where the child's stdout (the request log) goes; default a temp file removed by stop(). Logging
 * stays on so its cost is part of what is measured, but it must not flood the terminal; a file rather
 * than /dev/null so a server that logs its fatal error (pino writes to stdout) can be diagnosed.
 * The child's stderr is kept (last few KB) for the error message when the process does not come up.
 */
export async function startNodeProcess({
  args,
  env = {},
  cpu,
  label = "server",
  healthPath = "/healthz",
  isReady = (status) => status === 200,
  logFile,
  timeoutMs = READY_TIMEOUT_MS,
}) {
  const port = await getFreePort();
  const childEnv = { ...process.env };
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[name];
    else childEnv[name] = String(value);
  }
  childEnv.PORT = String(port);

  let ownLogDir = null;
  if (!logFile) {
    ownLogDir = makeTempDir("server-log-");
    logFile = path.join(ownLogDir, "stdout.log");
  }
  const removeOwnLog = () => ownLogDir && removeTempDir(ownLogDir);
  const stdout = fs.openSync(logFile, "w");
  const { command, args: argv } = pinnedCommand(cpu, process.execPath, args);
  const child = track(spawn(command, argv, { cwd: ROOT, env: childEnv, stdio: ["ignore", stdout, "pipe"] }));
  // The child holds its own copy of the descriptor; the parent's copy is no longer needed.
  fs.closeSync(stdout);

  let stderrTail = "";
  child.stderr.setEncoding("utf8");
  // Always drain stderr: a full pipe would block the server's writes and distort the measurement.
  child.stderr.on("data", (chunk) => {
    stderrTail = (stderrTail + chunk).slice(-TAIL_CHARS);
  });

  // Fails fast when the process dies (or cannot be spawned) instead of polling until the timeout.
  let exitError = null;
  // "??=": the timeout error must survive the exit that stopChild() causes afterwards.
  child.once("exit", (code, signal) => {
    exitError ??= new Error(
      `exited with ${signal ? `signal ${signal}` : `code ${code}`} before it was ready`,
    );
  });
  child.once("error", (err) => {
    exitError ??= new Error(`could not be started: ${err.message}`);
  });

  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let lastProblem = "no answer yet";
  for (;;) {
    if (exitError) break;
    if (Date.now() > deadline) {
      exitError = new Error(`did not answer ${healthPath} within ${timeoutMs / 1000} s (${lastProblem})`);
      break;
    }
    try {
      const res = await httpGet(origin + healthPath, { timeoutMs: 2_000 });
      if (isReady(res.status)) break;
      lastProblem = `last status ${res.status}`;
    } catch (err) {
      lastProblem = err.code ?? err.message;
    }
    await sleep(READY_POLL_MS);
  }

  if (exitError) {
    await stopChild(child);
    // Give the stderr pipe a moment to deliver the last lines (the crash message usually comes last).
    await sleep(50);
    const where = `${[command, ...argv].join(" ")} (PORT=${port})`;
    let message = `${label} ${exitError.message}\n  command: ${where}`;
    message += `\n--- stderr (tail) ---\n${stderrTail.trimEnd() || "(empty)"}`;
    message += `\n--- stdout (tail) ---\n${tailOfFile(logFile).trimEnd() || "(empty)"}`;
    removeOwnLog();
    throw new Error(message);
  }

  return {
    origin,
    port,
    pid: child.pid,
    child,
    stderrTail: () => stderrTail,
    stop: async () => {
      await stopChild(child);
      removeOwnLog();
    },
  };
}

/**
 * Start the built production server (`node dist/server/index.js`), NODE_ENV=production unless overridden.
 * Returns { origin, port, pid, stop() }; stop() sends SIGTERM and resolves once the process has exited.
 */
export async function startServer({ env = {}, cpu, logFile } = {}) {
  if (!fs.existsSync(SERVER_ENTRY)) {
    throw new Error(`${path.relative(ROOT, SERVER_ENTRY)} does not exist: run \`npm run build\` first`);
  }
  return startNodeProcess({
    args: [SERVER_ENTRY],
    env: { NODE_ENV: "production", ...env },
    cpu,
    label: "server",
    logFile,
  });
}

function decodeXmlText(text) {
  return text
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, "$1")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code) => String.fromCodePoint(Number(code)))
    .replace(/&#x([\da-f]+);/gi, (_, code) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&amp;/g, "&")
    .trim();
}

/**
 * Every page path (pathname + query) listed in the sitemap, in sitemap order, without duplicates.
 * The <loc> URLs are absolute on SITE_URL, which is not the local server, so only their path is kept;
 * fetch them as `origin + path`. A sitemap index is followed into its child sitemaps.
 */
export async function fetchSitemapPaths(origin, sitemapPath = "/sitemap.xml", seen = new Set()) {
  seen.add(sitemapPath);
  const res = await httpGet(origin + sitemapPath);
  if (res.status !== 200) throw new Error(`GET ${sitemapPath} answered ${res.status}`);
  const xml = decodeBody(res).toString("utf8");
  const locs = [...xml.matchAll(/<loc>([\s\S]*?)<\/loc>/g)].map((match) => {
    const url = new URL(decodeXmlText(match[1]));
    return url.pathname + url.search;
  });
  if (!/<sitemapindex[\s>]/.test(xml)) return [...new Set(locs)];
  const paths = [];
  for (const child of locs) {
    if (seen.has(child)) continue;
    paths.push(...(await fetchSitemapPaths(origin, child, seen)));
  }
  return [...new Set(paths)];
}

/**
 * Text for a fatal error: our own errors (plain Error) carry a complete message, where a stack trace would
 * only push the server's stderr tail off screen; anything else (TypeError...) is a bug, so show the stack.
 */
export function describeError(err) {
  return err instanceof Error && err.constructor === Error ? err.message : (err?.stack ?? String(err));
}
