import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { makeHandler } from "../helpers/app";

let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer(makeHandler());
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: "/", headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });
}

test("a 20 KB header is refused with 431 and the server keeps serving", async () => {
  expect(await get({ "x-big": "a".repeat(20 * 1024) })).toBe(431);
  expect(await get({})).toBe(200);
});
