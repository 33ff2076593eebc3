/**
 * Home page copy and figures (the spec's overview, "Home page sections, in order"; entities service card,
 * process step, reason, client logo). Images live in public/images and are served from this site.
 */
import { showcaseTile as tile } from "./case-studies";
import type { CaseStudySlug } from "./case-study-slugs";
import type { Img, ProcessStep } from "./types";
import { facts, figures } from "./facts";
import { awardSummary } from "./awards";
import { clients, type ClientId } from "./clients";

export const hero = {
  eyebrow: "New York web design & digital marketing agency",
  headline: "Need a Future-Proof Website?",
  subheadline: "Stand Out with Stunning Web Design",
  lede: "We design, build and market websites for law firms, clinics, contractors and local shops across New York, so the right customers find you, trust you and call.",
  primary: { label: "Get Free Consultation", href: "/contact" },
  secondary: { label: "View Portfolio", href: "/case-studies" },
  // the spec's overview: three columns of three screenshots scrolling upward: nine projects' phone screens,
  // each a link to its case study
  columns: [
    [tile("kingsbridge-law", 0), tile("harbor-dental", 0), tile("bay-ridge-hvac", 0)],
    [tile("flatbush-bakehouse", 0), tile("parkside-realty", 0), tile("lice-troopers", 0)],
    [tile("mulberry-trattoria", 0), tile("gowanus-strength", 0), tile("white-sails", 0)],
  ],
  proof: [
    `${figures.rating} average rating from ${figures.reviews} reviews`,
    `${figures.projects} projects launched`,
    `${figures.retention} client retention`,
  ],
};

/**
 * the spec's overview: the looping strip titled "Trusted by Industry Leaders" (six logos). The logos are
 * clients' (their names from clients.ts); the note says in what sense they lead: in their trades and
 * neighborhoods.
 */
export const logos = {
  title: "Trusted by Industry Leaders",
  note: "Six New York businesses that lead their trade in their neighborhood, on sites we designed.",
  items: (
    [
      "lice-busters",
      "white-sails",
      "lice-troopers",
      "kingsbridge-law",
      "harbor-dental",
      "astoria-plumbing",
    ] as const satisfies readonly ClientId[]
  ).map((id) => ({ name: clients[id].company, logo: `/images/logos/${id}.svg` })),
};

export const intro = {
  title: "Creative Web Agency Delivering Custom Solutions",
  body: `Since ${figures.founded} we have helped more than ${facts.clients} New York businesses replace tired, slow websites with sites that earn their keep. Strategy, design, development and marketing sit under one roof, so the team that plans your site is the team that makes it rank.`,
  offers: [
    {
      title: "Custom Web Design",
      description:
        "No templates. Every layout is designed around your services, your customers and the action you want them to take.",
    },
    {
      title: "Marketing Campaigns",
      description:
        "Local SEO, Google Ads and review campaigns that bring qualified calls, tracked from first click to booked job.",
    },
    {
      title: "Branding Strategies",
      description:
        "Positioning, messaging and visual identity that make a small business look as established as it is.",
    },
  ],
  link: { label: "See our case studies", href: "/case-studies" },
  badges: [
    {
      src: "/images/badges/design-award.svg",
      alt: "Top Web Design Firm 2023, NYC Design Awards",
      label: "Top Web Design Firm 2023",
    },
    // the spec's overview: the second award badge, "a 5.0 rating" (the average of all reviews is
    // facts.rating)
    {
      src: "/images/badges/rating-5.svg",
      alt: "Client Choice Award 2023, 5.0 rating",
      label: "Client Choice Award 2023: 5.0 rating",
    },
  ],
};

const serviceImage = (name: string, alt: string): Img => ({
  src: `/images/services/${name}.svg`,
  alt,
  width: 640,
  height: 400,
});

export const homeServices = {
  title: "Web Design Services That Grow Your Business",
  lede: "From a first website to a full redesign, every project is built to load fast, rank locally and convert.",
  items: [
    {
      icon: "Globe",
      title: "Custom Web Design",
      description:
        "Distinctive, brand-led websites designed from a blank page around the way your customers decide.",
      href: "/services/custom-web-design",
      image: serviceImage("custom-web-design", "Custom website layout sketched on a design canvas"),
    },
    {
      icon: "MonitorSmartphone",
      title: "Responsive Web Design",
      description:
        "Layouts that feel native on every phone, tablet and desktop, because most local searches start on a phone.",
      href: "/services/web-development",
      image: serviceImage("responsive-web-design", "One website shown on a desktop, a tablet and a phone"),
    },
    {
      icon: "RefreshCw",
      title: "Website Redesign",
      description:
        "Keep the rankings you have earned while replacing a dated site with one that is faster and easier to use.",
      href: "/services/custom-web-design",
      image: serviceImage("website-redesign", "Before and after comparison of a redesigned website"),
    },
    {
      icon: "Palette",
      title: "UX/UI Design",
      description:
        "User research, wireframes and prototypes that remove friction from every booking and enquiry form.",
      href: "/services/ui-ux-design",
      image: serviceImage("ux-ui-design", "Wireframes and interface components on a design board"),
    },
    {
      icon: "Search",
      title: "Search Engine Optimization",
      description:
        "Technical SEO, local content and Google Business Profile work that moves you into the map pack.",
      href: "/services/local-seo",
      image: serviceImage(
        "search-engine-optimization",
        "Search results page with the top result highlighted",
      ),
    },
    {
      icon: "ShoppingCart",
      title: "eCommerce Design & Development",
      description:
        "Stores with clear product pages and a quick checkout, connected to your inventory and shipping.",
      href: "/services/ecommerce-solutions",
      image: serviceImage("ecommerce", "Online store product grid and shopping cart"),
    },
  ],
};

