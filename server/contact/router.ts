/**
 * POST /api/contact, /api/newsletter (the spec's states and transitions, validation rules, external calls,
 * error catalogue): same-origin check, body limits, each its own rate limit, the shared validation, the spam
 * trap, then the durable store: the visitor hears "thank you" only once the message is on disk, and delivery
 * to the form service happens afterwards (server/contact/delivery.ts), so an outage of the service loses
 * nothing. If even the store fails, an honest 503 with the phone and e-mail. Browsers with JavaScript get
 * JSON. A plain form post gets a 303 to /contact?sent=1#contact-form, or the contact page again with the
 * typed values and the error (a refused field, the limit reached, the store failing), rendered through the
 * render queue; an answer with nothing typed to give back (a body too large or unreadable, a wrong content
 * type) is a small static page. No-store always.
 */
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import multer from "multer";
import { checkContact } from "../../shared/contact";
import { limitInfo, limiters, waitText } from "./limits";
import { postHandlers } from "./posts";
import { refusals } from "./refusals";
import { bodyGuard, describeBodyError, sameOrigin } from "./request-checks";
import type { ContactRouterDeps } from "./router-deps";

const LIMITS = {
  fields: 12,
  fieldSize: 10 * 1024,
  fieldNameSize: 100,
  parts: 12,
  files: 0,
  headerPairs: 100,
};

/** The longest a form post's body may take to arrive after its headers. */
export const DEFAULT_BODY_TIMEOUT_MS = 10_000;

/**
 * The router, in the order a post meets it: POST only, the same origin, the body guard, the body read,
 * the accepted-message limit (limits.ts), then the form's handler (posts.ts); every refusal goes through
 * refusals.ts.
 */
export function contactRouter(deps: ContactRouterDeps): Router {
  const router = express.Router();
  const upload = multer({ limits: LIMITS }).none();
  const urlencoded = express.urlencoded({ extended: false, limit: "64kb", parameterLimit: LIMITS.fields });
  const refusing = refusals(deps);
  const { phone, fail } = refusing;
  const limiter = limiters(deps);
  const posts = postHandlers(deps, refusing);

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

  router.post("/api/contact", posts.contact);
  router.post("/api/newsletter", posts.newsletter);

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
