/**
 * The SEO checklist tool at /seo-checklist (the spec's screens and routes, "SEO checklist tool", entities,
 * states and transitions), an island: state lives in a device record store (read after hydration, saved on
 * every change); the logic is in shared/tools, this component only wires it to the page.
 */
import { PrinterIcon, ResetIcon } from "../../components/tools/tool-icons";
import { memo, useCallback, useEffect, useMemo, useSyncExternalStore } from "react";
import type { SeoChecklistContent } from "../../content/tools/seo-checklist";
import {
  allItems,
  clearSections,
  completeAll,
  completeSection,
  freshSections,
  percentDone,
  restoreSections,
  sectionsToSave,
  setItem,
  stampNow,
} from "../../components/tools/checklist";
import { createRecordStore, type RecordStore } from "../../components/tools/record-store";
import { parseSeoRecord, SEO_STORAGE_KEY, type SeoMeta, type SeoRecord } from "./record";
import type { ChecklistSection } from "../../content/tools/types";
import { ChecklistCard } from "../../components/tools/checklist-card";
import { DataCard } from "../../components/tools/data-card";
import { FieldInput } from "../../components/tools/field-input";
import { KpiTable, TableScroll } from "../../components/tools/kpi-table";
import { ToolLegend } from "../../components/tools/legend";
import { SavedStatus } from "../../components/tools/saved-status";
import {
  ProgressRibbon,
  ToolBar,
  ToolCard,
  ToolLayout,
  ToolSidebar,
} from "../../components/tools/tool-frame";

type SeoState = { meta: SeoMeta; sections: ChecklistSection[] };

const emptyMeta: SeoMeta = { client: "", contact: "", city: "", startDate: "" };

const fromRecord = (content: SeoChecklistContent, { sections, ...meta }: SeoRecord): SeoState => ({
  meta,
  sections: restoreSections(content.sections, sections),
});
const toRecord = ({ meta, sections }: SeoState): SeoRecord => ({
  ...meta,
  sections: sectionsToSave(sections),
});

let pageStore: RecordStore<SeoState> | undefined;

/** The page's one store, made from the checklist's sections on the first render. */
function storeFor(content: SeoChecklistContent): RecordStore<SeoState> {
  pageStore ??= createRecordStore<SeoState, SeoRecord>({
    key: SEO_STORAGE_KEY,
    defaults: () => ({ meta: emptyMeta, sections: freshSections(content.sections) }),
    parse: parseSeoRecord,
    fromRecord: (record) => fromRecord(content, record),
    toRecord,
  });
  return pageStore;
}

// the spec's validation rules: free text with these placeholders; the date format is not enforced
const metaFields: { id: keyof SeoMeta; label: string; placeholder: string }[] = [
  { id: "client", label: "Client", placeholder: "Business Name" },
  { id: "contact", label: "Contact", placeholder: "Name" },
  { id: "city", label: "City", placeholder: "City" },
  { id: "startDate", label: "Start date", placeholder: "YYYY-MM-DD" },
];

const TAGS = ["Saved to device", "Print friendly"];
const coverFields = metaFields.map((field) => ({ ...field, kind: "text" as const }));

const print = () => window.print();

/** The cover's fields: a keystroke re-renders the field it changed (FieldInput is memoised). */
const CoverFields = memo(function CoverFields({
  meta,
  onChange,
}: {
  meta: SeoMeta;
  onChange: (id: string, value: string) => void;
}) {
  return (
    <div className="field-grid">
      {coverFields.map((field) => (
        <FieldInput key={field.id} field={field} idPrefix="seo" value={meta[field.id]} onChange={onChange} />
      ))}
    </div>
  );
});

