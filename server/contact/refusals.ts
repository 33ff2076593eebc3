/**
 * How POST /api/contact and /api/newsletter refuse a post: the per-address counts of refusals and invalid
 * posts, the hold (refusal-hold.ts) and the answer itself (JSON, the contact page again, or a small static
 * page).
 */
import type { Request, Response } from "express";
import type { ContactFormState, ContactValues } from "../../shared/contact";
import { PAGE_FIELD } from "../../shared/attribution";
import { pathSchema } from "../attribution";
import { clientKey, clientTag } from "../client-address";
import { sendError } from "../errors";
import { AddressCounts } from "./address-counts";
import { sendFormPage } from "./form-page";
import { DEFAULT_LIMIT } from "./limits";
import { RefusalHold } from "./refusal-hold";
import { wantsJson, type ContactRouterDeps } from "./router-deps";

const STATUS_TITLES: Record<number, string> = {
  400: "Form not readable",
  408: "Form not received",
  413: "Message too long",
  415: "Form not readable",
  429: "Too many messages",
};

/**
 * Per address and contact-limit window: the first RENDERED refused no-JavaScript posts get the contact page
 * again (a render); later ones the small static form (form-page.ts) with the same values. Past INVALID
 * invalid or unreadable posts, a post that fails the form's checks is answered 429 (with Retry-After and
 * its field errors) instead of 400, and the address is logged once, by a keyed hash; a post that passes
 * them is never refused for its neighbours' junk, only by the accepted-message limit (decisions 0018,
 * 0029). Every refusal (400, 415, 429, JSON or not) past the address's first RENDERED in the window is held
 * (refusal-hold.ts, decision 0027); a 503 (our store failed) and the body guard's 408 and 413
 * (Connection: close) never are.
 */
export const DEFAULT_REFUSALS = { rendered: 2, invalid: 10 };

export type Refusals = ReturnType<typeof refusals>;

export function refusals(deps: ContactRouterDeps) {
  const phone = { display: deps.phone, tel: deps.phoneTel ?? deps.phone.replace(/[^\d+]/g, "") };
  const limits = deps.refusals ?? DEFAULT_REFUSALS;
  const window = deps.rateLimits?.contact?.windowMs ?? DEFAULT_LIMIT.windowMs;
  /** refused no-JavaScript posts answered with a render, and invalid posts, per address (req.ip) */
  const rendered = new AddressCounts(window);
  const invalid = new AddressCounts(window);
  /** every refusal per address (400, 415, 429): past `limits.rendered` they are held */
  const refused = new AddressCounts(window);
  const hold = deps.hold ?? new RefusalHold(0);
  // an IPv6 client is its /56, as express-rate-limit counts it: one home or office network, whose
  // addresses a stranger could otherwise take one after another
  const addressOf = (req: Request) => clientKey(req.ip);

  /**
   * Counts an invalid or unreadable post from the address; true once the address is past its
   * `limits.invalid` for the window (said once per address and window at warn, by a keyed hash).
   */
  const pastInvalid = (req: Request): boolean => {
    const key = addressOf(req);
    const count = invalid.add(key);
    if (count === limits.invalid + 1) {
      deps.logger.warn(
        {
          client: clientTag(key),
          invalidPosts: limits.invalid,
          windowMinutes: Math.round(window / 60_000),
        },
        "form posts that fail their checks from one address (or IPv6 /56) are answered 429 until its window ends; its valid posts are still accepted",
      );
    }
    return count > limits.invalid;
  };
  /** A refusal for an invalid form: 400, or 429 with Retry-After once the address is past its invalid posts. */
  const invalidStatus = (req: Request, res: Response) => {
    if (!pastInvalid(req)) return 400;
    res.set("Retry-After", String(Math.ceil(window / 1000)));
    return 429;
  };

  /** Sends a refusal: at once for the address's first ones in the window, else after the hold. */
  const refuse = (req: Request, res: Response, send: () => void | Promise<void>): Promise<void> =>
    refused.add(addressOf(req)) <= limits.rendered ? Promise.resolve().then(send) : hold.answer(res, send);

  /**
   * The contact form back with what the visitor typed: the contact page (a render through the queue) for an
   * address's first refusals in the window, the small static form after that.
   */
  const formBack = (req: Request, res: Response, status: number, form: ContactFormState) => {
    // the post's page field goes back with the form, so the next send is credited to the same page
    const page = pathSchema.safeParse((req.body as Record<string, unknown> | undefined)?.[PAGE_FIELD]);
    const state = page.success ? { ...form, page: page.data } : form;
    if (rendered.add(addressOf(req)) <= limits.rendered) return deps.renderForm(req, res, status, state);
    sendFormPage(res, status, state, {
      title:
        status === 400 || state.fieldErrors
          ? "Please check the form"
          : status === 429
            ? "Too many messages"
            : "Not sent",
      contact: { phone, email: deps.email },
    });
    return Promise.resolve();
  };

  /**
   * An answer that refuses the post. JSON with JavaScript; without it, the contact page again with what the
   * visitor typed when there is something to give back (through the render queue), else a small static
   * page: a stranger's malformed posts never cost a render.
   */
  const fail = async (
    req: Request,
    res: Response,
    status: number,
    message: string,
    values?: Partial<ContactValues>,
  ) => {
    // a body refused while it was still arriving (bodyGuard) has had its answer
    if (res.headersSent) return;
    if (status === 400 || status === 413 || status === 415) pastInvalid(req);
    const send = async () => {
      if (wantsJson(req)) {
        res.status(status).json({ success: false, message });
        return;
      }
      if (values && Object.values(values).some(Boolean)) {
        await formBack(req, res, status, { values, error: message });
        return;
      }
      // (req.path is relative to the mount point in the router's error handler)
      const newsletter = req.originalUrl.split("?")[0] === "/api/newsletter";
      const title =
        newsletter && status === 429 ? "Too many sign-ups" : (STATUS_TITLES[status] ?? "Not sent");
      sendError(res, status, title, message, {
        contact: { phone, email: deps.email },
        back: newsletter
          ? { href: "/blog#newsletter", label: "Back to the blog" }
          : { href: "/contact#contact-form", label: "Back to the contact form" },
      });
    };
    // our own failure (503) and the body guard's answers (408, 413: the connection closes) are never held
    if (status === 503 || status === 408 || status === 413) return send();
    return refuse(req, res, send);
  };

  return { phone, invalidStatus, refuse, formBack, fail };
}
