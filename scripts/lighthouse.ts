/**
 * npm run lighthouse: Lighthouse (mobile preset) in Debian's Chromium against one page of each template of
 * the route table, and, with `--peer ORIGIN` (e.g. the Astro build of ../shared/peers served on
 * http://127.0.0.1:4460), the peer's home page in the same run. Runs alternate: each round measures the
 * peer, then every template, so both see the same machine at the same moments. Prints each run, then the
 * median of every figure per page with the peer's beside it and which of the targets below it meets, and
 * writes reports/lighthouse-summary.json. With `--write`, the medians table goes into docs/PERFORMANCE.md
 * between its `figures:lighthouse` markers. A benchmark: it never fails on scores or timings.
 *
 *   npm run lighthouse -- --peer http://127.0.0.1:4460 --runs 3 [route ids…] [--crawler] [--write]
 *
 * Pages are loaded with an ordinary mobile Chrome user agent (the visitor's path: shell-ready streaming);
 * `--crawler` measures with Lighthouse's own agent instead (a crawler to isbot: the all-ready stream).
 *
 * `--h2` measures both sites as a real host serves them: ../shared/peers/h2-front.sh puts nginx with TLS 1.3
 * and HTTP/2 in front (the project proxied from its server, the peer static from ../shared/peers/astro-home,
 * or `--peer-dir DIR`), on https://127.0.0.1:8443 and :8444 (`--tls-ports SITE,PEER` for others); Chromium
 * then ignores the self-signed certificate's errors. `--peer` is not needed with it. The front is stopped
 * at the end (h2-front.sh down).
 *
 *   npm run lighthouse -- --h2 --runs 3 [route ids…] [--write]
 *
 * `--paths` also prints, under each run, what Lighthouse's simulated phone (Lantern) made the first paint
 * and the largest paint wait for: each estimate's time, how many requests its graph holds, and the request
 * that finished last (FCP and LCP are the mean of an optimistic and a pessimistic estimate).
 */
import { median } from "./lib/stats";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { Simulation } from "lighthouse/core/lib/lantern/lantern.js";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { pages } from "../shared/routes";
import { chromeLauncherOptions, CHROMIUM_PATH } from "./lib/chromium";
import { writeSection } from "./lib/doc-section";
import { installCleanupHandlers, ROOT, startServer, stopAll } from "./lib/start-server";

const BROWSER_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36";

type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  mainThreadMs: number;
  styleLayoutMs: number;
  scriptMs: number;
  totalKiB: number;
  jsKiB: number;
};
type Run = Figures & { template: string; url: string; round: number };

/** What --paths prints besides the graphs: the element Lighthouse took as the largest paint. */
let lastLcpElement = "";

/**
 * The targets, per page: performance 100, TBT <= 50 ms, CLS <= 0.02, LCP at most 0.85x the peer
 * home page's in the same run. Static pages' bytes and main-thread work are held against the peer's; the
 * tools (React apps) instead get an app's budget: at most 80 KiB of JavaScript (as transferred).
 */
const TARGETS = { performance: 100, tbtMs: 50, cls: 0.02, lcpBelowPeer: 0.85, toolJsKiB: 80 };
const TOOLS = new Set(["seo-checklist", "ppc-guide", "client-intake"]);

/** One page per template: the first sitemap entry of every route, plus the newest blog article (its URL
 * comes from the blog service, so it is read from the RSS feed). */
