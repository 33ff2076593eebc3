/**
 * A server process's drain on SIGTERM/SIGINT (docs/ARCHITECTURE.md, "The drain"; docs/decisions/0017-cluster-shares-a-bound-socket.md).
 * 1: `begin()` (the handler's drain: /healthz answers 503) at once, so a load balancer stops sending
 *    traffic, while everything else is still served for `delayMs`.
 * 2: the listener closes (in a cluster the primary has already closed its copy of the shared socket, so
 *    the last worker to close it is the moment new connections are refused).
 * 2b: once nobody accepts on the socket any more (in a cluster: every worker has closed its listener), the
 *    answer in flight on each connection, and every later one, says "Connection: close"
 *    (`closeConnections()`), so keep-alive clients finish their request and go elsewhere (refused here at
 *    connect) instead of having a connection cut under them or landing on a worker about to close.
 * 3: every second, connections idle since the last check are closed, and so are connections that have had
 *    no complete request head since then (headers still arriving a line at a time). A request whose head
 *    arrived but whose body is still coming gets `bodyMs` from the moment it is seen in the drain, then a
 *    503 with "Connection: close": a slow sender must not hold the drain.
 * 4: once the last connection is gone and the tasks are done, exit 0. Past `graceMs` whatever is left is
 *    cut and the exit code is 1.
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import net, { type Socket } from "node:net";
import type { Logger } from "./logger";

export type DrainOptions = {
  server: Server;
  /** SHUTDOWN_DELAY_MS, SHUTDOWN_GRACE_MS, SHUTDOWN_BODY_MS */
  delayMs: number;
  graceMs: number;
  bodyMs: number;
  /** step 1 (the handler's drain) and step 2 (the handler's closeConnections) */
  begin: () => void;
  closeConnections: () => void;
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
};

/** The answer a request gets when its body has not arrived within SHUTDOWN_BODY_MS of the drain. */
export const SLOW_BODY_ANSWER =
  "503 Service Unavailable: this server is restarting and the request's body did not arrive in time. " +
  "Nothing was kept: please send it again.\n";

/** the answer to the request a connection is serving (Node keeps it on the socket until it is sent) */
const responseOf = (socket: Socket) =>
  (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage ?? null;

/** Track the server's connections now; returns the function that starts the drain (once). */
export function createDrain(options: DrainOptions) {
  const { server, delayMs, graceMs, bodyMs, logger, exit, checkEveryMs = 1000 } = options;
  const whenNobodyAccepts = options.whenNobodyAccepts ?? ((then: () => void) => then());
  const sockets = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });

  let stopping = false;
  return function drain(signal: string) {
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
    // right after an event-loop turn's accepts (setImmediate), so the fewest connections are left in the
    // kernel's queue when the listener closes: the last process to close it resets what is queued
    setTimeout(() => setImmediate(stopAccepting), delayMs);
  };

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
    // a socket seen with no request being answered at two checks in a row: idle, or its headers have not
    // come whole in a second. Not http.Server's closeIdleConnections() here either: "idle" there includes
    // a connection whose next request is on the wire but not yet parsed, and cutting it is a reset
    // (e2e/server.spec.ts saw two at a load average of 30).
    let waiting = new Set<Socket>();
    const bodySince = new WeakMap<IncomingMessage, number>();
    const check = () => {
      const now = new Set<Socket>();
      for (const socket of sockets) {
        const res = responseOf(socket);
        if (res) {
          if (!res.headersSent && !res.req.complete) refuseSlowBody(res, bodySince);
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
}
