/**
 * Renders a page's own sections from its record (service and industry pages): one component per kind, so
 * a page's layout is data and no page file is copied. Section backgrounds alternate for rhythm.
 */
import { KeepWords } from "../ui/keep-words";
import type { PageSection } from "../../content/types";
import { Image } from "../ui/image";
import { PricingSection } from "../ui/pricing-section";
import { ProcessScroller } from "../ui/process-scroller";
import { SectionHeader } from "../ui/section";
import { DemoVideo } from "./demo-video";
import { CtaBanner, useSiteContact } from "./cta-banner";
import { FeatureGrid } from "./feature-grid";
import { IconList } from "./icon-list";
import { ProblemGrid } from "./problem-grid";
import { StatGrid } from "./stat-grid";
import { ProofBlock } from "./proof-block";
import { FoldedFaq } from "./show-more";
import { TestimonialCards } from "./testimonials";
import { WorkGrid } from "./work-card";
import { caseStudyBySlug, type CaseStudy } from "../../content/case-studies";

function SectionBody({ section, plain }: { section: PageSection; plain: boolean }) {
  switch (section.kind) {
    case "problems":
      return <ProblemGrid items={section.items} />;
    case "features":
      return <FeatureGrid items={section.items} plain={plain} visible={3} />;
    case "steps":
      return (
        <ol className="steps-grid">
          {section.steps.map((step, index) => (
            <li key={step.title} className="step">
              <span className="step-number">{String(index + 1).padStart(2, "0")}</span>
              <h3>
                <KeepWords>{step.title}</KeepWords>
              </h3>
              <p>{step.description}</p>
            </li>
          ))}
        </ol>
      );
    case "stats":
      return <StatGrid items={section.items} />;
    case "before-after":
      return (
        <div className="before-after">
          {[section.before, section.after].map((image, index) => (
            <figure key={image.src} className={`card before-after-${index === 0 ? "before" : "after"}`}>
              <Image {...image} />
              <figcaption>
                <strong>{index === 0 ? "Before" : "After"}</strong> {image.caption}
              </figcaption>
            </figure>
          ))}
        </div>
      );
    case "testimonials":
      return <TestimonialCards items={section.items} visible={3} />;
    case "work":
      return (
        <WorkGrid
          studies={section.studies.map((slug) => caseStudyBySlug(slug)).filter((c): c is CaseStudy => !!c)}
        />
      );
    case "faq":
      return <FoldedFaq id={section.id} items={section.items} />;
    case "shared":
      return <ProofBlock quote={section.quote} omit={section.omit} />;
    case "video":
      return (
        <div className="video-feature">
          <figure className="card video-card">
            <DemoVideo {...section.video} />
            <figcaption>{section.video.caption}</figcaption>
          </figure>
          <IconList items={section.items} />
        </div>
      );
    default:
      return null;
  }
}

const tones = ["plain", "muted"] as const;
type Tone = (typeof tones)[number] | "dark";

/**
 * Each section's band: plain and grey alternate (the plans take their turn too: never a second grey band
 * after a grey one), and no two dark sections stand back to back: a dark figures band right after the dark
 * process strip takes the alternation, and a dark closing band after a dark section is the light panel.
 */
function sectionTones(sections: PageSection[], ctaVariant: "dark" | "light"): Map<PageSection, Tone> {
  const result = new Map<PageSection, Tone>();
  let toneIndex = 0;
  let lastDark = false;
  for (const section of sections) {
    let tone: Tone;
    if (section.kind === "process") tone = "dark";
    else if (section.kind === "cta") tone = ctaVariant === "dark" && !lastDark ? "dark" : "plain";
    else if (section.kind === "stats" && section.tone === "dark" && !lastDark) tone = "dark";
    else tone = tones[toneIndex++ % 2]!;
    result.set(section, tone);
    lastDark = tone === "dark";
  }
  return result;
}

export function PageSections({
  sections,
  featured,
  ctaVariant,
}: {
  sections: PageSection[];
  featured?: string;
  /** the closing call to action's variant: the page type's (docs/DESIGN.md "Closing CTA") */
  ctaVariant: "dark" | "light";
}) {
  const contact = useSiteContact();
  const toneOf = sectionTones(sections, ctaVariant);
  // at most one icon-tile grid per page: the first feature section keeps its icons
  const firstFeatures = sections.find((s) => s.kind === "features");
  return (
    <>
      {sections.map((section) => {
        const tone = toneOf.get(section)!;
        if (section.kind === "process") {
          return (
            <ProcessScroller
              key={section.id}
              id={section.id}
              title={section.title}
              lede={section.lede}
              steps={section.steps}
              startOffset={section.startOffset ?? 0}
            />
          );
        }
        if (section.kind === "pricing") {
          return (
            <PricingSection
              key={section.id}
              title={section.title}
              lede={section.lede}
              featured={featured}
              // the plans take their turn in the alternation: never a second grey band after a grey one
              tone={tone === "muted" ? "muted" : "plain"}
              plans={section.plans ?? (featured ? [featured] : undefined)}
              included={
                firstFeatures?.kind === "features" ? firstFeatures.items.map((i) => i.title) : undefined
              }
            />
          );
        }
        if (section.kind === "cta") {
          return (
            <CtaBanner
              key={section.id}
              sectionId={section.id}
              id={`${section.id}-title`}
              title={section.title}
              body={section.body}
              primary={section.primary}
              secondary={section.secondary}
              points={section.points}
              variant={tone === "dark" ? "dark" : "light"}
              contact={tone === "dark" ? undefined : contact}
            />
          );
        }
        return (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className={`section section-${tone}`}
          >
            <div className="container">
              <SectionHeader
                id={`${section.id}-title`}
                title={section.title}
                lede={section.lede}
                inverse={tone === "dark"}
              />
              <SectionBody
                section={section}
                plain={section.kind === "features" && section !== firstFeatures}
              />
            </div>
          </section>
        );
      })}
    </>
  );
}
