/** The built-in content source: the repo's articles through the same mapper as WordPress's. */
import type { Category, Post } from "../../shared/content/blog-types";
import { builtinPosts } from "./builtin";
import { fallbackCategories } from "./builtin/categories";
import { mapPost } from "./map";
import type { BlogSource } from "./source";

export function builtinSource(siteOrigin?: string): BlogSource {
  const posts: Post[] = builtinPosts
    .map((raw) => mapPost(raw, siteOrigin))
    .filter((p): p is Post => p !== null)
    .sort((a, b) => b.date.localeCompare(a.date));
  const categories: Category[] = fallbackCategories
    .map((c) => ({ ...c, count: posts.filter((p) => p.categories.includes(c.name)).length }))
    .filter((c) => c.count > 0);
  return {
    kind: "builtin",
    async listPosts({ page, perPage, categoryId }) {
      const category = categories.find((c) => c.id === categoryId);
      const matching =
        categoryId === undefined
          ? posts
          : posts.filter((p) => category && p.categories.includes(category.name));
      const totalPages = Math.max(1, Math.ceil(matching.length / perPage));
      return {
        posts: matching.slice((page - 1) * perPage, page * perPage),
        totalPages,
        total: matching.length,
      };
    },
    async postBySlug(slug) {
      return posts.find((p) => p.slug === slug) ?? null;
    },
    async categories() {
      return categories;
    },
    async postSlugs() {
      return { slugs: posts.map((p) => p.slug), complete: true };
    },
  };
}
