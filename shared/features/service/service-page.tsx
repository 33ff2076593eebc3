import { useLoaderData } from "react-router-dom";
import { faqJsonLd } from "../../components/sections/faq";
import { PageSections } from "../../components/sections/page-sections";
import { HeroProof } from "../../components/sections/hero-proof";
import { Seo } from "../../components/seo/seo";
import { PageHero } from "../../components/sections/page-hero";
import { ButtonLink } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";
import { Image } from "../../components/ui/image";
import { serviceVisuals } from "../../content/hero-visuals";
import { Showcase } from "../../components/ui/showcase";
import { locations } from "../../content/locations";
import { servicePageCopy } from "../../content/page-copy";
import { servicePages } from "../../content/service-pages";
import { serviceBySlug, services, type ServiceSummary } from "../../content/services";
import { notFound } from "../../loaders";
import { useSite, type Site } from "../../site";
import { absoluteUrl } from "../../urls";
import { definePage, type LoaderArgs } from "../../define-page";
import { sitemapEntry as entry } from "../../sitemap";
import { labels } from "../../content/labels";

const path = "/services/:slug";

export const loader = ({ params }: LoaderArgs<typeof path>) => {
  const service = serviceBySlug(params.slug);
  const page = service && servicePages[service.slug];
  return service && page ? { service, page } : notFound();
};

export function serviceJsonLd(site: Site, service: ServiceSummary, description: string): object {
  const price = service.pricing.starting.replace(/[^\d.]/g, "");
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    serviceType: service.title,
    description,
    url: absoluteUrl(site.url, `/services/${service.slug}`),
    provider: {
      "@type": "ProfessionalService",
      "@id": `${site.url}/#organization`,
      name: site.name,
      url: `${site.url}/`,
    },
    // the boroughs the agency serves: its location pages (shared/content/locations.ts)
    areaServed: locations.map(({ city }) => ({ "@type": "City", name: `${city}, New York` })),
    offers: {
      "@type": "Offer",
      priceCurrency: "USD",
      price,
      priceSpecification: {
        "@type": service.pricing.unit === "month" ? "UnitPriceSpecification" : "PriceSpecification",
        priceCurrency: "USD",
        minPrice: price,
        ...(service.pricing.unit === "month" ? { unitText: "MONTH" } : {}),
      },
      url: absoluteUrl(site.url, "/contact"),
    },
  };
}

/**
 * The one template for the seven service pages (the spec's screens and routes): hero with price, then the
 * record's sections.
 */
export function ServicePage() {
  const { page, service } = useLoaderData<typeof loader>();
  const site = useSite();
  const path = `/services/${service.slug}`;
  const faqs = page.sections.flatMap((s) => (s.kind === "faq" ? s.items : []));
  return (
    <>
      <Seo
        title={page.seo.title}
        description={page.seo.description}
        path={path}
        jsonLd={[
          serviceJsonLd(site, service, page.seo.description),
          ...(faqs.length ? [faqJsonLd(faqs)] : []),
        ]}
      />
      <PageHero
        id="service-title"
        layout="service"
        className={`service-hero${page.hero.showcase ? " has-showcase" : ""}`}
        crumbs={[
          { label: "Services", href: "/services" },
          { label: service.title, href: path },
        ]}
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        lede={page.hero.lede}
        media={
          page.hero.showcase ? (
            <Showcase columns={page.hero.showcase} label="Websites we have designed" eager={3} />
          ) : (
            <div className="hero-media-stack">
              <Image {...serviceVisuals[service.slug]} eager className="hero-media-art" />
              <aside className="card price-card" aria-labelledby="price-title">
                <p className="eyebrow" id="price-title">
                  {servicePageCopy.priceEyebrow(service.title)}
                </p>
                <p className="pricing-price">
                  <span className="pricing-from">{labels.service.startingAt}</span>
                  <span className="pricing-amount">{service.pricing.starting}</span>
                  <span className="pricing-unit">
                    {service.pricing.unit === "month" ? "per month" : "per project"}
                  </span>
                </p>
                <dl className="price-facts">
                  <div>
                    <dt>
                      {labels.service.typical}
                      {service.pricing.unit === "month" ? "monthly budget" : "investment"}
                    </dt>
                    <dd>{service.pricing.typical}</dd>
                  </div>
                  <div>
                    <dt>{labels.service.timeline}</dt>
                    <dd>{service.timeline}</dd>
                  </div>
                </dl>
                <a className="text-link" href="#pricing">
                  {labels.service.includes}
                  <Icon name="ArrowRight" size={16} />
                </a>
              </aside>
            </div>
          )
        }
        after={
          page.hero.showcase ? (
            <p className="price-strip">
              <strong>
                {labels.service.startingAtSp}
                {service.pricing.starting}
              </strong>
              <span>
                {labels.service.typicalInvestment}
                {service.pricing.typical}
              </span>
              <span>
                {labels.service.timelineSp}
                {service.timeline}
              </span>
            </p>
          ) : null
        }
      >
        <div className="button-row">
          <ButtonLink href={page.hero.primary.href} size="lg" arrow>
            {page.hero.primary.label}
          </ButtonLink>
          {page.hero.secondary ? (
            <ButtonLink href={page.hero.secondary.href} size="lg" variant="secondary">
              {page.hero.secondary.label}
            </ButtonLink>
          ) : null}
        </div>
        <HeroProof items={page.hero.highlights} />
      </PageHero>
      <PageSections sections={page.sections} featured={service.slug} ctaVariant="dark" />
    </>
  );
}

export const route = definePage({
  id: "service",
  path,
  Component: ServicePage,
  loader,
  cache: "year",
  sitemap: () => services.map((s) => entry(`/services/${s.slug}`, s.title, "Services")),
});
