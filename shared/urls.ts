/**
 * The one URL normaliser: canonical paths, absolute URLs, the alias table. Canonical links, sitemap
 * entries, internal links and redirect targets all come through here.
 * Canonical form: lower case, no percent-escaped unreserved characters, no trailing slash except "/", no
 * repeated slashes, aliases resolved. The router matches static segments case-insensitively and decodes
 * escapes, so every other spelling of a page gets ONE 301 here and never a render of its own: the page
 * cache is keyed by what the route table can produce, not by what a stranger types.
 */
import type { QueryParam, QueryParams } from "./query-params";
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

/** One "name=value" query part's name and value, decoded as a form sends them; null where an escape is broken. */
function decodePart(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return null;
  }
}

function splitPart(part: string): { name: string | null; value: string | null } {
  const eq = part.indexOf("=");
  return eq === -1
    ? { name: decodePart(part), value: "" }
    : { name: decodePart(part.slice(0, eq)), value: decodePart(part.slice(eq + 1)) };
}

/** The reader of a parameter, if the table declares it (never an Object.prototype member such as "constructor"). */
const readerOf = (params: QueryParams, name: string): QueryParam | undefined =>
  Object.hasOwn(params, name) ? params[name] : undefined;

/**
 * The page cache's key for a page and the query values it reads (normalised, each name once): the bare path
 * when there are none, else `path?name=value&...` with the names in order. Values are the readers' normalised
 * words (shared/query-params.ts), so the key is not a URL to send; it names one cached page.
 */
export function cacheKey(
  path: string,
  values: ReadonlyArray<readonly [name: string, value: string]>,
): string {
  if (values.length === 0) return path;
  const sorted = [...values].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${path}?${sorted.map(([name, value]) => `${name}=${value}`).join("&")}`;
}

/**
 * Where the page cache looks a request target up before any route has matched: the path and the normalised
 * values of the parameters in `params` (tracking ids ignored); null when the target cannot be a cached page as
 * it is (a fragment, an unknown parameter or value, a name twice, a broken escape): that request goes on to
 * the canonical step. Pages are only ever stored under the key their route match gives
 * (server/render/cache-policy.ts), so a key made up here can find nothing that was not stored that way.
 */
export function pageCacheKey(target: string, params: QueryParams = {}): string | null {
  if (target.includes("#")) return null;
  const queryAt = target.indexOf("?");
  if (queryAt === -1) return target;
  const values: Array<[string, string]> = [];
  const seen = new Set<string>();
  for (const part of target.slice(queryAt + 1).split("&")) {
    if (!part) continue;
    const { name, value } = splitPart(part);
    if (name === null) return null;
    if (isTrackingParam(name)) continue;
    const read = readerOf(params, name);
    if (!read || value === null || seen.has(name)) return null;
    seen.add(name);
    const normalised = read(value);
    if (normalised === null) return null;
    if (normalised !== "") values.push([name, normalised]);
  }
  return cacheKey(target.slice(0, queryAt), values);
}

/**
 * Pages keep the query parameters their route reads, with a value it accepts (first occurrence), and tracking
 * ids; everything else is dropped (one 301). The API and files keep their queries.
 */
function pageQuery(path: string, query: string, params: QueryParams): string {
  if (!query || path.startsWith("/api/") || isFilePath(path)) return query;
  const seen = new Set<string>();
  const kept = query
    .slice(1)
    .split("&")
    .filter((part) => {
      if (part === "") return false;
      const { name, value } = splitPart(part);
      if (name === null) return false;
      if (isTrackingParam(name)) return true;
      const read = readerOf(params, name);
      if (!read || value === null || seen.has(name) || read(value) === null) return false;
      seen.add(name);
      return true;
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
 * the matched page reads (`paramsOf(path)`: its route's declaration; none when it has none) with values it
 * accepts, and tracking ids. A fragment (no browser sends one; any script can) is dropped in the same hop.
 * The Location is always a same-host path: it starts with exactly one "/" and never holds a backslash.
 */
export function checkRequestTarget(
  target: string,
  paramsOf: (path: string) => QueryParams | undefined = () => undefined,
): UrlCheck {
  if (target.length > MAX_URL_LENGTH) return { kind: "too-long" };
  const hashAt = target.indexOf("#");
  if (hashAt !== -1) {
    const rest = target.slice(0, hashAt);
    const result = checkRequestTarget(rest, paramsOf);
    return result.kind === "ok" ? { kind: "redirect", location: rest } : result;
  }
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
  const keptQuery = pageQuery(canonical, query, paramsOf(canonical) ?? {});
  if (canonical !== path || keptQuery !== query) return { kind: "redirect", location: canonical + keptQuery };
  return { kind: "ok" };
}
