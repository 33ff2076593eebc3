import { isRouteErrorResponse, useLocation, useRouteError } from "react-router-dom";
import { Shell } from "../layout/shell";
import { usePageContext } from "../../page-context";
import { isMissingListPage } from "../../loaders";
import { NotFoundPage } from "./not-found";
import { ServerErrorPage } from "./server-error";

/** Unknown paths (and loaders that throw a 404) get the Not Found page; anything else the 500 page. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const { year } = usePageContext();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const list = notFound && isMissingListPage(error.data) ? error.data : undefined;
  // Every unknown address gets the same bytes (the server keeps one copy: server/render/cache-policy.ts),
  // so the plain Not Found page does not depend on the address asked for.
  const path = notFound && !list ? "/404" : pathname;
  return (
    <Shell path={path} year={year}>
      {notFound ? <NotFoundPage path={path} list={list} /> : <ServerErrorPage path={pathname} />}
    </Shell>
  );
}
