/**
 * The share image's headline is the title the page's own <Seo> gives (without the brand suffix): the page is
 * rendered once, to a string nobody receives, inside ShareTitleContext, and <Seo> reports its title there.
 * Loaders run as for a visitor (the blog's through the content cache). null when the page does not answer
 * 200 or renders no <Seo>; the caller then falls back to the route table's label.
 */
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from "react-router-dom";
import { formatToday, PageContextProvider } from "../../shared/page-context";
import { ShareTitleContext } from "../../shared/share-image";
import { SiteProvider, type Site } from "../../shared/site";

export type PageTitleDeps = {
  site: Site;
  routes: RouteObject[];
  clock: () => Date;
  requestContext: Record<string, unknown>;
};

export function pageTitles({ site, routes, clock, requestContext }: PageTitleDeps) {
  const handler = createStaticHandler(routes);
  return async function pageTitle(path: string): Promise<string | null> {
    const context = await handler.query(new Request(new URL(path, site.url)), {
      requestContext: requestContext as never,
    });
    if (context instanceof Response || context.statusCode !== 200) return null;
    let title: string | null = null;
    const report = (value: string) => {
      title ??= value;
    };
    const router = createStaticRouter(handler.dataRoutes, context);
    renderToString(
      <ShareTitleContext.Provider value={report}>
        <SiteProvider value={site}>
          <PageContextProvider value={{ year: clock().getFullYear(), today: formatToday(clock()) }}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </PageContextProvider>
        </SiteProvider>
      </ShareTitleContext.Provider>,
    );
    return title;
  };
}
