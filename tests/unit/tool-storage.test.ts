import { expect, test, vi } from "vitest";
import { createRecordStore, SAVE_DELAY_MS } from "../../shared/components/tools/record-store";
import { parsePpcRecord, type PpcRecord } from "../../shared/features/ppc-guide/record";
import { parseSeoRecord, type SeoRecord } from "../../shared/features/seo-checklist/record";
import { businessHours } from "../../shared/features/ppc-guide/schedule";
import {
  LOAD_ERROR,
  loadRecord,
  removeRecord,
  saveRecord,
  type KeyValueStore,
} from "../../shared/components/tools/storage";
import { exportText, readImport } from "../../shared/components/tools/transfer";

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const blocked: KeyValueStore = {
  getItem: () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  },
  removeItem: () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  },
};

const seo: SeoRecord = {
  client: "Harbor Dental",
  contact: "Dana Ortiz",
  city: "Queens",
  startDate: "2026-12-01",
  sections: [
    { id: "discovery", items: [{ id: "discovery-kickoff", checked: true, timestamp: "Dec 1, 2026" }] },
  ],
};

const ppc: PpcRecord = {
  meta: {
    client: "Ridgeline Roofing",
    market: "Brooklyn",
    timezone: "America/New_York",
    startDate: "2026-12-01",
    budget: "5000",
    tagline: "",
    phone: "(555) 010-0142",
    authorIntro: "",
  },
  sections: [],
  schedule: businessHours(),
  forecast: { cpc: "12", ctr: "6", conversion: "12" },
};

test("a saved record round-trips through storage", () => {
  const store = memoryStore();
  expect(saveRecord(store, "k", seo)).toBe(true);
  expect(loadRecord(store, "k", parseSeoRecord)).toEqual(seo);
  expect(removeRecord(store, "k")).toBe(true);
  expect(loadRecord(store, "k", parseSeoRecord)).toBeNull();
});

test("nothing saved yet is not an error", () => {
  const log = vi.fn();
  expect(loadRecord(memoryStore(), "k", parseSeoRecord, log)).toBeNull();
  expect(log).not.toHaveBeenCalled();
});

test("corrupt JSON is logged as 'Error loading saved data' and the defaults are used", () => {
  const log = vi.fn();
  expect(loadRecord(memoryStore({ k: "{not json" }), "k", parseSeoRecord, log)).toBeNull();
  expect(log).toHaveBeenCalledWith(LOAD_ERROR, expect.any(SyntaxError));
  expect(LOAD_ERROR).toBe("Error loading saved data");
});

test("a record of the wrong shape is logged and ignored", () => {
  const log = vi.fn();
  const wrong = [
    "[]",
    "null",
    '"text"',
    JSON.stringify({ ...seo, client: 42 }),
    JSON.stringify({ ...seo, sections: "all" }),
    JSON.stringify({ ...seo, sections: [{ id: "a", items: [{ id: "x", checked: "yes", timestamp: "" }] }] }),
  ];
  for (const text of wrong) expect(loadRecord(memoryStore({ k: text }), "k", parseSeoRecord, log)).toBeNull();
  expect(log).toHaveBeenCalledTimes(wrong.length);
});

test("blocked or full storage never throws: reads log and fall back, writes report false", () => {
  const log = vi.fn();
  expect(loadRecord(blocked, "k", parseSeoRecord, log)).toBeNull();
  expect(log).toHaveBeenCalledWith(LOAD_ERROR, expect.any(DOMException));
  expect(saveRecord(blocked, "k", seo)).toBe(false);
  expect(removeRecord(blocked, "k")).toBe(false);
  expect(saveRecord(null, "k", seo)).toBe(false);
  expect(loadRecord(null, "k", parseSeoRecord)).toBeNull();
});

test("the PPC record keeps meta, schedule and forecast inputs, and refuses a bad schedule", () => {
  expect(parsePpcRecord(JSON.parse(JSON.stringify(ppc)))).toEqual(ppc);
  const badTime = { ...ppc, schedule: ppc.schedule.map((r, i) => (i === 0 ? { ...r, open: "25:00" } : r)) };
  expect(parsePpcRecord(badTime)).toBeNull();
  expect(parsePpcRecord({ ...ppc, schedule: ppc.schedule.slice(1) })).toBeNull();
  const floatBid = { ...ppc, schedule: ppc.schedule.map((r) => ({ ...r, bidAdj: 1.5 })) };
  expect(parsePpcRecord(floatBid)).toBeNull();
});

test("an export imports back into the same tool", () => {
  const result = readImport(exportText("ppc-guide", ppc), "ppc-guide", parsePpcRecord);
  expect(result).toEqual({ ok: true, data: ppc });
});

