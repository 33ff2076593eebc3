/**
 * Copy and checklist content of the SEO checklist tool at /seo-checklist (the spec's screens and routes, "SEO
 * checklist tool"; the spec's entities, "Checklist section", "KPI row", "Timeline row", "SEO checklist
 * content"; business constants "Checklist tools"). Section ids, titles, ranges and badges follow the the
 * spec's entities table; the KPI targets and timeline rows follow the spec's business constants. Item texts
 * are not in the spec and are written here. What the visitor changes (checked, timestamp, meta) is saved on
 * the device only.
 */
import type { ChecklistSectionDef, KpiRow, TimelineRow } from "./types";

export type SeoChecklistContent = {
  seo: { title: string; description: string };
  hero: { title: string; lede: string };
  /** the name in the fixed header */
  toolName: string;
  /**
   * the cover card; the spec's screens and routes call it an internal and client-facing document, version
   * 1.1
   */
  cover: { title: string; note: string; version: string; intro: string };
  /** table-of-contents labels for the non-section entries (ids cover, kpis, timeline) */
  contentsLabels: { cover: string; kpis: string; timeline: string };
  kpis: { title: string; intro: string; rows: KpiRow[] };
  timeline: { title: string; intro: string; rows: TimelineRow[] };
  /** the eight sections of the spec's entities, in order, five items each */
  sections: ChecklistSectionDef[];
  legend: { label: string; text: string; kind: "green" | "teal" | "purple" | "saved" | "print" }[];
};

