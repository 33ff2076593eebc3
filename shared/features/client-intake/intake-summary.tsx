import { KeepWords } from "../../components/ui/keep-words";
import type { RefObject } from "react";
import type { ClientIntakeContent } from "../../content/tools/client-intake";
import type { SummaryGroup } from "./intake";

/** The summary view (the spec's screens and routes): every answer grouped by step, unanswered ones marked. */
export function IntakeSummary({
  summary,
  headingRef,
  groups,
  answered,
  total,
  onEdit,
  onDownload,
}: {
  summary: ClientIntakeContent["summary"];
  headingRef: RefObject<HTMLHeadingElement | null>;
  groups: SummaryGroup[];
  answered: number;
  total: number;
  onEdit: () => void;
  onDownload: () => void;
}) {
  return (
    <>
      <p className="tool-card-eyebrow">{`${answered} of ${total} questions answered`}</p>
      <h2 id="intake-view-title" ref={headingRef} tabIndex={-1}>
        {summary.title}
      </h2>
      <p className="tool-card-intro">{summary.intro}</p>
      <div className="intake-summary">
        {groups.map((group) => (
          // a plain group under its heading: a named <section> here would repeat the cover card's landmark
          <div key={group.id} className="summary-group">
            <h3 id={`summary-${group.id}`}>
              <KeepWords>{group.title}</KeepWords>
            </h3>
            <dl>
              {group.rows.map((row) => (
                <div key={row.id}>
                  <dt>{row.label}</dt>
                  <dd className={row.answered ? undefined : "is-empty"}>
                    {row.answered ? row.value : summary.unanswered}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
      <div className="wizard-nav" data-print="hide">
        <button type="button" className="btn btn-secondary" onClick={onEdit}>
          Edit Responses
        </button>
        <button type="button" className="btn btn-primary" onClick={onDownload}>
          Download Complete PDF
        </button>
      </div>
    </>
  );
}
