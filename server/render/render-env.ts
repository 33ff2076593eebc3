/**
 * What the render step's parts share (server/render/render-page.tsx builds it once per app): the renderer's
 * dependencies, the static handler over the route table, the loaders' context, the render slots and the
 * renderer's counters.
 */
import type { Response as ExpressResponse } from "express";
import { createStaticHandler, type RouteObject, type StaticHandler } from "react-router-dom";
import type { BlogContent, LoaderContext } from "../../shared/loaders";
import { routes as siteRoutes } from "../../shared/routes";
import type { Site } from "../../shared/site";
import type { LoadedAssets } from "../assets";
import { sendError } from "../errors";
import type { Logger } from "../logger";
import type { PageCache } from "../page-cache";
import { createRenderSlots, type RenderSlots } from "./render-slots";

export const ABORT_AFTER_MS = 10_000;

export type RenderDeps = {
  site: Site;
  assets: LoadedAssets;
  logger: Logger;
  pageCache?: PageCache;
  clock: () => Date;
  routes?: RouteObject[];
  /** VITALS_SAMPLE_RATE: written into each page for client/boot.ts (0: pages send no field data) */
  vitalsRate?: number;
  /** the blog service, handed to loaders in their context (shared/loaders.ts) */
  blog: BlogContent;
  /** a render still running after this long is aborted (ABORT_AFTER_MS; tests shorten it) */
  abortAfterMs?: number;
};

export type RenderStats = {
  renders: number;
  /** requests waiting for a render slot */
  readonly queued: number;
};

export type RenderEnv = {
  site: Site;
  assets: LoadedAssets;
  logger: Logger;
  pageCache: PageCache | undefined;
  clock: () => Date;
  vitalsRate: number;
  abortAfterMs: number;
  handler: StaticHandler;
  /** What every loader gets; a refused contact post renders with its own (./render-route.ts). */
  loaderContext: LoaderContext;
  slots: RenderSlots;
  stats: RenderStats;
};

export function createRenderEnv({
  site,
  assets,
  logger,
  pageCache,
  clock,
  routes = siteRoutes,
  vitalsRate = 0,
  blog,
  abortAfterMs = ABORT_AFTER_MS,
}: RenderDeps): RenderEnv {
  const slots = createRenderSlots();
  const stats: RenderStats = {
    renders: 0,
    get queued() {
      return slots.queued;
    },
  };
  return {
    site,
    assets,
    logger,
    pageCache,
    clock,
    vitalsRate,
    abortAfterMs,
    handler: createStaticHandler(routes),
    loaderContext: { blog, formState: null },
    slots,
    stats,
  };
}

/** The answer when every render slot is taken and the queue is full. */
export function sendBusy(res: ExpressResponse) {
  res.set("Retry-After", "5");
  return sendError(res, 503, "Busy", "We are serving a lot of visitors right now. Please try again.");
}
