import request from "supertest";
import { expect, test } from "vitest";
import type { RouteObject } from "react-router-dom";
import { routes } from "../../shared/routes";
import { pino } from "pino";
import { makeHandler } from "../helpers/app";

function Broken(): never {
  throw new Error("secret stack detail");
}

// The site's own table with one more page that fails to render, as a bug in a page would.
const root = routes[0] as RouteObject & { index?: false };
const withBrokenPage: RouteObject[] = [
  { ...root, children: [...(root.children ?? []), { id: "broken", path: "/broken", Component: Broken }] },
];

const failingLoader: RouteObject[] = [
  {
    ...root,
    children: [
      ...(root.children ?? []),
      {
        id: "failing",
        path: "/failing",
        loader: () => {
          throw new Error("upstream exploded");
        },
        Component: () => null,
      },
    ],
  },
];

test("a page that throws while rendering gets the 500 page, without a stack trace", async () => {
  const handler = makeHandler({ routes: withBrokenPage });
  const res = await request(handler).get("/broken");
  expect(res.status).toBe(500);
  expect(res.headers["cache-control"]).toBe("no-store");
  expect(res.text).toContain("Something went wrong on our side");
  expect(res.text).toContain('class="site-footer"');
  expect(res.text).not.toContain("secret stack detail");
  expect(res.text).not.toMatch(/\.tsx?:\d+/);
});

test("a loader that fails gets the 500 page and the server keeps serving", async () => {
  const handler = makeHandler({ routes: failingLoader });
  const res = await request(handler).get("/failing");
  expect(res.status).toBe(500);
  expect(res.text).not.toContain("upstream exploded");
  expect((await request(handler).get("/")).status).toBe(200);
});

test("request log lines for 4xx and 5xx answers carry the status, not an invented error with a stack", async () => {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const handler = makeHandler({ routes: withBrokenPage, logger });
  expect((await request(handler).get("/broken")).status).toBe(500);
  expect((await request(handler).get("/no-such-page")).status).toBe(404);
  expect((await request(handler).post("/about")).status).toBe(405);
  const requestLines = lines.filter((l) => (l.res as { statusCode?: number } | undefined)?.statusCode);
  expect(requestLines.map((l) => (l.res as { statusCode: number }).statusCode)).toEqual([500, 404, 405]);
  for (const line of requestLines) expect(JSON.stringify(line)).not.toContain("failed with status code");
  for (const line of requestLines) expect(line.err).toBeUndefined();
  // the real failure is logged once, where it happened
  expect(lines.filter((l) => l.msg === "render failed; sending the 500 page")).toHaveLength(1);
});
