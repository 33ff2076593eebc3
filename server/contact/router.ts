/**
 * POST /api/contact (spec 000 §4, §5, §7, §8): same-origin check, rate limit, body limits, the shared
 * validation, the spam trap, then the relay. Browsers with JavaScript get JSON; a plain form post gets a
 * 303 to /contact?sent=1 or the contact page again with the typed values and the error. No-store always.
 */
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import { rateLimit } from "express-rate-limit";
import multer from "multer";
import {
  CONTACT_FAILURE,
  CONTACT_SUCCESS,
  NEWSLETTER_SUCCESS,
  checkContact,
  type ContactValues,
} from "../../shared/contact";
import type { Logger } from "../logger";
import { contactMessage, type Relay } from "./relay";

export type ContactFormState = {
  values: Partial<ContactValues>;
  error: string;
  fieldErrors?: Record<string, string>;
};

export type ContactRouterDeps = {
  relay: Relay;
  siteUrl: string;
  siteName: string;
  logger: Logger;
  rateLimit?: { windowMs: number; limit: number };
  /** renders /contact with the visitor's values and the error (the no-JavaScript path) */
  renderForm: (req: Request, res: Response, status: number, state: ContactFormState) => Promise<void>;
};

const LIMITS = {
  fields: 12,
  fieldSize: 10 * 1024,
  fieldNameSize: 100,
  parts: 12,
  files: 0,
  headerPairs: 100,
};

const wantsJson = (req: Request) => (req.get("accept") ?? "").includes("application/json");

/** Origin (or, failing that, Referer) must be this site: the configured SITE_URL or the host asked for. */
export function sameOrigin(req: Request, siteUrl: string): boolean {
  const source = req.get("origin") ?? req.get("referer");
  if (!source) return false;
  let origin: URL;
  try {
    origin = new URL(source);
  } catch {
    return false;
  }
  if (origin.origin === new URL(siteUrl).origin) return true;
  return origin.host === req.get("host");
}

export function contactRouter(deps: ContactRouterDeps): Router {
  const router = express.Router();
  const upload = multer({ limits: LIMITS }).none();
  const urlencoded = express.urlencoded({ extended: false, limit: "64kb", parameterLimit: LIMITS.fields });

  const fail = async (
    req: Request,
    res: Response,
    status: number,
    message: string,
    values: Partial<ContactValues> = {},
  ) => {
    if (wantsJson(req) || req.method !== "POST") {
      res.status(status).json({ success: false, message });
      return;
    }
    await deps.renderForm(req, res, status, { values, error: message });
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

  router.post(
    paths,
    rateLimit({
      windowMs: deps.rateLimit?.windowMs ?? 10 * 60 * 1000,
      limit: deps.rateLimit?.limit ?? 5,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      handler: (req, res) =>
        void fail(
          req,
          res,
          429,
          `Too many messages from your connection. Please wait a few minutes, or call us.`,
        ),
    }),
  );

  router.post(paths, (req, res, next) => {
    if (req.is("multipart/form-data")) return upload(req, res, next);
    if (req.is("application/x-www-form-urlencoded")) return urlencoded(req, res, next);
    void fail(req, res, 415, "Send the form as multipart/form-data or application/x-www-form-urlencoded.");
  });

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
      deps.logger.info("contact spam trap ticked; nothing relayed");
      return succeed(req, res);
    }
    const check = checkContact(body);
    if (!check.ok) {
      const first = Object.values(check.errors)[0] ?? "Please check the form.";
      if (wantsJson(req)) {
        res.status(400).json({ success: false, message: first, errors: check.errors });
        return;
      }
      return deps.renderForm(req, res, 400, {
        values: check.values,
        error: first,
        fieldErrors: check.errors,
      });
    }
    const result = await deps.relay.send(contactMessage(check.values, deps.siteName));
    if (!result.ok) {
      deps.logger.error(
        { relay: deps.relay.kind, upstreamStatus: result.upstreamStatus ?? null, reason: result.reason },
        "contact message not delivered",
      );
      return fail(req, res, 502, CONTACT_FAILURE, check.values);
    }
    deps.logger.info({ relay: deps.relay.kind }, "contact message delivered");
    return succeed(req, res);
  });

  // spec 000 §5 newsletter box: an e-mail through the same relay, subject "Newsletter subscription"
  router.post("/api/newsletter", async (req: Request, res: Response) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const email = typeof body.email === "string" ? body.email.trim() : "";
    const answer = (status: number, ok: boolean, message: string) => {
      if (wantsJson(req)) res.status(status).json({ success: ok, message });
      else res.redirect(303, `/blog?newsletter=${ok ? "subscribed" : "failed"}#newsletter`);
    };
    if (body.botcheck) return answer(200, true, NEWSLETTER_SUCCESS);
    if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]{2,}$/.test(email) || email.length > 254) {
      return answer(400, false, "Enter a valid email address.");
    }
    const result = await deps.relay.send({
      subject: "Newsletter subscription",
      fromName: `${deps.siteName} website`,
      fields: { email },
    });
    if (!result.ok) {
      deps.logger.error(
        { relay: deps.relay.kind, upstreamStatus: result.upstreamStatus ?? null },
        "newsletter signup not delivered",
      );
      return answer(502, false, CONTACT_FAILURE);
    }
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
  else res.redirect(303, "/contact?sent=1");
}

export function describeBodyError(error: {
  code?: string;
  type?: string;
  status?: number;
  message?: string;
}): {
  status: number;
  message: string;
} {
  switch (error.code ?? error.type) {
    case "LIMIT_FIELD_COUNT":
    case "LIMIT_PART_COUNT":
    case "parameters.too.many":
      return { status: 413, message: "The form has too many fields." };
    case "LIMIT_FIELD_VALUE":
    case "LIMIT_FIELD_KEY":
    case "entity.too.large":
      return { status: 413, message: "The message is too long. Please shorten it and try again." };
    case "LIMIT_FILE_COUNT":
    case "LIMIT_UNEXPECTED_FILE":
    case "LIMIT_FILE_SIZE":
      return { status: 400, message: "Files cannot be attached to this form." };
    case "charset.unsupported":
    case "encoding.unsupported":
      return { status: 415, message: "The form must be sent as UTF-8." };
    default:
      return { status: 400, message: "The form data could not be read. Please try again." };
  }
}
