/**
 * The PPC guide's cards after its checklists: the ad schedule and the budget forecast (ppc-planning.tsx),
 * the ad copy and the negative builder (ppc-copy.tsx) and "Move to Another Device". The server renders them
 * in place; in the browser this module loads when they come near the view (client/islands/ppc-guide.ts,
 * near-view.tsx), so it is not part of the guide's JavaScript at load.
 */
import { useEffect, useRef, useSyncExternalStore } from "react";
import { DataCard } from "./data-card";
import { AdCopyCard, NegativeBuilderCard } from "./ppc-copy";
import type { PpcLaterProps } from "./ppc-guide";
import { ForecastCard, ScheduleCard } from "./ppc-planning";

/** `data-hydrated` appears once React has taken the cards over (what a test waits on). */
export function PpcLaterCards({ content, store, data }: PpcLaterProps) {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  // set on the element, as client/hydrate.ts marks an island: the server's HTML has no such attribute
  const part = useRef<HTMLDivElement>(null);
  useEffect(() => part.current?.setAttribute("data-hydrated", "true"), []);
  const { meta } = state;
  return (
    <div ref={part} className="tool-part" data-part="later">
      <ScheduleCard
        content={content.schedule}
        rows={state.schedule}
        timezone={meta.timezone}
        onChange={(schedule) => store.set({ ...state, schedule })}
      />
      <ForecastCard
        content={content.forecast}
        budget={meta.budget}
        inputs={state.forecast}
        onBudget={(budget) => store.set({ ...store.getSnapshot(), meta: { ...meta, budget } })}
        onInputs={(forecast) => store.set({ ...store.getSnapshot(), forecast })}
      />
      <AdCopyCard content={content} market={meta.market} />
      <NegativeBuilderCard content={content.negativeBuilder} />
      <DataCard tool="ppc-guide" {...data} />
    </div>
  );
}
