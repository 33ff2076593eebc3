/**
 * A render that fails is rendered again as the 500 page; if that fails too, a minimal static page is sent.
 */
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { StaticHandlerContext } from "react-router-dom";
import type { RenderEnv } from "./render-env";
import type { StreamTarget } from "./store-rendered";
import { pipeDocument } from "./stream-document";

const STATIC_500 = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Something went wrong</title></head><body><h1>Something went wrong on our side</h1><p>Please try again in a moment, or <a href="/">go back to the home page</a>.</p></body></html>`;

/** Renders a context, falling back to the 500 page if the render throws. */
export async function renderOr500(
  env: RenderEnv,
  req: ExpressRequest,
  res: ExpressResponse,
  context: StaticHandlerContext,
  target: StreamTarget,
) {
  try {
    await pipeDocument(env, req, res, context, target);
  } catch (error) {
    target.flight?.end();
    env.logger.error({ err: error, path: req.path }, "render failed; sending the 500 page");
    const errorContext: StaticHandlerContext = {
      ...context,
      statusCode: 500,
      errors: { root: error },
      loaderData: {},
    };
    await pipeDocument(env, req, res, errorContext, { cacheTtl: null }).catch((second: unknown) => {
      env.logger.error({ err: second }, "500 page failed to render");
      if (!res.headersSent) res.status(500).set("Cache-Control", "no-store").type("html").send(STATIC_500);
    });
  }
}
