/**
 * The visitor's address as every limit keys it (`req.ip`): Express's answer (proxy-addr over TRUST_PROXY and
 * X-Forwarded-For), normalised. Proxies write the address they saw in several spellings: `203.0.113.7:51234`,
 * `[2001:db8::1]:443`, `[2001:db8::1]`, `::ffff:203.0.113.7`, upper-case or uncompressed IPv6. Taken as they
 * are, each source port became a limit bucket of its own; normalised, one address is one bucket (and
 * express-rate-limit groups IPv6 by /56 as before).
 *
 * A forwarded value that is no address at all (`unknown`, RFC 7239's obfuscated names, junk) cannot be keyed
 * by the visitor: such requests are keyed by the connection's own address (the proxy's), so they share one
 * bucket, and one warn line per process says so (the proxy in front needs fixing); not a line per request.
 */
import { createHmac, randomBytes } from "node:crypto";
import { isIP } from "node:net";
import express, { type Express, type Request } from "express";
import { ipKeyGenerator } from "express-rate-limit";
import type { Config } from "./config";
import type { Logger } from "./logger";

/** The plain address in `value` (an IPv4 dotted quad, or IPv6 lower-case and compressed), or null. */
export function normaliseAddress(value: string | undefined): string | null {
  if (value === undefined) return null;
  let address = value.trim();
  // [IPv6] or [IPv6]:port
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  // IPv4:port (an IPv6 address has more than one colon)
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d{1,5}$/.test(address)) address = address.slice(0, address.indexOf(":"));
  // a zone id (fe80::1%eth0) names the proxy's interface, not the visitor
  address = address.replace(/%.*$/, "");
  const version = isIP(address);
  if (version === 4) return address;
  if (version !== 6) return null;
  // the URL parser writes IPv6 in its canonical form (lower case, compressed, IPv4-mapped in hex)
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (mapped) {
    const [high, low] = [parseInt(mapped[1]!, 16), parseInt(mapped[2]!, 16)];
    return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  }
  return canonical;
}

/**
 * Replaces the app's `req.ip` with the normalised address (see above). Express's own getter still does the
 * proxy walk; this only reads its answer.
 */
export function normaliseClientAddress(app: Express, logger: Logger): void {
  let proto: object | null = app.request;
  let descriptor: PropertyDescriptor | undefined;
  while (proto && !(descriptor = Object.getOwnPropertyDescriptor(proto, "ip")))
    proto = Object.getPrototypeOf(proto) as object | null;
  const express = descriptor?.get;
  if (!express) throw new Error("Express's request has no ip getter");
  let warned = false;
  Object.defineProperty(app.request, "ip", {
    configurable: true,
    enumerable: true,
    get(this: Request): string | undefined {
      const raw = express.call(this) as string | undefined;
      const address = normaliseAddress(raw);
      if (address !== null) return address;
      const peer = normaliseAddress(this.socket.remoteAddress);
      if (!warned && raw !== undefined) {
        warned = true;
        // the value itself is not logged (it may be anything a proxy or visitor wrote); its length is
        logger.warn(
          { length: raw.length, unknown: raw.trim().toLowerCase() === "unknown" },
          "a forwarded client address is not an IP address: such requests share the proxy's limit bucket (check the proxy's X-Forwarded-For; logged once)",
        );
      }
      return peer ?? undefined;
    },
  });
}

/**
 * The key every per-client count goes by (the form limits, refusals, held answers, the per-address
 * connection cap): an IPv4 address as it is, an IPv6 one by its /56, as express-rate-limit counts it. A
 * /56 is one home or office network, whose addresses (a /64 alone holds 2^64) a stranger could otherwise
 * take one after another. `address` may be in any spelling normaliseAddress reads; anything else is keyed
 * as it is.
 */
export function clientKey(address: string | undefined): string {
  const plain = normaliseAddress(address);
  return plain === null ? (address ?? "") : ipKeyGenerator(plain);
}

// made at start and never written anywhere: a tag cannot be turned back into its address, even by trying
// every IPv4 address, and means nothing after the process restarts
const TAG_KEY = randomBytes(32);

/**
 * What a log line names a client by: a keyed hash (HMAC-SHA-256 under a key made at start) of its key, 16
 * hex digits. The same client has the same tag in one process while it runs, so its lines can be told
 * apart from others', and its address is never in the log.
 */
export function clientTag(key: string): string {
  return createHmac("sha256", TAG_KEY).update(key).digest("hex").slice(0, 16);
}

/**
 * Whether a peer address is a proxy TRUST_PROXY trusts, as Express decides it for `req.ip` (proxy-addr,
 * compiled by Express's "trust proxy" setting): with a hop count every peer is the first proxy; with a
 * list, the addresses and ranges in it.
 */
export function trustedProxy(trustProxy: Config["trustProxy"]): (address: string) => boolean {
  if (trustProxy === false) return () => false;
  const trust = express().set("trust proxy", trustProxy).get("trust proxy fn") as (
    address: string,
    hop: number,
  ) => boolean;
  return (address) => trust(address, 0);
}
