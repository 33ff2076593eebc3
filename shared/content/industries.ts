/**
 * The four industry landing pages (the spec's screens and routes, "Industry pages"; overview offers; business
 * constants "Timelines and claims"): each page is a record of hero and sections, rendered by the one industry
 * page template.
 */
import { facts, figures, industryFacts } from "./facts";
import type { IndustryPage } from "./industry-types";
import { testimonial } from "./attributions";

// the spec's business constants: each industry page's own figures (facts.ts `industryFacts`); plan timelines
// from facts.ts
const law = industryFacts["law-firms"];
const care = industryFacts.healthcare;
const trades = industryFacts["home-services"];
const small = industryFacts["small-business"];
const seoTimeline = facts.timelines["local-seo"];
/** what an industry's standard site is not: the Custom Web Design plan on the same page's pricing cards */
const customBuild = `the Custom Web Design plan's ${facts.timelines["custom-web-design"]}`;

const lawFirms: IndustryPage = {
  slug: "law-firms",
  name: "Law Firms",
  seo: {
    title: "Law Firm Web Design & Marketing in NYC",
    description: `Law firm websites, local SEO and legal PPC for New York attorneys. Trusted by ${law.clients}+ law firms, with a 250% average ROI and builds in ${law.build}.`,
  },
  hero: {
    eyebrow: "Web design & marketing for law firms",
    title: "Win More Signed Cases From Every Search",
    lede: "Someone facing an injury claim, a divorce or a criminal charge compares three or four firms before picking up the phone. We build fast, credible law firm websites and run the local SEO and ads that put you on that shortlist, then turn visitors into booked consultations.",
    primary: { label: "Get a Free Strategy Call", href: "/contact" },
    pricing: { label: "See Pricing & Plans", href: "#pricing" },
    // each once on the page: the 250% average ROI stands in the problems below, with the spend it answers
    figures: [
      { value: `${law.clients}+`, label: "law firms served" },
      { value: `${law.satisfaction}%`, label: "satisfaction among our law firm clients" },
      { value: String(law.rating), label: "average rating from law firm clients" },
    ],
    work: "kingsbridge-law",
  },
  sections: [
    {
      kind: "problems",
      id: "problems",
      title: "Why Good Firms Lose Clients Online",
      lede: "Most firms we meet win their cases. What they lose is the first click, the first impression and the first call, usually to a competitor with a better website.",
      items: [
        {
          problem: "Invisible for the searches that bring cases",
          description:
            "Searches like “car accident lawyer Queens” are crowded with directories and a few large firms, so none of your practice areas reach the first page or the map results.",
          solution:
            "We build practice-area and neighborhood pages, tune your Google Business Profile and earn citations on the legal directories Google trusts.",
          stat: { value: "Top 3", label: "map pack target for your core practice areas" },
        },
        {
          problem: "A dated website that undermines trust",
          description:
            "Prospective clients judge a firm in seconds. Stock photos of gavels, walls of legal text and a site that breaks on a phone send them straight back to Google.",
          solution:
            "We design a modern, credible site with real attorney bios, results, reviews and a clear next step on every page.",
          stat: { value: law.build, label: "typical time to launch your new firm website" },
        },
        {
          problem: "Leads that go cold before anyone replies",
          description:
            "Calls roll to voicemail after hours and web inquiries wait until the next morning, while the prospect signs with the firm that answered first.",
          solution:
            "We add click-to-call, short intake forms, after-hours capture and instant alerts, so your team can respond while the prospect is still deciding.",
          stat: {
            value: "60%",
            label: "of local searches happen on a phone, where one tap should reach you",
          },
        },
        {
          problem: "Marketing spend with no clear return",
          description:
            "You pay for ads, directory listings and SEO, but nobody can tell you which of them produced a signed retainer last month.",
          solution:
            "We track every call, form and consultation back to its source and report in plain English, so budget moves to what actually signs cases.",
          stat: { value: "250%", label: "average ROI across our law firm clients' campaigns" },
        },
      ],
    },
    {
      kind: "features",
      id: "differentiators",
      title: "Built for the Way Clients Choose a Lawyer",
      lede: "We have built and marketed websites for law firms from solo practitioners to multi-office practices, so we know what a worried client needs to see before they call.",
      items: [
        {
          icon: "Palette",
          title: "Credible, Modern Design",
          description:
            "A polished site that reflects the quality of your work, with attorney profiles, practice areas and results presented clearly.",
          points: [
            "Professional attorney photography guidance",
            "Practice-area page templates",
            "Fast on every device",
          ],
          link: { label: "Custom Web Design", href: "/services/custom-web-design" },
        },
        {
          icon: "Search",
          title: "Practice-Area SEO",
          description:
            "Pages and content written for the searches that bring the cases you want, in the boroughs and towns you serve.",
          points: [
            "Practice and neighborhood pages",
            "Legal directory citations",
            "Google Business Profile tuning",
          ],
          link: { label: "Local SEO", href: "/services/local-seo" },
        },
        {
          icon: "Target",
          title: "Legal PPC That Controls Cost",
          description:
            "Legal keywords are among the most expensive on Google. We target high-intent searches and cut waste so each click has a real chance of becoming a client.",
          points: ["High-intent legal keywords", "Call-focused ads and extensions", "Negative keyword lists"],
          link: { label: "PPC Advertising", href: "/services/ppc-advertising" },
        },
        {
          icon: "Phone",
          title: "Intake That Converts",
          description:
            "Every page makes it easy to reach you: click-to-call, short consultation forms and after-hours capture that feed straight to your intake team.",
          points: ["Click-to-call on mobile", "Short consultation requests", "Instant lead alerts"],
        },
        {
          icon: "Shield",
          title: "Advertising-Rule Awareness",
          description:
            "We write with attorney advertising rules in mind: appropriate disclaimers, no promised outcomes and careful handling of past results. Your firm approves every page.",
          points: [
            "Disclaimers where needed",
            "No guaranteed-outcome language",
            "Secure, encrypted contact forms",
          ],
        },
        {
          icon: "Star",
          title: "Reviews and Reputation",
          description:
            "A steady flow of genuine client reviews and prompt, professional replies that reassure the next person comparing firms.",
          points: ["Review request workflows", "Monitoring and alerts", "Reply templates in your voice"],
          link: { label: "Reputation Management", href: "/services/reputation-management" },
        },
      ],
    },
    {
      kind: "work",
      id: "work",
      title: "A Law Firm Website We Built",
      lede: "A personal injury firm in the Financial District that stopped losing after-hours cases to voicemail.",
      studies: ["kingsbridge-law"],
    },
    {
      kind: "shared",
      id: "why-us",
      title: "Why Law Firms Trust Our Team",
      lede: "One team handles your design, search, ads and reviews, and a named lead answers for all of it.",
      quote: "kingsbridge-law",
      // the hero's 98% is law firms' satisfaction: the agency's 98% retention would read as the same figure
      omit: ["retention"],
    },
    {
      kind: "pricing",
      id: "pricing",
      title: "Law Firm Website and Marketing Plans",
      plans: ["custom-web-design", "local-seo"],
      lede: `Firm websites start at $2,500, and most firms invest $5,000-$15,000 depending on practice areas, offices and content. Local SEO starts at $1,500 a month. Every quote is fixed and written down before work begins. Most firm sites launch in ${law.build}; larger custom builds follow ${customBuild}.`,
    },
    {
      kind: "faq",
      id: "faq",
      title: "Law Firm Website Questions, Answered",
      items: [
        {
          question: "How long does it take to build a law firm website?",
          answer: `A law firm site typically takes ${law.build} from kickoff to launch. The first week covers discovery and content planning, design follows, then development, your review and a careful launch with redirects so you keep the rankings you already have.`,
        },
        {
          question: "Will our website follow attorney advertising rules?",
          answer:
            "We write and design with attorney advertising rules in mind: disclaimers where they are needed, no promises of outcomes and careful presentation of past results and testimonials. Your firm reviews and approves every page before it goes live, and final sign-off on compliance stays with you.",
        },
        {
          question: "Can you help us rank for specific practice areas and neighborhoods?",
          answer: `Yes. We build a page for each practice area you want to grow and for the boroughs and towns you serve, optimize your Google Business Profile and earn listings on respected legal directories. Strong organic gains usually build over ${seoTimeline}.`,
        },
        {
          question: "Do you work with solo attorneys as well as larger firms?",
          answer:
            "Yes. We work with solo practitioners and two-partner practices as well as multi-office firms, in personal injury, family, criminal defense, immigration and estate planning.",
        },
        {
          question: "How will we know the marketing is working?",
          answer:
            "We set up call tracking and form tracking from day one and send a plain-English monthly report showing calls, consultation requests and where they came from, so you see what each part of the budget brings in.",
        },
        {
          question: "Are we locked into a long-term contract?",
          answer:
            "No. We do not use long-term contracts. Website projects are quoted as a fixed price, and monthly SEO or ads work continues only as long as it earns its place.",
        },
      ],
    },
    {
      kind: "cta",
      id: "cta",
      title: "Turn More Searches Into Signed Clients",
      body: "Book a free strategy call. We will review your website, rankings and intake process, show you where prospective clients are slipping away and outline the first fixes we would make.",
      primary: { label: "Schedule Your Strategy Call", href: "/contact" },
      secondary: { label: "View Case Studies", href: "/case-studies" },
      points: ["Free, no-obligation call", "Reply within 24 hours", "No long-term contracts"],
    },
  ],
};

