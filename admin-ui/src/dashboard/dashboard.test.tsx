import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { dayEndInstant, dayStartInstant } from '../common/dates';
import type { DashboardFigures } from '../providers/dataProvider';
import { stubFetch } from '../test/fetchStub';
import { renderApp, signInAdmin } from '../test/renderApp';
import { addDays, weekBookingsPath } from './links';
import { clock } from '../lib/clock';
import { inTimeZone } from '../test/timeZone';

const leaveTo = vi.hoisted(() => vi.fn());
vi.mock('../lib/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('../lib/navigation')>()), leaveTo }));

beforeEach(() => {
  vi.resetModules();
  signInAdmin();
});

// The whole back office renders in each test, and the charts arrive in a chunk of their own.
configure({ asyncUtilTimeout: 15_000 });

const weeks = Array.from({ length: 12 }, (_, index) => addDays('2026-01-05', index * 7));
const figures: DashboardFigures = {
  bookings_per_week: weeks.map((week_start, index) => ({ week_start, count: index === 10 ? 9 : 2 })),
  revenue: [
    { currency: 'EUR', amount_minor: 123450, bookings: 42 },
    { currency: 'INR', amount_minor: 250000, bookings: 1 },
  ],
  signups_per_week: weeks.map((week_start) => ({ week_start, clients: 3, consultants: 1 })),
  consultants_awaiting_approval: 3,
  open_contact_requests: 1,
  upcoming_bookings: 12,
  open_complaints: 4,
  outbox_failed: 2,
  outbox_dead: 1,
  webinars_this_week: 2,
  webinar_registrations_this_week: 17,
  translations: [],
};

/** The path and the parsed query of a link. */
function target(link: HTMLElement) {
  const url = new URL(link.getAttribute('href')!, 'http://localhost');
  return { path: url.pathname, filter: JSON.parse(url.searchParams.get('filter') ?? 'null') as unknown, sort: url.searchParams.get('sort'), order: url.searchParams.get('order') };
}

describe('the dashboard (spec §2 admin route "dashboard")', () => {
  it('shows the live figures as links to what they count, and the payments per currency in major units', async () => {
    const seen = stubFetch((method, url) => (method === 'GET' && url.startsWith('/api/admin-panel/dashboard?') ? { body: figures } : undefined));
    await renderApp('/admin/');

    const awaiting = await screen.findByRole('link', { name: '3 consultants en attente d’approbation' });
    expect(target(awaiting)).toMatchObject({ path: '/admin/consultants', filter: { approval_status: 'submitted' } });
    expect(target(screen.getByRole('link', { name: '1 demande de contact à traiter' }))).toMatchObject({ path: '/admin/contact-requests', filter: { status: 'new' } });
    const upcoming = target(screen.getByRole('link', { name: '12 réservations à venir' }));
    expect(upcoming).toMatchObject({ path: '/admin/bookings', filter: { status: 'confirmed' }, sort: 'start', order: 'ASC' });
    // the confirmed bookings from now on, as the figure counts them
    const from = (upcoming.filter as { start_gte: string }).start_gte;
    expect(Math.abs(new Date(from).getTime() - clock.ms())).toBeLessThan(60_000);

    // the published webinars of the next seven days, soonest first, as the figures count them
    const webinars = target(screen.getByRole('link', { name: '2 webinaires dans les 7 prochains jours' }));
    expect(webinars).toMatchObject({ path: '/admin/webinars', filter: { status: 'published' }, sort: 'start', order: 'ASC' });
    const coming = webinars.filter as { start_gte: string; start_lte: string };
    expect(Math.abs(new Date(coming.start_gte).getTime() - clock.ms())).toBeLessThan(60_000);
    expect(new Date(coming.start_lte).getTime() - new Date(coming.start_gte).getTime()).toBe(7 * 86_400_000);
    expect(target(screen.getByRole('link', { name: '17 inscriptions à ces webinaires' })).path).toBe('/admin/webinars');

    const revenue = screen.getByRole('region', { name: 'Paiements reçus sur les 12 dernières semaines, par devise' });
    expect(within(revenue).getByText(/^1\s234,50\s€$/)).toBeTruthy();
    expect(within(revenue).getByText('42 réservations payées')).toBeTruthy();
    expect(within(revenue).getByText(/^2\s500,00\s₹$/)).toBeTruthy();
    expect(within(revenue).getByText('1 réservation payée')).toBeTruthy();

    // the figures are cut in the admin's own zone
    const call = seen.find((request) => request.url.startsWith('/api/admin-panel/dashboard?'));
    expect(new URL(call!.url, 'http://localhost').searchParams.get('time_zone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(call!.headers.get('Authorization')).toBe('Bearer jwt-admin');
  });

  it('counts the complaints open or in review, leading to them in the complaint list', async () => {
    const seen = stubFetch((method, url) => {
      if (method === 'GET' && url.startsWith('/api/admin-panel/dashboard?')) return { body: figures };
      if (method === 'GET' && url.startsWith('/api/admin-panel/complaints?')) return { body: [], headers: { 'Content-Range': 'complaints 0-0/0' } };
      return undefined;
    });
    await renderApp('/admin/');

    const link = await screen.findByRole('link', { name: '4 réclamations à traiter' });
    expect(target(link)).toMatchObject({ path: '/admin/complaints', filter: { status: ['open', 'in_review'] } });
    fireEvent.click(link);
    await waitFor(() => expect(window.location.pathname).toBe('/admin/complaints'));
    const read = () => seen.filter((request) => request.url.startsWith('/api/admin-panel/complaints?')).at(-1);
    await waitFor(() => expect(JSON.parse(new URL(read()!.url, 'http://localhost').searchParams.get('filter')!)).toEqual({ status: ['open', 'in_review'] }));
    // the list's status filter shows both statuses
    const statuses = await screen.findByRole('combobox', { name: 'Statut' });
    expect(statuses.textContent).toContain('Ouverte');
    expect(statuses.textContent).toContain('En cours d’examen');
  });

  it('lists the work to do record by record, each line leading to its record', async () => {
    const list = (resource: string, records: object[]) => ({ body: records, headers: { 'Content-Range': `${resource} 0-${records.length - 1}/${records.length + 7}` } });
    const seen = stubFetch((method, url) => {
      if (method !== 'GET') return undefined;
      if (url.startsWith('/api/admin-panel/dashboard?')) return { body: figures };
      if (url.startsWith('/api/admin-panel/consultants?')) return list('consultants', [{ id: 'c1', display_name: 'Dr Élise Durand', submitted_at: '2026-03-02T09:00:00.000Z' }]);
      if (url.startsWith('/api/admin-panel/bookings?')) return list('bookings', [{ id: 'b1', consultant_name: 'Élise Durand', client_name: 'Paul Martin', createdAt: '2026-03-03T09:00:00.000Z' }]);
      if (url.startsWith('/api/admin-panel/clients?')) return list('clients', [{ id: 'u1', display_name: 'Paul Martin', createdAt: '2026-03-01T09:00:00.000Z' }]);
      if (url.startsWith('/api/admin-panel/complaints?')) return list('complaints', [{ id: 'k1', reference: 'R-2026-0001', createdAt: '2026-03-04T09:00:00.000Z' }]);
      return undefined;
    });
    await renderApp('/admin/');

    const work = await screen.findByRole('region', { name: 'Dossiers en attente' });
    const queue = (name: string) => within(work).getByRole('region', { name });
    await waitFor(() =>
      expect(
        within(queue('Consultants à valider'))
          .getByRole('link', { name: /^Dr Élise Durand/ })
          .getAttribute('href'),
      ).toBe('/admin/consultants/c1/show'),
    );
    expect(
      within(queue('Dernières réservations'))
        .getByRole('link', { name: /^Élise Durand · Paul Martin/ })
        .getAttribute('href'),
    ).toBe('/admin/bookings/b1/show');
    expect(
      within(queue('Nouveaux clients'))
        .getByRole('link', { name: /^Paul Martin/ })
        .getAttribute('href'),
    ).toBe('/admin/clients/u1/show');
    expect(
      within(queue('Réclamations à traiter'))
        .getByRole('link', { name: /^R-2026-0001/ })
        .getAttribute('href'),
    ).toBe('/admin/complaints/k1/show');
    // the whole queue is a link away, as filtered
    expect(target(within(queue('Consultants à valider')).getByRole('link', { name: 'Voir tout (8) : Consultants à valider' }))).toMatchObject({
      path: '/admin/consultants',
      filter: { approval_status: 'submitted' },
      sort: 'submitted_at',
      order: 'ASC',
    });
    const asked = seen.find((request) => request.url.startsWith('/api/admin-panel/complaints?'))!;
    expect(JSON.parse(new URL(asked.url, 'http://localhost').searchParams.get('filter')!)).toEqual({ status: ['open', 'in_review'] });
  });

  it('charts bookings and sign-ups per week with a summary and the figures as a table; a week leads to its bookings', async () => {
    stubFetch((method, url) => {
      if (method === 'GET' && url.startsWith('/api/admin-panel/dashboard?')) return { body: figures };
      if (method === 'GET' && url.startsWith('/api/admin-panel/bookings?')) return { body: [], headers: { 'Content-Range': 'bookings 0-0/0' } };
      return undefined;
    });
    await renderApp('/admin/');

    const bookings = await screen.findByRole('region', { name: 'Réservations par semaine' });
    expect(within(bookings).getByRole('img').getAttribute('aria-label')).toBe(
      'Réservations par semaine sur les 12 dernières semaines, du 5 janv. 2026 au 23 mars 2026 : 31 au total, 9 au plus en une semaine.',
    );
    const table = within(bookings).getByRole('table', { hidden: true });
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(13);
    const week = within(table).getByRole('link', { name: 'Semaine du 16 mars 2026', hidden: true });
    expect(within(week.closest('tr') as HTMLElement).getByText('9')).toBeTruthy();
    const monday = new Date(2026, 2, 16).toISOString();
    const sundayNight = new Date(2026, 2, 22, 23, 59, 59, 999).toISOString();
    expect(target(week)).toEqual({ path: '/admin/bookings', filter: { start_gte: monday, start_lte: sundayNight }, sort: 'start', order: 'ASC' });

    const signups = screen.getByRole('region', { name: 'Nouvelles inscriptions par semaine' });
    expect(within(signups).getByRole('img').getAttribute('aria-label')).toContain('36 clients et 12 consultants au total');

    fireEvent.click(within(bookings).getByText('Voir les chiffres'));
    fireEvent.click(week);
    await waitFor(() => expect(window.location.pathname).toBe('/admin/bookings'));
    expect(new URLSearchParams(window.location.search).get('filter')).toBe(JSON.stringify({ start_gte: monday, start_lte: sundayNight }));
    // the list's day inputs show the week
    expect((await screen.findByLabelText<HTMLInputElement>('Du')).value).toBe('2026-03-16');
    expect(screen.getByLabelText<HTMLInputElement>('Au').value).toBe('2026-03-22');
  });

  it('says when the figures cannot be loaded, and still shows what the back office manages', async () => {
    stubFetch((method, url) =>
      method === 'GET' && url.startsWith('/api/admin-panel/dashboard?') ? { status: 500, body: { error: { status: 500, name: 'InternalServerError', message: 'Erreur' } } } : undefined,
    );
    await renderApp('/admin/');

    expect(await screen.findByText('Les chiffres du tableau de bord n’ont pas pu être chargés.')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Ce que le back-office permet de gérer' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /consultants? en attente/ })).toBeNull();
  });
});

describe('dashboard links', () => {
  it('cover a week from its Monday to the end of its Sunday in the admin’s zone, across months, years and clock changes', () => {
    inTimeZone('Europe/Paris', () => {
      expect(addDays('2026-02-23', 6)).toBe('2026-03-01');
      expect(addDays('2025-12-29', 6)).toBe('2026-01-04');
      expect(dayStartInstant('2026-03-23')).toBe('2026-03-22T23:00:00.000Z');
      // summer time starts on Sunday 29 March 2026
      expect(dayEndInstant('2026-03-29')).toBe('2026-03-29T21:59:59.999Z');
      expect(dayStartInstant('')).toBeNull();
      expect(weekBookingsPath('/admin', '2026-03-23')).toBe(
        `/admin/bookings?filter=${encodeURIComponent(JSON.stringify({ start_gte: '2026-03-22T23:00:00.000Z', start_lte: '2026-03-29T21:59:59.999Z' }))}&sort=start&order=ASC`,
      );
    });
  });
});
