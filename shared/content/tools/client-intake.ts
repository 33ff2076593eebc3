/**
 * Client intake tool copy for /client-intake (the spec's screens and routes, "Client intake tool", entities
 * "Intake form data" and "Intake steps and fields", the spec's states and transitions, "Intake wizard",
 * validation rules intake rule, error catalogue intake PDF failure). Twelve steps whose ids and field ids
 * follow the spec exactly; answers are a flat map of field id to text, never persisted. No field is required
 * and only the browser input types (email, tel, date) apply. All example names, phone numbers (555) 010-01xx
 * and example.com addresses are fictional.
 */
import type { IntakeField, IntakeStep } from "./types";

export type ClientIntakeContent = {
  seo: { title: string; description: string };
  hero: { title: string; lede: string };
  /** short name shown in the fixed header */
  toolName: string;
  /** the spec's entities: client_name, primary_contact, contact_email, contact_phone, timezone */
  cover: { title: string; intro: string; fields: IntakeField[] };
  /** the spec's entities, "Intake steps and fields": twelve steps, in the spec's order */
  steps: IntakeStep[];
  /** always shown (the spec's screens and routes) */
  help: { title: string; tips: string[] };
  /** unanswered: text shown in the summary and PDF for an empty answer */
  summary: { title: string; intro: string; unanswered: string };
  /** failure: alert text of the spec's error catalogue */
  pdf: { title: string; failure: string };
  /** confirmation of Clear All, quoted in the spec's states and transitions */
  confirmClear: string;
  /** table-of-contents labels */
  contentsLabels: { cover: string; wizard: string; summary: string; help: string };
};