const healthcare: IndustryPage = {
  slug: "healthcare",
  name: "Healthcare",
  seo: {
    title: "Healthcare & Medical Web Design in NYC",
    description: `Websites and local SEO for New York medical and dental practices: online booking, HIPAA-conscious forms and a new site live in ${care.build}.`,
  },
  hero: {
    eyebrow: "Websites & marketing for medical and dental practices",
    title: "Fill Your Appointment Book With New Patients",
    lede: "Patients now choose a doctor or dentist the way they choose everything else: they search, read reviews and book online. We build fast, reassuring practice websites with online booking and HIPAA-conscious forms, and the local SEO that helps nearby patients find you first.",
    primary: { label: "Get Free Consultation", href: "/contact" },
    pricing: { label: "View Pricing & Plans", href: "#pricing" },
    highlights: [
      `New site live in ${care.build}`,
      "Results within the first month",
      "HIPAA-conscious patient forms",
    ],
    work: "harbor-dental",
  },
  sections: [
    {
      kind: "problems",
      id: "problems",
      title: "Common Problems We Solve for Practices",
      lede: "Great care does not fill a schedule on its own. These are the gaps we see most often when we audit a practice website.",
      items: [
        {
          problem: "New patients cannot book online",
          description:
            "Booking only works by phone during office hours, so the patient searching at 10 p.m. books with the practice down the street instead.",
          solution:
            "We add online booking connected to your scheduling system, or a simple request form your front desk confirms the next morning.",
          stat: { value: "24/7", label: "booking requests, even when the front desk is closed" },
        },
        {
          problem: "Hard to find on Google Maps",
          description:
            "An incomplete Business Profile, inconsistent listings and no pages for your services or providers keep you out of the local results.",
          solution:
            "We optimize a profile for each location, clean up your listings and add service and provider pages patients actually search for.",
          stat: { value: seoTimeline, label: "for strong, lasting SEO results" },
        },
        {
          problem: "An outdated site that does not feel safe",
          description:
            "Tiny text, broken pages on mobile and old photos make patients question the care behind the website.",
          solution:
            "We redesign with clear navigation, real photos of your team and space, accessible type and a booking button on every page.",
          stat: { value: "60%", label: "of local searches happen on a phone" },
        },
        {
          problem: "Paper forms and emailed PDFs",
          description:
            "Intake forms are printed, scanned or sent by ordinary email, which slows check-in and puts patient information at risk.",
          solution:
            "We build HIPAA-conscious online forms on providers that sign a Business Associate Agreement and keep health details out of email.",
          stat: { value: care.build, label: "typical time to launch your new practice website" },
        },
      ],
    },
    {
      kind: "before-after",
      id: "before-after",
      title: "From Cluttered Clinic Site to a Clear Booking Page",
      lede: "A typical transformation: fewer distractions, plain language and one obvious next step for a new patient.",
      before: {
        src: "/images/industries/healthcare-before.svg",
        alt: "Before: a cluttered clinic homepage with a crowded menu, a scrolling banner and no clear way to book",
        width: 640,
        height: 400,
        caption:
          "A crowded homepage with twelve menu links, a scrolling banner and no clear way to book a visit.",
      },
      after: {
        src: "/images/industries/healthcare-after.svg",
        alt: "After: a clean clinic homepage with a clear headline, trust points and a Book appointment button",
        width: 640,
        height: 400,
        caption:
          "One clear message, trust signals patients look for and a Book appointment button above the fold.",
      },
    },
    {
      kind: "features",
      id: "why-choose",
      title: "Why Practices Choose Our Team",
      lede: "We design for patients first and for search engines second, and we handle the details that matter in healthcare.",
      items: [
        {
          icon: "MonitorSmartphone",
          title: "Patient-First, Mobile Design",
          description:
            "Clear, calm pages that answer patient questions quickly and work beautifully on the phone in their hand.",
          points: [
            "Readable, accessible type",
            "Services and insurance at a glance",
            "Booking on every page",
          ],
          link: { label: "UI/UX Design", href: "/services/ui-ux-design" },
        },
        {
          icon: "Shield",
          title: "HIPAA-Conscious Forms",
          description:
            "Secure intake and appointment forms on providers that sign a Business Associate Agreement, with encryption and no health details in email.",
          points: ["Encrypted submissions", "BAA-backed form providers", "Minimal data collected"],
        },
        {
          icon: "MapPin",
          title: "Local SEO for Practices",
          description:
            "Location and provider profiles, service pages and local listings that help nearby patients find you on Google and Maps.",
          points: ["Profiles for each location", "Service and provider pages", "Medical directory listings"],
          link: { label: "Local SEO", href: "/services/local-seo" },
        },
        {
          icon: "Star",
          title: "Reviews Patients Trust",
          description:
            "Easy review requests after each visit and thoughtful, privacy-aware replies that never confirm someone is a patient.",
          points: ["Post-visit review requests", "Privacy-aware reply templates", "New-review alerts"],
          link: { label: "Reputation Management", href: "/services/reputation-management" },
        },
        {
          icon: "Target",
          title: "Targeted Patient Campaigns",
          description:
            "Google Ads for the treatments you want to grow, such as implants, Invisalign or physical therapy, within healthcare ad policies.",
          points: [
            "Treatment-focused campaigns",
            "Call and booking tracking",
            "Monthly cost-per-patient reports",
          ],
          link: { label: "PPC Advertising", href: "/services/ppc-advertising" },
        },
        {
          icon: "RefreshCw",
          title: "Care After Launch",
          description:
            "We keep your site updated, backed up and monitored, and make content changes for new providers, hours or services.",
          points: ["Software and security updates", "Daily backups", "Same-week content changes"],
        },
      ],
    },
    {
      kind: "work",
      id: "work",
      title: "Practices That Now Book Online",
      lede: "A dental practice and a treatment clinic whose patients now find answers and book without calling.",
      studies: ["harbor-dental", "lice-busters"],
    },
    {
      kind: "testimonials",
      id: "testimonials",
      title: "What Practice Owners Say",
      lede: "Medical and dental practices across New York, and the difference they see in their schedules.",
      items: [
        testimonial(
          "riverside-pediatrics",
          "New patient bookings per month",
          "Parents used to call three times to get through. Now they book a sick visit online at night and we confirm first thing. Our phones are calmer and the schedule is fuller.",
        ),
        testimonial(
          "bay-ridge-dental",
          "Online booking requests",
          "The new site looks like our practice actually feels: bright and welcoming. Within the first month implant consultations were coming in through the booking form instead of only by referral.",
        ),
        testimonial(
          "austin-street-pt",
          "Calls from Google Maps",
          "Our intake packet was a six-page PDF. Now patients complete a secure form before they arrive, check-in takes half the time and we rank on Google Maps for physical therapy in our area.",
          "facebook",
        ),
      ],
    },
    {
      kind: "pricing",
      id: "pricing",
      title: "Healthcare Website and Marketing Plans",
      plans: ["custom-web-design", "local-seo"],
      lede: `Practice websites start at $2,500, and most practices invest $5,000-$15,000 depending on locations, providers and integrations. Local SEO starts at $1,500 a month. Your quote is fixed before work begins. Most practice sites launch in ${care.build}; larger custom builds follow ${customBuild}.`,
    },
    {
      kind: "faq",
      id: "faq",
      title: "Healthcare Website Questions, Answered",
      items: [
        {
          question: "How long does a new practice website take?",
          answer: `Most practice websites are designed, built and launched in ${care.build}. Multi-location groups or sites with many provider profiles and integrations can take a little longer, and we give you a dated plan at kickoff.`,
        },
        {
          question: "When will we see results?",
          answer: `Most practices see results within the first month: more booking requests from the new site and more calls from an improved Google Business Profile. Search rankings build steadily, with strong SEO results in ${seoTimeline}.`,
        },
        {
          question: "Are your patient forms HIPAA compliant?",
          answer:
            "We build HIPAA-conscious forms: they run on form and hosting providers that sign a Business Associate Agreement, submissions are encrypted, and protected health information is kept out of ordinary email. Your practice remains responsible for its own HIPAA program, and we are happy to work with your compliance lead.",
        },
        {
          question: "Can patients book appointments online?",
          answer:
            "Yes. If your practice management or scheduling system offers online booking, we connect it to your site. If not, we add a short appointment request form that your front desk confirms by phone or text.",
        },
        {
          question: "Do you work with dental and specialty practices?",
          answer:
            "Yes. We work with family medicine, pediatrics, dental, orthodontics, dermatology, physical therapy and other specialties, from single-provider offices to multi-location groups.",
        },
        {
          question: "Are we locked into a long-term contract?",
          answer:
            "No. Websites are quoted as a fixed price, and ongoing SEO, ads or maintenance plans are month-to-month with no long-term contract.",
        },
      ],
    },
    {
      kind: "cta",
      id: "cta",
      title: "Welcome More New Patients",
      body: "Book a free consultation. We will review your website, booking flow and Google presence and show you the quickest ways to fill more appointments.",
      primary: { label: "Schedule a Free Consultation", href: "/contact" },
      secondary: { label: "View Case Studies", href: "/case-studies" },
      points: ["Free, no-obligation review", "Reply within 24 hours", "No long-term contracts"],
    },
  ],
};

