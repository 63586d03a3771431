/**
 * Transactional e-mail templates (product spec §2 sign-up / forgot password, §5 "please verify your
 * email OTP before proceeding"), in the two interface languages (fr default, en).
 *
 * Pure rendering: no I/O, no dependency. The caller reads the branding from the web settings, picks
 * the recipient's language and sends the result. Every template yields a subject, a self-sufficient
 * plain-text part (codes and links written out in full) and an e-mail-safe HTML part (table layout,
 * inline styles, max-width 560px) in which every dynamic value is HTML-escaped and only `http(s)`
 * URLs become links.
 */

/** Language of an e-mail; `fr` is the platform default and the fallback for any other value. */
export type MailLocale = 'fr' | 'en';

/**
 * Branding read from the web settings by the caller.
 * - `siteTitle`: shown in the header (as text when there is no logo), the logo's `alt` and every subject.
 * - `logoUrl`: absolute `http(s)` URL of the logo, or `null` to show the site title as text instead.
 * - `legalName`: legal entity named in the footer.
 * - `siteUrl`: absolute site URL without trailing slash, linked in the footer.
 */
export interface MailBranding {
  siteTitle: string;
  /** Absolute URL or null. */
  logoUrl: string | null;
  legalName: string;
  /** Absolute, no trailing slash. */
  siteUrl: string;
}

/**
 * The transactional e-mails and their data, discriminated by `name`:
 * - `email-otp`: sign-up e-mail verification code (spec §2 sign-up, §5 "verify your email OTP").
 * - `mobile-otp`: phone verification code, sent by e-mail because no SMS provider is configured (the
 *   e-mail says so); `phone` is the number being verified, as the user typed or formatted it.
 * - `account-exists`: a sign-up code was asked for an address that already has an account: no code,
 *   links to sign in and to reset the password, and "if it wasn't you, ignore this e-mail".
 * - `password-reset`: forgot-password link (spec §2), valid `expiresInMinutes`.
 * - `password-changed`: security notice after a password change; `when` is an already formatted
 *   date-time in the recipient's time zone, `resetUrl` lets them take the account back.
 * - `consultant-approved` / `consultant-rejected` (with the admin's `reason`) / `consultant-active`
 *   (deactivated or reactivated): the review of a consultant profile (issue 4 §3).
 * - `consultant-submitted`: to admins, a profile waits for review (`resubmission` after a change).
 * - `booking-confirmed` / `booking-rescheduled` / `booking-cancelled` / `booking-reminder` (issue 5 §7):
 *   to each side of a booking (`role` = the recipient's side); `otherName` is the other party's display
 *   name, `when` the already formatted start and end in the recipient's time zone (with the zone name),
 *   `durationMinutes` minutes, `bookingUrl` the recipient's booking page, `roomUrl` the online room. A
 *   cancellation says who cancelled (`cancelledBy`, `null` when unknown), the `reason` if any and,
 *   for the client, whether the payment is `refunded`. A reminder is sent `lead` = 24 h or 1 h before.
 */
export type MailTemplate =
  | { name: 'email-otp'; code: string; expiresInMinutes: number }
  | { name: 'mobile-otp'; code: string; expiresInMinutes: number; phone: string }
  | { name: 'account-exists'; role: 'client' | 'consultant'; signInUrl: string; resetUrl: string }
  | { name: 'password-reset'; resetUrl: string; expiresInMinutes: number }
  | { name: 'password-changed'; when: string; resetUrl: string }
  | { name: 'consultant-approved'; profileUrl: string; dashboardUrl: string; active: boolean }
  | { name: 'consultant-rejected'; reason: string; editUrl: string }
  | { name: 'consultant-active'; active: boolean; dashboardUrl: string }
  | { name: 'consultant-submitted'; consultantName: string; resubmission: boolean; reviewUrl: string }
  | ({ name: 'booking-confirmed' | 'booking-rescheduled' } & BookingMailDetails)
  | ({ name: 'booking-cancelled'; cancelledBy: 'client' | 'consultant' | 'admin' | null; reason: string | null; refunded: boolean } & BookingMailDetails)
  | ({ name: 'booking-reminder'; lead: '24h' | '1h' } & BookingMailDetails);

