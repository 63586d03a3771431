/** E-mail `booking-reminder` (transactional e-mails, see ./index.ts): {@link bookingReminder}. */
import { bookingParts, type BookingMailDetails } from './booking-details';
import { COLON_FR, type Content, type Wording } from './layout';

/** Data of the `booking-reminder` e-mail, sent `lead` = 24 h or 1 h before the start. */
export type BookingReminderMail = { name: 'booking-reminder'; lead: '24h' | '1h' } & BookingMailDetails;

/**
 * Reminder of a coming consultation (spec §5 bookings), to either side.
 * @returns the e-mail's content in the wording's language.
 */
export function bookingReminder(template: BookingReminderMail, wording: Wording): Content {
  const { onSite, suffix } = wording;
  const { name, when, details, room, booking, reason } = bookingParts(template, wording);
  const soon = template.lead === '1h';
  return {
    subject: soon
      ? onSite(`Votre consultation avec ${name} commence bientôt${suffix}`, `Your consultation with ${name} starts soon${suffix}`)
      : onSite(`Rappel${COLON_FR} votre consultation avec ${name}${suffix}`, `Reminder: your consultation with ${name}${suffix}`),
    preheader: onSite(`Consultation le ${when}.`, `Consultation on ${when}.`),
    blocks: [
      {
        kind: 'heading',
        text: soon
          ? onSite('Votre consultation commence dans moins d’une heure', 'Your consultation starts in less than an hour')
          : onSite('Votre consultation approche', 'Your consultation is coming up'),
      },
      { kind: 'p', text: onSite(`Votre consultation avec ${name}${COLON_FR}`, `Your consultation with ${name}:`) },
      ...details,
      room,
      booking,
      {
        kind: 'note',
        text: onSite('Rejoignez la salle quelques minutes avant l’heure pour vérifier votre caméra et votre micro.', 'Join the room a few minutes early to check your camera and microphone.'),
      },
    ],
    reason,
  };
}
