/**
 * A lead's attribution on the server (issue 36 item 2): the first touch a contact or newsletter form sends
 * (shared/attribution.ts, client/attribution.ts) is checked against a strict schema with bounded lengths.
 * What fails is dropped with one warn line naming the reason (never the value), and the lead is accepted
 * without it: a lead is never refused for its attribution. A visitor who sends Global Privacy Control
 * (`Sec-GPC: 1`) gets nothing kept: no attribution, no page, in the record or the form service's fields.
 * Each accepted lead writes one `lead` line: where it came from, never who sent it.
 */
import type { Request } from "express";
import { matchRoutes } from "react-router-dom";
import { z } from "zod";
import {
  ATTRIBUTION_FIELD,
  CLICK_KINDS,
  HOST_PATTERN,
  MAX_ATTRIBUTION_CHARS,
  MAX_HOST_CHARS,
  MAX_PAGES,
  MAX_PATH_CHARS,
  MAX_UTM_CHARS,
  MAX_VISIT_MS,
  PAGE_FIELD,
  PATH_PATTERN,
  UTM_KEYS,
  UTM_PATTERN,
  type LeadAttribution,
  type SentAttribution,
} from "../shared/attribution";
import { pages } from "../shared/routes";
import { deviceClass } from "../shared/vitals";
import type { Logger } from "./logger";

export const pathSchema = z.string().min(1).max(MAX_PATH_CHARS).regex(PATH_PATTERN);
export const hostSchema = z.string().min(1).max(MAX_HOST_CHARS).regex(HOST_PATTERN);
export const utmSchema = z.string().min(1).max(MAX_UTM_CHARS).regex(UTM_PATTERN);
const utmShape = Object.fromEntries(UTM_KEYS.map((key) => [key, utmSchema.optional()])) as Record<
  (typeof UTM_KEYS)[number],
  z.ZodOptional<typeof utmSchema>
>;

/** The first touch exactly as client/attribution.ts sends it: known keys only, each bounded. */
export const sentAttributionSchema = z.strictObject({
  landing: pathSchema,
  referrer: hostSchema.optional(),
  ...utmShape,
  click: z.enum(CLICK_KINDS).optional(),
  elapsed: z.number().int().min(0).max(MAX_VISIT_MS),
  pages: z.number().int().min(1).max(MAX_PAGES),
}) satisfies z.ZodType<SentAttribution>;

/** A lead's attribution as the outbox record keeps it (read back from disk by server/contact/outbox.ts). */
export const leadAttributionSchema = z.strictObject({
  page: pathSchema.optional(),
  landing: pathSchema.optional(),
  referrer: hostSchema.optional(),
  ...utmShape,
  click: z.enum(CLICK_KINDS).optional(),
  landedAt: z.number().int().min(0).optional(),
  pages: z.number().int().min(1).max(MAX_PAGES).optional(),
  minutes: z.number().int().min(0).optional(),
}) satisfies z.ZodType<LeadAttribution>;

const KNOWN_KEYS = new Set<string>(Object.keys(sentAttributionSchema.shape));

/** Why a value was refused, in words of our own: zod's message may quote a stranger's key name. */
function reasonOf(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "invalid";
  const key = issue.path.find((part): part is string => typeof part === "string" && KNOWN_KEYS.has(part));
  return key ? `${key}: ${issue.code}` : issue.code;
}

/** The route template (the route table's id) a page path belongs to, when one matches. */
const table = pages.map((page) => ({ path: page.path, id: page.id }));
export function templateOf(path: string): string | undefined {
  return matchRoutes(table, path)?.at(-1)?.route.id;
}

export type LeadSource = {
  /** what the outbox record keeps and the form service gets; undefined with GPC */
  attribution: LeadAttribution | undefined;
  /** writes the `lead` line; call once the message is stored */
  logLead(): void;
};

/** The visitor asked for no tracking with Global Privacy Control. */
export const sentGpc = (req: Pick<Request, "get">) => req.get("sec-gpc")?.trim() === "1";

/**
 * Reads a form post's page and attribution fields. Anything that fails the schema is dropped with one warn
 * line (`lead attribution dropped`, with the field and the reason, never the value); the lead goes on.
 */
export function leadSource(
  req: Pick<Request, "get">,
  body: Record<string, unknown>,
  form: "contact" | "newsletter",
  logger: Logger,
  now = Date.now(),
): LeadSource {
  const gpc = sentGpc(req);
  const dropped: string[] = [];
  const rawPage = body[PAGE_FIELD];
  let page: string | undefined;
  if (rawPage !== undefined) {
    const parsed = pathSchema.safeParse(rawPage);
    if (parsed.success) page = parsed.data;
    else dropped.push(`${PAGE_FIELD}: ${parsed.error.issues[0]?.code ?? "invalid"}`);
  }
  const raw = body[ATTRIBUTION_FIELD];
  let sent: SentAttribution | undefined;
  if (raw !== undefined && !gpc) {
    const reason = (() => {
      if (typeof raw !== "string") return "not text";
      if (raw.length > MAX_ATTRIBUTION_CHARS) return "too large";
      let data: unknown;
      try {
        data = JSON.parse(raw);
      } catch {
        return "not JSON";
      }
      const parsed = sentAttributionSchema.safeParse(data);
      if (!parsed.success) return reasonOf(parsed.error);
      sent = parsed.data;
      return null;
    })();
    if (reason) dropped.push(`${ATTRIBUTION_FIELD}: ${reason}`);
  }
  if (dropped.length) logger.warn({ form, dropped }, "lead attribution dropped; the lead is kept without it");

  const template = page ? templateOf(page) : undefined;
  let attribution: LeadAttribution | undefined;
  if (!gpc && (page || sent)) {
    attribution = { ...(page ? { page } : {}) };
    if (sent) {
      const { elapsed, ...touch } = sent;
      Object.assign(attribution, touch, {
        landedAt: now - elapsed,
        minutes: Math.floor(elapsed / 60_000),
      });
    }
  }
  return {
    attribution,
    logLead() {
      const { minutes: _minutes, page: _page, ...fields } = attribution ?? {};
      logger.info(
        {
          form,
          ...(page ? { page } : {}),
          ...(template ? { template } : {}),
          ...(gpc ? {} : fields),
          device: deviceClass(req.get("user-agent") ?? ""),
          ...(gpc ? { gpc: true } : {}),
        },
        "lead",
      );
    },
  };
}
