/**
 * npm run lighthouse: Lighthouse (mobile preset) in Debian's Chromium against one page of each template of
 * the route table, twice: with Lighthouse's own user agent (a crawler to isbot: the all-ready stream) and
 * with an ordinary mobile Chrome user agent (the browser path, shell-ready). Prints the four category scores,
 * LCP, TBT, CLS, total and JS bytes, and writes reports/lighthouse-summary.json. A benchmark: it never fails
 * on scores or timings.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { mkdirSync, writeFileSync } from "node:fs";
import { pages } from "../shared/routes";
// @ts-expect-error -- plain ESM helper shared with the bench and size scripts
import { installCleanupHandlers, startServer, stopAll } from "./lib/start-server.mjs";

const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const BROWSER_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36";

type Row = {
  template: string;
  path: string;
  agent: "crawler" | "browser";
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalKB: number;
  jsKB: number;
};

/** One page per template: the first sitemap entry of every route, plus the newest blog article (its URL
 * comes from the content service, so it is read from the RSS feed). */
async function templates(origin: string): Promise<{ template: string; path: string }[]> {
  const fromRoutes = pages.flatMap((page) => {
    const first = page.sitemap()[0];
    return first ? [{ template: page.id, path: first.path }] : [];
  });
  const feed = await (await fetch(`${origin}/blog/feed.xml`)).text();
  const article = feed.match(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/)?.[1];
  return article ? [...fromRoutes, { template: "blog-post", path: new URL(article).pathname }] : fromRoutes;
}

async function main() {
  installCleanupHandlers();
  const server = await startServer({ env: { LOG_LEVEL: "warn" } });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const rows: Row[] = [];
  try {
    // `tsx scripts/lighthouse.ts seo-checklist ppc-guide` measures just those templates (route ids)
    const only = process.argv.slice(2);
    const chosen = (await templates(server.origin)).filter((t) => !only.length || only.includes(t.template));
    for (const { template, path } of chosen) {
      for (const agent of ["crawler", "browser"] as const) {
        const result = await lighthouse(
          `${server.origin}${path}`,
          { port: chrome.port, output: "json", logLevel: "error" },
          {
            extends: "lighthouse:default",
            settings: {
              onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
              ...(agent === "browser" ? { emulatedUserAgent: BROWSER_UA } : {}),
            },
          },
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        const { categories, audits } = result.lhr;
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
        const items =
          (
            audits["resource-summary"]?.details as {
              items?: { resourceType: string; transferSize: number }[];
            }
          )?.items ?? [];
        const bytes = (type: string) => items.find((i) => i.resourceType === type)?.transferSize ?? 0;
        rows.push({
          template,
          path,
          agent,
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
          lcpMs: Math.round(numeric("largest-contentful-paint")),
          tbtMs: Math.round(numeric("total-blocking-time")),
          cls: Number(numeric("cumulative-layout-shift").toFixed(3)),
          totalKB: Number((bytes("total") / 1000).toFixed(1)),
          jsKB: Number((bytes("script") / 1000).toFixed(1)),
        });
        const r = rows.at(-1) as Row;
        console.log(
          `${path.padEnd(28)} ${agent.padEnd(8)} perf ${r.performance} a11y ${r.accessibility} bp ${r.bestPractices} seo ${r.seo}` +
            `  LCP ${r.lcpMs} ms  TBT ${r.tbtMs} ms  CLS ${r.cls}  total ${r.totalKB} KB  JS ${r.jsKB} KB`,
        );
      }
    }
  } finally {
    chrome.kill();
    await stopAll();
  }
  mkdirSync("reports", { recursive: true });
  const summary = {
    date: new Date().toISOString(),
    chrome: CHROME_PATH,
    preset: "mobile (Lighthouse default)",
    rows,
  };
  writeFileSync("reports/lighthouse-summary.json", JSON.stringify(summary, null, 2));
  console.log("\nwrote reports/lighthouse-summary.json");
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
