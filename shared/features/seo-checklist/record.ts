/** The SEO checklist's saved record (the spec's entities, "SEO checklist meta") and its parser. */
import type { SavedSection } from "../../components/tools/checklist";
import { isObj, parseSections, pickText } from "../../components/tools/records";

export const SEO_STORAGE_KEY = "skyline.seo-checklist.v1";

export type SeoMeta = { client: string; contact: string; city: string; startDate: string };
export type SeoRecord = SeoMeta & { sections: SavedSection[] };

const SEO_META_KEYS = ["client", "contact", "city", "startDate"] as const;

export function parseSeoRecord(raw: unknown): SeoRecord | null {
  if (!isObj(raw)) return null;
  const meta = pickText(raw, SEO_META_KEYS, 500);
  const sections = parseSections(raw.sections);
  return meta && sections ? { ...meta, sections } : null;
}
