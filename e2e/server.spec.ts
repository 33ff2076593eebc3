import { spawn } from "node:child_process";
import { once } from "node:events";
import { Agent, request, type IncomingMessage } from "node:http";
import { launchServer, startServer, stopAll } from "../scripts/lib/start-server";
import { uploadAcrossSignal } from "./upload";
import { expect, test } from "./fixtures";

// each test starts the built server; on a busy machine that alone can take half a minute
test.describe.configure({ timeout: 180_000 });
test.afterEach(stopAll);

const single = { LOG_LEVEL: "info", WARM_CACHE: "0", WEB_CONCURRENCY: "1" };

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
  // the drain answers /healthz with 503 for SHUTDOWN_DELAY_MS before the listener closes: long enough for
  // the check below to be answered on a busy machine
  const server = await startServer({ env: { ...single, SHUTDOWN_DELAY_MS: "3000" } });
  const { child, port, output } = server;
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
  // the load is under way: answers are coming back
  await expect.poll(() => answers.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(50);
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  // the process has taken the signal (its log says so); a load balancer's health check now sees 503
  await server.waitFor(() => output().includes("shutting down"), "the shutdown to begin");
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
  const { child, port } = await startServer({ env: single });
  // the request is in flight across the SIGTERM
  const answer = uploadAcrossSignal(port, child, { signalAfterMs: 200, endAfterMs: 1200 });
  const exited = once(child, "exit");
  expect(await answer).toBe(200);
  const [code] = await exited;
  expect(code).toBe(0);
});

test("a bad setting stops the start with a message naming the variable", async () => {
  const server = await launchServer({ env: { PORT: "not-a-port" } });
  const { code } = await server.exited;
  expect(code).toBe(1);
  expect(server.stderr()).toContain("PORT must be a whole number");
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
