/**
 * PPC Advertising service page (the spec's screens and routes, "Service pages": same layout as Local SEO; the
 * spec's business constants "Timelines and claims", "Service pricing", "Guide tips").
 */
import type { Img } from "../types";
import type { ServicePage } from "./types";
import { figures, timelineRange } from "../facts";
import { testimonial } from "../attributions";

const stepImage = (name: string, alt: string): Img => ({
  src: `/images/process/${name}.svg`,
  alt,
  width: 560,
  height: 360,
});

export const ppcAdvertisingPage: ServicePage = {
  slug: "ppc-advertising",
  seo: {
    title: "PPC & Google Ads Management in NYC",
    description:
      "Google Ads and Meta campaigns for New York businesses, built for calls and booked jobs: tight targeting, fast landing pages and weekly bid management.",
  },
  hero: {
    eyebrow: "PPC advertising for New York businesses",
    title: "Paid Ads That Fill Your Calendar, Not Just Your Click Reports",
    lede: "We build and manage Google and Meta campaigns around one number: what a new customer costs you. Tight keyword targeting, negative lists that block wasted clicks, landing pages that convert and tracking from first click to booked job.",
    primary: { label: "Get Free PPC Audit", href: "/contact" },
    secondary: { label: "View Campaign Results", href: "/case-studies" },
    highlights: [
      "PPC management from $1,000/month",
      `Campaigns live in ${timelineRange("ppc-advertising")}`,
      "No long-term contracts",
    ],
  },
  sections: [
    {
      kind: "problems",
      id: "problems",
      title: "Common PPC Problems We Fix",
      lede: "Most accounts we audit are not underfunded. They pay for the wrong searches, send people to the wrong page and cannot tell which clicks became customers.",
      items: [
        {
          problem: "Paying for clicks that never call",
          description:
            "Broad keywords match job seekers, DIY researchers and bargain hunters, so a large share of your budget buys visits from people who will never hire you.",
          solution:
            "We build tightly themed ad groups and negative keyword lists for DIY, jobs, materials, free and cheap searches before a dollar is spent.",
          stat: { value: "5-15", label: "keywords per tightly themed ad group" },
        },
        {
          problem: "Ads that sound like everyone else's",
          description:
            "Generic headlines blend into the page, lower your quality score and push up what you pay for every click.",
          solution:
            "We write responsive search ads around your real offers, service areas and proof, then let the data pick the winners.",
          stat: { value: "8-12", label: "headlines tested in every responsive search ad" },
        },
        {
          problem: "Landing pages that lose the lead",
          description:
            "Sending paid traffic to a slow home page with no clear next step wastes the click you just paid for.",
          solution:
            "We build focused landing pages for each offer, with click-to-call, short forms and the trust signals buyers look for.",
          stat: { value: "<2.5 s", label: "landing page load target on mobile" },
        },
        {
          problem: "No idea which ads make money",
          description:
            "Without call and form tracking, budgets get set by guesswork and good campaigns get cut alongside bad ones.",
          solution:
            "We track calls, forms and booked jobs, connect them to each campaign and report cost per lead in plain numbers.",
          stat: { value: "5", label: "KPIs tracked, from leads to close rate" },
        },
      ],
    },
    {
      kind: "features",
      id: "features",
      title: "PPC Management Services Built for Leads",
      lede: "Strategy, setup and daily management under one roof, with a named specialist who knows your account and answers your calls.",
      items: [
        {
          icon: "Search",
          title: "Google Search Ads",
          description:
            "Campaigns that show up when people search for your service in your area, at the moment they are ready to buy.",
          points: [
            "Keyword and competitor research",
            "Negative keyword lists",
            "Location and schedule targeting",
          ],
        },
        {
          icon: "MonitorSmartphone",
          title: "Meta & Instagram Ads",
          description:
            "Scroll-stopping ads that reach nearby homeowners, patients and clients on Facebook and Instagram.",
          points: ["Local audience targeting", "Lead forms and offers", "Creative testing"],
        },
        {
          icon: "RefreshCw",
          title: "Remarketing",
          description:
            "Stay in front of people who visited your site but did not call, so you are top of mind when they decide.",
          points: ["Search and display remarketing", "Audience lists by service", "Frequency caps"],
        },
        {
          icon: "Palette",
          title: "Landing Pages That Convert",
          description:
            "Fast, focused pages for each offer, designed to turn a paid click into a call or a booked appointment.",
          points: ["One page per core offer", "Click-to-call and short forms", "A/B testing"],
          link: { label: "UI/UX Design", href: "/services/ui-ux-design" },
        },
        {
          icon: "Phone",
          title: "Call & Conversion Tracking",
          description:
            "See exactly which keywords, ads and campaigns produce calls, forms and booked jobs, not just clicks.",
          points: ["Call tracking numbers", "GA4 and form events", "Cost per lead reporting"],
        },
        {
          icon: "Target",
          title: "Bid & Budget Management",
          description:
            "We adjust bids, budgets and schedules every week so your money follows the campaigns that produce customers.",
          points: ["Weekly bid adjustments", "Ad scheduling by hour and day", "Monthly budget forecasts"],
        },
      ],
    },
    {
      kind: "process",
      id: "process",
      title: "Our Six-Step PPC Process",
      lede: `From a free audit to a live, tracked campaign in ${timelineRange("ppc-advertising")}, then steady weekly improvements.`,
      steps: [
        {
          step: 1,
          title: "PPC Audit & Goals",
          description:
            "We review your current account, competitors and margins, then agree the leads, cost per lead and budget that make sense.",
          image: stepImage(
            "strategy",
            "Strategy board with business goals and target customers for a PPC audit",
          ),
          points: ["Account and spend review", "Lead and cost-per-lead targets", "Budget forecast"],
        },
        {
          step: 2,
          title: "Keyword & Audience Research",
          description:
            "We map the searches and audiences that bring customers, and the ones to block, into a clean campaign structure.",
          image: stepImage("planning", "Tree diagram mapping campaigns into themed ad groups"),
          points: ["High-intent keywords", "Negative keyword lists", "Campaign and ad group structure"],
        },
        {
          step: 3,
          title: "Ad Copy & Landing Pages",
          description:
            "We write ads around your real offers and design landing pages that give each click a clear reason to call.",
          image: stepImage("design", "Landing page layout with headline, colours and call-to-action button"),
          points: ["Responsive search ads", "Offer-specific landing pages", "Extensions and assets"],
        },
        {
          step: 4,
          title: "Tracking & Campaign Build",
          description:
            "We set up call tracking, form events and conversions, then build the campaigns with location, schedule and bid rules.",
          image: stepImage(
            "development",
            "Code editor and phone preview showing conversion tracking being set up",
          ),
          points: [
            "Call tracking and GA4 events",
            "Conversion goals in Google Ads",
            "Geo and schedule rules",
          ],
        },
        {
          step: 5,
          title: "Quality Checks & Launch",
          description:
            "Every link, form, tracking tag and ad is checked before launch, so the first clicks are measured correctly.",
          image: stepImage("qa", "Pre-launch checklist with ticked items and a device preview"),
          points: [
            "Ads and extensions approved",
            "Tracking tested end to end",
            "Launch within 48 hours of sign-off",
          ],
        },
        {
          step: 6,
          title: "Optimize & Scale",
          description:
            "We refine bids, keywords and ads every week and move budget to what works, replacing forecasts with your real data.",
          image: stepImage("launch", "Chart of monthly leads rising after a campaign goes live"),
          points: ["Weekly search term reviews", "Bid and budget shifts", "Monthly results report"],
        },
      ],
    },
    {
      kind: "stats",
      id: "stats",
      tone: "dark",
      title: "PPC Results That Pay for Themselves",
      lede: "Every campaign is measured in customers and revenue, and watched closely enough to catch problems before they cost you.",
      items: [
        { value: "312%", label: "Average ROI", description: "Across managed PPC campaigns" },
        { value: "48 hrs", label: "Campaign launch", description: "From sign-off on ads and landing pages" },
        { value: "24/7", label: "Monitoring", description: "Budget and performance alerts" },
        { value: "$5.2M+", label: "Ad spend managed", description: "Across Google and Meta" },
        { value: figures.retention, label: "Client retention", description: "Clients who stay with us" },
      ],
    },
    {
      kind: "work",
      id: "work",
      title: "Campaigns That Cut the Cost of a Customer",
      lede: "Two ad accounts we rebuilt around calls and bookings instead of clicks.",
      studies: ["gowanus-strength", "lice-busters"],
    },
    {
      kind: "testimonials",
      id: "testimonials",
      title: "What Our PPC Clients Say",
      lede: "Owners and managing partners who now know exactly what each new customer costs.",
      items: [
        testimonial(
          "kingsbridge-law",
          "Ad cost per signed case",
          "Our old agency reported clicks. This team reports signed cases. They cut the searches that were never going to hire us and rebuilt our landing pages, and our intake team is busier on a smaller budget.",
        ),
        testimonial(
          "lexington-dermatology",
          "Booked consultations per month",
          "They built separate campaigns and pages for each treatment and tested the offers on Instagram. We finally know which ads book consultations, and our calendar is full weeks ahead.",
          "facebook",
        ),
        testimonial(
          "bay-ridge-hvac",
          "Ad cost per booked job",
          "Campaigns were live within two weeks, with budget focused on the hours and zip codes that bring repair calls. Every call is tracked, so I can see which jobs came from Google before I even look at the invoice.",
        ),
      ],
    },
    {
      kind: "pricing",
      id: "pricing",
      title: "Transparent PPC Management Pricing",
      lede: `PPC management starts at $1,000 a month, and most clients invest $2,000-$8,000 depending on markets and channels. Setup takes ${timelineRange("ppc-advertising")}, and your quote is written down before work begins.`,
    },
    {
      kind: "cta",
      id: "cta",
      title: "Find Where Your Ad Budget Leaks",
      body: "Start with a free PPC audit: we will show you where your budget leaks, what your leads should cost and how we would fix it. No obligation and no long-term contract.",
      primary: { label: "Start Your PPC Campaign", href: "/contact" },
      secondary: { label: "View Campaign Results", href: "/case-studies" },
      points: ["Free account audit", "Reply within 24 hours", "No long-term contracts"],
    },
  ],
};
