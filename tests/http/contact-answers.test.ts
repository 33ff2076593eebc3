/**
 * What a form post without JavaScript gets when it is refused: a stranger's malformed
 * posts get a small static page, never a render; a real visitor's typed values come back (a refused field,
 * the limit reached) on the contact page, rendered through the same queue as every page, and the page the
 * form was sent from stays with it.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { use } from "react";
import type { RouteObject } from "react-router-dom";
import request from "supertest";
import { afterEach, expect, test, vi } from "vitest";
import { MAX_CONCURRENT_RENDERS, MAX_QUEUED_RENDERS } from "../../server/render/render-slots";
import { routes } from "../../shared/routes";
import { fakeRelay, makeHandler } from "../helpers/app";
import { ORIGIN, validContact } from "../helpers/contact-form";

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** The contact page is over 25 KB even with the tests' one-line stylesheet; the static answer under 1 KB. */
const SMALL_PAGE_BYTES = 2048;

const formPost = (handler: ReturnType<typeof makeHandler>, path = "/api/contact") =>
  request(handler).post(path).set("Origin", ORIGIN).set("Accept", "text/html,application/xhtml+xml");

test("a text/plain post without JavaScript gets a small static 415 page and costs no render", async () => {
  const handler = makeHandler();
  const res = await formPost(handler).set("Content-Type", "text/plain").send("hello ".repeat(1000));
  expect(res.status).toBe(415);
  expect(res.headers["content-type"]).toMatch(/^text\/html/);
  expect(res.headers["cache-control"]).toBe("no-store");
  expect(res.text.length).toBeLessThan(SMALL_PAGE_BYTES);
  expect(res.text).not.toContain("<form");
  expect(res.text).toContain("multipart/form-data");
  // the visitor can still reach the agency
  expect(res.text).toContain('href="tel:+12125550142"');
  expect(res.text).toContain('href="mailto:hello@example.com"');
  expect(res.text).toContain('href="/contact#contact-form"');
  expect(handler.renderStats.renders).toBe(0);
});

test.each([
  ["a body over 64 KB", (r: request.Test) => r.type("form").send(`message=${"x".repeat(70 * 1024)}`), 413],
  [
    "broken multipart",
    (r: request.Test) =>
      r
        .set("Content-Type", "multipart/form-data; boundary=abc")
        .send('--abc\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated'),
    400,
  ],
])("%s without JavaScript gets the small static page, no render", async (_label, send, status) => {
  const handler = makeHandler();
  const res = await send(formPost(handler));
  expect(res.status).toBe(status);
  expect(res.text.length).toBeLessThan(SMALL_PAGE_BYTES);
  expect(res.text).not.toContain("<form");
  expect(handler.renderStats.renders).toBe(0);
});

test("a visitor without JavaScript over the limit gets the form back with what they typed and when to send it", async () => {
  const handler = makeHandler();
  for (let i = 0; i < 5; i++) {
    expect(
      (await formPost(handler).set("Accept", "application/json").type("form").send(validContact)).status,
    ).toBe(200);
  }
  const typed = { ...validContact, message: "A sixth message: please quote for a bakery shop online." };
  const res = await formPost(handler).type("form").send(typed);
  expect(res.status).toBe(429);
  expect(res.headers["content-type"]).toMatch(/^text\/html/);
  expect(res.headers["cache-control"]).toBe("no-store");
  expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  expect(res.text).toContain("A sixth message: please quote for a bakery shop online.");
  expect(res.text).toMatch(/<input[^>]*name="First Name"[^>]*value="Maria"/);
  expect(res.text).toMatch(/class="form-error" role="alert">You have sent us several messages/);
  expect(res.text).toContain("You can send it again in about 10 minutes, or call (212) 555-0142");
  // the page lands at its top: a notice there leads to the form
  const notice = res.text.indexOf(
    'Your message has not been sent. <a href="#contact-form">Go to your message</a>',
  );
  expect(notice).toBeGreaterThan(0);
  expect(notice).toBeLessThan(res.text.indexOf("<h1"));
});

