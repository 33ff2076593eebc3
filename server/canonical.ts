import type { NextFunction, Request, Response } from "express";
import { matchRoutes } from "react-router-dom";
import type { QueryParams } from "../shared/query-params";
import { pages, type PageRoute } from "../shared/routes";
import { checkRequestTarget } from "../shared/urls";
import { sendError } from "./errors";

/**
 * The query parameters the page at `path` reads (its route's `query`), matched as the router matches it;
 * undefined for a path no page route has (it keeps no parameter but tracking ids).
 */
export function queryParamsOf(
  routes: readonly PageRoute[] = pages,
): (path: string) => QueryParams | undefined {
  const table = routes.map((page) => ({ path: page.path, page }));
  return (path) => matchRoutes(table, path)?.at(-1)?.route.page.query;
}

/**
 * The canonical-URL step of the chain (server/app.ts gives the order): reject hostile or malformed targets, and answer ONE 301 to the canonical form
 * ('//' collapsed, trailing slash stripped, alias applied, fragment dropped, query parameters the page does
 * not read or values it does not accept dropped), keeping the rest of the query. Location is a same-host path.
 */
export function canonicalUrl() {
  const paramsOf = queryParamsOf();
  return (req: Request, res: Response, next: NextFunction) => {
    const result = checkRequestTarget(req.originalUrl, paramsOf);
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
