import { KeepRanges } from "../ui/keep-words";
/**
 * One checklist section (the spec's entities, states and transitions): badge, title and range, a progress bar
 * of the rounded percent done, the items with the time each was checked, and "Mark section complete".
 * Memoised: a tick re-renders its own section only (the tools keep an untouched section the same object and
 * pass callbacks that stay the same from render to render).
 */
import { memo } from "react";
import { percentDone } from "./checklist";
import type { ChecklistSection } from "../../content/tools/types";
import { ProgressBar, ToolCard } from "./tool-frame";

const phase = { green: "Early", teal: "Middle", purple: "Late" } as const;

export const ChecklistCard = memo(function ChecklistCard({
  section,
  onToggle,
  onComplete,
}: {
  section: ChecklistSection;
  onToggle: (sectionId: string, itemId: string, checked: boolean) => void;
  onComplete: (sectionId: string) => void;
}) {
  const percent = percentDone(section.items);
  return (
    <ToolCard
      id={section.id}
      className="checklist-card"
      title={section.title}
      intro={section.summary}
      eyebrow={
        <span className={`badge badge-${section.badgeType}`}>
          {section.timeRange}
          <span className="visually-hidden">, {phase[section.badgeType].toLowerCase()} phase</span>
        </span>
      }
    >
      <ProgressBar percent={percent} label={`${section.title} progress`} />
      <ul className="checklist">
        {section.items.map((item) => {
          const id = `${section.id}--${item.id}`;
          return (
            <li key={item.id} className={item.checked ? "checklist-item is-done" : "checklist-item"}>
              <input
                type="checkbox"
                id={id}
                checked={item.checked}
                onChange={(event) => onToggle(section.id, item.id, event.target.checked)}
                aria-describedby={item.hint ? `${id}-hint` : undefined}
              />
              <div>
                <label htmlFor={id}>{item.label}</label>
                {item.hint ? (
                  <p id={`${id}-hint`} className="checklist-hint">
                    <KeepRanges>{item.hint}</KeepRanges>
                  </p>
                ) : null}
                {item.checked && item.timestamp ? (
                  <p className="checklist-stamp">Completed {item.timestamp}</p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <div className="tool-card-foot" data-print="hide">
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => onComplete(section.id)}
          disabled={percent === 100}
        >
          Mark section complete
        </button>
      </div>
    </ToolCard>
  );
});
