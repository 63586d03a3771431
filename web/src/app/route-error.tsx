/**
 * Error element of the routes: 404 responses show the not-found view; anything else (render error,
 * chunk load failure or timeout) shows the 500 view (spec §2, §8).
 *
 * @module app/route-error
 */
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFoundView, ServerErrorView } from '../components/status-page';

/** Error element. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  if (import.meta.env.DEV) console.error(error);
  return <ServerErrorView />;
}
