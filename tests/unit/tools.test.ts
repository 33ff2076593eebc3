import { expect, test } from "vitest";
import {
  clearSections,
  completeAll,
  completeSection,
  filledSegments,
  freshSections,
  percentDone,
  restoreSections,
  sectionsToSave,
  setItem,
  stampNow,
} from "../../shared/components/tools/checklist";
import { forecast, formatForecast, parseNumber } from "../../shared/features/ppc-guide/forecast";
import { buildNegatives, NEGATIVES_EMPTY, NEGATIVES_NONE } from "../../shared/features/ppc-guide/negatives";
import { allDay, businessHours, parseBid, updateRow } from "../../shared/features/ppc-guide/schedule";
import { activeSection } from "../../shared/components/tools/toc";
import type { ChecklistSectionDef } from "../../shared/content/tools/types";

const defs: ChecklistSectionDef[] = [
  {
    id: "a",
    title: "A",
    timeRange: "Day 0-1",
    badgeType: "green",
    summary: "",
    items: [1, 2, 3].map((n) => ({ id: `a${n}`, label: `A${n}` })),
  },
  {
    id: "b",
    title: "B",
    timeRange: "Day 1-2",
    badgeType: "teal",
    summary: "",
    items: [{ id: "b1", label: "B1" }],
  },
];

test("checking an item records the time and unchecking clears it", () => {
  const checked = setItem(freshSections(defs), "a", "a2", true, "Nov 22, 2026, 9:15 AM");
  expect(checked[0]?.items[1]).toMatchObject({ checked: true, timestamp: "Nov 22, 2026, 9:15 AM" });
  expect(checked[0]?.items[0]).toMatchObject({ checked: false, timestamp: "" });
  const unchecked = setItem(checked, "a", "a2", false, "later");
  expect(unchecked[0]?.items[1]).toMatchObject({ checked: false, timestamp: "" });
});

test("mark section complete stamps every item of that section only, with one timestamp", () => {
  const done = completeSection(freshSections(defs), "a", "T1");
  expect(done[0]?.items.every((i) => i.checked && i.timestamp === "T1")).toBe(true);
  expect(done[1]?.items[0]?.checked).toBe(false);
});

test("mark all complete checks every section and clear progress unchecks everything", () => {
  const all = completeAll(freshSections(defs), "T2");
  expect(all.flatMap((s) => s.items).every((i) => i.checked && i.timestamp === "T2")).toBe(true);
  const cleared = clearSections(all);
  expect(cleared.flatMap((s) => s.items).some((i) => i.checked || i.timestamp)).toBe(false);
});

test("progress is the rounded percent of checked items", () => {
  const items = (checked: number, total: number) =>
    Array.from({ length: total }, (_, i) => ({ checked: i < checked }));
  expect(percentDone(items(1, 3))).toBe(33);
  expect(percentDone(items(2, 3))).toBe(67);
  expect(percentDone(items(1, 8))).toBe(13); // 12.5 rounds up
  expect(percentDone(items(0, 5))).toBe(0);
  expect(percentDone(items(5, 5))).toBe(100);
  expect(percentDone([])).toBe(0);
});

test("the 14-segment ribbon fills in proportion and never overflows", () => {
  expect(filledSegments(0)).toBe(0);
  expect(filledSegments(50)).toBe(7);
  expect(filledSegments(33)).toBe(5);
  expect(filledSegments(100)).toBe(14);
  expect(filledSegments(250)).toBe(14);
  expect(filledSegments(Number.NaN)).toBe(0);
});

test("a saved record restores state onto today's content and ignores unknown ids", () => {
  const saved = sectionsToSave(setItem(freshSections(defs), "b", "b1", true, "T3"));
  saved.push({ id: "gone", items: [{ id: "x", checked: true, timestamp: "T" }] });
  const restored = restoreSections(defs, saved);
  expect(restored).toHaveLength(2);
  expect(restored[1]?.items[0]).toMatchObject({ label: "B1", checked: true, timestamp: "T3" });
  expect(restored[0]?.items.some((i) => i.checked)).toBe(false);
});

test("forecast: $5,000 at $12 CPC and 12% conversion gives 417 clicks, 50 leads, $100 per lead", () => {
  const result = forecast({ budget: 5000, cpc: 12, conversion: 12 });
  expect(result).toEqual({ clicks: 417, leads: 50, cpl: 100 });
  expect(formatForecast(result)).toEqual({ clicks: "417", leads: "50", cpl: "$100" });
});

test("forecast: projected leads show a decimal only when the estimate is fractional", () => {
  // 413 clicks x 12% = 49.56, to one decimal 49.6
  expect(formatForecast(forecast({ budget: 5000, cpc: 12.1, conversion: 12 })).leads).toBe("49.6");
  // 500 clicks x 10% = 50: a whole count, no ".0"
  expect(formatForecast(forecast({ budget: 5000, cpc: 10, conversion: 10 })).leads).toBe("50");
});

test("forecast: a zero or empty CPC or zero leads shows a dash, never Infinity or NaN", () => {
  expect(formatForecast(forecast({ budget: 5000, cpc: 0, conversion: 12 }))).toEqual({
    clicks: "\u2014",
    leads: "\u2014",
    cpl: "\u2014",
  });
  expect(formatForecast(forecast({ budget: 5000, cpc: parseNumber(""), conversion: 12 })).cpl).toBe("\u2014");
  expect(formatForecast(forecast({ budget: 5000, cpc: 12, conversion: 0 }))).toEqual({
    clicks: "417",
    leads: "0",
    cpl: "\u2014",
  });
  expect(formatForecast(forecast({ budget: 0, cpc: 12, conversion: 12 }))).toEqual({
    clicks: "0",
    leads: "0",
    cpl: "\u2014",
  });
  const text = JSON.stringify(formatForecast(forecast({ budget: 1e9, cpc: 1e-9, conversion: 1e9 })));
  expect(text).not.toMatch(/Infinity|NaN/);
});

