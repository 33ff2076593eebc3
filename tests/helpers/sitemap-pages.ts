/**
 * Every sitemap page as the default test handler answers it, rendered once per `vitest run` by
 * tests/setup/sitemap-pages.ts. For checks that read the whole site; a test that needs other settings
 * (another brand, clock or content) renders its own pages.
 */
import { inject } from "vitest";

export type RenderedPage = { path: string; status: number; text: string };

/** A path no route has: the Not Found page, rendered with the sitemap's pages. */
export const MISSING_PAGE = "/no-such-page";

declare module "vitest" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting vitest's interface
  export interface ProvidedContext {
    sitemapPages: RenderedPage[];
  }
}

/** The sitemap's pages in sitemap order, then the Not Found page (MISSING_PAGE). */
export function renderedPages(): RenderedPage[] {
  return inject("sitemapPages");
}

/** The sitemap's pages only. */
export function renderedSitemap(): RenderedPage[] {
  return renderedPages().filter((page) => page.path !== MISSING_PAGE);
}
