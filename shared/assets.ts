/**
 * Build manifest as the server reads it (written by esbuild.config.ts): the boot script every page loads,
 * the hydration entry it imports after the load event, the stylesheet (inlined) and each island's chunk.
 */
export type Manifest = {
  /** client/boot.ts: the one script tag of every page */
  boot: string;
  /** client/head.ts: the inline head script (its text: Assets.inlineScriptText) */
  inlineScript?: string;
  /** client/hydrate.ts: React and the island loader, imported by boot after the load event */
  hydrate: string;
  css: string[];
  /** the sheet's critical part, inlined instead of it (absent from a `CSS_SPLIT=0` build) */
  criticalCss?: string;
  /** a template's own critical part (route id to file), inlined on its pages instead of criticalCss */
  criticalCssByTemplate?: Record<string, string>;
  /** stylesheets only some pages carry, by name (PageRoute.css) */
  pageCss: Record<string, string>;
  islands: Record<string, string>;
  fonts: string[];
  metafile: string;
};

export type PageCssName = "tools";
export type Assets = Manifest & {
  inlineCss: string;
  /** a template's own inline stylesheet, by route id (criticalCssByTemplate's texts) */
  inlineCssByTemplate?: Record<string, string>;
  /** the counter's text, written in <head> (allowed by its sha256); empty without a build */
  inlineScriptText?: string;
  inlinePageCss: Partial<Record<PageCssName, string>>;
  /** with a critical part: the whole sheet, asked for after the first paint (client/late-assets.ts) */
  deferredCss?: string[];
};

export const emptyAssets: Assets = {
  boot: "",
  hydrate: "",
  css: [],
  pageCss: {},
  islands: {},
  fonts: [],
  metafile: "",
  inlineCss: "",
  inlinePageCss: {},
};
