/**
 * First-load weight of every page (`npm run size`, which builds first).
 *
 * Starts the production server, reads every page from /sitemap.xml and, per page, measures what a first
 * visit downloads:
 *   JS   = the entry script and its static-import closure (the header runs from it), plus, when the page
 *          has a React island, the hydration entry and for each distinct island on the page
 *          (data-island="<name>") that island's chunk and its static-import closure, deduplicated. The
 *          closures come from the esbuild metafile (dist/client/meta.json), i.e. what the browser must
 *          fetch before the code runs; dynamic imports of islands not on the page are not counted, and
 *          what an island's code imports on use (a part loaded near the view, the export file format)
 *          is counted here but not at load.
 *   CSS  = linked stylesheets plus the inline <style> bytes.
 *   HTML = the document itself.
 * Each file is compressed on its own (gzip level 9, brotli quality 11) because each is a separate
 * response; sizes are summed per page. Files are read from dist/client on disk, the inline style and the
 * document from the live server. Prints one row per page, then a "Goals" block (targets, printed only),
 * then the "Budgets" block, which sets the exit code:
 *   at load = the JavaScript a page fetches before the visitor does anything: the entry closure, plus React
 *          and the islands hydrated at "load" (an island hydrated on view or on interaction is fetched
 *          only when the visitor gets there, so it is not in this column; it is in the JS columns).
 *   - a tool (a page with an island hydrated at load) may fetch at most 80 KiB gzip at load;
 *   - every other page at most what the Astro peer's home page fetches at load (its client:load islands
 *     and their imports, gzip -9 per file like ours): PEER_HOME_JS_AT_LOAD below, measured from
 *     ../shared/peers/astro-home (PEER_DIR points elsewhere). Where that folder is, it is measured again and
 *     a figure that no longer matches the stored one fails the check; where it is not, the stored one is used.
 *   - the home page's HTML document (the inline CSS in it) at most HOME_HTML_BR brotli q11 (the
 *     first congestion window), and so every page of every template but OVER_WINDOW_TEMPLATES (by the
 *     page's <html data-template>).
 * Exit code 1 when a budget is passed or the measurement fails, 0 otherwise.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

import {
  CLIENT_DIR,
  ROOT,
  decodeBody,
  describeError,
  fetchSitemapPaths,
  httpGet,
  installCleanupHandlers,
  startServer,
  stopAll,
} from "./lib/start-server";
import { writeSection } from "./lib/doc-section";
import { pages } from "../shared/routes";

// 1 KB = 1000 bytes, as in browser dev tools; the stricter reading of the goals.
const KB = 1000;
const GOALS = {
  headerOnlyJsGz: 70 * KB,
  homeJsGz: 80 * KB,
  cssGz: 20 * KB,
};
/**
 * The home page's HTML, inline CSS included, fits the first congestion window (10 segments of
 * ~1,460 bytes, ~14.6 KB, less the response's headers): brotli q11, as the page cache keeps it.
 */
export const HOME_HTML_BR = 14 * KB;
/**
 * Templates whose largest page is still over the first window (docs/PERFORMANCE.md says why): their
 * largest page is printed, not held. Every page of every other template is held to HOME_HTML_BR.
 */
export const OVER_WINDOW_TEMPLATES: readonly string[] = [
  "service",
  "city",
  "industry",
  "reviews",
  "seo-checklist",
  "ppc-guide",
  "client-intake",
];
/** A tool is an app, held to an app's first-load budget: 80 KiB gzip of JavaScript at load. */
const TOOL_JS_AT_LOAD_GZ = 80 * 1024;
/** The peer's home page's JS at load (peerJsAtLoad of ../shared/peers/astro-home), kept so a machine without it still checks. */
export const PEER_HOME_JS_AT_LOAD = {
  gz: 71_243,
  files: [
    "/_astro/Header.DHADHHxq.js",
    "/_astro/client.CzWaolnw.js",
    "/_astro/jsx-runtime.C67a1HSz.js",
    "/_astro/react.C1eXT9gT.js",
    "/_astro/rolldown-runtime.DN1TCW_I.js",
  ],
};

// Pages are fetched a few at a time: quicker than one by one, without turning it into a load test.
const FETCH_CONCURRENCY = 4;

