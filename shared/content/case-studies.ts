/**
 * Case studies for /case-studies and /case-studies/{slug} (spec 001 §2 "Case studies", §3 "Case study" and
 * "Metric", §9 "Case-study figures"). The index shows a hero, four headline stats and one card per client
 * with a "View Full Case Study" link; each case page shows hero metrics, challenge, solution, before/after
 * images, results and a call to action to /contact.
 */
import type { ServiceName } from "./reviews";
import type { Img, Link, Stat } from "./types";

export type CaseStudySlug = "lice-busters" | "white-sails" | "lice-troopers";

/** spec 001 §3 "Metric": a hero figure on a case page (the first three also fit on the index card) */
export type CaseMetric = { value: string; label: string; description: string };

type CaseSection = { title: string; paragraphs: [string, string] };

export type CaseStudy = {
  slug: CaseStudySlug;
  /** client name */
  client: string;
  industry: string;
  /** "Neighborhood, Borough" */
  location: string;
  /** 160x48 neutral client logo */
  logo: Img;
  /** 1200x675 cover for the index card and the case page hero */
  image: Img;
  /** card description on the index */
  summary: string;
  tags: [string, string, string];
  seo: { title: string; description: string };
  hero: { title: string; lede: string };
  metrics: CaseMetric[];
  challenge: CaseSection & { points: string[] };
  solution: CaseSection & { points: string[] };
  /** 640x400 each */
  before: Img & { caption: string };
  after: Img & { caption: string };
  results: CaseSection;
  testimonial: { quote: string; author: string; position: string };
  services: ServiceName[];
  /** project length, e.g. "10 weeks" */
  timeline: string;
};

export type CaseStudiesIndex = {
  seo: { title: string; description: string };
  hero: { eyebrow: string; title: string; lede: string };
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
    eyebrow: "Case studies",
    title: "Real Results for New York Businesses",
    lede: "Every project starts with a business problem, not a design brief. Here is how we helped a Brooklyn clinic, a Manhattan sailing charter and a Queens treatment service win more customers online, and the numbers that changed.",
  },
  stats: [
    { value: "312%", label: "Traffic growth", description: "Organic traffic for Lice Busters" },
    { value: "203%", label: "More leads", description: "Charter inquiries for White Sails" },
    { value: "156%", label: "Revenue growth", description: "Clinic revenue for Lice Busters" },
    { value: "4.9", label: "Star rating", description: "Google rating for Lice Troopers" },
  ],
  intro: {
    title: "Featured Client Stories",
    lede: "Three very different businesses, one approach: understand how customers decide, remove everything that slows them down and measure what happens next.",
  },
  cardLinkLabel: "View Full Case Study",
  cta: {
    title: "Ready to Be Our Next Success Story?",
    body: "Tell us where your business is today and where you want it to be. We'll show you what we would change first and what results to expect.",
    primary: { label: "Start Your Project", href: "/contact" },
  },
  caseCta: {
    title: "Want Results Like These?",
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

export const caseStudies: CaseStudy[] = [
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
    testimonial: {
      quote:
        "Parents find us at ten at night with a child scratching their head, and now they can book the first appointment of the morning right from their phone. Our calendar fills up before we even open.",
      author: "Dana Morales",
      position: "Owner, Lice Busters",
    },
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
        value: "-45%",
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
    testimonial: {
      quote:
        "Our trips always sold themselves once people were on the boat. Now the website does the same job on a phone screen, and we hear from corporate planners we never used to reach.",
      author: "Erik Lindqvist",
      position: "Owner & Captain, White Sails",
    },
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
    metrics: [
      {
        value: "-67%",
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
    testimonial: {
      quote:
        "The old site took forever to load and we sold products over the phone. Now orders come in overnight, families book their follow-up before they leave, and our reviews speak for us.",
      author: "Monique Baptiste",
      position: "Founder, Lice Troopers",
    },
    services: ["Custom Web Design", "eCommerce Solutions", "Reputation Management"],
    timeline: "12 weeks",
  },
];
