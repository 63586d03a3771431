import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { booted, seedOnce, unique } from '../helpers/strapi';
import { caller, sharedAdmin, signUpClient, signUpConsultant, type SignedIn } from '../helpers/accounts';
import { expectFieldErrors, expectStatus } from '../helpers/onboarding';
import { book, bookableConsultant, completeHealthAssessment, readyClient, slotStarts, type ReadyClient } from '../helpers/bookings';
import { mailIdsTo, nextMailTo, type CaughtMail } from '../helpers/mail';
import type { Schemas } from '../helpers/api-types';
import type { CompleteConsultant } from '../helpers/onboarding';

/**
 * Consent records (docs/privacy.md "Consent records"; contracts/privacy): registration records the terms
 * and the privacy policy with their published versions, the newsletter's confirmation and unsubscription
 * record the newsletter consent, the health assessment records the explicit consent to process health
 * data, which the client withdraws and gives again from its account (withdrawn, no new booking); each
 * person reads only its own history, admins read anyone's; the migration gives existing accounts theirs.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const migration = require(path.resolve(__dirname, '..', '..', 'database', 'migrations', '2026.11.30T00.00.00.consent-records.js')) as { up(knex: Knex): Promise<void> };

type History = Schemas['ConsentHistory'];
const RECORD = 'api::consent-record.consent-record';

/** The caller's own history (client or consultant surface), checked 200. */
async function historyOf(who: SignedIn, surface: 'client' | 'consultant' = 'client'): Promise<History> {
  const response = await who.http.get(`/api/${surface}/account/consents`);
  expectStatus(response, 200);
  return response.body as History;
}

/** The published version of a legal text, as the public site shows it. */
async function publishedVersion(text: 'terms-condition' | 'privacy-policy'): Promise<string> {
  const response = await caller().get(`/api/client/${text}`);
  expectStatus(response, 200);
  return response.body.data.version as string;
}

/** The records are listed newest first. */
function expectNewestFirst(history: History) {
  const instants = history.data.map((record) => Date.parse(record.at));
  expect(instants).toEqual([...instants].sort((a, b) => b - a));
}

const tokenIn = (mail: CaughtMail, kind: 'confirm' | 'unsubscribe') => {
  const match = new RegExp(`/newsletter/${kind}/([A-Za-z0-9_%-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${kind} link in: ${mail.text}`);
  return decodeURIComponent(match[1]);
};

/** Subscribe `email` to the newsletter and confirm it through the e-mailed link; returns the unsubscribe token. */
async function subscribeAndConfirm(email: string): Promise<string> {
  const seen = await mailIdsTo(email);
  expectStatus(await caller().post('/api/client/newsletter', { email }), 202);
  const mail = await nextMailTo(email, seen);
  expectStatus(await caller().post('/api/client/newsletter/confirm', { token: tokenIn(mail, 'confirm') }), 200);
  return tokenIn(mail, 'unsubscribe');
}

beforeAll(async () => {
  await seedOnce();
}, 300_000);

/** The demo accounts' password (cms/src/seed/accounts.ts). */
const DEMO_PASSWORD = process.env.DEMO_PASSWORD || 'Demo-Wellness-2026';

