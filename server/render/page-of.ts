/** What a rendered context's leaf route says about the page: its template name and its own stylesheet. */
import type { StaticHandlerContext } from "react-router-dom";
import { findPage } from "../../shared/routes";

/** The page's template in field data: its route's id, or the error page it shows. */
export function templateOf(context: StaticHandlerContext) {
  if (context.statusCode === 404) return "not-found";
  if (context.statusCode !== 200) return "error";
  return context.matches.at(-1)?.route.id ?? "error";
}

/** The stylesheet only this page's route carries (the tools' sheet), if any. */
export function pageCssOf(context: StaticHandlerContext) {
  const leaf = context.matches.at(-1)?.route.id;
  return leaf ? findPage(leaf)?.css : undefined;
}
