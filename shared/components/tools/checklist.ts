/**
 * Checklist state changes (the spec's states and transitions, "Checklist item"): pure functions over the
 * sections, so the SEO checklist and the PPC guide share them and the unit tests can pin them down.
 */
import type { ChecklistItem, ChecklistSection, ChecklistSectionDef } from "../../content/tools/types";

/** Sections as first shown: nothing checked, no timestamps. */
export function freshSections(defs: readonly ChecklistSectionDef[]): ChecklistSection[] {
  return defs.map((def) => ({
    ...def,
    items: def.items.map((item) => ({ ...item, checked: false, timestamp: "" })),
  }));
}

/** the spec's states and transitions: checking records the local date-time, unchecking clears it */
export function setItem(
  sections: ChecklistSection[],
  sectionId: string,
  itemId: string,
  checked: boolean,
  stamp: string,
): ChecklistSection[] {
  return sections.map((section) =>
    section.id !== sectionId
      ? section
      : {
          ...section,
          items: section.items.map((item) =>
            item.id === itemId ? { ...item, checked, timestamp: checked ? stamp : "" } : item,
          ),
        },
  );
}

const complete = (items: ChecklistItem[], stamp: string) =>
  items.map((item) => ({ ...item, checked: true, timestamp: stamp }));

/** "Mark section complete": every item of the section, one fresh timestamp */
export function completeSection(sections: ChecklistSection[], sectionId: string, stamp: string) {
  return sections.map((s) => (s.id === sectionId ? { ...s, items: complete(s.items, stamp) } : s));
}

/** SEO "Mark all complete": every section, one fresh timestamp */
export function completeAll(sections: ChecklistSection[], stamp: string): ChecklistSection[] {
  return sections.map((s) => ({ ...s, items: complete(s.items, stamp) }));
}

/** Clear Progress / Clear All: everything unchecked, timestamps gone */
export function clearSections(sections: ChecklistSection[]): ChecklistSection[] {
  return sections.map((s) => ({
    ...s,
    items: s.items.map((item) => ({ ...item, checked: false, timestamp: "" })),
  }));
}

/** Rounded percent of checked items (0 for an empty list). */
export function percentDone(items: readonly { checked: boolean }[]): number {
  if (items.length === 0) return 0;
  return Math.round((items.filter((item) => item.checked).length / items.length) * 100);
}

export const allItems = (sections: readonly ChecklistSection[]) => sections.flatMap((s) => s.items);

/** the spec's business constants: 14 ribbon segments; how many of them a percent fills. */
export const RIBBON_SEGMENTS = 14;
export function filledSegments(percent: number, segments = RIBBON_SEGMENTS): number {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
  return Math.round((clamped / 100) * segments);
}

let stampFormat: Intl.DateTimeFormat | undefined;

/**
 * The local date-time text a checked item shows, from one formatter made on first use. Making one loads
 * the locale's date data: at 4x CPU that was ~60 ms of the first tick (`npm run inp`), so the SEO checklist
 * calls this once when the browser is idle after hydration, before a visitor's first tick.
 */
export const stampNow = (now = new Date()) =>
  (stampFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" })).format(
    now,
  );

/**
 * A saved record's checked state laid over today's content: labels and order come from the records in
 * shared/content (so an edited label shows at once), state from the device; unknown ids are ignored.
 */
export type SavedItem = { id: string; checked: boolean; timestamp: string };
export type SavedSection = { id: string; items: SavedItem[] };

export function restoreSections(
  defs: readonly ChecklistSectionDef[],
  saved: readonly SavedSection[],
): ChecklistSection[] {
  const state = new Map(saved.flatMap((s) => s.items.map((item) => [`${s.id}/${item.id}`, item] as const)));
  return freshSections(defs).map((section) => ({
    ...section,
    items: section.items.map((item) => {
      const hit = state.get(`${section.id}/${item.id}`);
      return hit ? { ...item, checked: hit.checked, timestamp: hit.checked ? hit.timestamp : "" } : item;
    }),
  }));
}

/** What a section contributes to the saved record. */
export function sectionsToSave(sections: readonly ChecklistSection[]): SavedSection[] {
  return sections.map((s) => ({
    id: s.id,
    items: s.items.map(({ id, checked, timestamp }) => ({ id, checked, timestamp })),
  }));
}
