/**
 * THE route table. It feeds the router, sitemap.xml, the HTML sitemap and the route tests; nothing lists
 * routes a second time. Each page's module declares its whole route (`definePage`, shared/define-page.ts):
 * a new page is a module in its feature's folder and one line here.
 */
import { Outlet, useLocation, type RouteObject } from "react-router-dom";
import { Shell } from "./components/layout/shell";
import type { PageRoute } from "./define-page";
import { usePageContext } from "./page-context";
import { sitemapGroups, type SitemapEntry, type SitemapSection } from "./sitemap";
import { RootErrorBoundary } from "./components/error/root-error-boundary";
import * as home from "./features/home/home-page";
import * as servicesHub from "./features/services-hub/services-hub-page";
import * as service from "./features/service/service-page";
import * as locationsHub from "./features/locations/locations-hub-page";
import * as city from "./features/locations/city-page";
import * as cityService from "./features/locations/city-service-page";
import * as industry from "./features/industry/industry-page";
import * as contact from "./features/contact/contact-page";
import * as about from "./features/about/about-page";
import * as processPage from "./features/process/process-page";
import * as careers from "./features/careers/careers-page";
import * as reviews from "./features/reviews/reviews-page";
import * as caseStudies from "./features/case-studies/case-studies-page";
import * as caseStudy from "./features/case-studies/case-study-page";
import * as blog from "./features/blog/blog-page";
import * as blogCategory from "./features/blog/category-page";
import * as article from "./features/blog/article-page";
import * as legal from "./features/legal/legal-page";
import * as seoChecklist from "./features/seo-checklist/seo-checklist-page";
import * as ppcGuide from "./features/ppc-guide/ppc-guide-page";
import * as clientIntake from "./features/client-intake/client-intake-page";
import * as sitemap from "./features/sitemap/sitemap-page";

export type { PageRoute } from "./define-page";

/** Every page, in the order of the router's matching and of both sitemaps; each module declares its own. */
export const pages: PageRoute[] = [
  home.route,
  servicesHub.route,
  service.route,
  locationsHub.route,
  city.route,
  cityService.route,
  industry.route,
  contact.route,
  about.route,
  processPage.route,
  careers.route,
  reviews.route,
  caseStudies.route,
  caseStudy.route,
  blog.route,
  blogCategory.route,
  article.route,
  ...legal.routes,
  seoChecklist.route,
  ppcGuide.route,
  clientIntake.route,
  // its loader reads this table (groupedSitemap below), which hands itself in
  sitemap.routeFor(groupedSitemap),
];

export function sitemapEntries(): SitemapEntry[] {
  return pages.flatMap((page) => page.sitemap());
}

/** Sitemap entries by group in the spec's order; a group appears once it has pages. */
export function groupedSitemap(extra: SitemapEntry[] = []): SitemapSection[] {
  const all = [...sitemapEntries(), ...extra];
  return sitemapGroups
    .map((group) => ({ group, entries: all.filter((e) => e.group === group) }))
    .filter((section) => section.entries.length > 0);
}

/** The templates a page view names in its field data (shared/vitals.ts): route ids and the error pages. */
export const pageTemplates = (): ReadonlySet<string> =>
  new Set([...pages.map((page) => page.id), "not-found", "error"]);

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
