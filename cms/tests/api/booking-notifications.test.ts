/**
 * Booking e-mails (docs/api-bookings.md "Notifications") read from the real SMTP catcher:
 * confirmation, reschedule and cancellation to both sides, each in its own language and time zone, with
 * an `.ics` invitation that calendars can update (same UID, increasing SEQUENCE, METHOD:CANCEL); and
 * the 24 h / 1 h reminders, each sent exactly once however many times the cron job runs.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { seedOnce, booted, serverOutbox } from '../helpers/strapi';
import { attachmentText, mailIdsTo, mailsTo, nextMailTo, type CaughtMail } from '../helpers/mail';
import { bookingParties, icsProperties, insertBooking, storedBooking, type BookingParties } from '../helpers/booking-records';
import type { DocumentInput, DocumentUpdate, ServiceOf } from '../helpers/strapi-types';
import type notificationsService from '../../src/api/booking/services/notifications';
import type remindersService from '../../src/api/booking/services/reminders';
import { clock } from '../../src/contracts/clock';

const HOUR = 60 * 60 * 1000;
const notifications = () => booted().service('api::booking.notifications') as unknown as ServiceOf<typeof notificationsService>;
const reminders = () => booted().service('api::booking.reminders') as unknown as ServiceOf<typeof remindersService>;
const update = (documentId: string, data: DocumentUpdate<'api::booking.booking'>) =>
  booted()
    .documents('api::booking.booking')
    .update({ documentId, data: data as DocumentInput<'api::booking.booking'> });

let parties: BookingParties;

beforeAll(async () => {
  await seedOnce();
  parties = await bookingParties();
});

/** The next e-mail with an `.ics` invitation to each side, after `send` (the tests of this file run one after the other). */
async function nextPair(send: () => Promise<unknown>): Promise<{ consultant: CaughtMail; client: CaughtMail }> {
  const seenConsultant = await mailIdsTo(parties.consultant.email);
  const seenClient = await mailIdsTo(parties.client.email);
  await send();
  const invitation = (mail: CaughtMail) => mail.attachments?.some((file) => file.fileName.endsWith('.ics')) === true;
  return {
    consultant: await nextMailTo(parties.consultant.email, seenConsultant, { match: invitation }),
    client: await nextMailTo(parties.client.email, seenClient, { match: invitation }),
  };
}

