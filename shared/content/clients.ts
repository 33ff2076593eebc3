/**
 * The agency's clients (issue 26 §3): one record per client, read by every page that names one (case
 * studies, testimonials, reviews, success stories). A client has one name, one contact, one place and one
 * set of results; a quote on any page picks one of those results, so two pages can no longer name the same
 * client differently or credit it with different figures. tests/http/clients.test.ts holds the records
 * apart (no two share a contact, a surname, a company, or a trade in one neighborhood) and every rendered
 * attribution to them.
 *
 * The clients are fictional, written by the team (the spec fixes none of them). The spec fixes some of
 * their figures: the Queens and Staten Island testimonials' growth (001 §9: +180%, +280%, +220%, +200%,
 * 4.8 stars, +190%; +160%, 4.7 stars, +180%, +140%, +200%, 4.8 stars), the success stories' timeframes
 * (4-6 months) and the ten case studies' figures (case-studies.ts).
 */
import type { CaseStudySlug } from "./case-studies";
import type { SuccessStory } from "./location-types";
import type { ReviewMetric, ReviewTestimonial, ServiceName } from "./reviews";
import type { Img, Testimonial } from "./types";

export type Borough = "Manhattan" | "Brooklyn" | "Queens" | "Staten Island" | "Bronx";

/** One of the client's results: the figure, what it counts and, where known, how long it took. */
export type ClientResult = { value: string; label: string; in?: string };

export type Client = {
  /** the contact who speaks for the client */
  person: string;
  role: string;
  company: string;
  neighborhood: string;
  borough: Borough;
  /** the kind of business; one client per trade in a neighborhood */
  trade: string;
  /** the illustrated portrait in public/images/people/ ({person's slug}.svg), where one is drawn */
  portrait?: true;
  /** the client's case study, when it has one */
  caseStudy?: CaseStudySlug;
  results: ClientResult[];
};

