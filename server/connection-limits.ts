/**
 * Caps on open connections: per process (net.Server's maxConnections: Node closes a connection over it
 * as soon as it is accepted) and per client (a connection over the client's cap is closed before a byte of
 * it is read). A client is its peer address's key (server/client-address.ts): an IPv4 address, or an IPv6
 * /56, so a stranger who owns a /64 cannot take the process's places with one address after another. Of
 * a client's connections, at most HALF_OPEN_PER_ADDRESS may go longer than HALF_OPEN_GRACE_MS without a
 * whole request head; past that its oldest such connections are closed (a browser writes its request as
 * soon as it has connected; a stranger holding sockets half-sent for the 20 s header timeout does not). A
 * burst of new connections is never refused for being unread: only the server's own reading decides
 * "unread", and a busy process reads late. A proxy TRUST_PROXY trusts is no client: its connections carry
 * every visitor's requests and are not counted per address (with a hop count every peer is the proxy, so
 * only the per-process cap applies). Closed connections are logged as one warn line a minute with their
 * number, never an address.
 */
import type { Server } from "node:http";
import type { Socket } from "node:net";
import { clientKey } from "./client-address";
import type { Config } from "./config";
import type { Logger } from "./logger";

export type ConnectionLimits = { perProcess: number; perAddress: number };

/** A client's connections that may go past HALF_OPEN_GRACE_MS without a whole request head. */
export const HALF_OPEN_PER_ADDRESS = 16;
export const HALF_OPEN_GRACE_MS = 5_000;
const REPORT_EVERY_MS = 60_000;

export function limitConnections(
  server: Server,
  limits: ConnectionLimits,
  logger: Logger,
  options: { trusted?: (address: string) => boolean; halfOpenGraceMs?: number } = {},
) {
  server.maxConnections = limits.perProcess;
  const trusted = options.trusted ?? (() => false);
  const graceMs = options.halfOpenGraceMs ?? HALF_OPEN_GRACE_MS;
  const open = new Map<string, number>();
  /** per client, its connections without a request yet and when each was accepted, oldest first */
  const halfOpen = new Map<string, Map<Socket, number>>();
  const refused = { perProcess: 0, perAddress: 0, halfOpen: 0 };
  let reporting: NodeJS.Timeout | null = null;
  const report = () => {
    reporting ??= setTimeout(() => {
      reporting = null;
      logger.warn(
        { refused: { ...refused }, limits: { ...limits, halfOpen: HALF_OPEN_PER_ADDRESS } },
        "connections over the cap were closed (the last minute)",
      );
      refused.perProcess = 0;
      refused.perAddress = 0;
      refused.halfOpen = 0;
    }, REPORT_EVERY_MS).unref();
  };
  /** each half-open connection's client key, until it has sent a request */
  const keyOf = new WeakMap<Socket, string>();
  /** the connection has sent a whole request head (or closed): it is no longer half-open */
  const settled = (socket: Socket) => {
    const key = keyOf.get(socket);
    if (key === undefined) return;
    keyOf.delete(socket);
    const waiting = halfOpen.get(key);
    waiting?.delete(socket);
    if (waiting?.size === 0) halfOpen.delete(key);
  };

  /**
   * Closes each client's oldest half-open connections past its HALF_OPEN_PER_ADDRESS that are older than
   * the grace. Run right after a poll phase (setImmediate), so a request that has arrived is read first.
   */
  const sweep = () => {
    const now = Date.now();
    for (const waiting of halfOpen.values()) {
      let over = waiting.size - HALF_OPEN_PER_ADDRESS;
      for (const [socket, since] of waiting) {
        if (over <= 0 || now - since < graceMs) break;
        over--;
        refused.halfOpen++;
        report();
        settled(socket);
        socket.destroy();
      }
    }
  };
  let sweeping: NodeJS.Timeout | null = null;
  const sweepSoon = () => {
    sweeping ??= setTimeout(
      () =>
        setImmediate(() => {
          sweeping = null;
          sweep();
          if ([...halfOpen.values()].some((waiting) => waiting.size > HALF_OPEN_PER_ADDRESS)) sweepSoon();
        }),
      Math.min(1_000, graceMs),
    ).unref();
  };

  server.on("drop", () => {
    refused.perProcess++;
    report();
  });
  // before the HTTP server's own listener: a refused socket never gets a parser
  server.prependListener("connection", (socket: Socket) => {
    if (limits.perAddress <= 0 || trusted(socket.remoteAddress ?? "")) return;
    const key = clientKey(socket.remoteAddress);
    const count = (open.get(key) ?? 0) + 1;
    if (count > limits.perAddress) {
      refused.perAddress++;
      report();
      socket.destroy();
      return;
    }
    open.set(key, count);
    let waiting = halfOpen.get(key);
    if (!waiting) halfOpen.set(key, (waiting = new Map()));
    waiting.set(socket, Date.now());
    keyOf.set(socket, key);
    if (waiting.size > HALF_OPEN_PER_ADDRESS) sweepSoon();
    socket.once("close", () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
      settled(socket);
    });
  });
  // a whole request head has arrived: the connection is a visitor's, no longer half-open
  server.on("request", (req) => settled(req.socket));
  return {
    /** open connections per client key (for tests) */
    openFrom: (key: string) => open.get(key) ?? 0,
    /** of those, connections without a whole request yet */
    halfOpenFrom: (key: string) => halfOpen.get(key)?.size ?? 0,
  };
}

/**
 * Said once at start (by the primary, or the only process): a per-address cap that was set but can cap
 * nobody, because TRUST_PROXY is a hop count and every peer is then taken for the proxy.
 */
export function warnIdleCap(config: Pick<Config, "trustProxy" | "connections">, logger: Logger): void {
  if (typeof config.trustProxy !== "number" || !config.connections.perAddressSet) return;
  logger.warn(
    { trustProxy: config.trustProxy, maxConnectionsPerAddress: config.connections.perAddress },
    "MAX_CONNECTIONS_PER_ADDRESS caps nobody: with TRUST_PROXY a hop count every peer is the proxy, whose connections are not counted per address; name the proxies' addresses in TRUST_PROXY (e.g. loopback) to cap everyone else",
  );
}
