/** Route module of `/client` and `/consultant` themselves: on to the dashboard (lazy-loaded). */
import { Navigate } from 'react-router-dom';

/** Redirects to the area's dashboard. */
export function Component() {
  return <Navigate to="dashboard" replace />;
}
