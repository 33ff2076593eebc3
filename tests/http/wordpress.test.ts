import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { builtinPosts } from "../../server/blog/builtin";
import { MAX_SLUG_PAGES, wordpressSource } from "../../server/blog/wordpress";
import { fakeWordPress, makePosts } from "../helpers/fake-wordpress";

// A fake WordPress on 127.0.0.1; the path after /wp-json/wp/v2 picks its behaviour.
let server: Server;
let base: string;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    seen.push(url.pathname + url.search);
    const mode = url.pathname.split("/")[1];
    const send = (status: number, body: string, headers: Record<string, string> = {}) =>
      res.writeHead(status, { "content-type": "application/json", ...headers }).end(body);
    if (mode === "ok" && url.pathname.endsWith("/posts") && url.searchParams.get("slug")) {
      return send(200, JSON.stringify(url.searchParams.get("slug") === "missing" ? [] : [builtinPosts[0]]));
    }
    if (mode === "ok" && url.pathname.endsWith("/posts")) {
      if (url.searchParams.get("page") === "9") return send(400, '{"code":"rest_post_invalid_page_number"}');
      return send(200, JSON.stringify(builtinPosts.slice(0, 2)), {
        "x-wp-total": "18",
        "x-wp-totalpages": "9",
      });
    }
    if (mode === "ok")
      return send(200, JSON.stringify([{ id: 2, name: "SEO Tips", slug: "seo-tips", count: 3 }]));
    if (mode === "error") return send(500, "{}");
    if (mode === "html") return send(200, "<html>not json</html>");
    if (mode === "shape") return send(200, JSON.stringify({ posts: "object instead of array" }));
    if (mode === "junk") return send(200, JSON.stringify([{ id: 1, slug: "ok-post", title: null }, null, 5]));
    if (mode === "shifting") {
      // a slug index whose total changes between its pages (a post deleted while it is read)
      const page = Number(url.searchParams.get("page"));
      const slugs = Array.from({ length: page < 3 ? 100 : 49 }, (_, i) => ({ slug: `p-${page}-${i}` }));
      return send(200, JSON.stringify(slugs), {
        "x-wp-total": page === 1 ? "250" : "249",
        "x-wp-totalpages": "3",
      });
    }
    if (mode === "reset") return req.socket.destroy();
    if (mode === "huge") {
      res.writeHead(200, { "content-type": "application/json" });
      const chunk = Buffer.alloc(1024 * 1024, 32);
      for (let i = 0; i < 8; i++) res.write(chunk);
      return res.end("[]");
    }
    // "slow": never answers
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((r) => server.close(() => r()));
});

const source = (mode: string) =>
  wordpressSource({ baseUrl: `${base}/${mode}/wp-json/wp/v2`, timeoutMs: 300 });

test("the list call sends exactly the spec's query and reads the totals from the headers", async () => {
  const list = await source("ok").listPosts({ page: 2, perPage: 9, categoryId: 4 });
  expect(list.total).toBe(18);
  expect(list.totalPages).toBe(9);
  expect(list.posts).toHaveLength(2);
  expect(seen.at(-1)).toBe(
    "/ok/wp-json/wp/v2/posts?_embed=true&per_page=9&page=2&orderby=date&order=desc&status=publish&categories=4",
  );
});

test("WordPress's invalid-page error is an empty page, not a failure", async () => {
  expect(await source("ok").listPosts({ page: 9, perPage: 9 })).toEqual({
    posts: [],
    totalPages: 1,
    total: 0,
  });
});

test("the slug call encodes the slug and returns the first item or null", async () => {
  expect((await source("ok").postBySlug("x&y=1"))?.slug).toBeTruthy();
  expect(seen.at(-1)).toBe("/ok/wp-json/wp/v2/posts?slug=x%26y%3D1&_embed=true");
  expect(await source("ok").postBySlug("missing")).toBeNull();
});

test("categories come from categories?per_page=100&hide_empty=true", async () => {
  expect(await source("ok").categories()).toEqual([
    { id: 2, name: "SEO Tips", slug: "seo-tips", count: 3, description: "" },
  ]);
  expect(seen.at(-1)).toBe("/ok/wp-json/wp/v2/categories?per_page=100&hide_empty=true");
});

test("a non-OK status is the error 'HTTP error! status: {code}'", async () => {
  await expect(source("error").listPosts({ page: 1, perPage: 9 })).rejects.toThrow("HTTP error! status: 500");
});

test("malformed JSON, a reset connection, a timeout and a body over 5 MB are failures, never hangs", async () => {
  await expect(source("html").categories()).rejects.toThrow("malformed JSON");
  await expect(source("reset").categories()).rejects.toThrow();
  // "slow" never answers: a rejection at all is the timeout at work
  await expect(source("slow").categories()).rejects.toThrow();
  // the body cap, not the timeout (a busy machine may take more than 300 ms to receive 5 MB)
  const patient = wordpressSource({ baseUrl: `${base}/huge/wp-json/wp/v2`, timeoutMs: 30_000 });
  await expect(patient.categories()).rejects.toThrow("too large");
});

test("JSON of the wrong shape maps to nothing rather than throwing", async () => {
  expect((await source("shape").listPosts({ page: 1, perPage: 9 })).posts).toEqual([]);
  const junk = await source("junk").listPosts({ page: 1, perPage: 9 });
  expect(junk.posts.map((p) => p.slug)).toEqual(["ok-post"]);
});

test("the slug index reads every page of slugs by id, or the newest page by date", async () => {
  const wp = await fakeWordPress(makePosts(250));
  try {
    const source = wordpressSource({ baseUrl: wp.baseUrl, timeoutMs: 2000 });
    const whole = await source.postSlugs?.({ newest: false });
    expect(whole?.complete).toBe(true);
    expect(new Set(whole?.slugs)).toEqual(new Set(wp.posts.map((p) => p.slug)));
    expect(wp.seen).toEqual(
      [1, 2, 3].map(
        (page) =>
          `/wp-json/wp/v2/posts?per_page=100&page=${page}&status=publish&orderby=id&order=asc&_fields=slug`,
      ),
    );
    const newest = await source.postSlugs?.({ newest: true });
    expect(newest).toEqual({ slugs: wp.posts.slice(0, 100).map((p) => p.slug), complete: false });
    expect(wp.seen.at(-1)).toBe(
      "/wp-json/wp/v2/posts?per_page=100&page=1&status=publish&orderby=date&order=desc&_fields=slug",
    );
  } finally {
    await wp.close();
  }
});

test("a blog too big for the index gets none after one call; a list that changes while it is read is a failure", async () => {
  const wp = await fakeWordPress(makePosts(MAX_SLUG_PAGES * 100 + 1));
  try {
    const source = wordpressSource({ baseUrl: wp.baseUrl, timeoutMs: 2000 });
    expect(await source.postSlugs?.({ newest: false })).toBeNull();
    expect(wp.seen).toHaveLength(1);
  } finally {
    await wp.close();
  }
  await expect(source("shifting").postSlugs?.({ newest: false })).rejects.toThrow("changed while");
});
