/**
 * POST /api/views: one beacon per page a person sees (client/attribution.ts), written as one `view` line
 * (template, path, device class; on the first page of a visit, the external referrer's host, the UTM
 * values and the kind of ad click) that `npm run report` reads. Counted by a beacon, not the access log,
 * because a CDN may serve cached pages the server never sees, and only a page that runs its script for a
 * person sends one: no crawler, prefetch, HEAD, redirect or probe (docs/decisions/0020-page-views-by-beacon.md).
 * The vitals endpoint's guards: strict shape, 1 KB, same-origin, crawlers 204 and not logged, one flood
 * counter per process; no address, no user agent, no identifier in the line.
 */
import express, { type NextFunction, type Request, type Response } from "express";
import { isbot } from "isbot";
import { z } from "zod";
import { beaconParser } from "./beacon-body";
import { CLICK_KINDS, MAX_VIEW_BYTES, UTM_KEYS, VIEWS_PATH, type ViewBeacon } from "../shared/attribution";
import { deviceClass } from "../shared/vitals";
import { hostSchema, pathSchema, sentGpc, templateOf, utmSchema } from "./attribution";
import type { Logger } from "./logger";

const TEMPLATES_WITHOUT_ROUTE = new Set(["not-found", "error"]);

const viewSchemaFor = (templates: ReadonlySet<string>) =>
  z
    .strictObject({
      template: z.string().refine((template) => templates.has(template), { message: "unknown template" }),
      path: pathSchema,
      entry: z.literal(true).optional(),
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

/** More view beacons than this in one second (per process) are answered 429 and not logged. */
export const MAX_VIEWS_PER_SECOND = 200;

export function viewsRouter({
  logger,
  templates,
  now = () => Date.now(),
}: {
  logger: Logger;
  templates: ReadonlySet<string>;
  now?: () => number;
}) {
  const router = express.Router();
  let second = 0;
  let count = 0;
  const refuse = (res: Response, status: number, error: string) =>
    res.status(status).set("Cache-Control", "no-store").json({ error });

  router.post(
    VIEWS_PATH,
    (req: Request, res: Response, next: NextFunction) => {
      // another site's pages may not post here through our visitors' browsers
      const site = req.get("sec-fetch-site");
      if (site && site !== "same-origin") return refuse(res, 403, "same-origin beacons only");
      next();
    },
    // sendBeacon with a string sends text/plain; the JSON type is taken too
    express.text({ type: () => true, limit: MAX_VIEW_BYTES }),
    (req: Request, res: Response) => {
      const text = typeof req.body === "string" ? req.body : "";
      const result = parseView(text, templates);
      if ("error" in result) return refuse(res, 400, `not a view beacon: ${result.error}`);
      res.set("Cache-Control", "no-store");
      // a crawler that runs scripts is not a person; a request made for a prerender is not a page seen
      // (client/attribution.ts waits for the prerender to be shown; this is the server's own guard)
      if (isbot(req.get("user-agent") ?? "") || /prerender|prefetch/i.test(req.get("sec-purpose") ?? ""))
        return res.status(204).end();
      const tick = Math.floor(now() / 1000);
      if (tick !== second) {
        second = tick;
        count = 0;
      }
      if (++count > MAX_VIEWS_PER_SECOND) return refuse(res, 429, "too many beacons, try later");
      const { template, path, entry, referrer, click, ...utm } = result.view;
      // Global Privacy Control: the page is counted, where the visitor came from is not
      const source = entry && !sentGpc(req) ? { referrer, ...utm, click } : {};
      logger.info(
        {
          template,
          path,
          ...(entry ? { entry } : {}),
          ...Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined)),
          device: deviceClass(req.get("user-agent") ?? ""),
        },
        "view",
      );
      res.status(204).end();
    },
    // a body over the limit or cut off: a clear 400, never the 413/500 page
    (error: Error & { status?: number }, _req: Request, res: Response, next: NextFunction) => {
      if (res.headersSent) return next(error);
      refuse(res, 400, error.status === 413 ? "not a view beacon: too large" : "not a view beacon");
    },
  );
  return router;
}
