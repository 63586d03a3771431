/** E-mails `webinar-registered`, `webinar-rescheduled`, `webinar-cancelled`, `webinar-reminder`, `webinar-released` (transactional e-mails, see ./index.ts): {@link webinarMail}. */
import { COLON_FR, duration, oneLine, type Block, type Content, type Wording } from './layout';

/**
 * Data of the e-mails a registered client gets about a webinar (docs/api-webinars.md "E-mails"): the
 * registration is confirmed, the webinar moved to another time, it is cancelled (`refunded`: the
 * client's payment is given back; `cancelledBy`: its host or the platform's team), it starts within 24 h
 * (reminder), or the client's seat is released because the online payment was not made before the
 * checkout expired.
 */
export interface WebinarMail {
  name: 'webinar-registered' | 'webinar-rescheduled' | 'webinar-cancelled' | 'webinar-reminder' | 'webinar-released';
  /** The webinar's title in the recipient's language (fallback the other language). */
  title: string;
  /** Display name of the consultant who hosts it. */
  hostName: string;
  /** Start–end, already formatted in the recipient's language and time zone, zone name included. */
  when: string;
  /** Minutes. */
  durationMinutes: number;
  /** Absolute URL of the webinar's page. */
  webinarUrl: string;
  refunded: boolean;
  /** Who cancelled the webinar (`webinar-cancelled`): its host (default) or the platform's team. */
  cancelledBy?: 'consultant' | 'admin';
}

/**
 * A webinar e-mail to a registered client, with the `.ics` invitation (added, moved or removed) attached.
 * @returns the e-mail's content in the wording's language.
 */
