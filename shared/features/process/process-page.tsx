import { heroVisuals } from "../../content/hero-visuals";
import { Faq, faqJsonLd } from "../../components/sections/faq";
import { CtaBanner } from "../../components/sections/cta-banner";
import { FeatureGrid } from "../../components/sections/feature-grid";
import { Seo } from "../../components/seo/seo";
import { ButtonLink } from "../../components/ui/button";
import { ProcessScroller } from "../../components/ui/process-scroller";
import { Section, SectionHeader } from "../../components/ui/section";
import { process } from "../../content/home";
import { processPage as page } from "../../content/process-page";
import { PageHero } from "../../components/sections/page-hero";
import { definePage } from "../../define-page";
import { sitemapEntry as entry } from "../../sitemap";

/**
 * /process (the spec's screens and routes, "Process"): the six steps, six benefits, FAQ (the contact page's
 * help center).
 */
export function ProcessPage() {
  return (
    <>
      <Seo
        title={page.seo.title}
        description={page.seo.description}
        path="/process"
        jsonLd={[faqJsonLd(page.faq.items)]}
      />
      <PageHero
        id="process-title"
        crumbs={[{ label: "Our Process", href: "/process" }]}
        title={page.hero.title}
        lede={page.hero.lede}
        visual={heroVisuals.process}
      >
        <div className="button-row">
          <ButtonLink href={page.hero.primary.href} size="lg" arrow>
            {page.hero.primary.label}
          </ButtonLink>
        </div>
      </PageHero>
      <ProcessScroller
        id="steps"
        title={page.stepsIntro.title}
        lede={page.stepsIntro.lede}
        steps={process.steps}
      />
      <Section labelledBy="benefits-title">
        <SectionHeader id="benefits-title" title={page.benefits.title} lede={page.benefits.lede} />
        <FeatureGrid items={page.benefits.items} visible={3} />
      </Section>
      <Section labelledBy="faq-title" tone="muted" id="faq">
        <SectionHeader id="faq-title" title={page.faq.title} />
        <Faq id="process-faq" items={page.faq.items} />
      </Section>
      <CtaBanner
        id="process-cta-title"
        title={page.cta.title}
        body={page.cta.body}
        primary={page.cta.primary}
        variant="dark"
      />
    </>
  );
}

export const route = definePage({
  id: "process",
  path: "/process",
  Component: ProcessPage,
  cache: "year",
  sitemap: () => [entry("/process", "Our Process", "Main Pages")],
});