const stepImage = (name: string, alt: string): Img => ({
  src: `/images/process/${name}.svg`,
  alt,
  width: 560,
  height: 360,
});

export const process = {
  title: "Our Proven Six-Step Process",
  lede: "A clear path from first call to launch day and beyond, with a named lead and a shared timeline at every step.",
  steps: [
    {
      step: 1,
      title: "Web Strategy",
      description:
        "We learn your business, your customers and your competitors, then agree what the site must achieve.",
      image: stepImage("strategy", "Strategy workshop notes with goals and target customers"),
      points: ["Goals and success metrics", "Competitor and keyword review", "Audience and offer mapping"],
    },
    {
      step: 2,
      title: "Planning & Information Architecture",
      description:
        "Sitemap, page structure and content plan, so every page has a job and every visitor a clear next step.",
      image: stepImage("planning", "Sitemap tree showing how pages connect"),
      points: ["Sitemap and user flows", "Content and SEO plan", "Wireframes for key pages"],
    },
    {
      step: 3,
      title: "Creative Design",
      description:
        "High-fidelity designs in your brand, reviewed together on desktop and mobile before a line of code.",
      image: stepImage("design", "Website mockups with colour palette and type scale"),
      points: ["Mood board and visual direction", "Desktop and mobile mockups", "Two rounds of revisions"],
    },
    {
      step: 4,
      title: "Responsive Development",
      description:
        "Clean, accessible code that is fast on a phone, easy for you to update and ready for search engines.",
      image: stepImage("development", "Code editor next to the page it builds"),
      points: ["Mobile-first build", "CMS and integrations", "Structured data and speed tuning"],
    },
    {
      step: 5,
      title: "Quality Assurance",
      description:
        "We test every page, form and device, check accessibility and speed, and fix what we find before you see it.",
      image: stepImage("qa", "Testing checklist with every item ticked"),
      points: [
        "Cross-browser and device testing",
        "Accessibility and speed audits",
        "Form and tracking checks",
      ],
    },
    {
      step: 6,
      title: "Launch & Optimization",
      description:
        "A calm launch with redirects and analytics in place, then monthly reports and improvements that compound.",
      image: stepImage("launch", "Launch chart showing traffic rising after go-live"),
      points: ["Redirects and search console", "Analytics and call tracking", "Ongoing tests and updates"],
    },
  ] as ProcessStep[],
};

export const reasons = {
  title: "Four Reasons Businesses Choose Us",
  items: [
    {
      number: "01",
      title: "Strategic Approach",
      description:
        "Every decision starts from your goals and your customers, not from a template or a trend.",
    },
    {
      number: "02",
      title: "Results-Driven Design",
      description:
        "We design for calls, bookings and sales, and we measure them, so you can see what the site earns.",
    },
    {
      number: "03",
      title: "Technical Excellence",
      description: "Fast, accessible, secure builds with the technical SEO that search engines reward.",
    },
    {
      number: "04",
      title: "Ongoing Partnership",
      description:
        "Launch is the start. We stay on for updates, reports and new ideas, with a real person who answers.",
    },
  ],
  cta: { label: "Start Your Project", href: "/contact" },
};

/** The home page's awards section (the spec's overview): the record is awards.ts, shared with /about. */
export const awards = {
  title: "Award-Winning Work, Measurable Results",
  lede: `Our record: ${awardSummary()}, from two design juries and our own clients, and a Google Partner certification we hold today.`,
  // the spec's overview: the action is not shown; the about page lists the awards (#awards)
  cta: { label: "View Our Awards", href: "/about#awards" },
};

export const pricingIntro = {
  title: "Simple, Transparent Pricing Plans",
  lede: "Clear starting prices and typical budgets for every service. Every quote is fixed and written down before work begins.",
};

export const closing = {
  title: "Ready to Create Something Extraordinary?",
  body: "Tell us about your business and your goals. We will send a free, no-obligation plan with a clear price and timeline within two business days.",
  primary: { label: "Get Free Consultation", href: "/contact" },
};

export const homeSeo = {
  title: "NYC Web Design & Digital Marketing Agency",
  description:
    "Custom web design, local SEO and PPC for New York law firms, clinics, contractors and small businesses. Fast, accessible sites that win customers.",
};

/** The home page's "Selected work" band: four case studies, in this order (docs/DESIGN.md). */
/** the selected-work band's heading (its cards are the case studies of \`selectedWork\`) */
export const work = {
  title: "Sites That Bring In Customers",
  lede: "A few recent launches for New York businesses, and what changed after them.",
};

export const selectedWork: CaseStudySlug[] = [
  "flatbush-bakehouse",
  "kingsbridge-law",
  "harbor-dental",
  "gowanus-strength",
];
