/**
 * A server process's drain on SIGTERM/SIGINT (docs/BEHAVIOUR.md, "The drain"; docs/decisions/0017-cluster-shares-a-bound-socket.md,
 * docs/decisions/0030-the-drain-waits-for-a-quiet-socket.md).
 * 1: `begin()` (the handler's drain: /healthz answers 503) at once, so a load balancer stops sending
 *    traffic, while everything else is still served for `delayMs`.
 * 2: the listener waits for a quiet socket: from here every new request waits at the gate (requestGate,
 *    unanswered and unhandled) while connections are still accepted, so a client that is answered and
 *    reconnects lands on a request that waits instead of on a closed socket. Once no connection has been
 *    accepted for `quietMs` and no request is being answered (or `quietMaxMs` has passed), the listener
 *    closes right after an event-loop turn that accepted nothing: the kernel's accept queue is empty and
 *    nobody is connecting, so the close resets nothing that had connected. (In a cluster the primary has
 *    already closed its copy of the shared socket, so the last worker to close it is the moment new
 *    connections are refused.)
 * 2b: once nobody accepts on the socket any more (in a cluster: every worker has closed its listener), the
 *    answer in flight on each connection, and every later one, says "Connection: close"
 *    (`closeConnections()`), and the requests waiting at the gate are handled and answered the same way,
 *    so keep-alive clients finish their request and go elsewhere (refused here at connect) instead of
 *    having a connection cut under them or landing on a worker about to close.
 * 3: every second, connections idle since the last check are closed. A connection that has not carried a
 *    request yet (accepted late, or headers still arriving a line at a time) gets `bodyMs` to send one, and
 *    a request whose head arrived but whose body is still coming gets `bodyMs` from the moment it is seen
 *    in the drain, then a 503 with "Connection: close": a slow sender must not hold the drain.
 * 4: once the last connection is gone, the tasks are done, then exit 0. Past `graceMs` whatever is left is
 *    cut and the exit code is 1.
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import net, { type Socket } from "node:net";
import type { Logger } from "./logger";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A request handler whose new requests can be made to wait (`hold`) and then handled (`release`). */
export type RequestGate = Handler & {
  hold(): void;
  release(): void;
  /** requests being handled now (not those waiting at the gate) */
  readonly active: number;
  /** requests waiting at the gate */
  readonly waiting: number;
};

export function requestGate(handler: Handler): RequestGate {
  let held: Array<[IncomingMessage, ServerResponse]> | null = null;
  let active = 0;
  const run = (req: IncomingMessage, res: ServerResponse) => {
    active++;
    res.once("close", () => active--);
    handler(req, res);
  };
  const gate = (req: IncomingMessage, res: ServerResponse) => {
    if (held) held.push([req, res]);
    else run(req, res);
  };
  // accessors, not Object.assign: that would copy each getter's value once
  return Object.defineProperties(gate, {
    hold: {
      value: () => {
        held ??= [];
      },
    },
    release: {
      value: () => {
        const waiting = held ?? [];
        held = null;
        // a client that left meanwhile has nothing to be answered
        for (const [req, res] of waiting) if (!res.destroyed) run(req, res);
      },
    },
    active: { get: () => active },
    waiting: { get: () => held?.length ?? 0 },
  }) as RequestGate;
}

export type DrainOptions = {
  server: Server;
  /** SHUTDOWN_DELAY_MS, SHUTDOWN_GRACE_MS, SHUTDOWN_BODY_MS */
  delayMs: number;
  graceMs: number;
  bodyMs: number;
  /** step 1 (the handler's drain) and step 2b (the handler's closeConnections) */
  begin: () => void;
  closeConnections: () => void;
  /** the server's request handler, wrapped (requestGate): held from step 2 until nobody accepts */
  gate?: Pick<RequestGate, "hold" | "release" | "active">;
  /** work to finish after the server closed (deliveries in flight, stores), before the exit */
  tasks: Array<() => Promise<unknown>>;
  logger: Logger;
  exit: (code: number) => void;
  /**
   * Calls `then` once no process takes new connections on this socket any more (in a cluster: every
   * worker has closed its listener; alone: at once). Until then a keep-alive connection is not sent away:
   * it would reconnect to a worker that is about to close.
   */
  whenNobodyAccepts?: (then: () => void) => void;
  /** how often idle connections and slow bodies are looked at (1 s; tests may pass less) */
  checkEveryMs?: number;
  /** step 2: how long without a new connection counts as quiet, and the longest wait for it */
  quietMs?: number;
  quietMaxMs?: number;
};

/** The answer a request gets when its body has not arrived within SHUTDOWN_BODY_MS of the drain. */
export const SLOW_BODY_ANSWER =
  "503 Service Unavailable: this server is restarting and the request's body did not arrive in time. " +
  "Nothing was kept: please send it again.\n";

/**
 * Step 2's bounds: no connection accepted for QUIET_MS (longer than a client takes to send its next
 * request once answered, on a busy machine), and at most QUIET_MAX_MS of waiting when visitors keep
 * connecting (no load balancer in front): then the listener closes anyway.
 */
export const QUIET_MS = 250;
export const QUIET_MAX_MS = 2_000;
/** how often step 2 looks at the socket */
const LOOK_EVERY_MS = 10;

