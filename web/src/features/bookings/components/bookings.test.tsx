import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n, ensureLazyTranslations } from '../../../lib/i18n';
import { sessions } from '../../../lib/session';
import { renderRoutes, renderWithProviders } from '../../../test/render';
import type { Booking, Slot } from '../model/types';
import { AddNotePage } from './add-note-page';
import { BookingDetailsPage } from './booking-details-page';
import { BookingPanelContent } from './booking-panel-content';
import { BookingReview } from './booking-review';
import { BookingsListPage } from './bookings-list-page';
import { ConsultantBookingsOverview } from './consultant-bookings-overview';
import { SlotPicker } from './slot-picker';
import { clock } from '../../../lib/clock';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const list = (data: unknown[], page = 1, pageCount = data.length ? 1 : 0) => json(200, { data, meta: { pagination: { page, pageSize: 10, pageCount, total: data.length } } });
const apiError = (status: number, name: string, message: string, details?: unknown) => json(status, { error: { status, name, message, details } });
const plain = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

type Reply = Response | ((init: RequestInit, url: string) => Response | Promise<Response>);

/** Stubs fetch at the HTTP boundary by "METHOD path" (query left out). */
function stubApi(replies: Record<string, Reply>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const reply = replies[`${init.method ?? 'GET'} ${url.split('?')[0]}`];
    if (reply) return typeof reply === 'function' ? reply(init, url) : reply.clone();
    return apiError(404, 'NotFoundError', `no stub for ${init.method ?? 'GET'} ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
type FetchMock = ReturnType<typeof stubApi>;
const callsOf = (fetchMock: FetchMock, key: string) => (fetchMock.mock.calls as unknown as [string, RequestInit][]).filter(([url, init]) => `${init.method ?? 'GET'} ${url.split('?')[0]}` === key);
const headerOf = (call: [string, RequestInit], name: string) => (call[1].headers as Record<string, string>)[name];

const clientUser = { id: 3, email: 'camille@example.org', role: 'client', display_name: 'Camille Martin' };
const consultantUser = { id: 7, email: 'jeanne@example.org', role: 'consultant', display_name: 'Jeanne Martin', approval_status: 'approved', active_status: true };

/** A UTC instant `days` days from now at `hh:mm` UTC. */
function soon(days: number, hh: number, mm = 0): string {
  const now = clock.now();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hh, mm)).toISOString();
}
const slot = (start: string, minutes = 60): Slot => ({ start, end: new Date(Date.parse(start) + minutes * 60_000).toISOString() });

const slotsMeta = {
  time_zone: 'Europe/Paris',
  duration_minutes: 60,
  min_notice_hours: 12,
  horizon_days: 60,
  change_notice_hours: 24,
  fee_minor: 6000,
  currency: 'EUR',
  free_first_consultation: true,
  payment_provider: 'direct' as const,
};

function booking(patch: Partial<Booking> = {}): Booking {
  return {
    id: 'b1',
    token: 'tok-1',
    room_id: 'room-1',
    status: 'confirmed',
    start: '2026-12-01T09:00:00.000Z',
    end: '2026-12-01T10:00:00.000Z',
    duration_minutes: 60,
    consultant: { id: 'c1', display_name: 'Dr Jeanne Martin', photo: null, time_zone: 'Europe/Paris' },
    client: { id: 'u1', display_name: 'Camille Martin', time_zone: 'Asia/Kolkata' },
    list_fee_minor: 6000,
    discount_minor: 0,
    fee_minor: 6000,
    currency: 'EUR',
    coupon_code: null,
    free_first_consultation: false,
    payment_status: 'pending',
    payment_provider: 'direct',
    checkout_url: null,
    paid_at: null,
    change_deadline: '2026-11-30T09:00:00.000Z',
    can_change: true,
    cancelled_at: null,
    cancelled_by: null,
    cancellation_reason: null,
    reschedule_count: 0,
    created_at: '2026-11-01T09:00:00.000Z',
    attendance: [],
    ...patch,
  };
}

/** The consultant in the room 09:00–09:55 UTC, the client 09:02–09:51 (`clientLeft: null`: still there). */
const visits = (clientLeft: string | null = '2026-12-01T09:51:00.000Z'): Booking['attendance'] => [
  { role: 'consultant', joined_at: '2026-12-01T09:00:00.000Z', left_at: '2026-12-01T09:55:00.000Z' },
  { role: 'client', joined_at: '2026-12-01T09:02:00.000Z', left_at: clientLeft },
];
/** A booking that took place: `start` and `end` a week ago at 09:00–10:00 UTC. */
const pastWindow = () => ({ start: soon(-7, 9), end: soon(-7, 10), can_change: false });

beforeAll(async () => {
  await ensureLazyTranslations();
});

afterEach(() => {
  sessions.signOut('client');
  sessions.signOut('consultant');
  vi.unstubAllGlobals();
});

describe('slot picker (times in the viewer’s zone)', () => {
  const slots = [slot('2026-12-01T09:00:00.000Z'), slot('2026-12-01T10:00:00.000Z'), slot('2026-12-02T04:00:00.000Z')];

  it('shows each slot at the wall-clock time of the given zone, names the zone and mentions the consultant’s', async () => {
    const onSelect = vi.fn();
    renderWithProviders(<SlotPicker slots={slots} days={['2026-12-01', '2026-12-02', '2026-12-03']} timeZone="Asia/Kolkata" consultantTimeZone="Europe/Paris" selected={null} onSelect={onSelect} />);
    expect(await screen.findByTestId('viewer-zone')).toHaveTextContent(/^Horaires affichés en heure de l’Inde$/);
    expect(screen.getByTestId('consultant-zone')).toHaveTextContent(/^Fuseau horaire de l’expert : heure d’Europe centrale$/);
    const times = within(screen.getByRole('group', { name: 'Créneaux disponibles' }));
    expect(times.getAllByRole('button').map((b) => b.textContent)).toEqual(['14:30', '15:30']);
    // A day without free slots cannot be chosen.
    expect(screen.getByRole('button', { name: 'jeu. 3 déc.' })).toBeDisabled();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'mer. 2 déc.' }));
    expect(times.getAllByRole('button').map((b) => b.textContent)).toEqual(['09:30']);
    await user.click(screen.getByRole('button', { name: '09:30' }));
    expect(onSelect).toHaveBeenCalledWith(slots[2]);
  });

  it('puts the same instants on other days and times in another zone', async () => {
    renderWithProviders(<SlotPicker slots={slots} days={['2026-12-01', '2026-12-02']} timeZone="America/New_York" selected={null} onSelect={() => undefined} />);
    expect(await screen.findByTestId('viewer-zone')).toHaveTextContent(/^Horaires affichés en heure de l’Est nord-américain$/);
    expect(screen.queryByTestId('consultant-zone')).not.toBeInTheDocument();
    // 04:00 UTC on 2 December is still 1 December in New York.
    expect(
      within(screen.getByTestId('slot-list'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['04:00', '05:00', '23:00']);
    expect(screen.getByRole('button', { name: 'mer. 2 déc.' })).toBeDisabled();
  });
});

describe('booking panel of the expert detail page', () => {
  const first = slot(soon(2, 9));
  const second = slot(soon(2, 10));
  const panelRoutes = [
    { path: '/our-experts/details/:id', element: <BookingPanelContent consultantId="c1" consultantName="Dr Jeanne Martin" timeZone="Asia/Kolkata" /> },
    { path: '/booking/:token', element: <p data-testid="booking-page-reached">booking</p> },
    { path: '/public/client/sign-in', element: <p data-testid="sign-in-reached">sign in</p> },
  ];

  beforeEach(() => {
    sessions.signIn('client', 'client.jwt', clientUser as never);
  });

  const freeQuote = { list_fee_minor: 6000, discount_minor: 6000, fee_minor: 0, currency: 'EUR', free_first_consultation: true };

  it('shows the fee, duration and free first consultation, and reuses the Idempotency-Key when retrying after a network failure', async () => {
    let posts = 0;
    const fetchMock = stubApi({
      'GET /api/client/consultants/c1/slots': json(200, { data: [first, second], meta: slotsMeta }),
      'GET /api/client/consultants/c1/quote': json(200, { data: freeQuote }),
      'POST /api/client/bookings': () => {
        posts += 1;
        if (posts === 1) throw new TypeError('Failed to fetch');
        return json(201, { data: booking({ token: 'tok-new' }) });
      },
    });
    const { router } = renderRoutes(panelRoutes, '/our-experts/details/c1');
    const user = userEvent.setup();
    expect(await screen.findByTestId('booking-free-first-note')).toHaveTextContent('Votre première consultation avec cet expert est offerte.');
    // said once: one sentence, no badge repeating it
    expect(screen.getAllByText(/première consultation/i)).toHaveLength(1);
    expect(plain(screen.getByTestId('booking-fee').textContent)).toBe('60,00 €0,00 €');
    expect(screen.getByTestId('booking-duration')).toHaveTextContent('Séance de 60 min');
    expect(screen.getByRole('button', { name: 'Continuer' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '14:30' }));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    // The review: nothing is booked before the confirmation.
    expect(await screen.findByRole('heading', { name: 'Vérifiez votre réservation' })).toHaveFocus();
    expect(screen.getByTestId('review-expert')).toHaveTextContent('Dr Jeanne Martin');
    expect(screen.getByTestId('review-when')).toHaveTextContent(/14:30–15:30 \(heure de l.Inde\)$/);
    expect(screen.getByTestId('review-duration')).toHaveTextContent('Séance de 60 min');
    expect(plain(screen.getByTestId('review-fee').textContent)).toBe('60,00 €');
    expect(plain(screen.getByTestId('review-free-first').textContent)).toBe('−60,00 €');
    expect(screen.getByTestId('review-total')).toHaveTextContent('Offerte');
    expect(screen.getByTestId('review-payment')).toHaveTextContent('Rien à payer : cette première consultation est offerte.');
    expect(screen.getByTestId('review-cancellation')).toHaveTextContent(/sans frais jusqu’au .* \(24 h avant le début\)/);
    expect(screen.queryByLabelText('Code promo')).not.toBeInTheDocument();
    expect(callsOf(fetchMock, 'POST /api/client/bookings')).toHaveLength(0);
    // Back to the slots, the chosen one kept; then the review again.
    await user.click(screen.getByRole('button', { name: 'Changer de créneau' }));
    expect(await screen.findByRole('heading', { name: 'Réserver une consultation' })).toHaveFocus();
    expect(screen.getByRole('button', { name: '14:30' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmer la réservation' }));
    expect(await screen.findByTestId('booking-error')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirmer la réservation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking/tok-new'));

    const sent = callsOf(fetchMock, 'POST /api/client/bookings');
    expect(sent).toHaveLength(2);
    const key = headerOf(sent[0], 'Idempotency-Key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(headerOf(sent[1], 'Idempotency-Key')).toBe(key);
    expect(JSON.parse(String(sent[1][1].body))).toEqual({ consultantId: 'c1', start: first.start });
  });

  it('shows the server’s message; a taken slot then another slot is a new attempt with a new key', async () => {
    let posts = 0;
    const fetchMock = stubApi({
      'GET /api/client/consultants/c1/slots': json(200, { data: [first, second], meta: slotsMeta }),
      'POST /api/client/bookings': () => (++posts === 1 ? apiError(409, 'SlotUnavailable', 'Ce créneau vient d’être réservé.') : json(201, { data: booking({ token: 'tok-2' }) })),
    });
    const { router } = renderRoutes(panelRoutes, '/our-experts/details/c1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '14:30' }));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmer la réservation' }));
    // Back to the slots, with the server's message.
    expect(await screen.findByTestId('booking-error')).toHaveTextContent('Ce créneau vient d’être réservé.');
    expect(screen.getByRole('button', { name: 'Continuer' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '15:30' }));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmer la réservation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking/tok-2'));
    const [a, b] = callsOf(fetchMock, 'POST /api/client/bookings');
    expect(headerOf(b, 'Idempotency-Key')).not.toBe(headerOf(a, 'Idempotency-Key'));
  });

  it('applies a coupon (new price, or the reason it is refused) and sends its code with the booking; missing forms link to them', async () => {
    const fetchMock = stubApi({
      'GET /api/client/consultants/c1/slots': json(200, { data: [first], meta: { ...slotsMeta, free_first_consultation: false } }),
      'POST /api/client/apply-coupon': (init) =>
        (JSON.parse(String(init.body)) as { code: string }).code === 'ZEN10'
          ? json(200, { data: { code: 'ZEN10', list_fee_minor: 6000, discount_minor: 600, fee_minor: 5400, currency: 'EUR' } })
          : apiError(400, 'CouponInvalid', 'Ce code a expiré.'),
      'POST /api/client/bookings': apiError(400, 'FormsMissing', 'Remplissez d’abord vos formulaires.', { missing: ['consent-form', 'health-assessment'] }),
    });
    renderRoutes(panelRoutes, '/our-experts/details/c1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '14:30' }));
    expect(screen.queryByTestId('booking-free-first-note')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    const code = await screen.findByLabelText('Code promo');
    expect(screen.getByTestId('review-payment')).toHaveTextContent('Vous réglez 60,00 € directement à Dr Jeanne Martin');
    await user.type(code, 'OLD');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(await screen.findByText('Ce code a expiré.')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, 'ZEN10');
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    await waitFor(() => expect(plain(screen.getByTestId('review-total').textContent)).toBe('54,00 €'));
    expect(plain(screen.getByText(/Code ZEN10 appliqué/).textContent)).toBe('Code ZEN10 appliqué : 6,00 € de réduction.');
    // The discount is named by its code.
    expect(plain(screen.getByText('Réduction (code ZEN10)').nextElementSibling?.textContent ?? '')).toBe('−6,00 €');

    await user.click(screen.getByRole('button', { name: 'Confirmer la réservation' }));
    const error = await screen.findByTestId('booking-error');
    expect(error).toHaveTextContent('Remplissez d’abord vos formulaires.');
    // Each form brings the client back here, with the slot still chosen.
    const back = encodeURIComponent(`/our-experts/details/c1?start=${encodeURIComponent(first.start)}`);
    expect(within(error).getByRole('link', { name: 'Remplir et déposer le formulaire de consentement' })).toHaveAttribute('href', `/client/consent-form-doc?redirect=${back}`);
    expect(within(error).getByRole('link', { name: 'Remplir le bilan de santé' })).toHaveAttribute('href', `/client/health-assesment?redirect=${back}`);
    expect(JSON.parse(String(callsOf(fetchMock, 'POST /api/client/bookings')[0][1].body))).toEqual({ consultantId: 'c1', start: first.start, couponCode: 'ZEN10' });
  });

  it('a withdrawn consent to process health data: the server’s reason and a link to give it again, bringing the client back here', async () => {
    stubApi({
      'GET /api/client/consultants/c1/slots': json(200, { data: [first], meta: { ...slotsMeta, free_first_consultation: false } }),
      'POST /api/client/bookings': apiError(400, 'HealthDataConsentMissing', 'Vous avez retiré votre consentement au traitement de vos données de santé.'),
    });
    renderRoutes(panelRoutes, '/our-experts/details/c1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '14:30' }));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmer la réservation' }));
    const error = await screen.findByTestId('booking-error');
    expect(error).toHaveTextContent('Vous avez retiré votre consentement au traitement de vos données de santé.');
    const back = encodeURIComponent(`/our-experts/details/c1?start=${encodeURIComponent(first.start)}`);
    expect(within(error).getByRole('link', { name: 'Donner à nouveau mon consentement en enregistrant mon bilan de santé' })).toHaveAttribute('href', `/client/health-assesment?redirect=${back}`);
    expect(within(error).queryByRole('link', { name: 'Remplir et déposer le formulaire de consentement' })).not.toBeInTheDocument();
    expect(within(error).getByRole('link', { name: 'Donner mon consentement depuis « Mes données »' })).toHaveAttribute('href', '/client/my-data#consents');
  });

  it('a client who has already had a booking with the consultant is shown the fee, not a free first consultation', async () => {
    stubApi({
      'GET /api/client/consultants/c1/slots': json(200, { data: [first], meta: slotsMeta }),
      'GET /api/client/consultants/c1/quote': json(200, { data: { ...freeQuote, discount_minor: 0, fee_minor: 6000, free_first_consultation: false } }),
    });
    renderRoutes(panelRoutes, '/our-experts/details/c1');
    expect(await screen.findByTestId('booking-free-first-note')).toHaveTextContent('Vous avez déjà consulté cet expert : la séance est au tarif habituel.');
    expect(plain(screen.getByTestId('booking-fee').textContent)).toBe('60,00 €');
    expect(screen.queryByText(/première consultation/i)).not.toBeInTheDocument();
  });

  it('tells a signed-out visitor the first consultation is free for new clients', async () => {
    sessions.signOut('client');
    const fetchMock = stubApi({ 'GET /api/client/consultants/c1/slots': json(200, { data: [first], meta: slotsMeta }) });
    renderRoutes(panelRoutes, '/our-experts/details/c1');
    expect(await screen.findByTestId('booking-free-first-note')).toHaveTextContent('Première consultation offerte aux nouveaux clients de cet expert.');
    expect(screen.getAllByText(/première consultation/i)).toHaveLength(1);
    expect(plain(screen.getByTestId('booking-fee').textContent)).toBe('60,00 €');
    expect(callsOf(fetchMock, 'GET /api/client/consultants/c1/quote')).toHaveLength(0);
  });

  it('sends a signed-out visitor choosing a slot to the client sign-in, keeping the page and the slot', async () => {
    sessions.signOut('client');
    stubApi({ 'GET /api/client/consultants/c1/slots': json(200, { data: [first], meta: slotsMeta }) });
    const { router } = renderRoutes(panelRoutes, '/our-experts/details/c1');
    expect(await screen.findByTestId('booking-sign-in-hint')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continuer' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '14:30' }));
    await screen.findByTestId('sign-in-reached');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(`/our-experts/details/c1?start=${encodeURIComponent(first.start)}`);
  });

  it('comes back from the sign-in with the slot chosen', async () => {
    stubApi({ 'GET /api/client/consultants/c1/slots': json(200, { data: [first, second], meta: slotsMeta }) });
    renderRoutes(panelRoutes, `/our-experts/details/c1?start=${encodeURIComponent(second.start)}`);
    expect(await screen.findByRole('button', { name: '15:30' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Continuer' })).toBeEnabled();
  });
});

describe('booking review', () => {
  it('says in English what is booked, the coupon by its code, how an online payment works and until when it can be cancelled', async () => {
    const en = createI18n('en');
    await ensureLazyTranslations(en);
    renderWithProviders(
      <BookingReview
        consultantName="Dr Jeanne Martin"
        slot={{ start: '2026-12-01T09:00:00.000Z', end: '2026-12-01T10:00:00.000Z' }}
        meta={{ ...slotsMeta, free_first_consultation: false, payment_provider: 'stripe' }}
        price={{ list_fee_minor: 6000, fee_minor: 5400, currency: 'EUR', free_first_consultation: false, coupon_code: 'ZEN10' }}
        timeZone="Asia/Kolkata"
      />,
      en,
    );
    expect(await screen.findByTestId('review-expert')).toHaveTextContent('Dr Jeanne Martin');
    expect(plain(screen.getByTestId('review-when').textContent)).toMatch(/^Tuesday, December 1, 2026, 2:30\sPM\s?–\s?3:30\sPM \(India .*\)$/u);
    expect(screen.getByTestId('review-duration')).toHaveTextContent('60-minute session');
    expect(plain(screen.getByText('Discount (code ZEN10)').nextElementSibling?.textContent ?? '')).toBe('−€6.00');
    expect(screen.getByTestId('review-total')).toHaveTextContent('€54.00');
    expect(screen.getByTestId('review-payment')).toHaveTextContent('After confirming, you pay €54.00 online by card');
    // 24 h before 14:30 in Kolkata.
    expect(plain(screen.getByTestId('review-cancellation').textContent)).toMatch(/until Monday, November 30, 2026(,| at) 2:30 PM \(24 h before the start\)/);
  });
});

describe('booking page /booking/:token', () => {
  const pageRoutes = [{ path: '/booking/:token', element: <BookingDetailsPage timeZone="Asia/Kolkata" /> }];

  beforeEach(() => {
    sessions.signIn('client', 'client.jwt', clientUser as never);
  });

  it('shows the booking in the viewer’s zone and, once the deadline has passed, no actions but the explanation', async () => {
    stubApi({
      'GET /api/client/bookings/by-token/tok-1': json(200, { data: booking({ can_change: false, checkout_url: 'https://checkout.example/pay', payment_provider: 'stripe' }) }),
    });
    renderRoutes(pageRoutes, '/booking/tok-1');
    expect(await screen.findByTestId('booking-expert')).toHaveTextContent('Dr Jeanne Martin');
    expect(screen.getByTestId('booking-date')).toHaveTextContent('1 décembre 2026');
    expect(screen.getByTestId('booking-day')).toHaveTextContent('mardi');
    expect(screen.getByTestId('booking-time')).toHaveTextContent('14:30–15:30');
    expect(screen.getByTestId('booking-zone')).toHaveTextContent(/^Horaires affichés en heure de l’Inde$/);
    expect(plain(screen.getByTestId('booking-fees').textContent)).toBe('60,00 €');
    expect(screen.getByTestId('payment-status')).toHaveTextContent('En attente');
    expect(screen.getByRole('link', { name: 'Payer maintenant' })).toHaveAttribute('href', 'https://checkout.example/pay');
    expect(screen.getByRole('link', { name: 'Rejoindre la salle de consultation' })).toHaveAttribute('href', '/client/room/room-1');
    expect(screen.getByTestId('change-closed')).toHaveTextContent('ne peut plus être annulée ni déplacée en ligne');
    expect(screen.queryByRole('button', { name: 'Annuler la réservation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Déplacer' })).not.toBeInTheDocument();
  });

  it('shows who was in the consultation room and when, in the viewer’s zone and language', async () => {
    stubApi({ 'GET /api/client/bookings/by-token/tok-1': json(200, { data: booking({ can_change: false, attendance: visits() }) }) });
    renderRoutes(pageRoutes, '/booking/tok-1');
    const lines = within(await screen.findByTestId('booking-attendance')).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(['Dr Jeanne Martin : dans la salle 14:30–15:25', 'Vous : dans la salle 14:32–15:21']);
  });

  it('says in English when a party is still in the room, and that nobody came once a booking is over', async () => {
    let current = booking({ can_change: false, attendance: visits(null) });
    stubApi({ 'GET /api/client/bookings/by-token/tok-1': () => json(200, { data: current }) });
    const en = createI18n('en');
    await ensureLazyTranslations(en);
    const view = renderRoutes(pageRoutes, '/booking/tok-1', en);
    const lines = within(await screen.findByTestId('booking-attendance')).getAllByRole('listitem');
    expect(lines.map((line) => plain(line.textContent))).toEqual(['Dr Jeanne Martin: joined 2:30 PM–3:25 PM', 'You: joined 2:32 PM, still in the room']);
    view.unmount();

    current = booking({ ...pastWindow(), attendance: [] });
    renderRoutes(pageRoutes, '/booking/tok-1', en);
    expect(await screen.findByTestId('booking-attendance')).toHaveTextContent('Nobody joined the consultation room.');
  });

  it('offers to report a problem once the booking has begun, with the expert and the booking chosen', async () => {
    let current = booking();
    stubApi({ 'GET /api/client/bookings/by-token/tok-1': () => json(200, { data: current }) });
    const view = renderRoutes(pageRoutes, '/booking/tok-1');
    expect(await screen.findByTestId('booking-expert')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Signaler un problème' })).not.toBeInTheDocument();
    view.unmount();

    current = booking(pastWindow());
    renderRoutes(pageRoutes, '/booking/tok-1');
    expect(await screen.findByRole('link', { name: 'Signaler un problème' })).toHaveAttribute('href', '/client/add-complaint?against=c1&booking=b1');
  });

  it('names what reduced the fee: the free first consultation, or the coupon by its code; never a bare discount', async () => {
    let current = booking({ discount_minor: 6000, fee_minor: 0, free_first_consultation: true, payment_status: 'free' });
    stubApi({ 'GET /api/client/bookings/by-token/tok-1': () => json(200, { data: current }) });
    const view = renderRoutes(pageRoutes, '/booking/tok-1');
    expect(plain((await screen.findByTestId('booking-discount')).textContent)).toBe('Tarif 60,00 €, première consultation offerte');
    view.unmount();
    current = booking({ discount_minor: 600, fee_minor: 5400, coupon_code: 'ZEN10' });
    const again = renderRoutes(pageRoutes, '/booking/tok-1');
    expect(plain((await screen.findByTestId('booking-discount')).textContent)).toBe('Tarif 60,00 €, réduction de 6,00 € (code ZEN10)');
    again.unmount();
    current = booking({ discount_minor: 600, fee_minor: 5400, coupon_code: null });
    renderRoutes(pageRoutes, '/booking/tok-1');
    expect(await screen.findByTestId('booking-fees')).toBeInTheDocument();
    expect(screen.queryByTestId('booking-discount')).not.toBeInTheDocument();
  });

  it('says nothing of the room’s attendance before a booking has taken place', async () => {
    stubApi({ 'GET /api/client/bookings/by-token/tok-1': json(200, { data: booking() }) });
    renderRoutes(pageRoutes, '/booking/tok-1');
    expect(await screen.findByTestId('booking-expert')).toBeInTheDocument();
    expect(screen.queryByTestId('booking-attendance')).not.toBeInTheDocument();
  });

  it('cancels with a reason after confirmation', async () => {
    let current = booking();
    const fetchMock = stubApi({
      'GET /api/client/bookings/by-token/tok-1': () => json(200, { data: current }),
      'POST /api/client/bookings/b1/cancel': (init) => {
        const { reason } = JSON.parse(String(init.body)) as { reason: string };
        current = booking({ status: 'cancelled', can_change: false, cancelled_at: '2026-11-22T08:00:00.000Z', cancellation_reason: reason });
        return json(200, { data: current });
      },
    });
    renderRoutes(pageRoutes, '/booking/tok-1');
    const user = userEvent.setup();
    expect(await screen.findByTestId('change-deadline')).toHaveTextContent('Vous pouvez annuler ou déplacer cette réservation jusqu’au');
    await user.click(screen.getByRole('button', { name: 'Annuler la réservation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler la réservation ?' });
    await user.type(within(dialog).getByLabelText('Motif (facultatif)'), 'Empêchement');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer l’annulation' }));
    expect(await screen.findByTestId('booking-cancelled')).toHaveTextContent('Motif : Empêchement');
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Annulée');
    // Cancelled before it was paid: nothing is owed, never "pending".
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Aucun paiement dû');
    expect(screen.queryByRole('button', { name: 'Déplacer' })).not.toBeInTheDocument();
    expect(JSON.parse(String(callsOf(fetchMock, 'POST /api/client/bookings/b1/cancel')[0][1].body))).toEqual({ reason: 'Empêchement' });
  });

  it('cancel: a reason too long is refused in the user’s language, and the API’s 400 shows under the reason', async () => {
    const fetchMock = stubApi({
      'GET /api/client/bookings/by-token/tok-1': () => json(200, { data: booking() }),
      'POST /api/client/bookings/b1/cancel': () =>
        json(400, { error: { status: 400, name: 'ValidationError', message: 'Invalid data', details: { fieldErrors: { reason: ['Please remove the link.'] } } } }),
    });
    const en = createI18n('en');
    await ensureLazyTranslations(en);
    renderRoutes(pageRoutes, '/booking/tok-1', en);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel the booking' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the booking?' });
    const reason = within(dialog).getByLabelText('Reason (optional)');
    await user.click(reason);
    await user.paste('x'.repeat(1001));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm the cancellation' }));
    expect(await within(dialog).findByText('This field is longer than 1000 characters.')).toBeInTheDocument();
    expect(reason).toHaveFocus();
    expect(callsOf(fetchMock, 'POST /api/client/bookings/b1/cancel')).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, 'See https://example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm the cancellation' }));
    expect(await within(dialog).findByText('Please remove the link.')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
  });

  it('reschedules to a free slot, and shows the server’s refusal', async () => {
    const next = slot(soon(3, 5));
    let refused = true;
    const fetchMock = stubApi({
      'GET /api/client/bookings/by-token/tok-1': json(200, { data: booking() }),
      'GET /api/client/consultants/c1/slots': json(200, { data: [next], meta: slotsMeta }),
      'POST /api/client/bookings/b1/reschedule': () => {
        if (refused) {
          refused = false;
          return apiError(409, 'ChangeTooLate', 'Il est trop tard pour modifier cette réservation.');
        }
        return json(200, { data: booking({ start: next.start, end: next.end, reschedule_count: 1 }) });
      },
    });
    renderRoutes(pageRoutes, '/booking/tok-1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Déplacer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Déplacer la réservation' });
    await user.click(await within(dialog).findByRole('button', { name: '10:30' }));
    // No button of the dialog reads as cancelling the booking.
    expect(within(dialog).queryByRole('button', { name: /annul/i })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Garder le créneau actuel' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Choisir ce nouveau créneau' }));
    expect(await within(dialog).findByTestId('reschedule-error')).toHaveTextContent('Il est trop tard pour modifier cette réservation.');
    await user.click(within(dialog).getByRole('button', { name: 'Choisir ce nouveau créneau' }));
    await waitFor(() => expect(screen.getByTestId('booking-time')).toHaveTextContent('10:30–11:30'));
    expect(JSON.parse(String(callsOf(fetchMock, 'POST /api/client/bookings/b1/reschedule')[1][1].body))).toEqual({ start: next.start });
  });
});

describe('my bookings', () => {
  it('client: upcoming and past tabs, rows in the viewer’s zone, link to the booking page, pagination', async () => {
    sessions.signIn('client', 'client.jwt', clientUser as never);
    const fetchMock = stubApi({
      'GET /api/client/bookings': (_init, url) =>
        new URL(url, 'http://x').searchParams.get('when') === 'past'
          ? list([booking({ id: 'b0', token: 'tok-0', status: 'cancelled', can_change: false, payment_status: 'refunded', attendance: visits() })])
          : list([booking({ payment_status: 'free', fee_minor: 0 })], 1, 3),
    });
    renderRoutes([{ path: '/client/my-booking', element: <BookingsListPage role="client" timeZone="Asia/Kolkata" /> }], '/client/my-booking');
    const row = await screen.findByTestId('booking-row');
    expect(within(row).getByTestId('row-person')).toHaveTextContent('Dr Jeanne Martin');
    expect(within(row).getByTestId('row-day')).toHaveTextContent('mardi');
    expect(within(row).getByTestId('row-time')).toHaveTextContent('14:30–15:30');
    expect(within(row).getByTestId('row-fees')).toHaveTextContent('Offerte');
    expect(within(row).getByTestId('row-attendance')).toHaveTextContent(/^—$/);
    expect(within(row).getByRole('link', { name: 'Voir la réservation : Dr Jeanne Martin, 1 décembre 2026 14:30–15:30' })).toHaveAttribute('href', '/booking/tok-1');
    expect(screen.getByTestId('pagination')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Passées' }));
    await waitFor(() => expect(within(screen.getByTestId('booking-row')).getByTestId('booking-status')).toHaveTextContent('Annulée'));
    expect(within(screen.getByTestId('booking-row')).getByTestId('payment-status')).toHaveTextContent('Remboursée');
    // Who was in the consultation room, per party, in the viewer's zone.
    expect(
      within(within(screen.getByTestId('booking-row')).getByTestId('row-attendance'))
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Dr Jeanne Martin : dans la salle 14:30–15:25', 'Vous : dans la salle 14:32–15:21']);
    expect(new URL(callsOf(fetchMock, 'GET /api/client/bookings').at(-1)![0], 'http://x').searchParams.get('when')).toBe('past');
  });

  it('consultant: mark paid, cancel and reschedule only when allowed, and add a note', async () => {
    sessions.signIn('consultant', 'consultant.jwt', consultantUser as never);
    let paid = false;
    const fetchMock = stubApi({
      'GET /api/consultant/bookings': () =>
        list([
          booking({ notes_count: 2, payment_status: paid ? 'paid' : 'pending', attendance: visits(null) }),
          booking({
            id: 'b2',
            client: { id: 'u2', display_name: 'Alex Dupont', time_zone: 'Europe/Paris' },
            start: '2026-12-02T09:00:00.000Z',
            end: '2026-12-02T10:00:00.000Z',
            can_change: false,
            payment_status: 'paid',
          }),
        ]),
      'POST /api/consultant/bookings/b1/mark-paid': () => {
        paid = true;
        return json(200, { data: booking({ payment_status: 'paid' }) });
      },
    });
    renderRoutes([{ path: '/consultant/my-booking', element: <BookingsListPage role="consultant" timeZone="Asia/Kolkata" /> }], '/consultant/my-booking');
    const [first, second] = await screen.findAllByTestId('booking-row');
    expect(within(first).getByTestId('row-person')).toHaveTextContent('Camille Martin');
    expect(within(first).getByTestId('row-notes')).toHaveTextContent('2');
    expect(
      within(within(first).getByTestId('row-attendance'))
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Vous : dans la salle 14:30–15:25', 'Camille Martin : dans la salle depuis 14:32']);
    const summary = 'Camille Martin, 1 décembre 2026 14:30–15:30';
    expect(within(first).getByRole('button', { name: `Déplacer : ${summary}` })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: `Annuler : ${summary}` })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: `Ajouter une note : ${summary}` })).toHaveAttribute('href', '/consultant/my-booking/add-note/b1/u1');
    // Paid and past the deadline: only the note.
    expect(within(second).queryAllByRole('button')).toHaveLength(0);
    expect(
      within(second)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Ajouter une note']);

    expect(within(first).queryByRole('link', { name: /Signaler un problème/ })).not.toBeInTheDocument();

    await userEvent.setup().click(within(first).getByRole('button', { name: `Marquer payée : ${summary}` }));
    await waitFor(() => expect(within(screen.getAllByTestId('booking-row')[0]).getByTestId('payment-status')).toHaveTextContent('Payée'));
    expect(within(screen.getAllByTestId('booking-row')[0]).queryByRole('button', { name: /Marquer payée/ })).not.toBeInTheDocument();
    expect(callsOf(fetchMock, 'POST /api/consultant/bookings/b1/mark-paid')).toHaveLength(1);
  });
});

describe('reporting a problem from the consultant’s past bookings', () => {
  it('links a booking that has begun to the add-complaint page with the client and the booking chosen', async () => {
    sessions.signIn('consultant', 'consultant.jwt', consultantUser as never);
    stubApi({ 'GET /api/consultant/bookings': list([booking({ ...pastWindow(), payment_status: 'paid' })]) });
    renderRoutes([{ path: '/consultant/my-booking', element: <BookingsListPage role="consultant" timeZone="Asia/Kolkata" /> }], '/consultant/my-booking?when=past');
    const [row] = await screen.findAllByTestId('booking-row');
    expect(within(row).getByRole('link', { name: /^Signaler un problème : Camille Martin, / })).toHaveAttribute('href', '/consultant/add-complaint?against=u1&booking=b1');
  });
});

describe('consultant notes and the client’s forms', () => {
  beforeEach(() => {
    sessions.signIn('consultant', 'consultant.jwt', consultantUser as never);
  });

  it('adds a note to the booking and shows the health assessment read-only, grouped by section with the scores', async () => {
    const note = (id: string, text: string) => ({
      id,
      booking_id: 'b1',
      client: { id: 'u1', display_name: 'Camille Martin' },
      text,
      created_at: '2026-12-01T11:00:00.000Z',
      updated_at: '2026-12-01T11:00:00.000Z',
    });
    const fetchMock = stubApi({
      'GET /api/consultant/bookings/b1/notes': json(200, { data: [note('n1', 'Première séance : sommeil difficile.')] }),
      'POST /api/consultant/bookings/b1/notes': (init) => json(201, { data: note('n2', (JSON.parse(String(init.body)) as { text: string }).text) }),
      'GET /api/consultant/clients/u1/health-assessment': json(200, {
        data: {
          client: { id: 'u1', display_name: 'Camille Martin' },
          questionnaire: {
            version: 2,
            sections: [
              {
                key: 'habits',
                title: 'Habitudes',
                questions: [
                  {
                    key: 'sleep',
                    label: 'Heures de sommeil',
                    type: 'single',
                    options: [
                      { value: 'lt6', label: 'Moins de 6 h' },
                      { value: 'gt6', label: 'Plus de 6 h' },
                    ],
                    required: true,
                  },
                  { key: 'smoker', label: 'Fumeur', type: 'boolean', required: true },
                ],
              },
            ],
          },
          answers: { sleep: 'lt6', smoker: false },
          version: 2,
          completed_at: '2026-11-20T10:00:00.000Z',
          scores: { phq9: 12, phq9_band: 'moderate', gad7: 4, gad7_band: 'minimal' },
          document: null,
          up_to_date: true,
        },
      }),
    });
    renderRoutes([{ path: '/consultant/my-booking/add-note/:sessionId?/:clientId?', element: <AddNotePage timeZone="Europe/Paris" /> }], '/consultant/my-booking/add-note/b1/u1');
    const user = userEvent.setup();
    expect(await screen.findByTestId('note')).toHaveTextContent('Première séance : sommeil difficile.');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Notes de séance : Camille Martin');

    await user.click(screen.getByRole('button', { name: 'Ajouter la note' }));
    // The API's own rule (NoteRequest), in the user's language, under the field which gets the focus.
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nouvelle note/)).toHaveFocus();
    expect(screen.getByLabelText(/^Nouvelle note/)).toHaveAttribute('aria-invalid', 'true');
    expect(callsOf(fetchMock, 'POST /api/consultant/bookings/b1/notes')).toHaveLength(0);
    await user.type(screen.getByLabelText(/^Nouvelle note/), 'Suivi : mieux.');
    await user.click(screen.getByRole('button', { name: 'Ajouter la note' }));
    await waitFor(() => expect(screen.getAllByTestId('note').map((n) => n.textContent)).toEqual([expect.stringContaining('Suivi : mieux.'), expect.stringContaining('Première séance')]));
    expect(JSON.parse(String(callsOf(fetchMock, 'POST /api/consultant/bookings/b1/notes')[0][1].body))).toEqual({ text: 'Suivi : mieux.' });

    // Read only when opened (every read is audit-logged).
    expect(callsOf(fetchMock, 'GET /api/consultant/clients/u1/health-assessment')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Bilan de santé' }));
    const region = await screen.findByRole('region', { name: 'Bilan de santé' });
    expect(await within(region).findByTestId('score-phq9')).toHaveTextContent('PHQ-9 : 12 (modéré)');
    expect(within(region).getByTestId('score-gad7')).toHaveTextContent('GAD-7 : 4 (minimal)');
    const habits = within(region).getByRole('region', { name: 'Habitudes' });
    expect(within(habits).getByTestId('answer-sleep')).toHaveTextContent('Moins de 6 h');
    expect(within(habits).getByTestId('answer-smoker')).toHaveTextContent('Non');
  });

  it('without a booking shows the client’s notes and the consent form, and no note form', async () => {
    stubApi({
      'GET /api/consultant/notes': json(200, { data: [] }),
      'GET /api/consultant/clients/u1/consent-form': json(200, {
        data: {
          client: { id: 'u1', display_name: 'Camille Martin' },
          accepted_version: 3,
          accepted_at: '2026-11-20T10:00:00.000Z',
          up_to_date: true,
          health_data_consent: true,
          signed_file: { id: 'f1', name: 'consentement.pdf', mime: 'application/pdf', size: 1000, created_at: '2026-11-20T10:00:00.000Z', url: '/api/files/f1' },
        },
      }),
    });
    renderRoutes([{ path: '/consultant/my-booking/add-note/:sessionId?/:clientId?', element: <AddNotePage timeZone="Europe/Paris" /> }], '/consultant/my-booking/add-note/-/u1');
    expect(await screen.findByTestId('no-notes')).toBeInTheDocument();
    expect(screen.getByTestId('note-needs-booking')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ajouter la note' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Formulaire de consentement' }));
    expect(await screen.findByTestId('client-consent-form')).toHaveTextContent('Version 3 acceptée le');
    expect(screen.getByTestId('consent-file')).toHaveTextContent('consentement.pdf');
  });
});

describe('consultant dashboard: bookings', () => {
  it('shows the next appointment, today, the week, totals, assessments to read and recent notes', async () => {
    sessions.signIn('consultant', 'consultant.jwt', consultantUser as never);
    const next = booking({ can_change: true, attendance: [{ role: 'client', joined_at: '2026-12-01T08:55:00.000Z', left_at: null }] });
    stubApi({
      'GET /api/consultant/dashboard': json(200, {
        data: {
          next_booking: next,
          today: [],
          week: [next, booking({ id: 'b2', client: { id: 'u2', display_name: 'Alex Dupont', time_zone: 'Europe/Paris' }, can_change: false })],
          total_clients: 5,
          upcoming_count: 2,
          past_count: 9,
          health_assessments_to_read: [{ client: { id: 'u2', display_name: 'Alex Dupont' }, completed_at: '2026-11-20T10:00:00.000Z', next_booking_start: null }],
          recent_notes: [
            { id: 'n1', booking_id: 'b0', client: { id: 'u1', display_name: 'Camille Martin' }, text: 'Bonne séance.', created_at: '2026-11-20T10:00:00.000Z', updated_at: '2026-11-20T10:00:00.000Z' },
          ],
        },
      }),
    });
    renderWithProviders(<ConsultantBookingsOverview timeZone="Asia/Kolkata" />);
    expect(await screen.findByTestId('next-client')).toHaveTextContent('Camille Martin');
    expect(screen.getByTestId('next-when')).toHaveTextContent('mardi 1 décembre 2026, 14:30–15:30 (heure de l’Inde)');
    const nextCard = screen.getByRole('region', { name: 'Prochain rendez-vous' });
    expect(within(nextCard).getByRole('link', { name: 'Rejoindre la salle de consultation' })).toHaveAttribute('href', '/consultant/room/room-1');
    // The client already waits in the room.
    expect(within(nextCard).getByTestId('next-attendance')).toHaveTextContent('Camille Martin : dans la salle depuis 14:25');
    expect(within(nextCard).getByRole('button', { name: /^Déplacer : Camille Martin/ })).toBeInTheDocument();
    expect(screen.getByTestId('today-list-empty')).toHaveTextContent('Aucune visite aujourd’hui.');
    const week = within(screen.getByTestId('week-list'));
    expect(week.getAllByTestId('dashboard-booking')).toHaveLength(2);
    expect(week.getAllByRole('button', { name: /^Déplacer/ })).toHaveLength(1);
    expect(screen.getByTestId('total-clients')).toHaveTextContent('5');
    expect(screen.getByRole('link', { name: 'Lire le bilan de santé d’Alex Dupont' })).toHaveAttribute('href', '/consultant/my-booking/add-note/-/u2');
    expect(within(screen.getByTestId('recent-notes')).getByRole('link', { name: 'Camille Martin' })).toHaveAttribute('href', '/consultant/my-booking/add-note/b0/u1');
  });
});
