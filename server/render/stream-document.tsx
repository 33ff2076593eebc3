/**
 * Streams one page's whole document: browsers at shell-ready, crawlers (isbot) at all-ready; status from
 * the context. The bytes go to the visitor and, when the route allows it, into the page cache (step 6).
 * renderToBuffer renders a document whole, for the background refresh (./refresh.ts).
 */
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { isbot } from "isbot";
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from "react-router-dom";
import { formatToday, PageContextProvider, yearIn } from "../../shared/page-context";
import { SiteProvider } from "../../shared/site";
import { cacheControlFor } from "./cache-policy";
import { Document } from "./document";
import { pageCssOf, templateOf } from "./page-of";
import type { RenderEnv } from "./render-env";
import { storeRendered, type StreamTarget } from "./store-rendered";

/**
 * Every Suspense boundary is written in place, in document order. By default React 19 moves a boundary of
 * more than 12,800 bytes to the end of the stream and puts it back with an inline script, which the pages'
 * CSP (script-src 'self') blocks: the PPC guide's later cards (shared/components/tools/near-view.tsx) then
 * reached the browser as an empty boundary, and React re-rendered them on the client (error #419).
 */
const IN_PLACE = { progressiveChunkSize: Number.POSITIVE_INFINITY };

/** The whole document for a context. */
function documentFor(env: RenderEnv, context: StaticHandlerContext) {
  const router = createStaticRouter(env.handler.dataRoutes, context);
  return (
    <Document
      assets={env.assets}
      site={env.site}
      pageCss={pageCssOf(context)}
      template={templateOf(context)}
      vitalsRate={env.vitalsRate}
    >
      <SiteProvider value={env.site}>
        <PageContextProvider value={{ year: yearIn(env.clock()), today: formatToday(env.clock()) }}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </PageContextProvider>
      </SiteProvider>
    </Document>
  );
}

/**
 * A writable that sends every chunk to the visitor and keeps it in `chunks` when asked: a visitor who
 * left is skipped (others may wait for these bytes), a full socket is waited for.
 */
function teeTo(res: ExpressResponse, chunks: Buffer[] | null) {
  const tee = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks?.push(chunk);
      // the visitor left but others wait for these bytes: finish the render for them
      if (res.destroyed || res.writableEnded) return callback();
      if (res.write(chunk)) return callback();
      // wait for room, or for the connection to close (then the next write skips the visitor)
      const resume = () => {
        res.off("drain", resume);
        res.off("close", resume);
        callback();
      };
      res.on("drain", resume);
      res.on("close", resume);
    },
    final(callback) {
      res.end();
      callback();
    },
  });
  // compression's flush lets each streamed chunk leave at once instead of waiting for zlib's buffer
  Object.assign(tee, { flush: () => (res as ExpressResponse & { flush?: () => void }).flush?.() });
  return tee;
}

/**
 * Pipes one render into res; resolves when streaming has started, rejects on a shell error. With a
 * `storeKey` and a TTL the bytes are stored under that key.
 */
export function pipeDocument(
  env: RenderEnv,
  req: ExpressRequest,
  res: ExpressResponse,
  context: StaticHandlerContext,
  { cacheTtl, flight, storeKey }: StreamTarget,
) {
  env.stats.renders++;
  return new Promise<void>((resolve, reject) => {
    const crawler = isbot(req.get("user-agent") ?? "");
    let renderFailed = false;
    let clientGone = false;
    const status = context.statusCode;
    const tree = documentFor(env, context);
    const start = () => {
      res.status(status);
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Cache-Control", cacheControlFor(status, cacheTtl));
      const chunks: Buffer[] = [];
      const headers = res.getHeaders();
      // Tee: every chunk goes to the client and, for cacheable pages, into the page cache.
      const tee = teeTo(res, cacheTtl !== null ? chunks : null);
      tee.on("finish", () => {
        clearTimeout(timer);
        const rendered = { status, headers, chunks, renderFailed };
        storeRendered(env, req, rendered, { cacheTtl, flight, storeKey });
      });
      stream.pipe(tee);
      resolve();
    };
    const stream = renderToPipeableStream(tree, {
      ...IN_PLACE,
      onShellReady() {
        if (!crawler) start();
      },
      onAllReady() {
        if (crawler) start();
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        renderFailed = true;
        if (!clientGone) env.logger.error({ err: error, path: req.path }, "render error");
      },
    });
    const timer = setTimeout(() => stream.abort(new Error("render timed out")), env.abortAfterMs);
    // a visitor who goes away stops the render, unless other requests are waiting for its bytes
    res.once("close", () => {
      if (res.writableFinished || (flight?.waiters ?? 0) > 0) return;
      clientGone = true;
      clearTimeout(timer);
      stream.abort(new Error("client went away"));
    });
  });
}

/** The whole document as one buffer (all-ready, as a crawler gets it); null if the render failed. */
export function renderToBuffer(
  env: RenderEnv,
  context: StaticHandlerContext,
  path: string,
): Promise<Buffer | null> {
  env.stats.renders++;
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let failed = false;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
    });
    sink.on("finish", () => {
      clearTimeout(timer);
      resolve(failed ? null : Buffer.concat(chunks));
    });
    const stream = renderToPipeableStream(documentFor(env, context), {
      ...IN_PLACE,
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        env.logger.error({ err: error, path }, "background refresh failed");
        resolve(null);
      },
      onError(error) {
        failed = true;
        env.logger.error({ err: error, path }, "render error");
      },
    });
    const timer = setTimeout(() => stream.abort(new Error("render timed out")), env.abortAfterMs);
  });
}
