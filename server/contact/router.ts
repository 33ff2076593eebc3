/**
 * POST /api/contact, /api/newsletter (spec 000 §4, §5, §7, §8): same-origin check, body limits, each its
 * own rate limit, the shared validation, the spam trap, then the durable store: the visitor hears "thank
 * you" only once the message is on disk, and delivery to the form service happens afterwards
 * (server/contact/delivery.ts), so an outage of the service loses nothing. If even the store fails, an
 * honest 503 with the phone and e-mail. Browsers with JavaScript get JSON. A plain form post gets a 303 to
 * /contact?sent=1#contact-form, or the contact page again with the typed values and the error (a refused
 * field, the limit reached, the store failing), rendered through the render queue; an answer with nothing
 * typed to give back (a body too large or unreadable, a wrong content type) is a small static page.
 * No-store always.
 */
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import { rateLimit, type RateLimitInfo, type Store } from "express-rate-limit";
import multer from "multer";
import {
  CONTACT_SUCCESS,
  NEWSLETTER_SUCCESS,
  checkContact,
  isEmail,
  type ContactFormState,
  type ContactValues,
} from "../../shared/contact";
import { PAGE_FIELD } from "../../shared/attribution";
import { leadSource, pathSchema } from "../attribution";
import { clientKey, clientTag } from "../client-address";
import { sendError } from "../errors";
import type { Logger } from "../logger";
import { AddressCounts } from "./address-counts";
import { sendFormPage } from "./form-page";
import { bodyGuard, describeBodyError, sameOrigin } from "./request-checks";
import type { Delivery } from "./delivery";
import type { Outbox, OutboxRecord } from "./outbox";
import type { LimitName } from "./rate-limit-store";
import { RefusalHold } from "./refusal-hold";
import { contactMessage, type RelayMessage } from "./relay";

export type ContactRouterDeps = {
  outbox: Pick<Outbox, "store" | "dir">;
  /** null without CONTACT_ACCESS_KEY: the store keeps the messages and nothing is sent */
  delivery: Pick<Delivery, "deliver"> | null;
  siteUrl: string;
  siteName: string;
  /** told to the visitor when even the store fails or the limit is reached */
  phone: string;
  /** the phone's tel: link (default: its digits) */
  phoneTel?: string;
  email: string;
  logger: Logger;
  /** accepted contact messages and newsletter sign-ups per address and window, counted apart */
  rateLimits?: Partial<Record<LimitName, { windowMs: number; limit: number }>>;
  /** where each limit's counts live (server/contact/rate-limit-store.ts); express-rate-limit's memory by default */
  rateLimitStores?: Partial<Record<LimitName, Store | undefined>>;
  /** renders /contact with the visitor's values and the error (the no-JavaScript path) */
  renderForm: (req: Request, res: Response, status: number, state: ContactFormState) => Promise<void>;
  /** a form post's body must have arrived this long after its headers (FORM_BODY_TIMEOUT_MS) */
  bodyTimeoutMs?: number;
  /** refused no-JavaScript posts answered with the full page, and invalid posts, per address and window */
  refusals?: { rendered: number; invalid: number };
  /** where refusals past an address's first `refusals.rendered` in the window wait (refusal-hold.ts); none by default */
  hold?: RefusalHold;
};

const LIMITS = {
  fields: 12,
  fieldSize: 10 * 1024,
  fieldNameSize: 100,
  parts: 12,
  files: 0,
  headerPairs: 100,
};

const STATUS_TITLES: Record<number, string> = {
  400: "Form not readable",
  408: "Form not received",
  413: "Message too long",
  415: "Form not readable",
  429: "Too many messages",
};

const errorFields = (error: unknown) =>
  error instanceof Error ? { name: error.name, message: error.message } : { message: String(error) };

const wantsJson = (req: Request) => (req.get("accept") ?? "").includes("application/json");

export function storeFailureMessage(deps: Pick<ContactRouterDeps, "siteName" | "phone" | "email">): string {
  return `Sorry, our website could not take your message just now, so it was not sent. Please call ${deps.siteName} at ${deps.phone} or e-mail ${deps.email}.`;
}

