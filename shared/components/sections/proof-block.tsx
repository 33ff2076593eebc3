import { FeaturedQuote, NumeralBand } from "./editorial";
import { ButtonLink } from "../ui/button";
import { figures } from "../../content/facts";
import { caseStudyBySlug } from "../../content/case-studies";
import type { CaseStudySlug } from "../../content/case-study-slugs";
import type { ProofFigure } from "../../content/types";
import { labels } from "../../content/labels";

// the spec's business constants static claims: the agency-wide proof shared by industry and city+service
// pages, named as agency-wide because those pages state their own borough's or industry's figures too
const proof: { key: ProofFigure; value: string; label: string }[] = [
  { key: "rating", value: figures.rating, label: "Average rating, all clients" },
  { key: "clients", value: figures.clients, label: "Businesses served agency-wide" },
  { key: "retention", value: figures.retention, label: "Client retention, agency-wide" },
  { key: "awards", value: figures.awards, label: "Industry awards" },
];

/**
 * The shared block (the spec's screens and routes): the same proof strip and next step wherever a page
 * includes it. With `quote`, that case study's client says it first in their own words; `omit` leaves out the
 * agency figures whose number the page already states for something else (each figure once on a page).
 */
export function ProofBlock({ quote, omit = [] }: { quote?: CaseStudySlug; omit?: ProofFigure[] }) {
  const study = quote ? caseStudyBySlug(quote) : undefined;
  return (
    <div className="proof-block">
      {study ? (
        <FeaturedQuote
          client={study.testimonial.client}
          quote={study.testimonial.quote}
          author={study.testimonial.author}
          role={study.testimonial.position}
          place={study.location}
          caseLink={false}
        />
      ) : null}
      <NumeralBand items={proof.filter((p) => !omit.includes(p.key))} />
      <p className="proof-note">
        {labels.sections.proofNoteBefore}
        {figures.reply}
        {labels.sections.proofNoteAfter}{" "}
        <a className="text-link" href="/case-studies">
          {labels.sections.proofLink}
        </a>
      </p>
      <div className="button-row button-row-center">
        <ButtonLink href="/contact" arrow>
          {labels.consultation}
        </ButtonLink>
      </div>
    </div>
  );
}
