/**
 * The blog service the pages call: every call cached (node-cache, TTL, bounded keys), identical misses
 * sharing one upstream request, the last good value served when the upstream fails, and otherwise the
 * spec's fallbacks (the spec's error catalogue): an empty list with one page; the built-in six categories; a
 * post error. A call that failed is not tried again for RETRY_AFTER_FAILURE_MS (at most the TTL): meanwhile
 * its last good value or its fallback is the answer at once, so a hanging upstream costs one wait, not one a
 * request.
 *
 * Slugs, page numbers and category ids come from addresses anyone can type, and none of them reaches the
 * upstream one by one:
 * - a slug is looked up in the slug index (every published post's slug, `BlogSource.postSlugs`; read
 *   whole at least hourly and otherwise its newest page, once per TTL, by the first lookup that finds it
 *   older than the TTL; concurrent lookups share that read). A slug missing from a fresh index is no post;
 *   only a listed slug is fetched. A slug missing from the last good index is no post also when its refresh
 *   failed (a WordPress outage: made-up slugs stay cheap redirects); with no index read yet and the last
 *   read failed, a slug is a failure (the post error page) without asking. Without an index (a source without postSlugs, a blog
 *   with more than MAX_SLUG_PAGES pages of slugs, or no index read yet that succeeded) each slug is asked
 *   for, as before;
 * - a list page past the end: page 1 of the same list (cached) says how many pages there are;
 * - a category id the categories call does not list is an empty list.
 * Answers with nothing in them (a real empty category) live in a separate small cache, and a full cache
 * drops its oldest key: a flood of made-up addresses can neither push real posts out nor stop caching.
 */
import NodeCache from "node-cache";
import type { Category, Post, PostList } from "../../shared/content/blog-types";
import type { Logger } from "../logger";
import { fallbackCategories } from "./builtin/categories";
import type { BlogSource, ListQuery } from "./source";

export type PostResult = { post: Post | null; failed: boolean };
export type CategoriesResult = { categories: Category[]; fallback: boolean };

export type BlogService = {
  kind: BlogSource["kind"];
  ttlSeconds: number;
  listPosts(query: ListQuery): Promise<PostList & { failed: boolean }>;
  postBySlug(slug: string): Promise<PostResult>;
  categories(): Promise<CategoriesResult>;
  /** counts calls to the source (a read of the slug index counts once, however many pages), for the bench and tests */
  upstreamCalls(): number;
};

/** Keys each cache holds at most; the oldest goes first when a new one arrives. */
export const MAX_CONTENT_KEYS = 2000;
export const MAX_EMPTY_KEYS = 500;
/** How long a failed call (or slug index read) is not tried again; at most the TTL. */
export const RETRY_AFTER_FAILURE_MS = 30_000;
/** The slug index is read whole at least this often (at least the TTL); in between, its newest page only. */
export const FULL_INDEX_MS = 60 * 60 * 1000;

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

/** What the slug index says of a slug. */
type Listing =
  /** in the index: fetch it */
  | "listed"
  /** not in a fresh index: no such post */
  | "absent"
  /** not in an index whose refresh failed just now: cannot tell, answer as a failure */
  | "unconfirmed"
  /** no index: ask the source */
  | "unknown";

type SlugIndex = { slugs: Set<string>; readAt: number; fullAt: number };