test("over the limit without anything typed, or on the newsletter, the answer is the small page", async () => {
  const handler = makeHandler();
  for (let i = 0; i < 5; i++) {
    const res = await formPost(handler, "/api/newsletter").type("form").send({ email: "maria@example.com" });
    expect(res.status).toBe(303);
  }
  const res = await formPost(handler, "/api/newsletter").type("form").send({ email: "maria@example.com" });
  expect(res.status).toBe(429);
  expect(res.text.length).toBeLessThan(SMALL_PAGE_BYTES);
  expect(res.text).toContain("Too many sign-ups");
  expect(res.text).toContain('href="/blog#newsletter"');
  expect(handler.renderStats.renders).toBe(0);
});

test("the typed-values page waits for a render slot: with every slot and the queue taken it is the 503", async () => {
  // a page whose component waits until the test lets it go holds one render slot per request (loaders run
  // before a slot is taken, so a slow loader would not hold one)
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const root = routes[0] as RouteObject & { index?: false };
  const withSlowPages: RouteObject[] = [
    {
      ...root,
      children: [
        ...(root.children ?? []),
        {
          id: "slow",
          path: "/slow/:n",
          Component: () => {
            use(gate);
            return null;
          },
        },
      ],
    },
  ];
  const handler = makeHandler({ routes: withSlowPages });
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // every slot and queue place taken, and two more pages refused at once: the queue is full
  const extra = 2;
  const held = Array.from({ length: MAX_CONCURRENT_RENDERS + MAX_QUEUED_RENDERS + extra }, (_, i) =>
    fetch(`${base}/slow/${i}`).then((r) => r.status),
  );
  await new Promise<void>((resolve) => {
    let busy = 0;
    for (const answer of held) void answer.then((status) => status === 503 && ++busy === extra && resolve());
  });
  const refused = await fetch(`${base}/api/contact`, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...validContact, email: "not-an-email" }),
  });
  expect(refused.status).toBe(503);
  expect(refused.headers.get("retry-after")).toBe("5");
  expect(await refused.text()).toContain("We are serving a lot of visitors right now");
  release();
  await Promise.all(held);
  // with the queue free again, the same post gets its form back with the values
  const again = await fetch(`${base}/api/contact`, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...validContact, email: "not-an-email" }),
  });
  expect(again.status).toBe(400);
  expect(await again.text()).toContain('value="not-an-email"');
}, 60_000);

test("a refused no-JavaScript post keeps its page through the rendered form, the static form and the next send", async () => {
  const { relay, sent } = fakeRelay();
  const handler = makeHandler({ relay });
  const page = "/services/web-design";
  const refused = { ...validContact, email: "not-an-email", page };
  const hiddenPage = (html: string) => /<input type="hidden" name="page" value="([^"]*)"/.exec(html)?.[1];
  // the address's first two refusals: the contact page again, rendered with the post's page
  for (let i = 0; i < 2; i++) {
    const res = await formPost(handler).type("form").send(refused);
    expect(res.status).toBe(400);
    expect(res.text).toContain("<header");
    expect(hiddenPage(res.text)).toBe(page);
  }
  // then the small static form, which carries it too
  const fallback = await formPost(handler).type("form").send(refused);
  expect(fallback.status).toBe(400);
  expect(fallback.text.length).toBeLessThan(SMALL_PAGE_BYTES * 2);
  expect(hiddenPage(fallback.text)).toBe(page);
  // the corrected form, sent as the static form would send it: the lead is credited to that page
  const sentAgain = await formPost(handler)
    .type("form")
    .send({ ...validContact, page: hiddenPage(fallback.text) ?? "" });
  expect(sentAgain.status).toBe(303);
  await vi.waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]?.attribution?.page).toBe(page);
  // a post without a page (or with one that is not a path) gets the contact page's own
  const bare = await formPost(makeHandler())
    .type("form")
    .send({ ...validContact, email: "x", page: "javascript:alert(1)" });
  expect(hiddenPage(bare.text)).toBe("/contact");
});
