/** A page may widen the CSP for an embed it carries (e.g. the booking widget on /contact only). */
import type { Response as ExpressResponse } from "express";
import type { StaticHandlerContext } from "react-router-dom";
import { findPage } from "../../shared/routes";
import type { Site } from "../../shared/site";
import { styleHash, type LoadedAssets } from "../assets";
import { inlineStylesOf } from "./document";
import { pageCssOf, templateOf } from "./page-of";

/** Widens the response's CSP header by the sources the matched page's route asks for (`csp` in shared/routes.tsx). */
export function applyPageCsp(res: ExpressResponse, context: StaticHandlerContext, site: Site) {
  const leaf = context.matches.at(-1)?.route.id;
  const extra = leaf ? findPage(leaf)?.csp?.(site) : null;
  const header = res.getHeader("Content-Security-Policy");
  if (extra && typeof header === "string") res.setHeader("Content-Security-Policy", extendCsp(header, extra));
}

/**
 * Keeps in style-src only the given hashes (the page's own inline <style>s): the server allows every
 * template's critical part by its hash, and one page needs one or two of them, so the header stays short.
 * Sources that are not hashes (an embed's host) are kept.
 */
export function narrowStyleHashes(header: string, hashes: string[]): string {
  return header
    .split(";")
    .map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      if (name !== "style-src") return part.trim();
      const kept = values.filter((value) => !value.startsWith("'sha256-"));
      return [name, ...kept, ...new Set(hashes)].join(" ");
    })
    .filter(Boolean)
    .join(";");
}

/** Fetch directives that fall back to default-src when the header leaves them out. */
const FALLS_BACK_TO_DEFAULT = new Set([
  "script-src",
  "style-src",
  "connect-src",
  "font-src",
  "manifest-src",
  "img-src",
  "frame-src",
]);

/**
 * Adds sources to CSP directives ('none' is replaced). A missing directive is created; one that fell back
 * to default-src starts from default-src's sources, so widening it never narrows what it allowed.
 */
export function extendCsp(header: string, extra: Record<string, string[]>): string {
  const directives = new Map(
    header
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = "", ...values] = part.split(/\s+/);
        return [name, values] as const;
      }),
  );
  for (const [name, sources] of Object.entries(extra)) {
    const fallback = FALLS_BACK_TO_DEFAULT.has(name) ? (directives.get("default-src") ?? []) : [];
    const current = (directives.get(name) ?? fallback).filter((v) => v !== "'none'");
    directives.set(name, [...new Set([...current, ...sources])]);
  }
  return [...directives].map(([name, values]) => [name, ...values].join(" ")).join(";");
}

/**
 * Sets a page's CSP: its style-src holding only the hashes of the <style>s this page inlines, plus the
 * shared part's (an error page rendered in its place inlines that), then widened by its route's sources.
 * Each stylesheet's hash is computed once.
 */
export function pageCspSetter(assets: LoadedAssets, site: Site) {
  const hashes = new Map<string, string>();
  const hashOf = (css: string) => {
    let hash = hashes.get(css);
    if (!hash) hashes.set(css, (hash = styleHash(css)));
    return hash;
  };
  return (res: ExpressResponse, context: StaticHandlerContext) => {
    const header = res.getHeader("Content-Security-Policy");
    if (typeof header === "string" && assets.inlineCssByTemplate) {
      const { inlineCss, extraCss } = inlineStylesOf(assets, templateOf(context), pageCssOf(context));
      const texts = [inlineCss, extraCss, assets.inlineCss].filter((css): css is string => Boolean(css));
      res.setHeader("Content-Security-Policy", narrowStyleHashes(header, texts.map(hashOf)));
    }
    // after the narrowing, so a hash the route itself asks for (the intake's printable summary) stays
    applyPageCsp(res, context, site);
  };
}
