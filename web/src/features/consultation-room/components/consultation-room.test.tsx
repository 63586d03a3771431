import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../../app/router';
import { ensureLazyTranslations } from '../../../lib/i18n';
import { sessions } from '../../../lib/session';
import { renderRoutes, renderWithProviders } from '../../../test/render';
import type { Room, RoomMessage } from '../model/types';
import { ChatBox } from './chat-box';
import { RoomPage } from './room-page';
import { ClosedView, EjectedView } from './room-status-views';
import { clock } from '../../../lib/clock';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const notFound = () => json(404, { error: { status: 404, name: 'NotFoundError', message: 'Salle de consultation introuvable.' } });
/** Text as shown, with the narrow and ordinary no-break spaces of Intl read as spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const clientUser = { id: 3, email: 'camille@example.org', role: 'client', display_name: 'Camille Martin' };
const consultantUser = { id: 7, email: 'jeanne@example.org', role: 'consultant', display_name: 'Jeanne Martin', approval_status: 'approved', active_status: true };
const webSettings = { data: { site_title: 'Sérénité', domain_name: 'x', legal_name: 'Sérénité SAS', web_logo: null, fab_icon: null, social_links: [], locale: 'fr' } };

/** A room whose session starts `startsIn` ms from now (60 minutes long, open 10 minutes before, closed 30 after). */
function room(startsIn: number, patch: Partial<Room> = {}): Room {
  const start = clock.ms() + startsIn;
  const end = start + 60 * 60_000;
  return {
    room_id: 'r1',
    booking: { id: 'b1', start: new Date(start).toISOString(), end: new Date(end).toISOString(), status: 'confirmed' },
    counterpart: { id: 'c1', display_name: 'Dr Jeanne Martin' },
    state: 'too_early',
    opens_at: new Date(start - 10 * 60_000).toISOString(),
    closes_at: new Date(end + 30 * 60_000).toISOString(),
    ...patch,
  };
}

/** Stubs fetch at the HTTP boundary: the web settings and the profile's zone always, the rest by `handler`. */
function stubApi(handler: (url: string) => Response | undefined, profileZone = 'America/New_York') {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input).split('?')[0];
    if (url.endsWith('/web-setting/get-record')) return json(200, webSettings);
    if (url === '/api/client/profile' || url === '/api/consultant/profile') return json(200, { data: { user: clientUser, profile: { time_zone: profileZone } } });
    return handler(url) ?? notFound();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderRoom = () => renderRoutes([{ path: '/client/room/:roomid', element: <RoomPage role="client" /> }], '/client/room/r1');

beforeAll(async () => {
  await ensureLazyTranslations();
});

afterEach(() => {
  for (const role of ['client', 'consultant', 'admin'] as const) sessions.signOut(role);
  vi.unstubAllGlobals();
});

