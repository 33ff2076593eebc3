/** The PPC guide's saved record (the spec's entities, "PPC guide meta") and its parser. */
import type { SavedSection } from "../../components/tools/checklist";
import { isObj, parseSections, pickText, text } from "../../components/tools/records";
import type { ScheduleRow } from "../../content/tools/types";
import { DAYS } from "./schedule";

export const PPC_STORAGE_KEY = "skyline.ppc-guide.v1";

/** the spec's entities, "PPC guide meta" */
export type PpcMeta = {
  client: string;
  market: string;
  timezone: string;
  startDate: string;
  budget: string;
  tagline: string;
  phone: string;
  authorIntro: string;
};
/** Forecast inputs as typed (the spec's business constants: CTR is stored but not used in the formula). */
export type ForecastInputs = { cpc: string; ctr: string; conversion: string };
export type PpcRecord = {
  meta: PpcMeta;
  sections: SavedSection[];
  schedule: ScheduleRow[];
  forecast: ForecastInputs;
};

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

export function parseSchedule(raw: unknown): ScheduleRow[] | null {
  if (!Array.isArray(raw) || raw.length !== DAYS.length) return null;
  const rows: ScheduleRow[] = [];
  for (const [index, row] of raw.entries()) {
    const day = DAYS[index];
    if (!isObj(row) || !day || row.day !== day) return null;
    const { open, close, bidAdj, notes } = row;
    if (!(open === "" || (typeof open === "string" && TIME.test(open)))) return null;
    if (!(close === "" || (typeof close === "string" && TIME.test(close)))) return null;
    if (typeof bidAdj !== "number" || !Number.isInteger(bidAdj) || !text(notes, 300)) return null;
    rows.push({ day, open, close, bidAdj, notes });
  }
  return rows;
}

const PPC_META_KEYS = [
  "client",
  "market",
  "timezone",
  "startDate",
  "budget",
  "tagline",
  "phone",
  "authorIntro",
] as const;

export function parsePpcRecord(raw: unknown): PpcRecord | null {
  if (!isObj(raw) || !isObj(raw.meta) || !isObj(raw.forecast)) return null;
  const meta = pickText(raw.meta, PPC_META_KEYS, 2000);
  const forecast = pickText(raw.forecast, ["cpc", "ctr", "conversion"] as const, 40);
  const sections = parseSections(raw.sections);
  const schedule = parseSchedule(raw.schedule);
  return meta && forecast && sections && schedule ? { meta, sections, schedule, forecast } : null;
}
