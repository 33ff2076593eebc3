/** Builds the real request handler with test doubles: silent logger, fixed clock, no network. */
import { randomUUID } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { pino, type Logger } from "pino";
import type { Store } from "express-rate-limit";
import type { RouteObject } from "react-router-dom";
import { styleHash, type LoadedAssets } from "../../server/assets";
import { loadConfig } from "../../server/config";
import type { Delivery } from "../../server/contact/delivery";
import type { Outbox } from "../../server/contact/outbox";
import type { LimitName } from "../../server/contact/rate-limit-store";
import type { RefusalHold } from "../../server/contact/refusal-hold";
import type { Relay, RelayMessage } from "../../server/contact/relay";
import type { BlogService } from "../../server/blog/service";
import type { Stats } from "../../server/stats";
import { createRequestHandler } from "../../server/cache-front-door";
import { memoryStats } from "./stats";

export const testCss = "body{margin:0}";
export const testToolsCss = ".tool{display:block}";

export const testAssets: LoadedAssets = {
  boot: "/assets/boot-TEST.js",
  hydrate: "/assets/hydrate-TEST.js",
  css: ["/assets/styles-TEST.css"],
  pageCss: { tools: "/assets/styles-tools-TEST.css" },
  islands: { process: "/assets/island-process-TEST.js" },
  fonts: [],
  metafile: "meta.json",
  inlineCss: testCss,
  inlinePageCss: { tools: testToolsCss },
  styleHashes: [styleHash(testCss), styleHash(testToolsCss)],
};

export function makeHandler(
  options: {
    env?: Record<string, string>;
    routes?: RouteObject[];
    logger?: Logger;
    relay?: Relay;
    blog?: BlogService;
    rateLimitStores?: Partial<Record<LimitName, Store | undefined>>;
    /** the lead store and its delivery (tests of durability hand in their own) */
    outbox?: Outbox;
    delivery?: Delivery | null;
    /** the renderer's clock; 2026-11-22T12:00:00Z (7:00 AM in New York) unless a test moves it */
    clock?: () => Date;
    /** the built client's folder (its assets/ is served at /assets); the fixture folder unless given */
    clientDir?: string;
    /** abort a render after this many milliseconds (the server's 10 s unless given) */
    renderTimeoutMs?: number;
    /** where refused posts wait; unless given (or FORM_REFUSAL_HOLD_MS is), they are answered at once */
    refusalHold?: RefusalHold;
    /**
     * the daily totals (server/stats/); in memory unless given (the SQLite store's thread is tested on its
     * own, tests/unit/stats-store.test.ts, and in the e2e specs)
     */
    stats?: Stats;
    /** the client build's assets (testAssets unless given) */
    assets?: LoadedAssets;
  } = {},
) {
  const config = loadConfig({
    SITE_URL: "https://www.example.com",
    WARM_CACHE: "0",
    // a fresh lead store per handler, created only when a message is stored
    DATA_DIR: path.join(os.tmpdir(), `site-test-${randomUUID()}`),
    // refused posts are answered at once: the hold's own tests hand in a RefusalHold they release
    FORM_REFUSAL_HOLD_MS: "0",
    ...options.env,
  });
  const logger = options.logger ?? pino({ level: "silent" });
  return createRequestHandler({
    config,
    logger,
    assets: options.assets ?? testAssets,
    paths: {
      clientDir: options.clientDir ?? path.resolve("tests/fixtures/client"),
      publicDir: path.resolve("public"),
    },
    clock: options.clock ?? (() => new Date("2026-11-22T12:00:00Z")),
    ...(options.routes ? { routes: options.routes } : {}),
    ...(options.renderTimeoutMs ? { renderTimeoutMs: options.renderTimeoutMs } : {}),
    ...(options.delivery !== undefined
      ? { delivery: options.delivery }
      : { relay: options.relay ?? fakeRelay().relay }),
    ...(options.outbox ? { outbox: options.outbox } : {}),
    ...(options.blog ? { blog: options.blog } : {}),
    ...(options.rateLimitStores ? { rateLimitStores: options.rateLimitStores } : {}),
    ...(options.refusalHold ? { refusalHold: options.refusalHold } : {}),
    stats: options.stats ?? memoryStats({ logger, env: options.env ?? {} }).stats,
  });
}

/** Page-cache fills finish after the response (compression runs in the background). */
export async function waitForCache(handler: ReturnType<typeof makeHandler>, size: number) {
  for (let i = 0; i < 100 && handler.pageCache.size < size; i++) await new Promise((r) => setTimeout(r, 20));
}

/**
 * A relay that records what it was asked to send (and the record ids) and answers as told. Delivery runs
 * after the response, so wait for it: `await vi.waitFor(() => expect(sent).toHaveLength(1))`.
 */
export function fakeRelay(answer: "ok" | "fail" = "ok") {
  const sent: RelayMessage[] = [];
  const ids: string[] = [];
  const relay: Relay = {
    async send(message, id) {
      sent.push(message);
      ids.push(id);
      return answer === "ok" ? { ok: true } : { ok: false, reason: "upstream refused", upstreamStatus: 500 };
    },
  };
  return { relay, sent, ids };
}
