/**
 * The live session of a webinar (DESIGN §4 "Group sessions (webinars)"; docs/webinar-room.md): the
 * consultation room's doors (handshake, window, attendance) for the host and the registered clients
 * only; a shared chat; raised hands queued for the host; the floor given to one attendee and taken
 * back, which decides who may send media to the forwarding unit; the unit's offers and answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { API_KEY, booted, seedOnce, unique } from '../helpers/strapi';
import { signUpConsultant, type SignedIn } from '../helpers/accounts';
import { expectStatus } from '../helpers/onboarding';
import { bookableConsultant, readyClient, type ReadyClient } from '../helpers/bookings';
import { closeSockets, connect, eventually, next } from '../helpers/room';
import { clock } from '../../src/contracts/clock';

const MINUTE = 60_000;

let host: SignedIn;
let attendees: ReadyClient[];
let unregistered: ReadyClient;
let webinarId: string;
let laterId: string;

/** A published webinar of `host` (its documentId), then moved to start at `start` (stored as it is). */
async function publishedAt(start: Date): Promise<string> {
  const created = await host.http.post('/api/consultant/webinars', {
    title_fr: `Respirer ensemble ${unique()}`,
    title_en: 'Breathing together',
    description_fr: 'Pratique guidée.',
    description_en: 'Guided practice.',
    specialization: 'ayurveda',
    language: 'fr',
    start: new Date(clock.ms() + 5 * 24 * 60 * MINUTE).toISOString(),
    duration_minutes: 60,
    capacity: 20,
    fee_minor: 0,
  });
  expectStatus(created, 201);
  const id = created.body.data.id as string;
  expectStatus(await host.http.post(`/api/consultant/webinars/${id}/publish`, {}), 200);
  for (const client of attendees) expectStatus(await client.http.post(`/api/client/webinars/${id}/registration`, {}), 201);
  await booted()
    .db.query('api::webinar.webinar')
    .update({ where: { documentId: id }, data: { start, end: new Date(start.getTime() + 60 * MINUTE) } });
  return id;
}

/** A participant's socket in the live session of `id`. */
const join = (who: SignedIn, id = webinarId, locale = 'fr') => connect({ apiKey: API_KEY(), token: who.jwt, webinarId: id }, locale);

/** Emit `event` and wait for its acknowledgement. */
const ask = <T = Record<string, unknown>>(socket: Socket, event: string, payload: unknown = {}): Promise<T & { ok: boolean; error?: { code: string; message: string } }> =>
  socket.timeout(15_000).emitWithAck(event, payload) as Promise<T & { ok: boolean; error?: { code: string; message: string } }>;

/** The `connect_error` of a refused connection. */
async function refusal(who: SignedIn, id: string, locale = 'fr'): Promise<Error & { data?: { code: string; opens_at?: string } }> {
  try {
    await join(who, id, locale);
  } catch (error) {
    return error as Error & { data?: { code: string } };
  }
  throw new Error('the connection was accepted');
}

beforeAll(async () => {
  await seedOnce();
  host = await bookableConsultant();
  attendees = await Promise.all([readyClient(), readyClient(), readyClient()]);
  unregistered = await readyClient();
  webinarId = await publishedAt(new Date(clock.ms() + 5 * MINUTE));
  laterId = await publishedAt(new Date(clock.ms() + 3 * 60 * MINUTE));
}, 300_000);

afterAll(closeSockets);

describe('who may enter the live session, and when', () => {
  it('lets the host and the registered clients in while it is open, and records each presence', async () => {
    const hostSocket = await join(host);
    const hello = await ask<{ role: string; closes_at: string; ice_servers: unknown[] }>(hostSocket, 'webinar:hello');
    expect(hello).toMatchObject({ ok: true, role: 'host' });
    const client = await join(attendees[0]);
    expect(await ask(client, 'webinar:hello')).toMatchObject({ ok: true, role: 'attendee', speaker: { user_id: null } });
    client.close();
    const rows = await eventually(
      () =>
        booted()
          .db.query('api::webinar-attendance.webinar-attendance')
          .findMany({ where: { webinar: { documentId: webinarId } }, populate: { user: true } }),
      (found: { role: string; left_at: string | null; user: { email: string } }[]) => found.some((row) => row.user.email === attendees[0].email && row.left_at !== null),
    );
    expect(rows.find((row: { user: { email: string } }) => row.user.email === host.email)).toMatchObject({ role: 'host', left_at: null });
    expect(rows.find((row: { user: { email: string } }) => row.user.email === attendees[0].email)).toMatchObject({ role: 'attendee' });
    hostSocket.close();
  });

  it('refuses a client without a registration, another consultant and a stranger’s token as the room does', async () => {
    expect((await refusal(unregistered, webinarId, 'en')).data?.code).toBe('not_found');
    expect((await refusal(unregistered, webinarId, 'en')).message).toMatch(/only the host and registered clients/i);
    const otherConsultant = await signUpConsultant();
    expect((await refusal(otherConsultant, webinarId)).data?.code).toBe('not_found');
    await expect(connect({ apiKey: API_KEY(), token: 'nope', webinarId })).rejects.toMatchObject({ data: { code: 'unauthorized' } });
  });

  it('says when a session is not open yet', async () => {
    const early = await refusal(attendees[0], laterId);
    expect(early.data?.code).toBe('too_early');
    expect(Date.parse(early.data?.opens_at ?? '')).toBeGreaterThan(clock.ms());
  });

  it('lets no one in once the registration is cancelled', async () => {
    const late = await readyClient();
    expectStatus(await late.http.post(`/api/client/webinars/${laterId}/registration`, {}), 201);
    await booted()
      .db.query('api::webinar-registration.webinar-registration')
      .update({ where: { webinar: { documentId: laterId }, client: { user: { email: late.email } } }, data: { status: 'cancelled' } });
    await booted()
      .db.query('api::webinar.webinar')
      .update({ where: { documentId: laterId }, data: { start: new Date(clock.ms() + 2 * MINUTE), end: new Date(clock.ms() + 62 * MINUTE) } });
    expect((await refusal(late, laterId)).data?.code).toBe('not_found');
    const registered = await join(attendees[1], laterId);
    expect(registered.connected).toBe(true);
    registered.close();
  });
});

