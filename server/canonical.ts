import type { NextFunction, Request, Response } from "express";
import { checkRequestTarget } from "../shared/urls";
import { sendError } from "./errors";

/**
 * The canonical-URL step of the chain (server/app.ts gives the order): reject hostile or malformed targets, and answer ONE 301 to the canonical form
 * ('//' collapsed, trailing slash stripped, alias applied), keeping the query. Location is a same-host path.
 */
export function canonicalUrl() {
  return (req: Request, res: Response, next: NextFunction) => {
    const result = checkRequestTarget(req.originalUrl);
    switch (result.kind) {
      case "ok":
        return next();
      case "too-long":
        return sendError(res, 414, "Address too long", "That web address is too long for us to handle.");
      case "bad-request":
        return sendError(res, 400, "Bad request", `That web address could not be read (${result.reason}).`);
      case "redirect":
        res.setHeader("Cache-Control", "public, max-age=86400");
        return res.redirect(301, result.location);
    }
  };
}
