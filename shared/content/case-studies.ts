/**
 * Case studies for /case-studies and /case-studies/{slug} (the spec's screens and routes, "Case studies",
 * entities "Case study" and "Metric", the spec's business constants, "Case-study figures"): ten client
 * projects across New York. The index shows a hero, four headline stats and one card per client with a "View
 * Full Case Study" link; each case page shows hero metrics, challenge, solution, the delivered site's screens
 * (public/images/work/{slug}/: home, an inner page and two phone screens), before/after images where the
 * project replaced an old site, results and a call to action to /contact.
 */
import type { CaseStudySlug } from "./case-study-slugs";
import type { ClientId } from "./clients";
import type { CityServiceSlug } from "./location-types";
import type { ServiceName } from "./reviews";
import type { Img, Link, ShowcaseTile, Stat } from "./types";
import { caseQuote } from "./attributions";

/**
 * the spec's entities, "Metric": a hero figure on a case page (the first three also fit on the index card)
 */
export type CaseMetric = { value: string; label: string; description: string };

export type CaseSection = { title: string; paragraphs: [string, string] };

/** A screen of the delivered site (public/images/work/{slug}/), shown in a desktop or a phone frame. */
export type CaseScreen = Img & { caption: string };

/**
 * The delivered site's screens: `home` (1440x900) is the full-width hero of the case page and the image of its
 * showcase entry; `page` (1440x900) an inner page; `phones` (390x844 each) two phone screens.
 */
export type CaseScreens = { home: CaseScreen; page: CaseScreen; phones: [CaseScreen, CaseScreen] };

export type CaseStudy = {
  slug: CaseStudySlug;
  /** client name */
  client: string;
  industry: string;
  /** "Neighborhood, Borough" */
  location: string;
  /** 160x48 neutral client logo */
  logo: Img;
  /** the project's cover: 1200x675 for the first three, the home screen (1440x900) for the others */
  image: Img;
  /** card description on the index */
  summary: string;
  tags: [string, string, string];
  seo: { title: string; description: string };
  hero: { title: string; lede: string };
  /** the story in a few words, for its work card (two lines at most at every width: 44 characters or fewer) */
  cardTitle: string;
  metrics: CaseMetric[];
  challenge: CaseSection & { points: string[] };
  solution: CaseSection & { points: string[] };
  /** the delivered site's screens */
  screens: CaseScreens;
  /** 640x400 each: the redesign's before and after, where the project replaced an old site */
  before?: Img & { caption: string };
  after?: Img & { caption: string };
  results: CaseSection;
  /** the client's words (clients.ts `caseQuote`: the contact named as in every other page) */
  testimonial: { client: ClientId; quote: string; author: string; position: string };
  services: ServiceName[];
  /** project length, e.g. "10 weeks" */
  timeline: string;
};

export type CaseStudiesIndex = {
  seo: { title: string; description: string };
  hero: { title: string; lede: string };
  stats: [Stat, Stat, Stat, Stat];
  intro: { title: string; lede: string };
  /** link text on each client card, to /case-studies/{slug} */
  cardLinkLabel: string;
  cta: { title: string; body: string; primary: Link };
  /** closing call to action on every case page */
  caseCta: { title: string; body: string; primary: Link; secondary: Link };
};

export const caseStudiesIndex: CaseStudiesIndex = {
  seo: {
    title: "Case Studies: Web Design & SEO Results",
    description:
      "See how we helped New York businesses grow: 312% more traffic, 203% more leads and 156% revenue growth from redesigns, local SEO and smarter marketing.",
  },
  hero: {
    title: "Real Results for New York Businesses",
    lede: "Every project starts with a business problem, not a design brief. Here is how we helped ten businesses across New York, from a Flatbush bakery to a Financial District law firm, win more customers online, and the numbers that changed.",
  },
  stats: [
    { value: "312%", label: "Traffic growth", description: "Organic traffic for Lice Busters" },
    { value: "203%", label: "More leads", description: "Charter inquiries for White Sails" },
    { value: "156%", label: "Revenue growth", description: "Clinic revenue for Lice Busters" },
    { value: "4.9", label: "Star rating", description: "Google rating for Lice Troopers" },
  ],
  intro: {
    title: "Selected Work",
    lede: "Ten very different businesses, from a bakery and a gym to a dental practice and a law firm, one approach: understand how customers decide, remove everything that slows them down and measure what happens next.",
  },
  cardLinkLabel: "View Full Case Study",
  cta: {
    title: "Make Your Business Our Next Case Study",
    body: "Tell us where your business is today and where you want it to be. We'll show you what we would change first and what results to expect.",
    primary: { label: "Start Your Project", href: "/contact" },
  },
  caseCta: {
    title: "Let's Plan Results Like These for You",
    body: "Book a free consultation. We'll review your website, search presence and reviews, and give you a clear plan with prices and timelines.",
    primary: { label: "Start Your Project", href: "/contact" },
    secondary: { label: "View All Case Studies", href: "/case-studies" },
  },
};

const img = (slug: CaseStudySlug, name: string, alt: string, width: number, height: number): Img => ({
  src: `/images/case-studies/${slug}-${name}.svg`,
  alt,
  width,
  height,
});

const logo = (slug: CaseStudySlug, client: string): Img => ({
  src: `/images/logos/${slug}.svg`,
  alt: `${client} logo`,
  width: 160,
  height: 48,
});

/** One screen of the delivered site, from public/images/work/{slug}/ (desktop 1440x900, phone 390x844). */
const screen = (
  slug: CaseStudySlug,
  name: "home" | "page" | "phone-1" | "phone-2",
  alt: string,
  caption: string,
): CaseScreen => {
  const phone = name.startsWith("phone");
  return {
    src: `/images/work/${slug}/${name}.svg`,
    alt,
    caption,
    width: phone ? 390 : 1440,
    height: phone ? 844 : 900,
  };
};

/** The cover of a project without a 1200x675 cover image: its home screen. */
const homeImage = (slug: CaseStudySlug, alt: string): Img => ({
  src: `/images/work/${slug}/home.svg`,
  alt,
  width: 1440,
  height: 900,
});

