/**
 * Floods a stranger can send (`npm run hostile`, which builds first), one after the other, against the
 * production server (one process, page cache and warm-up on, as in production), and what each costs the
 * visitors of the cached home page and the process's memory.
 *
 * The floods, HOSTILE_COUNT requests each (default 1,000), 16 at a time over keep-alive connections:
 *   variants   case changes and percent escapes of real pages (301), unknown query strings (301), tracking
 *              ids (hits), made-up categories (302) and paths (404)
 *   fragments  /page#N for every sitemap page (no browser sends a fragment; any script can): one 301 each
 *   queries    query parameters where no route reads them (/about?page=N), values a page does not have
 *              (/blog?page=abcN, /reviews?service=xN, /contact?sent=N), pages past the blog's end and
 *              every spelling of valid variants (/reviews?service=Local+SEO ...)
 *   slugs      made-up articles: /blog/<random>
 *   og-junk    share images of made-up articles: /og/blog/<random>.png
 *   og         the share images of the sitemap's pages (each drawn on its first request, then kept)
 *   posts      no-JavaScript error posts to /api/contact: text/plain bodies (415), oversized bodies (413)
 *              and invalid fields (400), each answered with a page
 *   post-415   no-JavaScript text/plain posts over 50 connections: the static answer, the yardstick of
 *              the two below
 *   post-429   well-formed no-JavaScript contact posts over 50 connections: five are stored (a throwaway
 *              store), then 429s (the first two rendered, then the small static form)
 *   post-400   invalid no-JavaScript contact posts over 50 connections: 400s, then 429 once the address
 *              has had its invalid posts for the window
 *   slow-posts HOSTILE_SLOW connections (default 2,000), 200 opening at a time, each with complete
 *              headers, Content-Length 100000 (half) or 60000 (half, under the limit), then one byte every
 *              5 s: counts early 413s, 408s at the body deadline and connections closed at once (the
 *              per-address cap); its RSS "after" is 2 s after the last socket closed
 * Then, each on a server of its own:
 *   404-log    unknown addresses with ~2,000-character targets, the log at info (as in production): the log
 *              bytes written, lines and bytes per line (2,177 B a line, 14 MB/s before)
 *   outage     made-up blog slugs while WordPress answers every call 503: the cached /about's p95 during
 *              the flood and RSS before and after
 * The home-page probe comes from 127.0.0.2 and each post flood from its own loopback address, so the
 * server's per-address limits and caps see them apart. A flood is one entry of floods(): `make` for one
 * request at a time (CONCURRENCY, or the entry's own), or `run` for a flood that drives its own sockets.
 * For each flood: RSS before and after (VmRSS, /proc), the cached home page's p95 (sequential GET / with
 * Accept-Encoding br on its own connection) idle before, during the flood and idle after, the statuses and
 * the flood's rate. Then every flood again with new values (HOSTILE_ROUNDS, default 2): the first round fills
 * what is bounded (caches, V8's heap high-water mark), the second shows whether anything keeps growing.
 *   slow-wave  HOSTILE_WAVE slow posts at once (default 15,000) from 150 addresses, on a
 *              server of its own: RSS and the heap figures every 5 s during the wave and after it (slowWave)
 *   view-flood forged page views for HOSTILE_VIEW_SECONDS (default 60) from one address and from one IPv6
 *              /56 (X-Forwarded-For, the server trusting loopback), with junk sources and made-up and real
 *              paths, while a real browser (Debian's Chromium) lands from a Google Ads campaign, sends a
 *              lead, and a second visitor lands directly: /owner/stats.json must then name the real
 *              campaign, its source and its lead with exactly their figures, every real beacon must have
 *              been answered 204, the flood's counted visits must stay within its clients' shares, and the
 *              refusals must be in the "page views refused" warn line. Prints PASS or FAIL (exit code 1)
 * Env: HOSTILE_COUNT, HOSTILE_ROUNDS, HOSTILE_SLOW, HOSTILE_WAVE, HOSTILE_WAVE_AFTER, HOSTILE_VIEW_SECONDS,
 * HOSTILE_ONLY (a comma list of flood names, 404-log, outage, slow-wave and view-flood included). The server's own variables pass through:
 * FORM_REFUSAL_HOLD_MS=0 turns off the pause before repeat refusals (decision 0027), which shows what a
 * refusal itself costs (the req/s of post-429 and post-400 against post-415's); with the pause (the
 * default) the refused floods run at about one answer a second per connection. "cpu %" is the server's
 * CPU time over the flood's wall time, the home-page probe's requests included.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { printedSection, recordConsole, writeSection } from "./lib/doc-section";
import { imageMallocEnv, imageNodeFlags } from "./lib/image-settings";
import { clockTicksPerSecond, cpuTicks, memoryOf } from "./lib/proc-stats";
import { LogScanner, waitForMessage } from "./lib/server-log";
import {
  fetchSitemapPaths,
  installCleanupHandlers,
  makeTempDir,
  removeTempDir,
  startServer,
} from "./lib/start-server";

const printed = recordConsole();
/** every server here runs with the production image's memory settings (scripts/lib/image-settings.ts) */
const IMAGE = { env: imageMallocEnv().env, flags: imageNodeFlags().flags };
const COUNT = positiveInt("HOSTILE_COUNT", 1000);
const ROUNDS = positiveInt("HOSTILE_ROUNDS", 2);
const SLOW = positiveInt("HOSTILE_SLOW", 2000);
/** HOSTILE_ONLY=post-429,slow-posts: only these floods (every one when unset) */
const ONLY = (process.env.HOSTILE_ONLY ?? "").split(",").filter(Boolean);
const selected = (name: string) => ONLY.length === 0 || ONLY.includes(name);
const WAVE = positiveInt("HOSTILE_WAVE", 15_000);
/** How long RSS is followed after the wave's last connection closed. */
const WAVE_AFTER_S = positiveInt("HOSTILE_WAVE_AFTER", 30);
/** How long the view flood lasts. */
const VIEW_FLOOD_S = positiveInt("HOSTILE_VIEW_SECONDS", 60);
const CONCURRENCY = 16;
const PROBE_IDLE = 100;
const ORIGIN = "http://hostile.example.com";

