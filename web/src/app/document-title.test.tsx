import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { RootLayout } from './layout';
import { routes } from './router';
import { createI18n, ensureLanguageLoaded } from '../lib/i18n';
import { routePatterns, siteRoutes } from '../config/routes';
import { renderRoutes } from '../test/render';
import { usePageHeadOverride } from '../lib/page-head';
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

/** A post with a slug per language (`/blog/bien-dormir`, `/blog/sleeping-well`), as the blog's page hands it over. */
function PostPage() {
  usePageHeadOverride({ title: 'Bien dormir', description: 'Conseils pour le sommeil.', paths: { fr: '/blog/bien-dormir', en: '/blog/sleeping-well' } });
  return <p>post</p>;
}

const headRoutes = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      page('faq'),
      page('signIn'),
      { path: siteRoutes.blogPost.path, handle: { title: siteRoutes.blogPost.title }, element: <PostPage /> },
      { path: '/client/dashboard', handle: { title: 'titles.client.dashboard', noindex: true }, element: <p>area</p> },
    ],
  },
];

const meta = (selector: string, name = 'content') => document.head.querySelector(selector)?.getAttribute(name);

describe('document head (docs/seo.md)', () => {
  it('carries the page’s description, robots, canonical URL, alternates and sharing tags, and follows the language', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => settings()),
    );
    const i18n = createI18n('fr');
    renderRoutes(headRoutes, '/faq', i18n);
    const origin = window.location.origin;
    await waitFor(() => expect(meta('meta[name="description"]')).toBe(fr.seo.descriptions.faq));
    expect(meta('meta[name="robots"]')).toBe('index, follow');
    expect(meta('link[rel="canonical"]', 'href')).toBe(`${origin}/faq`);
    expect(meta('link[rel="alternate"][hreflang="en"]', 'href')).toBe(`${origin}/faq?lang=en`);
    expect(meta('meta[property="og:title"]')).toBe(`${fr.titles.faq} · Sérénité`);
    expect(meta('meta[property="og:description"]')).toBe(fr.seo.descriptions.faq);
    expect(meta('meta[property="og:url"]')).toBe(`${origin}/faq`);
    await act(async () => {
      await ensureLanguageLoaded(i18n, 'en');
      await i18n.changeLanguage('en');
    });
    await waitFor(() => expect(meta('meta[name="description"]')).toBe(en.seo.descriptions.faq));
    expect(meta('link[rel="canonical"]', 'href')).toBe(`${origin}/faq?lang=en`);
    expect(meta('meta[property="og:url"]')).toBe(`${origin}/faq?lang=en`);
    expect(document.documentElement.lang).toBe('en');
  });

  it('a page without its own description has the site’s; a private page is noindex', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => settings()),
    );
    const { router } = renderRoutes(headRoutes, '/public/client/sign-in', createI18n('fr'));
    await waitFor(() => expect(meta('meta[name="description"]')).toBe(fr.seo.descriptions.default));
    await act(async () => {
      await router.navigate('/client/dashboard');
    });
    await waitFor(() => expect(meta('meta[name="robots"]')).toBe('noindex, nofollow'));
    expect(meta('link[rel="canonical"]', 'href')).toBe(`${window.location.origin}/client/dashboard`);
  });

  it('takes the title and description a page’s content gives (a blog post)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => settings()),
    );
    const { router } = renderRoutes(headRoutes, '/blog/bien-dormir', createI18n('fr'));
    await waitFor(() => expect(document.title).toBe('Bien dormir · Sérénité'));
    expect(meta('meta[name="description"]')).toBe('Conseils pour le sommeil.');
    expect(meta('meta[property="og:title"]')).toBe('Bien dormir · Sérénité');
    await act(async () => {
      await router.navigate('/faq');
    });
    await waitFor(() => expect(document.title).toBe(`${fr.titles.faq} · Sérénité`));
    expect(meta('meta[name="description"]')).toBe(fr.seo.descriptions.faq);
  });

  it('gives each language’s URL the path the page’s content names for it (a post’s slug per language), after in-app navigation', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => settings()),
    );
    const i18n = createI18n('fr');
    const { router } = renderRoutes(headRoutes, '/faq', i18n);
    const origin = window.location.origin;
    await waitFor(() => expect(document.title).toBe(`${fr.titles.faq} · Sérénité`));
    await act(async () => {
      await router.navigate('/blog/bien-dormir');
    });
    await waitFor(() => expect(document.title).toBe('Bien dormir · Sérénité'));
    expect(meta('link[rel="canonical"]', 'href')).toBe(`${origin}/blog/bien-dormir`);
    expect(meta('link[rel="alternate"][hreflang="fr"]', 'href')).toBe(`${origin}/blog/bien-dormir`);
    expect(meta('link[rel="alternate"][hreflang="en"]', 'href')).toBe(`${origin}/blog/sleeping-well?lang=en`);
    expect(meta('link[rel="alternate"][hreflang="x-default"]', 'href')).toBe(`${origin}/blog/bien-dormir`);
    await act(async () => {
      await ensureLanguageLoaded(i18n, 'en');
      await i18n.changeLanguage('en');
    });
    await waitFor(() => expect(meta('link[rel="canonical"]', 'href')).toBe(`${origin}/blog/sleeping-well?lang=en`));
    expect(meta('meta[property="og:url"]')).toBe(`${origin}/blog/sleeping-well?lang=en`);
    // Leaving the post, the next page's URLs are its own again.
    await act(async () => {
      await router.navigate('/faq');
    });
    await waitFor(() => expect(meta('link[rel="canonical"]', 'href')).toBe(`${origin}/faq?lang=en`));
    expect(meta('link[rel="alternate"][hreflang="fr"]', 'href')).toBe(`${origin}/faq`);
  });

  it('an address with ?lang= follows a later language switch', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => settings()),
    );
    const i18n = createI18n('en');
    await ensureLanguageLoaded(i18n, 'en');
    const { router } = renderRoutes(headRoutes, '/faq?lang=en&tag=x', i18n);
    await waitFor(() => expect(document.title).toBe(`${en.titles.faq} · Sérénité`));
    expect(router.state.location.search).toBe('?lang=en&tag=x');
    await act(async () => {
      await i18n.changeLanguage('fr');
    });
    await waitFor(() => expect(router.state.location.search).toBe('?tag=x'));
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
