import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { stubFetch, type SeenRequest } from '../../test/fetchStub';
import { listAnswer, listQuery, renderApp, signInAdmin } from '../../test/renderApp';
import { canCancel, cancelReasonError, type AdminBooking, type AdminBookingDetail } from './booking';
import { clock } from '../../lib/clock';

const leaveTo = vi.hoisted(() => vi.fn());
vi.mock('../../lib/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../lib/navigation')>()), leaveTo }));

beforeEach(() => {
  vi.resetModules();
  signInAdmin();
});

// The whole back office renders in each test, and list filters wait for the admin to stop typing.
configure({ asyncUtilTimeout: 15_000 });

const inDays = (days: number) => new Date(clock.ms() + days * 24 * 3600 * 1000).toISOString();

/** A booking of the admin resource; a confirmed one awaiting payment, in three days, unless told. */
function booking(overrides: Partial<AdminBooking> = {}): AdminBooking {
  const start = overrides.start ?? inDays(3);
  return {
    id: 'b1',
    token: 'tok-b1',
    room_id: 'room-b1',
    start,
    end: new Date(new Date(start).getTime() + 45 * 60 * 1000).toISOString(),
    duration_minutes: 45,
    consultant: 'k1',
    consultant_name: 'Dr Asha Rao',
    client: 'c1',
    client_name: 'Camille Martin',
    client_email: 'camille@example.org',
    consultant_time_zone: 'Asia/Kolkata',
    client_time_zone: 'America/New_York',
    status: 'confirmed',
    cancelled_at: null,
    cancelled_by: null,
    cancellation_reason: null,
    payment_status: 'pending',
    payment_provider: 'direct',
    payment_reference: null,
    paid_at: null,
    list_fee_minor: 6000,
    discount_minor: 1000,
    fee_minor: 5000,
    currency: 'EUR',
    coupon: 'BIENVENUE',
    free_first_consultation: false,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** 409 as the server refuses an action, its message in the admin's language. */
const conflict = (message: string) => ({ status: 409, body: { error: { status: 409, name: 'BookingConflict', message, details: {} } } });

const listRequests = (seen: SeenRequest[]) => seen.filter((request) => request.method === 'GET' && request.url.startsWith('/api/admin-panel/bookings?'));
const lastListQuery = (seen: SeenRequest[]) => listQuery(listRequests(seen).at(-1)!.url);

describe('all bookings: the list (spec §2 admin route "all-booking")', () => {
  it('lists the bookings newest first, 25 a page, with fees in major units and the states in words', async () => {
    const seen = stubFetch((method, url) =>
      method === 'GET' && url.startsWith('/api/admin-panel/bookings?')
        ? listAnswer(
            'bookings',
            [
              booking(),
              booking({ id: 'b2', client_name: 'Jean Dupont', status: 'cancelled', payment_status: 'refunded', fee_minor: 12550 }),
              booking({ id: 'b3', client_name: 'Léa Petit', status: 'cancelled' }),
            ],
            40,
          )
        : undefined,
    );
    await renderApp('/admin/bookings');

    const first = (await screen.findByText('Camille Martin')).closest('tr') as HTMLElement;
    expect(within(first).getByText('Dr Asha Rao')).toBeTruthy();
    expect(within(first).getByText(/50,00\s€/)).toBeTruthy();
    expect(within(first).getByText('Confirmée')).toBeTruthy();
    expect(within(first).getByText('En attente')).toBeTruthy();
    expect(within(first).getByText('45 min')).toBeTruthy();
    const second = screen.getByText('Jean Dupont').closest('tr') as HTMLElement;
    expect(within(second).getByText(/125,50\s€/)).toBeTruthy();
    expect(within(second).getByText('Annulée')).toBeTruthy();
    expect(within(second).getByText('Remboursée')).toBeTruthy();
    // a cancelled booking whose payment was still awaited owes nothing: never "payment pending"
    const third = screen.getByText('Léa Petit').closest('tr') as HTMLElement;
    expect(within(third).getByText('Aucun paiement dû')).toBeTruthy();
    expect(within(third).queryByText('En attente')).toBeNull();
    expect(screen.getByRole('button', { name: 'Exporter' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /Réservations/ }).getAttribute('href')).toBe('/admin/bookings');

    expect(lastListQuery(seen)).toEqual({ filter: {}, sort: ['start', 'DESC'], range: [0, 24] });
  });

  it('is sorted by the server on the columns it can sort, and a row opens the booking', async () => {
    const seen = stubFetch((method, url) => {
      if (method === 'GET' && url.startsWith('/api/admin-panel/bookings?')) return listAnswer('bookings', [booking()]);
      if (method === 'GET' && url === '/api/admin-panel/bookings/b1') return { body: booking() };
      return undefined;
    });
    await renderApp('/admin/bookings');
    await screen.findByText('Camille Martin');

    fireEvent.click(screen.getByRole('button', { name: /^Trier par montant/ }));
    await waitFor(() => expect(lastListQuery(seen).sort).toEqual(['fee_minor', 'ASC']));
    fireEvent.click(screen.getByRole('button', { name: /^Trier par montant/ }));
    await waitFor(() => expect(lastListQuery(seen).sort).toEqual(['fee_minor', 'DESC']));
    // columns the server cannot sort by offer no sorting
    expect(screen.queryByRole('button', { name: /^Trier par consultant/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Trier par durée/ })).toBeNull();

    fireEvent.click(screen.getByText('Dr Asha Rao'));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/bookings/b1/show'));
  });

  it('filters by days in the admin’s zone, state, payment and search', async () => {
    const seen = stubFetch((method, url) => (method === 'GET' && url.startsWith('/api/admin-panel/bookings?') ? listAnswer('bookings', [booking()]) : undefined));
    await renderApp('/admin/bookings');
    await screen.findByText('Camille Martin');

    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2026-03-31' } });
    // from the first instant of the first day to the last instant of the last one, in the admin's zone
    const days = { start_gte: new Date(2026, 2, 1).toISOString(), start_lte: new Date(2026, 2, 31, 23, 59, 59, 999).toISOString() };
    await waitFor(() => expect(lastListQuery(seen).filter).toEqual(days));
    expect(screen.getByLabelText<HTMLInputElement>('Au').value).toBe('2026-03-31');

    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un filtre' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Statut' }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Statut' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Annulée' }));
    await waitFor(() => expect(lastListQuery(seen).filter).toEqual({ ...days, status: 'cancelled' }));

    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un filtre' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Paiement' }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Paiement' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Remboursée' }));
    await waitFor(() => expect(lastListQuery(seen).filter).toMatchObject({ status: 'cancelled', payment_status: 'refunded' }));

    fireEvent.change(screen.getByRole('textbox', { name: 'Rechercher' }), { target: { value: 'camille' } });
    await waitFor(() => expect(lastListQuery(seen).filter).toMatchObject({ q: 'camille', status: 'cancelled' }));
    // a new filter starts again at the first page
    expect(lastListQuery(seen).range).toEqual([0, 24]);
  });

  it('filters by consultant and client, chosen by name among the consultants and clients', async () => {
    const seen = stubFetch((method, url) => {
      if (method === 'GET' && url.startsWith('/api/admin-panel/bookings?')) return listAnswer('bookings', [booking()]);
      if (method === 'GET' && url.startsWith('/api/admin-panel/consultants?')) {
        const { filter } = listQuery(url);
        const all = [
          { id: 'k1', display_name: 'Dr Asha Rao' },
          { id: 'k2', display_name: 'Léa Bernard' },
        ];
        return listAnswer('consultants', Array.isArray(filter.id) ? all.filter((one) => (filter.id as string[]).includes(one.id)) : all);
      }
      if (method === 'GET' && url.startsWith('/api/admin-panel/clients?')) return listAnswer('clients', [{ id: 'c1', display_name: 'Camille Martin' }]);
      return undefined;
    });
    await renderApp(`/admin/bookings?filter=${encodeURIComponent(JSON.stringify({ client: 'c1' }))}`);

    await waitFor(() => expect(lastListQuery(seen).filter).toEqual({ client: 'c1' }));
    // the chosen client is shown by name
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Client' }).value).toBe('Camille Martin'));

    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un filtre' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Consultant' }));
    const consultant = await screen.findByRole('combobox', { name: 'Consultant' });
    fireEvent.mouseDown(consultant);
    fireEvent.change(consultant, { target: { value: 'Léa' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Léa Bernard' }));
    await waitFor(() => expect(lastListQuery(seen).filter).toEqual({ client: 'c1', consultant: 'k2' }));
  });

  it('the spec’s all-booking path opens the list', async () => {
    stubFetch((method, url) => (method === 'GET' && url.startsWith('/api/admin-panel/bookings?') ? listAnswer('bookings', [booking()]) : undefined));
    await renderApp('/admin/all-booking');
    await waitFor(() => expect(window.location.pathname).toBe('/admin/bookings'));
    expect(await screen.findByText('Camille Martin')).toBeTruthy();
  });
});