function positiveInt(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === "") return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number >= 1, got "${text}"`);
  return value;
}

installCleanupHandlers();
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const random = () => randomBytes(6).toString("hex");

type Request = { method?: string; path: string; headers?: http.OutgoingHttpHeaders; body?: string };

/** One request on `agent`; resolves with the status (or the error's code), never rejects. */
function send(
  origin: string,
  agent: http.Agent,
  { method = "GET", path: target, headers = {}, body }: Request,
): Promise<number | string> {
  return new Promise((resolve) => {
    const url = new URL(origin);
    const req = http.request(
      { host: url.hostname, port: url.port, method, path: target, agent, headers },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
      },
    );
    req.setTimeout(30_000, () => req.destroy(Object.assign(new Error("timeout"), { code: "timeout" })));
    req.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
    req.end(body);
  });
}

/** Nearest-rank percentile. */
const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};

/** The cached home page, asked again and again on its own connection until `until()` says stop. */
async function probeHome(
  origin: string,
  { samples = Infinity, until = () => false }: { samples?: number; until?: () => boolean } = {},
): Promise<number> {
  // from its own loopback address: the server's per-address caps count the floods' 127.0.0.1, not the probe
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: "127.0.0.2" });
  const times: number[] = [];
  try {
    while (times.length < samples && !until()) {
      const started = performance.now();
      await send(origin, agent, { path: "/", headers: { "accept-encoding": "br" } });
      times.push(performance.now() - started);
    }
  } finally {
    agent.destroy();
  }
  return times.length ? percentile(times, 95) : NaN;
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
/** The contact form's own fields, valid (the form's field names, shared/contact.ts). */
const validContact = {
  "First Name": "Hostile",
  "Last Name": "Script",
  email: "hostile@example.com",
  "Phone Number": "(212) 555-0100",
  message: "",
};
const contactFields = {
  name: "Hostile Script",
  email: "hostile@example.com",
  phone: "212 555 0100",
  service: "Local SEO",
  message: "A message that should never be stored.",
};

/** The floods; `i` counts over every round, so no value repeats. */
/** The `i`th of `list`, round and round. */
const nth = <T>(list: T[], i: number): T => list[i % list.length] as T;

type Statuses = Map<number | string, number>;
/** What a `run` flood gets: the server, the first value of its round (no value repeats), where to count. */
type FloodRun = { origin: string; offset: number; statuses: Statuses; pid: number };
/** `from`: the loopback address the flood's posts come from, so each post flood has its own limits */
type Flood = { name: string; concurrency?: number; from?: string } & (
  { make: (i: number) => string | Request } | { run: (context: FloodRun) => Promise<void> }
);

const tally = (statuses: Statuses, status: number | string) =>
  statuses.set(status, (statuses.get(status) ?? 0) + 1);

/** COUNT requests from `make`, `concurrency` at a time over keep-alive connections. */
async function pump(
  { origin, offset, statuses }: FloodRun,
  make: (i: number) => string | Request,
  concurrency: number,
  from?: string,
) {
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: concurrency,
    ...(from ? { localAddress: from } : {}),
  });
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < COUNT) {
        const made = make(offset + next++);
        tally(statuses, await send(origin, agent, typeof made === "string" ? { path: made } : made));
      }
    }),
  );
  agent.destroy();
}

/** The RSS the slow-post wave reached, read by the main loop's "during" column. */
let peakRssMb: number | null = null;

/**
 * SLOW posts with complete headers and a declared body, then one byte every 5 s until the server closes
 * the connection; 200 connections opening at a time. Each socket's outcome: the answer's status, or
 * "closed" (closed before any answer: the per-address cap).
 */
async function slowPosts({ origin, statuses, pid }: FloodRun): Promise<void> {
  const { hostname, port } = new URL(origin);
  peakRssMb = null;
  const sample = setInterval(() => {
    const rss = memoryOf(pid)?.rssMb ?? null;
    if (rss !== null && (peakRssMb === null || rss > peakRssMb)) peakRssMb = rss;
  }, 250);
  const one = (i: number) =>
    new Promise<void>((resolve) => {
      const socket = net.connect(Number(port), hostname);
      let answer = "";
      let trickle: NodeJS.Timeout | undefined;
      socket.setEncoding("latin1");
      socket.on("data", (chunk: string) => (answer += chunk.slice(0, 64)));
      socket.on("error", () => {});
      socket.on("close", () => {
        clearInterval(trickle);
        tally(statuses, /^HTTP\/1\.1 (\d+)/.exec(answer)?.[1] ?? "closed");
        resolve();
      });
      socket.on("connect", () => {
        const length = i % 2 ? 60_000 : 100_000;
        socket.write(
          `POST /api/contact HTTP/1.1\r\nHost: ${hostname}\r\nOrigin: ${ORIGIN}\r\nAccept: text/html\r\n` +
            `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${length}\r\n\r\nm`,
        );
        trickle = setInterval(() => socket.write("x"), 5000);
      });
    });
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(200, SLOW) }, async () => {
      while (next < SLOW) await one(next++);
    }),
  );
  clearInterval(sample);
  await sleep(1000);
}

function floods(pages: string[]): Flood[] {
  const page = (i: number) => pages[i % pages.length] ?? "/";
  const noJs = { origin: ORIGIN, accept: "text/html" };
  return [
    {
      name: "variants",
      make: (i) => {
        const p = page(i);
        const flip = p.replace(/[a-z]/g, (c, at) => ((at + i) % 3 === 0 ? c.toUpperCase() : c));
        const escaped = p.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`);
        return nth(
          [
            flip === p ? `${p}/?x=${i}` : flip,
            `${escaped}?n=${i}`,
            `${p}?x=${i}&y=${i * 7}`,
            `${p}?utm_source=s${i}&gclid=${i}`,
            `/blog/category/made-up-${i}`,
            `/no-such-page-${i}/${i * 13}`,
          ],
          i,
        );
      },
    },
    { name: "fragments", make: (i) => `${page(i)}#${i}` },
    {
      name: "queries",
      make: (i) =>
        nth(
          [
            `/about?page=${i}`,
            `${page(i)}?page=${i}&service=x${i}`,
            `/blog?page=abc${i}`,
            `/blog?page=${3 + (i % 999_990)}`,
            `/reviews?service=service-${i}`,
            `/contact?sent=${i}`,
            `/blog?newsletter=x${i}`,
            // valid spellings of one variant: one cache entry between them
            nth(
              ["/reviews?service=Local+SEO", "/reviews?service=local%20seo", "/reviews?service=LOCAL+seo"],
              i,
            ),
          ],
          i,
        ),
    },
    { name: "slugs", make: () => `/blog/${random()}` },
    { name: "og-junk", make: () => `/og/blog/${random()}.png` },
    { name: "og", make: (i) => (page(i) === "/" ? "/og/home.png" : `/og${page(i)}.png`) },
    {
      name: "post-415",
      concurrency: 50,
      from: "127.0.0.3",
      make: () => ({
        method: "POST",
        path: "/api/contact",
        headers: { ...noJs, "content-type": "text/plain" },
        body: form(contactFields),
      }),
    },
    {
      name: "post-429",
      concurrency: 50,
      from: "127.0.0.4",
      make: (i) => ({
        method: "POST",
        path: "/api/contact",
        headers: { ...noJs, "content-type": "application/x-www-form-urlencoded" },
        body: form({ ...validContact, message: `Over the limit ${i}: a message typed by a person.` }),
      }),
    },
    {
      name: "post-400",
      concurrency: 50,
      from: "127.0.0.5",
      make: (i) => ({
        method: "POST",
        path: "/api/contact",
        headers: { ...noJs, "content-type": "application/x-www-form-urlencoded" },
        body: form({ ...validContact, email: `not-an-email-${i}` }),
      }),
    },
    { name: "slow-posts", run: slowPosts },
    {
      name: "posts",
      make: (i) =>
        nth<Request>(
          [
            {
              method: "POST",
              path: "/api/contact",
              headers: { ...noJs, "content-type": "text/plain" },
              body: form(contactFields),
            },
            {
              method: "POST",
              path: "/api/contact",
              headers: { ...noJs, "content-type": "application/x-www-form-urlencoded" },
              body: form({ ...contactFields, message: "x".repeat(200_000) }),
            },
            {
              method: "POST",
              path: "/api/contact",
              headers: { ...noJs, "content-type": "application/x-www-form-urlencoded" },
              body: form({ ...contactFields, email: `not-an-email-${i}` }),
            },
          ],
          i,
        ),
    },
  ];
}

