/**
 * Reads the client build's manifest (written by esbuild.config.ts) once at start, and inlines the
 * stylesheet: it is small, and inlining saves the first screen a render-blocking round trip. The CSP
 * allows exactly that <style> through its sha256.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { emptyAssets, type Assets, type Manifest } from "../shared/assets";

export type LoadedAssets = Assets & { styleHashes: string[] };

export function styleHash(css: string): string {
  return `'sha256-${createHash("sha256").update(css).digest("base64")}'`;
}

export function loadAssets(clientDir: string): LoadedAssets {
  const manifestPath = path.join(clientDir, "manifest.json");
  if (!existsSync(manifestPath)) {
    throw new Error(`No client build at ${manifestPath}: run "npm run build" first`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
  const read = (href: string) => readFileSync(path.join(clientDir, href), "utf8");
  const inlineCss = manifest.css.map(read).join("\n");
  const inlinePageCss = Object.fromEntries(
    Object.entries(manifest.pageCss ?? {}).map(([name, href]) => [name, read(href)]),
  );
  // every inlined stylesheet's hash is in the one CSP (a page without the tools' sheet simply has no use
  // for its hash)
  const styleHashes = [inlineCss, ...Object.values(inlinePageCss)].filter(Boolean).map(styleHash);
  return { ...manifest, inlineCss, inlinePageCss, styleHashes };
}

/** For tests and tools that render without a build: no scripts, no styles. */
export const noAssets: LoadedAssets = { ...emptyAssets, styleHashes: [] };
