/** E-mail `booking-confirmed` (transactional e-mails, see ./index.ts): {@link bookingConfirmed}. */
import { bookingParts, type BookingMailDetails } from './booking-details';
import type { Content, Wording } from './layout';

/** Data of the `booking-confirmed` e-mail. */
export type BookingConfirmedMail = { name: 'booking-confirmed' } & BookingMailDetails;

/**
 * A booking is confirmed (spec §5 bookings), to either side (`role`), with the `.ics` invitation attached.
 * @returns the e-mail's content in the wording's language.
 */
export function bookingConfirmed(template: BookingConfirmedMail, wording: Wording): Content {
  const { onSite, suffix } = wording;
  const { name, when, client, details, room, booking, reason } = bookingParts(template, wording);
  return {
    subject: onSite(`Votre consultation avec ${name} est confirmée${suffix}`, `Your consultation with ${name} is confirmed${suffix}`),
    preheader: onSite(`Consultation le ${when}.`, `Consultation on ${when}.`),
    blocks: [
      { kind: 'heading', text: onSite('Votre consultation est confirmée', 'Your consultation is confirmed') },
      {
        kind: 'p',
        text: client
          ? onSite(`Votre consultation avec ${name} est réservée.`, `Your consultation with ${name} is booked.`)
          : onSite(`${name} a réservé une consultation avec vous.`, `${name} booked a consultation with you.`),
      },
      ...details,
      room,
      booking,
      { kind: 'note', text: onSite('L’invitation jointe (.ics) ajoute ce rendez-vous à votre agenda.', 'The attached invitation (.ics) adds this appointment to your calendar.') },
    ],
    reason,
  };
}
