/**
 * Helpers of the complaint tests (contracts/complaints, contracts/admin-complaints): people who can
 * complain about each other (a consultant writing in French, a client in English, signed up through
 * the real flows), bookings between them written straight into the database, and the multipart
 * requests of filing and answering with an `attachment` file.
 */
import { randomBytes } from 'node:crypto';
import { booted } from './strapi';
import { signUpClient, signUpConsultant, type FilePart, type Locale, type SignedIn, type SignedInConsultant } from './accounts';
import type { InsertedBooking } from './booking-records';
import type { DocumentInput, DocumentUpdate } from './strapi-types';

/** A client with the documentId of its profile. */
export interface ClientParty extends SignedIn {
  profileId: string;
  display_name: string;
}

/** Set a profile's language of correspondence (its e-mails' language). */
async function setCorrespondence(uid: string, documentId: string, language: Locale): Promise<void> {
  await booted()
    .db.query(uid)
    .update({ where: { documentId }, data: { correspondence_language: language } });
}

/** A new client (signed up in `locale`) whose e-mails are written in `correspondence`. */
export async function complaintClient({ locale = 'en', correspondence = 'en' }: { locale?: Locale; correspondence?: Locale } = {}): Promise<ClientParty> {
  const client = await signUpClient({ locale });
  const profile = await booted()
    .db.query('api::client-profile.client-profile')
    .findOne({ where: { user: { email: client.email } } });
  await setCorrespondence('api::client-profile.client-profile', profile.documentId, correspondence);
  return { ...client, profileId: profile.documentId, display_name: profile.display_name };
}

/** A new consultant (no need of a complete profile: bookings are written directly) whose e-mails are written in `correspondence`. */
export async function complaintConsultant({ locale = 'fr', correspondence = 'fr' }: { locale?: Locale; correspondence?: Locale } = {}): Promise<SignedInConsultant> {
  const consultant = await signUpConsultant({ locale, correspondence_language: correspondence });
  await setCorrespondence('api::consultant-profile.consultant-profile', consultant.profileId, correspondence);
  return consultant;
}

/**
 * A booking between a consultant and a client, written directly (no slot check), confirmed unless
 * `data` says otherwise, 60 minutes long.
 * @param start - UTC instant
 */
export async function bookingBetween(consultant: SignedInConsultant, client: ClientParty, start: Date, data: DocumentUpdate<'api::booking.booking'> = {}): Promise<InsertedBooking> {
  return booted()
    .documents('api::booking.booking')
    .create({
      data: {
        token: randomBytes(16).toString('hex'),
        room_id: randomBytes(12).toString('hex'),
        consultant: consultant.profileId,
        client: client.profileId,
        start: start.toISOString(),
        end: new Date(start.getTime() + 60 * 60_000).toISOString(),
        duration_minutes: 60,
        consultant_time_zone: 'Europe/Paris',
        client_time_zone: 'Europe/London',
        status: 'confirmed',
        reschedule_count: 0,
        list_fee_minor: 6000,
        discount_minor: 0,
        fee_minor: 6000,
        currency: 'EUR',
        free_first_consultation: false,
        payment_status: 'paid',
        payment_provider: 'direct',
        ics_sequence: 0,
        ...data,
      } as DocumentInput<'api::booking.booking'>,
    }) as Promise<InsertedBooking>;
}

/** A multipart request of `who` with text `fields` and, when given, the file in the field `attachment`. */
export function multipartPost(who: SignedIn, url: string, fields: Record<string, string>, attachment?: FilePart) {
  let test = who.http.post(url);
  for (const [name, value] of Object.entries(fields)) test = test.field(name, value);
  if (attachment) test = test.attach('attachment', attachment.bytes, { filename: attachment.filename, contentType: attachment.contentType });
  return test;
}

/** The side (surface) of an account in the complaint routes. */
export type Side = 'client' | 'consultant';

/** `POST /api/{side}/complaints` with the given fields (a valid description unless given). */
export function fileComplaint(who: SignedIn, side: Side, fields: Record<string, string>, attachment?: FilePart) {
  return multipartPost(who, `/api/${side}/complaints`, { description: 'La séance a été écourtée sans explication.', ...fields }, attachment);
}

/** `POST /api/{side}/complaints/:id/response`. */
export function answerComplaint(who: SignedIn, side: Side, id: string, text: string, attachment?: FilePart) {
  return multipartPost(who, `/api/${side}/complaints/${id}/response`, { text }, attachment);
}
