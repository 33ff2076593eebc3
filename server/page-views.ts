/**
 * POST /api/views: one beacon per page a person sees (client/attribution.ts), counted in the daily totals
 * (server/stats/) and written as one `view` line (template, path, device class; on the first page of a
 * visit, the external referrer's host, the UTM values the site keeps and the kind of ad click) that
 * `npm run report -- LOG` reads. Counted by a beacon, not the access log, because a CDN may serve cached
 * pages the server never sees, and only a page that runs its script for a person sends one: no crawler,
 * prefetch, HEAD, redirect or probe (docs/decisions/0020-page-views-by-beacon.md).
 *
 * A view costs more than an anonymous POST (docs/decisions/0033-views-a-stranger-cannot-write.md): the
 * browser's fetch metadata must say same-origin; the shape is exact (1 KB, known keys); the template is the
 * one the path is routed to, and the path a page the site serves (a `not-found` view only for a path that
 * was answered 404 to a page load); each client (address, or IPv6 /56) has its share of views and visits
 * per process (server/stats/guard.ts). What is refused is not counted and is tallied in one warn line a
 * minute. UTM values outside the site's alphabet are dropped, also with a line a minute. No address, no
 * user agent, no identifier is kept.
 */
import express, { type NextFunction, type Request, type Response } from "express";
import { ipKeyGenerator } from "express-rate-limit";
import { isbot } from "isbot";
import { z } from "zod";
import { beaconParser } from "./beacon-body";
import {
  CLICK_KINDS,
  MAX_VIEW_BYTES,
  UTM_KEYS,
  VIEWS_PATH,
  cleanUtm,
  type Utm,
  type ViewBeacon,
} from "../shared/attribution";
import { deviceClass } from "../shared/vitals";
import { hostSchema, pathSchema, sentGpc, templateOf, utmSchema } from "./attribution";
import type { Logger } from "./logger";
import type { Stats } from "./stats";
import type { Refusal } from "./stats/guard";
import { touchOf } from "./stats/record";

const TEMPLATES_WITHOUT_ROUTE = new Set(["not-found", "error"]);

const viewSchemaFor = (templates: ReadonlySet<string>) =>
  z
    .strictObject({
      template: z.string().refine((template) => templates.has(template), { message: "unknown template" }),
      path: pathSchema,
      entry: z.literal(true).optional(),
      continued: z.literal(true).optional(),
      referrer: hostSchema.optional(),
      ...(Object.fromEntries(UTM_KEYS.map((key) => [key, utmSchema.optional()])) as Record<
        (typeof UTM_KEYS)[number],
        z.ZodOptional<typeof utmSchema>
      >),
      click: z.enum(CLICK_KINDS).optional(),
    })
    // a page's template is the one its path is routed to (a 404 or error page may be at any path)
    .refine((view) => TEMPLATES_WITHOUT_ROUTE.has(view.template) || templateOf(view.path) === view.template, {
      message: "path and template disagree",
    })
    // where a visit came from is said once, on its first page
    .refine((view) => view.entry || (!view.referrer && !view.click && UTM_KEYS.every((key) => !view[key])), {
      message: "source on a page that is not an entry",
    })
    .refine((view) => !(view.entry && view.continued), {
      message: "an entry is not a continued tab",
    }) satisfies z.ZodType<ViewBeacon>;

const parseViewBody = beaconParser(MAX_VIEW_BYTES, viewSchemaFor, (error) => {
  // the issue's code and message are ours; a key or value of the stranger's is never echoed
  const issue = error.issues[0];
  return issue?.code === "custom" ? issue.message : (issue?.code ?? "invalid");
});

/** A view beacon as the browser sends it, or the reason it is refused (a refused beacon is not logged). */
export function parseView(
  text: string,
  templates: ReadonlySet<string>,
): { view: ViewBeacon } | { error: string } {
  const result = parseViewBody(text, templates);
  return "data" in result ? { view: result.data } : result;
}

