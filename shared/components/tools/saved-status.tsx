import { useSyncExternalStore } from "react";
import type { RecordStore } from "./record-store";

const none = () => null;

/** What the last write did: saved on this device, or kept for this visit only (storage full or blocked).
 * It reads the store itself: a write lands after the change that caused it (record-store.ts), and only this
 * line re-renders then. */
export function SavedStatus({ store }: { store: Pick<RecordStore<unknown>, "subscribe" | "saved"> }) {
  const saved = useSyncExternalStore(store.subscribe, store.saved, none);
  if (saved === null) return null;
  return saved ? (
    <span className="saved-ok">Saved to this device</span>
  ) : (
    <span className="saved-fail">Not saved: this browser blocks storage</span>
  );
}
