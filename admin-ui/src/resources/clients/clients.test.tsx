import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { stubFetch } from '../../test/fetchStub';
import { listAnswer, listQuery, renderApp, signInAdmin } from '../../test/renderApp';

const leaveTo = vi.hoisted(() => vi.fn());
vi.mock('../../lib/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../lib/navigation')>()), leaveTo }));

beforeEach(() => {
  vi.resetModules();
  signInAdmin();
});

const paul = {
  id: 'c1',
  display_name: 'Paul Durand',
  email: 'paul@example.org',
  user_id: 'u9',
  country: { code: 'FR', name: 'France' },
  createdAt: '2026-02-01T10:00:00.000Z',
  blocked: false,
  bookings: 2,
};
const zoe = { ...paul, id: 'c2', display_name: 'Zoé Leroy', email: 'zoe@example.org', user_id: 'u10', country: null, blocked: true, bookings: 0 };

/** Paul's record (contracts/admin-people `ClientDetail`). */
const detail = {
  ...paul,
  profile: {
    documentId: 'c1',
    display_name: 'Paul Durand',
    title: 'Mr',
    gender: 'male',
    given_name: 'Paul',
    family_name: 'Durand',
    last_name: null,
    date_of_birth: '1990-06-15',
    preferred_contact_type: 'email',
    isd_code: '+33',
    contact_number: '+33611111111',
    whatsapp_number: null,
    alternative_isd_code: null,
    alternative_number: null,
    time_zone: 'Europe/Paris',
    correspondence_language: 'fr',
    languages: [{ code: 'fr', name: 'Français' }],
    country: { code: 'FR', name: 'France' },
    nationality: { slug: 'french', name: 'Française' },
    terms_accepted_at: '2026-02-01T10:00:00.000Z',
    terms_version: '2',
    privacy_accepted_at: '2026-02-01T10:00:00.000Z',
    privacy_version: '3',
    email_verified_at: '2026-02-01T10:05:00.000Z',
    phone_verified_at: null,
  },
  consent_form: {
    current_version: '1.2',
    state: {
      accepted_version: '1.2',
      accepted_at: '2026-02-02T10:00:00.000Z',
      signed_file: { id: 'f7', kind: 'consent-form', name: 'consentement-signe.pdf', mime: 'application/pdf', size: 80_000, created_at: '2026-02-02T10:00:00.000Z', url: '/api/files/f7' },
      up_to_date: true,
      health_data_consent: true,
    },
  },
  health_assessment: { version: '3', completed_at: null, up_to_date: false, document: null, draft_saved_at: '2026-02-03T10:00:00.000Z' },
  recent_bookings: [
    { id: 'b2', consultant: { id: 'p1', display_name: 'Alice Martin' }, start: '2026-04-10T08:00:00.000Z', end: '2026-04-10T09:00:00.000Z', status: 'confirmed' },
    { id: 'b1', consultant: null, start: '2026-03-10T08:00:00.000Z', end: '2026-03-10T09:00:00.000Z', status: 'cancelled' },
  ],
  favourites: 3,
};

function stubClients() {
  return stubFetch((method, url, body) => {
    if (method === 'GET' && url.startsWith('/api/admin-panel/clients?')) {
      const { blocked } = listQuery(url).filter;
      return listAnswer(
        'clients',
        [paul, zoe].filter((client) => blocked === undefined || client.blocked === blocked),
      );
    }
    if (method === 'GET' && url === '/api/admin-panel/clients/c1') return { body: detail };
    if (method === 'PUT' && url === '/api/admin-panel/clients/c1/blocked') return { body: { ...detail, ...(body as object) } };
    return undefined;
  });
}

