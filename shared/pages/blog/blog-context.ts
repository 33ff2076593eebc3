/**
 * What blog loaders get from the server (react-router's requestContext): the content service. Typed here
 * so shared pages need no server import; the server hands in the real service.
 */
import type { Category, Post, PostList } from "../../content/blog-types";

export type BlogContent = {
  listPosts(query: {
    page: number;
    perPage: number;
    categoryId?: number;
  }): Promise<PostList & { failed: boolean }>;
  postBySlug(slug: string): Promise<{ post: Post | null; failed: boolean }>;
  categories(): Promise<{ categories: Category[]; fallback: boolean }>;
};

export function blogContent(context: unknown): BlogContent {
  const content = (context as { content?: BlogContent } | undefined)?.content;
  if (!content) throw new Error("the content service was not handed to the loader");
  return content;
}
