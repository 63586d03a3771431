/**
 * Test helper: renders UI inside the app providers (theme, i18n, SWR with a fresh cache, toasts) and a
 * memory router.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { i18n as I18n } from 'i18next';
import { AppProviders } from '../app/providers';

/**
 * Renders `routes` at `path` with the app providers.
 * @param fallback - SWR answers known before any request (as the page's embedded answers, lib/initial-data)
 */
export function renderRoutes(routes: RouteObject[], path: string, i18n?: I18n, { fallback }: { fallback?: Record<string, unknown> } = {}) {
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    future: { v7_relativeSplatPath: true, v7_fetcherPersist: true, v7_normalizeFormMethod: true, v7_partialHydration: true, v7_skipActionErrorRevalidation: true },
  });
  const result = render(
    <AppProviders i18n={i18n} fallback={fallback}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <RouterProvider router={router} future={{ v7_startTransition: true }} />
      </SWRConfig>
    </AppProviders>,
  );
  return { ...result, router };
}

/** Renders one element at `/` with the app providers. */
export function renderWithProviders(ui: ReactElement, i18n?: I18n) {
  return renderRoutes([{ path: '*', element: ui }], '/', i18n);
}
