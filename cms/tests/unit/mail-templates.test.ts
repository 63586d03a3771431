/**
 * Transactional e-mail templates (src/lib/mail/templates.ts; spec §2 sign-up / forgot password, §5
 * "please verify your email OTP before proceeding"). Pure unit tests: no Strapi, no network.
 */
import { describe, it, expect } from 'vitest';
import { escapeHtml, renderMail, type MailBranding, type MailLocale, type MailTemplate } from '../../src/lib/mail/templates';
import { deName } from '../../src/contracts/elision';

const branding: MailBranding = {
  siteTitle: 'Ayuvie',
  logoUrl: 'https://cdn.example.com/logo.png',
  legalName: 'Ayuvie SAS',
  siteUrl: 'https://ayuvie.example.com',
};

const templates: MailTemplate[] = [
  { name: 'email-otp', code: '482913', expiresInMinutes: 10 },
  { name: 'mobile-otp', code: '771204', expiresInMinutes: 10, phone: '+33 6 12 34 56 78' },
  { name: 'account-exists', role: 'client', signInUrl: 'https://ayuvie.example.com/sign-in', resetUrl: 'https://ayuvie.example.com/forgot-password' },
  { name: 'account-exists', role: 'consultant', signInUrl: 'https://ayuvie.example.com/sign-in', resetUrl: 'https://ayuvie.example.com/forgot-password' },
  { name: 'password-reset', resetUrl: 'https://ayuvie.example.com/reset-password?token=abc&x=1', expiresInMinutes: 30 },
  { name: 'password-changed', when: '12/03/2025 14:05', resetUrl: 'https://ayuvie.example.com/forgot-password' },
  { name: 'admin-invitation', inviterEmail: 'lea.martin@ayuvie.example.com', acceptUrl: 'https://ayuvie.example.com/public/admin/verify/abc/new%40ayuvie.example.com', expiresInMinutes: 4320 },
  { name: 'consultant-approved', profileUrl: 'https://ayuvie.example.com/our-experts/details/abc', dashboardUrl: 'https://ayuvie.example.com/consultant/dashboard', active: true },
  { name: 'consultant-rejected', reason: 'Le diplôme joint est illisible.', editUrl: 'https://ayuvie.example.com/consultant/dashboard' },
  { name: 'consultant-active', active: false, dashboardUrl: 'https://ayuvie.example.com/consultant/dashboard' },
  { name: 'consultant-submitted', consultantName: 'Léa Martin', resubmission: false, reviewUrl: 'https://ayuvie.example.com/admin/consultant/consultant-profile/abc' },
  {
    name: 'earlier-slot',
    expertName: 'Léa Martin',
    freedWhen: 'lundi 3 mars 2031, 10:00–11:00 (Europe/Paris)',
    bookedWhen: 'mardi 4 mars 2031, 10:00–11:00 (Europe/Paris)',
    moveUrl: 'https://ayuvie.example.com/bookings/move?token=abc.def',
    bookingUrl: 'https://ayuvie.example.com/booking/tok123',
    expiresWhen: 'dimanche 2 mars 2031, 22:00 (Europe/Paris)',
  },
  {
    name: 'favourite-slots',
    slots: [{ expertName: 'Léa Martin', when: 'lundi 3 mars 2031, 10:00–11:00 (Europe/Paris)', bookUrl: 'https://ayuvie.example.com/our-experts/details/abc?start=2031-03-03T09%3A00%3A00.000Z' }],
    stopUrl: 'https://ayuvie.example.com/favourites/alerts/stop?token=abc.def',
  },
  { name: 'booking-confirmed', ...bookingDetails('client') },
  { name: 'booking-rescheduled', ...bookingDetails('consultant') },
  { name: 'booking-cancelled', ...bookingDetails('client'), cancelledBy: 'consultant', reason: 'Indisponible', refunded: true },
  { name: 'booking-cancelled', ...bookingDetails('consultant'), cancelledBy: 'consultant', reason: null, refunded: false },
  { name: 'booking-reminder', ...bookingDetails('client'), lead: '24h' },
  { name: 'booking-reminder', ...bookingDetails('consultant'), lead: '1h' },
  ...(['webinar-registered', 'webinar-rescheduled', 'webinar-cancelled', 'webinar-reminder', 'webinar-released'] as const).map((name): MailTemplate => ({
    name,
    title: 'Respirer en conscience',
    hostName: 'Léa Martin',
    when: 'mardi 4 mars 2031, 10:00–11:00 (Europe/Paris)',
    durationMinutes: 60,
    webinarUrl: 'https://ayuvie.example.com/webinars/respirer-en-conscience',
    refunded: name === 'webinar-cancelled',
  })),
  { name: 'newsletter-confirm', confirmUrl: 'https://ayuvie.example.com/newsletter/confirm/abc', expiresInMinutes: 2880, unsubscribeUrl: 'https://ayuvie.example.com/newsletter/unsubscribe/xyz' },
  ...(['filed', 'responded', 'resolved', 'rejected'] as const).flatMap((event) =>
    (['raised_by', 'raised_against'] as const).map((side): MailTemplate => complaintMail({ event, side, decision: event === 'resolved' ? 'raised_against' : null })),
  ),
  ...(['client', 'consultant'] as const).map((role): MailTemplate => ({
    name: 'waiting-list-confirmation',
    role,
    personName: 'Camille',
    specializationName: 'Ayurvéda',
    countryName: 'Belgique',
    actionUrl: 'https://ayuvie.example.com/our-experts?specialization=ayurveda',
  })),
  {
    name: 'waiting-list-available',
    personName: 'Camille',
    expertName: 'Inès Lefèvre',
    specializationName: 'Naturopathie',
    countryName: 'France',
    expertUrl: 'https://ayuvie.example.com/our-experts/details/abc',
  },
];

