import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { booted, seedOnce, serverClock } from '../helpers/strapi';
import { caller, consultantPerson, sharedAdmin, signUpClient, signUpConsultant, type SignedIn } from '../helpers/accounts';
import { download, part, pdfBytes, pngBytes } from '../helpers/files';
import { completeConsultant, expectStatus, expectVisible, statusOf, validCertificate, validDegree, type CompleteConsultant } from '../helpers/onboarding';
import type { Schemas } from '../helpers/api-types';
import { clock } from '../../src/contracts/clock';

/**
 * Verification records of consultants (docs/api-consultant.md "Verification badges"): an admin's
 * approval records what was checked, item by item (identity, each degree, each certificate, criminal
 * record, contract), by whom and when; the public expert answers carry exactly the standing checks as
 * badges with public text only; a sensitive edit withdraws the badge of what it changed until the next
 * approval; only admins record; unknown items answer 404 or 400 in the caller's language; the data
 * export holds the records and the erasure deletes them.
 */

const VERIFICATION = 'api::consultant-verification.consultant-verification';
const PROFILE = 'api::consultant-profile.consultant-profile';
const USER = 'plugin::users-permissions.user';
const DAY = 24 * 3_600_000;

type ChecklistItem = Schemas['VerificationChecklistItem'];
type Badge = Schemas['ExpertVerification'];

const adminPath = (path: string) => `/api/admin-panel/consultants/${path}`;

/** A consultant with every section complete, one degree and one certificate, submitted for review. */
async function submittedWithCertificate(): Promise<CompleteConsultant & { certificateId: string }> {
  const consultant = await completeConsultant();
  const certificate = await consultant.http.upload('post', '/api/consultant/certificates', part.pdf(pdfBytes('Certificat'), 'certificat-reflexo.pdf'), validCertificate());
  expectStatus(certificate, 201);
  expectStatus(await consultant.http.post('/api/consultant/profile/submit'), 200);
  return { ...consultant, certificateId: certificate.body.data.id };
}

/** The back office's checklist of a consultant. */
async function checklistOf(admin: SignedIn, profileId: string): Promise<ChecklistItem[]> {
  const record = await admin.http.get(adminPath(profileId));
  expectStatus(record, 200);
  return record.body.verification_checklist;
}

/** The badges of the public expert page and of the search card. */
async function publicBadges(consultant: CompleteConsultant, locale: 'fr' | 'en' = 'fr'): Promise<{ detail: Badge[]; card: Badge[]; raw: string }> {
  await expectVisible(consultant);
  const detail = await caller({ locale }).get(`/api/client/consultants/${consultant.profileId}`);
  expectStatus(detail, 200);
  const search = await caller({ locale }).get(`/api/client/consultants?search=${encodeURIComponent(consultant.family_name)}`);
  expectStatus(search, 200);
  const [card] = search.body.data as Schemas['ExpertCard'][];
  return { detail: detail.body.data.verifications, card: card.verifications, raw: JSON.stringify(detail.body) + JSON.stringify(search.body) };
}

/** The stored verification rows of a profile (documentId), oldest first. */
async function storedRows(profileId: string) {
  const profile = await booted()
    .db.query(PROFILE)
    .findOne({ where: { documentId: profileId }, select: ['id'] });
  return booted()
    .db.query(VERIFICATION)
    .findMany({ where: { consultant: { id: profile.id } }, populate: { verified_by: { select: ['id', 'email'] } }, orderBy: [{ id: 'asc' }] });
}

const degreeText = `${validDegree().degree_name}, ${validDegree().school_name}, ${validDegree().graduation_year}`;
const certificateText = `${validCertificate().name}, ${validCertificate().school}, ${validCertificate().year}`;

