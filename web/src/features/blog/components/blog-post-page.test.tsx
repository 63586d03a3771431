import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { BlogPostPage } from './blog-post-page';
import { createI18n, ensureLanguageLoaded } from '../../../lib/i18n';
import { renderRoutes } from '../../../test/render';
import { usePageHead } from '../../../lib/page-head';

const slugs: { fr: string; en: string | null } = { fr: 'bien-dormir', en: 'sleeping-well' };
const version = (language: 'fr' | 'en') => ({
  id: 'post1',
  slug: slugs[language] ?? slugs.fr,
  slugs,
  title: language === 'fr' ? 'Bien dormir' : 'Sleeping well',
  excerpt: '',
  author: 'Dr Mira',
  published_date: '2026-10-05',
  tags: [],
  cover: null,
  body: language === 'fr' ? 'Le corps du texte.' : 'The body.',
  locale: language,
});

/** The API: the post in the asked language, named by either slug. */
function stubApi() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push(url);
      const slug = decodeURIComponent(new URL(url, 'http://test').pathname.split('/').pop() ?? '');
      const language = (init.headers as Record<string, string>)['Accept-Language'] === 'en' ? 'en' : 'fr';
      if (!Object.values(slugs).includes(slug)) return new Response(JSON.stringify({ error: { status: 404, name: 'NotFoundError', message: 'Introuvable' } }), { status: 404 });
      return new Response(JSON.stringify({ data: version(language) }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  slugs.en = 'sleeping-well';
});

/** What the page hands to the document's head: its path in each language. */
function HeadPaths() {
  const paths = usePageHead()?.paths;
  return <output data-testid="head-paths">{paths ? `${paths.fr} ${paths.en}` : ''}</output>;
}

const routes = [{ path: '/blog/:slug', element: <BlogPostPage /> }];

describe('blog post page', () => {
  it('gives the document’s head each language’s path, with that language’s slug (the French one without an English version)', async () => {
    stubApi();
    const headRoutes = [
      {
        path: '/blog/:slug',
        element: (
          <>
            <BlogPostPage />
            <HeadPaths />
          </>
        ),
      },
    ];
    const { unmount } = renderRoutes(headRoutes, '/blog/bien-dormir', createI18n('en'));
    await waitFor(() => expect(screen.getByTestId('head-paths')).toHaveTextContent('/blog/bien-dormir /blog/sleeping-well'));
    unmount();

    slugs.en = null;
    renderRoutes(headRoutes, '/blog/bien-dormir', createI18n('fr'));
    await waitFor(() => expect(screen.getByTestId('head-paths')).toHaveTextContent('/blog/bien-dormir /blog/bien-dormir'));
  });

  it('moves to the other language’s slug when the visitor switches language, keeping the post', async () => {
    stubApi();
    const i18n = createI18n('fr');
    const { router } = renderRoutes(routes, '/blog/bien-dormir', i18n);
    expect(await screen.findByText('Le corps du texte.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/blog/bien-dormir');

    await ensureLanguageLoaded(i18n, 'en');
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(await screen.findByText('The body.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog/sleeping-well'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sleeping well');
  });

  it('shows a post reached by its other language’s slug under the slug of the language read', async () => {
    stubApi();
    const { router } = renderRoutes(routes, '/blog/sleeping-well?tag=x', createI18n('fr'));
    expect(await screen.findByText('Le corps du texte.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog/bien-dormir'));
    expect(router.state.location.search).toBe('?tag=x');
  });
});
