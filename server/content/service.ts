/**
 * The content service the pages call: every call cached (node-cache, TTL, bounded keys), identical misses
 * sharing one upstream request, the last good value served when the upstream fails, and otherwise the
 * spec's fallbacks (000 §8): an empty list with one page; the built-in six categories; a post error.
 * Keys come from slugs and page numbers anyone can type, so answers with nothing in them (an unknown
 * slug, a page past the end) live in a separate small cache, and a full cache drops its oldest key: a
 * flood of made-up addresses can neither push real posts out nor stop caching.
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

/** Keys each cache holds at most; the oldest goes first when a new one arrives. */
export const MAX_CONTENT_KEYS = 2000;
export const MAX_EMPTY_KEYS = 500;

/** node-cache refuses every set (even an overwrite) once maxKeys is reached: make room instead. */
export function put<T>(cache: NodeCache, key: string, value: T, limit: number): void {
  if (cache.has(key)) cache.del(key);
  while (cache.getStats().keys >= limit) {
    const oldest = cache.keys()[0];
    if (oldest === undefined) break;
    cache.del(oldest);
  }
  cache.set(key, value);
}

export function createContentService(
  source: ContentSource,
  options: { ttlSeconds: number; logger: Logger },
): ContentService {
  const ttl = { stdTTL: options.ttlSeconds, checkperiod: Math.max(60, options.ttlSeconds), useClones: false };
  const fresh = new NodeCache({ ...ttl, maxKeys: MAX_CONTENT_KEYS });
  const empty = new NodeCache({ ...ttl, maxKeys: MAX_EMPTY_KEYS });
  const lastGood = new NodeCache({ stdTTL: 0, checkperiod: 0, maxKeys: MAX_CONTENT_KEYS, useClones: false });
  const inFlight = new Map<string, Promise<unknown>>();
  let calls = 0;

  async function cached<T>(
    key: string,
    load: () => Promise<T>,
    isEmpty: (value: T) => boolean,
  ): Promise<{ value: T } | { error: unknown; stale?: T }> {
    const hit = fresh.get<T>(key) ?? empty.get<T>(key);
    if (hit !== undefined) return { value: hit };
    let pending = inFlight.get(key) as Promise<T> | undefined;
    if (!pending) {
      calls++;
      pending = load().finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    try {
      const value = await pending;
      if (isEmpty(value)) {
        put(empty, key, value, MAX_EMPTY_KEYS);
      } else {
        put(fresh, key, value, MAX_CONTENT_KEYS);
        put(lastGood, key, value, MAX_CONTENT_KEYS);
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
      const result = await cached(
        key,
        () => source.listPosts(query),
        // an empty first page is the blog's real state; empty later pages and categories are made up
        (list) => list.posts.length === 0 && (query.page > 1 || query.categoryId !== undefined),
      );
      if ("value" in result) return { ...result.value, failed: false };
      if (result.stale) return { ...result.stale, failed: false };
      return { posts: [], totalPages: 1, total: 0, failed: true };
    },
    async postBySlug(slug) {
      const result = await cached(
        `post:${slug}`,
        () => source.postBySlug(slug),
        (post) => post === null,
      );
      if ("value" in result) return { post: result.value, failed: false };
      if (result.stale !== undefined) return { post: result.stale, failed: false };
      return { post: null, failed: true };
    },
    async categories() {
      const result = await cached(
        "categories",
        () => source.categories(),
        () => false,
      );
      const list = "value" in result ? result.value : result.stale;
      return list && list.length > 0
        ? { categories: list, fallback: false }
        : { categories: fallbackCategories, fallback: true };
    },
  };
}
