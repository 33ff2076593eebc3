/**
 * Site-wide settings: brand, contact details, offices, social links and embed settings.
 * server/config/site.ts builds one from the environment (validated once at start) and the server hands it to
 * the React tree through SiteProvider; nothing in shared/ reads process.env.
 */
import { createContext, useContext } from "react";

export type Office = { city: string; address: string; postal: string };

export type SocialLink = {
  kind: "facebook" | "github" | "linkedin" | "instagram" | "email";
  label: string;
  href: string;
};

export type Phone = { display: string; tel: string };

/**
 * The review platforms whose profile a visitor can open from /reviews (the spec's screens and routes
 * "Reviews").
 */
export type ReviewProfile = "google" | "facebook" | "yelp" | "clutch";

export type Site = {
  name: string;
  /** the web manifest's short_name (home-screen label) */
  shortName: string;
  /** Absolute origin with no trailing slash, e.g. https://www.example.com */
  url: string;
  tagline: string;
  /** browser UI colour: <meta name="theme-color"> and the manifest's theme_color */
  themeColor: string;
  phone: Phone;
  emails: { hello: string; support: string; careers: string };
  /**
   * a city page's own contact (the spec's screens and routes: Queens and Staten Island use their own e-mails)
   */
  cityContacts: Partial<Record<string, { email?: string; phone?: Phone }>>;
  offices: [Office, Office, Office];
  /** configured profiles only (a link with no target is not shown), then the mailto link */
  social: SocialLink[];
  /** the agency's profile on each platform; a platform without one shows no link */
  reviewProfiles: Partial<Record<ReviewProfile, string>>;
  /** the footer's Affiliate Program link; null hides it */
  affiliateUrl: string | null;
  /** Prefix for /images/* URLs; empty serves them from this site. */
  imageBaseUrl: string;
  /** illustration src -> the photo that replaces it (server/photos.ts: public/images/photos/) */
  photos: Record<string, string>;
  pricingTable: { id: string; publishableKey: string } | null;
  /** CALENDLY_URL: the scheduling page embedded on /contact; null shows a booking card instead */
  booking: { url: string } | null;
  /**
   * How the contact form is delivered: through our server's relay (default), or, for form-service plans that
   * refuse server-side calls, posted by the browser straight to the service (CONTACT_DELIVERY=direct).
   */
  contactDelivery: { mode: "relay" } | { mode: "direct"; url: string; accessKey: string };
  /**
   * What the server keeps of a message sent through the site's forms, and how long (the privacy page says
   * it): `delivered` when it sends them on (CONTACT_ACCESS_KEY), else they wait on the server to be read;
   * a delivered copy is kept `keepDeliveredDays` (0: deleted once delivered); an undelivered one is
   * deleted after `maxAgeDays`.
   */
  messageStorage: { delivered: boolean; keepDeliveredDays: number; maxAgeDays: number };
  /**
   * The daily totals of page views, visits and leads (server/stats/): how many days they are kept
   * (STATS_RETENTION_DAYS), and whether they are kept in the website's own Redis (REDIS_URL) or in a
   * database file on its server. The privacy page says both.
   */
  stats: { retentionDays: number; store: "file" | "redis" };
};

/**
 * The defaults of server/config/ (a fresh clone runs on them): every contact is fictional (555-01xx,
 * example.com), and no outbound profile link is made up. Server-only: island code never reads this (see
 * useIslandSite), so it stays out of the browser bundle.
 */
export const defaultSite: Site = {
  name: "Skyline Digital",
  shortName: "Skyline",
  url: "http://localhost:3000",
  tagline: "Web design and digital marketing for New York businesses",
  themeColor: "#0b0f1a",
  phone: { display: "(212) 555-0142", tel: "+12125550142" },
  emails: { hello: "hello@example.com", support: "support@example.com", careers: "careers@example.com" },
  cityContacts: {
    "queens-ny": { email: "queens@example.com" },
    "staten-island-ny": { email: "statenisland@example.com" },
  },
  offices: [
    { city: "New York", address: "120 Hudson Street, Suite 5B, New York, NY", postal: "10013" },
    { city: "San Francisco", address: "500 Howard Street, Floor 3, San Francisco, CA", postal: "94105" },
    { city: "London", address: "14 Shoreditch High Street, London", postal: "E1 6JE" },
  ],
  social: [{ kind: "email", label: "Email us", href: "mailto:hello@example.com" }],
  reviewProfiles: {},
  affiliateUrl: null,
  imageBaseUrl: "",
  photos: {},
  pricingTable: null,
  booking: null,
  contactDelivery: { mode: "relay" },
  messageStorage: { delivered: false, keepDeliveredDays: 0, maxAgeDays: 30 },
  stats: { retentionDays: 730, store: "file" },
};

/**
 * What island code may read of the site. Islands hydrate as their own roots in the browser, outside the
 * server's SiteProvider: the page carries this much as JSON (server/render/document.tsx) and client/hydrate.ts
 * provides it around every island, so an island never falls back to a default brand.
 */
export type IslandSite = Pick<Site, "name" | "imageBaseUrl" | "phone" | "photos"> & {
  emails: Pick<Site["emails"], "hello">;
};

export function islandSite(site: Site): IslandSite {
  return {
    name: site.name,
    imageBaseUrl: site.imageBaseUrl,
    photos: site.photos,
    phone: site.phone,
    emails: { hello: site.emails.hello },
  };
}

// No default value: a page rendered without the configured site fails loudly instead of showing a default brand.
const SiteContext = createContext<Site | null>(null);
const IslandSiteContext = createContext<IslandSite | null>(null);
export const SiteProvider = SiteContext.Provider;
export const IslandSiteProvider = IslandSiteContext.Provider;

/** The whole site (server-rendered page code). */
export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite() needs a <SiteProvider>; island code uses useIslandSite()");
  return site;
}

/** The site as island code sees it: the server's SiteProvider, or in the browser the page's IslandSite. */
export function useIslandSite(): IslandSite {
  const site = useContext(SiteContext);
  const island = useContext(IslandSiteContext);
  const value = site ?? island;
  if (!value) throw new Error("useIslandSite() needs a <SiteProvider> or an <IslandSiteProvider>");
  return value;
}

/** Content text may name the agency as {brand}, {phone} and {email}: filled from the configured site. */
export function fillSite(text: string, site: IslandSite): string {
  return text
    .replace(/\{brand\}/g, site.name)
    .replace(/\{phone\}/g, site.phone.display)
    .replace(/\{email\}/g, site.emails.hello);
}

/** URL of a local image, optionally served from IMAGE_BASE_URL; absolute URLs (WordPress media) pass as they are. */
export function imageUrl(
  site: Pick<Site, "imageBaseUrl"> & { photos?: Site["photos"] },
  path: string,
): string {
  const src = site.photos?.[path] ?? path;
  return site.imageBaseUrl && src.startsWith("/") && !src.startsWith("//") ? site.imageBaseUrl + src : src;
}

/** A phone number that never wraps mid-number: non-breaking spaces and hyphens. */
export function phoneText(display: string): string {
  return display.replace(/ /g, "\u00a0").replace(/-/g, "\u2011");
}
