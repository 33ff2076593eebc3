/**
 * The words of the site's controls, table heads and fixed notes: what the shared layout, the sections and
 * the page bodies print beside their records' headings and ledes, grouped by the component that prints
 * them. ESLint's react/jsx-no-literals (eslint.config.js) keeps words out of the JSX, so they live here.
 */
import { facts } from "./facts";

/** the next step offered on many pages (heroes, sidebars, the proof block) */
const consultation = "Get Free Consultation";

export const labels = {
  consultation,
  backToBlog: "Back to Blog",
  /** appended, visually hidden, to a link that opens a new tab */
  newTab: " (opens in a new tab)",
  layout: {
    skipLink: "Skip to content",
    getStarted: "Get Started",
    menu: "Menu",
    footerBlurb:
      "A New York web design and digital marketing agency. We build fast, accessible websites and run the local SEO, PPC and reputation campaigns that fill calendars for law firms, clinics, contractors and local shops.",
    footerServices: "Services",
    footerCompany: "Company",
    offices: "Our Offices",
    headOffice: "Head office",
    partnerStudio: "Partner studio",
    rights: (year: number, name: string) => `© ${year} ${name}. All rights reserved.`,
    sitemap: "Sitemap",
    affiliate: "Affiliate Program",
  },
  sections: {
    /** editorial problem cards: the label before the agency's answer */
    fix: "Our fix:",
    proofNoteBefore: "No long-term contracts, a reply within ",
    proofNoteAfter: " and a named lead for your project.",
    proofLink: "See the results we deliver",
    showFewer: (noun: string) => `Show fewer ${noun}`,
    step: "Step ",
    /** before a link's visible label, for screen readers: "Harbor Dental: " */
    clientPrefix: (client: string) => `${client}: `,
  },
  pricing: {
    from: "From",
    dotTimeline: " · Timeline ",
    timelineColon: "Timeline: ",
    startingAt: "Starting at",
    fixedQuote: "Fixed written quote before work begins",
  },
  blog: {
    byline: (author: string) => `By ${author}`,
    authorRole: "SEO & Marketing Expert",
    articleHelp: "Get a free, no-obligation plan for your website, search and ads.",
    newsletterNote: "One short e-mail a month with what is working in local search. No spam.",
    blogHelp: "Tell us what you are working on and we will send a free, no-obligation plan.",
    categoryFailed:
      "The articles in this category could not be loaded right now. Please try again in a few minutes.",
    categoryEmpty: (name: string) => `We couldn't find any posts in the "${name}" category.`,
    email: "Email address",
    previous: "Previous",
    next: "Next",
    pageOf: (page: number, total: number) => `Page ${page} of ${total}`,
    tag: (tag: string) => `#${tag}`,
    /** a category chip's name, a space before its count */
    chipName: (name: string) => `${name} `,
    categoryCount: (name: string, count: number) => `${name} (${count})`,
  },
  company: {
    applyFor: " for ",
    workWith: "You would work with ",
    /** the case study's facts card */
    facts: {
      client: "Client",
      industry: "Industry",
      location: "Location",
      services: "Services",
      timeline: "Timeline",
    },
    lastUpdated: (date: string) => `Last updated: ${date}`,
  },
  contact: {
    sending: "Sending...",
    /** under the form's button, and its thank-you once sent */
    formNote: `${facts.replyPromise}. No spam, ever.`,
    sent: `Your message was sent. ${facts.replyPromise}.`,
    bookAlternative: "Call or e-mail to book: ",
    or: " or",
    notSentBefore: "Your message has not been sent. ",
    notSentLink: "Go to your message",
    notSentAfter: " to see why; everything you typed is kept.",
    heroMessage: "Send a Message",
    heroCall: "Book a Strategy Call",
    heroPricing: "See Pricing",
    office: " Office",
    phone: " Phone",
    email: " Email",
    hours: "Hours",
    weekdays: "Mon-Fri 8:00 AM-6:00 PM",
    saturday: "Sat 10:00 AM-4:00 PM",
    support:
      "Existing clients can find answers about how projects run, or call us during business hours for anything urgent.",
    helpCenter: "Visit Help Center",
    callUsOn: "Call us on ",
    callHours: " (Mon-Fri 8:00 AM-6:00 PM, Sat 10:00 AM-4:00 PM) or e-mail",
    twoTimes: " with two times that work for you, and we will send a calendar invite the same day.",
    callToBook: "Call to book",
    emailToBook: "E-mail to book",
  },
  errors: {
    listPages: (lastPage: number) => `This list has ${lastPage === 1 ? "one page" : `${lastPage} pages`}: `,
    firstPage: "go to the first page",
    or: " or ",
    lastPage: (lastPage: number) => `the last page (${lastPage})`,
    fullSitemap: "Browse the full sitemap",
    serverError: "We have been notified and are looking into it. Please try again in a moment, or call us on",
    home: "Back to home",
    contact: "Contact us",
  },
  home: { allCaseStudies: "See all case studies" },
  industry: { ourWork: "Our work: " },
  locations: {
    audit: "Get Free SEO Audit",
    results: "See Our Results",
    caseStudies: "View Case Studies",
    /** the city page's figures table: its row heads */
    pricing: "Pricing",
    freeAudit: "Free SEO audit",
    worth: "worth ",
    resultsWhen: "When results come",
    timeframe: "Timeframe:",
    from: " from",
    timeline: "Timeline",
    everythingAbout: "Everything about our ",
    service: " service",
    in: " in ",
    call: "Call ",
    /** the city stats' heads */
    stats: { businesses: "Businesses", rating: "Rating", growth: "Avg Growth" },
  },
  reviews: {
    filter: "Filter",
    unknownService: "We don\u2019t have a service by that name, so here are all our reviews.",
    showing: (count: number) => `Showing ${count} ${count === 1 ? "review" : "reviews"}`,
    reviewedOn: "Reviewed on ",
  },
  service: {
    startingAt: "Starting at",
    startingAtSp: "Starting at ",
    typical: "Typical ",
    timeline: "Timeline",
    timelineSp: "Timeline ",
    includes: "What the plan includes",
    typicalInvestment: "Typical investment ",
  },
  servicesHub: { from: "From ", in: " in " },
} as const;
