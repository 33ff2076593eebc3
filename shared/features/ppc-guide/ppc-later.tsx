/**
 * The PPC guide's cards after its checklists: the ad schedule and the budget forecast (ppc-planning.tsx),
 * the ad copy and the negative builder (ppc-copy.tsx) and "Move to Another Device". The server renders them
 * in place; in the browser this module loads when they come near the view (client/islands/entries/ppc-guide.ts,
 * near-view.tsx), so it is not part of the guide's JavaScript at load.
 */
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import { parsePpcRecord, type ForecastInputs, type PpcRecord } from "./record";
import type { ScheduleRow } from "../../content/tools/types";
import { DataCard } from "../../components/tools/data-card";
import { AdCopyCard, NegativeBuilderCard } from "./ppc-copy";
import type { PpcLaterProps } from "./ppc-guide";
import { fromRecord, toRecord } from "./ppc-state";
import { ForecastCard, ScheduleCard } from "./ppc-planning";

/** `data-hydrated` appears once React has taken the cards over (what a test waits on). Each card is
 * memoised and gets only what it shows, so a change re-renders the cards that show it (the market typed in
 * the cover: the ad copy). */
export function PpcLaterCards({ content, store }: PpcLaterProps) {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  // set on the element, as client/hydrate.ts marks an island: the server's HTML has no such attribute
  const part = useRef<HTMLDivElement>(null);
  useEffect(() => part.current?.setAttribute("data-hydrated", "true"), []);
  // each reads the state as it is when called, so it stays the same function from render to render
  const onSchedule = useCallback(
    (schedule: ScheduleRow[]) => store.set({ ...store.getSnapshot(), schedule }),
    [store],
  );
  const onBudget = useCallback(
    (budget: string) => {
      const now = store.getSnapshot();
      store.set({ ...now, meta: { ...now.meta, budget } });
    },
    [store],
  );
  const onInputs = useCallback(
    (forecast: ForecastInputs) => store.set({ ...store.getSnapshot(), forecast }),
    [store],
  );
  const data = useMemo(
    () => ({
      record: () => toRecord(store.getSnapshot()),
      onImport: (record: PpcRecord) => store.set(fromRecord(content, record)),
    }),
    [store, content],
  );
  const { meta } = state;
  return (
    <div ref={part} className="tool-part" data-part="later">
      <ScheduleCard
        content={content.schedule}
        rows={state.schedule}
        timezone={meta.timezone}
        onChange={onSchedule}
      />
      <ForecastCard
        content={content.forecast}
        budget={meta.budget}
        inputs={state.forecast}
        onBudget={onBudget}
        onInputs={onInputs}
      />
      <AdCopyCard content={content} market={meta.market} />
      <NegativeBuilderCard content={content.negativeBuilder} />
      <DataCard tool="ppc-guide" record={data.record} parse={parsePpcRecord} onImport={data.onImport} />
    </div>
  );
}
