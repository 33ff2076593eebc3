/**
 * A fake form-submission service on 127.0.0.1 (web3forms-like: multipart POST, JSON {"success":true}).
 * Its answer is switched at run time, so a test can take it down and bring it back; every request is kept
 * with its parsed fields, headers and the answer it got. No test framework here: the Playwright spec uses it too.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getFreePort } from "../../scripts/lib/free-port";

export type FakeMode = "ok" | "refused" | "500" | "403" | "html" | "huge" | "reset" | "hang";
export type FakeRequest = { mode: FakeMode; fields: Record<string, string>; headers: IncomingHttpHeaders };

export type FakeFormService = {
  url: string;
  port: number;
  received: FakeRequest[];
  /** the requests it answered with success */
  accepted(): FakeRequest[];
  setMode(mode: FakeMode): void;
  close(): Promise<void>;
};

export async function startFakeFormService(initial: FakeMode = "ok", port = 0): Promise<FakeFormService> {
  let mode = initial;
  const received: FakeRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    const answer = async () => {
      const answer = mode;
      const form = await new Response(Buffer.concat(chunks), {
        headers: { "content-type": req.headers["content-type"] ?? "" },
      })
        .formData()
        .catch(() => new FormData());
      const fields = Object.fromEntries([...form].map(([name, value]) => [name, String(value)]));
      received.push({ mode: answer, fields, headers: req.headers });
      const json = (status: number, body: string) =>
        res.writeHead(status, { "content-type": "application/json" }).end(body);
      if (answer === "ok") return json(200, '{"success":true}');
      if (answer === "refused") return json(200, '{"success":false}');
      if (answer === "500") return json(500, '{"success":false}');
      if (answer === "403") return json(403, '{"success":false,"message":"server-side not allowed"}');
      if (answer === "html") return res.writeHead(200, { "content-type": "text/html" }).end("<h1>hi</h1>");
      if (answer === "huge") return json(200, `{"success":true,"pad":"${"x".repeat(100 * 1024)}"}`);
      if (answer === "reset") return req.socket.destroy();
      // "hang": never answers
    };
    req.on("end", () => void answer());
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}/submit`,
    port: bound,
    received,
    accepted: () => received.filter((r) => r.mode === "ok"),
    setMode: (next) => void (mode = next),
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port on 127.0.0.1 nobody listens on (for "connection refused"), free again for a later listen. */
export const closedPort = () => getFreePort("127.0.0.1");
