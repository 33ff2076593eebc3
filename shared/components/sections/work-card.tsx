import { KeepWords } from "../ui/keep-words";
import type { CaseStudy } from "../../content/case-studies";
import { BrowserFrame, PhoneFrame } from "../ui/frames";
import { Icon } from "../ui/icon";

/** The decorative address shown in a project's browser frame (example.com: the clients are fictional). */
export const projectAddress = (c: CaseStudy) => `${c.slug.replace(/-/g, "")}.example.com`;

/**
 * One project in the showcase (docs/DESIGN.md "Work card"): the delivered site on a tinted backdrop, what it
 * is and where, the story's title, two of its figures and the card-footer link (the one link; its hit area
 * is the whole card).
 */
export function WorkCard({
  study,
  linkLabel,
  headingLevel = 3,
}: {
  study: CaseStudy;
  linkLabel: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="work-card">
      <div className="work-card-media">
        <div className="device-pair">
          <BrowserFrame screen={study.screens.home} address={projectAddress(study)} />
          <PhoneFrame screen={study.screens.phones[0]} />
        </div>
      </div>
      <p className="work-card-meta">
        {study.client} · {study.industry} · {study.location}
      </p>
      <Heading>
        <KeepWords>{study.hero.title}</KeepWords>
      </Heading>
      <ul className="work-card-figures">
        {study.metrics.slice(0, 2).map((m) => (
          <li key={m.label}>
            <strong>{m.value}</strong> {m.label}
          </li>
        ))}
      </ul>
      <a className="card-footer-link" href={`/case-studies/${study.slug}`}>
        {linkLabel}
        <span className="visually-hidden">: {study.client}</span>
        <Icon name="ArrowRight" size={16} />
      </a>
    </article>
  );
}
