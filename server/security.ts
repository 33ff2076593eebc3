import helmet from "helmet";
import type { Config } from "./config";
import type { LoadedAssets } from "./assets";
import { PRICING_TABLE_SCRIPT } from "../shared/components/ui/stripe-pricing-table";
import { contentImageOrigins } from "./content/media";

/**
 * The security-headers step of the chain (server/app.ts gives the order): helmet with a strict CSP.
 * No 'unsafe-inline' for scripts (pages hold no inline executable script); the inline stylesheet is allowed by hash; an embed's host is allowed only when it is configured.
 * With WordPress as the blog's source, its posts' image hosts are allowed too (the list the mapper keeps to).
 */
export function securityHeaders(config: Config, assets: LoadedAssets) {
  const pricing = config.site.pricingTable ? [new URL(PRICING_TABLE_SCRIPT).origin] : [];
  const images = config.site.imageBaseUrl ? [new URL(config.site.imageBaseUrl).origin] : [];
  const content = config.content.apiUrl
    ? contentImageOrigins(config.content.apiUrl, config.content.mediaOrigins).filter(
        (o) => !images.includes(o),
      )
    : [];
  const https = config.site.url.startsWith("https:");
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", ...pricing],
        "style-src": ["'self'", ...assets.styleHashes],
        "img-src": ["'self'", "data:", ...images, ...content],
        "font-src": ["'self'"],
        "connect-src": ["'self'", ...pricing],
        "frame-src": pricing.length ? pricing : ["'none'"],
        "frame-ancestors": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "object-src": ["'none'"],
        "manifest-src": ["'self'"],
        ...(https ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // one frame policy: the CSP says frame-ancestors 'none', so the legacy header says DENY, not SAMEORIGIN
    xFrameOptions: { action: "deny" },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? { maxAge: 63072000, includeSubDomains: true } : false,
  });
}
