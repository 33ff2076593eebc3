/**
 * One page's whole route, declared in its own module (`export const route = definePage({...})`) so that
 * its loader, component, cache policy, CSP, query readers and sitemap entries are written side by side and
 * cannot be wired to another page's. shared/routes.tsx only lists the modules' routes, in order.
 *
 * A loader's `params` are typed from the path: `/locations/:city` gives `params.city: string`, and a loader
 * that reads a name the path does not have fails to compile. At run time a param the router did not give
 * (it always gives those of the matched path) is a Not Found, never an empty string.
 */
import type { ComponentType } from "react";
import type { PageCssName } from "./assets";
import { notFound, type PageLoader, type PageLoaderArgs } from "./loaders";
import type { QueryParams } from "./query-params";
import type { Site } from "./site";
import type { SitemapEntry } from "./sitemap";

export type PageRoute = {
  id: string;
  /** react-router path pattern, canonical form (no trailing slash) */
  path: string;
  Component: ComponentType;
  /** the page's own loader (exported beside its component, which reads it as useLoaderData<typeof loader>) */
  loader?: PageLoader;
  /** The canonical URLs this route serves, for both sitemaps; dynamic routes enumerate their records. */
  sitemap: () => SitemapEntry[];
  /**
   * Page cache: "year" pages are rendered once per process and year (they expire at New Year in New York,
   * for the footer's year) and served as bytes; a number keeps the bytes for that many seconds (content with
   * a TTL); "day" until midnight in New York; "none" renders every time (per-request data).
   */
  cache: "year" | "none" | "day" | number;
  /** CSP sources this page adds for an embed it carries (only when that embed is configured). */
  csp?: (site: Site) => Record<string, string[]> | null;
  /** A stylesheet only this page needs, inlined after the site's (the browser tools' sheet). */
  css?: PageCssName;
  /**
   * The query parameters this page reads and the values it accepts (shared/query-params.ts). Any other
   * parameter or value gets one 301 to the page without it (server/canonical.ts), and the page cache keeps
   * each accepted variant under the path and its normalised values.
   */
  query?: QueryParams;
};

/**
 * Blog pages keep their bytes as long as the content cache keeps its data (the spec's external calls: 5
 * minutes).
 */
export const CONTENT_TTL = 300;

/** The names of a path pattern's params: "/locations/:city/:service" gives "city" | "service". */
export type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** A loader's argument for the route at `Path`: its params are the path's, each a string. */
export type LoaderArgs<Path extends string> = Omit<PageLoaderArgs, "params"> & {
  params: Readonly<Record<ParamNames<Path>, string>>;
};

export type PageDefinition<Path extends string> = Omit<PageRoute, "path" | "loader"> & {
  path: Path;
  loader?: (args: LoaderArgs<NoInfer<Path>>) => unknown;
};

/** The param names of a path pattern at run time (the same rule as ParamNames). */
export function paramNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
}

/** A page's route, with its loader's params checked against its path. */
export function definePage<const Path extends string>(page: PageDefinition<Path>): PageRoute {
  const { loader, ...rest } = page;
  if (!loader) return rest;
  const names = paramNames(page.path);
  const checked: PageLoader = (args) => {
    for (const name of names) if (typeof args.params[name] !== "string") notFound();
    return loader(args as LoaderArgs<Path>);
  };
  return { ...rest, loader: checked };
}
