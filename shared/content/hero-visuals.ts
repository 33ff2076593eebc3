/**
 * The hero visual of every inner page (docs/DESIGN.md "Illustration system"): one family of flat
 * illustrations in public/images/heroes/, 640x480, in the site's palette. Service, company, hub and tool
 * pages, the HTML sitemap and the Not Found page take theirs from here; city pages show their borough's art,
 * industry pages and case studies a delivered site (the industry's client, industries.ts `hero.work`).
 */
import type { ServiceSlug } from "../redirects";
import type { Img } from "./types";

const art = (name: string, alt: string): Img => ({
  src: `/images/heroes/${name}.svg`,
  alt,
  width: 640,
  height: 480,
});

export const heroVisuals = {
  about: art(
    "about",
    "Illustration: New York rooftops behind a card with the studio team, working together since 2020",
  ),
  process: art(
    "process",
    "Illustration: six connected steps from strategy and planning to design, development, QA and launch",
  ),
  careers: art(
    "careers",
    "Illustration: a video call of team members working from different countries, with a We're hiring tag",
  ),
  reviews: art("reviews", "Illustration: a stack of five-star review cards beside a 4.9 rating badge"),
  contact: art(
    "contact",
    "Illustration: a calendar with a booked free consultation, a chat bubble, an envelope and a phone",
  ),
  blog: art("blog", "Illustration: an article card with a cover, a bookmark and a small chart of insights"),
  services: art(
    "services-hub",
    "Illustration: seven service tiles for design, code, eCommerce, UX, local search, ads and reviews around a website",
  ),
  locations: art(
    "locations-hub",
    "Illustration: a map of Manhattan, Brooklyn, Queens and Staten Island with a pin on each",
  ),
  legal: art("legal", "Illustration: a document with a shield and a check mark"),
  /** /contact without a scheduler (CALENDLY_URL unset): the form, e-mail and phone, no calendar */
  contactMessage: art(
    "contact-message",
    "Illustration: a message form with a send button, an envelope with a new reply and a call us badge",
  ),
  seoChecklist: art(
    "seo-checklist",
    "Illustration: an SEO checklist with ticked tasks by day, a progress bar and a map pin ranked first",
  ),
  ppcGuide: art(
    "ppc-guide",
    "Illustration: a search ad, a budget and lead forecast chart and a weekly grid of the hours ads run",
  ),
  clientIntake: art(
    "client-intake",
    "Illustration: a twelve-step intake questionnaire on a clipboard, with filled answers and a summary sheet",
  ),
  sitemap: art(
    "sitemap",
    "Illustration: a map of the site, the home page branching into services, locations and company pages",
  ),
  notFound: art(
    "not-found",
    "Illustration: a browser window showing 404 beside a signpost pointing home, to services, contact and the blog",
  ),
} satisfies Record<string, Img>;

/**
 * One per service page (the Custom Web Design hero shows the portfolio columns instead, the spec's screens
 * and routes).
 */
export const serviceVisuals: Record<ServiceSlug, Img> = {
  "custom-web-design": art(
    "service-custom-web-design",
    "Illustration: a layout grid, a type specimen, colour swatches and a finished homepage",
  ),
  "web-development": art(
    "service-web-development",
    "Illustration: a code editor, reusable page components and a speed score of 100",
  ),
  "ecommerce-solutions": art(
    "service-ecommerce-solutions",
    "Illustration: product cards, a shopping cart with items and a checkout card",
  ),
  "ui-ux-design": art(
    "service-ui-ux-design",
    "Illustration: a wireframe turning into a finished interface, with a cursor following the flow",
  ),
  "local-seo": art(
    "service-local-seo",
    "Illustration: a neighborhood map with three ranked pins and a map-pack listing with stars",
  ),
  "ppc-advertising": art(
    "service-ppc-advertising",
    "Illustration: a search ad, a chart of budget and clicks and a badge showing more calls",
  ),
  "reputation-management": art(
    "service-reputation-management",
    "Illustration: five-star review cards, a 4.9 rating badge and a reply to a review",
  ),
};
