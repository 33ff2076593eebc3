/**
 * Reputation Management service page (the spec's screens and routes, "Service pages": hero, services grid,
 * the six named process steps, trust section, success stories; the spec's business constants, "Timelines and
 * claims", "Service pricing").
 */
import type { Img } from "../types";
import type { ServicePage } from "./types";
import { timelineRange } from "../facts";
import { testimonial } from "../attributions";

const stepImage = (name: string, alt: string): Img => ({
  src: `/images/process/${name}.svg`,
  alt,
  width: 560,
  height: 360,
});

export const reputationManagementPage: ServicePage = {
  slug: "reputation-management",
  seo: {
    // the spec's screens and routes give this title; with the brand suffix it is longer than 60 characters
    // (the audit knows)
    title: "Reputation Management Services - Protect Your Brand Online",
    description:
      "Online reputation management for New York businesses: review monitoring, fast professional responses and steady five-star review growth. From $800/month.",
  },
  hero: {
    eyebrow: "Online reputation management",
    title: "Protect Your Good Name and Earn More Five-Star Reviews",
    lede: "Customers read your reviews before they ever call. We watch what is said about you across Google, Facebook, Yelp and industry sites, answer quickly and professionally, and make it easy for happy customers to say so in public.",
    primary: { label: "Get Reputation Audit", href: "/contact" },
    secondary: { label: "View Success Stories", href: "/case-studies" },
    highlights: [
      "Reputation plans from $800/month",
      `Fully set up in ${timelineRange("reputation-management")}`,
      "2-hour average response",
    ],
  },
  sections: [
    {
      kind: "features",
      id: "features",
      title: "Reputation Management Services",
      lede: "Everything it takes to build a reputation that wins the customer before the first call, handled by one team that knows your business.",
      items: [
        {
          icon: "Search",
          title: "24/7 Review Monitoring",
          description:
            "We track new reviews and mentions across Google, Facebook, Yelp and the sites your customers use, so nothing slips past.",
          points: ["Real-time review alerts", "Industry and local sites", "Brand mention tracking"],
        },
        {
          icon: "Mail",
          title: "Professional Review Responses",
          description:
            "Timely, on-brand replies to every review, drafted by us and approved by you, that show future customers you listen.",
          points: ["Replies in your voice", "Escalation for sensitive reviews", "Privacy-safe wording"],
        },
        {
          icon: "Star",
          title: "Review Generation",
          description:
            "Simple text and email requests that ask every customer for a review at the right moment, within each platform's rules.",
          points: [
            "Automated review requests",
            "Direct links to your profiles",
            "QR cards for the front desk",
          ],
        },
        {
          icon: "Shield",
          title: "Negative Review & Crisis Response",
          description:
            "A calm, fast plan for a bad review or a public complaint, so one unhappy customer does not define you.",
          points: [
            "Response and follow-up plan",
            "Policy-violating reviews flagged",
            "Offline resolution scripts",
          ],
        },
        {
          icon: "Globe",
          title: "Positive Content & Search Results",
          description:
            "Profiles, articles and pages that put accurate, positive information at the top when people search your name.",
          points: ["Branded search audit", "Profile and bio pages", "Press and community stories"],
        },
        {
          icon: "MapPin",
          title: "Listing & Profile Management",
          description:
            "Accurate, complete profiles on Google and the directories customers check, with consistent details everywhere.",
          points: [
            "Google Business Profile upkeep",
            "Yelp and Facebook pages",
            "Photos and business details",
          ],
          link: { label: "Local SEO", href: "/services/local-seo" },
        },
      ],
    },
    {
      kind: "process",
      id: "process",
      title: "Our Six-Step Reputation Management Process",
      lede: "A steady routine that protects your reputation today and builds a stronger one every month.",
      steps: [
        {
          step: 1,
          title: "Reputation Audit",
          description:
            "We review your ratings, reviews, replies and search results for your name, and compare them with your closest competitors.",
          image: stepImage(
            "qa",
            "Checklist with ticked items, standing for a review-by-review reputation audit",
          ),
          points: ["Ratings and review volume", "Branded search results", "Competitor comparison"],
        },
        {
          step: 2,
          title: "Monitoring Setup",
          description:
            "We connect your review profiles and mention alerts to one dashboard, so we see new feedback as soon as it is posted.",
          image: stepImage("planning", "Tree diagram mapping the review sites and channels we monitor"),
          points: ["Profiles claimed and verified", "Real-time alerts", "One shared dashboard"],
        },
        {
          step: 3,
          title: "Response Strategy",
          description:
            "We agree your tone, response times and escalation rules, with ready-to-use replies for the situations you see most.",
          image: stepImage(
            "strategy",
            "Strategy board with goals and customer groups used to plan review replies",
          ),
          points: ["Brand voice guidelines", "Response templates", "Escalation rules"],
        },
        {
          step: 4,
          title: "Content Creation",
          description:
            "We publish accurate, positive content and refresh your profiles so searches for your name show your best side.",
          image: stepImage("design", "Page layout with photos and colour swatches for new profile content"),
          points: ["Profile and bio updates", "Customer stories", "Photos and posts"],
        },
        {
          step: 5,
          title: "Review Generation",
          description:
            "We send timely review requests after each job or visit, making it easy for satisfied customers to leave a review.",
          image: stepImage(
            "development",
            "Phone preview beside code, standing for automated review requests by text",
          ),
          points: ["Text and email requests", "Direct review links", "Reminder sequences"],
        },
        {
          step: 6,
          title: "Monitor & Optimize",
          description:
            "We watch ratings, volume and sentiment, report monthly and adjust requests and replies to keep your reputation climbing.",
          image: stepImage("launch", "Chart rising month by month as ratings and review volume grow"),
          points: ["Monthly reputation report", "Sentiment trends", "Ongoing improvements"],
        },
      ],
    },
    {
      kind: "stats",
      id: "stats",
      tone: "dark",
      title: "A Reputation Partner You Can Count On",
      lede: "Fast responses, constant monitoring and a steady stream of genuine reviews, measured and reported every month.",
      items: [
        {
          value: "94%",
          label: "Recovery rate",
          description: "Clients whose ratings recover after a setback",
        },
        { value: "2 hrs", label: "Average response", description: "From a new review to our reply draft" },
        { value: "24/7", label: "Monitoring", description: "Reviews and mentions watched around the clock" },
        {
          value: "267%",
          label: "Average review increase",
          description: "Growth in new reviews after our campaigns",
        },
      ],
    },
    {
      kind: "work",
      id: "work",
      title: "Ratings Our Clients Earned",
      lede: "A restaurant and a clinic that turned happy customers into a steady stream of reviews.",
      studies: ["mulberry-trattoria", "lice-troopers"],
    },
    {
      kind: "testimonials",
      id: "testimonials",
      title: "Reputation Success Stories",
      lede: "Local businesses that turned their reviews into a reason to choose them.",
      items: [
        testimonial(
          "osteria-bedford",
          "Google rating",
          "A few bad nights during a kitchen renovation left us with reviews we could not shake. They answered every one with care, invited our regulars to share their experience, and our rating climbed back within a season.",
        ),
        testimonial(
          "vernon-movers",
          "New reviews in 90 days",
          "Moving is stressful, and people review it that way. Now every customer gets a friendly review request the day after the move, and complaints get a reply within hours, not weeks.",
          "facebook",
        ),
        testimonial(
          "austin-street-pt",
          "Calls from Google Maps",
          "We were great with patients and invisible online. Their review requests and replies gave us a profile that matches the care we give, and new patients mention our reviews at their first visit.",
        ),
      ],
    },
    {
      kind: "pricing",
      id: "pricing",
      title: "Transparent Reputation Management Pricing",
      lede: `Reputation management starts at $800 a month, and most clients invest $1,500-$3,000 depending on locations and review volume. Setup takes ${timelineRange("reputation-management")}.`,
    },
    {
      kind: "cta",
      id: "cta",
      title: "Find Out What Customers See When They Search for You",
      body: "Get a free reputation audit covering your ratings, reviews, replies and branded search results, with a clear plan to improve them. No obligation and no long-term contract.",
      primary: { label: "Get Reputation Audit", href: "/contact" },
      secondary: { label: "View Success Stories", href: "/case-studies" },
      points: ["Free, no-obligation audit", "Reply within 24 hours", "No long-term contracts"],
    },
  ],
};
