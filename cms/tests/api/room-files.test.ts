/**
 * Files in the chat of the consultation room and the back office's reading of that chat
 * (docs/api-room.md "Files in the chat", "The back office"): a party sends a PDF or an image with
 * `POST /api/{side}/rooms/:roomId/files`; the other party gets it at once over Socket.IO; both parties and
 * admins download it through `GET /api/files/:id` (everyone else: 404), each read audited with its
 * booking; the type is read from the content; the room must be open; an admin reads the whole chat
 * (`GET /api/admin-panel/bookings/:id/messages`), each read audited; a flood of files is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import sharp from 'sharp';
import { booted, seedOnce } from '../helpers/strapi';
import { signInAdmin, signUpClient, signUpConsultant, type SignedIn } from '../helpers/accounts';
import { bookingParties, insertBooking, type BookingParties, type InsertedBooking } from '../helpers/booking-records';
import { download, part, pdfBytes, pngBytes, webpBytes } from '../helpers/files';
import { expectFieldErrors, expectStatus } from '../helpers/onboarding';
import { closeSockets, enter, next, pause, record } from '../helpers/room';
import type { Schemas } from '../helpers/api-types';
import { clock } from '../../src/contracts/clock';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let parties: BookingParties;
let otherClient: SignedIn;
let strangerConsultant: SignedIn;
let admin: SignedIn;
let open: InsertedBooking;
let early: InsertedBooking;
let cancelled: InsertedBooking;

/** `POST …/rooms/:roomId/files` as a party (its own surface). */
const sendFile = (who: SignedIn, side: 'client' | 'consultant', roomId: string, file?: Parameters<SignedIn['http']['upload']>[2], fields: Record<string, string> = {}) =>
  who.http.upload('post', `/api/${side}/rooms/${roomId}/files`, file, fields);

/** The numeric user id of an account (the audit log's relations). */
async function userIdOf(who: SignedIn): Promise<number> {
  const user = await booted()
    .db.query('plugin::users-permissions.user')
    .findOne({ where: { email: who.email }, select: ['id'] });
  return user.id;
}

/** An audit-log row as these tests read it: the ids of its actor and subject (populated) and its own fields. */
interface AuditRow {
  actor: { id: number } | null;
  subject: { id: number } | null;
  actor_role: string;
  file_kind: string | null;
  booking_document_id: string | null;
}

/** The audit-log rows of `action` about booking `bookingDocumentId`, oldest first. */
const auditRows = (action: string, where: Record<string, unknown>): Promise<AuditRow[]> =>
  booted()
    .db.query('api::audit-log.audit-log')
    .findMany({ where: { action, ...where }, populate: { actor: { select: ['id'] }, subject: { select: ['id'] } }, orderBy: { id: 'asc' } });

beforeAll(async () => {
  await seedOnce();
  parties = await bookingParties();
  [otherClient, strangerConsultant, admin] = await Promise.all([signUpClient({ locale: 'en' }), signUpConsultant(), signInAdmin()]);
  const now = clock.ms();
  open = await insertBooking(parties, new Date(now + 5 * MINUTE));
  early = await insertBooking(parties, new Date(now + 3 * HOUR));
  cancelled = await insertBooking(parties, new Date(now + 2 * MINUTE), { status: 'cancelled', cancelled_at: clock.now().toISOString(), cancelled_by: 'consultant' });
}, 300_000);

afterAll(closeSockets);