const mb = (value: number | null | undefined) =>
  value === null || value === undefined ? "n/a" : value.toFixed(1);
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : "n/a");

if (floods([]).some((flood) => selected(flood.name))) await floodsOnOneServer();

async function floodsOnOneServer() {
  const dir = makeTempDir("hostile-");
  const logFile = path.join(dir, "server.log");
  const server = await startServer({
    env: {
      ...IMAGE.env,
      LOG_LEVEL: "warn",
      WARM_CACHE: "1",
      WEB_CONCURRENCY: "1",
      SITE_URL: ORIGIN,
      // the posts must be refused or fail validation, never stored: a throwaway store all the same
      DATA_DIR: dir,
      CONTACT_ACCESS_KEY: undefined,
    },
    logFile,
    nodeFlags: IMAGE.flags,
  });
  try {
    const pages = (await fetchSitemapPaths(server.origin)).filter((p) => !p.includes("?"));
    // warn level: the warm-up's own line is info, so wait until a page from the end of the sitemap is cached
    const deadline = Date.now() + 180_000;
    for (;;) {
      const cached = await new Promise<boolean>((resolve) =>
        http.get(`${server.origin}${pages.at(-1)}`, (res) => {
          res.resume();
          resolve(Boolean(res.headers.etag));
        }),
      );
      if (cached || Date.now() > deadline) break;
      await sleep(500);
    }
    await sleep(2000);
    console.log(
      `Server: production, one process, warm-up done; ${pages.length} sitemap pages. ` +
        `${COUNT} requests per flood, ${CONCURRENCY} at a time (the post floods 50), ${ROUNDS} rounds. ` +
        `Image settings: ${[...Object.entries(IMAGE.env).map(([k, v]) => `${k}=${v}`), ...IMAGE.flags].join(" ") || "none"}.`,
    );
    console.log(
      "flood      round  req/s  cpu %   RSS before -> after MB   home p95 ms: idle before / during / idle after  statuses",
    );
    const start = memoryOf(server.pid);
    let offset = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      for (const flood of floods(pages).filter((f) => selected(f.name))) {
        const before = memoryOf(server.pid);
        const idleBefore = await probeHome(server.origin, { samples: PROBE_IDLE });
        const statuses: Statuses = new Map();
        let done = false;
        const started = performance.now();
        const cpu = cpuTicks(server.pid);
        const during = probeHome(server.origin, { until: () => done });
        const context = { origin: server.origin, offset, statuses, pid: server.pid };
        if ("run" in flood) await flood.run(context);
        else await pump(context, flood.make, flood.concurrency ?? CONCURRENCY, flood.from);
        const seconds = (performance.now() - started) / 1000;
        const cpuEnd = cpuTicks(server.pid);
        // the server's CPU time over the flood's wall time (the home-page probe's requests included)
        const cpuShare =
          cpu === null || cpuEnd === null
            ? "n/a"
            : (((cpuEnd - cpu) / clockTicksPerSecond() / seconds) * 100).toFixed(0);
        const sent = [...statuses.values()].reduce((a, b) => a + b, 0);
        done = true;
        const duringP95 = await during;
        offset += COUNT;
        await sleep(1000);
        const after = memoryOf(server.pid);
        const peak = flood.name === "slow-posts" ? ` (peak during ${mb(peakRssMb)})` : "";
        const idleAfter = await probeHome(server.origin, { samples: PROBE_IDLE });
        const counts = [...statuses]
          .sort(([a], [b]) => String(a).localeCompare(String(b)))
          .map(([status, n]) => `${status} x${n}`)
          .join(", ");
        console.log(
          `${flood.name.padEnd(10)} ${String(round).padStart(5)} ${(sent / seconds).toFixed(0).padStart(6)} ${cpuShare.padStart(6)}   ` +
            `${mb(before?.rssMb).padStart(8)} -> ${mb(after?.rssMb).padEnd(8)}        ` +
            `${ms(idleBefore).padStart(8)} / ${ms(duringP95).padStart(8)} / ${ms(idleAfter).padEnd(8)}         ${counts}${peak}`,
        );
      }
    }
    const end = memoryOf(server.pid);
    console.log(
      `RSS after warm-up ${mb(start?.rssMb)} MB, after every flood ${mb(end?.rssMb)} MB ` +
        `(anonymous ${mb(start?.anonMb)} -> ${mb(end?.anonMb)} MB)`,
    );
  } finally {
    await server.stop();
    removeTempDir(dir);
  }
}
// the floods that need a server of their own (info-level log; WordPress down; the wave), after the list above
if (selected("404-log")) await longTargetFlood();
if (selected("outage")) await outageSlugFlood();
if (selected("slow-wave")) await slowWave();
if (selected("view-flood")) await viewFlood();
// --write: what was printed goes into docs/PERFORMANCE.md's figures:hostile section
if (process.argv.includes("--write")) {
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"]).toString().trim();
  const env = [
    `HOSTILE_COUNT=${COUNT}`,
    `HOSTILE_ROUNDS=${ROUNDS}`,
    `HOSTILE_SLOW=${SLOW}`,
    `HOSTILE_WAVE=${WAVE}`,
    ...(ONLY.length ? [`HOSTILE_ONLY=${ONLY.join(",")}`] : []),
  ].join(" ");
  writeSection(
    "docs/PERFORMANCE.md",
    "hostile",
    printedSection(`${env} npm run hostile -- --write`, printed(), commit),
  );
  console.log("docs/PERFORMANCE.md: the hostile section is written");
}

