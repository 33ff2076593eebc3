/**
 * The one way the scripts (size, bench, hostile-urls, font-subset, lighthouse, screenshots, the audit) and
 * the e2e specs that need their own server start the built production server, or any small node script, as
 * a child process (Playwright's shared server is its own `webServer`, in playwright.config.ts):
 *   - on a free port (PORT), HOST=127.0.0.1, NODE_ENV=production and STATS_CLIENT_VISITS=1000000 (one address
 *     loading hundreds of pages) unless the caller's env says otherwise;
 *   - ready when the server says so: GET /healthz answers 200 and, for a cluster, `listening` workers have
 *     logged "listening on" (their log line); the bound on that wait (START_TIMEOUT_MS, 120 s) is generous
 *     because a busy machine (load average 20 and more) took 24-32 s to start two workers;
 *   - its log kept: every line of stdout and stderr in memory, in arrival order, for assertions, or stdout
 *     written to `logFile` (a measurement: the log's cost stays real and the parent reads nothing);
 *   - stopped with SIGTERM (and SIGCONT, in case a test froze it), then SIGKILL to the process and every
 *     descendant after STOP_TIMEOUT_MS; every child is registered, so stopAll(), the signal handlers of
 *     installCleanupHandlers() and an exit hook reach the ones a failed script or test left running.
 * Plus the helpers the measurement scripts share (taskset pinning, a raw HTTP GET, the sitemap's paths).
 *
 * Only node built-ins, so it imports from anywhere: scripts/, tests/ and e2e/.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { sitemapLocs } from "../../shared/sitemap";
import { getFreePort } from "./free-port";
import { processTree } from "./proc-stats";

/** Project root, resolved from this file so the scripts work from any working directory. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const SERVER_ENTRY = path.join(ROOT, "dist", "server", "index.js");
export const CLIENT_DIR = path.join(ROOT, "dist", "client");

/**
 * How long a start may take before it counts as failed. Only a hang reaches it: readiness is a signal the
 * server gives, so a quick start is over at once. Two workers took 24-32 s at load average 20+.
 */
export const START_TIMEOUT_MS = 120_000;
// /healthz is asked this often until it answers 200 (the process's exit ends the wait at once).
const READY_POLL_MS = 100;
/**
 * A server that ignores SIGTERM must not hang the caller forever; after this its whole process tree gets
 * SIGKILL. Longer than the server's own 20 s grace (SHUTDOWN_GRACE_MS), so a drain is never cut short.
 */
export const STOP_TIMEOUT_MS = 30_000;
const TAIL_CHARS = 4_000;

/** Every child process still running, so cleanup can reach them from signal and exit handlers. */
const children = new Set<ChildProcess>();

