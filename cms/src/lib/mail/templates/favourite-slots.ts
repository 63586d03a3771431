/** E-mail `favourite-slots` (transactional e-mails, see ./index.ts): {@link favouriteSlots}. */
import { oneLine, type Block, type Content, type Wording } from './layout';

/** Data of the `favourite-slots` e-mail (docs/api-bookings.md "Earlier-slot alerts"). */
export type FavouriteSlotsMail = {
  name: 'favourite-slots';
  /** the freed slots, soonest first */
  slots: {
    /** the consultant's display name */
    expertName: string;
    /** start–end formatted in the client's language and zone (zone named) */
    when: string;
    /** the expert's page with this slot chosen (`/our-experts/details/:id?start=…`) */
    bookUrl: string;
  }[];
  /** the page that stops these e-mails without signing in (`/favourites/alerts/stop?token=…`) */
  stopUrl: string;
};

/**
 * The daily digest of slots freed within the next 48 hours by the client's favourite experts (at most one
 * a day), each linking to the booking page with the slot chosen, and the stop link.
 * @returns the e-mail's content in the wording's language.
 */
export function favouriteSlots(template: FavouriteSlotsMail, { onSite, suffix, siteFr, siteEn }: Wording): Content {
  const several = template.slots.length > 1;
  const slots: Block[] = template.slots.map((slot) => ({
    kind: 'button',
    label: `${oneLine(slot.expertName)} — ${oneLine(slot.when)}`,
    url: slot.bookUrl,
  }));
  return {
    subject: several
      ? onSite(`Des créneaux se libèrent pour vous chez vos experts favoris${suffix}`, `Slots have freed up with your favourite experts${suffix}`)
      : onSite(`Un créneau se libère pour vous chez un expert favori${suffix}`, `A slot has freed up with one of your favourite experts${suffix}`),
    preheader: onSite('Dans les prochaines 48 heures.', 'Within the next 48 hours.'),
    blocks: [
      { kind: 'heading', text: onSite('Créneaux libérés chez vos experts favoris', 'Slots freed up with your favourite experts') },
      {
        kind: 'p',
        text: onSite(
          'Ces créneaux des prochaines 48 heures viennent de se libérer. Choisissez-en un pour le réserver :',
          'These slots of the next 48 hours have just freed up. Choose one to book it:',
        ),
      },
      ...slots,
      { kind: 'note', text: onSite('Vous recevez au plus un e-mail de ce type par jour.', 'You receive at most one such e-mail a day.') },
      { kind: 'link', text: onSite('Ne plus recevoir ces alertes ?', 'No longer wish to receive these alerts?'), label: onSite('Arrêter les alertes', 'Stop the alerts'), url: template.stopUrl },
    ],
    reason: onSite(
      `Vous recevez cet e-mail car vous avez activé les alertes de vos experts favoris sur ${siteFr}.`,
      `You receive this e-mail because you turned on the alerts of your favourite experts on ${siteEn}.`,
    ),
  };
}
