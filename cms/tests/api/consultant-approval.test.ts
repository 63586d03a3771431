import { describe, expect, it, beforeAll } from 'vitest';
import { seedOnce, unique } from '../helpers/strapi';
import { caller, consultantPerson, sharedAdmin, signUpClient, signUpConsultant, signInAgain } from '../helpers/accounts';
import { mailIdsTo, nextMailTo } from '../helpers/mail';
import { part, pdfBytes, pngBytes } from '../helpers/files';
import {
  VALID_IBAN_COMPACT,
  completeConsultant,
  completeProfile,
  expectFieldErrors,
  expectHidden,
  expectStatus,
  expectVisible,
  statusOf,
  validAddress,
  validBank,
  validCertificate,
  validDegree,
  validDetail,
  validTimings,
} from '../helpers/onboarding';
import type { Schemas } from '../helpers/api-types';
import { clock } from '../../src/contracts/clock';

/** A section of the profile status. */
type Section = Schemas['ConsultantProfileStatus']['sections'][number];

/**
 * Onboarding workflow (docs/api-consultant.md § Status workflow): status and missing sections, submit,
 * admin approval / rejection / (de)activation with e-mails in the consultant's language, visibility in
 * the expert search (approved and active only), and re-review after editing a sensitive section.
 */
describe('consultant onboarding workflow', () => {
  beforeAll(async () => {
    await seedOnce();
  }, 300_000);

  const admin = (path: string) => `/api/admin-panel/consultants/${path}`;

  it('lists the missing sections of a new profile, and submit refuses it naming them', async () => {
    const consultant = await signUpConsultant();
    const status = await statusOf(consultant.http);
    expect(status).toMatchObject({ approval_status: 'incomplete', active_status: true, visible_in_search: false, can_submit: false, submitted_at: null, approved_at: null });
    expect(status.sections.map((s: Section) => s.key).sort()).toEqual(['address', 'bank', 'basic', 'certificates', 'detail', 'documents', 'education', 'timings']);
    const section = (key: string) => status.sections.find((s: Section) => s.key === key);
    expect(section('basic')).toMatchObject({ required: true, complete: true, missing: [] });
    expect(section('certificates')).toMatchObject({ required: false });
    expect(section('documents')).toMatchObject({ required: true, complete: false });
    expect(section('documents').missing).toEqual(expect.arrayContaining(['id_number', 'id_document', 'criminal_record', 'contract']));
    expect(section('detail').missing).toContain('photo');
    expect([...status.missing_sections].sort()).toEqual(['address', 'bank', 'detail', 'documents', 'education', 'timings']);

    const submit = await consultant.http.in('en').post('/api/consultant/profile/submit');
    expectStatus(submit, 400);
    expect(submit.body.error.name).toBe('ProfileIncomplete');
    expect([...submit.body.error.details.missing_sections].sort()).toEqual(['address', 'bank', 'detail', 'documents', 'education', 'timings']);
    expect((await statusOf(consultant.http)).approval_status).toBe('incomplete');
  });

  it('submit names the one missing section in the asked language; complete → submitted; again → 409', async () => {
    const consultant = await signUpConsultant();
    await completeProfile(consultant.http, { skip: ['bank-statement'] });
    const status = await statusOf(consultant.http);
    expect(status.missing_sections).toEqual(['bank']);
    expect(status.sections.find((s: Section) => s.key === 'bank')).toMatchObject({ complete: false, missing: ['bank_statement'] });
    expect(status.can_submit).toBe(false);

    const en = await consultant.http.in('en').post('/api/consultant/profile/submit');
    expectStatus(en, 400);
    expect(en.body.error).toMatchObject({ name: 'ProfileIncomplete', details: { missing_sections: ['bank'] } });
    expect(en.body.error.message).toMatch(/bank/i);
    const fr = await consultant.http.post('/api/consultant/profile/submit');
    expectStatus(fr, 400);
    expect(fr.body.error.message).toMatch(/bancaire|banque/i);
    expect(fr.body.error.message).not.toBe(en.body.error.message);

    expectStatus(await consultant.http.upload('post', '/api/consultant/documents/bank-statement', part.pdf(pdfBytes('Relevé'))), 201);
    expect(await statusOf(consultant.http)).toMatchObject({ missing_sections: [], can_submit: true });
    const boss = await sharedAdmin();
    const seen = await mailIdsTo(boss.email);
    const before = clock.ms();
    const submitted = await consultant.http.post('/api/consultant/profile/submit');
    expectStatus(submitted, 200);
    // Admins are told by e-mail.
    await nextMailTo(boss.email, seen, { match: (mail) => mail.text.includes(consultant.display_name) });
    expect(submitted.body.data).toMatchObject({ approval_status: 'submitted', visible_in_search: false, can_submit: false });
    expect(Math.abs(new Date(submitted.body.data.submitted_at).getTime() - before)).toBeLessThan(60_000);
    expect((await statusOf(consultant.http)).approval_status).toBe('submitted');
    expect((await consultant.http.get('/api/consultant/profile')).body.data.user.approval_status).toBe('submitted');

    const again = await consultant.http.in('en').post('/api/consultant/profile/submit');
    expectStatus(again, 409);
    expect(again.body.error.name).toBe('InvalidStatus');
  });

  it('hides incomplete and submitted profiles from the expert search and detail', async () => {
    const incomplete = await signUpConsultant();
    await expectHidden(incomplete);
    const complete = await completeConsultant();
    await expectHidden(complete);
    const submitted = await completeConsultant({ submit: true });
    await expectHidden(submitted);
    // The consultant still previews the profile as clients would see it.
    const preview = await submitted.http.get('/api/consultant/profile/preview');
    expectStatus(preview, 200);
    expect(preview.body.data).toMatchObject({
      id: submitted.profileId,
      display_name: submitted.display_name,
      bio: validDetail().bio_fr,
      fee: { amount: 6000, currency: 'EUR' },
      session_duration: 60,
      free_first_consultation: true,
    });
    expect(preview.body.data.specializations.map((s: Schemas['ExpertReference']) => s.slug)).toEqual(['naturopathy']);
  });

  it('approval makes the profile visible and e-mails the consultant in their correspondence language', async () => {
    const consultant = await completeConsultant({ correspondence_language: 'en', submit: true });
    const boss = await sharedAdmin();
    const full = await boss.http.get(admin(consultant.profileId));
    expectStatus(full, 200);
    expect(full.body.id).toBe(consultant.profileId);
    const fullText = JSON.stringify(full.body);
    for (const expected of [VALID_IBAN_COMPACT, 'AB1234567', consultant.idDocument.file!.id, 'submitted', validAddress().street_1]) expect(fullText).toContain(expected);

    const seen = await mailIdsTo(consultant.email);
    const approved = await boss.http.post(admin(`${consultant.profileId}/approve`));
    expectStatus(approved, 200);
    expect(approved.body.id).toBe(consultant.profileId);
    const mail = await nextMailTo(consultant.email, seen);
    expect(mail.html).toContain('<html lang="en"');
    expect(`${mail.subject} ${mail.text}`).toMatch(/approved/i);

    expect(await statusOf(consultant.http)).toMatchObject({ approval_status: 'approved', active_status: true, visible_in_search: true });
    expect((await statusOf(consultant.http)).approved_at).toBeTruthy();
    await expectVisible(consultant);
    const detail = await caller({ locale: 'en' }).get(`/api/client/consultants/${consultant.profileId}`);
    expect(detail.body.data).toMatchObject({ display_name: consultant.display_name, bio: validDetail().bio_en, city: 'Lyon' });
  });

  it('rejection with a reason e-mails it, hides the profile, and the consultant edits and submits again', async () => {
    const consultant = await completeConsultant({ correspondence_language: 'fr', submit: true });
    const boss = await sharedAdmin();
    const short = await boss.http.post(admin(`${consultant.profileId}/reject`), { reason: 'no' });
    expectFieldErrors(short, ['reason']);
    expectFieldErrors(await boss.http.post(admin(`${consultant.profileId}/reject`), {}), ['reason']);
    expectFieldErrors(await boss.http.post(admin(`${consultant.profileId}/reject`), { reason: 'r'.repeat(2001) }), ['reason']);
    expect((await statusOf(consultant.http)).approval_status).toBe('submitted');

    const reason = `Pièce d'identité illisible, merci d'envoyer un scan net (${unique()}).`;
    const seen = await mailIdsTo(consultant.email);
    const rejected = await boss.http.post(admin(`${consultant.profileId}/reject`), { reason });
    expectStatus(rejected, 200);
    const mail = await nextMailTo(consultant.email, seen);
    expect(mail.html).toContain('<html lang="fr"');
    expect(mail.text).toContain(reason);
    // The rejection ends the consultant's sessions; signed in again, they see the reason.
    expectStatus(await consultant.http.get('/api/consultant/profile/status'), 401);
    const again = await signInAgain(consultant, 'consultant');
    expect(await statusOf(again.http)).toMatchObject({ approval_status: 'rejected', rejection_reason: reason, visible_in_search: false, can_submit: true });
    await expectHidden(consultant);

    // Editable again, sensitive sections included, then submitted again.
    expectStatus(await again.http.upload('post', '/api/consultant/documents/id', part.pdf(pdfBytes('Scan net'))), 201);
    expectStatus(await again.http.put('/api/consultant/profile/detail', { ...validDetail(), bio_fr: 'Bio revue et corrigée.' }), 200);
    expect((await statusOf(again.http)).approval_status).toBe('rejected');
    const resubmitted = await again.http.post('/api/consultant/profile/submit');
    expectStatus(resubmitted, 200);
    expect(resubmitted.body.data.approval_status).toBe('submitted');
    expectStatus(await boss.http.post(admin(`${consultant.profileId}/approve`)), 200);
    await expectVisible(consultant);
  });

  it('approves only a submitted profile (409 otherwise), and an approved one can still be rejected', async () => {
    const boss = await sharedAdmin();
    const incomplete = await signUpConsultant();
    const fromIncomplete = await boss.http.post(admin(`${incomplete.profileId}/approve`));
    expectStatus(fromIncomplete, 409);
    expect(fromIncomplete.body.error.name).toBe('InvalidStatus');
    expect((await statusOf(incomplete.http)).approval_status).toBe('incomplete');
    expect((await boss.http.post(admin(`${incomplete.profileId}/reject`), { reason: 'Profil incomplet.' })).status).toBe(409);

    const consultant = await completeConsultant({ approve: true });
    expect((await boss.http.post(admin(`${consultant.profileId}/approve`))).status).toBe(409);
    await expectVisible(consultant);
    expectStatus(await boss.http.post(admin(`${consultant.profileId}/reject`), { reason: 'Diplôme non reconnu en France.' }), 200);
    expect((await statusOf((await signInAgain(consultant, 'consultant')).http)).approval_status).toBe('rejected');
    await expectHidden(consultant);
    expect((await boss.http.post(admin(`${consultant.profileId}/approve`))).status).toBe(409);

    expect((await boss.http.post(admin('zzzzzzzzzzzzzzzzzzzzzzzz/approve'))).status).toBe(404);
    expect((await boss.http.get(admin('zzzzzzzzzzzzzzzzzzzzzzzz'))).status).toBe(404);
  });

  it('refuses to approve a profile whose only degree was deleted after approval, naming the section', async () => {
    const consultant = await completeConsultant({ approve: true });
    const boss = await sharedAdmin();
    const [degree] = (await consultant.http.get('/api/consultant/education')).body.data;
    expectStatus(await consultant.http.delete(`/api/consultant/education/${degree.id}`), 204);
    expect(await statusOf(consultant.http)).toMatchObject({ approval_status: 'submitted', missing_sections: ['education'] });
    await expectHidden(consultant);

    const refused = await boss.http.post(admin(`${consultant.profileId}/approve`));
    expectStatus(refused, 409);
    expect(refused.body.error).toMatchObject({ name: 'ProfileIncomplete', details: { missing_sections: ['education'] } });
    expect(refused.body.error.message).toContain('Formation');
    await expectHidden(consultant);

    expectStatus(await consultant.http.upload('post', '/api/consultant/education', part.png(await pngBytes()), validDegree()), 201);
    expectStatus(await boss.http.post(admin(`${consultant.profileId}/approve`)), 200);
    await expectVisible(consultant);
  });

  it('deactivation hides an approved profile and reactivation shows it again, each e-mailed', async () => {
    const consultant = await completeConsultant({ correspondence_language: 'en', approve: true });
    const boss = await sharedAdmin();
    await expectVisible(consultant);

    let seen = await mailIdsTo(consultant.email);
    expectStatus(await boss.http.put(admin(`${consultant.profileId}/active`), { active: false }), 200);
    expect((await boss.http.get(admin(consultant.profileId))).body).toMatchObject({ approval_status: 'approved', active_status: false, visible_in_search: false });
    await expectHidden(consultant);
    const deactivated = await nextMailTo(consultant.email, seen);
    expect(deactivated.html).toContain('<html lang="en"');

    expectFieldErrors(await boss.http.put(admin(`${consultant.profileId}/active`), { active: 'no' }), ['active']);
    seen = await mailIdsTo(consultant.email);
    expectStatus(await boss.http.put(admin(`${consultant.profileId}/active`), { active: true }), 200);
    expect(await statusOf((await signInAgain(consultant, 'consultant')).http)).toMatchObject({ active_status: true, visible_in_search: true });
    await expectVisible(consultant);
    const reactivated = await nextMailTo(consultant.email, seen);
    expect(reactivated.html).toContain('<html lang="en"');
    expect(reactivated.subject).not.toBe(deactivated.subject);
  });

  it('an inactive consultant stays hidden once approved', async () => {
    const consultant = await completeConsultant({ submit: true });
    const boss = await sharedAdmin();
    expectStatus(await boss.http.put(admin(`${consultant.profileId}/active`), { active: false }), 200);
    expectStatus(await boss.http.post(admin(`${consultant.profileId}/approve`)), 200);
    expect((await boss.http.get(admin(consultant.profileId))).body).toMatchObject({ approval_status: 'approved', active_status: false, visible_in_search: false });
    await expectHidden(consultant);
  });

  it('admin routes answer 401 to consultants, clients and anonymous callers', async () => {
    const consultant = await completeConsultant({ submit: true });
    const client = await signUpClient();
    const callers = { consultant: consultant.http, client: client.http, anonymous: caller() };
    for (const [who, http] of Object.entries(callers)) {
      expect((await http.get(admin(consultant.profileId))).status, who).toBe(401);
      expect((await http.post(admin(`${consultant.profileId}/approve`))).status, who).toBe(401);
      expect((await http.post(admin(`${consultant.profileId}/reject`), { reason: 'Not allowed to do this.' })).status, who).toBe(401);
      expect((await http.put(admin(`${consultant.profileId}/active`), { active: false })).status, who).toBe(401);
    }
    expect(await statusOf(consultant.http)).toMatchObject({ approval_status: 'submitted', active_status: true });
  });

  it('editing a sensitive section after approval sends the profile back to review and out of the search', async () => {
    const consultant = await completeConsultant({ approve: true });
    const boss = await sharedAdmin();
    await expectVisible(consultant);

    const documents = await consultant.http.put('/api/consultant/documents', { id_number: 'ZZ9876543' });
    expectStatus(documents, 200);
    expect(documents.body.meta?.review_required).toBe(true);
    expect(await statusOf(consultant.http)).toMatchObject({ approval_status: 'submitted', visible_in_search: false });
    await expectHidden(consultant);

    expectStatus(await boss.http.post(admin(`${consultant.profileId}/approve`)), 200);
    await expectVisible(consultant);
    const degree = await consultant.http.upload('post', '/api/consultant/education', part.png(await pngBytes()), { ...validDegree(), degree_name: 'Master' });
    expectStatus(degree, 201);
    expect(degree.body.meta?.review_required).toBe(true);
    expect((await statusOf(consultant.http)).approval_status).toBe('submitted');
    await expectHidden(consultant);

    expectStatus(await boss.http.post(admin(`${consultant.profileId}/approve`)), 200);
    const certificate = await consultant.http.upload('post', '/api/consultant/certificates', part.pdf(), validCertificate());
    expectStatus(certificate, 201);
    expect(certificate.body.meta?.review_required).toBe(true);
    expect((await statusOf(consultant.http)).approval_status).toBe('submitted');

    expectStatus(await boss.http.post(admin(`${consultant.profileId}/approve`)), 200);
    const renamed = await consultant.http.put('/api/consultant/profile/basic', consultantPerson({ family_name: consultant.family_name, given_name: 'Inès-Claire' }));
    expectStatus(renamed, 200);
    expect(renamed.body.meta?.review_required).toBe(true);
    expect((await statusOf(consultant.http)).approval_status).toBe('submitted');
    await expectHidden(consultant);
    // Once approved again, clients see the new name.
    expectStatus(await boss.http.post(admin(`${consultant.profileId}/approve`)), 200);
    await expectVisible({ ...consultant, display_name: `Inès-Claire ${consultant.family_name}` });
  });

  it('editing detail, address, bank, photo or timings after approval keeps the profile approved and visible', async () => {
    const consultant = await completeConsultant({ approve: true });
    await expectVisible(consultant);
    const writes = {
      detail: await consultant.http.put('/api/consultant/profile/detail', { ...validDetail(), bio_fr: 'Nouvelle bio, même praticienne.' }),
      address: await consultant.http.put('/api/consultant/profile/address', { ...validAddress(), city: 'Villeurbanne', postal_code: '69100' }),
      bank: await consultant.http.put('/api/consultant/profile/bank', { ...validBank(), bank_name: 'Crédit Lyonnais' }),
      photo: await consultant.http.upload('post', '/api/consultant/documents/photo', part.png(await pngBytes(48, [10, 20, 30]))),
      timings: await consultant.http.put('/api/consultant/timings', { ...validTimings(), windows: [{ weekday: 2, start: '10:00', end: '11:00' }] }),
    };
    for (const [what, response] of Object.entries(writes)) {
      expect(response.status, what).toBeLessThan(300);
      expect(response.body.meta?.review_required ?? false, what).toBe(false);
    }
    expect(await statusOf(consultant.http)).toMatchObject({ approval_status: 'approved', visible_in_search: true });
    await expectVisible(consultant);
    const detail = await caller().get(`/api/client/consultants/${consultant.profileId}`);
    expect(detail.body.data).toMatchObject({ bio: 'Nouvelle bio, même praticienne.', city: 'Villeurbanne' });
  });
});
