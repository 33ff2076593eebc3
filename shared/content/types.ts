/**
 * Content shapes shared by the page templates (the spec's entities). Records are plain data: a page
 * template reads them, so a new service, city or industry is a new record, never a new page file.
 */
import type { ServiceSlug } from "../redirects";
import type { CaseStudySlug } from "./case-study-slugs";
import type { ClientId } from "./clients";

/** The icons a record may name; shared/components/ui/icon.tsx draws each (its map must cover exactly these). */
export type IconName =
  | "ArrowRight"
  | "Award"
  | "Check"
  | "ChevronDown"
  | "Code2"
  | "Globe"
  | "Mail"
  | "MapPin"
  | "Menu"
  | "MonitorSmartphone"
  | "Palette"
  | "Phone"
  | "RefreshCw"
  | "Search"
  | "Shield"
  | "ShoppingCart"
  | "Star"
  | "Target"
  | "X";

export type Img = { src: string; alt: string; width: number; height: number };
export type Link = { label: string; href: string };
/** A screen on a hero's scrolling wall: the project's case study is `href`, its client `client`. */
export type ShowcaseTile = Img & { href: string; client: string };

export type ProcessStep = { step: number; title: string; description: string; image: Img; points: string[] };

/**
 * the spec's entities, "Testimonial": shown with five stars, author, company and a metric. Made from the
 * client's record (clients.ts `testimonial`): the metric is one of the client's results.
 */
export type Testimonial = {
  client: ClientId;
  quote: string;
  author: string;
  position: string;
  company: string;
  location?: string;
  rating: 5;
  platform: "google" | "facebook";
  metric: { label: string; value: string; timeframe?: string };
};

export type Stat = { value: string; label: string; description?: string };
export type FaqItem = { question: string; answer: string };
/** the spec's entities, "Problem card" */
export type ProblemCard = { problem: string; description: string; solution: string; stat?: Stat };
/** the spec's entities, "Feature card" */
export type FeatureCard = {
  icon: IconName;
  title: string;
  description: string;
  points?: string[];
  link?: Link;
};

type SectionHead = { id: string; title: string; lede?: string };
/** the figures of the shared proof block (proof-block.tsx) */
export type ProofFigure = "rating" | "clients" | "retention" | "awards";

/** The sections a service (or industry) page is built from, in the order its record lists them. */
export type PageSection =
  | (SectionHead & { kind: "problems"; items: ProblemCard[] })
  | (SectionHead & { kind: "features"; items: FeatureCard[] })
  | (SectionHead & { kind: "process"; steps: ProcessStep[]; startOffset?: number })
  | (SectionHead & { kind: "steps"; steps: { title: string; description: string }[] })
  | (SectionHead & { kind: "stats"; items: Stat[]; tone?: "plain" | "dark" })
  | (SectionHead & {
      kind: "before-after";
      before: Img & { caption: string };
      after: Img & { caption: string };
    })
  | (SectionHead & { kind: "testimonials"; items: Testimonial[] })
  /** the work that shows the page's service or industry: work cards of these case studies (one, or two) */
  | (SectionHead & { kind: "work"; studies: [CaseStudySlug] | [CaseStudySlug, CaseStudySlug] })
  | (SectionHead & { kind: "faq"; items: FaqItem[] })
  /**
   * The page's offer (docs/DESIGN.md "Offer"): `plans` are the services the page sells, the first one
   * featured; without `plans` the page's own service (service pages) or the full list.
   */
  | (SectionHead & { kind: "pricing"; plans?: ServiceSlug[] })
  | (SectionHead & { kind: "cta"; body: string; primary: Link; secondary?: Link; points?: string[] })
  /**
   * the agency-wide proof block shared by industry and city+service pages (rating, clients, retention,
   * awards); `quote`: the client of this case study says it first, in their words (its testimonial);
   * `omit`: agency figures left out where the page states a figure of its own with the same number
   */
  | (SectionHead & { kind: "shared"; quote?: CaseStudySlug; omit?: ProofFigure[] })
  /** a looping, muted demo video (local file) beside a list of points */
  | (SectionHead & {
      kind: "video";
      video: { src: string; poster: string; width: number; height: number; caption: string };
      items: FeatureCard[];
    });
