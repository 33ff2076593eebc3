/**
 * /api/content/posts: the blog's post lists page through this with JavaScript (the same content cache as the
 * pages). `page`, `perPage` (the lists' 9 or 12) and an optional `category` id; anything else is a 400.
 */
import type { RequestHandler } from "express";
import { BLOG_PAGE_SIZE, CATEGORY_PAGE_SIZE, parsePage } from "../../shared/content/blog-types";
import type { BlogContent } from "../../shared/loaders";

export function postsApiEndpoint(blog: BlogContent): RequestHandler {
  return async (req, res) => {
    const page = parsePage(typeof req.query.page === "string" ? req.query.page : null);
    const perPage = Number(req.query.perPage);
    const category = req.query.category === undefined ? undefined : Number(req.query.category);
    if (
      page === null ||
      (perPage !== BLOG_PAGE_SIZE && perPage !== CATEGORY_PAGE_SIZE) ||
      (category !== undefined && !(Number.isInteger(category) && category > 0))
    ) {
      res
        .status(400)
        .set("Cache-Control", "no-store")
        .json({ error: "page, perPage (9 or 12) and category must be whole numbers" });
      return;
    }
    const list = await blog.listPosts({ page, perPage, ...(category ? { categoryId: category } : {}) });
    res
      .set("Cache-Control", "public, max-age=60")
      .json({ posts: list.posts, totalPages: list.totalPages, total: list.total });
  };
}
