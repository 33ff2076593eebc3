/**
 * The one URL normaliser: canonical paths, absolute URLs, the alias table. Canonical links, sitemap
 * entries, internal links and redirect targets all come through here.
 * Canonical form: lower case, no percent-escaped unreserved characters, no trailing slash except "/", no
 * repeated slashes, aliases resolved. The router matches static segments case-insensitively and decodes
 * escapes, so every other spelling of a page gets ONE 301 here and never a render of its own: the page
 * cache is keyed by what the route table can produce, not by what a stranger types.
 */
import { redirects } from "./redirects";

const aliasTable: ReadonlyMap<string, string> = new Map(redirects);

// RFC 3986 §2.3: unreserved characters mean the same escaped or not, so the canonical form has them plain.
const UNRESERVED_ESCAPE = /%(?:[46][1-9A-Fa-f]|[57][0-9Aa]|3[0-9]|2[Dd]|2[Ee]|5[Ff]|7[Ee])/g;

/** Files keep their case (hashed asset names are upper case); every page path is lower case. */
const isFilePath = (path: string) => path.startsWith("/assets/") || /\.[A-Za-z0-9]{1,8}$/.test(path);

/** Canonical form of a path (no query). Never returns a path starting with "//". */
export function canonicalPath(path: string): string {
  let out = path
    .replace(UNRESERVED_ESCAPE, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)))
    .replace(/\/{2,}/g, "/");
  if (!isFilePath(out)) out = out.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
  out = out.replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase());
  if (!out.startsWith("/")) out = `/${out}`;
  if (out.length > 1 && out.endsWith("/")) out = out.slice(0, -1);
  return aliasTable.get(out) ?? out;
}

/** Absolute URL of a canonical path on the site origin (origin has no trailing slash). */
export function absoluteUrl(origin: string, path: string): string {
  const canonical = canonicalPath(path);
  return canonical === "/" ? `${origin}/` : `${origin}${canonical}`;
}

/**
 * Ad and campaign click ids. They never change what a page shows, so a page with only these in its query
 * is answered from the page cache (the address bar keeps them for any analytics the agency adds).
 */
const TRACKING_PARAMS = new Set([
  "gclid",
  "gclsrc",
  "gbraid",
  "wbraid",
  "dclid",
  "fbclid",
  "msclkid",
  "twclid",
  "ttclid",
  "li_fat_id",
  "igshid",
  "yclid",
  "srsltid",
  "mc_cid",
  "mc_eid",
  "_ga",
  "_gl",
  "ref",
]);

export const isTrackingParam = (name: string) => name.startsWith("utm_") || TRACKING_PARAMS.has(name);

/** The query parameters pages read (blog and category ?page, /contact ?sent, /blog ?newsletter, /reviews ?service). */
export const PAGE_QUERY_PARAMS: ReadonlySet<string> = new Set(["page", "sent", "newsletter", "service"]);

/** Name of one "name=value" query part, decoded where it can be. */
function paramName(part: string): string {
  const raw = part.split("=", 1)[0] ?? "";
  try {
    return decodeURIComponent(raw.replace(/\+/g, " "));
  } catch {
    return raw;
  }
}

/**
 * The page-cache key of a request target: the path when the query is empty or holds tracking parameters
 * only; null when the query may change the page (those render uncached).
 */
export function pageCacheKey(target: string): string | null {
  const queryAt = target.indexOf("?");
  if (queryAt === -1) return target;
  const query = target.slice(queryAt + 1);
  for (const part of query.split("&")) if (part && !isTrackingParam(paramName(part))) return null;
  return target.slice(0, queryAt);
}

/** Pages drop query parameters they do not read (one 301); the API and files keep theirs. */
function pageQuery(path: string, query: string): string {
  if (!query || path.startsWith("/api/") || isFilePath(path)) return query;
  const kept = query
    .slice(1)
    .split("&")
    .filter((part) => {
      const name = paramName(part);
      return part !== "" && (PAGE_QUERY_PARAMS.has(name) || isTrackingParam(name));
    });
  return kept.length ? `?${kept.join("&")}` : "";
}

export type UrlCheck =
  | { kind: "ok" }
  | { kind: "redirect"; location: string }
  | { kind: "bad-request"; reason: string }
  | { kind: "too-long" };

export const MAX_URL_LENGTH = 2048;

/**
 * Decide what to do with a raw request target (path + optional query) before anything else sees it:
 * reject malformed or hostile paths, or answer ONE 301 to the canonical form, keeping the query parameters
 * the page reads and tracking ids. The Location is always a same-host path: it starts with exactly one "/"
 * and never holds a backslash.
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
  const keptQuery = pageQuery(canonical, query);
  if (canonical !== path || keptQuery !== query) return { kind: "redirect", location: canonical + keptQuery };
  return { kind: "ok" };
}
