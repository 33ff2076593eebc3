/**
 * Which paths a view beacon may name: a page the site serves under the template the beacon claims. A page
 * of the route table is one of its sitemap entries (every service, city, industry and case study); a blog
 * article or category is one the blog service knows (its slug index: a made-up slug costs no upstream
 * call); a `not-found` view needs a Not Found page this site answered to a page load of that path
 * (RecentPaths, shared through a cluster's primary); an `error` page any of the site's paths.
 */
import type { IncomingMessage } from "node:http";
import { sitemapEntries } from "../../shared/routes";
import type { BlogContent } from "../../shared/loaders";

/** The most recent paths, at most `max` (the oldest goes first). */
export class RecentPaths {
  private readonly paths = new Set<string>();
  constructor(private readonly max = 1_000) {}
  add(path: string): void {
    this.paths.delete(path);
    if (this.paths.size >= this.max) {
      const oldest = this.paths.values().next().value;
      if (oldest !== undefined) this.paths.delete(oldest);
    }
    this.paths.add(path);
  }
  has(path: string): boolean {
    return this.paths.has(path);
  }
}

export type PathCheck = (path: string, template: string) => boolean | Promise<boolean>;

export function knownPaths({
  blog,
  askNotFound,
}: {
  blog: Pick<BlogContent, "postBySlug" | "categories">;
  /** in a cluster: whether another worker answered a page load of this path with Not Found */
  askNotFound?: (path: string) => Promise<boolean>;
}): { check: PathCheck; sawNotFound: (path: string) => void } {
  const routePages = new Set(sitemapEntries().map((entry) => entry.path));
  const notFound = new RecentPaths();

  const blogPage = async (path: string): Promise<boolean> => {
    const category = /^\/blog\/category\/([^/]+)$/.exec(path);
    if (category) return (await blog.categories()).categories.some((c) => c.slug === category[1]);
    const post = /^\/blog\/([^/]+)$/.exec(path);
    if (post) return (await blog.postBySlug(post[1]!)).post !== null;
    return false;
  };

  const check: PathCheck = (path, template) => {
    if (template === "not-found") {
      if (notFound.has(path)) return true;
      return askNotFound ? askNotFound(path) : false;
    }
    if (template === "blog-post" || template === "blog-category") return blogPage(path);
    if (template === "error") return routePages.has(path) || blogPage(path);
    return routePages.has(path);
  };
  return { check, sawNotFound: (path) => notFound.add(path) };
}

/** A browser's page load (a navigation), as its fetch metadata says: not a script's fetch or a prefetch. */
export const isPageLoad = (req: IncomingMessage) =>
  req.headers["sec-fetch-dest"] === "document" &&
  !/prefetch|prerender/i.test(String(req.headers["sec-purpose"] ?? ""));