const warnings: string[] = [];
const warn = (message: string) => warnings.push(message);

type Sizes = { raw: number; gz: number; br: number };
type Manifest = { boot: string; hydrate?: string; islands?: Record<string, string>; metafile?: string };
type Metafile = {
  outputs?: Record<string, { imports?: { path: string; kind: string; external?: boolean }[] }>;
};
type Graph = Map<string, string[]>;

// ---------------------------------------------------------------------------------------------------------
// Compressed sizes

function sizesOf(buffer: Buffer): Sizes {
  return {
    raw: buffer.length,
    gz: zlib.gzipSync(buffer, { level: 9 }).length,
    br: zlib.brotliCompressSync(buffer, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    }).length,
  };
}

const sum = (list: Sizes[]): Sizes =>
  list.reduce((total, s) => ({ raw: total.raw + s.raw, gz: total.gz + s.gz, br: total.br + s.br }), {
    raw: 0,
    gz: 0,
    br: 0,
  });

// Brotli 11 is slow, and most files are shared between pages: compress each asset once.
const assetSizeCache = new Map<string, Sizes>();

/** Sizes of one asset (URL path like /assets/x.js), from dist/client; falls back to HTTP if not on disk. */
async function assetSizes(origin: string, url: string): Promise<Sizes> {
  let sizes = assetSizeCache.get(url);
  if (!sizes) {
    const file = path.join(CLIENT_DIR, decodeURIComponent(url));
    let buffer: Buffer;
    if (file.startsWith(CLIENT_DIR + path.sep) && fs.existsSync(file)) {
      buffer = fs.readFileSync(file);
    } else {
      warn(`${url} is not in dist/client; measured from the server response instead`);
      const res = await httpGet(origin + url);
      if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}`);
      buffer = decodeBody(res);
    }
    sizes = sizesOf(buffer);
    assetSizeCache.set(url, sizes);
  }
  return sizes;
}

// ---------------------------------------------------------------------------------------------------------
// Static-import graph from the esbuild metafile

/**
 * Metafile output keys are paths relative to esbuild's working directory (the project root), e.g.
 * "dist/client/assets/boot-X.js"; the page references the same file as "/assets/boot-X.js".
 */
function outputKeyToUrl(key: string): string {
  const relative = path.relative(CLIENT_DIR, path.resolve(ROOT, key));
  if (!relative.startsWith("..") && !path.isAbsolute(relative)) {
    return "/" + relative.split(path.sep).join("/");
  }
  // Built from another working directory: fall back to the part from the assets folder on.
  const at = key.lastIndexOf("assets/");
  return at === -1 ? "/" + path.basename(key) : "/" + key.slice(at);
}

/** Each output's imports of one kind: "import-statement" (fetched before it runs) or "dynamic-import". */
function loadImportGraph(metafile: Metafile, kind: "import-statement" | "dynamic-import"): Graph {
  const graph: Graph = new Map();
  for (const [key, output] of Object.entries(metafile.outputs ?? {})) {
    if (key.endsWith(".map")) continue;
    const imports = (output.imports ?? [])
      .filter((imp) => imp.kind === kind && !imp.external)
      .map((imp) => outputKeyToUrl(imp.path));
    graph.set(outputKeyToUrl(key), imports);
  }
  return graph;
}

/**
 * What an island's code imports dynamically, on use (a part that loads near the view, the export file
 * format), with those chunks' static closures: counted in the JS columns, not at load. Other islands'
 * chunks are left out (`islandChunks`).
 */
function onUseClosure(
  graph: Graph,
  dynamic: Graph,
  loaded: Set<string>,
  islandChunks: ReadonlySet<string>,
): Set<string> {
  const found = new Set<string>();
  const queue = [...loaded];
  while (queue.length > 0) {
    const url = queue.shift() as string;
    for (const target of dynamic.get(url) ?? []) {
      if (islandChunks.has(target)) continue;
      for (const chunk of staticClosure(graph, [target]))
        if (!loaded.has(chunk) && !found.has(chunk)) {
          found.add(chunk);
          queue.push(chunk);
        }
    }
  }
  return found;
}

/** The given files plus everything they import statically, transitively, in discovery order. */
function staticClosure(graph: Graph, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const url = queue.shift() as string;
    if (seen.has(url)) continue;
    seen.add(url);
    if (!graph.has(url)) warn(`${url} is not in the metafile outputs: its imports are not counted`);
    queue.push(...(graph.get(url) ?? []));
  }
  return seen;
}

// ---------------------------------------------------------------------------------------------------------
// HTML scanning. A regex scan is enough for the markup our own renderer emits; a full parser would be a
// dependency for no gain.

function decodeAttr(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function parseAttrs(text: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const match of text.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    attrs[(match[1] ?? "").toLowerCase()] = decodeAttr(match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attrs;
}

function scanPage(html: string, origin: string) {
  // Drop inline script bodies first so strings inside them cannot look like tags or attributes.
  const markup = html.replace(/(<script\b[^>]*>)[\s\S]*?(<\/script>)/gi, "$1$2");
  const localPath = (href: string) => {
    const url = new URL(href, origin);
    return url.origin === origin ? url.pathname : null;
  };

  const moduleScripts: string[] = [];
  const otherScripts: string[] = [];
  const preloads: string[] = [];
  const stylesheets: string[] = [];
  const external: string[] = [];
  for (const match of markup.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attrs = parseAttrs(match[2] ?? "");
    const tag = (match[1] ?? "").toLowerCase();
    const rel = (attrs.rel ?? "").toLowerCase().split(/\s+/);
    const href =
      tag === "script"
        ? attrs.src
        : rel.includes("modulepreload") || rel.includes("stylesheet")
          ? attrs.href
          : undefined;
    if (!href) continue;
    const local = localPath(href);
    if (!local) {
      external.push(href);
      continue;
    }
    if (tag === "script") (attrs.type === "module" ? moduleScripts : otherScripts).push(local);
    else if (rel.includes("modulepreload")) preloads.push(local);
    else stylesheets.push(local);
  }
  // the module script the inline head script adds after the first paint (client/late-assets.ts)
  const late = /<noscript id="late-assets"([^>]*)>/.exec(markup);
  const lateModule = late ? parseAttrs(late[1] ?? "")["data-module"] : undefined;
  const lateLocal = lateModule ? localPath(lateModule) : null;
  if (lateLocal) moduleScripts.push(lateLocal);

  // Island name -> hydration trigger (data-hydrate, e.g. "load" or "visible"). A lazily hydrated island is
  // still counted in first-load JS (the budget definition), but the label shows it for the reader.
  const islands = new Map<string, string>();
  for (const match of markup.matchAll(/<[a-z][^>]*?\sdata-island\s*=[^>]*>/gi)) {
    const attrs = parseAttrs(match[0].replace(/^<[a-z][\w-]*|\/?>$/gi, ""));
    if (attrs["data-island"] && !islands.has(attrs["data-island"])) {
      islands.set(attrs["data-island"], attrs["data-hydrate"] ?? "");
    }
  }
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]).join("");
  const template = /<html\b[^>]*\sdata-template="([^"]+)"/.exec(markup)?.[1] ?? "";
  return { template, moduleScripts, otherScripts, preloads, stylesheets, external, islands, inlineCss };
}

// ---------------------------------------------------------------------------------------------------------

type Row = Awaited<ReturnType<typeof measurePage>>;

async function measurePage(
  origin: string,
  pagePath: string,
  { manifest, graph, dynamic }: { manifest: Manifest; graph: Graph; dynamic: Graph },
) {
  // No Accept-Encoding: the document arrives uncompressed and is compressed here at the same levels as
  // the assets, so the figures do not depend on the server's (faster, weaker) on-the-fly settings.
  const res = await httpGet(origin + pagePath, { headers: { accept: "text/html" } });
  const htmlBuffer = decodeBody(res);
  const page = scanPage(htmlBuffer.toString("utf8"), origin);

  let entries = page.moduleScripts;
  if (entries.length === 0) {
    warn(
      `${pagePath}: no <script type="module" src> found; assuming the manifest's boot script ${manifest.boot}`,
    );
    entries = [manifest.boot];
  } else if (!entries.includes(manifest.boot)) {
    warn(
      `${pagePath}: module script ${entries.join(", ")} is not the manifest's boot script ${manifest.boot}`,
    );
  }

  // client/boot.ts runs the header and the process strip itself (plain DOM code; the strip's 0.4 KB gzip
  // chunk is imported when it nears the viewport and is not counted here) and imports the hydration entry
  // (React) dynamically only when the page has a React island: then it is still first-load JS.
  const reactIslands = [...page.islands.keys()].filter((name) => !["header", "process"].includes(name));
  const js = staticClosure(
    graph,
    manifest.hydrate && reactIslands.length ? [...entries, manifest.hydrate] : entries,
  );
  const islandChunks = new Set(Object.values(manifest.islands ?? {}));
  for (const island of reactIslands) {
    const chunk = manifest.islands?.[island];
    if (!chunk) {
      warn(`${pagePath}: island "${island}" has no chunk in manifest.json; not counted`);
      continue;
    }
    const closure = staticClosure(graph, [chunk]);
    for (const url of closure) js.add(url);
    for (const url of onUseClosure(graph, dynamic, closure, islandChunks)) js.add(url);
  }
  // Anything else the page makes the browser fetch up front also costs first-load bytes. It is counted,
  // and flagged, because a modulepreload outside the needed set is wasted bandwidth.
  const extra = [...page.preloads, ...page.otherScripts].filter((url) => !js.has(url));
  for (const url of extra) warn(`${pagePath}: ${url} is preloaded/loaded but not needed by its islands`);
  for (const url of staticClosure(graph, extra)) js.add(url);
  for (const href of page.external) warn(`${pagePath}: external resource ${href} not counted`);

  const jsSizes = sum(await Promise.all([...js].map((url) => assetSizes(origin, url))));
  // what is fetched before the visitor does anything: the entry (and anything else the page loads up
  // front), and React with the islands hydrated at load
  const atLoadIslands = reactIslands.filter((name) => (page.islands.get(name) || "load") === "load");
  const atLoad = staticClosure(graph, [
    ...entries,
    ...extra,
    ...(manifest.hydrate && atLoadIslands.length ? [manifest.hydrate] : []),
    ...atLoadIslands.flatMap((name) => (manifest.islands?.[name] ? [manifest.islands[name]] : [])),
  ]);
  const jsAtLoad = sum(await Promise.all([...atLoad].map((url) => assetSizes(origin, url))));
  const cssParts = await Promise.all([...new Set(page.stylesheets)].map((url) => assetSizes(origin, url)));
  if (page.inlineCss) cssParts.push(sizesOf(Buffer.from(page.inlineCss)));

  return {
    path: pagePath,
    template: page.template,
    status: res.status,
    islands: [...page.islands.keys()],
    islandLabels: [...page.islands].map(([name, when]) =>
      when && when !== "load" ? `${name}(${when})` : name,
    ),
    inlineCss: page.inlineCss.length > 0,
    js: jsSizes,
    jsAtLoad,
    tool: atLoadIslands.length > 0,
    jsFiles: js.size,
    css: sum(cssParts),
    html: sizesOf(htmlBuffer),
  };
}

