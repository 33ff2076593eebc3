/**
 * About page copy for /about (the spec's screens and routes, "About"; static claims from the spec's business
 * constants). The brand name comes from the site config, so the copy speaks as "we" and "our team". Team
 * portraits are illustrated avatars in public/images/team.
 */
import type { FeatureCard, Img, Link, Stat } from "./types";
import { figures, timelineRange } from "./facts";
import { awardSummary } from "./awards";

export type TeamMember = { name: string; role: string; bio: string; image: Img };

export type AboutContent = {
  seo: { title: string; description: string };
  hero: { title: string; lede: string; cta: Link };
  mission: { title: string; paragraphs: string[] };
  /** the spec's screens and routes: exactly four solution cards */
  solutions: { title: string; lede: string; items: [FeatureCard, FeatureCard, FeatureCard, FeatureCard] };
  /** the spec's screens and routes: 300% traffic, 150% conversion, 50+ clients */
  results: { title: string; items: [Stat, Stat, Stat] };
  team: { title: string; lede: string; members: [TeamMember, TeamMember, TeamMember] };
  /** the home page's "View Our Awards" button points at /about#awards; the record itself is awards.ts */
  awards: { id: "awards"; title: string; lede: string };
  cta: { title: string; body: string; primary: Link };
};

const portrait = (firstName: string, name: string, look: string): Img => ({
  src: `/images/team/${firstName}.svg`,
  alt: `Illustrated portrait of ${name}, ${look}`,
  width: 320,
  height: 320,
});

export const about: AboutContent = {
  seo: {
    title: "About Us: New York Web Design & SEO Team",
    description:
      "Meet the New York team behind fast, search-ready websites and local marketing that brings in calls: our story, our results and the people you work with.",
  },
  hero: {
    title: "A New York Team That Builds Websites to Win Customers",
    lede: "We are designers, developers and marketers who help local businesses get found, look credible and turn visits into calls. Every project starts with your goals and ends with numbers you can check.",
    cta: { label: "Get a Free SEO Audit", href: "/contact" },
  },
  mission: {
    title: "Our Mission",
    paragraphs: [
      `We started in ${figures.founded}, when New York businesses had to move online almost overnight and many found their websites were not up to the job. Too many owners had paid for sites that looked fine but never ranked, never loaded quickly on a phone and never made the phone ring.`,
      "Our mission is simple: give local businesses the same strategy, design and marketing that national brands pay for, at a price that makes sense and with results measured in calls, bookings and sales. Strategy, design, development and marketing sit under one roof, so nothing gets lost between agencies.",
      `We keep our promises small and specific: a fixed quote before work begins, a named lead on every project, a reply within ${figures.reply} and no long-term contracts. Clients stay because the work keeps paying off.`,
    ],
  },
  solutions: {
    title: "What We Do for Your Business",
    lede: "Four services that work together: a website that converts, and the search, ads and reviews that send the right people to it.",
    items: [
      {
        icon: "Globe",
        title: "Custom Web Design",
        description:
          "Brand-led websites designed from a blank page around the way your customers choose a provider, built to load fast and work on every phone.",
        points: ["No templates", "Mobile-first and accessible", "Easy for your team to update"],
        link: { label: "Explore web design", href: "/services/custom-web-design" },
      },
      {
        icon: "Search",
        title: "Local SEO",
        description:
          "Technical fixes, local content and Google Business Profile work that move you into the map pack for the searches your customers make.",
        points: ["Google Business Profile", "Citations and local links", "Monthly ranking reports"],
        link: { label: "Explore local SEO", href: "/services/local-seo" },
      },
      {
        icon: "Target",
        title: "PPC Advertising",
        description:
          "Google Ads campaigns built for leads, not clicks, with call tracking and negative keywords that stop budget leaking to the wrong searches.",
        points: [
          `Campaigns live in ${timelineRange("ppc-advertising")}`,
          "Call and form tracking",
          "Clear cost per lead",
        ],
        link: { label: "Explore PPC advertising", href: "/services/ppc-advertising" },
      },
      {
        icon: "Shield",
        title: "Reputation Management",
        description:
          "More five-star reviews from happy customers, fast and professional replies to every review, and alerts before a problem spreads.",
        points: ["Review request campaigns", "Response templates and alerts", "Review widgets for your site"],
        link: { label: "Explore reputation management", href: "/services/reputation-management" },
      },
    ],
  },
  results: {
    title: "Results Our Clients Can Measure",
    items: [
      {
        value: "300%",
        label: "Average traffic increase",
        description: "for clients on growth plans, within 6 months",
      },
      { value: "150%", label: "Conversion boost", description: "for growth-plan clients, year over year" },
      { value: "50+", label: "Clients", description: "on ongoing monthly growth plans" },
    ],
  },
  team: {
    title: "Meet the People Behind Your Project",
    lede: `You work directly with senior specialists, not a rotating cast of account managers. These are the leads of our team of ${figures.team} designers, developers and marketers, and the people who plan, build and grow your site.`,
    members: [
      {
        name: "Maya Chen",
        role: "Founder & Creative Director",
        bio: `Maya spent ten years designing for national brands at Manhattan agencies before founding our studio in ${figures.founded}. She leads every project's strategy and design reviews and still sketches the first wireframes herself.`,
        image: portrait("maya", "Maya Chen", "smiling, with a short black bob"),
      },
      {
        name: "Marcus Bennett",
        role: "Head of SEO & Paid Media",
        bio: "Marcus has run local search and Google Ads campaigns for law firms, clinics and contractors since 2014. He owns our reporting, so every client sees which rankings, calls and leads moved each month.",
        image: portrait("marcus", "Marcus Bennett", "smiling, with short black hair and a beard"),
      },
      {
        name: "Elena Ruiz",
        role: "Lead Developer",
        bio: "Elena turns approved designs into fast, accessible sites that are easy to update. She has shipped more than a hundred launches and checks speed, structured data and redirects before any site goes live.",
        image: portrait("elena", "Elena Ruiz", "smiling, with long auburn hair and glasses"),
      },
    ],
  },
  awards: {
    id: "awards",
    title: "Awards & Recognition",
    lede: `The record so far: ${awardSummary()}, and a Google Partner certification we hold today.`,
  },
  cta: {
    title: "Let's Grow Your Business Together",
    body: "Tell us where your website and marketing stand today. We will send a free audit with the three changes most likely to bring in more customers, plus a clear price and timeline, within two business days.",
    primary: { label: "Get Your Free Audit", href: "/contact" },
  },
};
