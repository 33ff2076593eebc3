import { KeepWords } from "../../components/ui/keep-words";
import { Image } from "../../components/ui/image";
import {
  categorySlug,
  FEATURED_HEIGHT,
  FEATURED_WIDTH,
  formatPostDate,
  type Post,
} from "../../content/blog-types";
import { labels } from "../../content/labels";

/** A post in a list: image, category, title, excerpt, short date, read time, up to 3 #tags. */
export function PostCard({ post, headingLevel = 3 }: { post: Post; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li className="card post-card">
      <Image
        src={post.featuredImage}
        alt={post.featuredImageAlt}
        width={post.featuredImageWidth ?? FEATURED_WIDTH}
        height={post.featuredImageHeight ?? FEATURED_HEIGHT}
        className="post-card-image"
      />
      <div className="post-card-body">
        {post.categories[0] ? (
          <a className="post-category" href={`/blog/category/${categorySlug(post.categories[0])}`}>
            {post.categories[0]}
          </a>
        ) : null}
        <Heading className="post-card-title">
          <a href={post.link} className="card-title-link">
            <KeepWords>{post.title}</KeepWords>
          </a>
        </Heading>
        <p>{post.excerpt}</p>
        <p className="post-meta">
          <span>{formatPostDate(post.date, "short")}</span>
          <span>{post.readTime}</span>
        </p>
        <PostTags tags={post.tags} />
      </div>
    </li>
  );
}

/** Previous / Next as plain links (?page=N), "Page X of Y"; shown only when there is more than one page. */
export function Pager({ base, page, totalPages }: { base: string; page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  const href = (n: number) => (n <= 1 ? base : `${base}?page=${n}`);
  return (
    <nav className="pager" aria-label="Pagination">
      {page > 1 ? (
        <a className="btn btn-secondary" href={href(page - 1)} rel="prev">
          {labels.blog.previous}
        </a>
      ) : (
        <span className="btn btn-secondary is-disabled" aria-disabled="true">
          {labels.blog.previous}
        </span>
      )}
      <span className="pager-status">{labels.blog.pageOf(page, totalPages)}</span>
      {page < totalPages ? (
        <a className="btn btn-secondary" href={href(page + 1)} rel="next">
          {labels.blog.next}
        </a>
      ) : (
        <span className="btn btn-secondary is-disabled" aria-disabled="true">
          {labels.blog.next}
        </span>
      )}
    </nav>
  );
}

/** Up to three tags with a hash prefix (the spec's screens and routes, business constants). */
export function PostTags({ tags }: { tags: string[] }) {
  return tags.length ? (
    <ul className="post-tags">
      {tags.slice(0, 3).map((tag) => (
        <li key={tag}>{labels.blog.tag(tag)}</li>
      ))}
    </ul>
  ) : null;
}