/** Whether nothing listens on `port` (a listener of our own on it succeeds). */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.unref();
    probe.once("error", () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

let tasksetPath: string | null | undefined;
/** Absolute path of taskset(1) when it is on PATH, else null (e.g. macOS): pinning is then skipped. */
export function findTaskset(): string | null {
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

/** A CPU number, or a list taskset accepts ("0,1"); null or undefined: not pinned. */
export type Cpu = number | string | null | undefined;

/**
 * Wrap a command in `taskset -c <cpu>` when a CPU is requested and taskset exists. taskset execs the
 * command in place, so the child's pid is the command itself and signals reach it directly.
 */
export function pinnedCommand(
  cpu: Cpu,
  command: string,
  args: string[],
): { command: string; args: string[] } {
  const taskset = cpu === undefined || cpu === null ? null : findTaskset();
  return taskset ? { command: taskset, args: ["-c", String(cpu), command, ...args] } : { command, args };
}

/**
 * CPUs this process may run on (a container or cgroup may restrict them), read through taskset so the
 * answer matches what taskset will accept. Falls back to 0..n-1.
 */
export function allowedCpus(): number[] {
  const taskset = findTaskset();
  if (taskset) {
    const result = spawnSync(taskset, ["-cp", String(process.pid)], { encoding: "utf8" });
    const list = /list:\s*([\d,\s-]+)/.exec(result.stdout ?? "")?.[1];
    if (list) {
      const cpus: number[] = [];
      for (const part of list.split(",")) {
        const [from = NaN, to = from] = part.trim().split("-").map(Number);
        for (let cpu = from; cpu <= to; cpu++) cpus.push(cpu);
      }
      if (cpus.length > 0) return cpus;
    }
  }
  return Array.from({ length: os.availableParallelism() }, (_, i) => i);
}

/** Register a child so stopAll() and the signal handlers can reach it; it unregisters itself on exit. */
export function track<T extends ChildProcess>(child: T): T {
  children.add(child);
  child.once("exit", () => children.delete(child));
  // A spawn failure (ENOENT) emits "error" and never "exit".
  child.once("error", () => children.delete(child));
  installExitHook();
  return child;
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** SIGKILL to `pid` and every live descendant (the workers of a cluster primary), descendants first. */
function killTree(pid: number) {
  for (const member of processTree(pid).reverse()) {
    try {
      process.kill(member, "SIGKILL");
    } catch {
      // already gone
    }
  }
  try {
    process.kill(pid, "SIGKILL");
  } catch {
    // already gone
  }
}

/**
 * SIGTERM (so the server can shut down gracefully; SIGCONT first, so a process a test stopped with
 * SIGSTOP gets it), SIGKILL to its whole process tree after `timeoutMs`. Resolves once the child has
 * exited, with its exit code (null when a signal ended it).
 */
export async function stopChild(child: ChildProcess, timeoutMs = STOP_TIMEOUT_MS): Promise<number | null> {
  if (hasExited(child) || child.pid === undefined) return child.exitCode;
  const pid = child.pid;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGCONT");
  child.kill("SIGTERM");
  const timer = setTimeout(() => killTree(pid), timeoutMs);
  await exited;
  clearTimeout(timer);
  return child.exitCode;
}

/** Stops every child started through this module that is still running. */
export async function stopAll(): Promise<void> {
  await Promise.all([...children].map((child) => stopChild(child)));
}

let exitHookInstalled = false;
/**
 * Last resort for paths that skip the async cleanup (process.exit elsewhere, a crash, a test runner's
 * worker ending): "exit" handlers must be synchronous, so the signal can only be sent here, not awaited.
 */
function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on("exit", () => {
    for (const child of children) {
      child.kill("SIGCONT");
      child.kill("SIGTERM");
    }
  });
}

let handlersInstalled = false;
/**
 * Stop every child on Ctrl-C / kill. Call once at the start of a script (never in a test runner, whose
 * own signal handling it would replace). The terminal also sends SIGINT to the children themselves, but a
 * `kill <pid>` of the script would not.
 */
export function installCleanupHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  const signals: [NodeJS.Signals, number][] = [
    ["SIGINT", 130],
    ["SIGTERM", 143],
    ["SIGHUP", 129],
  ];
  for (const [signal, code] of signals) {
    process.once(signal, () => {
      process.stderr.write(`\n${signal}: stopping child processes...\n`);
      void stopAll().finally(() => process.exit(code));
    });
  }
  installExitHook();
}

/** Temp dirs made here, removed again by their owner or, after Ctrl-C or a crash, when the process exits. */
const tempDirs = new Set<string>();
let tempExitHookInstalled = false;

export function makeTempDir(prefix: string): string {
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

export function removeTempDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  tempDirs.delete(dir);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type RawResponse = {
  status: number;
  headers: http.IncomingHttpHeaders;
  rawHeaders: string[];
  body: Buffer;
};

/**
 * Minimal HTTP GET on node:http that returns the body exactly as sent (no automatic decompression, unlike
 * fetch), plus status and raw headers. bench.ts needs the compressed bytes as they went over the wire.
 * Pass `agent` to reuse a keep-alive connection; by default a fresh connection is used and closed.
 */
export function httpGet(
  url: string,
  {
    headers = {},
    agent = false,
    timeoutMs = 30_000,
  }: { headers?: http.OutgoingHttpHeaders; agent?: http.Agent | false; timeoutMs?: number } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
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
export function decodeBody({ headers, body }: Pick<RawResponse, "headers" | "body">): Buffer {
  const encoding = String(headers["content-encoding"] ?? "identity").toLowerCase();
  if (encoding === "br") return zlib.brotliDecompressSync(body);
  if (encoding === "gzip" || encoding === "x-gzip") return zlib.gunzipSync(body);
  if (encoding === "deflate") return zlib.inflateSync(body);
  return body;
}

function tailOfFile(file: string): string {
  try {
    return fs.readFileSync(file, "utf8").slice(-TAIL_CHARS);
  } catch {
    return "";
  }
}

export type StartOptions = {
  /** node's arguments (the script and its own); default the built server, dist/server/index.js */
  args?: string[];
  /** merged over process.env; undefined removes a variable (e.g. an inherited PAGE_CACHE); PORT wins */
  env?: Record<string, string | undefined>;
  /** pin the process to this CPU (or list) with taskset */
  cpu?: Cpu;
  /** names the process in error messages */
  label?: string;
  /** GET this path until isReady(status); null: do not wait at all (a start that is meant to fail) */
  healthPath?: string | null;
  isReady?: (status: number) => boolean;
  /** also wait until this many lines say "listening on" (every worker of a cluster); needs LOG_LEVEL info */
  listening?: number;
  /** stdout to this file instead of memory (a measurement: its log's cost stays real) */
  logFile?: string;
  /** bound on the start, for a hang only (default START_TIMEOUT_MS) */
  timeoutMs?: number;
  /** bound on stop()'s wait before SIGKILL (default STOP_TIMEOUT_MS) */
  stopTimeoutMs?: number;
  /** startServer/launchServer: node's own flags before the server's script (the image's, say) */
  nodeFlags?: string[];
};

export type ExitStatus = { code: number | null; signal: NodeJS.Signals | null };

export type RunningServer = {
  /** http://127.0.0.1:PORT */
  origin: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** every line of stdout and stderr so far, in arrival order (stderr only, with a logFile) */
  lines: () => string[];
  /** lines() joined with newlines */
  output: () => string;
  stdout: () => string;
  stderr: () => string;
  /** the lines that are JSON objects (pino's), parsed */
  json: () => Record<string, unknown>[];
  /** how many lines have a message that starts with `msg` ("listening on" matches "listening on http...") */
  count: (msg: string) => number;
  /**
   * Resolves when `check()` holds, tested at once and again on every new line and on exit; rejects
   * naming `what` (with the output's tail) after `timeoutMs` (default START_TIMEOUT_MS).
   */
  waitFor: (check: () => boolean, what: string, timeoutMs?: number) => Promise<void>;
  /** resolves when the process has exited */
  exited: Promise<ExitStatus>;
  /** SIGTERM, SIGKILL to the tree after the bound; resolves with the exit code once it has exited */
  stop: () => Promise<number | null>;
};

/** A pino line's message, read without parsing: "msg":"<text>... */
function messageStarts(line: string, msg: string): boolean {
  // the JSON string without its closing quote, so the message may go on
  return line.includes(`"msg":${JSON.stringify(msg).slice(0, -1)}`);
}

/**
 * Spawn `node <args>` (default: the built server) with PORT set to a free port, optionally pinned to
 * `cpu`, without waiting for it. Its output is collected line by line (see RunningServer).
 */
export async function launchNodeProcess(options: StartOptions = {}): Promise<RunningServer> {
  const { args = [SERVER_ENTRY], env = {}, cpu, logFile, stopTimeoutMs = STOP_TIMEOUT_MS } = options;
  if (args.includes(SERVER_ENTRY) && !fs.existsSync(SERVER_ENTRY)) {
    throw new Error(`${path.relative(ROOT, SERVER_ENTRY)} does not exist: run \`npm run build\` first`);
  }
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(await getFreePort()),
    // the scripts and specs load hundreds of pages from one address: an office's share of the owner's
    // counts (30 visits in 10 minutes) would refuse their view beacons with 429 and fail the audit's checks
    STATS_CLIENT_VISITS: "1000000",
  };
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[name];
    else childEnv[name] = value;
  }
  const port = Number(childEnv.PORT);
  // A port the caller chose may be taken: then another process would answer the readiness probe.
  if (env.PORT !== undefined && Number.isInteger(port) && port > 0 && !(await portIsFree(port))) {
    throw new Error(`port ${port} is already in use: stop what listens there, or choose another port`);
  }

  const stdoutFd = logFile ? fs.openSync(logFile, "w") : null;
  const { command, args: argv } = pinnedCommand(cpu, process.execPath, args);
  const child = track(
    spawn(command, argv, { cwd: ROOT, env: childEnv, stdio: ["ignore", stdoutFd ?? "pipe", "pipe"] }),
  );
  // The child holds its own copy of the descriptor; the parent's copy is no longer needed.
  if (stdoutFd !== null) fs.closeSync(stdoutFd);

  const lines: string[] = [];
  const text = { stdout: "", stderr: "" };
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  // Always drain both pipes (a full pipe would block the server's writes); whole lines only, per stream,
  // so a line of stdout is never cut by one of stderr.
  for (const name of ["stdout", "stderr"] as const) {
    const stream = child[name];
    if (!stream) continue;
    let partial = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => {
      text[name] += chunk;
      const parts = (partial + chunk).split("\n");
      partial = parts.pop() ?? "";
      lines.push(...parts);
      if (parts.length > 0) notify();
    });
    stream.on("end", () => {
      if (partial) lines.push(partial);
      partial = "";
      notify();
    });
  }

  const exited = new Promise<ExitStatus>((resolve) => {
    child.once("exit", (code, signal) => resolve({ code, signal }));
    child.once("error", () => resolve({ code: null, signal: null }));
  });
  let hasEnded = false;
  void exited.then(() => {
    hasEnded = true;
    notify();
  });

  const output = () => lines.join("\n");
  const tail = () =>
    `--- output (tail) ---\n${output().slice(-TAIL_CHARS).trimEnd() || "(empty)"}` +
    (logFile ? `\n--- ${logFile} (tail) ---\n${tailOfFile(logFile).trimEnd() || "(empty)"}` : "");

  const waitFor = (check: () => boolean, what: string, timeoutMs = START_TIMEOUT_MS) =>
    new Promise<void>((resolve, reject) => {
      const done = () => {
        listeners.delete(test);
        clearTimeout(timer);
      };
      const test = () => {
        if (check()) {
          done();
          resolve();
        } else if (hasEnded) {
          done();
          reject(new Error(`${options.label ?? "server"} exited before ${what}\n${tail()}`));
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}\n${tail()}`));
      }, timeoutMs);
      listeners.add(test);
      test();
    });

  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid ?? 0,
    child,
    lines: () => [...lines],
    output,
    stdout: () => text.stdout,
    stderr: () => text.stderr,
    json: () =>
      lines.flatMap((line) => {
        if (!line.startsWith("{")) return [];
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return [];
        }
      }),
    count: (msg) => lines.filter((line) => messageStarts(line, msg)).length,
    waitFor,
    exited,
    stop: () => stopChild(child, stopTimeoutMs),
  };
}

/**
 * launchNodeProcess(), then wait until GET <healthPath> gives a status accepted by `isReady` (default:
 * 200) and, with `listening`, until that many "listening on" lines were logged. A process that exits (or
 * cannot be spawned) ends the wait at once; either failure stops it and throws with its output's tail.
 */
export async function startNodeProcess(options: StartOptions = {}): Promise<RunningServer> {
  const {
    label = "server",
    healthPath = "/healthz",
    isReady = (status: number) => status === 200,
    listening = 0,
    timeoutMs = START_TIMEOUT_MS,
  } = options;
  const server = await launchNodeProcess(options);
  if (healthPath === null) return server;
  const deadline = Date.now() + timeoutMs;
  let failure: string | null = null;
  let lastProblem = "no answer yet";
  let ended = false;
  void server.exited.then(({ code, signal }) => {
    ended = true;
    failure ??= `exited with ${signal ? `signal ${signal}` : `code ${code}`} before it was ready`;
  });
  for (;;) {
    if (ended || failure) break;
    if (Date.now() > deadline) {
      failure = `did not answer ${healthPath} within ${timeoutMs / 1000} s (${lastProblem})`;
      break;
    }
    try {
      const res = await httpGet(server.origin + healthPath, { timeoutMs: 5_000 });
      if (isReady(res.status)) break;
      lastProblem = `last status ${res.status}`;
    } catch (err) {
      lastProblem = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
    }
    await sleep(READY_POLL_MS);
  }
  if (!failure && listening > 0) {
    try {
      await server.waitFor(
        () => server.count("listening on") >= listening,
        `${listening} "listening on" lines`,
        Math.max(1, deadline - Date.now()),
      );
    } catch (err) {
      failure = (err as Error).message.split("\n")[0] ?? "not ready";
    }
  }
  if (failure) {
    await server.stop();
    const where = `${[process.execPath, ...(options.args ?? [SERVER_ENTRY])].join(" ")} (PORT=${server.port})`;
    const logTail = options.logFile
      ? `\n--- stdout (tail) ---\n${tailOfFile(options.logFile).trimEnd() || "(empty)"}`
      : "";
    throw new Error(
      `${label} ${failure}\n  command: ${where}\n--- output (tail) ---\n` +
        `${server.output().slice(-TAIL_CHARS).trimEnd() || "(empty)"}${logTail}`,
    );
  }
  return server;
}

/** launchNodeProcess() for the built server: started, not waited for (a start that is meant to fail). */
export function launchServer(options: Omit<StartOptions, "args"> = {}): Promise<RunningServer> {
  return launchNodeProcess({
    label: "server",
    ...options,
    args: [...(options.nodeFlags ?? []), SERVER_ENTRY],
  });
}

/**
 * Start the built production server (`node dist/server/index.js`): NODE_ENV=production and
 * HOST=127.0.0.1 unless `env` says otherwise, on a free port, ready once /healthz answers 200 (and
 * `listening` workers have said so). stop() sends SIGTERM and resolves with the exit code.
 */
export function startServer(options: Omit<StartOptions, "args"> = {}): Promise<RunningServer> {
  return startNodeProcess({
    label: "server",
    ...options,
    args: [...(options.nodeFlags ?? []), SERVER_ENTRY],
  });
}

/**
 * Every page path (pathname + query) listed in the sitemap, in sitemap order, without duplicates.
 * The <loc> URLs are absolute on SITE_URL, which is not the local server, so only their path is kept;
 * fetch them as `origin + path`. A sitemap index is followed into its child sitemaps.
 */
export async function fetchSitemapPaths(
  origin: string,
  sitemapPath = "/sitemap.xml",
  seen = new Set<string>(),
): Promise<string[]> {
  seen.add(sitemapPath);
  const res = await httpGet(origin + sitemapPath);
  if (res.status !== 200) throw new Error(`GET ${sitemapPath} answered ${res.status}`);
  const xml = decodeBody(res).toString("utf8");
  const locs = sitemapLocs(xml).map((url) => url.pathname + url.search);
  if (!/<sitemapindex[\s>]/.test(xml)) return [...new Set(locs)];
  const paths: string[] = [];
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
export function describeError(err: unknown): string {
  return err instanceof Error && err.constructor === Error
    ? err.message
    : ((err as Error | undefined)?.stack ?? String(err));
}
