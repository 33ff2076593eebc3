import { awardRecord } from "../../content/awards";
import { KeepWords } from "../ui/keep-words";

/**
 * The awards as a dated record (docs/DESIGN.md): one row per award on a hairline, the year it was given
 * (or "Current" for a certification) in the numeral style on the left, then what it is and who gave it.
 */
export function AwardRecord() {
  return (
    <ol className="award-record">
      {awardRecord.map((award) => (
        <li key={award.title} className="award-row">
          <p className={typeof award.when === "number" ? "award-when" : "award-when award-when-current"}>
            {typeof award.when === "number" ? (
              <time dateTime={String(award.when)}>{award.when}</time>
            ) : (
              award.when
            )}
          </p>
          <div>
            <h3>
              <KeepWords>{award.title}</KeepWords>
            </h3>
            <p>{award.by}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
