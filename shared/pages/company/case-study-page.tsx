import { useLoaderData } from "react-router-dom";
import { CtaBanner } from "../../components/sections/feature-grid";
import { Seo } from "../../components/seo/seo";
import { Image } from "../../components/ui/image";
import { Section, SectionHeader } from "../../components/ui/section";
import { Stars } from "../../components/ui/stars";
import { caseStudiesIndex, type CaseStudy } from "../../content/case-studies";
import { serviceHrefs } from "../../content/reviews";
import { PageHero } from "./page-hero";

/** /case-studies/{slug}: metrics, challenge, solution, before/after, results, CTA. */
export function CaseStudyPage() {
  const c = useLoaderData() as CaseStudy;
  const path = `/case-studies/${c.slug}`;
  const cta = caseStudiesIndex.caseCta;
  return (
    <>
      <Seo title={c.seo.title} description={c.seo.description} path={path} />
      <PageHero
        id="case-title"
        crumbs={[
          { label: "Case Studies", href: "/case-studies" },
          { label: c.client, href: path },
        ]}
        eyebrow={`${c.industry} · ${c.location}`}
        title={c.hero.title}
        lede={c.hero.lede}
      >
        <ul className="stat-grid stat-grid-4 case-hero-metrics">
          {c.metrics.map((m) => (
            <li key={m.label} className="stat">
              <strong className="stat-value">{m.value}</strong>
              <span className="stat-label">{m.label}</span>
              <span className="stat-description">{m.description}</span>
            </li>
          ))}
        </ul>
      </PageHero>
      <Section labelledBy="challenge-title" tone="muted">
        <div className="two-col">
          <div>
            <SectionHeader
              id="challenge-title"
              eyebrow="The challenge"
              title={c.challenge.title}
              align="start"
            />
            {c.challenge.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <ul className="check-list">
              {c.challenge.points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="small-title" id="solution-title">
              {c.solution.title}
            </h2>
            {c.solution.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <ul className="check-list">
              {c.solution.points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
            <p className="case-services">
              <strong>Services:</strong>{" "}
              {c.services.map((s, i) => (
                <span key={s}>
                  {i > 0 ? ", " : ""}
                  <a href={serviceHrefs[s]}>{s}</a>
                </span>
              ))}{" "}
              · <strong>Timeline:</strong> {c.timeline}
            </p>
          </div>
        </div>
      </Section>
      <Section labelledBy="before-after-title">
        <SectionHeader id="before-after-title" title="Before and after" />
        <div className="before-after">
          {[c.before, c.after].map((image, index) => (
            <figure key={image.src} className="card">
              <Image {...image} />
              <figcaption>
                <strong>{index === 0 ? "Before" : "After"}</strong> {image.caption}
              </figcaption>
            </figure>
          ))}
        </div>
      </Section>
      <Section labelledBy="results-title" tone="muted">
        <SectionHeader id="results-title" title={c.results.title} />
        <div className="narrow prose centered">
          {c.results.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <figure className="card testimonial-feature">
          <Stars />
          <blockquote>
            <p>&ldquo;{c.testimonial.quote}&rdquo;</p>
          </blockquote>
          <figcaption>
            <strong>{c.testimonial.author}</strong>, {c.testimonial.position}
          </figcaption>
        </figure>
      </Section>
      <CtaBanner
        id="case-cta-title"
        title={cta.title}
        body={cta.body}
        primary={cta.primary}
        secondary={cta.secondary}
      />
    </>
  );
}
