/**
 * Made-up blog addresses never reach WordPress one by one. A fake WordPress on 127.0.0.1
 * (250 posts, so the slug index is three pages) behind the real WordPress source and blog service; the
 * site runs on a local port and is asked in parallel. The service's clock is the test's, so "after the
 * TTL" needs no sleep.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { createBlogService } from "../../server/blog/service";
import { wordpressSource } from "../../server/blog/wordpress";
import { makeHandler } from "../helpers/app";
import { fakeWordPress, makePosts, type FakeWordPress } from "../helpers/fake-wordpress";

let wp: FakeWordPress;
let clock = Date.parse("2026-11-22T12:00:00Z");
// The blog source's bound on a WordPress call: generous while the tests read real posts (on a busy machine
// the first index read, three pages, took over 500 ms and the page was a 503), 500 ms once WordPress hangs
// and a read must time out.
let wpTimeoutMs = 30_000;
function hang() {
  wp.hang = true;
  wpTimeoutMs = 500;
}
const servers: Server[] = [];

beforeAll(async () => {
  wp = await fakeWordPress(makePosts(250));
});
afterEach(async () => {
  wp.release();
  wpTimeoutMs = 30_000;
  wp.posts = makePosts(250);
  wp.seen.length = 0;
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
afterAll(() => wp.close());

/** The site over the fake WordPress with a fresh blog service; its origin. */
async function site(ttlSeconds: number) {
  const source = wordpressSource({
    baseUrl: wp.baseUrl,
    get timeoutMs() {
      return wpTimeoutMs;
    },
  });
  const blog = createBlogService(source, {
    ttlSeconds,
    logger: pino({ level: "silent" }),
    now: () => clock,
  });
  const server = createServer(makeHandler({ blog, env: { CONTENT_API_URL: wp.baseUrl } }));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

type Answer = { path: string; status: number; location: string | null; text: string };

async function get(origin: string, path: string): Promise<Answer> {
  const res = await fetch(origin + path, { redirect: "manual" });
  const text = res.headers.get("content-type")?.startsWith("text/") ? await res.text() : "";
  if (!text) await res.arrayBuffer();
  return { path, status: res.status, location: res.headers.get("location"), text };
}

/** Every path, 16 at a time. */
async function getAll(origin: string, paths: string[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < paths.length) {
        const path = paths[next++] as string;
        answers.push(await get(origin, path));
      }
    }),
  );
  return answers;
}

const statuses = (answers: Answer[]) =>
  answers.reduce<Record<string, number>>((counts, a) => {
    const key = `${a.status}${a.location ? ` -> ${a.location}` : ""}`;
    counts[key] = (counts[key] ?? 0) + 1;
    return counts;
  }, {});

test("3,000 made-up slugs (articles and share images) cost WordPress one read of the slug index", async () => {
  const origin = await site(300);
  const real = await get(origin, "/blog/real-post-7");
  expect(real.status).toBe(200);
  expect(real.text).toContain("Real Post 7");
  const after = wp.seen.length;
  // the first request read the index whole: 250 slugs, three pages of 100, in id order
  expect(wp.count("index")).toBe(3);
  expect(wp.seen.filter((s) => s.includes("_fields=slug")).every((s) => s.includes("orderby=id"))).toBe(true);

  const junk = Array.from({ length: 3000 }, (_, i) =>
    i % 2 ? `/blog/made-up-article-${i}` : `/og/blog/made-up-article-${i}.png`,
  );
  const answers = await getAll(origin, junk);
  expect(statuses(answers)).toEqual({ "302 -> /blog": 1500, "404": 1500 });
  expect(wp.seen.slice(after)).toEqual([]);

  // made-up categories, category ids and list pages past the end: the cached lists answer them
  const more = await getAll(origin, [
    ...Array.from({ length: 100 }, (_, i) => `/blog/category/made-up-${i}`),
    ...Array.from({ length: 100 }, (_, i) => `/og/blog/category/made-up-${i}.png`),
    ...Array.from({ length: 100 }, (_, i) => `/api/content/posts?page=1&perPage=12&category=${100 + i}`),
    ...Array.from({ length: 100 }, (_, i) => `/api/content/posts?page=${1000 + i}&perPage=9`),
  ]);
  expect(statuses(more)).toEqual({ "302 -> /blog": 100, "404": 100, "200": 200 });
  // the one list the pages of /api/content/posts?perPage=9 count from; nothing else
  expect(wp.seen.slice(after)).toEqual([
    "/wp-json/wp/v2/posts?_embed=true&per_page=9&page=1&orderby=date&order=desc&status=publish",
  ]);
  // and a real post that is not cached yet is still one slug call away
  expect((await get(origin, "/blog/real-post-200")).status).toBe(200);
  expect(wp.seen.at(-1)).toBe("/wp-json/wp/v2/posts?slug=real-post-200&_embed=true");
}, 600_000);