describe('a file sent in the chat', () => {
  let client: Socket;
  let consultant: Socket;

  beforeAll(async () => {
    consultant = await enter(parties.consultant, open.room_id);
    client = await enter(parties.client, open.room_id);
  });

  it('reaches the other party at once, with its caption, and stays in the history of both', async () => {
    const clientSaw = record(client, 'chat:message');
    const received = next(consultant, 'chat:message');
    const bytes = pdfBytes('Bilan sanguin de mars');
    const sent = await sendFile(parties.client, 'client', open.room_id, part.pdf(bytes, 'bilan-mars.pdf'), { text: '  Voici mon bilan sanguin.  ' });
    expectStatus(sent, 201);
    const message = sent.body.data;
    expect(message).toMatchObject({ booking_id: open.documentId, sender_role: 'client', text: 'Voici mon bilan sanguin.', read_at: null });
    expect(message.attachment).toMatchObject({ kind: 'chat-attachment', name: 'bilan-mars.pdf', mime: 'application/pdf', size: bytes.length, url: `/api/files/${message.attachment.id}` });
    expect(await received).toEqual(message);

    // An image needs no caption; the client gets the consultant's, the consultant never gets its own.
    const consultantSaw = record(consultant, 'chat:message');
    const toClient = next(client, 'chat:message');
    const png = await pngBytes(24);
    const image = await sendFile(parties.consultant, 'consultant', open.room_id, part.png(png, 'schema.png'));
    expectStatus(image, 201);
    expect(image.body.data).toMatchObject({ sender_role: 'consultant', text: '', attachment: { mime: 'image/png', size: png.length } });
    expect(await toClient).toEqual(image.body.data);
    await pause(300);
    expect(clientSaw).toEqual([image.body.data]);
    expect(consultantSaw).toEqual([]);

    for (const [http, side] of [
      [parties.client.http, 'client'],
      [parties.consultant.http, 'consultant'],
    ] as const) {
      const history = await http.get(`/api/${side}/bookings/${open.documentId}/messages`);
      expectStatus(history, 200);
      expect(history.body.data.map((item: Schemas['RoomMessage']) => [item.text, item.attachment?.name ?? null])).toEqual([
        ['Voici mon bilan sanguin.', 'bilan-mars.pdf'],
        ['', 'schema.png'],
      ]);
    }
  });

  it('is downloaded by both parties and admins only, each read audited with its booking', async () => {
    const bytes = await webpBytes(20);
    const sent = await sendFile(parties.consultant, 'consultant', open.room_id, part.webp(bytes, 'exercice.webp'), { text: 'L’exercice de respiration' });
    expectStatus(sent, 201);
    const file = sent.body.data.attachment;
    for (const who of [parties.client, parties.consultant, admin]) {
      const read = await download(who.http.get(file.url));
      expect(read.status, who.email).toBe(200);
      // The image as stored: re-encoded without metadata (tests/api/image-cleaning.test.ts), same size and type.
      expect(read.bytes.length).toBe(file.size);
      expect(await sharp(read.bytes).metadata()).toMatchObject({ format: 'webp', width: 20, height: 20 });
      expect(read.headers['content-type']).toBe('image/webp');
      expect(read.headers['content-disposition']).toContain('attachment');
    }
    // Another client, a consultant of other bookings, a visitor: as if the file did not exist.
    for (const who of [otherClient.http, strangerConsultant.http, parties.client.http.anonymous()]) {
      const refused = await download(who.get(file.url));
      expect(refused.status).toBe(404);
      expect(refused.bytes.includes(bytes.subarray(0, 12))).toBe(false);
    }
    const rows = await auditRows('file.read', { file_document_id: file.id });
    const [clientId, consultantId, adminId] = await Promise.all([userIdOf(parties.client), userIdOf(parties.consultant), userIdOf(admin)]);
    expect(rows.map((row) => [row.actor?.id, row.actor_role, row.file_kind, row.subject?.id, row.booking_document_id])).toEqual([
      [clientId, 'client', 'chat-attachment', consultantId, open.documentId],
      [consultantId, 'consultant', 'chat-attachment', consultantId, open.documentId],
      [adminId, 'admin', 'chat-attachment', consultantId, open.documentId],
    ]);
  });

  it('is refused when it is not a PDF or an image, missing or too big, in the sender’s language, and nothing is stored', async () => {
    const before = (await parties.client.http.get(`/api/client/bookings/${open.documentId}/messages`)).body.meta.pagination.total;
    const svg = await sendFile({ ...parties.client, http: parties.client.http.in('fr') }, 'client', open.room_id, part.svg('dessin.svg'));
    expectStatus(svg, 415);
    expect(svg.body.error.name).toBe('UnsupportedFileType');
    expect(svg.body.error.message).toMatch(/PDF, JPG, PNG, WEBP/);
    const disguised = await sendFile(parties.client, 'client', open.room_id, part.pdf(Buffer.from('<!DOCTYPE html><script>alert(1)</script>'), 'ordonnance.pdf'));
    expectStatus(disguised, 415);
    const english = await sendFile({ ...parties.client, http: parties.client.http.in('en') }, 'client', open.room_id, part.svg());
    expect(english.body.error.message).toMatch(/^File type not accepted\..* PDF, JPG, PNG, WEBP/);
    expect(svg.body.error.message).not.toBe(english.body.error.message);

    const missing = await sendFile(parties.client, 'client', open.room_id, undefined, { text: 'sans fichier' });
    expectFieldErrors(missing, ['file']);
    const huge = await sendFile(parties.client, 'client', open.room_id, part.pdf(pdfBytes('gros', 1_600_000), 'gros.pdf'));
    expectStatus(huge, 413);
    const hidden = await sendFile(parties.client, 'client', open.room_id, part.pdf(), { text: 'facture\u202Efdp.exe' });
    expectFieldErrors(hidden, ['text']);
    const long = await sendFile(parties.client, 'client', open.room_id, part.pdf(), { text: 'x'.repeat(4001) });
    expectFieldErrors(long, ['text']);

    const after = (await parties.client.http.get(`/api/client/bookings/${open.documentId}/messages`)).body.meta.pagination.total;
    expect(after).toBe(before);
  });

  it('goes only into an open room of one of the sender’s bookings', async () => {
    for (const refused of [
      await sendFile(otherClient, 'client', open.room_id, part.pdf()),
      await sendFile(strangerConsultant, 'consultant', open.room_id, part.pdf()),
      await sendFile(parties.client, 'client', cancelled.room_id, part.pdf()),
      await sendFile(parties.client, 'client', 'no-such-room', part.pdf()),
    ]) {
      expectStatus(refused, 404);
    }
    const tooEarly = await sendFile(parties.client, 'client', early.room_id, part.pdf());
    expectStatus(tooEarly, 409);
    expect(tooEarly.body.error).toMatchObject({ name: 'RoomNotOpen', details: { state: 'too_early' } });
    expect(Date.parse(tooEarly.body.error.details.opens_at)).toBe(new Date(early.start).getTime() - 10 * MINUTE);
    // A party's token on the other side's surface is refused like no token at all.
    expectStatus(await parties.client.http.upload('post', `/api/consultant/rooms/${open.room_id}/files`, part.pdf()), 401);
  });
});

