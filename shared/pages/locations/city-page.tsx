import { KeepRanges, KeepWords } from "../../components/ui/keep-words";
import { useLoaderData } from "react-router-dom";
import { Faq, faqJsonLd } from "../../components/sections/faq";
import { IconList, ProblemGrid } from "../../components/sections/feature-grid";
import { TestimonialCards } from "../../components/sections/testimonials";
import { Seo } from "../../components/seo/seo";
import { Breadcrumbs } from "../../components/ui/breadcrumbs";
import { ButtonLink } from "../../components/ui/button";
import { Icon } from "../../components/ui/icon";
import { Image } from "../../components/ui/image";
import { Section, SectionHeader } from "../../components/ui/section";
import type { Location } from "../../content/location-types";
import { coreServices } from "../../content/services";
import { phoneText, useSite } from "../../site";
import { CityStats, cityServiceJsonLd } from "./city-stats";

/** A borough page (spec 001 §2 "City pages"): every section from the city's record. */
export function CityPage() {
  const location = useLoaderData() as Location;
  const site = useSite();
  const { page } = location;
  const path = `/locations/${location.slug}`;
  // spec 001 §2: Queens and Staten Island use their own e-mails (OFFICE_<CITY>_EMAIL / _PHONE)
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
      <section className="page-hero" aria-labelledby="city-title">
        <div className="container service-hero-grid">
          <div>
            <Breadcrumbs
              items={[
                { label: "Home", href: "/" },
                { label: "Locations", href: "/locations" },
                { label: location.fullName, href: path },
              ]}
            />
            <p className="eyebrow">{page.hero.eyebrow}</p>
            <h1 id="city-title">
              <KeepWords>{page.hero.title}</KeepWords>
            </h1>
            <p className="lede">
              <KeepRanges>{page.hero.lede}</KeepRanges>
            </p>
            <div className="button-row">
              <ButtonLink href="/contact" size="lg" arrow>
                Get Free SEO Audit
              </ButtonLink>
              <ButtonLink href="/case-studies" size="lg" variant="secondary">
                See Our Results
              </ButtonLink>
            </div>
            <CityStats location={location} className="hero-stats" />
          </div>
          <div className="city-hero-media">
            <Image {...location.image} eager className="city-image" />
            <h2 className="mini-title">Neighborhoods We Serve</h2>
            <ul className="tag-list">
              {location.neighborhoods.slice(0, 15).map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <Section labelledBy="city-services-title" tone="muted">
        <SectionHeader id="city-services-title" title={page.services.title} lede={page.services.lede} />
        <ul className="card-grid card-grid-3">
          {coreServices.map((service) => (
            <li key={service.slug} className="card service-link-card">
              <span className="icon-badge">
                <Icon name={service.icon} size={22} />
              </span>
              <h3>
                <KeepWords>{service.title}</KeepWords>
              </h3>
              <p>{service.description}</p>
              <p className="card-links">
                <a href={`/locations/${location.slug}/${service.slug}`}>
                  {service.shortTitle} in {location.city}
                </a>
                <a href={`/services/${service.slug}`}>
                  About {service.shortTitle}
                  <span className="visually-hidden"> services</span>
                </a>
              </p>
            </li>
          ))}
        </ul>
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
              <caption className="mini-title">{location.city} at a glance</caption>
              <tbody>
                <tr>
                  <th scope="row">Businesses served</th>
                  <td>{location.stats.businesses}</td>
                </tr>
                <tr>
                  <th scope="row">Average rating</th>
                  <td>{location.stats.rating}</td>
                </tr>
                <tr>
                  <th scope="row">Average traffic growth</th>
                  <td>{location.stats.growth}</td>
                </tr>
                <tr>
                  <th scope="row">Client retention</th>
                  <td>{location.figures.retention}</td>
                </tr>
                <tr>
                  <th scope="row">Response time</th>
                  <td>
                    <KeepRanges>{location.figures.responseTime}</KeepRanges>
                  </td>
                </tr>
                {location.figures.extra ? (
                  <tr>
                    <th scope="row">{location.figures.extra.label}</th>
                    <td>
                      <KeepRanges>{location.figures.extra.value}</KeepRanges>
                    </td>
                  </tr>
                ) : null}
                <tr>
                  <th scope="row">Pricing</th>
                  <td>
                    <KeepRanges>{location.figures.pricing}</KeepRanges>
                  </td>
                </tr>
                <tr>
                  <th scope="row">Free SEO audit</th>
                  <td>worth {location.figures.auditValue}</td>
                </tr>
                <tr>
                  <th scope="row">When results come</th>
                  <td>
                    <KeepRanges>{location.figures.resultsTiming}</KeepRanges>
                  </td>
                </tr>
              </tbody>
            </table>
            <h3 className="mini-title">{`All ${location.neighborhoods.length} neighborhoods we cover`}</h3>
            <ul className="tag-list">
              {location.neighborhoods.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section labelledBy="city-testimonials-title">
        <SectionHeader id="city-testimonials-title" title={page.testimonials.title} />
        <TestimonialCards items={page.testimonials.items} />
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
                  <strong>Timeframe:</strong> {story.timeframe}
                </p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section labelledBy="city-faq-title" tone={page.successStories ? "plain" : "muted"}>
        <SectionHeader id="city-faq-title" title={`${location.city} SEO & Web Design FAQ`} />
        <Faq id="city-faq" items={page.faq} />
      </Section>

      <section className="cta-banner" aria-labelledby="city-cta-title">
        <div className="container cta-banner-inner">
          <h2 id="city-cta-title">
            <KeepWords>{page.cta.title}</KeepWords>
          </h2>
          <p>{page.cta.body}</p>
          <div className="button-row button-row-center">
            <ButtonLink href="/contact" variant="inverse" size="lg" arrow>
              {`Get My Free SEO Audit (${location.figures.auditValue} value)`}
            </ButtonLink>
            <ButtonLink href="/contact" variant="ghost-inverse" size="lg">
              Schedule Free Consultation
            </ButtonLink>
          </div>
          <p className="cta-contact">
            <a href={`tel:${phone.tel}`}>Call now: {phoneText(phone.display)}</a>
            <a href={`mailto:${email}`}>{email}</a>
          </p>
        </div>
      </section>
    </>
  );
}
