/**
 * Builds the client (ESM, code-split per island, minified, content-hashed names, metafile -> manifest the
 * server reads) and the server bundle. `tsx esbuild.config.ts --watch` rebuilds both on change and
 * restarts the server (npm run dev). Its steps are exported for tests/unit/build.test.ts, which builds into a
 * temporary folder; run as a script, it builds into dist/.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import path from "node:path";
import * as esbuild from "esbuild";

const outClient = "dist/client";
const islands = readdirSync("client/islands/entries")
  .filter((file) => file.endsWith(".ts"))
  .map((file) => file.replace(/\.ts$/, ""));

/** The client build, written to `clientDir`/assets (dist/client unless a test asks for another folder). */
export const clientOptions = (clientDir = outClient): esbuild.BuildOptions => ({
  entryPoints: {
    boot: "client/boot.ts",
    hydrate: "client/hydrate.ts",
    // field data, loaded by the sampled page views only (client/boot.ts)
    vitals: "client/vitals.ts",
    styles: "shared/styles/main.css",
    // the browser tools' stylesheet, inlined on their pages only (PageRoute.css)
    "styles-tools": "shared/styles/tools.css",
    ...Object.fromEntries(islands.map((name) => [`island-${name}`, `client/islands/entries/${name}.ts`])),
  },
  outdir: `${clientDir}/assets`,
  bundle: true,
  splitting: true,
  format: "esm",
  minify: true,
  target: ["es2022", "chrome111", "firefox115", "safari16.4"],
  entryNames: "[name]-[hash]",
  chunkNames: "chunk-[hash]",
  assetNames: "[name]-[hash]",
  publicPath: "/assets",
  loader: { ".woff2": "file" },
  jsx: "automatic",
  define: { "process.env.NODE_ENV": '"production"' },
  legalComments: "none",
  metafile: true,
  logLevel: "warning",
});

const serverOptions: esbuild.BuildOptions = {
  // the share images' drawing thread (server/share-image/pool.ts starts it beside index.js) and the daily
  // totals' SQLite thread (server/stats/sqlite-store.ts)
  entryPoints: {
    index: "server/index.ts",
    "share-image-worker": "server/share-image/draw-thread.ts",
    "stats-store": "server/stats/sqlite-thread.ts",
  },
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  jsx: "automatic",
  sourcemap: true,
  logLevel: "warning",
};

// the lead store's command line (scripts/outbox.ts) as plain JavaScript, so the Docker image, which has
// neither tsx nor scripts/, runs `node dist/outbox.js list|retry|forget`
const outboxCliOptions: esbuild.BuildOptions = {
  entryPoints: { outbox: "scripts/outbox.ts" },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  logLevel: "warning",
};

// the owner's report (scripts/report.ts) likewise: `node dist/report.js LOG...` in the image. It reads the route
// table (shared/routes.tsx) to name each path's template, hence JSX; its packages are bundled so that the
// icon set is tree-shaken (lucide-react loaded whole is 42 MB of the report's memory), except the Redis client
// (the daily totals with REDIS_URL), CommonJS that requires Node's modules at run time: it is loaded from
// node_modules, as the server loads it
export const reportCliOptions: esbuild.BuildOptions = {
  ...outboxCliOptions,
  entryPoints: { report: "scripts/report.ts" },
  packages: "bundle",
  external: ["redis", "@redis/*"],
  jsx: "automatic",
  define: { "process.env.NODE_ENV": '"production"' },
};

/**
 * The inline head script (client/head.ts: the page view's counter and the late assets' loader), inlined
 * in every page's <head> by the server: one self-contained script (no import), built on its own, named by
 * its content's hash.
 */
export function writeInlineCounter(clientDir = outClient): string {
  const result = esbuild.buildSync({
    entryPoints: ["client/head.ts"],
    bundle: true,
    format: "iife",
    minify: true,
    write: false,
    target: ["es2022", "chrome111", "firefox115", "safari16.4"],
    legalComments: "none",
    logLevel: "warning",
  });
  const text = result.outputFiles[0]!.text.trim();
  const hash = createHash("sha256").update(text).digest("hex").slice(0, 8).toUpperCase();
  const name = `head-${hash}.js`;
  writeFileSync(`${clientDir}/assets/${name}`, text);
  return `/assets/${name}`;
}

