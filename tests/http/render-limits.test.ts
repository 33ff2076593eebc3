/**
 * The renderer's two limits (server/render/render-page.tsx): a render still running after ABORT_AFTER_MS is
 * aborted and its answer ends, and with every render slot busy and MAX_QUEUED_RENDERS waiting, the next
 * request is answered 503 at once. The abort's delay is shortened here (renderTimeoutMs), not waited for.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { pino } from "pino";
import { createElement, Suspense, use } from "react";
import type { RouteObject } from "react-router-dom";
import request from "supertest";
import { expect, test, vi } from "vitest";
import { MAX_CONCURRENT_RENDERS, MAX_QUEUED_RENDERS } from "../../server/render/render-slots";
import { routes } from "../../shared/routes";
import { makeHandler } from "../helpers/app";

const DESKTOP_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
// a crawler's render holds its slot until everything is ready (a browser's only until the shell is)
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** The site's routes plus /held: a part that waits for `gate` (a promise that never settles by default). */
function withHeldPart(gate: Promise<string> = new Promise(() => {})): RouteObject[] {
  function Held() {
    return createElement("p", { id: "held" }, use(gate));
  }
  const root = routes[0] as RouteObject & { index?: false };
  const held: RouteObject = {
    id: "held",
    path: "/held",
    Component: () =>
      createElement(Suspense, { fallback: createElement("p", null, "waiting") }, createElement(Held)),
  };
  return [{ ...root, children: [...(root.children ?? []), held] }];
}

function recordingLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(JSON.parse(String(chunk)));
      callback();
    },
  });
  return { lines, logger: pino({ level: "warn" }, sink) };
}

test.each([
  ["a crawler", GOOGLEBOT],
  ["a browser", DESKTOP_CHROME],
])(
  "a render that never finishes is aborted: %s gets a whole page, the part left to the browser, and the error is logged",
  async (_who, agent) => {
    const { lines, logger } = recordingLogger();
    const handler = makeHandler({ routes: withHeldPart(), renderTimeoutMs: 50, logger });
    const res = await request(handler).get("/held").set("User-Agent", agent);
    expect(res.status).toBe(200);
    expect(res.text).toContain("<main");
    expect(res.text.trimEnd().endsWith("</html>")).toBe(true);
    expect(res.text).not.toContain('id="held"');
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: "render error",
        path: "/held",
        err: expect.objectContaining({ message: "render timed out" }),
      }),
    );
    // its slot is free again: the next page renders
    expect((await request(handler).get("/about")).status).toBe(200);
  },
  // a bound for the render that would otherwise never end
  15_000,
);

test(`with ${MAX_CONCURRENT_RENDERS} renders running and ${MAX_QUEUED_RENDERS} waiting, the next request is answered 503 with Retry-After; the others are served`, async () => {
  let open = (_value: string) => {};
  const gate = new Promise<string>((resolve) => (open = resolve));
  // no page cache: each request renders (one render per page is shared otherwise)
  const handler = makeHandler({ routes: withHeldPart(gate), env: { PAGE_CACHE: "off" } });
  const server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  const get = () =>
    fetch(`http://127.0.0.1:${port}/held`, { headers: { "user-agent": GOOGLEBOT } }).then(async (r) => ({
      status: r.status,
      retryAfter: r.headers.get("retry-after"),
      text: await r.text(),
    }));
  try {
    const admitted = Array.from({ length: MAX_CONCURRENT_RENDERS + MAX_QUEUED_RENDERS }, get);
    await vi.waitFor(
      () => {
        expect(handler.renderStats.renders).toBe(MAX_CONCURRENT_RENDERS);
        expect(handler.renderStats.queued).toBe(MAX_QUEUED_RENDERS);
      },
      { timeout: 20_000, interval: 20 },
    );
    let refused: Awaited<ReturnType<typeof get>> | undefined;
    const next = get().then((answer) => (refused = answer));
    // answered at once, or (were the queue unbounded) waiting in it
    await vi.waitFor(
      () => expect(refused !== undefined || handler.renderStats.queued > MAX_QUEUED_RENDERS).toBe(true),
      {
        timeout: 20_000,
        interval: 20,
      },
    );
    open("the held part");
    await next;
    expect(refused?.status).toBe(503);
    expect(refused?.retryAfter).toBe("5");
    expect(refused?.text).toContain("Please try again");
    const answers = await Promise.all(admitted);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(answers.every((a) => a.text.includes('<p id="held">the held part</p>'))).toBe(true);
  } finally {
    open("the held part");
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
});
