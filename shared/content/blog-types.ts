/** Blog shapes as pages see them (the spec's entities, "Blog post", "Category", "Recent post entry"). */
export type Post = {
  id: number;
  title: string;
  slug: string;
  /** plain text, markup stripped */
  excerpt: string;
  /** cleaned HTML (sanitized once, when the post is mapped) */
  content: string;
  /** ISO date-time */
  date: string;
  author: string;
  authorSlug: string;
  authorAvatar: string;
  featuredImage: string;
  featuredImageAlt: string;
  /** the featured image's pixel size from WordPress (media_details), when it reported one */
  featuredImageWidth?: number;
  featuredImageHeight?: number;
  categories: string[];
  tags: string[];
  /** "N min read" */
  readTime: string;
  metaTitle: string;
  metaDescription: string;
  /** our own URL: /blog/{slug} */
  link: string;
};

/**
 * A post as a list shows it (PostCard): its body and SEO fields emptied. A list island's props are written
 * into the page's HTML, where the nine bodies of /blog were 68 KB raw, about 19 KB brotli.
 */
export const listedPost = (post: Post): Post => ({
  ...post,
  content: "",
  metaTitle: "",
  metaDescription: "",
});

export type Category = { id: number; name: string; slug: string; count: number; description: string };
export type PostList = { posts: Post[]; totalPages: number; total: number };

// the spec's business constants page sizes
export const BLOG_PAGE_SIZE = 9;
export const CATEGORY_PAGE_SIZE = 12;
export const FEATURED_COUNT = 6;
export const RECENT_COUNT = 3;

/** The featured image's box when WordPress reports no size (the built-in images and the default are this). */
export const FEATURED_WIDTH = 1200;
export const FEATURED_HEIGHT = 630;
/** A post without a featured image shows this one (the page then shares its own card instead). */
export const DEFAULT_FEATURED_IMAGE = "/images/blog/default-cover.svg";

/** the spec's screens and routes: category chips link to the name lowercased with spaces as hyphens */
export const categorySlug = (name: string) => name.toLowerCase().trim().replace(/\s+/g, "-");

/**
 * "Nov 22, 2026" in lists, "November 22, 2026" on the article (the spec's business constants), in New York
 * time.
 */
export function formatPostDate(iso: string, style: "short" | "long"): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "America/New_York",
    year: "numeric",
    month: style,
    day: "numeric",
  }).format(date);
}

/** ?page=N as a whole number from 1, or null for anything else (0, -1, abc, 1.5). */
export function parsePage(value: string | null): number | null {
  if (value === null) return 1;
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;
}
