/**
 * GET /owner and GET /owner/stats.json: the owner's figures from the daily totals (server/stats/), behind
 * HTTP Basic authentication whose password is OWNER_PASSWORD (any user name): the browser's own password
 * prompt, no account and no login form. Mounted only when OWNER_PASSWORD is set (else /owner is the Not
 * Found page like any unknown address). The password is compared in constant time (two SHA-256 digests);
 * wrong ones are counted per address (IPv6 by its /56): past MAX_WRONG in WRONG_WINDOW_MS the address gets
 * 429 until its window ends, and one warn line a minute says how many were refused (never an address or
 * a password). Every answer is `Cache-Control: no-store` and `X-Robots-Tag: noindex`; the page is never in
 * the page cache, the sitemap or the share images. Query: `since` and `until` (YYYY-MM-DD, the site's
 * days; the last 30 days by default).
 */
import { createHash, timingSafeEqual } from "node:crypto";
import express, { type Request, type Response } from "express";
import { ipKeyGenerator } from "express-rate-limit";
import type { LoadedAssets } from "../assets";
import type { Config } from "../config";
import type { Logger } from "../logger";
import { renderOwnerPage } from "../report/owner-page";
import type { Stats } from "../stats";
import { addDays, daysBetween, isDay } from "../stats/day";

export const OWNER_PATH = "/owner";
export const OWNER_JSON_PATH = "/owner/stats.json";
/** Wrong passwords an address may send in a window before every answer is 429. */
export const MAX_WRONG = 10;
export const WRONG_WINDOW_MS = 15 * 60_000;
/** The longest period one request may ask for. */
export const MAX_PERIOD_DAYS = 3660;
const DEFAULT_DAYS = 30;
const MAX_ADDRESSES = 10_000;

const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();

/** The password of a Basic Authorization header, or null. The user name is ignored. */
function passwordOf(header: string | undefined): string | null {
  const match = /^Basic +([A-Za-z0-9+/=]+) *$/i.exec(header ?? "");
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon < 0 ? null : decoded.slice(colon + 1);
}

type Period = { since: string; until: string } | { error: string };

/** The period a request asks for: `since` and `until`, each a real day, in order, at most MAX_PERIOD_DAYS. */
export function periodOf(query: Request["query"], today: string): Period {
  const read = (name: "since" | "until") => {
    const value = query[name];
    if (value === undefined || value === "") return undefined;
    return typeof value === "string" && isDay(value) ? value : null;
  };
  const since = read("since");
  const until = read("until");
  if (since === null || until === null) return { error: "since and until are days: YYYY-MM-DD" };
  const last = until ?? (since && since > today ? since : today);
  const first = since ?? addDays(last, -(DEFAULT_DAYS - 1));
  if (first > last) return { error: "since is after until" };
  if (daysBetween(first, last) > MAX_PERIOD_DAYS)
    return { error: `a period is at most ${MAX_PERIOD_DAYS} days` };
  return { since: first, until: last };
}

export function ownerEndpoints({
  config,
  logger,
  stats,
  assets,
}: {
  config: Pick<Config, "stats" | "site" | "contact">;
  logger: Logger;
  stats: Stats;
  assets: Pick<LoadedAssets, "fonts">;
}) {
  const now = stats.now;
  const expected = digest(config.stats.ownerPassword ?? "");
  let windowStart = now();
  let wrong = new Map<string, number>();
  const refused = stats.wrongPasswords;

  const router = express.Router();
  const privateAnswer = (res: Response) =>
    res.set({
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
      "Referrer-Policy": "no-referrer",
    });

  /** Checks the password; answers 401 or 429 itself and returns false when the request may not go on. */
  const allowed = (req: Request, res: Response): boolean => {
    privateAnswer(res);
    if (now() - windowStart >= WRONG_WINDOW_MS) {
      wrong = new Map();
      windowStart = now();
    }
    const address = ipKeyGenerator(req.ip ?? "");
    const misses = wrong.get(address) ?? 0;
    if (misses >= MAX_WRONG) {
      refused.count("locked out", address);
      const retry = Math.max(1, Math.ceil((windowStart + WRONG_WINDOW_MS - now()) / 1000));
      res
        .status(429)
        .set("Retry-After", String(retry))
        .type("text/plain")
        .send("Too many wrong passwords. Try again later.\n");
      return false;
    }
    const password = passwordOf(req.get("authorization"));
    if (password !== null && timingSafeEqual(digest(password), expected)) return true;
    if (password !== null) {
      refused.count("wrong password", address);
      if (wrong.size < MAX_ADDRESSES || wrong.has(address)) wrong.set(address, misses + 1);
    }
    res
      .status(401)
      .set("WWW-Authenticate", 'Basic realm="Owner", charset="UTF-8"')
      .type("text/plain")
      .send("The owner's figures need the owner's password.\n");
    return false;
  };

  const figures = async (req: Request, res: Response) => {
    const period = periodOf(req.query, stats.today());
    if ("error" in period) return { period, data: null };
    // what every process has counted so far is written first, so the figures add up exactly
    await stats.flushAll();
    try {
      return { period, data: await stats.read(period.since, period.until) };
    } catch (error) {
      logger.error(
        { err: { message: (error as Error).message } },
        "owner page: the daily totals could not be read",
      );
      res.status(503);
      return { period, data: null, failed: true };
    }
  };

  router.get(OWNER_JSON_PATH, async (req: Request, res: Response) => {
    if (!allowed(req, res)) return;
    const { period, data, failed } = await figures(req, res);
    if ("error" in period) return res.status(400).json({ error: period.error });
    if (!data || failed) return res.status(503).json({ error: "the daily totals could not be read" });
    res.json({ ...data, store: stats.description, generatedAt: new Date(now()).toISOString() });
  });

  router.get(OWNER_PATH, async (req: Request, res: Response) => {
    if (!allowed(req, res)) return;
    const { period, data } = await figures(req, res);
    if ("error" in period) return res.status(400).type("text/plain").send(`${period.error}\n`);
    if (!data)
      return res
        .status(503)
        .type("text/plain")
        .send("The daily totals could not be read. Try again in a minute.\n");
    const fontUrl = assets.fonts[0];
    const html = renderOwnerPage(data, {
      mode: "live",
      siteName: config.site.name,
      ...(fontUrl ? { fontUrl } : {}),
      generatedAt: new Date(now()),
      source: stats.description,
      today: stats.today(),
      notices:
        config.site.contactDelivery.mode === "direct"
          ? [
              {
                text: "The contact form posts straight to the form service (CONTACT_DELIVERY=direct): its messages never reach this server and are not counted here. Newsletter sign-ups are.",
              },
            ]
          : [],
    });
    const styleHash = createHash("sha256")
      .update(/<style>([\s\S]*?)<\/style>/.exec(html)![1]!, "utf8")
      .digest("base64");
    res
      .set(
        "Content-Security-Policy",
        `default-src 'none'; style-src 'sha256-${styleHash}'; font-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
      )
      .type("html")
      .send(html);
  });

  return router;
}