export const seoChecklist = {
  seo: {
    title: "Local SEO Checklist: 14-Day Launch Plan",
    description:
      "A free 14-day local SEO checklist: KPIs, timeline and 40 tasks from Google Business Profile setup to citations and links. Progress saves on your device.",
  },
  hero: {
    title: "The 14-Day Local SEO Checklist",
    lede: "The plan our team and our clients tick off together over two weeks, from kickoff to results review. Progress is saved on this device only, and the whole checklist prints as a clean PDF.",
  },
  toolName: "SEO Checklist",
  cover: {
    title: "Project Overview",
    note: "Internal and client-facing document",
    version: "1.1",
    intro:
      "This is the working plan for a 14-day local SEO launch. The agency and the client use the same copy: the KPIs set the targets, the timeline sets the order, and each task is checked off with the date and time it was done, so both sides can see what is finished and what is next.",
  },
  contentsLabels: { cover: "Project Overview", kpis: "KPIs & Goals", timeline: "Timeline" },
  kpis: {
    title: "KPIs & Goals",
    intro:
      "Four numbers decide whether the launch worked. Baselines are recorded on Day 0-1; the agency reports the first three and the client reports booked jobs from its own records.",
    rows: [
      {
        kpi: "Calls from Business Profile",
        target: "+30% after Day 30",
        source: "Google Business Profile Performance",
        view: "Monthly report",
        owner: "Agency",
      },
      {
        kpi: "Map Pack rankings",
        target: "Top 3 for 5 core terms",
        source: "Local rank tracker (grid scan)",
        view: "Looker Studio dashboard",
        owner: "Agency",
      },
      {
        kpi: "Form leads",
        target: "+20% after Day 30",
        source: "GA4 event form_submit",
        view: "Looker Studio dashboard",
        owner: "Agency",
      },
      {
        kpi: "Booked jobs",
        target: "+15% after Day 45",
        source: "Client CRM / job board",
        view: "Monthly review call",
        owner: "Client",
      },
    ],
  },
  timeline: {
    title: "Timeline",
    intro:
      "Two weeks from kickoff to handover. Some phases overlap on purpose: citations and link outreach run side by side while the site changes settle.",
    rows: [
      { range: "Day 0-1", milestone: "Business information, logins and goals gathered" },
      { range: "Day 1-2", milestone: "Technical and competitor audit complete" },
      { range: "Day 2-3", milestone: "Google Business Profile fully optimized" },
      { range: "Day 3-5", milestone: "Service and location page structure live" },
      { range: "Day 5-6", milestone: "Core content written and published" },
      { range: "Day 6-7", milestone: "Technical SEO fixes and schema in place" },
      { range: "Day 7-9", milestone: "Citations built and NAP consistent across directories" },
      { range: "Day 8-10", milestone: "Link building outreach under way" },
      { range: "Day 10-14", milestone: "Review request push and first Business Profile posts" },
      { range: "Day 14", milestone: "Deliverables handed over and first results reviewed" },
    ],
  },
  sections: [
    {
      id: "discovery",
      title: "Discovery and Setup",
      timeRange: "Day 0-1",
      badgeType: "green",
      summary: "Collect access, business facts and baselines so every later task starts from verified data.",
      items: [
        {
          id: "discovery-kickoff-call",
          label: "Run a 45-minute kickoff call to confirm services, service areas and revenue priorities",
          hint: "Leave the call with the top 5 money services and the neighborhoods the client actually wants jobs from.",
        },
        {
          id: "discovery-platform-access",
          label: "Get Manager access to Google Business Profile, GA4, Search Console and the website CMS",
          hint: "Request access through each platform's user settings; never ask for the client's passwords.",
        },
        {
          id: "discovery-canonical-nap",
          label: "Lock the canonical NAP: business name, address with suite format and primary phone number",
          hint: "Write it once in the project doc; every citation and schema block copies it character for character.",
        },
        {
          id: "discovery-core-terms",
          label: "Choose the 5 core service + city terms to track for the Map Pack goal",
          hint: 'Pair money services with the main city, e.g. "emergency plumber Brooklyn", and check volume in Keyword Planner.',
        },
        {
          id: "discovery-baselines",
          label: "Record baselines for profile calls, form_submit events, booked jobs and current rankings",
          hint: "Export the last 90 days so the Day 30 and Day 45 targets have a fixed starting point.",
        },
      ],
    },
    {
      id: "audit",
      title: "Technical Audit and Analysis",
      timeRange: "Day 1-2",
      badgeType: "green",
      summary: "Find what blocks crawling, indexing and rankings before anything on the site changes.",
      items: [
        {
          id: "audit-site-crawl",
          label: "Crawl the site with Screaming Frog and export 4xx/5xx errors and redirect chains",
          hint: "Flag chains longer than one hop and broken links in the main navigation first.",
        },
        {
          id: "audit-index-coverage",
          label: "Review the Search Console Page indexing report for excluded and noindexed URLs",
          hint: "Money pages must be indexed; staging, tag and thin archive pages should not be.",
        },
        {
          id: "audit-core-web-vitals",
          label: "Test Core Web Vitals on the home page and top service pages with PageSpeed Insights",
          hint: "Mobile targets: LCP under 2.5 s, INP under 200 ms and CLS under 0.1.",
        },
        {
          id: "audit-competitor-benchmark",
          label: "Benchmark the top 3 Map Pack competitors for each core term",
          hint: "Compare review count, rating, primary category and the number of service and location pages.",
        },
        {
          id: "audit-rank-grid",
          label: "Run a baseline local rank grid scan for the 5 core terms",
          hint: "Use a 7 x 7 grid at 1-mile spacing around the business address in Local Falcon or BrightLocal.",
        },
      ],
    },
    {
      id: "gbp-optimization",
      title: "Google Business Profile Optimization",
      timeRange: "Day 2-3",
      badgeType: "teal",
      summary: "Complete and verify the profile so it is eligible to compete in the Map Pack.",
      items: [
        {
          id: "gbp-optimization-verify-ownership",
          label: "Verify Google Business Profile ownership and add the agency as Manager",
          hint: "If verification is still pending, request video verification; it is usually the fastest route.",
        },
        {
          id: "gbp-optimization-categories",
          label: "Set the primary category to the main money service and add accurate secondary categories",
          hint: "The primary category is the strongest profile ranking factor; check what the top 3 competitors use.",
        },
        {
          id: "gbp-optimization-services-hours",
          label: "Fill in services, service areas, regular and holiday hours, and attributes",
          hint: "Add up to 20 service areas by city or ZIP, and match hours to when the phone is actually answered.",
        },
        {
          id: "gbp-optimization-description-link",
          label: "Write a 750-character business description and add a UTM-tagged website link",
          hint: "Tag the link with utm_source=google, utm_medium=organic and utm_campaign=gbp so GA4 separates profile visits.",
        },
        {
          id: "gbp-optimization-photos",
          label: "Upload 10 or more original photos of the storefront, team, vehicles and finished jobs",
          hint: "Real job photos outperform stock; add the logo and a cover image of at least 1024 x 576 px.",
        },
      ],
    },
    {
      id: "website-optimization",
      title: "Website Structure and Content",
      timeRange: "Day 3-5",
      badgeType: "teal",
      summary:
        "Give every core service and service area its own crawlable page that turns visits into calls.",
      items: [
        {
          id: "website-optimization-service-pages",
          label: "Create one page per core service, each targeting one primary keyword",
          hint: "Link every service page from the main navigation so it sits within 3 clicks of the home page.",
        },
        {
          id: "website-optimization-location-pages",
          label: "Build location pages for the top 3-5 service areas with unique local copy",
          hint: "Name the neighborhoods served and show local job photos; never publish city-name swaps of one text.",
        },
        {
          id: "website-optimization-titles-meta",
          label: "Rewrite title tags and meta descriptions for the home, service and location pages",
          hint: "Keep titles under 60 characters with service + city, and descriptions at 140-160 characters.",
        },
        {
          id: "website-optimization-nap-click-to-call",
          label: "Add the canonical NAP and a click-to-call phone link to the header and footer",
          hint: "Use a tel: link and the exact NAP from Discovery on every page.",
        },
        {
          id: "website-optimization-conversion-events",
          label:
            "Confirm every form fires the GA4 form_submit event and phone links fire a click-to-call event",
          hint: "Test in GA4 DebugView and mark form_submit as a key event so it shows in reports.",
        },
      ],
    },
    {
      id: "content-creation",
      title: "Content Development",
      timeRange: "Day 5-6",
      badgeType: "teal",
      summary: "Publish content that answers local searchers' real questions and backs up the service pages.",
      items: [
        {
          id: "content-creation-service-copy",
          label: "Expand each core service page to 600-900 words of original copy",
          hint: "Cover cost factors, process, guarantees and service area; write for the customer, not the keyword.",
        },
        {
          id: "content-creation-faqs",
          label: "Write 5-8 FAQs per service from real customer calls and People Also Ask results",
          hint: "Ask the client's front desk for the questions they hear every week.",
        },
        {
          id: "content-creation-local-project",
          label: "Publish one local project story with photos and the neighborhood named",
          hint: 'A real job, real photos and the result, e.g. "Brownstone boiler replacement in Park Slope".',
        },
        {
          id: "content-creation-reviews-on-site",
          label: "Add 3-5 real customer reviews with first names and neighborhoods to the service pages",
          hint: "Quote reviews word for word with permission; do not mark up your own reviews for star rich results.",
        },
        {
          id: "content-creation-content-calendar",
          label: "Plan a 90-day content calendar: 2 articles and 4 Business Profile posts a month",
          hint: "Tie each topic to a core service and a season, e.g. AC tune-ups in April, heating repair in October.",
        },
      ],
    },
    {
      id: "technical-seo",
      title: "Technical SEO Implementation",
      timeRange: "Day 6-7",
      badgeType: "purple",
      summary: "Fix the crawl problems found in the audit and add structured data search engines can read.",
      items: [
        {
          id: "technical-seo-local-business-schema",
          label: "Add LocalBusiness schema with NAP, geo and opening hours",
          hint: "Use the most specific type, e.g. Plumber or RoofingContractor, and validate in Google's Rich Results Test.",
        },
        {
          id: "technical-seo-service-breadcrumb-schema",
          label: "Add Service and BreadcrumbList schema to service and location pages",
          hint: "Check every page in the Schema Markup Validator; the values must match the visible text.",
        },
        {
          id: "technical-seo-fix-redirects",
          label: "Fix the audit's 4xx errors and redirect chains with single 301 redirects",
          hint: "Update internal links to the final URL too, so crawlers never pass through a redirect.",
        },
        {
          id: "technical-seo-xml-sitemap",
          label: "Submit a clean XML sitemap in Search Console that lists only indexable 200 URLs",
          hint: "Leave out noindexed, redirected and parameter URLs, and resubmit when new pages go live.",
        },
        {
          id: "technical-seo-image-speed",
          label: "Convert images to WebP or AVIF and lazy-load media below the fold",
          hint: "Keep hero images under 150 KB to bring mobile LCP under 2.5 s.",
        },
      ],
    },
    {
      id: "citations",
      title: "Local Citations and Directories",
      timeRange: "Day 7-9",
      badgeType: "purple",
      summary: "Make the business name, address and phone match everywhere the business is listed.",
      items: [
        {
          id: "citations-nap-audit",
          label: "Audit existing citations and list every NAP mismatch",
          hint: "BrightLocal or Whitespark finds them; old addresses and old tracking numbers are the usual culprits.",
        },
        {
          id: "citations-core-platforms",
          label: "Claim and complete Apple Business Connect, Bing Places, Yelp and Facebook",
          hint: "These feed Apple Maps, Siri, Alexa and many smaller directories.",
        },
        {
          id: "citations-data-aggregators",
          label: "Submit the canonical NAP to Data Axle, Foursquare and Localeze",
          hint: "Aggregators push the same data to hundreds of sites, so fix it at the source once.",
        },
        {
          id: "citations-industry-directories",
          label:
            "List the business on 10-15 industry and local directories such as BBB, Angi, Houzz and Nextdoor",
          hint: "Favor directories that already rank on page 1 for the core terms; they send leads as well as trust.",
        },
        {
          id: "citations-duplicate-listings",
          label: "Find duplicate listings on Google, Yelp and Bing and merge or remove them",
          hint: "Duplicates split reviews and confuse map rankings; request removal through each platform's support.",
        },
      ],
    },
    {
      id: "link-building",
      title: "Link Building Campaign",
      timeRange: "Day 8-10",
      badgeType: "purple",
      summary: "Earn local links that show search engines the business is an active part of its community.",
      items: [
        {
          id: "link-building-gap-analysis",
          label: "Run a link gap analysis against the top 3 Map Pack competitors",
          hint: "Ahrefs Link Intersect or Semrush Backlink Gap lists sites that link to competitors but not the client.",
        },
        {
          id: "link-building-partner-listings",
          label:
            "Ask suppliers, manufacturers and trade partners for a listing on their dealer or installer page",
          hint: "Manufacturer locators such as GAF for roofers or Carrier for HVAC are relevant and usually free.",
        },
        {
          id: "link-building-local-sponsorship",
          label: "Sponsor one local team, charity event or school program that links to its sponsors",
          hint: "Budget $250-$1,000 and put the link in the sponsorship agreement.",
        },
        {
          id: "link-building-local-pr",
          label: "Pitch one local story or expert tip to neighborhood news sites and community blogs",
          hint: "Seasonal angles work best, e.g. storm prep or winter pipe tips, with the owner quoted by name.",
        },
        {
          id: "link-building-unlinked-mentions",
          label: "Turn unlinked brand mentions into links",
          hint: "Find mentions with Google Alerts or Ahrefs Content Explorer and ask each author to add the link.",
        },
      ],
    },
  ],
  legend: [
    { label: "Green", text: "Early", kind: "green" },
    { label: "Teal", text: "Middle", kind: "teal" },
    { label: "Purple", text: "Late", kind: "purple" },
    {
      label: "Saved to device",
      text: "Progress stays in this browser; nothing is sent to a server",
      kind: "saved",
    },
    { label: "Print friendly", text: "Export to PDF prints a clean copy without buttons", kind: "print" },
  ],
} satisfies SeoChecklistContent;
