import type { Site } from "../../site";

/**
 * The agency as Organization + ProfessionalService (a LocalBusiness subtype), on every page: name, url,
 * logo, phone, e-mail, the three offices as PostalAddress, opening hours (spec 000 §9: Mon-Fri 8-6,
 * Sat 10-4) and sameAs from the social links.
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
    image: `${site.url}/images/og-default.png`,
    description: site.tagline,
    telephone: site.phone.tel,
    email: site.emails.hello,
    foundingDate: String(site.foundingYear),
    priceRange: "$$",
    address: address(headOffice),
    location: site.offices.map((office) => ({
      "@type": "Place",
      name: `${site.name} ${office.city}`,
      address: address(office),
    })),
    areaServed: ["Manhattan", "Brooklyn", "Queens", "Staten Island", "New York City"],
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "18:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: "Saturday", opens: "10:00", closes: "16:00" },
    ],
    sameAs: site.social.filter((link) => link.kind !== "email").map((link) => link.href),
  };
}
