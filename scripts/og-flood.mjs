/**
 * The cached home page while share images are drawn (`node scripts/og-flood.mjs` after `npm run build`).
 *
 * Starts the production server fresh (NODE_ENV=production, page cache and warm-up on, WEB_CONCURRENCY=2 by
 * default: "a fresh cluster"), waits for the warm-up, then asks for the cached home page at a steady rate
 * (OG_FLOOD_RATE, default 100 a second, keep-alive, Accept-Encoding: br; a rate, not a closed loop, so the
 * figure is how long a visitor waits, not how fast the machine can go) for OG_FLOOD_IDLE seconds (default
 * 15, after 5 s of rest): the idle figures. Then, with the home page still asked for at that rate, the /og
 * flood: every share image the sitemap's pages have (/og/<path>.png), none drawn yet, each asked for once
 * per worker process on a new connection (so every worker draws every image), OG_FLOOD_CONCURRENCY
 * (default 16) at a time, each waited for up to 60 s. Prints p50 / p95 / max of the home page idle and
 * during the flood and their ratio (the goal: p95 during the flood within 2x idle), the flood's statuses,
 * length and image waits, and the server's RSS (all its processes) before the flood, right after it and,
 * with OG_FLOOD_SETTLE seconds (default 0), that long after.
 *
 * Many distinct images: OG_FLOOD_POSTS=N serves the blog from a fake WordPress in this process (N posts
 * without a featured image, so each has its own card) and adds every post's /og/blog/<slug>.png to the
 * flood (the sitemap lists only the newest 100).
 *
 * Before and after: `--server DIR` takes the server from DIR/dist/server/index.js instead of this checkout
 * (DIR holds another build, e.g. an older commit: `git archive <commit> | tar -x -C DIR`, a node_modules
 * link, `npm run build` there); several `--server` arguments (`.` for this checkout) are run in turn,
 * OG_FLOOD_ROUNDS times (default 1): A, B, A, B ... so a machine whose load drifts hits both alike.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import {
  fetchSitemapPaths,
  httpGet,
  installCleanupHandlers,
  ROOT,
  startNodeProcess,
} from "./lib/start-server.mjs";

const RATE = Number(process.env.OG_FLOOD_RATE ?? 100);
const IDLE_SECONDS = Number(process.env.OG_FLOOD_IDLE ?? 15);
const SETTLE_SECONDS = Number(process.env.OG_FLOOD_SETTLE ?? 0);
const ROUNDS = Number(process.env.OG_FLOOD_ROUNDS ?? 1);
const WORKERS = Number(process.env.WEB_CONCURRENCY ?? 2);
const CONCURRENCY = Number(process.env.OG_FLOOD_CONCURRENCY ?? 16);
const POSTS = Number(process.env.OG_FLOOD_POSTS ?? 0);

const servers = [];
for (let i = 2; i < process.argv.length; i++) {
  if (process.argv[i] === "--server") servers.push(path.resolve(process.argv[++i] ?? "."));
}
if (servers.length === 0) servers.push(ROOT);

installCleanupHandlers();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** VmRSS of a process and all its descendants, in MB. */
function rss(pid) {
  let kb = 0;
  const visit = (id) => {
    const status = fs.readFileSync(`/proc/${id}/status`, "utf8");
    kb += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
    for (const task of fs.readdirSync(`/proc/${id}/task`)) {
      const children = fs.readFileSync(`/proc/${id}/task/${task}/children`, "utf8").trim();
      for (const child of children ? children.split(/\s+/) : []) visit(child);
    }
  };
  try {
    visit(pid);
  } catch {
    // a process that exited meanwhile
  }
  return kb / 1024;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Asks for / at RATE a second until stop() and returns each answer's wait in ms (from when it was due). */
function homeSampler(origin) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const waits = [];
  const errors = [];
  const pending = new Set();
  const timer = setInterval(() => {
    const started = performance.now();
    const request = httpGet(`${origin}/`, { agent, headers: { "accept-encoding": "br" } })
      .then((res) => {
        if (res.status !== 200) errors.push(res.status);
        waits.push(performance.now() - started);
      })
      .catch((error) =>
        errors.push(error.code ?? (/timed out/.test(error.message) ? "timeout" : error.message)),
      )
      .finally(() => pending.delete(request));
    pending.add(request);
  }, 1000 / RATE);
  return {
    take() {
      return waits.splice(0);
    },
    errors,
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      agent.destroy();
    },
  };
}

