/**
 * The handlers of a post that passed the router's checks and limits: POST /api/contact and
 * /api/newsletter validate the form, trap the bots, write the message to the store (outbox.ts) and start its
 * delivery (delivery.ts); the visitor hears "thank you" only once the message is on disk.
 */
import type { Request, Response } from "express";
import { CONTACT_SUCCESS, NEWSLETTER_SUCCESS, checkContact, isEmail } from "../../shared/contact";
import { leadSource } from "../attribution";
import type { OutboxRecord } from "./outbox";
import type { Refusals } from "./refusals";
import { contactMessage, type RelayMessage } from "./relay";
import { wantsJson, type ContactRouterDeps } from "./router-deps";

export function storeFailureMessage(deps: Pick<ContactRouterDeps, "siteName" | "phone" | "email">): string {
  return `Sorry, our website could not take your message just now, so it was not sent. Please call ${deps.siteName} at ${deps.phone} or e-mail ${deps.email}.`;
}

function succeed(req: Request, res: Response) {
  if (wantsJson(req)) res.status(200).json({ success: true, message: CONTACT_SUCCESS });
  // to the form's card, where the thank-you is shown first (not 1,500 px down a phone's screen)
  else res.redirect(303, "/contact?sent=1#contact-form");
}

/** The two forms' handlers, refusing through `refusals` (refusals.ts). */
export function postHandlers(deps: ContactRouterDeps, { invalidStatus, refuse, formBack, fail }: Refusals) {
  /** Writes the message to the store and starts its delivery; false (logged) when the store failed. */
  const keep = async (res: Response, message: RelayMessage, kind: OutboxRecord["kind"]) => {
    let record: OutboxRecord;
    try {
      record = await deps.outbox.store(message, kind);
    } catch (error) {
      const err = error as NodeJS.ErrnoException;
      deps.logger.error(
        { kind, outbox: deps.outbox.dir, err: { code: err.code ?? null, syscall: err.syscall ?? null } },
        "contact message could not be stored; the visitor was asked to call or e-mail",
      );
      return false;
    }
    res.locals.accepted = true;
    deps.logger.info(
      { kind, id: record.id, delivery: deps.delivery ? "service" : "kept" },
      "contact message stored",
    );
    deps.delivery?.deliver(record.id);
    return true;
  };

  const contact = async (req: Request, res: Response) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const raw = Object.values(body).filter((v): v is string => typeof v === "string");
    if (raw.some((value) => value.includes("\uFFFD"))) {
      return fail(
        req,
        res,
        400,
        "The form contains characters that could not be read. Please check and try again.",
      );
    }
    // the spec's entities: a hidden checkbox people never tick; bots that do get a success answer and nothing
    // is sent
    if (body.botcheck) {
      deps.logger.info("contact spam trap ticked; nothing stored");
      res.locals.accepted = true;
      return succeed(req, res);
    }
    const check = checkContact(body);
    if (!check.ok) {
      const first = Object.values(check.errors)[0] ?? "Please check the form.";
      const status = invalidStatus(req, res);
      return refuse(req, res, () => {
        if (wantsJson(req)) {
          res.status(status).json({ success: false, message: first, errors: check.errors });
          return;
        }
        return formBack(req, res, status, {
          values: check.values,
          error: first,
          fieldErrors: check.errors,
        });
      });
    }
    // where the lead came from (server/attribution.ts): dropped, never refused, when it fails its schema
    const source = leadSource(req, body, "contact", deps.logger);
    const message = { ...contactMessage(check.values, deps.siteName), attribution: source.attribution };
    if (!(await keep(res, message, "contact"))) {
      return fail(req, res, 503, storeFailureMessage(deps), check.values);
    }
    source.logLead();
    return succeed(req, res);
  };

  // the spec's validation rules newsletter box: an e-mail through the same store and delivery, subject
  // "Newsletter subscription"
  const newsletter = async (req: Request, res: Response) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const email = typeof body.email === "string" ? body.email.trim() : "";
    const answer = (status: number, ok: boolean, message: string) => {
      if (wantsJson(req)) res.status(status).json({ success: ok, message });
      else res.redirect(303, `/blog?newsletter=${ok ? "subscribed" : "failed"}#newsletter`);
    };
    if (body.botcheck) {
      res.locals.accepted = true;
      return answer(200, true, NEWSLETTER_SUCCESS);
    }
    // the same e-mail rule as the contact form and the browser's type=email
    if (!isEmail(email) || email.length > 254) {
      const status = invalidStatus(req, res);
      return refuse(req, res, () => answer(status, false, "Enter a valid email address."));
    }
    const source = leadSource(req, body, "newsletter", deps.logger);
    const message = {
      subject: "Newsletter subscription",
      fromName: `${deps.siteName} website`,
      fields: { email },
      attribution: source.attribution,
    };
    if (!(await keep(res, message, "newsletter"))) return answer(503, false, storeFailureMessage(deps));
    source.logLead();
    return answer(200, true, NEWSLETTER_SUCCESS);
  };

  return { contact, newsletter };
}
