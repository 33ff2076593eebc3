import { heroVisuals } from "../../content/hero-visuals";
import { redirect, useLoaderData } from "react-router-dom";
import { NewsletterForm, type NewsletterProps } from "./newsletter-form";
import { Island } from "../../islands/island";
import { Seo } from "../../components/seo/seo";
import { ButtonLink } from "../../components/ui/button";
import { Section, SectionHeader } from "../../components/ui/section";
import {
  BLOG_PAGE_SIZE,
  FEATURED_COUNT,
  formatPostDate,
  listedPost,
  RECENT_COUNT,
} from "../../content/blog-types";
import { noSuchListPage } from "../../loaders";
import { listPageOf, newsletterParam, pageParam, readQuery } from "../../query-params";
import { PageHero } from "../../components/sections/page-hero";
import { PostCard } from "./post-card";
import { PostList } from "./post-list";
import { ShowMore } from "../../components/sections/show-more";
import { blogCopy } from "../../content/page-copy";
import { CONTENT_TTL, definePage, type LoaderArgs } from "../../define-page";
import { sitemapEntry as entry } from "../../sitemap";
import { labels } from "../../content/labels";

// the spec's external calls loading plan: featured, recent, categories and the list in parallel
export const loader = async ({ request, context: { blog } }: LoaderArgs<"/blog">) => {
  const url = new URL(request.url);
  const page = listPageOf(url);
  // the page cache's reader: every spelling it keys as the thank-you page shows the thank-you page
  const outcome = readQuery(url, "newsletter", newsletterParam);
  const newsletter: NewsletterProps["initial"] =
    outcome === "subscribed" || outcome === "failed" ? outcome : "idle";
  const [featured, list, { categories }] = await Promise.all([
    blog.listPosts({ page: 1, perPage: FEATURED_COUNT }),
    blog.listPosts({ page: page ?? 1, perPage: BLOG_PAGE_SIZE }),
    blog.categories(),
  ]);
  if (page === null || page > list.totalPages) {
    // with the content API down the real page count is unknown: the first page, for now
    if (list.failed) return redirect("/blog");
    noSuchListPage("/blog", list.totalPages);
  }
  return {
    page,
    featured: featured.posts,
    list,
    recent: featured.posts.slice(0, RECENT_COUNT),
    categories,
    newsletter,
  };
};

/**
 * /blog (the spec's screens and routes, "Blog landing"): categories, 6 featured, all posts 9 a page, 3
 * recent, help box.
 */
export function BlogPage() {
  const { page, featured, list, recent, categories, newsletter } = useLoaderData<typeof loader>();
  const path = page > 1 ? `/blog?page=${page}` : "/blog";
  return (
    <>
      <Seo title={blogCopy.seo(page).title} description={blogCopy.seo(page).description} path={path} />
      <PageHero
        id="blog-title"
        crumbs={[{ label: "Blog", href: "/blog" }]}
        title={blogCopy.hero.title}
        lede={blogCopy.hero.lede}
        visual={heroVisuals.blog}
      >
        <ul className="category-chips">
          {categories.map((c) => (
            <li key={c.slug}>
              <a className="chip" href={`/blog/category/${c.slug}`}>
                {labels.blog.chipName(c.name)}
                <span className="chip-count">{c.count}</span>
              </a>
            </li>
          ))}
        </ul>
      </PageHero>
      {page === 1 && featured.length ? (
        <Section labelledBy="featured-title" tone="muted">
          <SectionHeader id="featured-title" title={blogCopy.featuredTitle} align="start" />
          <ShowMore
            visible={3}
            noun="featured articles"
            narrowOnly
            list={(items) => <ul className="card-grid card-grid-3">{items}</ul>}
            items={featured.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          />
        </Section>
      ) : null}
      <section className="section section-plain" aria-labelledby="all-posts-title">
        <div className="container blog-layout">
          <div>
            <h2 id="all-posts-title" className="small-title">
              {blogCopy.allTitle}
            </h2>
            <Island
              name="posts"
              component={PostList}
              hydrate="interaction"
              props={{
                base: "/blog",
                posts: list.posts.map(listedPost),
                page,
                totalPages: list.totalPages,
                perPage: BLOG_PAGE_SIZE,
                columns: 2,
                emptyText: "No articles to show right now. Please check back soon.",
                shownAbove: page === 1 ? featured.map((post) => post.id) : [],
              }}
            />
          </div>
          <aside className="blog-sidebar" aria-label="More from the blog">
            {recent.length ? (
              <div className="card sidebar-card">
                <h2 className="sidebar-title">{blogCopy.sidebar.recent}</h2>
                <ul className="recent-list">
                  {recent.map((post) => (
                    <li key={post.id}>
                      <a href={post.link}>{post.title}</a>
                      <span>
                        {formatPostDate(post.date, "short")} · {post.readTime}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div className="card sidebar-card">
              <h2 className="sidebar-title">{blogCopy.sidebar.categories}</h2>
              <ul className="link-list">
                {categories.slice(0, 6).map((c) => (
                  <li key={c.slug}>
                    <a href={`/blog/category/${c.slug}`}>{labels.blog.categoryCount(c.name, c.count)}</a>
                  </li>
                ))}
              </ul>
            </div>
            <div className="card sidebar-card" id="newsletter">
              <h2 className="sidebar-title">{blogCopy.sidebar.newsletter}</h2>
              <p className="sidebar-text">{labels.blog.newsletterNote}</p>
              <Island
                name="newsletter"
                component={NewsletterForm}
                hydrate="visible"
                props={{ initial: newsletter }}
              />
            </div>
            <div className="card sidebar-card help-card">
              <h2 className="sidebar-title">{blogCopy.sidebar.help}</h2>
              <p>{labels.blog.blogHelp}</p>
              <ButtonLink href="/contact">{labels.consultation}</ButtonLink>
            </div>
          </aside>
        </div>
      </section>
    </>
  );
}

export const route = definePage({
  id: "blog",
  path: "/blog",
  Component: BlogPage,
  loader,
  cache: CONTENT_TTL,
  // the newsletter box's no-JavaScript post comes back here (server/contact/router.ts)
  query: { page: pageParam, newsletter: newsletterParam },
  sitemap: () => [entry("/blog", "Blog", "Main Pages")],
});
