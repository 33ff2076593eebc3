/**
 * Section types beyond the card grid (docs/DESIGN.md "Section types"): the big-numeral band, the numbered
 * editorial list, the featured quote and the split image/text block. Each is a body: the caller's <section>
 * holds the heading.
 */
import { KeepWords } from "../ui/keep-words";
import type { ReactNode } from "react";
import type { ProblemCard, Stat } from "../../content/types";
import { Stars } from "../ui/stars";
import { Icon } from "../ui/icon";
import { caseStudyLinkLabel } from "../../content/case-studies";
import { clients, type ClientId } from "../../content/clients";
import { Avatar } from "./avatar";
import { labels } from "../../content/labels";

/** Figures set large in the numeral style, divided by hairlines: a band, not a row of cards. */
export function NumeralBand({ items, inverse = false }: { items: Stat[]; inverse?: boolean }) {
  return (
    <ul className={`numeral-band numeral-band-${Math.min(items.length, 4)}${inverse ? " is-inverse" : ""}`}>
      {items.map((stat) => (
        <li key={stat.label} className="numeral-item">
          <strong className="numeral">{stat.value}</strong>{" "}
          <span className="numeral-label">{stat.label}</span>
          {stat.description ? <span className="numeral-description">{stat.description}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * Problems and fixes as a numbered editorial list (the spec's entities, "Problem card": the problem, why it
 * hurts, our fix, a figure): one row per problem, numbered by a CSS counter (so "03" never joins the title's
 * words in the page's text), the figure in the numeral style on the right.
 */
export function EditorialList({ items }: { items: ProblemCard[] }) {
  return (
    <ol className="editorial-list">
      {items.map((item) => (
        <li key={item.problem} className="editorial-item">
          <span className="editorial-index" aria-hidden="true" />
          <div className="editorial-body">
            <h3>
              <KeepWords>{item.problem}</KeepWords>
            </h3>
            <p>{item.description}</p>
            <p className="editorial-fix">
              <strong>{labels.sections.fix}</strong> {item.solution}
            </p>
          </div>
          {item.stat ? (
            <p className="editorial-stat">
              <strong className="numeral numeral-sm">{item.stat.value}</strong>
              <span>{item.stat.label}</span>
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * One testimonial set large: the quote, five stars, who said it (the client's face, name, role, company and
 * place, from its record in clients.ts) and, when given, the result it is about; a client with a case study
 * links to it.
 */
export function FeaturedQuote({
  client,
  quote,
  author,
  role,
  place,
  metric,
  caseLink = true,
}: {
  client: ClientId;
  quote: string;
  author: string;
  /** position and company, already joined */
  role: string;
  /** "Neighborhood, Borough" */
  place?: string;
  /** the result the quote is about: a figure and its label */
  metric?: { value?: string; label: string };
  /** link to the client's case study, if it has one (not on that case study itself) */
  caseLink?: boolean;
}) {
  const study = caseLink ? clients[client].caseStudy : undefined;
  return (
    <figure className="featured-quote" data-client={client}>
      <Stars />
      <blockquote>
        <p>&ldquo;{quote}&rdquo;</p>
      </blockquote>
      <figcaption>
        <Avatar client={client} size="lg" />
        <span>
          <strong>{author}</strong>
          {role ? (
            <span className="featured-quote-role">
              {role}
              {place ? ` · ${place}` : ""}
            </span>
          ) : null}
        </span>
        {metric ? (
          <span className="featured-quote-metric">
            {metric.value ? <strong className="numeral numeral-sm">{metric.value}</strong> : null}
            {metric.value ? " " : ""}
            {metric.label}
          </span>
        ) : null}
        {study ? (
          <a className="card-footer-link" href={`/case-studies/${study}`}>
            {caseStudyLinkLabel}
            <span className="visually-hidden">: {clients[client].company}</span>
            <Icon name="ArrowRight" size={16} />
          </a>
        ) : null}
      </figcaption>
    </figure>
  );
}

/** Text beside a visual, the visual first on phones; `reverse` puts the visual on the left on wide screens. */
export function Split({
  media,
  children,
  reverse = false,
}: {
  media: ReactNode;
  children: ReactNode;
  reverse?: boolean;
}) {
  return (
    <div className={`split${reverse ? " split-reverse" : ""}`}>
      <div className="split-text">{children}</div>
      <div className="split-media">{media}</div>
    </div>
  );
}
