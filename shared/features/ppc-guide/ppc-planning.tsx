/**
 * The PPC guide's planning cards: the ad schedule grid (the spec's states and transitions, "PPC schedule")
 * and the budget and lead forecast (the spec's business constants, "PPC budget forecast"), both wired to the
 * guide's state.
 */
import { memo, useState, type FormEvent } from "react";
import type { PpcGuideContent } from "../../content/tools/ppc-guide";
import { forecast, formatForecast, parseNumber } from "./forecast";
import type { ForecastInputs, PpcMeta } from "./record";
import { allDay, BID_MAX, BID_MIN, businessHours, updateRow } from "./schedule";
import type { ScheduleRow } from "../../content/tools/types";
import { EXAMPLE_BUDGET } from "./ppc-state";
import { TableScroll } from "../../components/tools/kpi-table";
import { ToolCard } from "../../components/tools/tool-frame";

/** Keeps what is typed ("-", "+1") while the row holds the parsed integer. */
function BidInput({ row, onChange }: { row: ScheduleRow; onChange: (value: string) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <input
      type="text"
      inputMode="numeric"
      className="input-narrow"
      aria-label={`${row.day} bid adjustment, percent (${BID_MIN} to +${BID_MAX})`}
      value={draft ?? String(row.bidAdj)}
      onChange={(e) => {
        setDraft(e.target.value);
        onChange(e.target.value);
      }}
      onBlur={() => setDraft(null)}
    />
  );
}

export const ScheduleCard = memo(function ScheduleCard({
  content,
  rows,
  timezone,
  onChange,
}: {
  content: PpcGuideContent["schedule"];
  rows: ScheduleRow[];
  timezone: string;
  onChange: (rows: ScheduleRow[]) => void;
}) {
  const cell = (row: ScheduleRow, field: "open" | "close" | "notes", label: string) => (
    <input
      type={field === "notes" ? "text" : "time"}
      aria-label={`${row.day} ${label}`}
      value={row[field]}
      onChange={(e) => onChange(updateRow(rows, row.day, field, e.target.value))}
    />
  );
  return (
    <ToolCard
      id="schedule"
      title={content.title}
      intro={content.intro}
      actions={
        <>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => onChange(businessHours())}
          >
            Fill business hours
          </button>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => onChange(allDay())}>
            Fill 24/7
          </button>
        </>
      }
    >
      <p className="tool-note">Times are in the account time zone: {timezone}.</p>
      <TableScroll label="Ad schedule table" focusable={false}>
        <table className="tool-table schedule-table">
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Open</th>
              <th scope="col">Close</th>
              <th scope="col">Bid adj. %</th>
              <th scope="col">Notes</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.day}>
                <th scope="row">{row.day}</th>
                <td>{cell(row, "open", "opening time")}</td>
                <td>{cell(row, "close", "closing time")}</td>
                <td>
                  <BidInput
                    row={row}
                    onChange={(value) => onChange(updateRow(rows, row.day, "bidAdj", value))}
                  />
                </td>
                <td>{cell(row, "notes", "notes")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </ToolCard>
  );
});

const forecastFields = [
  { id: "cpc", label: "Average CPC (USD)" },
  { id: "ctr", label: "CTR (%)" },
  { id: "conversion", label: "Conversion rate (%)" },
] as const;

export const ForecastCard = memo(function ForecastCard({
  content,
  budget,
  inputs,
  onBudget,
  onInputs,
}: {
  content: PpcGuideContent["forecast"];
  budget: string;
  inputs: ForecastInputs;
  onBudget: (budget: PpcMeta["budget"]) => void;
  onInputs: (inputs: ForecastInputs) => void;
}) {
  const example = budget.trim() === "";
  const spend = example ? EXAMPLE_BUDGET : parseNumber(budget);
  const result = formatForecast(
    forecast({ budget: spend, cpc: parseNumber(inputs.cpc), conversion: parseNumber(inputs.conversion) }),
  );

  // Recalculate reads the fields as they stand (autofill and pasted values that fired no change event)
  function recalculate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (name: string) => String(form.get(name) ?? "");
    onBudget(read("budget"));
    onInputs({ cpc: read("cpc"), ctr: read("ctr"), conversion: read("conversion") });
  }

  return (
    <ToolCard id="forecast" title={content.title} intro={content.intro}>
      <form className="forecast" onSubmit={recalculate} aria-label="Forecast inputs">
        <div className="field-grid field-grid-4">
          <div className="form-field">
            <label htmlFor="forecast-budget">Monthly budget (USD)</label>
            <input
              id="forecast-budget"
              name="budget"
              type="text"
              inputMode="decimal"
              placeholder={String(EXAMPLE_BUDGET)}
              value={budget}
              onChange={(e) => onBudget(e.target.value)}
            />
          </div>
          {forecastFields.map((field) => (
            <div className="form-field" key={field.id}>
              <label htmlFor={`forecast-${field.id}`}>{field.label}</label>
              <input
                id={`forecast-${field.id}`}
                name={field.id}
                type="text"
                inputMode="decimal"
                value={inputs[field.id]}
                onChange={(e) => onInputs({ ...inputs, [field.id]: e.target.value })}
              />
            </div>
          ))}
        </div>
        <div className="tool-row" data-print="hide">
          <button type="submit" className="btn btn-secondary btn-sm">
            Recalculate
          </button>
          {example ? <p className="tool-note">Using the $5,000 example until you enter a budget.</p> : null}
        </div>
        <dl className="forecast-results" aria-live="polite">
          <div>
            <dt>Projected clicks</dt>
            <dd data-testid="forecast-clicks">{result.clicks}</dd>
          </div>
          <div>
            <dt>Projected leads</dt>
            <dd data-testid="forecast-leads">{result.leads}</dd>
          </div>
          <div>
            <dt>Cost per lead</dt>
            <dd data-testid="forecast-cpl">{result.cpl}</dd>
          </div>
        </dl>
      </form>
      <p className="tool-advice">{content.advice}</p>
      <ul className="guardrails">
        {content.guardrails.map((g) => (
          <li key={g.name} className="guardrail">
            <p className="guardrail-name">{g.name}</p>
            <p className="guardrail-range">
              <GuardrailRange range={g.range} />
            </p>
            <p className="guardrail-fit">{g.fit}</p>
            <p>{g.note}</p>
          </li>
        ))}
      </ul>
    </ToolCard>
  );
});

/** "$5,000-$10,000/month": the amounts in the numeral size, "/month" small and whole on their line's end. */
function GuardrailRange({ range }: { range: string }) {
  const slash = range.lastIndexOf("/");
  if (slash < 0) return range;
  return (
    <>
      {range.slice(0, slash)}
      <span className="guardrail-unit">{range.slice(slash)}</span>
    </>
  );
}