test("numbers parse with a fallback of 0 and tolerate currency signs", () => {
  expect(parseNumber("12.5")).toBe(12.5);
  expect(parseNumber("$5,000")).toBe(5000);
  expect(parseNumber("12%")).toBe(12);
  expect(parseNumber("")).toBe(0);
  expect(parseNumber("abc")).toBe(0);
});

test("bid adjustments parse as integers, fall back to 0 and stay in Google's range", () => {
  expect(parseBid("10")).toBe(10);
  expect(parseBid("+15")).toBe(15);
  expect(parseBid("-20")).toBe(-20);
  expect(parseBid("12.7")).toBe(12);
  expect(parseBid("")).toBe(0);
  expect(parseBid("abc")).toBe(0);
  expect(parseBid("-500")).toBe(-90);
  expect(parseBid("5000")).toBe(900);
});

test("Fill business hours sets weekdays 08:00-18:00 +0, Saturday 09:00-17:00 +10, Sunday 10:00-16:00 +15", () => {
  const rows = businessHours();
  expect(rows.map((r) => r.day)).toEqual([
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
  ]);
  for (const row of rows.slice(0, 5)) expect(row).toMatchObject({ open: "08:00", close: "18:00", bidAdj: 0 });
  expect(rows[5]).toMatchObject({ open: "09:00", close: "17:00", bidAdj: 10 });
  expect(rows[6]).toMatchObject({ open: "10:00", close: "16:00", bidAdj: 15 });
});

test("Fill 24/7 sets every day 00:00-23:59 with no adjustment and the 24/7 note", () => {
  for (const row of allDay())
    expect(row).toMatchObject({ open: "00:00", close: "23:59", bidAdj: 0, notes: "24/7 coverage" });
});

test("editing a schedule cell changes that day only and parses the bid", () => {
  const rows = updateRow(businessHours(), "Tuesday", "bidAdj", "x");
  expect(rows[1]?.bidAdj).toBe(0);
  expect(updateRow(rows, "Tuesday", "bidAdj", "25")[1]?.bidAdj).toBe(25);
  expect(updateRow(rows, "Friday", "notes", "Storm week")[4]?.notes).toBe("Storm week");
  expect(updateRow(rows, "Friday", "notes", "Storm week")[3]?.notes).toBe(rows[3]?.notes);
});

test("negative builder: empty or whitespace input asks for search terms", () => {
  expect(buildNegatives("")).toEqual({ kind: "empty", message: NEGATIVES_EMPTY });
  expect(buildNegatives("  \n\t ")).toEqual({ kind: "empty", message: NEGATIVES_EMPTY });
  expect(NEGATIVES_EMPTY).toBe("Please paste search terms first.");
});

test("negative builder: terms that match no theme say so", () => {
  expect(buildNegatives("roof repair brooklyn\nemergency roofer near me")).toEqual({
    kind: "none",
    message: NEGATIVES_NONE,
  });
  expect(NEGATIVES_NONE).toBe("No negative keyword suggestions found for these terms.");
});

test("negative builder: 'free' only when the term is not a free estimate", () => {
  expect(buildNegatives("free roof estimate")).toMatchObject({ kind: "ok", suggestions: ["free"] });
  expect(buildNegatives("free estimate roof repair")).toMatchObject({ kind: "none" });
  expect(buildNegatives("Free Estimate roofer\nfree shingles")).toMatchObject({ suggestions: ["free"] });
  expect(buildNegatives("freedom roofing")).toMatchObject({ kind: "none" });
});

test("negative builder: suggestions across themes are unique, sorted, one per line", () => {
  const result = buildNegatives(
    "roofing jobs queens\ncheap roof repair\ndiy roof patch\nstate farm roof claim\nroofing jobs bronx\nused shingles",
  );
  expect(result).toEqual({
    kind: "ok",
    suggestions: ["cheap", "diy", "jobs", "state farm", "used"],
    text: "cheap\ndiy\njobs\nstate farm\nused",
  });
});

test("the contents highlight follows the section crossing the 40-45% band", () => {
  const boxes = [
    { id: "cover", top: -500, bottom: 100 },
    { id: "kpis", top: 120, bottom: 600 },
    { id: "timeline", top: 620, bottom: 1400 },
  ];
  expect(activeSection(boxes, 1000)).toBe("kpis");
  const scrolled = boxes.map((b) => ({ ...b, top: b.top - 300, bottom: b.bottom - 300 }));
  expect(activeSection(scrolled, 1000)).toBe("timeline");
  // a gap in the band keeps the last section that started above it
  expect(
    activeSection(
      [
        { id: "a", top: 0, bottom: 390 },
        { id: "b", top: 460, bottom: 900 },
      ],
      1000,
    ),
  ).toBe("a");
  expect(activeSection([{ id: "a", top: 800, bottom: 900 }], 1000)).toBe("a");
  expect(activeSection([], 1000)).toBeNull();
});

test("setItem leaves the input untouched (state is replaced, not mutated)", () => {
  const before = freshSections(defs);
  const snapshot = JSON.stringify(before);
  setItem(before, "a", "a1", true, "T");
  completeAll(before, "T");
  expect(JSON.stringify(before)).toBe(snapshot);
});

test("a checked item's stamp reads as the browser's own medium date and short time", () => {
  const when = new Date(2026, 11, 7, 14, 5);
  expect(stampNow(when)).toBe(when.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }));
  expect(stampNow(when)).toMatch(/2026/);
});
