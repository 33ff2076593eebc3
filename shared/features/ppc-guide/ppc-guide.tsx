/**
 * The PPC ads guide at /ppc-guide (the spec's screens and routes, "PPC ads guide tool", entities, states and
 * transitions), an island. Roofing-focused; sections, meta, schedule and forecast inputs are saved on the
 * device on every change.
 */
import { PrinterIcon, ResetIcon } from "../../components/tools/tool-icons";
import { memo, useCallback, useMemo, useSyncExternalStore, type ComponentType } from "react";
import type { PpcGuideContent } from "../../content/tools/ppc-guide";
import { allItems, completeSection, percentDone, setItem, stampNow } from "../../components/tools/checklist";
import { fillSite, useIslandSite, type IslandSite } from "../../site";
import type { RecordStore } from "../../components/tools/record-store";
import type { PpcMeta } from "./record";
import type { ChecklistSection } from "../../content/tools/types";
import { ChecklistCard } from "../../components/tools/checklist-card";
import { FieldInput } from "../../components/tools/field-input";
import { ppcStoreFor, type PpcState } from "./ppc-state";
import { SavedStatus } from "../../components/tools/saved-status";
import {
  ProgressRibbon,
  ToolBar,
  ToolCard,
  ToolLayout,
  ToolSidebar,
} from "../../components/tools/tool-frame";

// the spec's entities, validation rules: free text with placeholders, except the time zone list, the author's
// note and a phone
const kindOf: Partial<Record<keyof PpcMeta, "select" | "textarea" | "tel">> = {
  timezone: "select",
  authorIntro: "textarea",
  phone: "tel",
};

// the spec's states and transitions
export const CLEAR_ALL_CONFIRM = "Clear all progress? This cannot be undone.";

/** What the later cards get from the guide: its copy and its store, each the same object from render to
 * render (the part is memoised: near-view.tsx). */
export type PpcLaterProps = {
  content: PpcGuideContent;
  store: RecordStore<PpcState>;
};

export type PpcGuideProps = {
  content: PpcGuideContent;
  /** The cards after the checklists (schedule, forecast, ad copy, negatives, export: ppc-later.tsx), as the server renders them in place
   * (shared/components/tools/tool-page.tsx) or as the island loads them near the view (client/islands), which
   * keeps the guide's JavaScript at load inside the tools' 80 KiB budget (docs/decisions/0016-near-view-part.md). */
  later: ComponentType<PpcLaterProps>;
  /** The copy-only cards after the cover (expectations, KPIs: ppc-plan.tsx), in place or near the view, as
   * `later`. */
  plan: ComponentType<{ content: PpcGuideContent }>;
};

const TAGS = ["Local save", "Print ready"];

/** The cover's fields: a keystroke re-renders the field it changed (FieldInput is memoised). */
const CoverFields = memo(function CoverFields({
  content,
  site,
  meta,
  onChange,
}: {
  content: PpcGuideContent;
  site: IslandSite;
  meta: PpcMeta;
  onChange: (id: string, value: string) => void;
}) {
  const fields = useMemo(
    () =>
      content.cover.fields.map((field) => ({
        ...field,
        placeholder: fillSite(field.placeholder, site),
        kind: kindOf[field.id] ?? ("text" as const),
        options: content.timezones,
      })),
    [content, site],
  );
  return (
    <div className="field-grid">
      {fields.map((field) => (
        <FieldInput key={field.id} field={field} idPrefix="ppc" value={meta[field.id]} onChange={onChange} />
      ))}
    </div>
  );
});

/** The guide's copy arrives as the island's props (written into the page as JSON), so it is not bundled
 * into the island's JavaScript. A change re-renders what shows it: the guide's frame (progress, status), the
 * field or the section it touched; the later cards read the store themselves. */
export function PpcGuide({ content, later: Later, plan: Plan }: PpcGuideProps) {
  const site = useIslandSite();
  const store = ppcStoreFor(content);
  const contents = useMemo(
    () => [
      { id: "cover", label: "Cover" },
      { id: "expectations", label: "Expectations" },
      { id: "kpis", label: "Goals & KPIs" },
      ...content.sections.map((s) => ({ id: s.id, label: s.title })),
      { id: "schedule", label: "Ad scheduling" },
      { id: "forecast", label: "Budget calculator" },
      { id: "ad-copy", label: "Ad copy templates" },
      { id: "negative-builder", label: "Negative builder" },
    ],
    [content],
  );

  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  // each reads the state as it is when called, so it stays the same function from render to render
  const setMeta = useCallback(
    (field: string, value: string) => {
      const now = store.getSnapshot();
      store.set({ ...now, meta: { ...now.meta, [field]: value } });
    },
    [store],
  );
  const setSections = useCallback(
    (change: (sections: ChecklistSection[]) => ChecklistSection[]) => {
      const now = store.getSnapshot();
      store.set({ ...now, sections: change(now.sections) });
    },
    [store],
  );
  const onToggle = useCallback(
    (sectionId: string, itemId: string, checked: boolean) =>
      setSections((sections) => setItem(sections, sectionId, itemId, checked, stampNow())),
    [setSections],
  );
  const onComplete = useCallback(
    (sectionId: string) => setSections((sections) => completeSection(sections, sectionId, stampNow())),
    [setSections],
  );
  const items = allItems(state.sections);
  const percent = percentDone(items);
  const done = items.filter((item) => item.checked).length;

  return (
    <div className="tool">
      <ToolBar name={content.toolName} status={<SavedStatus store={store} />}>
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
      <ToolLayout sidebar={<ToolSidebar entries={contents} tags={TAGS} />}>
        <ProgressRibbon
          percent={percent}
          label="Launch checklist progress"
          text={`${percent}% complete: ${done} of ${items.length} tasks`}
        />
        <ToolCard
          id="cover"
          title={content.cover.title}
          eyebrow={content.cover.eyebrow}
          intro={content.cover.intro}
        >
          <CoverFields content={content} site={site} meta={state.meta} onChange={setMeta} />
        </ToolCard>
        <Plan content={content} />
        {state.sections.map((section) => (
          <ChecklistCard key={section.id} section={section} onToggle={onToggle} onComplete={onComplete} />
        ))}
        <Later content={content} store={store} />
      </ToolLayout>
    </div>
  );
}
