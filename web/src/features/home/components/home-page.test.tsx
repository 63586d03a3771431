import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HomePage } from './home-page';
import { createI18n, ensureLanguageLoaded } from '../../../lib/i18n';
import { renderRoutes } from '../../../test/render';

const home = {
  id: 'home',
  slug: 'home',
  title: 'Prenez soin de vous',
  subtitle: 'Des experts vérifiés',
  sections: [
    { key: 'how-it-works', title: 'Comment ça marche ?', body: 'Trouvez un expert.', image: null },
    { key: 'figures', title: 'Ayuvie en chiffres', body: 'Des chiffres qui nous engagent.', image: null },
    { key: 'newsletter', title: 'Recevez notre lettre', body: 'Une fois par mois.', image: null },
    { key: 'starter-kit', title: 'Votre kit offert', body: 'Deux PDF par e-mail.', image: null },
  ],
  figures: [
    { value: '512', label: 'experts pré-inscrits' },
    { value: '17', label: 'objectifs de développement durable' },
  ],
  locale: 'fr',
};

const quotes = [
  { id: 'q1', author_name: 'Charaka', quote_title: '', text: 'Première citation', locale: 'fr' },
  { id: 'q2', author_name: 'Hippocrate', quote_title: '', text: 'Deuxième citation', locale: 'fr' },
  { id: 'q3', author_name: 'Sénèque', quote_title: '', text: 'Troisième citation', locale: 'fr' },
];

const list = (data: unknown[]) => ({ data, meta: { pagination: { page: 1, pageSize: 12, pageCount: 1, total: data.length } } });

function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://test').pathname;
      const body = path.endsWith('/pages/home') ? { data: home } : path.endsWith('/quotes') ? list(quotes) : list([]);
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const routes = [{ path: '/', element: <HomePage /> }];

describe('home page', () => {
  it('shows the figures of the CMS page, not figures of its own', async () => {
    stubApi();
    renderRoutes(routes, '/', createI18n('fr'));
    const figures = await screen.findAllByTestId('home-figure');
    expect(figures.map((figure) => figure.textContent)).toEqual(['512experts pré-inscrits', '17objectifs de développement durable']);
    expect(screen.getByRole('heading', { name: 'Ayuvie en chiffres' })).toBeInTheDocument();
    expect(screen.queryByText('500+')).not.toBeInTheDocument();
    // The other sections stack under the figures; the placed ones are not repeated there.
    expect(screen.getByRole('heading', { name: 'Comment ça marche ?' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Recevez notre lettre' })).toHaveLength(1);
  });

  it('leads to the newsletter form and to the starter kit', async () => {
    stubApi();
    renderRoutes(routes, '/', createI18n('fr'));
    const newsletter = await screen.findByTestId('home-newsletter');
    expect(within(newsletter).getByRole('heading', { name: 'Recevez notre lettre' })).toBeInTheDocument();
    expect(within(newsletter).getByRole('link', { name: 'S’abonner à la lettre d’information' })).toHaveAttribute('href', '#newsletter');
    const kit = screen.getByTestId('home-starter-kit');
    expect(within(kit).getByText('Deux PDF par e-mail.')).toBeInTheDocument();
    expect(within(kit).getByRole('link', { name: 'Recevoir le kit de démarrage' })).toHaveAttribute('href', '/starter-kit');
  });

  it('turns the quotes one at a time, both ways, saying which one is shown', async () => {
    stubApi();
    const en = createI18n('en');
    await ensureLanguageLoaded(en, 'en');
    renderRoutes(routes, '/', en);
    const carousel = await screen.findByRole('region', { name: 'Quotes' });
    expect(within(carousel).getByRole('group', { name: 'Quote 1 of 3' })).toHaveTextContent('Première citation');
    await userEvent.click(within(carousel).getByRole('button', { name: 'Next quote' }));
    expect(within(carousel).getByRole('group', { name: 'Quote 2 of 3' })).toHaveTextContent('Deuxième citation');
    await userEvent.click(within(carousel).getByRole('button', { name: 'Previous quote' }));
    await userEvent.click(within(carousel).getByRole('button', { name: 'Previous quote' }));
    expect(within(carousel).getByRole('group', { name: 'Quote 3 of 3' })).toHaveTextContent('Sénèque');
  });
});
