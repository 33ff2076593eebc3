/**
 * Vitest's `vi.waitFor` gives up after 1 s unless told otherwise, a bound a busy machine passes (a delivery
 * attempt after the answer, a log line written a moment later): here every `vi.waitFor` without its own
 * timeout waits up to 30 s, the suite's test timeout. It returns as soon as its callback passes, so a
 * passing run is as fast as before; a test that waits on purpose for longer still says so.
 */
import { vi } from "vitest";

const PATCHED = Symbol.for("skyline.waitForDefault");
const holder = vi as typeof vi & { [PATCHED]?: true };
if (!holder[PATCHED]) {
  const original = vi.waitFor.bind(vi);
  holder.waitFor = (callback, options) =>
    original(callback, typeof options === "number" ? options : { timeout: 30_000, ...options });
  holder[PATCHED] = true;
}
