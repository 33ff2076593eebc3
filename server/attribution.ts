/**
 * A lead's attribution on the server: the first touch a contact or newsletter form sends
 * (shared/attribution.ts, client/attribution.ts) is checked against a strict schema with bounded lengths,
 * and its UTM values against the site's alphabet (cleanUtm). What fails is dropped with one warn line
 * naming the reason (never the value), and the lead is accepted without it: a lead is never refused for
 * its attribution. A visitor who sends Global Privacy Control (`Sec-GPC: 1`) gets nothing kept: no
 * attribution, no page, in the record or the form service's fields. Each accepted lead is counted in the
 * daily totals (server/stats/: on the day of the visit it came from, when there is one) and writes one
 * `lead` line: where it came from, never who sent it, and its landing time only as whole minutes before
 * the lead, so nothing sent to the form service matches a line of the log to the millisecond.
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
  cleanUtm,
  type LeadAttribution,
  type SentAttribution,
} from "../shared/attribution";
import { pages } from "../shared/routes";
import { deviceClass } from "../shared/vitals";
import type { Logger } from "./logger";
import type { Stats } from "./stats";
import { touchOf, type Form, type LeadCredit } from "./stats/record";

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

/** The other things the script says when it has no first touch to send (SentAttribution). */
const markerSchemas = {
  continued: z.strictObject({
    continued: z.literal(true),
    elapsed: z.number().int().min(0).max(MAX_VISIT_MS),
    pages: z.number().int().min(1).max(MAX_PAGES),
  }),
  gpc: z.strictObject({ gpc: z.literal(true) }),
  lost: z.strictObject({ lost: z.literal(true) }),
} satisfies Record<string, z.ZodType<SentAttribution>>;

/** A lead's attribution as the outbox record keeps it (read back from disk by server/contact/outbox.ts). */
export const leadAttributionSchema = z.strictObject({
  page: pathSchema.optional(),
  landing: pathSchema.optional(),
  referrer: hostSchema.optional(),
  ...utmShape,
  continued: z.literal(true).optional(),
  click: z.enum(CLICK_KINDS).optional(),
  landedAt: z.number().int().min(0).optional(),
  pages: z.number().int().min(1).max(MAX_PAGES).optional(),
  minutes: z.number().int().min(0).optional(),
}) satisfies z.ZodType<LeadAttribution>;

const KNOWN_KEYS = new Set<string>([
  ...Object.keys(sentAttributionSchema.shape),
  ...Object.keys(markerSchemas),
]);

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
  /** how the lead is counted: with its visit, with GPC, or apart (server/stats/record.ts) */
  credit: LeadCredit;
  /** counts the lead and writes the `lead` line; call once the message is stored */
  logLead(): void;
};

/** The visitor asked for no tracking with Global Privacy Control. */
export const sentGpc = (req: Pick<Request, "get">) => req.get("sec-gpc")?.trim() === "1";

type Sent =
  | { kind: "touch"; touch: z.output<typeof sentAttributionSchema> }
  | { kind: "continued"; elapsed: number; pages: number }
  | { kind: "gpc" }
  | { kind: "lost" };

/** The attribution field read: what it says, or the reason it is dropped. */
function readSent(raw: unknown): Sent | { reason: string } {
  if (typeof raw !== "string") return { reason: "not text" };
  if (raw.length > MAX_ATTRIBUTION_CHARS) return { reason: "too large" };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { reason: "not JSON" };
  }
  const marker =
    data && typeof data === "object" && !Array.isArray(data)
      ? (Object.keys(markerSchemas) as Array<keyof typeof markerSchemas>).find((key) => key in data)
      : undefined;
  if (marker) {
    const parsed = markerSchemas[marker].safeParse(data);
    if (!parsed.success) return { reason: reasonOf(parsed.error) };
    if (marker === "continued") {
      const { elapsed, pages } = parsed.data as z.output<typeof markerSchemas.continued>;
      return { kind: "continued", elapsed, pages };
    }
    return { kind: marker };
  }
  const parsed = sentAttributionSchema.safeParse(data);
  return parsed.success ? { kind: "touch", touch: parsed.data } : { reason: reasonOf(parsed.error) };
}

