/**
 * The lead subsystem that createApp (server/app.ts) mounts: the store every accepted message is written to
 * first (outbox.ts), its delivery to the form service (delivery.ts, start.ts), where refused form posts wait
 * (refusal-hold.ts), the readiness answer that says when leads are stuck (readiness.ts), and the router of
 * POST /api/contact and /api/newsletter (router.ts).
 */
import type { Store } from "express-rate-limit";
import type { Config } from "../config";
import type { Logger } from "../logger";
import { createDelivery, type Delivery } from "./delivery";
import { createOutbox, type Outbox } from "./outbox";
import type { LimitName } from "./rate-limit-store";
import { leadReadiness, readinessDetailsFor } from "./readiness";
import { RefusalHold } from "./refusal-hold";
import type { Relay } from "./relay";
import { contactRouter } from "./router";
import type { ContactRouterDeps } from "./router-deps";
import { deliveryFor, unreadableLogger } from "./start";

export type LeadDeps = {
  config: Config;
  logger: Logger;
  /** The lead store; by default the CONTACT_OUTBOX folder. */
  outbox?: Outbox;
  /** Sends stored messages on (null: the store keeps them); by default the form service's immediate attempts. */
  delivery?: Delivery | null;
  /** Tests: deliver through this relay instead of the form service. */
  relay?: Relay;
  /** where the contact and newsletter limits count; express-rate-limit's memory by default */
  rateLimitStores?: Partial<Record<LimitName, Store | undefined>>;
  /** where refused form posts wait; FORM_REFUSAL_HOLD_MS by default */
  refusalHold?: RefusalHold;
};

export function createLeads({
  config,
  logger,
  relay,
  outbox = createOutbox(config.contact.outbox, { onUnreadable: unreadableLogger(logger) }),
  delivery = relay ? createDelivery({ outbox, relay, logger }) : deliveryFor(config, outbox, logger),
  rateLimitStores,
  refusalHold = new RefusalHold(config.contact.refusalHoldMs),
}: LeadDeps) {
  return {
    outbox,
    delivery,
    refusalHold,
    // readiness: checked every 5 s at most; the reason (how many leads wait, for how long) only to loopback
    // or READYZ_DETAILS_FROM
    ready: leadReadiness(outbox, { alertAfterMs: config.contact.alertAfterMs, delivers: !!delivery }),
    toldWhy: readinessDetailsFor(config.contact.readinessDetailsFrom),
    /** The forms' router; `renderForm` renders /contact with the visitor's values (the no-JavaScript path). */
    router: (renderForm: ContactRouterDeps["renderForm"]) =>
      contactRouter({
        outbox,
        delivery,
        siteUrl: config.site.url,
        siteName: config.site.name,
        phone: config.site.phone.display,
        phoneTel: config.site.phone.tel,
        email: config.site.emails.hello,
        logger,
        rateLimits: { contact: config.contact.rateLimit, newsletter: config.contact.newsletterRateLimit },
        rateLimitStores,
        bodyTimeoutMs: config.contact.bodyTimeoutMs,
        hold: refusalHold,
        renderForm,
      }),
  };
}
