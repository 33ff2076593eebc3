/**
 * Site-wide settings: brand, contact details, offices, social links and embed settings.
 * server/config.ts builds one from the environment (validated once at start) and the server hands it to
 * the React tree through SiteProvider; nothing in shared/ reads process.env.
 */
import { createContext, useContext } from "react";

export type Office = { city: string; address: string; postal: string };

export type SocialLink = {
  kind: "facebook" | "github" | "linkedin" | "instagram" | "email";
  label: string;
  href: string;
};

export type Site = {
  name: string;
  /** Absolute origin with no trailing slash, e.g. https://www.example.com */
  url: string;
  tagline: string;
  phone: { display: string; tel: string };
  emails: { hello: string; support: string };
  offices: [Office, Office, Office];
  social: SocialLink[];
  affiliateUrl: string;
  /** Prefix for /images/* URLs; empty serves them from this site. */
  imageBaseUrl: string;
  pricingTable: { id: string; publishableKey: string } | null;
  /** CALENDLY_URL: the scheduling page embedded on /contact; null shows a booking card instead */
  booking: { url: string } | null;
  /**
   * How the contact form is delivered: through our server's relay (default), or, for form-service plans that
   * refuse server-side calls, posted by the browser straight to the service (CONTACT_DELIVERY=direct).
   */
  contactDelivery: { mode: "relay" } | { mode: "direct"; url: string; accessKey: string };
  foundingYear: number;
};

export const defaultSite: Site = {
  name: "Skyline Digital",
  url: "http://localhost:3000",
  tagline: "Web design and digital marketing for New York businesses",
  phone: { display: "(212) 555-0142", tel: "+12125550142" },
  emails: { hello: "hello@example.com", support: "support@example.com" },
  offices: [
    { city: "New York", address: "120 Hudson Street, Suite 5B, New York, NY", postal: "10013" },
    { city: "San Francisco", address: "500 Howard Street, Floor 3, San Francisco, CA", postal: "94105" },
    { city: "London", address: "14 Shoreditch High Street, London", postal: "E1 6JE" },
  ],
  social: [
    { kind: "facebook", label: "Facebook", href: "https://www.facebook.com/skylinedigital.example" },
    { kind: "github", label: "GitHub", href: "https://github.com/skyline-digital-example" },
    { kind: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/company/skyline-digital-example" },
    { kind: "instagram", label: "Instagram", href: "https://www.instagram.com/skylinedigital.example" },
    { kind: "email", label: "Email us", href: "mailto:hello@example.com" },
  ],
  affiliateUrl: "https://partners.example.com/skyline-digital",
  imageBaseUrl: "",
  pricingTable: null,
  booking: null,
  contactDelivery: { mode: "relay" },
  foundingYear: 2020,
};

const SiteContext = createContext<Site>(defaultSite);
export const SiteProvider = SiteContext.Provider;

export function useSite(): Site {
  return useContext(SiteContext);
}

/** URL of a local image, optionally served from IMAGE_BASE_URL; absolute URLs (WordPress media) pass as they are. */
export function imageUrl(site: Site, path: string): string {
  return site.imageBaseUrl && path.startsWith("/") && !path.startsWith("//")
    ? site.imageBaseUrl + path
    : path;
}

/** A phone number that never wraps mid-number: non-breaking spaces and hyphens. */
export function phoneText(display: string): string {
  return display.replace(/ /g, "\u00a0").replace(/-/g, "\u2011");
}
