/**
 * Lead durability, end to end on the built server: a lead accepted while the form service fails survives a
 * kill -9, and the next process on the same DATA_DIR delivers it exactly once. CONTACT_RETRY_SECONDS=1 keeps
 * the retries short; CONTACT_RELAY_TIMEOUT_MS stays 10 s (a record killed mid-send is reclaimed after 20 s):
 * with 1 s, an answer the busy machine took longer than that to read counted as a failure, and the retry
 * delivered the lead a second time (the form service then holds two copies with one Idempotency-Key).
 */
import { mkdtemp, readdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";
import { startServer, stopAll } from "../scripts/lib/start-server";
import { startFakeFormService } from "../tests/helpers/fake-form-service";
import { validContact } from "../tests/helpers/contact-form";

// two starts of the built server in one test: on a busy machine each can take half a minute
test.describe.configure({ timeout: 180_000 });
test.afterEach(stopAll);

/** The built server on a free port, ready once /healthz answers; relay delivery with short retries. */
function startRelayServer(env: Record<string, string>) {
  return startServer({
    env: {
      LOG_LEVEL: "info",
      WARM_CACHE: "0",
      WEB_CONCURRENCY: "1",
      CONTACT_DELIVERY: "relay",
      CONTACT_RETRY_SECONDS: "1",
      CONTACT_RELAY_TIMEOUT_MS: "10000",
      ...env,
    },
  });
}

const files = async (dir: string) => (await readdir(dir).catch(() => [] as string[])).sort();

test("a lead accepted while the form service fails survives kill -9 and is delivered once after restart", async () => {
  const service = await startFakeFormService("500");
  try {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "lead-durability-"));
    const outbox = path.join(dataDir, "contact-outbox");
    const env = { DATA_DIR: dataDir, CONTACT_ACCESS_KEY: "test", CONTACT_RELAY_URL: service.url };

    const first = await startRelayServer(env);
    const form = new FormData();
    for (const [name, value] of Object.entries(validContact)) form.set(name, value);
    const res = await fetch(`${first.origin}/api/contact`, {
      method: "POST",
      body: form,
      headers: { Origin: first.origin, Accept: "application/json" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true });
    first.child.kill("SIGKILL");
    expect(await first.exited).toEqual({ code: null, signal: "SIGKILL" });

    // on disk: in pending/, or in sending/ when the kill came mid-attempt
    const kept = [
      ...(await files(path.join(outbox, "pending"))),
      ...(await files(path.join(outbox, "sending"))),
    ];
    expect(kept).toHaveLength(1);
    const id = kept[0]!.replace(/\.json$/, "");
    expect(await files(path.join(outbox, "delivered"))).toEqual([]);

    service.setMode("ok");
    const second = await startRelayServer(env);
    // the delivery's log line is the signal; after it nothing of the message is left to send again
    await second.waitFor(
      () => second.lines().some((line) => line.includes(id) && line.includes('"outcome":"delivered"')),
      `the delivery of ${id} in the log`,
    );
    const accepted = service.accepted();
    expect(accepted).toHaveLength(1);
    expect(accepted[0]?.fields.submission_id).toBe(id);
    expect(accepted[0]?.headers["idempotency-key"]).toBe(id);
    expect(accepted[0]?.fields).toMatchObject(validContact);
    // delivered: its file is deleted (CONTACT_KEEP_DELIVERED_DAYS=0), so no folder holds it
    expect(await files(path.join(outbox, "pending"))).toEqual([]);
    expect(await files(path.join(outbox, "sending"))).toEqual([]);
    expect(await files(path.join(outbox, "delivered"))).toEqual([]);
    expect(second.output()).toContain("contact message delivered");
    for (const secret of Object.values(validContact)) expect(second.output()).not.toContain(secret);

    await second.stop();
  } finally {
    await service.close();
  }
});
