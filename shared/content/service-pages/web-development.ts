/**
 * Web Development service page (the spec's screens and routes, "Service pages"): hero (Get Started to
 * /contact, See How It Works to /process), problem/solution cards, six service cards, benefits and stats,
 * pricing, testimonials and a Why Partner section linking to /contact. The spec gives no price for this
 * service; the page uses "From $3,000" and "6-10 weeks" throughout. Stats use the spec's business constants
 * "Other marketing figures".
 */
import type { ServicePage } from "./types";
import { facts, figures } from "../facts";
import { testimonial } from "../attributions";

export const webDevelopmentPage: ServicePage = {
  slug: "web-development",
  seo: {
    title: "Web Development Services in New York",
    description:
      "Web development for New York businesses: fast, secure websites with booking, CRM and payment integrations, 99.9% uptime hosting and 24/7 support.",
  },
  hero: {
    eyebrow: "Web development · New York",
    title: "Fast, Secure Websites Engineered to Grow With Your Business",
    lede: "Our developers build websites that load in a blink, stay secure and connect to the booking, CRM and payment tools you already use. No bloated plugins, no fragile page builders, just clean code your business can rely on.",
    primary: { label: "Get Started", href: "/contact" },
    secondary: { label: "See How It Works", href: "/process" },
    highlights: ["From $3,000", `Live in ${facts.timelines["web-development"]}`, "99.9% uptime"],
  },
  sections: [
    {
      kind: "problems",
      id: "problems",
      title: "What's Holding Your Website Back",
      lede: "Most of the sites we rebuild have the same few problems. Each one costs enquiries every day, and each one has a fix.",
      items: [
        {
          problem: "Pages take too long to load",
          description:
            "Oversized images, stacked plugins and cheap shared hosting make visitors wait, and on a phone most of them will not.",
          solution:
            "We build lean, optimize every image and script, and serve pages from fast, cached hosting so they appear almost instantly.",
          stat: { value: "−67%", label: "Load time after a recent rebuild" },
        },
        {
          problem: "The site goes down or gets hacked",
          description:
            "Outdated plugins and missed updates leave the door open to downtime, spam and malware, usually when you are busiest.",
          solution:
            "Managed hosting, security hardening, daily backups and monitoring keep your site online and your customers' data safe.",
          stat: { value: "99.9%", label: "Uptime on the hosting we manage" },
        },
        {
          problem: "Your tools don't talk to each other",
          description:
            "Leads arrive by e-mail, bookings live in another app and someone retypes it all by hand, so enquiries slip through.",
          solution:
            "We connect forms, booking, CRM and payments through their APIs so every lead lands in the right place automatically.",
          stat: { value: "+203%", label: "More leads in a recent client rebuild" },
        },
        {
          problem: "Visitors leave without getting in touch",
          description:
            "Buried phone numbers, long forms and unclear next steps mean interested visitors give up and call a competitor.",
          solution:
            "Click-to-call, short forms and clear calls to action on every page, measured with analytics so we can keep improving them.",
          stat: { value: "2.5x", label: "Higher conversion with clear next steps" },
        },
      ],
    },
    {
      kind: "features",
      id: "services",
      title: "Web Development Services",
      lede: "From a fast brochure site to a custom client portal, every build is tested, documented and handed over with training.",
      items: [
        {
          icon: "Code2",
          title: "Custom Website Development",
          description:
            "Hand-coded sites on modern frameworks, built for speed and accessibility and shaped around how your business actually works.",
          points: ["Modern, maintainable code", "Accessible markup", "Fully documented handover"],
        },
        {
          icon: "MonitorSmartphone",
          title: "Responsive Front-End Builds",
          description:
            "Pixel-accurate builds of your design that feel native on every phone, tablet and desktop screen.",
          points: ["Mobile-first layouts", "Touch-friendly interactions", "Cross-browser testing"],
          link: { label: "Start with custom web design", href: "/services/custom-web-design" },
        },
        {
          icon: "Globe",
          title: "CMS Development",
          description:
            "An editor your team will actually use: update services, staff, hours and posts without calling a developer.",
          points: ["Custom content blocks", "Roles and approvals", "Editor training included"],
        },
        {
          icon: "RefreshCw",
          title: "Integrations & Automation",
          description:
            "Connect booking, CRM, payment, scheduling and e-mail tools so data flows without copy and paste.",
          points: ["Booking and scheduling", "CRM and e-mail marketing", "Payments and invoicing"],
        },
        {
          icon: "Search",
          title: "Performance & Technical SEO",
          description:
            "Fast load times, clean URLs, structured data and Core Web Vitals that search engines and visitors reward.",
          points: ["Core Web Vitals tuning", "Schema markup", "Redirects and sitemaps"],
          link: { label: "Pair it with Local SEO", href: "/services/local-seo" },
        },
        {
          icon: "Shield",
          title: "Security, Hosting & Maintenance",
          description:
            "Managed hosting, updates, backups and monitoring, with a real developer on call when something needs attention.",
          points: ["SSL and security hardening", "Daily backups", "24/7 uptime monitoring"],
        },
      ],
    },
    {
      kind: "stats",
      id: "benefits",
      title: "Built to Perform, Measured by Results",
      lede: "A well-built website is an asset that keeps earning. These are the standards we hold every project to.",
      tone: "dark",
      items: [
        {
          value: "99.9%",
          label: "Uptime",
          description: "Managed hosting and monitoring keep your site available when customers look for you.",
        },
        {
          value: "24/7",
          label: "Support",
          description:
            "Problems are spotted and handled around the clock, not when someone happens to notice.",
        },
        {
          value: "2.5x",
          label: "Conversion",
          description: "Fast pages and clear calls to action turn more visitors into calls and bookings.",
        },
        {
          value: figures.projects,
          label: "Projects launched",
          description: "Experience across law, healthcare, home services, retail and hospitality.",
        },
      ],
    },
    {
      kind: "work",
      id: "work",
      title: "Built to Load Fast and Take Bookings",
      lede: "Booking flows, stores and the speed work behind them, on two sites we built and still run.",
      studies: ["harbor-dental", "lice-troopers"],
    },
    {
      kind: "pricing",
      id: "pricing",
      title: "Web Development Pricing & Plans",
      lede: `Development projects start at $3,000 and most go live in ${facts.timelines["web-development"]}. Every quote is fixed and written down before work begins, with no long-term contract.`,
    },
    {
      kind: "testimonials",
      id: "testimonials",
      title: "What New York Businesses Say About Working With Us",
      items: [
        testimonial(
          "hartman-cole",
          "Consultation requests",
          "Our old site went down every time we ran a radio spot. The new one hasn't missed a beat, and intake forms now go straight into our case management system instead of a shared inbox.",
        ),
        testimonial(
          "vitale-exteriors",
          "Booked estimates",
          "Estimates used to arrive as voicemails we'd return days later. Now homeowners pick a job type, upload photos and book a site visit themselves, and it all shows up in our scheduling app.",
          "facebook",
        ),
        testimonial(
          "elmhurst-chiropractic",
          "Online bookings",
          "Pages open instantly on a phone and online booking syncs with our practice software. Calls to the front desk asking how to book have all but stopped.",
        ),
      ],
    },
    {
      kind: "cta",
      id: "why-partner",
      title: "Why Partner With Us for Web Development",
      body: "You get senior developers who explain things in plain English, a fixed quote before work starts and a team that stays with you after launch. Tell us what you need and we'll reply within 24 hours.",
      primary: { label: "Start Your Project", href: "/contact" },
      points: [
        `A team with ${figures.experience} years of experience building for the web`,
        "Fixed quotes, no long-term contracts",
        "24/7 monitoring and support",
        "Reply within 24 hours",
      ],
    },
  ],
};
