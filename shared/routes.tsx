/**
 * THE route table. It feeds the router, sitemap.xml, the HTML sitemap and the route tests; nothing lists
 * routes a second time. A page group added by a later issue is a new entry here (plus its records).
 */
import type { ComponentType } from "react";
import { Outlet, useLocation, type RouteObject } from "react-router-dom";
import { Shell } from "./components/layout/shell";
import { usePageContext } from "./page-context";
import type { PageCssName } from "./assets";
import type { PageLoader } from "./loaders";
import { newsletterParam, pageParam, sentParam, serviceParam, type QueryParams } from "./query-params";
import type { Site } from "./site";
import { sitemapEntry as entry, sitemapGroups, type SitemapEntry, type SitemapSection } from "./sitemap";
import { HomePage } from "./pages/home/home-page";
import { RootErrorBoundary } from "./pages/error/root-error-boundary";
import * as service from "./pages/service/service-page";
import { ServicesHubPage } from "./pages/services-hub/services-hub-page";
import * as sitemap from "./pages/sitemap/sitemap-page";
import { coreServices, services } from "./content/services";
import { industries } from "./content/industries";
import { locations } from "./content/locations";
import * as city from "./pages/locations/city-page";
import * as cityService from "./pages/locations/city-service-page";
import { LocationsHubPage } from "./pages/locations/locations-hub-page";
import * as industry from "./pages/industry/industry-page";
import * as contact from "./pages/contact/contact-page";
import { BOOKING_SCRIPT } from "./components/contact/booking-embed";
import { legalPages } from "./content/legal";
import { AboutPage } from "./pages/company/about-page";
import { CareersPage } from "./pages/company/careers-page";
import * as legal from "./pages/company/legal-page";
import { ProcessPage } from "./pages/company/process-page";
import * as reviews from "./pages/company/reviews-page";
import { CaseStudiesPage } from "./pages/company/case-studies-page";
import * as caseStudy from "./pages/company/case-study-page";
import { caseStudies } from "./content/case-studies";
import * as article from "./pages/blog/article-page";
import * as blog from "./pages/blog/blog-page";
import * as blogCategory from "./pages/blog/category-page";
import { ClientIntakePage, PpcGuidePage, SeoChecklistPage } from "./pages/tools/tool-pages";
import { PRINT_STYLE_HASH } from "./tools/intake";

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

/** Blog pages keep their bytes as long as the content cache keeps its data (spec 000 §7: 5 minutes). */
const CONTENT_TTL = 300;

