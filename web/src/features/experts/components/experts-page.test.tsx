import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExpertsPage } from './experts-page';
import { createI18n, ensureLanguageLoaded } from '../../../lib/i18n';
import { renderRoutes } from '../../../test/render';
import { sessions } from '../../../lib/session';

const card = (id: string, name: string, specialization: { slug: string; name: string }) => ({
  id,
  display_name: name,
  title: 'Dr',
  photo: null,
  specializations: [specialization],
  languages: [{ slug: 'french', name: 'Français', code: 'fr' }],
  country: { slug: 'france', name: 'France', code: 'FR' },
  years_of_experience: 12,
  fee: { amount: 6000, currency: 'EUR' },
  session_duration: 45,
  free_first_consultation: true,
  next_available_at: null as string | null,
  bio_excerpt: '',
  locale: 'fr',
});

function stubApi(consultants: unknown[], pagination?: Record<string, unknown>, freeFirstUsed: string[] = []) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, headers: init.headers as Record<string, string> });
      const path = new URL(url, 'http://test').pathname;
      const body = path.endsWith('/free-first-consultations')
        ? { data: { used: freeFirstUsed } }
        : path.endsWith('/consultants')
          ? { data: consultants, meta: { pagination: pagination ?? { page: 1, pageSize: 12, pageCount: consultants.length ? 1 : 0, total: consultants.length } } }
          : { data: [], meta: { pagination: { page: 1, pageSize: 1000, pageCount: 0, total: 0 } } };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const routes = [{ path: '/our-experts/:search?', element: <ExpertsPage /> }];

