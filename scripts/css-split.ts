/**
 * The split's measurement: the whole stylesheet inline (A, `CSS_SPLIT=0 npm run build`) against the split
 * (B, what `npm run build` makes since decision 0035: the critical part inline, the whole sheet as an
 * immutable hashed file asked for after the first paint; scripts/lib/critical-css.ts states the rule). Both are
 * built from this checkout,
 * each copied to reports/css-split/{a,b} and served by its own server, so the runs alternate A, B, A, B on
 * one machine state. Lighthouse's mobile preset (simulated throttling) through the project's Chromium:
 *
 *   - first view: Lighthouse as usual (it clears the browser cache first) on every page;
 *   - second view: the cache is cleared (CDP Network.clearBrowserCache), / is loaded in the same browser
 *     through Playwright over CDP (until the network is idle), then Lighthouse measures the page with
 *     `disableStorageReset: true`, so it finds /'s stylesheet, font and scripts in the cache.
 *
 * Prints every run and the medians per variant. A benchmark: it never fails on timings.
 *
 *   npx tsx scripts/css-split.ts [--rounds 3]
 */
import { median } from "./lib/stats";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { chromeLauncherOptions } from "./lib/chromium";
import {
  installCleanupHandlers,
  ROOT,
  startNodeProcess,
  stopAll,
  type RunningServer,
} from "./lib/start-server";

const BROWSER_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36";
const FIRST_VIEW = ["/", "/services/custom-web-design", "/locations/brooklyn-ny"];
const SECOND_VIEW = ["/services/custom-web-design", "/locations/brooklyn-ny"];
const WARM_FROM = "/";
const OUT = path.join(ROOT, "reports", "css-split");

type Figures = {
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  mainMs: number;
  totalKiB: number;
  cssKiB: number;
  htmlKiB: number;
};
type Run = Figures & { variant: "A" | "B"; view: "first" | "second"; path: string; round: number };

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

/** Builds this checkout (with `env`) and copies dist/ to reports/css-split/<name>. */
function buildCopy(name: string, env: Record<string, string>): string {
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "esbuild.config.ts"],
    {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: "inherit",
    },
  );
  if (result.status !== 0) throw new Error(`the build for ${name} failed`);
  const dir = path.join(OUT, name);
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.join(ROOT, "dist"), dir, { recursive: true });
  return dir;
}

/**
 * A run that could not finish (Lighthouse's NO_NAVSTART, a protocol or navigation timeout on a loaded
 * machine) is tried again, twice; then it is printed and left out of the medians.
 */
async function measure(port: number, url: string, warm: () => Promise<void>): Promise<Figures | null> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      await warm();
      return await lighthouseRun(port, url, warm !== cold);
    } catch (error) {
      console.log(`  attempt ${attempt} failed: ${(error as Error).message.split("\n")[0]}`);
    }
  }
  return null;
}
const cold = () => Promise.resolve();

