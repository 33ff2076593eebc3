/**
 * The owner's report against a big synthetic log (1 GB in under 60 s, under 200 MB):
 *
 *   npm run build && npx tsx scripts/report-bench.ts [--mb 1024] [--file var/report-bench.log] [--keep]
 *   npm run build && npx tsx scripts/report-bench.ts --vitals-lines 20000000
 *
 * The second form pipes that many `web-vitals` lines (one client's hours of posting, each with its own
 * request id) into `node dist/report.js -` without writing them to disk: the report must end with a report,
 * its memory bounded (fixed-bucket histograms, a bounded dedupe table).
 *
 * Writes FILE (unless it is already about that size) with a seeded mix shaped like a busy month of the
 * site: per visit an entry view and one to five more, each page's access line and its first visit's asset
 * lines, a web-vitals line for one view in ten, a lead for one visit in forty (a quarter without JavaScript),
 * a made-up path for one visit in fifty (the bounded tables' test), and other programs' lines. Then runs
 * `node dist/report.js FILE --out FILE.html` under /usr/bin/time and prints the wall time and peak memory.
 */
import { spawnSync } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, statSync } from "node:fs";
import path from "node:path";

const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : (args[at + 1] ?? fallback);
};
const megabytes = Number(flag("--mb", "1024"));
const file = flag("--file", "var/report-bench.log");
const vitalsLines = Number(flag("--vitals-lines", "0"));
if (vitalsLines > 0) {
  await vitalsFlood(vitalsLines);
  process.exit(0);
}

let seed = 42;
/** A seeded generator (mulberry32): the same log every run. */
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const pages: [string, string][] = [
  ["/", "home"],
  ["/services", "services"],
  ["/contact", "contact"],
  ["/about", "about"],
  ["/blog", "blog"],
  ["/seo-checklist", "seo-checklist"],
  ...["local-seo", "web-design", "ppc-management", "seo", "social-media"].map(
    (s) => [`/services/${s}`, "service"] as [string, string],
  ),
  ...["queens", "brooklyn", "manhattan", "bronx"].map((c) => [`/locations/${c}`, "city"] as [string, string]),
  ...Array.from({ length: 60 }, (_, i) => [`/blog/post-${i}`, "blog-post"] as [string, string]),
];
const sources = [
  {},
  {},
  { referrer: "google.com" },
  { referrer: "bing.com" },
  { referrer: "duckduckgo.com" },
  { referrer: "facebook.com" },
  {
    referrer: "google.com",
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "queens",
    click: "Google Ads",
  },
  { utm_source: "newsletter", utm_medium: "email", utm_campaign: "november" },
  { click: "Microsoft Ads" },
  { utm_source: "facebook", utm_medium: "paid", utm_campaign: "spring", click: "Meta" },
];
const devices = ["mobile", "mobile", "desktop", "desktop", "tablet"];
const assets = [
  "/assets/boot-A1b2.js",
  "/assets/styles-C3d4.css",
  "/assets/inter-subset-E5f6.woff2",
  "/favicon.ico",
];

const start = Date.parse("2026-10-29T04:00:00Z");
const span = 30 * 86_400_000;
let requestId = 0;

function visitLines(): string[] {
  const out: string[] = [];
  let time = start + Math.floor(random() * span);
  const device = pick(devices);
  const source = pick(sources);
  const flood = random() < 0.02;
  const [landing, landingTemplate] = flood
    ? [`/blog/made-up-${Math.floor(random() * 1e9)}`, "blog-post"]
    : pick(pages);
  const views = 1 + Math.floor(random() * 6);
  let page = landing;
  let template = landingTemplate;
  for (let v = 0; v < views; v++) {
    if (v) [page, template] = pick(pages);
    const ms = (random() < 0.8 ? 0.2 + random() : 5 + random() * 60).toFixed(3);
    const cache = Number(ms) < 2 ? "hit" : "miss";
    out.push(
      `{"level":30,"time":${time},"worker":${1 + (requestId % 2)},"req":{"id":"r${requestId++}","method":"GET","url":"${page}"},"res":{"statusCode":${random() < 0.001 ? 500 : 200},"bytes":${30000 + Math.floor(random() * 40000)}},"responseTime":${ms},"cache":"${cache}","msg":"request completed"}`,
    );
    if (!v)
      for (const asset of assets)
        out.push(
          `{"level":30,"time":${time + 50},"req":{"id":"r${requestId++}","method":"GET","url":"${asset}"},"res":{"statusCode":200},"responseTime":0.3,"msg":"request completed"}`,
        );
    const attribution = v ? {} : source;
    out.push(
      JSON.stringify({
        level: 30,
        time: time + 900,
        id: `r${requestId++}`,
        template,
        path: page,
        ...(v ? {} : { entry: true }),
        ...attribution,
        device,
        msg: "view",
      }),
    );
    if (random() < 0.1)
      out.push(
        `{"level":30,"time":${time + 20000},"id":"r${requestId++}","template":"${template}","device":"${device}","nav":"navigate","LCP":${Math.round(800 + random() * 3000)},"FCP":${Math.round(500 + random() * 1500)},"TTFB":${Math.round(50 + random() * 500)},"CLS":${(random() * 0.2).toFixed(4)},"INP":${Math.round(40 + random() * 300)},"msg":"web-vitals"}`,
      );
    time += 10_000 + Math.floor(random() * 120_000);
  }
  if (random() < 1 / 40) {
    const js = random() < 0.75;
    out.push(
      JSON.stringify({
        level: 30,
        time,
        id: `r${requestId++}`,
        form: random() < 0.8 ? "contact" : "newsletter",
        page: "/contact",
        template: "contact",
        credit: js ? "visit" : "no-script",
        ...(js ? { landing, ...source, pages: views, minutes: 3 + Math.floor(random() * 50) } : {}),
        device,
        msg: "lead",
      }),
    );
  }
  if (random() < 0.01) out.push("npm notice a line from another program");
  if (random() < 0.01) out.push(`{"level":40,"time":${time},"msg":"content service slow","ms":2300}`);
  return out;
}

