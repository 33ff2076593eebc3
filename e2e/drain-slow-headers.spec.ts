/**
 * The drain, on the built server: connections still sending their headers a line at a time must not
 * hold a drain. Before the fix, 3 such sockets kept the process alive for the whole grace period and it
 * exited 1. The fixed drain cuts them SHUTDOWN_BODY_MS (5 s) after the listener closed and exits 0 while
 * they are still sending (the server's headersTimeout, 5 s below SHUTDOWN_GRACE_MS, would cut them too,
 * later).
 * A request whose body is still coming does not hold the drain either.
 */
import { once } from "node:events";
import { mkdtemp } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";
import { httpGet, startServer, stopAll } from "../scripts/lib/start-server";
import { validContact } from "../tests/helpers/contact-form";

// the built server starts in the test: on a busy machine that alone can take half a minute
test.describe.configure({ timeout: 180_000 });
test.afterEach(stopAll);

/**
 * A client that sends a request's header lines one every 2 s and never finishes them (it would take a
 * minute). `cut` says whether the server closed the socket while the client still had lines to send.
 */
function slowSender(port: number) {
  const lines = [
    "GET / HTTP/1.1",
    "Host: 127.0.0.1",
    ...Array.from({ length: 28 }, (_, i) => `X-Slow-${i}: 1`),
  ];
  const socket = net.connect(port, "127.0.0.1");
  let sent = 0;
  let timer: NodeJS.Timeout | undefined;
  const state = { sent: () => sent, cut: false, closed: once(socket, "close") };
  const next = () => {
    if (socket.destroyed) return;
    socket.write(`${lines[sent++]}\r\n`);
    if (sent < lines.length) timer = setTimeout(next, 2_000);
  };
  socket.on("connect", next);
  socket.on("error", () => undefined);
  socket.on("close", () => {
    clearTimeout(timer);
    state.cut = sent < lines.length;
  });
  return state;
}

test("SIGTERM with 3 slow-header connections open: they are cut, and the process exits 0 while they still send", async () => {
  const server = await startServer({
    env: {
      LOG_LEVEL: "info",
      WARM_CACHE: "0",
      WEB_CONCURRENCY: "1",
      DATA_DIR: await mkdtemp(path.join(os.tmpdir(), "drain-")),
      SHUTDOWN_GRACE_MS: "15000",
    },
  });
  const { port, output } = server;
  const senders = [slowSender(port), slowSender(port), slowSender(port)];
  // every one of them is under way: its first line is on the server
  await expect.poll(() => senders.every((s) => s.sent() >= 1)).toBe(true);
  // and the server has accepted their connections: it answered one opened after them (accepted in order)
  expect((await httpGet(`${server.origin}/healthz`)).status).toBe(200);

  // SIGTERM; the helper's SIGKILL comes only after 30 s, past the 15 s grace, so a drain held by the
  // sockets still ends by the grace path (exit 1) and fails here
  const code = await server.stop();
  expect(code, output()).toBe(0);
  await Promise.all(senders.map((s) => s.closed));
  // closed by the server, mid-request: none had sent all its header lines
  expect(senders.map((s) => s.cut)).toEqual([true, true, true]);
  expect(output()).toContain("server closed");
  expect(output()).not.toContain("did not finish in time");
});

/**
 * A contact post whose head arrived and whose body comes one byte a second (it would take
 * minutes). Returns what the server answered on that connection, once it has closed it.
 */
function slowBody(port: number) {
  const body = new URLSearchParams(validContact).toString();
  const socket = net.connect(port, "127.0.0.1");
  let sent = 0;
  let answer = "";
  let timer: NodeJS.Timeout | undefined;
  const next = () => {
    if (socket.destroyed || answer) return;
    socket.write(body.slice(sent, ++sent));
    timer = setTimeout(next, 1_000);
  };
  socket.on("connect", () => {
    socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\n` +
        `Accept: application/json\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    next();
  });
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => (answer += chunk));
  // the client's later bytes may meet a closed socket: that is the end of it, not a failure
  socket.on("error", () => undefined);
  const closed = once(socket, "close").then(() => {
    clearTimeout(timer);
    return answer;
  });
  return { sent: () => sent, closed };
}

test("SIGTERM with a contact post whose body comes a byte a second: it is answered 503 Connection: close, and the process exits 0", async () => {
  const server = await startServer({
    env: {
      LOG_LEVEL: "info",
      WARM_CACHE: "0",
      WEB_CONCURRENCY: "1",
      DATA_DIR: await mkdtemp(path.join(os.tmpdir(), "drain-")),
    },
  });
  const sender = slowBody(server.port);
  // its head is on the server and the body has begun
  await expect.poll(() => sender.sent() >= 2).toBe(true);
  expect((await httpGet(`${server.origin}/healthz`)).status).toBe(200);

  // the grace (20 s) is the backstop: a drain held by this body would end by it, with exit code 1
  const code = await server.stop();
  expect(code, server.output()).toBe(0);
  const answer = await sender.closed;
  expect(answer).toMatch(/^HTTP\/1\.1 503 /);
  expect(answer).toMatch(/\r\nConnection: close\r\n/i);
  expect(answer).toContain("please send it again");
  expect(server.output()).not.toContain("did not finish in time");
});
