import { spawn } from "node:child_process";
import { once } from "node:events";
import { expect, test } from "@playwright/test";

test("SIGTERM stops accepting, finishes the in-flight request and exits within 10 s", async () => {
  const port = 4300 + Math.floor(Math.random() * 500);
  const child = spawn(process.execPath, ["dist/server/index.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      WARM_CACHE: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  for (let i = 0; i < 100 && !output.includes("listening"); i++) await new Promise((r) => setTimeout(r, 100));
  expect(output).toContain("listening");

  const inFlight = fetch(`http://127.0.0.1:${port}/`, { headers: { connection: "close" } });
  await new Promise((r) => setTimeout(r, 5));
  const started = Date.now();
  child.kill("SIGTERM");
  const response = await inFlight;
  expect(response.status).toBe(200);
  expect(await response.text()).toContain("</html>");
  const [code] = await once(child, "exit");
  expect(code).toBe(0);
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(output).toContain("shutting down");
  await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
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
