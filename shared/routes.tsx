/**
 * THE route table. It feeds the router, sitemap.xml, the HTML sitemap and the route tests; nothing lists
 * routes a second time. A page group added by a later issue is a new entry here (plus its records).
 */
import type { ComponentType } from "react";
import { data, Outlet, redirect, useLocation, type LoaderFunction, type RouteObject } from "react-router-dom";
import { Shell } from "./components/layout/shell";
import { CONTENT_UPDATED } from "./content/meta";
import { usePageContext } from "./page-context";
import type { PageCssName } from "./assets";
import { newsletterParam, pageParam, sentParam, serviceParam, type QueryParams } from "./query-params";
import type { Site } from "./site";
import { HomePage } from "./pages/home/home-page";
import type { MissingListPage } from "./pages/error/not-found-page";
import { RootErrorBoundary } from "./pages/error/root-error-boundary";
import { ServicePage, type ServicePageData } from "./pages/service/service-page";
import { ServicesHubPage } from "./pages/services-hub/services-hub-page";
import { SitemapPage } from "./pages/sitemap/sitemap-page";
import { servicePages } from "./content/service-pages";
import { coreServices, serviceBySlug, services } from "./content/services";
import { industries, industryBySlug } from "./content/industries";
import { locationBySlug, locations } from "./content/locations";
import { locationServiceOverrides, serviceLocalDefaults } from "./content/location-services";
import type { CityServiceSlug } from "./content/location-types";
import { CityPage } from "./pages/locations/city-page";
import { CityServicePage, type CityServiceData } from "./pages/locations/city-service-page";
import { LocationsHubPage } from "./pages/locations/locations-hub-page";
import { IndustryPage } from "./pages/industry/industry-page";
import { ContactPage, type ContactPageData } from "./pages/contact/contact-page";
import { BOOKING_SCRIPT } from "./components/contact/booking-embed";
import { legalPages } from "./content/legal";
import { AboutPage } from "./pages/company/about-page";
import { CareersPage } from "./pages/company/careers-page";
import { LegalPage } from "./pages/company/legal-page";
import { ProcessPage } from "./pages/company/process-page";
import { ReviewsPage, type ReviewsData } from "./pages/company/reviews-page";
import { CaseStudiesPage } from "./pages/company/case-studies-page";
import { CaseStudyPage } from "./pages/company/case-study-page";
import { caseStudies } from "./content/case-studies";
import { reviews, reviewServices } from "./content/reviews";
import { filterReviews } from "./tools/reviews-filter";
import {
  BLOG_PAGE_SIZE,
  CATEGORY_PAGE_SIZE,
  FEATURED_COUNT,
  parsePage,
  RECENT_COUNT,
} from "./content/blog-types";
import { ArticlePage, type ArticleData } from "./pages/blog/article-page";
import { blogContent } from "./pages/blog/blog-context";
import { BlogPage, type BlogData } from "./pages/blog/blog-page";
import { BlogCategoryPage, type CategoryData } from "./pages/blog/category-page";
import { ClientIntakePage, PpcGuidePage, SeoChecklistPage } from "./pages/tools/tool-pages";
import { PRINT_STYLE_HASH } from "./tools/intake";

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
   * Page cache: "static" pages are rendered once per process and year (they expire at New Year in New York,
   * for the footer's year) and served as bytes; a number keeps the bytes for that many seconds (content with
   * a TTL); "day" until midnight in New York; "none" renders every time (per-request data).
   */
  cache: "static" | "none" | "day" | number;
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

/**
 * A ?page= past the list's end is a page that does not exist: a 404 whose page links to the list's first and
 * last pages (0, -1, abc never get here: the canonical step answers them with a 301 to the list). Not a redirect: search engines report a redirect to /blog for a
 * missing page as a soft 404, and a 301 to the last page would make every mistyped number a copy of it.
 * (spec 000 §4 and §8 say nothing of such pages; §8 sends only unknown categories and posts to /blog.)
 */
