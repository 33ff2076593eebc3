import { KeepWords } from "../../components/ui/keep-words";
import { heroVisuals } from "../../content/hero-visuals";
import { useLoaderData } from "react-router-dom";
import { Seo } from "../../components/seo/seo";
import { legalCopy, legalPages, legalText, type LegalPage as LegalRecord } from "../../content/legal";
import type { PageLoader } from "../../loaders";
import { usePageContext } from "../../page-context";
import { phoneText, useSite } from "../../site";
import { PageHero } from "../../components/sections/page-hero";
import { definePage } from "../../define-page";
import { sitemapEntry as entry } from "../../sitemap";
import { labels } from "../../content/labels";

/** The loader of one legal page's route: its record. */
export const loaderFor = (page: LegalRecord) => (() => page) satisfies PageLoader;

/**
 * /terms, /privacy, /refund-policy (the spec's screens and routes, "Legal pages"): "Last updated" is today in
 * New York.
 */
export function LegalPage() {
  const page = useLoaderData<ReturnType<typeof loaderFor>>();
  const site = useSite();
  const { today } = usePageContext();
  const path = `/${page.slug}`;
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} path={path} />
      <PageHero
        id="legal-title"
        crumbs={[{ label: page.title, href: path }]}
        title={page.title}
        lede={page.intro}
        visual={heroVisuals.legal}
      >
        <p className="legal-updated">{labels.company.lastUpdated(today)}</p>
      </PageHero>
      <section className="section section-plain" aria-label={`${page.title} in full`}>
        <div className="container legal-layout">
          <nav aria-label="On this page" className="legal-toc">
            <p className="mini-title">{legalCopy.tocTitle}</p>
            <ol>
              {page.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="prose">
            {page.sections.map((section) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
                <h2 id={`${section.id}-title`}>
                  <KeepWords>{section.title}</KeepWords>
                </h2>
                {section.paragraphs.map((p) => (
                  <p key={p}>{legalText(p, site)}</p>
                ))}
                {section.bullets ? (
                  <ul>
                    {section.bullets.map((b) => (
                      <li key={b}>{b}</li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
            <aside className="card legal-contact" aria-labelledby="legal-contact-title">
              <h2 id="legal-contact-title">
                <KeepWords>{page.contactTitle}</KeepWords>
              </h2>
              <p>{page.contactBody}</p>
              <p>
                <a href={`mailto:${site.emails.support}`}>{site.emails.support}</a> ·{" "}
                <a href={`tel:${site.phone.tel}`}>{phoneText(site.phone.display)}</a>
              </p>
            </aside>
          </div>
        </div>
      </section>
    </>
  );
}

/** One route per legal page, each with its record. */
export const routes = legalPages.map((page) =>
  definePage({
    id: `legal-${page.slug}`,
    path: `/${page.slug}`,
    Component: LegalPage,
    loader: loaderFor(page),
    // the spec's screens and routes: "Last updated" is today's date, so the bytes live until midnight in New
    // York
    cache: "day",
    sitemap: () => [entry(`/${page.slug}`, page.title, "Legal & Policies")],
  }),
);