/** What every booking e-mail shows (see {@link MailTemplate}). */
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

/** A rendered e-mail: single-line subject, plain-text part and full HTML document. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * Escape a value for HTML text and double- or single-quoted attribute values
 * (`&`, `<`, `>`, `"`, `'`).
 */
export function escapeHtml(value: string): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

// ---------------------------------------------------------------------------------------------------
// Content model: each template is a list of blocks rendered once as text and once as HTML.

type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'p'; text: string }
  | { kind: 'code'; code: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'note'; text: string };

interface Content {
  subject: string;
  /** Hidden preview line shown by mail clients next to the subject. */
  preheader: string;
  blocks: Block[];
  /** Footer line: "You receive this e-mail because…". */
  reason: string;
}

const COLORS = {
  green: '#1f5c4a',
  saffron: '#e39b2d',
  text: '#2b2b2b',
  muted: '#6b6b6b',
  page: '#f4f1ec',
  card: '#ffffff',
  codeBg: '#fdf5e8',
} as const;
const FONT = 'Lato, Arial, sans-serif';

/** True for an absolute `http:` / `https:` URL without whitespace or control characters. */
function isHttpUrl(value: string | null | undefined): value is string {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value) || /[\s\u0000-\u001f\u007f]/.test(value)) {
    return false;
  }
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Collapse line breaks so a value can never add lines to a header. */
function oneLine(value: string): string {
  return String(value).replace(/[\r\n\u2028\u2029]+/g, ' ').replace(/\s{2,}/g, ' ').trim();
}

function duration(minutes: number, locale: MailLocale): string {
  const n = Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes) : 0;
  if (n >= 60 && n % 60 === 0) {
    const h = n / 60;
    return locale === 'fr' ? `${h} heure${h > 1 ? 's' : ''}` : `${h} hour${h > 1 ? 's' : ''}`;
  }
  return `${n} minute${n > 1 ? 's' : ''}`;
}

/** French typography: non-breaking space before the colon. */
const COLON_FR = '\u00a0:';

