/**
 * Reviews page copy for /reviews (the spec's screens and routes, "Reviews", entities "Reviews-page
 * testimonial" and "Review platform card", the spec's states and transitions reviews filter, business
 * constants static claims). The filter starts at "All Services"; choosing a service shows the testimonials
 * whose `service` text contains the chosen text, case-insensitive.
 */
import type { ServiceSlug } from "../redirects";
import type { Img, Link, Stat } from "./types";
import { facts, figures } from "./facts";
import { portraitOf, resultOf } from "./attributions";
import { clients, placeOf, type ClientId } from "./clients";
import { locations } from "./locations";

/** The boroughs served, from the location records: "Brooklyn, Manhattan, Queens and Staten Island" */
export const servedPlaces = (() => {
  const cities = locations.map((l) => l.city);
  return cities.length > 1 ? `${cities.slice(0, -1).join(", ")} and ${cities.at(-1)}` : (cities[0] ?? "");
})();

/** The reviews filter's first choice, which shows every review (the spec's states and transitions). */
export const ALL_SERVICES = "All Services";

/**
 * the spec's states and transitions: the filter options, in display order; the first one shows every
 * testimonial
 */
export const reviewServices = [
  ALL_SERVICES,
  "Custom Web Design",
  "Local SEO",
  "PPC Advertising",
  "Reputation Management",
  "eCommerce Solutions",
  "UI/UX Design",
] as const;

export type ReviewFilterOption = (typeof reviewServices)[number];
/** One of the six core service names (also used by the case studies). */
export type ServiceName = Exclude<ReviewFilterOption, "All Services">;

/** Where each service name links, for a "See the service" link next to a review or case study. */
export const serviceHrefs: Record<ServiceName, `/services/${ServiceSlug}`> = {
  "Custom Web Design": "/services/custom-web-design",
  "Local SEO": "/services/local-seo",
  "PPC Advertising": "/services/ppc-advertising",
  "Reputation Management": "/services/reputation-management",
  "eCommerce Solutions": "/services/ecommerce-solutions",
  "UI/UX Design": "/services/ui-ux-design",
};

export type ReviewMetric = { label: string; value: string };

/** the spec's entities, "Reviews-page testimonial" (made from the client's record: clients.ts `review`) */
export type ReviewTestimonial = {
  client: ClientId;
  quote: string;
  author: string;
  position: string;
  company: string;
  /** "Neighborhood, Borough" */
  location: string;
  /** 96x96 avatar */
  image: Img;
  rating: 5;
  platform: "Google" | "Facebook";
  service: ServiceName;
  metrics: [ReviewMetric, ReviewMetric];
};

/** A review on /reviews: the client's words, two of its results and the service it bought. */
export function review(
  id: ClientId,
  results: [string, string],
  quote: string,
  platform: ReviewTestimonial["platform"],
  service: ServiceName,
): ReviewTestimonial {
  const c = clients[id];
  const metric = (label: string): ReviewMetric => {
    const { value } = resultOf(id, label);
    return { label, value };
  };
  if (!c.portrait) throw new Error(`clients.ts: ${id} has no drawn portrait for /reviews`);
  return {
    client: id,
    quote,
    author: c.person,
    position: c.role,
    company: c.company,
    location: placeOf(c),
    image: { ...portraitOf(c), alt: `Illustrated avatar of ${c.person}` },
    rating: 5,
    platform,
    service,
    metrics: [metric(results[0]), metric(results[1])],
  };
}

/** the spec's entities, "Review platform card" */
export type ReviewPlatform = {
  platform: "Google" | "Facebook" | "Yelp" | "Clutch";
  /** average star rating out of 5, e.g. 4.9 (render with toFixed(1)) */
  rating: number;
  /** reviews count text, e.g. "150+ reviews" */
  count: string;
  /** 120x40 neutral wordmark */
  logo: Img;
  /** the link's wording; its target is the agency's profile (REVIEWS_<PLATFORM>_URL), no link without one */
  linkLabel: string;
};

export type ReviewsContent = {
  seo: { title: string; description: string };
  hero: { title: string; lede: string };
  /** the spec's screens and routes: rating, clients, retention, awards */
  stats: [Stat, Stat, Stat, Stat];
  /** heading and filter wording around the testimonial cards */
  list: { title: string; lede: string; filterLabel: string; empty: string };
  testimonials: ReviewTestimonial[];
  /** heading above the platform cards */
  platformsIntro: { title: string; lede: string };
  platforms: [ReviewPlatform, ReviewPlatform, ReviewPlatform, ReviewPlatform];
  cta: { title: string; body: string; primary: Link; secondary: Link };
};

