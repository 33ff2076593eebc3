/**
 * Where a contact message goes: the form-submission service (multipart through undici, 10 s timeout,
 * success only on its JSON success flag), or, with no access key configured, a local outbox file so the
 * form works end to end on a fresh machine. Logs never carry the visitor's name, e-mail, phone or message.
 */
import { appendFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { FormData, request, type Dispatcher } from "undici";
import type { ContactValues } from "../../shared/contact";
import type { Logger } from "../logger";

export type RelayMessage = { subject: string; fromName: string; fields: Record<string, string> };
export type RelayResult = { ok: true } | { ok: false; reason: string; upstreamStatus?: number };
export type Relay = { kind: "service" | "outbox"; send(message: RelayMessage): Promise<RelayResult> };

export const RELAY_TIMEOUT_MS = 10_000;
const MAX_RESPONSE_BYTES = 64 * 1024;

export function contactMessage(values: ContactValues, siteName: string): RelayMessage {
  return {
    subject: `New enquiry from the ${siteName} website`,
    fromName: `${siteName} website`,
    fields: { ...values },
  };
}

export function serviceRelay(options: {
  url: string;
  accessKey: string;
  logger: Logger;
  timeoutMs?: number;
  dispatcher?: Dispatcher;
}): Relay {
  const timeout = options.timeoutMs ?? RELAY_TIMEOUT_MS;
  return {
    kind: "service",
    async send(message) {
      const form = new FormData();
      form.set("access_key", options.accessKey);
      form.set("subject", message.subject);
      form.set("from_name", message.fromName);
      for (const [name, value] of Object.entries(message.fields)) form.set(name, value);
      try {
        const res = await request(options.url, {
          method: "POST",
          body: form,
          headers: { accept: "application/json" },
          headersTimeout: timeout,
          bodyTimeout: timeout,
          signal: AbortSignal.timeout(timeout),
          ...(options.dispatcher ? { dispatcher: options.dispatcher } : {}),
        });
        let text = "";
        for await (const chunk of res.body) {
          text += chunk;
          if (text.length > MAX_RESPONSE_BYTES) break;
        }
        let success = false;
        try {
          success = (JSON.parse(text) as { success?: unknown }).success === true;
        } catch {
          success = false;
        }
        if (res.statusCode >= 200 && res.statusCode < 300 && success) return { ok: true };
        const hint =
          res.statusCode === 403
            ? "the form service refused a server-side call (its free plan does not allow them; safelist this server's IP on a paid plan, or set CONTACT_DELIVERY=direct)"
            : undefined;
        options.logger.warn(
          { upstreamStatus: res.statusCode, success, hint },
          "contact relay refused the message",
        );
        return { ok: false, reason: "upstream refused", upstreamStatus: res.statusCode };
      } catch (error) {
        options.logger.warn(
          { err: { message: (error as Error).message, code: (error as { code?: string }).code } },
          "contact relay failed",
        );
        return { ok: false, reason: "upstream unreachable" };
      }
    },
  };
}

/** Appends each message as one JSON line to a file only the server's user can read (mode 0600). */
export function outboxRelay(file: string, now: () => Date = () => new Date()): Relay {
  return {
    kind: "outbox",
    async send(message) {
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const line = JSON.stringify({ receivedAt: now().toISOString(), ...message }) + "\n";
      await appendFile(file, line, { mode: 0o600 });
      return { ok: true };
    },
  };
}
