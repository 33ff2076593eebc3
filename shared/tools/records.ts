/**
 * The tools' saved records and their validation. One parser per record serves both the device storage
 * (a record from an older version or another script) and "Import data" (a file from anywhere): it builds
 * a fresh object from known fields only, so an unexpected or hostile value is refused, never merged.
 */
import type { SavedItem, SavedSection } from "./checklist";
import { DAYS } from "./schedule";
import type { ScheduleRow } from "./types";

export const SEO_STORAGE_KEY = "skyline.seo-checklist.v1";
export const PPC_STORAGE_KEY = "skyline.ppc-guide.v1";

/** spec 001 §3 "SEO checklist meta" and its saved record */
export type SeoMeta = { client: string; contact: string; city: string; startDate: string };
export type SeoRecord = SeoMeta & { sections: SavedSection[] };

/** spec 001 §3 "PPC guide meta" */
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
/** Forecast inputs as typed (spec 001 §9: CTR is stored but not used in the formula). */
export type ForecastInputs = { cpc: string; ctr: string; conversion: string };
export type PpcRecord = {
  meta: PpcMeta;
  sections: SavedSection[];
  schedule: ScheduleRow[];
  forecast: ForecastInputs;
};

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const text = (v: unknown, max: number): v is string => typeof v === "string" && v.length <= max;

function pickText<K extends string>(raw: Obj, keys: readonly K[], max: number): Record<K, string> | null {
  const out = {} as Record<K, string>;
  for (const key of keys) {
    const value = raw[key];
    if (!text(value, max)) return null;
    out[key] = value;
  }
  return out;
}

function parseItem(raw: unknown): SavedItem | null {
  if (!isObj(raw) || !text(raw.id, 120) || typeof raw.checked !== "boolean" || !text(raw.timestamp, 120))
    return null;
  return { id: raw.id, checked: raw.checked, timestamp: raw.timestamp };
}

export function parseSections(raw: unknown): SavedSection[] | null {
  if (!Array.isArray(raw) || raw.length > 50) return null;
  const sections: SavedSection[] = [];
  for (const section of raw) {
    if (!isObj(section) || !text(section.id, 120) || !Array.isArray(section.items)) return null;
    if (section.items.length > 100) return null;
    const items = section.items.map(parseItem);
    if (items.some((item) => item === null)) return null;
    sections.push({ id: section.id, items: items as SavedItem[] });
  }
  return sections;
}

const SEO_META_KEYS = ["client", "contact", "city", "startDate"] as const;

export function parseSeoRecord(raw: unknown): SeoRecord | null {
  if (!isObj(raw)) return null;
  const meta = pickText(raw, SEO_META_KEYS, 500);
  const sections = parseSections(raw.sections);
  return meta && sections ? { ...meta, sections } : null;
}

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
