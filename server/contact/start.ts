/**
 * The server's lead store and delivery worker, built from the config: with CONTACT_ACCESS_KEY the worker
 * sends stored messages to the form service; without it the store simply keeps them (nothing is sent, no
 * alarm; in production a warn line at start and every hour while messages wait). The retention sweep
 * (server/contact/retention.ts) runs either way. The start-up log line says which, and where messages are
 * kept. `stop` is for graceful shutdown.
 */
import type { Config } from "../config";
import type { Logger } from "../logger";
import { createDelivery, type Delivery } from "./delivery";
import { createOutbox, type Outbox } from "./outbox";
import { serviceRelay } from "./relay";
import { createRetention } from "./retention";

export type Leads = { outbox: Outbox; delivery: Delivery | null; stop(): Promise<void> };

export function deliveryFor(config: Config, outbox: Outbox, logger: Logger): Delivery | null {
  const { accessKey, relayUrl, relayTimeoutMs, retryBaseMs, alertAfterMs, keepDeliveredDays } =
    config.contact;
  if (!accessKey) return null;
  return createDelivery({
    outbox,
    relay: serviceRelay({ url: relayUrl, accessKey, timeoutMs: relayTimeoutMs }),
    logger,
    relayTimeoutMs,
    retryBaseMs,
    alertAfterMs,
    keepDelivered: keepDeliveredDays > 0,
  });
}

/** A file in the outbox that is not a record is never delivered: said at error level, once per file. */
export const unreadableLogger = (logger: Logger) => (file: string, reason: string) =>
  logger.error(
    { file, reason },
    "contact outbox holds a file that is not a contact record; it is not delivered",
  );

export function startLeads(
  config: Config,
  logger: Logger,
  options: { schedule: boolean } = { schedule: true },
): Leads {
  const outbox = createOutbox(config.contact.outbox, { onUnreadable: unreadableLogger(logger) });
  const delivery = deliveryFor(config, outbox, logger);
  const { keepDeliveredDays, maxAgeDays } = config.contact;
  const where = { outbox: outbox.dir, keepDeliveredDays, maxAgeDays };
  if (delivery) {
    logger.info(
      { ...where, relay: new URL(config.contact.relayUrl).origin },
      "contact messages are stored, then delivered to the form service (retried until it accepts them)",
    );
    // the start-up scan, retry timer and alarm run in one process (the cluster's primary, or the only one)
    if (options.schedule) delivery.start();
  } else {
    // a production site without a key is most likely a missed setting: say so where alerts look (once per
    // site: in the process that runs the schedule)
    logger[config.production && options.schedule ? "warn" : "info"](
      where,
      "no CONTACT_ACCESS_KEY: contact messages are kept in the outbox's pending/ folder and sent nowhere",
    );
  }
  // deletes what is no longer needed (and leftover temp files), once at start and every hour
  const retention = options.schedule
    ? createRetention({
        outbox,
        logger,
        keepDeliveredDays,
        maxAgeDays,
        staleClaimMs: 2 * config.contact.relayTimeoutMs,
        warnUnsent: config.production && !delivery,
      })
    : null;
  void retention?.start();
  // say at start, not at the first visitor's message, when the data folder cannot be written
  outbox
    .ensure()
    .catch((error: NodeJS.ErrnoException) =>
      logger.error(
        { ...where, err: { code: error.code ?? null, message: error.message } },
        "contact outbox cannot be created: messages will be refused with 503 until it can",
      ),
    );
  return {
    outbox,
    delivery,
    stop: async () => {
      retention?.stop();
      await delivery?.stop();
    },
  };
}