/** Run `task` over `items` with at most `limit` in flight; results keep the input order. */
async function mapLimit<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

// ---------------------------------------------------------------------------------------------------------
// Output

const kb = (bytes: number) => (bytes / KB).toFixed(1);

function printTable(rows: Row[]) {
  type Column = {
    title: string;
    value: (row: Row) => string;
    left?: boolean;
    sep?: boolean;
    last?: boolean;
  };
  const columns: Column[] = [
    { title: "page", value: (r) => r.path + (r.status === 200 ? "" : ` [${r.status}]`), left: true },
    { title: "JS raw", value: (r) => kb(r.js.raw) },
    { title: "gz", value: (r) => kb(r.js.gz) },
    { title: "br", value: (r) => kb(r.js.br) },
    { title: "at load gz", value: (r) => kb(r.jsAtLoad.gz), sep: true },
    { title: "CSS raw", value: (r) => kb(r.css.raw) },
    { title: "gz", value: (r) => kb(r.css.gz) },
    { title: "br", value: (r) => kb(r.css.br), sep: true },
    { title: "HTML raw", value: (r) => kb(r.html.raw) },
    { title: "br", value: (r) => kb(r.html.br), sep: true },
    { title: "islands", value: (r) => r.islandLabels.join(",") || "-", left: true, last: true },
  ];
  const cells = rows.map((row) => columns.map((column) => column.value(row)));
  const widths = columns.map((column, i) =>
    Math.max(column.title.length, ...cells.map((line) => (line[i] ?? "").length)),
  );
  const format = (values: string[]) =>
    values
      .map((value, i) => {
        const column = columns[i] as Column;
        const width = widths[i] ?? 0;
        if (column.last) return value;
        const padded = column.left ? value.padEnd(width) : value.padStart(width);
        return padded + (column.sep ? " |" : "");
      })
      .join(" ");
  log(format(columns.map((column) => column.title)));
  for (const line of cells) log(format(line));
}

