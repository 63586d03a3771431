import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { RootLayout } from './layout';
import { routes } from './router';
import { createI18n, ensureLanguageLoaded } from '../lib/i18n';
import { routePatterns, siteRoutes } from '../config/routes';
import { renderRoutes } from '../test/render';
import fr from '../lib/i18n/locales/fr.json';
import en from '../lib/i18n/locales/en.json';

afterEach(() => {
  vi.unstubAllGlobals();
});

const settings = () => new Response(JSON.stringify({ data: { site_title: 'Sérénité', social_links: [], locale: 'fr' } }), { status: 200, headers: { 'Content-Type': 'application/json' } });

const page = (key: keyof typeof siteRoutes) => ({ path: siteRoutes[key].path, handle: siteRoutes[key], element: <p>{key}</p> });
const layoutRoutes = [{ path: '/', element: <RootLayout />, children: [page('faq'), page('signIn'), { path: '*', element: <p>none</p> }] }];

describe('document title (spec §9)', () => {
  it('is the page title then the site name, in the interface language, and follows a language change', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => settings()),
    );
    const i18n = createI18n('fr');
    renderRoutes(layoutRoutes, '/faq', i18n);
    await waitFor(() => expect(document.title).toBe(`${fr.titles.faq} · Sérénité`));
    await act(async () => {
      await ensureLanguageLoaded(i18n, 'en');
      await i18n.changeLanguage('en');
    });
    await waitFor(() => expect(document.title).toBe(`${en.titles.faq} · Sérénité`));
  });

  it('picks the title of the role in the path', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => settings()),
    );
    renderRoutes(layoutRoutes, '/public/consultant/sign-in', createI18n('fr'));
    await waitFor(() => expect(document.title).toBe(`${fr.titles.signIn.consultant} · Sérénité`));
  });

  it('is the site name alone on a path without a page title', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => settings()),
    );
    renderRoutes(layoutRoutes, '/elsewhere', createI18n('fr'));
    await waitFor(() => expect(document.title).toBe('Sérénité'));
  });
});

describe('one route list', () => {
  /** Absolute paths of the router's page routes (index routes take their layout's path). */
  function routerPaths(list: typeof routes, base = ''): string[] {
    return list.flatMap((route) => {
      const own = route.index ? base || '/' : route.path ? (route.path.startsWith('/') ? route.path : `${base}/${route.path}`) : base;
      const children = route.children ? routerPaths(route.children, route.path ? own.replace(/\/$/, '') : base) : [];
      return [...(route.path && route.path !== '*' && !route.children ? [own] : []), ...(route.index ? [own] : []), ...children];
    });
  }

  it('the router serves exactly the patterns the build hands to the server, each with a title', () => {
    expect(new Set(routerPaths(routes).filter((path) => !path.endsWith('*')))).toEqual(new Set(routePatterns()));
    const titled = (list: typeof routes): boolean => list.every((route) => (route.children ? titled(route.children) : typeof (route.handle as { title?: string } | undefined)?.title === 'string'));
    expect(titled(routes)).toBe(true);
  });
});