export function createBlogService(
  source: BlogSource,
  options: { ttlSeconds: number; logger: Logger; now?: () => number },
): BlogService {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlSeconds * 1000;
  const retryMs = Math.min(ttlMs, RETRY_AFTER_FAILURE_MS);
  const ttl = { stdTTL: options.ttlSeconds, checkperiod: Math.max(60, options.ttlSeconds), useClones: false };
  const fresh = new NodeCache({ ...ttl, maxKeys: MAX_CONTENT_KEYS });
  const empty = new NodeCache({ ...ttl, maxKeys: MAX_EMPTY_KEYS });
  const lastGood = new NodeCache({ stdTTL: 0, checkperiod: 0, maxKeys: MAX_CONTENT_KEYS, useClones: false });
  const inFlight = new Map<string, Promise<unknown>>();
  // key -> when its last call failed (insertion order: the oldest goes first past the bound)
  const failedAt = new Map<string, number>();
  let calls = 0;

  const peek = <T>(key: string): T | undefined => fresh.get<T>(key) ?? empty.get<T>(key);

  async function cached<T>(
    key: string,
    load: () => Promise<T>,
    isEmpty: (value: T) => boolean,
  ): Promise<{ value: T } | { error: unknown; stale?: T }> {
    const hit = peek<T>(key);
    if (hit !== undefined) return { value: hit };
    let pending = inFlight.get(key) as Promise<T> | undefined;
    if (!pending) {
      const failed = failedAt.get(key);
      if (failed !== undefined && now() - failed < retryMs) {
        const stale = lastGood.get<T>(key);
        const error = new Error("the content API failed moments ago");
        return stale === undefined ? { error } : { error, stale };
      }
      calls++;
      pending = load().then(
        (value) => {
          failedAt.delete(key);
          if (isEmpty(value)) {
            put(empty, key, value, MAX_EMPTY_KEYS);
          } else {
            put(fresh, key, value, MAX_CONTENT_KEYS);
            put(lastGood, key, value, MAX_CONTENT_KEYS);
          }
          return value;
        },
        (error: unknown) => {
          failedAt.delete(key);
          failedAt.set(key, now());
          if (failedAt.size > MAX_CONTENT_KEYS) failedAt.delete(failedAt.keys().next().value as string);
          options.logger.warn({ err: { message: (error as Error).message }, key }, "content API call failed");
          throw error;
        },
      );
      inFlight.set(key, pending);
      void pending.finally(() => inFlight.delete(key)).catch(() => undefined);
    }
    try {
      return { value: await pending };
    } catch (error) {
      const stale = lastGood.get<T>(key);
      return stale === undefined ? { error } : { error, stale };
    }
  }

  let index: SlugIndex | null = null;
  let indexRead: Promise<void> | null = null;
  let indexRetryAt = 0;
  /** the last index read failed (the upstream is down), as opposed to a blog too big for an index */
  let indexFailed = false;
  const indexFresh = () => index !== null && now() - index.readAt < ttlMs;

  function readIndex(postSlugs: NonNullable<BlogSource["postSlugs"]>): Promise<void> {
    if (indexRead) return indexRead;
    calls++;
    const whole = index === null || now() - index.fullAt >= Math.max(ttlMs, FULL_INDEX_MS);
    indexRead = postSlugs({ newest: !whole })
      .then(
        (list) => {
          const at = now();
          indexFailed = false;
          if (list === null) {
            index = null;
            indexRetryAt = at + ttlMs;
            options.logger.info("too many posts for a slug index: each slug is asked for");
          } else if (list.complete) {
            index = { slugs: new Set(list.slugs), readAt: at, fullAt: at };
          } else if (index) {
            for (const slug of list.slugs) index.slugs.add(slug);
            index.readAt = at;
          }
        },
        (error: unknown) => {
          indexRetryAt = now() + retryMs;
          indexFailed = true;
          options.logger.warn(
            { err: { message: (error as Error).message }, key: "post-slugs" },
            "content API call failed",
          );
        },
      )
      .finally(() => {
        indexRead = null;
      });
    return indexRead;
  }

  async function listing(slug: string): Promise<Listing> {
    const postSlugs = source.postSlugs?.bind(source);
    if (!postSlugs) return "unknown";
    if (indexFresh()) return index?.slugs.has(slug) ? "listed" : "absent";
    const mayRead = indexRead !== null || now() >= indexRetryAt;
    // a post the old index lists is fetched at once; the refresh runs beside it
    if (index?.slugs.has(slug)) {
      if (mayRead) void readIndex(postSlugs);
      return "listed";
    }
    if (mayRead) await readIndex(postSlugs);
    // no index was ever read and the last read failed: the upstream is down, asking per slug would only
    // wait and fail (each a 503 render); answered as a failure at once
    if (!index) return indexFailed ? "unconfirmed" : "unknown";
    if (index.slugs.has(slug)) return "listed";
    // missing from the last good index (fresh, or its refresh failed): no post, like any missing slug, so
    // a WordPress outage does not turn every made-up slug into an "Error Loading Post" render
    return "absent";
  }

  async function categoryList(): Promise<Category[] | undefined> {
    const result = await cached(
      "categories",
      () => source.categories(),
      () => false,
    );
    return "value" in result ? result.value : result.stale;
  }

  async function listPosts(query: ListQuery): Promise<PostList & { failed: boolean }> {
    const none = (totalPages: number, total: number) => ({ posts: [], totalPages, total, failed: false });
    if (query.categoryId !== undefined) {
      const known = await categoryList();
      if (known && !known.some((c) => c.id === query.categoryId)) return none(1, 0);
    }
    if (query.page > 1) {
      const first = await listPosts({ ...query, page: 1 });
      if (!first.failed && query.page > first.totalPages) return none(first.totalPages, first.total);
    }
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
  }

  return {
    kind: source.kind,
    ttlSeconds: options.ttlSeconds,
    upstreamCalls: () => calls,
    listPosts,
    async postBySlug(slug) {
      const key = `post:${slug}`;
      const hit = peek<Post | null>(key);
      if (hit !== undefined) return { post: hit, failed: false };
      const listed = await listing(slug);
      if (listed === "absent") return { post: null, failed: false };
      if (listed === "unconfirmed") return { post: null, failed: true };
      const result = await cached(
        key,
        () => source.postBySlug(slug),
        (post) => post === null,
      );
      if ("value" in result) return { post: result.value, failed: false };
      if (result.stale !== undefined) return { post: result.stale, failed: false };
      return { post: null, failed: true };
    },
    async categories() {
      const list = await categoryList();
      return list && list.length > 0
        ? { categories: list, fallback: false }
        : { categories: fallbackCategories, fallback: true };
    },
  };
}
