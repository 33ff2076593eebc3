import type { Category, Post, PostList } from "../../shared/content/blog-types";

export type ListQuery = { page: number; perPage: number; categoryId?: number };

/**
 * Published posts' slugs. `complete`: every published post is in `slugs` (else only the newest, and the
 * caller adds them to the slugs it already knows).
 */
export type SlugList = { slugs: string[]; complete: boolean };

/**
 * Where posts come from (the spec's external calls): WordPress's REST API or the built-in articles. Failures
 * throw.
 */
export type BlogSource = {
  kind: "wordpress" | "builtin";
  listPosts(query: ListQuery): Promise<PostList>;
  postBySlug(slug: string): Promise<Post | null>;
  categories(): Promise<Category[]>;
  /**
   * The slug index (server/blog/service.ts): every published post's slug, or with `newest` only the
   * newest page of them; null when the blog has more posts than an index may hold. A source without it
   * is asked for each slug.
   */
  postSlugs?(options: { newest: boolean }): Promise<SlugList | null>;
};
