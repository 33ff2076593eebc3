/**
 * Share images are drawn in a worker thread, never on the thread that answers requests.
 * satori and resvg are made unloadable on this (the test's main) thread: a drawing that ran here would fail.
 */
import express from "express";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { pino } from "pino";
import request from "supertest";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { loadConfig } from "../../server/config";
import { builtinSource } from "../../server/blog/local";
import { createBlogService } from "../../server/blog/service";
import { readPng } from "../../server/share-image/png";
import {
  closeShareImages,
  createDrawingPool,
  DrawingFailedError,
  sharedDrawingPool,
  type DrawingPool,
  type PoolOptions,
} from "../../server/share-image/pool";
import { shareImages } from "../../server/share-image/route";
import { sitemapEntries } from "../../shared/routes";
import { shareImagePath } from "../../shared/share-image";
import { makeHandler } from "../helpers/app";

vi.mock("satori", () => {
  throw new Error("satori was loaded on the thread that answers requests");
});
vi.mock("@resvg/resvg-js", () => {
  throw new Error("resvg was loaded on the thread that answers requests");
});

const handler = makeHandler();
const fixtures = new URL("../fixtures/share-image-workers/", import.meta.url);
const tsx = ["--import", pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href];
const pools: DrawingPool[] = [];

/** This process's threads named "share-image" (Linux: /proc/self/task/<tid>/comm). */
const drawingThreads = () =>
  readdirSync("/proc/self/task").filter(
    (tid) => readFileSync(`/proc/self/task/${tid}/comm`, "utf8").trim() === "share-image",
  ).length;

/** The share image route alone, drawing with a pool of these options (or the given pool). */
function routeWith(options: PoolOptions | DrawingPool, maxBytes?: number) {
  const pool = "draw" in options ? options : createDrawingPool(options);
  pools.push(pool);
  const config = loadConfig({ SITE_URL: "https://www.example.com" });
  const logger = pino({ level: "silent" });
  const content = createBlogService(builtinSource(config.site.url), { ttlSeconds: 300, logger });
  const app = express();
  app.get(
    "/og/*path",
    shareImages({ site: config.site, blog: content, logger, clock: () => new Date(), pool, maxBytes }),
  );
  return { app, pool };
}

// the first drawing loads satori, its layout engine and the fonts in the thread (seconds on a busy machine)
vi.setConfig({ testTimeout: 60_000 });
beforeAll(async () => {
  expect((await request(handler).get("/og/about.png")).status).toBe(200);
}, 120_000);
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
  await closeShareImages();
});

test("10 share images are drawn in the worker thread while this thread's event loop keeps turning", async () => {
  const pages = sitemapEntries()
    .map((e) => e.path)
    .filter((path) => path !== "/about")
    .slice(0, 10);
  // each page's title, as its <title> gives it
  const titles = new Map<string, string>();
  for (const path of pages) {
    const { text } = await request(handler).get(path);
    const title = /<title>([^<]*)<\/title>/.exec(text)?.[1] ?? "";
    titles.set(path, title.replace(/&amp;/g, "&").replace(" | Skyline Digital", ""));
  }

  let beats = 0;
  let beating = true;
  const beat = () => {
    beats++;
    if (beating) setImmediate(beat);
  };
  beat();
  const answeredAt: number[] = [];
  const answers = await Promise.all(
    pages.map(async (path) => {
      const res = await request(handler).get(shareImagePath(path)).buffer(true);
      answeredAt.push(beats);
      return { path, res };
    }),
  ).finally(() => {
    beating = false;
  });

  for (const { path, res } of answers) {
    expect(res.status, path).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(readPng(res.body as Buffer), path).toEqual({
      width: 1200,
      height: 630,
      text: { Title: titles.get(path), Author: "Skyline Digital" },
    });
  }
  // between any two answers (one drawing apart) the heartbeat went on
  for (let i = 1; i < answeredAt.length; i++) {
    expect(answeredAt[i]).toBeGreaterThan(answeredAt[i - 1] as number);
  }
  expect(answeredAt[0]).toBeGreaterThan(0);
});

test("a drawing that fails in the thread is a 503 with Retry-After, nothing is kept, and the next request draws", async () => {
  const { app } = routeWith({ script: { url: new URL("flaky.ts", fixtures), execArgv: tsx } });
  const failed = await request(app).get("/og/services.png");
  expect(failed.status).toBe(503);
  expect(failed.headers["retry-after"]).toBe("30");
  expect(failed.headers["cache-control"]).toBe("no-store");
  expect(failed.text).toContain("Image not ready");
  const drawn = await request(app).get("/og/services.png").buffer(true);
  expect(drawn.status).toBe(200);
  expect(readPng(drawn.body as Buffer)).toMatchObject({ width: 1200, height: 630 });
});