function noSuchListPage(listPath: string, lastPage: number): never {
  throw data({ listPath, lastPage } satisfies MissingListPage, { status: 404, statusText: "Not Found" });
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
    id: "locations",
    path: "/locations",
    Component: LocationsHubPage,
    cache: "static",
    sitemap: () => [entry("/locations", "All Locations", "Locations")],
  },
  {
    id: "city",
    path: "/locations/:city",
    Component: CityPage,
    // spec 001 §8: an unknown city or service goes (once) to the locations hub
    loader: ({ params }) => locationBySlug(params.city ?? "") ?? redirect("/locations"),
    cache: "static",
    sitemap: () => locations.map((l) => entry(`/locations/${l.slug}`, l.fullName, "Locations")),
  },
  {
    id: "city-service",
    path: "/locations/:city/:service",
    Component: CityServicePage,
    loader: ({ params }): CityServiceData | Response => {
      const location = locationBySlug(params.city ?? "");
      const service = coreServices.find((s) => s.slug === params.service);
      if (!location || !service) return redirect("/locations");
      const slug = service.slug as CityServiceSlug;
      return {
        location,
        service,
        override: locationServiceOverrides[`${location.slug}/${slug}`],
        defaults: serviceLocalDefaults[slug],
      };
    },
    cache: "static",
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
    Component: IndustryPage,
    loader: ({ params }) => industryBySlug(params.industry ?? "") ?? notFound(),
    cache: "static",
    sitemap: () => industries.map((i) => entry(`/industries/${i.slug}`, i.name, "Industries")),
  },
  {
    id: "contact",
    path: "/contact",
    Component: ContactPage,
    loader: ({ request, context }): ContactPageData => ({
      sent: new URL(request.url).searchParams.get("sent") === "1",
      formState: (context as { formState?: ContactPageData["formState"] } | undefined)?.formState ?? null,
    }),
    cache: "static",
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
    cache: "static",
    sitemap: () => [entry("/about", "About Us", "Main Pages")],
  },
  {
    id: "process",
    path: "/process",
    Component: ProcessPage,
    cache: "static",
    sitemap: () => [entry("/process", "Our Process", "Main Pages")],
  },
  {
    id: "careers",
    path: "/careers",
    Component: CareersPage,
    cache: "static",
    sitemap: () => [entry("/careers", "Careers", "Main Pages")],
  },
  {
    id: "reviews",
    path: "/reviews",
    Component: ReviewsPage,
    // ?service=... is rendered by the server (the filter works without JavaScript); canonical stays /reviews
    loader: ({ request }): ReviewsData => {
      const { selected, unknown } = filterReviews(
        reviews.testimonials,
        reviewServices,
        new URL(request.url).searchParams.get("service"),
      );
      return { selected, unknown };
    },
    cache: "static",
    query: { service: serviceParam },
    sitemap: () => [entry("/reviews", "Client Reviews", "Main Pages")],
  },
  {
    id: "case-studies",
    path: "/case-studies",
    Component: CaseStudiesPage,
    cache: "static",
    sitemap: () => [entry("/case-studies", "Case Studies", "Main Pages")],
  },
  {
    id: "case-study",
    path: "/case-studies/:slug",
    Component: CaseStudyPage,
    loader: ({ params }) => caseStudies.find((c) => c.slug === params.slug) ?? notFound(),
    cache: "static",
    sitemap: () =>
      caseStudies.map((c) => entry(`/case-studies/${c.slug}`, `Case Study: ${c.client}`, "Main Pages")),
  },
  {
    id: "blog",
    path: "/blog",
    Component: BlogPage,
    // spec 000 §7 loading plan: featured, recent, categories and the list in parallel
    loader: async ({ request, context }): Promise<BlogData | Response> => {
      const url = new URL(request.url);
      const page = parsePage(url.searchParams.get("page"));
      const outcome = url.searchParams.get("newsletter");
      const newsletter = outcome === "subscribed" || outcome === "failed" ? outcome : "idle";
      const content = blogContent(context);
      const [featured, list, { categories }] = await Promise.all([
        content.listPosts({ page: 1, perPage: FEATURED_COUNT }),
        content.listPosts({ page: page ?? 1, perPage: BLOG_PAGE_SIZE }),
        content.categories(),
      ]);
      if (page === null || page > list.totalPages) {
        // with the content API down the real page count is unknown: the first page, for now
        if (list.failed) return redirect("/blog");
        noSuchListPage("/blog", list.totalPages);
      }
      return {
        page,
        featured: featured.posts,
        list,
        recent: featured.posts.slice(0, RECENT_COUNT),
        categories,
        newsletter,
      };
    },
    cache: CONTENT_TTL,
    // the newsletter box's no-JavaScript post comes back here (server/contact/router.ts)
    query: { page: pageParam, newsletter: newsletterParam },
    sitemap: () => [entry("/blog", "Blog", "Main Pages")],
  },
  {
    id: "blog-category",
    path: "/blog/category/:slug",
    Component: BlogCategoryPage,
    loader: async ({ params, request, context }): Promise<CategoryData | Response> => {
      const page = parsePage(new URL(request.url).searchParams.get("page"));
      const content = blogContent(context);
      const { categories } = await content.categories();
      const category = categories.find((c) => c.slug === params.slug);
      // spec 000 §8: an unknown category goes to /blog
      if (!category) return redirect("/blog");
      const list = await content.listPosts({
        page: page ?? 1,
        perPage: CATEGORY_PAGE_SIZE,
        categoryId: category.id,
      });
      if (page === null || page > list.totalPages) {
        const path = `/blog/category/${category.slug}`;
        if (list.failed) return redirect(path);
        noSuchListPage(path, list.totalPages);
      }
      return { category, page, list };
    },
    cache: CONTENT_TTL,
    query: { page: pageParam },
    sitemap: () => [],
  },
  {
    id: "blog-post",
    path: "/blog/:slug",
    Component: ArticlePage,
    loader: async ({ params, context }) => {
      const slug = params.slug ?? "";
      if (!/^[a-z0-9][a-z0-9-]{0,199}$/.test(slug)) return redirect("/blog");
      const content = blogContent(context);
      const [{ categories }, result, latest] = await Promise.all([
        content.categories(),
        content.postBySlug(slug),
        // spec 000 §4 "the 3 latest minus the current one" (§7: "3 recent posts"), read literally: the
        // article in the three latest leaves two, any other article shows all three
        content.listPosts({ page: 1, perPage: RECENT_COUNT }),
      ]);
      // the sitemap page links categories as /blog/{slug} (spec 000 §2): send them to the category page
      if (categories.some((c) => c.slug === slug)) return redirect(`/blog/category/${slug}`, 301);
      if (result.failed)
        return data({ post: null, failed: true, slug } satisfies ArticleData, { status: 503 });
      if (!result.post) return redirect("/blog");
      const recent = latest.posts.filter((p) => p.slug !== slug);
      return { post: result.post, recent } satisfies ArticleData;
    },
    cache: CONTENT_TTL,
    sitemap: () => [],
  },
  ...legalPages.map((page): PageRoute => ({
    id: `legal-${page.slug}`,
    path: `/${page.slug}`,
    Component: LegalPage,
    loader: () => page,
    // spec 001 §2: "Last updated" is today's date, so the bytes live until midnight in New York
    cache: "day",
    sitemap: () => [entry(`/${page.slug}`, page.title, "Legal & Policies")],
  })),
  // spec 001 §2: the browser tools; the pages are static, the work happens on the device
  {
    id: "seo-checklist",
    path: "/seo-checklist",
    Component: SeoChecklistPage,
    cache: "static",
    css: "tools",
    sitemap: () => [entry("/seo-checklist", "SEO Checklist", "Tools & Resources")],
  },
  {
    id: "ppc-guide",
    path: "/ppc-guide",
    Component: PpcGuidePage,
    cache: "static",
    css: "tools",
    sitemap: () => [entry("/ppc-guide", "PPC Ads Guide PRO", "Tools & Resources")],
  },
  {
    id: "client-intake",
    path: "/client-intake",
    Component: ClientIntakePage,
    cache: "static",
    css: "tools",
    // the printable summary opens in a window that inherits this page's CSP: allow its stylesheet by hash
    csp: () => ({ "style-src": [PRINT_STYLE_HASH] }),
    sitemap: () => [entry("/client-intake", "Client Intake Questionnaire", "Tools & Resources")],
  },
  {
    id: "sitemap",
    path: "/sitemap",
    Component: SitemapPage,
    // the Blog Categories group lists the live categories from the content service
    loader: async ({ context }) => {
      const { categories } = await blogContent(context).categories();
      const blog = categories.map((c) => entry(`/blog/category/${c.slug}`, c.name, "Blog Categories"));
      return { groups: groupedSitemap(blog) };
    },
    cache: CONTENT_TTL,
    sitemap: () => [entry("/sitemap", "HTML Sitemap", "Main Pages")],
  },
];

export function sitemapEntries(): SitemapEntry[] {
  return pages.flatMap((page) => page.sitemap());
}

export type SitemapSection = { group: SitemapGroup; entries: SitemapEntry[] };

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
