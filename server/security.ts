import type { RequestHandler } from "express";
import helmet from "helmet";
import { assetFileNames } from "./precompressed";
import type { Config } from "./config";
import { styleHash, type LoadedAssets } from "./assets";
import { speculationRulesText } from "../shared/speculation";
import { PRICING_TABLE_SCRIPT } from "../shared/components/ui/stripe-pricing-table";
import { contentImageOrigins } from "./blog/media";

/** The speculation rules' text as client/speculation.ts writes it, allowed by its sha256. */
const SPECULATION_RULES_HASH = styleHash(speculationRulesText);

/**
 * The security-headers step of the chain (server/app.ts gives the order): helmet with a strict CSP.
 * No 'unsafe-inline' for scripts: the one inline script (client/head.ts) and the speculation rules are
 * allowed by their sha256, as the inline stylesheet is; an embed's host is allowed only when it is
 * configured.
 * With WordPress as the blog's source, its posts' image hosts are allowed too (the list the mapper keeps to).
 */
export function securityHeaders(config: Config, assets: LoadedAssets, assetsDir?: string): RequestHandler {
  const pricing = config.site.pricingTable ? [new URL(PRICING_TABLE_SCRIPT).origin] : [];
  const images = config.site.imageBaseUrl ? [new URL(config.site.imageBaseUrl).origin] : [];
  const content = config.content.apiUrl
    ? contentImageOrigins(config.content.apiUrl, config.content.mediaOrigins).filter(
        (o) => !images.includes(o),
      )
    : [];
  const https = config.site.url.startsWith("https:");
  const full = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        // the speculation rules client/speculation.ts adds, by the sha256 of their exact text (Chromium
        // applies no 'inline-speculation-rules' keyword beside a hash)
        "script-src": ["'self'", SPECULATION_RULES_HASH, ...(assets.scriptHashes ?? []), ...pricing],
        "style-src": ["'self'", ...assets.styleHashes],
        "img-src": ["'self'", "data:", ...images, ...content],
        // font-src, manifest-src and (without an embed) connect-src fall back to default-src 'self'
        ...(pricing.length ? { "connect-src": ["'self'", ...pricing] } : {}),
        "frame-src": pricing.length ? pricing : ["'none'"],
        "frame-ancestors": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "object-src": ["'none'"],
        ...(https ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // one frame policy: the CSP says frame-ancestors 'none', so the legacy header says DENY, not SAMEORIGIN
    xFrameOptions: { action: "deny" },
    crossOriginEmbedderPolicy: false,
    // headers for browsers and plug-ins no longer in use (IE's download dialog and XSS filter, Flash's
    // cross-domain policies): bytes on every page's first round trip for no reader
    xXssProtection: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    strictTransportSecurity: https ? { maxAge: 63072000, includeSubDomains: true } : false,
  });
  // A hashed script, stylesheet or font that exists (the folder is read once: hashed names never change)
  // gets only the headers that concern a subresource: no MIME sniffing, no use by other sites, and HSTS.
  // The CSP, frame, referrer and opener headers govern documents; on each of a tool's ~14 script files
  // they were ~700 of the 1,057 header bytes, about 10 KB per tool page. Anything else under /assets/
  // (a 404 page) gets the full set.
  const files = assetsDir ? assetFileNames(assetsDir) : new Set<string>();
  return (req, res, next) => {
    const name = req.path.startsWith("/assets/") ? req.path.slice("/assets/".length) : "";
    if ((req.method === "GET" || req.method === "HEAD") && files.has(name)) {
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
      if (https) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
      return next();
    }
    return full(req, res, next);
  };
}
