import { beforeAll, describe, expect, it } from 'vitest';
import { booted, seedOnce, unique } from '../helpers/strapi';
import { caller, sharedAdmin, signUpClient } from '../helpers/accounts';
import { mailIdsTo, mailsTo, nextMailTo } from '../helpers/mail';
import { completeConsultant, expectStatus } from '../helpers/onboarding';
import type { Schemas } from '../helpers/api-types';
import { clock } from '../../src/contracts/clock';

/**
 * Waiting list (docs/api-engagement.md "Waiting list"): joining with validation in the visitor's
 * language, one entry per role, e-mail, country and specialization, the confirmation e-mail, the
 * rate limits, the one announcement to waiting clients when a matching expert is approved, and the
 * back office's list.
 */
describe('waiting list', { timeout: 180_000 }, () => {
  beforeAll(async () => {
    await seedOnce();
  }, 300_000);

  const JOIN = '/api/client/waiting-list';
  const entry = (overrides: Record<string, unknown> = {}) => ({
    role: 'client',
    email: `wait-${unique()}${unique()}@example.org`,
    name: 'Camille Durand',
    country: 'BE',
    specialization: 'ayurveda',
    ...overrides,
  });
  const rowsOf = (email: string) => booted().db.query('api::waiting-list-entry.waiting-list-entry').findMany({ where: { email } });

  it('answers 400 naming each missing or wrong field, in French and in English, and stores nothing', async () => {
    const fr = await caller({ locale: 'fr' }).post(JOIN, { role: 'admin', email: 'not-an-email', name: '', country: '', specialization: '' });
    expectStatus(fr, 400);
    expect(fr.body.error).toMatchObject({ name: 'ValidationError', message: 'Certains champs sont invalides.' });
    expect(fr.body.error.details.fieldErrors).toEqual({
      role: ['Choisissez une valeur de la liste.'],
      email: ['Saisissez une adresse e-mail valide.'],
      name: ['Ce champ est obligatoire.'],
      country: ['Ce champ est obligatoire.'],
      specialization: ['Ce champ est obligatoire.'],
    });
    const en = await caller({ locale: 'en' }).post(JOIN, {});
    expectStatus(en, 400);
    expect(Object.keys(en.body.error.details.fieldErrors).sort()).toEqual(['country', 'email', 'name', 'role', 'specialization']);
    expect(en.body.error.details.fieldErrors.name).toEqual(['This field is required.']);
  });

  it('refuses a country or a specialization that is not in the reference lists, in the asked language', async () => {
    const email = `unknown-${unique()}@example.org`;
    const fr = await caller({ locale: 'fr' }).post(JOIN, entry({ email, country: 'ZZ', specialization: 'astrology' }));
    expectStatus(fr, 400);
    expect(fr.body.error.details.fieldErrors).toEqual({ country: ['Choisissez un pays de la liste.'], specialization: ['Choisissez une spécialité de la liste.'] });
    const en = await caller({ locale: 'en' }).post(JOIN, entry({ email, specialization: 'astrology' }));
    expectStatus(en, 400);
    expect(en.body.error.details.fieldErrors).toEqual({ specialization: ['Choose a specialization from the list.'] });
    const badCode = await caller({ locale: 'en' }).post(JOIN, entry({ email, country: 'France' }));
    expect(badCode.body.error.details.fieldErrors).toEqual({ country: ['A two-letter ISO 3166 country code is expected.'] });
    expect(await rowsOf(email)).toEqual([]);
  });

  it('stores the entry and e-mails a confirmation in the request’s language; the same request again updates it', async () => {
    const email = `Joiner-${unique()}@Example.org`;
    const lower = email.toLowerCase();
    const first = await caller({ locale: 'en' }).post(JOIN, entry({ email, name: 'Camille', country: 'be' }));
    expectStatus(first, 201);
    expect(first.body.data.message).toMatch(/waiting list/);
    const confirmation = await nextMailTo(lower, new Set());
    expect(confirmation.subject).toMatch(/You are on the waiting list/);
    expect(confirmation.text).toContain('Ayurveda — Belgium');
    expect(confirmation.text).toContain('http://web.test/our-experts?specialization=ayurveda');
    const [row] = await rowsOf(lower);
    expect(row).toMatchObject({ role: 'client', email: lower, name: 'Camille', country_code: 'BE', specialization_slug: 'ayurveda', mail_locale: 'en', notified_at: null });
    expect(row.confirmation_sent_at).not.toBeNull();

    const seen = await mailIdsTo(lower);
    const again = await caller({ locale: 'fr' }).post(JOIN, entry({ email: lower, name: 'Camille Martin', country: 'BE' }));
    expectStatus(again, 201);
    expect(Object.keys(again.body)).toEqual(Object.keys(first.body));
    const rows = await rowsOf(lower);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: row.id, name: 'Camille Martin', mail_locale: 'fr' });
    expect((await nextMailTo(lower, seen)).subject).toMatch(/Vous êtes sur la liste d’attente/);

    // Another specialization or role is another entry.
    expectStatus(await caller().post(JOIN, entry({ email: lower, specialization: 'homeopathy' })), 201);
    expectStatus(await caller().post(JOIN, entry({ email: lower, role: 'consultant' })), 201);
    expect(await rowsOf(lower)).toHaveLength(3);
  });

  it('invites a practitioner who pre-registers to sign up as a consultant', async () => {
    const email = `practitioner-${unique()}@example.org`;
    expectStatus(await caller({ locale: 'fr' }).post(JOIN, entry({ email, role: 'consultant', specialization: 'reflexology' })), 201);
    const mail = await nextMailTo(email, new Set());
    expect(mail.subject).toMatch(/pré-inscription/);
    expect(mail.text).toContain('Réflexologie');
    expect(mail.text).toContain('http://web.test/public/consultant/sign-up');
  });

  it('limits requests to 10 an hour per address and 5 an hour per e-mail address', async () => {
    const http = caller({ locale: 'en' });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await http.post(JOIN, entry({ specialization: 'sophrology' }))).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);

    const email = `flood-${unique()}@example.org`;
    const perEmail: number[] = [];
    for (let i = 0; i < 6; i += 1) perEmail.push((await caller({ locale: 'en' }).post(JOIN, entry({ email, specialization: 'sophrology' }))).status);
    expect(perEmail).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await caller({ locale: 'fr' }).post(JOIN, entry({ email, specialization: 'sophrology' }));
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/Trop de tentatives/);
  });

  it('e-mails the waiting clients of an approved expert’s specialization and country once, and nobody else', async () => {
    const waiting = `waiting-${unique()}@example.org`;
    const otherSpecialization = `other-spec-${unique()}@example.org`;
    const otherCountry = `other-country-${unique()}@example.org`;
    const practitioner = `pre-${unique()}@example.org`;
    expectStatus(await caller({ locale: 'en' }).post(JOIN, entry({ email: waiting, name: 'Nora', country: 'FR', specialization: 'naturopathy' })), 201);
    expectStatus(await caller().post(JOIN, entry({ email: otherSpecialization, country: 'FR', specialization: 'osteopathy' })), 201);
    expectStatus(await caller().post(JOIN, entry({ email: otherCountry, country: 'CH', specialization: 'naturopathy' })), 201);
    expectStatus(await caller().post(JOIN, entry({ email: practitioner, role: 'consultant', country: 'FR', specialization: 'naturopathy' })), 201);
    for (const address of [waiting, otherSpecialization, otherCountry, practitioner]) await nextMailTo(address, new Set());

    // A consultant living in France with the naturopathy specialization (tests/helpers/onboarding.ts) is approved.
    const first = await completeConsultant({ approve: true });
    const announcement = await nextMailTo(waiting, new Set(), { match: (mail) => /expert is available/.test(mail.subject) });
    expect(announcement.text).toContain(first.display_name);
    expect(announcement.text).toContain('Naturopathy — France');
    expect(announcement.text).toContain(`http://web.test/our-experts/details/${first.profileId}`);
    const [row] = await rowsOf(waiting);
    expect(row.notified_at).not.toBeNull();
    expect(row.notified_consultant).toBe(first.profileId);

    // A second matching expert: a client who joined since is told, the first one is not told again.
    const later = `later-${unique()}@example.org`;
    expectStatus(await caller({ locale: 'fr' }).post(JOIN, entry({ email: later, country: 'FR', specialization: 'naturopathy' })), 201);
    const second = await completeConsultant({ approve: true });
    const laterMail = await nextMailTo(later, new Set(), { match: (mail) => /expert est disponible/.test(mail.subject) });
    expect(laterMail.text).toContain(second.display_name);
    // Switching the first expert off and on again tells nobody twice.
    const admin = await sharedAdmin();
    expectStatus(await admin.http.put(`/api/admin-panel/consultants/${first.profileId}/active`, { active: false }), 200);
    expectStatus(await admin.http.put(`/api/admin-panel/consultants/${first.profileId}/active`, { active: true }), 200);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await mailsTo(waiting)).filter((mail) => /available|disponible/.test(mail.subject))).toHaveLength(1);
    expect((await mailsTo(later)).filter((mail) => /available|disponible/.test(mail.subject))).toHaveLength(1);
    for (const address of [otherSpecialization, otherCountry, practitioner]) {
      expect((await mailsTo(address)).map((mail) => mail.subject).filter((subject) => /available|disponible/.test(subject))).toEqual([]);
      expect((await rowsOf(address))[0].notified_at).toBeNull();
    }
  });

  it('lists the entries in the back office with their names, filters and search; not for other roles', async () => {
    const admin = await sharedAdmin();
    const marker = unique();
    const email = `listed-${marker}@example.org`;
    expectStatus(await caller().post(JOIN, entry({ email, name: `Listed ${marker}`, country: 'CA', specialization: 'nutrition' })), 201);
    expectStatus(await caller().post(JOIN, entry({ email, name: `Listed ${marker}`, role: 'consultant', country: 'CA', specialization: 'nutrition' })), 201);
    const list = (filter: Record<string, unknown>) =>
      admin.http.in('en').get(`/api/admin-panel/waiting-list?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent('["createdAt","DESC"]')}`);

    const found = await list({ q: marker });
    expectStatus(found, 200);
    expect(found.headers['content-range']).toMatch(/^waiting-list 0-1\/2$/);
    expect(found.body[0]).toMatchObject({
      email,
      country: 'CA',
      country_name: 'Canada',
      specialization: 'nutrition',
      specialization_name: 'Nutrition and dietetics',
      notified_at: null,
      deletedAt: null,
    });

    const clients = await list({ q: marker, role: 'client', country: 'CA', specialization: 'nutrition', notified: false });
    expect(clients.body.map((record: Schemas['WaitingListEntryRecord']) => record.role)).toEqual(['client']);
    expect((await list({ q: marker, notified: true })).body).toEqual([]);
    expect((await list({ q: marker, specialization: 'ayurveda' })).body).toEqual([]);
    expect((await list({ q: marker, createdAt_gte: '2000-01-01', createdAt_lte: '2000-12-31' })).body).toEqual([]);
    const today = clock.now().toISOString().slice(0, 10);
    expect((await list({ q: marker, createdAt_gte: today })).body).toHaveLength(2);
    const notified = await list({ notified: true, specialization: 'naturopathy' });
    expect(notified.body.every((record: Schemas['WaitingListEntryRecord']) => record.notified_at && record.role === 'client')).toBe(true);

    const one = await admin.http.get(`/api/admin-panel/waiting-list/${clients.body[0].id}`);
    expectStatus(one, 200);
    expect(one.body.name).toBe(`Listed ${marker}`);
    // No entry made by hand, no edit; a deleted entry goes to the trash.
    expect((await admin.http.post('/api/admin-panel/waiting-list', { email })).status).toBeGreaterThanOrEqual(400);
    expectStatus(await admin.http.delete(`/api/admin-panel/waiting-list/${clients.body[0].id}`), 200);
    expect((await list({ q: marker })).body).toHaveLength(1);
    expect((await list({ q: marker, trashed: true })).body).toHaveLength(1);

    const client = await signUpClient();
    expect((await client.http.get('/api/admin-panel/waiting-list')).status).toBe(401);
    expect((await caller().get('/api/admin-panel/waiting-list')).status).toBe(401);
  });
});