/** express-rate-limit's count for this request (set by the limiter before its handler runs) */
const limitInfo = (req: Request) => (req as Request & { rateLimit?: RateLimitInfo }).rateLimit;

/** "in about 7 minutes" until a limit's window ends (at least a minute). */
export function waitText(resetTime: Date | undefined, now = Date.now()): string {
  const minutes = resetTime ? Math.max(1, Math.ceil((resetTime.getTime() - now) / 60_000)) : 10;
  return minutes === 1 ? "in about a minute" : `in about ${minutes} minutes`;
}

const DEFAULT_LIMIT = { windowMs: 10 * 60 * 1000, limit: 5 };
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
/** The longest a form post's body may take to arrive after its headers. */
export const DEFAULT_BODY_TIMEOUT_MS = 10_000;

export function contactRouter(deps: ContactRouterDeps): Router {
  const router = express.Router();
  const upload = multer({ limits: LIMITS }).none();
  const urlencoded = express.urlencoded({ extended: false, limit: "64kb", parameterLimit: LIMITS.fields });
  const phone = { display: deps.phone, tel: deps.phoneTel ?? deps.phone.replace(/[^\d+]/g, "") };
  const refusals = deps.refusals ?? DEFAULT_REFUSALS;
  const window = deps.rateLimits?.contact?.windowMs ?? DEFAULT_LIMIT.windowMs;
  /** refused no-JavaScript posts answered with a render, and invalid posts, per address (req.ip) */
  const rendered = new AddressCounts(window);
  const invalid = new AddressCounts(window);
  /** every refusal per address (400, 415, 429): past `refusals.rendered` they are held */
  const refused = new AddressCounts(window);
  const hold = deps.hold ?? new RefusalHold(0);
  // an IPv6 client is its /56, as express-rate-limit counts it: one home or office network, whose
  // addresses a stranger could otherwise take one after another
  const addressOf = (req: Request) => clientKey(req.ip);

  /**
   * Counts an invalid or unreadable post from the address; true once the address is past its
   * `refusals.invalid` for the window (said once per address and window at warn, by a keyed hash).
   */
  const pastInvalid = (req: Request): boolean => {
    const key = addressOf(req);
    const count = invalid.add(key);
    if (count === refusals.invalid + 1) {
      deps.logger.warn(
        {
          client: clientTag(key),
          invalidPosts: refusals.invalid,
          windowMinutes: Math.round(window / 60_000),
        },
        "form posts that fail their checks from one address (or IPv6 /56) are answered 429 until its window ends; its valid posts are still accepted",
      );
    }
    return count > refusals.invalid;
  };
  /** A refusal for an invalid form: 400, or 429 with Retry-After once the address is past its invalid posts. */
  const invalidStatus = (req: Request, res: Response) => {
    if (!pastInvalid(req)) return 400;
    res.set("Retry-After", String(Math.ceil(window / 1000)));
    return 429;
  };

  /** Sends a refusal: at once for the address's first ones in the window, else after the hold. */
  const refuse = (req: Request, res: Response, send: () => void | Promise<void>): Promise<void> =>
    refused.add(addressOf(req)) <= refusals.rendered ? Promise.resolve().then(send) : hold.answer(res, send);

  /**
   * The contact form back with what the visitor typed: the contact page (a render through the queue) for an
   * address's first refusals in the window, the small static form after that.
   */
  const formBack = (req: Request, res: Response, status: number, form: ContactFormState) => {
    // the post's page field goes back with the form, so the next send is credited to the same page
    const page = pathSchema.safeParse((req.body as Record<string, unknown> | undefined)?.[PAGE_FIELD]);
    const state = page.success ? { ...form, page: page.data } : form;
    if (rendered.add(addressOf(req)) <= refusals.rendered) return deps.renderForm(req, res, status, state);
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
      // (req.path is relative to the mount point in the error handler below)
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

  const paths = ["/api/contact", "/api/newsletter"];
  router.use(paths, (req, res, next) => {
    res.set("Cache-Control", "no-store");
    if (req.method !== "POST") {
      res.set("Allow", "POST");
      res.status(405).json({ success: false, message: "Send the form with POST." });
      return;
    }
    next();
  });

  router.post(paths, (req, res, next) => {
    if (sameOrigin(req, deps.siteUrl)) return next();
    deps.logger.warn({ origin: req.get("origin") ?? null }, "contact post from another origin refused");
    res.status(403).json({ success: false, message: "This form can only be sent from our own website." });
  });

  // A declared length over MAX_BODY_BYTES: 413 at once; more bytes than that, or a body still arriving
  // after bodyTimeoutMs: 413 or 408. Each with Connection: close (request-checks.ts).
  router.post(
    paths,
    bodyGuard({
      timeoutMs: deps.bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS,
      refuse: (req, res, status, message) => void fail(req, res, status, message),
    }),
  );

  // The body is read before the limit, within its limits, so a visitor who reaches the limit without
  // JavaScript gets back what they typed; a body that cannot be read never counts.
  router.post(paths, (req, res, next) => {
    if (req.is("multipart/form-data")) return upload(req, res, next);
    if (req.is("application/x-www-form-urlencoded")) return urlencoded(req, res, next);
    void fail(req, res, 415, "Send the form as multipart/form-data or application/x-www-form-urlencoded.");
  });

  // express-rate-limit's own messages (a store error, a misconfiguration) as JSON log lines, never console text
  const limiterLogger = {
    error: (error: unknown, message?: string) =>
      deps.logger.error({ err: errorFields(error) }, message ?? "rate limit error"),
    warn: (error: unknown, message?: string) =>
      deps.logger.warn({ err: errorFields(error) }, message ?? "rate limit warning"),
  };
  const limiter = (name: LimitName, tooMany: (req: Request, res: Response) => Promise<void>) => {
    const settings = deps.rateLimits?.[name] ?? DEFAULT_LIMIT;
    const store = deps.rateLimitStores?.[name];
    return rateLimit({
      windowMs: settings.windowMs,
      limit: settings.limit,
      identifier: name,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      // only messages we accepted count: refused, invalid or unstorable posts never lock a visitor out
      skipFailedRequests: true,
      ...(store ? { store } : {}),
      // the stores answer from memory when Redis does not (rate-limit-store.ts); should one still fail,
      // the message is let through (a lead is worth more than a limit) and logged
      passOnStoreError: true,
      logger: limiterLogger,
      requestWasSuccessful: (_req, res) => res.locals.accepted === true,
      handler: (req, res, next) => void tooMany(req, res).catch(next),
    });
  };

  router.post(
    "/api/contact",
    limiter("contact", (req, res) => {
      const when = waitText(limitInfo(req)?.resetTime);
      const body = (req.body ?? {}) as Record<string, unknown>;
      return fail(
        req,
        res,
        429,
        `You have sent us several messages in the last few minutes, so this one was not sent. You can send it again ${when}, or call ${phone.display} or e-mail ${deps.email}.`,
        checkContact(body).values,
      );
    }),
  );
  router.post(
    "/api/newsletter",
    limiter("newsletter", (req, res) =>
      fail(
        req,
        res,
        429,
        `There have been several sign-ups from your connection in the last few minutes. Please try again ${waitText(limitInfo(req)?.resetTime)}.`,
      ),
    ),
  );

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

  router.post("/api/contact", async (req: Request, res: Response) => {
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
    // spec 000 §3: a hidden checkbox people never tick; bots that do get a success answer and nothing is sent
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
  });

  // spec 000 §5 newsletter box: an e-mail through the same store and delivery, subject "Newsletter subscription"
  router.post("/api/newsletter", async (req: Request, res: Response) => {
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
  });

  // Body-parser and multer errors: a clear 4xx, never a 500.
  router.use(
    paths,
    (
      error: Error & { code?: string; type?: string; status?: number },
      req: Request,
      res: Response,
      _next: NextFunction,
    ) => {
      const { status, message } = describeBodyError(error);
      void fail(req, res, status, message);
    },
  );

  return router;
}

function succeed(req: Request, res: Response) {
  if (wantsJson(req)) res.status(200).json({ success: true, message: CONTACT_SUCCESS });
  // to the form's card, where the thank-you is shown first (not 1,500 px down a phone's screen)
  else res.redirect(303, "/contact?sent=1#contact-form");
}