const records = {
  // ---- the ten case studies (their figures: case-studies.ts metrics) ----
  "kingsbridge-law": {
    person: "Adrienne Kessler",
    role: "Managing Partner",
    company: "Kingsbridge Law",
    neighborhood: "Financial District",
    borough: "Manhattan",
    trade: "Law firm",
    caseStudy: "kingsbridge-law",
    results: [
      { value: "+241%", label: "Qualified case inquiries" },
      { value: "-34%", label: "Ad cost per signed case" },
    ],
  },
  "lice-busters": {
    person: "Dana Morales",
    role: "Owner",
    company: "Lice Busters",
    neighborhood: "Park Slope",
    borough: "Brooklyn",
    trade: "Lice treatment clinic",
    caseStudy: "lice-busters",
    results: [
      { value: "312%", label: "Increase in organic traffic" },
      { value: "156%", label: "Revenue growth" },
    ],
  },
  "flatbush-bakehouse": {
    person: "Rosalind Pierre",
    role: "Co-owner",
    company: "Flatbush Bakehouse",
    neighborhood: "Flatbush",
    borough: "Brooklyn",
    trade: "Bakery",
    caseStudy: "flatbush-bakehouse",
    results: [{ value: "3x", label: "Pickup orders" }],
  },
  "white-sails": {
    person: "Erik Lindqvist",
    role: "Owner & Captain",
    company: "White Sails",
    neighborhood: "Battery Park City",
    borough: "Manhattan",
    trade: "Sailing charters",
    caseStudy: "white-sails",
    results: [{ value: "+203%", label: "Charter leads" }],
  },
  "harbor-dental": {
    person: "Dr. Priya Raman",
    role: "Lead Dentist",
    company: "Harbor Dental",
    neighborhood: "Brooklyn Heights",
    borough: "Brooklyn",
    trade: "Dental practice",
    caseStudy: "harbor-dental",
    results: [{ value: "+126%", label: "New-patient bookings" }],
  },
  "bay-ridge-hvac": {
    person: "Nick Galanis",
    role: "Owner",
    company: "Bay Ridge HVAC",
    neighborhood: "Bay Ridge",
    borough: "Brooklyn",
    trade: "Heating & cooling",
    caseStudy: "bay-ridge-hvac",
    results: [
      { value: "+148%", label: "Emergency service calls", in: "the first winter" },
      { value: "-29%", label: "Ad cost per booked job" },
    ],
  },
  "gowanus-strength": {
    person: "Marcus Oyelaran",
    role: "Owner & Head Coach",
    company: "Gowanus Strength",
    neighborhood: "Gowanus",
    borough: "Brooklyn",
    trade: "Gym",
    caseStudy: "gowanus-strength",
    results: [{ value: "+164%", label: "Free trial sign-ups" }],
  },
  "lice-troopers": {
    person: "Monique Baptiste",
    role: "Founder",
    company: "Lice Troopers",
    neighborhood: "Bayside",
    borough: "Queens",
    trade: "Lice treatment clinic",
    caseStudy: "lice-troopers",
    results: [{ value: "4.9", label: "Google rating" }],
  },
  "mulberry-trattoria": {
    person: "Giulia Ferraro",
    role: "Owner",
    company: "Mulberry Trattoria",
    neighborhood: "Little Italy",
    borough: "Manhattan",
    trade: "Restaurant",
    caseStudy: "mulberry-trattoria",
    results: [{ value: "71%", label: "Reservations booked direct" }],
  },
  "parkside-realty": {
    person: "Claire Hartwell",
    role: "Principal Broker",
    company: "Parkside Realty",
    neighborhood: "Park Slope",
    borough: "Brooklyn",
    trade: "Real estate",
    caseStudy: "parkside-realty",
    results: [{ value: "+220%", label: "Direct listing inquiries" }],
  },

  // ---- Brooklyn ----
  "vasquez-family-bakery": {
    person: "Elena Vasquez",
    role: "Owner",
    company: "Vasquez Family Bakery",
    neighborhood: "Bay Ridge",
    borough: "Brooklyn",
    trade: "Bakery",
    portrait: true,
    results: [
      { value: "+64%", label: "Catering inquiries" },
      { value: "96/100", label: "Mobile speed score" },
    ],
  },
  "volkov-auto-repair": {
    person: "Dmitri Volkov",
    role: "Owner",
    company: "Volkov Auto Repair",
    neighborhood: "Sheepshead Bay",
    borough: "Brooklyn",
    trade: "Auto repair",
    portrait: true,
    results: [
      { value: "+118%", label: "Calls from Google profile" },
      { value: "14 terms", label: "Top-3 map rankings" },
    ],
  },
  "caruso-italian-pantry": {
    person: "Joseph Caruso",
    role: "Owner",
    company: "Caruso Italian Pantry",
    neighborhood: "Carroll Gardens",
    borough: "Brooklyn",
    trade: "Specialty food shop",
    portrait: true,
    results: [
      { value: "+126%", label: "Holiday gift-box orders" },
      { value: "-70%", label: "Orders taken by phone" },
    ],
  },
  "mercer-adeyemi": {
    person: "Jonathan Mercer",
    role: "Partner",
    company: "Mercer & Adeyemi Immigration Law",
    neighborhood: "Brooklyn Heights",
    borough: "Brooklyn",
    trade: "Law firm",
    portrait: true,
    results: [
      { value: "+86%", label: "Consultations booked" },
      { value: "-52%", label: "Wasted ad spend" },
    ],
  },
  "loom-ledger": {
    person: "Priyanka Shah",
    role: "Co-founder",
    company: "Loom & Ledger Stationery",
    neighborhood: "Williamsburg",
    borough: "Brooklyn",
    trade: "Stationery shop",
    portrait: true,
    results: [
      { value: "-29%", label: "Cart abandonment" },
      { value: "+61%", label: "Mobile conversion rate" },
    ],
  },
  "prospect-tutoring": {
    person: "Hannah Weiss",
    role: "Director",
    company: "Prospect Tutoring Collective",
    neighborhood: "Park Slope",
    borough: "Brooklyn",
    trade: "Tutoring",
    portrait: true,
    results: [
      { value: "+96%", label: "Online enrollments" },
      { value: "-34%", label: "Program-page bounce rate" },
    ],
  },
  "north-sixth-supply": {
    person: "Maya Sorensen",
    role: "Founder",
    company: "North Sixth Supply Co.",
    neighborhood: "Williamsburg",
    borough: "Brooklyn",
    trade: "Home goods store",
    results: [{ value: "+156%", label: "Organic traffic" }],
  },
  "okafor-lane": {
    person: "Daniel Okafor",
    role: "Managing Partner",
    company: "Okafor & Lane Family Law",
    neighborhood: "Carroll Gardens",
    borough: "Brooklyn",
    trade: "Law firm",
    results: [{ value: "+185%", label: "Consultation requests" }],
  },
  "hearth-vine": {
    person: "Dana Mirza",
    role: "Owner",
    company: "Hearth & Vine Wine Bar",
    neighborhood: "Cobble Hill",
    borough: "Brooklyn",
    trade: "Wine bar",
    results: [{ value: "+190%", label: "Online reservations", in: "4 months" }],
  },
  "atlantic-avenue-pt": {
    person: "Dr. Priya Nair",
    role: "Clinic Director",
    company: "Atlantic Avenue Physical Therapy",
    neighborhood: "Boerum Hill",
    borough: "Brooklyn",
    trade: "Physical therapy",
    results: [
      { value: "-38%", label: "Cost per lead", in: "4 months" },
      { value: "2x", label: "Booked evaluations", in: "4 months" },
    ],
  },
  "casa-delgado": {
    person: "Elena Delgado",
    role: "Owner",
    company: "Casa Delgado Taqueria",
    neighborhood: "Sunset Park",
    borough: "Brooklyn",
    trade: "Restaurant",
    results: [
      { value: "3.8 → 4.7", label: "Google rating", in: "5 months" },
      { value: "+120", label: "New Google reviews", in: "5 months" },
    ],
  },
  "kiln-clay": {
    person: "Ingrid Dahl",
    role: "Founder",
    company: "Kiln & Clay Studio",
    neighborhood: "Greenpoint",
    borough: "Brooklyn",
    trade: "Ceramics studio",
    results: [{ value: "+260%", label: "Online revenue", in: "6 months" }],
  },
  "lefferts-yoga": {
    person: "Nia Thompson",
    role: "Founder",
    company: "Lefferts Yoga Collective",
    neighborhood: "Prospect Lefferts Gardens",
    borough: "Brooklyn",
    trade: "Yoga studio",
    results: [{ value: "+85%", label: "In-app class bookings", in: "4 months" }],
  },
  "cobble-hill-candle": {
    person: "Sofia Alvarez",
    role: "Founder",
    company: "Cobble Hill Candle Co.",
    neighborhood: "Cobble Hill",
    borough: "Brooklyn",
    trade: "Candle maker",
    results: [{ value: "+118%", label: "Online revenue" }],
  },
  "carroll-street-kitchen": {
    person: "Luca Romano",
    role: "General Manager",
    company: "Carroll Street Kitchen",
    neighborhood: "Carroll Gardens",
    borough: "Brooklyn",
    trade: "Restaurant",
    results: [{ value: "+58%", label: "Mobile reservations" }],
  },
  "seventh-avenue-dental": {
    person: "Dr. Rachel Stein",
    role: "Practice Owner",
    company: "Seventh Avenue Family Dental",
    neighborhood: "Park Slope",
    borough: "Brooklyn",
    trade: "Dental practice",
    results: [{ value: "+38%", label: "New patient bookings per month" }],
  },
  "osteria-bedford": {
    person: "Marco Bellini",
    role: "Owner",
    company: "Osteria Bedford",
    neighborhood: "Williamsburg",
    borough: "Brooklyn",
    trade: "Restaurant",
    results: [{ value: "3.9 → 4.6", label: "Google rating" }],
  },
  "bay-ridge-dental": {
    person: "Dr. Michael Petrakis",
    role: "Practice Owner",
    company: "Bay Ridge Dental Studio",
    neighborhood: "Bay Ridge",
    borough: "Brooklyn",
    trade: "Dental practice",
    results: [{ value: "+41%", label: "Online booking requests" }],
  },
  "ortega-plumbing": {
    person: "Luis Ortega",
    role: "Owner",
    company: "Ortega Plumbing & Drain",
    neighborhood: "Sunset Park",
    borough: "Brooklyn",
    trade: "Plumbing",
    results: [{ value: "Top 3", label: "Google ranking for emergency plumber" }],
  },
  "grand-street-bagels": {
    person: "Sofia Novak",
    role: "Owner",
    company: "Grand Street Bagels",
    neighborhood: "Williamsburg",
    borough: "Brooklyn",
    trade: "Bagel shop",
    results: [{ value: "+60%", label: "Online orders per month" }],
  },

  // ---- Manhattan ----
  "harlem-shea": {
    person: "Aisha Bello",
    role: "Founder",
    company: "Harlem Shea Co.",
    neighborhood: "Harlem",
    borough: "Manhattan",
    trade: "Skincare brand",
    portrait: true,
    results: [
      { value: "+94%", label: "Online revenue" },
      { value: "+37%", label: "Repeat purchase rate" },
    ],
  },
  "brightside-home-care": {
    person: "Liam Fitzgerald",
    role: "Operations Director",
    company: "Brightside Home Care",
    neighborhood: "Upper West Side",
    borough: "Manhattan",
    trade: "Home care agency",
    portrait: true,
    results: [
      { value: "+83%", label: "Form completion rate" },
      { value: "4 min → 90 sec", label: "Time to request care" },
    ],
  },
  "greene-hale": {
    person: "Marcus Greene",
    role: "Principal",
    company: "Greene & Hale Architects",
    neighborhood: "Tribeca",
    borough: "Manhattan",
    trade: "Architecture studio",
    portrait: true,
    results: [
      { value: "+48%", label: "Project inquiries" },
      { value: "6 weeks", label: "Design to launch" },
    ],
  },
  "studio-nine-pilates": {
    person: "Samantha Price",
    role: "Marketing Director",
    company: "Studio Nine Pilates",
    neighborhood: "Chelsea",
    borough: "Manhattan",
    trade: "Pilates studio",
    portrait: true,
    results: [
      { value: "-44%", label: "Cost per sign-up" },
      { value: "4.2x", label: "Return on ad spend" },
    ],
  },
  "hartman-cole": {
    person: "Rebecca Hartman",
    role: "Managing Partner",
    company: "Hartman & Cole LLP",
    neighborhood: "Midtown",
    borough: "Manhattan",
    trade: "Law firm",
    results: [
      { value: "+140%", label: "Consultation requests", in: "5 months" },
      { value: "340%", label: "PPC ROI" },
    ],
  },
  "lexington-dermatology": {
    person: "Dr. Elena Marchetti",
    role: "Medical Director",
    company: "Lexington Avenue Dermatology",
    neighborhood: "Upper East Side",
    borough: "Manhattan",
    trade: "Dermatology practice",
    results: [
      { value: "+312%", label: "Organic traffic" },
      { value: "+47%", label: "Booked consultations per month" },
    ],
  },
  "atelier-prince": {
    person: "Camille Durand",
    role: "Owner",
    company: "Atelier Prince",
    neighborhood: "SoHo",
    borough: "Manhattan",
    trade: "Fashion boutique",
    results: [{ value: "+42%", label: "Conversion rate" }],
  },
  "murray-hill-dental": {
    person: "Dr. Alan Whitfield",
    role: "Practice Owner",
    company: "Murray Hill Dental Studio",
    neighborhood: "Murray Hill",
    borough: "Manhattan",
    trade: "Dental practice",
    results: [{ value: "+175%", label: "New-patient calls", in: "6 months" }],
  },
  "reyes-immigration": {
    person: "Sofia Reyes",
    role: "Founding Attorney",
    company: "Reyes Immigration Law",
    neighborhood: "Washington Heights",
    borough: "Manhattan",
    trade: "Law firm",
    results: [{ value: "-45%", label: "Cost per signed client", in: "4 months" }],
  },
  "riverside-pediatrics": {
    person: "Dr. Anita Desai",
    role: "Medical Director",
    company: "Riverside Pediatrics",
    neighborhood: "Upper West Side",
    borough: "Manhattan",
    trade: "Pediatric practice",
    results: [{ value: "+52%", label: "New patient bookings per month" }],
  },
  "lexington-hair": {
    person: "Yuki Tanaka",
    role: "Owner",
    company: "Lexington Hair Studio",
    neighborhood: "Upper East Side",
    borough: "Manhattan",
    trade: "Hair salon",
    results: [{ value: "+45%", label: "Booking conversion" }],
  },

  // ---- Queens ----
  "northside-heating": {
    person: "Kevin Tran",
    role: "Owner",
    company: "Northside Heating & Cooling",
    neighborhood: "Long Island City",
    borough: "Queens",
    trade: "Heating & cooling",
    portrait: true,
    results: [
      { value: "-38%", label: "Cost per lead" },
      { value: "+71%", label: "Booked jobs from ads" },
    ],
  },
  "casa-santos": {
    person: "Maria Santos",
    role: "General Manager",
    company: "Casa Santos Restaurant",
    neighborhood: "Jackson Heights",
    borough: "Queens",
    trade: "Restaurant",
    portrait: true,
    results: [
      { value: "3.8 → 4.6", label: "Google rating" },
      { value: "+210%", label: "New reviews per month" },
    ],
  },
  "lotus-leaf": {
    person: "Grace Liu",
    role: "Co-owner",
    company: "Lotus Leaf Dumpling House",
    neighborhood: "Flushing",
    borough: "Queens",
    trade: "Restaurant",
    portrait: true,
    results: [
      { value: "+104%", label: "Direction requests" },
      { value: "+76%", label: "Visits from search" },
    ],
  },
  "haddad-dentistry": {
    person: "Dr. Nadia Haddad",
    role: "Owner & Lead Dentist",
    company: "Haddad Family Dentistry",
    neighborhood: "Forest Hills",
    borough: "Queens",
    trade: "Dental practice",
    portrait: true,
    results: [
      { value: "+41%", label: "New patients per month" },
      { value: "+132%", label: "Organic traffic" },
      { value: "+72%", label: "Online bookings" },
    ],
  },
  "kalimera-taverna": {
    person: "Eleni Kostas",
    role: "Owner",
    company: "Kalimera Taverna",
    neighborhood: "Astoria",
    borough: "Queens",
    trade: "Restaurant",
    results: [{ value: "+180%", label: "Organic traffic", in: "4 months" }],
  },
  "main-street-heating": {
    person: "Henry Zhang",
    role: "Owner",
    company: "Main Street Heating & Air",
    neighborhood: "Flushing",
    borough: "Queens",
    trade: "Heating & cooling",
    results: [{ value: "+280%", label: "Phone calls" }],
  },
  "rego-park-dental": {
    person: "Dr. Sarah Levin",
    role: "Practice Owner",
    company: "Rego Park Dental",
    neighborhood: "Rego Park",
    borough: "Queens",
    trade: "Dental practice",
    results: [{ value: "+220%", label: "New patient bookings" }],
  },
  "court-square-realty": {
    person: "Marcus Bell",
    role: "Broker",
    company: "Court Square Realty",
    neighborhood: "Long Island City",
    borough: "Queens",
    trade: "Real estate",
    results: [{ value: "+200%", label: "Website leads" }],
  },
  "roosevelt-auto": {
    person: "Luis Ramirez",
    role: "Owner",
    company: "Roosevelt Auto Care",
    neighborhood: "Jackson Heights",
    borough: "Queens",
    trade: "Auto repair",
    results: [{ value: "4.8 stars", label: "Google rating" }],
  },
  "park-donnelly": {
    person: "Christine Park",
    role: "Attorney",
    company: "Park & Donnelly Law",
    neighborhood: "Bayside",
    borough: "Queens",
    trade: "Law firm",
    results: [{ value: "+190%", label: "Consultation requests" }],
  },
  "astoria-plumbing": {
    person: "Nick Papadakis",
    role: "Owner",
    company: "Astoria Plumbing",
    neighborhood: "Astoria",
    borough: "Queens",
    trade: "Plumbing",
    results: [{ value: "3x", label: "More emergency calls", in: "4 months" }],
  },
  "bell-boulevard-dental": {
    person: "Dr. Helen Yoon",
    role: "Practice Owner",
    company: "Bell Boulevard Dental",
    neighborhood: "Bayside",
    borough: "Queens",
    trade: "Dental practice",
    results: [{ value: "2x", label: "New patient bookings", in: "5 months" }],
  },
  "mehta-immigration": {
    person: "Arjun Mehta",
    role: "Founding Attorney",
    company: "Mehta Immigration Law",
    neighborhood: "Jackson Heights",
    borough: "Queens",
    trade: "Law firm",
    results: [{ value: "2.5x", label: "More consultations", in: "6 months" }],
  },
  "jackson-heights-medicine": {
    person: "Dr. Farhana Rahman",
    role: "Medical Director",
    company: "Jackson Heights Family Medicine",
    neighborhood: "Jackson Heights",
    borough: "Queens",
    trade: "Family medicine",
    results: [{ value: "+220%", label: "New-patient calls", in: "5 months" }],
  },
  "elmhurst-chiropractic": {
    person: "Dr. Tomas Vega",
    role: "Clinic Director",
    company: "Elmhurst Spine & Chiropractic",
    neighborhood: "Elmhurst",
    borough: "Queens",
    trade: "Chiropractic",
    results: [{ value: "+52%", label: "Online bookings" }],
  },
  "sunnyside-pantry": {
    person: "Hana Kim",
    role: "Co-owner",
    company: "Sunnyside Pantry",
    neighborhood: "Sunnyside",
    borough: "Queens",
    trade: "Grocery",
    results: [{ value: "+140%", label: "Online orders" }],
  },
  "vernon-movers": {
    person: "Tanya Brooks",
    role: "Operations Manager",
    company: "Vernon Boulevard Movers",
    neighborhood: "Long Island City",
    borough: "Queens",
    trade: "Moving company",
    results: [{ value: "+112", label: "New reviews in 90 days" }],
  },
  "austin-street-pt": {
    person: "Dr. Alan Cho",
    role: "Clinic Director",
    company: "Austin Street Physical Therapy",
    neighborhood: "Forest Hills",
    borough: "Queens",
    trade: "Physical therapy",
    results: [{ value: "+70%", label: "Calls from Google Maps" }],
  },
  "astoria-roofing": {
    person: "Tony Marino",
    role: "Owner",
    company: "Astoria Roofing Co.",
    neighborhood: "Astoria",
    borough: "Queens",
    trade: "Roofing",
    results: [{ value: "+185%", label: "Leads", in: "6 months" }],
  },
  "jackson-avenue-accounting": {
    person: "Owen Mitchell",
    role: "Founder",
    company: "Jackson Avenue Accounting",
    neighborhood: "Long Island City",
    borough: "Queens",
    trade: "Accounting firm",
    results: [{ value: "+275%", label: "Leads from the website" }],
  },

  // ---- Staten Island ----
  "klein-roofing": {
    person: "Robert Klein",
    role: "Owner",
    company: "Klein Roofing & Siding",
    neighborhood: "Great Kills",
    borough: "Staten Island",
    trade: "Roofing",
    portrait: true,
    results: [
      { value: "27 → 164", label: "Google reviews" },
      { value: "+58%", label: "Estimate requests", in: "5 months" },
      { value: "#2", label: "Map-pack position for roof repair" },
    ],
  },
  "richmond-pt": {
    person: "Angela Russo",
    role: "Practice Manager",
    company: "Richmond Physical Therapy",
    neighborhood: "St. George",
    borough: "Staten Island",
    trade: "Physical therapy",
    portrait: true,
    results: [
      { value: "+57%", label: "New-patient requests" },
      { value: "-30%", label: "Routine front-desk calls" },
    ],
  },
  "deluca-plumbing": {
    person: "Frank DeLuca",
    role: "Owner",
    company: "DeLuca Plumbing & Drain",
    neighborhood: "New Dorp",
    borough: "Staten Island",
    trade: "Plumbing",
    results: [{ value: "+160%", label: "Phone calls" }],
  },
  "bay-street-trattoria": {
    person: "Gina Esposito",
    role: "Owner",
    company: "Bay Street Trattoria",
    neighborhood: "Stapleton",
    borough: "Staten Island",
    trade: "Restaurant",
    results: [{ value: "4.7 stars", label: "Google rating" }],
  },
  "tottenville-dentistry": {
    person: "Dr. Michael Kaplan",
    role: "Dentist",
    company: "Tottenville Family Dentistry",
    neighborhood: "Tottenville",
    borough: "Staten Island",
    trade: "Dental practice",
    results: [{ value: "+180%", label: "Organic traffic" }],
  },
  "todt-hill-properties": {
    person: "Donna Whitaker",
    role: "Broker",
    company: "Todt Hill Properties",
    neighborhood: "Todt Hill",
    borough: "Staten Island",
    trade: "Real estate",
    results: [{ value: "+140%", label: "Listing inquiries" }],
  },
  "eltingville-heating": {
    person: "Joe Mancuso",
    role: "Owner",
    company: "Eltingville Heating & Cooling",
    neighborhood: "Eltingville",
    borough: "Staten Island",
    trade: "Heating & cooling",
    results: [{ value: "+200%", label: "Booked jobs" }],
  },
  "richmond-avenue-auto": {
    person: "Steve Kowalski",
    role: "Owner",
    company: "Richmond Avenue Auto Repair",
    neighborhood: "New Springville",
    borough: "Staten Island",
    trade: "Auto repair",
    results: [{ value: "4.8 stars", label: "Google rating" }],
  },
  "lombardi-kitchen-bath": {
    person: "Gina Lombardi",
    role: "Owner",
    company: "Lombardi Kitchen & Bath",
    neighborhood: "Eltingville",
    borough: "Staten Island",
    trade: "Remodeling",
    results: [{ value: "+160%", label: "Estimate requests", in: "4 months" }],
  },
  "vitale-exteriors": {
    person: "Tony Vitale",
    role: "Owner",
    company: "Vitale Exteriors",
    neighborhood: "Tottenville",
    borough: "Staten Island",
    trade: "Siding & windows",
    results: [{ value: "+85%", label: "Booked estimates" }],
  },
  "shoreline-heating": {
    person: "Karen Walsh",
    role: "Operations Manager",
    company: "Shoreline Heating & Cooling",
    neighborhood: "Tottenville",
    borough: "Staten Island",
    trade: "Heating & cooling",
    results: [{ value: "+42%", label: "Quote form conversion" }],
  },
  "westerleigh-pet-spa": {
    person: "Carla Benedetti",
    role: "Owner",
    company: "Westerleigh Pet Spa",
    neighborhood: "Westerleigh",
    borough: "Staten Island",
    trade: "Pet grooming",
    results: [{ value: "Top 3", label: "In Google Maps", in: "4 months" }],
  },
  "annadale-landscapes": {
    person: "Sean Gallagher",
    role: "Owner",
    company: "Annadale Landscapes",
    neighborhood: "Annadale",
    borough: "Staten Island",
    trade: "Landscaping",
    results: [{ value: "2x", label: "More quote requests", in: "5 months" }],
  },
  "dongan-hills-pt": {
    person: "Dr. Ravi Patel",
    role: "Clinic Director",
    company: "Dongan Hills Physical Therapy",
    neighborhood: "Dongan Hills",
    borough: "Staten Island",
    trade: "Physical therapy",
    results: [{ value: "3x", label: "More online bookings", in: "6 months" }],
  },

  // ---- the Bronx ----
  "arthur-avenue-wine": {
    person: "James O'Connor",
    role: "Owner",
    company: "Arthur Avenue Wine Merchants",
    neighborhood: "Belmont",
    borough: "Bronx",
    trade: "Wine shop",
    results: [{ value: "-31%", label: "Cart abandonment" }],
  },
  "riverdale-animal-hospital": {
    person: "Dr. Samuel Osei",
    role: "Medical Director",
    company: "Riverdale Animal Hospital",
    neighborhood: "Riverdale",
    borough: "Bronx",
    trade: "Veterinary hospital",
    results: [{ value: "+81%", label: "Completed forms" }],
  },
} as const satisfies Record<string, Client>;

