/** Builds the real request handler with test doubles: silent logger, fixed clock, no network. */
import path from "node:path";
import { pino, type Logger } from "pino";
import type { RouteObject } from "react-router-dom";
import { styleHash, type LoadedAssets } from "../../server/assets";
import { loadConfig } from "../../server/config";
import type { Relay, RelayMessage } from "../../server/contact/relay";
import type { ContentService } from "../../server/content/service";
import { createRequestHandler } from "../../server/handler";

export const testCss = "body{margin:0}";
export const testToolsCss = ".tool{display:block}";

export const testAssets: LoadedAssets = {
  entry: "/assets/entry-TEST.js",
  hydrate: "/assets/hydrate-TEST.js",
  css: ["/assets/styles-TEST.css"],
  pageCss: { tools: "/assets/styles-tools-TEST.css" },
  islands: { header: "/assets/island-header-TEST.js", process: "/assets/island-process-TEST.js" },
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
    content?: ContentService;
  } = {},
) {
  const config = loadConfig({ SITE_URL: "https://www.example.com", WARM_CACHE: "0", ...options.env });
  return createRequestHandler({
    config,
    logger: options.logger ?? pino({ level: "silent" }),
    assets: testAssets,
    paths: { clientDir: path.resolve("tests/fixtures/client"), publicDir: path.resolve("public") },
    clock: () => new Date("2026-11-22T12:00:00Z"),
    ...(options.routes ? { routes: options.routes } : {}),
    relay: options.relay ?? fakeRelay().relay,
    ...(options.content ? { content: options.content } : {}),
  });
}

/** Page-cache fills finish after the response (compression runs in the background). */
export async function waitForCache(handler: ReturnType<typeof makeHandler>, size: number) {
  for (let i = 0; i < 100 && handler.pageCache.size < size; i++) await new Promise((r) => setTimeout(r, 20));
}

/** A relay that records what it was asked to send and answers as told. */
export function fakeRelay(answer: "ok" | "fail" = "ok") {
  const sent: RelayMessage[] = [];
  const relay: Relay = {
    kind: "service",
    async send(message) {
      sent.push(message);
      return answer === "ok" ? { ok: true } : { ok: false, reason: "upstream refused", upstreamStatus: 500 };
    },
  };
  return { relay, sent };
}
