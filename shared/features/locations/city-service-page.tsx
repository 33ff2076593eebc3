import { KeepRanges, KeepWords } from "../../components/ui/keep-words";
import { FeaturedQuote, NumeralBand } from "../../components/sections/editorial";
import { FeaturedTestimonial } from "../../components/sections/testimonials";
import { redirect, useLoaderData } from "react-router-dom";
import { Faq, faqJsonLd } from "../../components/sections/faq";
import { ShowMore } from "../../components/sections/show-more";
import { ProofBlock } from "../../components/sections/proof-block";
import { CtaBanner } from "../../components/sections/cta-banner";
import { WorkGrid } from "../../components/sections/work-card";
import { studiesFor } from "../../content/case-studies";
import { Seo } from "../../components/seo/seo";
import { PageHero } from "../../components/sections/page-hero";
import { ButtonLink } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";
import { Image } from "../../components/ui/image";
import { Section, SectionHeader } from "../../components/ui/section";
import type {
  CityServiceSlug,
  Location,
  LocationServiceOverride,
  ServiceLocalDefaults,
} from "../../content/location-types";
import { locationServiceOverrides, serviceLocalDefaults } from "../../content/location-services";
import { locationBySlug, locations } from "../../content/locations";
import { locationPagesCopy } from "../../content/page-copy";
import { coreServices, type ServiceSummary } from "../../content/services";
import type { FaqItem, FeatureCard, Stat } from "../../content/types";
import { phoneText, useSite } from "../../site";
import { CityStats, cityServiceJsonLd } from "./city-stats";
import { definePage, type LoaderArgs } from "../../define-page";
import { sitemapEntry as entry } from "../../sitemap";
import { labels } from "../../content/labels";

export type CityServiceData = {
  location: Location;
  service: ServiceSummary;
  override?: LocationServiceOverride;
  defaults: ServiceLocalDefaults;
};

// the spec's error catalogue: an unknown city or service goes (once) to the locations hub
const path = "/locations/:city/:service";

export const loader = ({ params }: LoaderArgs<typeof path>): CityServiceData | Response => {
  const location = locationBySlug(params.city);
  const service = coreServices.find((s) => s.slug === params.service);
  if (!location || !service) return redirect("/locations");
  const slug = service.slug as CityServiceSlug;
  return {
    location,
    service,
    override: locationServiceOverrides[`${location.slug}/${slug}`],
    defaults: serviceLocalDefaults[slug],
  };
};

const fill = (text: string, city: string) => text.replaceAll("{city}", city);

/**
 * The page's content: the override where one exists (the spec's entities), else the service's local defaults.
 */
export function composeCityService({ location, service, override, defaults }: CityServiceData) {
  const city = location.city;
  const features: FeatureCard[] =
    override?.localizedFeatures ??
    defaults.benefits.map((b) => ({
      ...b,
      title: fill(b.title, city),
      description: fill(b.description, city),
    }));
  const faq: FaqItem[] =
    override?.faq ??
    defaults.faq.map((f) => ({ question: fill(f.question, city), answer: fill(f.answer, city) }));
  const stats: Stat[] = override?.localStats ?? [
    { value: location.stats.businesses, label: `${city} businesses served` },
    // the city's own figures (the spec's business constants), named as such beside the agency-wide proof
    // block
    { value: location.stats.rating, label: `Average rating from ${city} clients` },
    { value: location.stats.growth, label: `Average first-year traffic growth for ${city} clients` },
  ];
  return {
    title: override?.metaTitle ?? `${service.title} in ${location.fullName}`,
    description: override?.metaDescription ?? fill(defaults.metaDescription, city),
    heroTitle: override?.heroTitle ?? fill(defaults.heroTitle, city),
    heroDescription: override?.heroDescription ?? fill(defaults.heroDescription, city),
    intro: fill(defaults.serviceIntro, city),
    features,
    faq,
    stats,
    testimonial: override?.testimonial,
  };
}

