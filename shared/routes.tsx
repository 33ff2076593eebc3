/**
 * THE route table. It feeds the router, sitemap.xml, the HTML sitemap and the route tests; nothing lists
 * routes a second time. A page group added by a later issue is a new entry here (plus its records).
 */
import type { ComponentType } from "react";
import { Outlet, useLocation, type LoaderFunction, type RouteObject } from "react-router-dom";
import { Shell } from "./components/layout/shell";
import { CONTENT_UPDATED } from "./content/meta";
import { usePageContext } from "./page-context";
import { HomePage } from "./pages/home/home-page";
import { RootErrorBoundary } from "./pages/error/root-error-boundary";
import { ServicePage, type ServicePageData } from "./pages/service/service-page";
import { ServicesHubPage } from "./pages/services-hub/services-hub-page";
import { SitemapPage } from "./pages/sitemap/sitemap-page";
import { servicePages } from "./content/service-pages";
import { serviceBySlug, services } from "./content/services";

// spec 000 §2 "HTML sitemap": the groups, in this order
export const sitemapGroups = [
  "Main Pages",
  "Services",
  "Locations",
  "Industries",
  "Service + Location Pages",
  "Blog Categories",
  "Tools & Resources",
  "Legal & Policies",
] as const;
export type SitemapGroup = (typeof sitemapGroups)[number];

export type SitemapEntry = { path: string; label: string; group: SitemapGroup; lastmod: string };

export type PageRoute = {
  id: string;
  /** react-router path pattern, canonical form (no trailing slash) */
  path: string;
  Component: ComponentType;
  loader?: LoaderFunction;
  /** The canonical URLs this route serves, for both sitemaps; dynamic routes enumerate their records. */
  sitemap: () => SitemapEntry[];
  /**
   * Page cache: "static" pages are rendered once per process and served as bytes; a number keeps the bytes
   * for that many seconds (content with a TTL); "none" renders every time (per-request data).
   */
  cache: "static" | "none" | number;
};

const entry = (path: string, label: string, group: SitemapGroup): SitemapEntry => ({
  path,
  label,
  group,
  lastmod: CONTENT_UPDATED,
});

/** A loader's way of saying "no such record": the root error boundary renders the Not Found page. */
export function notFound(): never {
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

export const pages: PageRoute[] = [
  {
    id: "home",
    path: "/",
    Component: HomePage,
    cache: "static",
    sitemap: () => [entry("/", "Home", "Main Pages")],
  },
  {
    id: "services",
    path: "/services",
    Component: ServicesHubPage,
    cache: "static",
    sitemap: () => [entry("/services", "All Services", "Services")],
  },
  {
    id: "service",
    path: "/services/:slug",
    Component: ServicePage,
    loader: ({ params }): ServicePageData => {
      const service = serviceBySlug(params.slug ?? "");
      const page = service && servicePages[service.slug];
      return service && page ? { service, page } : notFound();
    },
    cache: "static",
    sitemap: () => services.map((s) => entry(`/services/${s.slug}`, s.title, "Services")),
  },
  {
    id: "sitemap",
    path: "/sitemap",
    Component: SitemapPage,
    loader: () => ({ groups: groupedSitemap() }),
    cache: "static",
    sitemap: () => [entry("/sitemap", "HTML Sitemap", "Main Pages")],
  },
];

export function sitemapEntries(): SitemapEntry[] {
  return pages.flatMap((page) => page.sitemap());
}

export type SitemapSection = { group: SitemapGroup; entries: SitemapEntry[] };

/** Sitemap entries by group in the spec's order; a group appears once it has pages. */
export function groupedSitemap(): SitemapSection[] {
  const all = sitemapEntries();
  return sitemapGroups
    .map((group) => ({ group, entries: all.filter((e) => e.group === group) }))
    .filter((section) => section.entries.length > 0);
}

export function findPage(id: string): PageRoute | undefined {
  return pages.find((page) => page.id === id);
}

function RootLayout() {
  const { pathname } = useLocation();
  const { year } = usePageContext();
  return (
    <Shell path={pathname} year={year}>
      <Outlet />
    </Shell>
  );
}

export const routes: RouteObject[] = [
  {
    id: "root",
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    children: pages.map((page) => ({
      id: page.id,
      path: page.path,
      Component: page.Component,
      loader: page.loader,
    })),
  },
];