async function lighthouseRun(port: number, url: string, warm: boolean): Promise<Figures> {
  const result = await lighthouse(
    url,
    { port, output: "json", logLevel: "error" },
    {
      extends: "lighthouse:default",
      settings: { onlyCategories: ["performance"], emulatedUserAgent: BROWSER_UA, disableStorageReset: warm },
    },
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { audits, runtimeError } = result.lhr;
  const failure = runtimeError?.message ?? audits["largest-contentful-paint"]?.errorMessage;
  if (failure) throw new Error(`Lighthouse could not measure ${url}: ${failure}`);
  const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
  const items = (id: string) =>
    (audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const bytes = (type: string) =>
    Number(items("resource-summary").find((i) => i.resourceType === type)?.transferSize ?? 0) / 1024;
  return {
    fcpMs: Math.round(numeric("first-contentful-paint")),
    lcpMs: Math.round(numeric("largest-contentful-paint")),
    cls: Number(numeric("cumulative-layout-shift").toFixed(3)),
    tbtMs: Math.round(numeric("total-blocking-time")),
    mainMs: Math.round(numeric("mainthread-work-breakdown")),
    totalKiB: Number(bytes("total").toFixed(1)),
    cssKiB: Number(bytes("stylesheet").toFixed(1)),
    htmlKiB: Number(bytes("document").toFixed(1)),
  };
}

/**
 * The first page view of a visit: an empty cache, then `url` loaded in Lighthouse's browser until the
 * network is idle (Playwright over CDP, disconnected again so it does not attach to Lighthouse's tab).
 */
async function firstPage(port: number, url: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error("no default browser context over CDP");
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send("Network.clearBrowserCache");
    await tab.setViewportSize({ width: 412, height: 823 });
    await tab.goto(url, { waitUntil: "networkidle" });
    await tab.close();
  } finally {
    await browser.close();
  }
}

const row = (label: string, f: Figures) =>
  `${label.padEnd(48)} FCP ${String(f.fcpMs).padStart(5)}  LCP ${String(f.lcpMs).padStart(5)}  ` +
  `CLS ${f.cls.toFixed(3)}  TBT ${String(f.tbtMs).padStart(4)}  main ${String(f.mainMs).padStart(5)}  ` +
  `bytes ${f.totalKiB.toFixed(1).padStart(6)} KiB (HTML ${f.htmlKiB.toFixed(1).padStart(5)}, CSS ${f.cssKiB.toFixed(1).padStart(5)})`;

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");

async function main() {
  installCleanupHandlers();
  const rounds = Number(option("--rounds") ?? 3);
  mkdirSync(OUT, { recursive: true });
  // B first, so dist/ is left holding the default build
  const dirB = buildCopy("b", { CSS_SPLIT: "1" });
  const dirs = { A: buildCopy("a", { CSS_SPLIT: "0" }), B: dirB };
  // the server finds public/ at <dist>/../../public (server/worker.ts)
  if (!existsSync(path.join(OUT, "public"))) symlinkSync(path.join(ROOT, "public"), path.join(OUT, "public"));
  const env = { LOG_LEVEL: "warn", VITALS_SAMPLE_RATE: "0", WEB_CONCURRENCY: "1" };
  const servers: Record<"A" | "B", RunningServer> = {
    A: await startNodeProcess({ label: "A", args: [path.join(dirs.A, "server/index.js")], env }),
    B: await startNodeProcess({ label: "B", args: [path.join(dirs.B, "server/index.js")], env }),
  };
  const chrome = await chromeLauncher.launch(chromeLauncherOptions);
  const runs: Run[] = [];
  console.log(`load average before: ${load()}`);
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const page of FIRST_VIEW) {
        for (const variant of ["A", "B"] as const) {
          const f = await measure(chrome.port, servers[variant].origin + page, cold);
          if (!f) continue;
          runs.push({ ...f, variant, view: "first", path: page, round });
          console.log(row(`round ${round} ${variant} first  ${page}`, f));
        }
      }
      for (const page of SECOND_VIEW) {
        for (const variant of ["A", "B"] as const) {
          const warm = () => firstPage(chrome.port, servers[variant].origin + WARM_FROM);
          const f = await measure(chrome.port, servers[variant].origin + page, warm);
          if (!f) continue;
          runs.push({ ...f, variant, view: "second", path: page, round });
          console.log(row(`round ${round} ${variant} second ${page} (after ${WARM_FROM})`, f));
        }
      }
    }
  } finally {
    chrome.kill();
    await stopAll();
  }
  console.log(`load average after: ${load()}`);
  console.log(
    `\nmedians of ${rounds} rounds (A: whole sheet inline; B: critical inline + whole sheet linked):`,
  );
  for (const view of ["first", "second"] as const) {
    for (const page of view === "first" ? FIRST_VIEW : SECOND_VIEW) {
      for (const variant of ["A", "B"] as const) {
        const own = runs.filter((r) => r.view === view && r.path === page && r.variant === variant);
        if (!own.length) {
          console.log(`${variant} ${view} view ${page}: no run finished`);
          continue;
        }
        const keys = Object.keys(own[0] as Figures).filter(
          (k) => !["variant", "view", "path", "round"].includes(k),
        ) as (keyof Figures)[];
        const f = Object.fromEntries(keys.map((k) => [k, median(own.map((r) => r[k]))])) as Figures;
        console.log(row(`${variant} ${view} view ${page} (${own.length} runs)`, f));
      }
    }
  }
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
