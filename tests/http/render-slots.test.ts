/**
 * Waiting on an upstream never holds a render slot. Loaders run (handler.query) before a
 * request takes one of the MAX_CONCURRENT_RENDERS slots, so requests whose blog service hangs cannot
 * keep an unrelated page from rendering.
 */
import { pino } from "pino";
import request from "supertest";
import { expect, test, vi } from "vitest";
import { builtinSource } from "../../server/blog/local";
import { createBlogService, type BlogService } from "../../server/blog/service";
import { MAX_CONCURRENT_RENDERS } from "../../server/render/render-slots";
import { makeHandler } from "../helpers/app";

/** The built-in articles, except that looking a post up by slug waits until `resume()` (a hanging WordPress). */
function hangingContent() {
  const base = createBlogService(builtinSource("https://www.example.com"), {
    ttlSeconds: 300,
    logger: pino({ level: "silent" }),
  });
  let resume = () => {};
  const resumed = new Promise<void>((resolve) => (resume = resolve));
  let waiting = 0;
  const content: BlogService = {
    ...base,
    async postBySlug(slug) {
      waiting++;
      await resumed;
      waiting--;
      return base.postBySlug(slug);
    },
  };
  return { content, resume, waiting: () => waiting };
}

test(
  "with the blog service hanging, an unrelated uncached page still renders",
  { timeout: 60_000 },
  async () => {
    const upstream = hangingContent();
    const handler = makeHandler({ blog: upstream.content });
    const count = MAX_CONCURRENT_RENDERS + 4;
    const hung = Array.from({ length: count }, (_, n) =>
      request(handler)
        .get(`/blog/made-up-article-${n}`)
        .then((res) => res.status),
    );
    // at least as many requests as there are render slots are inside their loaders, waiting on the upstream
    await vi.waitFor(() => expect(upstream.waiting()).toBeGreaterThanOrEqual(MAX_CONCURRENT_RENDERS), {
      timeout: 30_000,
    });
    // answered at all while the upstream still hangs (before the fix this waited for a render slot held by a
    // request that was only waiting on the upstream)
    let answered = false;
    const about = request(handler)
      .get("/about")
      .then((res) => {
        answered = true;
        return res;
      });
    const stillHanging = new Promise<"still hanging">((resolve) =>
      setTimeout(() => resolve("still hanging"), 30_000).unref(),
    );
    const first = await Promise.race([about, stillHanging]);
    expect(first === "still hanging" ? first : first.status).toBe(200);
    expect(answered).toBe(true);
    expect(upstream.waiting()).toBeGreaterThanOrEqual(MAX_CONCURRENT_RENDERS);
    // once the upstream answers, every waiting visitor gets theirs (made-up slugs go to the blog)
    upstream.resume();
    expect(await Promise.all(hung)).toEqual(Array(count).fill(302));
  },
);
