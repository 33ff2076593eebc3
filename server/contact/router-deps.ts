/** What the contact and newsletter router (router.ts) and its parts are given, and one test they share. */
import type { Request, Response } from "express";
import type { Store } from "express-rate-limit";
import type { ContactFormState } from "../../shared/contact";
import type { Logger } from "../logger";
import type { Delivery } from "./delivery";
import type { Outbox } from "./outbox";
import type { LimitName } from "./rate-limit-store";
import type { RefusalHold } from "./refusal-hold";

export type ContactRouterDeps = {
  outbox: Pick<Outbox, "store" | "dir">;
  /** null without CONTACT_ACCESS_KEY: the store keeps the messages and nothing is sent */
  delivery: Pick<Delivery, "deliver"> | null;
  siteUrl: string;
  siteName: string;
  /** told to the visitor when even the store fails or the limit is reached */
  phone: string;
  /** the phone's tel: link (default: its digits) */
  phoneTel?: string;
  email: string;
  logger: Logger;
  /** accepted contact messages and newsletter sign-ups per address and window, counted apart */
  rateLimits?: Partial<Record<LimitName, { windowMs: number; limit: number }>>;
  /** where each limit's counts live (server/contact/rate-limit-store.ts); express-rate-limit's memory by default */
  rateLimitStores?: Partial<Record<LimitName, Store | undefined>>;
  /** renders /contact with the visitor's values and the error (the no-JavaScript path) */
  renderForm: (req: Request, res: Response, status: number, state: ContactFormState) => Promise<void>;
  /** a form post's body must have arrived this long after its headers (FORM_BODY_TIMEOUT_MS) */
  bodyTimeoutMs?: number;
  /** refused no-JavaScript posts answered with the full page, and invalid posts, per address and window */
  refusals?: { rendered: number; invalid: number };
  /** where refusals past an address's first `refusals.rendered` in the window wait (refusal-hold.ts); none by default */
  hold?: RefusalHold;
};

/** A post from the page's script (it asks for JSON), not a plain form post. */
export const wantsJson = (req: Request) => (req.get("accept") ?? "").includes("application/json");
