/** The brand and contacts a visitor sees (`Site`), built from the parsed environment (env.ts). */
import { citySlugs, type CitySlug } from "../../shared/content/location-types";
import { defaultSite, type ReviewProfile, type Site, type SocialLink } from "../../shared/site";
import type { ParsedEnv } from "./env";

const SOCIAL = [
  { kind: "facebook", label: "Facebook", url: "SOCIAL_FACEBOOK_URL" },
  { kind: "github", label: "GitHub", url: "SOCIAL_GITHUB_URL" },
  { kind: "linkedin", label: "LinkedIn", url: "SOCIAL_LINKEDIN_URL" },
  { kind: "instagram", label: "Instagram", url: "SOCIAL_INSTAGRAM_URL" },
] as const satisfies readonly {
  kind: Exclude<SocialLink["kind"], "email">;
  label: string;
  url: keyof ParsedEnv;
}[];

const REVIEW_PROFILES = [
  ["google", "REVIEWS_GOOGLE_URL"],
  ["facebook", "REVIEWS_FACEBOOK_URL"],
  ["yelp", "REVIEWS_YELP_URL"],
  ["clutch", "REVIEWS_CLUTCH_URL"],
] as const satisfies readonly (readonly [ReviewProfile, keyof ParsedEnv])[];

const CITY_CONTACTS = {
  "brooklyn-ny": ["OFFICE_BROOKLYN_EMAIL", "OFFICE_BROOKLYN_PHONE"],
  "manhattan-ny": ["OFFICE_MANHATTAN_EMAIL", "OFFICE_MANHATTAN_PHONE"],
  "queens-ny": ["OFFICE_QUEENS_EMAIL", "OFFICE_QUEENS_PHONE"],
  "staten-island-ny": ["OFFICE_STATEN_ISLAND_EMAIL", "OFFICE_STATEN_ISLAND_PHONE"],
} as const satisfies Record<CitySlug, readonly [keyof ParsedEnv, keyof ParsedEnv]>;

/**
 * The brand and every contact, link and colour a visitor sees. SITE_URL is required where REQUIRE_SITE_URL
 * is set (`npm run serve`, the Docker image): canonicals, sitemap and robots.txt must never say localhost
 * by accident in a deploy, while `npm start` on a fresh clone still serves http://localhost:3000.
 */
export function siteOf(env: ParsedEnv): Site {
  const name = env.SITE_NAME ?? defaultSite.name;
  const hello = env.SITE_EMAIL ?? defaultSite.emails.hello;
  const social: SocialLink[] = SOCIAL.flatMap(({ kind, label, url }) => {
    const href = env[url];
    return href ? [{ kind, label, href }] : [];
  });
  social.push({ kind: "email", label: "Email us", href: `mailto:${hello}` });
  const reviewProfiles: Site["reviewProfiles"] = {};
  for (const [platform, variable] of REVIEW_PROFILES) {
    const href = env[variable];
    if (href) reviewProfiles[platform] = href;
  }
  const cityContacts: Site["cityContacts"] = {};
  for (const slug of citySlugs) {
    const [emailVariable, phoneVariable] = CITY_CONTACTS[slug];
    const cityEmail = env[emailVariable];
    const cityPhone = env[phoneVariable];
    if (!cityEmail && !cityPhone) continue;
    cityContacts[slug] = {
      ...(cityEmail ? { email: cityEmail } : {}),
      ...(cityPhone ? { phone: cityPhone } : {}),
    };
  }
  const pricingTable =
    env.STRIPE_PRICING_TABLE_ID && env.STRIPE_PUBLISHABLE_KEY
      ? { id: env.STRIPE_PRICING_TABLE_ID, publishableKey: env.STRIPE_PUBLISHABLE_KEY }
      : null;
  const relayUrl = env.CONTACT_RELAY_URL ?? "";
  return {
    ...defaultSite,
    name,
    // a home-screen label fits about 12 characters: the whole name when it does, else its first word
    shortName: env.SITE_SHORT_NAME ?? (name.length <= 12 ? name : (name.split(/\s+/)[0] ?? name)),
    url: env.SITE_URL ?? defaultSite.url,
    themeColor: env.SITE_THEME_COLOR ?? defaultSite.themeColor,
    phone: env.SITE_PHONE ?? defaultSite.phone,
    emails: {
      hello,
      support: env.SITE_SUPPORT_EMAIL ?? defaultSite.emails.support,
      careers: env.SITE_CAREERS_EMAIL ?? defaultSite.emails.careers,
    },
    cityContacts,
    social,
    reviewProfiles,
    affiliateUrl: env.AFFILIATE_URL ?? null,
    imageBaseUrl: env.IMAGE_BASE_URL ?? "",
    pricingTable,
    booking: env.CALENDLY_URL ? { url: env.CALENDLY_URL } : null,
    contactDelivery:
      env.CONTACT_DELIVERY === "direct" && env.CONTACT_ACCESS_KEY
        ? { mode: "direct", url: relayUrl, accessKey: env.CONTACT_ACCESS_KEY }
        : { mode: "relay" },
    messageStorage: {
      delivered: env.CONTACT_ACCESS_KEY !== undefined,
      keepDeliveredDays: env.CONTACT_KEEP_DELIVERED_DAYS,
      maxAgeDays: env.CONTACT_MAX_AGE_DAYS,
    },
    stats: { retentionDays: env.STATS_RETENTION_DAYS, store: env.REDIS_URL ? "redis" : "file" },
  };
}
