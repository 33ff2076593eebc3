/**
 * The copy of the pages whose body is made elsewhere (the sitemap's groups, the blog's lists, the error
 * pages' links, the locations hub's cards, the contact form): the SEO title and description, the hero's
 * eyebrow, title and lede, and the headings of the page's own sections and sidebar. A page built from
 * sections has its own record file (about.ts, careers.ts, ...).
 */
import { facts } from "./facts";

type SeoCopy = { title: string; description: string };
type HeroCopy = { eyebrow?: string; title: string; lede?: string };
type PageCopy = { seo: SeoCopy; hero: HeroCopy };

export const sitemapCopy = {
  seo: {
    title: "Sitemap",
    description:
      "Every page on our site in one place: web design and marketing services, New York locations, industries, tools and policies.",
  },
  hero: { title: "Sitemap", lede: "Find any page on our site, grouped by what you are looking for." },
} satisfies PageCopy;

export const notFoundCopy = {
  /** the four places most visitors want next, as link cards (icon names from components/ui/icon) */
  destinations: [
    { href: "/", title: "Home", text: "Start again from our home page.", icon: "ArrowRight" },
    {
      href: "/services",
      title: "Services",
      text: "Web design, development, SEO, PPC and more.",
      icon: "Globe",
    },
    {
      href: "/contact",
      title: "Contact",
      text: "Ask us anything or book a free consultation.",
      icon: "Phone",
    },
    { href: "/blog", title: "Blog", text: "Guides on local SEO, web design and marketing.", icon: "Search" },
  ] as const,
  seo: {
    title: "Page Not Found",
    description:
      "The page you were looking for has moved or never existed. Find web design, SEO and marketing help from our New York team.",
  },
  hero: {
    eyebrow: "Error 404",
    title: "We Couldn\u2019t Find That Page",
    lede: "The link may be out of date or the address mistyped. These pages will get you back on track, or call us and we will point you to the right place.",
  },
} satisfies PageCopy & {
  destinations: readonly { href: string; title: string; text: string; icon: string }[];
};

/** The hero's lede names the configured phone, so it stays in shared/components/error/server-error.tsx. */
export const serverErrorCopy = {
  seo: {
    title: "Something Went Wrong",
    description:
      "This page hit an unexpected error on our side. Please try again in a moment or contact our New York team directly.",
  },
  hero: { eyebrow: "Error 500", title: "Something went wrong on our side" },
} satisfies PageCopy;

export const locationsHubCopy = {
  seo: {
    title: "Web Design & SEO Across New York City",
    description:
      "Web design, local SEO and PPC for businesses in Brooklyn, Manhattan, Queens and Staten Island, from a team that knows each borough.",
  },
  hero: {
    title: "Local Marketing for Every New York Borough",
    lede: "Customers search by neighborhood, so we plan by neighborhood. Pick your borough to see our results there, the areas we cover and what each service looks like for businesses like yours.",
  },
  /** the heading of each borough card's neighborhood chips */
  cardNeighborhoods: "Neighborhoods",
  /** the heading of each borough card's service links */
  cardServices: (city: string) => `Services in ${city}`,
} satisfies PageCopy & { cardNeighborhoods: string; cardServices: (city: string) => string };

/**
 * The section headings of the borough pages and the borough + service pages (their heroes, intros and FAQs
 * come from the location records); `city` is a borough's name, `service` a service's title.
 */
export const locationPagesCopy = {
  /** beside the borough page's photo, over its neighborhood chips */
  neighborhoods: "Neighborhoods We Serve",
  /** the caption of the borough page's figures table */
  glance: (city: string) => `${city} at a glance`,
  /** over the borough page's folded list of every neighborhood */
  allNeighborhoods: (count: number) => `All ${count} neighborhoods we cover`,
  /** the eyebrow of the borough + service page's figures card */
  stats: (city: string) => `Our work in ${city}`,
  cityFaq: (city: string) => `${city} SEO & Web Design FAQ`,
  howItWorks: (service: string, city: string) => `How ${service} Works for ${city} Businesses`,
  benefits: (city: string) => `What You Get in ${city}`,
  /** `service` is the service's short title */
  work: (service: string) => `${service} Work We Are Proud Of`,
  clientQuote: (city: string) => `A ${city} Client on Working with Us`,
  neighborhoodsIn: (city: string) => `Neighborhoods We Serve in ${city}`,
  /** the heading of the borough + service page's links to the borough's other services */
  moreServices: (city: string) => `More Services in ${city}`,
  faq: (service: string, city: string) => `${service} in ${city}: Questions We Hear`,
  /** a borough + service page's proof section */
  proofTitle: "Why New York Businesses Choose Us",
  cta: (service: string, city: string) => `${service} for ${city}, Planned in One Call`,
};

