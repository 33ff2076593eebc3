/**
 * Debian's redis-server on a free port of 127.0.0.1, for the tests of the rate limits' Redis store (as
 * e2e/cluster.spec.ts starts one). Without redis-server the tests fail, they do not skip: .ci/run installs it.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readFileSync } from "node:fs";
import { getFreePort } from "../../scripts/lib/free-port";

const REDIS_SERVER = "/usr/bin/redis-server";

export const freePort = () => getFreePort("127.0.0.1");

export async function startRedis() {
  if (!existsSync(REDIS_SERVER)) throw new Error("redis-server is missing: apt-get install -y redis-server");
  const port = await freePort();
  const child = spawn(
    REDIS_SERVER,
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let log = "";
  child.stdout.on("data", (chunk) => (log += chunk));
  child.stderr.on("data", (chunk) => (log += chunk));
  for (let waited = 0; !log.includes("Ready to accept connections"); waited += 50) {
    if (child.exitCode !== null || waited > 20_000) {
      child.kill("SIGKILL");
      throw new Error(`redis-server did not start: ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const pid = child.pid ?? 0;
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    /** frozen: the socket stays open and nothing answers (a network partition, a stuck failover) */
    freeze: () => process.kill(pid, "SIGSTOP"),
    thaw: () => process.kill(pid, "SIGCONT"),
    /** true while the process is stopped (state T in /proc) */
    frozen: () => /^\d+ \(.*\) T /.test(readFileSync(`/proc/${pid}/stat`, "utf8")),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, "exit");
      process.kill(pid, "SIGCONT");
      child.kill("SIGKILL");
      await exited;
    },
  };
}
