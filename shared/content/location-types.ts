/**
 * Location content shapes (the spec's entities, "Location", "Location-service content"; screens and routes
 * "City pages", "Generic city+service page", the spec's entities, business constants city figures).
 */
import type { ClientId } from "./clients";
import type { FaqItem, FeatureCard, Img, ProblemCard, Stat, Testimonial } from "./types";

export const citySlugs = ["brooklyn-ny", "manhattan-ny", "queens-ny", "staten-island-ny"] as const;
export type CitySlug = (typeof citySlugs)[number];

/** The six Service records that have a page per city (the spec's entities). */
export type CityServiceSlug =
  | "custom-web-design"
  | "local-seo"
  | "ppc-advertising"
  | "reputation-management"
  | "ecommerce-solutions"
  | "ui-ux-design";

/** the spec's entities, "Success snapshot": business, result, timeframe (clients.ts `successStory`) */
export type SuccessStory = {
  client: ClientId;
  business: string;
  /** "Neighborhood, Borough" */
  place: string;
  result: string;
  timeframe: string;
  description: string;
};

export type Location = {
  slug: CitySlug;
  city: string;
  state: "NY";
  /** e.g. "Brooklyn, NY" */
  fullName: string;
  /** card text on /locations (one or two sentences) */
  description: string;
  /** Brooklyn 20, Manhattan 15, Queens 30, Staten Island 40; the hero shows the first 15 */
  neighborhoods: string[];
  /**
   * the spec's business constants: businesses served, rating, average growth; `growthNote` says what the
   * growth figure measures and over what period (printed under the stats)
   */
  stats: { businesses: string; rating: string; growth: string; growthNote: string };
  image: Img;
  demographics: string;
  marketInfo: string;
  /** the spec's business constants city figures */
  figures: {
    retention: string;
    responseTime: string;
    /** e.g. "Local SEO from $1,500/month; comprehensive packages $3,000-$10,000/month" */
    pricing: string;
    auditValue: string;
    /** e.g. "First gains in 30-60 days, big traffic gains in 3-6 months, monthly reports" */
    resultsTiming: string;
    /** Manhattan only: PPC ROI 340% */
    extra?: Stat;
  };
  page: {
    seo: { title: string; description: string };
    hero: { eyebrow: string; title: string; lede: string };
    services: { title: string; lede: string };
    challenges: { title: string; lede: string; items: ProblemCard[] };
    whyChoose: { title: string; lede: string; items: FeatureCard[] };
    testimonials: { title: string; items: Testimonial[] };
    successStories?: { title: string; items: SuccessStory[] };
    /** exactly ten */
    faq: FaqItem[];
    cta: { title: string; body: string };
  };
};

/** City-and-service override (the spec's entities, "Location-service content"). */
export type LocationServiceOverride = {
  metaTitle: string;
  metaDescription: string;
  heroTitle: string;
  heroDescription: string;
  localizedFeatures: FeatureCard[];
  localStats: Stat[];
  testimonial: Testimonial;
  faq: FaqItem[];
};

/** Per-service local content used when no override exists; "{city}" is replaced with the city name. */
export type ServiceLocalDefaults = {
  /** composed hero title, e.g. "Local SEO in {city} That Fills Your Calendar" */
  heroTitle: string;
  heroDescription: string;
  /** metaDescription template, 120-155 characters once {city} is filled in */
  metaDescription: string;
  serviceIntro: string;
  benefits: FeatureCard[];
  faq: FaqItem[];
};
