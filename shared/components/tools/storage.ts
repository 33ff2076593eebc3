/**
 * Device storage for the checklist tools (the spec's states and transitions, "Persistence", error catalogue).
 * Read after hydration, written on every change. A record that cannot be read (bad JSON, wrong shape, storage
 * blocked) is logged as "Error loading saved data" and the tool starts from its defaults; nothing here ever
 * throws, so a full or blocked storage (private windows, quota) cannot break the page.
 */
export type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;
type Log = (message: string, error: unknown) => void;

export const LOAD_ERROR = "Error loading saved data";

/** window.localStorage, or null where the browser blocks it (reading the property itself can throw). */
export function deviceStorage(): KeyValueStore | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The saved record, or null when there is none or it cannot be used (logged). */
export function loadRecord<T>(
  store: KeyValueStore | null,
  key: string,
  parse: (raw: unknown) => T | null,
  log: Log = console.error,
): T | null {
  if (!store) return null;
  try {
    const text = store.getItem(key);
    if (text === null) return null;
    const record = parse(JSON.parse(text));
    if (record === null) throw new TypeError(`Saved data under "${key}" has an unexpected shape`);
    return record;
  } catch (error) {
    log(LOAD_ERROR, error);
    return null;
  }
}

/** true when written; false when storage is missing, full or blocked. */
export function saveRecord(store: KeyValueStore | null, key: string, value: unknown): boolean {
  if (!store) return false;
  try {
    store.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeRecord(store: KeyValueStore | null, key: string): boolean {
  if (!store) return false;
  try {
    store.removeItem(key);
    return true;
  } catch {
    return false;
  }
}