/** A `complaint-update` e-mail (spec §1 complaints) about complaint RC-7KQ2M9XA, with `overrides`. */
function complaintMail(overrides: Partial<Extract<MailTemplate, { name: 'complaint-update' }>> = {}): MailTemplate {
  return {
    name: 'complaint-update',
    event: 'filed',
    side: 'raised_by',
    reference: 'RC-7KQ2M9XA',
    typeName: 'Retard',
    otherName: 'Léa Martin',
    decision: null,
    note: null,
    url: 'https://ayuvie.example.com/client/view-complaint-by-me/abc',
    ...overrides,
    ...(overrides.event === 'resolved' || overrides.event === 'rejected' ? { note: overrides.note ?? 'Remboursement effectué le 3 mars.' } : {}),
  };
}

/** What every booking e-mail shows (docs/api-bookings.md "Notifications"). */
function bookingDetails(role: 'client' | 'consultant') {
  return {
    role,
    otherName: role === 'client' ? 'Léa Martin' : 'Paul Durand',
    when: 'mardi 4 mars 2031, 10:00–11:00 (Europe/Paris)',
    durationMinutes: 60,
    bookingUrl: role === 'client' ? 'https://ayuvie.example.com/booking/tok123' : 'https://ayuvie.example.com/consultant/my-booking',
    roomUrl: `https://ayuvie.example.com/${role}/room/room42`,
  };
}

/** A word that only the French, resp. English, rendering of every template contains. */
const languageWord: Record<MailLocale, RegExp> = { fr: /\b(votre|vous)\b/i, en: /\b(your|you)\b/i };
const otherWord: Record<MailLocale, RegExp> = { fr: languageWord.en, en: languageWord.fr };

describe('renderMail: every template in both locales', () => {
  for (const template of templates) {
    for (const locale of ['fr', 'en'] as const) {
      it(`${template.name}${'role' in template ? ` (${template.role})` : ''} in ${locale}`, () => {
        const mail = renderMail(template, locale, branding);
        expect(mail.subject.trim()).not.toBe('');
        expect(mail.text.trim()).not.toBe('');
        expect(mail.html.trim()).not.toBe('');
        expect(mail.subject).toContain('Ayuvie');
        expect(mail.subject).not.toMatch(/[\r\n]/);
        for (const part of [mail.subject, mail.text, mail.html]) {
          expect(part).toMatch(languageWord[locale]);
        }
        expect(mail.text).not.toMatch(otherWord[locale]);
        expect(mail.html).toContain(`<html lang="${locale}"`);
        expect(mail.text).not.toMatch(/<[a-z][^>]*>/i);
        // Footer: legal name, site URL and the "why you receive this" line.
        expect(mail.text).toContain('Ayuvie SAS');
        expect(mail.text).toContain('https://ayuvie.example.com');
        expect(mail.html).toContain('Ayuvie SAS');
        expect(mail.text).toMatch(locale === 'fr' ? /Vous recevez cet e-mail/ : /You receive this e-mail/);
      });
    }
  }

  it('writes the expected subjects and validity lines', () => {
    const fr = renderMail(templates[0], 'fr', branding);
    const en = renderMail(templates[0], 'en', branding);
    expect(fr.subject).toBe('Votre code de vérification — Ayuvie');
    expect(en.subject).toBe('Your verification code — Ayuvie');
    expect(fr.text).toContain('valable 10 minutes');
    expect(en.text).toContain('valid for 10 minutes');
    expect(fr.text).toMatch(/Ne communiquez ce code à personne/);
    expect(en.text).toMatch(/Never share this code/);
    expect(en.text).toMatch(/our team will never ask/i);
  });
});

