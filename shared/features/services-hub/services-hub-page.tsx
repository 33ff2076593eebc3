import { KeepRanges, KeepWords } from "../../components/ui/keep-words";
import { heroVisuals, serviceVisuals } from "../../content/hero-visuals";
import { Image } from "../../components/ui/image";
import { CtaBanner, useSiteContact } from "../../components/sections/cta-banner";
import { Seo } from "../../components/seo/seo";
import { Icon } from "../../components/ui/icon";
import { SectionHeader } from "../../components/ui/section";
import { cities } from "../../content/navigation";
import { coreServices, serviceBySlug, services } from "../../content/services";
import { servicesHub as hub } from "../../content/services-hub";
import { PageHero } from "../../components/sections/page-hero";
import { definePage } from "../../define-page";
import { sitemapEntry as entry } from "../../sitemap";
import { labels } from "../../content/labels";

/** /services (the spec's screens and routes, "Services hub"). */
export function ServicesHubPage() {
  const contact = useSiteContact();
  return (
    <>
      <Seo title={hub.seo.title} description={hub.seo.description} path="/services" />
      <PageHero
        id="services-title"
        crumbs={[{ label: "Services", href: "/services" }]}
        title={hub.hero.title}
        lede={hub.hero.lede}
        visual={heroVisuals.services}
        after={
          <ul className="card-grid card-grid-2 group-grid">
            {hub.groups.map((group) => (
              <li key={group.title} className="card group-card">
                <h2 className="group-title">
                  <KeepWords>{group.title}</KeepWords>
                </h2>
                <p>{group.description}</p>
                <ul>
                  {group.slugs.map((slug) => {
                    const service = serviceBySlug(slug);
                    return service ? (
                      <li key={slug}>
                        <a className="chip" href={`/services/${slug}`}>
                          <Icon name={service.icon} size={16} />
                          {service.title}
                        </a>
                      </li>
                    ) : null;
                  })}
                </ul>
              </li>
            ))}
          </ul>
        }
      />

      <section className="section section-muted" aria-labelledby="core-title">
        <div className="container">
          <SectionHeader id="core-title" title={hub.coreTitle} lede={hub.coreLede} />
          <ul className="card-grid card-grid-3">
            {services.map((service) => (
              <li key={service.slug} className="card service-link-card card-wide">
                <div className="card-wide-text">
                  <span className="icon-badge">
                    <Icon name={service.icon} size={22} />
                  </span>
                  <h3>
                    <a className="card-link" href={`/services/${service.slug}`}>
                      {service.title}
                    </a>
                  </h3>
                  <p>{service.description}</p>
                  <p className="service-price">
                    {labels.servicesHub.from}
                    {service.pricing.starting}
                    {service.pricing.unit === "month" ? "/month" : ""} ·{" "}
                    <KeepRanges>{service.timeline}</KeepRanges>
                  </p>
                </div>
                {/* the service's own art, shown where the card spans two columns (docs/DESIGN.md "Wide cards") */}
                <div className="card-media">
                  <Image {...serviceVisuals[service.slug]} alt="" />
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-plain" aria-labelledby="cities-title">
        <div className="container">
          <SectionHeader id="cities-title" title={hub.cities.title} lede={hub.cities.lede} />
          <div className="city-chips card-grid card-grid-2">
            {cities.map((city) => (
              <div key={city.href} className="card group-card">
                <h3>
                  <KeepWords>{city.label}</KeepWords>
                </h3>
                <ul>
                  {coreServices.map((service) => (
                    <li key={service.slug}>
                      <a className="chip" href={`${city.href}/${service.slug}`}>
                        {service.shortTitle}
                        <span className="visually-hidden">
                          {labels.servicesHub.in}
                          {city.label}
                        </span>
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className="section section-muted" aria-labelledby="why-title">
        <div className="container">
          <SectionHeader id="why-title" title={hub.whyChoose.title} lede={hub.whyChoose.lede} />
          <ul className="card-grid card-grid-3 feature-grid-plain">
            {hub.whyChoose.items.map((item) => (
              <li key={item.label} className="card feature-card figure-card">
                <h3>
                  <strong className="numeral">{item.figure}</strong>
                  <span className="figure-card-label">{item.label}</span>
                </h3>
                <p>{item.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaBanner
        id="services-cta-title"
        title={hub.cta.title}
        body={hub.cta.body}
        primary={hub.cta.primary}
        contact={contact}
        variant="light"
      />
    </>
  );
}

export const route = definePage({
  id: "services",
  path: "/services",
  Component: ServicesHubPage,
  cache: "year",
  sitemap: () => [entry("/services", "All Services", "Services")],
});
