import type { Category, Post, PostList } from "../../shared/content/blog-types";

export type ListQuery = { page: number; perPage: number; categoryId?: number };

/** Where posts come from (spec 000 §7): WordPress's REST API or the built-in articles. Failures throw. */
export type ContentSource = {
  kind: "wordpress" | "builtin";
  listPosts(query: ListQuery): Promise<PostList>;
  postBySlug(slug: string): Promise<Post | null>;
  categories(): Promise<Category[]>;
};
