import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { formatInstant } from '../../common/dates';
import { clock } from '../../lib/clock';
import { stubFetch } from '../../test/fetchStub';
import { listAnswer, listQuery, renderApp, signInAdmin } from '../../test/renderApp';
import type { AdminWebinar, AdminWebinarDetail } from './webinar';

beforeEach(() => {
  signInAdmin();
});

const API = '/api/admin-panel/webinars';
const DAY = 86_400_000;
const inDays = (days: number) => new Date(clock.ms() + days * DAY).toISOString();

const breathing: AdminWebinar = {
  id: 'w1',
  slug: 'respirer-en-conscience',
  title: 'Respirer en conscience',
  title_fr: 'Respirer en conscience',
  title_en: 'Mindful breathing',
  status: 'published',
  consultant: 'c1',
  consultant_name: 'Élise Durand',
  specialization: 'ayurveda',
  specialization_name: 'Ayurvéda',
  language: 'fr',
  language_name: 'Français',
  start: inDays(5),
  end: new Date(Date.parse(inDays(5)) + 90 * 60_000).toISOString(),
  time_zone: 'Europe/Paris',
  duration_minutes: 90,
  capacity: 20,
  seats_taken: 2,
  fee_minor: 2500,
  currency: 'EUR',
  cancelled_at: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
  deletedAt: null,
};
const draft: AdminWebinar = { ...breathing, id: 'w2', title: 'Yoga du soir', title_fr: 'Yoga du soir', status: 'draft', start: null, end: null, capacity: null, seats_taken: 0, fee_minor: 0 };
const registrations: AdminWebinarDetail['registrations'] = [
  {
    id: 'r1',
    client: 'u1',
    client_name: 'Paul Martin',
    client_email: 'paul@example.org',
    status: 'active',
    payment_status: 'paid',
    fee_minor: 2500,
    currency: 'EUR',
    registered_at: '2026-03-02T10:00:00.000Z',
    cancelled_at: null,
    cancelled_by: null,
    attended_minutes: 55,
  },
  {
    id: 'r2',
    client: 'u2',
    client_name: 'Lina Petit',
    client_email: 'lina@example.org',
    status: 'active',
    payment_status: 'pending',
    fee_minor: 2500,
    currency: 'EUR',
    registered_at: '2026-03-03T10:00:00.000Z',
    cancelled_at: null,
    cancelled_by: null,
    attended_minutes: null,
  },
];
const detail: AdminWebinarDetail = { ...breathing, description_fr: 'Une heure de pratique guidée.', description_en: 'One hour of guided practice.', registrations };

describe('webinars in the back office', () => {
  it('lists the webinars with host, start in the admin’s zone, duration, seats, fee and status, filtered by status', async () => {
    const seen = stubFetch((method, url) => {
      if (method !== 'GET') return undefined;
      if (url.startsWith(`${API}?`)) {
        const { filter } = listQuery(url);
        return listAnswer(
          'webinars',
          [breathing, draft].filter((webinar) => !filter.status || webinar.status === filter.status),
        );
      }
      return undefined;
    });
    await renderApp('/admin/webinars');

    const row = (await screen.findByText('Respirer en conscience')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Élise Durand')).toBeTruthy();
    expect(within(row).getByText(formatInstant(breathing.start, 'fr'))).toBeTruthy();
    expect(within(row).getByText('90 min')).toBeTruthy();
    expect(within(row).getByText('2 / 20')).toBeTruthy();
    expect(within(row).getByText(/^25,00\s€$/)).toBeTruthy();
    expect(within(row).getByText('Publié')).toBeTruthy();
    expect(within(screen.getByText('Yoga du soir').closest('tr') as HTMLElement).getByText('Brouillon')).toBeTruthy();
    const lists = () => seen.filter((request) => request.url.startsWith(`${API}?`));
    expect(listQuery(lists()[0].url).sort).toEqual(['start', 'DESC']);
    expect(screen.queryByRole('link', { name: 'Créer' })).toBeNull();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Statut' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Brouillon' }));
    await waitFor(() => expect(screen.queryByText('Respirer en conscience')).toBeNull());
    expect(listQuery(lists().at(-1)!.url).filter).toEqual({ status: 'draft' });
  });

  it('shows a webinar and its registrations, and cancels it once the admin confirms', async () => {
    let current = detail;
    const seen = stubFetch((method, url) => {
      if (method === 'GET' && url === `${API}/w1`) return { body: current };
      if (method === 'POST' && url === `${API}/w1/cancel`) {
        current = {
          ...detail,
          status: 'cancelled' as const,
          seats_taken: 0,
          cancelled_at: clock.now().toISOString(),
          registrations: registrations.map((registration) => ({
            ...registration,
            status: 'cancelled' as const,
            cancelled_by: 'admin' as const,
            payment_status: registration.payment_status === 'paid' ? ('refunded' as const) : registration.payment_status,
          })),
        };
        return { body: current };
      }
      return undefined;
    });
    await renderApp('/admin/webinars/w1/show');

    expect(await screen.findByText('Une heure de pratique guidée.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Élise Durand' }).getAttribute('href')).toBe('/admin/consultants/c1/show');
    expect(screen.getByText('Ayurvéda (ayurveda)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Inscriptions' }));
    const paul = (await screen.findByText('Paul Martin')).closest('tr') as HTMLElement;
    expect(within(paul).getByText('paul@example.org')).toBeTruthy();
    expect(within(paul).getByText(formatInstant(registrations[0].registered_at, 'fr'))).toBeTruthy();
    expect(within(paul).getByText('Payé')).toBeTruthy();
    // Paul attended the live session for 55 minutes.
    expect(within(paul).getByText('55 min')).toBeTruthy();
    expect(within(screen.getByText('Lina Petit').closest('tr') as HTMLElement).getByText('En attente')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Annuler le webinaire' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Annuler le webinaire « Respirer en conscience » ?')).toBeTruthy();
    expect(within(dialog).getByText(/2 inscrits recevront un e-mail d’annulation/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler le webinaire' }));

    await waitFor(() => expect(seen.find((request) => request.url === `${API}/w1/cancel`)).toMatchObject({ method: 'POST', body: {} }));
    expect(await screen.findByText('Webinaire annulé : les inscrits sont prévenus.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Annuler le webinaire' })).toBeNull());
    expect(within((await screen.findByText('Paul Martin')).closest('tr') as HTMLElement).getByText('Remboursé')).toBeTruthy();
    expect(within(screen.getByText('Lina Petit').closest('tr') as HTMLElement).getByText('Un administrateur')).toBeTruthy();
  });

  it('offers no cancellation for a draft, which goes to the trash instead', async () => {
    stubFetch((method, url) => (method === 'GET' && url === `${API}/w2` ? { body: { ...draft, description_fr: '', description_en: '', registrations: [] } } : undefined));
    await renderApp('/admin/webinars/w2/show');
    expect(await screen.findByText('Yoga du soir')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Annuler le webinaire' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Supprimer' })).toBeTruthy();
  });
});