test("an import from the other tool, a non-JSON file or a damaged record is refused with a message", () => {
  const other = readImport(exportText("seo-checklist", seo), "ppc-guide", parsePpcRecord);
  expect(other).toEqual({
    ok: false,
    message: "That file holds an SEO checklist, not a PPC guide. Nothing was changed.",
  });
  expect(readImport("<html>", "seo-checklist", parseSeoRecord)).toMatchObject({
    ok: false,
    message: expect.stringContaining("not JSON") as string,
  });
  const damaged = exportText("seo-checklist", { ...seo, sections: [{ id: "a" }] });
  expect(readImport(damaged, "seo-checklist", parseSeoRecord)).toMatchObject({ ok: false });
  expect(readImport('{"version":2}', "seo-checklist", parseSeoRecord)).toMatchObject({ ok: false });
});

test("a hostile import cannot smuggle extra keys or huge values", () => {
  const hostile = JSON.stringify({
    tool: "seo-checklist",
    version: 1,
    data: { ...seo, __proto__: { polluted: true }, extra: "<script>alert(1)</script>" },
  }).replace('"extra"', '"__proto__":{"polluted":true},"extra"');
  const result = readImport(hostile, "seo-checklist", parseSeoRecord);
  expect(result.ok).toBe(true);
  if (result.ok) {
    expect(Object.keys(result.data).sort()).toEqual(["city", "client", "contact", "sections", "startDate"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }
  const huge = exportText("seo-checklist", { ...seo, client: "x".repeat(300_000) });
  expect(readImport(huge, "seo-checklist", parseSeoRecord)).toMatchObject({
    ok: false,
    message: expect.stringContaining("too large") as string,
  });
  const long = exportText("seo-checklist", { ...seo, client: "x".repeat(5_000) });
  expect(readImport(long, "seo-checklist", parseSeoRecord)).toMatchObject({ ok: false });
});

test("the record store renders defaults on the server, reads the device after hydration, saves every change after the input", () => {
  const store = memoryStore({ k: JSON.stringify({ n: 5 }) });
  vi.useFakeTimers();
  const parse = (raw: unknown) =>
    typeof raw === "object" && raw !== null && typeof (raw as { n?: unknown }).n === "number"
      ? (raw as { n: number })
      : null;
  const tool = createRecordStore({
    key: "k",
    defaults: () => ({ n: 0 }),
    parse,
    fromRecord: (r) => r,
    toRecord: (s) => s,
    storage: () => store,
  });
  expect(tool.getServerSnapshot()).toEqual({ n: 0 });
  expect(tool.getSnapshot()).toEqual({ n: 5 });
  expect(tool.getSnapshot()).toBe(tool.getSnapshot()); // stable between renders
  const heard = vi.fn();
  tool.subscribe(heard);
  tool.set({ n: 6 });
  tool.set({ n: 7 });
  // the screen has the change at once; storage gets one write once the burst is over
  expect(tool.getSnapshot()).toEqual({ n: 7 });
  expect(store.data.get("k")).toBe('{"n":5}');
  expect(tool.saved()).toBe(null);
  vi.advanceTimersByTime(SAVE_DELAY_MS - 1);
  expect(store.data.get("k")).toBe('{"n":5}');
  vi.advanceTimersByTime(1);
  expect(store.data.get("k")).toBe('{"n":7}');
  expect(tool.saved()).toBe(true);
  expect(heard).toHaveBeenCalledTimes(3); // two changes, then "saved" (the status line shows it)
  tool.set({ n: 8 });
  tool.flush(); // what the page's pagehide does
  expect(store.data.get("k")).toBe('{"n":8}');
  tool.set({ n: 9 });
  tool.reset();
  expect(vi.getTimerCount()).toBe(0);
  expect(store.data.has("k")).toBe(false);
  expect(tool.getSnapshot()).toEqual({ n: 0 });
  expect(heard).toHaveBeenCalledTimes(6);
  vi.useRealTimers();
});

test("the record store keeps working in memory when storage is blocked", () => {
  const log = vi.fn();
  const tool = createRecordStore({
    key: "k",
    defaults: () => ({ n: 0 }),
    parse: () => null,
    fromRecord: (r: { n: number }) => r,
    toRecord: (s) => s,
    storage: () => blocked,
    log,
  });
  expect(tool.getSnapshot()).toEqual({ n: 0 });
  expect(log).toHaveBeenCalledWith(LOAD_ERROR, expect.any(DOMException));
  tool.set({ n: 2 });
  tool.flush();
  expect(tool.getSnapshot()).toEqual({ n: 2 });
  expect(tool.saved()).toBe(false);
});
