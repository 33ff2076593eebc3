/**
 * Reads the client build's manifest (written by esbuild.config.ts) once at start, and inlines the
 * stylesheet's critical part (the first screen's rules: the page's HTML fits the first congestion window,
 * decision 0035), the whole sheet linked after the page; a build without one inlines the whole sheet. The
 * CSP allows exactly those <style>s through their sha256, and likewise the page view's counter's <script>.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { firstIssue } from "./format-zod-error";
import { emptyAssets, type Assets, type Manifest } from "../shared/assets";

const assetUrl = z.string().regex(/^\/assets\/[\w.-]+$/, "an /assets/ URL");

/** The manifest esbuild.config.ts writes; a build from another version of the code is refused at start. */
const manifestSchema = z.strictObject({
  boot: assetUrl,
  inlineScript: assetUrl.optional(),
  hydrate: assetUrl,
  css: z.array(assetUrl).min(1),
  criticalCss: assetUrl.optional(),
  criticalCssByTemplate: z.record(z.string(), assetUrl).optional(),
  pageCss: z.record(z.string(), assetUrl),
  islands: z.record(z.string(), assetUrl),
  fonts: z.array(assetUrl),
  metafile: z.string(),
}) satisfies z.ZodType<Manifest>;

export type LoadedAssets = Assets & { styleHashes: string[]; scriptHashes?: string[] };

export function styleHash(css: string): string {
  return `'sha256-${createHash("sha256").update(css).digest("base64")}'`;
}

export function loadAssets(clientDir: string): LoadedAssets {
  const manifestPath = path.join(clientDir, "manifest.json");
  if (!existsSync(manifestPath)) {
    throw new Error(`No client build at ${manifestPath}: run "npm run build" first`);
  }
  const parsed = manifestSchema.safeParse(JSON.parse(readFileSync(manifestPath, "utf8")));
  if (!parsed.success) {
    throw new Error(
      `The client build at ${manifestPath} is not this version's (${firstIssue(parsed.error)}): run "npm run build"`,
    );
  }
  const manifest = parsed.data;
  const read = (href: string) => readFileSync(path.join(clientDir, href), "utf8");
  // the split (docs/decisions/0035): only the critical part is inlined (a template's own, or the shared
  // one), and the whole sheet follows as a hashed file, asked for after the first paint
  // (client/late-assets.ts); a build with CSS_SPLIT=0
  // names no critical part and the whole sheet is inlined
  const inlineCss = manifest.criticalCss ? read(manifest.criticalCss) : manifest.css.map(read).join("\n");
  const deferredCss = manifest.criticalCss ? manifest.css : undefined;
  const inlineCssByTemplate = Object.fromEntries(
    Object.entries(manifest.criticalCssByTemplate ?? {}).map(([template, href]) => [template, read(href)]),
  );
  const inlinePageCss = Object.fromEntries(
    Object.entries(manifest.pageCss ?? {}).map(([name, href]) => [name, read(href)]),
  );
  // every inlined stylesheet's hash is in the one CSP (a page without the tools' sheet simply has no use
  // for its hash)
  const styleHashes = [inlineCss, ...Object.values(inlineCssByTemplate), ...Object.values(inlinePageCss)]
    .filter(Boolean)
    .map(styleHash);
  // the inline head script (client/head.ts: the page view's counter, before the first paint, and the late
  // assets' loader); the CSP allows exactly it, by its sha256
  const inlineScriptText = manifest.inlineScript ? read(manifest.inlineScript) : undefined;
  return {
    ...manifest,
    inlineCss,
    inlineCssByTemplate,
    inlinePageCss,
    styleHashes,
    ...(inlineScriptText ? { inlineScriptText, scriptHashes: [styleHash(inlineScriptText)] } : {}),
    ...(deferredCss ? { deferredCss } : {}),
  };
}

/** For tests and tools that render without a build: no scripts, no styles. */
export const noAssets: LoadedAssets = { ...emptyAssets, styleHashes: [] };