describe('inside the session', () => {
  it('shares the chat with everyone but the sender', async () => {
    const [hostSocket, a, b] = await Promise.all([join(host), join(attendees[0]), join(attendees[1])]);
    const atHost = next(hostSocket, 'webinar:chat');
    const atB = next(b, 'webinar:chat');
    const sent = await ask<{ message: { text: string } }>(a, 'webinar:chat', { text: '  Bonjour à tous  ' });
    expect(sent).toMatchObject({ ok: true, message: { text: 'Bonjour à tous', sender_role: 'attendee' } });
    expect(await atHost).toMatchObject({ text: 'Bonjour à tous', sender_role: 'attendee' });
    expect(await atB).toMatchObject({ text: 'Bonjour à tous' });
    expect(await ask(a, 'webinar:chat', { text: '' })).toMatchObject({ ok: false, error: { code: 'invalid' } });
    for (const socket of [hostSocket, a, b]) socket.close();
  });

  it('queues raised hands for the host, lets it give the floor to one attendee and take it back', async () => {
    const hostSocket = await join(host);
    const [a, b] = await Promise.all([join(attendees[0]), join(attendees[1])]);
    const aHello = await ask<{ user_id: number }>(a, 'webinar:hello');
    const bHello = await ask<{ user_id: number }>(b, 'webinar:hello');

    const queued = next(hostSocket, 'webinar:hands');
    expect(await ask(a, 'webinar:hand', { raised: true })).toMatchObject({ ok: true, raised: true });
    expect(((await queued) as { queue: { user_id: number }[] }).queue.map((hand) => hand.user_id)).toEqual([aHello.user_id]);
    const both = next(hostSocket, 'webinar:hands');
    await ask(b, 'webinar:hand', { raised: true });
    expect(((await both) as { queue: { user_id: number }[] }).queue.map((hand) => hand.user_id)).toEqual([aHello.user_id, bHello.user_id]);

    // Only the host gives the floor, only attendees raise hands.
    expect(await ask(a, 'webinar:speaker', { user_id: aHello.user_id })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await ask(hostSocket, 'webinar:hand', { raised: true })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    // An attendee without the floor may not send media.
    expect(await ask(a, 'media:publish', { sdp: 'v=0\r\n' })).toMatchObject({ ok: false, error: { code: 'forbidden' } });

    const told = next(b, 'webinar:speaker');
    const afterGiving = next(hostSocket, 'webinar:hands');
    expect(await ask(hostSocket, 'webinar:speaker', { user_id: aHello.user_id })).toMatchObject({ ok: true, speaker: { user_id: aHello.user_id } });
    expect(await told).toMatchObject({ user_id: aHello.user_id });
    // The speaker's hand went down; the other one still waits.
    expect(((await afterGiving) as { queue: { user_id: number }[] }).queue.map((hand) => hand.user_id)).toEqual([bHello.user_id]);
    expect(await ask(b, 'webinar:hello')).toMatchObject({ speaker: { user_id: aHello.user_id } });

    const back = next(a, 'webinar:speaker');
    expect(await ask(hostSocket, 'webinar:speaker', { user_id: null })).toMatchObject({ ok: true, speaker: { user_id: null } });
    expect(await back).toMatchObject({ user_id: null });
    expect(await ask(a, 'media:publish', { sdp: 'v=0\r\n' })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    // Someone not in the session cannot be given the floor.
    expect(await ask(hostSocket, 'webinar:speaker', { user_id: 999_999 })).toMatchObject({ ok: false, error: { code: 'not_present' } });
    for (const socket of [hostSocket, a, b]) socket.close();
  });

  it('offers every participant the session’s five media slots from the forwarding unit', async () => {
    const a = await join(attendees[2]);
    const offer = await ask<{ sdp: string }>(a, 'media:subscribe');
    expect(offer.ok).toBe(true);
    expect(offer.sdp.match(/^m=video/gm)).toHaveLength(3);
    expect(offer.sdp.match(/^m=audio/gm)).toHaveLength(2);
    expect(offer.sdp).toMatch(/a=sendonly/);
    expect(offer.sdp).toMatch(/a=candidate:/);
    expect(offer.sdp).toMatch(/VP8\/90000/);
    a.close();
  });

  it('refuses an unknown event and a chat message over its size limit', async () => {
    const a = await join(attendees[0]);
    const huge = await ask(a, 'webinar:chat', { text: 'x'.repeat(20_000) });
    expect(huge).toMatchObject({ ok: false, error: { code: 'too_large' } });
    a.close();
  });
});