function buildContent(template: MailTemplate, locale: MailLocale, site: string): Content {
  const fr = locale === 'fr';
  const suffix = site ? ` — ${site}` : '';
  const onSite = (frText: string, enText: string) => (fr ? frText : enText);
  const siteFr = site || 'notre plateforme';
  const siteEn = site || 'our platform';

  const neverShare: Block = {
    kind: 'note',
    text: onSite(
      `Ne communiquez ce code à personne${COLON_FR} notre équipe ne vous le demandera jamais.`,
      'Never share this code with anyone: our team will never ask you for it.',
    ),
  };

  switch (template.name) {
    case 'email-otp': {
      const valid = duration(template.expiresInMinutes, locale);
      return {
        subject: onSite(`Votre code de vérification${suffix}`, `Your verification code${suffix}`),
        preheader: onSite(`Votre code de vérification est valable ${valid}.`, `Your verification code is valid for ${valid}.`),
        blocks: [
          { kind: 'heading', text: onSite('Vérifiez votre adresse e-mail', 'Verify your e-mail address') },
          {
            kind: 'p',
            text: onSite(
              `Pour finaliser votre inscription sur ${siteFr}, saisissez le code de vérification ci-dessous${COLON_FR}`,
              `To complete your sign-up on ${siteEn}, enter the verification code below:`,
            ),
          },
          { kind: 'code', code: template.code },
          { kind: 'p', text: onSite(`Ce code est valable ${valid}.`, `This code is valid for ${valid}.`) },
          neverShare,
          {
            kind: 'note',
            text: onSite(
              `Si vous n’êtes pas à l’origine de cette demande, ignorez simplement cet e-mail${COLON_FR} aucun compte ne sera créé sans ce code.`,
              'If you did not request this code, simply ignore this e-mail: no account will be created without it.',
            ),
          },
        ],
        reason: onSite(
          `Vous recevez cet e-mail car une inscription a été demandée sur ${siteFr} avec cette adresse.`,
          `You receive this e-mail because a sign-up was requested on ${siteEn} with this address.`,
        ),
      };
    }

    case 'mobile-otp': {
      const valid = duration(template.expiresInMinutes, locale);
      const phone = oneLine(template.phone);
      return {
        subject: onSite(`Code de vérification de votre téléphone${suffix}`, `Your phone verification code${suffix}`),
        preheader: onSite(
          `Votre code de vérification du numéro ${phone}, envoyé par e-mail.`,
          `Your verification code for ${phone}, sent by e-mail.`,
        ),
        blocks: [
          { kind: 'heading', text: onSite('Vérifiez votre numéro de téléphone', 'Verify your phone number') },
          {
            kind: 'p',
            text: onSite(
              `Vous avez demandé à vérifier le numéro de téléphone ${phone} sur ${siteFr}.`,
              `You asked to verify the phone number ${phone} on ${siteEn}.`,
            ),
          },
          {
            kind: 'p',
            text: onSite(
              `Aucun service d’envoi de SMS n’est configuré pour le moment${COLON_FR} c’est pourquoi ce code vous est envoyé par e-mail, et non par SMS sur votre téléphone.`,
              'No text-message (SMS) service is configured at the moment, which is why this code is sent to you by e-mail rather than by SMS to your phone.',
            ),
          },
          {
            kind: 'p',
            text: onSite(
              `Saisissez ce code dans le champ de vérification du téléphone${COLON_FR}`,
              'Enter this code in the phone verification field:',
            ),
          },
          { kind: 'code', code: template.code },
          { kind: 'p', text: onSite(`Ce code est valable ${valid}.`, `This code is valid for ${valid}.`) },
          neverShare,
          {
            kind: 'note',
            text: onSite(
              `Si vous n’êtes pas à l’origine de cette demande, ignorez simplement cet e-mail${COLON_FR} le numéro ne sera pas vérifié sans ce code.`,
              'If you did not request this code, simply ignore this e-mail: the number will not be verified without it.',
            ),
          },
        ],
        reason: onSite(
          `Vous recevez cet e-mail car la vérification d’un numéro de téléphone a été demandée depuis votre compte ${siteFr}.`,
          `You receive this e-mail because a phone number verification was requested from your ${siteEn} account.`,
        ),
      };
    }

    case 'account-exists': {
      const account = template.role === 'consultant'
        ? onSite('un compte expert', 'an expert account')
        : onSite('un compte client', 'a client account');
      return {
        subject: onSite(`Vous avez déjà un compte${suffix}`, `You already have an account${suffix}`),
        preheader: onSite(
          `Cette adresse e-mail est déjà associée à un compte${COLON_FR} connectez-vous ou réinitialisez votre mot de passe.`,
          'This e-mail address already has an account: sign in or reset your password.',
        ),
        blocks: [
          { kind: 'heading', text: onSite('Vous avez déjà un compte', 'You already have an account') },
          {
            kind: 'p',
            text: onSite(
              `Quelqu’un, probablement vous, a demandé un code d’inscription pour cette adresse e-mail. Or elle est déjà associée à ${account} sur ${siteFr}${COLON_FR} aucun nouveau compte n’a été créé et aucun code n’est nécessaire.`,
              `Someone, probably you, asked for a sign-up code for this e-mail address. It is already linked to ${account} on ${siteEn}, so no new account has been created and no code is needed.`,
            ),
          },
          { kind: 'p', text: onSite(`Vous pouvez vous connecter directement${COLON_FR}`, 'You can sign in directly:') },
          { kind: 'button', label: onSite('Se connecter', 'Sign in'), url: template.signInUrl },
          {
            kind: 'p',
            text: onSite(
              `Mot de passe oublié${'\u00a0'}? Choisissez-en un nouveau${COLON_FR}`,
              'Forgotten your password? Choose a new one:',
            ),
          },
          { kind: 'button', label: onSite('Réinitialiser mon mot de passe', 'Reset my password'), url: template.resetUrl },
          {
            kind: 'note',
            text: onSite(
              `Si ce n’était pas vous, ignorez simplement cet e-mail${COLON_FR} votre compte n’a pas été modifié.`,
              'If it wasn’t you, simply ignore this e-mail: your account has not been changed.',
            ),
          },
        ],
        reason: onSite(
          `Vous recevez cet e-mail car une inscription a été tentée sur ${siteFr} avec cette adresse.`,
          `You receive this e-mail because someone tried to sign up on ${siteEn} with this address.`,
        ),
      };
    }

    case 'password-reset': {
      const valid = duration(template.expiresInMinutes, locale);
      return {
        subject: onSite(`Réinitialisation de votre mot de passe${suffix}`, `Reset your password${suffix}`),
        preheader: onSite(`Choisissez un nouveau mot de passe (lien valable ${valid}).`, `Choose a new password (link valid for ${valid}).`),
        blocks: [
          { kind: 'heading', text: onSite('Réinitialisez votre mot de passe', 'Reset your password') },
          {
            kind: 'p',
            text: onSite(
              `Nous avons reçu une demande de réinitialisation du mot de passe de votre compte ${siteFr}. Pour choisir un nouveau mot de passe, utilisez le lien ci-dessous${COLON_FR}`,
              `We received a request to reset the password of your ${siteEn} account. To choose a new password, use the link below:`,
            ),
          },
          { kind: 'button', label: onSite('Choisir un nouveau mot de passe', 'Choose a new password'), url: template.resetUrl },
          { kind: 'p', text: onSite(`Ce lien est valable ${valid}.`, `This link is valid for ${valid}.`) },
          {
            kind: 'note',
            text: onSite(
              `Si vous n’avez pas demandé cette réinitialisation, ignorez cet e-mail${COLON_FR} votre mot de passe actuel reste inchangé. Notre équipe ne vous demandera jamais votre mot de passe.`,
              'If you did not ask for this, ignore this e-mail: your current password stays unchanged. Our team will never ask you for your password.',
            ),
          },
        ],
        reason: onSite(
          `Vous recevez cet e-mail car une réinitialisation du mot de passe a été demandée pour votre compte ${siteFr}.`,
          `You receive this e-mail because a password reset was requested for your ${siteEn} account.`,
        ),
      };
    }

    case 'password-changed': {
      const when = oneLine(template.when);
      return {
        subject: onSite(`Votre mot de passe a été modifié${suffix}`, `Your password has been changed${suffix}`),
        preheader: onSite(`Le mot de passe de votre compte a été modifié (${when}).`, `Your account password was changed (${when}).`),
        blocks: [
          { kind: 'heading', text: onSite('Votre mot de passe a été modifié', 'Your password has been changed') },
          {
            kind: 'p',
            text: onSite(
              `Le mot de passe de votre compte ${siteFr} vient d’être modifié.`,
              `The password of your ${siteEn} account has just been changed.`,
            ),
          },
          { kind: 'p', text: onSite(`Date et heure${COLON_FR} ${when}`, `Date and time: ${when}`) },
          {
            kind: 'p',
            text: onSite(
              'Si vous êtes à l’origine de cette modification, vous n’avez rien à faire.',
              'If you made this change, there is nothing else to do.',
            ),
          },
          {
            kind: 'p',
            text: onSite(
              `Si ce n’était pas vous, quelqu’un a peut-être accès à votre compte${COLON_FR} réinitialisez votre mot de passe sans attendre.`,
              'If it wasn’t you, someone may have access to your account: reset your password right away.',
            ),
          },
          { kind: 'button', label: onSite('Réinitialiser mon mot de passe', 'Reset my password'), url: template.resetUrl },
        ],
        reason: onSite(
          `Vous recevez cet e-mail car le mot de passe de votre compte ${siteFr} a été modifié. Cet avis de sécurité est envoyé automatiquement.`,
          `You receive this e-mail because the password of your ${siteEn} account was changed. This security notice is sent automatically.`,
        ),
      };
    }

    case 'consultant-approved': {
      return {
        subject: onSite(`Votre profil est approuvé${suffix}`, `Your profile is approved${suffix}`),
        preheader: onSite('Les clients peuvent désormais vous trouver et réserver.', 'Clients can now find you and book.'),
        blocks: [
          { kind: 'heading', text: onSite('Bienvenue parmi nos experts', 'Welcome among our experts') },
          {
            kind: 'p',
            text: template.active
              ? onSite(
                  `Notre équipe a vérifié votre profil sur ${siteFr}${COLON_FR} il est approuvé et visible des clients dans la liste des experts.`,
                  `Our team has checked your profile on ${siteEn}: it is approved and clients can see it in the list of experts.`,
                )
              : onSite(
                  `Notre équipe a vérifié votre profil sur ${siteFr}${COLON_FR} il est approuvé. Il sera visible des clients dès que votre compte sera réactivé.`,
                  `Our team has checked your profile on ${siteEn}: it is approved. Clients will see it as soon as your account is active again.`,
                ),
          },
          { kind: 'button', label: onSite('Voir mon profil public', 'See my public profile'), url: template.profileUrl },
          {
            kind: 'p',
            text: onSite('Pensez à tenir vos disponibilités à jour depuis votre tableau de bord.', 'Keep your timings up to date from your dashboard.'),
          },
          { kind: 'button', label: onSite('Mon tableau de bord', 'My dashboard'), url: template.dashboardUrl },
        ],
        reason: onSite(`Vous recevez cet e-mail car vous avez soumis votre profil d’expert sur ${siteFr}.`, `You receive this e-mail because you submitted your expert profile on ${siteEn}.`),
      };
    }

    case 'consultant-rejected': {
      return {
        subject: onSite(`Votre profil doit être complété${suffix}`, `Your profile needs changes${suffix}`),
        preheader: onSite('Notre équipe n’a pas pu valider votre profil en l’état.', 'Our team could not approve your profile as it stands.'),
        blocks: [
          { kind: 'heading', text: onSite('Votre profil n’est pas encore approuvé', 'Your profile is not approved yet') },
          {
            kind: 'p',
            text: onSite(`Notre équipe a examiné votre profil sur ${siteFr}. Motif${COLON_FR}`, `Our team has reviewed your profile on ${siteEn}. Reason:`),
          },
          { kind: 'p', text: oneLine(template.reason) },
          {
            kind: 'p',
            text: onSite('Modifiez les sections concernées puis soumettez à nouveau votre profil.', 'Update the sections concerned, then submit your profile again.'),
          },
          { kind: 'button', label: onSite('Modifier mon profil', 'Edit my profile'), url: template.editUrl },
        ],
        reason: onSite(`Vous recevez cet e-mail car vous avez soumis votre profil d’expert sur ${siteFr}.`, `You receive this e-mail because you submitted your expert profile on ${siteEn}.`),
      };
    }

    case 'consultant-active': {
      return {
        subject: template.active
          ? onSite(`Votre compte d’expert est réactivé${suffix}`, `Your expert account is active again${suffix}`)
          : onSite(`Votre compte d’expert est désactivé${suffix}`, `Your expert account is deactivated${suffix}`),
        preheader: template.active
          ? onSite('Votre profil est de nouveau visible des clients s’il est approuvé.', 'Your profile is visible to clients again if it is approved.')
          : onSite('Votre profil n’est plus visible des clients.', 'Clients can no longer see your profile.'),
        blocks: [
          {
            kind: 'heading',
            text: template.active ? onSite('Compte réactivé', 'Account active again') : onSite('Compte désactivé', 'Account deactivated'),
          },
          {
            kind: 'p',
            text: template.active
              ? onSite(
                  `Notre équipe a réactivé votre compte d’expert sur ${siteFr}. Si votre profil est approuvé, les clients peuvent de nouveau le trouver et réserver.`,
                  `Our team has reactivated your expert account on ${siteEn}. If your profile is approved, clients can find it and book again.`,
                )
              : onSite(
                  `Notre équipe a désactivé votre compte d’expert sur ${siteFr}${COLON_FR} votre profil n’apparaît plus dans la liste des experts. Pour toute question, répondez à cet e-mail ou utilisez le formulaire de contact.`,
                  `Our team has deactivated your expert account on ${siteEn}: your profile no longer shows in the list of experts. For any question, reply to this e-mail or use the contact form.`,
                ),
          },
          { kind: 'button', label: onSite('Mon tableau de bord', 'My dashboard'), url: template.dashboardUrl },
        ],
        reason: onSite(`Vous recevez cet e-mail car le statut de votre compte d’expert sur ${siteFr} a changé.`, `You receive this e-mail because the status of your expert account on ${siteEn} changed.`),
      };
    }

    case 'consultant-submitted': {
      const name = oneLine(template.consultantName);
      return {
        subject: template.resubmission
          ? onSite(`Profil modifié, votre validation est requise : ${name}${suffix}`, `Changed profile needs your review: ${name}${suffix}`)
          : onSite(`Un profil attend votre validation : ${name}${suffix}`, `A profile awaits your review: ${name}${suffix}`),
        preheader: onSite('Un profil d’expert attend votre validation.', 'An expert profile is waiting for your review.'),
        blocks: [
          { kind: 'heading', text: onSite('Profil à valider', 'Profile to review') },
          {
            kind: 'p',
            text: template.resubmission
              ? onSite(`${name} a modifié des informations vérifiées de son profil. Il est retiré de la liste des experts jusqu’à votre validation.`, `${name} changed verified information of their profile. It is out of the list of experts until you approve it.`)
              : onSite(`${name} a soumis son profil d’expert.`, `${name} submitted their expert profile.`),
          },
          { kind: 'button', label: onSite('Examiner le profil', 'Review the profile'), url: template.reviewUrl },
        ],
        reason: onSite(`Vous recevez cet e-mail en tant qu’administrateur de ${siteFr}.`, `You receive this e-mail as an administrator of ${siteEn}.`),
      };
    }

    case 'booking-confirmed':
    case 'booking-rescheduled':
    case 'booking-cancelled':
    case 'booking-reminder':
      return bookingContent(template, locale, site);

    default: {
      const unknown: never = template;
      throw new Error(`Unknown mail template: ${String((unknown as { name?: unknown })?.name)}`);
    }
  }
}