describe('confirmation, reschedule and cancellation e-mails', () => {
  it('tells each side in its language and time zone, with one calendar event updated then cancelled', async () => {
    // Tuesday 4 March 2031, 09:00 UTC = 10:00 in Paris, 14:30 in Kolkata.
    const booking = await insertBooking(parties, new Date('2031-03-04T09:00:00Z'));
    const confirmed = await nextPair(() => notifications().bookingChanged(booking.documentId, 'confirmed'));

    // The consultant reads French, Paris time; the client English, Kolkata time.
    expect(confirmed.consultant.subject).toMatch(new RegExp(`^Votre consultation avec ${escape(await clientName())} est confirmée — `));
    expect(confirmed.consultant.text).toContain('mardi 4 mars 2031, 10:00–11:00 (Europe/Paris)');
    expect(confirmed.consultant.text).toContain('Durée\u00a0: 1 heure');
    expect(confirmed.consultant.text).toContain(`http://web.test/consultant/room/${booking.room_id}`);
    expect(confirmed.consultant.text).toContain('http://web.test/consultant/my-booking');
    expect(confirmed.client.subject).toMatch(new RegExp(`^Your consultation with ${escape(parties.consultant.display_name)} is confirmed — `));
    expect(confirmed.client.text).toMatch(/Tuesday, March 4, 2031, 2:30\sPM–3:30\sPM \(Asia\/Kolkata\)/u);
    expect(confirmed.client.text).toContain(`http://web.test/client/room/${booking.room_id}`);
    expect(confirmed.client.text).toContain(`http://web.test/booking/${booking.token}`);
    expect(confirmed.client.text).not.toContain('Europe/Paris');

    const consultantIcs = icsProperties(await attachmentText(confirmed.consultant, '.ics'));
    const clientIcs = icsProperties(await attachmentText(confirmed.client, '.ics'));
    expect(consultantIcs.UID).toBe(`${booking.documentId}@web.test`);
    expect(clientIcs.UID).toBe(consultantIcs.UID);
    for (const ics of [consultantIcs, clientIcs]) {
      expect(ics).toMatchObject({ METHOD: 'REQUEST', STATUS: 'CONFIRMED', SEQUENCE: '0', DTSTART: '20310304T090000Z', DTEND: '20310304T100000Z' });
    }
    expect(consultantIcs.SUMMARY).toBe(`Consultation avec ${await clientName()}`);
    expect(consultantIcs.DESCRIPTION).toContain('http://web.test/consultant/my-booking');
    expect(clientIcs.SUMMARY).toBe(`Consultation with ${parties.consultant.display_name}`);
    expect(clientIcs.DESCRIPTION).toContain(`http://web.test/booking/${booking.token}`);
    expect(clientIcs.LOCATION).toBe(`http://web.test/client/room/${booking.room_id}`);

    // Rescheduled to Thursday 6 March, 13:00 UTC: the same event, next sequence.
    await update(booking.documentId, { start: '2031-03-06T13:00:00.000Z', end: '2031-03-06T14:00:00.000Z', ics_sequence: 1, reschedule_count: 1 });
    const moved = await nextPair(() => notifications().bookingChanged(booking.documentId, 'rescheduled'));
    expect(moved.consultant.subject).toContain('est déplacée');
    expect(moved.consultant.text).toContain('jeudi 6 mars 2031, 14:00–15:00 (Europe/Paris)');
    expect(moved.client.subject).toContain('has been moved');
    expect(moved.client.text).toMatch(/Thursday, March 6, 2031, 6:30\sPM–7:30\sPM \(Asia\/Kolkata\)/u);
    for (const mail of [moved.consultant, moved.client]) {
      const ics = icsProperties(await attachmentText(mail, '.ics'));
      expect(ics).toMatchObject({ UID: consultantIcs.UID, METHOD: 'REQUEST', SEQUENCE: '1', DTSTART: '20310306T130000Z' });
    }

    // Cancelled by the client, with a reason.
    await update(booking.documentId, { status: 'cancelled', cancelled_at: clock.now().toISOString(), cancelled_by: 'client', cancellation_reason: 'Empêchement professionnel', ics_sequence: 2 });
    const cancelled = await nextPair(() => notifications().bookingChanged(booking.documentId, 'cancelled'));
    expect(cancelled.consultant.subject).toContain('est annulée');
    expect(cancelled.consultant.text).toContain(`${await clientName()} a annulé cette consultation.`);
    expect(cancelled.consultant.text).toContain('Motif\u00a0: Empêchement professionnel');
    expect(cancelled.client.subject).toContain('is cancelled');
    expect(cancelled.client.text).toContain('You cancelled this consultation.');
    for (const mail of [cancelled.consultant, cancelled.client]) {
      const ics = icsProperties(await attachmentText(mail, '.ics'));
      expect(ics).toMatchObject({ UID: consultantIcs.UID, METHOD: 'CANCEL', STATUS: 'CANCELLED', SEQUENCE: '2' });
    }
  });

  it("names a seeded expert, who has no account to be e-mailed, in the client's confirmation", async () => {
    // The seeded experts are profiles without a user account: only the client is e-mailed.
    const profiles: { documentId: string; display_name: string | null; user: unknown }[] = await booted()
      .db.query('api::consultant-profile.consultant-profile')
      .findMany({ where: { approval_status: 'approved' }, select: ['documentId', 'display_name'], populate: { user: { select: ['id'] } }, limit: 100 });
    const seeded = profiles.find((profile) => !profile.user && profile.display_name) as { documentId: string; display_name: string };
    expect(seeded).toBeTruthy();
    const booking = await insertBooking({ ...parties, consultant: { ...parties.consultant, profileId: seeded.documentId } }, new Date('2031-04-08T09:00:00Z'));
    const seen = await mailIdsTo(parties.client.email);
    await notifications().bookingChanged(booking.documentId, 'confirmed');
    const mail = await nextMailTo(parties.client.email, seen, { match: (caught) => caught.text.includes(booking.token) });
    expect(mail.subject).toMatch(new RegExp(`^Your consultation with ${escape(seeded.display_name)} is confirmed — `));
    expect(mail.text).toContain(`Your consultation with ${seeded.display_name} is booked.`);
    expect(icsProperties(await attachmentText(mail, '.ics')).SUMMARY).toBe(`Consultation with ${seeded.display_name}`);
  });

  it('never fails the caller: an unknown booking sends nothing and throws nothing', async () => {
    const before = (await mailsTo(parties.client.email)).length;
    await expect(notifications().bookingChanged('no-such-booking', 'confirmed')).resolves.toBeUndefined();
    expect((await mailsTo(parties.client.email)).length).toBe(before);
  });
});