describe('complaint e-mails', () => {
  it('name the reference, the type and the other party, and link to the complaint, never quoting its text', () => {
    const filed = renderMail(complaintMail({ side: 'raised_against', url: 'https://ayuvie.example.com/consultant/view-complaint-against/abc' }), 'fr', branding);
    expect(filed.subject).toBe('Une réclamation vous concerne (RC-7KQ2M9XA) — Ayuvie');
    expect(filed.text).toContain('Léa Martin a déposé une réclamation à votre sujet.');
    expect(filed.text).toContain('Type\u00a0: Retard');
    expect(filed.text).toContain('https://ayuvie.example.com/consultant/view-complaint-against/abc');
    expect(renderMail(complaintMail(), 'en', branding).subject).toBe('Your complaint RC-7KQ2M9XA is filed — Ayuvie');
  });

  it('call a complaint « réclamation » and elide « de » before a name starting with a vowel or an h', () => {
    const toAisha = renderMail(complaintMail({ otherName: 'Aisha Khan' }), 'fr', branding);
    expect(toAisha.text).toContain('Nous avons bien reçu votre réclamation au sujet d’Aisha Khan.');
    expect(toAisha.text).not.toMatch(/plainte/i);
    expect(renderMail(complaintMail({ otherName: 'Hélène Roy', event: 'resolved', side: 'raised_against' }), 'fr', branding).text).toContain('la réclamation d’Hélène Roy');
    expect(renderMail(complaintMail(), 'fr', branding).text).toContain('au sujet de Léa Martin.');
    expect(deName('Élodie')).toBe('d’Élodie');
    expect(deName('Marc')).toBe('de Marc');
  });

  it('say the decision from the recipient’s point of view, with the resolution note', () => {
    const decided = (side: 'raised_by' | 'raised_against', decision: 'raised_by' | 'raised_against' | 'none') =>
      renderMail(complaintMail({ event: 'resolved', side, decision, note: 'Retard <établi>.' }), 'en', branding).text;
    expect(decided('raised_by', 'raised_by')).toContain('The decision is in your favour.');
    expect(decided('raised_against', 'raised_by')).toContain('The decision is in favour of Léa Martin.');
    expect(decided('raised_against', 'raised_against')).toContain('The decision is in your favour.');
    expect(decided('raised_by', 'none')).toContain('The decision favours neither party.');
    expect(decided('raised_by', 'none')).toContain('Note from our team: Retard <établi>.');
    const html = renderMail(complaintMail({ event: 'resolved', decision: 'none', note: 'Retard <établi>.' }), 'fr', branding).html;
    expect(html).toContain('Retard &lt;établi&gt;.');
    expect(renderMail(complaintMail({ event: 'rejected', side: 'raised_against' }), 'fr', branding).subject).toBe('La réclamation RC-7KQ2M9XA à votre sujet est rejetée — Ayuvie');
  });
});