/** Booking e-mails (issue 5 §7): confirmation, reschedule, cancellation and reminders, to either side. */
function bookingContent(
  template: Extract<MailTemplate, { name: 'booking-confirmed' | 'booking-rescheduled' | 'booking-cancelled' | 'booking-reminder' }>,
  locale: MailLocale,
  site: string,
): Content {
  const fr = locale === 'fr';
  const onSite = (frText: string, enText: string) => (fr ? frText : enText);
  const suffix = site ? ` — ${site}` : '';
  const siteFr = site || 'notre plateforme';
  const siteEn = site || 'our platform';
  const name = oneLine(template.otherName);
  const when = oneLine(template.when);
  const client = template.role === 'client';
  const details: Block[] = [
    { kind: 'p', text: onSite(`Date et heure${COLON_FR} ${when}`, `Date and time: ${when}`) },
    { kind: 'p', text: onSite(`Durée${COLON_FR} ${duration(template.durationMinutes, locale)}`, `Duration: ${duration(template.durationMinutes, locale)}`) },
  ];
  const room: Block = { kind: 'button', label: onSite('Rejoindre la consultation en ligne', 'Join the online consultation'), url: template.roomUrl };
  const booking: Block = {
    kind: 'button',
    label: client ? onSite('Voir ma réservation', 'See my booking') : onSite('Voir mes réservations', 'See my bookings'),
    url: template.bookingUrl,
  };
  const reason = onSite(
    `Vous recevez cet e-mail car vous avez une consultation prévue sur ${siteFr}.`,
    `You receive this e-mail because you have a consultation booked on ${siteEn}.`,
  );

  switch (template.name) {
    case 'booking-confirmed':
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
    case 'booking-rescheduled':
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
    case 'booking-cancelled': {
      const by =
        template.cancelledBy === template.role
          ? onSite('Vous avez annulé cette consultation.', 'You cancelled this consultation.')
          : template.cancelledBy === 'admin'
            ? onSite('Notre équipe a annulé cette consultation.', 'Our team cancelled this consultation.')
            : template.cancelledBy
              ? onSite(`${name} a annulé cette consultation.`, `${name} cancelled this consultation.`)
              : null;
      const why = template.reason ? oneLine(template.reason) : '';
      return {
        subject: onSite(`Votre consultation avec ${name} est annulée${suffix}`, `Your consultation with ${name} is cancelled${suffix}`),
        preheader: onSite(`Consultation du ${when} annulée.`, `Consultation on ${when} cancelled.`),
        blocks: [
          { kind: 'heading', text: onSite('Votre consultation est annulée', 'Your consultation is cancelled') },
          { kind: 'p', text: onSite(`Votre consultation avec ${name} n’aura pas lieu.`, `Your consultation with ${name} will not take place.`) },
          ...details,
          ...(by ? [{ kind: 'p', text: by } as Block] : []),
          ...(why ? [{ kind: 'p', text: onSite(`Motif${COLON_FR} ${why}`, `Reason: ${why}`) } as Block] : []),
          ...(client && template.refunded
            ? [{ kind: 'p', text: onSite('Votre paiement vous est remboursé sur le moyen de paiement utilisé.', 'Your payment is refunded to the payment method you used.') } as Block]
            : []),
          booking,
          { kind: 'note', text: onSite('L’invitation jointe (.ics) retire ce rendez-vous de votre agenda.', 'The attached invitation (.ics) removes this appointment from your calendar.') },
        ],
        reason,
      };
    }
    case 'booking-reminder': {
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
            text: onSite(
              'Rejoignez la salle quelques minutes avant l’heure pour vérifier votre caméra et votre micro.',
              'Join the room a few minutes early to check your camera and microphone.',
            ),
          },
        ],
        reason,
      };
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// Plain text

