/**
 * Browsers get a page at shell-ready, crawlers (isbot) at all-ready (server/render/render-page.tsx). The
 * other Vitest files request pages with supertest, which sends no User-Agent: isbot("") is false, so they
 * take the browsers' path without saying so. This file names both agents.
 */
import { createElement, Suspense, use } from "react";
import type { RouteObject } from "react-router-dom";
import request from "supertest";
import { expect, test } from "vitest";
import { routes } from "../../shared/routes";
import { makeHandler } from "../helpers/app";

const DESKTOP_CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** The site's routes plus /late: a part that waits for the event loop's next turn after it is first asked. */
function withLatePart(): RouteObject[] {
  let pending: Promise<string> | null = null;
  function Late() {
    pending ??= new Promise((resolve) => setImmediate(() => resolve("the late part")));
    return createElement("p", { id: "late" }, use(pending));
  }
  const waiting = createElement("p", { id: "waiting" }, "waiting");
  const root = routes[0] as RouteObject & { index?: false };
  const late: RouteObject = {
    id: "late",
    path: "/late",
    Component: () => createElement(Suspense, { fallback: waiting }, createElement(Late)),
  };
  return [{ ...root, children: [...(root.children ?? []), late] }];
}

const mainOf = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));

test("a desktop browser gets the shell with the fallback first, then the late part streamed after it", async () => {
  const res = await request(makeHandler({ routes: withLatePart() }))
    .get("/late")
    .set("User-Agent", DESKTOP_CHROME);
  expect(res.status).toBe(200);
  expect(mainOf(res.text)).toContain('<p id="waiting">waiting</p>');
  expect(mainOf(res.text)).not.toContain('id="late"');
  // the part came after the shell, in React's hidden segment, once it was ready
  const after = res.text.slice(res.text.indexOf("</main>"));
  expect(after).toMatch(/<div hidden id="S:0"><p id="late">the late part<\/p><\/div>/);
  expect(res.text.trimEnd().endsWith("</html>")).toBe(true);
});

test("a crawler gets the page once everything is ready: the late part in place, no fallback", async () => {
  const res = await request(makeHandler({ routes: withLatePart() }))
    .get("/late")
    .set("User-Agent", GOOGLEBOT);
  expect(res.status).toBe(200);
  expect(mainOf(res.text)).toContain('<p id="late">the late part</p>');
  expect(res.text).not.toContain('id="waiting"');
});

test("the home page has no part that waits: a desktop browser gets the same complete page as a crawler", async () => {
  const visitor = await request(makeHandler()).get("/").set("User-Agent", DESKTOP_CHROME);
  const crawler = await request(makeHandler()).get("/").set("User-Agent", GOOGLEBOT);
  expect(visitor.status).toBe(200);
  expect(visitor.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(visitor.text).toMatch(/<h1[\s>]/);
  expect(visitor.text).not.toContain("<template id=");
  expect(visitor.text).toBe(crawler.text);
});
