/**
 * A fake WordPress REST API on 127.0.0.1 for the blog's tests: the list call (pages, per_page, orderby
 * date or id, categories, `_fields=slug`, the X-WP-Total headers), the slug call and the categories call,
 * over a post list the test can change. It counts every request by kind and, while `hang` is set, answers
 * none of them (they are held until `hang` is cleared or the server stops).
 */
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** `date`: the publication time in UTC, ISO without a zone (sent as date_gmt; `date` is New York time). */
export type FakePost = { id: number; slug: string; date: string; title: string; categories: number[] };

export type FakeWordPress = {
  /** e.g. http://127.0.0.1:PORT/wp-json/wp/v2 */
  baseUrl: string;
  posts: FakePost[];
  categories: Array<{ id: number; name: string; slug: string; count: number }>;
  /** every request's path and query, in order of arrival */
  seen: string[];
  count(kind: "index" | "slug" | "list" | "categories"): number;
  /** while true, requests are held unanswered */
  hang: boolean;
  /** answers every held request (with what it would have got) */
  release(): void;
  close(): Promise<void>;
};

/** `n` posts, newest first, ids 1..n (the newest has the highest id). */
export function makePosts(n: number, prefix = "real-post"): FakePost[] {
  return Array.from({ length: n }, (_, i) => {
    const id = n - i;
    const date = new Date(Date.UTC(2026, 0, 1) + id * 3_600_000).toISOString().slice(0, 19);
    return { id, slug: `${prefix}-${id}`, date, title: `Real Post ${id}`, categories: [id % 2 ? 1 : 2] };
  });
}

/** A UTC time (ISO, no zone) as WordPress's `date` gives it: the site's local time (New York), no zone. */
const siteLocal = (utc: string) =>
  new Date(`${utc}Z`).toLocaleString("sv-SE", { timeZone: "America/New_York" }).replace(" ", "T");

// as WordPress sends a post: `date` in the site's local time, `date_gmt` in UTC, neither with a zone
const raw = (p: FakePost) => ({
  id: p.id,
  slug: p.slug,
  date: siteLocal(p.date),
  date_gmt: p.date,
  title: { rendered: p.title },
  content: { rendered: `<p>${p.title} body.</p>` },
  excerpt: { rendered: `<p>${p.title}.</p>` },
  categories: p.categories,
});

const kindOf = (url: URL) => {
  if (url.pathname.endsWith("/categories")) return "categories";
  if (url.searchParams.has("slug")) return "slug";
  if (url.searchParams.get("_fields") === "slug") return "index";
  return "list";
};

export async function fakeWordPress(posts: FakePost[]): Promise<FakeWordPress> {
  const held: Array<() => void> = [];
  const fake = {
    posts,
    categories: [
      { id: 1, name: "Odd Posts", slug: "odd-posts", count: 0 },
      { id: 2, name: "Even Posts", slug: "even-posts", count: 0 },
    ],
    seen: [] as string[],
    hang: false,
  };

  function answer(url: URL, res: ServerResponse) {
    const send = (body: unknown, headers: Record<string, string> = {}) =>
      res.writeHead(200, { "content-type": "application/json", ...headers }).end(JSON.stringify(body));
    const kind = kindOf(url);
    if (kind === "categories") {
      return send(
        fake.categories.map((c) => ({
          ...c,
          count: fake.posts.filter((p) => p.categories.includes(c.id)).length,
        })),
      );
    }
    if (kind === "slug")
      return send(fake.posts.filter((p) => p.slug === url.searchParams.get("slug")).map(raw));
    const category = url.searchParams.get("categories");
    const matching = fake.posts
      .filter((p) => category === null || p.categories.includes(Number(category)))
      .sort((a, b) =>
        url.searchParams.get("orderby") === "id"
          ? a.id - b.id
          : url.searchParams.get("order") === "asc"
            ? a.date.localeCompare(b.date)
            : b.date.localeCompare(a.date),
      );
    const perPage = Number(url.searchParams.get("per_page") ?? 10);
    const page = Number(url.searchParams.get("page") ?? 1);
    const totalPages = Math.ceil(matching.length / perPage);
    if (page > Math.max(1, totalPages)) {
      return res
        .writeHead(400, { "content-type": "application/json" })
        .end('{"code":"rest_post_invalid_page_number"}');
    }
    const items = matching.slice((page - 1) * perPage, page * perPage);
    return send(kind === "index" ? items.map((p) => ({ slug: p.slug })) : items.map(raw), {
      "x-wp-total": String(matching.length),
      "x-wp-totalpages": String(totalPages),
    });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    fake.seen.push(url.pathname + url.search);
    if (fake.hang) held.push(() => answer(url, res));
    else answer(url, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/wp-json/wp/v2`,
    count: (kind: string) => fake.seen.filter((s) => kindOf(new URL(s, "http://127.0.0.1")) === kind).length,
    release() {
      fake.hang = false;
      for (const send of held.splice(0)) send();
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
