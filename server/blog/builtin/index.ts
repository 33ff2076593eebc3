/** The built-in articles, stored in WordPress REST JSON shape (served when CONTENT_API_URL is unset). */
import p0 from "./posts/brooklyn-lice-clinic-organic-traffic-case-study.json";
import p1 from "./posts/core-web-vitals-plain-english-guide.json";
import p2 from "./posts/ecommerce-product-pages-that-sell-small-shops.json";
import p3 from "./posts/fake-review-rules-2026-what-businesses-should-do.json";
import p4 from "./posts/get-more-google-reviews-respond-to-bad-reviews.json";
import p5 from "./posts/google-ads-for-contractors-structure-negative-keywords.json";
import p6 from "./posts/google-ai-overviews-local-business-search-traffic.json";
import p7 from "./posts/google-business-profile-map-pack-optimization.json";
import p8 from "./posts/lice-troopers-site-speed-case-study.json";
import p9 from "./posts/local-keyword-research-nyc-neighborhood-pages.json";
import p10 from "./posts/local-seo-for-law-firms-practice-area-pages.json";
import p11 from "./posts/medical-dental-practice-website-patient-experience.json";
import p12 from "./posts/monthly-ppc-budget-local-business-lead-forecast.json";
import p13 from "./posts/ppc-landing-pages-that-turn-clicks-into-calls.json";
import p14 from "./posts/service-business-homepage-above-the-fold.json";
import p15 from "./posts/technical-seo-checklist-website-redesign.json";
import p16 from "./posts/website-accessibility-wcag-basics-small-business.json";
import p17 from "./posts/white-sails-mobile-first-redesign-case-study.json";

export const builtinPosts: unknown[] = [
  p0,
  p1,
  p2,
  p3,
  p4,
  p5,
  p6,
  p7,
  p8,
  p9,
  p10,
  p11,
  p12,
  p13,
  p14,
  p15,
  p16,
  p17,
];
