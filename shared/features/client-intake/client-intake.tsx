/**
 * The client intake questionnaire at /client-intake (the spec's screens and routes, "Client intake tool",
 * entities, states and transitions), an island. Answers stay in memory only (spec: not persisted), so leaving
 * with answers asks the browser's "leave site?" question. Steps and fields are data
 * (shared/content/tools/client-intake.ts) driving one step component; the logic is in
 * shared/features/client-intake/intake.ts.
 */
import { PrinterIcon, ResetIcon } from "../../components/tools/tool-icons";
import { memo, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ClientIntakeContent } from "../../content/tools/client-intake";
import { fillSite, phoneText, useIslandSite, type IslandSite } from "../../site";
import {
  countAnswered,
  hasAnswers,
  nextStep,
  previousStep,
  summaryDocument,
  summaryFileName,
  summaryGroups,
  type IntakeAnswers,
} from "./intake";
import { FieldInput } from "../../components/tools/field-input";
import { scrollToSettled } from "../../components/tools/scroll-to-settled";
import { printSummary } from "./intake-pdf";
import { IntakeSummary } from "./intake-summary";
import {
  ProgressBar,
  ProgressRibbon,
  ToolBar,
  ToolCard,
  ToolLayout,
  ToolSidebar,
} from "../../components/tools/tool-frame";

