import { describe, expect, it, beforeAll } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { seedOnce } from '../helpers/strapi';
import { caller, signUpClient, signUpConsultant, type Caller, type SignedIn } from '../helpers/accounts';
import { download, part, pdfBytes, pngBytes } from '../helpers/files';
import { expectFieldErrors, expectStatus } from '../helpers/onboarding';
import type { Schemas } from '../helpers/api-types';
import type { FormsService } from '../../src/api/client/services/forms';
import { clock } from '../../src/contracts/clock';

/** A section of the health-assessment questionnaire, one of its questions, one of a question's options. */
type Section = Schemas['Questionnaire']['sections'][number];
type Question = Section['questions'][number];
type Option = NonNullable<Question['options']>[number];

/**
 * The client's forms (docs/api-bookings.md "Client forms" and the consultant's
 * `clients/:clientId/…` reads): general info, the versioned consent form with its signed copy, the
 * health assessment with PHQ-9/GAD-7 scores, what is missing before booking, and who may read them.
 */
describe('client forms', () => {
  let strapi: Core.Strapi;

  beforeAll(async () => {
    strapi = await seedOnce();
  }, 300_000);

  const forms = () => strapi.service('api::client.forms') as unknown as FormsService;

  /** Row id and documentId of a client's profile, and the user id. */
  async function profileOf(client: SignedIn) {
    const user = await strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: client.email } });
    const profile = await strapi.db.query('api::client-profile.client-profile').findOne({ where: { user: { id: user.id } } });
    return { id: profile.id as number, documentId: profile.documentId as string, userId: user.id as number, display_name: profile.display_name as string };
  }

  /** Valid answers to every question; PHQ-9 and GAD-7 items given as lists of 0–3. */
  function validAnswers(phq9 = [0, 1, 0, 1, 0, 0, 1, 0, 0], gad7 = [1, 0, 1, 0, 0, 1, 0]) {
    return {
      reason: 'Difficultés à dormir et fatigue en journée.',
      objectives: ['better-sleep', 'gain-energy'],
      symptom_duration: '1-6-months',
      conditions: ['none'],
      medical_follow_up: false,
      pregnancy: 'not-applicable',
      takes_medication: true,
      medication_list: 'Lévothyroxine 50 µg le matin',
      has_allergies: false,
      sleep_hours: '5-6',
      sleep_quality: 'poor',
      physical_activity: '1-2-week',
      diet: 'omnivore',
      alcohol: 'monthly',
      tobacco: 'never',
      ...Object.fromEntries(phq9.map((value, index) => [`phq9_${index + 1}`, value])),
      ...Object.fromEntries(gad7.map((value, index) => [`gad7_${index + 1}`, value])),
    };
  }

  async function acceptConsent(http: Caller, file = part.pdf(pdfBytes('Signed consent'), 'consentement.pdf')) {
    const response = await http.upload('post', '/api/client/consent-form', file, { version: '1.0', accept: 'true' });
    expectStatus(response, 200);
    return response.body.data;
  }

  async function fillAssessment(http: Caller, answers: object = validAnswers()) {
    const response = await http.put('/api/client/health-assessment', { answers });
    expectStatus(response, 200);
    return response.body.data;
  }

  it('general info: reads the registration fields, saves changes, refuses bad input in the asked language', async () => {
    const client = await signUpClient();
    const read = await client.http.get('/api/client/general-info');
    expectStatus(read, 200);
    expect(read.body.data).toMatchObject({
      email: client.email,
      given_name: 'Paul',
      contact_number: '+33612345678',
      time_zone: 'Europe/Paris',
      languages_spoken: ['fr', 'en'],
      country_of_residence: 'FR',
      nationality: 'french-fr',
    });

    const { email, phone_verified_at, ...fields } = read.body.data;
    const saved = await client.http.put('/api/client/general-info', {
      ...fields,
      given_name: 'Pierre',
      contact_number: '07 11 22 33 44',
      time_zone: 'America/Toronto',
      languages_spoken: ['en'],
      correspondence_language: 'en',
    });
    expectStatus(saved, 200);
    expect(saved.body.data).toMatchObject({
      email: client.email,
      given_name: 'Pierre',
      contact_number: '+33711223344',
      time_zone: 'America/Toronto',
      languages_spoken: ['en'],
      correspondence_language: 'en',
    });
    expect((await client.http.get('/api/client/general-info')).body.data).toEqual(saved.body.data);
    // The name the consultants see follows.
    expect((await profileOf(client)).display_name).toBe(`Pierre ${fields.family_name}`);

    const bad = { ...fields, date_of_birth: '2031-02-30', contact_number: '12', time_zone: 'Mars/Olympus' };
    const fr = expectFieldErrors(await client.http.put('/api/client/general-info', bad), ['date_of_birth', 'contact_number', 'time_zone']);
    const en = expectFieldErrors(await client.http.in('en').put('/api/client/general-info', bad), ['date_of_birth', 'contact_number', 'time_zone']);
    expect(en.time_zone[0]).toMatch(/time zone/i);
    expect(fr.time_zone[0]).toMatch(/fuseau horaire/i);
    expectFieldErrors(await client.http.in('en').put('/api/client/general-info', { ...fields, nationality: 'martian' }), ['nationality']);
    // The e-mail is read-only here.
    expectFieldErrors(await client.http.put('/api/client/general-info', { ...fields, email: 'new@example.org' }), ['email']);
    expect((await client.http.get('/api/client/general-info')).body.data).toEqual(saved.body.data);

    expectStatus(await client.http.anonymous().get('/api/client/general-info'), 401);
    const consultant = await signUpConsultant();
    expectStatus(await caller({ token: consultant.jwt }).get('/api/client/general-info'), 401);
  });

  it('consent form: the current text in fr and en, 409 for another version, the signed copy checked by content and private', async () => {
    const client = await signUpClient();
    const fr = await client.http.get('/api/client/consent-form');
    expectStatus(fr, 200);
    expect(fr.body.data.current).toMatchObject({ version: '1.0', title: 'Formulaire de consentement à la consultation en ligne' });
    expect(fr.body.data.current.body).toContain("Pas un service d'urgence");
    expect(fr.body.data.state).toEqual({ accepted_version: null, accepted_at: null, signed_file: null, up_to_date: false, health_data_consent: false });
    const en = await client.http.in('en').get('/api/client/consent-form');
    expect(en.body.data.current).toMatchObject({ version: '1.0', title: 'Consent form for online consultations' });
    expect(en.body.data.current.body).toContain('Not an emergency service');
    expect(en.body.data.current.body).toContain('No recording');

    // Another version than the current one: 409, in the asked language.
    const outdatedFr = await client.http.upload('post', '/api/client/consent-form', part.pdf(), { version: '0.9', accept: 'true' });
    expectStatus(outdatedFr, 409);
    expect(outdatedFr.body.error).toMatchObject({ name: 'ConsentVersionOutdated', details: { current_version: '1.0' } });
    const outdatedEn = await client.http.in('en').upload('post', '/api/client/consent-form', part.pdf(), { version: '0.9', accept: 'true' });
    expect(outdatedEn.body.error.message).toMatch(/changed/);
    expect(outdatedEn.body.error.message).not.toBe(outdatedFr.body.error.message);
    // Not accepted, no file, a script disguised as an image.
    expectFieldErrors(await client.http.upload('post', '/api/client/consent-form', part.pdf(), { version: '1.0' }), ['accept']);
    expectFieldErrors(await client.http.upload('post', '/api/client/consent-form', undefined, { version: '1.0', accept: 'true' }), ['file']);
    const svg = await client.http.upload('post', '/api/client/consent-form', part.svg('signature.png'), { version: '1.0', accept: 'true' });
    expectStatus(svg, 415);
    expect(svg.body.error.name).toBe('UnsupportedFileType');
    expect((await client.http.get('/api/client/consent-form')).body.data.state.up_to_date).toBe(false);

    const signed = pdfBytes(`Consent signed by ${client.email}`);
    const accepted = await acceptConsent(client.http, part.pdf(signed, 'consentement-signé.pdf'));
    expect(accepted.state).toMatchObject({ accepted_version: '1.0', up_to_date: true, signed_file: { kind: 'consent-form', mime: 'application/pdf', size: signed.length } });
    expect(clock.ms() - new Date(accepted.state.accepted_at).getTime()).toBeLessThan(60_000);
    const mine = await download(client.http.get(accepted.state.signed_file.url));
    expect(mine.status).toBe(200);
    expect(mine.bytes.equals(signed)).toBe(true);

    // Another client sees only their own state and cannot download the file.
    const other = await signUpClient();
    expect((await other.http.get('/api/client/consent-form')).body.data.state.signed_file).toBeNull();
    const stolen = await download(other.http.get(accepted.state.signed_file.url));
    expect(stolen.status).toBe(404);
    expect(stolen.bytes.includes(Buffer.from('Consent signed by'))).toBe(false);

    // A new signed copy (a scan) replaces the first, which is gone.
    const scan = await pngBytes(24);
    const replaced = await acceptConsent(client.http, part.png(scan, 'scan.png'));
    expect(replaced.state.signed_file).toMatchObject({ mime: 'image/png', size: scan.length });
    expect(replaced.state.signed_file.id).not.toBe(accepted.state.signed_file.id);
    expect((await download(client.http.get(accepted.state.signed_file.url))).status).toBe(404);
    expect((await download(client.http.get(replaced.state.signed_file.url))).bytes.equals(scan)).toBe(true);
  });

  it('health assessment: the questionnaire in both languages, errors per question, answers stored with their scores', async () => {
    const client = await signUpClient();
    const fr = (await client.http.get('/api/client/health-assessment')).body.data;
    expect(fr).toMatchObject({ answers: null, version: null, completed_at: null, scores: null, document: null, up_to_date: false });
    expect(fr.questionnaire.version).toBe('2026-11');
    expect(fr.questionnaire.sections.map((s: Section) => s.key)).toEqual(['reasons', 'conditions', 'medication', 'allergies', 'lifestyle', 'phq9', 'gad7']);
    const phq9 = fr.questionnaire.sections.find((s: Section) => s.key === 'phq9');
    const gad7 = fr.questionnaire.sections.find((s: Section) => s.key === 'gad7');
    expect(phq9.questions).toHaveLength(9);
    expect(gad7.questions).toHaveLength(7);
    expect(phq9.questions[0]).toMatchObject({ key: 'phq9_1', type: 'scale', required: true, label: 'Peu d’intérêt ou de plaisir à faire les choses' });
    expect(phq9.questions[0].options.map((o: Option) => [o.value, o.label])).toEqual([
      [0, 'Jamais'],
      [1, 'Plusieurs jours'],
      [2, 'Plus de la moitié du temps'],
      [3, 'Presque tous les jours'],
    ]);
    const en = (await client.http.in('en').get('/api/client/health-assessment')).body.data;
    const enPhq9 = en.questionnaire.sections.find((s: Section) => s.key === 'phq9');
    expect(enPhq9.description).toMatch(/^Over the last 2 weeks/);
    expect(enPhq9.questions[8].label).toBe('Thoughts that you would be better off dead or of hurting yourself in some way');
    expect(enPhq9.questions[0].options.map((o: Option) => o.label)).toEqual(['Not at all', 'Several days', 'More than half the days', 'Nearly every day']);
    expect(en.questionnaire.sections.find((s: Section) => s.key === 'gad7').questions[0].label).toBe('Feeling nervous, anxious, or on edge');
    const medicationList = en.questionnaire.sections.find((s: Section) => s.key === 'medication').questions.find((q: Question) => q.key === 'medication_list');
    expect(medicationList).toMatchObject({ required: false, required_if: { question: 'takes_medication', equals: true } });

    // Errors are keyed by question, in the asked language.
    const empty = await client.http.put('/api/client/health-assessment', { answers: {} });
    const emptyErrors = expectFieldErrors(empty, ['reason', 'objectives', 'phq9_1', 'phq9_9', 'gad7_7']);
    expect(emptyErrors.phq9_1).toEqual(['Ce champ est obligatoire.']);
    expect(empty.body.error.message).toBe('Certaines réponses sont manquantes ou invalides.');
    const wrong = { ...validAnswers(), medication_list: '', phq9_1: 4, conditions: ['none', 'diabetes'], objectives: ['fly'], blood_type: 'O+' };
    const wrongEn = await client.http.in('en').put('/api/client/health-assessment', { answers: wrong });
    const wrongErrors = expectFieldErrors(wrongEn, ['medication_list', 'phq9_1', 'conditions', 'objectives', 'blood_type']);
    expect(wrongErrors.medication_list).toEqual(['This field is required.']);
    expect(wrongErrors.conditions[0]).toMatch(/cannot be combined/);
    expect(Object.keys(wrongErrors)).not.toContain('reason');
    expectFieldErrors(await client.http.upload('put', '/api/client/health-assessment', undefined, { answers: '{not json' }), ['answers']);
    expect((await client.http.get('/api/client/health-assessment')).body.data.answers).toBeNull();

    // PHQ-9 1+2+2+1+1+2+1+1+1 = 12 (moderate), GAD-7 3+2+3+2+2+2+2 = 16 (severe).
    const saved = await fillAssessment(client.http, validAnswers([1, 2, 2, 1, 1, 2, 1, 1, 1], [3, 2, 3, 2, 2, 2, 2]));
    expect(saved.scores).toEqual({ phq9: 12, phq9_band: 'moderate', gad7: 16, gad7_band: 'severe', self_harm_risk: true });
    expect(saved).toMatchObject({ version: '2026-11', up_to_date: true, document: null });
    expect(saved.answers).toMatchObject({ takes_medication: true, medication_list: 'Lévothyroxine 50 µg le matin', phq9_9: 1, objectives: ['better-sleep', 'gain-energy'] });
    expect(clock.ms() - new Date(saved.completed_at).getTime()).toBeLessThan(60_000);

    // Multipart: answers as JSON text with a document; a refused file changes nothing.
    const minimal = validAnswers([0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0]);
    const refused = await client.http.upload('put', '/api/client/health-assessment', part.svg('report.pdf'), { answers: JSON.stringify(minimal) });
    expectStatus(refused, 415);
    expect((await client.http.get('/api/client/health-assessment')).body.data.scores.phq9).toBe(12);
    const report = pdfBytes('Blood test results');
    const withFile = await client.http.upload('put', '/api/client/health-assessment', part.pdf(report, 'bilan-sanguin.pdf'), { answers: JSON.stringify(minimal) });
    expectStatus(withFile, 200);
    expect(withFile.body.data.scores).toEqual({ phq9: 0, phq9_band: 'minimal', gad7: 0, gad7_band: 'minimal', self_harm_risk: false });
    expect(withFile.body.data.document).toMatchObject({ kind: 'health-assessment', name: 'bilan-sanguin.pdf', size: report.length });
    expect((await download(client.http.get(withFile.body.data.document.url))).bytes.equals(report)).toBe(true);
    // Saving again without a file keeps the document.
    const kept = await fillAssessment(client.http, validAnswers([3, 3, 3, 3, 3, 3, 3, 3, 0], [3, 3, 3, 3, 3, 3, 3]));
    expect(kept.scores).toMatchObject({ phq9: 24, phq9_band: 'severe', gad7: 21, gad7_band: 'severe', self_harm_risk: false });
    expect(kept.document.id).toBe(withFile.body.data.document.id);

    // Nobody else can download it.
    const other = await signUpClient();
    expect((await download(other.http.get(withFile.body.data.document.url))).status).toBe(404);
    expect((await other.http.get('/api/client/health-assessment')).body.data.answers).toBeNull();
  });

  it('health assessment draft: progress saved per answered question, resumed on read, refused in the asked language, never counted as completed', async () => {
    const client = await signUpClient();
    const { id } = await profileOf(client);
    await acceptConsent(client.http);
    const draftUrl = '/api/client/health-assessment/draft';

    // The first steps only: nothing else is required.
    const firstSteps = { reason: '  Fatigue et sommeil agité.  ', objectives: ['better-sleep'], symptom_duration: '1-6-months', conditions: [] };
    const saved = await client.http.put(draftUrl, { answers: firstSteps });
    expectStatus(saved, 200);
    expect(saved.body.data).toMatchObject({ answers: null, completed_at: null, up_to_date: false });
    expect(saved.body.data.draft.answers).toEqual({ reason: 'Fatigue et sommeil agité.', objectives: ['better-sleep'], symptom_duration: '1-6-months' });

    // A reload reads the draft back.
    const resumed = (await client.http.get('/api/client/health-assessment')).body.data;
    expect(resumed.draft.answers).toEqual(saved.body.data.draft.answers);
    expect(clock.ms() - new Date(resumed.draft.saved_at).getTime()).toBeLessThan(60_000);

    // A draft is not a completed assessment: booking still asks for it.
    expect(await forms().missingForBooking(id)).toEqual(['health-assessment']);
    const consultant = await strapi.db.query('api::consultant-profile.consultant-profile').findOne({ where: { approval_status: 'approved' }, select: ['documentId'] });
    const booking = await client.http.post('/api/client/bookings', { consultantId: consultant.documentId, start: new Date(clock.ms() + 7 * 86_400_000).toISOString() });
    expectStatus(booking, 400);
    expect(booking.body.error).toMatchObject({ name: 'FormsMissing', details: { missing: ['health-assessment'] } });

    // Each answered question is checked; errors keyed by question, in the asked language; the draft is unchanged.
    const bad = await client.http.in('en').put(draftUrl, { answers: { ...firstSteps, phq9_1: 7, conditions: ['none', 'diabetes'], blood_type: 'O+' } });
    const errors = expectFieldErrors(bad, ['phq9_1', 'conditions', 'blood_type']);
    expect(bad.body.error.message).toBe('Some answers are missing or invalid.');
    expect(errors.conditions[0]).toMatch(/cannot be combined/);
    expect(Object.keys(errors)).not.toContain('gad7_1');
    const badFr = await client.http.put(draftUrl, { answers: 'tout' });
    expectFieldErrors(badFr, ['answers']);
    expect(badFr.body.error.message).toBe('Certains champs sont invalides.');
    expectFieldErrors(await client.http.put(draftUrl, { answers: {}, step: 2 }), ['step']);
    expect((await client.http.get('/api/client/health-assessment')).body.data.draft.answers).toEqual(saved.body.data.draft.answers);

    // The final submit still needs every required answer, then clears the draft and counts.
    expectFieldErrors(await client.http.put('/api/client/health-assessment', { answers: saved.body.data.draft.answers }), ['phq9_1', 'gad7_7']);
    const completed = await fillAssessment(client.http);
    expect(completed.draft).toBeNull();
    expect(await forms().missingForBooking(id)).toEqual([]);

    // A later draft (editing) keeps the completed assessment as it was; consultants never see drafts.
    const editing = await client.http.put(draftUrl, { answers: { reason: 'Autre raison' } });
    expectStatus(editing, 200);
    expect(editing.body.data).toMatchObject({ up_to_date: true, answers: { reason: 'Difficultés à dormir et fatigue en journée.' }, draft: { answers: { reason: 'Autre raison' } } });
    expect(await forms().missingForBooking(id)).toEqual([]);
    expect(Object.keys(await forms().assessmentView(id, 'fr', true))).not.toContain('draft');

    // Signed out: 401.
    expectStatus(await caller().put(draftUrl, { answers: {} }), 401);
  });

  it('missingForBooking names the forms still to fill, and a new consent version must be accepted again', async () => {
    const client = await signUpClient();
    const { id } = await profileOf(client);
    expect(await forms().missingForBooking(id)).toEqual(['consent-form', 'health-assessment']);
    await acceptConsent(client.http);
    expect(await forms().missingForBooking(id)).toEqual(['health-assessment']);
    await fillAssessment(client.http);
    expect(await forms().missingForBooking(id)).toEqual([]);

    // Editors publish version 9.0: the client must accept it (and sign it) again.
    const uid = 'api::consent-form.consent-form';
    const v9 = await strapi.documents(uid).create({
      locale: 'fr',
      status: 'published',
      data: { version: '9.0', effective_date: '2030-01-01', title: 'Consentement v9', body: 'Nouveau texte.' },
    });
    try {
      expect(await forms().missingForBooking(id)).toEqual(['consent-form']);
      const state = (await client.http.in('en').get('/api/client/consent-form')).body.data;
      // No English translation yet: the French text is shown.
      expect(state.current).toMatchObject({ version: '9.0', title: 'Consentement v9' });
      expect(state.state).toMatchObject({ accepted_version: '1.0', up_to_date: false });
      expectStatus(await client.http.upload('post', '/api/client/consent-form', part.pdf(), { version: '1.0', accept: 'true' }), 409);
      expectStatus(await client.http.upload('post', '/api/client/consent-form', part.pdf(), { version: '9.0', accept: true }), 200);
      expect(await forms().missingForBooking(id)).toEqual([]);
    } finally {
      await strapi.documents(uid).delete({ documentId: v9.documentId, locale: '*' });
    }
    expect((await client.http.get('/api/client/consent-form')).body.data.current.version).toBe('1.0');
  });

  it('a consultant reads the forms of a client only with a confirmed booking, each read audited; the files too', async () => {
    const client = await signUpClient();
    const signed = pdfBytes(`Signed by ${client.email}`);
    const consent = await acceptConsent(client.http, part.pdf(signed, 'consent.pdf'));
    const report = pdfBytes('Sleep diary');
    const assessment = await client.http.upload('put', '/api/client/health-assessment', part.pdf(report, 'journal.pdf'), { answers: JSON.stringify(validAnswers()) });
    expectStatus(assessment, 200);
    const clientProfile = await profileOf(client);
    const consultant = await signUpConsultant({ locale: 'en' });
    const stranger = await signUpConsultant();
    const consultantUser = await strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: consultant.email } });

    const consentUrl = `/api/consultant/clients/${clientProfile.documentId}/consent-form`;
    const assessmentUrl = `/api/consultant/clients/${clientProfile.documentId}/health-assessment`;
    const audits = () =>
      strapi.db.query('api::audit-log.audit-log').findMany({
        where: { actor: { id: consultantUser.id } },
        populate: { subject: { select: ['id'] }, file: { select: ['documentId'] } },
        orderBy: { id: 'asc' },
      });

    const book = (status: 'confirmed' | 'cancelled', hoursFromNow: number) => {
      const start = new Date(Math.floor(clock.ms() / 3_600_000 + hoursFromNow) * 3_600_000);
      return strapi.documents('api::booking.booking').create({
        data: {
          token: randomBytes(16).toString('hex'),
          room_id: randomBytes(16).toString('hex'),
          consultant: consultant.profileId,
          client: clientProfile.documentId,
          start,
          end: new Date(start.getTime() + 60 * 60_000),
          duration_minutes: 60,
          consultant_time_zone: 'Europe/Paris',
          client_time_zone: 'Europe/Paris',
          status,
          list_fee_minor: 6000,
          fee_minor: 6000,
          currency: 'EUR',
          payment_status: 'pending',
          payment_provider: 'direct',
        },
      });
    };

    // No booking, then only a cancelled one: 404, nothing read, nothing logged.
    for (const stage of ['no booking', 'cancelled booking']) {
      if (stage === 'cancelled booking') await book('cancelled', 48);
      for (const url of [consentUrl, assessmentUrl]) {
        const response = await consultant.http.get(url);
        expect(response.status, `${stage} ${url}`).toBe(404);
        expect(JSON.stringify(response.body)).not.toContain(client.email);
      }
      expect((await download(consultant.http.get(consent.state.signed_file.url))).status, stage).toBe(404);
    }
    expect(await audits()).toEqual([]);
    expectStatus(await consultant.http.get('/api/consultant/clients/zzzzzzzzzzzzzzzzzzzzzzzz/consent-form'), 404);

    // A confirmed booking (here a past one) opens the forms to this consultant only.
    await book('confirmed', -72);
    const consentRead = await consultant.http.get(consentUrl);
    expectStatus(consentRead, 200);
    // The state as the client saw it, and the consent to process health data given since with the assessment.
    expect(consentRead.body.data).toEqual({ client: { id: clientProfile.documentId, display_name: clientProfile.display_name }, ...consent.state, health_data_consent: true });
    const assessmentRead = await consultant.http.get(assessmentUrl);
    expectStatus(assessmentRead, 200);
    expect(assessmentRead.body.data).toMatchObject({
      client: { id: clientProfile.documentId, display_name: clientProfile.display_name },
      version: '2026-11',
      up_to_date: true,
      answers: { medication_list: 'Lévothyroxine 50 µg le matin' },
      scores: { phq9: 3, phq9_band: 'minimal', gad7: 3, gad7_band: 'minimal' },
      document: { id: assessment.body.data.document.id },
    });
    // Labels in the consultant's language.
    expect(assessmentRead.body.data.questionnaire.sections[0].title).toBe('Reasons for consulting');
    const signedCopy = await download(consultant.http.get(consent.state.signed_file.url));
    expect(signedCopy.status).toBe(200);
    expect(signedCopy.bytes.equals(signed)).toBe(true);
    expect((await download(consultant.http.get(assessment.body.data.document.url))).bytes.equals(report)).toBe(true);

    expectStatus(await stranger.http.get(consentUrl), 404);
    expect((await download(stranger.http.get(consent.state.signed_file.url))).status).toBe(404);
    // The client's token does not open the consultant surface.
    expectStatus(await caller({ token: client.jwt }).get(consentUrl), 401);

    const rows = await audits();
    expect(rows.map((row) => [row.action, row.actor_role, row.subject?.id, row.file?.documentId ?? null, row.ip])).toEqual([
      ['consent-form.read', 'consultant', clientProfile.userId, consent.state.signed_file.id, consultant.http.ip],
      ['health-assessment.read', 'consultant', clientProfile.userId, assessment.body.data.document.id, consultant.http.ip],
      ['file.read', 'consultant', clientProfile.userId, consent.state.signed_file.id, consultant.http.ip],
      ['file.read', 'consultant', clientProfile.userId, assessment.body.data.document.id, consultant.http.ip],
    ]);
  });

  it('the seeded demo client has both forms filled', async () => {
    const login = await caller().post('/api/client/auth/login', { email: 'client@demo.local', password: process.env.DEMO_PASSWORD || 'Demo-Wellness-2026' });
    expectStatus(login, 200);
    const http = caller({ token: login.body.jwt });
    const consent = (await http.get('/api/client/consent-form')).body.data.state;
    expect(consent).toMatchObject({ accepted_version: '1.0', up_to_date: true, signed_file: { kind: 'consent-form', mime: 'application/pdf' } });
    const pdf = await download(http.get(consent.signed_file.url));
    expect(pdf.status).toBe(200);
    expect(pdf.bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdf.bytes.includes(Buffer.from('Camille Demo'))).toBe(true);
    const assessment = (await http.get('/api/client/health-assessment')).body.data;
    expect(assessment).toMatchObject({ version: '2026-11', up_to_date: true, scores: { phq9: 7, phq9_band: 'mild', gad7: 7, gad7_band: 'mild' } });
    const profile = await strapi.db.query('api::client-profile.client-profile').findOne({ where: { user: { email: 'client@demo.local' } } });
    expect(await forms().missingForBooking(profile.id)).toEqual([]);
  });
});