/** Floods `count` requests made by `make`, CONCURRENCY at a time; the statuses counted. */
async function flood(origin: string, make: (i: number) => string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const statuses = new Map<number | string, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < COUNT) {
        const status = await send(origin, agent, { path: make(next++) });
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  const counts = [...statuses].map(([status, n]) => `${status} x${n}`).join(", ");
  return { rate: COUNT / seconds, counts };
}

/** 404s with long targets against a production server logging at info: what the log grows by. */
async function longTargetFlood() {
  const own = makeTempDir("hostile-log-");
  const log = path.join(own, "server.log");
  const srv = await startServer({
    env: {
      ...IMAGE.env,
      LOG_LEVEL: "info",
      WARM_CACHE: "0",
      WEB_CONCURRENCY: "1",
      SITE_URL: ORIGIN,
      DATA_DIR: own,
    },
    logFile: log,
    nodeFlags: IMAGE.flags,
  });
  try {
    await sleep(1500);
    const before = fs.statSync(log).size;
    const pad = "a".repeat(1900);
    const { rate, counts } = await flood(srv.origin, (i) => `/no-such-page-${i}-${random()}-${pad}`);
    // the server writes its lines at least once a second
    await sleep(1500);
    const added = fs.readFileSync(log).subarray(before).toString("utf8");
    const lines = added.split("\n").filter(Boolean);
    const bytes = Buffer.byteLength(added);
    const longest = Math.max(0, ...lines.map((line) => Buffer.byteLength(line) + 1));
    console.log(
      `404-log: ${COUNT} requests of ${1900 + 40} characters at ${rate.toFixed(0)}/s (${counts}): ` +
        `log +${bytes} B in ${lines.length} lines, ${lines.length ? (bytes / lines.length).toFixed(0) : "0"} B a line ` +
        `(longest ${longest} B), ${(bytes / COUNT).toFixed(1)} B per request`,
    );
  } finally {
    await srv.stop();
    removeTempDir(own);
  }
}

