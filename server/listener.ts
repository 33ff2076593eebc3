/**
 * The listening socket of a cluster (docs/decisions/0017-cluster-shares-a-bound-socket.md). The primary binds it (never listens or accepts on
 * it itself) and hands a copy to each worker over IPC; every worker listens on its copy and accepts from the
 * kernel itself. node:cluster's own sharing is not used: with its round-robin the primary accepts every
 * connection and hands it to a worker, and keeps doing so while the workers drain, then resets the ones it
 * still holds when the last worker closes; with its SCHED_NONE the primary's copy of the socket keeps it
 * open after every worker has closed its own, so connections queue in the kernel with nobody to accept them
 * and are reset. Here the primary closes its copy when the drain starts, so the socket stops taking
 * connections at the moment the last worker closes its listener, as in a single process.
 */
import type { Worker } from "node:cluster";
import dns from "node:dns/promises";
import type { Server } from "node:http";
import net from "node:net";
import { getSystemErrorName } from "node:util";
import type { Config } from "./config";

/** the IPC messages: a worker asks for the socket (which comes with the same message), a worker has
 * closed its listener, and (from the primary) nobody takes new connections on the socket any more */
const ASK = { skyline: "listen-socket" } as const;
const STOPPED = { skyline: "stopped-accepting" } as const;
const NOBODY = { skyline: "nobody-accepts" } as const;
const is = (message: unknown, kind: { skyline: string }) =>
  typeof message === "object" &&
  message !== null &&
  (message as { skyline?: unknown }).skyline === kind.skyline;

/** a bound TCP handle (Node's internal TCP wrap, what node:cluster itself sends its workers) */
export type SharedSocket = { close(): void };

type CreateServerHandle = (
  address: string,
  port: number,
  addressType: 4 | 6,
  fd: undefined,
  flags: number,
) => SharedSocket | number;

/**
 * Primary: bind HOST:PORT (a name is looked up first). Throws with the system's error name (EADDRINUSE,
 * EACCES...) when the address cannot be bound.
 */
export async function bindShared(config: Pick<Config, "host" | "port">): Promise<SharedSocket> {
  const { address, family } = net.isIP(config.host)
    ? { address: config.host, family: net.isIP(config.host) }
    : await dns.lookup(config.host);
  // net._createServerHandle: what node:cluster's primary uses to make the handle it shares
  const create = (net as unknown as { _createServerHandle: CreateServerHandle })._createServerHandle;
  const handle = create(address, config.port, family === 6 ? 6 : 4, undefined, 0);
  if (typeof handle === "number") {
    throw new Error(`cannot bind ${config.host}:${config.port}: ${getSystemErrorName(handle)}`);
  }
  return handle;
}

/**
 * Primary: answer a worker's ask with a copy of the socket (while the primary still has it), and report a
 * worker that has closed its listener (`stopped`).
 */
export function offerShared(worker: Worker, socket: () => SharedSocket | null, stopped: () => void) {
  worker.on("message", (message: unknown) => {
    const handle = socket();
    // a raw handle goes over IPC like a net.Server (the type only names the latter)
    if (is(message, ASK) && handle) worker.send(ASK, handle as unknown as net.Server);
    if (is(message, STOPPED)) stopped();
  });
}

/** Primary: tell a worker that no process takes new connections on the socket any more. */
export function tellNobodyAccepts(worker: Worker) {
  if (worker.isConnected()) worker.send(NOBODY);
}

/**
 * Worker: the drain's `whenNobodyAccepts` (server/drain.ts) in a cluster: report the closed listener to
 * the primary, and go on once it says every worker has closed its own. Alone: undefined (at once).
 */
export function nobodyAccepts(inCluster: boolean): ((then: () => void) => void) | undefined {
  const send = process.send?.bind(process);
  if (!inCluster || !send) return undefined;
  return (then) => {
    const onMessage = (message: unknown) => {
      if (!is(message, NOBODY)) return;
      process.off("message", onMessage);
      then();
    };
    process.on("message", onMessage);
    send(STOPPED);
  };
}

/**
 * Worker: listen on the primary's socket in a cluster, else on HOST:PORT; `onListening` once it does. A
 * copy of the socket that arrives when it is no longer `wanted` (a drain began while it was on its way) is
 * closed instead: this process must not start accepting then.
 */
export function listenShared(
  server: Server,
  config: Pick<Config, "host" | "port">,
  inCluster: boolean,
  { onListening, wanted = () => true }: { onListening: () => void; wanted?: () => boolean },
) {
  if (!inCluster || !process.send) {
    server.listen(config.port, config.host, onListening);
    return;
  }
  const onMessage = (message: unknown, handle: unknown) => {
    if (!is(message, ASK) || !handle) return;
    process.off("message", onMessage);
    if (!wanted()) return (handle as SharedSocket).close();
    server.listen(handle, onListening);
  };
  process.on("message", onMessage);
  process.send(ASK);
}
