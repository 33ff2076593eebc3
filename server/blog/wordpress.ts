/**
 * The WordPress REST source (the spec's external calls): the three calls, through undici with a keep-alive
 * pool and a timeout from connect to the end of the body; bodies are capped; a non-OK status is the error
 * "HTTP error! status: {code}", except WordPress's 400 rest_post_invalid_page_number, an empty page.
 * Besides them, the slug index (`postSlugs`) reads the list call with `_fields=slug`, 100 slugs a page.
 */
import { Agent, request, type Dispatcher } from "undici";
import type { Category, Post } from "../../shared/content/blog-types";
import { mapCategory, mapPost } from "./map";
import { contentImageOrigins } from "./media";
import type { BlogSource } from "./source";

const MAX_BODY = 5 * 1024 * 1024;
/** WordPress's largest per_page */
const SLUGS_PER_PAGE = 100;
/** A blog with more pages of slugs than this (5,000 posts) gets no index: each slug is asked for. */
export const MAX_SLUG_PAGES = 50;
/** Pages of slugs read at once after the first. */
const SLUG_PAGE_CONCURRENCY = 4;
const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

export function wordpressSource(options: {
  baseUrl: string;
  timeoutMs: number;
  siteOrigin?: string;
  /** CONTENT_MEDIA_ORIGINS: image hosts besides WordPress itself and gravatar (a CDN, a bucket) */
  mediaOrigins?: readonly string[];
  dispatcher?: Dispatcher;
}): BlogSource {
  const dispatcher = options.dispatcher ?? new Agent({ keepAliveTimeout: 30_000, connections: 16 });
  const base = options.baseUrl.replace(/\/+$/, "");
  // the same list security.ts puts in img-src
  const images = contentImageOrigins(options.baseUrl, options.mediaOrigins);
  const toPost = (raw: unknown) => mapPost(raw, options.siteOrigin, images);

  async function get(path: string, params: Record<string, string>) {
    const url = `${base}${path}?${new URLSearchParams(params).toString()}`;
    const res = await request(url, {
      method: "GET",
      dispatcher,
      headers: { accept: "application/json" },
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of res.body) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY) {
        res.body.destroy();
        throw new Error("response body too large");
      }
      chunks.push(chunk as Buffer);
    }
    const text = Buffer.concat(chunks).toString("utf8");
    return { status: res.statusCode, headers: res.headers, text };
  }

  const json = (text: string): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      throw new Error("malformed JSON from the content API");
    }
  };
  const header = (value: string | string[] | undefined) =>
    Number(Array.isArray(value) ? value[0] : value) || 0;

  return {
    kind: "wordpress",
    async listPosts({ page, perPage, categoryId }) {
      const params: Record<string, string> = {
        _embed: "true",
        per_page: String(perPage),
        page: String(page),
        orderby: "date",
        order: "desc",
        status: "publish",
      };
      if (categoryId !== undefined) params.categories = String(categoryId);
      const res = await get("/posts", params);
      if (res.status === 400 && res.text.includes("rest_post_invalid_page_number")) {
        return { posts: [], totalPages: 1, total: 0 };
      }
      if (res.status < 200 || res.status >= 300) throw new Error(`HTTP error! status: ${res.status}`);
      const data = json(res.text);
      const posts = (Array.isArray(data) ? data : []).map(toPost).filter((p): p is Post => p !== null);
      return {
        posts,
        totalPages: Math.max(1, header(res.headers["x-wp-totalpages"])),
        total: header(res.headers["x-wp-total"]),
      };
    },
    async postBySlug(slug) {
      const res = await get("/posts", { slug, _embed: "true" });
      if (res.status < 200 || res.status >= 300) throw new Error(`HTTP error! status: ${res.status}`);
      const data = json(res.text);
      return (Array.isArray(data) ? toPost(data[0]) : null) ?? null;
    },
    async postSlugs({ newest }) {
      const read = async (page: number) => {
        const res = await get("/posts", {
          per_page: String(SLUGS_PER_PAGE),
          page: String(page),
          status: "publish",
          // the newest page by date holds what was published since the last read (scheduled posts too);
          // a whole read goes by id, which a post published meanwhile cannot reorder
          orderby: newest ? "date" : "id",
          order: newest ? "desc" : "asc",
          _fields: "slug",
        });
        if (res.status === 400 && res.text.includes("rest_post_invalid_page_number")) {
          return { slugs: [], count: 0, totalPages: page - 1, total: header(res.headers["x-wp-total"]) };
        }
        if (res.status < 200 || res.status >= 300) throw new Error(`HTTP error! status: ${res.status}`);
        const data = json(res.text);
        const items = Array.isArray(data) ? data : [];
        const slugs = items
          .map((item) =>
            typeof item === "object" && item !== null ? (item as { slug?: unknown }).slug : null,
          )
          .filter((slug): slug is string => typeof slug === "string" && SLUG.test(slug));
        // without the total headers (a proxy may drop them) only a page that is not full says it is the last
        const totalPages =
          header(res.headers["x-wp-totalpages"]) || (items.length < SLUGS_PER_PAGE ? 1 : NaN);
        return { slugs, count: items.length, totalPages, total: header(res.headers["x-wp-total"]) };
      };
      const first = await read(1);
      if (newest) return { slugs: first.slugs, complete: first.totalPages <= 1 };
      if (!(first.totalPages <= MAX_SLUG_PAGES)) return null;
      const pages = [first];
      for (let page = 2; page <= first.totalPages; page += SLUG_PAGE_CONCURRENCY) {
        const batch = Array.from(
          { length: Math.min(SLUG_PAGE_CONCURRENCY, first.totalPages - page + 1) },
          (_, i) => read(page + i),
        );
        pages.push(...(await Promise.all(batch)));
      }
      // a post deleted (or unpublished) between two pages shifts the rest by one, so one would be missed:
      // the totals must agree on every page and with what was read, or the read does not count
      const count = pages.reduce((sum, p) => sum + p.count, 0);
      if (first.totalPages > 1 && pages.some((p) => p.total !== first.total || p.total !== count)) {
        throw new Error("the post list changed while its slugs were read");
      }
      return { slugs: [...new Set(pages.flatMap((p) => p.slugs))], complete: true };
    },
    async categories() {
      const res = await get("/categories", { per_page: "100", hide_empty: "true" });
      if (res.status < 200 || res.status >= 300) throw new Error(`HTTP error! status: ${res.status}`);
      const data = json(res.text);
      return (Array.isArray(data) ? data : []).map(mapCategory).filter((c): c is Category => c !== null);
    },
  };
}
