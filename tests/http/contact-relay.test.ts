import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, readFile, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, expect, test } from "vitest";
import { outboxRelay, serviceRelay, type Relay } from "../../server/contact/relay";

// A fake form service on 127.0.0.1: its behaviour is chosen by the request's subject line.
let server: Server;
let relay: Relay;
const received: string[] = [];

function respond(req: IncomingMessage, res: ServerResponse, body: string) {
  received.push(body);
  const mode = body.match(/name="subject"\r\n\r\n([^\r]+)/)?.[1] ?? "";
  if (mode === "ok")
    return res.writeHead(200, { "content-type": "application/json" }).end('{"success":true}');
  if (mode === "refused")
    return res.writeHead(200, { "content-type": "application/json" }).end('{"success":false}');
  if (mode === "500") return res.writeHead(500).end('{"success":false}');
  if (mode === "403") return res.writeHead(403).end('{"success":false,"message":"server-side not allowed"}');
  if (mode === "html") return res.writeHead(200, { "content-type": "text/html" }).end("<h1>hi</h1>");
  if (mode === "reset") return req.socket.destroy();
  if (mode === "slow") return; // never answers
  res.writeHead(400).end();
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => respond(req, res, body));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/submit`;
  relay = serviceRelay({ url, accessKey: "test-key", logger, timeoutMs: 300 });
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((r) => server.close(() => r()));
});

const lines: string[] = [];
const logger = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
const message = (subject: string) => ({
  subject,
  fromName: "Website",
  fields: {
    "First Name": "Maria",
    "Last Name": "Lopez",
    email: "maria@example.com",
    "Phone Number": "7185550123",
    message: "secret message body",
  },
});

test("the relay posts multipart with the access key, subject, sender and the five fields", async () => {
  expect(await relay.send(message("ok"))).toEqual({ ok: true });
  const body = received.at(-1) ?? "";
  for (const name of [
    "access_key",
    "subject",
    "from_name",
    "First Name",
    "Last Name",
    "email",
    "Phone Number",
    "message",
  ]) {
    expect(body).toContain(`name="${name}"`);
  }
  expect(body).toContain("test-key");
});

test.each([
  ["refused", 200],
  ["500", 500],
  ["403", 403],
  ["html", 200],
])("an upstream answering %s is a failure with its status", async (mode, status) => {
  expect(await relay.send(message(mode))).toEqual({
    ok: false,
    reason: "upstream refused",
    upstreamStatus: status,
  });
});

test("a connection reset and a timeout are failures too", async () => {
  expect(await relay.send(message("reset"))).toEqual({ ok: false, reason: "upstream unreachable" });
  expect(await relay.send(message("slow"))).toEqual({ ok: false, reason: "upstream unreachable" });
});

test("a 403 is logged with the hint, and no log line carries the visitor's details", async () => {
  await relay.send(message("403"));
  const all = lines.join("\n");
  expect(all).toContain("free plan");
  for (const secret of ["Maria", "Lopez", "maria@example.com", "7185550123", "secret message body"])
    expect(all).not.toContain(secret);
});

test("the outbox appends one JSON line per message to a file only its owner can read", async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "outbox-"));
  const file = path.join(dir, "nested", "contact.jsonl");
  const outbox = outboxRelay(file, () => new Date("2026-11-22T10:00:00Z"));
  await outbox.send(message("one"));
  await outbox.send(message("two"));
  const rows = (await readFile(file, "utf8"))
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));
  expect(rows.map((r) => r.subject)).toEqual(["one", "two"]);
  expect(rows[0].receivedAt).toBe("2026-11-22T10:00:00.000Z");
  expect((await stat(file)).mode & 0o777).toBe(0o600);
});