/** Made-up blog slugs while WordPress is down (a fake answering 503 to everything). */
async function outageSlugFlood() {
  const wordpress = http.createServer((_req, res) => {
    res.writeHead(503, { "content-type": "text/plain" }).end("down");
  });
  await new Promise<void>((resolve) => wordpress.listen(0, "127.0.0.1", resolve));
  const { port } = wordpress.address() as { port: number };
  const own = makeTempDir("hostile-wp-");
  const srv = await startServer({
    env: {
      ...IMAGE.env,
      LOG_LEVEL: "warn",
      WARM_CACHE: "0",
      WEB_CONCURRENCY: "1",
      SITE_URL: ORIGIN,
      DATA_DIR: own,
      CONTENT_API_URL: `http://127.0.0.1:${port}/wp-json/wp/v2`,
    },
    logFile: path.join(own, "server.log"),
    nodeFlags: IMAGE.flags,
  });
  const probeAbout = async (until: () => boolean, samples = Infinity) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const times: number[] = [];
    while (times.length < samples && !until()) {
      const started = performance.now();
      await send(srv.origin, agent, { path: "/about", headers: { "accept-encoding": "br" } });
      times.push(performance.now() - started);
    }
    agent.destroy();
    return percentile(times, 95);
  };
  try {
    // /about rendered and cached, and the blog service has met the outage once
    await probeAbout(() => false, 5);
    await flood(srv.origin, () => `/blog/${random()}`).catch(() => undefined);
    const idle = await probeAbout(() => false, PROBE_IDLE);
    const before = memoryOf(srv.pid);
    let done = false;
    const during = probeAbout(() => done);
    const { rate, counts } = await flood(srv.origin, () => `/blog/${random()}`);
    done = true;
    const duringP95 = await during;
    await sleep(1000);
    const after = memoryOf(srv.pid);
    console.log(
      `outage: WordPress answering 503, ${COUNT} made-up slugs at ${rate.toFixed(0)}/s (${counts}): ` +
        `cached /about p95 ${ms(idle)} ms idle, ${ms(duringP95)} ms during; RSS ${mb(before?.rssMb)} -> ${mb(after?.rssMb)} MB`,
    );
  } finally {
    await srv.stop();
    removeTempDir(own);
    wordpress.close();
  }
}