const summary = (waits) => {
  const sorted = [...waits].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? NaN,
  };
};
const ms = (value) => `${value.toFixed(1)} ms`;

/** A fake WordPress REST API with `count` posts (the list, slug and categories calls); its base URL. */
async function fakeWordPress(count) {
  const posts = Array.from({ length: count }, (_, i) => ({
    id: count - i,
    slug: `flood-post-${count - i}`,
    date: new Date(Date.UTC(2026, 0, 1) + (count - i) * 3_600_000).toISOString().slice(0, 19),
    title: { rendered: `How We Grew Local Search Traffic, Part ${count - i}` },
    content: { rendered: "<p>A post of the og flood.</p>" },
    categories: [1],
  }));
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    res.setHeader("content-type", "application/json");
    if (url.pathname.endsWith("/categories")) {
      return res.end(JSON.stringify([{ id: 1, name: "Local SEO", slug: "local-seo", count }]));
    }
    const slug = url.searchParams.get("slug");
    if (slug) return res.end(JSON.stringify(posts.filter((p) => p.slug === slug)));
    const perPage = Number(url.searchParams.get("per_page") ?? 10);
    const page = Number(url.searchParams.get("page") ?? 1);
    const slice = posts.slice((page - 1) * perPage, page * perPage);
    res.setHeader("x-wp-total", String(count));
    res.setHeader("x-wp-totalpages", String(Math.ceil(count / perPage)));
    res.end(
      JSON.stringify(
        url.searchParams.get("_fields") === "slug" ? slice.map((p) => ({ slug: p.slug })) : slice,
      ),
    );
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  server.unref();
  return {
    baseUrl: `http://127.0.0.1:${server.address().port}/wp-json/wp/v2`,
    slugs: posts.map((p) => p.slug),
  };
}

const wordpress = POSTS > 0 ? await fakeWordPress(POSTS) : null;