async function templates(origin: string): Promise<{ template: string; path: string }[]> {
  const fromRoutes = pages.flatMap((page) => {
    const first = page.sitemap()[0];
    return first ? [{ template: page.id, path: first.path }] : [];
  });
  const feed = await (await fetch(`${origin}/blog/feed.xml`)).text();
  const article = feed.match(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/)?.[1];
  return article ? [...fromRoutes, { template: "blog-post", path: new URL(article).pathname }] : fromRoutes;
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

class LighthouseRunError extends Error {}

async function measure(port: number, url: string, crawler: boolean): Promise<Figures> {
  const result = await lighthouse(
    url,
    { port, output: "json", logLevel: "error" },
    {
      extends: "lighthouse:default",
      settings: {
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        ...(crawler ? {} : { emulatedUserAgent: BROWSER_UA }),
      },
    },
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  // a run Lighthouse could not finish (a trace without a paint, a protocol timeout) has no figures
  const failure = runtimeError?.message ?? audits["largest-contentful-paint"]?.errorMessage;
  if (failure) throw new LighthouseRunError(failure);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  lastLcpElement = lcpElement(audits["largest-contentful-paint-element"]?.details);
  const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
  const items = (id: string) =>
    (audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const bytes = (type: string) =>
    Number(items("resource-summary").find((i) => i.resourceType === type)?.transferSize ?? 0);
  const group = (name: string) =>
    Number(items("mainthread-work-breakdown").find((i) => i.group === name)?.duration ?? 0);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: Math.round(numeric("first-contentful-paint")),
    lcpMs: Math.round(numeric("largest-contentful-paint")),
    tbtMs: Math.round(numeric("total-blocking-time")),
    cls: Number(numeric("cumulative-layout-shift").toFixed(3)),
    mainThreadMs: Math.round(numeric("mainthread-work-breakdown")),
    styleLayoutMs: Math.round(group("styleLayout")),
    scriptMs: Math.round(group("scriptEvaluation")),
    totalKiB: Number((bytes("total") / 1024).toFixed(1)),
    jsKiB: Number((bytes("script") / 1024).toFixed(1)),
  };
}

/** The LCP element audit's node: its selector and the start of its text (for --paths). */
function lcpElement(details: unknown): string {
  const json = JSON.stringify(details ?? {});
  const selector = /"selector":"([^"]*)"/.exec(json)?.[1];
  const label = /"nodeLabel":"([^"]*)"/.exec(json)?.[1] ?? "";
  return selector ? `${selector} "${label.slice(0, 40)}"` : "(none)";
}

type NodeTiming = { startTime: number; endTime: number };
type SimNode = { type: string; request?: { url: string; transferSize: number } };

/**
 * The simulations behind the last run's FCP and LCP (Lantern keeps the node timings of its latest
 * simulation under each label): per estimate, its time, the number of requests and the last to finish.
 */
function paintPaths(): string[] {
  const all = Simulation.Simulator.allNodeTimings as unknown as Map<string, Map<SimNode, NodeTiming>>;
  return ["FirstContentfulPaint", "LargestContentfulPaint"].map((metric) => {
    const parts = ["optimistic", "pessimistic"].map((kind) => {
      const timings = [...(all.get(`${kind}${metric}`) ?? new Map<SimNode, NodeTiming>())];
      const end = Math.max(0, ...timings.map(([, t]) => t.endTime));
      const requests = timings.filter(([node]) => node.type === "network");
      const last = requests.sort(([, a], [, b]) => b.endTime - a.endTime)[0];
      const name = last?.[0].request ? new URL(last[0].request.url).pathname : "-";
      const detail = last?.[0].request
        ? `${name} ${(last[0].request.transferSize / 1024).toFixed(1)} KiB ${Math.round(last[1].startTime)}-${Math.round(last[1].endTime)} ms`
        : "-";
      return `${kind} ${Math.round(end)} ms, ${requests.length} requests, last ${detail}`;
    });
    return `    ${metric === "FirstContentfulPaint" ? "FCP" : "LCP"} waits for: ${parts.join("; ")}`;
  });
}

/** Every request of the pessimistic LCP graph, in the order they finish (for --paths). */
function lcpRequests(): string[] {
  const all = Simulation.Simulator.allNodeTimings as unknown as Map<string, Map<SimNode, NodeTiming>>;
  const timings = [...(all.get("pessimisticLargestContentfulPaint") ?? new Map<SimNode, NodeTiming>())];
  return timings
    .filter(([node]) => node.type === "network" && node.request)
    .sort(([, a], [, b]) => a.endTime - b.endTime)
    .map(([node, t]) => {
      const request = node.request as { url: string; transferSize: number };
      const name = new URL(request.url).pathname;
      return `      ${name} ${(request.transferSize / 1024).toFixed(1)} KiB ${Math.round(t.startTime)}-${Math.round(t.endTime)} ms`;
    });
}

function medians(runs: Run[]): Figures {
  const keys = Object.keys(runs[0] as Figures).filter((k) => !["template", "url", "round"].includes(k));
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k as keyof Figures]))])) as Figures;
}

