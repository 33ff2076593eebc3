/**
 * Shapes of the browser tools' content and state (the spec's entities). Content records (labels, ranges,
 * rows) live in shared/content/tools; the state the visitor changes (checked, timestamp, meta) is saved on
 * the device only.
 */

/** the spec's entities, "Checklist section": badge green early, teal middle, purple late */
export type BadgeType = "green" | "teal" | "purple";

export type ChecklistItemDef = {
  id: string;
  label: string;
  /** one line of how-to, shown under the label */ hint?: string;
};
export type ChecklistSectionDef = {
  id: string;
  title: string;
  timeRange: string;
  badgeType: BadgeType;
  /** one sentence under the title: what the section achieves */
  summary: string;
  items: ChecklistItemDef[];
};

/**
 * the spec's entities, "Checklist item": timestamp is locale date-time text set when checked, empty otherwise
 */
export type ChecklistItem = ChecklistItemDef & { checked: boolean; timestamp: string };
export type ChecklistSection = Omit<ChecklistSectionDef, "items"> & { items: ChecklistItem[] };

/** the spec's entities, "KPI row" */
export type KpiRow = {
  kpi: string;
  target: string;
  source: string;
  view: string;
  owner: "Agency" | "Client";
};
/** the spec's entities, "Timeline row" */
export type TimelineRow = { range: string; milestone: string };

/** the spec's entities, "Schedule row": bidAdj is an integer percent */
export type ScheduleRow = { day: string; open: string; close: string; bidAdj: number; notes: string };

/** the spec's entities, "Ad template": the text carries a {city} placeholder */
export type AdTemplateType = "Emergency" | "Repair" | "Replacement" | "Insurance" | "Commercial";
export type AdTemplate = { type: AdTemplateType; headline: string; text: string };

/** the spec's entities, "Intake steps and fields" */
export type IntakeField = {
  id: string;
  label: string;
  placeholder?: string;
  /** help text under the field */
  hint?: string;
  kind: "text" | "textarea" | "email" | "tel" | "date" | "url" | "select";
  options?: string[];
};
export type IntakeStep = { id: string; title: string; intro: string; fields: IntakeField[] };
