import { KeepRanges, KeepWords } from "../../components/ui/keep-words";
import { redirect, useLoaderData } from "react-router-dom";
import { faqJsonLd } from "../../components/sections/faq";
import { FoldedFaq, ShowMore } from "../../components/sections/show-more";
import { CtaBanner } from "../../components/sections/cta-banner";
import { IconList } from "../../components/sections/icon-list";
import { ProblemGrid } from "../../components/sections/problem-grid";
import { TestimonialCards } from "../../components/sections/testimonials";
import { Seo } from "../../components/seo/seo";
import { PageHero } from "../../components/sections/page-hero";
import { ButtonLink } from "../../components/ui/button";
import { CardFooter } from "../../components/ui/card-footer";
import { Icon } from "../../components/ui/icon";
import { Image } from "../../components/ui/image";
import { Section, SectionHeader } from "../../components/ui/section";
import { locationBySlug, locations } from "../../content/locations";
import { locationPagesCopy } from "../../content/page-copy";
import { coreServices } from "../../content/services";
import { phoneText, useSite } from "../../site";
import { CityStats, cityServiceJsonLd } from "./city-stats";
import { definePage, type LoaderArgs } from "../../define-page";
import { sitemapEntry as entry } from "../../sitemap";
import { labels } from "../../content/labels";

// the spec's error catalogue: an unknown city goes (once) to the locations hub
const path = "/locations/:city";

export const loader = ({ params }: LoaderArgs<typeof path>) =>
  locationBySlug(params.city) ?? redirect("/locations");

