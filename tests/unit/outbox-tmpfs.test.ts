/**
 * The lead store on a real full disk: a 512 KB tmpfs filled to the last byte after the message is stored.
 * Mounting needs root (CI here runs as root); where the mount is refused the test is skipped and says why.
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, open, readdir, rm, unlink } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createDelivery } from "../../server/contact/delivery";
import { createOutbox } from "../../server/contact/outbox";
import { serviceRelay } from "../../server/contact/relay";
import { startFakeFormService, type FakeFormService } from "../helpers/fake-form-service";
import { captureLogs, fakeClock, fakeTimers } from "../helpers/leads";

const message = { subject: "New enquiry", fromName: "Website", fields: { email: "maria@example.com" } };
let mountPoint = "";
let refused: string | null = null;
let service: FakeFormService | undefined;

beforeAll(async () => {
  mountPoint = await mkdtemp(path.join(os.tmpdir(), "full-disk-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=512k,mode=0700", "tmpfs", mountPoint], {
      stdio: "pipe",
    });
  } catch (error) {
    const err = error as { stderr?: Buffer; message: string };
    refused = (err.stderr?.toString().trim() || err.message).slice(0, 200);
  }
});

afterAll(async () => {
  await service?.close();
  if (!refused) execFileSync("umount", [mountPoint]);
  await rm(mountPoint, { recursive: true, force: true });
});

/** writes until the file system has no byte left; returns the filler's path (delete it to free the space) */
async function fillDisk(dir: string, name = "filler") {
  const filler = path.join(dir, name);
  const handle = await open(filler, "w");
  try {
    for (;;) await handle.write(Buffer.alloc(4096, 1));
  } catch (error) {
    expect((error as NodeJS.ErrnoException).code).toBe("ENOSPC");
  } finally {
    await handle.close();
  }
  return filler;
}

test("on a full tmpfs, a message the service accepts is delivered exactly once and tmp/ stays empty", async ({
  skip,
}) => {
  skip(refused !== null, `a tmpfs cannot be mounted here (mount needs root with CAP_SYS_ADMIN): ${refused}`);
  service = await startFakeFormService("ok");
  const clock = fakeClock();
  const logs = captureLogs();
  const outbox = createOutbox(path.join(mountPoint, "contact-outbox"), { now: clock.now });
  const delivery = createDelivery({
    outbox,
    relay: serviceRelay({ url: service.url, accessKey: "test-key", timeoutMs: 1_000 }),
    logger: logs.logger,
    now: clock.now,
    timers: fakeTimers().timers,
    relayTimeoutMs: 1_000,
  });
  const { id } = await outbox.store(message, "contact");
  const filler = await fillDisk(mountPoint);
  await expect(outbox.checkWritable()).rejects.toMatchObject({ code: "ENOSPC" });

  delivery.deliver(id);
  await delivery.idle();
  // five minutes of the retry schedule (a stale claim is 2 s old here): the fault resent it every 2 s
  for (let t = 0; t < 5 * 60_000; t += 1_000) {
    clock.advance(1_000);
    await delivery.tick();
  }
  expect(service.accepted().map((r) => r.fields.submission_id)).toEqual([id]);
  expect(await outbox.counts()).toEqual({ pending: 0, sending: 0, delivered: 0 });

  // a message that cannot be stored leaves no 0-byte file behind (the delivered record's page is free again)
  const more = await fillDisk(mountPoint, "filler-2");
  await expect(outbox.store(message, "newsletter")).rejects.toMatchObject({ code: "ENOSPC" });
  expect(await readdir(path.join(outbox.dir, "tmp"))).toEqual([]);

  // space again: the store works
  await Promise.all([unlink(filler), unlink(more)]);
  await expect(outbox.store(message, "contact")).resolves.toMatchObject({ attempts: 0 });
});
