/** The PPC guide's state and its device record (spec 001 §3 "PPC guide meta", §4 "Persistence"). */
import { ppcGuide as content } from "../../content/tools/ppc-guide";
import { freshSections, restoreSections, sectionsToSave } from "../../tools/checklist";
import { createRecordStore } from "../../tools/record-store";
import { parsePpcRecord, PPC_STORAGE_KEY, type PpcMeta, type PpcRecord } from "../../tools/records";
import { businessHours } from "../../tools/schedule";
import type { ChecklistSection } from "../../tools/types";

export type PpcState = Omit<PpcRecord, "sections"> & { sections: ChecklistSection[] };

const defaults = (): PpcState => ({
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

export const fromRecord = (record: PpcRecord): PpcState => ({
  ...record,
  sections: restoreSections(content.sections, record.sections),
});
export const toRecord = (state: PpcState): PpcRecord => ({
  ...state,
  sections: sectionsToSave(state.sections),
});

export const ppcStore = createRecordStore<PpcState, PpcRecord>({
  key: PPC_STORAGE_KEY,
  defaults,
  parse: parsePpcRecord,
  fromRecord,
  toRecord,
});

/** The forecast uses the spec's 5000 example until a budget is typed (the field's placeholder). */
export const EXAMPLE_BUDGET = 5000;