/**
 * The slow-post wave, on a server of its own (production, one process, warm-up on, log at
 * info with a "memory" line every second): WAVE connections opened as fast as the machine allows from 150
 * loopback addresses (100 each, the default per-address cap), each a contact post with complete headers,
 * Content-Length 100000 and then one byte every 5 s. Half are urlencoded (over that parser's 64 KB: 413 at
 * once), half multipart (under its 128 KB: held until the 10 s body deadline, 408). The server holds at most
 * MAX_CONNECTIONS of them; the rest are closed at once (or, past the listen backlog, wait in the client's
 * connect until it gives up). Prints RSS (and the server's heap figures) every 5 s during the wave, its peak,
 * and then every 5 s for HOSTILE_WAVE_AFTER seconds (default 30) after the last connection closed.
 */
async function slowWave() {
  const own = makeTempDir("hostile-wave-");
  const log = path.join(own, "server.log");
  const srv = await startServer({
    env: {
      ...IMAGE.env,
      LOG_LEVEL: "info",
      WARM_CACHE: "1",
      WEB_CONCURRENCY: "1",
      SITE_URL: ORIGIN,
      DATA_DIR: own,
      CONTACT_ACCESS_KEY: undefined,
      MEMORY_LOG_SECONDS: "1",
    },
    logFile: log,
    nodeFlags: IMAGE.flags,
  });
  const scanner = new LogScanner(log);
  let started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(0).padStart(4);
  const line = (label: string) => {
    const rss = memoryOf(srv.pid)?.rssMb;
    const m = scanner.scan().memory;
    return (
      `${label} RSS ${mb(rss).padStart(6)} MB; heapUsed ${mb(m?.heapUsed)}, heapTotal ${mb(m?.heapTotal)}, ` +
      `external ${mb(m?.external)}, arrayBuffers ${mb(m?.arrayBuffers)} MB`
    );
  };
  try {
    await waitForMessage(log, "page cache warmed", { timeoutMs: 180_000, pollMs: 500 });
    await sleep(3000);
    const { hostname, port } = new URL(srv.origin);
    console.log(
      `slow-wave: ${WAVE} slow contact posts (Content-Length 100000, then a byte every 5 s) from ` +
        `${Math.ceil(WAVE / 100)} loopback addresses, on a server of its own`,
    );
    console.log(line("  before      "));
    const statuses: Statuses = new Map();
    let open = 0;
    let peak = 0;
    const sample = setInterval(() => {
      peak = Math.max(peak, memoryOf(srv.pid)?.rssMb ?? 0);
    }, 250);
    const one = (i: number) =>
      new Promise<void>((resolve) => {
        // 127.0.1.0 .. : 100 connections per address
        const host = 256 + Math.floor(i / 100);
        const socket = net.connect({
          port: Number(port),
          host: hostname,
          localAddress: `127.0.${host >> 8}.${host & 255}`,
        });
        open++;
        let answer = "";
        let trickle: NodeJS.Timeout | undefined;
        socket.setEncoding("latin1");
        socket.on("data", (chunk: string) => (answer += chunk.slice(0, 64)));
        socket.on("error", () => {});
        socket.on("close", () => {
          open--;
          clearInterval(trickle);
          tally(statuses, /^HTTP\/1\.1 (\d+)/.exec(answer)?.[1] ?? "closed");
          resolve();
        });
        socket.on("connect", () => {
          const type = i % 2 ? "multipart/form-data; boundary=wave" : "application/x-www-form-urlencoded";
          socket.write(
            `POST /api/contact HTTP/1.1\r\nHost: ${hostname}\r\nOrigin: ${ORIGIN}\r\nAccept: text/html\r\n` +
              `Content-Type: ${type}\r\nContent-Length: 100000\r\n\r\nm`,
          );
          trickle = setInterval(() => socket.write("x"), 5000);
        });
      });
    const waveStarted = performance.now();
    started = waveStarted;
    const all: Promise<void>[] = [];
    const progress = setInterval(() => console.log(line(`  during ${seconds()} s`) + `; ${open} open`), 5000);
    for (let i = 0; i < WAVE; i++) {
      all.push(one(i));
      // a breath every 500 connects, so the client's own event loop keeps up
      if (i % 500 === 499) await sleep(20);
    }
    await Promise.all(all);
    clearInterval(progress);
    clearInterval(sample);
    const waveSeconds = (performance.now() - waveStarted) / 1000;
    const counts = [...statuses]
      .sort(([a], [b]) => String(a).localeCompare(String(b)))
      .map(([status, n]) => `${status} x${n}`)
      .join(", ");
    console.log(
      `  the last connection closed ${waveSeconds.toFixed(1)} s after the first opened (${counts}); ` +
        `RSS peak during ${mb(peak)} MB`,
    );
    for (let after = 0; after <= WAVE_AFTER_S; after += 5) {
      if (after > 0) await sleep(5000);
      console.log(line(`  after  ${String(after).padStart(4)} s`));
    }
  } finally {
    await srv.stop();
    removeTempDir(own);
  }
}

