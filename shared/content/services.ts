/**
 * Service records (the spec's entities, "Service", business constants service pricing). The service pages'
 * sections live in service-pages/; this file is the one source of names, slugs, icons and prices for the
 * header, footer, the home page and the pricing section.
 */
import type { ServiceSlug } from "../redirects";
import { facts } from "./facts";

export type ServiceIcon = "Globe" | "Search" | "Target" | "Shield" | "ShoppingCart" | "Palette" | "Code2";
export type ServiceGroup = "Web Design & Development" | "Digital Marketing";

export type ServiceSummary = {
  slug: ServiceSlug;
  title: string;
  shortTitle: string;
  description: string;
  icon: ServiceIcon;
  group: ServiceGroup;
  /**
   * the spec's business constants: starting price and typical project or monthly range; absent where the spec
   * gives none
   */
  pricing: { starting: string; typical: string; unit: "project" | "month" };
  timeline: string;
  /** The shared pricing section lists the six services whose prices the spec gives. */
  inPricingTable: boolean;
};

export const services: readonly ServiceSummary[] = [
  {
    slug: "custom-web-design",
    title: "Custom Web Design",
    shortTitle: "Web Design",
    description:
      "Hand-crafted websites built around your brand and your customers, designed to load fast, rank well and turn visitors into booked calls.",
    icon: "Globe",
    group: "Web Design & Development",
    pricing: { starting: "$2,500", typical: "$5,000-$15,000", unit: "project" },
    timeline: facts.timelines["custom-web-design"],
    inPricingTable: true,
  },
  {
    slug: "web-development",
    title: "Web Development",
    shortTitle: "Development",
    description:
      "Secure, scalable builds on modern frameworks: custom features, integrations with your booking, CRM and payment tools, and sites that stay fast as you grow.",
    icon: "Code2",
    group: "Web Design & Development",
    // The spec gives no price for development alone; this is the agency's published starting point.
    pricing: { starting: "$3,000", typical: "$6,000-$20,000", unit: "project" },
    timeline: facts.timelines["web-development"],
    inPricingTable: false,
  },
  {
    slug: "ecommerce-solutions",
    title: "eCommerce Solutions",
    shortTitle: "eCommerce",
    description:
      "Online stores that make buying effortless: clear product pages, quick checkout, inventory and shipping integrations, and analytics that show what sells.",
    icon: "ShoppingCart",
    group: "Web Design & Development",
    pricing: { starting: "$3,500", typical: "$8,000-$25,000", unit: "project" },
    timeline: facts.timelines["ecommerce-solutions"],
    inPricingTable: true,
  },
  {
    slug: "ui-ux-design",
    title: "UI/UX Design",
    shortTitle: "UI/UX",
    description:
      "Research-led interfaces: user journeys, wireframes, prototypes and design systems that make every click obvious and every form easy to finish.",
    icon: "Palette",
    group: "Web Design & Development",
    pricing: { starting: "$2,000", typical: "$4,000-$12,000", unit: "project" },
    timeline: facts.timelines["ui-ux-design"],
    inPricingTable: true,
  },
  {
    slug: "local-seo",
    title: "Local SEO",
    shortTitle: "Local SEO",
    description:
      "Show up in the map pack and local results when nearby customers search: Google Business Profile, citations, local content and reviews that build authority.",
    icon: "Search",
    group: "Digital Marketing",
    pricing: { starting: "$1,500", typical: "$2,500-$5,000", unit: "month" },
    timeline: facts.timelines["local-seo"],
    inPricingTable: true,
  },
  {
    slug: "ppc-advertising",
    title: "PPC Advertising",
    shortTitle: "PPC",
    description:
      "Google and Meta campaigns built for calls and form fills, not clicks: tight keyword targeting, negative lists, landing pages and weekly bid management.",
    icon: "Target",
    group: "Digital Marketing",
    pricing: { starting: "$1,000", typical: "$2,000-$8,000", unit: "month" },
    timeline: facts.timelines["ppc-advertising"],
    inPricingTable: true,
  },
  {
    slug: "reputation-management",
    title: "Reputation Management",
    shortTitle: "Reputation",
    description:
      "Earn more five-star reviews, answer every review quickly and professionally, and keep an eye on what customers say about you across the web.",
    icon: "Shield",
    group: "Digital Marketing",
    pricing: { starting: "$800", typical: "$1,500-$3,000", unit: "month" },
    timeline: facts.timelines["reputation-management"],
    inPricingTable: true,
  },
];

export function serviceBySlug(slug: string): ServiceSummary | undefined {
  return services.find((service) => service.slug === slug);
}

/**
 * The six Service records of the spec's entities (web development is a page without a record of its own
 * there): they have prices in the pricing table and a page per city (/locations/{city}/{slug}). */
export const coreServices = services.filter((service) => service.inPricingTable);
