import { heroVisuals } from "../../content/hero-visuals";
import { Seo } from "../../components/seo/seo";
import { ButtonLink } from "../../components/ui/button";
import { CardFooter } from "../../components/ui/card-footer";
import { Icon } from "../../components/ui/icon";
import { Image } from "../../components/ui/image";
import { locations } from "../../content/locations";
import { coreServices } from "../../content/services";
import { phoneText, useSite } from "../../site";
import { PageHero } from "../../components/sections/page-hero";
import { CityStats } from "./city-stats";
import { locationsHubCopy } from "../../content/page-copy";
import { definePage } from "../../define-page";
import { sitemapEntry as entry } from "../../sitemap";
import { labels } from "../../content/labels";

/**
 * /locations (the spec's screens and routes, "Locations hub"): a card per borough, links to its service
 * pages.
 */
export function LocationsHubPage() {
  const site = useSite();
  return (
    <>
      <Seo
        title={locationsHubCopy.seo.title}
        description={locationsHubCopy.seo.description}
        path="/locations"
      />
      <PageHero
        id="locations-title"
        crumbs={[{ label: "Locations", href: "/locations" }]}
        title={locationsHubCopy.hero.title}
        lede={locationsHubCopy.hero.lede}
        visual={heroVisuals.locations}
      >
        <div className="button-row">
          <ButtonLink href="/contact" arrow>
            {labels.consultation}
          </ButtonLink>
          <a className="btn btn-secondary" href={`tel:${site.phone.tel}`}>
            <Icon name="Phone" size={18} />
            <span>
              {labels.locations.call}
              {phoneText(site.phone.display)}
            </span>
          </a>
        </div>
      </PageHero>
      <section className="section section-muted" aria-label="Boroughs we serve">
        <div className="container">
          <ul className="card-grid card-grid-2">
            {locations.map((location) => (
              <li key={location.slug} className="card location-card">
                <Image {...location.image} />
                <div className="location-card-body">
                  <h2 className="group-title">
                    <a className="card-title-link" href={`/locations/${location.slug}`}>
                      {location.fullName}
                    </a>
                  </h2>
                  <p>{location.description}</p>
                  <CityStats location={location} />
                  <div>
                    <h3 className="mini-title">{locationsHubCopy.cardNeighborhoods}</h3>
                    <ul className="tag-list">
                      {location.neighborhoods.slice(0, 5).map((n) => (
                        <li key={n}>{n}</li>
                      ))}
                    </ul>
                  </div>
                  <div>
                    <h3 className="mini-title">{locationsHubCopy.cardServices(location.city)}</h3>
                    <ul className="card-link-list">
                      {coreServices.map((service) => (
                        <li key={service.slug}>
                          <a href={`/locations/${location.slug}/${service.slug}`}>
                            {service.shortTitle}
                            <span className="visually-hidden">
                              {labels.locations.in}
                              {location.city}
                            </span>
                            <Icon name="ArrowRight" size={14} />
                          </a>
                        </li>
                      ))}
                    </ul>
                  </div>
                  <CardFooter href={`/locations/${location.slug}`} label={`Explore ${location.city}`} />
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

export const route = definePage({
  id: "locations",
  path: "/locations",
  Component: LocationsHubPage,
  cache: "year",
  sitemap: () => [entry("/locations", "All Locations", "Locations")],
});