describe('the room page before and after its window', () => {
  it('too early: says when the room opens in the viewer’s zone, with the zone’s name, and counts down', async () => {
    sessions.signIn('client', 'client.jwt', clientUser as never);
    // Opens in two hours and thirty seconds.
    const early = room(2 * 60 * 60_000 + 10 * 60_000 + 30_000);
    stubApi((url) => (url === '/api/client/rooms/r1' ? json(200, { data: early }) : undefined));
    renderRoom();

    const opensAt = await screen.findByTestId('room-opens-at');
    const wallClock = new Intl.DateTimeFormat('fr-FR', { timeZone: 'America/New_York', hour: 'numeric', minute: '2-digit' }).format(new Date(early.opens_at));
    expect(plain(opensAt.textContent)).toContain(`à ${plain(wallClock)} (heure de l’Est nord-américain)`);
    expect(plain(opensAt.textContent)).toMatch(/^La salle ouvrira le /);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Consultation avec Dr Jeanne Martin');
    expect(screen.getByTestId('room-not-recorded')).toHaveTextContent('Cette séance n’est pas enregistrée');
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent(/^Ouverture dans 2 h 0\d min \d\d s$/);
    // It is live: the seconds go down.
    const first = timer.textContent;
    await waitFor(() => expect(timer.textContent).not.toBe(first), { timeout: 3000 });
    expect(screen.queryByTestId('room-prejoin')).not.toBeInTheDocument();
  });

  it('moves on to the pre-join screen when the countdown ends', async () => {
    sessions.signIn('client', 'client.jwt', clientUser as never);
    const soon = room(10 * 60_000 + 1500);
    let reads = 0;
    stubApi((url) => {
      if (url === '/api/client/rooms/r1') {
        reads += 1;
        return json(200, { data: Date.parse(soon.opens_at) <= clock.ms() ? { ...soon, state: 'open' } : soon });
      }
      if (url === '/api/client/bookings/b1/messages') return json(200, { data: [], meta: { pagination: { page: 1, pageSize: 100, pageCount: 0, total: 0 } } });
      return undefined;
    });
    renderRoom();

    expect(await screen.findByRole('timer')).toHaveTextContent(/^Ouverture dans 0 min 0\d s$/);
    // The countdown's end and the room's next read; a busy machine may take a while to render them.
    expect(await screen.findByRole('heading', { name: 'Avant d’entrer dans l’appel' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(reads).toBeGreaterThanOrEqual(2);
    // jsdom has no camera: the reason is given in words, and the way in without devices is offered.
    expect(await screen.findByTestId('room-media-problem')).toHaveTextContent('Ce navigateur ne permet pas d’utiliser la caméra et le micro');
    expect(screen.getByRole('button', { name: 'Rejoindre sans caméra ni micro' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Rejoindre l’appel' })).toBeDisabled();
    expect(screen.getByRole('region', { name: 'Discussion' })).toBeInTheDocument();
  });

  it('closed: says when the room closed', async () => {
    sessions.signIn('client', 'client.jwt', clientUser as never);
    const past = room(-3 * 60 * 60_000, { state: 'closed' });
    stubApi((url) => (url === '/api/client/rooms/r1' ? json(200, { data: past }) : undefined), 'Europe/Paris');
    renderRoom();

    const closed = await screen.findByTestId('room-closed');
    expect(within(closed).getByRole('heading', { level: 2 })).toHaveTextContent('La salle est fermée');
    const wallClock = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: 'numeric', minute: '2-digit' }).format(new Date(past.closes_at));
    expect(plain(closed.textContent)).toContain(`La salle de cette séance a fermé le`);
    expect(plain(closed.textContent)).toContain(`à ${plain(wallClock)} (heure d’Europe centrale)`);
    expect(within(closed).getByRole('link', { name: 'Mes réservations' })).toHaveAttribute('href', '/client/my-booking');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('closed during the session: says the session was cancelled, or moved, rather than when the room closed', async () => {
    const open = room(0, { state: 'open' });
    const { unmount } = renderWithProviders(<ClosedView role="client" room={open} timeZone="Europe/Paris" closedAt={clock.now().toISOString()} reason="cancelled" />);
    expect(screen.getByTestId('room-closed')).toHaveTextContent('Cette séance a été annulée : la salle est fermée.');
    unmount();
    renderWithProviders(<ClosedView role="client" room={open} timeZone="Europe/Paris" closedAt={clock.now().toISOString()} reason="moved" />);
    expect(screen.getByTestId('room-closed')).toHaveTextContent('Cette séance a été déplacée : la salle rouvrira pour le nouvel horaire.');
    expect(screen.getByTestId('room-closed')).not.toHaveTextContent('a fermé le');
  });

  it('closed by the room for sending too much: says why, and connects again only when asked', async () => {
    const onReconnect = vi.fn();
    renderWithProviders(<EjectedView role="client" room={room(0, { state: 'open' })} timeZone="Europe/Paris" onReconnect={onReconnect} />);
    const view = screen.getByTestId('room-ejected');
    expect(within(view).getByRole('heading', { level: 2 })).toHaveTextContent('La salle a fermé cette connexion');
    expect(view).toHaveTextContent('Cette fenêtre a envoyé trop de messages ou de signaux à la salle en peu de temps');
    expect(view).toHaveTextContent('Votre séance continue : reconnectez-vous pour la retrouver.');
    expect(within(view).getByRole('link', { name: 'Mes réservations' })).toHaveAttribute('href', '/client/my-booking');
    expect(onReconnect).not.toHaveBeenCalled();
    await userEvent.setup().click(within(view).getByRole('button', { name: 'Se reconnecter' }));
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });

  it('shows the not-found page to someone who is not a party (404)', async () => {
    sessions.signIn('client', 'client.jwt', clientUser as never);
    stubApi(() => undefined);
    renderRoom();
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});

/** A chat message. */
function message(id: string, patch: Partial<RoomMessage> = {}): RoomMessage {
  return { id, booking_id: 'b1', sender_role: 'consultant', text: `Message ${id}`, attachment: null, read_at: null, created_at: '2026-12-01T09:00:00.000Z', ...patch };
}

describe('the chat box', () => {
  it('sends with Enter, goes to a new line with Shift+Enter, and sends nothing empty', async () => {
    const onSend = vi.fn(async () => null);
    renderWithProviders(<ChatBox me="client" peerName="Dr Jeanne Martin" messages={[]} timeZone="Europe/Paris" onSend={onSend} />);
    const field = await screen.findByRole('textbox', { name: 'Votre message' });
    const user = userEvent.setup();

    await user.type(field, '{Enter}');
    expect(onSend).not.toHaveBeenCalled();

    await user.type(field, 'Bonjour docteur,{Shift>}{Enter}{/Shift}je vous entends bien.');
    expect(field).toHaveValue('Bonjour docteur,\nje vous entends bien.');
    expect(onSend).not.toHaveBeenCalled();

    await user.type(field, '{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith('Bonjour docteur,\nje vous entends bien.');
    await waitFor(() => expect(field).toHaveValue(''));
  });

  it('keeps the text and shows the server’s reason when a message is refused', async () => {
    const onSend = vi.fn(async () => 'Le message contient des caractères de contrôle.');
    renderWithProviders(<ChatBox me="client" peerName="Dr Jeanne Martin" messages={[]} timeZone="Europe/Paris" onSend={onSend} />);
    const field = await screen.findByRole('textbox', { name: 'Votre message' });
    const user = userEvent.setup();
    await user.type(field, 'Bonjour{Enter}');
    expect(await screen.findByText('Le message contient des caractères de contrôle.')).toBeInTheDocument();
    expect(field).toHaveValue('Bonjour');
  });

  it('shows messages as text: a link or a script in a message stays text', async () => {
    const hostile = '<a href="https://evil.example/">cliquez ici</a> <script>window.hacked = true</script> <img src=x onerror="alert(1)">';
    const { container } = renderWithProviders(
      <ChatBox
        me="client"
        peerName="Dr Jeanne Martin"
        messages={[message('m1', { text: hostile }), message('m2', { sender_role: 'client', text: 'https://exemple.org/page', read_at: '2026-12-01T09:01:00.000Z' })]}
        timeZone="Europe/Paris"
        onSend={async () => null}
      />,
    );
    const log = await screen.findByRole('log');
    const texts = within(log).getAllByTestId('chat-text');
    expect(texts[0].textContent).toBe(hostile);
    expect(texts[1].textContent).toBe('https://exemple.org/page');
    expect(container.querySelector('a[href="https://evil.example/"]')).toBeNull();
    expect(container.querySelector('a[href="https://exemple.org/page"]')).toBeNull();
    expect(log.querySelector('script, img')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    // Who wrote what, when (Paris time), and that the client's own message was read.
    expect(plain(within(log).getAllByTestId('chat-message')[0].textContent)).toContain('Dr Jeanne Martin · 10:00');
    expect(within(log).getAllByTestId('chat-message')[1]).toHaveTextContent(/^Vous · 10:00/);
    expect(within(within(log).getAllByTestId('chat-message')[1]).getByTestId('chat-read')).toHaveTextContent('Lu');
  });

  it('shows a file sent in the chat by its name, with a download button, and the other party typing', async () => {
    const file = { id: 'f1', kind: 'chat-attachment' as const, name: 'ordonnance.pdf', mime: 'application/pdf', size: 1024, created_at: '2026-12-01T09:00:00.000Z', url: '/api/files/f1' };
    renderWithProviders(
      <ChatBox
        me="client"
        peerName="Dr Jeanne Martin"
        messages={[message('m1', { text: '', attachment: file })]}
        timeZone="Europe/Paris"
        onSend={async () => null}
        onSendFile={async () => null}
        peerTyping
      />,
    );
    expect(await screen.findByRole('button', { name: /ordonnance\.pdf/ })).toHaveAttribute('title', 'Télécharger ordonnance.pdf');
    expect(screen.getByTestId('chat-typing')).toHaveTextContent('Dr Jeanne Martin écrit…');
    expect(screen.getByRole('button', { name: 'Joindre un fichier' })).toBeInTheDocument();
  });
});

describe('/chat-room/:roomid', () => {
  const tooEarly = room(2 * 60 * 60_000);
  const roomApi = (url: string) => (url === '/api/client/rooms/r1' || url === '/api/consultant/rooms/r1' ? json(200, { data: tooEarly }) : undefined);

  it('sends a signed-in client to the client’s room page', async () => {
    stubApi(roomApi);
    sessions.signIn('client', 'client.jwt', clientUser as never);
    const { router } = renderRoutes(routes, '/chat-room/r1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/room/r1'));
    expect(await screen.findByTestId('room-too-early')).toBeInTheDocument();
  });

  it('sends a signed-in consultant to the consultant’s room page', async () => {
    stubApi(roomApi);
    sessions.signIn('consultant', 'consultant.jwt', consultantUser as never);
    const { router } = renderRoutes(routes, '/chat-room/r1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/consultant/room/r1'));
    expect(await screen.findByTestId('room-too-early')).toBeInTheDocument();
  });

  it('sends a visitor to the client sign-in, keeping the room’s path', async () => {
    stubApi(roomApi);
    const { router } = renderRoutes(routes, '/chat-room/r1');
    await screen.findByTestId('sign-in-form');
    expect(router.state.location.pathname).toBe('/public/client/sign-in');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/chat-room/r1');
  });
});
