/**
 * The one URL normaliser: canonical paths, absolute URLs, the alias table. Canonical links, sitemap
 * entries, internal links and redirect targets all come through here.
 * Canonical form: no trailing slash except "/", no repeated slashes, aliases resolved.
 */
import { redirects } from "./redirects";

const aliasTable: ReadonlyMap<string, string> = new Map(redirects);

/** Canonical form of a path (no query). Never returns a path starting with "//". */
export function canonicalPath(path: string): string {
  let out = path.replace(/\/{2,}/g, "/");
  if (!out.startsWith("/")) out = `/${out}`;
  if (out.length > 1 && out.endsWith("/")) out = out.slice(0, -1);
  return aliasTable.get(out) ?? out;
}

/** Absolute URL of a canonical path on the site origin (origin has no trailing slash). */
export function absoluteUrl(origin: string, path: string): string {
  const canonical = canonicalPath(path);
  return canonical === "/" ? `${origin}/` : `${origin}${canonical}`;
}

export type UrlCheck =
  | { kind: "ok" }
  | { kind: "redirect"; location: string }
  | { kind: "bad-request"; reason: string }
  | { kind: "too-long" };

export const MAX_URL_LENGTH = 2048;

/**
 * Decide what to do with a raw request target (path + optional query) before anything else sees it:
 * reject malformed or hostile paths, or answer ONE 301 to the canonical form with the query kept.
 * The Location is always a same-host path: it starts with exactly one "/" and never holds a backslash.
 */
export function checkRequestTarget(target: string): UrlCheck {
  if (target.length > MAX_URL_LENGTH) return { kind: "too-long" };
  const queryAt = target.indexOf("?");
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? "" : target.slice(queryAt);
  if (!path.startsWith("/")) return { kind: "bad-request", reason: "path must start with /" };
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return { kind: "bad-request", reason: "malformed percent-encoding" };
  }
  if (decoded.includes("\0") || decoded.includes("\\") || path.includes("\\")) {
    return { kind: "bad-request", reason: "forbidden character in path" };
  }
  if (decoded.split("/").some((segment) => segment === ".." || segment === ".")) {
    return { kind: "bad-request", reason: "dot segment in path" };
  }
  const canonical = canonicalPath(path);
  if (canonical !== path) return { kind: "redirect", location: canonical + query };
  return { kind: "ok" };
}