/**
 * Reads a form post's page and attribution fields. Anything that fails the schema is dropped with one warn
 * line (`lead attribution dropped`, with the field and the reason, never the value); the lead goes on.
 */
export function leadSource(
  req: Pick<Request, "get"> & { app?: Request["app"]; id?: unknown },
  body: Record<string, unknown>,
  form: Form,
  logger: Logger,
): LeadSource {
  const dropped: string[] = [];
  const rawPage = body[PAGE_FIELD];
  let page: string | undefined;
  if (rawPage !== undefined) {
    const parsed = pathSchema.safeParse(rawPage);
    if (parsed.success) page = parsed.data;
    else dropped.push(`${PAGE_FIELD}: ${parsed.error.issues[0]?.code ?? "invalid"}`);
  }
  const raw = body[ATTRIBUTION_FIELD];
  let sent: Sent | undefined;
  if (raw !== undefined) {
    const read = readSent(raw);
    if ("reason" in read) {
      if (!sentGpc(req)) dropped.push(`${ATTRIBUTION_FIELD}: ${read.reason}`);
    } else sent = read;
  }
  const gpc = sentGpc(req) || sent?.kind === "gpc";
  // the UTM values the site keeps: its alphabet, no e-mail address or phone number, no formula
  const touch = sent?.kind === "touch" && !gpc ? { ...sent.touch } : undefined;
  if (touch)
    for (const key of UTM_KEYS) {
      const value = touch[key];
      if (value === undefined) continue;
      const clean = cleanUtm(value);
      if ("value" in clean) touch[key] = clean.value;
      else {
        delete touch[key];
        dropped.push(`${key}: ${clean.problem}`);
      }
    }
  if (dropped.length) logger.warn({ form, dropped }, "lead attribution dropped; the lead is kept without it");

  const credit: LeadCredit =
    raw === undefined
      ? "no-script"
      : gpc
        ? "gpc"
        : !sent
          ? "unreadable"
          : sent.kind === "touch"
            ? "visit"
            : sent.kind === "continued"
              ? "continued"
              : "lost";
  const template = page ? templateOf(page) : undefined;
  let attribution: LeadAttribution | undefined;
  let elapsed: number | undefined;
  if (!gpc && (page || touch || sent?.kind === "continued")) {
    attribution = { ...(page ? { page } : {}) };
    if (touch) {
      ({ elapsed } = touch);
      const { elapsed: _elapsed, ...kept } = touch;
      Object.assign(attribution, kept, { minutes: Math.floor(touch.elapsed / 60_000) });
    } else if (sent?.kind === "continued") {
      elapsed = sent.elapsed;
      Object.assign(attribution, {
        continued: true,
        pages: sent.pages,
        minutes: Math.floor(sent.elapsed / 60_000),
      });
    }
  }
  const device = deviceClass(req.get("user-agent") ?? "");
  return {
    attribution,
    credit,
    logLead() {
      const { page: _page, ...fields } = attribution ?? {};
      logger.info(
        {
          ...(typeof req.id === "string" ? { id: req.id } : {}),
          form,
          ...(page ? { page } : {}),
          ...(template ? { template } : {}),
          credit,
          ...(gpc ? {} : fields),
          device,
          ...(gpc ? { gpc: true } : {}),
        },
        "lead",
      );
      const stats = req.app?.locals?.stats as Stats | undefined;
      stats?.recordLead({
        form,
        device,
        credit,
        ...(credit === "visit" && touch
          ? {
              landing: touch.landing,
              template: templateOf(touch.landing) ?? "not-found",
              touch: touchOf(touch),
              elapsedMs: elapsed ?? 0,
            }
          : {}),
      });
    },
  };
}