/** A case study's section headings (its chapters' titles come from the record). */
export const caseStudyCopy = {
  challengeEyebrow: "The challenge",
  solutionEyebrow: "The solution",
  resultsEyebrow: "The results",
  beforeAfterTitle: "Before and After",
  /** the visually hidden heading of the figures band */
  figuresTitle: "Results in Figures",
  screensTitle: (client: string) => `Inside the ${client} Website`,
  moreWorkTitle: "Other Projects Like This",
};

/** A service page's price card (the rest of a service page's copy is its record in service-pages/). */
export const servicePageCopy = {
  /** the card's eyebrow */
  priceEyebrow: (service: string) => `${service} pricing`,
};

/** /blog; a later page of the list says its number. */
export const blogCopy = {
  seo: (page: number): SeoCopy =>
    page > 1
      ? {
          title: `Marketing & Web Design Blog, Page ${page}`,
          description: `Page ${page} of our guides on local SEO, web design, PPC and reputation for New York business owners.`,
        }
      : {
          title: "Marketing & Web Design Blog",
          description:
            "Plain-English guides on local SEO, web design, PPC and online reviews, written for New York business owners by our strategists.",
        },
  hero: {
    title: "Guides for Growing a Local Business Online",
    lede: "What we learn running websites, search and ads for New York businesses, written so you can act on it this week.",
  },
  /** the eyebrow of a category's page (its title is the category's name) */
  categoryEyebrow: "Blog category",
  /** a category page's SEO copy: the category's own description when it has one of 50 characters or more */
  categorySeo: (name: string, page: number, description?: string): SeoCopy => ({
    title: page > 1 ? `${name} Articles, Page ${page}` : `${name} Articles`,
    description:
      description && description.length >= 50
        ? description
        : `Our ${name.toLowerCase()} articles for New York business owners: practical steps, real examples and plain English.`,
  }),
  /** a category page's lede: how many articles it has, or that the categories could not be loaded */
  categoryLede: (total: number) => `${total} ${total === 1 ? "article" : "articles"}`,
  categoryFailed: "Failed to load category",
  /** the visually hidden heading of a category's list */
  categoryListTitle: (name: string) => `${name} Articles`,
  featuredTitle: "Featured Articles",
  allTitle: "All Articles",
  /** a category page with no posts */
  emptyCategory: "No Posts Found",
  /** over an article's share links */
  shareTitle: "Share this article",
  /** the closing call to action under an article */
  articleCtaTitle: "Put This Article to Work",
  /** the sidebar's headings, on /blog and beside an article */
  sidebar: {
    recent: "Recent Posts",
    categories: "Popular Categories",
    newsletter: "Get Our Monthly Tips",
    help: "Need Expert Help?",
  },
};

/** The "Error Loading Post" page (the spec's error catalogue: the content API failed). */
export const postErrorCopy = {
  seo: {
    title: "Error Loading Post",
    description:
      "This article could not be loaded right now. Please try again in a moment, or browse the rest of our blog.",
  },
  hero: { title: "Error Loading Post", lede: "Failed to load post" },
} satisfies PageCopy;

export const contactCopy = {
  seo: {
    title: "Contact Us for a Free Consultation",
    description: `Send us a message, book a free strategy call or call our New York team. ${facts.replyPromise} with a plan and a price.`,
  },
  hero: {
    title: "Let\u2019s Talk About Growing Your Business",
    lede: "Tell us where you are and where you want to be. You will get a clear plan, a fixed price and a timeline, with no obligation and no hard sell.",
  },
  pricing: {
    title: "Simple, Transparent Pricing Plans",
    lede: "Clear starting prices and typical budgets for every service.",
  },
  /** the heading and lede of the form's card, and the headings of the two cards beside it */
  formTitle: "Send Message",
  formLede: "All fields are required.",
  detailsTitle: "Contact Details",
  supportTitle: "Need Immediate Support?",
  /** the booking section (#book-a-call) under them */
  booking: {
    title: "Book a Free 30-Minute Strategy Call",
    lede: "Pick a time that suits you. We will look at your website, your search visibility and your goals, and leave you with three concrete next steps, whether or not you work with us.",
  },
} satisfies PageCopy & {
  pricing: HeroCopy;
  formTitle: string;
  formLede: string;
  detailsTitle: string;
  supportTitle: string;
  booking: HeroCopy;
};
