/**
 * The accepted-message limits of POST /api/contact and /api/newsletter (express-rate-limit, one per form,
 * each counted apart): only a message the store accepted counts, and the limiter's own messages are log lines.
 */
import type { Request, RequestHandler, Response } from "express";
import { rateLimit, type RateLimitInfo } from "express-rate-limit";
import type { LimitName } from "./rate-limit-store";
import type { ContactRouterDeps } from "./router-deps";

export const DEFAULT_LIMIT = { windowMs: 10 * 60 * 1000, limit: 5 };

/** express-rate-limit's count for this request (set by the limiter before its handler runs) */
export const limitInfo = (req: Request) => (req as Request & { rateLimit?: RateLimitInfo }).rateLimit;

/** "in about 7 minutes" until a limit's window ends (at least a minute). */
export function waitText(resetTime: Date | undefined, now = Date.now()): string {
  const minutes = resetTime ? Math.max(1, Math.ceil((resetTime.getTime() - now) / 60_000)) : 10;
  return minutes === 1 ? "in about a minute" : `in about ${minutes} minutes`;
}

const errorFields = (error: unknown) =>
  error instanceof Error ? { name: error.name, message: error.message } : { message: String(error) };

/** Makes each form's limiter; `tooMany` answers a post past its limit. */
export function limiters(deps: Pick<ContactRouterDeps, "logger" | "rateLimits" | "rateLimitStores">) {
  // express-rate-limit's own messages (a store error, a misconfiguration) as JSON log lines, never console text
  const limiterLogger = {
    error: (error: unknown, message?: string) =>
      deps.logger.error({ err: errorFields(error) }, message ?? "rate limit error"),
    warn: (error: unknown, message?: string) =>
      deps.logger.warn({ err: errorFields(error) }, message ?? "rate limit warning"),
  };
  return (name: LimitName, tooMany: (req: Request, res: Response) => Promise<void>): RequestHandler => {
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
}