/** The KPI and timeline cards: copy and two buttons, rendered once. */
const PlanCards = memo(function PlanCards({
  content,
  onCompleteAll,
}: {
  content: SeoChecklistContent;
  onCompleteAll: () => void;
}) {
  return (
    <>
      <ToolCard id="kpis" title={content.kpis.title} intro={content.kpis.intro}>
        <KpiTable rows={content.kpis.rows} label="KPIs & Goals table" />
      </ToolCard>
      <ToolCard
        id="timeline"
        title={content.timeline.title}
        intro={content.timeline.intro}
        actions={
          <>
            <button type="button" className="btn btn-secondary btn-sm" onClick={print}>
              <PrinterIcon /> Print
            </button>
            <button type="button" className="btn btn-secondary btn-sm" onClick={onCompleteAll}>
              Mark all complete
            </button>
          </>
        }
      >
        <TableScroll label="Timeline table">
          <table className="tool-table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Milestone</th>
              </tr>
            </thead>
            <tbody>
              {content.timeline.rows.map((row) => (
                <tr key={row.range}>
                  <th scope="row">{row.range}</th>
                  <td>{row.milestone}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </ToolCard>
    </>
  );
});

const Legend = memo(ToolLegend);

/** The checklist's copy arrives as the island's props (written into the page as JSON), so it is not bundled
 * into the island's JavaScript. A change re-renders what shows it: the frame (progress, status), the field
 * or the sections it touched. */
export function SeoChecklist({ content }: { content: SeoChecklistContent }) {
  const store = storeFor(content);
  const contents = useMemo(
    () => [
      { id: "cover", label: content.contentsLabels.cover },
      { id: "kpis", label: content.contentsLabels.kpis },
      { id: "timeline", label: content.contentsLabels.timeline },
      ...content.sections.map((s) => ({ id: s.id, label: s.title })),
    ],
    [content],
  );
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  // the stamps' formatter made in an idle moment, not on the first tick (its code stays in this island:
  // the checklist module is shared with the PPC guide, held to its 80 KiB)
  useEffect(() => {
    if (typeof requestIdleCallback !== "function") return;
    const id = requestIdleCallback(() => stampNow(), { timeout: 2_000 });
    return () => cancelIdleCallback(id);
  }, []);
  const { meta, sections } = state;
  const items = allItems(sections);
  const percent = percentDone(items);
  const done = items.filter((item) => item.checked).length;
  // each reads the state as it is when called, so it stays the same function from render to render
  const setSections = useCallback(
    (change: (sections: ChecklistSection[]) => ChecklistSection[]) => {
      const now = store.getSnapshot();
      store.set({ ...now, sections: change(now.sections) });
    },
    [store],
  );
  const setMeta = useCallback(
    (id: string, value: string) => {
      const now = store.getSnapshot();
      store.set({ ...now, meta: { ...now.meta, [id]: value } });
    },
    [store],
  );
  const onToggle = useCallback(
    (sectionId: string, itemId: string, checked: boolean) =>
      setSections((all) => setItem(all, sectionId, itemId, checked, stampNow())),
    [setSections],
  );
  const onComplete = useCallback(
    (sectionId: string) => setSections((all) => completeSection(all, sectionId, stampNow())),
    [setSections],
  );
  const onCompleteAll = useCallback(() => setSections((all) => completeAll(all, stampNow())), [setSections]);
  const data = useMemo(
    () => ({
      record: () => toRecord(store.getSnapshot()),
      onImport: (record: SeoRecord) => store.set(fromRecord(content, record)),
    }),
    [store, content],
  );

  return (
    <div className="tool">
      <ToolBar name={content.toolName} status={<SavedStatus store={store} />}>
        <button type="button" className="btn btn-primary btn-sm" onClick={print}>
          <PrinterIcon /> Export to PDF
        </button>
        {/* the spec's states and transitions: Clear Progress asks nothing */}
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => store.set({ meta: emptyMeta, sections: clearSections(sections) })}
        >
          <ResetIcon /> Clear Progress
        </button>
      </ToolBar>
      <ToolLayout sidebar={<ToolSidebar entries={contents} tags={TAGS} />}>
        <ProgressRibbon
          percent={percent}
          label="Checklist progress"
          text={`${percent}% complete: ${done} of ${items.length} tasks`}
        />
        <ToolCard
          id="cover"
          title={content.cover.title}
          eyebrow={
            <>
              {/* eslint-disable-next-line no-restricted-syntax -- the version stamp, a label like the kit's */}
              {content.cover.note} <span className="tool-version">{`Version ${content.cover.version}`}</span>
            </>
          }
          intro={content.cover.intro}
        >
          <CoverFields meta={meta} onChange={setMeta} />
        </ToolCard>
        <PlanCards content={content} onCompleteAll={onCompleteAll} />
        {sections.map((section) => (
          <ChecklistCard key={section.id} section={section} onToggle={onToggle} onComplete={onComplete} />
        ))}
        <DataCard tool="seo-checklist" record={data.record} parse={parseSeoRecord} onImport={data.onImport} />
        <Legend entries={content.legend} />
      </ToolLayout>
    </div>
  );
}
