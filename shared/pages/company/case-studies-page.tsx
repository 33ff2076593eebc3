import { CtaBanner, StatGrid } from "../../components/sections/feature-grid";
import { Seo } from "../../components/seo/seo";
import { Image } from "../../components/ui/image";
import { Section, SectionHeader } from "../../components/ui/section";
import { caseStudies, caseStudiesIndex as index } from "../../content/case-studies";
import { PageHero } from "./page-hero";

/** /case-studies (spec 001 §2 "Case studies"): stats and the three client cards. */
export function CaseStudiesPage() {
  return (
    <>
      <Seo title={index.seo.title} description={index.seo.description} path="/case-studies" />
      <PageHero
        id="cases-title"
        crumbs={[{ label: "Case Studies", href: "/case-studies" }]}
        eyebrow={index.hero.eyebrow}
        title={index.hero.title}
        lede={index.hero.lede}
      >
        <StatGrid items={index.stats} />
      </PageHero>
      <Section labelledBy="projects-title" tone="muted" id="projects">
        <SectionHeader id="projects-title" title={index.intro.title} lede={index.intro.lede} />
        <ul className="card-grid card-grid-3">
          {caseStudies.map((c) => (
            <li key={c.slug} className="card case-card">
              <Image {...c.image} />
              <div className="case-card-body">
                <Image {...c.logo} className="case-logo" />
                <h3>{c.client}</h3>
                <p>{c.summary}</p>
                <ul className="case-metrics">
                  {c.metrics.slice(0, 3).map((m) => (
                    <li key={m.label}>
                      <strong>{m.value}</strong> <span>{m.label}</span>
                    </li>
                  ))}
                </ul>
                <ul className="tag-list">
                  {c.tags.map((t) => (
                    <li key={t}>{t}</li>
                  ))}
                </ul>
                <a className="btn btn-secondary" href={`/case-studies/${c.slug}`}>
                  <span>{index.cardLinkLabel}</span>
                  <span className="visually-hidden">: {c.client}</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner
        id="cases-cta-title"
        title={index.cta.title}
        body={index.cta.body}
        primary={index.cta.primary}
      />
    </>
  );
}
