import type { ServiceSlug } from "../../redirects";
import type { Link, PageSection, ShowcaseTile } from "../types";

/**
 * One service page (the spec's screens and routes, "Service pages"): its SEO, hero and its own sections as
 * data.
 */
export type ServicePage = {
  slug: ServiceSlug;
  seo: {
    /** the page title, before the brand suffix */
    title: string;
    /** 50-160 characters, unique across the site */
    description: string;
  };
  hero: {
    eyebrow: string;
    /** the page's one h1 */
    title: string;
    lede: string;
    primary: Link;
    secondary?: Link;
    /** three or four short proof points under the buttons */
    highlights: string[];
    /** Custom Web Design only: three scrolling columns of portfolio images (the spec's screens and routes) */
    showcase?: ShowcaseTile[][];
  };
  sections: PageSection[];
};
