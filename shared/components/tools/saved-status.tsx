/** What the last change did: saved on this device, or kept for this visit only (storage full or blocked). */
export function SavedStatus({ saved }: { saved: boolean | null }) {
  if (saved === null) return null;
  return saved ? (
    <span className="saved-ok">Saved to this device</span>
  ) : (
    <span className="saved-fail">Not saved: this browser blocks storage</span>
  );
}
