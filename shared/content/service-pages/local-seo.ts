/**
 * Local SEO service page (the spec's screens and routes, "Service pages": problem/solution cards, services
 * grid, six-step scrolling process, why-choose stats, three testimonials; the spec's business constants
 * "Timelines and claims", "Service pricing").
 */
import type { Img } from "../types";
import type { ServicePage } from "./types";
import { facts, figures } from "../facts";
import { testimonial } from "../attributions";

const stepImage = (name: string, alt: string): Img => ({
  src: `/images/process/${name}.svg`,
  alt,
  width: 560,
  height: 360,
});

export const localSeoPage: ServicePage = {
  slug: "local-seo",
  seo: {
    title: "Local SEO Services in New York",
    description:
      "Local SEO for New York businesses: Google Business Profile, citations, local content and reviews that lift you into the map pack. From $1,500/month.",
  },
  hero: {
    eyebrow: "Local SEO for New York businesses",
    title: "Get Found First When Neighbors Search for What You Do",
    lede: "When someone nearby searches for a plumber, a dentist or a lawyer, the three businesses in the Google map pack get most of the calls. We put you there with a fully optimized Business Profile, clean local listings, pages written for your neighborhoods and a steady flow of genuine reviews.",
    primary: { label: "Get Local SEO Audit", href: "/contact" },
    secondary: { label: "View Success Stories", href: "/case-studies" },
    highlights: [
      "Local SEO plans from $1,500/month",
      `Measurable results in ${facts.timelines["local-seo"]}`,
      "No long-term contracts",
    ],
  },
  sections: [
    {
      kind: "problems",
      id: "problems",
      title: "Common Local SEO Problems We Fix",
      lede: "Most businesses we audit are not short of good work or happy customers. They are short of the signals Google uses to decide who shows up nearby.",
      items: [
        {
          problem: "Missing from the Google map pack",
          description:
            "Competitors with fewer years in business appear in the top three map results while you sit on page two, so the calls go to them.",
          solution:
            "We target the searches that bring jobs, align your profile, site and listings around them and track your map position street by street.",
          stat: { value: "Top 3", label: "map pack goal for your five core search terms" },
        },
        {
          problem: "A Business Profile that does not sell",
          description:
            "Wrong categories, thin service lists, old photos and unanswered questions make your profile easy to skip, even when it does appear.",
          solution:
            "We rebuild the profile: primary and secondary categories, services, photos, weekly posts and Q&A, with call tracking so you see what it earns.",
          stat: { value: "+30%", label: "target for calls from your Business Profile after day 30" },
        },
        {
          problem: "Inconsistent listings across the web",
          description:
            "Old addresses, two phone numbers and duplicate listings on directories confuse customers and weaken Google's confidence in your business.",
          solution:
            "We find and correct every listing, merge duplicates and build citations on the directories that matter for your industry and borough.",
          stat: { value: "Days 7-9", label: "when citation cleanup is done in our launch plan" },
        },
        {
          problem: "A website that is not built for local search",
          description:
            "One generic services page, no neighborhood content and a slow mobile experience give Google little reason to rank you, and visitors little reason to call.",
          solution:
            "We add service and area pages, local schema and fast mobile templates, with click-to-call and short forms where people expect them.",
          stat: { value: "60%", label: "of local searches happen on a phone" },
        },
      ],
    },
    {
      kind: "features",
      id: "features",
      title: "Local SEO Services That Bring In Calls",
      lede: "Every plan covers the work that moves local rankings, delivered by one team and reported in plain English every month.",
      items: [
        {
          icon: "MapPin",
          title: "Google Business Profile Optimization",
          description:
            "A complete, accurate profile that ranks for the services you want to sell and gives searchers a reason to call.",
          points: [
            "Categories, services and hours",
            "Weekly posts and fresh photos",
            "Q&A and messaging set up",
          ],
        },
        {
          icon: "Globe",
          title: "Citation Building & Cleanup",
          description:
            "Consistent name, address and phone details on the directories, maps and industry sites Google trusts.",
          points: [
            "Listing audit and duplicate removal",
            "Core and industry directories",
            "Apple Maps and Bing Places",
          ],
        },
        {
          icon: "Search",
          title: "Local Keyword & Content Strategy",
          description:
            "Service and neighborhood pages written for the way your customers actually search, from Astoria to Bay Ridge.",
          points: ["Local keyword research", "Service and area pages", "Helpful guides and FAQs"],
        },
        {
          icon: "Code2",
          title: "On-Page & Technical SEO",
          description:
            "The technical groundwork that lets Google read, trust and rank your site, and lets visitors use it on a phone.",
          points: [
            "LocalBusiness schema markup",
            "Page speed and mobile fixes",
            "Titles, headings and internal links",
          ],
        },
        {
          icon: "Star",
          title: "Review Generation",
          description:
            "A simple way to ask every customer for a review, plus prompt, professional replies that show you care.",
          points: ["Text and email review requests", "Response templates in your voice", "New-review alerts"],
          link: { label: "Reputation Management", href: "/services/reputation-management" },
        },
        {
          icon: "Award",
          title: "Local Link Building",
          description:
            "Links from local news, neighborhood groups, suppliers and associations that build real authority in your area.",
          points: [
            "Local sponsorships and partners",
            "Community and press mentions",
            "Competitor link gap analysis",
          ],
        },
      ],
    },
    {
      kind: "process",
      id: "process",
      title: "Our Six-Step Local SEO Process",
      lede: "A clear plan from the first audit to steady month-on-month growth, with a named strategist and a report you can read in five minutes.",
      steps: [
        {
          step: 1,
          title: "Local SEO Audit",
          description:
            "We review your Business Profile, website, listings, reviews and the competitors who outrank you, then agree the searches worth winning.",
          image: stepImage(
            "strategy",
            "Strategy board listing business goals and target customers for a local SEO audit",
          ),
          points: [
            "Map pack and ranking baseline",
            "Competitor and keyword review",
            "Goals and tracking agreed",
          ],
        },
        {
          step: 2,
          title: "Google Business Profile Optimization",
          description:
            "We rebuild your profile around the services you want to sell, with accurate details, strong photos and a posting plan.",
          image: stepImage(
            "design",
            "Layout with colour swatches and photos, standing for a refreshed Google Business Profile",
          ),
          points: ["Categories and services", "Photos, posts and Q&A", "Call and booking tracking"],
        },
        {
          step: 3,
          title: "On-Page & Technical SEO",
          description:
            "We fix the technical issues holding your site back and tune every key page for its service and location.",
          image: stepImage(
            "development",
            "Code editor beside a mobile preview, showing on-page and technical SEO fixes",
          ),
          points: ["LocalBusiness schema", "Speed and mobile fixes", "Titles, headings and internal links"],
        },
        {
          step: 4,
          title: "Local Content Creation",
          description:
            "We plan and write service and neighborhood pages that answer real customer questions and give Google more reasons to rank you.",
          image: stepImage("planning", "Sitemap of service and area pages planned for local search"),
          points: ["Service and area pages", "Local guides and FAQs", "Clear calls to action"],
        },
        {
          step: 5,
          title: "Citations & Link Building",
          description:
            "We clean up and build your listings across trusted directories, then earn links from local and industry sites.",
          image: stepImage("qa", "Checklist with ticked items, tracking verified directory listings"),
          points: [
            "Listing cleanup and duplicates",
            "Industry and local directories",
            "Local links and mentions",
          ],
        },
        {
          step: 6,
          title: "Reporting & Growth",
          description:
            "Monthly reports show rankings, calls, form leads and booked jobs, and we use them to decide what to improve next.",
          image: stepImage("launch", "Chart of monthly leads rising after local SEO improvements go live"),
          points: [
            "Monthly plain-English report",
            "Review requests and replies",
            "Ongoing tests and new content",
          ],
        },
      ],
    },
    {
      kind: "stats",
      id: "stats",
      tone: "dark",
      title: "Local SEO Results You Can Measure",
      lede: "We report on the numbers that matter to a local business: where you rank, how many people visit and how many of them call.",
      items: [
        {
          value: "89%",
          label: "Average ranking improvement",
          description: "Across the local keywords we track for clients",
        },
        { value: "156%", label: "Traffic increase", description: "Average growth in organic visitors" },
        {
          value: "30 days",
          label: "To initial results",
          description: "First movement in rankings and calls",
        },
        {
          value: figures.clients,
          label: "Businesses helped",
          description: "Local businesses across New York",
        },
      ],
    },
    {
      kind: "work",
      id: "work",
      title: "Local Search Results From Our Clients",
      lede: "Two businesses that now win their neighborhood's searches, and how we got them there.",
      studies: ["lice-busters", "parkside-realty"],
    },
    {
      kind: "testimonials",
      id: "testimonials",
      title: "What Local Business Owners Say",
      lede: "Real businesses, real neighborhoods and results they can see in their call logs.",
      items: [
        testimonial(
          "astoria-plumbing",
          "More emergency calls",
          "We had been in Astoria for twenty years and still could not get into the map results. Four months in, we show up for emergency plumbing across the neighborhood and the phone rings before breakfast.",
        ),
        testimonial(
          "seventh-avenue-dental",
          "New patient bookings per month",
          "They rewrote our Business Profile, fixed listings we did not know existed and added pages for each treatment. New patients now tell us they found us on Google, not through a friend.",
        ),
        testimonial(
          "klein-roofing",
          "Map-pack position for roof repair",
          "Storm season used to be the only time we were busy. Now we rank for roof repair across the South Shore all year, and every month's report shows exactly which calls came from search.",
          "facebook",
        ),
      ],
    },
    {
      kind: "pricing",
      id: "pricing",
      title: "Transparent Local SEO Pricing",
      lede: "Local SEO starts at $1,500 a month, and most clients invest $2,500-$5,000 depending on competition and locations. Your quote is fixed and written down before work begins.",
    },
    {
      kind: "cta",
      id: "cta",
      title: "Own Your Neighborhood's Search Results",
      body: "Get a free local SEO audit showing where you rank today, who is taking your calls and the first fixes we would make. No obligation, and no long-term contract if you go ahead.",
      primary: { label: "Get Local SEO Audit", href: "/contact" },
      secondary: { label: "See Our Process", href: "/process" },
      points: ["Free, no-obligation audit", "Reply within 24 hours", "No long-term contracts"],
    },
  ],
};