/** The client a share is counted for: the address, an IPv6 one by its /56 (as the form's limits count). */
export const clientOf = (req: Request) => ipKeyGenerator(req.ip ?? "");

export function viewsRouter({
  logger,
  templates,
  stats,
}: {
  logger: Logger;
  templates: ReadonlySet<string>;
  stats: Stats;
}) {
  const router = express.Router();
  const refuse = (req: Request, res: Response, status: number, reason: Refusal, error: string) => {
    stats.refusals.count(reason, clientOf(req));
    return res.status(status).set("Cache-Control", "no-store").json({ error });
  };

  router.post(
    VIEWS_PATH,
    (req: Request, res: Response, next: NextFunction) => {
      // only a page of this site sends a view: the browser says so (fetch metadata, which a page cannot
      // set); another site's pages may not post here through our visitors' browsers
      if (req.get("sec-fetch-site") !== "same-origin")
        return refuse(req, res, 403, "not same-origin", "same-origin beacons only");
      next();
    },
    // sendBeacon with a string sends text/plain; the JSON type is taken too
    express.text({ type: () => true, limit: MAX_VIEW_BYTES }),
    async (req: Request, res: Response) => {
      const text = typeof req.body === "string" ? req.body : "";
      const result = parseView(text, templates);
      if ("error" in result)
        return refuse(req, res, 400, "not a view beacon", `not a view beacon: ${result.error}`);
      res.set("Cache-Control", "no-store");
      // a crawler that runs scripts is not a person; a request made for a prerender is not a page seen
      // (client/attribution.ts waits for the prerender to be shown; this is the server's own guard)
      if (isbot(req.get("user-agent") ?? "") || /prerender|prefetch/i.test(req.get("sec-purpose") ?? ""))
        return res.status(204).end();
      const { template, path, entry, continued, referrer, click, ...tags } = result.view;
      if (!(await stats.pathKnown(path, template))) {
        return template === "not-found"
          ? refuse(
              req,
              res,
              400,
              "a Not Found view of a path that was not answered 404",
              "not a view beacon: this path was not answered 404",
            )
          : refuse(req, res, 400, "not a page of this site", "not a view beacon: not a page of this site");
      }
      const refused = stats.guard.admit(clientOf(req), entry === true);
      if (refused) return refuse(req, res, 429, refused, "too many beacons, try later");

      // Global Privacy Control: the page is counted, where the visitor came from is not
      const gpc = sentGpc(req);
      const utm: Utm = {};
      if (entry && !gpc)
        for (const key of UTM_KEYS) {
          const value = tags[key];
          if (value === undefined) continue;
          const clean = cleanUtm(value);
          if ("value" in clean) utm[key] = clean.value;
          else stats.droppedUtm.count(`${key}: ${clean.problem}`, clientOf(req));
        }
      const source = entry && !gpc ? touchOf({ referrer, ...utm, click }) : {};
      const device = deviceClass(req.get("user-agent") ?? "");
      stats.recordView({ template, path, device, entry: entry === true, gpc, touch: source });
      logger.info(
        {
          // the request's id: two views of one page in one millisecond are still two lines (the report's
          // dedupe), and nothing of the visitor
          id: req.id,
          template,
          path,
          ...(entry ? { entry } : {}),
          ...(continued ? { continued } : {}),
          ...(entry && gpc ? { gpc } : {}),
          ...(entry && !gpc
            ? { ...(referrer ? { referrer } : {}), ...utm, ...(click ? { click } : {}) }
            : {}),
          device,
        },
        "view",
      );
      res.status(204).end();
    },
    // a body over the limit or cut off: a clear 400, never the 413/500 page
    (error: Error & { status?: number }, req: Request, res: Response, next: NextFunction) => {
      if (res.headersSent) return next(error);
      refuse(
        req,
        res,
        400,
        "not a view beacon",
        error.status === 413 ? "not a view beacon: too large" : "not a view beacon",
      );
    },
  );
  return router;
}
