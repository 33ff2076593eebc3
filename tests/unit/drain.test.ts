/**
 * server/drain.ts's order, step by step, on a real HTTP server with the drain's clock in the test's hands:
 * /healthz says 503 for the delay while pages are still served, then new requests wait while the socket
 * goes quiet, the listener closes, connections are told to close (the waiting requests answered with
 * Connection: close), the shutdown tasks finish, and only then the process exits, 0; past the grace it
 * exits 1 whatever is left.
 */
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { createDrain, QUIET_MAX_MS, QUIET_MS, requestGate } from "../../server/drain";

type Answer = { status: number; connection: string | undefined; body: string };

/** One GET on its own connection (`keepAlive`: the connection stays open after the answer). */
function get(port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** A turn of the real event loop: what the drain does after its timers (setImmediate) has run. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

const servers: Server[] = [];
beforeEach(() => {
  // the drain's timers and clock; sockets, setImmediate and promises stay real
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
});
afterEach(async () => {
  vi.useRealTimers();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    if (server.listening) await new Promise((resolve) => server.close(resolve));
  }
});

/**
 * A server whose handler answers like the real one: /healthz 503 once the drain has begun, every answer
 * with Connection: close once connections are told to close. `events` is the drain's steps in order.
 */
async function drainedServer(delayMs: number, graceMs = 20_000) {
  const events: string[] = [];
  /** the answers of /slow requests, sent when the test calls them */
  const slow: Array<() => void> = [];
  let draining = false;
  let closing = false;
  const gate = requestGate((req, res) => {
    if (closing) res.setHeader("Connection", "close");
    if (req.url === "/healthz") res.writeHead(draining ? 503 : 200).end(draining ? "draining" : "ok");
    else if (req.url === "/slow") slow.push(() => res.end("slow page"));
    else res.end(`page ${req.url}`);
  });
  const server = createServer(gate);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  let finishTask = () => {};
  const exits: number[] = [];
  const drain = createDrain({
    server,
    delayMs,
    graceMs,
    bodyMs: 5_000,
    begin: () => {
      draining = true;
      events.push("health 503");
    },
    closeConnections: () => {
      closing = true;
      events.push(server.listening ? "told to close while listening" : "connections told to close");
    },
    gate,
    tasks: [
      () => {
        events.push("task started");
        return new Promise<void>((resolve) => (finishTask = resolve)).then(() => events.push("task done"));
      },
    ],
    logger: pino({ level: "silent" }),
    exit: (code) => {
      exits.push(code);
      events.push(`exit ${code}`);
    },
  });
  server.on("close", () => events.push("server closed"));
  return { server, port, drain, events, exits, slow, gate, finish: () => finishTask() };
}

test("the drain's order: health 503 for the delay, listener closed once quiet, connections told to close, tasks finished, exit 0", async () => {
  const { server, port, drain, events, exits, finish } = await drainedServer(5_000);
  drain("SIGTERM");
  let requests = 0;
  expect(events).toEqual(["health 503"]);
  // the delay: a balancer's health check sees 503, visitors are still served, the listener still accepts
  expect(await get(port, "/healthz")).toMatchObject({ status: 503, body: "draining" });
  expect(await get(port, "/about")).toMatchObject({ status: 200, body: "page /about" });
  await vi.advanceTimersByTimeAsync(4_999);
  expect(server.listening).toBe(true);

  // the delay is over: a request that comes now waits at the gate while the socket goes quiet
  await vi.advanceTimersByTimeAsync(1);
  await turn();
  server.on("request", () => requests++);
  let waited: Answer | undefined;
  const held = get(port, "/services").then((answer) => (waited = answer));
  // the request is in (the handler's gate has it), unanswered, and the listener still accepts
  await vi.waitFor(() => expect(requests).toBe(1));
  expect(server.listening).toBe(true);
  expect(waited).toBeUndefined();
  // nobody new connects for QUIET_MS: the listener closes, then the waiting request is answered, told to close
  await vi.advanceTimersByTimeAsync(QUIET_MS + 20);
  await vi.waitFor(async () => {
    await vi.advanceTimersByTimeAsync(10);
    expect(server.listening).toBe(false);
  });
  expect(await held).toMatchObject({ status: 200, connection: "close", body: "page /services" });
  // a visitor connecting now is refused at connect
  await expect(get(port, "/")).rejects.toMatchObject({ code: "ECONNREFUSED" });

  // the last connection gone, the tasks run; the exit waits for them
  await vi.waitFor(() => expect(events).toContain("task started"));
  expect(exits).toEqual([]);
  finish();
  await vi.waitFor(() => expect(exits).toEqual([0]));
  expect(events).toEqual([
    "health 503",
    "connections told to close",
    "server closed",
    "task started",
    "task done",
    "exit 0",
  ]);
});

test("shutdown tasks that never finish: past the grace the process exits 1, and not before", async () => {
  const { drain, exits, events } = await drainedServer(0, 20_000);
  const start = Date.now();
  drain("SIGTERM");
  await vi.waitFor(async () => {
    await vi.advanceTimersByTimeAsync(50);
    expect(events).toContain("task started");
  });
  await vi.advanceTimersByTimeAsync(start + 20_000 - 1 - Date.now());
  expect(exits).toEqual([]);
  await vi.advanceTimersByTimeAsync(1);
  expect(exits).toEqual([1]);
});

test("a request being answered when the delay ends keeps the listener open until it is done (at most QUIET_MAX_MS)", async () => {
  const { server, port, drain, slow, gate } = await drainedServer(0);
  const page = get(port, "/slow");
  await vi.waitFor(() => expect(slow).toHaveLength(1));
  expect(drain.stopping).toBe(false);
  drain("SIGTERM");
  expect(drain.stopping).toBe(true);
  expect(gate.active).toBe(1);
  // longer than the quiet time, and the request is still being answered: the listener stays open
  await vi.advanceTimersByTimeAsync(QUIET_MS * 2);
  await turn();
  expect(server.listening).toBe(true);
  slow[0]!();
  expect(await page).toMatchObject({ status: 200, body: "slow page" });
  await vi.waitFor(async () => {
    await vi.advanceTimersByTimeAsync(10);
    expect(server.listening).toBe(false);
  });
});

test("a request that never ends holds the listener open QUIET_MAX_MS at most", async () => {
  const { server, port, drain, slow } = await drainedServer(0);
  void get(port, "/slow").catch(() => undefined);
  await vi.waitFor(() => expect(slow).toHaveLength(1));
  const start = Date.now();
  drain("SIGTERM");
  await vi.advanceTimersByTimeAsync(QUIET_MAX_MS - 100);
  await turn();
  expect(server.listening).toBe(true);
  await vi.waitFor(async () => {
    await vi.advanceTimersByTimeAsync(10);
    expect(server.listening).toBe(false);
  });
  expect(Date.now() - start).toBeGreaterThanOrEqual(QUIET_MAX_MS);
});
