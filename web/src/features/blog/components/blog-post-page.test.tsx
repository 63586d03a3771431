import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { BlogPostPage } from './blog-post-page';
import { createI18n, ensureLanguageLoaded } from '../../../lib/i18n';
import { renderRoutes } from '../../../test/render';

const slugs = { fr: 'bien-dormir', en: 'sleeping-well' };
const version = (language: 'fr' | 'en') => ({
  id: 'post1',
  slug: slugs[language],
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
});

const routes = [{ path: '/blog/:slug', element: <BlogPostPage /> }];

describe('blog post page', () => {
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