/** A borough page (the spec's screens and routes, "City pages"): every section from the city's record. */
export function CityPage() {
  const location = useLoaderData<typeof loader>();
  const site = useSite();
  const { page } = location;
  const path = `/locations/${location.slug}`;
  // the spec's screens and routes: Queens and Staten Island use their own e-mails (OFFICE_<CITY>_EMAIL /
  // _PHONE)
  const contact = site.cityContacts[location.slug];
  const email = contact?.email ?? site.emails.hello;
  const phone = contact?.phone ?? site.phone;
  return (
    <>
      <Seo
        title={page.seo.title}
        description={page.seo.description}
        path={path}
        jsonLd={[
          cityServiceJsonLd(site.url, location, `Web design and SEO in ${location.fullName}`, path),
          faqJsonLd(page.faq),
        ]}
      />
      <PageHero
        id="city-title"
        layout="service"
        crumbs={[
          { label: "Locations", href: "/locations" },
          { label: location.fullName, href: path },
        ]}
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        lede={page.hero.lede}
        media={
          <div className="city-hero-media">
            <Image {...location.image} eager className="city-image" />
            <h2 className="mini-title">{locationPagesCopy.neighborhoods}</h2>
            <ul className="tag-list">
              {location.neighborhoods.slice(0, 15).map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          </div>
        }
      >
        <div className="button-row">
          <ButtonLink href="/contact" size="lg" arrow>
            {labels.locations.audit}
          </ButtonLink>
          <ButtonLink href="/case-studies" size="lg" variant="secondary">
            {labels.locations.results}
          </ButtonLink>
        </div>
        <CityStats location={location} className="hero-stats" />
      </PageHero>

      <Section labelledBy="city-services-title" tone="muted">
        <SectionHeader id="city-services-title" title={page.services.title} lede={page.services.lede} />
        <ShowMore
          visible={3}
          noun="services"
          narrowOnly
          items={coreServices.map((service) => (
            <li key={service.slug} className="card service-link-card">
              <span className="icon-badge">
                <Icon name={service.icon} size={22} />
              </span>
              <h3>
                {/* the spec's link to the service's own page (001 "City pages": service links) */}
                <a className="card-title-link" href={`/services/${service.slug}`}>
                  <KeepWords>{service.title}</KeepWords>
                </a>
              </h3>
              <p>{service.description}</p>
              <CardFooter
                href={`/locations/${location.slug}/${service.slug}`}
                label={`${service.shortTitle} in ${location.city}`}
              />
            </li>
          ))}
          list={(items) => <ul className="card-grid card-grid-3">{items}</ul>}
        />
      </Section>

      <Section labelledBy="challenges-title">
        <SectionHeader id="challenges-title" title={page.challenges.title} lede={page.challenges.lede} />
        <ProblemGrid items={page.challenges.items} />
      </Section>

      <Section labelledBy="why-title" tone="muted">
        <div className="two-col">
          <div>
            <SectionHeader
              id="why-title"
              title={page.whyChoose.title}
              lede={page.whyChoose.lede}
              align="start"
            />
            <IconList items={page.whyChoose.items} plain />
          </div>
          <div className="city-facts">
            <table className="figures-table">
              <caption className="mini-title">{locationPagesCopy.glance(location.city)}</caption>
              <tbody>
                {/* retention and response time are reasons in the list beside: stated there, once */}
                {location.figures.extra ? (
                  <tr>
                    <th scope="row">{location.figures.extra.label}</th>
                    <td>
                      <KeepRanges>{location.figures.extra.value}</KeepRanges>
                    </td>
                  </tr>
                ) : null}
                <tr>
                  <th scope="row">{labels.locations.pricing}</th>
                  <td>
                    <KeepRanges>{location.figures.pricing}</KeepRanges>
                  </td>
                </tr>
                <tr>
                  <th scope="row">{labels.locations.freeAudit}</th>
                  <td>
                    {labels.locations.worth}
                    {location.figures.auditValue}
                  </td>
                </tr>
                <tr>
                  <th scope="row">{labels.locations.resultsWhen}</th>
                  <td>
                    <KeepRanges>{location.figures.resultsTiming}</KeepRanges>
                  </td>
                </tr>
              </tbody>
            </table>
            <h3 className="mini-title">
              {locationPagesCopy.allNeighborhoods(location.neighborhoods.length)}
            </h3>
            {/* the hero lists the first 15: the whole list folds, so the same chips do not show twice */}
            <ShowMore
              visible={0}
              noun="neighborhoods"
              summary={`Show all ${location.neighborhoods.length}`}
              items={location.neighborhoods.map((n) => (
                <li key={n}>{n}</li>
              ))}
              list={(items) => <ul className="tag-list">{items}</ul>}
            />
          </div>
        </div>
      </Section>

      <Section labelledBy="city-testimonials-title">
        <SectionHeader id="city-testimonials-title" title={page.testimonials.title} />
        <TestimonialCards items={page.testimonials.items} visible={3} />
      </Section>

      {page.successStories ? (
        <Section labelledBy="stories-title" tone="muted">
          <SectionHeader id="stories-title" title={page.successStories.title} />
          <ul className="card-grid card-grid-3">
            {page.successStories.items.map((story) => (
              <li key={story.business} className="card story-card" data-client={story.client}>
                <h3>
                  <KeepWords>{story.business}</KeepWords>
                </h3>
                <p className="story-place">{story.place}</p>
                <p className="story-result">{story.result}</p>
                <p>{story.description}</p>
                <p>
                  <strong>{labels.locations.timeframe}</strong> {story.timeframe}
                </p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section labelledBy="city-faq-title" tone={page.successStories ? "plain" : "muted"}>
        <SectionHeader id="city-faq-title" title={locationPagesCopy.cityFaq(location.city)} />
        <FoldedFaq id="city-faq" items={page.faq} />
      </Section>

      <CtaBanner
        id="city-cta-title"
        title={page.cta.title}
        body={page.cta.body}
        primary={{ label: `Get My Free SEO Audit (${location.figures.auditValue} value)`, href: "/contact" }}
        secondary={{ label: "Schedule Free Consultation", href: "/contact" }}
        contact={{ phone: { tel: phone.tel, label: `Call now: ${phoneText(phone.display)}` }, email }}
        variant="dark"
      />
    </>
  );
}

export const route = definePage({
  id: "city",
  path,
  Component: CityPage,
  loader,
  cache: "year",
  sitemap: () => locations.map((l) => entry(`/locations/${l.slug}`, l.fullName, "Locations")),
});