/** the answer to the request a connection is serving (Node keeps it on the socket until it is sent) */
const responseOf = (socket: Socket) =>
  (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage ?? null;

/** Track the server's connections now; returns the function that starts the drain (once). */
export function createDrain(options: DrainOptions) {
  const { server, delayMs, graceMs, bodyMs, logger, exit, checkEveryMs = 1000 } = options;
  const { quietMs = QUIET_MS, quietMaxMs = QUIET_MAX_MS } = options;
  const whenNobodyAccepts = options.whenNobodyAccepts ?? ((then: () => void) => then());
  const sockets = new Set<Socket>();
  /** connections that have carried a request */
  const used = new WeakSet<Socket>();
  let accepted = 0;
  server.on("connection", (socket: Socket) => {
    accepted++;
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  server.on("request", (req: IncomingMessage) => used.add(req.socket));

  let stopping = false;
  function drain(signal: string) {
    if (stopping) return;
    stopping = true;
    options.begin();
    logger.info(
      { signal, delayMs, graceMs, bodyMs },
      "shutting down: draining connections, finishing in-flight requests",
    );
    setTimeout(() => {
      logger.warn("in-flight requests did not finish in time; exiting");
      server.closeAllConnections();
      exit(1);
    }, graceMs).unref();
    setTimeout(waitForQuiet, delayMs);
  }

  /** Step 2: new requests wait; the listener closes once nobody has connected for a while. */
  function waitForQuiet() {
    options.gate?.hold();
    const started = Date.now();
    const before = accepted;
    let seen = accepted;
    let quietSince = started;
    // each look runs in the check phase, right after a poll phase's accepts: a connection that was in the
    // kernel's queue has been accepted (and counted) by then
    const look = () => {
      const now = Date.now();
      if (accepted !== seen || (options.gate?.active ?? 0) > 0) {
        seen = accepted;
        quietSince = now;
      }
      const quiet = now - quietSince >= quietMs;
      if (!quiet && now - started < quietMaxMs)
        return void setTimeout(() => setImmediate(look), LOOK_EVERY_MS);
      logger.info(
        { waitedMs: now - started, quiet, accepted: accepted - before, active: options.gate?.active ?? 0 },
        quiet ? "listener closing: nobody connecting" : "listener closing: connections still coming",
      );
      stopAccepting();
    };
    setImmediate(look);
  }

  function stopAccepting() {
    // net.Server's close, not http.Server's: the latter also cuts idle keep-alive connections at once,
    // which resets any whose next request is already on the wire
    net.Server.prototype.close.call(server, () => {
      void Promise.allSettled(options.tasks.map((task) => task())).then(() => {
        logger.info("server closed");
        exit(0);
      });
    });
    whenNobodyAccepts(sendAway);
  }

  function sendAway() {
    options.closeConnections();
    for (const socket of sockets) {
      const res = responseOf(socket);
      if (res && !res.headersSent) res.setHeader("Connection", "close");
      else if (res) res.shouldKeepAlive = false;
    }
    // the requests that waited are answered now, each with Connection: close
    options.gate?.release();
    // a socket seen with no request being answered at two checks in a row: idle. Not http.Server's
    // closeIdleConnections() here either: "idle" there includes a connection whose next request is on the
    // wire but not yet parsed, and cutting it is a reset (e2e/server.spec.ts saw two at a load average of
    // 30). A connection that has carried no request yet gets `bodyMs` to send one: it was accepted to be
    // answered, and its client may be slow to write on a busy machine.
    let waiting = new Set<Socket>();
    const bodySince = new WeakMap<IncomingMessage, number>();
    const freshSince = new WeakMap<Socket, number>();
    const started = Date.now();
    const check = () => {
      const now = new Set<Socket>();
      for (const socket of sockets) {
        const res = responseOf(socket);
        if (res) {
          if (!res.headersSent && !res.req.complete) refuseSlowBody(res, bodySince);
          continue;
        }
        if (!used.has(socket)) {
          const since = freshSince.get(socket) ?? started;
          freshSince.set(socket, since);
          if (Date.now() - since >= bodyMs) socket.destroy();
          continue;
        }
        if (waiting.has(socket)) socket.destroy();
        else now.add(socket);
      }
      waiting = now;
    };
    // the bodies already on their way count from here
    for (const socket of sockets) {
      const req = responseOf(socket)?.req;
      if (req && !req.complete) bodySince.set(req, Date.now());
    }
    setInterval(check, checkEveryMs).unref();
  }

  /** A body still arriving `bodyMs` after the drain first saw it: 503, and the connection closes. */
  function refuseSlowBody(res: ServerResponse, since: WeakMap<IncomingMessage, number>) {
    const seen = since.get(res.req);
    if (seen === undefined) return void since.set(res.req, Date.now());
    if (Date.now() - seen < bodyMs) return;
    res.shouldKeepAlive = false;
    res.writeHead(503, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": "5",
      Connection: "close",
    });
    res.end(SLOW_BODY_ANSWER);
  }

  return Object.defineProperty(drain, "stopping", { get: () => stopping }) as typeof drain & {
    /** whether the drain has begun (a listener not yet opened must then stay closed) */
    readonly stopping: boolean;
  };
}