function printGoals(rows: Row[]) {
  const lines: string[] = [];
  const goal = (text: string, measured: number, limit: number, detail = "") => {
    const verdict = measured <= limit ? "met" : "NOT met";
    lines.push(
      `  ${text.padEnd(44)} ${`${kb(measured)} KB`.padStart(9)}  ${verdict}${detail ? `  (${detail})` : ""}`,
    );
  };
  const worst = (list: Row[], pick: (row: Row) => number) =>
    list.reduce((a, b) => (pick(b) > pick(a) ? b : a));

  const headerOnly = rows.filter((r) => r.islands.length === 1 && r.islands[0] === "header");
  if (headerOnly.length > 0) {
    const page = worst(headerOnly, (r) => r.js.gz);
    const many = headerOnly.length > 1 ? `, largest of ${headerOnly.length} header-only pages` : "";
    const detail = `${page.path}${many}`;
    goal("JS of a header-only page <= 70 KB gzip", page.js.gz, GOALS.headerOnlyJsGz, detail);
  } else {
    lines.push(
      "  JS of a header-only page <= 70 KB gzip      no page has only the header island: not checked",
    );
  }

  const home = rows.find((r) => r.path === "/");
  if (home) goal("JS of / <= 80 KB gzip", home.js.gz, GOALS.homeJsGz);
  else lines.push("  JS of / <= 80 KB gzip                        / is not in the sitemap: not checked");

  const cssPage = worst(rows, (r) => r.css.gz);
  goal("CSS <= 20 KB gzip on every page", cssPage.css.gz, GOALS.cssGz, `largest: ${cssPage.path}`);

  log("\nGoals");
  for (const line of lines) log(line);
}

