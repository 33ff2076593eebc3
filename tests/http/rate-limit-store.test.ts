import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import request from "supertest";
import { expect, test } from "vitest";
import { loadConfig } from "../../server/config";
import { contactRateLimitStore } from "../../server/contact/rate-limit-store";
import { fakeRelay, makeHandler } from "../helpers/app";
import { validContact } from "../helpers/contact-form";

const fields = validContact;

test("with REDIS_URL and Redis unreachable, a message is still accepted and a warning logged", async () => {
  // a port nobody listens on
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, "127.0.0.1", r));
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));

  const lines: string[] = [];
  const logger = pino({ level: "warn" }, { write: (line: string) => lines.push(line) });
  const config = loadConfig({ REDIS_URL: `redis://127.0.0.1:${port}` });
  const limits = contactRateLimitStore(config, logger, false);
  try {
    const handler = makeHandler({ relay: fakeRelay().relay, rateLimitStore: limits.store, logger });
    const res = await request(handler)
      .post("/api/contact")
      .set("Origin", "https://www.example.com")
      .set("Accept", "application/json")
      .type("form")
      .send(fields);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(lines.join("\n")).toContain("Redis");
  } finally {
    await limits.close();
  }
});
