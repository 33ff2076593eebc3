/**
 * `npm run dev` (esbuild.config.ts --watch): it builds, starts the server, and after an edit rebuilds and
 * restarts it, so the page shows the new copy. It writes into dist/, so it runs in a copy of the repository's
 * files (tracked and new ones git does not ignore) in a temporary folder, with node_modules linked, and never
 * touches this checkout's dist/.
 */
import { spawn, type ChildProcess, execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { getFreePort } from "../../scripts/lib/free-port";

const root = path.resolve(import.meta.dirname, "../..");
let copy = "";
let dev: ChildProcess | undefined;

afterAll(() => {
  // the watcher's process group: esbuild's service and the server it started
  if (dev?.pid) {
    try {
      process.kill(-dev.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** Asks `url` until `accept` holds for its answer (a refused connection counts as not yet). */
async function until(url: string, accept: (status: number, body: string) => boolean, output: () => string) {
  for (;;) {
    if (dev?.exitCode !== null && dev?.exitCode !== undefined) {
      throw new Error(`npm run dev exited with ${dev.exitCode}:\n${output()}`);
    }
    // esbuild reports a failed build and keeps watching: nothing would ever answer
    if (output().includes("[ERROR]")) throw new Error(`npm run dev's build failed:\n${output()}`);
    try {
      const res = await fetch(url);
      const body = await res.text();
      if (accept(res.status, body)) return body;
    } catch {
      // the server is not listening yet, or is restarting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test(
  "npm run dev builds, serves, and after an edit rebuilds and serves the new copy",
  { timeout: 120_000 },
  async () => {
    copy = mkdtempSync(path.join(os.tmpdir(), "site-dev-"));
    const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
      cwd: root,
      encoding: "utf8",
    })
      .split("\0")
      .filter(Boolean);
    for (const file of files.filter((f) => existsSync(path.join(root, f)))) {
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      cpSync(path.join(root, file), path.join(copy, file));
    }
    symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"), "dir");

    const port = await getFreePort("127.0.0.1");
    let output = "";
    dev = spawn("npm", ["run", "--silent", "dev"], {
      cwd: copy,
      detached: true,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        NODE_ENV: "development",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    dev.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    dev.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const base = `http://127.0.0.1:${port}`;

    await until(
      `${base}/healthz`,
      (status) => status === 200,
      () => output,
    );
    const before = await until(
      `${base}/sitemap`,
      (status) => status === 200,
      () => output,
    );
    expect(before).toContain("Find any page on our site");
    expect(output).toContain("[dev] watching for changes");

    const copyFile = path.join(copy, "shared/content/page-copy.ts");
    const source = readFileSync(copyFile, "utf8");
    expect(source).toContain("Find any page on our site");
    writeFileSync(copyFile, source.replace("Find any page on our site", "Find every page of the site"));

    const after = await until(
      `${base}/sitemap`,
      (status, body) => status === 200 && body.includes("Find every page of the site"),
      () => output,
    );
    expect(after).not.toContain("Find any page on our site");
    expect(output.match(/\[dev\] server \(re\)started/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
  },
);
