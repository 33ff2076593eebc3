/**
 * Counts per client address within a fixed window, in this process's memory (each worker of a cluster
 * counts its own): how many refused no-JavaScript posts an address has had answered with the full contact
 * page, and how many invalid posts it has sent. Bounded: at most `maxKeys` addresses are held; past that
 * the oldest window is dropped first.
 */
export class AddressCounts {
  private readonly counts = new Map<string, { n: number; resetAt: number }>();

  constructor(
    private readonly windowMs: number,
    private readonly maxKeys = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The address's count in its current window (0 when it has none). */
  get(key: string): number {
    const entry = this.counts.get(key);
    return entry && entry.resetAt > this.now() ? entry.n : 0;
  }

  /** Adds one to the address's count and returns the new count. */
  add(key: string): number {
    const now = this.now();
    let entry = this.counts.get(key);
    if (!entry || entry.resetAt <= now) {
      // a new window goes to the end of the Map, so the Map's order is the order in which windows end
      this.counts.delete(key);
      this.prune(now);
      entry = { n: 0, resetAt: now + this.windowMs };
      this.counts.set(key, entry);
    }
    entry.n++;
    return entry.n;
  }

  private prune(now: number): void {
    for (const [key, entry] of this.counts) {
      if (entry.resetAt > now && this.counts.size < this.maxKeys) break;
      this.counts.delete(key);
    }
  }

  get size(): number {
    return this.counts.size;
  }
}
