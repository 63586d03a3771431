/**
 * The SMS texts (docs/messaging.md "SMS"), in the two interface languages (fr default, en), one per
 * template of {@link SmsTemplate}. Pure: no I/O.
 *
 * An SMS is short and plain: the site's name first (so the recipient knows who writes: the site's title
 * without its tagline, `Ayuvie — Bien-être intégratif` → `Ayuvie`), the message, and for a code the
 * line that lets a browser fill it in by itself (WebOTP, `@host #code`). The texts keep to the GSM 7-bit
 * alphabet (no typographic apostrophe or dash, no non-breaking space, no `ê`), so that a code fits in
 * one SMS of 160 characters instead of three of 70.
 */
import type { Locale } from '../messages';

/** The mobile verification code (spec §3 "e-mail and mobile verification codes"), valid `expiresInMinutes` minutes. */
export type MobileOtpSms = { name: 'mobile-otp'; code: string; expiresInMinutes: number };

/** The SMS templates and their values, discriminated by `name`. */
export type SmsTemplate = MobileOtpSms;

/** What an SMS says around its template's values. */
export interface SmsContext {
  /** The site's title (web settings), of which the name before a tagline (` — `, ` – `, ` | `, ` - `) is used. */
  siteTitle: string;
  /** Host name of the public site (`PUBLIC_URL`), for the WebOTP line; `null` leaves the line out. */
  host: string | null;
}

/** The characters of the GSM 03.38 default alphabet (and its extension table), in which an SMS holds 160 characters. */
const GSM_7 = new Set('@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà^{}\\[~]|€');

/** Whether `text` keeps to the GSM 7-bit alphabet (else the SMS is sent as UCS-2, 70 characters a part). */
export function isGsm7(text: string): boolean {
  return [...text].every((character) => GSM_7.has(character));
}

/**
 * `text` on one line, in the GSM alphabet where it can be: typographic quotes, dashes, ellipses and
 * spaces become plain ones, and a letter outside the alphabet loses its accent when the bare letter is in it (`ê` → `e`).
 */
function plain(text: string): string {
  return [
    ...text
      .replace(/[\u2018\u2019\u02bc]/g, "'")
      .replace(/[\u201c\u201d\u00ab\u00bb]/g, '"')
      .replace(/[\u2010-\u2015\u2212]/g, '-')
      .replace(/\u2026/g, '...')
      .replace(/[\u00a0\u202f\s]+/g, ' ')
      .trim(),
  ]
    .map((character) => {
      if (GSM_7.has(character)) return character;
      const bare = character.normalize('NFD').replace(/\p{M}+/gu, '');
      return bare && isGsm7(bare) ? bare : character;
    })
    .join('');
}

/** The site's name: its title without a tagline after a dash or a bar, in the GSM alphabet. */
function siteName(title: string): string {
  return plain(title.split(/\s+[\u2013\u2014|-]\s+/)[0] ?? title);
}

/**
 * The text of one SMS.
 * @param template - which message, with its values
 * @param locale - the recipient's language (fr/en)
 * @returns the SMS body, as sent to the provider
 */
export function renderSms(template: SmsTemplate, locale: Locale, { siteTitle, host }: SmsContext): string {
  const site = siteName(siteTitle);
  const fr = locale === 'fr';
  switch (template.name) {
    case 'mobile-otp': {
      const minutes = Math.max(1, Math.round(template.expiresInMinutes));
      const text = fr
        ? `${site} : votre code de vérification est ${template.code}. Il est valable ${minutes} minutes. Ne le communiquez à personne.`
        : `${site}: your verification code is ${template.code}. It is valid for ${minutes} minutes. Never share it with anyone.`;
      return host ? `${text}\n\n@${host} #${template.code}` : text;
    }
    default: {
      const unknown: never = template.name;
      throw new Error(`Unknown SMS template: ${String(unknown)}`);
    }
  }
}
