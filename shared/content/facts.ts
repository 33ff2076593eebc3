/**
 * The agency's facts: every figure a visitor reads about the agency as a whole. Content records and pages
 * print them from here (`figures.*` in template strings), the Organization JSON-LD reads them
 * (shared/components/seo/organization.ts), and tests/http/facts.test.ts reads every sitemap page and fails
 * when one states a fact differently.
 *
 * The values are the spec's (its Reviews and About screens, and its business constants' static claims).
 * Where the spec gives a page a figure of its own, that page keeps it, scoped so that it reads as what it is:
 * - /              the "5.0 rating" award badge (the spec's overview: "two award badges (a design award,
 *                  a 5.0 rating)"); the proof line beside it says 4.9 from `facts.rating`
 * - /about         "50+ clients" on monthly growth plans (the spec's About screen, results stats), next to
 *                  500+ served
 * - /reviews       the four platform cards (the spec's Reviews screen): `facts.reviewPlatforms` below
 * - /industries/*  each industry's own client count, rating, satisfaction and build time (the spec's
 *                  business constants): `industryFacts` below, stated on that industry's page only
 * - city pages     each borough's businesses, rating, growth, retention, response time and results timing
 *                  (the spec's city figures): the city records in locations.ts, always named with the city
 * - /careers       the openings' required experience, 5+ / 3+ / 2+ / 4+ years (the spec's business constants)
 * - case studies and testimonials: the client's own figures, not the agency's
 */
import type { ServiceSlug } from "../redirects";

export type ReviewPlatformFact = {
  platform: "Google" | "Facebook" | "Yelp" | "Clutch";
  rating: number;
  /** at least this many reviews ("150+") */
  reviews: number;
};

/** The spec's Reviews screen: the review-platform cards (Google 4.9 with 150+, Facebook 4.8 with 85+, ...) */
const reviewPlatforms: readonly ReviewPlatformFact[] = [
  { platform: "Google", rating: 4.9, reviews: 150 },
  { platform: "Facebook", rating: 4.8, reviews: 85 },
  { platform: "Yelp", rating: 4.7, reviews: 45 },
  { platform: "Clutch", rating: 4.9, reviews: 25 },
];

export const facts = {
  /**
   * Average rating, out of 5 (the spec's Reviews screen's stats strip; its business constants: "4.9
   * rating"). The spec gives it as the headline; the platform cards, weighted by their counts, average 4.84.
   */
  rating: 4.9,
  reviewPlatforms,
  /** Reviews on all platforms: the sum of the cards' counts (305), stated as "305+" */
  reviewCount: reviewPlatforms.reduce((sum, platform) => sum + platform.reviews, 0),
  /**
   * Clients served (the spec's Reviews screen: "500+ clients"; its business constants for Local SEO/PPC:
   * "500+ businesses helped")
   */
  clients: 500,
  /** Projects launched (the spec's business constants, "250+ projects") */
  projects: 250,
  /**
   * Client retention, percent (the spec's Reviews screen; its business constants for Local SEO/PPC: "98%
   * client retention")
   */
  retention: 98,
  /** Client satisfaction, percent (the spec's business constants for the law firm and contractor pages) */
  satisfaction: 98,
  /** Industry awards (the spec's Reviews screen; its business constants: "15+ awards") */
  awards: 15,
  /**
   * Team members and the countries they work from (the spec's business constants, "45+ team members, 12+
   * countries")
   */
  teamSize: 45,
  countries: 12,
  /** the spec's About screen: "founded in 2020" */
  foundingYear: 2020,
  /**
   * the spec's business constants, "15+ years": the team's experience, not the agency's age (it was founded
   * in 2020), so it is always stated as experience.
   */
  experienceYears: 15,
  /** the spec's overview: the 24-hour response promise (Manhattan's city figure is 12 h) */
  replyHours: 24,
  /** what the contact form promises about its reply, in its note and its thank-you */
  replyPromise: "We reply within one business day",
  /** the spec's business constants for Careers: "hiring takes 1-2 weeks" */
  hiring: "1-2 weeks",
  /**
   * Typical timeline per plan (the spec's business constants, service pricing). Web development has no figure
   * in the spec; 6-10 weeks is the agency's own.
   */
  timelines: {
    "custom-web-design": "4-8 weeks",
    "web-development": "6-10 weeks",
    "ecommerce-solutions": "6-12 weeks",
    "ui-ux-design": "4-8 weeks",
    "local-seo": "3-6 months",
    "ppc-advertising": "1-2 weeks setup",
    "reputation-management": "2-4 weeks setup",
  } satisfies Record<ServiceSlug, string>,
} as const;

export type IndustryKey = "law-firms" | "healthcare" | "home-services" | "small-business";

/**
 * Figures the spec gives one industry page for its own clients (the spec's business constants, "Timelines and
 * claims"). Each is stated on that page only and names the industry ("100+ law firms", "4.8 from law firm
 * clients").
 */
export const industryFacts = {
  // "Law firm FAQ: site build typically 4-6 weeks"; "Claims: 100+ law firms, ... 98% satisfaction, 4.8 rating"
  "law-firms": { clients: 100, rating: 4.8, satisfaction: 98, build: "4-6 weeks" },
  // "Healthcare FAQ: 2-4 weeks"
  healthcare: { build: "2-4 weeks" },
  // "Home services: build 1-2 weeks"; "Contractor page: ... 100+ contractors, 98% client satisfaction, 4.9/5"
  "home-services": { clients: 100, rating: 4.9, satisfaction: 98, build: "1-2 weeks" },
  // "small business: 2-3 weeks"; "Small business: ... 250+ small businesses, 4.9/5"
  "small-business": { clients: 250, rating: 4.9, build: "2-3 weeks" },
} as const satisfies Record<
  IndustryKey,
  { clients?: number; rating?: number; satisfaction?: number; build: string }
>;

/** The facts as visitors read them: "4.9", "305+", "500+", "98%" ... */
export const figures = {
  rating: facts.rating.toFixed(1),
  reviews: `${facts.reviewCount}+`,
  clients: `${facts.clients}+`,
  projects: `${facts.projects}+`,
  retention: `${facts.retention}%`,
  satisfaction: `${facts.satisfaction}%`,
  awards: `${facts.awards}+`,
  team: `${facts.teamSize}+`,
  countries: `${facts.countries}+`,
  founded: String(facts.foundingYear),
  experience: `${facts.experienceYears}+`,
  reply: `${facts.replyHours} hours`,
} as const;

/** "4-8 weeks", "1-2 weeks setup" -> "1-2 weeks": the range alone, for sentences that say "setup" themselves */
export function timelineRange(slug: ServiceSlug): string {
  return facts.timelines[slug].replace(/ setup$/, "");
}
