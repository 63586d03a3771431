/** E-mail `earlier-slot` (transactional e-mails, see ./index.ts): {@link earlierSlot}. */
import { COLON_FR, oneLine, type Content, type Wording } from './layout';

/** Data of the `earlier-slot` e-mail (docs/api-bookings.md "Earlier-slot alerts"). */
export type EarlierSlotMail = {
  name: 'earlier-slot';
  /** the consultant's display name */
  expertName: string;
  /** the freed slot, start–end formatted in the client's language and zone (zone named) */
  freedWhen: string;
  /** the client's booking as it is now, formatted the same way */
  bookedWhen: string;
  /** the one-click move page (`/bookings/move?token=…`) */
  moveUrl: string;
  /** the client's booking page */
  bookingUrl: string;
  /** until when the move link works, formatted in the client's language and zone */
  expiresWhen: string;
};

/**
 * An earlier slot with the client's consultant has freed up; one click moves the booking to it (sent once
 * per alert the client asked for).
 * @returns the e-mail's content in the wording's language.
 */
export function earlierSlot(template: EarlierSlotMail, { onSite, suffix, siteFr, siteEn }: Wording): Content {
  const name = oneLine(template.expertName);
  const freed = oneLine(template.freedWhen);
  return {
    subject: onSite(`Un créneau plus tôt s’est libéré pour votre consultation avec ${name}${suffix}`, `An earlier slot has freed up for your consultation with ${name}${suffix}`),
    preheader: onSite(`Nouveau créneau${COLON_FR} ${freed}.`, `Freed slot: ${freed}.`),
    blocks: [
      { kind: 'heading', text: onSite('Un créneau plus tôt est disponible', 'An earlier slot is available') },
      {
        kind: 'p',
        text: onSite(`Un créneau plus tôt vient de se libérer avec ${name}${COLON_FR} ${freed}.`, `An earlier slot has just freed up with ${name}: ${freed}.`),
      },
      { kind: 'p', text: onSite(`Votre consultation est prévue actuellement${COLON_FR} ${oneLine(template.bookedWhen)}.`, `Your consultation is now booked for: ${oneLine(template.bookedWhen)}.`) },
      { kind: 'button', label: onSite('Avancer ma consultation à ce créneau', 'Move my consultation to this slot'), url: template.moveUrl },
      {
        kind: 'note',
        text: onSite(
          `Un seul clic suffit, sans connexion, tant que le créneau est libre (jusqu’au ${oneLine(template.expiresWhen)}). Votre paiement et vos formulaires restent attachés à la réservation. Cette alerte est maintenant utilisée${COLON_FR} vous pouvez en demander une nouvelle depuis votre réservation.`,
          `One click is enough, without signing in, while the slot is free (until ${oneLine(template.expiresWhen)}). Your payment and forms stay with the booking. This alert is now used: you can ask for a new one from your booking.`,
        ),
      },
      { kind: 'button', label: onSite('Voir ma réservation', 'See my booking'), url: template.bookingUrl },
    ],
    reason: onSite(
      `Vous recevez cet e-mail car vous avez demandé à être prévenu d’un créneau plus tôt sur ${siteFr}.`,
      `You receive this e-mail because you asked to be told of an earlier slot on ${siteEn}.`,
    ),
  };
}
