/**
 * One delivery attempt to the form-submission service: a multipart POST through undici's fetch and
 * FormData (the undici package, WordPress's client too: one HTTP client for the server's outbound calls),
 * a timeout over the whole exchange, success only on the JSON success flag. The stored record's id goes
 * along (form field and Idempotency-Key header) so the service can drop a message it already has when a
 * crash made us send it twice. Nothing here logs or returns the visitor's name, e-mail, phone or message.
 */
import { fetch, FormData, type Response } from "undici";
import { attributionFields, type LeadAttribution } from "../../shared/attribution";
import type { ContactValues } from "../../shared/contact";

export type RelayMessage = {
  subject: string;
  fromName: string;
  fields: Record<string, string>;
  /** where the lead came from (server/attribution.ts), sent as extra fields; absent with GPC */
  attribution?: LeadAttribution | undefined;
};
export type RelayResult =
  { ok: true } | { ok: false; reason: string; upstreamStatus?: number; code?: string; hint?: string };
export type Relay = { send(message: RelayMessage, id: string): Promise<RelayResult> };

export const RELAY_TIMEOUT_MS = 10_000;
const MAX_RESPONSE_BYTES = 64 * 1024;
const FREE_PLAN_HINT =
  "the form service refused a server-side call (its free plan does not allow them; safelist this server's IP on a paid plan, or set CONTACT_DELIVERY=direct)";

export function contactMessage(values: ContactValues, siteName: string): RelayMessage {
  return {
    subject: `New enquiry from the ${siteName} website`,
    fromName: `${siteName} website`,
    fields: { ...values },
  };
}

export function serviceRelay(options: { url: string; accessKey: string; timeoutMs?: number }): Relay {
  const timeout = options.timeoutMs ?? RELAY_TIMEOUT_MS;
  return {
    async send(message, id) {
      const form = new FormData();
      form.set("access_key", options.accessKey);
      form.set("subject", message.subject);
      form.set("from_name", message.fromName);
      for (const [name, value] of Object.entries(message.fields)) form.set(name, value);
      // "Source", "Landing page", utm_* ...: names no form field has, so the visitor's values stay as sent
      for (const [name, value] of Object.entries(attributionFields(message.attribution)))
        if (!(name in message.fields)) form.set(name, value);
      form.set("submission_id", id);
      try {
        const res = await fetch(options.url, {
          method: "POST",
          body: form,
          headers: { accept: "application/json", "idempotency-key": id },
          // a redirect would carry the access key to wherever it points; the service never redirects
          redirect: "manual",
          signal: AbortSignal.timeout(timeout),
        });
        const text = await readCapped(res, MAX_RESPONSE_BYTES);
        let success = false;
        try {
          success = (JSON.parse(text ?? "") as { success?: unknown }).success === true;
        } catch {
          success = false;
        }
        if (res.status >= 200 && res.status < 300 && success) return { ok: true };
        return {
          ok: false,
          reason: "upstream refused",
          upstreamStatus: res.status,
          ...(res.status === 403 ? { hint: FREE_PLAN_HINT } : {}),
        };
      } catch (error) {
        return { ok: false, reason: "upstream unreachable", code: errorCode(error) };
      }
    },
  };
}

/** The body as text, or null when it is larger than a form service's answer ever is. */
async function readCapped(res: Response, max: number): Promise<string | null> {
  if (!res.body) return "";
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** fetch wraps socket errors in `cause`; a timeout is a TimeoutError. Codes only, never a message. */
function errorCode(error: unknown): string {
  const err = error as { name?: unknown; code?: unknown; cause?: { code?: unknown; name?: unknown } };
  // a DOMException's code is a number (23 for a timeout); its name says more
  const named = [err.cause?.code, err.code, err.cause?.name, err.name].find((v) => typeof v === "string");
  return named ?? "Error";
}

/** The one-line summary kept in a record's lastError and logged: status or code, never visitor data. */
export function describeFailure(result: Exclude<RelayResult, { ok: true }>): string {
  if (result.upstreamStatus !== undefined) return `${result.reason} (HTTP ${result.upstreamStatus})`;
  return result.code ? `${result.reason} (${result.code})` : result.reason;
}