test("a post published after the index was read is served once the TTL has passed; one refresh serves every concurrent miss", async () => {
  const origin = await site(60);
  expect((await get(origin, "/blog/real-post-3")).status).toBe(200);
  wp.posts.unshift({
    id: 251,
    slug: "brand-new-post",
    date: "2026-12-01T09:00:00",
    title: "A Brand New Post",
    categories: [1],
  });
  const reads = wp.count("index");
  // within the TTL the index read at the start answers: no call, not found (the spec's error catalogue: to
  // /blog)
  expect(await get(origin, "/blog/brand-new-post")).toMatchObject({ status: 302, location: "/blog" });
  expect(wp.count("index")).toBe(reads);
  expect(wp.count("slug")).toBe(1);

  clock += 60_000;
  const answers = await getAll(origin, [
    ...Array.from({ length: 40 }, (_, i) => `/blog/made-up-after-ttl-${i}`),
    "/blog/brand-new-post",
  ]);
  const fresh = answers.find((a) => a.path === "/blog/brand-new-post");
  expect(fresh?.status).toBe(200);
  expect(fresh?.text).toContain("A Brand New Post");
  expect(statuses(answers)).toEqual({ "302 -> /blog": 40, "200": 1 });
  // one read of the newest page (by date) for all 41 misses, and the new post's own call
  expect(wp.count("index")).toBe(reads + 1);
  expect(wp.seen.filter((s) => s.includes("_fields=slug")).at(-1)).toContain(
    "page=1&status=publish&orderby=date",
  );
  expect(wp.count("slug")).toBe(2);
}, 60_000);

test("with WordPress hanging, made-up slugs are answered without asking it and a known post is served from the cache", async () => {
  const origin = await site(300);
  expect((await get(origin, "/blog/real-post-5")).status).toBe(200);
  expect((await get(origin, "/og/blog/made-up-first.png")).status).toBe(404);
  hang();
  const before = wp.seen.length;
  // every answer below arrives while WordPress still holds every request it gets
  const answers = await getAll(origin, [
    ...Array.from({ length: 30 }, (_, i) => `/blog/made-up-while-hanging-${i}`),
    ...Array.from({ length: 30 }, (_, i) => `/og/blog/made-up-while-hanging-${i}.png`),
    "/blog/real-post-5",
    "/about",
  ]);
  expect(statuses(answers)).toEqual({ "302 -> /blog": 30, "404": 30, "200": 2 });
  expect(answers.find((a) => a.path === "/blog/real-post-5")?.text).toContain("Real Post 5");
  expect(wp.seen.slice(before)).toEqual([]);
}, 60_000);

test("with WordPress hanging after the TTL, one index read is tried for all misses, then none until the retry time; slugs the last good index lacks stay 'not found'", async () => {
  const origin = await site(60);
  expect((await get(origin, "/blog/real-post-2")).status).toBe(200);
  hang();
  clock += 60_000;
  const reads = wp.count("index");
  // 20 misses share one read; it times out (500 ms), and the last good index did not have them: not found
  // (each was an uncached "Error Loading Post" 503 render, 196 a second from one client)
  const first = await getAll(
    origin,
    Array.from({ length: 20 }, (_, i) => `/blog/made-up-stale-${i}`),
  );
  expect(statuses(first)).toEqual({ "302 -> /blog": 20 });
  expect(wp.count("index")).toBe(reads + 1);
  // within the retry time nobody waits and nothing is asked
  const seen = wp.seen.length;
  const second = await getAll(origin, [
    ...Array.from({ length: 20 }, (_, i) => `/blog/made-up-stale-again-${i}`),
    ...Array.from({ length: 20 }, (_, i) => `/og/blog/made-up-stale-again-${i}.png`),
  ]);
  expect(statuses(second)).toEqual({ "302 -> /blog": 20, "404": 20 });
  expect(wp.seen.length).toBe(seen);
  // WordPress is back and the retry time has passed: one read, and made-up slugs are plain "not found" again
  wp.release();
  clock += 30_000;
  expect(await get(origin, "/blog/made-up-stale-0")).toMatchObject({ status: 302, location: "/blog" });
  expect(wp.count("index")).toBe(reads + 2);
}, 60_000);

test("started during a WordPress outage (no index ever read): after the one failed read, slugs are the error page at once, none asked", async () => {
  const origin = await site(300);
  hang();
  const first = await getAll(
    origin,
    Array.from({ length: 10 }, (_, i) => `/blog/during-outage-${i}`),
  );
  expect(statuses(first)).toEqual({ "503": 10 });
  expect(first[0]?.text).toContain("Error Loading Post");
  const seen = wp.seen.length;
  const second = await getAll(
    origin,
    Array.from({ length: 20 }, (_, i) => `/blog/during-outage-again-${i}`),
  );
  expect(statuses(second)).toEqual({ "503": 20 });
  // no slug is asked for one by one while the index read is failing
  expect(wp.seen.slice(seen)).toEqual([]);
}, 60_000);
