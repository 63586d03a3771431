/**
 * Route map of the public site (spec §2 "Public routes"), react-router data router with lazy route
 * modules (`app/routes/*`). Unknown paths show the not-found page; route errors and chunk load
 * failures show the 500 page.
 *
 * Client, consultant and admin areas (`/client/*`, `/consultant/*`, sign-in pages, chat and booking)
 * arrive with accounts in a later issue; until then they fall through to the not-found page.
 *
 * @module app/router
 */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Loading } from '../components/loading';
import { NotFoundView, ServerErrorView } from '../components/status-page';
import { lazyRoute } from './lazy-route';
import { RootLayout } from './layout';
import { RouteError } from './route-error';

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
          { path: '*', element: <NotFoundView /> },
        ],
      },
    ],
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