async function generate() {
  mkdirSync(path.dirname(file), { recursive: true });
  const out = createWriteStream(file);
  const target = megabytes * 1024 * 1024;
  let written = 0;
  while (written < target) {
    const chunk = Array.from({ length: 2000 }, () => visitLines().join("\n")).join("\n") + "\n";
    written += Buffer.byteLength(chunk);
    if (!out.write(chunk)) await new Promise<void>((ok) => out.once("drain", () => ok()));
  }
  await new Promise<void>((ok, fail) => out.end((error?: Error | null) => (error ? fail(error) : ok())));
}

const wanted = megabytes * 1024 * 1024;
if (!existsSync(file) || Math.abs(statSync(file).size - wanted) > wanted * 0.02) {
  console.log(`writing ${file} (${megabytes} MB)...`);
  await generate();
}
const size = statSync(file).size;
const run = spawnSync(
  "/usr/bin/time",
  ["-f", "%e %M", process.execPath, "dist/report.js", file, "--out", `${file}.html`],
  { encoding: "utf8" },
);
if (run.status !== 0) {
  console.error(run.stdout, run.stderr);
  process.exit(1);
}
const [seconds, kilobytes] = run.stderr.trim().split("\n").at(-1)!.split(" ").map(Number);
console.log(run.stdout.split("\n").slice(0, 3).join("\n"));
console.log(run.stdout.split("\n").find((line) => line.startsWith("lines read")) ?? "");
console.log(
  `node dist/report.js on ${(size / 1024 / 1024).toFixed(0)} MB: ${seconds} s wall, peak RSS ${(kilobytes! / 1024).toFixed(0)} MB (${(size / 1024 / 1024 / seconds!).toFixed(0)} MB/s)`,
);

/** `count` web-vitals lines piped into the built report, never written to disk: its wall time and peak RSS. */
async function vitalsFlood(count: number) {
  const { spawn } = await import("node:child_process");
  const child = spawn(
    "/usr/bin/time",
    ["-f", "%e %M", process.execPath, "dist/report.js", "-", "--out", "/dev/null"],
    {
      stdio: ["pipe", "pipe", "pipe"],
    },
  );
  let out = "";
  let err = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
  const start = Date.parse("2026-11-20T15:00:00Z");
  const templates = ["home", "service", "blog-post", "contact", "about"];
  for (let i = 0; i < count; i += 10_000) {
    let chunk = "";
    for (let j = i; j < Math.min(count, i + 10_000); j++)
      chunk += `{"level":30,"time":${start + j * 10},"id":"v${j}","template":"${templates[j % 5]}","device":"mobile","nav":"navigate","LCP":${500 + (j % 5000)},"FCP":${300 + (j % 2000)},"TTFB":${50 + (j % 900)},"CLS":${((j % 300) / 1000).toFixed(3)},"INP":${20 + (j % 600)},"msg":"web-vitals"}\n`;
    if (!child.stdin.write(chunk)) await new Promise<void>((ok) => child.stdin.once("drain", () => ok()));
  }
  child.stdin.end();
  const code = await new Promise<number | null>((ok) => child.on("exit", ok));
  const [seconds, kilobytes] = err.trim().split("\n").at(-1)!.split(" ").map(Number);
  console.log(out.split("\n").find((line) => line.startsWith("lines read")) ?? out.slice(0, 400));
  console.log(
    `node dist/report.js on ${count.toLocaleString("en-US")} web-vitals lines (standard input): exit ${code}, ${seconds} s wall, peak RSS ${(kilobytes! / 1024).toFixed(0)} MB`,
  );
}