/** /locations/{city}/{service} (the spec's screens and routes, "Generic city+service page"). */
export function CityServicePage() {
  const data = useLoaderData<typeof loader>();
  const { location, service } = data;
  const site = useSite();
  const content = composeCityService(data);
  const path = `/locations/${location.slug}/${service.slug}`;
  const others = coreServices.filter((s) => s.slug !== service.slug);
  // the work that shows this service: two projects, this borough's first, none whose client is quoted below
  const work = studiesFor(
    service.slug as CityServiceSlug,
    location.city,
    content.testimonial ? [content.testimonial.company] : [],
  );
  const local = work.filter((c) => c.location.endsWith(`, ${location.city}`)).length;
  // each figure once: the hero's card states the borough's three figures, so the intro's band keeps only
  // the others; with none left, the client of the first project below says it in their words (its figures
  // are on its card there)
  const heroFigures = new Set(Object.values(location.stats));
  const introStats = content.stats.filter((stat) => !heroFigures.has(stat.value));
  // a client is quoted only where their words fit the page: a client of this borough, or one whose project
  // was led by this service (a Manhattan law firm's words stood on Local SEO for Queens); else none
  const quoted = work.find(
    (c) => c.location.endsWith(`, ${location.city}`) || c.services[0] === service.title,
  );
  const workLede =
    local === 2
      ? `Two ${location.city} businesses where ${service.title} did the heavy lifting, and the figures that changed.`
      : local === 1
        ? `Two projects where ${service.title} did the heavy lifting, one of them here in ${location.city}.`
        : `Two New York projects where ${service.title} did the heavy lifting, and the figures that changed.`;
  // section backgrounds alternate; the testimonial, where there is one, takes a slot
  const tone = (index: number) => ((index + (content.testimonial ? 1 : 0)) % 2 === 0 ? "plain" : "muted");
  return (
    <>
      <Seo
        title={content.title}
        description={content.description}
        path={path}
        jsonLd={[cityServiceJsonLd(site.url, location, content.title, path), faqJsonLd(content.faq)]}
      />
      <PageHero
        id="city-service-title"
        layout="service"
        crumbs={[
          { label: "Locations", href: "/locations" },
          { label: location.city, href: `/locations/${location.slug}` },
          { label: service.shortTitle, href: path },
        ]}
        eyebrow={
          <>
            {service.title} · {location.fullName}
          </>
        }
        title={content.heroTitle}
        lede={content.heroDescription}
        media={
          <div className="hero-media-stack">
            <Image {...location.image} eager className="hero-media-art" />
            <aside className="card price-card" aria-labelledby="city-stats-title">
              <p className="eyebrow" id="city-stats-title">
                {locationPagesCopy.stats(location.city)}
              </p>
              <CityStats location={location} />
              <dl className="price-facts">
                <div>
                  <dt>
                    {service.title}
                    {labels.locations.from}
                  </dt>
                  <dd>
                    {service.pricing.starting}
                    {service.pricing.unit === "month" ? "/month" : ""}
                  </dd>
                </div>
                <div>
                  <dt>{labels.locations.timeline}</dt>
                  <dd>{service.timeline}</dd>
                </div>
              </dl>
            </aside>
          </div>
        }
      >
        <div className="button-row">
          <ButtonLink href="/contact" size="lg" arrow>
            {labels.consultation}
          </ButtonLink>
          <ButtonLink href="/case-studies" size="lg" variant="secondary">
            {labels.locations.caseStudies}
          </ButtonLink>
        </div>
      </PageHero>

      <Section labelledBy="service-intro-title" tone="muted">
        <div className="two-col">
          <div>
            <SectionHeader
              id="service-intro-title"
              title={locationPagesCopy.howItWorks(service.title, location.city)}
              align="start"
            />
            <p className="lede">
              <KeepRanges>{content.intro}</KeepRanges>
            </p>
            <a className="text-link" href={`/services/${service.slug}`}>
              {labels.locations.everythingAbout}
              {service.title}
              {labels.locations.service}
              <Icon name="ArrowRight" size={16} />
            </a>
          </div>
          {introStats.length ? (
            <NumeralBand items={introStats} />
          ) : quoted ? (
            <FeaturedQuote
              client={quoted.testimonial.client}
              quote={quoted.testimonial.quote}
              author={quoted.testimonial.author}
              role={quoted.testimonial.position}
              place={quoted.location}
              caseLink={false}
            />
          ) : null}
        </div>
      </Section>

      <Section labelledBy="benefits-title">
        <SectionHeader id="benefits-title" title={locationPagesCopy.benefits(location.city)} />
        <ul className="card-grid card-grid-2">
          {content.features.map((item) => (
            <li key={item.title} className="card feature-card">
              <span className="icon-badge">
                <Icon name={item.icon} size={22} />
              </span>
              <h3>
                <KeepWords>{item.title}</KeepWords>
              </h3>
              <p>{item.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="city-work-title" tone="muted">
        <SectionHeader
          id="city-work-title"
          title={locationPagesCopy.work(service.shortTitle)}
          lede={workLede}
        />
        <WorkGrid studies={work} />
      </Section>

      {content.testimonial ? (
        <Section labelledBy="local-testimonial-title" tone="plain">
          <SectionHeader id="local-testimonial-title" title={locationPagesCopy.clientQuote(location.city)} />
          <FeaturedTestimonial testimonial={content.testimonial} />
        </Section>
      ) : null}

      <Section labelledBy="areas-title" tone={tone(0)}>
        <div className="two-col">
          <div>
            <SectionHeader
              id="areas-title"
              title={locationPagesCopy.neighborhoodsIn(location.city)}
              align="start"
            />
            <ShowMore
              visible={12}
              noun="neighborhoods"
              items={location.neighborhoods.map((n) => (
                <li key={n}>{n}</li>
              ))}
              list={(items) => <ul className="tag-list">{items}</ul>}
            />
          </div>
          <nav aria-labelledby="other-services-title">
            <h2 id="other-services-title" className="section-title small-title">
              {locationPagesCopy.moreServices(location.city)}
            </h2>
            <ul className="link-list">
              {others.map((s) => (
                <li key={s.slug}>
                  <a href={`/locations/${location.slug}/${s.slug}`}>
                    {s.title}
                    {labels.locations.in}
                    {location.city}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </Section>

      <Section labelledBy="city-service-faq-title" tone={tone(1)}>
        <SectionHeader
          id="city-service-faq-title"
          title={locationPagesCopy.faq(service.title, location.city)}
        />
        <Faq id="city-service-faq" items={content.faq} />
      </Section>

      <Section labelledBy="proof-title" tone={tone(2)}>
        <SectionHeader id="proof-title" title={locationPagesCopy.proofTitle} />
        <ProofBlock />
      </Section>

      <CtaBanner
        id="city-service-cta-title"
        title={locationPagesCopy.cta(service.title, location.city)}
        body="Tell us about your business. We reply within 24 hours with a plan, a price and a timeline."
        primary={{ label: "Get Free Consultation", href: "/contact" }}
        contact={{
          phone: { tel: site.phone.tel, label: `Call ${phoneText(site.phone.display)}` },
          email: site.emails.hello,
        }}
        variant="light"
      />
    </>
  );
}

export const route = definePage({
  id: "city-service",
  path,
  Component: CityServicePage,
  loader,
  cache: "year",
  sitemap: () =>
    locations.flatMap((l) =>
      coreServices.map((s) =>
        entry(`/locations/${l.slug}/${s.slug}`, `${s.title} in ${l.city}`, "Service + Location Pages"),
      ),
    ),
});
