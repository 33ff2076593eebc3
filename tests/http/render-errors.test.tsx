import request from "supertest";
import { expect, test } from "vitest";
import type { RouteObject } from "react-router-dom";
import { routes } from "../../shared/routes";
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