/**
 * Forged page views from one address and one IPv6 /56 for VIEW_FLOOD_S seconds, while a real browser
 * lands from a campaign, sends a lead, and another visitor lands directly. The owner's figures must keep
 * the real traffic by name and to the unit (docs/decisions/0033-views-a-stranger-cannot-write.md).
 */
async function viewFlood() {
  const { chromium } = await import("@playwright/test");
  const { chromiumLaunch } = await import("./lib/chromium");
  const { getFreePort } = await import("./lib/free-port");
  const { MAX_CLIENT_VISITS } = await import("../server/stats/guard");
  const own = makeTempDir("hostile-views-");
  const password = "hostile view flood";
  const port = await getFreePort("127.0.0.1");
  // a zone whose clock reads about noon: the figures are one day's
  const k = 12 - new Date().getUTCHours();
  const zone = k === 0 ? "Etc/GMT" : k > 0 ? `Etc/GMT-${k}` : `Etc/GMT+${-k}`;
  const srv = await startServer({
    env: {
      ...IMAGE.env,
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
      WARM_CACHE: "0",
      WEB_CONCURRENCY: "1",
      TRUST_PROXY: "loopback",
      OWNER_PASSWORD: password,
      STATS_CLIENT_VISITS: String(MAX_CLIENT_VISITS),
      STATS_TIME_ZONE: zone,
      VITALS_SAMPLE_RATE: "0",
      DATA_DIR: own,
    },
    nodeFlags: IMAGE.flags,
  });
  const browser = await chromium.launch(chromiumLaunch);
  const problems: string[] = [];
  try {
    const pages = (await fetchSitemapPaths(srv.origin)).filter((p) => !p.includes("?"));
    const { pages: routePages } = await import("../shared/routes");
    const { matchRoutes } = await import("react-router-dom");
    const table = routePages.map((page) => ({ path: page.path, id: page.id }));
    const templateOf = (p: string) => matchRoutes(table, p)?.at(-1)?.route.id ?? "not-found";
    // the flood's pages: real ones (not the real visitors' landings) and made-up ones
    const floodPages = pages.filter((p) => p !== "/services/local-seo" && p !== "/about");
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const statuses: Statuses = new Map();
    let stop = false;
    let sent = 0;
    const forge = async (worker: number) => {
      for (let i = worker; !stop; i += CONCURRENCY) {
        const madeUp = i % 5 === 0;
        const path = madeUp ? `/blog/forged-${random()}` : nth(floodPages, i);
        const body = JSON.stringify({
          template: madeUp ? (i % 10 === 0 ? "not-found" : "blog-post") : templateOf(path),
          path,
          ...(i % 3 === 0
            ? {}
            : { entry: true, utm_source: `junk${i}`, utm_campaign: `flood${i}`, referrer: `h${i}.example` }),
        });
        // one address, and one IPv6 /56 whose every request has another address inside it
        const from =
          i % 2
            ? "203.0.113.66"
            : `2001:db8:66:ab${(i % 256).toString(16).padStart(2, "0")}::${(i % 65535).toString(16)}`;
        const status = await send(srv.origin, agent, {
          method: "POST",
          path: "/api/views",
          body,
          headers: {
            "content-type": "text/plain;charset=UTF-8",
            "sec-fetch-site": "same-origin",
            "user-agent":
              "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36",
            "x-forwarded-for": from,
          },
        });
        tally(statuses, status);
        sent++;
      }
    };
    const started = performance.now();
    const flooding = Promise.all(Array.from({ length: CONCURRENCY }, (_, w) => forge(w)));

    // the real visitors, a third of the way into the flood
    await sleep((VIEW_FLOOD_S * 1000) / 3);
    const realBeacons: number[] = [];
    const visitor = async (ip: string) => {
      const context = await browser.newContext({
        userAgent:
          "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36",
        extraHTTPHeaders: { "X-Forwarded-For": ip },
      });
      const page = await context.newPage();
      page.on("response", (r) => {
        if (r.url().endsWith("/api/views")) realBeacons.push(r.status());
      });
      return { context, page };
    };
    const seen = async (page: import("@playwright/test").Page, go: () => Promise<unknown>) => {
      const beacon = page.waitForResponse((r) => r.url().endsWith("/api/views"), { timeout: 60_000 });
      await go();
      await beacon;
    };
    const ad = await visitor("198.51.100.7");
    await seen(ad.page, () =>
      ad.page.goto(
        `${srv.origin}/services/local-seo?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=REAL`,
        {
          referer: "https://www.google.com/",
        },
      ),
    );
    await seen(ad.page, () => ad.page.goto(`${srv.origin}/contact`, { referer: ad.page.url() }));
    await ad.page.locator("#contact-form").scrollIntoViewIfNeeded();
    await ad.page.locator('[data-island="contact"][data-hydrated="true"]').waitFor({ timeout: 60_000 });
    await ad.page.getByLabel("First name").fill("Real");
    await ad.page.getByLabel("Last name").fill("Visitor");
    await ad.page.getByLabel("Email", { exact: true }).fill("real@example.com");
    await ad.page.getByLabel("Phone number").fill("(718) 555-0123");
    await ad.page.getByLabel("How can we help?").fill("A real lead during a flood of forged views.");
    await ad.page.getByRole("button", { name: "Send Message" }).click();
    await ad.page.getByText("Thank you for your message!").waitFor({ timeout: 60_000 });
    await ad.context.close();
    const walkIn = await visitor("198.51.100.8");
    await seen(walkIn.page, () => walkIn.page.goto(`${srv.origin}/about`));
    await walkIn.context.close();

    const left = VIEW_FLOOD_S * 1000 - (performance.now() - started);
    if (left > 0) await sleep(left);
    stop = true;
    await flooding;
    agent.destroy();
    const seconds = (performance.now() - started) / 1000;

    const res = await fetch(`${srv.origin}/owner/stats.json`, {
      headers: { authorization: `Basic ${Buffer.from(`owner:${password}`).toString("base64")}` },
    });
    const figures = (await res.json()) as {
      visits: number;
      leads: number;
      byCampaign: Array<{ campaign: string; visits: number; leads: number }>;
      bySource: Array<{ source: string; channel: string; visits: number; leads: number }>;
      byLanding: Array<{ path: string; visits: number; leads: number }>;
      folded: unknown[];
    };
    const counts = [...statuses]
      .sort(([a], [b]) => String(a).localeCompare(String(b)))
      .map(([status, n]) => `${status} x${n}`)
      .join(", ");
    console.log(
      `view-flood: ${sent} forged views in ${seconds.toFixed(0)} s (${(sent / seconds).toFixed(0)}/s) from one address and one /56 (${counts}); ` +
        `real beacons ${realBeacons.join(", ")}; figures: ${figures.visits} visits, ${figures.leads} leads`,
    );
    const expectRow = <T>(what: string, row: T | undefined, expected: T) => {
      if (JSON.stringify(row) !== JSON.stringify(expected))
        problems.push(`${what}: ${JSON.stringify(row)} instead of ${JSON.stringify(expected)}`);
    };
    expectRow(
      "the real campaign",
      figures.byCampaign.find((r) => r.campaign === "google / cpc / spring"),
      {
        campaign: "google / cpc / spring",
        visits: 1,
        leads: 1,
      },
    );
    expectRow(
      "its source",
      figures.bySource.find((r) => r.source === "Google"),
      {
        source: "Google",
        channel: "Paid Search",
        visits: 1,
        leads: 1,
      },
    );
    expectRow(
      "its landing page",
      figures.byLanding.find((r) => r.path === "/services/local-seo"),
      {
        path: "/services/local-seo",
        visits: 1,
        leads: 1,
      },
    );
    expectRow(
      "the direct visitor's landing page",
      figures.byLanding.find((r) => r.path === "/about"),
      {
        path: "/about",
        visits: 1,
        leads: 0,
      },
    );
    if (figures.leads !== 1) problems.push(`${figures.leads} leads instead of 1`);
    if (realBeacons.length !== 3 || realBeacons.some((status) => status !== 204))
      problems.push(`the real visitors' beacons were answered ${realBeacons.join(", ")}`);
    const floodVisits = figures.visits - 2;
    if (floodVisits > 2 * MAX_CLIENT_VISITS)
      problems.push(
        `the flood counted ${floodVisits} visits, over its two clients' shares (${2 * MAX_CLIENT_VISITS})`,
      );
    // the refusals' warn line is written once a minute: wait for it
    await srv
      .waitFor(() => srv.count("page views refused") > 0, "the page views refused line", 75_000)
      .catch(() => problems.push("no 'page views refused' warn line"));
    const refusedLine = srv.json().find((line) => line.msg === "page views refused");
    console.log(
      `view-flood: the flood's counted visits ${floodVisits}; refused ${JSON.stringify(refusedLine?.refused ?? {})}`,
    );
  } catch (error) {
    problems.push(`the flood test failed: ${(error as Error).message}`);
  } finally {
    await browser.close();
    await srv.stop();
    removeTempDir(own);
  }
  if (problems.length) {
    console.log(`view-flood: FAIL\n  ${problems.join("\n  ")}`);
    process.exitCode = 1;
  } else
    console.log(
      "view-flood: PASS (the real campaign, its lead and the direct visit are counted exactly, by name)",
    );
}
