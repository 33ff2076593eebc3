/** The one free-port helper of the servers, tests and scripts (tests/helpers, e2e, scripts/). */
import net from "node:net";

/**
 * A port that is free right now: the OS picks one for a throwaway listener, which is closed again.
 * Without `host` it listens on the unspecified address (dual stack), so the port is free on every
 * interface a server might bind; with `host` (e.g. "127.0.0.1") on that address only. There is a small race
 * until the caller binds it; a start that loses it fails with EADDRINUSE.
 */
export function getFreePort(host?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, ...(host ? [host] : []), () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
