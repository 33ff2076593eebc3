/**
 * A paginated post list, an island (the spec's states and transitions, "Blog list"): without JavaScript,
 * Previous/Next are plain ?page=N links the server renders; with it, they fetch our own /api/content/posts
 * (the same cache), show the loading skeleton meanwhile, and keep the URL in sync.
 */
import { useState, type MouseEvent } from "react";
import type { Post } from "../../content/blog-types";
import { Pager, PostCard } from "./post-card";
import { ShowMore } from "../../components/sections/show-more";

export type PostListProps = {
  base: string;
  posts: Post[];
  page: number;
  totalPages: number;
  perPage: number;
  categoryId?: number;
  columns: 2 | 3;
  emptyText: string;
  /**
   * Posts the page already shows above the list on its first page (the blog's featured articles): there
   * they follow the others behind "Show the N featured articles here too", so no card shows twice.
   */
  shownAbove?: Post["id"][];
};

export function PostList({
  base,
  posts,
  page,
  totalPages,
  perPage,
  categoryId,
  columns,
  emptyText,
  shownAbove = [],
}: PostListProps) {
  const [state, setState] = useState({ posts, page, totalPages, loading: false });
  // The list's height when the visitor asked for another page, kept while the skeleton shows and after the
  // new page is in: a shorter skeleton or page would pull the pager and the footer up into the view after
  // the fetch, a layout shift that counts (CLS 0.299 in the e2e journeys before this; docs/PERFORMANCE.md)
  const [reserve, setReserve] = useState<number | undefined>(undefined);
  const above = state.page === 1 ? state.posts.filter((post) => shownAbove.includes(post.id)) : [];
  // every post in the list already shows above: nothing to fold, the list stays whole
  const fresh =
    above.length < state.posts.length ? state.posts.filter((p) => !above.includes(p)) : state.posts;

  async function go(event: MouseEvent<HTMLElement>) {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>("a[rel=prev], a[rel=next]");
    if (!link) return;
    event.preventDefault();
    // to the list's top at once, at the press (a shift within 500 ms of an input does not count), so
    // nothing in the view moves when the new page replaces the skeleton
    const list = link.closest<HTMLElement>(".post-list");
    if (list) {
      setReserve(list.getBoundingClientRect().height);
      list.scrollIntoView({ block: "start" });
    }
    const target = Number(new URL(link.href).searchParams.get("page") ?? "1");
    setState((s) => ({ ...s, loading: true }));
    try {
      const query = new URLSearchParams({ page: String(target), perPage: String(perPage) });
      if (categoryId !== undefined) query.set("category", String(categoryId));
      const res = await fetch(`/api/content/posts?${query}`, { headers: { Accept: "application/json" } });
      if (!res.ok) throw new Error(`HTTP error! status: ${res.status}`);
      const data = (await res.json()) as { posts: Post[]; totalPages: number };
      setState({ posts: data.posts, page: target, totalPages: data.totalPages, loading: false });
      window.history.replaceState(null, "", target > 1 ? `${base}?page=${target}` : base);
    } catch (error) {
      console.error("Failed to load posts", error);
      window.location.href = link.href; // fall back to the server-rendered page
    }
  }

  return (
    <div
      className="post-list"
      onClick={(event) => void go(event)}
      aria-busy={state.loading}
      style={reserve === undefined ? undefined : { minHeight: reserve }}
    >
      {state.loading ? (
        <ul className={`card-grid card-grid-${columns}`} aria-label="Loading articles">
          {Array.from({ length: Math.min(perPage, 6) }, (_, i) => (
            <li key={i} className="card post-skeleton" />
          ))}
        </ul>
      ) : state.posts.length ? (
        <ShowMore
          visible={fresh.length}
          noun="articles"
          summary={`Show the ${state.posts.length - fresh.length} featured articles here too`}
          list={(items) => <ul className={`card-grid card-grid-${columns}`}>{items}</ul>}
          items={[...fresh, ...state.posts.filter((post) => !fresh.includes(post))].map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        />
      ) : (
        <p className="empty-state">{emptyText}</p>
      )}
      <Pager base={base} page={state.page} totalPages={state.totalPages} />
    </div>
  );
}
