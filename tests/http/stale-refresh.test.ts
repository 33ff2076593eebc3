import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "vitest";
import { makeHandler, waitForCache } from "../helpers/app";

test("an expired page under concurrent load: every request answered, one refresh render", async () => {
  const handler = makeHandler();
  const server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  const path = "/blog/core-web-vitals-plain-english-guide";
  try {
    await fetch(`http://127.0.0.1:${port}${path}`).then((r) => r.text());
    await waitForCache(handler, 1);
    const entry = (handler.pageCache as unknown as { pages: Map<string, { expiresAt: number }> }).pages.get(
      path,
    );
    if (!entry) throw new Error("not cached");
    entry.expiresAt = Date.now() - 1000;
    const renders = handler.renderStats.renders;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        fetch(`http://127.0.0.1:${port}${path}`, { headers: { "accept-encoding": "br" } }).then(async (r) => [
          r.status,
          (await r.text()).length,
        ]),
      ),
    );
    expect(answers.filter(([status]) => status !== 200)).toEqual([]);
    expect(handler.renderStats.renders - renders).toBe(1);
  } finally {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
});