const homeServices: IndustryPage = {
  slug: "home-services",
  name: "Home Services",
  seo: {
    // the spec's screens and routes: title "Home Services & Construction Web Design"
    title: "Home Services & Construction Web Design",
    description: `Contractor websites and local SEO for roofers, plumbers, HVAC and builders in New York. Live in ${trades.build}, built to make your phone ring.`,
  },
  hero: {
    eyebrow: "Web design & marketing for contractors",
    title: "Turn Emergency Searches Into Booked Jobs",
    lede: "When a pipe bursts or a roof starts leaking, homeowners call the first contractor that looks reliable on their phone. We build fast, mobile-first websites with one-tap calling and quick quote forms, then push you into the top local Google results where those calls begin.",
    primary: { label: "Get Your Free Website Audit", href: "/contact" },
    pricing: { label: "See Pricing & Plans", href: "#pricing" },
    offer: "Limited Spots Available This Month",
    highlights: ["185% more leads", "Top 3 Google rankings", "42% higher conversion"],
    work: "bay-ridge-hvac",
  },
  sections: [
    {
      kind: "problems",
      id: "problems",
      title: "Why Contractors Miss Out on Jobs Online",
      lede: "You do great work and your customers say so. These are the gaps that still send the next job to someone else.",
      items: [
        {
          problem: "Competitors get the calls first",
          description:
            "When homeowners search “roof repair near me”, three businesses show in the map results and take most of the calls. If you are not one of them, you rarely get a chance.",
          solution:
            "We optimize your Google Business Profile, build a page for every service and area you cover and collect steady reviews to move you up.",
          stat: { value: "Top 3", label: "Google rankings we target for your core services" },
        },
        {
          problem: "A website that fails on a phone",
          description:
            "Small buttons, slow pages and a phone number hidden in the footer lose the homeowner standing in a flooded basement.",
          solution:
            "We build mobile-first with one-tap calling, a sticky emergency button and pages that load fast on a weak signal.",
          stat: { value: "60%", label: "of local service searches happen on a mobile phone" },
        },
        {
          problem: "Visitors leave without asking for a quote",
          description:
            "Long forms, no prices or photos and no proof of licensing give visitors every reason to keep searching.",
          solution:
            "We add three-field quote forms, before-and-after galleries, license and insurance badges and reviews near every call to action.",
          stat: { value: "42%", label: "higher conversion after our contractor redesigns" },
        },
        {
          problem: "Paying for shared leads",
          description:
            "Lead marketplaces sell the same homeowner to several contractors, so you pay to compete on price in a race you often lose.",
          solution:
            "We build your own lead engine through search, ads and reviews, so every inquiry comes to you alone.",
          stat: { value: "185%", label: "more leads for the contractors we work with" },
        },
      ],
    },
    {
      kind: "video",
      id: "differentiators",
      title: "Websites Built to Make the Phone Ring",
      lede: "Watch a homeowner go from an emergency search to a confirmed quote request in seconds. Every contractor site we build is designed around that moment.",
      video: {
        src: "/media/home-services-demo.webm",
        poster: "/images/industries/home-services-poster.svg",
        width: 1280,
        height: 720,
        caption:
          "A homeowner taps Emergency repair, sends a quote request in a few taps and gets an instant confirmation.",
      },
      items: [
        {
          icon: "Phone",
          title: "One-Tap Emergency Calling",
          description:
            "A call button that stays on screen as visitors scroll, so urgent jobs reach you instead of voicemail at a competitor.",
        },
        {
          icon: "Check",
          title: "Quote Requests in Seconds",
          description:
            "Short forms with photo upload and instant confirmations, sent straight to your phone and inbox.",
        },
        {
          icon: "MapPin",
          title: "Service-Area Pages That Rank",
          description:
            "A page for each neighborhood and town you serve, so you show up where you actually want to work.",
        },
        {
          icon: "Star",
          title: "Reviews on Autopilot",
          description:
            "Automatic review requests after every job turn happy customers into the proof that wins the next one.",
        },
      ],
    },
    {
      kind: "stats",
      id: "results",
      tone: "dark",
      title: "Results Contractors Can Count On",
      items: [
        {
          value: `${trades.clients}+`,
          label: "Contractors served",
          description: "Roofers, plumbers, HVAC, electricians and builders",
        },
        {
          value: `${trades.satisfaction}%`,
          label: "Client satisfaction",
          description: "From contractors we work with",
        },
        { value: "250%", label: "Average lead growth", description: "Across our contractor clients" },
        {
          value: `${trades.rating}/5`,
          label: "Average rating",
          description: "From contractor client reviews",
        },
      ],
    },
    {
      kind: "work",
      id: "work",
      title: "A Contractor Site That Never Misses a Call",
      lede: "A Bay Ridge heating and cooling company that now catches every emergency call, in every season.",
      studies: ["bay-ridge-hvac"],
    },
    {
      kind: "testimonials",
      id: "testimonials",
      title: "What Contractors Say About Working With Us",
      lede: "Trades across New York, and the jobs their new websites bring in.",
      items: [
        testimonial(
          "astoria-roofing",
          "Leads",
          "Storm calls used to go to whoever paid the lead sites. Now homeowners find us on Google, tap the emergency button and we are on the roof the same day. We hired a second crew this year.",
        ),
        testimonial(
          "ortega-plumbing",
          "Google ranking for emergency plumber",
          "We rank in the top three for emergency plumber across our neighborhoods, and the quote form tells me what the job is before I call back. Fewer wasted trips, more booked work.",
        ),
        testimonial(
          "shoreline-heating",
          "Quote form conversion",
          "The site was live in under two weeks. Before the first heat wave our quote requests had already picked up, and the monthly report shows exactly which calls came from search.",
          "facebook",
        ),
      ],
    },
    {
      kind: "shared",
      id: "why-us",
      title: `Why ${trades.clients}+ Contractors Work With Our Team`,
      lede: "We speak the language of the trades: fast launches, straight answers and reports built around calls and booked jobs, not vanity numbers.",
    },
    {
      kind: "pricing",
      id: "pricing",
      title: "Contractor Website and Marketing Plans",
      plans: ["custom-web-design", "ppc-advertising"],
      lede: `Contractor websites start at $2,500. A standard contractor site can be live in ${trades.build}; larger custom builds follow ${customBuild}. Add local SEO from $1,500 a month or Google Ads management from $1,000 a month when you are ready to grow. Spots are limited this month.`,
    },
    {
      kind: "faq",
      id: "faq",
      title: "Contractor Website Questions, Answered",
      items: [
        {
          question: "How fast can my new website be live?",
          answer: `Most contractor websites are built and launched in ${trades.build}. Larger sites with many service areas, custom calculators or booking integrations are custom builds: they follow ${customBuild}, and we agree the dates with you at the start.`,
        },
        {
          question: "When will I start getting more calls?",
          answer: `Most contractors see results in the first month, as the new site converts more visitors and an optimized Business Profile brings more calls. Strong SEO results build over ${seoTimeline}.`,
        },
        {
          question: "Do you work with my trade?",
          answer: `We have worked with more than ${trades.clients} contractors, including roofers, plumbers, HVAC and electrical companies, general contractors, remodelers, painters and landscapers.`,
        },
        {
          question: "Can you help me rank in the neighborhoods I actually serve?",
          answer:
            "Yes. We build service-area pages for the towns and neighborhoods you want to work in, set your Google Business Profile service area and build local citations, so you are not chasing jobs an hour away.",
        },
        {
          question: "Do I own my website and my leads?",
          answer:
            "Yes. Your domain, website content and every lead belong to you. Unlike lead marketplaces, we never share or resell your inquiries.",
        },
        {
          question: "Am I locked into a long-term contract?",
          answer:
            "No. Website projects are quoted as a fixed price, and monthly SEO and ads plans run month-to-month with no long-term contract.",
        },
      ],
    },
    {
      kind: "cta",
      id: "cta",
      title: "Book More Jobs This Season",
      body: "Get a free website audit showing how homeowners find you today, where calls are leaking and the first fixes we would make. We take on a limited number of new contractors each month.",
      primary: { label: "Get Started Today", href: "/contact" },
      secondary: { label: "View Case Studies", href: "/case-studies" },
      points: ["Limited spots available this month", "Reply within 24 hours", "No long-term contracts"],
    },
  ],
};