export const pages: PageRoute[] = [
  {
    id: "home",
    path: "/",
    Component: HomePage,
    cache: "year",
    sitemap: () => [entry("/", "Home", "Main Pages")],
  },
  {
    id: "services",
    path: "/services",
    Component: ServicesHubPage,
    cache: "year",
    sitemap: () => [entry("/services", "All Services", "Services")],
  },
  {
    id: "service",
    path: "/services/:slug",
    Component: service.ServicePage,
    loader: service.loader,
    cache: "year",
    sitemap: () => services.map((s) => entry(`/services/${s.slug}`, s.title, "Services")),
  },
  {
    id: "locations",
    path: "/locations",
    Component: LocationsHubPage,
    cache: "year",
    sitemap: () => [entry("/locations", "All Locations", "Locations")],
  },
  {
    id: "city",
    path: "/locations/:city",
    Component: city.CityPage,
    loader: city.loader,
    cache: "year",
    sitemap: () => locations.map((l) => entry(`/locations/${l.slug}`, l.fullName, "Locations")),
  },
  {
    id: "city-service",
    path: "/locations/:city/:service",
    Component: cityService.CityServicePage,
    loader: cityService.loader,
    cache: "year",
    sitemap: () =>
      locations.flatMap((l) =>
        coreServices.map((s) =>
          entry(`/locations/${l.slug}/${s.slug}`, `${s.title} in ${l.city}`, "Service + Location Pages"),
        ),
      ),
  },
  {
    id: "industry",
    path: "/industries/:industry",
    Component: industry.IndustryPage,
    loader: industry.loader,
    cache: "year",
    sitemap: () => industries.map((i) => entry(`/industries/${i.slug}`, i.name, "Industries")),
  },
  {
    id: "contact",
    path: "/contact",
    Component: contact.ContactPage,
    loader: contact.loader,
    cache: "year",
    // the no-JavaScript form's thank-you (server/contact/router.ts answers a plain post with a 303 here)
    query: { sent: sentParam },
    // the scheduling embed's hosts, and the form service's for direct delivery, on this page only
    csp: (site) => {
      const extra: Record<string, string[]> = {};
      if (site.booking) {
        extra["script-src"] = [new URL(BOOKING_SCRIPT).origin];
        extra["style-src"] = [new URL(BOOKING_SCRIPT).origin];
        extra["frame-src"] = ["https://calendly.com"];
      }
      if (site.contactDelivery.mode === "direct") {
        const origin = new URL(site.contactDelivery.url).origin;
        extra["connect-src"] = [origin];
        extra["form-action"] = ["'self'", origin];
      }
      return Object.keys(extra).length ? extra : null;
    },
    sitemap: () => [entry("/contact", "Contact Us", "Main Pages")],
  },
  {
    id: "about",
    path: "/about",
    Component: AboutPage,
    cache: "year",
    sitemap: () => [entry("/about", "About Us", "Main Pages")],
  },
  {
    id: "process",
    path: "/process",
    Component: ProcessPage,
    cache: "year",
    sitemap: () => [entry("/process", "Our Process", "Main Pages")],
  },
  {
    id: "careers",
    path: "/careers",
    Component: CareersPage,
    cache: "year",
    sitemap: () => [entry("/careers", "Careers", "Main Pages")],
  },
  {
    id: "reviews",
    path: "/reviews",
    Component: reviews.ReviewsPage,
    loader: reviews.loader,
    cache: "year",
    query: { service: serviceParam },
    sitemap: () => [entry("/reviews", "Client Reviews", "Main Pages")],
  },
  {
    id: "case-studies",
    path: "/case-studies",
    Component: CaseStudiesPage,
    cache: "year",
    sitemap: () => [entry("/case-studies", "Case Studies", "Main Pages")],
  },
  {
    id: "case-study",
    path: "/case-studies/:slug",
    Component: caseStudy.CaseStudyPage,
    loader: caseStudy.loader,
    cache: "year",
    sitemap: () =>
      caseStudies.map((c) => entry(`/case-studies/${c.slug}`, `Case Study: ${c.client}`, "Main Pages")),
  },
  {
    id: "blog",
    path: "/blog",
    Component: blog.BlogPage,
    loader: blog.loader,
    cache: CONTENT_TTL,
    // the newsletter box's no-JavaScript post comes back here (server/contact/router.ts)
    query: { page: pageParam, newsletter: newsletterParam },
    sitemap: () => [entry("/blog", "Blog", "Main Pages")],
  },
  {
    id: "blog-category",
    path: "/blog/category/:slug",
    Component: blogCategory.BlogCategoryPage,
    loader: blogCategory.loader,
    cache: CONTENT_TTL,
    query: { page: pageParam },
    sitemap: () => [],
  },
  {
    id: "blog-post",
    path: "/blog/:slug",
    Component: article.ArticlePage,
    loader: article.loader,
    cache: CONTENT_TTL,
    sitemap: () => [],
  },
  ...legalPages.map((page): PageRoute => ({
    id: `legal-${page.slug}`,
    path: `/${page.slug}`,
    Component: legal.LegalPage,
    loader: legal.loaderFor(page),
    // spec 001 §2: "Last updated" is today's date, so the bytes live until midnight in New York
    cache: "day",
    sitemap: () => [entry(`/${page.slug}`, page.title, "Legal & Policies")],
  })),
  // spec 001 §2: the browser tools; the pages are static, the work happens on the device
  {
    id: "seo-checklist",
    path: "/seo-checklist",
    Component: SeoChecklistPage,
    cache: "year",
    css: "tools",
    sitemap: () => [entry("/seo-checklist", "SEO Checklist", "Tools & Resources")],
  },
  {
    id: "ppc-guide",
    path: "/ppc-guide",
    Component: PpcGuidePage,
    cache: "year",
    css: "tools",
    sitemap: () => [entry("/ppc-guide", "PPC Ads Guide PRO", "Tools & Resources")],
  },
  {
    id: "client-intake",
    path: "/client-intake",
    Component: ClientIntakePage,
    cache: "year",
    css: "tools",
    // the printable summary opens in a window that inherits this page's CSP: allow its stylesheet by hash
    csp: () => ({ "style-src": [PRINT_STYLE_HASH] }),
    sitemap: () => [entry("/client-intake", "Client Intake Questionnaire", "Tools & Resources")],
  },
  {
    id: "sitemap",
    path: "/sitemap",
    Component: sitemap.SitemapPage,
    loader: sitemap.loaderFor(groupedSitemap),
    cache: CONTENT_TTL,
    sitemap: () => [entry("/sitemap", "HTML Sitemap", "Main Pages")],
  },
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