/** The show page of `record`, and how the server answers the actions (`answers` by action name) and the chat (none by default). */
async function showBooking(
  record: AdminBooking | AdminBookingDetail,
  answers: Partial<Record<'mark-paid' | 'refund' | 'cancel', { status?: number; body?: unknown }>> = {},
  chat: (url: string) => { status?: number; body?: unknown; headers?: Record<string, string> } = () => ({ body: [], headers: { 'Content-Range': 'messages 0-0/0' } }),
  complaints: object[] = [],
) {
  let current = record;
  const seen = stubFetch((method, url) => {
    if (method === 'GET' && url === `/api/admin-panel/bookings/${record.id}`) return { body: current };
    if (method === 'GET' && url.startsWith('/api/admin-panel/complaints?')) return listAnswer('complaints', complaints);
    if (method === 'GET' && url.startsWith(`/api/admin-panel/bookings/${record.id}/messages?`)) return chat(url);
    if (method === 'GET' && url === '/api/files/f1') return { body: { pdf: true }, headers: { 'Content-Disposition': 'attachment; filename="bilan.pdf"' } };
    const action = /^\/api\/admin-panel\/bookings\/(\w+)\/(mark-paid|refund|cancel)$/.exec(url);
    if (method === 'POST' && action) {
      const answer = answers[action[2] as 'mark-paid' | 'refund' | 'cancel'];
      if (answer?.status && answer.status !== 200) return answer;
      current = (answer?.body as AdminBooking) ?? current;
      return { body: current };
    }
    return undefined;
  });
  await renderApp(`/admin/bookings/${record.id}/show`);
  await screen.findByText(record.client_name);
  return seen;
}

