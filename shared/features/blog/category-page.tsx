import { heroVisuals } from "../../content/hero-visuals";
import { redirect, useLoaderData } from "react-router-dom";
import { Seo } from "../../components/seo/seo";
import { ButtonLink } from "../../components/ui/button";
import { CATEGORY_PAGE_SIZE, listedPost, type Post } from "../../content/blog-types";
import { listPageOf, pageParam } from "../../query-params";
import { noSuchListPage } from "../../loaders";
import { PageHero } from "../../components/sections/page-hero";
import { PostList } from "./post-list";
import { Island } from "../../islands/island";
import { blogCopy } from "../../content/page-copy";
import { CONTENT_TTL, definePage, type LoaderArgs } from "../../define-page";
import { labels } from "../../content/labels";

const path = "/blog/category/:slug";

export const loader = async ({ params, request, context: { blog } }: LoaderArgs<typeof path>) => {
  const page = listPageOf(new URL(request.url));
  const { categories, fallback } = await blog.categories();
  const category = categories.find((c) => c.slug === params.slug);
  // the spec's error catalogue: an unknown category goes to /blog
  if (!category) return redirect("/blog");
  // the categories call failed: the built-in list's id and count are not the blog's, so neither its count
  // nor a list asked by its id is shown; the page is the failure state ("Failed to load category")
  const list = fallback
    ? { posts: [] as Post[], total: 0, totalPages: 1, failed: true }
    : await blog.listPosts({ page: page ?? 1, perPage: CATEGORY_PAGE_SIZE, categoryId: category.id });
  if (page === null || page > list.totalPages) {
    const path = `/blog/category/${category.slug}`;
    if (list.failed) return redirect(path);
    noSuchListPage(path, list.totalPages);
  }
  return { category, page, list };
};

/**
 * /blog/category/{slug} (the spec's screens and routes, error catalogue): 12 a page, the empty state, the
 * failure message.
 */
export function BlogCategoryPage() {
  const { category, page, list } = useLoaderData<typeof loader>();
  const base = `/blog/category/${category.slug}`;
  const path = page > 1 ? `${base}?page=${page}` : base;
  const seo = blogCopy.categorySeo(category.name, page, category.description);
  return (
    <>
      <Seo title={seo.title} description={seo.description} path={path} />
      <PageHero
        id="category-title"
        crumbs={[
          { label: "Blog", href: "/blog" },
          { label: category.name, href: base },
        ]}
        eyebrow={blogCopy.categoryEyebrow}
        title={category.name}
        lede={list.failed ? blogCopy.categoryFailed : blogCopy.categoryLede(list.total)}
        visual={heroVisuals.blog}
      />
      <section className="section section-muted" aria-labelledby="category-posts-title">
        <div className="container">
          <h2 id="category-posts-title" className="visually-hidden">
            {blogCopy.categoryListTitle(category.name)}
          </h2>
          {list.failed ? (
            // one state: the hero says "Failed to load category"; no empty state beside it
            <div className="empty-state card">
              <p>{labels.blog.categoryFailed}</p>
              <ButtonLink href="/blog" variant="secondary">
                {labels.backToBlog}
              </ButtonLink>
            </div>
          ) : list.posts.length ? (
            <Island
              name="posts"
              component={PostList}
              hydrate="interaction"
              props={{
                base,
                posts: list.posts.map(listedPost),
                page,
                totalPages: list.totalPages,
                perPage: CATEGORY_PAGE_SIZE,
                categoryId: category.id,
                columns: 3,
                emptyText: `We couldn't find any posts in the "${category.name}" category.`,
              }}
            />
          ) : (
            <div className="empty-state card">
              <h3>{blogCopy.emptyCategory}</h3>
              <p>{labels.blog.categoryEmpty(category.name)}</p>
              <ButtonLink href="/blog" variant="secondary">
                {labels.backToBlog}
              </ButtonLink>
            </div>
          )}
        </div>
      </section>
    </>
  );
}

export const route = definePage({
  id: "blog-category",
  path,
  Component: BlogCategoryPage,
  loader,
  cache: CONTENT_TTL,
  query: { page: pageParam },
  // the categories are listed by the blog's own sitemap entries (shared/sitemap.ts)
  sitemap: () => [],
});