describe('consultant review e-mails', () => {
  it('the rejection shows the admin’s reason and a link to edit the profile', () => {
    const mail = renderMail({ name: 'consultant-rejected', reason: 'Missing <b>degree</b> scan', editUrl: 'https://ayuvie.example.com/consultant/dashboard' }, 'en', branding);
    expect(mail.text).toContain('Missing <b>degree</b> scan');
    expect(mail.html).toContain('Missing &lt;b&gt;degree&lt;/b&gt; scan');
    expect(mail.html).toContain('href="https://ayuvie.example.com/consultant/dashboard"');
  });

  it('the approval links to the public profile; deactivation and reactivation say which', () => {
    const approved = renderMail(
      { name: 'consultant-approved', profileUrl: 'https://ayuvie.example.com/our-experts/details/abc', dashboardUrl: 'https://ayuvie.example.com/consultant/dashboard', active: true },
      'fr',
      branding,
    );
    expect(approved.subject).toBe('Votre profil est approuvé — Ayuvie');
    expect(approved.text).toContain('https://ayuvie.example.com/our-experts/details/abc');
    expect(renderMail({ name: 'consultant-active', active: false, dashboardUrl: 'https://x.example/d' }, 'en', branding).subject).toMatch(/deactivated/);
    expect(renderMail({ name: 'consultant-active', active: true, dashboardUrl: 'https://x.example/d' }, 'en', branding).subject).toMatch(/active again/);
  });
});

