import { beforeAll, describe, expect, it } from 'vitest';
import { booted, seedOnce, unique } from '../helpers/strapi';
import { caller, signUpConsultant, type SignedInConsultant } from '../helpers/accounts';
import { part, pdfBytes, pngBytes } from '../helpers/files';
import { validAddress, validCertificate } from '../helpers/onboarding';
import { expectErrorShape } from '../helpers/bad-input';
import { hasControlCharacters } from '../../src/lib/validation';

/**
 * Text hygiene (DESIGN §2): no text field and no file name keeps a NUL byte, a bidirectional override or
 * isolate, another control character or a byte-order mark. Text fields holding one are refused with a
 * localized field error, whatever the route; file names (display only) lose them.
 */
describe('control characters in text and file names', () => {
  let consultant: SignedInConsultant;

  beforeAll(async () => {
    await seedOnce();
    consultant = await signUpConsultant();
  }, 300_000);

  /** One character of each forbidden family: NUL, bell (C0), DEL, NEL (C1), RLO and LRI (bidi), the BOM. */
  const FORBIDDEN = ['\u0000', '\u0007', '\u007f', '\u0085', '\u202e', '\u2066', '\ufeff'];
  const shown = (c: string) => `U+${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

  const contactRequests = (subject: string) => booted().db.query('api::contact-request.contact-request').findMany({ where: { subject } });

  it('refuses them in a public form field with a localized field error, and stores nothing', async () => {
    for (const character of FORBIDDEN) {
      const subject = `Question ${unique()}`;
      const fr = await caller().post('/api/client/contact-us', { name: 'Ana', email: 'ana@example.org', subject, message: `Bonjour${character} ici` });
      expectErrorShape(fr, 400);
      expect(fr.body.error.details.fieldErrors.message, shown(character)).toEqual([expect.stringMatching(/caractères de contrôle/)]);
      const en = await caller({ locale: 'en' }).post('/api/client/contact-us', { name: `A${character}na`, email: 'ana@example.org', subject, message: 'Hello' });
      expectErrorShape(en, 400);
      expect(en.body.error.details.fieldErrors.name, shown(character)).toEqual([expect.stringMatching(/control or invisible characters/)]);
      expect(await contactRequests(subject)).toEqual([]);
    }
  });

  it('keeps tabs and line breaks of a multi-line text', async () => {
    const subject = `Lignes ${unique()}`;
    const sent = await caller().post('/api/client/contact-us', { name: 'Ana', email: 'ana@example.org', subject, message: 'Ligne 1\r\nLigne 2\n\tfin' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect((await contactRequests(subject))[0].message).toBe('Ligne 1\r\nLigne 2\n\tfin');
  });

  it('refuses them in a signed-in profile field, a field name and a query parameter', async () => {
    expect((await consultant.http.put('/api/consultant/profile/address', validAddress())).status).toBe(200);
    const address = await consultant.http.put('/api/consultant/profile/address', { ...validAddress(), street_1: 'Rue de la \u202eRépublique\u202c' });
    expectErrorShape(address, 400);
    expect(Object.keys(address.body.error.details.fieldErrors)).toEqual(['street_1']);
    expect((await consultant.http.get('/api/consultant/profile/address')).body.data.street_1).toBe(validAddress().street_1);

    const key = await caller().post('/api/client/contact-us', { name: 'Ana', email: 'ana@example.org', ['sub\u0000ject']: 'x', message: 'Bonjour' });
    expectErrorShape(key, 400);
    expect(Object.keys(key.body.error.details.fieldErrors)).toContain('sub\u0000ject');

    const query = await caller({ locale: 'en' }).get('/api/client/countries?search=Fr%E2%80%AEance');
    expectErrorShape(query, 400);
    expect(query.body.error.details.fieldErrors.search).toEqual([expect.stringMatching(/control or invisible characters/)]);
  });

  it('strips them from file names: a certificate named "\\u202Egnp.exe" is stored as "gnp.exe"', async () => {
    const names = ['\u202egnp.exe', 'scan\u0000\u0007.png', '\ufeffdiplôme\u2066.pdf', '\u202e\u202e'];
    const stored: string[] = [];
    for (const name of names) {
      const file = name.endsWith('.pdf') ? part.pdf(pdfBytes(), name) : part.png(await pngBytes(), name);
      const created = await consultant.http.upload('post', '/api/consultant/certificates', file, validCertificate());
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      stored.push(created.body.data.attachment.name);
    }
    expect(stored).toEqual(['gnp.exe', 'scan.png', 'diplôme.pdf', 'file.png']);
    const listed = (await consultant.http.get('/api/consultant/certificates')).body.data.map((row: { attachment: { name: string } }) => row.attachment.name);
    for (const name of listed) expect(hasControlCharacters(name), JSON.stringify(name)).toBe(false);
  });
});
