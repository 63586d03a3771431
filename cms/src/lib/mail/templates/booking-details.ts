/**
 * What the four booking e-mails (confirmed, rescheduled, cancelled, reminder; spec §5 bookings) share:
 * their data and the blocks shown in each of them.
 */
import { COLON_FR, duration, oneLine, type Block, type Wording } from './layout';

/** What every booking e-mail shows. */
export interface BookingMailDetails {
  /** The recipient's side of the booking. */
  role: 'client' | 'consultant';
  /** Display name of the other party. */
  otherName: string;
  /** Start–end, already formatted in the recipient's language and time zone, zone name included. */
  when: string;
  /** Minutes. */
  durationMinutes: number;
  /** Absolute URL of the recipient's booking page. */
  bookingUrl: string;
  /** Absolute URL of the online consultation room. */
  roomUrl: string;
}

/** The shared parts of a booking e-mail, built from its {@link BookingMailDetails}. */
export interface BookingParts {
  /** The other party's name on one line. */
  name: string;
  /** Start–end on one line. */
  when: string;
  /** True when the recipient is the client. */
  client: boolean;
  /** "Date and time" and "Duration" paragraphs. */
  details: Block[];
  /** Button to the online room. */
  room: Block;
  /** Button to the recipient's booking page. */
  booking: Block;
  /** Footer reason. */
  reason: string;
}

/** The {@link BookingParts} of a booking e-mail in the wording's language. */
export function bookingParts(template: BookingMailDetails, { locale, onSite, siteFr, siteEn }: Wording): BookingParts {
  const client = template.role === 'client';
  const when = oneLine(template.when);
  return {
    name: oneLine(template.otherName),
    when,
    client,
    details: [
      { kind: 'p', text: onSite(`Date et heure${COLON_FR} ${when}`, `Date and time: ${when}`) },
      { kind: 'p', text: onSite(`Durée${COLON_FR} ${duration(template.durationMinutes, locale)}`, `Duration: ${duration(template.durationMinutes, locale)}`) },
    ],
    room: { kind: 'button', label: onSite('Rejoindre la consultation en ligne', 'Join the online consultation'), url: template.roomUrl },
    booking: {
      kind: 'button',
      label: client ? onSite('Voir ma réservation', 'See my booking') : onSite('Voir mes réservations', 'See my bookings'),
      url: template.bookingUrl,
    },
    reason: onSite(`Vous recevez cet e-mail car vous avez une consultation prévue sur ${siteFr}.`, `You receive this e-mail because you have a consultation booked on ${siteEn}.`),
  };
}