const records: CaseStudy[] = [
  {
    slug: "lice-busters",
    client: "Lice Busters",
    industry: "Head lice treatment clinic",
    location: "Park Slope, Brooklyn",
    logo: logo("lice-busters", "Lice Busters"),
    image: img(
      "lice-busters",
      "cover",
      "The redesigned Lice Busters website on a laptop and a phone, with same-day openings and online booking",
      1200,
      675,
    ),
    summary:
      "A Brooklyn head lice clinic with a dated website and almost no search visibility. We rebuilt the site around same-day booking and local search: organic traffic grew 312% and the conversion rate rose from 2.1% to 8.4%.",
    tags: ["Healthcare", "Web Design", "Local SEO"],
    seo: {
      title: "Lice Busters Case Study: 312% More Traffic",
      description:
        "How we rebuilt a Brooklyn lice clinic's website and local SEO: 312% more organic traffic, conversion up from 2.1% to 8.4% and 156% revenue growth.",
    },
    hero: {
      title: "How Lice Busters Turned Late-Night Searches Into Booked Appointments",
      lede: "Parents who find lice want help today, usually searching on a phone, often late at night. We rebuilt Lice Busters' website and local search presence so those parents find the clinic first, trust it quickly and book in a few taps.",
    },
    cardTitle: "Late-Night Searches Turned Into Bookings",
    metrics: [
      {
        value: "312%",
        label: "Increase in organic traffic",
        description:
          "More parents finding the clinic through Google Search and Maps for lice treatment in Brooklyn.",
      },
      {
        value: "8.4%",
        label: "Website conversion rate",
        description: "Up from 2.1%, so four times as many visitors now book online or call.",
      },
      {
        value: "156%",
        label: "Revenue growth",
        description: "Driven by more booked treatments and bookings that arrive around the clock.",
      },
    ],
    challenge: {
      title: "A Clinic Parents Couldn't Find or Book",
      paragraphs: [
        "Lice Busters had a loyal following by word of mouth, but its website was a single long page built years earlier. It listed no treatment prices, showed outdated opening hours and relied on a contact form that went to an inbox nobody checked after closing, which is exactly when most parents discover the problem.",
        "In search, the clinic barely existed. Its Google Business Profile was unclaimed, its address appeared in different forms across directories, and national chains and home-remedy articles took every top result for lice treatment searches in Brooklyn.",
      ],
      points: [
        "No online booking: every appointment depended on a phone call during business hours",
        "Slow, desktop-first pages for an audience searching almost entirely on phones",
        "Unclaimed Google Business Profile and inconsistent directory listings",
        "No prices or treatment details, so anxious parents kept searching elsewhere",
      ],
    },
    solution: {
      title: "A Booking-First Website Built for Local Search",
      paragraphs: [
        "We designed the new site around one job: getting a worried parent from a search result to a confirmed appointment as quickly as possible. Every page leads with same-day availability, clear pricing and a Book Now button that stays in reach, and online booking syncs with the clinic's calendar so late-night visitors can reserve the first slot of the morning.",
        "At the same time, we claimed and rebuilt the Google Business Profile, cleaned up listings across the major directories and wrote pages for each treatment and each neighborhood the clinic serves. A focused search campaign covered urgent, high-intent searches while the organic rankings climbed.",
      ],
      points: [
        "Mobile-first redesign with online booking and click-to-call on every page",
        "Treatment pages with prices, what to expect and aftercare guidance",
        "Google Business Profile rebuilt with photos, services, hours and regular posts",
        "Neighborhood pages for the Brooklyn areas the clinic serves",
        "Search ads on urgent terms such as same-day lice removal",
      ],
    },
    screens: {
      home: screen(
        "lice-busters",
        "home",
        "The Lice Busters home page: the “Lice-free families, starting today” hero with today's open appointment times and a Book button",
        "Parents see today's open times and can book the first free slot from the home page.",
      ),
      page: screen(
        "lice-busters",
        "page",
        "The Lice Busters treatments and prices page, with each treatment's price, length and what is included",
        "Upfront prices for every treatment, so parents know the cost before they book.",
      ),
      phones: [
        screen(
          "lice-busters",
          "phone-1",
          "Booking a Lice Busters treatment on a phone: choosing a time slot at the Park Slope clinic",
          "Picking a time takes one tap, even late at night.",
        ),
        screen(
          "lice-busters",
          "phone-2",
          "The Lice Busters booking confirmed screen on a phone, with the visit's date, time, treatment and address",
          "A clear confirmation with the time, the price and directions to the clinic.",
        ),
      ],
    },
    before: {
      ...img(
        "lice-busters",
        "before",
        "The old Lice Busters website: one long, cluttered page with small grey text and a generic contact form",
        640,
        400,
      ),
      caption: "Before: one long page with no prices, no booking and a form that went unanswered at night.",
    },
    after: {
      ...img(
        "lice-busters",
        "after",
        "The redesigned Lice Busters website: today's open appointment times and a Book now button",
        640,
        400,
      ),
      caption: "After: same-day availability, clear prices and a booking button above the fold.",
    },
    results: {
      title: "Four Times the Conversion Rate and a Fuller Calendar",
      paragraphs: [
        "Organic traffic grew 312% as the clinic moved into the Google Maps results for the searches parents actually use. Just as important, those visitors now act: the site's conversion rate rose from 2.1% to 8.4%, so four times as many visitors book online or call.",
        "Bookings now arrive around the clock and land directly on the schedule, so the team spends less time on the phone and more time treating families. Together, these changes drove 156% growth in clinic revenue.",
      ],
    },
    testimonial: caseQuote(
      "lice-busters",
      "Parents find us at ten at night with a child scratching their head, and now they can book the first appointment of the morning right from their phone. Our calendar fills up before we even open.",
    ),
    services: ["Custom Web Design", "Local SEO", "PPC Advertising"],
    timeline: "8 weeks",
  },
  {
    slug: "white-sails",
    client: "White Sails",
    industry: "Sailing charters & boating",
    location: "Battery Park City, Manhattan",
    logo: logo("white-sails", "White Sails"),
    image: img(
      "white-sails",
      "cover",
      "The redesigned White Sails website on a laptop and a phone, with trip cards for sunset sails and private charters",
      1200,
      675,
    ),
    summary:
      "A Manhattan sailing charter whose trips were hidden behind a slow, confusing website. A mobile-first redesign lifted engagement 147%, mobile traffic 92% and charter leads 203%, and cut the bounce rate by 45%.",
    tags: ["Hospitality", "UI/UX Design", "Web Design"],
    seo: {
      title: "White Sails Case Study: 203% More Leads",
      description:
        "How a mobile-first redesign gave a Manhattan sailing charter 203% more leads, 147% more engagement, 92% more mobile traffic and 45% fewer bounces.",
    },
    hero: {
      title: "How White Sails Tripled Charter Inquiries With a Mobile-First Redesign",
      lede: "White Sails runs sunset sails, private charters and sailing lessons around New York Harbor. We redesigned its website so visitors can see the experience, compare trips and send an inquiry from wherever they are, in a few taps.",
    },
    cardTitle: "Three Times the Charter Inquiries",
    metrics: [
      {
        value: "+147%",
        label: "Engagement",
        description:
          "Visitors now spend more time exploring trips, photos and the fleet before they get in touch.",
      },
      {
        value: "+92%",
        label: "Mobile traffic",
        description: "More visitors arriving on phones, helped by faster pages and new local search pages.",
      },
      {
        value: "+203%",
        label: "Charter leads",
        description:
          "Inquiries for private charters, events and lessons through the trip finder and new forms.",
      },
      {
        value: "−45%",
        label: "Bounce rate",
        description:
          "Fewer visitors leaving after one page, thanks to a clear first screen and fast loading.",
      },
    ],
    challenge: {
      title: "A Beautiful Experience Hidden Behind a Hard-to-Use Site",
      paragraphs: [
        "White Sails had glowing reviews from guests and striking photography, but its website buried both. The home page opened with a slow slideshow, trip details and prices lived in downloadable PDFs, and the only way to ask about a private charter was a long form that was hard to fill in on a phone.",
        "Most visitors arrived on mobile from social media or search, looked for a price or an open date, found neither and left. The office answered the same questions by email all season, and corporate and event planners often booked elsewhere before they ever got in touch.",
      ],
      points: [
        "A slow slideshow home page that pushed key information out of sight",
        "Trip details and prices locked in downloadable PDFs",
        "A long, desktop-only inquiry form for private charters and events",
        "No clear path for different visitors: tourists, locals, corporate planners and students",
      ],
    },
    solution: {
      title: "A Mobile-First Redesign Built Around the Trip",
      paragraphs: [
        "We started with research: interviews with the captains and office staff, a review of a season's inquiry emails and usability sessions with past guests. It showed us what people need before they decide: how long the trip is, what's included, who it suits and what it costs.",
        "The new site puts those answers first. Each trip has its own page with photos, duration, capacity and pricing, and a short trip finder suggests the right sail for a date, group size and occasion. The charter form now asks only for the essentials, and every page was rebuilt to load quickly on a phone.",
      ],
      points: [
        "User research with captains, office staff and past guests",
        "Trip pages with duration, capacity, what's included and pricing",
        "A trip finder that matches date, group size and occasion",
        "A short, mobile-friendly inquiry form for charters and events",
        "Local search pages for harbor sails, sunset cruises and corporate outings",
      ],
    },
    screens: {
      home: screen(
        "white-sails",
        "home",
        "The White Sails home page: the “Sail New York Harbor” hero with trip cards for the Sunset Sail, Private Charter and Sailing Lessons",
        "Visitors compare the three ways to sail the harbor on the very first screen.",
      ),
      page: screen(
        "white-sails",
        "page",
        "The White Sails trip finder page, comparing the Sunset Sail, Private Charter and Sailing Lessons side by side",
        "Guests compare trips side by side and find the one that suits their group.",
      ),
      phones: [
        screen(
          "white-sails",
          "phone-1",
          "The White Sails trip finder form on a phone, asking for a date, the number of guests and the trip type",
          "Three quick questions match each guest with the right sail.",
        ),
        screen(
          "white-sails",
          "phone-2",
          "The White Sails private charter inquiry form on a phone, with name, date, guests and occasion fields",
          "Charter inquiries arrive with the date, group size and occasion filled in.",
        ),
      ],
    },
    before: {
      ...img(
        "white-sails",
        "before",
        "The old White Sails website: a large slideshow, PDF download links and a long inquiry form",
        640,
        400,
      ),
      caption: "Before: a slow slideshow, PDF trip sheets and a long form built for desktop.",
    },
    after: {
      ...img(
        "white-sails",
        "after",
        "The redesigned White Sails website: a harbor hero image, trip cards with prices and a Check dates button",
        640,
        400,
      ),
      caption: "After: trips you can compare at a glance and an inquiry you can send from your phone.",
    },
    results: {
      title: "More Guests Exploring, and Three Times the Inquiries",
      paragraphs: [
        "Engagement rose 147% as visitors browsed trips, photos and the fleet instead of leaving after the first screen, and the bounce rate fell 45%. Mobile traffic grew 92%, helped by faster pages and the new local search pages.",
        "Most important, charter leads rose 203%. The office now receives complete inquiries with the date, group size and occasion already filled in, so quotes go out faster and fewer bookings slip away to competitors.",
      ],
    },
    testimonial: caseQuote(
      "white-sails",
      "Our trips always sold themselves once people were on the boat. Now the website does the same job on a phone screen, and we hear from corporate planners we never used to reach.",
    ),
    services: ["UI/UX Design", "Custom Web Design", "Local SEO"],
    timeline: "10 weeks",
  },
  {
    slug: "lice-troopers",
    client: "Lice Troopers",
    industry: "Head lice treatment & products",
    location: "Bayside, Queens",
    logo: logo("lice-troopers", "Lice Troopers"),
    image: img(
      "lice-troopers",
      "cover",
      "The rebuilt Lice Troopers website on a laptop and a phone, with clinic and home-visit booking and an online store",
      1200,
      675,
    ),
    summary:
      "A Queens lice treatment service with a slow site and products sold only by phone. A fast rebuild, an online store and a review program cut load time 67%, lifted retention 89% and now draw 50K+ visitors a month.",
    tags: ["Healthcare", "eCommerce", "Reputation"],
    seo: {
      title: "Lice Troopers Case Study: 67% Faster Site",
      description:
        "How a fast rebuild, an online store and a review program cut load time 67%, lifted retention 89% and earned a Queens lice service a 4.9-star rating.",
    },
    hero: {
      title: "How Lice Troopers Built a Faster Site, a Real Store and a 4.9-Star Reputation",
      lede: "Lice Troopers treats families in its clinic and in their homes, and sells the combs and prevention sprays that keep lice from coming back. We rebuilt the site for speed, turned the product list into a working store and made reviews part of every visit.",
    },
    cardTitle: "A Faster Site, a Real Store, a 4.9 Rating",
    metrics: [
      {
        value: "−67%",
        label: "Page load time",
        description: "Faster pages on phones after the rebuild, with optimized images and lighter code.",
      },
      {
        value: "+89%",
        label: "Customer retention",
        description: "More families returning for follow-up checks and reordering prevention products.",
      },
      {
        value: "50K+",
        label: "Monthly visitors",
        description: "Monthly traffic to treatment guides, service pages and the online store.",
      },
      {
        value: "4.9",
        label: "Google rating",
        description: "An average built from a steady stream of reviews requested after every treatment.",
      },
    ],
    challenge: {
      title: "Slow Pages, a Store Nobody Used and Reviews Left to Chance",
      paragraphs: [
        "Lice Troopers' website had grown page by page for years. Heavy images, stacked plugins and a bulky page builder made it painfully slow on phones, and the products section was a list of items with a phone number to call to order.",
        "The business had happy customers but few reviews, because nobody asked at the right moment. Families also rarely came back for the recommended follow-up check, which meant lost revenue and, at times, a second round of lice that reflected unfairly on the treatment.",
      ],
      points: [
        "Slow mobile pages weighed down by oversized images and unused plugins",
        "Products sold only by phone, with no cart, checkout or shipping",
        "No routine for asking customers to leave a review after treatment",
        "No reminders for follow-up checks or product reorders",
      ],
    },
    solution: {
      title: "A Fast Rebuild, a Working Store and Reviews on Autopilot",
      paragraphs: [
        "We rebuilt the site on a lightweight custom theme, resized and compressed every image and removed code the business didn't need. Treatment options, guides and booking for clinic or home visits were reorganized so families find what they need in a couple of taps.",
        "We then launched a proper online store for combs, kits and prevention sprays, with bundles, shipping and reorder reminders. After every appointment, a text invites the family to leave a review and schedules their follow-up check, and the team is alerted to reply to every new review.",
      ],
      points: [
        "A lightweight custom rebuild with optimized images and clean code",
        "An online store with product bundles, shipping and secure checkout",
        "Automatic follow-up check reminders and product reorder emails",
        "Post-visit review requests by text, with reply templates for the team",
        "Helpful guides on prevention, school policies and common lice myths",
      ],
    },
    screens: {
      home: screen(
        "lice-troopers",
        "home",
        "The Lice Troopers home page: a hero for in-home and clinic lice removal in Queens with a 4.9 rating badge",
        "Families choose a home visit or a clinic appointment from the first screen.",
      ),
      page: screen(
        "lice-troopers",
        "page",
        "The Lice Troopers online store: a grid of lice prevention products such as combs, kits and sprays",
        "Prevention products families can order any time, shipped to their door.",
      ),
      phones: [
        screen(
          "lice-troopers",
          "phone-1",
          "A Lice Troopers product page on a phone, with the product photo, price and an Add to cart button",
          "Reordering a prevention spray takes a couple of taps.",
        ),
        screen(
          "lice-troopers",
          "phone-2",
          "The Lice Troopers customer reviews page on a phone, with star ratings and quotes from families",
          "Reviews from local families help new customers trust the team.",
        ),
      ],
    },
    before: {
      ...img(
        "lice-troopers",
        "before",
        "The old Lice Troopers website: a crowded page with a slow-loading banner and products listed with call-to-order text",
        640,
        400,
      ),
      caption: "Before: a slow, crowded page with products sold by phone only.",
    },
    after: {
      ...img(
        "lice-troopers",
        "after",
        "The rebuilt Lice Troopers website: booking for clinic or home visits, a 4.9-star rating and product cards with Add to cart buttons",
        640,
        400,
      ),
      caption: "After: fast pages, a working store and clear booking for clinic or home visits.",
    },
    results: {
      title: "A Faster Site That Keeps Families Coming Back",
      paragraphs: [
        "Page load time fell 67%, and the guides and service pages now draw more than 50,000 visitors a month. The store turned a phone-only product list into orders that arrive day and night.",
        "Retention rose 89% as follow-up reminders and reorder emails brought families back, and the review program lifted the business to a 4.9-star Google rating. New customers now arrive already trusting the team.",
      ],
    },
    testimonial: caseQuote(
      "lice-troopers",
      "The old site took forever to load and we sold products over the phone. Now orders come in overnight, families book their follow-up before they leave, and our reviews speak for us.",
    ),
    services: ["Custom Web Design", "eCommerce Solutions", "Reputation Management"],
    timeline: "12 weeks",
  },
  {
    slug: "flatbush-bakehouse",
    client: "Flatbush Bakehouse",
    industry: "Neighborhood bakery & custom cakes",
    location: "Flatbush, Brooklyn",
    logo: logo("flatbush-bakehouse", "Flatbush Bakehouse"),
    image: homeImage(
      "flatbush-bakehouse",
      "The Flatbush Bakehouse website: the “Baked Fresh Daily” hero with an Order for Pickup button",
    ),
    summary:
      "A Flatbush bakery losing orders to a ringing phone and shelves that emptied by mid-morning. We built pickup ordering with time slots and live stock counts from the morning bake: pickup orders tripled and missed rush-hour calls fell 71%.",
    tags: ["Food & Drink", "eCommerce", "Local SEO"],
    seo: {
      title: "Flatbush Bakehouse Case Study: 3x Orders",
      description:
        "How pickup ordering with time slots and live stock counts tripled a Flatbush bakery's pickup orders and cut missed rush-hour calls by 71%.",
    },
    hero: {
      title: "How Flatbush Bakehouse Turned a Ringing Phone Into Three Times the Pickup Orders",
      lede: "Flatbush Bakehouse bakes in small batches before dawn, and on weekends the line runs out the door. We built a website where regulars order ahead for a pickup time, see what is left on the shelf today and send a custom cake request without a phone call.",
    },
    cardTitle: "Three Times the Pickup Orders",
    metrics: [
      {
        value: "3x",
        label: "Pickup orders",
        description: "Weekly pickup orders compared with the phone orders the bakery took before launch.",
      },
      {
        value: "−71%",
        label: "Missed rush-hour calls",
        description:
          "Fewer unanswered calls on weekday mornings and Saturdays, now that regulars order online.",
      },
      {
        value: "+38%",
        label: "Average order value",
        description: "Larger orders as customers add coffee beans, an extra pastry or a loaf for later.",
      },
      {
        value: "64",
        label: "Custom cake inquiries a month",
        description: "Complete requests with the date, servings and design, instead of scattered messages.",
      },
    ],
    challenge: {
      title: "Rush-Hour Calls Nobody Could Answer and Shelves That Emptied by Noon",
      paragraphs: [
        "Flatbush Bakehouse took pickup orders by phone, and the phone rang hardest exactly when the counter was busiest: weekday mornings and all of Saturday. Staff had to choose between the customer in front of them and the one on the line, and on a busy weekend most calls simply went unanswered.",
        "The old website was a single page with a menu photo that lagged weeks behind the seasonal bakes. It gave no sign of what had sold out, so neighbors walked over for a sourdough or a babka that was already gone, and custom cake requests arrived as Instagram messages missing the date, the size or a way to reply.",
      ],
      points: [
        "Pickup orders only by phone, during the busiest hours of the day",
        "No way to see what had sold out before making the trip",
        "A menu photo that never matched what was in the case",
        "Custom cake requests scattered across Instagram messages, email and sticky notes",
      ],
    },
    solution: {
      title: "Order-Ahead Pickup Built Around the Morning Bake",
      paragraphs: [
        "We designed the site around the bake schedule. Each morning the team enters how many of each item came out of the oven, and the online menu counts down as orders come in, so a croissant shows as sold out before anyone makes the trip. Customers pick a pickup time in fifteen-minute slots, each capped so the counter is never swamped.",
        "The owners now update the seasonal menu from a phone, and a custom cake form asks for the date, servings, flavors and a photo of the idea, then takes a deposit once the quote is accepted. We added the order link to the bakery's Google Business Profile and Instagram, and wrote pages for the nearby neighborhoods its regulars come from.",
      ],
      points: [
        "Online pickup ordering with capped fifteen-minute time slots",
        "Live stock counts from the morning bake, with sold-out items marked automatically",
        "A seasonal menu the owners update from a phone",
        "A custom cake inquiry form with photo upload and online deposits",
        "Order links on the Google Business Profile and Instagram",
      ],
    },
    screens: {
      home: screen(
        "flatbush-bakehouse",
        "home",
        "The Flatbush Bakehouse home page: the “Baked Fresh Daily” hero with an Order for Pickup button",
        "Regulars start a pickup order from the first screen, before they leave home.",
      ),
      page: screen(
        "flatbush-bakehouse",
        "page",
        "The Flatbush Bakehouse seasonal menu, with prices and pickup ordering for each bake",
        "The seasonal menu shows what is left today and takes orders for pickup.",
      ),
      phones: [
        screen(
          "flatbush-bakehouse",
          "phone-1",
          "A Flatbush Bakehouse pickup order cart on a phone, with a pickup time slot chosen",
          "Customers choose a pickup time, so their order is boxed and waiting.",
        ),
        screen(
          "flatbush-bakehouse",
          "phone-2",
          "The Flatbush Bakehouse custom cake inquiry form on a phone, with date, servings and design fields",
          "Cake requests arrive with the date, size and design in one message.",
        ),
      ],
    },
    results: {
      title: "Three Times the Pickup Orders and a Calmer Saturday Counter",
      paragraphs: [
        "Within three months, Flatbush Bakehouse was taking three times as many pickup orders as it used to take by phone, and missed calls at rush hour fell 71%. Average order value rose 38% as customers added a bag of coffee or a loaf for later at checkout.",
        "Less goes to waste because the team sees the next day's preorders before the bake, and a sold-out tray no longer means a disappointed neighbor at the door. Custom cake inquiries now arrive complete, about 64 a month, so quotes go out the same day.",
      ],
    },
    testimonial: caseQuote(
      "flatbush-bakehouse",
      "Saturday used to mean a phone ringing off the hook while the line went out the door. Now most regulars order ahead, we bake to the orders we can see, and nobody walks over for a babka that is already gone.",
    ),
    services: ["Custom Web Design", "eCommerce Solutions", "Local SEO"],
    timeline: "7 weeks",
  },
  {
    slug: "gowanus-strength",
    client: "Gowanus Strength",
    industry: "Strength & conditioning gym",
    location: "Gowanus, Brooklyn",
    logo: logo("gowanus-strength", "Gowanus Strength"),
    image: homeImage(
      "gowanus-strength",
      "The Gowanus Strength website: the “Stronger Every Week” hero with a free trial offer",
    ),
    summary:
      "A Gowanus gym whose full classes had empty spots and whose free trials went cold in a shared inbox. We redesigned class booking and the trial sign-up: no-shows fell 52%, trial sign-ups rose 164% and far more trial members now join.",
    tags: ["Fitness", "UI/UX Design", "PPC Advertising"],
    seo: {
      title: "Gowanus Strength Case Study: +164% Trials",
      description:
        "How one-tap class booking, a waitlist and a new free trial sign-up cut no-shows 52% and lifted trial sign-ups 164% for a Gowanus strength gym.",
    },
    hero: {
      title: "How Gowanus Strength Filled Its Classes and Turned Free Trials Into Members",
      lede: "Gowanus Strength runs small-group strength classes in a converted warehouse near the canal. We redesigned its website so members book and cancel in a tap, freed spots go straight to the waitlist, and newcomers can claim a free trial and book their first class the same day.",
    },
    cardTitle: "Full Classes and Trials That Convert",
    metrics: [
      {
        value: "−52%",
        label: "Class no-shows",
        description: "Fewer empty spots after evening reminders, easy cancelling and an automatic waitlist.",
      },
      {
        value: "+164%",
        label: "Free trial sign-ups",
        description: "Trial requests from the site and from search ads that now land on the trial page.",
      },
      {
        value: "41%",
        label: "Trials that become members",
        description: "Up from 18%, as newcomers book their first classes during sign-up.",
      },
      {
        value: "$23",
        label: "Ad cost per trial",
        description: "Down from $61, once ads stopped sending every click to the home page.",
      },
    ],
    challenge: {
      title: "Empty Spots in Full Classes and Trials That Went Cold",
      paragraphs: [
        "The evening classes at Gowanus Strength showed as full every week, yet about a quarter of the spots went unused. Members booked through a clunky widget that made cancelling harder than not turning up, and the waitlisted members who would gladly have come never heard that a spot had opened.",
        "Newcomers had it worse. The free trial offer sat at the bottom of the home page, the trial form went to a shared inbox, and coaches followed up by email days later, by which time many prospects had joined another gym. Search ads sent every click to the home page, so the gym paid for visitors who never found the offer.",
      ],
      points: [
        "A booking widget that made cancelling harder than not showing up",
        "No waitlist, so cancelled spots stayed empty",
        "A free trial offer buried at the bottom of the home page",
        "Trial requests answered by email days later",
      ],
    },
    solution: {
      title: "One-Tap Booking, a Real Waitlist and a Free Trial Up Front",
      paragraphs: [
        "We started with interviews with members and coaches and a month of booking data, which showed that most no-shows were people who meant to cancel and didn't. The new schedule shows the whole week in one grid, booking or cancelling takes a single tap, reminders go out the evening before, and a cancelled spot is offered to the waitlist at once.",
        "For newcomers, the free trial now leads the home page. A short sign-up asks about goals and training background, then lets the visitor book a first class in the same step, and a coach texts to say hello before the session. We rebuilt the search ads around trial searches in Gowanus, Park Slope and Carroll Gardens, each landing on the trial page.",
      ],
      points: [
        "A weekly schedule grid with one-tap booking and cancelling",
        "Evening-before reminders and an automatic waitlist",
        "A free trial sign-up that books the first class in the same step",
        "A personal text from a coach before every trial session",
        "Search ads for nearby trial searches, landing on a dedicated trial page",
      ],
    },
    screens: {
      home: screen(
        "gowanus-strength",
        "home",
        "The Gowanus Strength home page: the “Stronger Every Week” hero with a free trial offer",
        "Newcomers see the free trial offer the moment they land.",
      ),
      page: screen(
        "gowanus-strength",
        "page",
        "The Gowanus Strength weekly class schedule, a grid of classes by day and time",
        "Members see the whole week's classes and open spots at a glance.",
      ),
      phones: [
        screen(
          "gowanus-strength",
          "phone-1",
          "Booking a class at Gowanus Strength on a phone, with the class time, coach and open spots",
          "Booking or cancelling a class takes a single tap.",
        ),
        screen(
          "gowanus-strength",
          "phone-2",
          "The Gowanus Strength free trial sign-up form on a phone",
          "The free trial sign-up books a first class in the same step.",
        ),
      ],
    },
    results: {
      title: "Fuller Classes and More Trial Members Who Stay",
      paragraphs: [
        "No-shows fell 52% in the first two months, so the evening classes that looked full now really are, and waitlisted members get the spots. Free trial sign-ups rose 164% as the offer moved to the top of the site and the ads began landing on it.",
        "The bigger change came after the trial. Because newcomers book their first class during sign-up and hear from a coach right away, 41% of Gowanus Strength trial members now join, up from 18%, and the ad cost of each trial sign-up fell from $61 to $23.",
      ],
    },
    testimonial: caseQuote(
      "gowanus-strength",
      "We used to look at a full class list and count empty racks. Now cancelling is easy, the waitlist fills the gap, and new members have their first three classes booked before they walk through the door.",
    ),
    services: ["UI/UX Design", "Custom Web Design", "PPC Advertising"],
    timeline: "9 weeks",
  },
  {
    slug: "harbor-dental",
    client: "Harbor Dental",
    industry: "Family & cosmetic dentistry",
    location: "Brooklyn Heights, Brooklyn",
    logo: logo("harbor-dental", "Harbor Dental"),
    image: homeImage(
      "harbor-dental",
      "The Harbor Dental website: the “Brighter Smiles Start Here” hero with a Book an Appointment button",
    ),
    summary:
      "A Brooklyn Heights dental practice whose front desk spent the day answering insurance questions by phone. We rebuilt the site around online booking, a plan-by-plan insurance page and digital forms: new-patient bookings rose 126% and insurance calls fell 58%.",
    tags: ["Healthcare", "UI/UX Design", "Local SEO"],
    seo: {
      title: "Harbor Dental Case Study: +126% Bookings",
      description:
        "How online booking, a clear insurance page and digital forms lifted new-patient bookings 126% and cut insurance calls 58% for a Brooklyn dentist.",
    },
    hero: {
      title: "How Harbor Dental Answered Insurance Questions Before Patients Had to Call",
      lede: "Harbor Dental is a family and cosmetic practice a few blocks from the Brooklyn Heights Promenade. We rebuilt its website so new patients can check their insurance, book a first visit online and fill in their forms at home, all before they pick up the phone.",
    },
    cardTitle: "Insurance Answers Before Patients Call",
    metrics: [
      {
        value: "+126%",
        label: "New-patient bookings",
        description: "New patients booking a first visit each month, most of them online.",
      },
      {
        value: "−58%",
        label: "Insurance calls",
        description: "Fewer calls asking whether a plan is accepted, now answered on the insurance page.",
      },
      {
        value: "68%",
        label: "Booked online",
        description: "New-patient appointments booked on the website, many after the office has closed.",
      },
      {
        value: "12 min",
        label: "Saved at check-in",
        description: "New patients complete their forms at home, so first visits start on time.",
      },
    ],
    challenge: {
      title: "A Front Desk Buried in Phone Calls",
      paragraphs: [
        "The Harbor Dental front desk fielded the same question dozens of times a day: do you take my insurance? The old website listed no plans, so nearly every new patient called first, and when the lines were busy, many hung up and booked with the next practice on Google Maps.",
        "Those who did book faced a second hurdle. Appointments could only be made by phone during office hours, and new patients arrived to a clipboard of paper forms that pushed first visits behind schedule. Meanwhile, the practice rarely appeared in the map results for dentist searches in its own neighborhood.",
      ],
      points: [
        "No list of accepted insurance plans, so new patients had to call to ask",
        "Appointments bookable only by phone, during office hours",
        "Paper new-patient forms that delayed every first visit",
        "Weak visibility in Google Maps for local dentist searches",
      ],
    },
    solution: {
      title: "Online Booking, Clear Insurance Answers and Forms Done at Home",
      paragraphs: [
        "We mapped the questions new patients ask before booking, using a month of front-desk call notes, and built the site to answer them in that order. Each service page explains the treatment and what it typically costs, and a new insurance page lists every accepted plan with a quick lookup, plus plain answers on out-of-network benefits and payment plans.",
        "Online booking now shows real openings from the practice schedule, with separate visit types for new patients, cleanings and emergencies. After booking, patients get a secure link to complete their medical history and insurance details at home. We also rebuilt the Google Business Profile and wrote a page for each service, so the practice shows up when neighbors search.",
      ],
      points: [
        "Online booking connected to the practice schedule, by visit type",
        "An insurance page with a plan lookup and clear out-of-network answers",
        "Secure digital new-patient forms sent after booking",
        "Service pages for cleanings, implants, whitening and clear aligners",
        "A rebuilt Google Business Profile with services, photos and a booking link",
      ],
    },
    screens: {
      home: screen(
        "harbor-dental",
        "home",
        "The Harbor Dental home page: the “Brighter Smiles Start Here” hero with a Book an Appointment button",
        "New patients can book a first visit from the top of the page.",
      ),
      page: screen(
        "harbor-dental",
        "page",
        "The Harbor Dental services page, listing treatments and the insurance plans the practice accepts",
        "Patients check their insurance plan before they book, without a phone call.",
      ),
      phones: [
        screen(
          "harbor-dental",
          "phone-1",
          "Booking a Harbor Dental appointment online on a phone, with open times by day",
          "Patients choose a real opening from the practice schedule, day or night.",
        ),
        screen(
          "harbor-dental",
          "phone-2",
          "The Harbor Dental new patient forms on a phone, with medical history and insurance fields",
          "New patients fill in their forms at home, so first visits start on time.",
        ),
      ],
    },
    results: {
      title: "More New Patients and a Quieter Phone",
      paragraphs: [
        "New-patient bookings at Harbor Dental rose 126% within four months, and 68% of them are now made online, many in the evening after the office has closed. Calls asking about insurance fell 58%, giving the front desk time back for the patients in the chair.",
        "First visits now start on time because forms arrive complete before the appointment, saving about twelve minutes at each check-in. The practice also moved into the top three map results for dentist searches in Brooklyn Heights.",
      ],
    },
    testimonial: caseQuote(
      "harbor-dental",
      "Our front desk used to spend half the morning reading insurance lists over the phone. Now patients check their plan and book on the website, and they walk in with their paperwork already done.",
    ),
    services: ["Custom Web Design", "UI/UX Design", "Local SEO"],
    timeline: "10 weeks",
  },
  {
    slug: "kingsbridge-law",
    client: "Kingsbridge Law",
    industry: "Personal injury law",
    location: "Financial District, Manhattan",
    logo: logo("kingsbridge-law", "Kingsbridge Law"),
    image: homeImage(
      "kingsbridge-law",
      "The Kingsbridge Law website: the “Counsel You Can Trust” hero with a free consultation button",
    ),
    summary:
      "A Financial District personal injury firm losing evening inquiries to voicemail and practice-area searches to legal directories. A rebuild with a round-the-clock case evaluation and a page for every practice area lifted qualified inquiries 241% and cut ad cost per signed case 34%.",
    tags: ["Legal", "Local SEO", "PPC Advertising"],
    seo: {
      title: "Kingsbridge Law Case Study: +241% Leads",
      description:
        "How a 24/7 case evaluation and a page for every practice area lifted qualified inquiries 241% and cut ad cost per signed case 34% for a Manhattan firm.",
    },
    hero: {
      title: "How Kingsbridge Law Stopped Losing After-Hours Cases to Voicemail",
      lede: "Kingsbridge Law represents people hurt in construction, car and slip-and-fall accidents across Manhattan. We rebuilt the firm's website so an injured person can request a free case evaluation at any hour, and so each practice area has a page strong enough to rank on its own.",
    },
    cardTitle: "No More After-Hours Cases Lost",
    metrics: [
      {
        value: "+241%",
        label: "Qualified case inquiries",
        description: "Inquiries that match the firm's practice areas and merit a consultation.",
      },
      {
        value: "38%",
        label: "Inquiries sent after hours",
        description: "Evening and weekend case evaluations that once would have reached voicemail.",
      },
      {
        value: "Top 3",
        label: "Practice-area rankings",
        description: "Google positions for construction accident and car accident searches in Manhattan.",
      },
      {
        value: "−34%",
        label: "Ad cost per signed case",
        description: "Lower cost once each campaign sent clicks to the matching practice-area page.",
      },
    ],
    challenge: {
      title: "Strong Cases Lost After Hours and Outranked in Search",
      paragraphs: [
        "Most people look for a lawyer in the evening, after a doctor's visit or a day of calls with an insurer. At Kingsbridge Law, those visitors found a contact form that went to a paralegal's inbox and a phone line that rang through to voicemail after six, and by the next morning many had already signed with another firm.",
        "In search, the firm's one Practice Areas page covered eight kinds of cases in a few lines each. It couldn't compete with legal directories and heavy advertisers for searches such as construction accident lawyer in Manhattan, and the firm's own ads sent every click to the home page.",
      ],
      points: [
        "No way to start a case evaluation outside office hours",
        "A single page covering eight practice areas and ranking for none of them",
        "Ads that sent every click to the home page",
        "Thin attorney bios that gave visitors little reason to trust the firm",
      ],
    },
    solution: {
      title: "A Case Evaluation That Never Closes and a Page for Every Practice Area",
      paragraphs: [
        "We designed a short free case evaluation that works on a phone at any hour: what happened, when and where, and whether anyone was hurt, with a clear note that the consultation is free and confidential. Urgent matters go to the on-call attorney by text, and every other inquiry gets a personal call the next business morning.",
        "We replaced the single practice page with a page for each area, written with the attorneys and showing relevant case results, common questions and what a client can expect. Detailed attorney bios and search ads that land on the matching practice-area page completed the work.",
      ],
      points: [
        "A free case evaluation form built for phones and open around the clock",
        "After-hours routing of urgent matters to the on-call attorney",
        "Practice-area pages with case results, common questions and next steps",
        "Attorney bios with credentials, bar admissions and notable results",
        "Search ads that send each practice-area search to its own page",
      ],
    },
    screens: {
      home: screen(
        "kingsbridge-law",
        "home",
        "The Kingsbridge Law home page: the “Counsel You Can Trust” hero with a free consultation button",
        "An injured visitor can ask for a free consultation from the first screen.",
      ),
      page: screen(
        "kingsbridge-law",
        "page",
        "The Kingsbridge Law personal injury practice-area page, with recent case results",
        "Each practice area explains the process and shows the firm's case results.",
      ),
      phones: [
        screen(
          "kingsbridge-law",
          "phone-1",
          "The Kingsbridge Law free case evaluation form on a phone",
          "A free case evaluation anyone can send from a phone, at any hour.",
        ),
        screen(
          "kingsbridge-law",
          "phone-2",
          "A Kingsbridge Law attorney bio on a phone, with a photo, credentials and practice areas",
          "Attorney bios show who will handle the case and what they have achieved.",
        ),
      ],
    },
    results: {
      title: "More Qualified Cases, Around the Clock",
      paragraphs: [
        "Qualified case inquiries at Kingsbridge Law rose 241% in the first six months, and 38% of them now arrive in the evening or on a weekend, exactly when the firm used to miss them. The intake team starts each morning with complete evaluations instead of voicemails.",
        "The new practice-area pages reached the top three Google results for construction accident and car accident searches in Manhattan. And because the ads now land on the matching page, the cost per signed case fell 34%.",
      ],
    },
    testimonial: caseQuote(
      "kingsbridge-law",
      "Injured people don't call a lawyer at two in the afternoon. They search at night, when the pain keeps them up. Now they can tell us what happened at midnight, and we call them first thing in the morning.",
    ),
    services: ["Custom Web Design", "Local SEO", "PPC Advertising"],
    timeline: "12 weeks",
  },
  {
    slug: "mulberry-trattoria",
    client: "Mulberry Trattoria",
    industry: "Italian restaurant",
    location: "Little Italy, Manhattan",
    logo: logo("mulberry-trattoria", "Mulberry Trattoria"),
    image: homeImage(
      "mulberry-trattoria",
      "The Mulberry Trattoria website: the “Handmade Pasta, Every Night” hero with a Reserve a Table button",
    ),
    summary:
      "A Little Italy trattoria paying a booking platform a fee on almost every table and missing private dining requests on busy nights. Direct reservations and a private dining inquiry flow moved 71% of bookings in-house and lifted private dining inquiries 190%.",
    tags: ["Hospitality", "Web Design", "Reputation"],
    seo: {
      title: "Mulberry Trattoria: $4,200 a Month Saved",
      description:
        "How direct reservations and a private dining inquiry flow saved a Little Italy trattoria $4,200 a month in booking fees and lifted event inquiries 190%.",
    },
    hero: {
      title: "How Mulberry Trattoria Took Back Its Reservations and Filled Its Private Dining Room",
      lede: "Mulberry Trattoria has made pasta by hand on the same Little Italy block for two generations. We built it a website that takes reservations directly, shows the real menu and turns private dining requests into booked events, without a platform taking a cut of every table.",
    },
    cardTitle: "Reservations and Private Dining, Direct",
    metrics: [
      {
        value: "71%",
        label: "Reservations booked direct",
        description: "Up from 12%, so most tables no longer carry a per-guest booking fee.",
      },
      {
        value: "$4,200",
        label: "Booking fees saved monthly",
        description: "Per-guest fees the restaurant no longer pays a third-party reservation platform.",
      },
      {
        value: "+190%",
        label: "Private dining inquiries",
        description: "Requests for the back room, each with the date, party size and budget included.",
      },
    ],
    challenge: {
      title: "A Fee on Every Table and the Biggest Bookings Slipping Away",
      paragraphs: [
        "Nearly every reservation at Mulberry Trattoria came through a third-party booking platform that charged a fee for each guest seated. The restaurant's own website linked straight out to it, so even regulars who searched for the trattoria by name were booked, and billed for, through someone else, and the guest list belonged to the platform.",
        "Private dining was the bigger missed opportunity. The back room seats up to 30 guests, but the only way to ask about it was a phone number answered during dinner service or a general email address. Requests sat unanswered on busy nights, and birthday and office dinners went to restaurants that replied first.",
      ],
      points: [
        "A per-guest booking fee on almost every reservation",
        "A website that sent its own visitors to a booking platform",
        "A PDF menu that was hard to read on a phone and months out of date",
        "No proper way to ask about private dining or large parties",
      ],
    },
    solution: {
      title: "Direct Reservations and a Private Dining Room That Sells Itself",
      paragraphs: [
        "We built reservations into the site itself: guests choose party size, date and time in three taps and get a confirmation by text, with no account to create. The same reservation link now sits on the Google Business Profile and the trattoria's Instagram, so a search for the restaurant by name ends on its own page.",
        "The dinner menu is now a fast, readable page the owners update themselves, with the nightly pasta specials at the top. Private dining has its own page with photos of the room, sample menus and prices per guest, and an inquiry form that asks for the date, party size, occasion and budget. We also set up monitoring so every new Google and Yelp review gets a reply.",
      ],
      points: [
        "Direct reservations by party size, date and time, confirmed by text",
        "Reserve buttons on the Google Business Profile and Instagram",
        "A dinner menu page the owners update from a phone",
        "A private dining page with sample menus and an inquiry form",
        "Review monitoring and replies on Google and Yelp",
      ],
    },
    screens: {
      home: screen(
        "mulberry-trattoria",
        "home",
        "The Mulberry Trattoria home page: the “Handmade Pasta, Every Night” hero with a Reserve a Table button",
        "Guests reserve a table with the restaurant directly, from the first screen.",
      ),
      page: screen(
        "mulberry-trattoria",
        "page",
        "The Mulberry Trattoria dinner menu page, with antipasti, handmade pastas and mains",
        "A dinner menu that is easy to read on any screen and always current.",
      ),
      phones: [
        screen(
          "mulberry-trattoria",
          "phone-1",
          "The Mulberry Trattoria reservation picker on a phone, choosing party size, date and time",
          "Party size, date and time: a table is booked in three taps.",
        ),
        screen(
          "mulberry-trattoria",
          "phone-2",
          "The Mulberry Trattoria private dining inquiry form on a phone",
          "Private dining requests arrive with the date, party size and budget.",
        ),
      ],
    },
    results: {
      title: "Most Tables Booked Direct and a Busier Back Room",
      paragraphs: [
        "Within three months, 71% of Mulberry Trattoria's reservations were made on its own site, up from 12%, saving about $4,200 a month in booking fees. The restaurant now keeps its own guest list and uses it to announce seasonal menus.",
        "Private dining inquiries rose 190%, and because each one arrives with the date, party size and budget, the manager sends a proposal the next day. The back room was booked most weekends through the holiday season.",
      ],
    },
    testimonial: caseQuote(
      "mulberry-trattoria",
      "We were paying a fee for guests who already knew us and came looking for us by name. Now they book with us directly, and the private room, which used to sit empty on a Tuesday, is booked weeks ahead.",
    ),
    services: ["Custom Web Design", "Local SEO", "Reputation Management"],
    timeline: "8 weeks",
  },
  {
    slug: "bay-ridge-hvac",
    client: "Bay Ridge HVAC",
    industry: "Heating & air conditioning",
    location: "Bay Ridge, Brooklyn",
    logo: logo("bay-ridge-hvac", "Bay Ridge HVAC"),
    image: homeImage(
      "bay-ridge-hvac",
      "The Bay Ridge HVAC website: the “Comfort in Every Season” hero with a Schedule Service button",
    ),
    summary:
      "A Bay Ridge heating and cooling company missing emergency calls at night and living from one season to the next. A new site with a 24/7 call line, online scheduling and maintenance plans customers join online lifted emergency calls 148% and grew plan members from 60 to 412.",
    tags: ["Home Services", "PPC Advertising", "Local SEO"],
    seo: {
      title: "Bay Ridge HVAC Case Study: 148% More Calls",
      description:
        "How a 24/7 call line, split ad campaigns and online maintenance plans brought a Bay Ridge HVAC company 148% more emergency calls and 412 plan members.",
    },
    hero: {
      title: "How Bay Ridge HVAC Caught Every Emergency Call and Evened Out the Seasons",
      lede: "Bay Ridge HVAC repairs and installs boilers, furnaces and air conditioning in homes and small buildings across southwest Brooklyn. We rebuilt its website so a homeowner with no heat can reach a technician at any hour, and so regular customers can join a maintenance plan online.",
    },
    cardTitle: "Every Emergency Call, Every Season",
    metrics: [
      {
        value: "+148%",
        label: "Emergency service calls",
        description: "Calls from the tap-to-call button and emergency ads, day and night.",
      },
      {
        value: "412",
        label: "Maintenance plan members",
        description: "Up from 60 before launch, with tune-ups booked for the quiet spring and fall months.",
      },
      {
        value: "−29%",
        label: "Ad cost per booked job",
        description: "Lower cost once emergency repairs and planned work had their own campaigns.",
      },
      {
        value: "+35%",
        label: "Spring and fall revenue",
        description: "Steadier work between the first cold snap and the first heat wave.",
      },
    ],
    challenge: {
      title: "Missed Emergencies in Winter, Quiet Months in Spring",
      paragraphs: [
        "When a boiler fails on a January night, homeowners search on a phone and call the first company that answers. The old Bay Ridge HVAC site hid its number at the bottom of a long page, and after-hours calls went to a voicemail box checked in the morning, by which point the job had gone to someone else.",
        "The business also rode a steep seasonal curve: overbooked in the first cold snap and the first heat wave, then quiet through spring and fall. Maintenance plans could have smoothed that out, but technicians sold them only at the end of a visit, on a paper form, and few customers signed up.",
      ],
      points: [
        "A phone number buried at the bottom of every page",
        "After-hours calls sent to voicemail",
        "Maintenance plans sold only on paper, at the end of a service visit",
        "One ad campaign for everything, from emergency repairs to new installations",
      ],
    },
    solution: {
      title: "A 24/7 Call Line Up Front and Maintenance Plans Online",
      paragraphs: [
        "We put the emergency line at the top of every page, with a tap-to-call button that stays on screen on a phone, and set up after-hours routing to the on-call technician. Customers with a less urgent problem can schedule a visit online and choose an arrival window that suits them.",
        "A new service-area page maps the Brooklyn neighborhoods the team covers, from Bay Ridge and Dyker Heights to Sunset Park and Bensonhurst, and a maintenance plan page lets customers compare plans and sign up with a card on file. We split the ads into emergency and planned-work campaigns, each with its own budget and landing page.",
      ],
      points: [
        "A tap-to-call emergency line with after-hours routing to the on-call technician",
        "Online scheduling with arrival windows for non-urgent visits",
        "A service-area map of the Brooklyn neighborhoods covered",
        "Maintenance plans customers can compare and join online",
        "Separate ad campaigns for emergency repairs and planned work",
      ],
    },
    screens: {
      home: screen(
        "bay-ridge-hvac",
        "home",
        "The Bay Ridge HVAC home page: the “Comfort in Every Season” hero with a Schedule Service button",
        "Homeowners can schedule service or call for help from the first screen.",
      ),
      page: screen(
        "bay-ridge-hvac",
        "page",
        "The Bay Ridge HVAC service-area page: a map of the Brooklyn neighborhoods the company serves",
        "Customers confirm the team covers their neighborhood before they call.",
      ),
      phones: [
        screen(
          "bay-ridge-hvac",
          "phone-1",
          "The Bay Ridge HVAC emergency screen on a phone, with a 24/7 call button and an option to schedule service",
          "A 24/7 emergency line is one tap away, with online scheduling for the rest.",
        ),
        screen(
          "bay-ridge-hvac",
          "phone-2",
          "The Bay Ridge HVAC maintenance plan sign-up on a phone",
          "Customers join a maintenance plan online and get their tune-ups on schedule.",
        ),
      ],
    },
    results: {
      title: "More Emergency Jobs and a Steadier Year",
      paragraphs: [
        "Emergency service calls to Bay Ridge HVAC rose 148% in the first winter, most of them from the tap-to-call button on phones. Splitting the ads cut the cost per booked job 29%, because the budget no longer went to installation searches at midnight.",
        "Maintenance plan members grew from 60 to 412, and their spring and fall tune-ups lifted revenue in those months by 35%. Technicians now start the quiet season with a full calendar instead of waiting for the weather to turn.",
      ],
    },
    testimonial: caseQuote(
      "bay-ridge-hvac",
      "A family with no heat at midnight isn't going to leave a voicemail. Now they reach our on-call tech, and in April, when we used to sit waiting by the phone, our plan customers keep the vans busy.",
    ),
    services: ["Custom Web Design", "PPC Advertising", "Local SEO"],
    timeline: "8 weeks",
  },
  {
    slug: "parkside-realty",
    client: "Parkside Realty",
    industry: "Residential real estate brokerage",
    location: "Park Slope, Brooklyn",
    logo: logo("parkside-realty", "Parkside Realty"),
    image: homeImage(
      "parkside-realty",
      "The Parkside Realty website: the “Find Your Next Home” hero with a neighborhood search bar and featured listings",
    ),
    summary:
      "A Park Slope brokerage whose own listings were winning leads for other agents on the big listing portals. We rebuilt its site with fast, searchable listings and neighborhood guides: direct listing inquiries rose 220% and its own site now brings in 54% of all leads.",
    tags: ["Real Estate", "UI/UX Design", "Local SEO"],
    seo: {
      title: "Parkside Realty Case Study: +220% Leads",
      description:
        "How fast, searchable listings and neighborhood guides gave a Park Slope brokerage 220% more direct inquiries and 54% of its leads from its own site.",
    },
    hero: {
      title: "How Parkside Realty Won Back Buyers From the Listing Portals",
      lede: "Parkside Realty sells and rents homes across brownstone Brooklyn, from Park Slope to Windsor Terrace. We rebuilt the brokerage's website so buyers and renters can search its listings by neighborhood, see every detail and book a showing directly with the listing agent.",
    },
    cardTitle: "Buyers Won Back From the Portals",
    metrics: [
      {
        value: "+220%",
        label: "Direct listing inquiries",
        description: "Showing requests and questions sent through the brokerage's own site.",
      },
      {
        value: "54%",
        label: "Leads from its own site",
        description: "Share of all buyer and renter leads, up from 15% when most came through portals.",
      },
      {
        value: "+175%",
        label: "Organic search traffic",
        description: "Visitors arriving from Google for neighborhood and listing searches.",
      },
    ],
    challenge: {
      title: "Great Listings Sending Leads to Someone Else",
      paragraphs: [
        "Parkside Realty's listings appeared on the big real estate portals, and that is where buyers found them. But the portals sold the inquiry forms beside each listing to other agents, so a buyer asking about a Parkside apartment was often answered first by an agent who had never set foot in it.",
        "The brokerage's own website couldn't compete. Listings loaded in a slow embedded feed that Google couldn't read, searches couldn't be filtered by neighborhood or outdoor space, and the only contact option was a general email address. Almost nobody searching for an apartment landed on the brokerage's own site.",
      ],
      points: [
        "Portal inquiries on the brokerage's own listings routed to competing agents",
        "A slow embedded listing feed that search engines couldn't index",
        "No filters for neighborhood, price, bedrooms or outdoor space",
        "No way to book a showing without rounds of email",
      ],
    },
    solution: {
      title: "Fast, Searchable Listings and a Direct Line to the Listing Agent",
      paragraphs: [
        "We rebuilt the listings as real pages on the brokerage's own site, updated automatically from its listing system, so each one loads fast and can rank in search. Buyers can filter by neighborhood, price, bedrooms, pets and outdoor space, save favorites and get an alert when a matching home comes on the market.",
        "Every listing page shows the agent who represents it, with open house times and a showing request that offers real time slots from that agent's calendar. Neighborhood guides for Park Slope, Prospect Heights, Windsor Terrace and Kensington answer the questions buyers ask before they call, and draw search traffic of their own.",
      ],
      points: [
        "Listing pages that load fast and can be found in search",
        "Filters for neighborhood, price, bedrooms, pets and outdoor space",
        "Saved searches with new-listing alerts by email",
        "Showing requests booked straight into the listing agent's calendar",
        "Neighborhood guides for the parts of Brooklyn the brokerage serves",
      ],
    },
    screens: {
      home: screen(
        "parkside-realty",
        "home",
        "The Parkside Realty home page: the “Find Your Next Home” hero with a neighborhood search bar and featured listings",
        "Buyers search by neighborhood and see featured homes right away.",
      ),
      page: screen(
        "parkside-realty",
        "page",
        "The Parkside Realty listings page: a grid of homes with filters for neighborhood, price and bedrooms",
        "Filters narrow the listings to the homes that fit each buyer.",
      ),
      phones: [
        screen(
          "parkside-realty",
          "phone-1",
          "A Parkside Realty listing detail page on a phone, with photos, the price and key facts",
          "Every listing shows its details and the agent who represents it.",
        ),
        screen(
          "parkside-realty",
          "phone-2",
          "Booking a showing with Parkside Realty on a phone, with time slots from the listing agent",
          "Buyers book a showing straight into the listing agent's calendar.",
        ),
      ],
    },
    results: {
      title: "Buyers Who Contact Parkside First",
      paragraphs: [
        "Direct listing inquiries to Parkside Realty rose 220% in the first six months, and organic search traffic grew 175% as listing pages and neighborhood guides began to rank. The brokerage's own site now brings in 54% of all buyer and renter leads, up from 15%.",
        "Because showing requests land on the right agent's calendar with a time already chosen, buyers hear back quickly and see the apartment before a competing agent has even called. The team still lists on the portals, but its own site is now where most serious buyers get in touch.",
      ],
    },
    testimonial: caseQuote(
      "parkside-realty",
      "We were paying to advertise our own listings and then watching other agents answer the calls. Now buyers find the apartment on our site and book the showing with the agent who knows it. The portals are a bonus, not our main source.",
    ),
    services: ["UI/UX Design", "Custom Web Design", "Local SEO"],
    timeline: "11 weeks",
  },
];