describe('codes and links', () => {
  it('shows the OTP code in text (on its own line) and in HTML', () => {
    for (const template of templates.slice(0, 2)) {
      const code = (template as { code: string }).code;
      for (const locale of ['fr', 'en'] as const) {
        const mail = renderMail(template, locale, branding);
        expect(mail.text.split('\n').map((line) => line.trim())).toContain(code);
        expect(mail.html).toContain(code);
      }
    }
  });

  it('says the phone code comes by e-mail because there is no SMS provider', () => {
    const fr = renderMail(templates[1], 'fr', branding);
    const en = renderMail(templates[1], 'en', branding);
    expect(fr.text).toMatch(/SMS/);
    expect(fr.text).toContain('+33 6 12 34 56 78');
    expect(en.text).toMatch(/No text-message \(SMS\) service is configured/);
  });

  it('account-exists sends no code but both links, in text and HTML', () => {
    const mail = renderMail(templates[2], 'en', branding);
    expect(mail.text).toContain('https://ayuvie.example.com/sign-in');
    expect(mail.text).toContain('https://ayuvie.example.com/forgot-password');
    expect(mail.html).toContain('href="https://ayuvie.example.com/sign-in"');
    expect(mail.text).toMatch(/ignore this e-mail/);
  });

  it('escapes URLs in href attributes and keeps them whole in text', () => {
    const mail = renderMail(templates[4], 'fr', branding);
    expect(mail.html).toContain('href="https://ayuvie.example.com/reset-password?token=abc&amp;x=1"');
    expect(mail.text).toContain('https://ayuvie.example.com/reset-password?token=abc&x=1');
  });

  it('never renders a javascript: URL as a link', () => {
    const evil = 'javascript:alert(document.cookie)';
    for (const locale of ['fr', 'en'] as const) {
      const mail = renderMail({ name: 'password-reset', resetUrl: evil, expiresInMinutes: 30 }, locale, { ...branding, siteUrl: 'javascript:alert(1)' });
      expect(mail.html).not.toMatch(/href="\s*javascript:/i);
      expect(mail.html).not.toMatch(/<a [^>]*javascript:/i);
      expect(mail.html).not.toMatch(/src="\s*javascript:/i);
    }
    const logo = renderMail(templates[0], 'en', { ...branding, logoUrl: 'javascript:alert(1)' });
    expect(logo.html).not.toMatch(/<img/i);
  });
});

describe('branding and escaping', () => {
  it('escapes a malicious site title everywhere in the HTML', () => {
    const evil = { ...branding, siteTitle: '<script>alert("x")</script>', legalName: 'A & B <b>' };
    for (const template of templates) {
      for (const locale of ['fr', 'en'] as const) {
        const mail = renderMail(template, locale, evil);
        expect(mail.html).not.toContain('<script');
        expect(mail.html).not.toContain('<b>');
        expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
        expect(mail.html).toContain('A &amp; B &lt;b&gt;');
      }
    }
  });

  it('escapes dynamic template values (code, phone, date)', () => {
    const mail = renderMail({ name: 'mobile-otp', code: '<i>1</i>', expiresInMinutes: 5, phone: '"><img src=x>' }, 'en', branding);
    expect(mail.html).not.toContain('<i>1</i>');
    expect(mail.html).not.toContain('<img src=x>');
    expect(mail.html).toContain('&lt;i&gt;1&lt;/i&gt;');
    const changed = renderMail({ name: 'password-changed', when: '<u>now</u>', resetUrl: 'https://a.example/r' }, 'fr', branding);
    expect(changed.html).not.toContain('<u>');
  });

  it('shows the logo with alt = site title and width 120 when given', () => {
    const mail = renderMail(templates[0], 'fr', branding);
    expect(mail.html).toMatch(/<img src="https:\/\/cdn\.example\.com\/logo\.png" alt="Ayuvie" width="120"/);
  });

  it('shows no logo img but the site title as text when logoUrl is null', () => {
    const mail = renderMail(templates[0], 'fr', { ...branding, logoUrl: null });
    expect(mail.html).not.toMatch(/<img/i);
    expect(mail.html).toMatch(/<span[^>]*>Ayuvie<\/span>/);
  });

  it('uses the brand layout (max-width 560px, colours, font)', () => {
    const html = renderMail(templates[0], 'en', branding).html;
    expect(html).toContain('max-width:560px');
    expect(html).toContain('#1f5c4a');
    expect(html).toContain('#e39b2d');
    expect(html).toContain('Lato, Arial, sans-serif');
  });

  it('escapeHtml escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});

describe('booking e-mails (docs/api-bookings.md "Notifications")', () => {
  it('show the time, the duration, the room and the booking page', () => {
    const mail = renderMail({ name: 'booking-confirmed', ...bookingDetails('client') }, 'en', branding);
    expect(mail.subject).toBe('Your consultation with Léa Martin is confirmed — Ayuvie');
    expect(mail.text).toContain('Date and time: mardi 4 mars 2031, 10:00–11:00 (Europe/Paris)');
    expect(mail.text).toContain('Duration: 1 hour');
    expect(mail.text).toContain('https://ayuvie.example.com/client/room/room42');
    expect(mail.html).toContain('href="https://ayuvie.example.com/booking/tok123"');
  });

  it('say who cancelled, why, and tell the client about the refund', () => {
    const byConsultant = renderMail({ name: 'booking-cancelled', ...bookingDetails('client'), cancelledBy: 'consultant', reason: 'Indisponible', refunded: true }, 'fr', branding);
    expect(byConsultant.text).toContain('Léa Martin a annulé cette consultation.');
    expect(byConsultant.text).toContain('Motif\u00a0: Indisponible');
    expect(byConsultant.text).toContain('Votre paiement vous est remboursé');
    const own = renderMail({ name: 'booking-cancelled', ...bookingDetails('consultant'), cancelledBy: 'consultant', reason: null, refunded: true }, 'en', branding);
    expect(own.text).toContain('You cancelled this consultation.');
    expect(own.text).not.toContain('Reason:');
    expect(own.text).not.toContain('refunded');
    const byAdmin = renderMail({ name: 'booking-cancelled', ...bookingDetails('client'), cancelledBy: 'admin', reason: null, refunded: false }, 'en', branding);
    expect(byAdmin.text).toContain('Our team cancelled this consultation.');
  });

  it('word the 24 h and 1 h reminders differently', () => {
    expect(renderMail({ name: 'booking-reminder', ...bookingDetails('client'), lead: '24h' }, 'fr', branding).subject).toBe('Rappel\u00a0: votre consultation avec Léa Martin — Ayuvie');
    expect(renderMail({ name: 'booking-reminder', ...bookingDetails('client'), lead: '1h' }, 'en', branding).subject).toBe('Your consultation with Léa Martin starts soon — Ayuvie');
  });
});

describe('newsletter campaigns (docs/messaging.md "Newsletter campaigns")', () => {
  const campaign = (body: string, overrides: Partial<Extract<MailTemplate, { name: 'newsletter-campaign' }>> = {}): MailTemplate => ({
    name: 'newsletter-campaign',
    subject: 'Nouvelles de mai',
    body,
    unsubscribeUrl: 'https://ayuvie.example.com/newsletter/unsubscribe/tok%2B1',
    ...overrides,
  });

  it('lays out the editor’s Markdown in HTML and writes it out in text, with the unsubscribe link', () => {
    const markdown = '# Au programme\n\nBonjour **Léa**, _à bientôt_.\n\n- [Nos experts](/our-experts)\n- [Écrire](mailto:equipe@ayuvie.example.com)\n\n1. Un\n2. Deux\n\n> Citation\n\n---';
    const mail = renderMail(campaign(markdown), 'fr', branding);
    expect(mail.subject).toBe('Nouvelles de mai — Ayuvie');
    expect(mail.html).toMatch(/<h2 [^>]*>Au programme<\/h2>/);
    expect(mail.html).toContain('<strong>Léa</strong>');
    expect(mail.html).toContain('<em>à bientôt</em>');
    expect(mail.html).toContain('href="https://ayuvie.example.com/our-experts"');
    expect(mail.html).toContain('href="mailto:equipe@ayuvie.example.com"');
    expect(mail.html).toMatch(/<ol [^>]*><li [^>]*>Un<\/li><li [^>]*>Deux<\/li><\/ol>/);
    expect(mail.html).toContain('<blockquote');
    expect(mail.html).toContain('href="https://ayuvie.example.com/newsletter/unsubscribe/tok%2B1"');
    expect(mail.text).toContain('Au programme');
    expect(mail.text).toContain('Bonjour Léa, à bientôt.');
    expect(mail.text).toContain('- Nos experts (https://ayuvie.example.com/our-experts)');
    expect(mail.text).toContain('- Écrire (mailto:equipe@ayuvie.example.com)');
    expect(mail.text).toContain('2. Deux');
    expect(mail.text).toContain('> Citation');
    expect(mail.text).toContain('Se désinscrire\u00a0:\nhttps://ayuvie.example.com/newsletter/unsubscribe/tok%2B1');
    expect(mail.text).toMatch(/Vous recevez cet e-mail car vous êtes inscrit à la lettre d’information/);
  });

  it('never passes raw HTML or a dangerous link on', () => {
    const markdown = [
      '<script>alert(1)</script>',
      '<div onclick="x()">Bloc</div>',
      'Texte <img src=x onerror=alert(1)> & <b>gras</b> &lt;i&gt;',
      '[piège](javascript:alert(1)) [relatif](page.html) ![image](javascript:alert(1)) ![logo](/uploads/logo.png "t")',
      '`<code>` et\n\n```\n<pre>\n```',
    ].join('\n\n');
    const { html, text } = renderMail(campaign(markdown), 'en', branding);
    expect(html).not.toMatch(/<script|<div onclick|onclick=|onerror|<b>|<i>|<code>|<pre>\n/i);
    expect(html).not.toMatch(/href="\s*javascript:|src="\s*javascript:|href="page\.html"/i);
    expect(html).toContain('Bloc');
    expect(html).toContain('Texte  &amp; gras &lt;i&gt;');
    expect(html).toContain('piège');
    expect(html).toContain('<img src="https://ayuvie.example.com/uploads/logo.png" alt="logo"');
    expect(html).toContain('&lt;code&gt;');
    expect(text).toContain('Texte  & gras <i>');
    expect(text).not.toContain('javascript:');
  });

  it('has the footer of every e-mail in both languages, and escapes the branding', () => {
    for (const locale of ['fr', 'en'] as const) {
      const mail = renderMail(campaign('Texte'), locale, { ...branding, siteTitle: '<script>alert("x")</script>', legalName: 'A & B <b>' });
      expect(mail.html).toContain(`<html lang="${locale}"`);
      expect(mail.html).not.toContain('<script');
      expect(mail.html).toContain('A &amp; B &lt;b&gt;');
      expect(mail.text).toMatch(locale === 'fr' ? /Vous recevez cet e-mail/ : /You receive this e-mail/);
      expect(mail.text).toContain('https://ayuvie.example.com');
    }
  });

  it('marks a test in the subject and above the content', () => {
    const fr = renderMail(campaign('Bonjour.', { test: true }), 'fr', branding);
    expect(fr.subject).toBe('[Essai] Nouvelles de mai — Ayuvie');
    expect(fr.text).toContain('les abonnés la recevront sans cette ligne');
    const en = renderMail(campaign('Hello.', { subject: 'May news', test: true }), 'en', branding);
    expect(en.subject).toBe('[Test] May news — Ayuvie');
    expect(en.html).toContain('subscribers will receive it without this line');
  });
});
