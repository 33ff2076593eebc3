/**
 * /readyz's view of the lead store: not ready when a message could not be stored now (the store's folder
 * is not writable: a full disk, permissions, a missing volume) or, where messages are delivered, when one
 * has waited longer than CONTACT_ALERT_AFTER_MINUTES. Checked at most every few seconds (probes of all
 * workers and balancers share one answer); the answer carries a short reason, never a visitor's data.
 */
import type { Outbox } from "./outbox";

export type Readiness =
  { ready: true } | { ready: false; reason: string; code?: string; waiting?: number; oldestMinutes?: number };

export const READINESS_CACHE_MS = 5_000;

export function leadReadiness(
  outbox: Pick<Outbox, "checkWritable" | "waiting">,
  options: { alertAfterMs: number; delivers: boolean; now?: () => number; cacheMs?: number },
): () => Promise<Readiness> {
  const now = options.now ?? Date.now;
  const cacheMs = options.cacheMs ?? READINESS_CACHE_MS;
  let last: { at: number; answer: Promise<Readiness> } | null = null;

  const check = async (): Promise<Readiness> => {
    try {
      await outbox.checkWritable();
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? "Error";
      return { ready: false, reason: "the contact outbox is not writable", code };
    }
    // without an access key messages wait on purpose (they are read from the store), so age is no fault
    if (!options.delivers) return { ready: true };
    try {
      const { count, oldestReceivedAt } = await outbox.waiting();
      const age = oldestReceivedAt === null ? 0 : now() - oldestReceivedAt;
      if (age >= options.alertAfterMs) {
        return {
          ready: false,
          reason: `a contact message has been undelivered for over ${Math.round(options.alertAfterMs / 60_000)} minutes`,
          waiting: count,
          oldestMinutes: Math.floor(age / 60_000),
        };
      }
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? "Error";
      return { ready: false, reason: "the contact outbox cannot be read", code };
    }
    return { ready: true };
  };

  return () => {
    if (!last || now() - last.at >= cacheMs) last = { at: now(), answer: check() };
    return last.answer;
  };
}

/**
 * Whether the caller of /readyz is told why it is not ready (how many messages wait, for how long): only a
 * loopback peer or one of READYZ_DETAILS_FROM, by the connection's own address (never X-Forwarded-For: a
 * probe talks to the process directly). Anyone else gets the status code and `{"status":"unavailable"}`.
 */
export function readinessDetailsFor(allowed: readonly string[]): (peer: string | undefined) => boolean {
  const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "").toLowerCase();
  const set = new Set(allowed.map(plain));
  return (peer) => {
    if (!peer) return false;
    const address = plain(peer);
    return address === "::1" || address.startsWith("127.") || set.has(address);
  };
}
