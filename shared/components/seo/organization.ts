import { facts } from "../../content/facts";
import { locations } from "../../content/locations";
import type { Site } from "../../site";

/**
 * The agency as Organization + ProfessionalService (a LocalBusiness subtype), on the pages Shell's
 * ORGANIZATION_PAGES names: name, url,
 * logo, phone, e-mail, the three offices as PostalAddress, opening hours (the spec's business constants:
 * Mon-Fri 8-6, Sat 10-4) and sameAs from the social links and review profiles, all from the site config; the
 * founding year, team size and aggregate rating from the facts module, the boroughs served from the city
 * records, so the structured data says what the pages say.
 */
export function organizationJsonLd(site: Site): object {
  const [headOffice] = site.offices;
  const address = (office: Site["offices"][number]) => {
    const region = office.address.match(/,\s*([A-Z]{2})$/)?.[1];
    return {
      "@type": "PostalAddress",
      // "120 Hudson Street, Suite 5B, New York, NY" -> "120 Hudson Street, Suite 5B"
      streetAddress: office.address.replace(new RegExp(`,\\s*${office.city}(,\\s*[A-Z]{2})?$`), ""),
      addressLocality: office.city,
      ...(region ? { addressRegion: region } : {}),
      postalCode: office.postal,
      addressCountry: office.city === "London" ? "GB" : "US",
    };
  };
  return {
    "@context": "https://schema.org",
    "@type": ["Organization", "ProfessionalService"],
    "@id": `${site.url}/#organization`,
    name: site.name,
    url: `${site.url}/`,
    logo: `${site.url}/icons/icon-512.png`,
    image: `${site.url}/og/home.png`,
    description: site.tagline,
    telephone: site.phone.tel,
    email: site.emails.hello,
    foundingDate: String(facts.foundingYear),
    numberOfEmployees: { "@type": "QuantitativeValue", minValue: facts.teamSize },
    priceRange: "$$",
    address: address(headOffice),
    location: site.offices.map((office) => ({
      "@type": "Place",
      name: `${site.name} ${office.city}`,
      address: address(office),
    })),
    areaServed: [...locations.map((location) => location.city), "New York City"],
    // the headline rating and the review count the pages state (facts.ts; /reviews lists the platforms)
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: facts.rating,
      reviewCount: facts.reviewCount,
      bestRating: 5,
      worstRating: 1,
    },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "18:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: "Saturday", opens: "10:00", closes: "16:00" },
    ],
    sameAs: [
      ...new Set([
        ...site.social.filter((link) => link.kind !== "email").map((link) => link.href),
        ...Object.values(site.reviewProfiles).filter((url): url is string => Boolean(url)),
      ]),
    ],
  };
}
