import { describe, expect, it, beforeAll } from 'vitest';
import { seedOnce, unique } from '../helpers/strapi';
import { consultantPerson, signUpClient, signUpConsultant, caller } from '../helpers/accounts';
import { part, jpegBytes, pdfBytes, pngBytes } from '../helpers/files';
import { VALID_BIC, VALID_IBAN, VALID_IBAN_COMPACT, expectFieldErrors, expectStatus, validAddress, validBank, validCertificate, validDegree, validDetail } from '../helpers/onboarding';
import { clock } from '../../src/contracts/clock';

/**
 * Consultant profile sections (docs/api-consultant.md): each section refuses bad input with a
 * 400 naming the field (`details.fieldErrors`), in French by default and in English on request, and
 * saves good input that reads back through its GET. Every test signs up its own consultant.
 */
describe('consultant profile sections', () => {
  beforeAll(async () => {
    await seedOnce();
  }, 300_000);

  const thisYear = clock.now().getFullYear();

  /** Same bad request in fr then en: the field messages differ by language. */
  function expectTranslated(fr: Record<string, string[]>, en: Record<string, string[]>, field: string) {
    expect(en[field], `fieldErrors.${field} (en)`).toBeDefined();
    expect(fr[field]).not.toEqual(en[field]);
  }

  it('answers 401 to section calls without a consultant token', async () => {
    const client = await signUpClient();
    for (const url of [
      '/api/consultant/profile/basic',
      '/api/consultant/profile/bank',
      '/api/consultant/documents',
      '/api/consultant/education',
      '/api/consultant/timings',
      '/api/consultant/profile/status',
    ]) {
      expect((await caller().get(url)).status, url).toBe(401);
      expect((await caller({ token: client.jwt }).get(url)).status, url).toBe(401);
    }
    expect((await caller().put('/api/consultant/profile/address', validAddress())).status).toBe(401);
  });

  it('basic: validates the person fields like registration, in both languages, and saves them', async () => {
    const consultant = await signUpConsultant();
    const read = await consultant.http.get('/api/consultant/profile/basic');
    expectStatus(read, 200);
    expect(read.body.data).toMatchObject({
      email: consultant.email,
      given_name: 'Inès',
      family_name: consultant.family_name,
      contact_number: '+33612345678',
      profession: 'Naturopathe',
      country_of_birth: 'FR',
      years_of_experience: 8,
      nationality: 'french-fr',
      country_of_residence: 'FR',
    });

    const bad = consultantPerson({ family_name: consultant.family_name, contact_number: '12', time_zone: 'Mars/Olympus', years_of_experience: 81, profession: '', title: 'Sir' });
    const fr = expectFieldErrors(await consultant.http.put('/api/consultant/profile/basic', bad), ['contact_number', 'time_zone', 'years_of_experience', 'profession', 'title']);
    expect(fr.contact_number).toEqual(['Saisissez un numéro de téléphone valide au format international (+33…).']);
    expect(fr.time_zone).toEqual(['Fuseau horaire inconnu (ex. Europe/Paris).']);
    const enResponse = await consultant.http.in('en').put('/api/consultant/profile/basic', bad);
    const en = expectFieldErrors(enResponse, ['contact_number', 'time_zone', 'years_of_experience', 'profession', 'title']);
    expect(enResponse.body.error.message).toBe('Some fields are invalid.');
    expect(en.contact_number).toEqual(['Enter a valid phone number in international format (+33…).']);
    expect(en.time_zone).toEqual(['Unknown time zone (e.g. Europe/Paris).']);
    expect(en.title).toEqual(['Choose a value from the list.']);
    expectTranslated(fr, en, 'profession');

    const unknownRef = await consultant.http.in('en').put('/api/consultant/profile/basic', consultantPerson({ family_name: consultant.family_name, languages_spoken: ['fr', 'zz'] }));
    expect(expectFieldErrors(unknownRef, ['languages_spoken']).languages_spoken).toEqual(['Unknown value: zz.']);

    // A refused write changed nothing.
    expect((await consultant.http.get('/api/consultant/profile/basic')).body.data).toMatchObject({ contact_number: '+33612345678', time_zone: 'Europe/Paris', profession: 'Naturopathe' });

    const good = consultantPerson({
      family_name: consultant.family_name,
      given_name: 'Inès-Marie',
      contact_number: '07 98 76 54 32',
      alternative_isd_code: '+32',
      alternative_number: '470 12 34 56',
      time_zone: 'America/Toronto',
      correspondence_language: 'en',
      languages_spoken: ['en', 'de'],
      country_of_birth: 'BE',
      profession: 'Sophrologue',
      years_of_experience: 12,
    });
    expectStatus(await consultant.http.put('/api/consultant/profile/basic', good), 200);
    const saved = (await consultant.http.get('/api/consultant/profile/basic')).body.data;
    expect(saved).toMatchObject({
      email: consultant.email,
      given_name: 'Inès-Marie',
      contact_number: '+33798765432',
      time_zone: 'America/Toronto',
      correspondence_language: 'en',
      country_of_birth: 'BE',
      profession: 'Sophrologue',
      years_of_experience: 12,
    });
    expect([...saved.languages_spoken].sort()).toEqual(['de', 'en']);
  });

  it('takes back what each section GET answers (a form saved unchanged)', async () => {
    const consultant = await signUpConsultant();
    expectStatus(await consultant.http.put('/api/consultant/profile/address', { ...validAddress(), house_number: '', street_2: '' }), 200);
    expectStatus(await consultant.http.put('/api/consultant/profile/bank', validBank()), 200);
    expectStatus(await consultant.http.put('/api/consultant/profile/detail', validDetail()), 200);
    const readOnly: Record<string, string[]> = { address: [], bank: ['bank_statement'], detail: ['photo'], basic: ['email', 'phone_verified_at'] };
    for (const [section, skip] of Object.entries(readOnly)) {
      const read = await consultant.http.get(`/api/consultant/profile/${section}`);
      expectStatus(read, 200);
      const body = Object.fromEntries(Object.entries(read.body.data).filter(([key]) => !skip.includes(key)));
      const saved = await consultant.http.in('en').put(`/api/consultant/profile/${section}`, body);
      expect(saved.status, `${section}: ${JSON.stringify(saved.body)}`).toBe(200);
      expect((await consultant.http.get(`/api/consultant/profile/${section}`)).body.data).toEqual(read.body.data);
    }
  });

  it('address: checks lengths and the postal code of the country, and saves the address', async () => {
    const consultant = await signUpConsultant();
    const bad = { country: 'FR', city: '', house_number: 'x'.repeat(21), street_1: 'r'.repeat(201), street_2: 's'.repeat(201), postal_code: 'ABCDE' };
    const fields = ['city', 'house_number', 'street_1', 'street_2', 'postal_code'];
    const fr = expectFieldErrors(await consultant.http.put('/api/consultant/profile/address', bad), fields);
    expect(fr.city).toEqual(['Ce champ est obligatoire.']);
    const en = expectFieldErrors(await consultant.http.in('en').put('/api/consultant/profile/address', bad), fields);
    expect(en.city).toEqual(['This field is required.']);
    expectTranslated(fr, en, 'postal_code');
    // A real French postal code has 5 digits.
    expectFieldErrors(await consultant.http.put('/api/consultant/profile/address', { ...validAddress(), postal_code: '6900' }), ['postal_code']);

    expectStatus(await consultant.http.put('/api/consultant/profile/address', validAddress()), 200);
    const saved = await consultant.http.get('/api/consultant/profile/address');
    expectStatus(saved, 200);
    expect(saved.body.data).toMatchObject(validAddress());
  });

  it('bank: refuses an invalid IBAN and BIC, accepts valid ones, and stores the IBAN without spaces', async () => {
    const consultant = await signUpConsultant();
    const empty = await consultant.http.get('/api/consultant/profile/bank');
    expectStatus(empty, 200);
    expect(empty.body.data.bank_statement).toBeNull();

    // Last check digit changed: the IBAN checksum fails; the BIC is too short.
    const bad = { ...validBank(), iban: 'FR76 3000 6000 0112 3456 7890 188', swift_bic: 'BNPAFR', account_currency: 'EURO', payment_currency: 'XYZ1', tax_number: '' };
    const fields = ['iban', 'swift_bic', 'account_currency', 'payment_currency', 'tax_number'];
    const fr = expectFieldErrors(await consultant.http.put('/api/consultant/profile/bank', bad), fields);
    const en = expectFieldErrors(await consultant.http.in('en').put('/api/consultant/profile/bank', bad), fields);
    expect(en.iban.join(' ')).toMatch(/IBAN/);
    expect(en.swift_bic.join(' ')).toMatch(/BIC|SWIFT/);
    expectTranslated(fr, en, 'iban');
    expectTranslated(fr, en, 'swift_bic');
    expect(fr.tax_number).toEqual(['Ce champ est obligatoire.']);

    // Neither an IBAN nor an account number.
    const { iban, ...withoutIban } = validBank();
    const neither = await consultant.http.put('/api/consultant/profile/bank', withoutIban);
    expectStatus(neither, 400);
    const neitherErrors = neither.body.error.details.fieldErrors;
    expect(Boolean(neitherErrors.iban || neitherErrors.account_number), JSON.stringify(neitherErrors)).toBe(true);

    // Nothing was saved by the refused writes.
    expect((await consultant.http.get('/api/consultant/profile/bank')).body.data.iban || null).toBeNull();

    expectStatus(await consultant.http.put('/api/consultant/profile/bank', { ...validBank(), iban: VALID_IBAN, swift_bic: VALID_BIC }), 200);
    const saved = await consultant.http.get('/api/consultant/profile/bank');
    expect(saved.body.data).toMatchObject({ ...validBank(), iban: VALID_IBAN_COMPACT, swift_bic: VALID_BIC, bank_statement: null });

    // An account number without IBAN is enough (countries without IBAN).
    expectStatus(await consultant.http.put('/api/consultant/profile/bank', { ...withoutIban, account_number: '123456789012', branch_code: '0042', control_key: '17' }), 200);
    expect((await consultant.http.get('/api/consultant/profile/bank')).body.data).toMatchObject({ account_number: '123456789012', branch_code: '0042', control_key: '17' });
  });

  it('detail: validates bios, references, fee, currency, duration and video link, and saves them', async () => {
    const consultant = await signUpConsultant();
    const bad = { ...validDetail(), bio_fr: '', bio_en: '', session_duration: 17, fee: -1, currency: 'euro', intro_video_url: 'http://example.com/video', specializations: [] };
    const fields = ['session_duration', 'fee', 'currency', 'intro_video_url', 'specializations'];
    const frResponse = await consultant.http.put('/api/consultant/profile/detail', bad);
    const fr = expectFieldErrors(frResponse, fields);
    expect(frResponse.body.error.message).toBe('Certains champs sont invalides.');
    expect(Boolean(fr.bio_fr || fr.bio_en), `a bio is required: ${JSON.stringify(fr)}`).toBe(true);
    const en = expectFieldErrors(await consultant.http.in('en').put('/api/consultant/profile/detail', bad), fields);
    expectTranslated(fr, en, 'session_duration');
    expectTranslated(fr, en, 'intro_video_url');

    expectFieldErrors(await consultant.http.put('/api/consultant/profile/detail', { ...validDetail(), session_duration: 250, fee: 1_000_001, bio_fr: 'b'.repeat(5001) }), [
      'session_duration',
      'fee',
      'bio_fr',
    ]);
    const unknown = await consultant.http.in('en').put('/api/consultant/profile/detail', { ...validDetail(), specializations: [`no-such-therapy-${unique()}`], languages: ['zz'] });
    expectFieldErrors(unknown, ['specializations', 'languages']);

    const good = { ...validDetail(), intro_video_url: 'https://www.youtube-nocookie.com/embed/abc123', fee: 4500, session_duration: 45, free_first_consultation: false };
    expectStatus(await consultant.http.put('/api/consultant/profile/detail', good), 200);
    const saved = await consultant.http.get('/api/consultant/profile/detail');
    expectStatus(saved, 200);
    const { languages, ...rest } = good;
    expect(saved.body.data).toMatchObject({ ...rest, photo: null });
    expect([...saved.body.data.languages].sort()).toEqual([...languages].sort());
    // One bio is enough.
    expectStatus(await consultant.http.put('/api/consultant/profile/detail', { ...good, bio_fr: '' }), 200);
    expect((await consultant.http.get('/api/consultant/profile/detail')).body.data.bio_en).toBe(good.bio_en);
  });

  it('documents: the ID number is 3 to 40 characters and reads back with no files yet', async () => {
    const consultant = await signUpConsultant();
    const fr = expectFieldErrors(await consultant.http.put('/api/consultant/documents', { id_number: 'AB' }), ['id_number']);
    const en = expectFieldErrors(await consultant.http.in('en').put('/api/consultant/documents', { id_number: 'AB' }), ['id_number']);
    expect(fr.id_number).toEqual(['Ce champ doit contenir au moins 3 caractères.']);
    expect(en.id_number).toEqual(['This field must be at least 3 characters long.']);
    expectFieldErrors(await consultant.http.put('/api/consultant/documents', { id_number: '9'.repeat(41) }), ['id_number']);

    expectStatus(await consultant.http.put('/api/consultant/documents', { id_number: '12AB34567' }), 200);
    const saved = await consultant.http.get('/api/consultant/documents');
    expect(saved.body.data).toEqual({ id_number: '12AB34567', id_document: null, criminal_record: null, contract: null, bank_statement: null, photo: null });
  });

  it('education: validates a degree, lists, updates and deletes it', async () => {
    const consultant = await signUpConsultant();
    const png = await pngBytes();
    const noFile = await consultant.http.upload('post', '/api/consultant/education', undefined, validDegree());
    expectFieldErrors(noFile, ['file']);
    const badFields = { degree_name: '', school_name: 's'.repeat(201), graduation_year: 1949 };
    const fr = expectFieldErrors(await consultant.http.upload('post', '/api/consultant/education', part.png(png), badFields), ['degree_name', 'school_name', 'graduation_year']);
    const en = expectFieldErrors(await consultant.http.in('en').upload('post', '/api/consultant/education', part.png(png), badFields), ['degree_name', 'school_name', 'graduation_year']);
    expect(en.degree_name).toEqual(['This field is required.']);
    expectTranslated(fr, en, 'graduation_year');
    expectFieldErrors(await consultant.http.upload('post', '/api/consultant/education', part.png(png), { ...validDegree(), graduation_year: thisYear + 1 }), ['graduation_year']);
    expect((await consultant.http.get('/api/consultant/education')).body.data).toEqual([]);

    const created = await consultant.http.upload('post', '/api/consultant/education', part.png(png, 'diplome.png'), validDegree());
    expectStatus(created, 201);
    const degree = created.body.data;
    expect(degree).toMatchObject({ ...validDegree(), attachment: { kind: 'degree', mime: 'image/png', size: png.length, name: 'diplome.png' } });
    expect(degree.attachment.url).toBe(`/api/files/${degree.attachment.id}`);
    expect((await consultant.http.get('/api/consultant/education')).body.data).toEqual([degree]);

    // JSON update without a file keeps the attachment.
    const updated = await consultant.http.put(`/api/consultant/education/${degree.id}`, { degree_name: 'Master en naturopathie', school_name: 'Université de Lyon', graduation_year: thisYear });
    expectStatus(updated, 200);
    expect(updated.body.data).toMatchObject({
      id: degree.id,
      degree_name: 'Master en naturopathie',
      school_name: 'Université de Lyon',
      graduation_year: thisYear,
      attachment: { id: degree.attachment.id },
    });
    expectFieldErrors(await consultant.http.put(`/api/consultant/education/${degree.id}`, { degree_name: 'x', school_name: 'y', graduation_year: 'soon' }), ['graduation_year']);

    // A multipart update with a file replaces the attachment; the old one is gone.
    const replaced = await consultant.http.upload('put', `/api/consultant/education/${degree.id}`, part.jpeg(await jpegBytes(), 'master.jpg'), {
      degree_name: 'Master en naturopathie',
      school_name: 'Université de Lyon',
      graduation_year: thisYear,
    });
    expectStatus(replaced, 200);
    expect(replaced.body.data.attachment).toMatchObject({ kind: 'degree', mime: 'image/jpeg', name: 'master.jpg' });
    expect(replaced.body.data.attachment.id).not.toBe(degree.attachment.id);
    expect((await consultant.http.get(`/api/files/${degree.attachment.id}`)).status).toBe(404);
    expect((await consultant.http.get(`/api/files/${replaced.body.data.attachment.id}`)).status).toBe(200);

    expect((await consultant.http.delete(`/api/consultant/education/${degree.id}`)).status).toBe(204);
    expect((await consultant.http.get('/api/consultant/education')).body.data).toEqual([]);
    expect((await consultant.http.get(`/api/files/${replaced.body.data.attachment.id}`)).status).toBe(404);
    expect((await consultant.http.delete(`/api/consultant/education/${degree.id}`)).status).toBe(404);
  });

  it('certificates: validates a certificate, reads, partially updates and deletes it', async () => {
    const consultant = await signUpConsultant();
    const pdf = pdfBytes('Certificat');
    expectFieldErrors(await consultant.http.upload('post', '/api/consultant/certificates', undefined, validCertificate()), ['file']);
    const badFields = { name: '', year: thisYear + 1, school: '', number: 'n'.repeat(81) };
    const fr = expectFieldErrors(await consultant.http.upload('post', '/api/consultant/certificates', part.pdf(pdf), badFields), ['name', 'year', 'school', 'number']);
    const en = expectFieldErrors(await consultant.http.in('en').upload('post', '/api/consultant/certificates', part.pdf(pdf), badFields), ['name', 'year', 'school', 'number']);
    expect(fr.name).toEqual(['Ce champ est obligatoire.']);
    expect(en.name).toEqual(['This field is required.']);
    expect(en.number).toEqual(['This field is longer than 80 characters.']);
    expect((await consultant.http.get('/api/consultant/certificates')).body.data).toEqual([]);

    const created = await consultant.http.upload('post', '/api/consultant/certificates', part.pdf(pdf, 'reflexologie.pdf'), validCertificate());
    expectStatus(created, 201);
    const certificate = created.body.data;
    expect(certificate).toMatchObject({
      ...validCertificate(),
      attachment: { kind: 'certificate', mime: 'application/pdf', size: pdf.length, name: 'reflexologie.pdf', url: `/api/files/${certificate.attachment.id}` },
    });
    expect((await consultant.http.get(`/api/consultant/certificates/${certificate.id}`)).body.data).toEqual(certificate);
    expect((await consultant.http.get('/api/consultant/certificates')).body.data).toEqual([certificate]);

    const patched = await consultant.http.patch(`/api/consultant/certificates/${certificate.id}`, { number: 'CR-2016-43' });
    expectStatus(patched, 200);
    expect(patched.body.data).toEqual({ ...certificate, number: 'CR-2016-43' });
    expectFieldErrors(await consultant.http.patch(`/api/consultant/certificates/${certificate.id}`, { year: 1900 }), ['year']);
    expect((await consultant.http.get(`/api/consultant/certificates/${certificate.id}`)).body.data.year).toBe(2016);
    // A partial multipart update with a file replaces the attachment only.
    const png = await pngBytes();
    const refiled = await consultant.http.upload('patch', `/api/consultant/certificates/${certificate.id}`, part.png(png, 'scan.png'));
    expectStatus(refiled, 200);
    expect(refiled.body.data).toMatchObject({ ...validCertificate(), number: 'CR-2016-43', attachment: { kind: 'certificate', mime: 'image/png', size: png.length, name: 'scan.png' } });
    expect((await consultant.http.get(`/api/files/${certificate.attachment.id}`)).status).toBe(404);

    // Without a number, and with a JPG attachment.
    const { number, ...withoutNumber } = validCertificate();
    expectStatus(await consultant.http.upload('post', '/api/consultant/certificates', part.jpeg(await jpegBytes(), 'cert.jpg'), withoutNumber), 201);
    expect((await consultant.http.get('/api/consultant/certificates')).body.data).toHaveLength(2);

    expect((await consultant.http.delete(`/api/consultant/certificates/${certificate.id}`)).status).toBe(204);
    expect((await consultant.http.get(`/api/consultant/certificates/${certificate.id}`)).status).toBe(404);
    expect((await consultant.http.get(`/api/files/${refiled.body.data.attachment.id}`)).status).toBe(404);
    expect((await consultant.http.get('/api/consultant/certificates')).body.data).toHaveLength(1);
  });
});