const line = (label: string, f: Figures) =>
  `${label.padEnd(34)} perf ${String(f.performance).padStart(3)}  FCP ${String(f.fcpMs).padStart(5)}  LCP ${String(f.lcpMs).padStart(5)}  TBT ${String(f.tbtMs).padStart(4)}  CLS ${f.cls.toFixed(3)}  main ${String(f.mainThreadMs).padStart(5)} (style+layout ${String(f.styleLayoutMs).padStart(4)}, script ${String(f.scriptMs).padStart(4)})  total ${f.totalKiB.toFixed(1).padStart(6)} KiB  JS ${f.jsKiB.toFixed(1).padStart(5)} KiB  a11y ${f.accessibility} bp ${f.bestPractices} seo ${f.seo}`;

/** Which targets a page's medians miss (empty: all met). */
function misses(f: Figures, peer: Figures | undefined, tool: boolean): string[] {
  const out: string[] = [];
  if (f.performance < TARGETS.performance) out.push(`perf ${f.performance}`);
  if (f.tbtMs > TARGETS.tbtMs) out.push(`TBT ${f.tbtMs} ms`);
  if (f.cls > TARGETS.cls) out.push(`CLS ${f.cls}`);
  if (peer && f.lcpMs > peer.lcpMs * TARGETS.lcpBelowPeer)
    out.push(`LCP ${f.lcpMs} ms > 0.85x the peer's ${peer.lcpMs} ms`);
  if (tool) {
    if (f.jsKiB > TARGETS.toolJsKiB) out.push(`JS ${f.jsKiB} KiB > ${TARGETS.toolJsKiB} KiB`);
  } else {
    if (peer && f.mainThreadMs > peer.mainThreadMs)
      out.push(`main thread ${f.mainThreadMs} > ${peer.mainThreadMs} ms`);
    if (peer && f.totalKiB > peer.totalKiB) out.push(`bytes ${f.totalKiB} > ${peer.totalKiB} KiB`);
  }
  return out;
}

/** ../shared/peers/h2-front.sh, beside the project's folder. */
const H2_FRONT = path.join(ROOT, "..", "shared", "peers", "h2-front.sh");

/** Starts nginx (TLS 1.3, HTTP/2) in front of the project's server and the peer's files; returns both origins. */
function h2FrontUp(sitePort: string): { site: string; peer: string } {
  const [siteTls = "8443", peerTls = "8444"] = (option("--tls-ports") ?? "").split(",").filter(Boolean);
  const peerDir = path.resolve(
    option("--peer-dir") ?? path.join(ROOT, "..", "shared", "peers", "astro-home"),
  );
  execFileSync(H2_FRONT, ["up", sitePort, peerDir, siteTls, peerTls], { stdio: "inherit" });
  return { site: `https://127.0.0.1:${siteTls}`, peer: `https://127.0.0.1:${peerTls}` };
}

function h2FrontDown() {
  execFileSync(H2_FRONT, ["down"], { stdio: "inherit" });
}

