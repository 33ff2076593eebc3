/**
 * Copy and checklist content of the roofing-focused PPC ads guide at /ppc-guide (the spec's screens and
 * routes "PPC ads guide tool"; the spec's entities, "Checklist section", "KPI row", "Ad template", "PPC guide
 * meta", "PPC guide checklist sections"; the spec's business constants, "Checklist tools", "PPC budget
 * forecast", "Guide tips"). Section ids, ranges and item counts, the forecast defaults and guardrails, and
 * the landing page standards follow the spec; item texts, titles and ad copy are written here. What the
 * visitor changes (checked, timestamp, meta) is saved on the device only.
 */
import type { AdTemplate, ChecklistSectionDef, KpiRow } from "./types";

/** the spec's entities, "PPC guide meta", in form order */
export type PpcMetaFieldId =
  "client" | "market" | "timezone" | "startDate" | "budget" | "tagline" | "phone" | "authorIntro";

/**
 * the spec's business constants, "Checklist tools": the eight zones plus Toronto and Vancouver; the default
 * is America/New_York
 */
export type PpcTimeZone =
  | "America/New_York"
  | "America/Chicago"
  | "America/Denver"
  | "America/Los_Angeles"
  | "America/Phoenix"
  | "America/Anchorage"
  | "Pacific/Honolulu"
  | "UTC"
  | "America/Toronto"
  | "America/Vancouver";

export type PpcGuideContent = {
  seo: { description: string };
  /**
   * the page title (the spec's screens and routes), before the brand suffix; the fixed header reads toolName
   */
  title: string;
  toolName: string;
  hero: { lede: string };
  cover: {
    title: string;
    eyebrow: string;
    intro: string;
    fields: { id: PpcMetaFieldId; label: string; placeholder: string; hint?: string }[];
  };
  timezones: { value: PpcTimeZone; label: string }[];
  expectations: { title: string; intro: string; phases: { period: string; title: string; body: string }[] };
  /** five rows: Leads, Calls from ads, Cost per lead, Booked jobs, Close rate */
  kpis: { title: string; intro: string; rows: KpiRow[] };
  /** the seven sections of the spec's entities, in order */
  sections: ChecklistSectionDef[];
  schedule: { title: string; intro: string };
  forecast: {
    title: string;
    intro: string;
    /** average CPC in USD; CTR and conversion rate in percent (CTR is stored, not used in the formula) */
    defaults: { cpc: number; ctr: number; conversion: number };
    advice: string;
    guardrails: { name: string; range: string; fit: string; note: string }[];
  };
  /** five templates, Emergency, Repair, Replacement, Insurance, Commercial; each carries {city} */
  adCopy: { title: string; intro: string; templates: AdTemplate[] };
  landingStandards: { title: string; items: { label: string; value: string; note: string }[] };
  negativeBuilder: { title: string; intro: string; label: string; placeholder: string };
};