function renderText(content: Content, locale: MailLocale, branding: MailBranding, site: string): string {
  const lines: string[] = [];
  if (site) lines.push(site, '');
  for (const block of content.blocks) {
    switch (block.kind) {
      case 'heading':
        lines.push(block.text, '='.repeat(Math.min(block.text.length, 60)), '');
        break;
      case 'p':
      case 'note':
        lines.push(block.text, '');
        break;
      case 'code':
        lines.push(`    ${oneLine(block.code)}`, '');
        break;
      case 'button':
        lines.push(`${block.label}${locale === 'fr' ? COLON_FR : ':'}`, oneLine(block.url), '');
        break;
    }
  }
  lines.push('--', content.reason);
  const legal = oneLine(branding.legalName ?? '');
  const url = oneLine(branding.siteUrl ?? '');
  const footer = [legal, url].filter(Boolean).join(' · ');
  if (footer) lines.push(footer);
  return `${lines.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------------
// HTML

const P_STYLE = `margin:0 0 16px 0;font-family:${FONT};font-size:16px;line-height:24px;color:${COLORS.text};`;
const NOTE_STYLE = `margin:0 0 16px 0;font-family:${FONT};font-size:14px;line-height:21px;color:${COLORS.muted};`;

function htmlBlock(block: Block, locale: MailLocale): string {
  switch (block.kind) {
    case 'heading':
      return `<h1 style="margin:0 0 20px 0;font-family:${FONT};font-size:22px;line-height:30px;font-weight:700;color:${COLORS.green};">${escapeHtml(block.text)}</h1>`;
    case 'p':
      return `<p style="${P_STYLE}">${escapeHtml(block.text)}</p>`;
    case 'note':
      return `<p style="${NOTE_STYLE}">${escapeHtml(block.text)}</p>`;
    case 'code':
      return [
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" style="margin:8px auto 24px auto;border-collapse:separate;">`,
        `<tr><td align="center" style="padding:14px 28px;background-color:${COLORS.codeBg};border:2px solid ${COLORS.saffron};border-radius:8px;font-family:${FONT};font-size:34px;line-height:40px;font-weight:700;letter-spacing:8px;color:${COLORS.green};">${escapeHtml(oneLine(block.code))}</td></tr>`,
        `</table>`,
      ].join('');
    case 'button': {
      const url = oneLine(block.url);
      if (!isHttpUrl(url)) {
        // Not an http(s) URL: never a link; the address is shown as inert text.
        return `<p style="${P_STYLE}"><strong>${escapeHtml(block.label)}</strong><br><span style="word-break:break-all;">${escapeHtml(url)}</span></p>`;
      }
      const href = escapeHtml(url);
      const fallback = locale === 'fr'
        ? `Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur${COLON_FR}`
        : 'If the button does not work, copy this link into your browser:';
      return [
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:4px 0 12px 0;border-collapse:separate;">`,
        `<tr><td align="center" bgcolor="${COLORS.green}" style="border-radius:6px;background-color:${COLORS.green};">`,
        `<a href="${href}" target="_blank" rel="noopener" style="display:inline-block;padding:12px 24px;font-family:${FONT};font-size:16px;line-height:20px;font-weight:700;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(block.label)}</a>`,
        `</td></tr></table>`,
        `<p style="margin:0 0 20px 0;font-family:${FONT};font-size:12px;line-height:18px;color:${COLORS.muted};">${escapeHtml(fallback)}<br>`,
        `<a href="${href}" target="_blank" rel="noopener" style="color:${COLORS.green};text-decoration:underline;word-break:break-all;">${escapeHtml(url)}</a></p>`,
      ].join('');
    }
  }
}