/**
 * The order the work is shown in (/case-studies, the sitemap, "More work"): sectors mixed from the first row
 * on, so the index does not open with two lice clinics; the spec's three client cards (lice-busters,
 * white-sails, lice-troopers) stay on the page.
 */
const order: CaseStudySlug[] = [
  "kingsbridge-law",
  "lice-busters",
  "flatbush-bakehouse",
  "white-sails",
  "harbor-dental",
  "bay-ridge-hvac",
  "gowanus-strength",
  "lice-troopers",
  "mulberry-trattoria",
  "parkside-realty",
];

export const caseStudies: CaseStudy[] = order.map((slug) => {
  const study = records.find((c) => c.slug === slug);
  if (!study) throw new Error(`no case study ${slug}`);
  return study;
});

/**
 * The one label of every link to a case study (the spec's screens and routes: the index cards' "View Full
 * Case Study").
 */
export const caseStudyLinkLabel = caseStudiesIndex.cardLinkLabel;

/**
 * One phone screen of a project (0: the first, 1: the second) as a tile of a hero's wall, linking to its case
 * study. Phone screens (390x844) are tall: a column of three is longer than the wall plus one screen, so
 * no column ever shows the same site twice in one frame (e2e/home.spec.ts checks it).
 */
export function showcaseTile(slug: CaseStudySlug, phone: 0 | 1): ShowcaseTile {
  const study = caseStudies.find((c) => c.slug === slug);
  if (!study) throw new Error(`no case study ${slug}`);
  const { alt, width, height } = study.screens.phones[phone];
  // the screen as drawn for the wall (npm run wall-screens, decision 0036)
  const src = `/images/work/${slug}/wall-${phone + 1}.svg`;
  return { src, alt, width, height, href: `/case-studies/${slug}`, client: study.client };
}