/** Turn the metafile into the manifest: boot script, stylesheet, one chunk per island, fonts to preload. */
export function writeManifest(metafile: esbuild.Metafile, clientDir = outClient) {
  const manifest = {
    boot: "",
    inlineScript: writeInlineCounter(clientDir),
    hydrate: "",
    css: [] as string[],
    pageCss: {} as Record<string, string>,
    islands: {} as Record<string, string>,
    fonts: [] as string[],
    metafile: "meta.json",
  };
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const url = "/" + path.relative(clientDir, file).split(path.sep).join("/");
    if (output.entryPoint === "client/boot.ts") manifest.boot = url;
    else if (output.entryPoint === "client/hydrate.ts") manifest.hydrate = url;
    else if (output.entryPoint === "shared/styles/tools.css") manifest.pageCss.tools = url;
    else if (file.endsWith(".css")) manifest.css.push(url);
    else if (output.entryPoint?.startsWith("client/islands/entries/")) {
      manifest.islands[path.basename(output.entryPoint, ".ts")] = url;
    } else if (file.endsWith(".woff2") && /inter-subset/.test(file)) manifest.fonts.push(url);
  }
  writeFileSync(`${clientDir}/manifest.json`, JSON.stringify(manifest, null, 2));
  writeFileSync(`${clientDir}/meta.json`, JSON.stringify(metafile));
}

/**
 * Each script and stylesheet also as `name.br` (brotli quality 11) and `name.gz` (gzip level 9), which the
 * server sends as they are (server/precompressed.ts) instead of compressing per request at quality 4.
 */
function writeCompressedForms(metafile: esbuild.Metafile) {
  for (const file of Object.keys(metafile.outputs)) {
    if (!/\.(?:js|css)$/.test(file)) continue;
    const body = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}

/** After each client build: the manifest, and each script and stylesheet's compressed forms. */
export const manifestPlugin = (clientDir = outClient): esbuild.Plugin => ({
  name: "manifest",
  setup(build) {
    build.onEnd((result) => {
      if (!result.metafile || result.errors.length > 0) return;
      writeManifest(result.metafile, clientDir);
      writeCompressedForms(result.metafile);
    });
  },
});

let server: ChildProcess | undefined;
const restartPlugin: esbuild.Plugin = {
  name: "restart-server",
  setup(build) {
    build.onEnd((result) => {
      // The server reads the manifest and inlines the CSS at start, so client rebuilds restart it too.
      if (result.errors.length || !existsSync("dist/server/index.js")) return;
      server?.kill("SIGTERM");
      server = spawn(process.execPath, ["dist/server/index.js"], {
        stdio: "inherit",
        env: { ...process.env, WARM_CACHE: "0", PAGE_CACHE: process.env.PAGE_CACHE ?? "0" },
      });
      console.log("[dev] server (re)started");
    });
  },
};

// Hashed assets of earlier builds stay for a week: HTML cached by a browser or CDN before a redeploy
// (max-age 300 + stale-while-revalidate a day) still finds the scripts and fonts it names. Everything else
// of the old build goes.
export const KEEP_PREVIOUS_ASSETS_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Deletes the files of `previous` (the assets folder's listing before this build) older than a week; the
 * current build's files were just rewritten, so they are new whatever their names.
 */
export function prunePreviousAssets(previous: readonly string[], clientDir = outClient, now = Date.now()) {
  for (const file of previous) {
    const full = `${clientDir}/assets/${file}`;
    if (existsSync(full) && now - statSync(full).mtimeMs > KEEP_PREVIOUS_ASSETS_MS) rmSync(full);
  }
}

async function main() {
  const watch = process.argv.includes("--watch");
  const previousAssets = existsSync(`${outClient}/assets`) ? readdirSync(`${outClient}/assets`) : [];
  rmSync("dist/server", { recursive: true, force: true });
  for (const file of ["manifest.json", "meta.json"]) rmSync(`${outClient}/${file}`, { force: true });
  mkdirSync(`${outClient}/assets`, { recursive: true });
  if (watch) {
    const client = await esbuild.context({ ...clientOptions(), plugins: [manifestPlugin(), restartPlugin] });
    await client.rebuild();
    const serverCtx = await esbuild.context({ ...serverOptions, plugins: [restartPlugin] });
    await Promise.all([client.watch(), serverCtx.watch()]);
    console.log("[dev] watching for changes");
  } else {
    const started = performance.now();
    await esbuild.build({ ...clientOptions(), plugins: [manifestPlugin()] });
    await esbuild.build(serverOptions);
    await esbuild.build(outboxCliOptions);
    await esbuild.build(reportCliOptions);
    prunePreviousAssets(previousAssets);
    // the critical part inlined, the whole sheet linked (docs/decisions/0035); CSS_SPLIT=0 inlines the
    // whole sheet (decision 0015's variant A). Its files are in the Docker build's context (.dockerignore).
    if (process.env.CSS_SPLIT !== "0") {
      const { writeCriticalCss } = await import("./scripts/lib/critical-css");
      await writeCriticalCss(outClient);
    }
    console.log(`build done in ${Math.round(performance.now() - started)} ms`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
