import { isRouteErrorResponse, useLocation, useRouteError } from "react-router-dom";
import { Shell } from "../../components/layout/shell";
import { usePageContext } from "../../page-context";
import { isMissingListPage, NotFoundPage } from "./not-found-page";
import { ServerErrorPage } from "./server-error-page";

/** Unknown paths (and loaders that throw a 404) get the Not Found page; anything else the 500 page. */
export function RootErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const { year } = usePageContext();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Shell path={pathname} year={year}>
      {notFound ? (
        <NotFoundPage path={pathname} list={isMissingListPage(error.data) ? error.data : undefined} />
      ) : (
        <ServerErrorPage path={pathname} />
      )}
    </Shell>
  );
}
