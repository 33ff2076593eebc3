import { NumeralBand } from "./editorial";
import { ButtonLink } from "../ui/button";
import { figures } from "../../content/facts";

// spec 000 §9 static claims: the agency-wide proof shared by industry and city+service pages, named as
// agency-wide because those pages state their own borough's or industry's figures too (issue 26 §3)
const proof = [
  { value: figures.rating, label: "Average rating, all clients" },
  { value: figures.clients, label: "Businesses served agency-wide" },
  { value: figures.retention, label: "Client retention, agency-wide" },
  { value: figures.awards, label: "Industry awards" },
];

/** The shared block (spec 001 §2): the same proof strip and next step wherever a page includes it. */
export function ProofBlock() {
  return (
    <div className="proof-block">
      <NumeralBand items={proof} />
      <p className="proof-note">
        No long-term contracts, a reply within {figures.reply} and a named lead for your project.{" "}
        <a className="text-link" href="/case-studies">
          See the results we deliver
        </a>
      </p>
      <div className="button-row button-row-center">
        <ButtonLink href="/contact" arrow>
          Get Free Consultation
        </ButtonLink>
      </div>
    </div>
  );
}
