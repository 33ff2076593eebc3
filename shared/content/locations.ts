/**
 * New York City borough records for /locations and /locations/{slug} (the spec's screens and routes
 * "Locations hub", entities "Location", the spec's business constants, "City stats"; screens and routes "City
 * pages", entities, business constants "City figures", "Results timing", Queens and Staten Island testimonial
 * figures, success-story timeframes). Figures come from the spec only.
 */
import type { Location } from "./location-types";
import { successStory, testimonial } from "./attributions";

const image = (slug: string, alt: string) => ({
  src: `/images/locations/${slug}.svg`,
  alt,
  width: 800,
  height: 500,
});

/** what "Avg Growth" measures and over what period, said under the city stats */
const growthNote = (city: string) =>
  `Avg growth: the average rise in website traffic of our ${city} clients, their first 12 months with us against the 12 months before.`;

const standardTiming = "First gains in 30-60 days, big traffic gains in 3-6 months, monthly reports";

export const locations: Location[] = [
  {
    slug: "brooklyn-ny",
    city: "Brooklyn",
    state: "NY",
    fullName: "Brooklyn, NY",
    description:
      "From Williamsburg storefronts to Bay Ridge practices, we help Brooklyn businesses win the neighborhood searches that turn into calls, bookings and walk-ins.",
    neighborhoods: [
      "Williamsburg",
      "Park Slope",
      "DUMBO",
      "Brooklyn Heights",
      "Bushwick",
      "Greenpoint",
      "Bay Ridge",
      "Carroll Gardens",
      "Cobble Hill",
      "Fort Greene",
      "Prospect Heights",
      "Crown Heights",
      "Bedford-Stuyvesant",
      "Sunset Park",
      "Flatbush",
      "Red Hook",
      "Boerum Hill",
      "Clinton Hill",
      "Dyker Heights",
      "Sheepshead Bay",
    ],
    stats: { businesses: "150+", rating: "4.9", growth: "285%", growthNote: growthNote("Brooklyn") },
    image: image(
      "brooklyn-ny",
      "Illustration of a row of Brooklyn brownstones with stoops in front of the Brooklyn Bridge",
    ),
    demographics:
      "Brooklyn is New York City's most populous borough, a patchwork of brownstone blocks, long-established immigrant communities and fast-changing waterfront districts. Residents tend to shop close to home and reward businesses that feel part of the neighborhood.",
    marketInfo:
      "Independent businesses drive the borough's economy: restaurants, trades, health and wellness practices, creative studios and neighborhood retail. Local search is crowded along busy corridors such as Bedford Avenue, Fifth Avenue and Atlantic Avenue, so visibility block by block decides who gets the call.",
    figures: {
      retention: "95%",
      responseTime: "24 h",
      pricing: "Local SEO from $1,500/month; comprehensive packages $3,000-$10,000/month",
      auditValue: "$500",
      resultsTiming: standardTiming,
    },
    page: {
      seo: {
        title: "Web Design & SEO Services Brooklyn NY",
        description:
          "Brooklyn web design and local SEO that bring nearby customers to your door. 150+ local businesses served, rated 4.9. Claim your free $500 SEO audit.",
      },
      hero: {
        eyebrow: "Brooklyn web design & local SEO",
        title: "Websites and Local SEO That Win Brooklyn, Block by Block",
        lede: "We design fast, conversion-focused websites and run local SEO for Brooklyn businesses, so when someone in Park Slope, Williamsburg or Bay Ridge searches for what you do, they find you first and call.",
      },
      services: {
        title: "Digital Marketing Services for Brooklyn Businesses",
        lede: "Everything you need to get found, look credible and turn searches into customers, delivered by one team that knows the borough's neighborhoods.",
      },
      challenges: {
        title: "Common Challenges for Brooklyn Businesses",
        lede: "Brooklyn rewards businesses that feel local. These are the problems we see most often when we audit Brooklyn websites, and how we fix them.",
        items: [
          {
            problem: "Lost in crowded neighborhood searches",
            description:
              "On a busy Brooklyn corridor there can be a dozen businesses like yours within walking distance, and Google shows only three in the map pack.",
            solution:
              "We build neighborhood-level relevance with a fully optimized Business Profile, consistent listings and pages for the areas you actually serve.",
            stat: { value: "Top 3", label: "map pack goal for your five core search terms" },
          },
          {
            problem: "A website that looks older than your business",
            description:
              "A dated, slow site makes a thriving business look closed. Visitors leave before they see your services, your menu or your reviews.",
            solution:
              "We design a custom, mobile-first site around the one action you want most, whether that is a call, a booking or a visit.",
            stat: { value: "2.5x", label: "average conversion lift after a redesign" },
          },
          {
            problem: "Reviews that undersell your reputation",
            description:
              "Loyal regulars rarely leave reviews, while a single bad night can sit at the top of your profile for months.",
            solution:
              "We set up simple review requests, reply to every review professionally and keep your rating a true reflection of your service.",
            stat: { value: "267%", label: "average review increase with reputation management" },
          },
          {
            problem: "Marketing spend with no clear return",
            description:
              "Ads, flyers and directory listings add up, yet few owners can say which of them actually brings in customers.",
            solution:
              "We track calls, forms and bookings back to their source and explain the numbers in a plain-English report every month.",
            stat: { value: "30-60 days", label: "to first measurable gains" },
          },
        ],
      },
      whyChoose: {
        title: "Why Brooklyn Businesses Choose Us",
        lede: "More than 150 Brooklyn businesses trust us with their websites and local marketing. Here is why they stay.",
        items: [
          {
            icon: "Star",
            title: "Recommended by Brooklyn owners",
            description:
              "Owners from Greenpoint to Sheepshead Bay rate us on results, communication and follow-through. Read their words below.",
          },
          {
            icon: "Shield",
            title: "95% client retention in Brooklyn",
            description:
              "There are no long-term contracts, yet 95% of our Brooklyn clients stay with us because the results keep showing up in their reports.",
          },
          {
            icon: "Phone",
            title: "Answers within 24 hours",
            description:
              "Questions get a real answer from your own account team within 24 hours, not a ticket number and a wait.",
          },
          {
            icon: "MapPin",
            title: "Know-how across 20 neighborhoods",
            description:
              "We know how customers search in Bushwick compared with Bay Ridge, and we write pages, posts and ads that speak to each neighborhood.",
          },
        ],
      },
      testimonials: {
        title: "What Brooklyn Business Owners Say",
        items: [
          testimonial(
            "bay-ridge-hvac",
            "Emergency service calls",
            "We used to get busy only when the first heat wave hit. Now we rank for AC repair and boiler service from Bay Ridge to Dyker Heights all year, and the monthly report shows exactly which calls came from Google.",
          ),
          testimonial(
            "north-sixth-supply",
            "Organic traffic",
            "They understood our customers right away. The new site finally feels like walking into the shop, and people who find us online now come in already knowing what they want.",
            "facebook",
          ),
          testimonial(
            "okafor-lane",
            "Consultation requests",
            "As a small firm we were invisible next to the big Manhattan practices. Now we show up for family law searches in our part of Brooklyn, and consultations come from people who live a few blocks away.",
          ),
        ],
      },
      faq: [
        {
          question: "How much do web design and SEO cost for a Brooklyn business?",
          answer:
            "Local SEO starts at $1,500 a month, and comprehensive packages that combine SEO, content, reviews and advertising typically run $3,000-$10,000 a month. Custom websites start at $2,500. You get a fixed, written quote before any work begins.",
        },
        {
          question: "How soon will we see results in Brooklyn?",
          answer:
            "Most Brooklyn clients see first gains, such as better map rankings and more calls from their Business Profile, within 30-60 days. Bigger traffic gains usually follow in 3-6 months, and you get a report every month showing rankings, traffic, calls and leads.",
        },
        {
          question: "Which Brooklyn neighborhoods do you serve?",
          answer:
            "All of them. We work with businesses in Williamsburg, Park Slope, DUMBO, Brooklyn Heights, Bushwick, Greenpoint, Bay Ridge, Sunset Park, Flatbush, Sheepshead Bay and beyond, and we build pages for the specific neighborhoods you serve.",
        },
        {
          question: "Do I have to sign a long-term contract?",
          answer:
            "No. We do not use long-term contracts. 95% of our Brooklyn clients stay with us because the results justify it, not because they are locked in.",
        },
        {
          question: "What is included in the free SEO audit?",
          answer:
            "We review your website, Google Business Profile, local listings, reviews and top local competitors, then give you a prioritized list of fixes. The audit is worth $500, and there is no obligation to work with us afterwards.",
        },
        {
          question: "How quickly do you respond when I have a question?",
          answer:
            "Your account team replies within 24 hours. Our office hours are Monday to Friday, 8 am to 6 pm, and Saturday, 10 am to 4 pm.",
        },
        {
          question: "Can you market a business with more than one Brooklyn location?",
          answer:
            "Yes. Each location gets its own optimized Business Profile, its own page on your site and its own tracking, so you can see how every storefront or office is performing.",
        },
        {
          question: "Will a new website hurt the rankings I already have?",
          answer:
            "Not when the move is planned properly. We map every existing page, keep or redirect each address and carry over the content that already ranks before the new site goes live.",
        },
        {
          question: "What kinds of Brooklyn businesses do you work with?",
          answer:
            "Restaurants, contractors, dental and medical practices, law firms, salons, gyms, boutiques and professional services. What they share is a need to be found by customers nearby, and that is what we focus on.",
        },
        {
          question: "How will I know what I am getting for my money?",
          answer:
            "Every month you receive a clear report covering rankings, traffic, calls, form leads and bookings, with each lead traced back to its source. We walk you through it and agree on the next priorities together.",
        },
      ],
      cta: {
        title: "See Where You Rank in Brooklyn",
        body: "Claim a free SEO audit worth $500. We will show you where you rank in your neighborhood today, who is winning the customers you want and the first fixes we would make. No obligation, and no long-term contract if you go ahead.",
      },
    },
  },
  {
    slug: "manhattan-ny",
    city: "Manhattan",
    state: "NY",
    fullName: "Manhattan, NY",
    description:
      "Midtown firms, Upper East Side practices and downtown brands trust us to compete and win in the most demanding search market in New York.",
    neighborhoods: [
      "Midtown",
      "Financial District",
      "Upper East Side",
      "Upper West Side",
      "Chelsea",
      "SoHo",
      "Tribeca",
      "Greenwich Village",
      "East Village",
      "Lower East Side",
      "Flatiron District",
      "Murray Hill",
      "Hell's Kitchen",
      "Harlem",
      "Washington Heights",
    ],
    stats: { businesses: "200+", rating: "4.8", growth: "310%", growthNote: growthNote("Manhattan") },
    image: image(
      "manhattan-ny",
      "Illustration of the Midtown Manhattan towers with the Empire State and Chrysler buildings",
    ),
    demographics:
      "Manhattan pairs a dense residential population with a constant daily flow of commuters, office workers and visitors, so the same block can serve very different customers at different hours. Buyers here are used to choice and expect a polished experience before they make contact.",
    marketInfo:
      "Professional services, healthcare, hospitality, retail and finance shape the borough's business landscape, and national brands compete for the same searches as local firms. Winning in Manhattan takes precise, district-level targeting rather than simply a bigger budget.",
    figures: {
      retention: "96%",
      responseTime: "12 h",
      pricing: "Manhattan engagements from $2,500/month; comprehensive packages $5,000-$15,000/month",
      auditValue: "$1,000",
      resultsTiming: "Significant results in 4-8 months, monthly reports",
      extra: { value: "340%", label: "Average PPC ROI" },
    },
    page: {
      seo: {
        title: "Web Design & SEO Services Manhattan NY",
        description:
          "Manhattan web design, SEO and PPC for firms that need to stand out. 200+ local clients, 4.8 rating, 340% average PPC ROI. Get a free $1,000 SEO audit.",
      },
      hero: {
        eyebrow: "Manhattan web design, SEO & PPC",
        title: "Stand Out in New York's Most Competitive Market",
        lede: "From the Financial District to Harlem, Manhattan customers compare you with dozens of alternatives in seconds. We build premium websites and run SEO and Google Ads campaigns that earn the click, the call and the consultation.",
      },
      services: {
        title: "Full-Service Digital Marketing for Manhattan Businesses",
        lede: "Design, search and paid media under one roof, planned around the districts and customers that matter most to your business.",
      },
      challenges: {
        title: "Challenges Manhattan Businesses Face Online",
        lede: "Manhattan offers the biggest audience in the city and the toughest competition for it. These are the obstacles we help our Manhattan clients clear.",
        items: [
          {
            problem: "Expensive, crowded search results",
            description:
              "Competitive Manhattan keywords cost more per click than almost anywhere else in the city, and national brands bid on the same terms you do.",
            solution:
              "We target high-intent, district-level searches, cut wasted spend with negative keywords and ad scheduling, and build landing pages that convert.",
            stat: { value: "340%", label: "average PPC ROI for our Manhattan clients" },
          },
          {
            problem: "Visitors who judge you in seconds",
            description:
              "Manhattan customers decide on credibility almost instantly. A generic template or a slow page sends them straight to the next result.",
            solution:
              "Custom design, fast load times and clear calls to action make your firm look as established and trustworthy as it is.",
            stat: { value: "2.5x", label: "average conversion lift after a redesign" },
          },
          {
            problem: "Standing out district by district",
            description:
              "Ranking for Manhattan as a whole is rarely enough. Customers search for a lawyer in Midtown, a dentist on the Upper West Side or a boutique in SoHo.",
            solution:
              "We build district pages, locally relevant content and Business Profile signals for every part of Manhattan you serve.",
            stat: { value: "Top 3", label: "map pack goal in each district you serve" },
          },
          {
            problem: "Long sales cycles that are hard to track",
            description:
              "Professional services and high-value purchases involve several visits before anyone calls, so it is hard to see which marketing actually worked.",
            solution:
              "We connect call tracking, form tracking and analytics so every lead is traced to its source, then report on it clearly each month.",
            stat: { value: "4-8 months", label: "to significant SEO results in Manhattan" },
          },
        ],
      },
      whyChoose: {
        title: "Why Manhattan Businesses Choose Us",
        lede: "More than 200 Manhattan businesses rely on us for websites, search and paid media that hold up in a demanding market.",
        items: [
          {
            icon: "Phone",
            title: "12-hour response time",
            description:
              "Manhattan moves fast, so we do too. Your Manhattan account team answers within 12 hours, with a clear next step rather than a holding reply.",
          },
          {
            icon: "Target",
            title: "340% average PPC ROI",
            description:
              "Our Google Ads campaigns are judged on consultations and sales, not clicks, and deliver an average 340% return for Manhattan clients.",
          },
          {
            icon: "Shield",
            title: "96% client retention in Manhattan",
            description:
              "We never rely on long-term contracts, and 96% of our Manhattan clients choose to stay because the work keeps paying for itself.",
          },
          {
            icon: "Star",
            title: "Recommended by Manhattan firms",
            description:
              "Law firms, medical practices, restaurants and retailers across Manhattan review our work. Read their words below.",
          },
        ],
      },
      testimonials: {
        title: "What Manhattan Clients Say",
        items: [
          testimonial(
            "hartman-cole",
            "PPC ROI",
            "We were spending heavily on Google Ads with little to show for it. They rebuilt our campaigns around the cases we actually want, and now every dollar is tracked to a consultation.",
          ),
          testimonial(
            "lexington-dermatology",
            "Organic traffic",
            "Patients on the Upper East Side expect a polished experience before they ever walk in. Our new site delivers that, and it ranks for the treatments we most want to grow.",
          ),
          testimonial(
            "atelier-prince",
            "Conversion rate",
            "Foot traffic used to be our whole strategy. Now local search and a faster site bring in customers who planned their visit before they left home, and our conversion rate keeps climbing.",
            "facebook",
          ),
        ],
      },
      faq: [
        {
          question: "How much does digital marketing cost for a Manhattan business?",
          answer:
            "Our Manhattan engagements start at $2,500 a month, and comprehensive packages covering SEO, content, paid media and reputation typically run $5,000-$15,000 a month. Your quote is fixed and in writing before work begins.",
        },
        {
          question: "How long does SEO take to work in Manhattan?",
          answer:
            "Because Manhattan is one of the most competitive search markets in the country, significant SEO results usually take 4-8 months. Paid campaigns can bring leads much sooner, and you receive a detailed report every month throughout.",
        },
        {
          question: "Why does Manhattan take longer than other boroughs?",
          answer:
            "More businesses, bigger budgets and national brands all compete for the same searches. We focus first on the district-level and high-intent terms you can win sooner, then build toward the broader, more valuable ones.",
        },
        {
          question: "What results can we expect from Google Ads?",
          answer:
            "Our Manhattan clients see an average PPC return of 340%. We build campaigns around the searches that produce real consultations and sales, exclude wasteful terms and report on cost per lead, not just clicks.",
        },
        {
          question: "Which parts of Manhattan do you cover?",
          answer:
            "Every district, from the Financial District, Tribeca and SoHo through Chelsea, Midtown and Murray Hill to the Upper East Side, Upper West Side, Harlem and Washington Heights. We tailor pages and campaigns to the districts you serve.",
        },
        {
          question: "How quickly will you respond to us?",
          answer:
            "Within 12 hours. Manhattan clients work with a dedicated account team that knows their campaigns, so answers come quickly and without hand-offs.",
        },
        {
          question: "Are we tied into a long-term contract?",
          answer:
            "No. There are no long-term contracts. 96% of our Manhattan clients stay with us because the results justify it.",
        },
        {
          question: "What is in the free SEO audit?",
          answer:
            "A review worth $1,000 covering your site's technical health, content, rankings, Google Business Profile, reviews and the competitors taking your customers, with a prioritized action plan. There is no obligation to hire us.",
        },
        {
          question: "Can you redesign our website without losing our rankings?",
          answer:
            "Yes. We audit and map every page that earns traffic, redirect each changed address and migrate the content that ranks, so the new site launches faster and better designed without giving up the visibility you have built.",
        },
        {
          question: "How do you report on results?",
          answer:
            "Every month you get a report covering rankings, traffic, calls, form leads, ad spend and return, with each lead traced to its source. We review it with you and agree on the priorities for the month ahead.",
        },
      ],
      cta: {
        title: "Win Manhattan's Best Customers",
        body: "Claim a free SEO audit worth $1,000. We will show you where you stand against the firms competing for your customers, where your budget is leaking and the first moves we would make. No obligation and no long-term contract.",
      },
    },
  },
  {
    slug: "queens-ny",
    city: "Queens",
    state: "NY",
    fullName: "Queens, NY",
    description:
      "From Astoria and Long Island City to Flushing and the Rockaways, we help Queens businesses reach the most diverse customer base in the city, right where they live.",
    neighborhoods: [
      "Astoria",
      "Long Island City",
      "Flushing",
      "Jackson Heights",
      "Forest Hills",
      "Bayside",
      "Sunnyside",
      "Woodside",
      "Elmhurst",
      "Corona",
      "Jamaica",
      "Ridgewood",
      "Rego Park",
      "Kew Gardens",
      "Fresh Meadows",
      "Whitestone",
      "College Point",
      "Howard Beach",
      "Ozone Park",
      "Richmond Hill",
      "Maspeth",
      "Middle Village",
      "Glendale",
      "Woodhaven",
      "Douglaston",
      "Little Neck",
      "Bellerose",
      "Rockaway Beach",
      "East Elmhurst",
      "Briarwood",
    ],
    stats: { businesses: "120+", rating: "4.9", growth: "265%", growthNote: growthNote("Queens") },
    image: image(
      "queens-ny",
      "Illustration of the Unisphere in Flushing Meadows with an elevated train and low-rise Queens buildings",
    ),
    demographics:
      "Queens is one of the most culturally and linguistically diverse places in the world, and many of its neighborhoods have their own commercial hubs, languages and shopping habits. Customers often search in more than one language and favor businesses close to home.",
    marketInfo:
      "Family-owned businesses anchor corridors such as Main Street in Flushing, Steinway Street in Astoria and Roosevelt Avenue in Jackson Heights, while Long Island City has a growing base of professional and creative firms. Success here depends on reaching several distinct neighborhoods, each with its own customers.",
    figures: {
      retention: "94%",
      responseTime: "24 h",
      pricing: "Queens marketing packages from $1,300/month; most packages $2,800-$9,000/month",
      auditValue: "$600",
      resultsTiming: standardTiming,
    },
    page: {
      seo: {
        title: "Web Design & SEO Services Queens NY",
        description:
          "Queens web design and local SEO for businesses from Astoria to Flushing. 120+ clients, 4.9 rating, packages from $1,300/month. Get a free $600 SEO audit.",
      },
      hero: {
        eyebrow: "Queens web design & local SEO",
        title: "Reach Every Corner of Queens, From Astoria to the Rockaways",
        lede: "Queens customers search close to home, and often in more than one language. We build websites and local SEO campaigns that put your business in front of the right neighbors, whether you serve one neighborhood or the whole borough.",
      },
      services: {
        title: "Web Design and Marketing Services for Queens Businesses",
        lede: "From a new website to local SEO, Google Ads and review management, every service is tuned to the Queens neighborhoods where your customers live and work.",
      },
      challenges: {
        title: "Common Challenges for Queens Businesses",
        lede: "Queens is a borough of many distinct neighborhoods, and that shapes how customers find local businesses. Here is what usually holds Queens businesses back online.",
        items: [
          {
            problem: "Serving many neighborhoods from one address",
            description:
              "Your customers may come from Flushing, Bayside and Fresh Meadows, but your Business Profile only ranks near your front door.",
            solution:
              "We build service-area pages and local signals for each neighborhood you cover, so you rank where your customers actually are.",
            stat: { value: "89%", label: "average ranking improvement across the local keywords we track" },
          },
          {
            problem: "Customers who search in different languages",
            description:
              "Many Queens shoppers search in Spanish, Chinese, Korean, Greek or Bengali as well as English, and an English-only site can miss them entirely.",
            solution:
              "We plan pages and profile content around the languages your customers use, written naturally and reviewed for accuracy.",
            stat: { value: "156%", label: "average traffic increase from local SEO" },
          },
          {
            problem: "Competing with chains and franchises",
            description:
              "National brands along Queens Boulevard and in shopping centers can outspend an independent business on advertising every month.",
            solution:
              "We win on relevance: a complete Business Profile, genuine reviews and neighborhood content that no chain can match.",
            stat: { value: "Top 3", label: "map pack goal for your five core search terms" },
          },
          {
            problem: "No idea which marketing brings in customers",
            description:
              "Between flyers, directories, social posts and ads, most owners cannot tell which channel actually fills the calendar.",
            solution:
              "We track calls, forms and bookings to their source and send a clear report every month, so your budget goes where it works.",
            stat: { value: "30-60 days", label: "to first measurable gains" },
          },
        ],
      },
      whyChoose: {
        title: "Why Queens Businesses Choose Us",
        lede: "More than 120 Queens businesses work with us, from corner restaurants to multi-location practices.",
        items: [
          {
            icon: "Star",
            title: "Recommended by Queens owners",
            description:
              "Owners from Astoria to Bayside rate us on results, honesty and clear communication. Read their words below.",
          },
          {
            icon: "Shield",
            title: "94% client retention in Queens",
            description:
              "We never lock anyone into a long-term contract, and 94% of our Queens clients stay because the results keep coming.",
          },
          {
            icon: "Phone",
            title: "Replies within 24 hours",
            description:
              "Your account team answers every question within 24 hours, so small problems never turn into lost customers.",
          },
          {
            icon: "MapPin",
            title: "Coverage across 30 neighborhoods",
            description:
              "We market businesses in every part of the borough, from Long Island City and Jackson Heights to Jamaica, Howard Beach and Little Neck.",
          },
        ],
      },
      testimonials: {
        title: "What Queens Business Owners Say",
        items: [
          testimonial(
            "kalimera-taverna",
            "Organic traffic",
            "We had a loyal neighborhood crowd but almost no visitors from the rest of Queens. Since the new site and local SEO went live, people find us when they search for Greek food anywhere nearby.",
          ),
          testimonial(
            "main-street-heating",
            "Phone calls",
            "The phone barely rang outside of heat waves and cold snaps. Now we show up for heating and AC repair across northeast Queens, and every call is tracked so I know exactly what is working.",
          ),
          testimonial(
            "rego-park-dental",
            "New patient bookings",
            "They rebuilt our website around the treatments patients actually search for, and added online booking. Our schedule now fills up weeks ahead instead of days.",
          ),
          testimonial(
            "court-square-realty",
            "Website leads",
            "Long Island City is full of new buildings and new agents. Our listing pages now rank for the buildings and streets buyers search for, and the inquiries are far more serious.",
            "facebook",
          ),
          testimonial(
            "roosevelt-auto",
            "Google rating",
            "A few old complaints were dragging our rating down. They set up a simple way to ask happy customers for reviews and helped us reply to every one, and now new customers trust us before they arrive.",
          ),
          testimonial(
            "park-donnelly",
            "Consultation requests",
            "We wanted clients from Bayside and the surrounding neighborhoods, not from across the city. Their local pages and profile work brought exactly that, and consultations keep growing month after month.",
            "facebook",
          ),
        ],
      },
      successStories: {
        title: "Queens Success Stories",
        items: [
          successStory(
            "astoria-plumbing",
            "More emergency calls",
            "We rebuilt the Business Profile, cleaned up duplicate listings and added pages for Astoria, Sunnyside and Woodside. Emergency plumbing calls tripled within four months.",
          ),
          successStory(
            "bell-boulevard-dental",
            "New patient bookings",
            "A faster, mobile-first website with online booking and treatment pages written for local searches doubled new patient appointments in five months.",
          ),
          successStory(
            "mehta-immigration",
            "More consultations",
            "Pages in the languages the firm's clients speak, a stronger review profile and a focused Google Ads campaign turned search visibility into booked consultations.",
          ),
        ],
      },
      faq: [
        {
          question: "How much do web design and SEO cost in Queens?",
          answer:
            "Our Queens marketing packages start at $1,300 a month, and most packages combining local SEO, content, reviews and ads run $2,800-$9,000 a month depending on your goals and competition. You get a fixed, written quote before work starts.",
        },
        {
          question: "How long before we see results?",
          answer:
            "Most Queens clients see first gains, such as better map rankings and more calls, within 30-60 days. Larger traffic gains usually follow in 3-6 months, and you receive a clear report every month.",
        },
        {
          question: "Which Queens neighborhoods do you serve?",
          answer:
            "All of them, including Astoria, Long Island City, Flushing, Jackson Heights, Forest Hills, Bayside, Sunnyside, Woodside, Elmhurst, Jamaica, Ridgewood, Rego Park, Howard Beach, Little Neck and the Rockaways.",
        },
        {
          question: "Can you reach customers who search in other languages?",
          answer:
            "Yes. We plan pages and Business Profile content for the languages your customers use, and make sure each version is written naturally and checked for accuracy rather than machine-translated.",
        },
        {
          question: "We serve several neighborhoods. Can we rank in all of them?",
          answer:
            "Yes. We create a useful page for each area you serve, strengthen your local signals and track rankings neighborhood by neighborhood, so you show up beyond the few blocks around your address.",
        },
        {
          question: "Is there a long-term contract?",
          answer:
            "No. We do not use long-term contracts. 94% of our Queens clients stay with us because the results are worth it.",
        },
        {
          question: "What does the free SEO audit include?",
          answer:
            "We review your website, Google Business Profile, listings, reviews and local competitors, then give you a prioritized plan of fixes. The audit is worth $600 and comes with no obligation.",
        },
        {
          question: "How fast do you respond to questions?",
          answer:
            "Your account team replies within 24 hours. Our office hours are Monday to Friday, 8 am to 6 pm, and Saturday, 10 am to 4 pm.",
        },
        {
          question: "Can you help us compete with chains on Queens Boulevard?",
          answer:
            "Yes. Chains win on budget, but independent businesses can win on relevance. A complete Business Profile, steady genuine reviews and content about the neighborhoods you serve often outrank much larger competitors in local results.",
        },
        {
          question: "What kinds of Queens businesses do you work with?",
          answer:
            "Restaurants, plumbers, HVAC companies, dental and medical practices, law firms, real estate agencies, auto repair shops and retailers, among others. If your customers find you by searching nearby, we can help.",
        },
      ],
      cta: {
        title: "Let's Grow Your Queens Business",
        body: "Start with a free SEO audit worth $600. We will show you how you rank across the Queens neighborhoods you serve, where competitors are winning your customers and the fixes that will make the biggest difference. No obligation, no long-term contract.",
      },
    },
  },
  {
    slug: "staten-island-ny",
    city: "Staten Island",
    state: "NY",
    fullName: "Staten Island, NY",
    description:
      "From St. George to Tottenville, we help Staten Island businesses get found by neighbors who prefer to shop, eat and hire close to home.",
    neighborhoods: [
      "St. George",
      "Tottenville",
      "Great Kills",
      "New Dorp",
      "Eltingville",
      "Todt Hill",
      "Stapleton",
      "Tompkinsville",
      "West Brighton",
      "Port Richmond",
      "New Springville",
      "Annadale",
      "Huguenot",
      "Dongan Hills",
      "Westerleigh",
      "Clifton",
      "Rosebank",
      "Grasmere",
      "Concord",
      "Midland Beach",
      "South Beach",
      "Oakwood",
      "Bay Terrace",
      "Prince's Bay",
      "Pleasant Plains",
      "Charleston",
      "Rossville",
      "Woodrow",
      "Arden Heights",
      "Richmondtown",
      "Emerson Hill",
      "Grymes Hill",
      "Silver Lake",
      "Mariners' Harbor",
      "Elm Park",
      "Graniteville",
      "Bulls Head",
      "Travis",
      "Castleton Corners",
      "Willowbrook",
    ],
    stats: { businesses: "80+", rating: "4.8", growth: "245%", growthNote: growthNote("Staten Island") },
    image: image(
      "staten-island-ny",
      "Illustration of the Staten Island Ferry arriving at the St. George waterfront with the Verrazzano-Narrows Bridge behind",
    ),
    demographics:
      "Staten Island is the most suburban of the five boroughs, with close-knit communities and many long-established, family-run businesses. Residents often drive to local shopping corridors and choose providers based on neighborhood reputation.",
    marketInfo:
      "Home services, healthcare, restaurants, auto services and real estate make up much of the local business landscape, and word of mouth still carries real weight. Today that word of mouth lives in Google reviews and search results, which is where new customers make their choice.",
    figures: {
      retention: "93%",
      responseTime: "24 h",
      pricing: "Staten Island marketing packages from $1,200/month; most packages $2,500-$8,000/month",
      auditValue: "$500",
      resultsTiming: standardTiming,
    },
    page: {
      seo: {
        title: "Web Design & SEO Services Staten Island NY",
        description:
          "Staten Island web design and local SEO for businesses from St. George to Tottenville. 80+ clients, 4.8 rating, packages from $1,200/month. Free $500 SEO audit.",
      },
      hero: {
        eyebrow: "Staten Island web design & local SEO",
        title: "Become the Business Staten Island Neighbors Recommend Online",
        lede: "On Staten Island, reputation is everything. We build websites, local SEO and review strategies that turn your good name into calls and bookings from the North Shore to the South Shore.",
      },
      services: {
        title: "Web Design and Marketing Services for Staten Island",
        lede: "Websites, local SEO, Google Ads and reputation management built for businesses that serve the island's neighborhoods, with one team handling all of it.",
      },
      challenges: {
        title: "Common Challenges for Staten Island Businesses",
        lede: "Staten Island businesses are often well known locally but hard to find online. These are the gaps we close most often.",
        items: [
          {
            problem: "Word of mouth alone no longer fills the calendar",
            description:
              "Neighbors still recommend you, but they also check Google before they call, and a thin online presence sends them to a competitor.",
            solution:
              "We give you a website and Business Profile that match your reputation, so recommendations turn into calls instead of comparisons.",
            stat: { value: "89%", label: "average ranking improvement across the local keywords we track" },
          },
          {
            problem: "Out-ranked by businesses across the water",
            description:
              "Searches on the island can surface providers from Brooklyn or New Jersey who never set foot in your neighborhood.",
            solution:
              "We strengthen your local signals for the Staten Island neighborhoods you serve, so nearby customers see a nearby business first.",
            stat: { value: "Top 3", label: "map pack goal for your five core search terms" },
          },
          {
            problem: "Reviews that go unanswered",
            description:
              "Happy customers rarely post reviews unprompted, and an unanswered complaint can shape how a whole neighborhood sees you.",
            solution:
              "We set up easy review requests, monitor every platform and reply quickly and professionally on your behalf.",
            stat: { value: "2 hrs", label: "average response time to new reviews" },
          },
          {
            problem: "A website that frustrates phone users",
            description:
              "Most local searches start on a phone. Tiny text, slow pages and hidden phone numbers cost you customers every day.",
            solution:
              "We build fast, mobile-first websites with tap-to-call buttons and simple booking forms that work with one thumb.",
            stat: { value: "60%", label: "of local searches happen on mobile" },
          },
        ],
      },
      whyChoose: {
        title: "Why Staten Island Businesses Choose Us",
        lede: "More than 80 Staten Island businesses trust us to help them grow, from the North Shore to the South Shore.",
        items: [
          {
            icon: "Star",
            title: "Recommended by Staten Island owners",
            description:
              "Contractors, practices, restaurants and shops across Staten Island review our work. Read their words below.",
          },
          {
            icon: "Shield",
            title: "93% client retention on Staten Island",
            description:
              "No long-term contracts, and 93% of our Staten Island clients stay with us because the calls and bookings keep coming.",
          },
          {
            icon: "Phone",
            title: "Answers within 24 hours",
            description: "Your account team responds within 24 hours, with straight answers and no jargon.",
          },
          {
            icon: "MapPin",
            title: "Every neighborhood, shore to shore",
            description:
              "We market businesses in 40 Staten Island neighborhoods, from St. George and Port Richmond to New Dorp, Great Kills and Tottenville.",
          },
        ],
      },
      testimonials: {
        title: "What Staten Island Business Owners Say",
        items: [
          testimonial(
            "deluca-plumbing",
            "Phone calls",
            "We have been around for decades, but younger homeowners could not find us online. Now we come up for drain and water heater repair across the Mid-Island, and the phone has not slowed down.",
          ),
          testimonial(
            "bay-street-trattoria",
            "Google rating",
            "Our food always got great feedback in person, but our online rating did not show it. They helped us ask the right guests for reviews and reply to every one, and new faces come in saying they read about us.",
            "facebook",
          ),
          testimonial(
            "tottenville-dentistry",
            "Organic traffic",
            "The new website explains our treatments clearly and lets patients book online. We now rank for family dentistry across the South Shore, and most new patients tell us they found us on Google.",
          ),
          testimonial(
            "todt-hill-properties",
            "Listing inquiries",
            "Buyers search for homes by neighborhood, and now our listing pages show up for Todt Hill, Emerson Hill and Grymes Hill. The inquiries are more serious and far easier to follow up.",
          ),
          testimonial(
            "eltingville-heating",
            "Booked jobs",
            "We were buying leads that every other contractor also got. Local SEO and a proper website brought us our own calls, and we booked more jobs last summer than ever before.",
          ),
          testimonial(
            "richmond-avenue-auto",
            "Google rating",
            "Customers trust a shop with good reviews, plain and simple. They made it easy to collect reviews from happy customers, and our rating finally reflects the work we do.",
            "facebook",
          ),
        ],
      },
      successStories: {
        title: "Staten Island Success Stories",
        items: [
          successStory(
            "westerleigh-pet-spa",
            "In Google Maps",
            "A rebuilt Business Profile, fresh photos and a steady stream of genuine reviews moved the salon into the top three map results for grooming searches nearby.",
          ),
          successStory(
            "annadale-landscapes",
            "More quote requests",
            "A new mobile-friendly website with a simple quote form and pages for each South Shore neighborhood doubled quote requests in five months.",
          ),
          successStory(
            "dongan-hills-pt",
            "More online bookings",
            "Condition-specific pages, online booking and local SEO made the clinic the first choice for nearby patients searching for physical therapy.",
          ),
        ],
      },
      faq: [
        {
          question: "How much do web design and SEO cost on Staten Island?",
          answer:
            "Our Staten Island marketing packages start at $1,200 a month, and most packages combining local SEO, content, reviews and ads run $2,500-$8,000 a month. You get a fixed, written quote before any work begins.",
        },
        {
          question: "How soon will we see results?",
          answer:
            "Most Staten Island clients see first gains, such as higher map rankings and more calls, within 30-60 days. Bigger traffic gains usually arrive in 3-6 months, and you get a clear report every month.",
        },
        {
          question: "Which Staten Island neighborhoods do you serve?",
          answer:
            "The whole island: North Shore neighborhoods such as St. George, Stapleton, West Brighton and Port Richmond; Mid-Island areas including New Dorp, Dongan Hills, Todt Hill and New Springville; and the South Shore from Great Kills and Eltingville to Tottenville.",
        },
        {
          question: "Can you stop Brooklyn and New Jersey businesses outranking us?",
          answer:
            "In most cases, yes. We strengthen your Business Profile, listings, reviews and neighborhood pages so Google understands you are the local choice for customers on the island.",
        },
        {
          question: "How do you help with online reviews?",
          answer:
            "We set up a simple way to ask satisfied customers for reviews, monitor every major platform and help you reply quickly and professionally, so your rating reflects the reputation you have earned.",
        },
        {
          question: "Is there a long-term contract?",
          answer:
            "No. We do not use long-term contracts. 93% of our Staten Island clients stay with us because the results speak for themselves.",
        },
        {
          question: "What does the free SEO audit include?",
          answer:
            "We review your website, Google Business Profile, listings, reviews and local competitors, then give you a prioritized list of fixes. The audit is worth $500 and comes with no obligation.",
        },
        {
          question: "How quickly do you answer questions?",
          answer:
            "Within 24 hours. Our office hours are Monday to Friday, 8 am to 6 pm, and Saturday, 10 am to 4 pm.",
        },
        {
          question: "We are a small family business. Is this worth it for us?",
          answer:
            "Many of our Staten Island clients are small, family-run businesses. Marketing packages start at $1,200 a month, every lead is tracked to its source and you can see in your monthly report whether the investment is paying off.",
        },
        {
          question: "What kinds of Staten Island businesses do you work with?",
          answer:
            "Plumbers, HVAC and landscaping companies, dental and medical practices, restaurants, auto repair shops, real estate agencies and retailers, among others. If your customers search for you nearby, we can help.",
        },
      ],
      cta: {
        title: "Become Staten Island's Go-To Choice",
        body: "Book a free SEO audit worth $500. We will show you how you rank across the island today, which competitors are taking your calls and the first fixes we would make. No obligation, and no long-term contract.",
      },
    },
  },
];

export function locationBySlug(slug: string): Location | undefined {
  return locations.find((location) => location.slug === slug);
}
