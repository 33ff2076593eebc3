/**
 * The PPC ads guide at /ppc-guide (spec 001 §2 "PPC ads guide tool", §3, §4), an island. Roofing-focused;
 * sections, meta, schedule and forecast inputs are saved on the device on every change.
 */
import { KeepWords } from "../ui/keep-words";
import { PrinterIcon, ResetIcon } from "./tool-icons";
import { useMemo, useSyncExternalStore, type ComponentType } from "react";
import type { PpcGuideContent } from "../../content/tools/ppc-guide";
import { allItems, completeSection, percentDone, setItem, stampNow } from "../../tools/checklist";
import { fillSite, useIslandSite } from "../../site";
import type { RecordStore } from "../../tools/record-store";
import { parsePpcRecord, type PpcMeta, type PpcRecord } from "../../tools/records";
import type { ChecklistSection } from "../../tools/types";
import { ChecklistCard } from "./checklist-card";
import { FieldInput } from "./field-input";
import { KpiTable } from "./kpi-table";
import { fromRecord, ppcStoreFor, toRecord, type PpcState } from "./ppc-state";
import { SavedStatus } from "./saved-status";
import { ProgressRibbon, ToolBar, ToolCard, ToolLayout, ToolSidebar } from "./tool-frame";

// spec 001 §3, §5: free text with placeholders, except the time zone list, the author's note and a phone
const kindOf: Partial<Record<keyof PpcMeta, "select" | "textarea" | "tel">> = {
  timezone: "select",
  authorIntro: "textarea",
  phone: "tel",
};

// spec 001 §4
export const CLEAR_ALL_CONFIRM = "Clear all progress? This cannot be undone.";

/** What the later cards get from the guide: its copy, its store and the export/import wiring, each the same
 * object from render to render (the part is memoised: near-view.tsx). */
export type PpcLaterProps = {
  content: PpcGuideContent;
  store: RecordStore<PpcState>;
  data: {
    record: () => PpcRecord;
    parse: (raw: unknown) => PpcRecord | null;
    onImport: (record: PpcRecord) => void;
  };
};

export type PpcGuideProps = {
  content: PpcGuideContent;
  /** The cards after the checklists (schedule, forecast, ad copy, negatives, export: ppc-later.tsx), as the server renders them in place
   * (shared/pages/tools/tool-pages.tsx) or as the island loads them near the view (client/islands), which
   * keeps the guide's JavaScript at load inside issue 27's 80 KiB (docs/decisions/0016-near-view-part.md). */
  later: ComponentType<PpcLaterProps>;
};

/** The guide's copy arrives as the island's props (written into the page as JSON), so it is not bundled
 * into the island's JavaScript. */
export function PpcGuide({ content, later: Later }: PpcGuideProps) {
  const site = useIslandSite();
  const store = ppcStoreFor(content);
  const contents = [
    { id: "cover", label: "Cover" },
    { id: "expectations", label: "Expectations" },
    { id: "kpis", label: "Goals & KPIs" },
    ...content.sections.map((s) => ({ id: s.id, label: s.title })),
    { id: "schedule", label: "Ad scheduling" },
    { id: "forecast", label: "Budget calculator" },
    { id: "ad-copy", label: "Ad copy templates" },
    { id: "negative-builder", label: "Negative builder" },
  ];

  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  const data = useMemo(
    () => ({
      record: () => toRecord(store.getSnapshot()),
      parse: parsePpcRecord,
      onImport: (record: PpcRecord) => store.set(fromRecord(content, record)),
    }),
    [store, content],
  );
  const { meta } = state;
  const items = allItems(state.sections);
  const percent = percentDone(items);
  const done = items.filter((item) => item.checked).length;
  const setMeta = (field: keyof PpcMeta, value: string) =>
    store.set({ ...state, meta: { ...meta, [field]: value } });
  const setSections = (sections: ChecklistSection[]) => store.set({ ...state, sections });

  return (
    <div className="tool">
      <ToolBar name={content.toolName} status={<SavedStatus saved={store.saved()} />}>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => window.print()}>
          <PrinterIcon /> Save as PDF
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => {
            if (window.confirm(CLEAR_ALL_CONFIRM)) store.reset();
          }}
        >
          <ResetIcon /> Clear All
        </button>
      </ToolBar>
      <ToolLayout sidebar={<ToolSidebar entries={contents} tags={["Local save", "Print ready"]} />}>
        <ProgressRibbon
          percent={percent}
          label="Launch checklist progress"
          text={`${percent}% complete: ${done} of ${items.length} tasks`}
        />
        <ToolCard
          id="cover"
          title={content.cover.title}
          eyebrow="Roofing Google Ads"
          intro={content.cover.intro}
        >
          <div className="field-grid">
            {content.cover.fields.map((field) => (
              <FieldInput
                key={field.id}
                field={{
                  ...field,
                  placeholder: fillSite(field.placeholder, site),
                  kind: kindOf[field.id] ?? "text",
                  options: content.timezones,
                }}
                idPrefix="ppc"
                value={meta[field.id]}
                onChange={(id, value) => setMeta(id as keyof PpcMeta, value)}
              />
            ))}
          </div>
        </ToolCard>
        <ToolCard id="expectations" title={content.expectations.title} intro={content.expectations.intro}>
          <ol className="phases">
            {content.expectations.phases.map((phase) => (
              <li key={phase.period}>
                <p className="phase-period">{phase.period}</p>
                <h3>
                  <KeepWords>{phase.title}</KeepWords>
                </h3>
                <p>{phase.body}</p>
              </li>
            ))}
          </ol>
        </ToolCard>
        <ToolCard id="kpis" title={content.kpis.title} intro={content.kpis.intro}>
          <KpiTable rows={content.kpis.rows} label="KPI measurement plan table" />
        </ToolCard>
        {state.sections.map((section) => (
          <ChecklistCard
            key={section.id}
            section={section}
            onToggle={(itemId, checked) =>
              setSections(setItem(state.sections, section.id, itemId, checked, stampNow()))
            }
            onComplete={() => setSections(completeSection(state.sections, section.id, stampNow()))}
          />
        ))}
        <Later content={content} store={store} data={data} />
      </ToolLayout>
    </div>
  );
}
