/** E-mail `booking-rescheduled` (transactional e-mails, see ./index.ts): {@link bookingRescheduled}. */
import { bookingParts, type BookingMailDetails } from './booking-details';
import { COLON_FR, type Content, type Wording } from './layout';

/** Data of the `booking-rescheduled` e-mail. */
export type BookingRescheduledMail = { name: 'booking-rescheduled' } & BookingMailDetails;

/**
 * A booking is moved to a new time (spec §5 bookings), to either side, with the updated `.ics` attached.
 * @returns the e-mail's content in the wording's language.
 */
export function bookingRescheduled(template: BookingRescheduledMail, wording: Wording): Content {
  const { onSite, suffix } = wording;
  const { name, when, details, room, booking, reason } = bookingParts(template, wording);
  return {
    subject: onSite(`Votre consultation avec ${name} est déplacée${suffix}`, `Your consultation with ${name} has been moved${suffix}`),
    preheader: onSite(`Nouvelle date${COLON_FR} ${when}.`, `New time: ${when}.`),
    blocks: [
      { kind: 'heading', text: onSite('Votre consultation a changé d’horaire', 'Your consultation has a new time') },
      {
        kind: 'p',
        text: onSite(`Votre consultation avec ${name} a lieu désormais à l’horaire suivant${COLON_FR}`, `Your consultation with ${name} now takes place at this time:`),
      },
      ...details,
      room,
      booking,
      { kind: 'note', text: onSite('L’invitation jointe (.ics) met à jour ce rendez-vous dans votre agenda.', 'The attached invitation (.ics) updates this appointment in your calendar.') },
    ],
    reason,
  };
}
