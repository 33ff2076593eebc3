/**
 * Custom Web Design service page (the spec's screens and routes, "Service pages"): hero with three scrolling
 * columns of portfolio images, six service cards, the four-step process, pricing and a closing call to
 * action. Figures come from the spec's business constants, "Service pricing" (web design from $2,500;
 * $5,000-$15,000; 4-8 weeks).
 */
import { showcaseTile as tile } from "../case-studies";
import type { ServicePage } from "./types";
import { facts, figures } from "../facts";

export const customWebDesignPage: ServicePage = {
  slug: "custom-web-design",
  seo: {
    title: "Custom Web Design in New York",
    description: `Custom web design for New York businesses: mobile-first sites from $2,500, live in ${facts.timelines["custom-web-design"]}, designed around your customers to rank locally and convert.`,
  },
  hero: {
    eyebrow: "Custom web design for New York businesses",
    title: "Websites Designed Around Your Customers, Not a Template",
    lede: "We plan, design and build every page around your services and the way your customers decide, then make it fast, easy to find on Google and simple to act on. The result is a site that looks as established as your business and brings in calls, bookings and sales.",
    primary: { label: "Get Free Consultation", href: "/contact" },
    secondary: { label: "See Pricing & Plans", href: "#pricing" },
    highlights: [
      "From $2,500",
      `Live in ${facts.timelines["custom-web-design"]}`,
      `${figures.projects} projects launched`,
    ],
    // the spec's screens and routes: three columns of portfolio images: the projects' second phone screens
    // (the home page's wall shows their first), each a link to its case study
    showcase: [
      [tile("parkside-realty", 1), tile("lice-busters", 1), tile("mulberry-trattoria", 1)],
      [tile("harbor-dental", 1), tile("white-sails", 1), tile("flatbush-bakehouse", 1)],
      [tile("bay-ridge-hvac", 1), tile("kingsbridge-law", 1), tile("gowanus-strength", 1)],
    ],
  },
  sections: [
    {
      kind: "features",
      id: "services",
      title: "Custom Web Design Services",
      lede: "Everything a local business needs to look credible online and turn visits into enquiries, designed and built by one team.",
      items: [
        {
          icon: "Palette",
          title: "Brand-Led Website Design",
          description:
            "Original layouts built from your brand, your photography and your voice, so your site is recognizably yours and never looks like a competitor's.",
          points: ["Custom page layouts", "Typography and color system", "Photo and icon direction"],
        },
        {
          icon: "MonitorSmartphone",
          title: "Mobile-First Responsive Design",
          description:
            "Most local searches start on a phone. We design the mobile experience first, then scale it up to tablet and desktop.",
          points: ["Thumb-friendly menus and buttons", "Click-to-call and maps", "Tested on real devices"],
          link: { label: "Explore web development", href: "/services/web-development" },
        },
        {
          icon: "RefreshCw",
          title: "Website Redesign",
          description:
            "Replace a dated site without losing the rankings and links you have already earned. We map every old page to its new home before launch.",
          points: ["Content and SEO audit", "Page-by-page redirect map", "Rankings monitored after launch"],
        },
        {
          icon: "Target",
          title: "Conversion-Focused Pages",
          description:
            "Clear headlines, visible calls to action and short forms on every page, so visitors always know the next step and take it.",
          points: ["Service and landing pages", "Short, tested enquiry forms", "Reviews and trust signals"],
          link: { label: "See our UI/UX design service", href: "/services/ui-ux-design" },
        },
        {
          icon: "Search",
          title: "SEO-Ready From Day One",
          description:
            "Clean page structure, fast load times and local schema are built in, giving your site a head start in Google search and the map pack.",
          points: ["Keyword-led page structure", "Local business schema", "Core Web Vitals tuning"],
          link: { label: "Add Local SEO", href: "/services/local-seo" },
        },
        {
          icon: "Code2",
          title: "Easy-to-Edit CMS",
          description:
            "Update hours, services, photos and blog posts yourself in minutes, with no code and no risk of breaking the design.",
          points: ["Simple content editor", "Reusable page sections", "Training session at handover"],
        },
      ],
    },
    {
      kind: "work",
      id: "work",
      title: "Custom Builds We Have Launched",
      lede: "Two recent sites, each designed from a blank page around how that business wins its customers.",
      studies: ["kingsbridge-law", "flatbush-bakehouse"],
    },
    {
      kind: "steps",
      id: "process",
      title: "From First Call to Launch in Four Steps",
      lede: "A clear plan, a named project lead and a shared timeline, so you always know what happens next and when.",
      steps: [
        {
          title: "Discovery",
          description:
            "We learn your business, your customers and your competitors, then agree the goals, pages and features the new site needs, with a fixed quote and timeline.",
        },
        {
          title: "Design",
          description:
            "You review high-fidelity designs for desktop and mobile in your brand, with two rounds of revisions, before any code is written.",
        },
        {
          title: "Development",
          description:
            "We build the approved design with clean, accessible code, connect your forms, booking and analytics, and test every page on real phones and browsers.",
        },
        {
          title: "Launch",
          description:
            "We go live with redirects, search console and tracking in place, train your team on the CMS and stay on hand to fine-tune what the data shows.",
        },
      ],
    },
    {
      kind: "pricing",
      id: "pricing",
      title: "Custom Web Design Pricing & Plans",
      lede: "Custom websites start at $2,500, and most projects fall between $5,000 and $15,000. You get a fixed, written quote before work begins and no long-term contract.",
    },
    {
      kind: "cta",
      id: "get-started",
      title: "Ready for a Website That Works as Hard as You Do?",
      body: "Tell us about your business and what your website needs to achieve. We reply within 24 hours with honest advice, a clear price and a realistic timeline.",
      primary: { label: "Get Free Consultation", href: "/contact" },
      secondary: { label: "View Our Work", href: "/case-studies" },
      points: ["Free, no-obligation consultation", "Reply within 24 hours", "No long-term contracts"],
    },
  ],
};
