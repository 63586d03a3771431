/**
 * Calendar side of the booking e-mails (docs/api-bookings.md "Notifications"): the
 * `.ics` invitation attached to each confirmation, reschedule and cancellation, built with the
 * `ical-generator` package, and the wall-clock rendering of a booking's time in a recipient's zone (luxon).
 */
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';

/** One booking as a calendar event, as one recipient sees it. */
export interface BookingInvitation {
  /** Stable per booking (`<booking documentId>@<host of PUBLIC_URL>`): calendars update the same event. */
  uid: string;
  /** The booking's `ics_sequence`: 0 when booked, +1 at every change. */
  sequence: number;
  /** `CANCEL` removes the event from the recipient's calendar; `REQUEST` adds or updates it. */
  method: 'REQUEST' | 'CANCEL';
  /** UTC instants. */
  start: Date;
  end: Date;
  /** In the recipient's language, naming the other party. */
  title: string;
  description: string;
  /** The online room, also given as the location. */
  roomUrl: string;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
}

/**
 * The iCalendar text (RFC 5545) of a booking invitation: `METHOD` and `STATUS` (`CONFIRMED`, or
 * `CANCELLED` with `METHOD:CANCEL`), `UID`, `SEQUENCE`, `DTSTART`/`DTEND` in UTC.
 * @throws Error when `ical-generator` refuses a value (e.g. an invalid date)
 */
export function bookingIcs(invitation: BookingInvitation): string {
  const cancel = invitation.method === 'CANCEL';
  const calendar = ical({ prodId: { company: 'ayuvie', product: 'booking' }, method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST });
  calendar.createEvent({
    id: invitation.uid,
    sequence: invitation.sequence,
    start: invitation.start,
    end: invitation.end,
    summary: invitation.title,
    description: invitation.description,
    location: invitation.roomUrl,
    url: invitation.roomUrl,
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: invitation.organizer,
    attendees: invitation.attendees.map((attendee) => ({ ...attendee, rsvp: false, status: ICalAttendeeStatus.ACCEPTED, role: ICalAttendeeRole.REQ })),
  });
  return calendar.toString();
}

/** Intl formats by locale, zone and part: building one costs far more than using it. */
const formats = new Map<string, Intl.DateTimeFormat>();

/** The parts of a booking's time: luxon's `DATE_HUGE` and `TIME_SIMPLE`, and the local date (to compare days). */
const PARTS = {
  day: { year: 'numeric', month: 'long', day: 'numeric', weekday: 'long' },
  time: { hour: 'numeric', minute: 'numeric' },
  date: { year: 'numeric', month: '2-digit', day: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

function formatOf(locale: 'fr' | 'en', zone: string, part: keyof typeof PARTS): Intl.DateTimeFormat {
  const key = `${locale}|${zone}|${part}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(part === 'date' ? 'en-US' : locale, { ...PARTS[part], timeZone: zone });
    formats.set(key, format);
  }
  return format;
}

/** A region zone name (`Europe/Paris`, `Etc/GMT+3`…) that Intl knows; luxon reads other spellings (`UTC`, `utc+2`) itself. */
function isRegionZone(zone: string): boolean {
  if (!/^[A-Za-z]+\/[A-Za-z0-9_+\-/]+$/.test(zone)) return false;
  try {
    formatOf('en', zone, 'date');
    return true;
  } catch {
    return false;
  }
}

/**
 * A booking's time as a recipient reads it: full date, start–end in the 24 h (fr) or 12 h (en) clock
 * of `locale`, and the IANA zone name, e.g. `mardi 4 mars 2031, 10:00–11:00 (Europe/Paris)` or
 * `Tuesday, March 4, 2031, 2:30 PM–3:30 PM (Asia/Kolkata)`. An unknown zone falls back to UTC.
 * A region zone is formatted with Intl formats kept per locale and zone (what luxon does, without its
 * zone arithmetic at every call: a booking writes this for each side); other zone spellings go
 * through luxon.
 * @param start - UTC instant
 * @param end - UTC instant
 * @param zone - the recipient's IANA zone
 */
export function formatBookingTime(start: Date, end: Date, zone: string, locale: 'fr' | 'en'): string {
  if (isRegionZone(zone)) {
    const sameDay = formatOf(locale, zone, 'date').format(start) === formatOf(locale, zone, 'date').format(end);
    const day = formatOf(locale, zone, 'day');
    const time = formatOf(locale, zone, 'time');
    const endText = sameDay ? time.format(end) : `${day.format(end)}, ${time.format(end)}`;
    return `${day.format(start)}, ${time.format(start)}–${endText} (${zone})`;
  }
  let from = DateTime.fromJSDate(start, { zone }).setLocale(locale);
  if (!from.isValid) {
    from = DateTime.fromJSDate(start, { zone: 'UTC' }).setLocale(locale);
  }
  const to = DateTime.fromJSDate(end, { zone: from.zoneName ?? 'UTC' }).setLocale(locale);
  const sameDay = from.hasSame(to, 'day');
  const day = from.toLocaleString(DateTime.DATE_HUGE);
  const endText = sameDay ? to.toLocaleString(DateTime.TIME_SIMPLE) : `${to.toLocaleString(DateTime.DATE_HUGE)}, ${to.toLocaleString(DateTime.TIME_SIMPLE)}`;
  return `${day}, ${from.toLocaleString(DateTime.TIME_SIMPLE)}–${endText} (${from.zoneName})`;
}

/**
 * One instant as a recipient reads it, in the same words as {@link formatBookingTime}: full date, time
 * and IANA zone name, e.g. `mardi 4 mars 2031, 10:00 (Europe/Paris)`. An unknown zone falls back to UTC.
 * @param at - UTC instant
 * @param zone - the recipient's IANA zone
 */
export function formatInstant(at: Date, zone: string, locale: 'fr' | 'en'): string {
  if (isRegionZone(zone)) return `${formatOf(locale, zone, 'day').format(at)}, ${formatOf(locale, zone, 'time').format(at)} (${zone})`;
  let local = DateTime.fromJSDate(at, { zone }).setLocale(locale);
  if (!local.isValid) local = DateTime.fromJSDate(at, { zone: 'UTC' }).setLocale(locale);
  return `${local.toLocaleString(DateTime.DATE_HUGE)}, ${local.toLocaleString(DateTime.TIME_SIMPLE)} (${local.zoneName})`;
}
