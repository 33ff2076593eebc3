import type { Location } from "../../content/location-types";
import { labels } from "../../content/labels";

/**
 * The three city stats of the spec's entities / business constants: Businesses, Rating, Avg Growth. Side by
 * side where there is room, label and value rows in a narrow card (a container query on the frame,
 * sections.css); under them, what the growth figure measures and over what period (the city record's
 * `growthNote`).
 */
export function CityStats({ location, className = "" }: { location: Location; className?: string }) {
  return (
    <div className={`mini-stats-frame ${className}`.trim()}>
      <dl className="mini-stats">
        <div>
          <dt>{labels.locations.stats.businesses}</dt>
          <dd>{location.stats.businesses}</dd>
        </div>
        <div>
          <dt>{labels.locations.stats.rating}</dt>
          <dd>{location.stats.rating}</dd>
        </div>
        <div>
          <dt>{labels.locations.stats.growth}</dt>
          <dd>{location.stats.growth}</dd>
        </div>
      </dl>
      <p className="mini-stats-note">{location.stats.growthNote}</p>
    </div>
  );
}

export function cityServiceJsonLd(siteUrl: string, location: Location, name: string, path: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name,
    url: `${siteUrl}${path}`,
    provider: { "@type": "ProfessionalService", "@id": `${siteUrl}/#organization`, url: `${siteUrl}/` },
    areaServed: {
      "@type": "City",
      name: location.fullName,
      containedInPlace: { "@type": "City", name: "New York City" },
    },
  };
}
