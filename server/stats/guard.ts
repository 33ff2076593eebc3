/**
 * How much one client may add to the counts, so that a stranger's flood neither fills the tables nor
 * pushes real visitors out: per client (an IPv4 address, or an IPv6 /56 like the form's limits) and per
 * process, at most STATS_CLIENT_VISITS visits (MAX_CLIENT_VISITS by default) and ten times as many page
 * views in CLIENT_WINDOW_MS. A person reads far fewer pages than that; an office behind one address
 * shares it. Past it, and past the
 * process's backstop of MAX_VIEWS_PER_SECOND, a beacon is refused (429) and not counted; everything
 * refused is counted by reason and written once a minute in one warn line ("page views refused").
 */
import type { Logger } from "../logger";

export const CLIENT_WINDOW_MS = 10 * 60_000;
export const MAX_CLIENT_VISITS = 30;
export const VIEWS_PER_VISIT = 10;
export const MAX_CLIENT_VIEWS = MAX_CLIENT_VISITS * VIEWS_PER_VISIT;
/** Every client's views in one second, per process: the backstop against a flood from many addresses. */
export const MAX_VIEWS_PER_SECOND = 1_000;
/** Clients remembered in one window; past it, a new client shares one bucket with the other latecomers. */
export const MAX_CLIENTS = 100_000;
export const REFUSALS_LOG_MS = 60_000;

export type Refusal =
  | "not same-origin"
  | "not a view beacon"
  | "not a page of this site"
  | "a Not Found view of a path that was not answered 404"
  | "over the client's share"
  | "over the server's limit";

export class ViewGuard {
  private clients = new Map<string, { views: number; visits: number }>();
  private windowStart: number;
  private second = 0;
  private inSecond = 0;

  private readonly maxViews: number;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxVisits = MAX_CLIENT_VISITS,
  ) {
    this.windowStart = now();
    this.maxViews = maxVisits * VIEWS_PER_VISIT;
  }

  /** Counts the view against its client's share; the reason it is refused, or null. */
  admit(client: string, entry: boolean): Refusal | null {
    const now = this.now();
    if (now - this.windowStart >= CLIENT_WINDOW_MS) {
      this.clients = new Map();
      this.windowStart = now;
    }
    const tick = Math.floor(now / 1000);
    if (tick !== this.second) {
      this.second = tick;
      this.inSecond = 0;
    }
    const key = this.clients.size >= MAX_CLIENTS && !this.clients.has(client) ? "\u0000latecomers" : client;
    let share = this.clients.get(key);
    if (!share) this.clients.set(key, (share = { views: 0, visits: 0 }));
    if (share.views >= this.maxViews || (entry && share.visits >= this.maxVisits))
      return "over the client's share";
    if (this.inSecond >= MAX_VIEWS_PER_SECOND) return "over the server's limit";
    this.inSecond++;
    share.views++;
    if (entry) share.visits++;
    return null;
  }
}

/**
 * Things counted by reason and written once a minute as one warn line (`message`, with the counts under
 * `field`, their total, and how many clients sent them): never an address, never a value.
 */
export class MinuteTally<Reason extends string> {
  private counts = new Map<Reason, number>();
  private clients = new Set<string>();
  private started: number;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly logger: Logger,
    private readonly message: string,
    private readonly field: string,
    private readonly now: () => number = Date.now,
    everyMs = REFUSALS_LOG_MS,
  ) {
    this.started = now();
    this.timer = setInterval(() => this.report(), everyMs);
    this.timer.unref();
  }

  count(reason: Reason, client: string): void {
    this.counts.set(reason, (this.counts.get(reason) ?? 0) + 1);
    if (this.clients.size < 10_000) this.clients.add(client);
  }

  /** Writes the counts since the last line, if any, and starts again. */
  report(): void {
    if (this.counts.size === 0) return;
    const counts = Object.fromEntries(this.counts);
    const total = [...this.counts.values()].reduce((sum, n) => sum + n, 0);
    const clients = this.clients.size;
    const seconds = Math.round((this.now() - this.started) / 1000);
    this.counts = new Map();
    this.clients = new Set();
    this.started = this.now();
    this.logger.warn({ [this.field]: counts, total, clients, seconds }, this.message);
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
