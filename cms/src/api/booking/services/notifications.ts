/**
 * Booking e-mails (docs/api-bookings.md "Notifications"): when a booking is confirmed,
 * rescheduled or cancelled, and before it starts, each side — the client and the consultant — gets an
 * e-mail in its own language of correspondence (`correspondence_language`, fr by default) showing the
 * times in its own IANA time zone with the zone name. Changes carry an `.ics` invitation whose `UID` is
 * stable per booking and whose `SEQUENCE` is the booking's `ics_sequence`, so calendars update or
 * remove the same event (`METHOD:CANCEL` + `STATUS:CANCELLED` on cancellation).
 *
 * The e-mails are queued in the outbox (lib/outbox) inside the transaction of the change, and sent by
 * its worker after the commit: the change's answer never waits on the mail server, and a refused e-mail
 * is tried again later instead of being lost.
 *
 * Service `api::booking.notifications`.
 */
import { BOOKING, type DocumentOf } from '../../../lib/content-types';
import { instant } from '../../../lib/booking/rows';
import { siteUrl, type MailAttachment } from '../../../lib/mail';
import { enqueueMail } from '../../../lib/outbox';
import type { MailTemplate } from '../../../lib/mail/templates';
import { t, type Locale } from '../../../lib/messages';
import { bookingIcs, formatBookingTime } from '../../../lib/booking-calendar';

/** What happened to a booking (what `bookingChanged` announces). */
export type BookingChange = 'confirmed' | 'rescheduled' | 'cancelled';

/** One side of a booking, as the e-mails address it. */
export interface BookingRecipient {
  role: 'client' | 'consultant';
  email: string;
  name: string;
  locale: Locale;
  /** IANA zone the times are shown in: the profile's zone, else the one recorded on the booking. */
  zone: string;
  /** The recipient's booking page (absolute URL). */
  bookingUrl: string;
  /** The recipient's online room (absolute URL). */
  roomUrl: string;
}

/** A booking with both sides resolved. */
interface LoadedBooking {
  booking: DocumentOf<typeof BOOKING>;
  start: Date;
  end: Date;
  /** A side without an e-mail address (a consultant seeded or created by the team without an account) gets no e-mail. */
  client: BookingRecipient | null;
  consultant: BookingRecipient | null;
  /** Each side's display name, whether or not it can be e-mailed: the other side's e-mail names it. */
  names: Record<'client' | 'consultant', string>;
}

/** The configured sender (`MAIL_FROM`, `Name <address>`), named as the invitation's organizer. */
export function organizer(): { name: string; email: string } {
  let from = process.env.MAIL_FROM || 'Ayuvie <no-reply@ayuvie.local>';
  try {
    from = strapi.config.get<{ settings?: { defaultFrom?: string } } | undefined>('plugin::email')?.settings?.defaultFrom || from;
  } catch {
    // keep the environment's value
  }
  const match = /^\s*"?([^"<]*)"?\s*<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1].trim() || 'Ayuvie', email: match[2].trim() } : { name: 'Ayuvie', email: from.trim() };
}

/** The person fields {@link load} reads of each side. */
interface PersonFields {
  display_name?: string | null;
  given_name?: string | null;
  family_name?: string | null;
  time_zone?: string | null;
  correspondence_language?: string | null;
  user?: { email?: string | null } | null;
}

function recipient(role: 'client' | 'consultant', profile: PersonFields | null | undefined, bookingZone: string | null | undefined, booking: DocumentOf<typeof BOOKING>): BookingRecipient | null {
  const email = profile?.user?.email;
  if (!email) return null;
  const base = siteUrl();
  return {
    role,
    email,
    name: profile.display_name ?? '',
    locale: profile.correspondence_language === 'en' ? 'en' : 'fr',
    zone: profile.time_zone || bookingZone || 'UTC',
    bookingUrl: role === 'client' ? `${base}/booking/${booking.token}` : `${base}/consultant/my-booking`,
    roomUrl: `${base}/${role}/room/${booking.room_id}`,
  };
}

/**
 * A booking just written, with both sides as its writer already holds them (profile rows with
 * `user.email`), so that its e-mails need no read.
 */
export interface KnownBooking {
  booking: DocumentOf<typeof BOOKING>;
  client: PersonFields;
  consultant: PersonFields;
}

/** The booking and both sides: `known` when given, else read by documentId. */
async function load(documentId: string, known?: KnownBooking): Promise<LoadedBooking | null> {
  const booking: DocumentOf<typeof BOOKING> | null = known
    ? { ...known.booking, client: known.client, consultant: known.consultant }
    : await strapi.db.query(BOOKING).findOne({
        where: { documentId },
        populate: {
          consultant: { select: ['display_name', 'given_name', 'family_name', 'time_zone', 'correspondence_language'], populate: { user: { select: ['email'] } } },
          client: { select: ['display_name', 'given_name', 'family_name', 'time_zone', 'correspondence_language'], populate: { user: { select: ['email'] } } },
        },
      });
  if (!booking) return null;
  return {
    booking,
    start: instant(booking.start),
    end: instant(booking.end),
    client: recipient('client', booking.client, booking.client_time_zone, booking),
    consultant: recipient('consultant', booking.consultant, booking.consultant_time_zone, booking),
    names: { client: personName(booking.client), consultant: personName(booking.consultant) },
  };
}