function renderHtml(content: Content, locale: MailLocale, branding: MailBranding, site: string): string {
  const logoUrl = branding.logoUrl ? oneLine(branding.logoUrl) : null;
  const header = logoUrl && isHttpUrl(logoUrl)
    ? `<img src="${escapeHtml(logoUrl)}" alt="${escapeHtml(site)}" width="120" style="display:block;width:120px;max-width:120px;height:auto;border:0;outline:none;text-decoration:none;font-family:${FONT};font-size:18px;font-weight:700;color:${COLORS.green};">`
    : `<span style="font-family:${FONT};font-size:24px;line-height:30px;font-weight:700;color:${COLORS.green};">${escapeHtml(site)}</span>`;

  const siteUrl = oneLine(branding.siteUrl ?? '');
  const siteLink = isHttpUrl(siteUrl)
    ? `<a href="${escapeHtml(siteUrl)}" target="_blank" rel="noopener" style="color:${COLORS.green};text-decoration:underline;">${escapeHtml(siteUrl)}</a>`
    : escapeHtml(siteUrl);
  const legal = escapeHtml(oneLine(branding.legalName ?? ''));
  const footerLine = [legal, siteLink].filter(Boolean).join(' &middot; ');

  const body = content.blocks.map((block) => htmlBlock(block, locale)).join('\n');

  return `<!DOCTYPE html>
<html lang="${locale}" dir="ltr" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="x-apple-disable-message-reformatting">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${COLORS.page};-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;line-height:1px;color:${COLORS.page};opacity:0;">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${COLORS.page}" style="background-color:${COLORS.page};border-collapse:collapse;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:560px;border-collapse:collapse;">
<tr><td align="center" style="padding:8px 0 20px 0;">${header}</td></tr>
<tr><td bgcolor="${COLORS.card}" style="background-color:${COLORS.card};border-top:4px solid ${COLORS.saffron};border-radius:8px;padding:32px 28px 16px 28px;">
${body}
</td></tr>
<tr><td style="padding:20px 12px 8px 12px;font-family:${FONT};font-size:12px;line-height:18px;color:${COLORS.muted};text-align:center;">
<p style="margin:0 0 8px 0;font-family:${FONT};font-size:12px;line-height:18px;color:${COLORS.muted};">${escapeHtml(content.reason)}</p>
<p style="margin:0;font-family:${FONT};font-size:12px;line-height:18px;color:${COLORS.muted};">${footerLine}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/**
 * Render a transactional e-mail in the recipient's language.
 *
 * @param template which e-mail and its data (see {@link MailTemplate}).
 * @param locale recipient's language; anything other than `en` renders in French (default locale).
 * @param branding site title, logo, legal name and site URL from the web settings.
 * @returns `subject` (one line, ending with "— {site title}"), `text` (complete plain-text part, codes
 * and URLs included) and `html` (full document, `<html lang>` set, every dynamic value escaped, only
 * `http(s)` URLs linked, logo `<img>` only when `logoUrl` is an `http(s)` URL).
 * @throws Error for an unknown template name.
 */
export function renderMail(template: MailTemplate, locale: MailLocale, branding: MailBranding): RenderedMail {
  const lang: MailLocale = locale === 'en' ? 'en' : 'fr';
  const site = oneLine(branding.siteTitle ?? '');
  const content = buildContent(template, lang, site);
  content.subject = oneLine(content.subject);
  return {
    subject: content.subject,
    text: renderText(content, lang, branding, site),
    html: renderHtml(content, lang, branding, site),
  };
}
