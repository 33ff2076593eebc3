/**
 * What the tools' saved records share, and its validation. One parser per record (each tool's record.ts)
 * serves both the device storage (a record from an older version or another script) and "Import data" (a
 * file from anywhere): it builds a fresh object from known fields only, so an unexpected or hostile value is
 * refused, never merged.
 */
import type { SavedItem, SavedSection } from "./checklist";

export type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
export const text = (v: unknown, max: number): v is string => typeof v === "string" && v.length <= max;

export function pickText<K extends string>(
  raw: Obj,
  keys: readonly K[],
  max: number,
): Record<K, string> | null {
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