describe('expert search page', () => {
  it('sends the URL filters to the API and shows the cards with formatted fees', async () => {
    const calls = stubApi([card('a1', 'Jeanne Martin', { slug: 'ayurveda', name: 'Ayurvéda' })]);
    renderRoutes(routes, '/our-experts?specialization=ayurveda&page=1', createI18n('fr'));

    const cards = await screen.findAllByTestId('expert-card');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]).getByTestId('expert-name')).toHaveTextContent('Dr Jeanne Martin');
    expect(within(cards[0]).getByText('Ayurvéda')).toBeInTheDocument();
    expect(
      within(cards[0])
        .getByTestId('expert-fee')
        .textContent?.replace(/[\u00a0\u202f]/g, ' '),
    ).toContain('60,00 €');
    expect(within(cards[0]).getByText('Première consultation offerte')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('link')).toHaveAttribute('href', '/our-experts/details/a1');
    expect(screen.getByTestId('expert-total')).toHaveTextContent('1 expert trouvé');

    const search = calls.find((c) => c.url.startsWith('/api/client/consultants'));
    expect(search?.url).toContain('specialization=ayurveda');
    expect(search?.headers['Accept-Language']).toBe('fr');
    expect(calls.some((c) => c.url.startsWith('/api/client/specializations'))).toBe(true);
  });

  it('offers a signed-in client the free first consultation only of the experts it has not consulted yet', async () => {
    sessions.signIn('client', 'client.jwt', { id: 3, email: 'camille@example.org', role: 'client', display_name: 'Camille Martin' } as never);
    try {
      const calls = stubApi([card('a1', 'Jeanne Martin', { slug: 'ayurveda', name: 'Ayurvéda' }), card('b2', 'Paul Durand', { slug: 'ayurveda', name: 'Ayurvéda' })], undefined, ['a1']);
      renderRoutes(routes, '/our-experts', createI18n('fr'));
      const cards = await screen.findAllByTestId('expert-card');
      await waitFor(() => expect(within(cards[1]).getByText('Première consultation offerte')).toBeInTheDocument());
      expect(within(cards[0]).queryByTestId('free-first-consultation')).not.toBeInTheDocument();
      // One read for every card of the page.
      expect(calls.filter((c) => c.url.startsWith('/api/client/free-first-consultations'))).toHaveLength(1);
    } finally {
      sessions.signOut('client');
    }
  });

  it('says "more than" when the search stopped counting, with the known pages to go to', async () => {
    const many = Array.from({ length: 12 }, (_, i) => card(`c${i}`, `Expert ${i}`, { slug: 'ayurveda', name: 'Ayurvéda' }));
    stubApi(many, { page: 1, pageSize: 12, pageCount: 9, total: 100, totalIsExact: false });
    renderRoutes(routes, '/our-experts?specialization=ayurveda', createI18n('fr'));
    await screen.findAllByTestId('expert-card');
    expect(screen.getByTestId('expert-total').textContent?.replace(/[\u00a0\u202f]/g, ' ')).toBe('Plus de 100 experts trouvés');
    expect(screen.getByRole('button', { name: /9/ })).toBeInTheDocument();
  });

  it('formats a large "more than" total in English', async () => {
    stubApi([card('a1', 'Jeanne Martin', { slug: 'ayurveda', name: 'Ayurvéda' })], { page: 80, pageSize: 12, pageCount: 167, total: 2000, totalIsExact: false });
    const en = createI18n('en');
    await ensureLanguageLoaded(en, 'en');
    renderRoutes(routes, '/our-experts?page=80', en);
    await screen.findAllByTestId('expert-card');
    expect(screen.getByTestId('expert-total')).toHaveTextContent('More than 2,000 experts found');
  });

  it("shows each expert's next free time slot, or that none is free", async () => {
    const at = '2030-03-05T13:30:00.000Z';
    stubApi([{ ...card('a1', 'Jeanne Martin', { slug: 'ayurveda', name: 'Ayurvéda' }), next_available_at: at }, card('b2', 'Paul Roy', { slug: 'ayurveda', name: 'Ayurvéda' })]);
    renderRoutes(routes, '/our-experts', createI18n('fr'));
    const cards = await screen.findAllByTestId('expert-card');
    const next = within(cards[0]).getByTestId('expert-next-slot');
    expect(next).toHaveTextContent(/^Prochain créneau libre : .+ à \d{2}:\d{2}/);
    expect(next.querySelector('time')).toHaveAttribute('datetime', at);
    expect(within(cards[1]).getByTestId('expert-next-slot')).toHaveTextContent('Aucun créneau libre pour le moment');
  });

  it('keeps the "available this week" filter and the order in the URL and sends them to the API', async () => {
    const calls = stubApi([card('a1', 'Jeanne Martin', { slug: 'ayurveda', name: 'Ayurvéda' })]);
    const { router } = renderRoutes(routes, '/our-experts?specialization=ayurveda&page=2', createI18n('fr'));
    const user = userEvent.setup();
    await screen.findAllByTestId('expert-card');
    // The filters open in a drawer (the side panel is for wide screens); its button counts the chosen filters.
    await user.click(screen.getByRole('button', { name: 'Filtres (1)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filtrer' });
    await user.click(within(drawer).getByRole('switch', { name: 'Disponible cette semaine' }));
    await waitFor(() => expect(router.state.location.search).toBe('?specialization=ayurveda&available=week'));
    await user.click(within(drawer).getByRole('button', { name: 'Voir 1 expert' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Filtres (2)' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Trier par' }));
    await user.click(await screen.findByRole('option', { name: 'Tarif le plus bas' }));
    await waitFor(() => expect(router.state.location.search).toBe('?specialization=ayurveda&available=week&sort=fee'));
    await waitFor(() => expect(calls.some((c) => c.url.includes('available=week') && c.url.includes('sort=fee') && c.url.includes('specialization=ayurveda'))).toBe(true));
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toHaveTextContent('Tarif le plus bas');
    await user.click(screen.getByRole('button', { name: 'Filtres (2)' }));
    expect(within(await screen.findByRole('dialog', { name: 'Filtrer' })).getByRole('switch', { name: 'Disponible cette semaine' })).toBeChecked();
  });

  it('shows the empty state when no expert matches', async () => {
    stubApi([]);
    renderRoutes(routes, '/our-experts?specialization=unknown', createI18n('fr'));
    const empty = await screen.findByTestId('expert-list-empty');
    expect(empty).toHaveTextContent('Aucun expert ne correspond à votre recherche');
    expect(screen.queryAllByTestId('expert-card')).toHaveLength(0);
    // The waiting list, for the searched specialization.
    expect(within(empty).getByRole('link', { name: 'Pas encore d’expert ? Rejoignez la liste d’attente' })).toHaveAttribute('href', '/waiting-list?role=client&specialization=unknown');
  });

  it('uses the optional path segment as free-text search', async () => {
    const calls = stubApi([]);
    renderRoutes(routes, '/our-experts/yoga', createI18n('fr'));
    await screen.findByTestId('expert-list-empty');
    await waitFor(() => expect(calls.some((c) => c.url.includes('search=yoga'))).toBe(true));
  });
});
