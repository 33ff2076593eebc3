import type { CaseStudySlug } from "./case-study-slugs";
import type { Link, PageSection, Stat } from "./types";

export const industrySlugs = ["law-firms", "healthcare", "home-services", "small-business"] as const;
export type IndustrySlug = (typeof industrySlugs)[number];

/**
 * An industry landing page (the spec's screens and routes, "Industry pages"): hero plus its own sections as
 * data.
 */
export type IndustryPage = {
  slug: IndustrySlug;
  /** the menu label, e.g. "Law Firms" */
  name: string;
  /** title: the page title, before the brand suffix */
  seo: { title: string; description: string };
  hero: {
    eyebrow: string;
    title: string;
    lede: string;
    /** main call to action, always to /contact */
    primary: Link;
    /** "See Pricing & Plans" or "View Pricing & Plans" -> "#pricing" (scrolls, never navigates away) */
    pricing: Link;
    /** limited-time or limited-spots offer line, where the spec gives one */
    offer?: string;
    /** short claims under the buttons, as a checked list */
    highlights?: string[];
    /**
     * the industry's own figures (the spec's business constants), in the numeral style under the buttons, in
     * place of highlights
     */
    figures?: Stat[];
    /** the hero's picture: this client's delivered site, in the browser and phone frames */
    work: CaseStudySlug;
  };
  sections: PageSection[];
};
