/**
 * Consultant onboarding fixtures (docs/api-consultant.md): valid data for every profile section, a
 * helper that takes a fresh consultant all the way to a complete profile (every section filled with
 * valid data and files) and optionally through submission and an admin's approval, and the expert
 * search lookups the visibility tests use.
 */
import { expect } from 'vitest';
import { caller, sharedAdmin, signUpConsultant, type Caller, type Locale, type SignedIn, type SignedInConsultant } from './accounts';
import { jpegBytes, part, pdfBytes, pngBytes } from './files';
import type { Schemas } from './api-types';
import { clock } from '../../src/contracts/clock';

export const VALID_IBAN = 'FR76 3000 6000 0112 3456 7890 189';
export const VALID_IBAN_COMPACT = 'FR7630006000011234567890189';
export const VALID_BIC = 'BNPAFRPPXXX';

export const validAddress = () => ({ country: 'FR', city: 'Lyon', house_number: '12 bis', street_1: 'Rue de la République', street_2: 'Bâtiment B', postal_code: '69002' });

export const validBank = () => ({
  bank_name: 'BNP Paribas',
  agency_name: 'Lyon Bellecour',
  swift_bic: VALID_BIC,
  iban: VALID_IBAN,
  account_holder_name: 'Inès Lefèvre',
  account_currency: 'EUR',
  payment_currency: 'EUR',
  tax_number: '0',
});

export const validDetail = () => ({
  bio_fr: 'Naturopathe diplômée, j’accompagne le sommeil et la gestion du stress.',
  bio_en: 'Certified naturopath helping with sleep and stress management.',
  background_fr: 'Dix ans de pratique en cabinet.',
  background_en: 'Ten years of practice.',
  intro_video_url: '',
  specializations: ['naturopathy'],
  disorders: ['insomnia'],
  objectives: ['better-sleep'],
  keywords: ['mindfulness'],
  languages: ['fr', 'en'],
  fee: 6000,
  currency: 'EUR',
  session_duration: 60,
  free_first_consultation: true,
});

export const validTimings = () => ({
  time_zone: 'Europe/Paris',
  windows: [
    { weekday: 1, start: '09:00', end: '12:30' },
    { weekday: 3, start: '14:00', end: '18:00' },
  ],
  exceptions: [{ date: '2030-12-25', reason: 'Noël' }],
});

export const validDegree = () => ({ degree_name: 'Diplôme de naturopathie', school_name: 'École de Lyon', graduation_year: 2012 });
export const validCertificate = () => ({ name: 'Certificat de réflexologie', year: 2016, school: 'Institut Sud', number: 'CR-2016-42' });

/** Expect an answer's status, showing its body when it differs. */
export function expectStatus(response: { status: number; body: unknown }, status: number) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
}

/** Expect a 400 ValidationError whose `details.fieldErrors` has (at least) `fields`; @returns fieldErrors */
export function expectFieldErrors(response: { status: number; body: unknown }, fields: string[]): Record<string, string[]> {
  expectStatus(response, 400);
  const body = response.body as Schemas['ApiError'];
  expect(body.error.name).toBe('ValidationError');
  const fieldErrors = (body.error.details?.fieldErrors ?? {}) as Record<string, string[]>;
  for (const field of fields) {
    expect(fieldErrors[field], `fieldErrors.${field} in ${JSON.stringify(fieldErrors)}`).toBeDefined();
    expect(fieldErrors[field].length).toBeGreaterThan(0);
    for (const message of fieldErrors[field]) expect(typeof message === 'string' && message.trim().length > 0).toBe(true);
  }
  return fieldErrors;
}

export interface CompleteOptions {
  /** Accept-Language of the consultant's calls (default `fr`). */
  locale?: Locale;
  /** e-mail language of the consultant (default `fr`). */
  correspondence_language?: Locale;
  /** also submit the profile */
  submit?: boolean;
  /** also submit it and have an admin approve it */
  approve?: boolean;
}

export interface CompleteConsultant extends SignedInConsultant, ProfileFiles {
  admin?: SignedIn;
}

/** What {@link completeProfile} uploaded: the ID document (`file` null when skipped) and the degree (null when skipped). */
export interface ProfileFiles {
  /** the PDF uploaded as ID document (to compare downloaded bytes) */
  idDocument: { bytes: Buffer; file: Schemas['PrivateFile'] | null };
  degree: Schemas['ConsultantDegree'] | null;
}

/** Steps of {@link completeProfile}, each filling (part of) one section. */
export type Step = 'address' | 'bank' | 'bank-statement' | 'detail' | 'photo' | 'id-number' | 'id' | 'criminal-record' | 'contract' | 'education' | 'timings';

