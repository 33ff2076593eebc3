/**
 * What every route loader shares: the context the server hands it (react-router's `requestContext`), its
 * argument type, and its ways of saying "no such page". A page's loader sits beside its component, which
 * reads the data as `useLoaderData<typeof loader>()`, so a changed loader fails to compile in its page.
 * Shared code only knows the blog service's shape here; the server hands in the real one
 * (server/blog/service.ts), so nothing in shared/ imports server/.
 */
import { data, type LoaderFunction, type LoaderFunctionArgs } from "react-router-dom";
import type { ContactFormState } from "./contact";
import type { Category, Post, PostList } from "./content/blog-types";

/** The blog service as loaders use it. */
export type BlogContent = {
  listPosts(query: {
    page: number;
    perPage: number;
    categoryId?: number;
  }): Promise<PostList & { failed: boolean }>;
  postBySlug(slug: string): Promise<{ post: Post | null; failed: boolean }>;
  categories(): Promise<{ categories: Category[]; fallback: boolean }>;
};

/** The one context every loader gets (server/render/render-page.tsx builds it for each query). */
export type LoaderContext = {
  blog: BlogContent;
  /** a refused no-JavaScript contact post, rendered again with its values; null on every other render */
  formState: ContactFormState | null;
};

export type PageLoaderArgs = LoaderFunctionArgs<LoaderContext>;
export type PageLoader = LoaderFunction<LoaderContext>;

/** A loader's way of saying "no such record": the root error boundary renders the Not Found page. */
export function notFound(): never {
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

/** A list page (/blog?page=N, a category's) past the end or misspelt: where the list really starts and ends. */
export type MissingListPage = { listPath: string; lastPage: number };

export function isMissingListPage(value: unknown): value is MissingListPage {
  const v = value as MissingListPage | null;
  return typeof v?.listPath === "string" && v.listPath.startsWith("/") && Number.isInteger(v.lastPage);
}

/**
 * A ?page= past the list's end is a page that does not exist: a 404 whose page links to the list's first and
 * last pages (0, -1, abc never get here: the canonical step answers them with a 301 to the list). Not a
 * redirect: search engines report a redirect to /blog for a missing page as a soft 404, and a 301 to the last
 * page would make every mistyped number a copy of it. (the spec's states and transitions and its error
 * catalogue say nothing of such pages; the error catalogue sends only unknown categories and posts to /blog.)
 */
export function noSuchListPage(listPath: string, lastPage: number): never {
  throw data({ listPath, lastPage } satisfies MissingListPage, { status: 404, statusText: "Not Found" });
}