/** The step list of the sidebar; `current` is the step shown, -1 on the summary. */
const StepsNav = memo(function StepsNav({
  steps,
  current,
  onGo,
}: {
  steps: ClientIntakeContent["steps"];
  current: number;
  onGo: (view: "wizard", index: number) => void;
}) {
  return (
    <nav aria-labelledby="intake-steps-title" className="intake-steps">
      <p id="intake-steps-title" className="tool-contents-title">
        Steps
      </p>
      <ol>
        {steps.map((s, index) => (
          <li key={s.id}>
            <button
              type="button"
              aria-current={index === current ? "step" : undefined}
              onClick={() => onGo("wizard", index)}
            >
              <span aria-hidden="true">{index + 1}</span> {s.title}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
});

const HelpCard = memo(function HelpCard({
  help,
  site,
}: {
  help: ClientIntakeContent["help"];
  site: IslandSite;
}) {
  return (
    <ToolCard id="help" title={help.title}>
      <ul className="intake-tips">
        {help.tips.map((tip) => (
          <li key={tip}>{fillSite(tip.replaceAll("{phone}", phoneText(site.phone.display)), site)}</li>
        ))}
      </ul>
    </ToolCard>
  );
});

/** The questionnaire's copy arrives as the island's props (written into the page as JSON), so it is not
 * bundled into the island's JavaScript. A keystroke re-renders the counts and the field it changed (fields,
 * steps and help are memoised; the callbacks they get stay the same from render to render). */
export function ClientIntake({ content }: { content: ClientIntakeContent }) {
  const steps = content.steps;
  const last = steps.length - 1;
  const site = useIslandSite();
  const [answers, setAnswers] = useState<IntakeAnswers>({});
  const [step, setStep] = useState(0);
  const [view, setView] = useState<"wizard" | "summary">("wizard");
  const heading = useRef<HTMLHeadingElement>(null);
  // each Start, Next, Back, step or summary click counts, even one that lands on the step already shown
  const [moves, setMoves] = useState(0);
  const dirty = hasAnswers(answers);
  const groups = useMemo(() => summaryGroups(content.cover, steps, answers), [content, steps, answers]);
  const { answered, total } = countAnswered(groups);
  const current = steps[step] ?? steps[0]!;

  // spec: answers are not saved, so the browser asks before the page is left with answers in it
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  // a move brings the questionnaire's card to the top of the window (below the fixed bars: its
  // scroll-margin) and the focus to its heading (the live region has already announced the step)
  useEffect(() => {
    if (moves === 0) return;
    const target = heading.current;
    if (!target) return;
    target.focus({ preventScroll: true });
    const section = target.closest("section");
    if (!section) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    return scrollToSettled(section, !still);
  }, [moves]);

  // what the live region says after a move (none before the first): the step or the summary reached
  const announcement =
    moves === 0
      ? ""
      : view === "summary"
        ? `${content.summary.title}: ${answered} of ${total} questions answered`
        : `Step ${step + 1} of ${steps.length}: ${current.title}`;

  const go = useCallback((nextView: "wizard" | "summary", nextIndex: number) => {
    setMoves((count) => count + 1);
    setView(nextView);
    setStep(nextIndex);
  }, []);

  const answer = useCallback(
    (id: string, value: string) => setAnswers((prev) => ({ ...prev, [id]: value })),
    [],
  );

  function downloadPdf() {
    const html = summaryDocument({
      title: content.pdf.title,
      client: answers.client_name ?? "",
      generated: new Date().toLocaleString("en-US", { dateStyle: "long", timeStyle: "short" }),
      groups,
      unanswered: content.summary.unanswered,
    });
    printSummary(html, summaryFileName(), content.pdf.failure);
  }

  function clearAll() {
    if (!window.confirm(content.confirmClear)) return;
    setAnswers({});
    go("wizard", 0);
  }

  const contents = useMemo(
    () => [
      { id: "cover", label: content.contentsLabels.cover },
      {
        id: "questionnaire",
        label: view === "summary" ? content.contentsLabels.summary : content.contentsLabels.wizard,
      },
      { id: "help", label: content.contentsLabels.help },
    ],
    [content, view],
  );
  const shown = view === "wizard" ? step : -1;
  const stepsNav = useMemo(() => <StepsNav steps={steps} current={shown} onGo={go} />, [steps, shown, go]);

  return (
    <div className="tool">
      <ToolBar name={content.toolName}>
        <button type="button" className="btn btn-primary btn-sm" onClick={downloadPdf}>
          <PrinterIcon /> Download as PDF
        </button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={clearAll}>
          <ResetIcon /> Clear All
        </button>
      </ToolBar>
      <ToolLayout
        sidebar={
          <ToolSidebar entries={contents} wideOnly>
            {stepsNav}
          </ToolSidebar>
        }
      >
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
        <ToolCard id="cover" title={content.cover.title} intro={content.cover.intro}>
          <div className="field-grid">
            {content.cover.fields.map((field) => (
              <FieldInput
                key={field.id}
                field={field}
                idPrefix="intake"
                value={answers[field.id] ?? ""}
                onChange={answer}
              />
            ))}
          </div>
          <div className="intake-progress">
            <ProgressRibbon
              percent={Math.round((answered / total) * 100)}
              label="Questions answered"
              text={`${answered} of ${total} questions answered`}
            />
            <ProgressBar
              percent={view === "summary" ? 100 : Math.round(((step + 1) / steps.length) * 100)}
              label={view === "summary" ? "Summary reached" : `Step ${step + 1} of ${steps.length}`}
              text={view === "summary" ? "Summary" : `Step ${step + 1} of ${steps.length}`}
            />
          </div>
          <div className="tool-row" data-print="hide">
            <button type="button" className="btn btn-primary btn-sm" onClick={() => go("wizard", 0)}>
              Start Questionnaire
            </button>
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => go("summary", step)}>
              Skip to Summary
            </button>
          </div>
        </ToolCard>
        <section
          id="questionnaire"
          className="card tool-card intake-card"
          aria-labelledby="intake-view-title"
        >
          {view === "wizard" ? (
            <>
              <p className="tool-card-eyebrow">{`Step ${step + 1} of ${steps.length}`}</p>
              <h2 id="intake-view-title" ref={heading} tabIndex={-1}>
                {current.title}
              </h2>
              <p className="tool-card-intro">{current.intro}</p>
              <div className="field-grid">
                {current.fields.map((field) => (
                  <FieldInput
                    key={field.id}
                    field={field}
                    idPrefix="intake"
                    value={answers[field.id] ?? ""}
                    onChange={answer}
                  />
                ))}
              </div>
              <div className="wizard-nav" data-print="hide">
                {step > 0 ? (
                  <button
                    type="button"
                    className="btn btn-secondary"
                    onClick={() => go("wizard", previousStep(step))}
                  >
                    Back
                  </button>
                ) : null}
                {step < last ? (
                  <button
                    type="button"
                    className="btn btn-primary"
                    onClick={() => go("wizard", nextStep(step, steps.length))}
                  >
                    Next
                  </button>
                ) : (
                  <button type="button" className="btn btn-primary" onClick={() => go("summary", step)}>
                    Generate Summary
                  </button>
                )}
              </div>
            </>
          ) : (
            <IntakeSummary
              summary={content.summary}
              headingRef={heading}
              groups={groups}
              answered={answered}
              total={total}
              onEdit={() => go("wizard", step)}
              onDownload={downloadPdf}
            />
          )}
        </section>
        <HelpCard help={content.help} site={site} />
      </ToolLayout>
    </div>
  );
}