async function main() {
  installCleanupHandlers();
  const h2 = process.argv.includes("--h2");
  let peerOrigin = option("--peer")?.replace(/\/+$/, "");
  const rounds = Number(option("--runs") ?? 3);
  const crawler = process.argv.includes("--crawler");
  const paths = process.argv.includes("--paths");
  const flagValues = new Set([
    option("--peer"),
    option("--runs"),
    option("--tls-ports"),
    option("--peer-dir"),
  ]);
  const only = process.argv.slice(2).filter((a) => !a.startsWith("--") && !flagValues.has(a));
  const loadBefore = loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
  // PORT=<port> runs the server on that port (a range of one's own on a shared machine), else a free one
  const server = await startServer({
    env: {
      LOG_LEVEL: "warn",
      VITALS_SAMPLE_RATE: "0",
      ...(process.env.PORT ? { PORT: process.env.PORT } : {}),
    },
  });
  // the pages' origin: the server itself, or (--h2) nginx in front of it
  let siteOrigin = server.origin;
  if (h2) {
    const front = h2FrontUp(new URL(server.origin).port);
    siteOrigin = front.site;
    peerOrigin = front.peer;
  }
  const chrome = await chromeLauncher.launch(
    h2
      ? {
          ...chromeLauncherOptions,
          chromeFlags: [...chromeLauncherOptions.chromeFlags, "--ignore-certificate-errors"],
        }
      : chromeLauncherOptions,
  );
  const runs: Run[] = [];
  const failed: { template: string; url: string; round: number; error: string }[] = [];
  const chosen = (await templates(server.origin)).filter((t) => !only.length || only.includes(t.template));
  const targets = [
    ...(peerOrigin ? [{ template: "peer (Astro home)", url: `${peerOrigin}/` }] : []),
    ...chosen.map((t) => ({ template: t.template, url: `${siteOrigin}${t.path}` })),
  ];
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const { template, url } of targets) {
        try {
          const figures = await measure(chrome.port, url, crawler);
          runs.push({ ...figures, template, url, round });
          console.log(line(`run ${round} ${template}`, figures));
          if (paths)
            console.log([...paintPaths(), `    LCP element: ${lastLcpElement}`, ...lcpRequests()].join("\n"));
        } catch (error) {
          if (!(error instanceof LighthouseRunError)) throw error;
          // printed and left out of the medians (the summary's "failed" list keeps it)
          failed.push({ template, url, round, error: error.message });
          console.log(`run ${round} ${template}: Lighthouse could not measure it: ${error.message}`);
        }
      }
    }
  } finally {
    chrome.kill();
    if (h2) h2FrontDown();
    await stopAll();
  }

  const transport = h2 ? "both behind nginx, TLS 1.3 and HTTP/2" : "plain HTTP/1.1";
  const peerRuns = runs.filter((r) => r.template.startsWith("peer"));
  const peer = peerRuns.length ? medians(peerRuns) : undefined;
  if (failed.length) console.log(`\n${failed.length} run(s) failed and are left out of the medians`);
  console.log(
    `\nmedians of ${rounds} runs (${crawler ? "Lighthouse's crawler agent" : "mobile Chrome agent"}, ${transport}):`,
  );
  if (peer) console.log(line("peer (Astro home)", peer));
  const summary = [];
  const table = [peer ? line("peer (Astro home)", peer) : "(no peer measured)"];
  for (const t of chosen) {
    const own = runs.filter((r) => r.template === t.template);
    if (!own.length) {
      console.log(`${t.template}: no run finished`);
      continue;
    }
    const f = medians(own);
    const missed = misses(f, peer, TOOLS.has(t.template));
    const row = `${line(t.template, f)}  ${missed.length ? `misses: ${missed.join(", ")}` : "all targets met"}`;
    console.log(row);
    table.push(row);
    summary.push({ template: t.template, path: t.path, medians: f, misses: missed });
  }
  mkdirSync("reports", { recursive: true });
  writeFileSync(
    "reports/lighthouse-summary.json",
    JSON.stringify(
      {
        date: new Date().toISOString(),
        chrome: CHROMIUM_PATH,
        preset: "mobile (Lighthouse default)",
        agent: crawler ? "crawler" : "browser",
        transport,
        rounds,
        peer: peer ? { origin: peerOrigin, medians: peer } : null,
        pages: summary,
        runs,
        failed,
      },
      null,
      2,
    ),
  );
  console.log("\nwrote reports/lighthouse-summary.json");
  if (process.argv.includes("--write")) {
    const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"]).toString().trim();
    const command = `npm run lighthouse -- ${process.argv.slice(2).join(" ")}`;
    writeSection(
      "docs/PERFORMANCE.md",
      "lighthouse",
      [
        `Written by \`${command}\` on ${new Date().toISOString().slice(0, 10)} at commit ${commit} ` +
          `(Node ${process.version}; load average before the run ${loadBefore}; medians of ${rounds} ` +
          `alternating rounds, ${crawler ? "Lighthouse's crawler agent" : "a mobile Chrome agent"}, ${transport}).`,
        "",
        "```",
        ...table,
        failed.length ? `\n${failed.length} run(s) failed and are left out of the medians` : "",
        "```",
      ].join("\n"),
    );
    console.log("wrote the medians into docs/PERFORMANCE.md (figures:lighthouse)");
  }
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
