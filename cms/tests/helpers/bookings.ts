/**
 * Helpers of the booking tests (docs/api-bookings.md): a client whose consent form and health assessment are done,
 * an approved consultant with known weekly timings, and free slots read through the public API.
 */
import { booted } from './strapi';
import { signUpClient, type Locale, type SignedIn } from './accounts';
import { completeConsultant, expectStatus, type CompleteConsultant } from './onboarding';
import { part, pdfBytes } from './files';
import type { Schemas } from './api-types';

/** A question of the health-assessment questionnaire. */
type Question = Schemas['Questionnaire']['sections'][number]['questions'][number];

/** An answer that satisfies one question of the health-assessment questionnaire (docs/api-bookings.md). */
function answerFor(question: Question): unknown {
  switch (question.type) {
    case 'multi':
      return [question.options![0].value];
    case 'single':
    case 'scale':
      return question.options![0].value;
    case 'boolean':
      return false;
    default:
      return 'Rien de particulier';
  }
}

/** Fill and send the client's consent form (current version, signed PDF). */
export async function acceptConsentForm(client: SignedIn) {
  const current = await client.http.get('/api/client/consent-form');
  expectStatus(current, 200);
  const sent = await client.http.upload('post', '/api/client/consent-form', part.pdf(pdfBytes('Consentement signé'), 'consentement.pdf'), {
    version: current.body.data.current.version,
    accept: 'true',
  });
  expectStatus(sent, 200);
}

/** Complete the client's health assessment with the first choice of every question. */
export async function completeHealthAssessment(client: SignedIn) {
  const current = await client.http.get('/api/client/health-assessment');
  expectStatus(current, 200);
  const answers: Record<string, unknown> = {};
  for (const section of current.body.data.questionnaire.sections) for (const question of section.questions) answers[question.key] = answerFor(question);
  expectStatus(await client.http.put('/api/client/health-assessment', { answers }), 200);
}

export interface ReadyClient extends SignedIn {
  /** documentId of the client profile. */
  profileId: string;
}

/** A new client who may book: consent form accepted and signed, health assessment completed. */
export async function readyClient({ locale = 'fr', timeZone }: { locale?: Locale; timeZone?: string } = {}): Promise<ReadyClient> {
  const client = await signUpClient({ locale });
  await acceptConsentForm(client);
  await completeHealthAssessment(client);
  const profile = await booted()
    .db.query('api::client-profile.client-profile')
    .findOne({ where: { user: { email: client.email } } });
  if (timeZone)
    await booted()
      .db.query('api::client-profile.client-profile')
      .update({ where: { id: profile.id }, data: { time_zone: timeZone } });
  return { ...client, profileId: profile.documentId };
}

/**
 * An approved consultant (docs: Mondays 09:00–12:30 and Wednesdays 14:00–18:00, Europe/Paris, 60-minute
 * sessions at 60.00 EUR, first consultation free unless `freeFirst: false`).
 */
export async function bookableConsultant({ freeFirst = true }: { freeFirst?: boolean } = {}): Promise<CompleteConsultant> {
  const consultant = await completeConsultant({ approve: true });
  if (!freeFirst) {
    await booted()
      .db.query('api::consultant-profile.consultant-profile')
      .update({ where: { documentId: consultant.profileId }, data: { free_first_consultation: false } });
  }
  return consultant;
}

/** Free slot starts of a consultant (public API), soonest first. */
export async function slotStarts(http: SignedIn['http'], consultantId: string, range: { from?: string; to?: string } = {}): Promise<string[]> {
  const query = new URLSearchParams({ ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) });
  const response = await http.anonymous().get(`/api/client/consultants/${consultantId}/slots?${query}`);
  expectStatus(response, 200);
  return response.body.data.map((slot: { start: string }) => slot.start);
}

/** Book `start` with the consultant; returns the raw response. */
export function book(client: SignedIn, consultantId: string, start: string, extra: { couponCode?: string; key?: string } = {}) {
  const test = client.http.post('/api/client/bookings', { consultantId, start, ...(extra.couponCode ? { couponCode: extra.couponCode } : {}) });
  return extra.key ? test.set('Idempotency-Key', extra.key) : test;
}
