import { data as withStatus, redirect, useLoaderData } from "react-router-dom";
import { Seo } from "../../components/seo/seo";
import { PageHero } from "../../components/sections/page-hero";
import { ButtonLink } from "../../components/ui/button";
import { CtaBanner } from "../../components/sections/cta-banner";
import { Image } from "../../components/ui/image";
import {
  categorySlug,
  DEFAULT_FEATURED_IMAGE,
  FEATURED_HEIGHT,
  FEATURED_WIDTH,
  formatPostDate,
  RECENT_COUNT,
  type Post,
} from "../../content/blog-types";
import { useSite } from "../../site";
import { PostTags } from "./post-card";
import { absoluteUrl } from "../../urls";
import { blogCopy, postErrorCopy } from "../../content/page-copy";
import { CONTENT_TTL, definePage, type LoaderArgs } from "../../define-page";
import { labels } from "../../content/labels";

/** The failed state names no slug: every failed article shares one page (server/render/cache-policy.ts POST_ERROR_KEY). */
export type ArticleData = { post: Post; recent: Post[] } | { post: null; failed: true };

const path = "/blog/:slug";

export const loader = async ({ params, context: { blog } }: LoaderArgs<typeof path>) => {
  const { slug } = params;
  if (!/^[a-z0-9][a-z0-9-]{0,199}$/.test(slug)) return redirect("/blog");
  const [{ categories }, result, latest] = await Promise.all([
    blog.categories(),
    blog.postBySlug(slug),
    // the spec's states and transitions, "the 3 latest minus the current one" (the spec's external calls: "3
    // recent posts"), read literally: the article in the three latest leaves two, any other article shows all
    // three
    blog.listPosts({ page: 1, perPage: RECENT_COUNT }),
  ]);
  // the sitemap page links categories as /blog/{slug} (the spec's screens and routes): send them to the
  // category page
  if (categories.some((c) => c.slug === slug)) return redirect(`/blog/category/${slug}`, 301);
  if (result.failed) return withStatus({ post: null, failed: true } satisfies ArticleData, { status: 503 });
  if (!result.post) return redirect("/blog");
  const recent = latest.posts.filter((p) => p.slug !== slug);
  return { post: result.post, recent } satisfies ArticleData;
};

/**
 * /blog/{slug} (the spec's screens and routes, "Blog article"), or the "Error Loading Post" screen when
 * loading failed.
 */
export function ArticlePage() {
  const data = useLoaderData<typeof loader>();
  const site = useSite();
  if (!data.post) {
    return (
      <>
        <Seo
          title={postErrorCopy.seo.title}
          description={postErrorCopy.seo.description}
          path="/blog"
          noindex
        />
        <PageHero
          id="post-error-title"
          layout="narrow"
          title={postErrorCopy.hero.title}
          lede={postErrorCopy.hero.lede}
        >
          <ButtonLink href="/blog" variant="secondary">
            {labels.backToBlog}
          </ButtonLink>
        </PageHero>
      </>
    );
  }
  const { post, recent } = data;
  const url = absoluteUrl(site.url, post.link);
  const share = [
    { label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
    {
      label: "Twitter",
      href: `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(post.title)}`,
    },
    {
      label: "LinkedIn",
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    },
  ];
  const image = post.featuredImage.startsWith("http")
    ? post.featuredImage
    : `${site.url}${post.featuredImage}`;
  return (
    <>
      <Seo
        title={post.metaTitle}
        description={post.metaDescription}
        path={post.link}
        image={post.featuredImage === DEFAULT_FEATURED_IMAGE ? undefined : post.featuredImage}
        imageSize={
          post.featuredImageWidth && post.featuredImageHeight
            ? { width: post.featuredImageWidth, height: post.featuredImageHeight }
            : undefined
        }
        type="article"
        jsonLd={[
          {
            "@context": "https://schema.org",
            "@type": "BlogPosting",
            headline: post.title,
            description: post.metaDescription,
            datePublished: post.date,
            image: [image],
            url,
            mainEntityOfPage: url,
            author: { "@type": "Person", name: post.author },
            publisher: { "@type": "Organization", "@id": `${site.url}/#organization`, name: site.name },
            keywords: post.tags.join(", "),
          },
        ]}
      />
      <article className="article">
        <PageHero
          as="header"
          layout="narrow"
          className="article-hero"
          crumbs={[
            { label: "Blog", href: "/blog" },
            { label: post.title, href: post.link },
          ]}
          badge={
            <>
              <ul className="category-chips">
                {post.categories.map((name) => (
                  <li key={name}>
                    <a className="chip" href={`/blog/category/${categorySlug(name)}`}>
                      {name}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          }
          title={post.title}
        >
          <p className="post-meta article-meta">
            <span>{labels.blog.byline(post.author)}</span>
            <span>{formatPostDate(post.date, "long")}</span>
            <span>{post.readTime}</span>
          </p>
          <PostTags tags={post.tags} />
        </PageHero>
        <div className="container article-layout">
          <div className="article-main">
            <Image
              src={post.featuredImage}
              alt={post.featuredImageAlt}
              width={post.featuredImageWidth ?? FEATURED_WIDTH}
              height={post.featuredImageHeight ?? FEATURED_HEIGHT}
              eager
              className="article-cover"
            />
            <div className="article-body prose" dangerouslySetInnerHTML={{ __html: post.content }} />
            <div className="share-links">
              <p className="mini-title">{blogCopy.shareTitle}</p>
              <ul>
                {share.map((s) => (
                  <li key={s.label}>
                    <a href={s.href} target="_blank" rel="noopener noreferrer" className="chip">
                      {s.label}
                      <span className="visually-hidden">{labels.newTab}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <aside className="blog-sidebar" aria-label="About this article">
            <div className="card sidebar-card author-card">
              <Image src={post.authorAvatar} alt="" width={96} height={96} className="review-avatar" />
              <div>
                <p className="review-author">{post.author}</p>
                <p className="review-role">{labels.blog.authorRole}</p>
              </div>
            </div>
            {recent.length ? (
              <div className="card sidebar-card">
                <h2 className="sidebar-title">{blogCopy.sidebar.recent}</h2>
                <ul className="recent-list">
                  {recent.map((r) => (
                    <li key={r.id}>
                      <a href={r.link}>{r.title}</a>
                      <span>
                        {formatPostDate(r.date, "short")} · {r.readTime}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div className="card sidebar-card help-card">
              <h2 className="sidebar-title">{blogCopy.sidebar.help}</h2>
              <p>{labels.blog.articleHelp}</p>
              <ButtonLink href="/contact">{labels.consultation}</ButtonLink>
            </div>
          </aside>
        </div>
      </article>
      <CtaBanner
        id="article-cta-title"
        title={blogCopy.articleCtaTitle}
        body="Our team does this every day for New York businesses. Tell us about yours."
        primary={{ label: "Get Free Consultation", href: "/contact" }}
        secondary={{ label: "Read More Articles", href: "/blog" }}
        variant="light"
      />
    </>
  );
}

export const route = definePage({
  id: "blog-post",
  path,
  Component: ArticlePage,
  loader,
  cache: CONTENT_TTL,
  // the posts are listed by the blog's own sitemap entries (shared/sitemap.ts)
  sitemap: () => [],
});
