import { Navigate, Route, generatePath, useParams } from 'react-router-dom';
import { useBasename } from 'react-admin';

import { listViewPath } from '../layout/menuGroups';

/**
 * The admin paths of spec §2 "Admin routes" that name a screen differently from the back office's own
 * routes (`/<resource>`, `/<resource>/create`, `/<resource>/:id`, `/<resource>/:id/show`,
 * `/<resource>/trash`, a list opened with a filter), each sent to its screen. Extra segments of the spec's paths (a name, an
 * author, a title) only decorated the address and are dropped.
 */
export const SPEC_REDIRECTS: ReadonlyArray<{ from: string; to: string }> = [
  { from: 'dashboard', to: '/' },
  { from: 'websetting', to: '/web-setting' },
  { from: 'consultant', to: '/consultants' },
  { from: 'consultant/consultant-profile/:id', to: '/consultants/:id/show' },
  { from: 'client', to: '/clients' },
  { from: 'client/client-profile/:id', to: '/clients/:id/show' },
  { from: 'view-contact-us-list', to: '/contact-requests' },
  { from: 'view-user-starter-kit-requests', to: '/starter-kit-requests' },
  { from: 'all-booking', to: '/bookings' },
  { from: 'edit-blog/:id', to: '/blogs/:id' },
  { from: 'edit-quote/:id/:author_name?/:quote_title?', to: '/quotes/:id' },
  { from: 'edit-disorders/:id/:name?', to: '/disorders/:id' },
  { from: 'edit-keywords/:id/:name?', to: '/keywords/:id' },
  { from: 'edit-languages/:id/:name?', to: '/languages/:id' },
  { from: 'edit-nationality/:id/:name?', to: '/nationalities/:id' },
  { from: 'edit-country/:id', to: '/countries/:id' },
  { from: 'edit-city/:id', to: '/cities/:id' },
  { from: 'edit-objectives/:id/:name?', to: '/objectives/:id' },
  { from: 'edit-specialization/:id/:name?', to: '/specializations/:id' },
  { from: 'edit-ComplaintType/:id/:name?', to: '/complaint-types/:id' },
  { from: 'edit-digital-product/:id', to: '/digital-products/:id' },
  { from: 'view-complaint-consultant', to: listViewPath('complaints', { raised_by_role: 'consultant' }) },
  { from: 'view-complaint-client', to: listViewPath('complaints', { raised_by_role: 'client' }) },
  { from: 'edit-complaint/:id', to: '/complaints/:id/show' },
  { from: 'view-user-waiting-list', to: '/waiting-list' },
];

/** Replaces the page by `to`, a back-office path whose `:id` is the spec path's (and its query, kept as is). */
const RedirectTo = ({ to }: { to: string }) => {
  const basename = useBasename();
  const params = useParams();
  const [path, query] = to.split('?');
  return <Navigate to={`${basename}${generatePath(path, { id: params.id ?? '' })}${query ? `?${query}` : ''}`} replace />;
};

/** The redirect routes, for react-admin's `<CustomRoutes>`. */
export const specRedirectRoutes = () => SPEC_REDIRECTS.map(({ from, to }) => <Route key={from} path={`/${from}`} element={<RedirectTo to={to} />} />);
