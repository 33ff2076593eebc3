/**
 * WEB_CONCURRENCY=2 and the rate limits (issue 25 items 1 and 10): contact messages and newsletter sign-ups
 * are counted apart in the primary; a frozen Redis moves the counts to the primary's memory, so the limit
 * still holds across workers and no post waits for Redis; and every JSON line the processes write carries
 * one `worker` key. Real processes, real sockets, a real redis-server on a free port.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { contactForm } from "./upload";

// two clusters start here, on a machine the other suites keep busy
test.describe.configure({ mode: "serial", timeout: 180_000 });

const started = new Set<ChildProcess>();
test.afterEach(() => {
  for (const child of started) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    if (child.pid) process.kill(child.pid, "SIGCONT");
    child.kill("SIGKILL");
  }
  started.clear();
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, "127.0.0.1", r));
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

/** Waits on a signal (a log line, a count); the bound only turns a hang into a failure with a name. */
async function waitFor(check: () => boolean, what: string, ms = 60_000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function startCluster(env: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ["dist/server/index.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      WARM_CACHE: "0",
      WEB_CONCURRENCY: "2",
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "cluster-limits-")),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.add(child);
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  await waitFor(() => (output.match(/"msg":"listening on/g) ?? []).length >= 2, "two workers listening");
  const raw = () => output.split("\n").filter(Boolean);
  const lines = () => raw().map((l) => JSON.parse(l) as Record<string, unknown>);
  return { child, port, output: () => output, raw, lines };
}

/** One form post on its own connection, so the primary hands each to the next worker. */
function post(port: number, form: "contact" | "newsletter"): Promise<number> {
  const body = form === "contact" ? contactForm : "email=maria%40example.com";
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: `/api/${form}`,
        agent: false,
        headers: {
          connection: "close",
          origin: `http://127.0.0.1:${port}`,
          accept: "application/json",
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

async function posts(port: number, form: "contact" | "newsletter", times: number, after?: () => void) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) {
    statuses.push(await post(port, form));
    after?.();
  }
  return statuses;
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return child.exitCode;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const [code] = await exited;
  return code as number;
}

test("in a cluster, messages and sign-ups are limited apart, and every line has one worker key", async () => {
  const server = await startCluster();
  try {
    expect(await posts(server.port, "contact", 5)).toEqual([200, 200, 200, 200, 200]);
    expect(await posts(server.port, "newsletter", 1)).toEqual([200]);
    expect(await posts(server.port, "contact", 1)).toEqual([429]);
    expect(await posts(server.port, "newsletter", 4)).toEqual([200, 200, 200, 200]);
    expect(await posts(server.port, "newsletter", 1)).toEqual([429]);

    // a worker dies: the primary's line about it names it without a second `worker` key
    const children = readFileSync(`/proc/${server.child.pid}/task/${server.child.pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .map(Number);
    process.kill(children[0] ?? 0, "SIGKILL");
    await waitFor(() => server.output().includes("worker died; starting a new one"), "the primary to notice");
    await waitFor(() => (server.output().match(/"msg":"listening on/g) ?? []).length >= 3, "a new worker");
  } finally {
    expect(await stop(server.child)).toBe(0);
  }
  for (const line of server.raw()) expect(line.match(/"worker":/g), line).toHaveLength(1);
  const died = server.lines().find((l) => l.msg === "worker died; starting a new one");
  expect(died).toMatchObject({ worker: "primary", signal: "SIGKILL" });
  expect(typeof died?.deadWorker).toBe("number");
  const byProcess = new Set(server.lines().map((l) => l.worker));
  expect(byProcess.has("primary")).toBe(true);
  expect(byProcess.has(1) || byProcess.has(2)).toBe(true);
});

test("in a cluster with a frozen Redis, posts are answered while it is stopped and the primary keeps the limit", async () => {
  const redisServer = "/usr/bin/redis-server";
  if (!existsSync(redisServer)) throw new Error("redis-server is missing: apt-get install -y redis-server");
  const redisPort = await freePort();
  const redis = spawn(redisServer, ["--port", String(redisPort), "--save", "", "--appendonly", "no"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.add(redis);
  let redisLog = "";
  redis.stdout?.on("data", (c) => (redisLog += c));
  await waitFor(() => redisLog.includes("Ready to accept connections"), "redis-server");
  const server = await startCluster({ REDIS_URL: `redis://127.0.0.1:${redisPort}` });
  const said = (msg: string) => server.lines().filter((l) => l.msg === msg);
  const frozen = () => /^\d+ \(.*\) T /.test(readFileSync(`/proc/${redis.pid}/stat`, "utf8"));
  try {
    await waitFor(() => said("rate limits: counting in Redis").length === 2, "both workers on Redis");
    process.kill(redis.pid ?? 0, "SIGSTOP");
    // every answer arrives while Redis is still stopped
    const statuses = await posts(server.port, "contact", 6, () => expect(frozen()).toBe(true));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const fallingBack =
      "rate limits: Redis is not answering; counting in the cluster primary's memory until it does";
    await waitFor(() => said(fallingBack).length >= 1, "the warn line");
    expect(said(fallingBack).length).toBeLessThanOrEqual(2);
    process.kill(redis.pid ?? 0, "SIGCONT");
    await waitFor(
      () => said("rate limits: Redis answers again; counting in Redis").length === said(fallingBack).length,
      "Redis to be used again",
    );
  } finally {
    process.kill(redis.pid ?? 0, "SIGCONT");
    expect(await stop(server.child)).toBe(0);
    redis.kill("SIGTERM");
    await once(redis, "exit");
  }
  expect(server.output()).not.toMatch(/^\s+at /m);
});
