/**
 * Caps on open connections: per process (net.Server's maxConnections: Node closes a connection over it
 * as soon as it is accepted) and per client (a connection over the client's cap is closed before a byte of
 * it is read). A client is its peer address's key (server/client-address.ts): an IPv4 address, or an IPv6
 * /56, so a stranger who owns a /64 cannot take the process's places with one address after another. Of
 * its `perAddress` places, at most HALF_OPEN_PER_ADDRESS may be held by connections that have not sent a
 * whole request head yet (a browser sends its request as soon as it has connected; a stranger holding
 * sockets half-sent does not), so one network cannot fill a process with slow headers for the 20 s header
 * timeout. A proxy TRUST_PROXY trusts is no client: its connections carry every visitor's requests and are
 * not counted per address (with a hop count every peer is the proxy, so only the per-process cap applies).
 * Closed connections are logged as one warn line a minute with their number, never an address.
 */
import type { Server } from "node:http";
import type { Socket } from "node:net";
import { clientKey } from "./client-address";
import type { Config } from "./config";
import type { Logger } from "./logger";

export type ConnectionLimits = { perProcess: number; perAddress: number };

/** Connections without a whole request yet that one client may hold (within its `perAddress`). */
export const HALF_OPEN_PER_ADDRESS = 16;
const REPORT_EVERY_MS = 60_000;

export function limitConnections(
  server: Server,
  limits: ConnectionLimits,
  logger: Logger,
  options: { trusted?: (address: string) => boolean } = {},
) {
  server.maxConnections = limits.perProcess;
  const trusted = options.trusted ?? (() => false);
  const halfOpenCap = Math.min(limits.perAddress, HALF_OPEN_PER_ADDRESS);
  const open = new Map<string, number>();
  const halfOpen = new Map<string, number>();
  /** sockets counted in `halfOpen`, with their key, until their first request */
  const waiting = new WeakMap<Socket, string>();
  const refused = { perProcess: 0, perAddress: 0, halfOpen: 0 };
  let reporting: NodeJS.Timeout | null = null;
  const report = () => {
    reporting ??= setTimeout(() => {
      reporting = null;
      logger.warn(
        { refused: { ...refused }, limits: { ...limits, halfOpen: halfOpenCap } },
        "connections over the cap were closed at once (the last minute)",
      );
      refused.perProcess = 0;
      refused.perAddress = 0;
      refused.halfOpen = 0;
    }, REPORT_EVERY_MS).unref();
  };
  const less = (counts: Map<string, number>, key: string) => {
    const left = (counts.get(key) ?? 1) - 1;
    if (left > 0) counts.set(key, left);
    else counts.delete(key);
  };
  const requested = (socket: Socket) => {
    const key = waiting.get(socket);
    if (key === undefined) return;
    waiting.delete(socket);
    less(halfOpen, key);
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
    const unrequested = (halfOpen.get(key) ?? 0) + 1;
    if (count > limits.perAddress || unrequested > halfOpenCap) {
      refused[count > limits.perAddress ? "perAddress" : "halfOpen"]++;
      report();
      socket.destroy();
      return;
    }
    open.set(key, count);
    halfOpen.set(key, unrequested);
    waiting.set(socket, key);
    socket.once("close", () => {
      less(open, key);
      requested(socket);
    });
  });
  // a whole request head has arrived: the connection is a visitor's, no longer half-open
  server.on("request", (req) => requested(req.socket));
  return {
    /** open connections per client key (for tests) */
    openFrom: (key: string) => open.get(key) ?? 0,
    /** of those, connections without a whole request yet */
    halfOpenFrom: (key: string) => halfOpen.get(key) ?? 0,
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
