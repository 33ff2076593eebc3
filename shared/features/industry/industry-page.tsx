import { useLoaderData } from "react-router-dom";
import { faqJsonLd } from "../../components/sections/faq";
import { PageSections } from "../../components/sections/page-sections";
import { HeroProof } from "../../components/sections/hero-proof";
import { NumeralBand } from "../../components/sections/editorial";
import { PageHero } from "../../components/sections/page-hero";
import { Seo } from "../../components/seo/seo";
import { ButtonLink } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";
import { BrowserFrame, PhoneFrame } from "../../components/ui/frames";
import { caseStudyBySlug, caseStudyLinkLabel } from "../../content/case-studies";
import { industries, industryBySlug } from "../../content/industries";
import { notFound } from "../../loaders";
import { useSite } from "../../site";
import { definePage, type LoaderArgs } from "../../define-page";
import { sitemapEntry as entry } from "../../sitemap";
import { labels } from "../../content/labels";

const path = "/industries/:industry";

export const loader = ({ params }: LoaderArgs<typeof path>) => industryBySlug(params.industry) ?? notFound();

/**
 * /industries/{slug} (the spec's screens and routes, "Industry pages"): hero, then the record's own sections.
 */
export function IndustryPage() {
  const industry = useLoaderData<typeof loader>();
  const site = useSite();
  const path = `/industries/${industry.slug}`;
  const work = caseStudyBySlug(industry.hero.work);
  const faqs = industry.sections.flatMap((s) => (s.kind === "faq" ? s.items : []));
  const service = {
    "@context": "https://schema.org",
    "@type": "Service",
    name: `Web design and marketing for ${industry.name.toLowerCase()}`,
    description: industry.seo.description,
    url: `${site.url}${path}`,
    provider: { "@type": "ProfessionalService", "@id": `${site.url}/#organization`, url: `${site.url}/` },
    areaServed: { "@type": "City", name: "New York City" },
    audience: { "@type": "BusinessAudience", name: industry.name },
  };
  return (
    <>
      <Seo
        title={industry.seo.title}
        description={industry.seo.description}
        path={path}
        jsonLd={[service, ...(faqs.length ? [faqJsonLd(faqs)] : [])]}
      />
      <PageHero
        id="industry-title"
        crumbs={[{ label: industry.name, href: path }]}
        badge={
          industry.hero.offer ? (
            <p className="offer-banner">
              <Icon name="Star" size={16} />
              {industry.hero.offer}
            </p>
          ) : null
        }
        eyebrow={industry.hero.eyebrow}
        title={industry.hero.title}
        lede={industry.hero.lede}
        media={
          work ? (
            <figure className="hero-visual hero-work">
              <div className="device-pair">
                <BrowserFrame screen={work.screens.home} title={work.client} eager />
                <PhoneFrame screen={work.screens.phones[0]} eager />
              </div>
              <figcaption className="hero-work-caption">
                <span>
                  {labels.industry.ourWork}
                  {work.client} · {work.location}
                </span>
                <a className="card-footer-link" href={`/case-studies/${work.slug}`}>
                  {caseStudyLinkLabel}
                  <span className="visually-hidden">: {work.client}</span>
                  <Icon name="ArrowRight" size={16} />
                </a>
              </figcaption>
            </figure>
          ) : null
        }
      >
        <div className="button-row">
          <ButtonLink href={industry.hero.primary.href} size="lg" arrow>
            {industry.hero.primary.label}
          </ButtonLink>
          <ButtonLink href={industry.hero.pricing.href} size="lg" variant="secondary">
            {industry.hero.pricing.label}
          </ButtonLink>
        </div>
        {industry.hero.figures ? (
          <NumeralBand items={industry.hero.figures} />
        ) : industry.hero.highlights ? (
          <HeroProof items={industry.hero.highlights} />
        ) : null}
      </PageHero>
      <PageSections sections={industry.sections} ctaVariant="light" />
    </>
  );
}

export const route = definePage({
  id: "industry",
  path,
  Component: IndustryPage,
  loader,
  cache: "year",
  sitemap: () => industries.map((i) => entry(`/industries/${i.slug}`, i.name, "Industries")),
});