describe('verification records of consultants', () => {
  let admin: SignedIn;

  beforeAll(async () => {
    await seedOnce();
    admin = await sharedAdmin();
  }, 300_000);

  afterEach(() => serverClock().reset());

  it('offers a checklist of exactly what the consultant provided, none checked yet', async () => {
    const consultant = await submittedWithCertificate();
    const checklist = await checklistOf(admin, consultant.profileId);
    expect(checklist).toEqual([
      { kind: 'identity', item: null, label: null, verified_at: null },
      { kind: 'degree', item: consultant.degree!.id, label: degreeText, verified_at: null },
      { kind: 'certificate', item: consultant.certificateId, label: certificateText, verified_at: null },
      { kind: 'criminal_record', item: null, label: null, verified_at: null },
      { kind: 'contract', item: null, label: null, verified_at: null },
    ]);
    // Without a certificate, none is offered.
    const plain = await completeConsultant({ submit: true });
    expect((await checklistOf(admin, plain.profileId)).map((item) => item.kind)).toEqual(['identity', 'degree', 'criminal_record', 'contract']);
  });

  it('records the ticked items by admin and instant; the public answers show exactly those, with public text only', async () => {
    const consultant = await submittedWithCertificate();
    const checkedAt = new Date(clock.ms() - 3 * DAY);
    serverClock().set(checkedAt);
    const approved = await admin.http.post(adminPath(`${consultant.profileId}/approve`), {
      verified: [{ kind: 'identity' }, { kind: 'degree', item: consultant.degree!.id }, { kind: 'contract' }, { kind: 'identity' }],
    });
    expectStatus(approved, 200);
    serverClock().reset();
    expect(approved.body.approval_status).toBe('approved');
    const at = (iso: string | null) => (iso ? Date.parse(iso) : null);
    const checked = (approved.body.verification_checklist as ChecklistItem[]).map((item) => [item.kind, at(item.verified_at) !== null]);
    expect(checked).toEqual([
      ['identity', true],
      ['degree', true],
      ['certificate', false],
      ['criminal_record', false],
      ['contract', true],
    ]);

    const rows = await storedRows(consultant.profileId);
    expect(rows.map((row) => row.kind)).toEqual(['identity', 'degree', 'contract']);
    const adminUser = await booted()
      .db.query(USER)
      .findOne({ where: { email: admin.email }, select: ['id'] });
    for (const row of rows) {
      expect(row.verified_by?.id).toBe(adminUser.id);
      expect(Math.abs(Date.parse(new Date(row.verified_at).toISOString()) - checkedAt.getTime())).toBeLessThan(60_000);
      expect(row.withdrawn_at ?? null).toBeNull();
    }

    const { detail, card, raw } = await publicBadges(consultant);
    expect(detail).toEqual([
      { kind: 'identity', label: null, verified_at: expect.any(String) },
      { kind: 'degree', label: degreeText, verified_at: expect.any(String) },
      { kind: 'contract', label: null, verified_at: expect.any(String) },
    ]);
    expect(card).toEqual(detail);
    expect(Math.abs(Date.parse(detail[0].verified_at) - checkedAt.getTime())).toBeLessThan(60_000);
    // Nothing private: no document number, file name or address, admin identity or certificate number.
    for (const hidden of ['AB1234567', validCertificate().number, 'passeport.pdf', 'diplome.png', 'contrat.pdf', '/api/files/', admin.email, 'verified_by', 'item']) {
      expect(raw).not.toContain(hidden);
    }
    // The same badges, the same text, in English.
    expect((await publicBadges(consultant, 'en')).detail).toEqual(detail);
  });

  it('approving with nothing ticked approves without badges', async () => {
    const consultant = await completeConsultant({ submit: true });
    expectStatus(await admin.http.post(adminPath(`${consultant.profileId}/approve`)), 200);
    expect((await statusOf(consultant.http)).approval_status).toBe('approved');
    const { detail, card } = await publicBadges(consultant);
    expect(detail).toEqual([]);
    expect(card).toEqual([]);
    expect(await storedRows(consultant.profileId)).toEqual([]);
  });

  it('a sensitive edit withdraws the badge it affects until the next approval records it again; history is kept', async () => {
    const consultant = await submittedWithCertificate();
    const everything = [
      { kind: 'identity' },
      { kind: 'degree', item: consultant.degree!.id },
      { kind: 'certificate', item: consultant.certificateId },
      { kind: 'criminal_record' },
      { kind: 'contract' },
    ];
    const firstCheck = new Date(clock.ms() - 10 * DAY);
    serverClock().set(firstCheck);
    expectStatus(await admin.http.post(adminPath(`${consultant.profileId}/approve`), { verified: everything }), 200);
    serverClock().reset();
    expect((await publicBadges(consultant)).detail.map((badge) => badge.kind)).toEqual(['identity', 'degree', 'certificate', 'criminal_record', 'contract']);

    // A new ID document: the identity badge goes, the profile goes back to review.
    const newId = await consultant.http.upload('post', '/api/consultant/documents/id', part.pdf(pdfBytes('Nouveau passeport'), 'passeport-2.pdf'));
    expectStatus(newId, 201);
    expect(newId.body.meta?.review_required).toBe(true);
    // While in review, an edited degree loses its badge too; the certificate is removed; a new degree has none.
    expectStatus(
      await consultant.http.upload('put', `/api/consultant/education/${consultant.degree!.id}`, part.png(await pngBytes(), 'diplome-2.png'), { ...validDegree(), school_name: 'École de Paris' }),
      200,
    );
    expectStatus(await consultant.http.delete(`/api/consultant/certificates/${consultant.certificateId}`), 204);
    const added = await consultant.http.upload('post', '/api/consultant/education', part.png(await pngBytes(), 'master.png'), {
      degree_name: 'Master de psychologie',
      school_name: 'Université Lyon 2',
      graduation_year: 2018,
    });
    expectStatus(added, 201);

    const verifiedNow = Object.fromEntries((await checklistOf(admin, consultant.profileId)).map((item) => [item.item ?? item.kind, item.verified_at !== null]));
    expect(verifiedNow).toEqual({ identity: false, [consultant.degree!.id]: false, [added.body.data.id]: false, criminal_record: true, contract: true });
    const reasons = (await storedRows(consultant.profileId)).map((row) => [row.kind, row.withdrawal_reason ?? null]);
    expect(reasons).toEqual([
      ['identity', 'edited'],
      ['degree', 'edited'],
      ['certificate', 'removed'],
      ['criminal_record', null],
      ['contract', null],
    ]);

    // Re-approval: identity and both degrees checked again, criminal record kept, contract not re-ticked.
    expectStatus(
      await admin.http.post(adminPath(`${consultant.profileId}/approve`), {
        verified: [{ kind: 'identity' }, { kind: 'degree', item: consultant.degree!.id }, { kind: 'degree', item: added.body.data.id }, { kind: 'criminal_record' }],
      }),
      200,
    );
    const { detail } = await publicBadges(consultant);
    expect(detail.map((badge) => [badge.kind, badge.label])).toEqual([
      ['identity', null],
      ['degree', `${validDegree().degree_name}, École de Paris, ${validDegree().graduation_year}`],
      ['degree', 'Master de psychologie, Université Lyon 2, 2018'],
      ['criminal_record', null],
    ]);
    // The criminal record keeps the date of its first check; the identity carries the new one.
    const when = Object.fromEntries(detail.map((badge) => [badge.kind, Date.parse(badge.verified_at)]));
    expect(Math.abs(when.criminal_record - firstCheck.getTime())).toBeLessThan(60_000);
    expect(when.identity - firstCheck.getTime()).toBeGreaterThan(9 * DAY);
    // Nothing was overwritten: 5 first checks (3 withdrawn by edits, the contract now not re-checked) + 3 new ones.
    const rows = await storedRows(consultant.profileId);
    expect(rows).toHaveLength(8);
    expect(rows.filter((row) => !row.withdrawn_at).map((row) => row.kind)).toEqual(['criminal_record', 'identity', 'degree', 'degree']);
    expect(rows.find((row) => row.kind === 'contract')?.withdrawal_reason).toBe('not_rechecked');
  });

  it('a change of legal identity or ID number withdraws the identity badge only', async () => {
    const consultant = await completeConsultant({ submit: true });
    expectStatus(await admin.http.post(adminPath(`${consultant.profileId}/approve`), { verified: [{ kind: 'identity' }, { kind: 'degree', item: consultant.degree!.id }] }), 200);
    const renamed = await consultant.http.put('/api/consultant/profile/basic', consultantPerson({ family_name: consultant.family_name, given_name: 'Inès-Claire' }));
    expectStatus(renamed, 200);
    expect(renamed.body.meta?.review_required).toBe(true);
    let standing = (await checklistOf(admin, consultant.profileId)).filter((item) => item.verified_at).map((item) => item.kind);
    expect(standing).toEqual(['degree']);

    expectStatus(await admin.http.post(adminPath(`${consultant.profileId}/approve`), { verified: [{ kind: 'identity' }, { kind: 'degree', item: consultant.degree!.id }] }), 200);
    expectStatus(await consultant.http.put('/api/consultant/documents', { id_number: 'ZZ7654321' }), 200);
    standing = (await checklistOf(admin, consultant.profileId)).filter((item) => item.verified_at).map((item) => item.kind);
    expect(standing).toEqual(['degree']);
  });

  it('only admins record checks: consultants, clients and anonymous callers get 401 and nothing is stored', async () => {
    const consultant = await completeConsultant({ submit: true });
    const client = await signUpClient();
    const body = { verified: [{ kind: 'identity' }] };
    for (const [who, http] of [
      ['consultant', consultant.http],
      ['client', client.http],
      ['anonymous', caller()],
    ] as const) {
      expect((await http.post(adminPath(`${consultant.profileId}/approve`), body)).status, who).toBe(401);
    }
    expect((await statusOf(consultant.http)).approval_status).toBe('submitted');
    expect(await storedRows(consultant.profileId)).toEqual([]);
  });

  it('answers 404 for a degree or certificate that is not the consultant’s, 400 for an item not provided or malformed, in the caller’s language', async () => {
    const consultant = await completeConsultant({ submit: true });
    const other = await completeConsultant();
    const approve = (locale: 'fr' | 'en', verified: unknown) => admin.http.in(locale).post(adminPath(`${consultant.profileId}/approve`), { verified });

    const othersDegree = await approve('fr', [{ kind: 'degree', item: other.degree!.id }]);
    expectStatus(othersDegree, 404);
    expect(othersDegree.body.error.message).toBe('Diplôme introuvable.');
    expect((await approve('en', [{ kind: 'degree', item: other.degree!.id }])).body.error.message).toBe('Degree not found.');
    const noCertificate = await approve('en', [{ kind: 'certificate', item: 'nosuchcertificate000000' }]);
    expectStatus(noCertificate, 404);
    expect(noCertificate.body.error.message).toBe('Certificate not found.');

    const withoutItem = await approve('fr', [{ kind: 'degree' }]);
    expectStatus(withoutItem, 400);
    expect(withoutItem.body.error.details.fieldErrors['verified.0.item']).toEqual(['Indiquez le diplôme ou le certificat vérifié.']);
    const identityWithItem = await approve('en', [{ kind: 'identity', item: consultant.degree!.id }]);
    expectStatus(identityWithItem, 400);
    expect(identityWithItem.body.error.details.fieldErrors['verified.0.item']).toEqual(['For the identity, no item is to be named.']);
    const unknownKind = await approve('en', [{ kind: 'diploma' }]);
    expectStatus(unknownKind, 400);
    expect(unknownKind.body.error.details.fieldErrors['verified.0.kind']).toBeDefined();
    const extraKey = await approve('fr', [{ kind: 'identity', number: 'AB1234567' }]);
    expectStatus(extraKey, 400);
    const notAList = await approve('en', 'identity');
    expectStatus(notAList, 400);

    // None of these approved anything or recorded anything.
    expect((await statusOf(consultant.http)).approval_status).toBe('submitted');
    expect(await storedRows(consultant.profileId)).toEqual([]);
  });

  it('offers only the documents on file: a profile that lost its contract since the submission is not approved', async () => {
    const consultant = await completeConsultant({ submit: true });
    // The contract is removed from the file after submission (as a broken upload would leave it).
    const profile = await booted()
      .db.query(PROFILE)
      .findOne({ where: { documentId: consultant.profileId }, select: ['id'] });
    await booted()
      .db.query(PROFILE)
      .update({ where: { id: profile.id }, data: { contract: null } });
    const fr = await admin.http.post(adminPath(`${consultant.profileId}/approve`), { verified: [{ kind: 'contract' }] });
    // A profile without its contract is incomplete: approval is refused as such before any item is looked at.
    expectStatus(fr, 409);
    expect(fr.body.error.name).toBe('ProfileIncomplete');
    expect((await checklistOf(admin, consultant.profileId)).map((item) => item.kind)).toEqual(['identity', 'degree', 'criminal_record']);
  });

  it('the consultant’s data export holds its verification records; erasure deletes them', async () => {
    const consultant = await completeConsultant({ submit: true });
    expectStatus(await admin.http.post(adminPath(`${consultant.profileId}/approve`), { verified: [{ kind: 'identity' }, { kind: 'degree', item: consultant.degree!.id }] }), 200);
    expectStatus(await consultant.http.upload('post', '/api/consultant/documents/id', part.pdf(pdfBytes('Autre pièce'), 'cni.pdf')), 201);

    const response = await download(consultant.http.get('/api/consultant/account/export'));
    expect(response.status).toBe(200);
    const zip = await JSZip.loadAsync(response.bytes);
    const records = JSON.parse(await zip.file('verifications.json')!.async('string'));
    expect(records).toEqual([
      { kind: 'identity', item_id: null, label: null, verified_at: expect.any(String), withdrawn_at: expect.any(String), withdrawal_reason: 'edited' },
      { kind: 'degree', item_id: consultant.degree!.id, label: degreeText, verified_at: expect.any(String), withdrawn_at: null, withdrawal_reason: null },
    ]);
    expect(await zip.file('README.txt')!.async('string')).toContain('- verifications.json: ce que l’équipe a vérifié');
    expect(JSON.stringify(records)).not.toContain(admin.email);

    expectStatus(await admin.http.post(`/api/admin-panel/consultants/${consultant.profileId}/erasure`, {}), 200);
    expect(await storedRows(consultant.profileId)).toEqual([]);
  });

  it('a consultant never approved sees no badge on its own preview', async () => {
    const consultant = await signUpConsultant();
    const preview = await consultant.http.get('/api/consultant/profile/preview');
    expectStatus(preview, 200);
    expect(preview.body.data.verifications).toEqual([]);
  });
});