export function webinarMail(template: WebinarMail, { onSite, suffix, siteFr, siteEn, locale }: Wording): Content {
  const title = oneLine(template.title);
  const host = oneLine(template.hostName);
  const when = oneLine(template.when);
  const details: Block[] = [
    { kind: 'p', text: onSite(`Animé par ${host}.`, `Hosted by ${host}.`) },
    { kind: 'p', text: onSite(`Date et heure${COLON_FR} ${when}`, `Date and time: ${when}`) },
    { kind: 'p', text: onSite(`Durée${COLON_FR} ${duration(template.durationMinutes, locale)}`, `Duration: ${duration(template.durationMinutes, locale)}`) },
  ];
  const page: Block = { kind: 'button', label: onSite('Voir le webinaire', 'See the webinar'), url: template.webinarUrl };
  const reason = onSite(`Vous recevez cet e-mail car vous êtes inscrit à un webinaire sur ${siteFr}.`, `You receive this e-mail because you registered for a webinar on ${siteEn}.`);
  if (template.name === 'webinar-cancelled') {
    const refund: Block[] = template.refunded
      ? [{ kind: 'p', text: onSite('Votre paiement vous est remboursé sur le moyen de paiement utilisé.', 'Your payment is refunded to the payment method you used.') }]
      : [];
    return {
      subject: onSite(`Votre webinaire «\u00a0${title}\u00a0» est annulé${suffix}`, `Your webinar “${title}” is cancelled${suffix}`),
      preheader: onSite(`Webinaire du ${when} annulé.`, `Webinar on ${when} cancelled.`),
      blocks: [
        { kind: 'heading', text: onSite('Webinaire annulé', 'Webinar cancelled') },
        {
          kind: 'p',
          text:
            template.cancelledBy === 'admin'
              ? onSite(`Notre équipe a annulé le webinaire «\u00a0${title}\u00a0»${COLON_FR} il n’aura pas lieu.`, `Our team cancelled the webinar “${title}”: it will not take place.`)
              : onSite(`${host} a annulé le webinaire «\u00a0${title}\u00a0»${COLON_FR} il n’aura pas lieu.`, `${host} cancelled the webinar “${title}”: it will not take place.`),
        },
        ...details,
        ...refund,
        { kind: 'note', text: onSite('L’invitation jointe (.ics) retire ce webinaire de votre agenda.', 'The attached invitation (.ics) removes this webinar from your calendar.') },
      ],
      reason,
    };
  }
  if (template.name === 'webinar-released') {
    return {
      subject: onSite(`Votre place au webinaire «\u00a0${title}\u00a0» est libérée${suffix}`, `Your seat at the webinar “${title}” is released${suffix}`),
      preheader: onSite('Le paiement n’a pas été effectué à temps.', 'The payment was not made in time.'),
      blocks: [
        { kind: 'heading', text: onSite('Votre place est libérée', 'Your seat is released') },
        {
          kind: 'p',
          text: onSite(
            `Le paiement en ligne de votre inscription au webinaire «\u00a0${title}\u00a0» n’a pas été effectué avant l’expiration de la page de paiement${COLON_FR} votre place a été rendue disponible et rien ne vous a été débité.`,
            `The online payment of your registration for the webinar “${title}” was not made before the payment page expired: your seat was given back and nothing was charged.`,
          ),
        },
        ...details,
        { kind: 'p', text: onSite('Vous pouvez vous inscrire de nouveau tant qu’il reste des places.', 'You can register again while seats are left.') },
        { kind: 'button', label: onSite('S’inscrire de nouveau', 'Register again'), url: template.webinarUrl },
        { kind: 'note', text: onSite('L’invitation jointe (.ics) retire ce webinaire de votre agenda.', 'The attached invitation (.ics) removes this webinar from your calendar.') },
      ],
      reason,
    };
  }
  if (template.name === 'webinar-reminder') {
    return {
      subject: onSite(`Rappel${COLON_FR} votre webinaire «\u00a0${title}\u00a0»${suffix}`, `Reminder: your webinar “${title}”${suffix}`),
      preheader: onSite(`Webinaire le ${when}.`, `Webinar on ${when}.`),
      blocks: [
        { kind: 'heading', text: onSite('Votre webinaire approche', 'Your webinar is coming up') },
        { kind: 'p', text: onSite(`Le webinaire «\u00a0${title}\u00a0» auquel vous êtes inscrit commence bientôt.`, `The webinar “${title}” you registered for starts soon.`) },
        ...details,
        page,
      ],
      reason,
    };
  }
  if (template.name === 'webinar-rescheduled') {
    return {
      subject: onSite(`Votre webinaire «\u00a0${title}\u00a0» change d’horaire${suffix}`, `Your webinar “${title}” moves to a new time${suffix}`),
      preheader: onSite(`Désormais le ${when}.`, `Now on ${when}.`),
      blocks: [
        { kind: 'heading', text: onSite('Le webinaire change d’horaire', 'The webinar moved to a new time') },
        {
          kind: 'p',
          text: onSite(
            `${host} a changé l’horaire du webinaire «\u00a0${title}\u00a0». Votre inscription est conservée.`,
            `${host} changed the time of the webinar “${title}”. Your registration is kept.`,
          ),
        },
        ...details,
        page,
        { kind: 'note', text: onSite('L’invitation jointe (.ics) met à jour ce webinaire dans votre agenda.', 'The attached invitation (.ics) updates this webinar in your calendar.') },
      ],
      reason,
    };
  }
  return {
    subject: onSite(`Votre inscription au webinaire «\u00a0${title}\u00a0» est confirmée${suffix}`, `Your registration for the webinar “${title}” is confirmed${suffix}`),
    preheader: onSite(`Webinaire le ${when}.`, `Webinar on ${when}.`),
    blocks: [
      { kind: 'heading', text: onSite('Votre inscription est confirmée', 'Your registration is confirmed') },
      { kind: 'p', text: onSite(`Vous êtes inscrit au webinaire «\u00a0${title}\u00a0».`, `You are registered for the webinar “${title}”.`) },
      ...details,
      page,
      { kind: 'note', text: onSite('L’invitation jointe (.ics) ajoute ce webinaire à votre agenda.', 'The attached invitation (.ics) adds this webinar to your calendar.') },
    ],
    reason,
  };
}
