/**
 * Renders a page for a request that is not a GET of that page: the no-JavaScript contact form answers its
 * POST with /contact again, holding the visitor's values (the loaders' formState) and the given status.
 * It waits for a render slot like any page, so a flood of such posts queues (then gets the 503) instead of
 * rendering beside the pages.
 */
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { StaticHandlerContext } from "react-router-dom";
import type { ContactFormState } from "../../shared/contact";
import { renderOr500 } from "./error-page";
import { sendBusy, type RenderEnv } from "./render-env";

export function routeRenderer(
  env: RenderEnv,
  setPageCsp: (res: ExpressResponse, context: StaticHandlerContext) => void,
) {
  return async function renderRoute(
    req: ExpressRequest,
    res: ExpressResponse,
    options: { url: string; status: number; formState: ContactFormState },
  ) {
    if (!(await env.slots.take())) return sendBusy(res);
    try {
      const request = new Request(new URL(options.url, env.site.url), { method: "GET" });
      const context = await env.handler.query(request, {
        requestContext: { ...env.loaderContext, formState: options.formState },
      });
      if (context instanceof Response) throw new Error(`renderRoute: ${options.url} answered a Response`);
      setPageCsp(res, context);
      res.setHeader("Cache-Control", "no-store");
      await renderOr500(env, req, res, { ...context, statusCode: options.status }, { cacheTtl: null });
    } finally {
      env.slots.release();
    }
  };
}