/** The peer's folder: PEER_DIR, or shared/peers/astro-home in the repository's parent folder or further up. */
function findPeerDir(): string | null {
  if (process.env.PEER_DIR) return fs.existsSync(process.env.PEER_DIR) ? process.env.PEER_DIR : null;
  for (let dir = path.dirname(ROOT); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "shared", "peers", "astro-home");
    if (fs.existsSync(path.join(candidate, "index.html"))) return candidate;
    if (path.dirname(dir) === dir) return null;
  }
}

/**
 * The JavaScript the peer's home page fetches at load: its client:load islands' component and renderer
 * files and their static imports, gzip -9 per file.
 */
export function peerJsAtLoad(dir: string): { gz: number; files: string[] } {
  const html = fs.readFileSync(path.join(dir, "index.html"), "utf8");
  const roots: string[] = [];
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    if (!/\sclient="load"/.test(tag)) continue;
    for (const [, url] of tag.matchAll(/\s(?:component|renderer)-url="([^"]+)"/g)) if (url) roots.push(url);
  }
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const url = queue.shift() as string;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = fs.readFileSync(path.join(dir, url), "utf8");
    for (const [, spec] of code.matchAll(/(?:\bfrom|\bimport)\s*"(\.\/[^"]+)"/g))
      if (spec) queue.push(path.posix.join(path.posix.dirname(url), spec));
  }
  const files = [...seen].sort();
  const gz = files.reduce((total, url) => total + sizesOf(fs.readFileSync(path.join(dir, url))).gz, 0);
  return { gz, files };
}