async function run(dir) {
  const entry = path.join(dir, "dist", "server", "index.js");
  if (!fs.existsSync(entry)) throw new Error(`${entry} does not exist: build it first`);
  const server = await startNodeProcess({
    args: [entry],
    env: {
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      WARM_CACHE: "1",
      WEB_CONCURRENCY: String(WORKERS),
      ...(wordpress ? { CONTENT_API_URL: wordpress.baseUrl } : {}),
    },
    label: `server (${dir})`,
    // OG_FLOOD_LOG=FILE keeps the server's log (warnings only) for a look afterwards
    ...(process.env.OG_FLOOD_LOG ? { logFile: process.env.OG_FLOOD_LOG } : {}),
    timeoutMs: 60_000,
  });
  try {
    const pages = (await fetchSitemapPaths(server.origin)).filter((p) => !p.includes("?"));
    // the warm-up renders every sitemap page in every worker: wait until the last one is a hit on new
    // connections (each may land on another worker)
    for (let i = 0, hits = 0; i < 600 && hits < 2 * WORKERS; i++) {
      const res = await httpGet(server.origin + pages.at(-1));
      hits = res.headers.etag ? hits + 1 : 0;
      if (!res.headers.etag) await sleep(200);
    }
    // let the fresh processes settle (the warm-up's last renders, JIT, GC) before the idle figures
    await sleep(5000);
    const images = [
      ...new Set([
        ...pages.map((p) => (p === "/" ? "/og/home.png" : `/og${p}.png`)),
        ...(wordpress?.slugs.map((slug) => `/og/blog/${slug}.png`) ?? []),
      ]),
    ];

    const sampler = homeSampler(server.origin);
    await sleep(IDLE_SECONDS * 1000);
    const idle = summary(sampler.take());
    const rssBefore = rss(server.pid);

    const statuses = new Map();
    const imageWaits = [];
    const queue = images.flatMap((image) => Array.from({ length: WORKERS }, () => image));
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < queue.length) {
          const image = queue[next++];
          const asked = performance.now();
          // a visitor's browser or a share site's crawler waits a while for an image: 60 s here
          const res = await httpGet(server.origin + image, { timeoutMs: 60_000 }).catch((error) => ({
            status: error.code ?? (/timed out/.test(error.message) ? "timeout" : "error"),
          }));
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          imageWaits.push(performance.now() - asked);
        }
      }),
    );
    const floodSeconds = (performance.now() - started) / 1000;
    const flood = summary(sampler.take());
    await sampler.stop();
    const rssAfter = rss(server.pid);
    let rssSettled = null;
    if (SETTLE_SECONDS > 0) {
      await sleep(SETTLE_SECONDS * 1000);
      rssSettled = rss(server.pid);
    }
    return {
      dir,
      idle,
      flood,
      floodSeconds,
      images: images.length,
      imageWaits: summary(imageWaits),
      statuses: [...statuses]
        .sort()
        .map(([s, n]) => `${s} x${n}`)
        .join(", "),
      // statuses other than 200 and socket errors of the home page, by kind
      homeErrors:
        [...Map.groupBy(sampler.errors, (e) => e).entries()]
          .map(([e, list]) => `${e} x${list.length}`)
          .join(", ") || "none",
      rssBefore,
      rssAfter,
      rssSettled,
    };
  } finally {
    await server.stop();
  }
}

console.log(
  `og flood: home page at ${RATE}/s, ${IDLE_SECONDS} s idle, then every share image once per worker ` +
    `(WEB_CONCURRENCY=${WORKERS}), ${CONCURRENCY} at a time; ${ROUNDS} round(s) over ${servers.length} server(s)`,
);
const results = [];
for (let round = 1; round <= ROUNDS; round++) {
  for (const dir of servers) {
    const r = await run(dir);
    results.push(r);
    const name = path.relative(process.cwd(), r.dir) || ".";
    console.log(
      `\n[${round}] ${name}\n` +
        `  home idle:   p50 ${ms(r.idle.p50)}, p95 ${ms(r.idle.p95)}, max ${ms(r.idle.max)} (${r.idle.n} requests)\n` +
        `  home flood:  p50 ${ms(r.flood.p50)}, p95 ${ms(r.flood.p95)}, max ${ms(r.flood.max)} (${r.flood.n} requests)` +
        `; p95 ${(r.flood.p95 / r.idle.p95).toFixed(1)}x idle; home errors ${r.homeErrors}\n` +
        `  /og flood:   ${r.images} images x ${WORKERS} in ${r.floodSeconds.toFixed(1)} s: ${r.statuses}; ` +
        `each waited p50 ${ms(r.imageWaits.p50)}, p95 ${ms(r.imageWaits.p95)}, max ${ms(r.imageWaits.max)}\n` +
        `  RSS:         ${r.rssBefore.toFixed(0)} MB before, ${r.rssAfter.toFixed(0)} MB after` +
        (r.rssSettled === null ? "" : `, ${r.rssSettled.toFixed(0)} MB ${SETTLE_SECONDS} s later`),
    );
  }
}
if (results.length > 1) {
  console.log("\nsummary (p95 of the home page, idle -> during the flood):");
  for (const dir of servers) {
    const mine = results.filter((r) => r.dir === dir);
    const name = path.relative(process.cwd(), dir) || ".";
    console.log(
      `  ${name}: ` +
        mine
          .map((r) => `${ms(r.idle.p95)} -> ${ms(r.flood.p95)} (${(r.flood.p95 / r.idle.p95).toFixed(1)}x)`)
          .join("; "),
    );
  }
}