describe('clients (spec §2 admin "client")', () => {
  it('lists the clients with their country, bookings and account state, and filters the blocked ones', async () => {
    const seen = stubClients();
    await renderApp(`/admin/clients?filter=${encodeURIComponent(JSON.stringify({ blocked: true }))}`);

    const row = (await screen.findByText('Zoé Leroy')).closest('tr') as HTMLElement;
    expect(within(row).getByText('zoe@example.org')).toBeTruthy();
    expect(screen.queryByText('Paul Durand')).toBeNull();
    const list = seen.find((request) => request.url.startsWith('/api/admin-panel/clients?'))!;
    expect(listQuery(list.url)).toMatchObject({ filter: { blocked: true }, sort: ['createdAt', 'DESC'], range: [0, 24] });
  });

  it('shows a client’s record: person, consent form, health assessment, bookings and favourites', async () => {
    stubClients();
    await renderApp('/admin/clients');
    fireEvent.click(await screen.findByText('Paul Durand'));

    const account = await screen.findByRole('region', { name: 'Compte' });
    expect(window.location.pathname).toBe('/admin/clients/c1/show');
    expect(within(account).getByText('France')).toBeTruthy();
    expect(within(account).getByText('3')).toBeTruthy();
    const person = screen.getByRole('region', { name: 'Identité et coordonnées' });
    expect(within(person).getByText('M.')).toBeTruthy();
    expect(within(person).getByText('Française')).toBeTruthy();
    expect(within(person).getByText('Europe/Paris')).toBeTruthy();
    const consent = screen.getByRole('region', { name: 'Formulaire de consentement' });
    expect(within(consent).getByText('À jour')).toBeTruthy();
    expect(within(consent).getByRole('button', { name: 'Ouvrir consentement-signe.pdf' })).toBeTruthy();
    const assessment = screen.getByRole('region', { name: 'Bilan de santé' });
    expect(within(assessment).getByText('À faire')).toBeTruthy();
    expect(within(assessment).getByText('Aucun document')).toBeTruthy();
    const bookings = screen.getByRole('region', { name: 'Dernières réservations' });
    const confirmed = within(bookings).getByText('Alice Martin').closest('tr') as HTMLElement;
    expect(within(confirmed).getByText('Confirmée')).toBeTruthy();
    expect(within(confirmed).getByRole('link', { name: 'Voir la réservation' }).getAttribute('href')).toBe('/admin/bookings/b2/show');
    expect(within(bookings).getByText('Annulée')).toBeTruthy();
  });

  it('blocks a client’s account once confirmed', async () => {
    const seen = stubClients();
    await renderApp('/admin/clients/c1/show');

    fireEvent.click(await screen.findByRole('button', { name: 'Bloquer' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Bloquer le compte de Paul Durand ?')).toBeTruthy();
    expect(seen.filter((request) => request.method === 'PUT')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bloquer' }));

    expect(await screen.findByText('Compte de Paul Durand bloqué')).toBeTruthy();
    expect(seen.filter((request) => request.method === 'PUT').map(({ url, body }) => ({ url, body }))).toEqual([{ url: '/api/admin-panel/clients/c1/blocked', body: { blocked: true } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('a client’s data (docs/privacy.md "Back office")', () => {
  it('shows the client’s consents on its record', async () => {
    stubFetch((method, url) => {
      if (method === 'GET' && url === '/api/admin-panel/clients/c1') return { body: detail };
      if (method === 'GET' && url === '/api/admin-panel/clients/c1/consents')
        return {
          body: {
            data: [{ id: 'k1', kind: 'health_data', action: 'given', version: null, source: 'health-assessment', at: '2026-02-03T10:00:00.000Z' }],
            current: { terms: true, privacy: true, health_data: true, newsletter: false },
          },
        };
      return undefined;
    });
    await renderApp('/admin/clients/c1/show');
    const section = await screen.findByRole('region', { name: 'Consentements' });
    const row = await within(section).findByTestId('consent-row');
    expect(within(row).getByText('Données de santé')).toBeTruthy();
    expect(within(row).getByText('Bilan de santé')).toBeTruthy();
    expect(within(row).getByText('—')).toBeTruthy();
  });

  it('lists what blocks an erasure (409), each linking to its record, and erases nothing', async () => {
    stubFetch((method, url) => {
      if (method === 'GET' && url === '/api/admin-panel/clients/c1') return { body: detail };
      if (method === 'POST' && url === '/api/admin-panel/clients/c1/erasure')
        return {
          status: 409,
          body: {
            error: {
              status: 409,
              name: 'ErasureBlocked',
              message: 'Ce compte ne peut pas encore être effacé.',
              details: {
                reasons: [
                  { code: 'open-complaint', message: 'La réclamation RC-2026-0007 n’est pas encore tranchée.', id: 'cmp7' },
                  { code: 'paid-upcoming-booking', message: 'Une séance payée du 3 décembre 2026 n’a pas encore eu lieu.', id: 'b2' },
                ],
              },
            },
          },
        };
      return undefined;
    });
    await renderApp('/admin/clients/c1/show');

    fireEvent.click(await screen.findByRole('button', { name: 'Effacer le compte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Effacer le compte de Paul Durand ?' });
    expect(within(dialog).getByText(/« client supprimé »/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Effacer définitivement' }));

    const blocked = await within(dialog).findByTestId('erasure-blocked');
    expect(within(blocked).getByText('La réclamation RC-2026-0007 n’est pas encore tranchée.')).toBeTruthy();
    expect(within(blocked).getByRole('link', { name: 'Ouvrir la réclamation' }).getAttribute('href')).toBe('/admin/complaints/cmp7/show');
    expect(within(blocked).getByRole('link', { name: 'Ouvrir la réservation' }).getAttribute('href')).toBe('/admin/bookings/b2/show');
    expect(window.location.pathname).toBe('/admin/clients/c1/show');
  });
});