test("a thread that dies or never answers is a 503; the next drawing gets a new thread", async () => {
  // (the timeout is longer than the test's: only a thread's exit can answer these two)
  const crash = routeWith({
    script: { url: new URL("crash.mjs", fixtures), execArgv: [] },
    timeoutMs: 120_000,
  });
  for (const path of ["/og/services.png", "/og/contact.png"]) {
    const res = await request(crash.app).get(path);
    expect(res.status, path).toBe(503);
    expect(res.headers["retry-after"]).toBe("30");
  }
  const hang = routeWith({ script: { url: new URL("hang.mjs", fixtures), execArgv: [] }, timeoutMs: 300 });
  const res = await request(hang.app).get("/og/services.png");
  expect(res.status).toBe(503);
  expect(hang.pool.stats()).toEqual({ threads: 0, busy: 0, queued: 0 });
});

test("a thread's start does not count against a drawing's time limit, but has a limit of its own", async () => {
  const card = { title: "Careers", brand: "Skyline Digital", host: "example.com", kicker: "" };
  // ready after 1 s, each drawing at once: a 300 ms limit from the start would have failed it
  const slow = createDrawingPool({
    script: { url: new URL("slow-start.mjs", fixtures), execArgv: [] },
    timeoutMs: 300,
  });
  pools.push(slow);
  expect([...(await slow.draw(() => card))]).toEqual([1, 2, 3]);
  const never = createDrawingPool({
    script: { url: new URL("never-ready.mjs", fixtures), execArgv: [] },
    startupTimeoutMs: 300,
  });
  pools.push(never);
  await expect(never.draw(() => card)).rejects.toThrow("start took over 300 ms");
  expect(never.stats()).toEqual({ threads: 0, busy: 0, queued: 0 });
});

test("past the queue limit the answer is a 503 with Retry-After: 5 at once", async () => {
  const { app, pool } = routeWith({
    script: { url: new URL("hang.mjs", fixtures), execArgv: [] },
    queueLimit: 1,
  });
  const drawing = request(app)
    .get("/og/services.png")
    .then((r) => r.status);
  const waiting = request(app)
    .get("/og/contact.png")
    .then((r) => r.status);
  await vi.waitFor(() => expect(pool.stats()).toMatchObject({ busy: 1, queued: 1 }));
  const refused = await request(app).get("/og/about.png");
  expect(refused.status).toBe(503);
  expect(refused.headers["retry-after"]).toBe("5");
  // closing the pool answers the two still waiting (503), and ends its thread
  await pool.close();
  expect(await Promise.all([drawing, waiting])).toEqual([503, 503]);
});

test("the images kept are bounded by their bytes: past the bound the least recently asked for is drawn again", async () => {
  const shared = sharedDrawingPool();
  const drawn: string[] = [];
  const recording: DrawingPool = {
    ...shared,
    draw: async (card) => {
      const text = await card();
      drawn.push(text.title);
      return shared.draw(() => text);
    },
    close: async () => undefined,
  };
  // room for two cards (110-140 KB each), not three
  const { app } = routeWith(recording, 300_000);
  for (const page of ["services", "contact", "services", "about", "services", "contact"]) {
    expect((await request(app).get(`/og/${page}.png`)).status, page).toBe(200);
  }
  // services and contact drawn; services from memory (now the most recent); about drawn, contact goes
  // (the least recently asked for); services from memory; contact drawn again
  expect(drawn).toHaveLength(4);
  const [services, contact, about, again] = drawn;
  expect(new Set([services, contact, about]).size).toBe(3);
  expect(again).toBe(contact);
});

test("closing the shared pool (the server's shutdown) ends its drawing thread; later drawings are refused", async () => {
  const pool = sharedDrawingPool();
  expect((await request(handler).get("/og/careers.png")).status).toBe(200);
  const threads = drawingThreads();
  expect(threads).toBeGreaterThanOrEqual(1);
  await closeShareImages();
  expect(drawingThreads()).toBe(threads - 1);
  await expect(pool.draw(() => ({ title: "x", brand: "y", host: "z", kicker: "" }))).rejects.toThrow(
    DrawingFailedError,
  );
});
