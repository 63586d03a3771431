/**
 * Route map (spec §2), react-router data router with lazy route modules (`app/routes/*`). Unknown paths
 * show the not-found page; route errors and chunk load failures show the 500 page.
 *
 * - Public pages and the account pages of `/public/*` (sign-in, sign-up, forgotten password, reset
 *   link `verify/:token/:email`, per role) inside the site layout; `/booking/:token` behind the client guard.
 * - `/client/*` and `/consultant/*`: each area's own layout and guard (dashboard, change password); the
 *   client area has its forms and favourites (spec §2 "Client routes": general-info, consent-form-doc,
 *   health-assesment, health-assessment-doc, favorite, my-booking; complaints come later); the consultant
 *   area has its onboarding pages (spec §2 "Consultant routes": my-profile, edit-account and its sections,
 *   add-timing), its bookings (my-booking, my-booking/add-note) and the pages whose data come later (complaints).
 * - `/admin/*` is the back office, a separate build served by the CMS.
 *
 * Account pages also wait for the lazy part of the translations ({@link accountRoute}), which keeps
 * their texts, like their code, off the home page.
 *
 * @module app/router
 */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Loading } from '../components/loading';
import { NotFoundView, ServerErrorView } from '../components/status-page';
import { ensureLazyTranslations } from '../lib/i18n';
import { lazyRoute, type RouteModule } from './lazy-route';
import { RootLayout } from './layout';
import { RouteError } from './route-error';

/**
 * A lazy account route: resolves once both its module and the lazy translations are loaded.
 *
 * @param load - e.g. `() => import('./routes/sign-in')`.
 */
export function accountRoute(load: () => Promise<RouteModule>): () => Promise<RouteModule> {
  return lazyRoute(() => Promise.all([load(), ensureLazyTranslations()]).then(([module]) => module));
}

/** A page of the client's coming-soon module (complaints come with a later issue). */
const clientComingSoon = (name: 'AddComplaintPage' | 'ComplaintsByMePage' | 'ComplaintsAgainstPage') =>
  accountRoute(() => import('./routes/client-coming-soon').then((module) => ({ Component: module[name] })));

/** Children of the `/client` layout (spec §2 "Client routes"). */
const clientChildren: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: lazyRoute(() => import('./routes/area-index')) },
      { path: 'dashboard', lazy: accountRoute(() => import('./routes/client-dashboard')) },
      { path: 'change-password', lazy: accountRoute(() => import('./routes/area-change-password')) },
      { path: 'my-booking', lazy: accountRoute(() => import('./routes/client-my-booking')) },
      { path: 'general-info', lazy: accountRoute(() => import('./routes/client-general-info')) },
      { path: 'consent-form-doc', lazy: accountRoute(() => import('./routes/client-consent-form')) },
      { path: 'health-assesment', lazy: accountRoute(() => import('./routes/client-health-assessment')) },
      { path: 'health-assessment-doc', lazy: accountRoute(() => import('./routes/client-health-assessment-doc')) },
      { path: 'favorite', lazy: accountRoute(() => import('./routes/client-favourites')) },
      { path: 'add-complaint', lazy: clientComingSoon('AddComplaintPage') },
      { path: 'view-complaint-by-me', lazy: clientComingSoon('ComplaintsByMePage') },
      { path: 'view-complaint-against', lazy: clientComingSoon('ComplaintsAgainstPage') },
      { path: '*', element: <NotFoundView /> },
    ],
  },
];

/** A page of the consultant's coming-soon module. */
const comingSoon = (name: 'AddComplaintPage' | 'ComplaintsByMePage' | 'ComplaintsAgainstPage') =>
  accountRoute(() => import('./routes/consultant-coming-soon').then((module) => ({ Component: module[name] })));