const smallBusiness: IndustryPage = {
  slug: "small-business",
  name: "Small Business",
  seo: {
    title: "Small Business Websites & Marketing in NYC",
    description: `Affordable websites, local SEO and Google Ads for New York small businesses, live in ${small.build} with maintenance, backups and security included.`,
  },
  hero: {
    eyebrow: "Web design & marketing for small businesses",
    title: "A Website That Works as Hard as You Do",
    lede: "You run the shop, serve the customers and answer the phone, so your website has to bring in business without another job on your list. We design, launch and look after professional websites and local marketing for small businesses across New York.",
    primary: { label: "Claim Your Free Consultation Today", href: "/contact" },
    pricing: { label: "View Pricing & Plans", href: "#pricing" },
    offer: "Limited Time Offer of 20% Off Your First 3 Months",
    highlights: ["275% more leads", "45% higher conversion", `Trusted by ${small.clients}+ small businesses`],
    work: "flatbush-bakehouse",
  },
  sections: [
    {
      kind: "problems",
      id: "problems",
      title: "What Holds Small Businesses Back Online",
      lede: "Most small business owners we meet know their website could do more. These are the problems we fix first.",
      items: [
        {
          problem: "Customers cannot find you on Google",
          description:
            "People nearby search for exactly what you sell, but your business does not show up in the map results or on the first page.",
          solution:
            "We set up and optimize your Google Business Profile, fix your listings and write pages for the searches your customers use.",
          stat: { value: "275%", label: "more leads for small businesses we work with" },
        },
        {
          problem: "A DIY website that looks dated",
          description:
            "A template built years ago, slow pages and blurry photos make a good business look like it might not be open anymore.",
          solution:
            "We design a professional site around your brand, with clear services, real photos and fast pages on every device.",
          stat: { value: small.build, label: "to launch your new website" },
        },
        {
          problem: "Visitors who never become customers",
          description:
            "People land on your site, cannot find prices, hours or a way to get in touch, and leave for a competitor.",
          solution:
            "We put the answers and the next step up front: call, book, order or ask for a quote, with a clear button on every page.",
          stat: { value: "45%", label: "higher conversion after our redesigns" },
        },
        {
          problem: "No time for updates, backups or security",
          description:
            "Plugins go out of date, nobody knows the password and one bad update could take the site down in your busiest week.",
          solution:
            "We include maintenance, daily backups and security monitoring, and make content changes when you ask.",
          stat: { value: figures.reply, label: "our reply promise for any update or question" },
        },
      ],
    },
    {
      kind: "features",
      id: "services",
      title: "Everything Your Business Needs to Grow Online",
      lede: "Start with what you need now and add more when you are ready. One team, one point of contact and one clear monthly report.",
      items: [
        {
          icon: "Palette",
          title: "Professional Website Design",
          description:
            "A custom site that looks like your business, explains what you do and makes it easy to get in touch.",
          points: ["Designed around your brand", "Mobile-first and fast", "Easy for you to update"],
          link: { label: "Custom Web Design", href: "/services/custom-web-design" },
        },
        {
          icon: "MapPin",
          title: "Local SEO",
          description:
            "Show up when neighbors search for what you offer, with a strong Business Profile and pages that rank.",
          points: ["Google Business Profile", "Local listings cleanup", "Keyword-focused pages"],
          link: { label: "Local SEO", href: "/services/local-seo" },
        },
        {
          icon: "Target",
          title: "Google Ads on a Small Budget",
          description:
            "Focused campaigns that reach ready-to-buy customers nearby, with spending you control week by week.",
          points: ["Local targeting", "Call and form tracking", "No wasted clicks on DIY searches"],
          link: { label: "PPC Advertising", href: "/services/ppc-advertising" },
        },
        {
          icon: "Star",
          title: "Reviews and Reputation",
          description:
            "More five-star reviews from happy customers and quick, friendly replies that win over new ones.",
          points: ["Review request texts and emails", "Reply help", "New-review alerts"],
          link: { label: "Reputation Management", href: "/services/reputation-management" },
        },
        {
          icon: "ShoppingCart",
          title: "Online Ordering and Stores",
          description:
            "Sell products, gift cards or bookings online with a simple store that fits into your day.",
          points: ["Secure checkout", "Pickup and delivery options", "Inventory that stays in sync"],
          link: { label: "eCommerce Solutions", href: "/services/ecommerce-solutions" },
        },
        {
          icon: "Shield",
          title: "Maintenance, Backups & Security",
          description:
            "Included with every plan: we keep your site updated, backed up and protected so you never have to think about it.",
          points: ["Software and plugin updates", "Daily backups", "Security monitoring and SSL"],
        },
      ],
    },
    {
      kind: "work",
      id: "work",
      title: "Small Businesses We Have Helped Grow",
      lede: "A bakery and a restaurant that now take orders and bookings directly, without paying an app for them.",
      studies: ["flatbush-bakehouse", "mulberry-trattoria"],
    },
    {
      kind: "testimonials",
      id: "testimonials",
      title: "What Small Business Owners Say",
      lede: "Shops, studios and service businesses across New York, and what changed after launch.",
      items: [
        testimonial(
          "grand-street-bagels",
          "Online orders per month",
          "Our old site could not even show our hours properly. Now people find us on Google, see the menu and order cakes online. Custom orders have never been this busy.",
        ),
        testimonial(
          "jackson-avenue-accounting",
          "Leads from the website",
          "I do not have time to be a marketer. They built the site in under three weeks, handle the updates and send me one simple report. New client inquiries have nearly tripled.",
        ),
        testimonial(
          "lexington-hair",
          "Booking conversion",
          "The booking button is right where clients expect it now, and reviews come in every week. More visitors actually book instead of calling to ask questions.",
          "facebook",
        ),
      ],
    },
    {
      kind: "shared",
      id: "why-us",
      title: `Why ${small.clients}+ Small Businesses Choose Our Team`,
      lede: `Clear prices, plain English and a team that treats your budget like its own. Our small business clients rate us ${small.rating}/5.`,
    },
    {
      kind: "pricing",
      id: "pricing",
      title: "Simple Plans for Small Business Budgets",
      plans: ["custom-web-design", "local-seo"],
      lede: `Websites start at $2,500 and local SEO from $1,500 a month, with maintenance, backups and security included. Most small business sites launch in ${small.build}; larger custom builds follow ${customBuild}. For a limited time, new clients get 20% off their first 3 months.`,
    },
    {
      kind: "faq",
      id: "faq",
      title: "Small Business Website Questions, Answered",
      items: [
        {
          question: "How long does it take to build my website?",
          answer: `Most small business websites are designed, built and launched in ${small.build}. Larger custom builds follow ${customBuild}. We agree a dated plan at the start and only need a short review from you at each stage.`,
        },
        {
          question: "When will I see results?",
          answer: `Most clients see results in the first month, from a site that turns more visitors into calls and an optimized Business Profile. SEO results build over ${seoTimeline} as your rankings climb.`,
        },
        {
          question: "Are maintenance, backups and security included?",
          answer:
            "Yes. Software updates, daily backups, security monitoring and SSL are included, and we make small content changes such as new hours, prices or photos when you ask.",
        },
        {
          question: "How does the 20% off offer work?",
          answer:
            "For a limited time, new clients get 20% off their first 3 months. Mention it during your free consultation and we will include the discount in your written quote.",
        },
        {
          question: "Do I need a big marketing budget?",
          answer: `No. Many of our ${small.clients}+ small business clients start with a website and local SEO, then add ads or reviews later. We recommend the smallest plan that can reach your goals.`,
        },
        {
          question: "Am I locked into a long-term contract?",
          answer:
            "No. Websites are quoted as a fixed price, and monthly plans run month-to-month with no long-term contract.",
        },
      ],
    },
    {
      kind: "cta",
      id: "cta",
      title: "Take 20% Off Your First Three Months",
      body: "Book a free consultation and get a clear plan for your website and local marketing, with a fixed written quote. For a limited time, take 20% off your first 3 months.",
      primary: { label: "Get Started Today", href: "/contact" },
      secondary: { label: "View Case Studies", href: "/case-studies" },
      points: ["20% off your first 3 months", "Reply within 24 hours", "No long-term contracts"],
    },
  ],
};

/** The industry pages in menu order (the spec's screens and routes). */
export const industries: IndustryPage[] = [lawFirms, healthcare, homeServices, smallBusiness];

export function industryBySlug(slug: string): IndustryPage | undefined {
  return industries.find((page) => page.slug === slug);
}
