/**
 * City+service landing page content (the spec's entities, "Location-service content"; screens and routes
 * "Generic city+service page", the spec's entities, business constants city figures and service pricing).
 *
 * `locationServiceOverrides` holds the 13 hand-written combinations (Brooklyn 6, Manhattan 3, Queens 2,
 * Staten Island 2). Every other city+service page is composed from `serviceLocalDefaults`, where "{city}"
 * is replaced with the city name (e.g. "Queens").
 */
import type {
  CityServiceSlug,
  CitySlug,
  LocationServiceOverride,
  ServiceLocalDefaults,
} from "./location-types";
import { facts, timelineRange } from "./facts";
import { testimonial } from "./attributions";

export const locationServiceOverrides: Partial<
  Record<`${CitySlug}/${CityServiceSlug}`, LocationServiceOverride>
> = {
  // ---------------------------------------------------------------------------------------------------
  // Brooklyn (150+ businesses, 4.9 rating, 285% growth, 95% retention, 24 h response)
  // ---------------------------------------------------------------------------------------------------
  "brooklyn-ny/custom-web-design": {
    metaTitle: "Custom Web Design in Brooklyn, NY",
    metaDescription:
      "Custom websites for Brooklyn businesses, from Williamsburg cafes to Bay Ridge law offices: fast, mobile-first and built to convert. From $2,500.",
    heroTitle: "Custom Web Design for Brooklyn Businesses Ready for More Customers",
    heroDescription: `We design and build fast, mobile-first websites for Brooklyn shops, practices and contractors, written around the neighborhoods you serve and the searches your customers make. Most sites launch in ${facts.timelines["custom-web-design"]} with click-to-call, online booking and local SEO built in.`,
    localizedFeatures: [
      {
        icon: "MapPin",
        title: "Pages for the neighborhoods you serve",
        description:
          "Whether you work Park Slope and Prospect Heights or Bensonhurst and Sheepshead Bay, we build service-area pages that speak to each neighborhood and give Google a reason to show you there.",
      },
      {
        icon: "MonitorSmartphone",
        title: "Built for the phone in your customer's hand",
        description:
          "Most Brooklyn visitors find you on a phone, on the G train or walking down Bedford Avenue. We design mobile first, with tap-to-call, directions and short forms right where thumbs expect them.",
      },
      {
        icon: "Palette",
        title: "A look that fits your brand and your block",
        description:
          "A DUMBO design studio and a Flatbush family bakery need very different websites. We shape typography, photography and tone around your brand and your customers, never a recycled template.",
      },
      {
        icon: "Search",
        title: "Local SEO from launch day",
        description:
          "Every build ships with local schema, fast load times, clean page titles and consistent business details, so your new site starts earning rankings the week it goes live.",
      },
    ],
    localStats: [
      { value: "150+", label: "Brooklyn businesses served" },
      { value: "285%", label: "average first-year traffic growth for Brooklyn clients" },
      { value: "4.9", label: "average rating from Brooklyn clients" },
    ],
    testimonial: testimonial(
      "hearth-vine",
      "Online reservations",
      "Our old site looked fine on a laptop and fell apart on a phone. The new one loads instantly, shows our menu and takes reservations, and we're booking private events we never used to get.",
    ),
    faq: [
      {
        question: "How much does a custom website cost for a Brooklyn business?",
        answer:
          "Custom web design starts at $2,500. Most Brooklyn projects, from a five-page site for a Cobble Hill boutique to a larger build for a multi-location practice, fall between $5,000 and $15,000. You get a fixed quote after a free consultation, before any work begins.",
      },
      {
        question: "How long does it take to build our new website?",
        answer: `Most sites launch in ${facts.timelines["custom-web-design"]}, moving through discovery, design, development and launch. We set the schedule with you at kickoff and share progress every week, so you always know what comes next.`,
      },
      {
        question: "Will the new website help us rank in our neighborhood?",
        answer:
          "Yes. We build in local schema, neighborhood service pages, fast mobile performance and consistent name, address and phone details, so the site supports your Google rankings in areas like Williamsburg, Bushwick or Bay Ridge from day one.",
      },
      {
        question: "Can you redesign our current site without losing our Google rankings?",
        answer:
          "Yes. We map every existing page to its new address, keep the content that already ranks and set up redirects before launch, so the traffic you have already earned carries over to the new site.",
      },
    ],
  },

  "brooklyn-ny/local-seo": {
    metaTitle: "Local SEO Services in Brooklyn, NY",
    metaDescription:
      "Brooklyn local SEO that puts you in the Google map pack from Park Slope to Bay Ridge: Business Profile, citations and reviews. From $1,500/month.",
    heroTitle: "Local SEO in Brooklyn That Puts You in the Map Pack",
    heroDescription:
      "When someone in Williamsburg or Flatbush searches for what you do, the three businesses in Google's map pack get most of the calls. We get you there with an optimized Business Profile, clean listings, neighborhood pages and a steady flow of genuine reviews.",
    localizedFeatures: [
      {
        icon: "MapPin",
        title: "Street-by-street rank tracking",
        description:
          "We track your map position on a grid across the neighborhoods you serve, so you can see where you already win in Greenpoint and where you still trail in Crown Heights, and we focus the work there.",
      },
      {
        icon: "Search",
        title: "Neighborhood landing pages",
        description:
          "Brooklyn customers search by neighborhood, like 'dentist Bed-Stuy' or 'plumber Sunset Park'. We write genuinely useful pages for each area you cover, with local proof, directions and the services you offer there.",
      },
      {
        icon: "Star",
        title: "Reviews that keep coming",
        description:
          "A simple text and email request after every visit builds the steady stream of recent five-star reviews that Brooklyn shoppers and Google both look for before they choose.",
      },
      {
        icon: "Globe",
        title: "Clean listings across the web",
        description:
          "We correct your name, address and phone on the directories, maps and industry sites that matter, and merge the duplicates left behind by an old address or phone number.",
      },
    ],
    localStats: [
      { value: "285%", label: "average first-year traffic growth for Brooklyn clients" },
      { value: "150+", label: "Brooklyn businesses served" },
      { value: "95%", label: "client retention in Brooklyn" },
    ],
    testimonial: testimonial(
      "bay-ridge-hvac",
      "Emergency service calls",
      "We were invisible on Google Maps even though we've fixed boilers in Bay Ridge for twenty years. Now we're in the top three for heating repair in Bay Ridge, Dyker Heights and Bensonhurst, and the phone rings all winter.",
    ),
    faq: [
      {
        question: "How much does local SEO cost in Brooklyn?",
        answer:
          "Local SEO plans start at $1,500/month. Most Brooklyn businesses invest $2,500-$5,000/month, depending on how many neighborhoods and services you want to rank for and how crowded your category is. There are no long-term contracts.",
      },
      {
        question: "How long until we see results?",
        answer: `Most clients see first gains, such as more profile views and calls, within 30-60 days. Bigger ranking and traffic gains typically arrive in ${facts.timelines["local-seo"]}, and we report on every one of them monthly.`,
      },
      {
        question: "Can you help us rank in neighborhoods beyond our own address?",
        answer:
          "Yes, within reason. The map pack favors businesses close to the searcher, but neighborhood pages, local links and reviews that mention the areas you serve help you reach nearby neighborhoods, for example from a Park Slope base into Windsor Terrace and Gowanus.",
      },
      {
        question: "What does the free Brooklyn SEO audit include?",
        answer:
          "We review your Business Profile, listings, website and top local competitors, then hand you a prioritized action plan. It is a $500 value, free and with no obligation, and we reply to every request within 24 hours.",
      },
    ],
  },

  "brooklyn-ny/ppc-advertising": {
    metaTitle: "PPC & Google Ads in Brooklyn, NY",
    metaDescription:
      "Google Ads management for Brooklyn businesses: neighborhood targeting, call tracking and weekly tuning that cut wasted spend. From $1,000/month.",
    heroTitle: "Brooklyn PPC Advertising That Turns Clicks Into Customers",
    heroDescription: `We run Google search and local ads that reach Brooklyn customers at the moment they are ready to buy, targeted by neighborhood, hour and device. Campaigns go live in ${timelineRange("ppc-advertising")}, and you see every call, form and dollar in a plain-English report.`,
    localizedFeatures: [
      {
        icon: "Target",
        title: "Neighborhood-level targeting",
        description:
          "We bid where your customers are: a tight radius around your Williamsburg storefront, or the ZIP codes your crews cover from Canarsie to Marine Park, and nowhere you can't serve.",
      },
      {
        icon: "Phone",
        title: "Call tracking on every ad",
        description:
          "Tracked numbers and call recording show which keywords produce booked jobs, not just clicks, so your budget moves to the searches that actually fill your schedule.",
      },
      {
        icon: "RefreshCw",
        title: "Weekly bid and keyword tuning",
        description:
          "We cut searches that waste money, like job seekers and do-it-yourself queries, and adjust bids by day and hour around when Brooklyn customers actually call.",
      },
      {
        icon: "MonitorSmartphone",
        title: "Landing pages that convert",
        description:
          "Ads send visitors to fast, focused pages with the neighborhood, the offer and tap-to-call up top, instead of a generic homepage that makes them hunt.",
      },
    ],
    localStats: [
      { value: "150+", label: "Brooklyn businesses served" },
      { value: "4.9", label: "average rating from Brooklyn clients" },
      { value: "24 h", label: "response time for Brooklyn clients" },
    ],
    testimonial: testimonial(
      "atlantic-avenue-pt",
      "Cost per lead",
      "We'd been burning money on broad Google Ads that brought in calls from New Jersey. Now our ads only show in the neighborhoods we serve, and nearly every lead is someone who can actually walk into the clinic.",
    ),
    faq: [
      {
        question: "How much should a Brooklyn business spend on PPC?",
        answer:
          "PPC management starts at $1,000/month, and most Brooklyn clients invest $2,000-$8,000/month, depending on your category and how many neighborhoods you target. We recommend a budget after checking search volume and cost per click for your services.",
      },
      {
        question: "How quickly can our ads go live?",
        answer: `Setup takes ${timelineRange("ppc-advertising")}: keyword research, account structure, conversion tracking, ad copy and a landing page review. Calls usually start in the first week the campaign runs, and we refine it weekly from there.`,
      },
      {
        question: "Are we locked into a contract?",
        answer:
          "No. There are no long-term contracts. You can raise, lower or pause your budget at any time, for example to ramp up before the holiday rush on Fifth Avenue in Park Slope and scale back in January.",
      },
    ],
  },

  "brooklyn-ny/reputation-management": {
    metaTitle: "Reputation Management in Brooklyn, NY",
    metaDescription:
      "Brooklyn reputation management: more five-star Google reviews, fast professional replies and 24/7 monitoring that protect your name. From $800/month.",
    heroTitle: "Reputation Management for Brooklyn Businesses That Live on Reviews",
    heroDescription:
      "In Brooklyn, one unhappy review can travel faster than your best week of work. We monitor every review site around the clock, reply professionally on your behalf and help happy customers leave the reviews that win you new ones.",
    localizedFeatures: [
      {
        icon: "Star",
        title: "A steady flow of new reviews",
        description:
          "After each visit or job, customers get a short text or email asking for a review, so your rating reflects the hundreds of happy regulars, not the one customer who had a bad day.",
      },
      {
        icon: "Shield",
        title: "24/7 monitoring and alerts",
        description:
          "We watch Google, Yelp, Facebook and industry sites around the clock and alert you the moment a negative review lands, so nothing sits unanswered over a busy Williamsburg weekend.",
      },
      {
        icon: "Mail",
        title: "Replies written in your voice",
        description:
          "Every review gets a prompt, personal response. Negative ones get a calm public reply and an offline follow-up that often turns a critic into a returning customer.",
      },
      {
        icon: "Award",
        title: "Profiles that win the click",
        description:
          "A high rating with recent reviews is often what makes a Park Slope parent or a Bushwick renter pick you over the business next door. We feature your best reviews on your site and profile.",
      },
    ],
    localStats: [
      { value: "4.9", label: "average rating from Brooklyn clients" },
      { value: "95%", label: "client retention in Brooklyn" },
      { value: "150+", label: "Brooklyn businesses served" },
    ],
    testimonial: testimonial(
      "casa-delgado",
      "Google rating",
      "Two fake reviews dropped us to 3.8 stars right before summer. The team responded the same day, reported the fakes and set up a review request our staff actually uses after every table.",
    ),
    faq: [
      {
        question: "How much does reputation management cost in Brooklyn?",
        answer:
          "Reputation management plans start at $800/month. Most Brooklyn businesses invest $1,500-$3,000/month, depending on the number of locations, the review platforms that matter in your industry and your monthly customer volume.",
      },
      {
        question: "How long does setup take?",
        answer: `Setup takes ${timelineRange("reputation-management")}: a reputation audit, monitoring across your platforms, response guidelines in your voice and a review request flow connected to your customer list or booking system.`,
      },
      {
        question: "Can you remove negative reviews?",
        answer:
          "No one can delete honest reviews, and you should be wary of anyone who promises to. We flag reviews that break Google or Yelp policies, such as fake or off-topic posts, and we outweigh the occasional bad review with a steady stream of genuine positive ones.",
      },
      {
        question: "Is it allowed to ask customers for reviews?",
        answer:
          "On Google, yes, as long as you ask every customer and never offer anything in return. Yelp discourages review requests altogether, so we focus requests on Google and Facebook and follow each platform's rules.",
      },
    ],
  },

  "brooklyn-ny/ecommerce-solutions": {
    metaTitle: "eCommerce Website Design in Brooklyn, NY",
    metaDescription:
      "Online stores for Brooklyn makers, boutiques and food brands: fast mobile checkout, local pickup and delivery, and inventory sync. From $3,500.",
    heroTitle: "eCommerce Websites for Brooklyn Brands Ready to Sell Beyond the Block",
    heroDescription:
      "From Greenpoint ceramic studios to Red Hook food makers, we build online stores that look as good as your products and check out in a few taps. Local pickup, same-day delivery and nationwide shipping all run from one store your team can manage.",
    localizedFeatures: [
      {
        icon: "ShoppingCart",
        title: "Checkout built for phones",
        description:
          "Apple Pay, Google Pay and a short one-page checkout cut abandoned carts from shoppers who browse on the subway and buy before their stop.",
      },
      {
        icon: "MapPin",
        title: "Local pickup and delivery",
        description:
          "Offer in-store pickup in DUMBO, same-day delivery to selected Brooklyn ZIP codes and shipping everywhere else, with rules you control from one dashboard.",
      },
      {
        icon: "Search",
        title: "Product pages that get found",
        description:
          "Structured data, clean URLs and product copy that answers real questions help your items appear in Google Shopping and in local searches like 'gift shop Cobble Hill'.",
      },
      {
        icon: "RefreshCw",
        title: "Inventory in sync with your shop",
        description:
          "We connect the online store to your point-of-sale system, so what is on the shelf on Franklin Avenue and what is for sale online always match.",
      },
    ],
    localStats: [
      { value: "285%", label: "average first-year traffic growth for Brooklyn clients" },
      { value: "150+", label: "Brooklyn businesses served" },
      { value: "4.9", label: "average rating from Brooklyn clients" },
    ],
    testimonial: testimonial(
      "kiln-clay",
      "Online revenue",
      "We used to sell mostly at the Saturday market in Fort Greene. The new store turned online orders into the biggest part of the business, and our local pickup days are now the busiest days of the week.",
    ),
    faq: [
      {
        question: "How much does an online store cost for a Brooklyn business?",
        answer:
          "eCommerce projects start at $3,500. Most Brooklyn stores fall between $8,000 and $25,000, depending on catalog size, custom features and integrations such as inventory sync, subscriptions or wholesale pricing.",
      },
      {
        question: "How long does it take to launch our store?",
        answer: `Most stores launch in ${facts.timelines["ecommerce-solutions"]}. A focused catalog with a standard checkout sits at the shorter end, while custom features, large product imports and system integrations take longer.`,
      },
      {
        question: "Can we offer local delivery and in-store pickup?",
        answer:
          "Yes. We set up local pickup, delivery zones by ZIP code or distance, and flat or calculated shipping, so a customer in Bed-Stuy and a customer in Boston each see the right options at checkout.",
      },
      {
        question: "Will we be able to run the store ourselves?",
        answer:
          "Yes. We build on platforms your team can manage day to day and walk you through them before launch, so adding products, running sales and filling orders never requires a developer.",
      },
    ],
  },

  "brooklyn-ny/ui-ux-design": {
    metaTitle: "UI/UX Design Services in Brooklyn, NY",
    metaDescription:
      "UI/UX design for Brooklyn startups and local businesses: user research, wireframes, prototypes and usability testing that lift conversions. From $2,000.",
    heroTitle: "UI/UX Design in Brooklyn That Makes Every Tap Count",
    heroDescription:
      "Brooklyn startups and service businesses compete on experience as much as on price. We study how your customers actually use your site or app, then design interfaces that are easier to use, quicker to understand and better at converting.",
    localizedFeatures: [
      {
        icon: "Search",
        title: "Research with your real users",
        description:
          "We interview and observe the people you serve, from DUMBO tech teams to Flatbush families, so design decisions rest on evidence instead of guesswork.",
      },
      {
        icon: "Palette",
        title: "Wireframes and clickable prototypes",
        description:
          "You click through a realistic prototype before a line of code is written, which keeps changes cheap and keeps your developers building the right thing.",
      },
      {
        icon: "MonitorSmartphone",
        title: "Interfaces that work on every screen",
        description:
          "Layouts, type and tap targets are tuned for phones first, then tablets and desktops, and checked against accessibility guidelines so every customer can use them.",
      },
      {
        icon: "Target",
        title: "Usability testing before launch",
        description:
          "We test key tasks like booking, signing up or checking out with real users, fix what trips them up and measure the improvement before anything ships.",
      },
    ],
    localStats: [
      { value: "150+", label: "Brooklyn businesses served" },
      { value: "4.9", label: "average rating from Brooklyn clients" },
      { value: "95%", label: "client retention in Brooklyn" },
    ],
    testimonial: testimonial(
      "lefferts-yoga",
      "In-app class bookings",
      "Members loved our classes and hated our booking app. After the redesign they can book a class in three taps, and the support emails about the app have almost disappeared.",
    ),
    faq: [
      {
        question: "How much does UI/UX design cost in Brooklyn?",
        answer:
          "UI/UX projects start at $2,000. Most Brooklyn engagements run $4,000-$12,000, depending on the number of screens, the depth of user research and how many rounds of testing you need.",
      },
      {
        question: "How long does a UI/UX project take?",
        answer: `Typically ${facts.timelines["ui-ux-design"]}, from discovery and research through user journey mapping, wireframes and prototypes, high-fidelity design and usability testing.`,
      },
      {
        question: "Can you work with our in-house developers?",
        answer:
          "Yes. We deliver organized design files, a reusable component library and clear specifications, and we stay available during the build to answer questions and review what ships.",
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------------
  // Manhattan (200+ businesses, 4.8 rating, 310% growth, 96% retention, 12 h response, PPC ROI 340%)
  // ---------------------------------------------------------------------------------------------------
  "manhattan-ny/custom-web-design": {
    metaTitle: "Custom Web Design in Manhattan, NY",
    metaDescription:
      "Custom web design for Manhattan firms, from Midtown law offices to SoHo boutiques: polished, fast websites built to win clients. From $2,500.",
    heroTitle: "Custom Web Design for Manhattan Firms Competing at the Top",
    heroDescription:
      "In Manhattan, your website is often the first meeting, and prospects compare you with a dozen competitors in minutes. We design polished, fast websites for firms from the Financial District to the Upper East Side that earn trust quickly and turn visits into inquiries.",
    localizedFeatures: [
      {
        icon: "Award",
        title: "A premium look that matches your work",
        description:
          "A Park Avenue law firm, an Upper East Side medical practice and a Tribeca gallery each need a site that signals quality at a glance. We design around your positioning, never a template.",
      },
      {
        icon: "MonitorSmartphone",
        title: "Speed for people on the move",
        description:
          "Prospects look you up between meetings in Midtown or on the subway home. Sites are built mobile first and load fast, with calls, bookings and inquiry forms one tap away.",
      },
      {
        icon: "Search",
        title: "Ready for competitive search",
        description:
          "Manhattan search results are among the toughest in the country. Clean code, structured data and pages for each practice area and neighborhood give you a solid base to compete.",
      },
      {
        icon: "Shield",
        title: "Secure and dependable",
        description:
          "SSL, accessibility checks, privacy-minded forms and reliable hosting with 99.9% uptime protect your clients' information and your reputation.",
      },
    ],
    localStats: [
      { value: "200+", label: "Manhattan businesses served" },
      { value: "310%", label: "average first-year traffic growth for Manhattan clients" },
      { value: "12 h", label: "response time for Manhattan clients" },
    ],
    testimonial: testimonial(
      "hartman-cole",
      "Consultation requests",
      "Our old site made a firm with forty years of history look like a startup that gave up. The new one finally reflects the caliber of our work, and consultation requests from the site more than doubled.",
    ),
    faq: [
      {
        question: "How much does custom web design cost in Manhattan?",
        answer:
          "Custom web design starts at $2,500. Most Manhattan projects fall between $5,000 and $15,000, with the upper end for firms that need many practice-area pages, integrations or multilingual content. You get a fixed quote before work starts.",
      },
      {
        question: "How long will our website take?",
        answer: `Most sites launch in ${facts.timelines["custom-web-design"]}. Larger firm sites with extensive content sit at the longer end. We agree on milestones at kickoff, and you approve the design before development begins.`,
      },
      {
        question: "Can you work with our marketing and compliance teams?",
        answer:
          "Yes. We regularly work alongside in-house marketing, compliance and IT staff with shared review rounds and a clear approval process, and we respond to Manhattan clients within 12 hours.",
      },
    ],
  },

  "manhattan-ny/local-seo": {
    metaTitle: "Local SEO Services in Manhattan, NY",
    metaDescription:
      "Manhattan local SEO for firms and practices competing in Midtown, FiDi and the Upper East Side: map pack rankings, local content and reviews.",
    heroTitle: "Local SEO in Manhattan for Businesses That Need to Win Every Block",
    heroDescription:
      "Manhattan map results can change from one avenue to the next, and the most valuable searches are won block by block. We build the Business Profile, content, links and reviews that help you rank where your best clients work and live.",
    localizedFeatures: [
      {
        icon: "MapPin",
        title: "Block-by-block rank tracking",
        description:
          "Map pack results shift between Midtown East and Hell's Kitchen. We track your position on a grid around your office and focus effort on the blocks where your clients search.",
      },
      {
        icon: "Search",
        title: "Practice-area and neighborhood pages",
        description:
          "Pages built for specific searches, such as 'employment lawyer Financial District' or 'dermatologist Upper West Side', written with the depth competitive Manhattan results demand.",
      },
      {
        icon: "Globe",
        title: "Authority from local links",
        description:
          "We earn mentions from neighborhood publications, business improvement districts, professional associations and partners, the local authority that separates page one from page two.",
      },
      {
        icon: "Star",
        title: "Reviews at Manhattan volume",
        description:
          "Top Manhattan competitors often have hundreds of reviews. A steady, policy-compliant review program closes the gap and keeps your profile fresh every week.",
      },
    ],
    localStats: [
      { value: "310%", label: "average first-year traffic growth for Manhattan clients" },
      { value: "200+", label: "Manhattan businesses served" },
      { value: "96%", label: "client retention in Manhattan" },
    ],
    testimonial: testimonial(
      "murray-hill-dental",
      "New-patient calls",
      "There are dozens of dental offices within a few blocks of Grand Central. Now we show up in the top three for the searches that matter, and our new-patient calendar is booked weeks out.",
    ),
    faq: [
      {
        question: "How much does local SEO cost in Manhattan?",
        answer:
          "Local SEO plans start at $1,500/month, but because Manhattan is so competitive, most Manhattan clients invest $2,500-$5,000/month, and multi-location programs can run higher. We recommend a level after your free audit, a $1,000 value.",
      },
      {
        question: "How long does local SEO take in Manhattan?",
        answer:
          "Expect first gains, such as more profile views and calls, in 30-60 days. In Manhattan's crowded market, significant ranking and traffic results typically take 4-8 months, and you get a clear report every month.",
      },
      {
        question: "Can we rank in neighborhoods where we don't have an office?",
        answer:
          "The map pack favors nearby businesses, so a FiDi office rarely tops the map results in Harlem. We win those searches with organic neighborhood and service pages, which can rank anywhere in the borough.",
      },
    ],
  },

  "manhattan-ny/ppc-advertising": {
    metaTitle: "PPC & Google Ads in Manhattan, NY",
    metaDescription:
      "Manhattan PPC management for high-value clients: precise targeting, call tracking and daily bid control in a costly market. Clients average 340% ROI.",
    heroTitle: "Manhattan PPC Advertising That Makes Expensive Clicks Pay Off",
    heroDescription:
      "Clicks in Manhattan can cost many times what they do in the suburbs, so every wasted search hurts. We build tightly targeted Google Ads campaigns around your best clients and track every one to a call, a form or a sale.",
    localizedFeatures: [
      {
        icon: "Target",
        title: "Targeting by district and time of day",
        description:
          "Reach decision makers around your Midtown or FiDi office during business hours and residents of the Upper East and Upper West Sides in the evening, with bids set for each.",
      },
      {
        icon: "Shield",
        title: "Protection from wasted spend",
        description:
          "Extensive negative keyword lists, invalid-click checks and rules for competitor terms keep your budget away from searches that never turn into clients.",
      },
      {
        icon: "Phone",
        title: "Every lead tracked to revenue",
        description:
          "Call tracking, form tracking and offline conversion imports show which keywords produce signed clients, not just clicks, so spend follows revenue.",
      },
      {
        icon: "RefreshCw",
        title: "24/7 monitoring, weekly optimization",
        description:
          "Campaigns are monitored around the clock, and we test ads, landing pages and bids every week, with results reported in plain English.",
      },
    ],
    localStats: [
      { value: "340%", label: "average PPC ROI for Manhattan clients" },
      { value: "200+", label: "Manhattan businesses served" },
      { value: "12 h", label: "response time for Manhattan clients" },
    ],
    testimonial: testimonial(
      "reyes-immigration",
      "Cost per signed client",
      "We'd tried two agencies and decided Google Ads just didn't work for an immigration practice in Manhattan. Within one quarter our cost per signed client fell sharply, and the ads now pay for themselves many times over.",
    ),
    faq: [
      {
        question: "How much does PPC management cost in Manhattan?",
        answer:
          "PPC management starts at $1,000/month, and most Manhattan clients invest $2,000-$8,000/month. Because Manhattan clicks are costly, we start with your most profitable services and scale spend as results prove out.",
      },
      {
        question: "How long does it take to launch a campaign?",
        answer: `Setup takes ${timelineRange("ppc-advertising")}: keyword and competitor research, account structure, conversion tracking, ad copy and a landing page review. Many clients see their first leads in the first week after launch.`,
      },
      {
        question: "What return can we expect?",
        answer:
          "Results depend on your industry, margins and budget. Across our Manhattan PPC clients the average return is 340%, and we set realistic targets with you up front based on your cost per lead and client value.",
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------------
  // Queens (120+ businesses, 4.9 rating, 265% growth, 94% retention, 24 h response)
  // ---------------------------------------------------------------------------------------------------
  "queens-ny/local-seo": {
    metaTitle: "Local SEO Services in Queens, NY",
    metaDescription:
      "Queens local SEO that gets you found in Astoria, Flushing, Jackson Heights and beyond, in the languages your customers use. From $1,500/month.",
    heroTitle: "Local SEO in Queens for Every Neighborhood and Language",
    heroDescription:
      "Queens is one of the most diverse places in the world, and your customers search in English, Spanish, Chinese, Korean, Bengali and more. We make sure they find you, with a strong Business Profile, multilingual content and listings that are right everywhere.",
    localizedFeatures: [
      {
        icon: "Globe",
        title: "Multilingual local content",
        description:
          "We create pages and profile content for the languages your customers use, so a Flushing shopper searching in Chinese and a Corona family searching in Spanish both find you.",
      },
      {
        icon: "MapPin",
        title: "Coverage across a big borough",
        description:
          "Queens stretches from Astoria to the Rockaways. We build service-area pages and track map rankings in the neighborhoods you actually serve, from Long Island City to Bayside.",
      },
      {
        icon: "Star",
        title: "Reviews from your community",
        description:
          "A simple request after every visit builds the recent reviews Queens customers read before they call, with replies in the reviewer's language where it helps.",
      },
      {
        icon: "Search",
        title: "Clean listings and citations",
        description:
          "We fix your name, address and phone across directories, including the community directories that matter in Queens, and remove duplicates that split your rankings.",
      },
    ],
    localStats: [
      { value: "265%", label: "average first-year traffic growth for Queens clients" },
      { value: "120+", label: "Queens businesses served" },
      { value: "4.9", label: "average rating from Queens clients" },
    ],
    testimonial: testimonial(
      "jackson-heights-medicine",
      "New-patient calls",
      "Half our patients speak Spanish or Bengali, but our site and profile were English only. Now we rank in Jackson Heights and Elmhurst in three languages, and new patients tell us they found us on Google.",
    ),
    faq: [
      {
        question: "How much does local SEO cost in Queens?",
        answer:
          "Local SEO plans start at $1,500/month, and most Queens businesses invest $2,500-$5,000/month, depending on how many neighborhoods, services and languages you want to target. There are no long-term contracts.",
      },
      {
        question: "How soon will we see results?",
        answer: `Most clients see first gains, like more calls and direction requests, within 30-60 days. Larger ranking and traffic gains usually arrive in ${facts.timelines["local-seo"]}, and you get a plain-English report every month.`,
      },
      {
        question: "Can you optimize for searches in other languages?",
        answer:
          "Yes. We plan translated pages and profile content with you, set the correct language signals for Google and track rankings for searches in each language your customers use.",
      },
      {
        question: "What is included in the free Queens SEO audit?",
        answer:
          "A review of your Business Profile, listings, website and the competitors outranking you in your neighborhood, with a prioritized plan. It is a $600 value, free, and we reply within 24 hours.",
      },
    ],
  },

  "queens-ny/custom-web-design": {
    metaTitle: "Custom Web Design in Queens, NY",
    metaDescription:
      "Custom websites for Queens businesses in Astoria, Long Island City, Flushing and Forest Hills: fast, mobile-first and multilingual. From $2,500.",
    heroTitle: "Custom Web Design for Queens Businesses, From Astoria to Bayside",
    heroDescription: `We build websites for Queens restaurants, clinics, contractors and shops that load fast, look great on a phone and speak your customers' language. Every site is designed to bring in calls, bookings and orders, and most launch in ${facts.timelines["custom-web-design"]}.`,
    localizedFeatures: [
      {
        icon: "Globe",
        title: "Multilingual sites done right",
        description:
          "Language switchers, translated pages and correct language tags let you serve Spanish, Chinese, Korean or Greek speakers without confusing Google or your customers.",
      },
      {
        icon: "MonitorSmartphone",
        title: "Mobile first for busy customers",
        description:
          "Most Queens visitors browse on a phone, often on the 7 train or between errands. Clear menus, tap-to-call and online booking sit right where thumbs expect them.",
      },
      {
        icon: "MapPin",
        title: "Pages for the neighborhoods you serve",
        description:
          "Service-area pages for places like Forest Hills, Rego Park and Kew Gardens help you appear in local searches across the borough, not only on your own block.",
      },
      {
        icon: "Code2",
        title: "Easy for your team to update",
        description:
          "Change hours, menus, prices and photos yourself from a simple editor, with no developer needed for everyday updates.",
      },
    ],
    localStats: [
      { value: "120+", label: "Queens businesses served" },
      { value: "265%", label: "average first-year traffic growth for Queens clients" },
      { value: "94%", label: "client retention in Queens" },
    ],
    testimonial: testimonial(
      "kalimera-taverna",
      "Organic traffic",
      "We had a one-page site with a PDF menu. The new site has our menu in Greek and English, online ordering and catering requests, and it shows up when people search for a taverna in Astoria.",
    ),
    faq: [
      {
        question: "How much does a custom website cost in Queens?",
        answer:
          "Custom web design starts at $2,500. Most Queens projects fall between $5,000 and $15,000, depending on the number of pages, languages and features such as online ordering or booking. You get a fixed quote before work begins.",
      },
      {
        question: "How long does a new website take?",
        answer: `Most sites launch in ${facts.timelines["custom-web-design"]}, from discovery and design through development, testing and launch. Multilingual sites with many pages sit at the longer end of that range.`,
      },
      {
        question: "Can our website be in more than one language?",
        answer:
          "Yes. We build multilingual sites with a language switcher and properly tagged pages, so each version can rank on its own. Translations can come from your team or be arranged as part of the project.",
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------------
  // Staten Island (80+ businesses, 4.8 rating, 245% growth, 93% retention, 24 h response)
  // ---------------------------------------------------------------------------------------------------
  "staten-island-ny/local-seo": {
    metaTitle: "Local SEO Services in Staten Island, NY",
    metaDescription:
      "Staten Island local SEO for contractors, practices and shops: rank in the map pack from St. George to Tottenville. Local SEO plans from $1,500/month.",
    heroTitle: "Staten Island Local SEO That Keeps Your Phone Ringing",
    heroDescription:
      "Staten Island customers are loyal, but they still choose who to call from Google Maps and reviews. We help you own the map pack in your part of the island with a tuned Business Profile, accurate listings and a steady stream of genuine reviews.",
    localizedFeatures: [
      {
        icon: "MapPin",
        title: "North Shore to South Shore coverage",
        description:
          "We track map rankings from St. George and Port Richmond to Great Kills and Tottenville, and build pages for the areas you serve so you show up across the island.",
      },
      {
        icon: "Phone",
        title: "More calls from your Business Profile",
        description:
          "Categories, services, photos, weekly posts and Q&A are tuned so more people who find you tap to call, with call tracking that shows exactly what the profile brings in.",
      },
      {
        icon: "Star",
        title: "Word of mouth, online",
        description:
          "On an island where people ask neighbors for referrals, reviews are the online version. We make it easy for happy customers in New Dorp or Eltingville to leave one.",
      },
      {
        icon: "Search",
        title: "Content that answers local questions",
        description:
          "Useful pages and posts about the services and seasons you know best, from storm repairs near the shore to winter heating calls in Westerleigh, keep Google and customers engaged.",
      },
    ],
    localStats: [
      { value: "245%", label: "average first-year traffic growth for Staten Island clients" },
      { value: "80+", label: "Staten Island businesses served" },
      { value: "93%", label: "client retention on Staten Island" },
    ],
    testimonial: testimonial(
      "klein-roofing",
      "Estimate requests",
      "Most of our work came from referrals, and it dried up every winter. Now we're in the top three on Google Maps for roofers across the South Shore, and the calls come in all year.",
    ),
    faq: [
      {
        question: "How much does local SEO cost on Staten Island?",
        answer:
          "Local SEO plans start at $1,500/month, and most Staten Island businesses invest $2,500-$5,000/month, depending on how much of the island you serve and how competitive your trade is. There are no long-term contracts.",
      },
      {
        question: "How long before we see more calls?",
        answer: `First gains, such as more profile views and calls, usually show up within 30-60 days. Bigger ranking and traffic gains typically arrive in ${facts.timelines["local-seo"]}, and we report progress every month.`,
      },
      {
        question: "Can you help us rank across the whole island?",
        answer:
          "Yes. Your address carries the most weight in the map pack, so we pair it with service-area pages, local links and reviews that mention the neighborhoods you cover, from Stapleton to Annadale.",
      },
      {
        question: "What does the free Staten Island SEO audit cover?",
        answer:
          "We review your Business Profile, listings, website and top local competitors and give you a prioritized plan. It is a $500 value, free and with no obligation, and we reply within 24 hours.",
      },
    ],
  },

  "staten-island-ny/custom-web-design": {
    metaTitle: "Custom Web Design in Staten Island, NY",
    metaDescription:
      "Custom websites for Staten Island businesses from St. George to Tottenville: mobile-first, fast and built to turn visitors into calls. From $2,500.",
    heroTitle: "Custom Web Design for Staten Island Businesses That Want to Grow",
    heroDescription:
      "Staten Island businesses are built on trust, and today that trust starts with your website. We design fast, mobile-first sites that show off your work, make it easy to call or book, and help you get found across the island.",
    localizedFeatures: [
      {
        icon: "Award",
        title: "Show off your best work",
        description:
          "Project galleries, before-and-after photos and real reviews give customers in Todt Hill, Westerleigh or Annadale the confidence to call you first.",
      },
      {
        icon: "Phone",
        title: "Built to make the phone ring",
        description:
          "Tap-to-call buttons, quote forms and online booking sit on every page, so a visitor who is ready to hire you never has to hunt for your number.",
      },
      {
        icon: "MapPin",
        title: "Local pages for the whole island",
        description:
          "Pages for the neighborhoods you serve, from the North Shore to the South Shore, help you appear in searches well beyond your own ZIP code.",
      },
      {
        icon: "Shield",
        title: "Secure, fast and looked after",
        description:
          "SSL, regular backups and reliable hosting with 99.9% uptime keep your site running smoothly, so you can focus on running your business.",
      },
    ],
    localStats: [
      { value: "80+", label: "Staten Island businesses served" },
      { value: "245%", label: "average first-year traffic growth for Staten Island clients" },
      { value: "4.8", label: "average rating from Staten Island clients" },
    ],
    testimonial: testimonial(
      "lombardi-kitchen-bath",
      "Estimate requests",
      "We had a Facebook page and a website my nephew built years ago. The new site shows our work, lets people book estimates online and finally shows up when someone on the South Shore searches for kitchen remodeling.",
    ),
    faq: [
      {
        question: "How much does a custom website cost on Staten Island?",
        answer:
          "Custom web design starts at $2,500. Most Staten Island projects fall between $5,000 and $15,000, depending on the number of pages and features like online booking, quote forms or project galleries. You get a fixed quote before we start.",
      },
      {
        question: "How long does it take to build a website?",
        answer: `Most sites launch in ${facts.timelines["custom-web-design"]}. We agree on the schedule at kickoff, you approve the design before development begins, and we keep you updated every week until launch.`,
      },
      {
        question: "We don't have a real website yet. Where do we start?",
        answer:
          "Many Staten Island clients start from a social media page or an outdated site. We handle the domain, structure, copy and Google Business Profile connection, and guide you on photos, so you launch with everything in place.",
      },
    ],
  },
};

/** Fallback content for city+service pages without an override; "{city}" becomes the city name. */
export const serviceLocalDefaults: Record<CityServiceSlug, ServiceLocalDefaults> = {
  "custom-web-design": {
    heroTitle: "Custom Web Design in {city} That Turns Visitors Into Customers",
    heroDescription: `We design and build fast, mobile-first websites for {city} businesses that make a strong first impression and make it easy to call, book or buy. Most sites launch in ${facts.timelines["custom-web-design"]}, with local SEO built in from day one.`,
    metaDescription: `Custom web design for {city} businesses: fast, mobile-first websites with local SEO built in, launched in ${facts.timelines["custom-web-design"]}. Projects from $2,500.`,
    serviceIntro:
      "Your website is often the first impression a {city} customer has of your business, and they decide in seconds whether to stay. We design every site around your customers, your services and the neighborhoods you serve, then build it to load fast and rank well. You get a site your team can update and a clear path for every visitor to become a customer.",
    benefits: [
      {
        icon: "Palette",
        title: "Designed around your brand",
        description:
          "No recycled templates. Layout, typography and photography are shaped around your business and the customers you want to reach in {city}.",
      },
      {
        icon: "MonitorSmartphone",
        title: "Mobile first, fast everywhere",
        description:
          "Most local visitors arrive on a phone. Pages load quickly and keep calls, directions and booking within easy reach on every screen.",
      },
      {
        icon: "Search",
        title: "Local SEO built in",
        description:
          "Local schema, neighborhood pages, clean titles and consistent business details help your new site rank in {city} from launch.",
      },
      {
        icon: "Phone",
        title: "Built to convert",
        description:
          "Clear calls to action, short forms and tap-to-call on every page turn more of your visitors into calls, bookings and sales.",
      },
    ],
    faq: [
      {
        question: "How much does a custom website cost in {city}?",
        answer:
          "Custom web design starts at $2,500. Most {city} projects fall between $5,000 and $15,000, depending on the number of pages, features and integrations. You get a fixed quote before any work begins.",
      },
      {
        question: "How long does it take to build a website?",
        answer: `Most sites launch in ${facts.timelines["custom-web-design"]}, moving through discovery, design, development and launch. We agree on milestones at kickoff and keep you updated every week.`,
      },
      {
        question: "Will the new website help us rank in {city}?",
        answer:
          "Yes. Every site ships with local schema, fast mobile performance, pages for the neighborhoods you serve and consistent contact details, which give your local rankings a strong foundation.",
      },
    ],
  },

  "local-seo": {
    heroTitle: "{city} Local SEO That Brings In Calls and Foot Traffic",
    heroDescription:
      "When people in {city} search for what you do, the businesses in Google's map pack get most of the calls. We get you there with an optimized Business Profile, accurate listings, neighborhood pages and a steady flow of genuine reviews.",
    metaDescription:
      "Local SEO for {city} businesses: Google Business Profile, citations, neighborhood pages and reviews that win the map pack. From $1,500/month.",
    serviceIntro:
      "Local customers rarely scroll past the top three map results, so your position there decides who gets the call. We optimize your Business Profile, clean up your listings, write pages for the {city} neighborhoods you serve and build a steady review program. Every month you get a plain-English report on rankings, calls and leads.",
    benefits: [
      {
        icon: "MapPin",
        title: "Map pack rankings",
        description:
          "We track your map position across the {city} neighborhoods you serve and focus the work where more visibility brings more customers.",
      },
      {
        icon: "Search",
        title: "Neighborhood pages",
        description:
          "Useful pages for each area you cover help you appear when customers search by neighborhood, not just by borough.",
      },
      {
        icon: "Star",
        title: "A steady flow of reviews",
        description:
          "A simple request after every visit builds the recent five-star reviews that customers and Google both look for.",
      },
      {
        icon: "Globe",
        title: "Accurate listings everywhere",
        description:
          "We correct your name, address and phone across directories and maps and merge duplicates that split your rankings.",
      },
    ],
    faq: [
      {
        question: "How much does local SEO cost in {city}?",
        answer:
          "Local SEO plans start at $1,500/month. Most {city} businesses invest $2,500-$5,000/month, depending on how many services and neighborhoods you target and how competitive your category is. There are no long-term contracts.",
      },
      {
        question: "How long does local SEO take to work?",
        answer: `First gains, such as more profile views and calls, usually appear within 30-60 days. Bigger ranking and traffic gains typically arrive in ${facts.timelines["local-seo"]}, with a report every month.`,
      },
      {
        question: "What is included in a local SEO plan?",
        answer:
          "Business Profile optimization, citation cleanup, neighborhood and service pages, technical fixes, review generation and monthly reporting on rankings, calls and leads.",
      },
    ],
  },

  "ppc-advertising": {
    heroTitle: "PPC Advertising in {city} That Brings Ready-to-Buy Customers",
    heroDescription: `We run Google Ads campaigns that reach {city} customers the moment they search for what you offer, targeted by neighborhood, time of day and device. Campaigns go live in ${timelineRange("ppc-advertising")}, and you see every call, form and dollar in a clear monthly report.`,
    metaDescription: `PPC advertising for {city} businesses: Google Ads with local targeting, call tracking and weekly tuning. Live in ${timelineRange("ppc-advertising")}, from $1,000/month.`,
    serviceIntro:
      "Pay-per-click ads put your business at the top of Google the day your campaign launches, which makes them the fastest way to win new customers in {city}. We target the searches and neighborhoods that bring you profitable work, track every call and form, and cut waste every week. You always know what your ad budget is earning.",
    benefits: [
      {
        icon: "Target",
        title: "Precise local targeting",
        description:
          "Ads run only in the {city} neighborhoods and hours that bring you customers, so your budget never pays for clicks you can't serve.",
      },
      {
        icon: "Phone",
        title: "Calls and forms tracked",
        description:
          "Call tracking and conversion tracking show which keywords produce real leads and booked jobs, not just clicks.",
      },
      {
        icon: "RefreshCw",
        title: "Weekly optimization",
        description:
          "We add negative keywords, test new ads and adjust bids every week, with 24/7 monitoring to catch problems early.",
      },
      {
        icon: "MonitorSmartphone",
        title: "Landing pages that convert",
        description:
          "Focused, fast pages with the offer and tap-to-call up top turn more of your paid clicks into customers.",
      },
    ],
    faq: [
      {
        question: "How much does PPC advertising cost in {city}?",
        answer:
          "PPC management starts at $1,000/month. Most {city} businesses invest $2,000-$8,000/month, depending on your industry, cost per click and how many services and neighborhoods you target.",
      },
      {
        question: "How quickly can our ads go live?",
        answer: `Setup takes ${timelineRange("ppc-advertising")}, covering keyword research, account structure, conversion tracking, ad copy and a landing page review. Leads often start in the first week after launch.`,
      },
      {
        question: "Do we have to sign a long-term contract?",
        answer:
          "No. There are no long-term contracts, and you can raise, lower or pause your budget at any time as your season and capacity change.",
      },
    ],
  },

  "reputation-management": {
    heroTitle: "Reputation Management in {city} That Builds Trust Before the First Call",
    heroDescription:
      "Most {city} customers read your reviews before they ever call. We monitor every review site around the clock, respond professionally on your behalf and help happy customers share their experience, so your online reputation matches the quality of your work.",
    metaDescription:
      "Reputation management for {city} businesses: more five-star reviews, fast replies and 24/7 monitoring on Google and Yelp. From $800/month.",
    serviceIntro:
      "Your star rating is often the deciding factor when a {city} customer chooses between you and a competitor. We build a steady flow of genuine reviews, answer every review in your voice and alert you the moment something needs attention. The result is a reputation that wins more clicks, calls and customers.",
    benefits: [
      {
        icon: "Star",
        title: "More five-star reviews",
        description:
          "A simple text or email after each visit makes it easy for happy {city} customers to leave a review on the platforms that matter.",
      },
      {
        icon: "Shield",
        title: "24/7 monitoring",
        description:
          "We watch Google, Yelp, Facebook and industry sites around the clock and alert you to negative reviews right away.",
      },
      {
        icon: "Mail",
        title: "Professional responses",
        description:
          "Every review gets a timely reply in your voice, and unhappy customers get a follow-up that often wins them back.",
      },
      {
        icon: "Award",
        title: "Reviews that sell for you",
        description:
          "We feature your best reviews on your website and profiles, where they turn browsing visitors into customers.",
      },
    ],
    faq: [
      {
        question: "How much does reputation management cost in {city}?",
        answer:
          "Reputation management plans start at $800/month. Most {city} businesses invest $1,500-$3,000/month, depending on the number of locations, review platforms and monthly customer volume.",
      },
      {
        question: "How long does setup take?",
        answer: `Setup takes ${timelineRange("reputation-management")}: a reputation audit, monitoring across your platforms, response guidelines in your voice and a review request process for your team.`,
      },
      {
        question: "Can you remove negative reviews?",
        answer:
          "Honest reviews cannot be deleted, but we flag reviews that break platform policies, such as fake or off-topic posts, and we outweigh occasional criticism with a steady stream of genuine positive reviews.",
      },
    ],
  },

  "ecommerce-solutions": {
    heroTitle: "eCommerce Solutions in {city} for Stores Ready to Sell More Online",
    heroDescription:
      "We build online stores for {city} retailers and brands that look great, load fast and check out in a few taps. Local pickup, delivery and nationwide shipping all run from one store your team can manage.",
    metaDescription: `eCommerce websites for {city} retailers and brands: fast mobile checkout, local pickup and delivery, inventory sync. Launch in ${facts.timelines["ecommerce-solutions"]}.`,
    serviceIntro:
      "Whether you run a neighborhood shop or a growing brand, your online store should sell while you sleep. We design and build eCommerce sites for {city} businesses with fast mobile checkout, product pages that rank and inventory that stays in sync with your shop. Your team gets a store that is simple to run every day.",
    benefits: [
      {
        icon: "ShoppingCart",
        title: "Checkout that converts",
        description:
          "Apple Pay, Google Pay and a short, mobile-friendly checkout reduce abandoned carts and lift completed orders.",
      },
      {
        icon: "MapPin",
        title: "Local pickup and delivery",
        description:
          "Offer in-store pickup and local delivery to {city} customers alongside shipping everywhere else, all managed from one dashboard.",
      },
      {
        icon: "Search",
        title: "Product pages that get found",
        description:
          "Structured data, clean URLs and helpful product copy help your items appear in Google Shopping and local searches.",
      },
      {
        icon: "RefreshCw",
        title: "Inventory kept in sync",
        description:
          "We connect your store to your point-of-sale and inventory systems so stock levels stay accurate online and in person.",
      },
    ],
    faq: [
      {
        question: "How much does an eCommerce website cost in {city}?",
        answer:
          "eCommerce projects start at $3,500. Most {city} stores fall between $8,000 and $25,000, depending on catalog size, custom features and integrations such as inventory, subscriptions or wholesale pricing.",
      },
      {
        question: "How long does it take to launch an online store?",
        answer: `Most stores launch in ${facts.timelines["ecommerce-solutions"]}. A focused catalog with a standard checkout sits at the shorter end, while large product imports and custom integrations take longer.`,
      },
      {
        question: "Can we manage the store ourselves after launch?",
        answer:
          "Yes. We build on platforms your team can run day to day and walk you through them before launch, so adding products, running sales and filling orders never requires a developer.",
      },
    ],
  },

  "ui-ux-design": {
    heroTitle: "UI/UX Design in {city} That Makes Your Product Easy to Use",
    heroDescription:
      "We help {city} businesses and startups turn confusing websites and apps into experiences customers enjoy. Research, prototypes and usability testing show what works before anything is built, so every change earns its place.",
    metaDescription:
      "UI/UX design for {city} businesses and startups: research, wireframes, prototypes and usability testing that raise conversions. From $2,000.",
    serviceIntro:
      "Small points of friction, like a confusing menu or a long form, quietly cost you customers every day. We research how your {city} customers actually use your site or app, map their journeys and design interfaces that are clear, accessible and built to convert. Every design is tested with real users before it ships.",
    benefits: [
      {
        icon: "Search",
        title: "Research-led decisions",
        description:
          "Interviews, analytics and observation show where your users struggle, so design choices rest on evidence rather than opinion.",
      },
      {
        icon: "Palette",
        title: "Wireframes and prototypes",
        description:
          "Clickable prototypes let you try the experience before development, when changes are still quick and inexpensive.",
      },
      {
        icon: "MonitorSmartphone",
        title: "Accessible on every screen",
        description:
          "Layouts and tap targets are designed for phones first and checked against accessibility guidelines so everyone can use them.",
      },
      {
        icon: "Target",
        title: "Tested with real users",
        description:
          "Usability testing on key tasks like booking or checkout finds problems before launch and proves the improvement.",
      },
    ],
    faq: [
      {
        question: "How much does UI/UX design cost in {city}?",
        answer:
          "UI/UX projects start at $2,000. Most {city} engagements run $4,000-$12,000, depending on the number of screens, the depth of research and the rounds of usability testing.",
      },
      {
        question: "How long does a UI/UX project take?",
        answer: `Typically ${facts.timelines["ui-ux-design"]}, from discovery and research through user journey mapping, wireframes and prototypes, high-fidelity design and usability testing.`,
      },
      {
        question: "Can you work with our existing developers?",
        answer:
          "Yes. We hand over organized design files, a reusable component library and clear specifications, and we stay available during the build to answer questions.",
      },
    ],
  },
};
