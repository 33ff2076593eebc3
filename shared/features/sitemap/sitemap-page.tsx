import { KeepWords } from "../../components/ui/keep-words";
import { useLoaderData } from "react-router-dom";
import { Seo } from "../../components/seo/seo";
import type { PageLoaderArgs } from "../../loaders";
import { blogSitemapEntries, type SitemapEntry, type SitemapSection } from "../../sitemap";
import { heroVisuals } from "../../content/hero-visuals";
import { PageHero } from "../../components/sections/page-hero";
import { sitemapCopy } from "../../content/page-copy";
import { CONTENT_TTL, definePage, type PageRoute } from "../../define-page";
import { sitemapEntry as entry } from "../../sitemap";

/**
 * The sitemap's loader, given the route table's grouping (shared/routes.tsx hands it in, so this page does
 * not import the table that lists it): the Blog Categories group lists the live categories.
 */
export const loaderFor =
  (grouped: (extra: SitemapEntry[]) => SitemapSection[]) =>
  async ({ context: { blog } }: PageLoaderArgs) => {
    const { categories } = await blog.categories();
    return { groups: grouped(blogSitemapEntries(categories)) };
  };

/** The HTML sitemap (the spec's screens and routes): every canonical page, grouped as the spec lists them. */
export function SitemapPage() {
  const { groups } = useLoaderData<ReturnType<typeof loaderFor>>();
  return (
    <>
      <Seo title={sitemapCopy.seo.title} description={sitemapCopy.seo.description} path="/sitemap" />
      <PageHero
        id="sitemap-title"
        variant="compact"
        crumbs={[{ label: "Sitemap", href: "/sitemap" }]}
        title={sitemapCopy.hero.title}
        lede={sitemapCopy.hero.lede}
        visual={heroVisuals.sitemap}
      />
      <section className="section section-plain" aria-label="All pages">
        <div className="container sitemap-grid">
          {groups.map(({ group, entries }) => {
            const id = `sitemap-${group.toLowerCase().replace(/[^a-z]+/g, "-")}`;
            return (
              <section key={group} aria-labelledby={id} className="sitemap-group">
                <h2 id={id}>
                  <KeepWords>{group}</KeepWords>
                </h2>
                <ul>
                  {entries.map((e) => (
                    <li key={e.path}>
                      <a href={e.path}>{e.label}</a>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      </section>
    </>
  );
}

/**
 * The sitemap's route, given the route table's grouping: shared/routes.tsx calls it with `groupedSitemap`, so
 * this module does not import the table that lists it.
 */
export const routeFor = (grouped: (extra: SitemapEntry[]) => SitemapSection[]): PageRoute =>
  definePage({
    id: "sitemap",
    path: "/sitemap",
    Component: SitemapPage,
    loader: loaderFor(grouped),
    cache: CONTENT_TTL,
    sitemap: () => [entry("/sitemap", "HTML Sitemap", "Main Pages")],
  });