/** Prints the budgets block; true when every budget checked is kept. */
function printBudgets(rows: Row[]): boolean {
  const lines: string[] = [];
  let kept = true;
  const check = (label: string, list: Row[], limit: number) => {
    const over = list.filter((row) => row.jsAtLoad.gz > limit);
    const largest = list.reduce((a, b) => (b.jsAtLoad.gz > a.jsAtLoad.gz ? b : a));
    if (over.length > 0) kept = false;
    lines.push(
      `  ${label.padEnd(58)} ${over.length === 0 ? "kept" : `OVER on ${over.length} of ${list.length}`}` +
        `  (largest ${largest.path} ${kb(largest.jsAtLoad.gz)} KB)`,
    );
    for (const row of over) lines.push(`    ${row.path}: ${kb(row.jsAtLoad.gz)} KB at load`);
  };
  const tools = rows.filter((row) => row.tool);
  const pages = rows.filter((row) => !row.tool);
  if (tools.length > 0)
    check(`a tool's JS at load <= 80 KiB (${kb(TOOL_JS_AT_LOAD_GZ)} KB) gzip`, tools, TOOL_JS_AT_LOAD_GZ);
  const peerDir = findPeerDir();
  const limit = PEER_HOME_JS_AT_LOAD.gz;
  if (pages.length > 0)
    check(`a page's JS at load <= the peer home page's (${kb(limit)} KB gzip)`, pages, limit);
  if (!peerDir) {
    lines.push(
      "    (the figure kept in scripts/size.ts: no shared/peers/astro-home here to measure it again)",
    );
  } else {
    const peer = peerJsAtLoad(peerDir);
    if (peer.gz === limit && peer.files.join() === PEER_HOME_JS_AT_LOAD.files.join()) {
      lines.push(`    (measured again from ${peerDir}: the same)`);
    } else {
      kept = false;
      lines.push(
        `    the peer at ${peerDir} now measures ${peer.gz} B gzip in ${peer.files.join(", ")}: ` +
          "update PEER_HOME_JS_AT_LOAD in scripts/size.ts",
      );
    }
  }
  const home = rows.find((row) => row.path === "/");
  const homeLabel = `the HTML document of / <= ${kb(HOME_HTML_BR)} KB brotli (the first window)`;
  if (!home) {
    kept = false;
    lines.push(`  ${homeLabel.padEnd(58)} / is not in the sitemap`);
  } else {
    if (home.html.br > HOME_HTML_BR) kept = false;
    lines.push(
      `  ${homeLabel.padEnd(58)} ${home.html.br <= HOME_HTML_BR ? "kept" : "OVER"}  (${kb(home.html.br)} KB)`,
    );
  }
  // every template's largest page in the first window, but those of OVER_WINDOW_TEMPLATES
  const largest = new Map<string, Row>();
  for (const row of rows) {
    const current = largest.get(row.template);
    if (!current || row.html.br > current.html.br) largest.set(row.template, row);
  }
  const held = [...largest].filter(([template]) => !OVER_WINDOW_TEMPLATES.includes(template));
  const over = held.filter(([, row]) => row.html.br > HOME_HTML_BR);
  if (over.length > 0) kept = false;
  const pageLabel = `every page's HTML <= ${kb(HOME_HTML_BR)} KB brotli (${held.length} templates)`;
  const top = held.reduce((a, b) => (b[1].html.br > a[1].html.br ? b : a));
  lines.push(
    `  ${pageLabel.padEnd(58)} ${over.length === 0 ? "kept" : `OVER on ${over.length}`}` +
      `  (largest ${top[1].path} ${kb(top[1].html.br)} KB)`,
  );
  for (const [template, row] of over) lines.push(`    ${template}: ${row.path} ${kb(row.html.br)} KB`);
  for (const template of OVER_WINDOW_TEMPLATES) {
    const row = largest.get(template);
    if (row)
      lines.push(
        `    not held (docs/PERFORMANCE.md): ${template}, largest ${row.path} ${kb(row.html.br)} KB`,
      );
  }
  log("\nBudgets (JS at load, gzip -9 per file; pages' HTML, brotli q11; the exit code follows them)");
  for (const line of lines) log(line);
  return kept;
}

// ---------------------------------------------------------------------------------------------------------

