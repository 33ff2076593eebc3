/**
 * The content service the pages call: every call cached (node-cache, TTL, bounded keys), identical misses
 * sharing one upstream request, the last good value served when the upstream fails, and otherwise the
 * spec's fallbacks (000 §8): an empty list with one page; the built-in six categories; a post error.
 */
import NodeCache from "node-cache";
import type { Category, Post, PostList } from "../../shared/content/blog-types";
import type { Logger } from "../logger";
import { fallbackCategories } from "./builtin/categories";
import type { ContentSource, ListQuery } from "./source";

export type PostResult = { post: Post | null; failed: boolean };
export type CategoriesResult = { categories: Category[]; fallback: boolean };

export type ContentService = {
  kind: ContentSource["kind"];
  ttlSeconds: number;
  listPosts(query: ListQuery): Promise<PostList & { failed: boolean }>;
  postBySlug(slug: string): Promise<PostResult>;
  categories(): Promise<CategoriesResult>;
  /** counts upstream calls, for the bench and tests */
  upstreamCalls(): number;
};

export function createContentService(
  source: ContentSource,
  options: { ttlSeconds: number; logger: Logger },
): ContentService {
  const fresh = new NodeCache({
    stdTTL: options.ttlSeconds,
    checkperiod: Math.max(60, options.ttlSeconds),
    maxKeys: 2000,
    useClones: false,
  });
  const lastGood = new NodeCache({ stdTTL: 0, checkperiod: 0, maxKeys: 2000, useClones: false });
  const inFlight = new Map<string, Promise<unknown>>();
  let calls = 0;

  async function cached<T>(
    key: string,
    load: () => Promise<T>,
  ): Promise<{ value: T } | { error: unknown; stale?: T }> {
    const hit = fresh.get<T>(key);
    if (hit !== undefined) return { value: hit };
    let pending = inFlight.get(key) as Promise<T> | undefined;
    if (!pending) {
      calls++;
      pending = load().finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    try {
      const value = await pending;
      try {
        fresh.set(key, value);
        lastGood.set(key, value);
      } catch {
        // key limit reached: serve without caching rather than fail
      }
      return { value };
    } catch (error) {
      options.logger.warn({ err: { message: (error as Error).message }, key }, "content API call failed");
      const stale = lastGood.get<T>(key);
      return stale === undefined ? { error } : { error, stale };
    }
  }

  return {
    kind: source.kind,
    ttlSeconds: options.ttlSeconds,
    upstreamCalls: () => calls,
    async listPosts(query) {
      const key = `posts:${query.page}:${query.perPage}:${query.categoryId ?? ""}`;
      const result = await cached(key, () => source.listPosts(query));
      if ("value" in result) return { ...result.value, failed: false };
      if (result.stale) return { ...result.stale, failed: false };
      return { posts: [], totalPages: 1, total: 0, failed: true };
    },
    async postBySlug(slug) {
      const result = await cached(`post:${slug}`, () => source.postBySlug(slug));
      if ("value" in result) return { post: result.value, failed: false };
      if (result.stale !== undefined) return { post: result.stale, failed: false };
      return { post: null, failed: true };
    },
    async categories() {
      const result = await cached("categories", () => source.categories());
      const list = "value" in result ? result.value : result.stale;
      return list && list.length > 0
        ? { categories: list, fallback: false }
        : { categories: fallbackCategories, fallback: true };
    },
  };
}
