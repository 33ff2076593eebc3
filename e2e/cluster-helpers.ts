/**
 * What the cluster specs share (cluster.spec.ts, cluster-limits.spec.ts, drain-under-load.spec.ts): the
 * production server as a cluster of two workers, the clean-up after each test, and one request on its own
 * connection.
 */
import { mkdtempSync } from "node:fs";
import { request } from "node:http";
import os from "node:os";
import path from "node:path";
import { test } from "./fixtures";
import { startServer, stopAll } from "../scripts/lib/start-server";
import type { startRedis } from "../tests/helpers/redis-server";

/**
 * After each test, stop every server it started and every redis-server pushed on the returned list, so a
 * test that fails or times out leaves none behind.
 */
export function stopAllAfterEach(): Awaited<ReturnType<typeof startRedis>>[] {
  const redises: Awaited<ReturnType<typeof startRedis>>[] = [];
  test.afterEach(async () => {
    await stopAll();
    await Promise.all(redises.splice(0).map((redis) => redis.stop()));
  });
  return redises;
}

/**
 * The production server as a cluster of two workers (info logs, no cache warm-up, a fresh DATA_DIR named
 * `dataPrefix`...; `env` overrides); resolves once both are listening. `lines()` are the processes' JSON log
 * lines, `raw()` every non-empty line they wrote.
 */
export async function startCluster(env: Record<string, string> = {}, dataPrefix = "cluster-data-") {
  const server = await startServer({
    env: {
      LOG_LEVEL: "info",
      WARM_CACHE: "0",
      WEB_CONCURRENCY: "2",
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), dataPrefix)),
      ...env,
    },
    listening: 2,
  });
  const raw = () => server.lines().filter(Boolean);
  /** the "rate limits: ..." lines, from the `from`th JSON line on */
  const rateLines = (from = 0) =>
    server
      .json()
      .slice(from)
      .filter((l) => String(l.msg).startsWith("rate limits: "));
  /**
   * Both workers count in Redis: each one's last "rate limits:" line says so ("counting in Redis", or, when
   * its first connection timed out on a busy machine, "Redis answers again; counting in Redis").
   */
  const workersOnRedis = () =>
    [1, 2].every((worker) =>
      String(
        rateLines()
          .filter((l) => l.worker === worker)
          .at(-1)?.msg,
      ).endsWith("counting in Redis"),
    );
  return { ...server, raw, lines: server.json, rateLines, workersOnRedis };
}

export type Answer = { status: number; body: string };

/** One request on its own connection (`connection: close`), so the primary hands each to the next worker. */
export function send(
  port: number,
  method: string,
  pathname: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: pathname,
        agent: false,
        headers: {
          connection: "close",
          origin: `http://127.0.0.1:${port}`,
          accept: "application/json",
          ...headers,
          ...(body
            ? {
                "content-type": "application/x-www-form-urlencoded",
                "content-length": Buffer.byteLength(body),
              }
            : {}),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