describe('the back office reads the chat', () => {
  it('lists the messages of a booking, oldest first, with their files, and audits every read', async () => {
    const [clientId, adminId] = await Promise.all([userIdOf(parties.client), userIdOf(admin)]);
    const before = (await auditRows('room-messages.read', { booking_document_id: open.documentId })).length;

    const all = await admin.http.get(`/api/admin-panel/bookings/${open.documentId}/messages`);
    expectStatus(all, 200);
    expect(all.body.map((message: Schemas['RoomMessage']) => [message.sender_role, message.text, message.attachment?.name ?? null])).toEqual([
      ['client', 'Voici mon bilan sanguin.', 'bilan-mars.pdf'],
      ['consultant', '', 'schema.png'],
      ['consultant', 'L’exercice de respiration', 'exercice.webp'],
    ]);
    expect(all.headers['content-range']).toBe('messages 0-2/3');
    // The admin downloads a file of the chat with its own token.
    expect((await download(admin.http.get(all.body[0].attachment.url))).status).toBe(200);

    const second = await admin.http.get(`/api/admin-panel/bookings/${open.documentId}/messages?range=${encodeURIComponent('[1,1]')}`);
    expectStatus(second, 200);
    expect(second.body.map((message: Schemas['RoomMessage']) => message.attachment!.name)).toEqual(['schema.png']);
    expect(second.headers['content-range']).toBe('messages 1-1/3');

    const rows = await auditRows('room-messages.read', { booking_document_id: open.documentId });
    expect(rows.length - before).toBe(2);
    for (const row of rows.slice(before)) {
      expect(row).toMatchObject({ actor_role: 'admin', booking_document_id: open.documentId, ip: admin.http.ip });
      expect(row.actor!.id).toBe(adminId);
      expect(row.subject!.id).toBe(clientId);
    }
    // The access log of the back office names the booking read.
    const log = await admin.http.get(`/api/admin-panel/audit-logs?filter=${encodeURIComponent(JSON.stringify({ action: 'room-messages.read' }))}`);
    expectStatus(log, 200);
    expect(log.body.find((entry: Schemas['AuditLogRecord']) => entry.booking_id === open.documentId)).toMatchObject({
      action: 'room-messages.read',
      actor_email: admin.email,
      subject_email: parties.client.email,
    });
  });

  it('answers 404 for an unknown booking, 400 for a bad range, and nothing to the parties', async () => {
    expectStatus(await admin.http.get('/api/admin-panel/bookings/nosuchbooking00000000000/messages'), 404);
    const backwards = await admin.http.in('en').get(`/api/admin-panel/bookings/${open.documentId}/messages?range=${encodeURIComponent('[5,1]')}`);
    expectStatus(backwards, 400);
    expect(JSON.stringify(backwards.body.error.details.fieldErrors)).toContain('at most 200 messages');
    expectStatus(await admin.http.get(`/api/admin-panel/bookings/${open.documentId}/messages?range=${encodeURIComponent('[0,500]')}`), 400);
    for (const who of [parties.client, parties.consultant]) {
      expect([401, 403]).toContain((await who.http.get(`/api/admin-panel/bookings/${open.documentId}/messages`)).status);
    }
  });
});

describe('a flood of files', () => {
  it('is refused past 10 files a minute, in the sender’s language, with the wait', async () => {
    const sender = await signUpClient({ locale: 'en' });
    const profile = await booted()
      .db.query('api::client-profile.client-profile')
      .findOne({ where: { user: { email: sender.email } } });
    const booking = await insertBooking({ consultant: parties.consultant, client: sender, clientProfileId: profile.documentId }, new Date(clock.ms() + 4 * MINUTE));
    for (let sent = 0; sent < 10; sent += 1) expectStatus(await sendFile(sender, 'client', booking.room_id, part.pdf(pdfBytes(`page ${sent}`))), 201);
    const refused = await sendFile(sender, 'client', booking.room_id, part.pdf());
    expectStatus(refused, 429);
    expect(refused.body.error.name).toBe('TooManyRequests');
    expect(refused.body.error.message).toMatch(/^You are sending too many files in a row\. Try again in \d+ s\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const french = await sendFile({ ...sender, http: sender.http.in('fr') }, 'client', booking.room_id, part.pdf());
    expect(french.body.error.message).toMatch(/^Vous envoyez trop de fichiers/);
    // The other party still sends its own.
    expectStatus(await sendFile(parties.consultant, 'consultant', booking.room_id, part.pdf()), 201);
  });
});
