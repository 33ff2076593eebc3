/**
 * /healthz (the process answers) and /readyz (it can take a lead): both 503 while draining, so a load
 * balancer stops sending traffic.
 */
import type { RequestHandler } from "express";
import type { Readiness } from "../contact/readiness";

/** /healthz: 200 "ok", or 503 "draining" once shutdown has begun. */
export function healthEndpoint(draining: () => boolean): RequestHandler {
  return (_req, res) => {
    res.set("Cache-Control", "no-store");
    if (draining()) res.status(503).json({ status: "draining" });
    else res.json({ status: "ok" });
  };
}

/**
 * /readyz: 503 with a short reason while draining, when the lead store cannot take a message, or when one has
 * waited past CONTACT_ALERT_AFTER_MINUTES (server/contact/readiness.ts); the reason only to the addresses
 * `toldWhy` accepts.
 */
export function readinessEndpoint({
  draining,
  ready,
  toldWhy,
}: {
  draining: () => boolean;
  ready: () => Promise<Readiness>;
  toldWhy: (address: string | undefined) => boolean;
}): RequestHandler {
  return async (req, res) => {
    res.set("Cache-Control", "no-store");
    if (draining()) return void res.status(503).json({ status: "draining" });
    const { ready: ok, ...why } = await ready();
    if (ok) return void res.json({ status: "ok" });
    res
      .status(503)
      .json(
        toldWhy(req.socket.remoteAddress) ? { status: "unavailable", ...why } : { status: "unavailable" },
      );
  };
}