describe('reminders 24 h and 1 h before', () => {
  /** E-mails to `address` about the booking in room `roomId` whose subject matches. */
  const remindersTo = async (address: string, roomId: string, subject: RegExp) => (await mailsTo(address)).filter((mail) => mail.text.includes(roomId) && subject.test(mail.subject));
  const DAY_REMINDER = { consultant: /^Rappel\u00a0: votre consultation avec/, client: /^Reminder: your consultation with/ };
  const HOUR_REMINDER = { consultant: /commence bientôt/, client: /starts soon/ };

  async function expectReminders(roomId: string, day: number, hour: number) {
    // run() queues them in the outbox: sent by its worker, at once (waited for here), then in the catcher within a moment.
    await serverOutbox().drainOutbox();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await remindersTo(parties.consultant.email, roomId, DAY_REMINDER.consultant)).toHaveLength(day);
    expect(await remindersTo(parties.client.email, roomId, DAY_REMINDER.client)).toHaveLength(day);
    expect(await remindersTo(parties.consultant.email, roomId, HOUR_REMINDER.consultant)).toHaveLength(hour);
    expect(await remindersTo(parties.client.email, roomId, HOUR_REMINDER.client)).toHaveLength(hour);
  }

  it('sends each reminder once to each side, whatever the number of runs, overlapping or after a restart', async () => {
    const start = new Date('2031-05-06T08:00:00Z');
    const booking = await insertBooking(parties, start);

    // 23 h before: two overlapping runs of the cron job, then another one a few minutes later ("after a restart").
    const [first, second] = await Promise.all([reminders().run(new Date(start.getTime() - 23 * HOUR)), reminders().run(new Date(start.getTime() - 23 * HOUR))]);
    expect(first.sent24h + second.sent24h).toBe(1);
    expect((await reminders().run(new Date(start.getTime() - 22.9 * HOUR))).sent24h).toBe(0);
    await expectReminders(booking.room_id, 1, 0);
    const reminder = (await remindersTo(parties.client.email, booking.room_id, DAY_REMINDER.client))[0];
    expect(reminder.text).toMatch(/Tuesday, May 6, 2031, 1:30\sPM–2:30\sPM \(Asia\/Kolkata\)/u);
    expect((await remindersTo(parties.consultant.email, booking.room_id, DAY_REMINDER.consultant))[0].text).toContain('mardi 6 mai 2031, 10:00–11:00 (Europe/Paris)');
    expect((await storedBooking(booking.documentId)).reminder_24h_sent_at).not.toBeNull();

    // 50 min before: the 1 h reminder, once.
    const [a, b] = await Promise.all([reminders().run(new Date(start.getTime() - 50 * 60_000)), reminders().run(new Date(start.getTime() - 50 * 60_000))]);
    expect(a.sent1h + b.sent1h).toBe(1);
    expect(a.sent24h + b.sent24h).toBe(0);
    expect(await reminders().run(new Date(start.getTime() - 20 * 60_000))).toEqual({ sent24h: 0, sent1h: 0 });
    await expectReminders(booking.room_id, 1, 1);
  });

  it('skips the 24 h reminder when the 1 h one is already due, and reminds nobody of a cancelled or started booking', async () => {
    const start = new Date('2031-06-10T15:00:00Z');
    const late = await insertBooking(parties, start);
    const cancelled = await insertBooking(parties, new Date(start.getTime() + 2 * HOUR), { status: 'cancelled', cancelled_by: 'consultant', cancelled_at: clock.now().toISOString() });

    // 40 min before `late` (2 h 40 before `cancelled`): only the 1 h reminder of `late`.
    expect(await reminders().run(new Date(start.getTime() - 40 * 60_000))).toEqual({ sent24h: 0, sent1h: 1 });
    await expectReminders(late.room_id, 0, 1);
    await expectReminders(cancelled.room_id, 0, 0);

    // A booking never reminded whose start has passed (the server was down): no reminder at all.
    const started = await insertBooking(parties, new Date('2031-07-01T09:00:00Z'));
    expect(await reminders().run(new Date('2031-07-01T09:05:00Z'))).toEqual({ sent24h: 0, sent1h: 0 });
    await expectReminders(started.room_id, 0, 0);
  });
});

/** The client's display name, as the e-mails show it. */
async function clientName(): Promise<string> {
  const profile = await booted()
    .db.query('api::client-profile.client-profile')
    .findOne({ where: { documentId: parties.clientProfileId } });
  return profile.display_name;
}

/** `text` as a literal in a regular expression. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
