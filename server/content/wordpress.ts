/**
 * The WordPress REST source (spec 000 §7): exactly the three calls, through undici with a keep-alive pool
 * and a timeout from connect to the end of the body; bodies are capped; a non-OK status is the error
 * "HTTP error! status: {code}", except WordPress's 400 rest_post_invalid_page_number, an empty page.
 */
import { Agent, request, type Dispatcher } from "undici";
import type { Category, Post } from "../../shared/content/blog-types";
import { mapCategory, mapPost } from "./map";
import { contentImageOrigins } from "./media";
import type { ContentSource } from "./source";

const MAX_BODY = 5 * 1024 * 1024;

export function wordpressSource(options: {
  baseUrl: string;
  timeoutMs: number;
  siteOrigin?: string;
  /** CONTENT_MEDIA_ORIGINS: image hosts besides WordPress itself and gravatar (a CDN, a bucket) */
  mediaOrigins?: readonly string[];
  dispatcher?: Dispatcher;
}): ContentSource {
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
    async categories() {
      const res = await get("/categories", { per_page: "100", hide_empty: "true" });
      if (res.status < 200 || res.status >= 300) throw new Error(`HTTP error! status: ${res.status}`);
      const data = json(res.text);
      return (Array.isArray(data) ? data : []).map(mapCategory).filter((c): c is Category => c !== null);
    },
  };
}
