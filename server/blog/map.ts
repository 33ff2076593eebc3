/**
 * WordPress REST JSON -> Post (the spec's entities, external calls), one mapper for both sources. Missing or
 * wrongly typed fields never throw: they fall back to the spec's defaults.
 */
import { DEFAULT_FEATURED_IMAGE, type Category, type Post } from "../../shared/content/blog-types";
import { allowedImageUrl } from "./media";
import { decodeEntities, sanitizeBody, stripTags } from "./sanitize";

export const DEFAULT_AUTHOR = "the agency team";
export const DEFAULT_AVATAR = "/icons/favicon.svg";
export { DEFAULT_FEATURED_IMAGE };

type Json = Record<string, unknown>;
const obj = (v: unknown): Json =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Json) : {};
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");
const rendered = (v: unknown): string => str(obj(v).rendered);

/** the spec's business constants: words / 200, rounded up, "N min read" (at least 1). */
/** The site's zone: a WordPress `date` (the site's local time, no zone) is read in it when there is no date_gmt. */
const SITE_ZONE = "America/New_York";
const ZONELESS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** Milliseconds that `zone` is ahead of UTC at the instant `ms`. */
function zoneOffset(ms: number, zone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    })
      .formatToParts(ms)
      .map((p) => [p.type, Number(p.value)]),
  );
  const local = Date.UTC(parts.year!, parts.month! - 1, parts.day, parts.hour, parts.minute, parts.second);
  return local - (ms - (ms % 1000));
}

/**
 * A post's publication instant as an ISO string in UTC ("" when unreadable). WordPress's `date` is the site's
 * local time without a zone, so it is read from `date_gmt` (UTC, also without a zone); a source without
 * date_gmt has its zone-less `date` read as New York time (the built-in articles), never in the server's zone.
 */
export function postDate(dateGmt: string, date: string): string {
  if (ZONELESS.test(dateGmt)) {
    const utc = new Date(`${dateGmt}Z`);
    if (!Number.isNaN(utc.getTime())) return utc.toISOString();
  }
  if (ZONELESS.test(date)) {
    const asUtc = new Date(`${date}Z`).getTime();
    if (Number.isNaN(asUtc)) return "";
    // the offset at the guessed instant, then again at the corrected one (a DST change between them)
    let ms = asUtc - zoneOffset(asUtc, SITE_ZONE);
    ms = asUtc - zoneOffset(ms, SITE_ZONE);
    return new Date(ms).toISOString();
  }
  const parsed = new Date(date);
  return Number.isNaN(parsed.getTime()) ? "" : parsed.toISOString();
}

export function readTime(text: string): string {
  const words = text.split(/\s+/).filter(Boolean).length;
  return `${Math.max(1, Math.ceil(words / 200))} min read`;
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

/** A pixel size WordPress reports (media_details), or undefined for anything not a plausible one. */
const pixels = (v: unknown): number | undefined => {
  const n = typeof v === "string" && /^\d+$/.test(v) ? Number(v) : v;
  return typeof n === "number" && Number.isInteger(n) && n > 0 && n <= 20_000 ? n : undefined;
};

/**
 * mediaOrigins: the origins images may come from (media.ts); a featured image or avatar elsewhere falls
 * back to the built-in default, a body image elsewhere is dropped, so the CSP never has to refuse one.
 */
export function mapPost(
  raw: unknown,
  siteOrigin?: string,
  mediaOrigins: readonly string[] = [],
): Post | null {
  const post = obj(raw);
  const slug = str(post.slug);
  const id = Number(post.id);
  if (!SLUG.test(slug) || !Number.isFinite(id)) return null;
  const embedded = obj(post._embedded);
  const author = obj(arr(embedded.author)[0]);
  const media = obj(arr(embedded["wp:featuredmedia"])[0]);
  const terms = arr(embedded["wp:term"]);
  const names = (list: unknown) =>
    arr(list)
      .map((t) => decodeEntities(str(obj(t).name)))
      .filter(Boolean);
  const title = decodeEntities(stripTags(rendered(post.title))) || slug.replace(/-/g, " ");
  const excerpt = stripTags(rendered(post.excerpt));
  const content = sanitizeBody(rendered(post.content), siteOrigin, mediaOrigins);
  const yoast = obj(post.yoast_head_json);
  const avatars = obj(author.avatar_urls);
  const avatar = str(avatars["96"]) || str(avatars["48"]);
  const featured = allowedImageUrl(str(media.source_url), mediaOrigins);
  const details = obj(media.media_details);
  const width = pixels(details.width);
  const height = pixels(details.height);
  return {
    id,
    title,
    slug,
    excerpt,
    content,
    date: postDate(str(post.date_gmt), str(post.date)),
    author: str(author.name) || DEFAULT_AUTHOR,
    authorSlug: str(author.slug),
    authorAvatar: allowedImageUrl(avatar, mediaOrigins) ?? DEFAULT_AVATAR,
    featuredImage: featured ?? DEFAULT_FEATURED_IMAGE,
    featuredImageAlt: str(media.alt_text) || title,
    // the size belongs to WordPress's image; the default image keeps the pages' own 1200 x 630
    ...(featured && width && height ? { featuredImageWidth: width, featuredImageHeight: height } : {}),
    categories: names(terms[0]),
    tags: names(terms[1]),
    readTime: readTime(stripTags(content)),
    metaTitle: decodeEntities(str(yoast.title)) || title,
    metaDescription: decodeEntities(str(yoast.description)) || excerpt.slice(0, 160),
    link: `/blog/${slug}`,
  };
}

export function mapCategory(raw: unknown): Category | null {
  const c = obj(raw);
  const slug = str(c.slug);
  if (!SLUG.test(slug)) return null;
  return {
    id: Number(c.id) || 0,
    name: decodeEntities(str(c.name)) || slug,
    slug,
    count: Number(c.count) || 0,
    description: stripTags(str(c.description)),
  };
}
