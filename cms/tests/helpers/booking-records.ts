/**
 * Bookings written straight into the database (Document Service), for the tests of what happens around
 * a booking — e-mails, reminders, payments — without going through the booking API:
 * - {@link bookingParties}: a consultant with a complete profile (French e-mails, Europe/Paris) and a
 *   client (English e-mails, Asia/Kolkata), both signed up through the real flows;
 * - {@link insertBooking}: a confirmed, pending booking between them, every required field filled;
 * - {@link icsProperties}: the properties of an `.ics` text, folded lines joined.
 */
import { randomBytes } from 'node:crypto';
import { booted } from './strapi';
import { signUpClient, type SignedIn } from './accounts';
import { completeConsultant, type CompleteConsultant } from './onboarding';
import type { DocumentInput, DocumentOf, DocumentUpdate, Row, WithFields } from './strapi-types';

const BOOKING = 'api::booking.booking';

/** A booking written by a test's helper ({@link insertBooking}, helpers/complaints `bookingBetween`): the fields they always write are there. */
export type InsertedBooking = WithFields<
  DocumentOf<typeof BOOKING>,
  'token' | 'room_id' | 'start' | 'end' | 'duration_minutes' | 'status' | 'fee_minor' | 'currency' | 'payment_status' | 'payment_provider'
>;

export interface BookingParties {
  consultant: CompleteConsultant;
  client: SignedIn;
  /** documentId of the client's profile. */
  clientProfileId: string;
}

/** A consultant (fr, Europe/Paris) and a client (en, Asia/Kolkata) who can be booked together. */
export async function bookingParties(): Promise<BookingParties> {
  const consultant = await completeConsultant({ correspondence_language: 'fr' });
  const client = await signUpClient({ locale: 'en' });
  const strapi = booted();
  const profile = await strapi.db.query('api::client-profile.client-profile').findOne({ where: { user: { email: client.email } } });
  await strapi.documents('api::client-profile.client-profile').update({
    documentId: profile.documentId,
    data: { time_zone: 'Asia/Kolkata', correspondence_language: 'en' },
  });
  return { consultant, client, clientProfileId: profile.documentId };
}

/**
 * A booking between the parties, created directly (no slot check), confirmed and pending payment by
 * default, 60 minutes long.
 * @param start - UTC instant
 * @param data - fields to override (e.g. `payment_status`, `payment_provider`, `status`)
 */
export async function insertBooking(parties: BookingParties, start: Date, data: DocumentUpdate<typeof BOOKING> = {}): Promise<InsertedBooking> {
  const duration = 60;
  return booted()
    .documents(BOOKING)
    .create({
      data: {
        token: randomBytes(16).toString('hex'),
        room_id: randomBytes(12).toString('hex'),
        consultant: parties.consultant.profileId,
        client: parties.clientProfileId,
        start: start.toISOString(),
        end: new Date(start.getTime() + duration * 60_000).toISOString(),
        duration_minutes: duration,
        consultant_time_zone: 'Europe/Paris',
        client_time_zone: 'Asia/Kolkata',
        status: 'confirmed',
        reschedule_count: 0,
        list_fee_minor: 6000,
        discount_minor: 0,
        fee_minor: 6000,
        currency: 'EUR',
        free_first_consultation: false,
        payment_status: 'pending',
        payment_provider: 'direct',
        ics_sequence: 0,
        ...data,
      } as DocumentInput<typeof BOOKING>,
    }) as Promise<InsertedBooking>;
}

/** The booking row as stored (private fields included); `documentId` is a booking's that exists. */
export async function storedBooking(documentId: string): Promise<Row<typeof BOOKING>> {
  return booted().db.query(BOOKING).findOne({ where: { documentId } });
}

/** `NAME` → value of each property of an iCalendar text (folded lines joined; the last one wins). */
export function icsProperties(ics: string): Record<string, string> {
  const unfolded = ics.replace(/\r?\n[ \t]/g, '');
  const properties: Record<string, string> = {};
  for (const line of unfolded.split(/\r?\n/)) {
    const match = /^([A-Z-]+)(?:;[^:]*)?:(.*)$/.exec(line);
    if (match && !(match[1] === 'BEGIN' || match[1] === 'END')) properties[match[1]] = match[2];
  }
  return properties;
}
