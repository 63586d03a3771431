/**
 * SMS texts (src/lib/sms/templates.ts; docs/messaging.md "SMS"): each in both languages, with the site's
 * name and the WebOTP line a browser fills the code in from, in the GSM alphabet and one SMS long (160
 * characters), so that a code costs one message. Pure unit tests: no Strapi, no network.
 */
import { describe, expect, it } from 'vitest';
import { isGsm7, renderSms, type SmsTemplate } from '../../src/lib/sms/templates';

const templates: SmsTemplate[] = [{ name: 'mobile-otp', code: '042917', expiresInMinutes: 10 }];

describe('SMS texts', () => {
  it('says the code, its lifetime and the site in the recipient language, with the WebOTP line', () => {
    const [code] = templates;
    expect(renderSms(code, 'fr', { siteTitle: 'Ayuvie', host: 'ayuvie.example.com' })).toBe(
      'Ayuvie : votre code de vérification est 042917. Il est valable 10 minutes. Ne le communiquez à personne.\n\n@ayuvie.example.com #042917',
    );
    expect(renderSms(code, 'en', { siteTitle: 'Ayuvie — Integrative wellbeing', host: null })).toBe(
      'Ayuvie: your verification code is 042917. It is valid for 10 minutes. Never share it with anyone.',
    );
  });

  it('fits in one SMS of the GSM alphabet, even when the site title is typeset', () => {
    for (const template of templates) {
      for (const locale of ['fr', 'en'] as const) {
        const text = renderSms(template, locale, { siteTitle: ' L’Atelier\u00a0Bien-être – soins … ', host: 'www.ayuvie-bien-etre.example.com' });
        expect(text.startsWith(locale === 'fr' ? "L'Atelier Bien-etre : " : "L'Atelier Bien-etre: ")).toBe(true);
        expect(isGsm7(text), text).toBe(true);
        expect(text.length, text).toBeLessThanOrEqual(160);
      }
    }
  });
});