/**
 * Fill every section of the consultant's profile with valid data and files (except the `skip`ped steps).
 * The basic section is complete from registration; certificates are optional and left empty.
 */
export async function completeProfile(http: Caller, { skip = [] }: { skip?: Step[] } = {}): Promise<ProfileFiles> {
  const run = (step: Step) => !skip.includes(step);
  if (run('address')) expectStatus(await http.put('/api/consultant/profile/address', validAddress()), 200);
  if (run('bank')) expectStatus(await http.put('/api/consultant/profile/bank', validBank()), 200);
  if (run('bank-statement')) expectStatus(await http.upload('post', '/api/consultant/documents/bank-statement', part.pdf(pdfBytes('Bank statement'), 'releve.pdf')), 201);
  if (run('detail')) expectStatus(await http.put('/api/consultant/profile/detail', validDetail()), 200);
  if (run('photo')) expectStatus(await http.upload('post', '/api/consultant/documents/photo', part.jpeg(await jpegBytes())), 201);
  if (run('id-number')) expectStatus(await http.put('/api/consultant/documents', { id_number: 'AB1234567' }), 200);
  const idBytes = pdfBytes(`Identity ${Math.random()}`);
  let idFile: Schemas['PrivateFile'] | null = null;
  if (run('id')) {
    const id = await http.upload('post', '/api/consultant/documents/id', part.pdf(idBytes, 'passeport.pdf'));
    expectStatus(id, 201);
    idFile = id.body.data;
  }
  if (run('criminal-record')) expectStatus(await http.upload('post', '/api/consultant/documents/criminal-record', part.pdf(pdfBytes('Casier judiciaire'), 'casier.pdf')), 201);
  if (run('contract')) expectStatus(await http.upload('post', '/api/consultant/documents/contract', part.pdf(pdfBytes('Contrat signé'), 'contrat.pdf')), 201);
  let degree: Schemas['ConsultantDegree'] | null = null;
  if (run('education')) {
    const created = await http.upload('post', '/api/consultant/education', part.png(await pngBytes(), 'diplome.png'), validDegree());
    expectStatus(created, 201);
    degree = created.body.data;
  }
  if (run('timings')) expectStatus(await http.put('/api/consultant/timings', validTimings()), 200);
  return { idDocument: { bytes: idBytes, file: idFile }, degree };
}

/**
 * A fresh consultant with every section complete (status `incomplete` until submitted), optionally
 * submitted, or submitted and approved by the shared admin.
 */
export async function completeConsultant({ locale = 'fr', correspondence_language = 'fr', submit = false, approve = false }: CompleteOptions = {}): Promise<CompleteConsultant> {
  const consultant = await signUpConsultant({ locale, correspondence_language });
  const files = await completeProfile(consultant.http);
  const result: CompleteConsultant = { ...consultant, ...files };
  if (submit || approve) expectStatus(await consultant.http.post('/api/consultant/profile/submit'), 200);
  if (approve) {
    result.admin = await sharedAdmin();
    expectStatus(await result.admin.http.post(`/api/admin-panel/consultants/${consultant.profileId}/approve`), 200);
  }
  return result;
}

/** `data` of the consultant's `GET profile/status`. */
export async function statusOf(http: Caller) {
  const response = await http.get('/api/consultant/profile/status');
  expectStatus(response, 200);
  return response.body.data;
}

/** Display names the public expert search lists for `term` (anonymous client call). */
export async function searchNames(term: string): Promise<string[]> {
  const response = await caller().get(`/api/client/consultants?search=${encodeURIComponent(term)}`);
  expectStatus(response, 200);
  return response.body.data.map((card: Schemas['ExpertCard']) => card.display_name);
}

/** Status of the public expert detail of a profile. */
export async function detailStatus(profileId: string): Promise<number> {
  return (await caller().get(`/api/client/consultants/${profileId}`)).status;
}

/**
 * Expect the consultant listed in the search and their detail open. The search text is refreshed just
 * after a write, so this waits up to 3 s for it.
 */
export async function expectVisible(consultant: SignedInConsultant) {
  const started = clock.ms();
  let names = await searchNames(consultant.family_name);
  while (!names.includes(consultant.display_name) && clock.ms() - started < 3000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    names = await searchNames(consultant.family_name);
  }
  expect(names).toEqual([consultant.display_name]);
  expect(await detailStatus(consultant.profileId)).toBe(200);
}

/** Expect the consultant absent from the search and their detail a 404. */
export async function expectHidden(consultant: SignedInConsultant) {
  expect(await searchNames(consultant.family_name)).toEqual([]);
  expect(await detailStatus(consultant.profileId)).toBe(404);
}
