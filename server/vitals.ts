/**
 * POST /api/vitals: the browser's Core Web Vitals for one page view (client/vitals.ts), counted in the daily
 * totals' fixed-bucket histograms (server/stats/vitals-histogram.ts) and written as one log line
 * `{"msg":"web-vitals","template":..,"device":..,"LCP":..}` that `npm run vitals -- LOGFILE` reads back. Nothing about the visitor is kept but a device class: no address, no user agent, no URL.
 * A beacon that is not exactly ours (too large, not JSON, an unknown template or metric, a value out of
 * range) is answered 400 and not logged. Memory stays flat whatever is sent: the body is read up to
 * MAX_BEACON_BYTES and no per-visitor state is kept; a flood is cut by one counter per process.
 */
import express, { type NextFunction, type Request, type Response } from "express";
import { isbot } from "isbot";
import type { Logger } from "./logger";
import type { Stats } from "./stats";
import { z } from "zod";
import { beaconParser } from "./beacon-body";
import { firstIssue } from "./format-zod-error";
import {
  deviceClass,
  MAX_BEACON_BYTES,
  MAX_VALUE,
  METRIC_NAMES,
  NAVIGATION_TYPES,
  RATINGS,
  VITALS_PATH,
  type Beacon,
} from "../shared/vitals";

const metricSchema = z
  .strictObject({
    name: z.enum(METRIC_NAMES),
    value: z.number().finite().min(0),
    rating: z.enum(RATINGS),
    navigationType: z.enum(NAVIGATION_TYPES),
  })
  .refine((metric) => metric.value <= MAX_VALUE[metric.name], { message: "value out of range" });

const beaconSchemaFor = (templates: ReadonlySet<string>) =>
  z.strictObject({
    template: z.string().refine((template) => templates.has(template), { message: "unknown template" }),
    metrics: z
      .array(metricSchema)
      .min(1)
      .max(METRIC_NAMES.length)
      .refine((metrics) => new Set(metrics.map((m) => m.name)).size === metrics.length, {
        message: "repeated metric",
      }),
  }) satisfies z.ZodType<Beacon>;

const parseBeaconBody = beaconParser(MAX_BEACON_BYTES, beaconSchemaFor, firstIssue);

/**
 * A beacon as the browser sends it, or a reason it is refused. Strict: known keys only, one entry per
 * metric, finite values in range, the page template one of `templates`. A refused beacon is not logged.
 */
export function parseBeacon(
  text: string,
  templates: ReadonlySet<string>,
): { beacon: Beacon } | { error: string } {
  const result = parseBeaconBody(text, templates);
  return "data" in result ? { beacon: result.data } : result;
}

/** More beacons than this in one second (per process) are answered 429 and not logged. */
export const MAX_BEACONS_PER_SECOND = 100;

export function vitalsRouter({
  logger,
  templates,
  enabled,
  stats,
  now = () => Date.now(),
}: {
  logger: Logger;
  templates: ReadonlySet<string>;
  /** VITALS_SAMPLE_RATE above 0: pages send beacons, and the endpoint takes them */
  enabled: boolean;
  /** the daily totals the values are counted in (absent: the log line only) */
  stats?: Stats;
  now?: () => number;
}) {
  const router = express.Router();
  let second = 0;
  let count = 0;
  const refuse = (res: Response, status: number, error: string) =>
    res.status(status).set("Cache-Control", "no-store").json({ error });

  router.post(
    VITALS_PATH,
    (req: Request, res: Response, next: NextFunction) => {
      if (!enabled) return refuse(res, 404, "field data is not collected on this site");
      // another site's pages may not post here through our visitors' browsers
      const site = req.get("sec-fetch-site");
      if (site && site !== "same-origin") return refuse(res, 403, "same-origin beacons only");
      next();
    },
    // sendBeacon with a string sends text/plain; the JSON type is taken too
    express.text({ type: () => true, limit: MAX_BEACON_BYTES }),
    (req: Request, res: Response) => {
      const text = typeof req.body === "string" ? req.body : "";
      const result = parseBeacon(text, templates);
      if ("error" in result) return refuse(res, 400, `not a vitals beacon: ${result.error}`);
      const userAgent = req.get("user-agent") ?? "";
      // crawlers that run scripts measure their own machines, not visitors'
      if (isbot(userAgent)) return res.status(204).end();
      const tick = Math.floor(now() / 1000);
      if (tick !== second) {
        second = tick;
        count = 0;
      }
      if (++count > MAX_BEACONS_PER_SECOND) return refuse(res, 429, "too many beacons, try later");
      const { template, metrics } = result.beacon;
      stats?.recordVitals(template, Object.fromEntries(metrics.map((m) => [m.name, m.value])));
      logger.info(
        {
          id: req.id,
          template,
          device: deviceClass(userAgent),
          nav: metrics[0]?.navigationType,
          ...Object.fromEntries(
            metrics.map((m) => [m.name, Number(m.value.toFixed(m.name === "CLS" ? 4 : 1))]),
          ),
        },
        "web-vitals",
      );
      res.status(204).end();
    },
    // a body over the limit or cut off: a clear 400, never the 413/500 page
    (error: Error & { status?: number }, _req: Request, res: Response, next: NextFunction) => {
      if (res.headersSent) return next(error);
      refuse(res, 400, error.status === 413 ? "not a vitals beacon: too large" : "not a vitals beacon");
    },
  );
  return router;
}