/** Children of the `/consultant` layout (spec §2 "Consultant routes"). */
const consultantChildren: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: lazyRoute(() => import('./routes/area-index')) },
      { path: 'dashboard', lazy: accountRoute(() => import('./routes/consultant-dashboard')) },
      { path: 'change-password', lazy: accountRoute(() => import('./routes/area-change-password')) },
      { path: 'my-profile', lazy: accountRoute(() => import('./routes/consultant-my-profile')) },
      { path: 'edit-account', lazy: accountRoute(() => import('./routes/consultant-edit-account')) },
      { path: 'edit-account/basic-profile', lazy: accountRoute(() => import('./routes/consultant-basic-profile')) },
      { path: 'edit-account/address-detail', lazy: accountRoute(() => import('./routes/consultant-address')) },
      { path: 'edit-account/education-detail', lazy: accountRoute(() => import('./routes/consultant-education')) },
      { path: 'edit-account/certificate-detail', lazy: accountRoute(() => import('./routes/consultant-certificates')) },
      { path: 'edit-account/all-certificate', lazy: accountRoute(() => import('./routes/consultant-certificates')) },
      { path: 'edit-account/add-certificate', lazy: accountRoute(() => import('./routes/consultant-certificate-form')) },
      { path: 'edit-account/certificate-detail/edit/:id', lazy: accountRoute(() => import('./routes/consultant-certificate-form')) },
      { path: 'edit-account/bank-detail', lazy: accountRoute(() => import('./routes/consultant-bank')) },
      { path: 'edit-account/profile-detail', lazy: accountRoute(() => import('./routes/consultant-profile-detail')) },
      { path: 'edit-account/document', lazy: accountRoute(() => import('./routes/consultant-documents')) },
      { path: 'add-timing', lazy: accountRoute(() => import('./routes/consultant-timings')) },
      { path: 'my-booking', lazy: accountRoute(() => import('./routes/consultant-my-booking')) },
      { path: 'my-booking/add-note/:sessionId?/:clientId?', lazy: accountRoute(() => import('./routes/consultant-add-note')) },
      { path: 'add-complaint', lazy: comingSoon('AddComplaintPage') },
      { path: 'view-complaint-by-me', lazy: comingSoon('ComplaintsByMePage') },
      { path: 'view-complaint-against', lazy: comingSoon('ComplaintsAgainstPage') },
      { path: '*', element: <NotFoundView /> },
    ],
  },
];

/** Route objects (exported for tests). */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: () => <Loading minHeight="60vh" />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: lazyRoute(() => import('./routes/home')) },
          { path: 'about-us', lazy: lazyRoute(() => import('./routes/about')) },
          { path: 'alternative-medicine', lazy: lazyRoute(() => import('./routes/alternative-medicine')) },
          { path: 'sdg-media', lazy: lazyRoute(() => import('./routes/sdg')) },
          { path: 'our-experts/details/:id', lazy: lazyRoute(() => import('./routes/expert-detail')) },
          { path: 'our-experts/:search?', lazy: lazyRoute(() => import('./routes/experts')) },
          { path: 'lifestyle-product', lazy: lazyRoute(() => import('./routes/lifestyle-products')) },
          { path: 'terms-conditions', lazy: lazyRoute(() => import('./routes/terms')) },
          { path: 'privacy-policy', lazy: lazyRoute(() => import('./routes/privacy')) },
          { path: 'contact-us', lazy: lazyRoute(() => import('./routes/contact')) },
          { path: 'blog', lazy: lazyRoute(() => import('./routes/blog-list')) },
          { path: 'blog/:slug', lazy: lazyRoute(() => import('./routes/blog-post')) },
          { path: 'faq', lazy: lazyRoute(() => import('./routes/faq')) },
          { path: 'public/page-404', element: <NotFoundView /> },
          { path: 'public/page-500', element: <ServerErrorView /> },
          { path: 'public/sign-in', lazy: accountRoute(() => import('./routes/sign-in-choice')) },
          { path: 'public/sign-up', lazy: accountRoute(() => import('./routes/sign-up-choice')) },
          { path: 'public/:role/sign-in', lazy: accountRoute(() => import('./routes/sign-in')) },
          { path: 'public/:role/sign-up', lazy: accountRoute(() => import('./routes/sign-up')) },
          { path: 'public/:role/forget-password', lazy: accountRoute(() => import('./routes/forgot-password')) },
          { path: 'public/:role/verify/:token/:email', lazy: accountRoute(() => import('./routes/reset-password')) },
          { path: 'booking/:token', lazy: accountRoute(() => import('./routes/booking')) },
          { path: '*', element: <NotFoundView /> },
        ],
      },
    ],
  },
  {
    path: '/client',
    lazy: accountRoute(() => import('./routes/client-area')),
    errorElement: <RouteError />,
    HydrateFallback: () => <Loading minHeight="60vh" />,
    children: clientChildren,
  },
  {
    path: '/consultant',
    lazy: accountRoute(() => import('./routes/consultant-area')),
    errorElement: <RouteError />,
    HydrateFallback: () => <Loading minHeight="60vh" />,
    children: consultantChildren,
  },
];

/** Creates the browser router. */
export function createAppRouter() {
  return createBrowserRouter(routes, {
    future: {
      v7_relativeSplatPath: true,
      v7_fetcherPersist: true,
      v7_normalizeFormMethod: true,
      v7_partialHydration: true,
      v7_skipActionErrorRevalidation: true,
    },
  });
}