export const caseStudyBySlug = (slug: string): CaseStudy | undefined =>
  caseStudies.find((c) => c.slug === slug);

const serviceNames: Record<CityServiceSlug, ServiceName> = {
  "custom-web-design": "Custom Web Design",
  "local-seo": "Local SEO",
  "ppc-advertising": "PPC Advertising",
  "reputation-management": "Reputation Management",
  "ecommerce-solutions": "eCommerce Solutions",
  "ui-ux-design": "UI/UX Design",
};

/**
 * Two case studies that show a service (a city+service page's work): projects that used the service, those
 * in the page's borough first, then those where it was the lead service, in the index's order; clients
 * already quoted on the page are left out while enough others remain.
 */
export function studiesFor(
  service: CityServiceSlug,
  borough: string,
  quoted: readonly string[] = [],
): [CaseStudy, CaseStudy] {
  const name = serviceNames[service];
  const rank = (c: CaseStudy) =>
    (c.location.endsWith(`, ${borough}`) ? 2 : 0) + (c.services[0] === name ? 1 : 0);
  const using = caseStudies.filter((c) => c.services.includes(name)).sort((a, b) => rank(b) - rank(a));
  const fresh = using.filter((c) => !quoted.includes(c.client));
  const [a, b] = [...fresh, ...using.filter((c) => !fresh.includes(c))];
  if (!a || !b) throw new Error(`fewer than two case studies show ${name}`);
  return [a, b];
}
