/** E-mail `booking-cancelled` (transactional e-mails, see ./index.ts): {@link bookingCancelled}. */
import { bookingParts, type BookingMailDetails } from './booking-details';
import { COLON_FR, oneLine, type Block, type Content, type Wording } from './layout';

/**
 * Data of the `booking-cancelled` e-mail: who cancelled (`cancelledBy`, `null` when unknown), the
 * `reason` if any and, for the client, whether the payment is `refunded`.
 */
export type BookingCancelledMail = {
  name: 'booking-cancelled';
  cancelledBy: 'client' | 'consultant' | 'admin' | null;
  reason: string | null;
  refunded: boolean;
} & BookingMailDetails;

/**
 * A booking is cancelled (spec §5 bookings), to either side, with the cancelling `.ics` attached.
 * @returns the e-mail's content in the wording's language.
 */
export function bookingCancelled(template: BookingCancelledMail, wording: Wording): Content {
  const { onSite, suffix } = wording;
  const { name, when, client, details, booking, reason } = bookingParts(template, wording);
  const by =
    template.cancelledBy === template.role
      ? onSite('Vous avez annulé cette consultation.', 'You cancelled this consultation.')
      : template.cancelledBy === 'admin'
        ? onSite('Notre équipe a annulé cette consultation.', 'Our team cancelled this consultation.')
        : template.cancelledBy
          ? onSite(`${name} a annulé cette consultation.`, `${name} cancelled this consultation.`)
          : null;
  const why = template.reason ? oneLine(template.reason) : '';
  const extra: Block[] = [];
  if (by) extra.push({ kind: 'p', text: by });
  if (why) extra.push({ kind: 'p', text: onSite(`Motif${COLON_FR} ${why}`, `Reason: ${why}`) });
  if (client && template.refunded) {
    extra.push({ kind: 'p', text: onSite('Votre paiement vous est remboursé sur le moyen de paiement utilisé.', 'Your payment is refunded to the payment method you used.') });
  }
  return {
    subject: onSite(`Votre consultation avec ${name} est annulée${suffix}`, `Your consultation with ${name} is cancelled${suffix}`),
    preheader: onSite(`Consultation du ${when} annulée.`, `Consultation on ${when} cancelled.`),
    blocks: [
      { kind: 'heading', text: onSite('Votre consultation est annulée', 'Your consultation is cancelled') },
      { kind: 'p', text: onSite(`Votre consultation avec ${name} n’aura pas lieu.`, `Your consultation with ${name} will not take place.`) },
      ...details,
      ...extra,
      booking,
      { kind: 'note', text: onSite('L’invitation jointe (.ics) retire ce rendez-vous de votre agenda.', 'The attached invitation (.ics) removes this appointment from your calendar.') },
    ],
    reason,
  };
}