export type ClientId = keyof typeof records;
export const clients: Record<ClientId, Client> = records;
export const clientIds = Object.keys(records) as ClientId[];

/** "Dr. Nadia Haddad" -> "nadia-haddad": the file name of a portrait or a photo. */
export const personSlug = (person: string) =>
  person
    .replace(/^Dr\.\s+/, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** "Neighborhood, Borough" (Staten Island and the Bronx as such) */
export const placeOf = (c: Client) => `${c.neighborhood}, ${c.borough === "Bronx" ? "the Bronx" : c.borough}`;

/** The portrait slot of a client's contact: the drawn portrait, or the file a photo replaces it with. */
export const portraitOf = (c: Client): Img => ({
  src: `/images/people/${personSlug(c.person)}.svg`,
  alt: `Portrait of ${c.person}`,
  width: 96,
  height: 96,
});

function resultOf(id: ClientId, label: string): ClientResult {
  const result = clients[id].results.find((r) => r.label === label);
  if (!result) throw new Error(`clients.ts: ${id} has no result "${label}"`);
  return result;
}

/** A client's words with one of its results (service, industry and city pages). */
export function testimonial(
  id: ClientId,
  result: string,
  quote: string,
  platform: Testimonial["platform"] = "google",
): Testimonial {
  const c = clients[id];
  const { value, label, in: timeframe } = resultOf(id, result);
  return {
    client: id,
    quote,
    author: c.person,
    position: c.role,
    company: c.company,
    location: placeOf(c),
    rating: 5,
    platform,
    metric: { value, label, ...(timeframe ? { timeframe } : {}) },
  };
}

/** A review on /reviews: the client's words, two of its results and the service it bought. */
export function review(
  id: ClientId,
  results: [string, string],
  quote: string,
  platform: ReviewTestimonial["platform"],
  service: ServiceName,
): ReviewTestimonial {
  const c = clients[id];
  const metric = (label: string): ReviewMetric => {
    const { value } = resultOf(id, label);
    return { label, value };
  };
  if (!c.portrait) throw new Error(`clients.ts: ${id} has no drawn portrait for /reviews`);
  return {
    client: id,
    quote,
    author: c.person,
    position: c.role,
    company: c.company,
    location: placeOf(c),
    image: { ...portraitOf(c), alt: `Illustrated avatar of ${c.person}` },
    rating: 5,
    platform,
    service,
    metrics: [metric(results[0]), metric(results[1])],
  };
}

/** A success snapshot on a city page (spec 001 §3: business, result, timeframe). */
export function successStory(id: ClientId, result: string, description: string): SuccessStory {
  const c = clients[id];
  const r = resultOf(id, result);
  if (!r.in) throw new Error(`clients.ts: ${id}'s "${result}" has no timeframe`);
  return {
    client: id,
    business: c.company,
    place: placeOf(c),
    result: `${r.value} ${r.label.charAt(0).toLowerCase()}${r.label.slice(1)}`,
    timeframe: r.in,
    description,
  };
}

/** The client's words on its own case study. */
export function caseQuote(id: ClientId, quote: string) {
  const c = clients[id];
  return { client: id, quote, author: c.person, position: `${c.role}, ${c.company}` };
}