export const clientIntake = {
  seo: {
    title: "Client Intake Questionnaire",
    // {brand}: the configured site name (filled by the page)
    description:
      "Start your project with {brand}: twelve short steps on your business, access, goals and tracking. Nothing is saved or sent; download the PDF when done.",
  },
  hero: {
    title: "Client Intake Questionnaire",
    lede: "Twelve short steps covering your business, account access, goals, tracking and sign-off. Nothing is sent anywhere or saved: when you're done, download the PDF and share it with your project lead.",
  },
  toolName: "Client Intake",
  cover: {
    title: "Client Details",
    intro:
      "Tell us who we're working with and the best way to reach you. These details head the summary and the PDF you download at the end.",
    fields: [
      {
        id: "client_name",
        label: "Client / business name",
        placeholder: "Bay Ridge Roofing Co.",
        kind: "text",
      },
      {
        id: "primary_contact",
        label: "Primary contact",
        placeholder: "Maria Alvarez, Owner",
        hint: "The person who makes decisions and approves work on your side.",
        kind: "text",
      },
      {
        id: "contact_email",
        label: "Contact email",
        placeholder: "maria@example.com",
        kind: "email",
      },
      {
        id: "contact_phone",
        label: "Contact phone",
        placeholder: "(555) 010-0123",
        kind: "tel",
      },
      {
        id: "timezone",
        label: "Time zone",
        placeholder: "Choose a time zone",
        hint: "Used to schedule calls and to set when your ads run.",
        kind: "select",
        options: [
          "",
          "America/New_York",
          "America/Chicago",
          "America/Denver",
          "America/Los_Angeles",
          "America/Phoenix",
          "America/Anchorage",
          "Pacific/Honolulu",
          "UTC",
          "America/Toronto",
          "America/Vancouver",
        ],
      },
    ],
  },
  steps: [
    {
      id: "business-profile",
      title: "Business Profile",
      intro: "The basics of who you are, where you work and what sets you apart from the competition.",
      fields: [
        {
          id: "legal_name",
          label: "Legal business name",
          placeholder: "Bay Ridge Roofing & Sheet Metal LLC",
          hint: "As it appears on your state registration and invoices.",
          kind: "text",
        },
        {
          id: "dba_name",
          label: "DBA / trade name",
          placeholder: "Bay Ridge Roofing",
          hint: "The name customers see on Google, your signs and your trucks, if it differs from the legal name.",
          kind: "text",
        },
        {
          id: "business_address",
          label: "Business address",
          placeholder: "123 Example Ave, Suite 4\nBrooklyn, NY 11209",
          hint: "If you serve customers at their location and keep your address off Google, say so here.",
          kind: "textarea",
        },
        {
          id: "service_areas",
          label: "Service areas",
          placeholder:
            "Bay Ridge, Dyker Heights, Sunset Park, Park Slope and the North Shore of Staten Island",
          hint: "Boroughs, neighborhoods, towns or ZIP codes you actively serve.",
          kind: "textarea",
        },
        {
          id: "hours",
          label: "Business hours",
          placeholder: "Mon-Fri 7:00 AM-6:00 PM\nSat 8:00 AM-2:00 PM\nSun closed",
          kind: "textarea",
        },
        {
          id: "emergency_availability",
          label: "Emergency availability",
          placeholder: "Choose one",
          hint: "Decides whether ads and call routing run outside your regular hours.",
          kind: "select",
          options: ["", "24/7", "After hours only", "No emergency service"],
        },
        {
          id: "licenses",
          label: "Licenses, insurance & certifications",
          placeholder:
            "NYC home improvement contractor license, GAF Certified installer, $2M general liability insurance",
          hint: "We display these on the site and in ads to build trust; include license numbers if you want them shown.",
          kind: "textarea",
        },
        {
          id: "unique_value",
          label: "What sets you apart",
          placeholder:
            "Family-owned since 1998, written 10-year workmanship warranty, free drone roof inspections, same-day estimates",
          hint: "The reasons customers pick you over the next result on Google.",
          kind: "textarea",
        },
      ],
    },
    {
      id: "team-contacts",
      title: "Team & Contacts",
      intro: "Who we should talk to about billing, the website, IT, sales and online reviews.",
      fields: [
        {
          id: "billing_contact",
          label: "Billing contact",
          placeholder: "Dana Lee, Office Manager, dana@example.com, (555) 010-0117",
          hint: "Name, role, email and phone of the person who receives invoices.",
          kind: "text",
        },
        {
          id: "web_contact",
          label: "Website contact",
          placeholder: "Maria Alvarez, Owner, maria@example.com",
          hint: "Who reviews and approves website copy, design and changes.",
          kind: "text",
        },
        {
          id: "it_contact",
          label: "IT / technical contact",
          placeholder: "Kevin Park, Park IT Services, support@example.com, (555) 010-0128",
          hint: "Whoever manages your email, domain and hosting; often an outside IT provider.",
          kind: "text",
        },
        {
          id: "sales_contact",
          label: "Sales / lead follow-up contact",
          placeholder: "Tony Russo, Estimator, (555) 010-0131",
          hint: "The person who answers new inquiries and books estimates or consultations.",
          kind: "text",
        },
        {
          id: "review_owner",
          label: "Review management owner",
          placeholder: "Dana Lee replies to Google and Yelp reviews weekly",
          hint: "Who asks customers for reviews and responds to them today.",
          kind: "text",
        },
        {
          id: "stakeholders",
          label: "Other stakeholders & approvers",
          placeholder:
            "Dr. Priya Shah (co-owner) signs off on all ad copy; partners meet Tuesdays, so approvals come back Wednesday",
          hint: "Anyone else who must approve work, and how long approvals usually take.",
          kind: "textarea",
        },
      ],
    },
    {
      id: "access-assets",
      title: "Access & Assets",
      intro:
        "Where your accounts live and who can grant us access, so setup doesn't stall on a missing login.",
      fields: [
        {
          id: "domain_registrar",
          label: "Domain registrar",
          placeholder: "GoDaddy, login held by the owner",
          hint: "Where the domain was bought (GoDaddy, Namecheap, Squarespace Domains). The owner, an IT provider or the original web designer usually holds the login.",
          kind: "text",
        },
        {
          id: "hosting",
          label: "Website hosting",
          placeholder: "SiteGround, managed by our previous web designer",
          hint: "The company that runs your website server, if different from the registrar.",
          kind: "text",
        },
        {
          id: "cms",
          label: "Content management system (CMS)",
          placeholder: "WordPress, Squarespace, Wix or a custom build",
          kind: "text",
        },
        {
          id: "gbp_access",
          label: "Google Business Profile access",
          placeholder: "Primary owner: owner@example.com; no managers added yet",
          hint: "We'll request Manager access; the profile's primary owner approves it.",
          kind: "text",
        },
        {
          id: "ga4_access",
          label: "Google Analytics 4 access",
          placeholder: "Property exists; admin is web@example.com",
          hint: "Add us as an Editor, or tell us if no GA4 property exists yet and we'll create one you own.",
          kind: "text",
        },
        {
          id: "gtm_access",
          label: "Google Tag Manager access",
          placeholder: "Not set up yet",
          hint: "If a container exists, note who is its admin.",
          kind: "text",
        },
        {
          id: "gsc_access",
          label: "Google Search Console access",
          placeholder: "Domain property verified by it@example.com",
          kind: "text",
        },
        {
          id: "ads_access",
          label: "Google Ads / Microsoft Ads access",
          placeholder: "Google Ads run in-house by the owner; no Microsoft Ads account",
          hint: "Include your 10-digit Google Ads customer ID if you have one; we'll send a manager-account link request.",
          kind: "text",
        },
        {
          id: "brand_assets",
          label: "Brand assets available",
          placeholder:
            "Vector logo (SVG), brand colors navy #1B3A5C and gold #F2A900, fonts Montserrat and Open Sans",
          kind: "textarea",
        },
        {
          id: "photo_assets",
          label: "Photos & video available",
          placeholder:
            "200+ job-site photos on Google Drive, drone footage from last season; team headshots still needed",
          hint: "Real photos of your team and work outperform stock images in ads and on Google.",
          kind: "textarea",
        },
        {
          id: "tracking_numbers",
          label: "Phone & call-tracking numbers",
          placeholder: "Main line (555) 010-0121\nGoogle Ads tracking number (555) 010-0133",
          hint: "List every number that appears online so we can keep listings consistent.",
          kind: "textarea",
        },
        {
          id: "crm",
          label: "CRM / scheduling software",
          placeholder: "Jobber for estimates and scheduling",
          hint: "Where leads go after a call or form, e.g. ServiceTitan, Jobber, Dentrix, Clio or HubSpot.",
          kind: "text",
        },
      ],
    },
    {
      id: "goals-kpis",
      title: "Goals & KPIs",
      intro: "What success looks like, in the numbers you and your team already track.",
      fields: [
        {
          id: "primary_goals",
          label: "Primary goals for the next 6-12 months",
          placeholder:
            'More full roof replacements in Brooklyn, fewer small repair calls, appear in the Google map pack for "roofer near me"',
          kind: "textarea",
        },
        {
          id: "lead_targets",
          label: "Lead targets",
          placeholder: "40 qualified leads a month; 12 booked estimates a week",
          hint: "A realistic monthly or weekly number helps us size the budget.",
          kind: "text",
        },
        {
          id: "kpi_list",
          label: "KPIs you track today",
          placeholder:
            "Calls, web form leads, booked appointments, close rate, cost per lead, new patients per month",
          kind: "textarea",
        },
        {
          id: "budget_monthly",
          label: "Monthly marketing budget",
          placeholder: "$3,000 ad spend + $1,500 SEO and website care",
          hint: "List ad spend and agency fees separately if you can; a range is fine.",
          kind: "text",
        },
        {
          id: "margins",
          label: "Average job value & margins",
          placeholder: "Roof replacement averages $18,000 at about 35% gross margin; repairs average $650",
          hint: "Margin is what you keep from a typical job after materials and labor. It tells us what a lead is worth and how much we can afford to bid for one.",
          kind: "textarea",
        },
        {
          id: "seasonality",
          label: "Seasonality",
          placeholder: "Busiest April-October and after big storms; slow January-February",
          hint: "Busy and slow months let us shift budget ahead of demand.",
          kind: "textarea",
        },
      ],
    },
    {
      id: "services-locations",
      title: "Services & Locations",
      intro: "Which services and neighborhoods matter most, and where you'd rather not get calls from.",
      fields: [
        {
          id: "services_core",
          label: "Core services",
          placeholder: "Roof replacement, flat roofs (EPDM/TPO), emergency leak repair",
          hint: "The services you most want to sell, usually the most profitable.",
          kind: "textarea",
        },
        {
          id: "services_secondary",
          label: "Secondary services",
          placeholder: "Gutters, skylights, chimney flashing, roof inspections for home sales",
          kind: "textarea",
        },
        {
          id: "cities_priority",
          label: "Priority cities & neighborhoods",
          placeholder: "Park Slope, Bay Ridge, Forest Hills, Astoria",
          kind: "textarea",
        },
        {
          id: "cities_exclude",
          label: "Areas to exclude",
          placeholder: "The Bronx, Long Island east of Hicksville, New Jersey",
          hint: "Places you don't serve or where jobs aren't worth the trip.",
          kind: "textarea",
        },
        {
          id: "radius_pref",
          label: "Preferred service radius",
          placeholder: "15 miles from our Bay Ridge shop",
          hint: "Sets the radius for ad targeting and your service-area pages.",
          kind: "text",
        },
        {
          id: "travel_fee",
          label: "Travel or trip fees",
          placeholder: "$75 trip fee beyond 10 miles, waived when the job is booked",
          kind: "text",
        },
      ],
    },
    {
      id: "competitors",
      title: "Competitors",
      intro: "Who you compete with in the map results and in paid search, and how you measure up.",
      fields: [
        {
          id: "competitors_local",
          label: "Top local competitors",
          placeholder: "Atlas Roofing NYC (atlas.example.com), Kings County Roof Pros, Harbor View Roofing",
          hint: "Names and websites of the businesses you lose jobs to most often.",
          kind: "textarea",
        },
        {
          id: "competitors_paid",
          label: "Competitors you see in Google Ads",
          placeholder:
            'Two national lead-gen sites and Atlas Roofing NYC show above us for "roof repair brooklyn"',
          kind: "textarea",
        },
        {
          id: "competitors_strengths",
          label: "What competitors do well",
          placeholder: "Hundreds of Google reviews, 24/7 phone answering, strong before-and-after galleries",
          kind: "textarea",
        },
        {
          id: "competitors_weaknesses",
          label: "Where competitors fall short",
          placeholder:
            "Slow estimates, subcontracted crews, no written warranty, dated websites that are hard to use on a phone",
          kind: "textarea",
        },
      ],
    },
    {
      id: "website-content",
      title: "Website & Content",
      intro: "Your current site, the landing pages you have and need, and how you want your brand to sound.",
      fields: [
        {
          id: "site_url",
          label: "Current website URL",
          placeholder: "https://www.example.com",
          kind: "url",
        },
        {
          id: "cms_theme",
          label: "Theme or page builder",
          placeholder: "Astra theme with Elementor Pro",
          hint: "In WordPress, check Appearance > Themes, or ask whoever built the site.",
          kind: "text",
        },
        {
          id: "lp_exist",
          label: "Existing landing pages",
          placeholder:
            "https://www.example.com/roof-repair-brooklyn\nhttps://www.example.com/free-inspection",
          hint: "Pages built for ads or specific services, one per line.",
          kind: "textarea",
        },
        {
          id: "lp_needed",
          label: "Landing pages you need",
          placeholder: "Emergency leak repair, flat roof replacement, Queens service-area page",
          kind: "textarea",
        },
        {
          id: "tone",
          label: "Tone of voice",
          placeholder: "Straightforward, local and reassuring; no jargon",
          hint: "A few words on how you want to sound, e.g. warm and friendly for a dental clinic, calm and precise for a law firm.",
          kind: "text",
        },
        {
          id: "brand_guidelines",
          label: "Brand guidelines & must-haves",
          placeholder:
            'Always "Bay Ridge Roofing", never "BRR"; logo on white backgrounds only; no stock photos of people',
          kind: "textarea",
        },
      ],
    },
    {
      id: "ads-preferences",
      title: "Ads Preferences",
      intro: "The offers to promote, the searches to avoid, and where your ads should and shouldn't run.",
      fields: [
        {
          id: "top_offers",
          label: "Top offers & promotions",
          placeholder: "Free roof inspection; $500 off full replacements; 0% financing for 12 months",
          hint: "Only offers you can honor today; we'll confirm any fine print before launch.",
          kind: "textarea",
        },
        {
          id: "extensions",
          label: "Ad assets (extensions)",
          placeholder:
            "Callouts: Family-owned since 1998, Licensed & insured\nSitelinks: Roof Repair, Financing, Reviews",
          hint: "Extra lines that appear with your ads: sitelinks, callouts, call and location assets.",
          kind: "textarea",
        },
        {
          id: "negatives",
          label: "Searches to exclude (negative keywords)",
          placeholder: "jobs, salary, DIY, how to, cheap, free, Home Depot",
          hint: "Terms you never want to pay for, such as job seekers, DIY searches or services you don't offer.",
          kind: "textarea",
        },
        {
          id: "geo_rules",
          label: "Geographic rules for ads",
          placeholder: "Brooklyn and Queens ZIP codes only; bid higher in Park Slope; exclude Manhattan",
          kind: "textarea",
        },
      ],
    },
    {
      id: "tracking-analytics",
      title: "Tracking & Analytics",
      intro: "Which actions count as conversions and how you'd like results reported to you.",
      fields: [
        {
          id: "ga4_events",
          label: "Conversions to track",
          placeholder:
            "Form submissions, calls over 60 seconds, click-to-call taps, completed online bookings",
          hint: "These become key events in GA4 and conversions in Google Ads.",
          kind: "textarea",
        },
        {
          id: "utm_policy",
          label: "UTM & campaign naming rules",
          placeholder:
            'utm_source=google, utm_medium=cpc, utm_campaign=service-city, or "none yet, please propose one"',
          hint: "UTM tags are labels added to links so each visit is credited to the right campaign.",
          kind: "textarea",
        },
        {
          id: "call_tracking",
          label: "Call tracking setup",
          placeholder:
            "CallRail with dynamic number insertion on the site; calls recorded; (555) 010-0133 forwards to the main line",
          hint: "If you have none, tell us whether call recording is acceptable for your business.",
          kind: "textarea",
        },
        {
          id: "dashboards",
          label: "Reporting & dashboards",
          placeholder:
            "Monthly Looker Studio report emailed to owner@example.com, plus a short call the first Tuesday",
          kind: "textarea",
        },
      ],
    },
    {
      id: "legal-intake",
      title: "Legal & Intake",
      intro:
        "Consent wording, privacy policy, and how you handle new leads, after-hours calls, warranties and financing.",
      fields: [
        {
          id: "consent_text",
          label: "Form & text-message consent wording",
          placeholder:
            "By submitting, you agree to be contacted by phone, text or email about your request. Message and data rates may apply.",
          hint: "Paste the exact wording your attorney approved; law firms and medical practices often require it on every form.",
          kind: "textarea",
        },
        {
          id: "privacy_url",
          label: "Privacy policy URL",
          placeholder: "https://www.example.com/privacy",
          kind: "url",
        },
        {
          id: "intake_process",
          label: "Lead intake process",
          placeholder:
            "Front desk answers, runs a conflict check, then books a consultation in Clio Grow within 24 hours",
          hint: "What happens from the first call or form to a booked appointment, and who does each step.",
          kind: "textarea",
        },
        {
          id: "after_hours",
          label: "After-hours handling",
          placeholder:
            "Calls after 6 PM go to an answering service; emergencies are paged to the on-call technician",
          kind: "textarea",
        },
        {
          id: "warranty_claims",
          label: "Warranties, guarantees & claims",
          placeholder:
            '10-year workmanship warranty; manufacturer warranty registered by us; no "best in NYC" claims',
          hint: "Include wording that must not change and any claims we may not make in ads.",
          kind: "textarea",
        },
        {
          id: "financing",
          label: "Financing & payment options",
          placeholder: "0% for 12 months through a third-party lender; CareCredit accepted; all major cards",
          kind: "textarea",
        },
      ],
    },
    {
      id: "files-uploads",
      title: "Files & Uploads",
      intro:
        "Share links to your files; this form doesn't upload anything, so use Google Drive, Dropbox or similar.",
      fields: [
        {
          id: "logo_link",
          label: "Logo files link",
          placeholder: "https://files.example.com/bay-ridge-roofing/logo",
          hint: "Vector files (SVG, AI, EPS or PDF) work best. Make sure anyone with the link can view.",
          kind: "url",
        },
        {
          id: "brand_guide_link",
          label: "Brand guide link",
          placeholder: "https://files.example.com/bay-ridge-roofing/brand-guide.pdf",
          kind: "url",
        },
        {
          id: "photos_link",
          label: "Photos folder link",
          placeholder: "https://files.example.com/bay-ridge-roofing/photos",
          hint: "Job sites, team, vehicles and your office or shop; originals rather than screenshots.",
          kind: "url",
        },
        {
          id: "videos_link",
          label: "Videos folder link",
          placeholder: "https://files.example.com/bay-ridge-roofing/videos",
          kind: "url",
        },
        {
          id: "forms_link",
          label: "Forms & documents link",
          placeholder: "https://files.example.com/bay-ridge-roofing/forms",
          hint: "New-patient forms, estimate templates or intake questionnaires you want on the site.",
          kind: "url",
        },
        {
          id: "other_assets",
          label: "Other assets",
          placeholder: "Award badges, press mentions, a brochure PDF, customer testimonial videos",
          kind: "textarea",
        },
      ],
    },
    {
      id: "review-consent",
      title: "Review & Consent",
      intro: "Confirm your answers and let us know whether we can proceed or what should change first.",
      fields: [
        {
          id: "sign_name",
          label: "Your name",
          placeholder: "Maria Alvarez",
          kind: "text",
        },
        {
          id: "sign_title",
          label: "Title / role",
          placeholder: "Owner",
          kind: "text",
        },
        {
          id: "sign_date",
          label: "Date",
          placeholder: "YYYY-MM-DD",
          kind: "date",
        },
        {
          id: "acknowledge",
          label: "Approval",
          placeholder: "Choose one",
          hint: "Choose Approved if these answers are accurate and we can begin; otherwise choose Changes requested and explain below.",
          kind: "select",
          options: ["", "Approved", "Changes requested"],
        },
        {
          id: "notes_final",
          label: "Final notes",
          placeholder: "Please hold ads until our new phone line is live on March 1.",
          hint: "Anything we missed, or the changes you'd like before we start.",
          kind: "textarea",
        },
      ],
    },
  ],
  help: {
    title: "Help & Tips",
    tips: [
      "Answer what you know and skip the rest. Nothing blocks moving between steps, and we'll fill any gaps together on the kickoff call.",
      "Your answers are not saved, not even in this browser. Download the PDF before you close or reload the tab.",
      "Have your domain registrar, Google Business Profile, Analytics and Ads logins handy, or ask whoever manages them to sit in.",
      "Use Skip to Summary at any time to review every answer on one page, then Edit Responses to go back.",
      // the agency's configured phone and e-mail, filled where the tips are rendered
      "Questions? Call us at {phone} or email {email}.",
    ],
  },
  summary: {
    title: "Summary",
    intro:
      "Every answer on one page, grouped by step. Review it, use Edit Responses to make changes, then download the complete PDF and email it to your project lead.",
    unanswered: "Not answered",
  },
  pdf: {
    title: "Client Intake Summary",
    failure: "There was an issue generating the PDF. Please try again.",
  },
  confirmClear: "Clear all answers? This cannot be undone.",
  contentsLabels: {
    cover: "Client details",
    wizard: "Questionnaire",
    summary: "Summary",
    help: "Help & tips",
  },
} satisfies ClientIntakeContent;
