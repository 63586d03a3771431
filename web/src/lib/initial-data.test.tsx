import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { unstable_serialize } from 'swr';
import { INITIAL_DATA_ELEMENT_ID, initialFallback, readInitialData } from './initial-data';
import { createI18n } from './i18n';
import { LAYOUT_READS, siteRoutes, type InitialRead } from '../config/routes';
import { routes } from '../app/router';
import { renderRoutes } from '../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById(INITIAL_DATA_ELEMENT_ID)?.remove();
});

const list = (data: unknown[], pageSize: number) => ({ data, meta: { pagination: { page: 1, pageSize, pageCount: 1, total: data.length } } });

/** What the API answers for each read of the home page (as the server embeds it). */
function answerOf(read: InitialRead): unknown {
  const pageSize = Number(read.query?.pageSize ?? 0);
  switch (read.path) {
    case 'web-setting/get-record':
      return { data: { site_title: 'Sérénité', domain_name: 'x', legal_name: 'Sérénité SAS', web_logo: null, fab_icon: null, social_links: [], locale: 'fr' } };
    case 'pages/home':
      return {
        data: {
          id: 'home',
          slug: 'home',
          title: 'Prenez soin de vous, sans attendre',
          subtitle: 'Des experts vérifiés',
          sections: [],
          figures: [{ value: '512', label: 'experts pré-inscrits' }],
          locale: 'fr',
        },
      };
    case 'consultants':
      return list(
        [
          {
            id: 'c1',
            display_name: 'Asha Rao',
            title: 'Dr',
            photo: null,
            specializations: [{ slug: 'ayurveda', name: 'Ayurveda' }],
            languages: [{ slug: 'french', name: 'Français', code: 'fr' }],
            country: { slug: 'india', name: 'Inde', code: 'IN' },
            years_of_experience: 12,
            fee: { amount: 6000, currency: 'EUR' },
            session_duration: 45,
            free_first_consultation: false,
            next_available_at: null,
            bio_excerpt: 'Ayurvéda.',
            locale: 'fr',
          },
        ],
        pageSize,
      );
    case 'quotes':
      return list([{ id: 'q1', author_name: 'Charaka', quote_title: '', text: 'La santé est un équilibre', locale: 'fr' }], pageSize);
    case 'blogs':
      return list(
        [{ id: 'b1', slug: 'bien-dormir', title: 'Bien dormir en hiver', excerpt: 'Nos conseils.', cover: null, tags: [], published_date: '2026-10-05', author: null, locale: 'fr' }],
        pageSize,
      );
    case 'webinars':
      return list(
        [
          {
            id: 'w1',
            slug: 'respirer',
            title: 'Respirer en conscience',
            cover: null,
            start: '2026-12-13T12:00:00.000Z',
            end: '2026-12-13T13:00:00.000Z',
            duration_minutes: 60,
            fee_minor: 0,
            currency: 'EUR',
            capacity: 20,
            seats_left: 20,
            specialization: null,
            language: null,
            consultant: { id: 'c1', display_name: 'Asha Rao', photo: null },
            status: 'published',
          },
        ],
        pageSize,
      );
    default:
      throw new Error(`no answer for ${read.path}`);
  }
}

/** The page's data block as the server writes it, from the reads the routes declare for the home page. */
function homeBlock() {
  const reads: readonly InitialRead[] = [...LAYOUT_READS, ...siteRoutes.home.initialData];
  return { reads: reads.map((read) => [read.query ? [read.path, 'fr', read.query] : [read.path, 'fr'], answerOf(read)]) };
}

describe('the API answers embedded in the page', () => {
  it('become SWR fallback entries under the keys the reads use', () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = INITIAL_DATA_ELEMENT_ID;
    script.textContent = JSON.stringify({
      reads: [
        [['pages/home', 'fr'], { data: { title: 'Accueil' } }],
        [['blogs', 'en', { page: 1, pageSize: 3 }], { data: [] }],
        ['not a key', {}],
      ],
    });
    document.body.append(script);
    expect(readInitialData()).toEqual({
      [unstable_serialize(['pages/home', 'fr'])]: { data: { title: 'Accueil' } },
      [unstable_serialize(['blogs', 'en', { pageSize: 3, page: 1 }])]: { data: [] },
    });
  });

  it('an unreadable or missing block gives no fallback', () => {
    expect(readInitialData()).toEqual({});
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = INITIAL_DATA_ELEMENT_ID;
    script.textContent = '{"reads": [';
    document.body.append(script);
    expect(readInitialData()).toEqual({});
    expect(initialFallback({ reads: 'nope' })).toEqual({});
  });

  it('the home page paints its content from them, without an API answer', async () => {
    // The API never answers: whatever the page shows comes from the embedded answers.
    const fetchMock = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, '/', createI18n('fr'), { fallback: initialFallback(homeBlock()) });
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Prenez soin de vous, sans attendre');
    expect(screen.getAllByTestId('home-figure').map((figure) => figure.textContent)).toEqual(['512experts pré-inscrits']);
    expect(within(screen.getByTestId('home-experts')).getByText('Asha Rao', { exact: false })).toBeInTheDocument();
    expect(within(screen.getByTestId('home-quotes')).getByText('La santé est un équilibre', { exact: false })).toBeInTheDocument();
    expect(within(screen.getByTestId('home-posts')).getByText('Bien dormir en hiver')).toBeInTheDocument();
    expect(within(screen.getByTestId('home-webinars')).getByRole('link', { name: 'Respirer en conscience' })).toHaveAttribute('href', '/webinars/respirer');
    expect(screen.getByTestId('copyright')).toHaveTextContent('Sérénité SAS');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
