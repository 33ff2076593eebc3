/**
 * The six categories of the spec's error catalogue with their built-in counts: the fallback list shown when
 * the content API returns none or fails, and the built-in source's categories (their counts then come from
 * its posts).
 */
import type { Category } from "../../../shared/content/blog-types";

export const fallbackCategories: Category[] = [
  {
    id: 2,
    name: "SEO Tips",
    slug: "seo-tips",
    count: 24,
    description: "Practical search advice for local businesses.",
  },
  {
    id: 3,
    name: "Web Design",
    slug: "web-design",
    count: 18,
    description: "Websites that load fast and turn visitors into customers.",
  },
  {
    id: 4,
    name: "Digital Marketing",
    slug: "digital-marketing",
    count: 32,
    description: "Ads, landing pages and campaigns that bring in leads.",
  },
  {
    id: 5,
    name: "Local Business",
    slug: "local-business",
    count: 15,
    description: "Growing a neighborhood business online.",
  },
  {
    id: 6,
    name: "Case Studies",
    slug: "case-studies",
    count: 12,
    description: "How our clients grew, step by step.",
  },
  {
    id: 7,
    name: "Industry News",
    slug: "industry-news",
    count: 8,
    description: "What changed in search and reviews, and what to do.",
  },
];
