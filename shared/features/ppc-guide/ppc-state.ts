/**
 * The PPC guide's state and its device record (the spec's entities, "PPC guide meta", states and transitions
 * "Persistence").
 */
import type { PpcGuideContent } from "../../content/tools/ppc-guide";
import { freshSections, restoreSections, sectionsToSave } from "../../components/tools/checklist";
import { createRecordStore, type RecordStore } from "../../components/tools/record-store";
import { parsePpcRecord, PPC_STORAGE_KEY, type PpcMeta, type PpcRecord } from "./record";
import { businessHours } from "./schedule";
import type { ChecklistSection } from "../../content/tools/types";

export type PpcState = Omit<PpcRecord, "sections"> & { sections: ChecklistSection[] };

const defaults = (content: PpcGuideContent): PpcState => ({
  meta: {
    client: "",
    market: "",
    timezone: "America/New_York",
    startDate: "",
    budget: "",
    tagline: "",
    phone: "",
    authorIntro: "",
  } satisfies PpcMeta,
  sections: freshSections(content.sections),
  schedule: businessHours(),
  forecast: {
    cpc: String(content.forecast.defaults.cpc),
    ctr: String(content.forecast.defaults.ctr),
    conversion: String(content.forecast.defaults.conversion),
  },
});

export const fromRecord = (content: PpcGuideContent, record: PpcRecord): PpcState => ({
  ...record,
  sections: restoreSections(content.sections, record.sections),
});
export const toRecord = (state: PpcState): PpcRecord => ({
  ...state,
  sections: sectionsToSave(state.sections),
});

let pageStore: RecordStore<PpcState> | undefined;

/** The page's one store, made from the guide's copy (the island's props) on the first render. */
export function ppcStoreFor(content: PpcGuideContent): RecordStore<PpcState> {
  pageStore ??= createRecordStore<PpcState, PpcRecord>({
    key: PPC_STORAGE_KEY,
    defaults: () => defaults(content),
    parse: parsePpcRecord,
    fromRecord: (record) => fromRecord(content, record),
    toRecord,
  });
  return pageStore;
}

/** The forecast uses the spec's 5000 example until a budget is typed (the field's placeholder). */
export const EXAMPLE_BUDGET = 5000;
