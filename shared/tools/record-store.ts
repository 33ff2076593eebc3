/**
 * A tool's state kept in device storage, shaped for React's useSyncExternalStore: the server and the
 * hydration pass render the defaults (getServerSnapshot), and the browser then reads the saved record
 * (getSnapshot), so storage is read after hydration and never during the server render (spec 001 §4).
 * Every change is written at once; a write that fails (storage full or blocked) keeps the change in memory
 * for this visit and reports `saved: false` so the tool can say so.
 */
import { deviceStorage, loadRecord, removeRecord, saveRecord, type KeyValueStore } from "./storage";

export type RecordStore<S> = {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => S;
  getServerSnapshot: () => S;
  /** replace the state and save it */
  set: (next: S) => void;
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
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

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
      lastWrite = saveRecord(storage(), key, toRecord(next));
      emit();
    },
    reset() {
      state = defaults();
      removeRecord(storage(), key);
      lastWrite = null;
      emit();
    },
    saved: () => lastWrite,
  };
}
