import NodeCache from "node-cache";
import { pino } from "pino";
import { expect, test } from "vitest";
import { createBlogService, MAX_CONTENT_KEYS, put } from "../../server/blog/service";
import type { BlogSource } from "../../server/blog/source";
import type { Post } from "../../shared/content/blog-types";

const known = { slug: "known-post", title: "A known post" } as Post;

/** A source with one post and three pages of lists, counting what reaches it. */
function countingSource() {
  const calls = { post: 0, list: 0 };
  const source: BlogSource = {
    kind: "wordpress",
    async postBySlug(slug) {
      calls.post++;
      return slug === known.slug ? known : null;
    },
    async listPosts({ page }) {
      calls.list++;
      return page <= 3 ? { posts: [known], totalPages: 3, total: 3 } : { posts: [], totalPages: 3, total: 3 };
    },
    async categories() {
      return [];
    },
  };
  return { source, calls };
}

const logger = pino({ level: "silent" });

test("3,000 made-up slugs and pages leave the cache working: a known post still comes from it", async () => {
  const { source, calls } = countingSource();
  const blog = createBlogService(source, { ttlSeconds: 300, logger });
  expect((await blog.postBySlug(known.slug)).post?.title).toBe("A known post");
  await blog.listPosts({ page: 1, perPage: 9 });
  for (let i = 0; i < 3000; i++) {
    await blog.postBySlug(`made-up-${i}`);
    await blog.listPosts({ page: 1000 + i, perPage: 9 });
  }
  const before = { ...calls };
  expect((await blog.postBySlug(known.slug)).post?.title).toBe("A known post");
  await blog.listPosts({ page: 1, perPage: 9 });
  expect(calls).toEqual(before);
  // and a brand-new real key is still cached after the flood
  await blog.listPosts({ page: 2, perPage: 9 });
  await blog.listPosts({ page: 2, perPage: 9 });
  expect(calls.list).toBe(before.list + 1);
});

test("a full node-cache drops its oldest key instead of refusing every new one", () => {
  const cache = new NodeCache({ maxKeys: 3 });
  for (const key of ["a", "b", "c", "d"]) put(cache, key, key, 3);
  expect(cache.keys()).toEqual(["b", "c", "d"]);
  // an overwrite at the limit keeps every other key
  put(cache, "c", "c2", 3);
  expect(cache.keys().sort()).toEqual(["b", "c", "d"]);
  expect(cache.get("c")).toBe("c2");
  expect(MAX_CONTENT_KEYS).toBeGreaterThan(0);
});
