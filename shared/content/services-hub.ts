/**
 * Services hub copy for /services (the spec's screens and routes, "Services hub"; static claims from the
 * spec's business constants). The core service cards come from services.ts and the top-city chips from the
 * location data; this record holds the words around them.
 */
import type { ServiceSlug } from "../redirects";
import type { ServiceGroup } from "./services";
import type { IconName, Link } from "./types";
import { figures } from "./facts";

export type ServicesHubGroup = { title: ServiceGroup; description: string; slugs: ServiceSlug[] };
/** A reason with its figure: the figure set in the numeral style, the label under it (one heading). */
export type ServicesHubReason = { icon: IconName; figure: string; label: string; description: string };

export type ServicesHub = {
  seo: { title: string; description: string };
  hero: { title: string; lede: string };
  /** the spec's screens and routes: exactly two group cards */
  groups: [ServicesHubGroup, ServicesHubGroup];
  coreTitle: string;
  coreLede: string;
  /** intro for the top-city chips, which are generated from the location data */
  cities: { title: string; lede: string };
  whyChoose: { title: string; lede: string; items: ServicesHubReason[] };
  cta: { title: string; body: string; primary: Link };
};

export const servicesHub: ServicesHub = {
  seo: {
    title: "Web Design & Marketing Services in NYC",
    description:
      "Custom web design, UI/UX, eCommerce, local SEO, PPC and reputation management for New York businesses, planned, built and measured by one team.",
  },
  hero: {
    title: "Everything Your Business Needs to Win Customers Online",
    lede: "From the website itself to the searches, ads and reviews that send people to it, we plan, build and grow your online presence under one roof, with clear prices and results you can measure.",
  },
  groups: [
    {
      title: "Digital Marketing",
      description:
        "Get found, get chosen and get the call: local search rankings, paid ads built for leads and a reputation that wins trust before the first conversation.",
      slugs: ["local-seo", "ppc-advertising", "reputation-management"],
    },
    {
      title: "Web Design & Development",
      description:
        "Fast, accessible websites and online stores designed around your customers, so every visit has a clear next step and every page is easy to use on a phone.",
      slugs: ["custom-web-design", "ui-ux-design", "ecommerce-solutions"],
    },
  ],
  coreTitle: "Our Core Services",
  coreLede:
    "Pick one service or combine several. Each comes with a starting price, a realistic timeline and a named lead who keeps you up to date.",
  cities: {
    title: "Services Across New York City",
    lede: "We work with businesses in Brooklyn, Manhattan, Queens and Staten Island. Choose your borough to see how each service works where your customers live.",
  },
  whyChoose: {
    title: "Why New York Businesses Choose Us",
    lede: "One accountable team for strategy, design, development and marketing, so nothing gets lost between agencies and every decision starts from your goals.",
    items: [
      {
        icon: "Star",
        figure: figures.rating,
        label: "Star average rating",
        description:
          "Clients rate us for clear communication, work delivered on time and results they can see in their calls and bookings.",
      },
      {
        icon: "MapPin",
        figure: figures.clients,
        label: "Clients served",
        description:
          "Law firms, clinics, contractors, restaurants and shops trust us with the way their customers find them.",
      },
      {
        icon: "RefreshCw",
        figure: figures.retention,
        label: "Client retention",
        description:
          "No long-term contracts. Clients stay because the work keeps paying off, month after month.",
      },
      {
        icon: "Award",
        figure: figures.awards,
        label: "Industry awards",
        description:
          "Recognized for design and search work, but we judge every project by what it earns for your business.",
      },
      {
        icon: "Phone",
        figure: "24/7",
        label: "Support",
        description: `A real person when you need one, and a reply to every new enquiry within ${figures.reply}.`,
      },
      {
        icon: "MonitorSmartphone",
        figure: figures.projects,
        label: "Projects launched",
        description:
          "Websites, stores and campaigns built to load fast, rank locally and turn visitors into customers.",
      },
    ],
  },
  cta: {
    title: "Not Sure Which Service You Need?",
    body: "Tell us about your business and your goals. We will recommend the right mix, with a free, no-obligation plan, a clear price and a timeline within two business days.",
    primary: { label: "Get Free Consultation", href: "/contact" },
  },
};
