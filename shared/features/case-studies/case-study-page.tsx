import { useLoaderData } from "react-router-dom";
import { FeaturedQuote, NumeralBand, Split } from "../../components/sections/editorial";
import { CtaBanner, useSiteContact } from "../../components/sections/cta-banner";
import { WorkCard } from "../../components/sections/work-card";
import { Seo } from "../../components/seo/seo";
import { BrowserFrame, PhoneFrame } from "../../components/ui/frames";
import { Image } from "../../components/ui/image";
import { Section, SectionHeader } from "../../components/ui/section";
import { caseStudies, caseStudiesIndex, type CaseStudy } from "../../content/case-studies";
import { caseStudyCopy } from "../../content/page-copy";
import { serviceHrefs } from "../../content/reviews";
import { notFound } from "../../loaders";
import { PageHero } from "../../components/sections/page-hero";
import { definePage, type LoaderArgs } from "../../define-page";
import { sitemapEntry as entry } from "../../sitemap";
import { labels } from "../../content/labels";

/** The next two projects after this one, wrapping round the list: "More work" at the foot of a case. */
function nextStudies(c: CaseStudy): CaseStudy[] {
  const at = caseStudies.findIndex((s) => s.slug === c.slug);
  return [1, 2].map((step) => caseStudies[(at + step) % caseStudies.length]!);
}

const path = "/case-studies/:slug";

export const loader = ({ params }: LoaderArgs<typeof path>) =>
  caseStudies.find((c) => c.slug === params.slug) ?? notFound();

/**
 * /case-studies/{slug}: the delivered site full width under the title, the figures, the challenge beside the
 * project's facts, the solution beside its phone screens, an inner page, before/after where the project
 * replaced an old site, the results with the client's words, two more projects and the call to action.
 */
export function CaseStudyPage() {
  const contact = useSiteContact();
  const c = useLoaderData<typeof loader>();
  const path = `/case-studies/${c.slug}`;
  const cta = caseStudiesIndex.caseCta;
  const [phoneA, phoneB] = c.screens.phones;
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
        after={
          <figure className="case-hero-shot">
            <div className="device-pair">
              <BrowserFrame screen={c.screens.home} title={c.client} eager />
              <PhoneFrame screen={phoneA} />
            </div>
            <figcaption className="gallery-caption">{c.screens.home.caption}</figcaption>
          </figure>
        }
      />
      <Section labelledBy="results-figures-title" tone="dark">
        <h2 id="results-figures-title" className="visually-hidden">
          {caseStudyCopy.figuresTitle}
        </h2>
        <NumeralBand items={c.metrics} inverse />
      </Section>
      <Section labelledBy="challenge-title">
        <Split
          media={
            <dl className="project-facts">
              <div>
                <dt>{labels.company.facts.client}</dt>
                <dd>{c.client}</dd>
              </div>
              <div>
                <dt>{labels.company.facts.industry}</dt>
                <dd>{c.industry}</dd>
              </div>
              <div>
                <dt>{labels.company.facts.location}</dt>
                <dd>{c.location}</dd>
              </div>
              <div>
                <dt>{labels.company.facts.services}</dt>
                <dd>
                  {c.services.map((s, i) => (
                    <span key={s}>
                      {i > 0 ? ", " : ""}
                      <a href={serviceHrefs[s]}>{s}</a>
                    </span>
                  ))}
                </dd>
              </div>
              <div>
                <dt>{labels.company.facts.timeline}</dt>
                <dd>{c.timeline}</dd>
              </div>
            </dl>
          }
        >
          <SectionHeader
            id="challenge-title"
            eyebrow={caseStudyCopy.challengeEyebrow}
            title={c.challenge.title}
            align="start"
          />
          {c.challenge.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <ul className="check-list problem-list">
            {c.challenge.points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Split>
      </Section>
      <Section labelledBy="solution-title" tone="muted">
        <Split
          reverse
          media={
            <div className="phone-pair">
              {[phoneA, phoneB].map((screen) => (
                <figure key={screen.src}>
                  <PhoneFrame screen={screen} />
                  <figcaption>{screen.caption}</figcaption>
                </figure>
              ))}
            </div>
          }
        >
          <SectionHeader
            id="solution-title"
            eyebrow={caseStudyCopy.solutionEyebrow}
            title={c.solution.title}
            align="start"
          />
          {c.solution.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <ul className="check-list">
            {c.solution.points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Split>
      </Section>
      <Section labelledBy="screens-title">
        <SectionHeader id="screens-title" title={caseStudyCopy.screensTitle(c.client)} />
        <figure className="case-gallery">
          <BrowserFrame screen={c.screens.page} title={c.client} />
          <figcaption className="gallery-caption">{c.screens.page.caption}</figcaption>
        </figure>
      </Section>
      {c.before && c.after ? (
        <Section labelledBy="before-after-title" tone="muted">
          <SectionHeader id="before-after-title" title={caseStudyCopy.beforeAfterTitle} />
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
      ) : null}
      <Section labelledBy="results-title" tone={c.before ? "plain" : "muted"}>
        <SectionHeader id="results-title" eyebrow={caseStudyCopy.resultsEyebrow} title={c.results.title} />
        <div className="narrow prose centered">
          {c.results.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <FeaturedQuote
          client={c.testimonial.client}
          quote={c.testimonial.quote}
          author={c.testimonial.author}
          role={c.testimonial.position}
          place={c.location}
          caseLink={false}
        />
      </Section>
      <Section labelledBy="more-work-title" tone={c.before ? "muted" : "plain"}>
        <SectionHeader id="more-work-title" title={caseStudyCopy.moreWorkTitle} />
        <ul className="work-grid">
          {nextStudies(c).map((study) => (
            <li key={study.slug}>
              <WorkCard study={study} />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner
        id="case-cta-title"
        title={cta.title}
        body={cta.body}
        primary={cta.primary}
        secondary={cta.secondary}
        contact={contact}
        variant="light"
      />
    </>
  );
}

export const route = definePage({
  id: "case-study",
  path,
  Component: CaseStudyPage,
  loader,
  cache: "year",
  sitemap: () =>
    caseStudies.map((c) => entry(`/case-studies/${c.slug}`, `Case Study: ${c.client}`, "Main Pages")),
});