describe('consent records', () => {
  it('registration records the terms and the privacy policy given, with their published versions', async () => {
    const [terms, privacy] = await Promise.all([publishedVersion('terms-condition'), publishedVersion('privacy-policy')]);
    const client = await signUpClient();
    const history = await historyOf(client);
    expect(history.data).toHaveLength(2);
    expect(history.data).toEqual(
      expect.arrayContaining([
        { id: expect.any(String), kind: 'terms', action: 'given', version: terms, source: 'registration', at: expect.any(String) },
        { id: expect.any(String), kind: 'privacy', action: 'given', version: privacy, source: 'registration', at: expect.any(String) },
      ]),
    );
    expect(history.current).toEqual({ terms: true, privacy: true, health_data: false, newsletter: false });

    const consultant = await signUpConsultant({ locale: 'en' });
    const own = await historyOf(consultant, 'consultant');
    expect(own.data.map((record) => [record.kind, record.version, record.source]).sort()).toEqual([
      ['privacy', privacy, 'registration'],
      ['terms', terms, 'registration'],
    ]);
    // The client's surface is not the consultant's: its token opens neither the client's history nor the switch.
    expectStatus(await consultant.http.get('/api/client/account/consents'), 401);
    expectStatus(await consultant.http.put('/api/client/account/consents/health-data', { given: false }), 401);
    expectStatus(await caller().get('/api/client/account/consents'), 401);
  });

  it('the seeded demo client and consultant have accepted the published terms and privacy policy, the client its health data too', async () => {
    const [terms, privacy] = await Promise.all([publishedVersion('terms-condition'), publishedVersion('privacy-policy')]);
    for (const role of ['client', 'consultant'] as const) {
      const signedIn = await caller().post(`/api/${role}/auth/login`, { email: `${role}@demo.local`, password: DEMO_PASSWORD });
      expectStatus(signedIn, 200);
      const history = await caller({ token: signedIn.body.jwt }).get(`/api/${role}/account/consents`);
      expectStatus(history, 200);
      expect(history.body.current).toEqual({ terms: true, privacy: true, health_data: role === 'client', newsletter: false });
      expect(
        (history.body.data as Schemas['ConsentRecord'][])
          .filter((record) => record.kind === 'terms' || record.kind === 'privacy')
          .map((record) => record.version)
          .sort(),
      ).toEqual([terms, privacy].sort());
    }
  });

  it('the newsletter’s confirmation records the consent given and the unsubscription its withdrawal, on the account of that address', async () => {
    const client = await signUpClient();
    const unsubscribe = await subscribeAndConfirm(client.email);
    let history = await historyOf(client);
    const given = history.data.find((record) => record.kind === 'newsletter');
    expect(given).toMatchObject({ action: 'given', source: 'newsletter', version: expect.stringMatching(/^newsletter-consent-/) });
    expect(history.current.newsletter).toBe(true);

    expectStatus(await caller().post('/api/client/newsletter/unsubscribe', { token: unsubscribe }), 200);
    // Unsubscribing again withdraws nothing more.
    expectStatus(await caller().post('/api/client/newsletter/unsubscribe', { token: unsubscribe }), 200);
    history = await historyOf(client);
    expect(history.data.filter((record) => record.kind === 'newsletter').map((record) => record.action)).toEqual(['withdrawn', 'given']);
    expect(history.data[0]).toMatchObject({ kind: 'newsletter', action: 'withdrawn', source: 'newsletter', version: given?.version });
    expect(history.current.newsletter).toBe(false);
    expectNewestFirst(history);

    // An address without an account: its records keep the address alone.
    const visitor = `news-${unique()}${unique()}@example.org`;
    await subscribeAndConfirm(visitor);
    const rows = await booted()
      .db.query(RECORD)
      .findMany({ where: { email: visitor }, populate: { user: true } });
    expect(rows.map((row) => ({ kind: row.kind, action: row.action, source: row.source, user: row.user ?? null }))).toEqual([
      { kind: 'newsletter', action: 'given', source: 'newsletter', user: null },
    ]);
  });

  it('submitting the health assessment records the consent to process health data with the privacy policy’s version', async () => {
    const privacy = await publishedVersion('privacy-policy');
    const client = await signUpClient();
    expect((await client.http.get('/api/client/consent-form')).body.data.state.health_data_consent).toBe(false);
    await completeHealthAssessment(client);
    const history = await historyOf(client);
    expect(history.data[0]).toMatchObject({ kind: 'health_data', action: 'given', source: 'health-assessment', version: privacy });
    expect(history.current).toEqual({ terms: true, privacy: true, health_data: true, newsletter: false });
    expect((await client.http.get('/api/client/consent-form')).body.data.state.health_data_consent).toBe(true);
  });

  describe('withdrawing the health-data consent', () => {
    let consultant: CompleteConsultant;
    let client: ReadyClient;

    beforeAll(async () => {
      consultant = await bookableConsultant();
      client = await readyClient();
    }, 300_000);

    it('refuses new bookings in the client’s language until given again; bookings already made stay', async () => {
      const [first, second, third] = await slotStarts(client.http, consultant.profileId);
      const made = await book(client, consultant.profileId, first);
      expectStatus(made, 201);

      const withdrawn = await client.http.put('/api/client/account/consents/health-data', { given: false });
      expectStatus(withdrawn, 200);
      expect(withdrawn.body.data[0]).toMatchObject({ kind: 'health_data', action: 'withdrawn', source: 'account', version: await publishedVersion('privacy-policy') });
      expect(withdrawn.body.current.health_data).toBe(false);
      // Withdrawing again changes nothing.
      const again = await client.http.put('/api/client/account/consents/health-data', { given: false });
      expect(again.body.data).toHaveLength(withdrawn.body.data.length);

      // The forms' state tells the booking page what is missing.
      const state = await client.http.get('/api/client/consent-form');
      expect(state.body.data.state).toMatchObject({ up_to_date: true, health_data_consent: false });

      const refused = await book(client, consultant.profileId, second);
      expectStatus(refused, 400);
      expect(refused.body.error.name).toBe('HealthDataConsentMissing');
      expect(refused.body.error.message).toMatch(/retiré votre consentement au traitement de vos données de santé/);
      const english = await client.http.in('en').post('/api/client/bookings', { consultantId: consultant.profileId, start: second });
      expectStatus(english, 400);
      expect(english.body.error).toMatchObject({ name: 'HealthDataConsentMissing', message: expect.stringMatching(/withdrawn your consent to the processing of your health data/) });
      // The slot was not taken.
      expect(await slotStarts(client.http, consultant.profileId)).toContain(second);

      // The booking made before stays.
      const kept = await client.http.get(`/api/client/bookings/by-token/${made.body.data.token}`);
      expectStatus(kept, 200);
      expect(kept.body.data.status).toBe('confirmed');

      const givenAgain = await client.http.put('/api/client/account/consents/health-data', { given: true });
      expectStatus(givenAgain, 200);
      expect(givenAgain.body.data.slice(0, 2).map((record: History['data'][number]) => [record.action, record.source])).toEqual([
        ['given', 'account'],
        ['withdrawn', 'account'],
      ]);
      expect(givenAgain.body.current.health_data).toBe(true);
      expectStatus(await book(client, consultant.profileId, third), 201);

      const history = await historyOf(client);
      expect(history.data.filter((record) => record.kind === 'health_data').map((record) => `${record.action}/${record.source}`)).toEqual([
        'given/account',
        'withdrawn/account',
        'given/health-assessment',
      ]);
      expectNewestFirst(history);
    });

    it('answers bad input with a clear 400 in the caller’s language', async () => {
      const bad = await client.http.in('en').put('/api/client/account/consents/health-data', { given: 'yes' });
      expectFieldErrors(bad, ['given']);
      const odd = await client.http.put('/api/client/account/consents/health-data', { given: true, constructor: 1 });
      expectStatus(odd, 400);
      expect(odd.body.error.message).toBe('Certains champs sont invalides.');
      expectStatus(await client.http.put('/api/client/account/consents/health-data', {}), 400);
    });
  });

  it('shows each person its own history only; admins read anyone’s by the back office’s id, 404 for an unknown one', async () => {
    const [alice, bob] = await Promise.all([readyClient(), signUpClient()]);
    const consultant = await signUpConsultant();
    const aliceHistory = await historyOf(alice);
    const bobHistory = await historyOf(bob);
    const aliceIds = new Set(aliceHistory.data.map((record) => record.id));
    expect(bobHistory.data.some((record) => aliceIds.has(record.id))).toBe(false);
    expect(bobHistory.current.health_data).toBe(false);

    const admin = await sharedAdmin();
    const read = await admin.http.get(`/api/admin-panel/clients/${alice.profileId}/consents`);
    expectStatus(read, 200);
    expect(read.body).toEqual(aliceHistory);
    const consultantRead = await admin.http.get(`/api/admin-panel/consultants/${consultant.profileId}/consents`);
    expectStatus(consultantRead, 200);
    expect(consultantRead.body).toEqual(await historyOf(consultant, 'consultant'));

    // A client's id is not a consultant's; unknown and malformed ids name no record.
    const wrongSide = await admin.http.get(`/api/admin-panel/consultants/${alice.profileId}/consents`);
    expectStatus(wrongSide, 404);
    expect(wrongSide.body.error.message).toBe('Enregistrement introuvable.');
    const unknown = await admin.http.in('en').get('/api/admin-panel/clients/zzzzzzzzzzzzzzzzzzzzzzzz/consents');
    expectStatus(unknown, 404);
    expect(unknown.body.error.message).toBe('Record not found.');
    expectStatus(await admin.http.get('/api/admin-panel/clients/%20/consents'), 404);
    // Only admins.
    expectStatus(await bob.http.get(`/api/admin-panel/clients/${alice.profileId}/consents`), 401);
  });

  it('the migration gives accounts and health assessments made before the records theirs, once', async () => {
    const strapi = booted();
    const client = await readyClient();
    const user = await strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: client.email } });
    const profile = await strapi.db.query('api::client-profile.client-profile').findOne({ where: { user: { id: user.id } }, populate: { user: true } });
    const assessment = await strapi.db.query('api::health-assessment.health-assessment').findOne({ where: { client: { id: profile.id } } });
    // An account of before: no records, no version noted for the privacy policy.
    await strapi.db.query(RECORD).deleteMany({ where: { user: { id: user.id } } });
    await strapi.db.query('api::client-profile.client-profile').update({ where: { id: profile.id }, data: { privacy_version: null } });
    expect((await historyOf(client)).data).toEqual([]);

    const run = () => strapi.db.connection.transaction((trx) => migration.up(trx));
    await run();
    const history = await historyOf(client);
    const created = new Date(user.createdAt).toISOString();
    expect(history.data.map(({ kind, action, version, source, at }) => ({ kind, action, version, source, at })).sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'health_data', action: 'given', version: null, source: 'health-assessment', at: new Date(assessment.createdAt).toISOString() },
      { kind: 'privacy', action: 'given', version: null, source: 'registration', at: created },
      { kind: 'terms', action: 'given', version: profile.terms_version, source: 'registration', at: created },
    ]);
    expect(history.current).toEqual({ terms: true, privacy: true, health_data: true, newsletter: false });
    const [first, total] = [history.data.map((record) => record.id).sort(), await strapi.db.query(RECORD).count()];

    await run();
    expect((await historyOf(client)).data.map((record) => record.id).sort()).toEqual(first);
    expect(await strapi.db.query(RECORD).count()).toBe(total);
  });

  it('leaves a fresh database alone: it has no accounts table yet when migrations run', async () => {
    const queried: string[] = [];
    const fresh = Object.assign((table: string) => queried.push(table), { schema: { hasTable: async () => false, createTable: async () => queried.push('create') } }) as unknown as Knex;
    await migration.up(fresh);
    expect(queried).toEqual([]);
  });
});
