/**
 * A tool's state kept in device storage, shaped for React's useSyncExternalStore: the server and the
 * hydration pass render the defaults (getServerSnapshot), and the browser then reads the saved record
 * (getSnapshot), so storage is read after hydration and never during the server render (the spec's states and
 * transitions). A change reaches the tool's state (and the screen) at once and device storage a moment later:
 * the write (JSON of the whole record, then a synchronous localStorage.setItem) runs SAVE_DELAY_MS after the
 * last change of a burst, off the visitor's input (a keystroke or tick must answer within 100 ms at 4x
 * CPU slowdown), and at once when the page is hidden or left (`pagehide`, `visibilitychange`). A write that
 * fails (storage full or blocked) keeps the change in memory for this visit and reports `saved: false` so
 * the tool can say so; the listeners hear of a write whose outcome differs from the last one.
 */
import { deviceStorage, loadRecord, removeRecord, saveRecord, type KeyValueStore } from "./storage";

export type RecordStore<S> = {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => S;
  getServerSnapshot: () => S;
  /** replace the state; it is saved after SAVE_DELAY_MS without another change, or when the page is left */
  set: (next: S) => void;
  /** write a change still waiting now */
  flush: () => void;
  /** back to the defaults, and the saved record removed */
  reset: () => void;
  /** did the last write reach device storage? null before any write */
  saved: () => boolean | null;
};

type Options<S, R> = {
  key: string;
  defaults: () => S;
  parse: (raw: unknown) => R | null;
  fromRecord: (record: R) => S;
  toRecord: (state: S) => R;
  storage?: () => KeyValueStore | null;
  log?: (message: string, error: unknown) => void;
};

/** The quiet time after a change before it is written: a typed word is one write, not one per key. */
export const SAVE_DELAY_MS = 300;

export function createRecordStore<S, R>({
  key,
  defaults,
  parse,
  fromRecord,
  toRecord,
  storage = deviceStorage,
  log,
}: Options<S, R>): RecordStore<S> {
  const initial = defaults();
  let state: S | undefined;
  let lastWrite: boolean | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dirty = false;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  function flush() {
    clearTimeout(timer);
    if (!dirty) return;
    dirty = false;
    const before = lastWrite;
    lastWrite = saveRecord(storage(), key, toRecord(state as S));
    if (lastWrite !== before) emit();
  }
  // a change still waiting is written before the page goes (a reload, a closed tab, a hidden phone tab)
  // (visibilitychange bubbles from the document to the window)
  if (typeof window !== "undefined")
    for (const type of ["pagehide", "visibilitychange"]) addEventListener(type, flush);

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot() {
      if (state === undefined) {
        const record = loadRecord(storage(), key, parse, log);
        state = record ? fromRecord(record) : initial;
      }
      return state;
    },
    getServerSnapshot: () => initial,
    set(next) {
      state = next;
      dirty = true;
      clearTimeout(timer);
      timer = setTimeout(flush, SAVE_DELAY_MS);
      emit();
    },
    flush,
    reset() {
      clearTimeout(timer);
      dirty = false;
      state = defaults();
      removeRecord(storage(), key);
      lastWrite = null;
      emit();
    },
    saved: () => lastWrite,
  };
}
