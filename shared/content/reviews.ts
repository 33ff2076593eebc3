/**
 * Reviews page copy for /reviews (spec 000 §2 "Reviews", §3 "Reviews-page testimonial" and "Review platform
 * card", §4 reviews filter, §9 static claims). The filter starts at "All Services"; choosing a service shows
 * the testimonials whose `service` text contains the chosen text, case-insensitive.
 */
import type { ServiceSlug } from "../redirects";
import type { Img, Link, Stat } from "./types";
import { facts, figures } from "./facts";

/** spec 000 §4: the filter options, in display order; the first one shows every testimonial */
export const reviewServices = [
  "All Services",
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

/** spec 000 §3 "Reviews-page testimonial" */
export type ReviewTestimonial = {
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

/** spec 000 §3 "Review platform card" */
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
  hero: { eyebrow: string; title: string; lede: string };
  /** spec 000 §2: rating, clients, retention, awards */
  stats: [Stat, Stat, Stat, Stat];
  /** heading and filter wording around the testimonial cards */
  list: { title: string; lede: string; filterLabel: string; empty: string };
  testimonials: ReviewTestimonial[];
  /** heading above the platform cards */
  platformsIntro: { title: string; lede: string };
  platforms: [ReviewPlatform, ReviewPlatform, ReviewPlatform, ReviewPlatform];
  cta: { title: string; body: string; primary: Link; secondary: Link };
};

const avatar = (file: string, author: string): Img => ({
  src: `/images/people/${file}.svg`,
  alt: `Illustrated avatar of ${author}`,
  width: 96,
  height: 96,
});

const platformLogo = (file: string, name: string): Img => ({
  src: `/images/platforms/${file}.svg`,
  alt: `${name} logo`,
  width: 120,
  height: 40,
});

/** A platform card's rating and review count, from facts.ts (spec 000 §2). */
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
    eyebrow: "Client reviews",
    title: "What New York Businesses Say About Working With Us",
    lede: "Bakeries, law firms, clinics, contractors and online shops across the five boroughs trust us with the way their customers find them. Here is what they say, in their own words, about the work and the results.",
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
    {
      quote:
        "Our old site was a phone number and a blurry photo of the storefront. The new one shows the whole pastry case, takes catering orders and loads instantly on a phone. We had three wedding cake inquiries in the first week, which had never happened before.",
      author: "Elena Vasquez",
      position: "Owner",
      company: "Vasquez Family Bakery",
      location: "Bay Ridge, Brooklyn",
      image: avatar("elena-vasquez", "Elena Vasquez"),
      rating: 5,
      platform: "Google",
      service: "Custom Web Design",
      metrics: [
        { label: "Catering inquiries", value: "+64%" },
        { label: "Mobile speed score", value: "96/100" },
      ],
    },
    {
      quote:
        "We were on page three for auto repair in Sheepshead Bay, even though we've been on the same corner for twenty years. Four months later we show up in the map results for every service we care about. The phone rings with people who already know where we are.",
      author: "Dmitri Volkov",
      position: "Owner",
      company: "Volkov Auto Repair",
      location: "Sheepshead Bay, Brooklyn",
      image: avatar("dmitri-volkov", "Dmitri Volkov"),
      rating: 5,
      platform: "Google",
      service: "Local SEO",
      metrics: [
        { label: "Calls from Google profile", value: "+118%" },
        { label: "Top-3 map rankings", value: "14 terms" },
      ],
    },
    {
      quote:
        "Our ads used to run all night on searches like how to fix a furnace. They rebuilt the campaigns around emergency calls in the neighborhoods we actually serve and added call tracking, so we can see which ads book jobs. Same budget, far more booked jobs.",
      author: "Kevin Tran",
      position: "Owner",
      company: "Northside Heating & Cooling",
      location: "Long Island City, Queens",
      image: avatar("kevin-tran", "Kevin Tran"),
      rating: 5,
      platform: "Google",
      service: "PPC Advertising",
      metrics: [
        { label: "Cost per lead", value: "-38%" },
        { label: "Booked jobs from ads", value: "+71%" },
      ],
    },
    {
      quote:
        "A few bad reviews from a rough month were sitting at the top of our Google profile. They set up review requests after every reservation and drafted thoughtful replies for us to approve. We went from 3.8 to 4.6 stars in five months, and weekend bookings show it.",
      author: "Maria Santos",
      position: "General Manager",
      company: "Casa Santos Restaurant",
      location: "Jackson Heights, Queens",
      image: avatar("maria-santos", "Maria Santos"),
      rating: 5,
      platform: "Facebook",
      service: "Reputation Management",
      metrics: [
        { label: "Google rating", value: "3.8 → 4.6" },
        { label: "New reviews per month", value: "+210%" },
      ],
    },
    {
      quote:
        "We moved from a marketplace storefront to our own shop, and they made the switch painless: products, reviews and customers all came across. Checkout is two steps now and subscriptions are built in. Repeat orders have become the backbone of the business.",
      author: "Aisha Bello",
      position: "Founder",
      company: "Harlem Shea Co.",
      location: "Harlem, Manhattan",
      image: avatar("aisha-bello", "Aisha Bello"),
      rating: 5,
      platform: "Facebook",
      service: "eCommerce Solutions",
      metrics: [
        { label: "Online revenue", value: "+94%" },
        { label: "Repeat purchase rate", value: "+37%" },
      ],
    },
    {
      quote:
        "Families were abandoning our care-request form halfway through. The team interviewed our coordinators, watched real people try the site and cut the form from four pages to one. Requests are up, and the ones that come in have everything we need.",
      author: "Liam Fitzgerald",
      position: "Operations Director",
      company: "Brightside Home Care",
      location: "Upper West Side, Manhattan",
      image: avatar("liam-fitzgerald", "Liam Fitzgerald"),
      rating: 5,
      platform: "Facebook",
      service: "UI/UX Design",
      metrics: [
        { label: "Form completion rate", value: "+83%" },
        { label: "Time to request care", value: "4 min → 90 sec" },
      ],
    },
    {
      quote:
        "We needed a portfolio site that felt as considered as our buildings, and they got it right in the first round of designs. They were clear about the timeline, hit every date and trained our office manager to add new projects herself. Clients now mention the site before we've shown them a single drawing.",
      author: "Marcus Greene",
      position: "Principal",
      company: "Greene & Hale Architects",
      location: "Tribeca, Manhattan",
      image: avatar("marcus-greene", "Marcus Greene"),
      rating: 5,
      platform: "Google",
      service: "Custom Web Design",
      metrics: [
        { label: "Project inquiries", value: "+48%" },
        { label: "Design to launch", value: "6 weeks" },
      ],
    },
    {
      quote:
        "They fixed our listings on every directory, rewrote the menu pages so search engines could read them and got us answering reviews every week. Direction requests doubled by spring, and weekday lunch is finally busy.",
      author: "Grace Liu",
      position: "Co-owner",
      company: "Lotus Leaf Dumpling House",
      location: "Flushing, Queens",
      image: avatar("grace-liu", "Grace Liu"),
      rating: 5,
      platform: "Facebook",
      service: "Local SEO",
      metrics: [
        { label: "Direction requests", value: "+104%" },
        { label: "Visits from search", value: "+76%" },
      ],
    },
    {
      quote:
        "We launched a second studio and needed intro-class sign-ups fast. The campaigns were live in two days, with a landing page for each class type. We filled our founding-member spots three weeks ahead of schedule.",
      author: "Samantha Price",
      position: "Marketing Director",
      company: "Studio Nine Pilates",
      location: "Chelsea, Manhattan",
      image: avatar("samantha-price", "Samantha Price"),
      rating: 5,
      platform: "Facebook",
      service: "PPC Advertising",
      metrics: [
        { label: "Cost per sign-up", value: "-44%" },
        { label: "Return on ad spend", value: "4.2x" },
      ],
    },
    {
      quote:
        "Holiday gift boxes used to be all phone orders and handwritten tickets. Now customers build their own boxes online, pick a delivery date and pay up front, and orders go straight to our prep list. We shipped more boxes last December than in the two years before combined.",
      author: "Joseph Caruso",
      position: "Owner",
      company: "Caruso Italian Pantry",
      location: "Carroll Gardens, Brooklyn",
      image: avatar("joseph-caruso", "Joseph Caruso"),
      rating: 5,
      platform: "Google",
      service: "eCommerce Solutions",
      metrics: [
        { label: "Holiday gift-box orders", value: "+126%" },
        { label: "Orders taken by phone", value: "-70%" },
      ],
    },
    {
      quote:
        "Homeowners check reviews before they let a roofer up a ladder. We did great work and had almost no reviews to show for it. Now every finished job gets a text asking for feedback, and we've collected more reviews this year than in the previous ten.",
      author: "Robert Klein",
      position: "Owner",
      company: "Klein Roofing & Siding",
      location: "Great Kills, Staten Island",
      image: avatar("robert-klein", "Robert Klein"),
      rating: 5,
      platform: "Google",
      service: "Reputation Management",
      metrics: [
        { label: "Google reviews", value: "27 → 164" },
        { label: "Estimate requests", value: "+58%" },
      ],
    },
    {
      quote:
        "Patients used to call just to ask whether we took their insurance. Now the site answers that, lets them request an evaluation and shows exactly where to park. Routine calls to the front desk are down and new-patient bookings are up.",
      author: "Angela Russo",
      position: "Practice Manager",
      company: "Richmond Physical Therapy",
      location: "St. George, Staten Island",
      image: avatar("angela-russo", "Angela Russo"),
      rating: 5,
      platform: "Facebook",
      service: "Custom Web Design",
      metrics: [
        { label: "New-patient requests", value: "+57%" },
        { label: "Routine front-desk calls", value: "-30%" },
      ],
    },
    {
      quote:
        "We tried two SEO companies before and got reports full of charts no one could explain. This team told us what they were doing each month and why, and our new-patient numbers moved within the first quarter. We now rank for dentist near me across most of Forest Hills.",
      author: "Dr. Nadia Haddad",
      position: "Owner & Lead Dentist",
      company: "Haddad Family Dentistry",
      location: "Forest Hills, Queens",
      image: avatar("nadia-haddad", "Dr. Nadia Haddad"),
      rating: 5,
      platform: "Google",
      service: "Local SEO",
      metrics: [
        { label: "New patients per month", value: "+41%" },
        { label: "Organic traffic", value: "+132%" },
      ],
    },
    {
      quote:
        "They cut our wasted spend in the first month by adding hundreds of negative keywords and splitting campaigns by language. We now get consultations from Spanish- and French-speaking clients through ads written for them. For the first time, I know what each new case costs us.",
      author: "Jonathan Mercer",
      position: "Partner",
      company: "Mercer & Adeyemi Immigration Law",
      location: "Brooklyn Heights, Brooklyn",
      image: avatar("jonathan-mercer", "Jonathan Mercer"),
      rating: 5,
      platform: "Google",
      service: "PPC Advertising",
      metrics: [
        { label: "Consultations booked", value: "+86%" },
        { label: "Wasted ad spend", value: "-52%" },
      ],
    },
    {
      quote:
        "Our store looked like every other template, and mobile shoppers were dropping out at checkout. They redesigned our product pages, showed shipping costs up front and cut checkout to a single page. Mobile sales overtook desktop within two months.",
      author: "Priyanka Shah",
      position: "Co-founder",
      company: "Loom & Ledger Stationery",
      location: "Williamsburg, Brooklyn",
      image: avatar("priyanka-shah", "Priyanka Shah"),
      rating: 5,
      platform: "Google",
      service: "eCommerce Solutions",
      metrics: [
        { label: "Cart abandonment", value: "-29%" },
        { label: "Mobile conversion rate", value: "+61%" },
      ],
    },
    {
      quote:
        "Parents couldn't tell which program fit their child, so they called us instead. The new flow asks three questions and recommends a program, with prices right there. Enrollment calls are shorter and online sign-ups have nearly doubled.",
      author: "Hannah Weiss",
      position: "Director",
      company: "Parkside Tutoring Collective",
      location: "Park Slope, Brooklyn",
      image: avatar("hannah-weiss", "Hannah Weiss"),
      rating: 5,
      platform: "Google",
      service: "UI/UX Design",
      metrics: [
        { label: "Online enrollments", value: "+96%" },
        { label: "Program-page bounce rate", value: "-34%" },
      ],
    },
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
    title: "Ready to Be Our Next Success Story?",
    body: "Tell us about your business and your goals. We'll review your website and online presence and show you, in plain numbers, where the next customers will come from.",
    primary: { label: "Get Free Consultation", href: "/contact" },
    secondary: { label: "View Case Studies", href: "/case-studies" },
  },
};