const posts = (seen: SeenRequest[]) => seen.filter((request) => request.method === 'POST').map((request) => ({ url: request.url, body: request.body }));
const reads = (seen: SeenRequest[], id: string) => seen.filter((request) => request.method === 'GET' && request.url === `/api/admin-panel/bookings/${id}`).length;

describe('one booking: the show page', () => {
  it('shows every field, the fees in major units, the parties linking to their pages and the start in both zones', async () => {
    await showBooking(
      booking({
        start: '2026-03-12T09:30:00.000Z',
        end: '2026-03-12T10:15:00.000Z',
        status: 'cancelled',
        cancelled_at: '2026-03-10T08:00:00.000Z',
        cancelled_by: 'consultant',
        cancellation_reason: 'Empêchement',
        payment_status: 'refunded',
        payment_reference: 'VIR-2026-001',
      }),
    );

    expect(screen.getByText(/^60,00\s€$/)).toBeTruthy();
    expect(screen.getByText(/^10,00\s€ \(code BIENVENUE\)$/)).toBeTruthy();
    expect(screen.getByText(/^50,00\s€$/)).toBeTruthy();
    expect(screen.getByText('45 min')).toBeTruthy();
    expect(screen.getByText('Le consultant')).toBeTruthy();
    expect(screen.getByText('Empêchement')).toBeTruthy();
    expect(screen.getByText('Remboursée')).toBeTruthy();
    expect(screen.getByText('VIR-2026-001')).toBeTruthy();
    expect(screen.getByText('camille@example.org')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dr Asha Rao' }).getAttribute('href')).toBe('/admin/consultants/k1/show');
    expect(screen.getByRole('link', { name: 'Camille Martin' }).getAttribute('href')).toBe('/admin/clients/c1/show');
    expect(screen.getByText('12 mars 2026, 15:00 (Asia/Kolkata)')).toBeTruthy();
    expect(screen.getByText('12 mars 2026, 05:30 (America/New_York)')).toBeTruthy();
    expect(screen.getByText('Asia/Kolkata')).toBeTruthy();
    expect(screen.getByText('America/New_York')).toBeTruthy();
    // a cancelled, refunded booking offers no action
    expect(screen.queryByRole('button', { name: 'Marquer payée' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rembourser' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Annuler la réservation' })).toBeNull();
  });

  it('never shows "payment pending" for a cancelled booking, and a discount only with its code', async () => {
    await showBooking(booking({ status: 'cancelled', cancelled_by: 'client', cancelled_at: inDays(-1), cancellation_reason: 'Empêchement', coupon: null }));

    const payment = screen.getByText('Paiement', { selector: 'span' }).closest('.ra-field') as HTMLElement;
    expect(within(payment).getByText('Aucun paiement dû')).toBeTruthy();
    expect(screen.queryByText('En attente')).toBeNull();
    const discount = screen.getByText('Remise', { selector: 'span' }).closest('.ra-field') as HTMLElement;
    expect(within(discount).getByText('—')).toBeTruthy();
    expect(screen.queryByText(/^10,00\s€/)).toBeNull();
  });

  it('names the free first consultation as what made the fee nothing', async () => {
    await showBooking(booking({ free_first_consultation: true, coupon: null, discount_minor: 6000, fee_minor: 0, payment_status: 'free' }));

    const discount = screen.getByText('Remise', { selector: 'span' }).closest('.ra-field') as HTMLElement;
    expect(within(discount).getByText('Première consultation offerte')).toBeTruthy();
  });

  it('offers only the actions that apply', async () => {
    await showBooking(booking({ payment_status: 'paid', start: inDays(-1) }));
    expect(screen.getByRole('button', { name: 'Rembourser' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Marquer payée' })).toBeNull();
    // it has started: too late to cancel
    expect(screen.queryByRole('button', { name: 'Annuler la réservation' })).toBeNull();

    expect(canCancel({ status: 'confirmed', start: inDays(1) })).toBe(true);
    expect(canCancel({ status: 'cancelled', start: inDays(1) })).toBe(false);
  });

  it('marks a booking paid with its reference once confirmed, then shows it paid', async () => {
    const seen = await showBooking(booking(), { 'mark-paid': { body: booking({ payment_status: 'paid', payment_reference: 'VIR-123', paid_at: inDays(0) }) } });
    expect(screen.queryByRole('button', { name: 'Rembourser' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Marquer payée' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marquer cette réservation comme payée ?' });
    expect(posts(seen)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Référence du paiement'), { target: { value: ' VIR-123 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Marquer payée' }));

    expect(await screen.findByText('Réservation marquée payée')).toBeTruthy();
    expect(posts(seen)).toEqual([{ url: '/api/admin-panel/bookings/b1/mark-paid', body: { payment_reference: 'VIR-123' } }]);
    // the page reads the booking again: now paid, it can be refunded
    expect(await screen.findByText('VIR-123')).toBeTruthy();
    expect(reads(seen, 'b1')).toBeGreaterThan(1);
    expect(await screen.findByRole('button', { name: 'Rembourser' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Marquer payée' })).toBeNull());
  });

  it('marks a booking paid without a reference, and shows why the server refuses (409)', async () => {
    const seen = await showBooking(booking(), { 'mark-paid': conflict('Cette réservation est déjà payée.') });

    fireEvent.click(screen.getByRole('button', { name: 'Marquer payée' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Marquer payée' }));

    expect(await screen.findByText('Cette réservation est déjà payée.')).toBeTruthy();
    expect(posts(seen)).toEqual([{ url: '/api/admin-panel/bookings/b1/mark-paid', body: {} }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refunds a paid booking once confirmed, and shows why the server refuses (409)', async () => {
    const seen = await showBooking(booking({ payment_status: 'paid' }), { refund: conflict('Le remboursement a déjà été fait.') });

    fireEvent.click(screen.getByRole('button', { name: 'Rembourser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rembourser cette réservation ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(seen)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Rembourser' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Rembourser' }));
    expect(await screen.findByText('Le remboursement a déjà été fait.')).toBeTruthy();
    expect(posts(seen)).toEqual([{ url: '/api/admin-panel/bookings/b1/refund', body: {} }]);
  });

  it('refunds a paid booking', async () => {
    const seen = await showBooking(booking({ payment_status: 'paid' }), { refund: { body: booking({ payment_status: 'refunded' }) } });
    fireEvent.click(screen.getByRole('button', { name: 'Rembourser' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Rembourser' }));
    expect(await screen.findByText('Réservation remboursée')).toBeTruthy();
    expect(posts(seen)).toEqual([{ url: '/api/admin-panel/bookings/b1/refund', body: {} }]);
    expect(await screen.findByText('Remboursée')).toBeTruthy();
  });

  it('cancels a booking only with a reason of 3 to 500 characters', async () => {
    const seen = await showBooking(booking(), { cancel: { body: booking({ status: 'cancelled', cancelled_by: 'admin', cancellation_reason: 'Consultant malade' }) } });

    fireEvent.click(screen.getByRole('button', { name: 'Annuler la réservation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler cette réservation ?' });
    const confirm = within(dialog).getByRole('button', { name: 'Annuler la réservation' });
    fireEvent.click(confirm);
    expect(await within(dialog).findByText('Indiquez le motif de l’annulation.')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: /Motif/ }).getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Motif/ }), { target: { value: ' ab ' } });
    fireEvent.click(confirm);
    expect(await within(dialog).findByText('Le motif compte de 3 à 500 caractères.')).toBeTruthy();
    expect(posts(seen)).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Motif/ }), { target: { value: 'Consultant malade ' } });
    fireEvent.click(confirm);
    expect(await screen.findByText('Réservation annulée')).toBeTruthy();
    expect(posts(seen)).toEqual([{ url: '/api/admin-panel/bookings/b1/cancel', body: { reason: 'Consultant malade' } }]);
    expect(await screen.findByText('Un administrateur')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Annuler la réservation' })).toBeNull());
  });

  it('shows why the server refuses a cancellation (409)', async () => {
    const seen = await showBooking(booking(), { cancel: conflict('La consultation a déjà commencé.') });
    fireEvent.click(screen.getByRole('button', { name: 'Annuler la réservation' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Motif/ }), { target: { value: 'Double réservation' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler la réservation' }));
    expect(await screen.findByText('La consultation a déjà commencé.')).toBeTruthy();
    expect(posts(seen)).toEqual([{ url: '/api/admin-panel/bookings/b1/cancel', body: { reason: 'Double réservation' } }]);
  });
});

describe('one booking: its consultation room', () => {
  const file = { id: 'f1', kind: 'chat-attachment' as const, name: 'bilan.pdf', mime: 'application/pdf', size: 48_000, created_at: '2026-03-12T09:40:00.000Z', url: '/api/files/f1' };
  /** `count` chat messages, the client and the consultant in turn, from 09:35 UTC on. */
  const chat = (count: number, from = 0) =>
    Array.from({ length: count }, (_, index) => ({
      id: `m${from + index}`,
      booking_id: 'b1',
      sender_role: (from + index) % 2 ? ('consultant' as const) : ('client' as const),
      text: `Message ${from + index + 1}`,
      attachment: null,
      read_at: null,
      created_at: new Date(Date.parse('2026-03-12T09:35:00.000Z') + (from + index) * 1000).toISOString(),
    }));

  it('shows who was in the room and when, in the admin’s zone', async () => {
    await showBooking({
      ...booking({ start: '2026-03-12T09:30:00.000Z', end: '2026-03-12T10:15:00.000Z' }),
      attendance: [
        { role: 'consultant', joined_at: '2026-03-12T09:25:00.000Z', left_at: '2026-03-12T10:20:00.000Z' },
        { role: 'client', joined_at: '2026-03-12T09:31:00.000Z', left_at: null },
      ],
    });
    const lines = within(await screen.findByTestId('booking-attendance')).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(['Consultant · Dr Asha Rao : 12 mars 2026, 09:25 – 10:20', 'Client · Camille Martin : depuis 12 mars 2026, 09:31, toujours dans la salle']);
  });

  it('says when nobody came, and that the chat is empty', async () => {
    await showBooking({ ...booking(), attendance: [] });
    expect(await screen.findByText("Personne n'a rejoint la salle.")).toBeTruthy();
    expect(await screen.findByText('Aucun message dans cette discussion.')).toBeTruthy();
  });

  it('shows the chat as text, oldest first, with its files read with the admin’s token, and says each read is logged', async () => {
    const opened = { location: { href: '' }, opener: {}, closed: false, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => opened),
    );
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:bilan'), revokeObjectURL: vi.fn() }));
    const messages = [
      { ...chat(1)[0], text: 'Bonjour <b>docteur</b>' },
      { ...chat(2)[1], text: '', attachment: file },
    ];
    const seen = await showBooking({ ...booking(), attendance: [] }, {}, () => ({ body: messages, headers: { 'Content-Range': 'messages 0-1/2' } }));

    const items = await screen.findAllByTestId('booking-message');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('Bonjour <b>docteur</b>')).toBeTruthy();
    expect(items[0].querySelector('b')).toBeNull();
    expect(within(items[0]).getByText(/^Client · Camille Martin — 12 mars 2026, 09:35$/)).toBeTruthy();
    expect(within(items[1]).getByText(/^Consultant · Dr Asha Rao — /)).toBeTruthy();
    expect(screen.getByText("Chaque lecture de cette discussion est inscrite au journal d'accès.")).toBeTruthy();
    expect(screen.getByTestId('booking-messages-count').textContent).toBe('2 messages');
    const read = seen.find((request) => request.url.startsWith('/api/admin-panel/bookings/b1/messages?'))!;
    expect(listQuery(read.url).range).toEqual([0, 99]);
    expect(read.headers.get('Authorization')).toBe('Bearer jwt-admin');

    fireEvent.click(within(items[1]).getByRole('button', { name: 'Ouvrir bilan.pdf' }));
    await waitFor(() => expect(opened.location.href).toBe('blob:bilan'));
    expect(seen.find((request) => request.url === '/api/files/f1')?.headers.get('Authorization')).toBe('Bearer jwt-admin');
    expect(screen.queryByRole('button', { name: 'Afficher plus de messages' })).toBeNull();
  });

  it('reads a long chat a hundred messages at a time', async () => {
    const seen = await showBooking({ ...booking(), attendance: [] }, {}, (url) => {
      const [first] = listQuery(url).range as [number, number];
      const page = first === 0 ? chat(100) : chat(5, 100);
      return { body: page, headers: { 'Content-Range': `messages ${first}-${first + page.length - 1}/105` } };
    });
    await waitFor(() => expect(screen.getAllByTestId('booking-message')).toHaveLength(100));
    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus de messages' }));
    await waitFor(() => expect(screen.getAllByTestId('booking-message')).toHaveLength(105));
    expect(screen.getAllByTestId('booking-message').at(-1)!.textContent).toContain('Message 105');
    const ranges = seen.filter((request) => request.url.startsWith('/api/admin-panel/bookings/b1/messages?')).map((request) => listQuery(request.url).range);
    expect(ranges).toEqual([
      [0, 99],
      [100, 199],
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Afficher plus de messages' })).toBeNull());
  });
});

describe('one booking: the complaints about it', () => {
  /** A complaint of the list about booking b1. */
  const complaint = (overrides: Record<string, unknown> = {}) => ({
    id: 'k1',
    reference: 'RC-7F3K9Q2M',
    status: 'open',
    complaint_type: 'no-show',
    complaint_type_name: 'Absence à la consultation',
    raised_by_role: 'client',
    client: 'c1',
    client_name: 'Camille Martin',
    consultant: 'k1',
    consultant_name: 'Dr Asha Rao',
    booking: 'b1',
    booking_start: '2026-03-12T09:30:00.000Z',
    decision_favour: null,
    responded: false,
    createdAt: '2026-03-13T08:00:00.000Z',
    updatedAt: '2026-03-13T08:00:00.000Z',
    closed_at: null,
    ...overrides,
  });

  it('lists them with their status in words, each leading to its complaint', async () => {
    const seen = await showBooking(booking(), {}, undefined, [
      complaint(),
      complaint({ id: 'k2', reference: 'RC-22222222', status: 'resolved', raised_by_role: 'consultant', createdAt: '2026-03-14T10:00:00.000Z' }),
    ]);

    const link = await screen.findByRole('link', { name: 'RC-7F3K9Q2M' });
    expect(link.getAttribute('href')).toBe('/admin/complaints/k1/show');
    const first = link.closest('tr') as HTMLElement;
    expect(within(first).getByText('Ouverte')).toBeTruthy();
    expect(within(first).getByText('Absence à la consultation')).toBeTruthy();
    expect(within(first).getByText('Client · Camille Martin')).toBeTruthy();
    const second = screen.getByRole('link', { name: 'RC-22222222' }).closest('tr') as HTMLElement;
    expect(within(second).getByText('Résolue')).toBeTruthy();
    expect(within(second).getByText('Consultant · Dr Asha Rao')).toBeTruthy();
    // only this booking's complaints, newest first
    const read = seen.find((request) => request.url.startsWith('/api/admin-panel/complaints?'))!;
    expect(listQuery(read.url)).toMatchObject({ filter: { booking: 'b1' }, sort: ['createdAt', 'DESC'] });
  });

  it('says when there is none', async () => {
    await showBooking(booking());
    expect(await screen.findByText('Aucune réclamation sur cette réservation.')).toBeTruthy();
  });
});

describe('cancellation reasons', () => {
  it('are required, 3 to 500 characters once trimmed', () => {
    expect(cancelReasonError('   ')).toBe('resources.bookings.actions.reason_required');
    expect(cancelReasonError(' ab ')).toBe('resources.bookings.actions.reason_length');
    expect(cancelReasonError('x'.repeat(501))).toBe('resources.bookings.actions.reason_length');
    expect(cancelReasonError('abc')).toBeUndefined();
    expect(cancelReasonError('x'.repeat(500))).toBeUndefined();
  });
});
