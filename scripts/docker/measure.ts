/**
 * Figures for docs/DEPLOY.md, from the image `npm run test:docker` builds (skyline-site:test):
 *   npx tsx scripts/docker/measure.ts [COUNT]
 * Runs one container (--network host, a free port, the image's defaults: WEB_CONCURRENCY = the cores) and
 * prints the RSS of each of its processes after the warm-up, after COUNT (default 10,000) addresses a
 * stranger could type (eight kinds in turn: case and escape variants of real pages, unknown queries,
 * tracking ids, made-up articles, blog pages and categories, unknown paths; 16 at a time) and after COUNT
 * more; then the bytes its log gains per request in Docker's json-file log, for cache hits of / and for
 * that mix, at LOG_LEVEL info and warn. The container is removed at the end. IMAGE=... measures another tag.
 */
import { spawnSync } from "node:child_process";
import { statSync } from "node:fs";
import { request } from "node:http";
import { getFreePort } from "../lib/free-port";
import { sitemapLocs } from "../../shared/sitemap";

const IMAGE = process.env.IMAGE ?? "skyline-site:test";
const COUNT = Number(process.argv[2] ?? 10_000);
const CONCURRENCY = 16;

const docker = (...args: string[]) => {
  const result = spawnSync("docker", args, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`docker ${args[0]}: ${result.stderr}`);
  return result.stdout.trim();
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const freePort = () => getFreePort("127.0.0.1");
const get = (url: string) =>
  new Promise<number>((resolve) => {
    const req = request(url, { agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", () => resolve(0));
    req.end();
  });

/** the i-th hostile address: one of eight kinds in turn, each new for every i */
const variant = (pages: string[], i: number) => {
  const page = pages[i % pages.length] ?? "/";
  const flip = page.replace(/[a-z]/g, (c, at: number) => ((at + i) % 3 === 0 ? c.toUpperCase() : c));
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

async function flood(origin: string, paths: string[]) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < paths.length) await get(origin + paths[next++]);
    }),
  );
}

async function withContainer<T>(
  env: Record<string, string>,
  body: (origin: string, name: string) => Promise<T>,
) {
  const port = await freePort();
  const name = `skyline-measure-${process.pid}-${port}`;
  const envArgs = Object.entries({ SITE_URL: "https://www.example.com", PORT: String(port), ...env }).flatMap(
    ([k, v]) => ["-e", `${k}=${v}`],
  );
  docker("run", "-d", "--name", name, "--network", "host", ...envArgs, IMAGE);
  try {
    for (let i = 0; i < 600 && (await get(`http://127.0.0.1:${port}/healthz`)) !== 200; i++)
      await sleep(1000);
    // warmed: every worker logged "page cache warmed" (info lines: not at LOG_LEVEL=warn)
    for (let i = 0; i < 600 && env.LOG_LEVEL !== "warn"; i++) {
      const logs = docker("logs", name);
      const workers = Number(/"workers":(\d+),"node"/.exec(logs)?.[1] ?? 1);
      if ((logs.match(/"page cache warmed"/g) ?? []).length >= workers) break;
      await sleep(1000);
    }
    return await body(`http://127.0.0.1:${port}`, name);
  } finally {
    spawnSync("docker", ["rm", "-f", "-v", name]);
  }
}

/** RSS (MB) of each server process in the container, primary first */
const rss = (name: string) =>
  docker("top", name, "-eo", "pid,rss,args")
    .split("\n")
    .slice(1)
    .filter((row) => row.includes("dist/server/index.js"))
    .map((row) => Math.round(Number(row.trim().split(/\s+/)[1]) / 1024));

const logSize = (name: string) => statSync(docker("inspect", "-f", "{{.LogPath}}", name)).size;

const pagesOf = async (origin: string) => {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  return sitemapLocs(xml).map((url) => url.pathname);
};

await withContainer({}, async (origin, name) => {
  const pages = await pagesOf(origin);
  await sleep(2000);
  console.log(`${IMAGE}, ${rss(name).length} processes (primary first when a cluster)`);
  console.log(`RSS after the warm-up: ${rss(name).join(", ")} MB`);
  await flood(
    origin,
    Array.from({ length: COUNT }, (_, i) => variant(pages, i)),
  );
  await sleep(2000);
  console.log(`RSS after ${COUNT} hostile addresses: ${rss(name).join(", ")} MB`);
  await flood(
    origin,
    Array.from({ length: COUNT }, (_, i) => variant(pages, COUNT + i)),
  );
  await sleep(2000);
  console.log(`RSS after ${COUNT} more: ${rss(name).join(", ")} MB`);
});

for (const level of ["info", "warn"]) {
  await withContainer({ LOG_LEVEL: level }, async (origin, name) => {
    const pages = await pagesOf(origin);
    await sleep(1500); // the logger flushes every second
    /** bytes per request: in Docker's json-file log, and as the process wrote them (what `docker logs` shows) */
    const perRequest = async (paths: string[]) => {
      const before = { file: logSize(name), raw: Buffer.byteLength(docker("logs", name)) };
      await flood(origin, paths);
      await sleep(1500);
      const raw = Buffer.byteLength(docker("logs", name));
      const per = (bytes: number) => (bytes / paths.length).toFixed(0);
      return `${per(logSize(name) - before.file)} (${per(raw - before.raw)} as written)`;
    };
    const hits = await perRequest(Array.from({ length: 2000 }, () => "/"));
    const mix = await perRequest(Array.from({ length: 2000 }, (_, i) => variant(pages, 50_000 + i)));
    console.log(
      `LOG_LEVEL=${level}: bytes per request in Docker's json-file log: ${hits} for cached hits of /, ${mix} for the hostile mix`,
    );
  });
}
