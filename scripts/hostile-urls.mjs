/**
 * Memory under hostile addresses (`npm run hostile`, which builds first): starts the production server
 * (page cache and warm-up on, as in production), waits for the warm-up, reads its RSS, then sends
 * HOSTILE_COUNT (default 10,000) distinct addresses a stranger could type, 16 at a time, and reads the RSS
 * again, four times during the run and after a second run of COUNT more (all distinct from the first). The
 * first run fills what is bounded (the content service's caches, V8's heap high-water mark); the second
 * shows whether anything keeps growing. The variants: case changes and percent escapes of real pages (one 301 each), unknown query strings
 * (301), tracking parameters (cache hits), made-up blog slugs, categories and pages, made-up paths (404).
 * Prints the status counts and RSS before, after and the difference. The server's bound is the route table:
 * none of these may add a page-cache entry.
 */
import fs from "node:fs";
import { fetchSitemapPaths, httpGet, installCleanupHandlers, startServer } from "./lib/start-server.mjs";

const COUNT = Number(process.env.HOSTILE_COUNT ?? 10_000);
const CONCURRENCY = 16;

installCleanupHandlers();
const rss = (pid) => {
  const line = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : NaN;
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const server = await startServer({ env: { LOG_LEVEL: "warn", WARM_CACHE: "1", WEB_CONCURRENCY: "1" } });
try {
  const pages = (await fetchSitemapPaths(server.origin)).filter((p) => !p.includes("?"));
  // the warm-up renders every sitemap page once; wait until a page in the middle is a cache hit and RSS settles
  for (let i = 0; i < 300; i++) {
    const last = await httpGet(server.origin + pages.at(-1));
    if (last.headers.etag) break;
    await sleep(200);
  }
  await sleep(2000);
  const before = rss(server.pid);

  const variant = (i) => {
    const page = pages[i % pages.length];
    const flip = page.replace(/[a-z]/g, (c, at) => ((at + i) % 3 === 0 ? c.toUpperCase() : c));
    const escaped = page.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`);
    switch (i % 8) {
      case 0:
        return flip === page ? `${page}/?x=${i}` : flip;
      case 1:
        return `${escaped}?n=${i}`;
      case 2:
        return `${page}?x=${i}&y=${i * 7}`;
      case 3:
        return `${page}?utm_source=s${i}&gclid=${i}`;
      case 4:
        return `/blog/made-up-article-${i}`;
      case 5:
        return `/blog?page=${1000 + i}`;
      case 6:
        return `/blog/category/made-up-${i}?page=${i}`;
      default:
        return `/no-such-page-${i}/${i * 13}`;
    }
  };

  const statuses = new Map();
  let next = 0;
  let end = COUNT;
  const started = performance.now();
  const run = () =>
    Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < end) {
          const i = next++;
          const res = await httpGet(server.origin + variant(i)).catch((error) => ({
            status: error.code ?? "error",
          }));
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if ((i + 1) % (COUNT / 4) === 0)
            console.log(`  after ${i + 1}: RSS ${rss(server.pid).toFixed(1)} MB`);
        }
      }),
    );
  await run();
  const seconds = (performance.now() - started) / 1000;
  await sleep(2000);
  const after = rss(server.pid);
  end = 2 * COUNT;
  await run();
  await sleep(2000);
  const second = rss(server.pid);
  const counts = [...statuses].sort().map(([status, n]) => `${status} x${n}`);
  console.log(
    `hostile addresses: ${COUNT} distinct in ${seconds.toFixed(1)} s, ${CONCURRENCY} at a time, then ${COUNT} more`,
  );
  console.log(`statuses: ${counts.join(", ")}`);
  console.log(`RSS after warm-up: ${before.toFixed(1)} MB`);
  console.log(`RSS after the first ${COUNT}: ${after.toFixed(1)} MB (+${(after - before).toFixed(1)} MB)`);
  console.log(`RSS after the second ${COUNT}: ${second.toFixed(1)} MB (+${(second - after).toFixed(1)} MB)`);
} finally {
  await server.stop();
}