const platformLogo = (file: string, name: string): Img => ({
  src: `/images/platforms/${file}.svg`,
  alt: `${name} logo`,
  width: 120,
  height: 40,
});

/** A platform card's rating and review count, from facts.ts (the spec's screens and routes). */
function platformFigures(platform: ReviewPlatform["platform"]) {
  const fact = facts.reviewPlatforms.find((p) => p.platform === platform);
  if (!fact) throw new Error(`facts.ts has no review figures for ${platform}`);
  return { platform, rating: fact.rating, count: `${fact.reviews}+ reviews` };
}

export const reviews: ReviewsContent = {
  seo: {
    title: "Client Reviews & Testimonials",
    description: `Read what New York business owners say about our web design, SEO, PPC and reputation work: a ${figures.rating} average rating across Google, Facebook, Yelp and Clutch.`,
  },
  hero: {
    title: "What New York Businesses Say About Working With Us",
    lede: `Bakeries, law firms, clinics, contractors and online shops across ${servedPlaces} trust us with the way their customers find them. Here is what they say, in their own words, about the work and the results.`,
  },
  stats: [
    { value: figures.rating, label: "Average rating" },
    { value: figures.clients, label: "Happy clients" },
    { value: figures.retention, label: "Client retention" },
    { value: figures.awards, label: "Industry awards" },
  ],
  list: {
    title: "Real Results From Real Clients",
    lede: "Every review below comes from a business we work with, along with the numbers that changed. Filter by service to see the work closest to what you need.",
    filterLabel: "Filter reviews by service",
    empty: "No reviews for this service yet. Choose another service or see them all.",
  },
  testimonials: [
    review(
      "vasquez-family-bakery",
      ["Catering inquiries", "Mobile speed score"],
      "Our old site was a phone number and a blurry photo of the storefront. The new one shows the whole pastry case, takes catering orders and loads instantly on a phone. We had three wedding cake inquiries in the first week, which had never happened before.",
      "Google",
      "Custom Web Design",
    ),
    review(
      "volkov-auto-repair",
      ["Calls from Google profile", "Top-3 map rankings"],
      "We were on page three for auto repair in Sheepshead Bay, even though we've been on the same corner for twenty years. Four months later we show up in the map results for every service we care about. The phone rings with people who already know where we are.",
      "Google",
      "Local SEO",
    ),
    review(
      "northside-heating",
      ["Cost per lead", "Booked jobs from ads"],
      "Our ads used to run all night on searches like how to fix a furnace. They rebuilt the campaigns around emergency calls in the neighborhoods we actually serve and added call tracking, so we can see which ads book jobs. Same budget, far more booked jobs.",
      "Google",
      "PPC Advertising",
    ),
    review(
      "casa-santos",
      ["Google rating", "New reviews per month"],
      "A few bad reviews from a rough month were sitting at the top of our Google profile. They set up review requests after every reservation and drafted thoughtful replies for us to approve. We went from 3.8 to 4.6 stars in five months, and weekend bookings show it.",
      "Facebook",
      "Reputation Management",
    ),
    review(
      "harlem-shea",
      ["Online revenue", "Repeat purchase rate"],
      "We moved from a marketplace storefront to our own shop, and they made the switch painless: products, reviews and customers all came across. Checkout is two steps now and subscriptions are built in. Repeat orders have become the backbone of the business.",
      "Facebook",
      "eCommerce Solutions",
    ),
    review(
      "brightside-home-care",
      ["Form completion rate", "Time to request care"],
      "Families were abandoning our care-request form halfway through. The team interviewed our coordinators, watched real people try the site and cut the form from four pages to one. Requests are up, and the ones that come in have everything we need.",
      "Facebook",
      "UI/UX Design",
    ),
    review(
      "greene-hale",
      ["Project inquiries", "Design to launch"],
      "We needed a portfolio site that felt as considered as our buildings, and they got it right in the first round of designs. They were clear about the timeline, hit every date and trained our office manager to add new projects herself. Clients now mention the site before we've shown them a single drawing.",
      "Google",
      "Custom Web Design",
    ),
    review(
      "lotus-leaf",
      ["Direction requests", "Visits from search"],
      "They fixed our listings on every directory, rewrote the menu pages so search engines could read them and got us answering reviews every week. Direction requests doubled by spring, and weekday lunch is finally busy.",
      "Facebook",
      "Local SEO",
    ),
    review(
      "studio-nine-pilates",
      ["Cost per sign-up", "Return on ad spend"],
      "We launched a second studio and needed intro-class sign-ups fast. The campaigns were live in two days, with a landing page for each class type. We filled our founding-member spots three weeks ahead of schedule.",
      "Facebook",
      "PPC Advertising",
    ),
    review(
      "caruso-italian-pantry",
      ["Holiday gift-box orders", "Orders taken by phone"],
      "Holiday gift boxes used to be all phone orders and handwritten tickets. Now customers build their own boxes online, pick a delivery date and pay up front, and orders go straight to our prep list. We shipped more boxes last December than in the two years before combined.",
      "Google",
      "eCommerce Solutions",
    ),
    review(
      "klein-roofing",
      ["Google reviews", "Estimate requests"],
      "Homeowners check reviews before they let a roofer up a ladder. We did great work and had almost no reviews to show for it. Now every finished job gets a text asking for feedback, and we've collected more reviews this year than in the previous ten.",
      "Google",
      "Reputation Management",
    ),
    review(
      "richmond-pt",
      ["New-patient requests", "Routine front-desk calls"],
      "Patients used to call just to ask whether we took their insurance. Now the site answers that, lets them request an evaluation and shows exactly where to park. Routine calls to the front desk are down and new-patient bookings are up.",
      "Facebook",
      "Custom Web Design",
    ),
    review(
      "haddad-dentistry",
      ["New patients per month", "Organic traffic"],
      "We tried two SEO companies before and got reports full of charts no one could explain. This team told us what they were doing each month and why, and our new-patient numbers moved within the first quarter. We now rank for dentist near me across most of Forest Hills.",
      "Google",
      "Local SEO",
    ),
    review(
      "mercer-adeyemi",
      ["Consultations booked", "Wasted ad spend"],
      "They cut our wasted spend in the first month by adding hundreds of negative keywords and splitting campaigns by language. We now get consultations from Spanish- and French-speaking clients through ads written for them. For the first time, I know what each new case costs us.",
      "Google",
      "PPC Advertising",
    ),
    review(
      "loom-ledger",
      ["Cart abandonment", "Mobile conversion rate"],
      "Our store looked like every other template, and mobile shoppers were dropping out at checkout. They redesigned our product pages, showed shipping costs up front and cut checkout to a single page. Mobile sales overtook desktop within two months.",
      "Google",
      "eCommerce Solutions",
    ),
    review(
      "prospect-tutoring",
      ["Online enrollments", "Program-page bounce rate"],
      "Parents couldn't tell which program fit their child, so they called us instead. The new flow asks three questions and recommends a program, with prices right there. Enrollment calls are shorter and online sign-ups have nearly doubled.",
      "Google",
      "UI/UX Design",
    ),
  ],
  platformsIntro: {
    title: "Read Our Reviews on Every Platform",
    lede: `${figures.reviews} reviews on four platforms, public and unfiltered. See what clients say on the platforms you already trust.`,
  },
  platforms: [
    {
      ...platformFigures("Google"),
      logo: platformLogo("google", "Google"),
      linkLabel: "Read our Google reviews",
    },
    {
      ...platformFigures("Facebook"),
      logo: platformLogo("facebook", "Facebook"),
      linkLabel: "Read our Facebook reviews",
    },
    {
      ...platformFigures("Yelp"),
      logo: platformLogo("yelp", "Yelp"),
      linkLabel: "Read our Yelp reviews",
    },
    {
      ...platformFigures("Clutch"),
      logo: platformLogo("clutch", "Clutch"),
      linkLabel: "Read our Clutch reviews",
    },
  ],
  cta: {
    title: "Let's Earn Your Five Stars",
    body: "Tell us about your business and your goals. We'll review your website and online presence and show you, in plain numbers, where the next customers will come from.",
    primary: { label: "Get Free Consultation", href: "/contact" },
    secondary: { label: "View Case Studies", href: "/case-studies" },
  },
};
