/**
 * Every sitemap page as the default test handler answers it, rendered once per `vitest run` by
 * tests/setup/sitemap-pages.ts. For checks that read the whole site; a test that needs other settings
 * (another brand, clock or content) renders its own pages.
 */
import { inject } from "vitest";

export type RenderedPage = {
  path: string;
  status: number;
  text: string;
  /** a page of the route table's sitemapEntries() (false: a blog article or category, or MISSING_PAGE) */
  fromRoutes: boolean;
};

/** A path no route has: the Not Found page, rendered with the sitemap's pages. */
export const MISSING_PAGE = "/no-such-page";

declare module "vitest" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting vitest's interface
  export interface ProvidedContext {
    sitemapPages: RenderedPage[];
  }
}

/** Every page of /sitemap.xml (the route table's first), then the Not Found page (MISSING_PAGE). */
export function renderedPages(): RenderedPage[] {
  return inject("sitemapPages");
}

/** The route table's sitemap pages (sitemapEntries()), without the blog's articles and categories. */
export function renderedSitemap(): RenderedPage[] {
  return renderedPages().filter((page) => page.fromRoutes);
}
