import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EarlierSlotMovePage } from './earlier-slot-move-page';
import { EarlierSlotAlertToggle } from './earlier-slot-alert-toggle';
import { createI18n, ensureLazyTranslations } from '../../../lib/i18n';
import { renderRoutes } from '../../../test/render';
import fr from '../../../lib/i18n/locales/fr.json';
import en from '../../../lib/i18n/locales/en.json';
import type { Booking } from '../model/types';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** An instance in `language` with the account pages' texts (the lazy part, as the route loads it). */
async function inLanguage(language: 'fr' | 'en') {
  const instance = createI18n(language);
  await ensureLazyTranslations(instance);
  return instance;
}
const english = () => inLanguage('en');

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
/** A move link's token as the e-mail carries it: the slot of 1 July 2030, 08:00 UTC (the signature is the server's business). */
const token = `${btoa(JSON.stringify({ b: 'booking-1', s: Date.UTC(2030, 6, 1, 8), e: Date.UTC(2030, 6, 1), n: 0 }))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '')}.signature`;
const moveRoute = [{ path: '/bookings/move', element: <EarlierSlotMovePage timeZone="Europe/Paris" /> }];
const moved = { id: 'booking-1', token: 'link-1', start: '2030-07-01T08:00:00.000Z' };

describe('one-click move page', () => {
  it('shows the freed slot in the viewer’s zone and moves nothing until its button is pressed', async () => {
    const fetchMock = vi.fn(async () => json(200, { data: moved }));
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(moveRoute, `/bookings/move?token=${token}`, await inLanguage('fr'));
    expect(await screen.findByRole('heading', { level: 1, name: fr.bookings.move.title })).toBeInTheDocument();
    expect(screen.getByTestId('move-slot')).toHaveTextContent('10:00');
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: fr.bookings.move.action }));
    expect(await screen.findByRole('status')).toHaveTextContent(fr.bookings.move.moved);
    expect(screen.getByRole('link', { name: fr.bookings.move.seeBooking })).toHaveAttribute('href', '/booking/link-1');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/client/earlier-slot-moves');
    expect(JSON.parse(init.body as string)).toEqual({ token });
  });

  it('tells a client who lost the race that the slot was just taken', async () => {
    const message = 'This slot was just taken by someone else. Your booking keeps its current time.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(409, { error: { status: 409, name: 'SlotTaken', message } })),
    );
    renderRoutes(moveRoute, `/bookings/move?token=${token}`, await english());
    await userEvent.setup().click(await screen.findByRole('button', { name: en.bookings.move.action }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(en.bookings.move.outcome.taken);
    expect(alert).toHaveTextContent(message);
  });

  it('says an expired link has expired', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(410, { error: { status: 410, name: 'EarlierSlotLinkExpired', message: 'Ce lien a expiré. Demandez une nouvelle alerte depuis votre réservation.' } })),
    );
    renderRoutes(moveRoute, `/bookings/move?token=${token}`, await inLanguage('fr'));
    await userEvent.setup().click(await screen.findByRole('button', { name: fr.bookings.move.action }));
    expect(await screen.findByRole('alert')).toHaveTextContent(fr.bookings.move.outcome.expired);
  });

  it('refuses an unreadable link without calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(moveRoute, '/bookings/move?token=nonsense', await inLanguage('fr'));
    expect(await screen.findByRole('alert')).toHaveTextContent(fr.bookings.move.invalid);
    expect(screen.queryByRole('button', { name: fr.bookings.move.action })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('earlier-slot switch of a booking', () => {
  it('turns the alert on and shows it on', async () => {
    const fetchMock = vi.fn(async () => json(200, { data: { enabled: true } }));
    vi.stubGlobal('fetch', fetchMock);
    const onChange = vi.fn();
    const booking = { id: 'booking-1', earlier_slot_alert: false } as Booking;
    renderRoutes([{ path: '/', element: <EarlierSlotAlertToggle booking={booking} onChange={onChange} /> }], '/', await english());
    await userEvent.setup().click(await screen.findByRole('switch', { name: en.bookings.earlierSlot.label }));
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith({ ...booking, earlier_slot_alert: true }));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/client/bookings/booking-1/earlier-slot-alert');
    expect(init.method).toBe('POST');
  });

  it('shows why a booking past its change deadline cannot take an alert', async () => {
    const message = 'A booking can no longer be cancelled or rescheduled less than 24 h before it starts.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(409, { error: { status: 409, name: 'ChangeTooLate', message } })),
    );
    const booking = { id: 'booking-1', earlier_slot_alert: false } as Booking;
    renderRoutes([{ path: '/', element: <EarlierSlotAlertToggle booking={booking} onChange={vi.fn()} /> }], '/', await english());
    await userEvent.setup().click(await screen.findByRole('switch', { name: en.bookings.earlierSlot.label }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