/** Everything printed, kept for `--write` (the doc gets the same lines, with the table cut to one page per template). */
const printed: string[] = [];
const log = (text: string) => {
  printed.push(text);
  console.log(text);
};

/** One page per template: the first sitemap entry of each route, and the newest article. */
function representative(rows: Row[]): Set<string> {
  const paths = new Set(
    pages.flatMap((page) =>
      page
        .sitemap()
        .slice(0, 1)
        .map((entry) => entry.path),
    ),
  );
  const article = rows.find((row) => /^\/blog\/(?!category\/)[^/]+$/.test(row.path));
  if (article) paths.add(article.path);
  return paths;
}

async function main() {
  installCleanupHandlers();
  const manifestFile = path.join(CLIENT_DIR, "manifest.json");
  if (!fs.existsSync(manifestFile)) {
    throw new Error("dist/client/manifest.json does not exist: run `npm run build` first");
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Manifest;
  const metafile = JSON.parse(
    fs.readFileSync(path.join(CLIENT_DIR, manifest.metafile ?? "meta.json"), "utf8"),
  );
  const graph = loadImportGraph(metafile, "import-statement");
  const dynamic = loadImportGraph(metafile, "dynamic-import");

  const server = await startServer();
  try {
    const paths = await fetchSitemapPaths(server.origin);
    if (paths.length === 0) throw new Error("the sitemap lists no pages");
    const rows = await mapLimit(paths, FETCH_CONCURRENCY, (pagePath) =>
      measurePage(server.origin, pagePath, { manifest, graph, dynamic }),
    );

    log(
      `First-load bytes per page (${paths.length} pages from /sitemap.xml; KB = 1000 bytes; ` +
        "gz = gzip -9, br = brotli q11, each file compressed separately)\n",
    );
    printTable(rows);
    const entry = sum(
      await Promise.all([...staticClosure(graph, [manifest.boot])].map((u) => assetSizes(server.origin, u))),
    );
    const react = sum(
      await Promise.all(
        [...staticClosure(graph, manifest.hydrate ? [manifest.hydrate] : [])].map((u) =>
          assetSizes(server.origin, u),
        ),
      ),
    );
    log(
      `\nEntry + static imports, with the header (on every page): ${kb(entry.raw)} KB raw, ` +
        `${kb(entry.gz)} KB gz, ${kb(entry.br)} KB br` +
        `\nHydration entry, React DOM (pages with a React island): ${kb(react.raw)} KB raw, ` +
        `${kb(react.gz)} KB gz, ${kb(react.br)} KB br`,
    );
    printGoals(rows);
    if (!printBudgets(rows)) process.exitCode = 1;
    // Said once for the table, not per page: inline CSS travels inside the document, so it is in both sums.
    if (rows.some((row) => row.inlineCss)) {
      warn(
        "inline <style> bytes are counted in the CSS columns and, being part of the document, in HTML too",
      );
    }
    if (rows.some((row) => row.islandLabels.some((label) => label.includes("(")))) {
      warn(
        "island(trigger): hydrated on that trigger, not at load; its chunk is still counted in first-load JS",
      );
    }
    if (warnings.length > 0) {
      log("\nNotes");
      for (const message of new Set(warnings)) log(`  - ${message}`);
    }
    if (process.argv.includes("--write")) {
      const keep = representative(rows);
      const header = printed.findIndex((line) => line.startsWith("page "));
      const lines = printed.filter(
        (line, i) => i <= header || i > header + rows.length || keep.has(line.split(" ")[0] ?? ""),
      );
      const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT }).toString().trim();
      writeSection(
        path.join(ROOT, "docs", "PERFORMANCE.md"),
        "size",
        `Written by \`npm run size -- --write\` on ${new Date().toISOString().slice(0, 10)} at commit ${commit} ` +
          `(Node ${process.version}); the table keeps one page per template.\n\n\`\`\`\n${lines.join("\n").trim()}\n\`\`\``,
      );
      console.log("\ndocs/PERFORMANCE.md: the size section is written");
    }
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  main().catch(async (err) => {
    console.error(`size: ${describeError(err)}`);
    await stopAll();
    process.exitCode = 1;
  });
