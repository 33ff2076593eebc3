/**
 * Multipart posts: a refused post costs what a static answer costs, and a stranger
 * cannot hold memory with slow or endless bodies or with connections.
 */
import { createServer, type Server } from "node:http";
import net, { type AddressInfo } from "node:net";
import request from "supertest";
import { afterEach, expect, test, vi } from "vitest";
import { HALF_OPEN_PER_ADDRESS, limitConnections, warnIdleCap } from "../../server/connection-limits";
import { trustedProxy } from "../../server/client-address";
import { loadConfig } from "../../server/config";
import { HOLD_LIMITS, RefusalHold } from "../../server/contact/refusal-hold";
import { MAX_BODY_BYTES } from "../../server/contact/request-checks";
import { fakeRelay, makeHandler } from "../helpers/app";
import { captureLogs } from "../helpers/leads";
import { ORIGIN, validContact } from "../helpers/contact-form";
import { pino } from "pino";

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function listen(handler: Parameters<typeof createServer>[1]) {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** The full contact page carries the site's stylesheet link and header; the static form none of it. */
const isFullPage = (html: string) => html.includes('rel="stylesheet"') || html.includes("<header");

const formPost = (handler: ReturnType<typeof makeHandler>, path = "/api/contact") =>
  request(handler).post(path).set("Origin", ORIGIN).set("Accept", "text/html,application/xhtml+xml");

test("past two refused no-JS posts per address, a 429 is the small static form with the typed values, no render", async () => {
  const handler = makeHandler();
  for (let i = 0; i < 5; i++) {
    const res = await formPost(handler).set("Accept", "application/json").type("form").send(validContact);
    expect(res.status).toBe(200);
  }
  const typed = { ...validContact, message: 'Quote for "Bread & <Butter>" please' };
  // the first two refusals: the contact page again, rendered
  for (let i = 0; i < 2; i++) {
    const res = await formPost(handler).type("form").send(typed);
    expect(res.status).toBe(429);
    expect(isFullPage(res.text)).toBe(true);
  }
  const renders = handler.renderStats.renders;
  for (let i = 0; i < 3; i++) {
    const res = await formPost(handler).type("form").send(typed);
    expect(res.status).toBe(429);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect(isFullPage(res.text)).toBe(false);
    expect(res.text).toContain("You have sent us several messages");
    // the values, escaped, in a form that posts to the same address
    expect(res.text).toContain('<form id="contact-form" method="post" action="/api/contact">');
    expect(res.text).toMatch(/<input id="first-name" name="First Name"[^>]* value="Maria"/);
    expect(res.text).toContain(">Quote for &quot;Bread &amp; &lt;Butter&gt;&quot; please</textarea>");
    expect(res.text).toContain('href="tel:+12125550142"');
  }
  expect(handler.renderStats.renders).toBe(renders);
});

test("invalid posts count: past 10 in the window an invalid post is a cheap 429 that keeps the values and the field's error; nothing is stored", async () => {
  const { relay, sent: relayed } = fakeRelay();
  const handler = makeHandler({ relay });
  const invalid = { ...validContact, email: "not-an-email" };
  for (let i = 0; i < 10; i++) {
    const res = await formPost(handler).type("form").send(invalid);
    expect(res.status).toBe(400);
  }
  // the 3rd to 10th invalid posts already got the static form with the field's error
  const renders = handler.renderStats.renders;
  expect(renders).toBe(2);
  const eleventh = await formPost(handler).type("form").send(invalid);
  expect(eleventh.status).toBe(429);
  expect(Number(eleventh.headers["retry-after"])).toBe(600);
  expect(eleventh.text).toContain("Please check the form");
  expect(eleventh.text).toContain('<span id="email-error">Enter a valid email address.</span>');
  expect(eleventh.text).toContain('value="Maria"');
  expect(isFullPage(eleventh.text)).toBe(false);
  const json = await formPost(handler).set("Accept", "application/json").type("form").send(invalid);
  expect(json.status).toBe(429);
  expect(json.body).toMatchObject({ success: false, errors: { email: "Enter a valid email address." } });
  const newsletter = await formPost(handler, "/api/newsletter")
    .set("Accept", "application/json")
    .type("form")
    .send({ email: "nope" });
  expect(newsletter.status).toBe(429);
  expect(handler.renderStats.renders).toBe(renders);
  expect(relayed).toHaveLength(0);
});

/** A no-JavaScript post with `fields`, keep-alive, as raw bytes. */
const rawForm = (port: number, fields: Record<string, string>, path = "/api/contact") => {
  const body = new URLSearchParams(fields).toString();
  return (
    head(port, {
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": body.length,
    }).replace("/api/contact", path) + body
  );
};

test("ten junk posts from one client refuse none of its neighbours' valid posts; its own connection's valid posts get what the limit gives; the lock-out is logged once, without the address", async () => {
  const { relay, sent: relayed } = fakeRelay();
  const logs = captureLogs();
  const handler = makeHandler({ relay, logger: logs.logger });
  const { port } = await listen(handler);
  // the junk client: one keep-alive connection, ten posts that fail the form's checks, one after another
  const junk = rawPost(port, invalidPost(port));
  for (let i = 1; i <= 10; i++) {
    await vi.waitFor(() => expect(answers(junk.text())).toHaveLength(i));
    junk.socket.write(invalidPost(port));
  }
  await vi.waitFor(() => expect(answers(junk.text())).toHaveLength(11));
  expect(answers(junk.text()).slice(0, 10)).toEqual(Array(10).fill("HTTP/1.1 400"));
  // the 11th invalid post is past the count: 429
  expect(answers(junk.text())[10]).toBe("HTTP/1.1 429");

  // another client behind the same address (a colleague behind the office's NAT): accepted and kept
  const site = request(`http://127.0.0.1:${port}`);
  const neighbour = await site
    .post("/api/contact")
    .set("Origin", ORIGIN)
    .set("Accept", "application/json")
    .type("form")
    .send({ ...validContact, email: "colleague@example.com" });
  expect(neighbour.status).toBe(200);
  expect(neighbour.body).toMatchObject({ success: true });
  const signUp = await site
    .post("/api/newsletter")
    .set("Origin", ORIGIN)
    .set("Accept", "application/json")
    .type("form")
    .send({ email: "colleague@example.com" });
  expect(signUp.status).toBe(200);
  await vi.waitFor(() =>
    expect(relayed.map((m) => m.fields.email)).toEqual(["colleague@example.com", "colleague@example.com"]),
  );

  // the junk client's own connection: a valid post is accepted while the limit (5 a window) allows it
  for (let i = 0; i < 4; i++) junk.socket.write(rawForm(port, validContact));
  await vi.waitFor(() => expect(answers(junk.text())).toHaveLength(15));
  expect(answers(junk.text()).slice(11)).toEqual(Array(4).fill("HTTP/1.1 303"));
  await vi.waitFor(() => expect(relayed).toHaveLength(6));
  // the address's sixth message: the accepted-message limit's own answer
  junk.socket.write(rawForm(port, validContact));
  await vi.waitFor(() => expect(answers(junk.text())).toHaveLength(16));
  expect(answers(junk.text())[15]).toBe("HTTP/1.1 429");
  expect(junk.text()).toContain("You have sent us several messages");
  junk.socket.destroy();

  const lockOuts = logs.lines.filter((line) => line.msg.startsWith("form posts that fail their checks"));
  expect(lockOuts).toHaveLength(1);
  expect(lockOuts[0]).toMatchObject({ level: 40, invalidPosts: 10, windowMinutes: 10 });
  expect(lockOuts[0]?.client).toMatch(/^[0-9a-f]{16}$/);
  expect(JSON.stringify(lockOuts[0])).not.toContain("127.0.0.1");
});

test("the static form names each refused field beside it", async () => {
  const handler = makeHandler();
  for (let i = 0; i < 2; i++)
    await formPost(handler)
      .type("form")
      .send({ ...validContact, email: "x" });
  const res = await formPost(handler)
    .type("form")
    .send({ ...validContact, email: "x" });
  expect(res.status).toBe(400);
  expect(isFullPage(res.text)).toBe(false);
  expect(res.text).toMatch(/<input id="email"[^>]*aria-invalid="true" aria-describedby="email-error"/);
  expect(res.text).toContain('<span id="email-error">Enter a valid email address.</span>');
});

/** Opens a raw connection, writes `head`, and collects what comes back until the server closes it. */
function rawPost(port: number, head: string) {
  const socket = net.connect(port, "127.0.0.1");
  let received = "";
  socket.setEncoding("latin1");
  socket.on("data", (chunk: string) => (received += chunk));
  socket.on("error", () => {});
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  const answered = new Promise<string>((resolve) => {
    const check = () => {
      if (received.includes("\r\n\r\n")) {
        socket.off("data", check);
        resolve(received);
      }
    };
    socket.on("data", check);
  });
  socket.write(head);
  return { socket, answered, closed, text: () => received };
}

const head = (port: number, headers: Record<string, string | number>) =>
  `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${ORIGIN}\r\nAccept: text/html\r\n` +
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("") +
  "\r\n";

test("a Content-Length over the limit is a 413 with Connection: close before a byte of the body is sent", async () => {
  const handler = makeHandler();
  const { port } = await listen(handler);
  const post = rawPost(
    port,
    head(port, { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": 100_000 }),
  );
  const answer = await post.answered;
  expect(answer).toMatch(/^HTTP\/1\.1 413 /);
  expect(answer.toLowerCase()).toContain("connection: close");
  // the server closes the connection; nothing of the body was ever written
  await post.closed;
  expect(post.text()).toContain("The message is too long");
  expect(handler.renderStats.renders).toBe(0);
});

test("a form body still arriving at the deadline gets a 408 with Connection: close, and the socket is closed", async () => {
  const handler = makeHandler({ env: { FORM_BODY_TIMEOUT_MS: "300" } });
  const { port } = await listen(handler);
  const post = rawPost(
    port,
    head(port, { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": 1000 }) + "message=a",
  );
  const answer = await post.answered;
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(answer.toLowerCase()).toContain("connection: close");
  await post.closed;
  expect(post.text()).toContain("took too long to arrive");
});

test("an endless multipart preamble is cut at the byte bound: 413, Connection: close, long before its end", async () => {
  const handler = makeHandler();
  const { port } = await listen(handler);
  const post = rawPost(
    port,
    head(port, {
      "Content-Type": "multipart/form-data; boundary=XyZ",
      "Transfer-Encoding": "chunked",
    }),
  );
  // 16 KB chunks of preamble (no boundary in them) until the answer comes, at most 100 MB
  const chunk = "p".repeat(16 * 1024);
  let sent = 0;
  let answered = false;
  void post.answered.then(() => (answered = true));
  while (!answered && sent < 100 * 1024 * 1024 && !post.socket.destroyed) {
    const ok = post.socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    sent += chunk.length;
    if (!ok) await new Promise((resolve) => post.socket.once("drain", resolve));
    else await new Promise((resolve) => setImmediate(resolve));
  }
  const answer = await post.answered;
  expect(answer).toMatch(/^HTTP\/1\.1 413 /);
  expect(answer.toLowerCase()).toContain("connection: close");
  await post.closed;
  // cut within a few socket buffers of the bound, not at the end of 100 MB
  expect(sent).toBeLessThan(MAX_BODY_BYTES.other + 8 * 1024 * 1024);
});

test("connections over the per-address cap are closed unread; a freed place is taken again", async () => {
  const server = createServer((_req, res) => res.end("ok"));
  servers.push(server);
  const limits = limitConnections(server, { perProcess: 100, perAddress: 3 }, pino({ level: "silent" }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const open = await Promise.all(
    Array.from(
      { length: 3 },
      () =>
        new Promise<net.Socket>((resolve) => {
          const socket = net.connect(port, "127.0.0.1", () => resolve(socket));
        }),
    ),
  );
  await new Promise<void>((resolve) => {
    const wait = () => (limits.openFrom("127.0.0.1") === 3 ? resolve() : setTimeout(wait, 10));
    wait();
  });
  const fourth = rawPost(port, `GET / HTTP/1.1\r\nHost: x\r\n\r\n`);
  await fourth.closed;
  expect(fourth.text()).toBe("");
  open[0]?.destroy();
  await new Promise<void>((resolve) => {
    const wait = () => (limits.openFrom("127.0.0.1") === 2 ? resolve() : setTimeout(wait, 10));
    wait();
  });
  const next = rawPost(port, `GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
  expect(await next.answered).toMatch(/^HTTP\/1\.1 200 /);
  for (const socket of open) socket.destroy();
});

/**
 * `server`'s own connection handling (limitConnections' listener, then Node's HTTP parser) for connections
 * whose peer address the test names, as a listener on HOST=:: sees them: a loopback listener hands each
 * socket it accepts to `server` as if it came from the address given to `connect` (routing another
 * network's addresses to this machine would need root).
 */
async function fromAddresses(server: Server) {
  const next: string[] = [];
  let handed = 0;
  const front = createServer();
  front.removeAllListeners("connection");
  front.on("connection", (socket: net.Socket) => {
    Object.defineProperty(socket, "remoteAddress", { value: next.shift() });
    handed++;
    server.emit("connection", socket);
  });
  servers.push(front);
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
  const { port } = front.address() as AddressInfo;
  /** A connection from `address` that sends `bytes` (nothing: a connection with no request yet). */
  return async (address: string, bytes = "") => {
    next.push(address);
    const before = handed;
    const client = rawPost(port, bytes);
    await vi.waitFor(() => expect(handed).toBe(before + 1));
    return client;
  };
}

const GET = "GET / HTTP/1.1\r\nHost: x\r\n\r\n";
const silent = pino({ level: "silent" });

test("HOST=:: : connections from many addresses of one /64 stop at the per-client cap (its /56); another network is served", async () => {
  const server = createServer((_req, res) => res.end("ok"));
  const limits = limitConnections(server, { perProcess: 100, perAddress: 4 }, silent);
  const connect = await fromAddresses(server);
  const own = [];
  for (let i = 1; i <= 4; i++) {
    const client = await connect(`2001:db8:47::${i}`, GET);
    expect(await client.answered).toMatch(/^HTTP\/1\.1 200 /);
    own.push(client);
  }
  expect(limits.openFrom("2001:db8:47::/56")).toBe(4);
  // a fifth address of the same /64, and one of another /64 in the same /56: closed unread
  for (const address of ["2001:db8:47::5", "2001:db8:47:ff::1"]) {
    const over = await connect(address, GET);
    await over.closed;
    expect(over.text()).toBe("");
  }
  // a visitor from another network is served all the same
  const visitor = await connect("2001:db8:48::1", GET);
  expect(await visitor.answered).toMatch(/^HTTP\/1\.1 200 /);
  // an IPv4 client seen through the IPv6 socket is its IPv4 address
  const mapped = await connect("::ffff:203.0.113.7", GET);
  expect(await mapped.answered).toMatch(/^HTTP\/1\.1 200 /);
  expect(limits.openFrom("203.0.113.7")).toBe(1);
  for (const client of [...own, visitor, mapped]) client.socket.destroy();
});

test("past 16 connections of one client without a whole request, the oldest is closed after the grace; a burst that sends its requests is never refused", async () => {
  const server = createServer((_req, res) => res.end("ok"));
  const limits = limitConnections(server, { perProcess: 1000, perAddress: 100 }, silent, {
    halfOpenGraceMs: 50,
  });
  const connect = await fromAddresses(server);
  const idle = [];
  for (let i = 1; i <= HALF_OPEN_PER_ADDRESS + 1; i++) idle.push(await connect(`2001:db8:50::${i}`));
  // one over: the oldest goes once the grace has passed, unanswered
  const [oldest, ...kept] = idle;
  await oldest!.closed;
  expect(oldest!.text()).toBe("");
  expect(limits.halfOpenFrom("2001:db8:50::/56")).toBe(HALF_OPEN_PER_ADDRESS);
  expect(kept.filter((client) => client.socket.destroyed)).toEqual([]);
  // a visitor from another network is served, and so is a kept connection that sends its request
  const visitor = await connect("2001:db8:51::1", GET);
  expect(await visitor.answered).toMatch(/^HTTP\/1\.1 200 /);
  kept[0]!.socket.write(GET);
  expect(await kept[0]!.answered).toMatch(/^HTTP\/1\.1 200 /);
  expect(limits.halfOpenFrom("2001:db8:50::/56")).toBe(HALF_OPEN_PER_ADDRESS - 1);
  // a burst from one office (more connections at once than the half-open bound) that sends its requests
  const burst = [];
  for (let i = 1; i <= 2 * HALF_OPEN_PER_ADDRESS; i++) burst.push(await connect(`2001:db8:52::${i}`, GET));
  for (const client of burst) expect(await client.answered).toMatch(/^HTTP\/1\.1 200 /);
  for (const client of [...kept, visitor, ...burst]) client.socket.destroy();
});

test("a proxy TRUST_PROXY names is not counted per address; everyone else still is; a cap set with a hop count is warned about", async () => {
  const server = createServer((_req, res) => res.end("ok"));
  const limits = limitConnections(server, { perProcess: 100, perAddress: 2 }, silent, {
    trusted: trustedProxy(["loopback"]),
  });
  const connect = await fromAddresses(server);
  // the proxy's connections carry every visitor's requests: more than the cap, all served
  const proxy = [];
  for (const address of ["127.0.0.1", "127.0.0.1", "127.0.0.1", "::ffff:127.0.0.1", "::1"]) {
    const client = await connect(address, GET);
    expect(await client.answered).toMatch(/^HTTP\/1\.1 200 /);
    proxy.push(client);
  }
  expect(limits.openFrom("127.0.0.1")).toBe(0);
  // a peer that reaches the port without the proxy is capped
  const direct = [await connect("198.51.100.7", GET), await connect("198.51.100.7", GET)];
  for (const client of direct) expect(await client.answered).toMatch(/^HTTP\/1\.1 200 /);
  const over = await connect("198.51.100.7", GET);
  await over.closed;
  expect(over.text()).toBe("");
  for (const client of [...proxy, ...direct]) client.socket.destroy();

  // a hop count trusts every peer: a cap set then caps nobody, and the start says so
  expect(trustedProxy(1)("198.51.100.7")).toBe(true);
  const warned = (env: Record<string, string>) => {
    const logs = captureLogs();
    warnIdleCap(loadConfig(env), logs.logger);
    return logs.lines.map((line) => line.msg.split(":")[0]);
  };
  expect(warned({ TRUST_PROXY: "1", MAX_CONNECTIONS_PER_ADDRESS: "100" })).toEqual([
    "MAX_CONNECTIONS_PER_ADDRESS caps nobody",
  ]);
  expect(warned({ TRUST_PROXY: "1" })).toEqual([]);
  expect(warned({ TRUST_PROXY: "loopback", MAX_CONNECTIONS_PER_ADDRESS: "100" })).toEqual([]);
});

/** A well-formed no-JavaScript post with an invalid e-mail, keep-alive, as raw bytes. */
const invalidPost = (port: number) => {
  const body = new URLSearchParams({ ...validContact, email: "not-an-email" }).toString();
  return (
    head(port, { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": body.length }) + body
  );
};

const answers = (text: string) => text.match(/HTTP\/1\.1 \d{3}/g) ?? [];

/** A RefusalHold whose pauses end when the test says so: `timers` holds each pause's end, in order. */
function manualHold(limits = HOLD_LIMITS) {
  const timers: Array<() => void> = [];
  const startTimer = (_ms: number, done: () => void) => {
    timers.push(done);
    return () => {};
  };
  return { hold: new RefusalHold(1000, startTimer, limits), timers };
}

/**
 * A server with a manual hold whose address has had its two refusals answered at once: the next refused
 * post is held. `first` are those two connections, left open.
 */
async function pastTwoRefusals(limits = HOLD_LIMITS) {
  const { hold, timers } = manualHold(limits);
  const { port } = await listen(makeHandler({ refusalHold: hold }));
  const first = [rawPost(port, invalidPost(port)), rawPost(port, invalidPost(port))];
  await Promise.all(first.map((post) => post.answered));
  return { hold, timers, port, first };
}

test("past two refusals per address every refused post is held; answers on one connection come one pause apart, and it is read again only after the last", async () => {
  const { hold, timers } = manualHold();
  const handler = makeHandler({ refusalHold: hold });
  const { port } = await listen(handler);
  const site = request(`http://127.0.0.1:${port}`);
  // the address's first two refusals are answered at once
  for (let i = 0; i < 2; i++) {
    const res = await site
      .post("/api/contact")
      .set("Origin", ORIGIN)
      .type("form")
      .send({ ...validContact, email: "x" });
    expect(res.status).toBe(400);
    expect(hold.waiting).toBe(0);
  }
  // two posts pipelined on one connection: both are read in one go and held; one pause runs at a time
  const post = rawPost(port, invalidPost(port) + invalidPost(port));
  await vi.waitFor(() => expect(hold.waiting).toBe(2));
  expect(timers).toHaveLength(1);
  expect(post.text()).toBe("");
  timers[0]!();
  await vi.waitFor(() => expect(answers(post.text())).toEqual(["HTTP/1.1 400"]));
  expect(post.text()).toContain("Please check the form");
  expect(post.text()).toContain('value="Maria"');
  // the second answer's pause starts once the first was sent
  await vi.waitFor(() => expect(timers).toHaveLength(2));
  expect(hold.waiting).toBe(1);
  timers[1]!();
  await vi.waitFor(() => expect(answers(post.text())).toEqual(["HTTP/1.1 400", "HTTP/1.1 400"]));
  expect(hold.waiting).toBe(0);
  // nothing held on it any more: the connection is read again, and its next refused post is held in turn
  post.socket.write(invalidPost(port));
  await vi.waitFor(() => expect(hold.waiting).toBe(1));
  timers[2]!();
  await vi.waitFor(() => expect(answers(post.text())).toHaveLength(3));
  post.socket.destroy();
});

test("a JSON 429 past the first two is held as well; accepted posts never are; the drain answers held posts at once", async () => {
  const { hold, timers } = manualHold();
  const handler = makeHandler({ refusalHold: hold });
  const { port } = await listen(handler);
  const site = request(`http://127.0.0.1:${port}`);
  const json = () => site.post("/api/contact").set("Origin", ORIGIN).set("Accept", "application/json");
  for (let i = 0; i < 5; i++) expect((await json().type("form").send(validContact)).status).toBe(200);
  for (let i = 0; i < 2; i++) expect((await json().type("form").send(validContact)).status).toBe(429);
  expect(hold.waiting).toBe(0);
  let settled = false;
  const held = json()
    .type("form")
    .send(validContact)
    .then((res) => ((settled = true), res));
  await vi.waitFor(() => expect(hold.waiting).toBe(1));
  expect(settled).toBe(false);
  // SIGTERM's step 2b: every held answer is sent now, telling the client to reconnect elsewhere
  handler.closeConnections();
  const res = await held;
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({ success: false });
  expect(res.headers.connection).toBe("close");
  expect(hold.waiting).toBe(0);
  expect(timers).toHaveLength(1);
});

test("a held post whose client has left is dropped when its pause ends, and the server goes on answering", async () => {
  const { hold, timers, port, first: posts } = await pastTwoRefusals();
  const third = rawPost(port, invalidPost(port));
  await vi.waitFor(() => expect(hold.waiting).toBe(1));
  third.socket.destroy();
  await third.closed;
  timers[0]!();
  await vi.waitFor(() => expect(hold.waiting).toBe(0));
  const health = await request(`http://127.0.0.1:${port}`).get("/healthz");
  expect(health.status).toBe(200);
  for (const post of posts) post.socket.destroy();
});

test("a client pipelining refused posts past four held on one connection loses the connection and what it had waiting", async () => {
  const { hold, port, first } = await pastTwoRefusals();
  const flood = rawPost(port, invalidPost(port).repeat(7));
  await flood.closed;
  expect(answers(flood.text())).toEqual([]);
  await vi.waitFor(() => expect(hold.waiting).toBe(0));
  for (const post of first) post.socket.destroy();
});

test("past the process's bound on held answers a refusal is answered at once", async () => {
  const { hold, timers, port, first } = await pastTwoRefusals({ perConnection: 4, perProcess: 1 });
  const held = rawPost(port, invalidPost(port));
  await vi.waitFor(() => expect(hold.waiting).toBe(1));
  const unheld = rawPost(port, invalidPost(port));
  expect(await unheld.answered).toMatch(/^HTTP\/1\.1 400/);
  expect(held.text()).toBe("");
  timers[0]!();
  expect(await held.answered).toMatch(/^HTTP\/1\.1 400/);
  for (const post of [...first, held, unheld]) post.socket.destroy();
});

test("an IPv6 client's refusals count for its /56: new addresses from the same network are held all the same", async () => {
  const { hold, timers } = manualHold();
  const handler = makeHandler({ env: { TRUST_PROXY: "1" }, refusalHold: hold });
  const { port } = await listen(handler);
  const site = request(`http://127.0.0.1:${port}`);
  const post = (address: string) =>
    site
      .post("/api/contact")
      .set("Origin", ORIGIN)
      .set("X-Forwarded-For", address)
      .type("form")
      .send({ ...validContact, email: "x" });
  expect((await post("2001:db8:0:1::1")).status).toBe(400);
  expect((await post("2001:db8:0:2::1")).status).toBe(400);
  expect(hold.waiting).toBe(0);
  const third = post("2001:db8:0:3::1").then((res) => res);
  await vi.waitFor(() => expect(hold.waiting).toBe(1));
  timers[0]!();
  expect((await third).status).toBe(400);
  // another network is counted apart
  expect((await post("2001:db8:1::1")).status).toBe(400);
  expect(hold.waiting).toBe(0);
});