/** The name a person goes by in e-mails: the display name, else given and family names. */
function personName(profile: PersonFields | null | undefined): string {
  const display = profile?.display_name?.trim();
  if (display) return display;
  return [profile?.given_name, profile?.family_name].filter(Boolean).join(' ').trim();
}

/** The other side's name, for `to`. */
function otherName(loaded: LoadedBooking, to: BookingRecipient): string {
  return loaded.names[to.role === 'client' ? 'consultant' : 'client'];
}

/** The invitation attached for `to`: the same UID and SEQUENCE for both sides, text in `to`'s language. */
function invitation(loaded: LoadedBooking, to: BookingRecipient, cancel: boolean): MailAttachment {
  const { booking } = loaded;
  const host = new URL(siteUrl()).hostname;
  const content = bookingIcs({
    uid: `${booking.documentId}@${host}`,
    sequence: Number(booking.ics_sequence ?? 0),
    method: cancel ? 'CANCEL' : 'REQUEST',
    start: loaded.start,
    end: loaded.end,
    title: t(to.locale, 'notification.icsTitle', { name: otherName(loaded, to) }),
    description: [t(to.locale, 'notification.icsBooking', { url: to.bookingUrl }), t(to.locale, 'notification.icsRoom', { url: to.roomUrl })].join('\n'),
    roomUrl: to.roomUrl,
    organizer: organizer(),
    attendees: [loaded.client, loaded.consultant].filter((party): party is BookingRecipient => !!party).map((party) => ({ name: party.name, email: party.email })),
  });
  return {
    filename: cancel ? 'cancellation.ics' : 'invitation.ics',
    content,
    contentType: `text/calendar; charset=utf-8; method=${cancel ? 'CANCEL' : 'REQUEST'}`,
  };
}

/** The sides that can be e-mailed. */
function recipients(loaded: LoadedBooking): BookingRecipient[] {
  return [loaded.client, loaded.consultant].filter((side): side is BookingRecipient => !!side);
}

/** What every booking e-mail shows, for `to`. */
function details(loaded: LoadedBooking, to: BookingRecipient) {
  return {
    role: to.role,
    otherName: otherName(loaded, to),
    when: formatBookingTime(loaded.start, loaded.end, to.zone, to.locale),
    durationMinutes: Number(loaded.booking.duration_minutes),
    bookingUrl: to.bookingUrl,
    roomUrl: to.roomUrl,
  };
}

/** Queue one e-mail about the booking `documentId`. */
async function queue(to: BookingRecipient, template: MailTemplate, documentId: string, attachments?: MailAttachment[]): Promise<void> {
  await enqueueMail(to.email, to.locale, template, { attachments, related: `booking:${documentId}` });
}

export default () => ({
  /**
   * Queue the e-mails to both sides of a booking after a change, each with an `.ics` invitation. Call it
   * inside the transaction that saves the change, after writing it: `confirmed` after creation,
   * `rescheduled` after `start`/`end` changed and `ics_sequence` increased, `cancelled` after `status`
   * became `cancelled` (with `cancelled_by`, `cancellation_reason`).
   * @param documentId - the booking's documentId
   * @param known - the booking row and both sides' profiles (with `user.email`) when the caller holds
   *   them (a booking just created); read otherwise
   * @param options.refunded - a cancelled booking's payment is being refunded (the client's e-mail says so)
   * @throws what the database throws (the caller's transaction then rolls back)
   */
  async bookingChanged(documentId: string, change: BookingChange, known?: KnownBooking, { refunded = false }: { refunded?: boolean } = {}): Promise<void> {
    const loaded = await load(documentId, known);
    if (!loaded) {
      strapi.log.warn(`booking e-mail "${change}": no booking ${documentId}`);
      return;
    }
    const cancel = change === 'cancelled';
    for (const to of recipients(loaded)) {
      let attachment: MailAttachment | undefined;
      try {
        attachment = invitation(loaded, to, cancel);
      } catch (error) {
        strapi.log.error(`booking ${documentId}: the .ics for the ${to.role} could not be built: ${(error as Error).message}`);
      }
      const base = details(loaded, to);
      const template: MailTemplate = cancel
        ? {
            name: 'booking-cancelled',
            ...base,
            cancelledBy: loaded.booking.cancelled_by ?? null,
            reason: loaded.booking.cancellation_reason ?? null,
            refunded: refunded || loaded.booking.payment_status === 'refunded',
          }
        : { name: change === 'rescheduled' ? 'booking-rescheduled' : 'booking-confirmed', ...base };
      await queue(to, template, documentId, attachment ? [attachment] : undefined);
    }
  },

  /**
   * Queue the reminders to both sides that the booking starts in less than 24 h (`lead` `24h`) or 1 h
   * (`1h`). Called by `api::booking.reminders` in the transaction that claims the booking's reminder.
   * @returns how many e-mails were queued (0 when the booking is gone or no side has an address)
   * @throws what the database throws (the claim then rolls back)
   */
  async reminder(documentId: string, lead: '24h' | '1h'): Promise<number> {
    const loaded = await load(documentId);
    if (!loaded) return 0;
    const sides = recipients(loaded);
    for (const to of sides) await queue(to, { name: 'booking-reminder', lead, ...details(loaded, to) }, documentId);
    return sides.length;
  },
});
