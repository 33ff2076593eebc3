/**
 * The page cache's policy for rendered contexts: the key a render's bytes are kept under, for how long, whether
 * its status may be kept at all, and the Cache-Control header the browser gets.
 */
import { isRouteErrorResponse, type StaticHandlerContext } from "react-router-dom";
import { isMissingListPage } from "../../shared/loaders";
import { secondsUntilMidnight, secondsUntilNewYear } from "../../shared/page-context";
import { findPage } from "../../shared/routes";
import { cacheKey, canonicalPath } from "../../shared/urls";
import { NOT_FOUND_KEY } from "../page-cache";

/** HTML: short and revalidated; a page whose bytes expire sooner (today's date) never outlives them. */
export const cacheControlFor = (status: number, ttl: number | null = Infinity) =>
  status !== 200
    ? status === 404
      ? "public, max-age=60"
      : "no-store"
    : ttl !== null && ttl < 300
      ? `public, max-age=${Math.floor(ttl)}`
      : "public, max-age=300, stale-while-revalidate=86400";

/**
 * Where a rendered context's bytes are kept: for a 200, the canonical path of the route that matched plus
 * the normalised values of the query parameters that route reads (shared/query-params.ts); the one shared
 * Not Found page for an address nothing has; one Not Found page per list for a page number past its end.
 * null: not kept (another status, a route that caches nothing, a value the route does not accept, a path
 * that is not canonical; the canonical step answers those with a 301 before they get here).
 */
export function cacheKeyOf(context: StaticHandlerContext): string | null {
  if (isPlainNotFound(context)) return NOT_FOUND_KEY;
  if (isPostError(context)) return POST_ERROR_KEY;
  const missing = missingListOf(context);
  if (missing) return `${NOT_FOUND_KEY}:${missing.listPath}`;
  if (context.statusCode !== 200) return null;
  const leaf = context.matches.at(-1);
  if (!leaf || canonicalPath(leaf.pathname) !== leaf.pathname) return null;
  const page = findPage(leaf.route.id);
  if (page?.cache === "none") return null;
  const search = new URLSearchParams(context.location.search);
  const values: Array<[string, string]> = [];
  for (const [name, read] of Object.entries(page?.query ?? {})) {
    const value = search.get(name);
    if (value === null) continue;
    const normalised = read(value);
    if (normalised === null) return null;
    if (normalised !== "") values.push([name, normalised]);
  }
  return cacheKey(leaf.pathname, values);
}

/** How long a context's bytes are kept (seconds), by its route's `cache`; null: not kept. */
export function ttlOf(context: StaticHandlerContext, key: string | null, now: Date): number | null {
  if (key === null) return null;
  // the footer shows the year: "year" bytes expire at New Year in New York, not never
  if (key === NOT_FOUND_KEY) return secondsUntilNewYear(now);
  if (key === POST_ERROR_KEY) return POST_ERROR_TTL_S;
  const leaf = context.matches.at(-1)?.route.id;
  const page = leaf ? findPage(leaf) : undefined;
  if (!page) return null;
  if (page.cache === "year") return secondsUntilNewYear(now);
  if (page.cache === "day") return secondsUntilMidnight(now);
  return page.cache === "none" ? null : page.cache;
}

/**
 * Whether a finished render with this status may be stored under its key: a page under its route's key
 * (200 only), or a shared page under its own key (the Not Found pages, the "Error Loading Post" page).
 */
export function isStorable(status: number, key: string | null): boolean {
  return (
    status === 200 ||
    (status === 404 && key !== null && !key.startsWith("/")) ||
    (status === 503 && key === POST_ERROR_KEY)
  );
}

/** The list a 404 names when it answers a page number past the list's end. */
export function missingListOf(context: StaticHandlerContext) {
  const errors = Object.values(context.errors ?? {});
  const error = errors[0];
  return context.statusCode === 404 &&
    errors.length === 1 &&
    isRouteErrorResponse(error) &&
    isMissingListPage(error.data)
    ? error.data
    : undefined;
}

/**
 * The "Error Loading Post" page (503, the content API down) names no slug, so every article that failed to
 * load shares one rendering, kept this briefly: in a WordPress outage a flood of slugs costs what hits cost
 * (each was a full render, 196 a second from one client). Sent no-store like any 503.
 */
export const POST_ERROR_KEY = "\u0000post-error";
export const POST_ERROR_TTL_S = 10;

export function isPostError(context: StaticHandlerContext): boolean {
  if (context.statusCode !== 503) return false;
  const leaf = context.matches.at(-1);
  const data = leaf ? (context.loaderData?.[leaf.route.id] as { failed?: unknown } | undefined) : undefined;
  return data?.failed === true;
}

/** A 404 for an address no route (or no record) has: not a list page past its end, which names its pages. */
export function isPlainNotFound(context: StaticHandlerContext): boolean {
  const errors = Object.values(context.errors ?? {});
  const error = errors[0];
  return (
    context.statusCode === 404 &&
    errors.length === 1 &&
    isRouteErrorResponse(error) &&
    error.status === 404 &&
    !isMissingListPage(error.data)
  );
}
