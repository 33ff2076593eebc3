import { spawn } from "node:child_process";
import { once } from "node:events";
import { Agent, request, type IncomingMessage } from "node:http";
import { uploadAcrossSignal } from "./upload";
import { expect, test } from "@playwright/test";

/** Starts the production server on a free-ish port and waits for its "listening" line. */
async function startServer(env: Record<string, string> = {}) {
  const port = 4300 + Math.floor(Math.random() * 2000);
  const child = spawn(process.execPath, ["dist/server/index.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      WARM_CACHE: "0",
      WEB_CONCURRENCY: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  for (let i = 0; i < 100 && !output.includes("listening"); i++) await new Promise((r) => setTimeout(r, 100));
  expect(output).toContain("listening");
  return { child, port, output: () => output };
}

type Answer = { status: number; connection: string | undefined; body: string };

function get(port: number, path: string, agent?: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, agent }, (res: IncomingMessage) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

test("SIGTERM under keep-alive load: /healthz 503, connections told to close, no resets, exit 0", async () => {
  const { child, port, output } = await startServer({ SHUTDOWN_DELAY_MS: "800" });
  const agent = new Agent({ keepAlive: true, maxSockets: 50 });
  let stop = false;
  const errors: string[] = [];
  const answers: Answer[] = [];
  // 50 clients on keep-alive connections, each asking again as soon as it has an answer
  const clients = Array.from({ length: 50 }, async () => {
    while (!stop) {
      try {
        answers.push(await get(port, "/", agent));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? String(error);
        // once the listener has closed, a new connection is refused: that is the end of the drain
        if (code === "ECONNREFUSED") return;
        errors.push(code);
        return;
      }
    }
  });
  await new Promise((r) => setTimeout(r, 500));
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 100));
  // a load balancer's health check during the drain sees 503 at once
  const health = await get(port, "/healthz");
  expect(health.status).toBe(503);
  expect(health.body).toContain("draining");
  const [code] = await exited;
  stop = true;
  await Promise.all(clients);
  agent.destroy();
  expect(code).toBe(0);
  expect(errors).toEqual([]);
  expect(answers.filter((a) => a.status !== 200)).toEqual([]);
  // answers sent during the drain asked their connection to close
  expect(answers.some((a) => a.connection === "close")).toBe(true);
  expect(output()).toContain("shutting down");
  expect(output()).toContain("server closed");
});

test("SIGTERM lets a request still being uploaded finish, then exits 0", async () => {
  const { child, port } = await startServer();
  // the request is in flight across the SIGTERM
  const answer = uploadAcrossSignal(port, child, { signalAfterMs: 200, endAfterMs: 1200 });
  const exited = once(child, "exit");
  expect(await answer).toBe(200);
  const [code] = await exited;
  expect(code).toBe(0);
});

test("a bad setting stops the start with a message naming the variable", async () => {
  const child = spawn(process.execPath, ["dist/server/index.js"], {
    env: { ...process.env, PORT: "not-a-port" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const [code] = await once(child, "exit");
  expect(code).toBe(1);
  expect(stderr).toContain("PORT must be a whole number");
});

test("npm run serve refuses to start without SITE_URL, saying so (a deploy never serves localhost links)", async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(4300 + Math.floor(Math.random() * 2000)) };
  delete env.SITE_URL;
  delete env.REQUIRE_SITE_URL;
  const child = spawn("npm", ["run", "--silent", "serve"], { env, stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const [code] = await once(child, "exit");
  expect(code).toBe(1);
  expect(stderr).toContain("Configuration error: SITE_URL is not set");
});
