/**
 * Where a WordPress post's images may come from. One list feeds both the CSP's img-src (security.ts) and
 * the mapper (map.ts, sanitize.ts), so an image the mapper keeps is never one the browser refuses.
 */

/** WordPress's avatar host when it is reached over https (`get_avatar_url`: secure.gravatar.com/avatar/...). */
export const GRAVATAR_ORIGIN = "https://secure.gravatar.com";

// Over plain http WordPress names 0/1/2.gravatar.com instead; the same path is served by the secure host.
const GRAVATAR_HOST = /^(?:[0-9]|www|secure)\.gravatar\.com$|^gravatar\.com$/;

// A base no real URL has: a root-relative path resolves onto it, anything else leaves it.
const SELF = "http://self.invalid";

/**
 * The image origins a WordPress source needs: its own origin (uploads), gravatar (author avatars) and the
 * configured extras (CONTENT_MEDIA_ORIGINS: a CDN or bucket), deduplicated, in that order.
 */
export function contentImageOrigins(apiUrl: string, extra: readonly string[] = []): string[] {
  return [...new Set([new URL(apiUrl).origin, GRAVATAR_ORIGIN, ...extra])];
}

/**
 * The URL an <img> may use, or null. Relative paths are this site's own files ('self'); absolute ones
 * must be http(s) on an allowed origin. Anything else (other schemes, protocol-relative or backslash
 * tricks that leave this site, unknown hosts) is refused so the caller can fall back or drop the image.
 */
export function allowedImageUrl(src: string, origins: readonly string[]): string | null {
  const value = src.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value, SELF);
  } catch {
    return null;
  }
  if (url.origin === SELF) return value;
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password) return null;
  if (GRAVATAR_HOST.test(url.hostname) && origins.includes(GRAVATAR_ORIGIN)) {
    return `${GRAVATAR_ORIGIN}${url.pathname}${url.search}`;
  }
  return origins.includes(url.origin) ? url.href : null;
}
