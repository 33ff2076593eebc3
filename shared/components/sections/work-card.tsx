import { KeepWords } from "../ui/keep-words";
import { caseStudyLinkLabel, type CaseStudy } from "../../content/case-studies";
import { BrowserFrame, PhoneFrame } from "../ui/frames";
import { Icon } from "../ui/icon";

/**
 * One project in the showcase (docs/DESIGN.md "Work card"): the delivered site on a tinted backdrop, what it
 * is and where, the story's short title, two of its figures and the card-footer link (the one link, with
 * the same words on every page; its hit area is the whole card). Figures and link sit at the card's foot,
 * so cards in a row share their baseline whatever the title's length.
 */
export function WorkCard({ study, headingLevel = 3 }: { study: CaseStudy; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="work-card" data-client={study.testimonial.client}>
      <div className="work-card-media">
        <div className="device-pair">
          <BrowserFrame screen={study.screens.home} title={study.client} />
          <PhoneFrame screen={study.screens.phones[0]} />
        </div>
      </div>
      <p className="work-card-meta">
        {study.client} · {study.industry} · {study.location}
      </p>
      <Heading>
        <KeepWords>{study.cardTitle}</KeepWords>
      </Heading>
      <ul className="work-card-figures">
        {study.metrics.slice(0, 2).map((m) => (
          <li key={m.label}>
            <strong>{m.value}</strong> {m.label}
          </li>
        ))}
      </ul>
      <a className="card-footer-link" href={`/case-studies/${study.slug}`}>
        {caseStudyLinkLabel}
        <span className="visually-hidden">: {study.client}</span>
        <Icon name="ArrowRight" size={16} />
      </a>
    </article>
  );
}

/**
 * A grid of work cards: an even number (no row ends with a lone card), or one project laid out wide (its
 * site beside its story from 1024 px).
 */
export function WorkGrid({ studies }: { studies: CaseStudy[] }) {
  return (
    <ul className={studies.length === 1 ? "work-grid work-grid-single" : "work-grid"}>
      {studies.map((study) => (
        <li key={study.slug}>
          <WorkCard study={study} />
        </li>
      ))}
    </ul>
  );
}
