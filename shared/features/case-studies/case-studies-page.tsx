import { CtaBanner } from "../../components/sections/cta-banner";
import { StatGrid } from "../../components/sections/stat-grid";
import { WorkGrid } from "../../components/sections/work-card";
import { Seo } from "../../components/seo/seo";
import { BrowserFrame } from "../../components/ui/frames";
import { Section, SectionHeader } from "../../components/ui/section";
import { caseStudies, caseStudiesIndex as index } from "../../content/case-studies";
import { PageHero } from "../../components/sections/page-hero";
import { definePage } from "../../define-page";
import { sitemapEntry as entry } from "../../sitemap";

/**
 * /case-studies (the spec's screens and routes, "Case studies"): the work first. The hero shows three
 * delivered sites, then the headline figures and one image-led card per project, each linking to its full
 * case study.
 */
export function CaseStudiesPage() {
  const [a, b, c] = caseStudies;
  return (
    <>
      <Seo title={index.seo.title} description={index.seo.description} path="/case-studies" />
      <PageHero
        id="cases-title"
        crumbs={[{ label: "Case Studies", href: "/case-studies" }]}
        title={index.hero.title}
        lede={index.hero.lede}
        after={<StatGrid items={index.stats} />}
        media={
          a && b && c ? (
            <div className="hero-visual">
              <div className="hero-stack" aria-hidden="true">
                {[a, b, c].map((study, i) => (
                  <BrowserFrame
                    key={study.slug}
                    screen={{ ...study.screens.home, alt: "" }}
                    title={study.client}
                    eager={i === 0}
                    className={`hero-stack-${i + 1}`}
                  />
                ))}
              </div>
            </div>
          ) : null
        }
      />
      <Section labelledBy="projects-title" tone="muted" id="projects">
        <SectionHeader id="projects-title" title={index.intro.title} lede={index.intro.lede} />
        <WorkGrid studies={caseStudies} visible={4} />
      </Section>
      <CtaBanner
        id="cases-cta-title"
        title={index.cta.title}
        body={index.cta.body}
        primary={index.cta.primary}
        variant="dark"
      />
    </>
  );
}

export const route = definePage({
  id: "case-studies",
  path: "/case-studies",
  Component: CaseStudiesPage,
  cache: "year",
  sitemap: () => [entry("/case-studies", "Case Studies", "Main Pages")],
});
