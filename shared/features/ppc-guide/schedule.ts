/**
 * The PPC ad schedule grid (the spec's entities, "Schedule row", states and transitions "PPC schedule",
 * validation rules bid adjustment).
 */
import type { ScheduleRow } from "../../content/tools/types";

export const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** Google Ads accepts ad-schedule bid adjustments from -90% to +900%. */
export const BID_MIN = -90;
export const BID_MAX = 900;

/**
 * the spec's validation rules: the bid adjustment is parsed as an integer, falling back to 0 (and kept in
 * Google's range)
 */
export function parseBid(value: string | number): number {
  const n = typeof value === "number" ? Math.trunc(value) : Number.parseInt(value.trim(), 10);
  return Number.isFinite(n) ? Math.min(BID_MAX, Math.max(BID_MIN, n)) : 0;
}

/** "+10%", "-20%", "0%" */
export const formatBid = (bid: number) => `${bid > 0 ? "+" : ""}${bid}%`;

/** "Fill business hours": Mon-Fri 08:00-18:00 +0, Sat 09:00-17:00 +10, Sun 10:00-16:00 +15 */
export function businessHours(): ScheduleRow[] {
  return DAYS.map((day) => {
    if (day === "Saturday")
      return { day, open: "09:00", close: "17:00", bidAdj: 10, notes: "Weekend inspections" };
    if (day === "Sunday")
      return { day, open: "10:00", close: "16:00", bidAdj: 15, notes: "Fewer competitors bidding" };
    return { day, open: "08:00", close: "18:00", bidAdj: 0, notes: "Office answers calls live" };
  });
}

/** "Fill 24/7": every day 00:00-23:59, adjustment 0, notes "24/7 coverage" */
export function allDay(): ScheduleRow[] {
  return DAYS.map((day) => ({ day, open: "00:00", close: "23:59", bidAdj: 0, notes: "24/7 coverage" }));
}

export function updateRow(
  rows: ScheduleRow[],
  day: string,
  field: "open" | "close" | "bidAdj" | "notes",
  value: string,
): ScheduleRow[] {
  return rows.map((row) =>
    row.day !== day ? row : { ...row, [field]: field === "bidAdj" ? parseBid(value) : value },
  );
}
