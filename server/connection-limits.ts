/**
 * Caps on open connections: per process (net.Server's maxConnections: Node closes a connection over it
 * as soon as it is accepted) and per peer address (a connection over the address's cap is closed before a
 * byte of it is read). A stranger with thousands of slow posts holds at most `perAddress` sockets and their
 * buffers here, and all strangers together at most `perProcess`. The peer is the TCP peer: behind a
 * reverse proxy, the proxy (so the per-address cap is off there unless set, config.ts). Closed connections
 * are logged as one warn line a minute with their number, never an address.
 */
import type { Server, Socket } from "node:net";
import type { Logger } from "./logger";

export type ConnectionLimits = { perProcess: number; perAddress: number };

const REPORT_EVERY_MS = 60_000;

export function limitConnections(server: Server, limits: ConnectionLimits, logger: Logger) {
  server.maxConnections = limits.perProcess;
  const open = new Map<string, number>();
  const refused = { perProcess: 0, perAddress: 0 };
  let reporting: NodeJS.Timeout | null = null;
  const report = () => {
    reporting ??= setTimeout(() => {
      reporting = null;
      logger.warn(
        { refused: { ...refused }, limits },
        "connections over the cap were closed at once (the last minute)",
      );
      refused.perProcess = 0;
      refused.perAddress = 0;
    }, REPORT_EVERY_MS).unref();
  };
  server.on("drop", () => {
    refused.perProcess++;
    report();
  });
  // before the HTTP server's own listener: a refused socket never gets a parser
  server.prependListener("connection", (socket: Socket) => {
    if (limits.perAddress <= 0) return;
    const address = socket.remoteAddress ?? "";
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.perAddress) {
      refused.perAddress++;
      report();
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once("close", () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
  return {
    /** open connections per address (for tests) */
    openFrom: (address: string) => open.get(address) ?? 0,
  };
}
