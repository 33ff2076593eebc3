/**
 * The build (esbuild.config.ts): the client's manifest, which the server reads at start (server/assets.ts),
 * names a file that exists for the boot script, the hydration script, every island, the stylesheets and the
 * preloaded fonts; and a build in place keeps earlier builds' hashed assets for a week, no longer.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as esbuild from "esbuild";
import { afterAll, expect, test } from "vitest";
import {
  clientOptions,
  KEEP_PREVIOUS_ASSETS_MS,
  manifestPlugin,
  prunePreviousAssets,
} from "../../esbuild.config";
import { loadAssets } from "../../server/assets";

const folders: string[] = [];
const tempFolder = () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), "site-build-"));
  folders.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

test("the client build's manifest names an existing file for every script, island, stylesheet and font; the server loads it", async () => {
  const clientDir = tempFolder();
  await esbuild.build({ ...clientOptions(clientDir), plugins: [manifestPlugin(clientDir)] });
  const assets = loadAssets(clientDir);
  const islands = readdirSync("client/islands/entries")
    .filter((file) => file.endsWith(".ts"))
    .map((file) => file.replace(/\.ts$/, ""));
  expect(Object.keys(assets.islands).sort()).toEqual(islands.sort());
  expect(assets.boot).toMatch(/^\/assets\/boot-\w+\.js$/);
  expect(assets.hydrate).toMatch(/^\/assets\/hydrate-\w+\.js$/);
  expect(assets.css).toEqual([expect.stringMatching(/^\/assets\/styles-\w+\.css$/)]);
  expect(assets.pageCss).toEqual({ tools: expect.stringMatching(/^\/assets\/styles-tools-\w+\.css$/) });
  expect(assets.fonts.length).toBeGreaterThan(0);
  const named = [assets.boot, assets.hydrate, ...assets.css, ...Object.values(assets.pageCss ?? {})];
  named.push(...Object.values(assets.islands), ...assets.fonts);
  for (const href of named) expect(existsSync(path.join(clientDir, href)), href).toBe(true);
  // each script and stylesheet also precompressed, as the server sends it (server/precompressed.ts)
  for (const href of named.filter((h) => /\.(js|css)$/.test(h)))
    for (const form of [".br", ".gz"])
      expect(existsSync(path.join(clientDir, href + form)), href + form).toBe(true);
  // the stylesheet the server inlines is the built one
  expect(assets.inlineCss.length).toBeGreaterThan(1000);
}, 60_000);

test("a build in place deletes an earlier build's assets older than a week and keeps the newer ones", () => {
  const clientDir = tempFolder();
  mkdirSync(path.join(clientDir, "assets"));
  const now = Date.now();
  const day = 24 * 60 * 60 * 1000;
  const ages: Record<string, number> = {
    "entry-EIGHTDAY.js": 8 * day,
    "chunk-EIGHTDAY.js.br": 8 * day,
    "entry-SIXDAYS1.js": 6 * day,
    "inter-subset-YESTERDY.woff2": day,
  };
  for (const [file, age] of Object.entries(ages)) {
    const full = path.join(clientDir, "assets", file);
    writeFileSync(full, "old build");
    utimesSync(full, new Date(now - age), new Date(now - age));
  }
  const previous = readdirSync(path.join(clientDir, "assets"));
  // the current build rewrote one of the old names (same content, same hash): it is new again
  writeFileSync(path.join(clientDir, "assets", "chunk-EIGHTDAY.js.br"), "this build");
  prunePreviousAssets(previous, clientDir, now);
  expect(readdirSync(path.join(clientDir, "assets")).sort()).toEqual([
    "chunk-EIGHTDAY.js.br",
    "entry-SIXDAYS1.js",
    "inter-subset-YESTERDY.woff2",
  ]);
  expect(KEEP_PREVIOUS_ASSETS_MS).toBe(7 * day);
});
