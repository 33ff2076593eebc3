import type { ReactNode } from "react";
import type { Assets, PageCssName } from "../../shared/assets";
import { serializeProps } from "../../shared/islands/island";
import { islandSite, type Site } from "../../shared/site";

/**
 * The <style>s a page inlines: its template's critical part (the shared one for a template without its
 * own) and the stylesheet only its route carries. The CSP names exactly these (server/render/page-csp.ts).
 */
export function inlineStylesOf(assets: Assets, template?: string, pageCss?: PageCssName) {
  const own = template ? assets.inlineCssByTemplate?.[template] : undefined;
  return {
    inlineCss: own || assets.inlineCss,
    // a template's own part holds the first screen's rules of its route's sheet too, linked after the page
    extraCss: pageCss && !(own && assets.deferredCss) ? assets.inlinePageCss[pageCss] : undefined,
  };
}

/**
 * The whole <html> document, rendered on the server. Pages add <title>, <meta> and <link> anywhere in the
 * tree and React 19 hoists them here. One inline script (client/head.ts: the page view's counter, before
 * the first paint, and the loader of what is asked for after it), allowed like the inline <style> by its
 * sha256 in the CSP; the module script and the whole sheet are asked for by it. The brand font's subset
 * is preloaded, so Inter draws the first paint wherever it comes in time (the font is not late: a swap
 * after the paint would move text that wraps differently in the fallback).
 */
export function Document({
  assets,
  site,
  pageCss,
  template,
  vitalsRate = 0,
  children,
}: {
  assets: Assets;
  site: Site;
  pageCss?: PageCssName;
  /** the route template, named in field data (client/vitals.ts) */
  template?: string;
  /** share of page views that report their Core Web Vitals; 0 writes nothing */
  vitalsRate?: number;
  children: ReactNode;
}) {
  const { inlineCss, extraCss } = inlineStylesOf(assets, template, pageCss);
  const extraHref = pageCss ? assets.pageCss[pageCss] : undefined;
  // with the template's own part inlined, the route's sheet follows the whole sheet, as in the cascade
  const lateExtraCss = Boolean(extraHref && !extraCss && assets.deferredCss);
  return (
    <html
      lang="en-US"
      data-template={template}
      data-vitals-rate={template && vitalsRate > 0 ? String(vitalsRate) : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.themeColor} />
        <meta name="format-detection" content="telephone=no" />
        {assets.fonts.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        {inlineCss ? (
          <style dangerouslySetInnerHTML={{ __html: inlineCss }} />
        ) : (
          assets.css.map((href) => <link key={href} rel="stylesheet" href={href} />)
        )}
        {extraCss ? (
          <style dangerouslySetInnerHTML={{ __html: extraCss }} />
        ) : extraHref && !lateExtraCss ? (
          <link rel="stylesheet" href={extraHref} />
        ) : null}
        {/* asked for by the inline script below once the first paint is made (client/late-assets.ts,
            decision 0045): the whole sheet behind the inline part and the route's own sheet, in this
            order, the web manifest and the module script; a browser without script reads the links here */}
        <noscript id="late-assets" data-module={assets.boot || undefined}>
          {assets.deferredCss?.map((href) => (
            <link key={href} rel="stylesheet" href={href} />
          ))}
          {lateExtraCss ? <link rel="stylesheet" href={extraHref} /> : null}
          <link rel="manifest" href="/manifest.webmanifest" />
        </noscript>
        {/* the page view is counted while the page is parsed, before its first paint (decision 0034) */}
        {assets.inlineScriptText ? (
          <script dangerouslySetInnerHTML={{ __html: assets.inlineScriptText }} />
        ) : null}
        <link rel="icon" href="/icons/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        {/* the brand and contacts islands read in the browser (client/hydrate.ts provides them) */}
        <script
          type="application/json"
          id="island-site"
          dangerouslySetInnerHTML={{ __html: serializeProps(islandSite(site)) }}
        />
      </head>
      <body>{children}</body>
    </html>
  );
}