export const ppcGuide = {
  seo: {
    description:
      "Launch Google Ads for a roofing company in 7 days: setup checklist, ad schedule, budget and lead forecast, ad copy templates and a negative keyword builder.",
  },
  title: "PPC Ads Guide PRO",
  toolName: "PPC Guide PRO",
  hero: {
    lede: "Everything a roofing contractor needs to launch Google Ads in a week: a setup checklist, ad schedule, budget and lead forecast, ad copy and negative keywords. Your progress is saved on this device, and every page is print-ready.",
  },
  cover: {
    title: "Campaign Overview",
    eyebrow: "Roofing Google Ads",
    intro:
      "Fill in the campaign basics once. They head the printed guide, set the time zone for the ad schedule and feed the monthly budget into the forecast below.",
    fields: [
      { id: "client", label: "Client", placeholder: "Business Name" },
      { id: "market", label: "Market", placeholder: "City or Metro" },
      {
        id: "timezone",
        label: "Time zone",
        placeholder: "",
        hint: "The ad schedule runs on the account's time zone.",
      },
      { id: "startDate", label: "Start date", placeholder: "YYYY-MM-DD" },
      { id: "budget", label: "Monthly budget (USD)", placeholder: "5000" },
      { id: "tagline", label: "Tagline", placeholder: "Licensed & insured roofing since 2009" },
      {
        id: "phone",
        label: "Tracking phone",
        placeholder: "(555) 010-0142",
        hint: "Use a call tracking number, not the main office line.",
      },
      {
        id: "authorIntro",
        label: "Author intro",
        // {brand}: the configured site name, filled where the field is rendered
        placeholder: "Prepared by {brand} for the owner and office manager of Business Name",
      },
    ],
  },
  timezones: [
    { value: "America/New_York", label: "Eastern (New York)" },
    { value: "America/Chicago", label: "Central (Chicago)" },
    { value: "America/Denver", label: "Mountain (Denver)" },
    { value: "America/Los_Angeles", label: "Pacific (Los Angeles)" },
    { value: "America/Phoenix", label: "Mountain, no DST (Phoenix)" },
    { value: "America/Anchorage", label: "Alaska (Anchorage)" },
    { value: "Pacific/Honolulu", label: "Hawaii (Honolulu)" },
    { value: "UTC", label: "Coordinated Universal Time (UTC)" },
    { value: "America/Toronto", label: "Eastern (Toronto)" },
    { value: "America/Vancouver", label: "Pacific (Vancouver)" },
  ],
  expectations: {
    title: "What to Expect",
    intro:
      "Paid search brings roofing calls faster than SEO, but not on day one. This is how a well-run launch usually goes.",
    phases: [
      {
        period: "Week 1",
        title: "Launch and learning",
        body: "Ads go live and Google starts learning from the first clicks and calls. Cost per click swings and leads are few. We review search terms daily and hold off on judging results or changing bids.",
      },
      {
        period: "Weeks 2-4",
        title: "Optimization",
        body: "We cut wasted search terms, pause weak keywords and ads, match the schedule to when calls are answered and tighten location targeting. Cost per lead usually drops as the negative list grows.",
      },
      {
        period: "Month 2-3",
        title: "Scale",
        body: "With 30 or more conversions recorded, we move to conversion-based bidding, shift budget to the campaigns that book jobs and add Local Services Ads. Budget goes up only where cost per booked job is profitable.",
      },
      {
        period: "Ongoing",
        title: "Manage and report",
        body: "Weekly search-term reviews, a monthly report on leads, cost per lead and booked jobs, and seasonal changes for storm season and winter. Roofing demand moves with the weather, and the budget should too.",
      },
    ],
  },
  kpis: {
    title: "KPI Measurement Plan",
    intro:
      "Clicks are not the goal; booked roofing jobs are. The agency tracks leads and cost in Google Ads; the client reports what happened after the phone rang.",
    rows: [
      {
        kpi: "Leads",
        target: "40+ per month at $5,000 budget",
        source: "Google Ads conversions (calls + forms)",
        view: "Weekly dashboard",
        owner: "Agency",
      },
      {
        kpi: "Calls from ads",
        target: "60%+ of leads, 60 s or longer",
        source: "Call assets with Google forwarding numbers",
        view: "Google Ads call report",
        owner: "Agency",
      },
      {
        kpi: "Cost per lead",
        target: "Under $120",
        source: "Google Ads cost / conversions",
        view: "Looker Studio dashboard",
        owner: "Agency",
      },
      {
        kpi: "Booked jobs",
        target: "1 in 4 leads booked for inspection",
        source: "Client CRM / job board",
        view: "Monthly review call",
        owner: "Client",
      },
      {
        kpi: "Close rate",
        target: "30%+ of inspections signed",
        source: "Client CRM (signed contracts)",
        view: "Monthly review call",
        owner: "Client",
      },
    ],
  },
  sections: [
    {
      id: "structure",
      title: "Account & Campaign Structure",
      timeRange: "Day 0-1",
      badgeType: "green",
      summary: "Build an account that tracks every call and form and spends only inside the service area.",
      items: [
        {
          id: "structure-conversion-tracking",
          label: "Set up conversion tracking for calls from ads, calls from the website and form submissions",
          hint: "Use Google forwarding numbers on call assets, count calls of 60 seconds or longer, and track forms with the Google tag.",
        },
        {
          id: "structure-campaign-split",
          label: "Split campaigns by intent: Emergency & Repair, Replacement, and Brand",
          hint: "Separate budgets keep high-value replacement searches from competing with repair volume.",
        },
        {
          id: "structure-location-presence",
          label:
            'Target the service area by radius or ZIP with location option "Presence", not "Presence or interest"',
          hint: "The default shows ads to people outside the area who merely searched for it; roofers only serve addresses inside it.",
        },
        {
          id: "structure-search-only",
          label: "Turn off the Display Network and Search Partners for the launch",
          hint: "Search-only keeps the first 2 weeks of data clean; test partners later if volume is short.",
        },
        {
          id: "structure-launch-bidding",
          label:
            "Start on Maximize Clicks with a max CPC cap, or Manual CPC, until 30 conversions are recorded",
          hint: "Set the cap near the forecast's CPC; conversion-based bidding needs about 30 conversions in 30 days.",
        },
      ],
    },
    {
      id: "keywords",
      title: "Keyword Research",
      timeRange: "Day 1-2",
      badgeType: "green",
      summary: "Choose high-intent roofing searches and group them so every ad matches what was searched.",
      items: [
        {
          id: "keywords-match-types",
          label:
            'Build phrase and exact match keywords per service, e.g. "roof repair brooklyn" and [roof leak repair]',
          hint: "Skip broad match until conversion-based bidding has 30 or more conversions to learn from.",
        },
        {
          id: "keywords-planner-bids",
          label: "Check search volume and top-of-page bid ranges in Keyword Planner for the service area",
          hint: "Metro roofing clicks often cost $15-$40; use the ranges to sanity-check the budget forecast.",
        },
        {
          id: "keywords-ad-groups",
          label: "Group keywords by service: leak repair, storm damage, replacement, flat roof and gutters",
          hint: "Keep 5-15 terms per ad group so the headline and landing page match every search.",
        },
      ],
    },
    {
      id: "negatives",
      title: "Negative Keywords",
      timeRange: "Day 2-3",
      badgeType: "teal",
      summary: "Block searches that will never become a roofing job before they cost money.",
      items: [
        {
          id: "negatives-shared-list",
          label:
            "Create a shared negative list for jobs, DIY, materials and free intent and apply it to every campaign",
          hint: 'Start with jobs, hiring, salary, diy, how to, shingles for sale and free, but keep "free estimate" searches.',
        },
        {
          id: "negatives-cross-campaign",
          label: "Add cross-campaign negatives so repair and replacement searches land in the right campaign",
          hint: 'Add "new roof" and "replacement" to the repair campaign, and "repair" and "leak" to the replacement campaign.',
        },
      ],
    },
    {
      id: "ads",
      title: "Ads & Assets",
      timeRange: "Day 3-5",
      badgeType: "teal",
      summary: "Write ads and assets that show the city, the service and a reason to call now.",
      items: [
        {
          id: "ads-responsive-search-ads",
          label: "Write 1-2 responsive search ads per ad group with 8-12 headlines and 4 descriptions",
          hint: "Cover the city, the service, a proof point (licensed, reviews, warranty) and a call to action.",
        },
        {
          id: "ads-rsa-pinning",
          label: "Pin only the service + city headline to position 1 and leave the rest unpinned",
          hint: "Heavy pinning lowers Ad Strength and limits the combinations Google can test.",
        },
        {
          id: "ads-call-assets",
          label: "Add call assets with a Google forwarding number, shown only during answered hours",
          hint: "Calls are the main roofing lead; a call that rings out is paid for and lost.",
        },
        {
          id: "ads-sitelinks-callouts",
          label: "Add sitelinks, callouts, structured snippets, image and location assets",
          hint: 'Sitelinks to Roof Repair, Replacement, Financing and Reviews; callouts such as "Free Inspection".',
        },
        {
          id: "ads-local-services-ads",
          label: "Set up Local Services Ads and start Google Guaranteed screening",
          hint: "Background, license and insurance checks can take several weeks, so start them before launch.",
        },
      ],
    },
    {
      id: "qa",
      title: "QA & Launch",
      timeRange: "Day 5-7",
      badgeType: "purple",
      summary:
        "Test tracking, pages and settings before spend starts, then watch the first 72 hours closely.",
      items: [
        {
          id: "qa-test-conversions",
          label: "Place a test call and submit a test form, and confirm both record as conversions",
          hint: "Check the form in Tag Assistant and the call in the Google Ads call details report.",
        },
        {
          id: "qa-landing-page-mobile",
          label:
            "Check each landing page on a phone: LCP under 2.5 s, call button above the fold, form of 5 fields or fewer",
          hint: "Most roofing searches are on mobile, and every extra second costs leads.",
        },
        {
          id: "qa-auto-tagging-urls",
          label: "Confirm auto-tagging is on and every final URL loads without redirects or 404s",
          hint: "Auto-tagging adds the gclid that ties each lead back to its click in GA4 and the CRM.",
        },
        {
          id: "qa-budget-schedule",
          label: "Set daily budgets from the forecast and apply the ad schedule",
          hint: "Daily budget = monthly budget / 30.4; Google may spend up to 2x on one day but not more than the monthly limit.",
        },
        {
          id: "qa-policy-review",
          label: "Review every ad and asset for disapprovals and Eligible (limited) status",
          hint: 'Unsupported superlatives such as "best" or "#1" and unverified claims are the common causes.',
        },
        {
          id: "qa-first-72-hours",
          label: "Launch, then check impressions, search terms and calls after 24 and 72 hours",
          hint: "Low impressions usually mean bids below the first-page range or a service area drawn too tight.",
        },
      ],
    },
    {
      id: "reporting",
      title: "Reporting",
      timeRange: "Ongoing",
      badgeType: "purple",
      summary: "Report the numbers that show whether ad spend turns into roofing revenue.",
      items: [
        {
          id: "reporting-search-terms",
          label: "Review the search terms report twice a week for the first month, then weekly",
          hint: "Paste the terms into the negative keyword builder below to find the themes to exclude.",
        },
        {
          id: "reporting-dashboard",
          label: "Keep a Looker Studio dashboard of spend, leads, calls and cost per lead",
          hint: "Connect Google Ads and GA4 directly so the numbers refresh daily without manual exports.",
        },
        {
          id: "reporting-monthly-review",
          label: "Send a monthly report that includes booked jobs and close rate from the client's CRM",
          hint: "Cost per booked job, not cost per click, decides whether the budget goes up.",
        },
      ],
    },
    {
      id: "intake",
      title: "Lead Intake",
      timeRange: "Ongoing",
      badgeType: "purple",
      summary: "Make sure every paid lead reaches a person and its outcome is recorded.",
      items: [
        {
          id: "intake-answer-rate",
          label: "Answer ad calls live during scheduled hours and track the answer rate",
          hint: "Aim for 90% or more answered; missed calls are the most common reason a good campaign looks bad.",
        },
        {
          id: "intake-speed-to-lead",
          label: "Respond to form leads within 5 minutes during business hours",
          hint: "Send an automatic text confirming the request with the number to call back.",
        },
        {
          id: "intake-lead-outcomes",
          label: "Record each lead's outcome in the CRM: booked, quoted, won, lost or spam",
          hint: "Import won jobs as offline conversions so Google learns which clicks become revenue.",
        },
      ],
    },
  ],
  schedule: {
    title: "Ad Scheduling",
    intro:
      "Set the hours ads run and the bid adjustment for each day, in the account's time zone. Fill business hours for a typical roofing office or 24/7 for emergency coverage, then edit any row. Run ads only when someone can answer the phone.",
  },
  forecast: {
    title: "Budget & Lead Forecast",
    intro:
      "Enter the monthly budget, average cost per click and conversion rate to estimate clicks, leads and cost per lead. The defaults reflect a typical metro roofing search campaign.",
    defaults: { cpc: 12, ctr: 6, conversion: 12 },
    advice:
      "Replace these assumptions with real data after 2 weeks: use the account's actual average CPC and conversion rate.",
    guardrails: [
      {
        name: "Starter",
        range: "$1,500-$2,000/month",
        fit: "Midsize markets",
        note: "Enough for one repair-focused campaign; about 15-20 leads a month at a $12 CPC and 12% conversion rate.",
      },
      {
        name: "Growth",
        range: "$5,000-$10,000/month",
        fit: "Competitive metros",
        note: "Covers repair, replacement and brand campaigns; about 25-50 leads a month at a $20 CPC and 10% conversion rate.",
      },
    ],
  },
  adCopy: {
    title: "Ad Copy Templates",
    intro:
      "Starting points for each roofing ad group. {city} is replaced with your market; keep headlines within 30 characters and descriptions within 90 once the city is filled in.",
    templates: [
      {
        type: "Emergency",
        headline: "Emergency Roofer {city}",
        text: "Roof leak or storm damage in {city}? A licensed roofer on site fast, day or night.",
      },
      {
        type: "Repair",
        headline: "Roof Repair in {city}",
        text: "Leaks, missing shingles and flashing fixed right. Free inspection in {city}.",
      },
      {
        type: "Replacement",
        headline: "Roof Replacement {city}",
        text: "New roofs in {city} with manufacturer warranties and financing. Free estimate.",
      },
      {
        type: "Insurance",
        headline: "Storm Damage Roofer {city}",
        text: "Free storm damage inspection with a photo report for your claim. Serving {city}.",
      },
      {
        type: "Commercial",
        headline: "Commercial Roofing {city}",
        text: "Flat roof repair, coatings and replacement for {city} businesses. Fully insured.",
      },
    ],
  },
  landingStandards: {
    title: "Landing Page Standards",
    items: [
      {
        label: "Landing page LCP",
        value: "Under 2.5 s",
        note: 'Google\'s "good" Core Web Vitals threshold; slow pages raise cost per lead.',
      },
      {
        label: "Terms per ad group",
        value: "5-15",
        note: "Few enough that every term matches the ad's headline and page.",
      },
      {
        label: "Headlines per RSA",
        value: "8-12",
        note: "Enough variety for Google to test combinations without filler.",
      },
      {
        label: "RSAs per ad group",
        value: "1-2",
        note: "More ads split the same clicks and slow down learning.",
      },
    ],
  },
  negativeBuilder: {
    title: "Negative Keyword Builder",
    intro:
      'Paste terms from the Google Ads search terms report. The builder flags DIY, jobs, materials, warranty, insurance-brand and wrong-intent searches and suggests negatives; "free estimate" searches are kept.',
    label: "Search terms (one per line)",
    placeholder:
      "roof repair near me\nroofing jobs brooklyn\nfree roof estimate\ndiy roof patch\nshingles for sale",
  },
} satisfies PpcGuideContent;
