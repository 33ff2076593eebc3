/**
 * One page per template, for the scripts that look at every template (screenshots, page heights): the
 * first sitemap entry of each route, the newest article (from the server's feed) and the Not Found page.
 */
import { pages } from "../../shared/routes";

export type TemplatePage = { template: string; path: string };

export async function templatePages(origin: string): Promise<TemplatePage[]> {
  const fromRoutes = pages.flatMap((page) => {
    const first = page.sitemap()[0];
    return first ? [{ template: page.id, path: first.path }] : [];
  });
  const feed = await (await fetch(`${origin}/blog/feed.xml`)).text();
  const article = feed.match(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/)?.[1];
  return [
    ...fromRoutes,
    ...(article ? [{ template: "blog-post", path: new URL(article).pathname }] : []),
    { template: "not-found", path: "/this-page-does-not-exist" },
  ];
}
