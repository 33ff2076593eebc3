/**
 * The render slots: at most MAX_CONCURRENT_RENDERS renders at a time, MAX_QUEUED_RENDERS waiting; a request
 * that finds the queue full is told so at once (the renderer answers it 503).
 */

/** Renders run at most this many at a time; the next ones queue (renders are CPU bound: 2 cores here). */
export const MAX_CONCURRENT_RENDERS = 8;
/**
 * A queue longer than this answers 503 (Retry-After) at once rather than pile up memory and latency: with
 * renders of 10-50 ms, 32 waiting is a few rounds of the slots, and a flood is refused instead of queued.
 */
export const MAX_QUEUED_RENDERS = 32;

export type RenderSlots = {
  /** Resolves true once a slot is this caller's, false at once when the queue is full. */
  take(): Promise<boolean>;
  /** Gives a taken slot back. */
  release(): void;
  /** Requests waiting for a slot. */
  readonly queued: number;
};

export function createRenderSlots(max = MAX_CONCURRENT_RENDERS, maxQueued = MAX_QUEUED_RENDERS): RenderSlots {
  // Renders in progress and waiting for a slot.
  let running = 0;
  const queue: Array<() => void> = [];

  async function take(): Promise<boolean> {
    if (running < max) {
      running++;
      return true;
    }
    if (queue.length >= maxQueued) return false;
    // the slot is handed over by release(), still counted in `running`
    await new Promise<void>((resolve) => queue.push(resolve));
    return true;
  }
  /**
   * A finished render's slot goes to the next in the queue after the event loop has had a turn
   * (setImmediate: sockets, timers, cached answers), so queued renders never run back to back.
   */
  function release() {
    const next = queue.shift();
    if (next) setImmediate(next);
    else running--;
  }

  return {
    take,
    release,
    get queued() {
      return queue.length;
    },
  };
}
