/**
 * The client's forms (spec §3 "consent form and health assessment, required before
 * booking"; docs/api-bookings.md "Client forms" and the consultant's `clients/:clientId/…` reads):
 *
 * - general info: the person fields of the client profile (same rules as registration);
 * - consent form: the current version is the newest published `api::consent-form.consent-form`
 *   (localized fr/en); the client accepts exactly that version and uploads the signed form (PDF, JPG,
 *   PNG checked by content), kept as a private file; one `api::client-consent.client-consent` row per
 *   client and version, a new upload for the same version replaces (and deletes) the earlier file; or
 *   the client signs on screen and the platform makes the signed PDF, kept the same way;
 * - health assessment: answers to the questionnaire of `lib/health-assessment/questionnaire.ts`,
 *   validated against its current version, stored with that version, the PHQ-9/GAD-7 scores and an
 *   optional document (one `api::health-assessment.health-assessment` row per client); the client's
 *   progress is saved step by step as a draft (answers checked one by one, none required) that never
 *   counts as completed;
 * - {@link FormsService.missingForBooking}: what a client still has to fill before booking;
 * - consultant reads of a client's forms, allowed only with a confirmed booking between them, each
 *   written to the audit log.
 *
 * Instants are UTC (ISO 8601 in answers).
 */
import os from 'node:os';
import path from 'node:path';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { z } from 'zod';
import { validate } from '../../../lib/validation';
import { ApiError, badRequest, notFound } from '../../../lib/http-errors';
import { t, type Locale } from '../../../lib/messages';
import { cached } from '../../../lib/content-cache';
import { findLocalizedOne } from '../../../lib/localized-content';
import { CLIENT, ownClientProfile } from '../../../lib/client-profile';
import { ownProfile as ownConsultantProfile } from '../../../lib/consultant-profile';
import { services } from '../../../lib/services';
import { updateDocument, type Row } from '../../../lib/content-types';
import { PERSON_POPULATE, personRecord, personView, resolvePersonReferences } from '../../../lib/person';
import { ACCEPTED, checkedUpload, optionalUpload, type UploadedFiles } from '../../../lib/uploads';
import {
  QUESTIONNAIRE,
  answersSchema,
  draftAnswersSchema,
  questionnaireView,
  scoreAnswers,
  type Answers,
  type QuestionnaireDefinition,
  type Scores,
} from '../../../lib/health-assessment/questionnaire';
import { SIGNATURE_PAD, type ConsentRequest, type ConsentSignRequest, type GeneralInfoRequest } from '../../../contracts/client-forms';
import { renderSignedConsent } from '../../../lib/pdf/signed-consent';
import { siteUrl } from '../../../lib/mail';
import { viewOf, type FileReader, type PrivateFileView } from '../../private-file/services/private-files';
import { clock } from '../../../contracts/clock';

const CONSENT_FORM = 'api::consent-form.consent-form';
const CONSENT = 'api::client-consent.client-consent' as const;
export const ASSESSMENT = 'api::health-assessment.health-assessment' as const;
const BOOKING = 'api::booking.booking';

/** The forms a client must fill before booking, as named in `FormsMissing.details.missing`. */
export type FormName = 'consent-form' | 'health-assessment';

/** Questionnaires whose answers may still be stored, by version (the current one first). */
const QUESTIONNAIRES: Record<string, QuestionnaireDefinition> = { [QUESTIONNAIRE.version]: QUESTIONNAIRE };

const files = () => services.privateFiles();

/** `state` of the consent form (docs/api-bookings.md). */
export interface ConsentState {
  accepted_version: string | null;
  /** UTC instant */
  accepted_at: string | null;
  signed_file: PrivateFileView | null;
  /** the current version is accepted and a signed form is uploaded */
  up_to_date: boolean;
  /** the explicit consent to process health data is given (docs/privacy.md "Consent records"); without it no booking */
  health_data_consent: boolean;
}

const forms = () => ({
  /** `GET general-info`: the client's person fields and the read-only e-mail. */
  async getGeneralInfo(userId: number, locale: Locale) {
    return personView(await ownClientProfile(userId, locale, PERSON_POPULATE));
  },

  /**
   * `PUT general-info`: the person fields of registration (docs/api-auth.md), phone numbers stored in
   * E.164, references by code.
   * @param input - the fields, parsed with `GeneralInfoRequest` (contracts/client-forms)
   * @returns the same shape as {@link getGeneralInfo}
   * @throws ApiError 400 with `fieldErrors` for an unknown language, country or nationality
   */
  async putGeneralInfo(userId: number, input: z.output<typeof GeneralInfoRequest>, locale: Locale) {
    const refs = await resolvePersonReferences(locale, input);
    const profile = await ownClientProfile(userId, locale);
    await updateDocument(CLIENT, profile.documentId, personRecord(input, refs));
    return this.getGeneralInfo(userId, locale);
  },

  /**
   * The current consent form: the newest published version (by effective date, then version), in
   * `locale` or else the other locale; `null` when none is published.
   */
  async currentConsentForm(locale: Locale): Promise<{ version: string; effective_date: string; title: string; body: string; locale: Locale } | null> {
    const entry = await findLocalizedOne(CONSENT_FORM, {
      locale,
      where: {},
      sort: [
        { field: 'effective_date', order: 'desc' },
        { field: 'version', order: 'desc' },
      ],
    });
    return entry ? { version: entry.version, effective_date: entry.effective_date, title: entry.title, body: entry.body, locale: entry.locale } : null;
  },

  /** The consent row to show for a client: the one of `currentVersion`, else the latest accepted. */
  async consentRowOf(clientProfileId: number, currentVersion: string | null): Promise<Row<typeof CONSENT> | null> {
    const where = { client: { id: clientProfileId } };
    const populate = { signed_file: true };
    const current = currentVersion ? await strapi.db.query(CONSENT).findOne({ where: { ...where, version: currentVersion }, populate }) : null;
    if (current) return current;
    const [latest] = await strapi.db.query(CONSENT).findMany({ where, populate, orderBy: [{ accepted_at: 'desc' }, { id: 'desc' }], limit: 1 });
    return latest ?? null;
  },

  /** The consent `state` of a client against the current version, with the state of its health-data consent. */
  async consentState(clientProfileId: number, currentVersion: string | null): Promise<ConsentState> {
    const [row, profile] = await Promise.all([
      this.consentRowOf(clientProfileId, currentVersion),
      strapi.db.query(CLIENT).findOne({ where: { id: clientProfileId }, select: ['id'], populate: { user: { select: ['id'] } } }),
    ]);
    return {
      accepted_version: row?.version ?? null,
      accepted_at: row?.accepted_at ? new Date(row.accepted_at).toISOString() : null,
      signed_file: viewOf(row?.signed_file),
      up_to_date: Boolean(row && currentVersion && row.version === currentVersion && row.signed_file),
      health_data_consent: profile?.user ? await services.consents().healthDataGiven(profile.user.id) : false,
    };
  },

  /** `GET consent-form`: `{ current: { version, effective_date, title, body } | null, state }`. */
  async getConsentForm(userId: number, locale: Locale) {
    const profile = await ownClientProfile(userId, locale);
    const current = await this.currentConsentForm(locale);
    return {
      current: current && { version: current.version, effective_date: current.effective_date, title: current.title, body: current.body, locale: current.locale },
      state: await this.consentState(profile.id, current?.version ?? null),
    };
  },

  /**
   * `POST consent-form` (multipart `version`, `accept=true`, `file`): accept the current version with
   * the signed form. A new upload for the same version replaces (and deletes) the earlier file.
   * @param input - the text fields, parsed with `ConsentRequest` (contracts/client-forms)
   * @param file - the uploaded `file` part (required; PDF, JPG or PNG by content)
   * @returns the shape of {@link getConsentForm}
   * @throws ApiError 400 (no file), 404 `NotFoundError` when no consent form is published,
   *   409 `ConsentVersionOutdated` (`details.current_version`) for another version, 413, 415 by content
   */
  async acceptConsentForm(userId: number, input: z.output<typeof ConsentRequest>, file: UploadedFiles, locale: Locale) {
    const profile = await ownClientProfile(userId, locale);
    const current = await this.currentConsentForm(locale);
    if (!current) throw notFound(t(locale, 'forms.consentMissing'));
    if (input.version !== current.version) {
      throw new ApiError(409, 'ConsentVersionOutdated', t(locale, 'forms.consentOutdated', { current: current.version }), { current_version: current.version });
    }
    const upload = await checkedUpload(file, ACCEPTED.document, locale);
    const stored = await files().store(upload, 'consent-form', userId);
    await this.recordConsent(profile.id, current.version, stored.id, clock.now(), locale);
    return this.getConsentForm(userId, locale);
  },

  /**
   * `POST consent-form/sign` (JSON): the current version signed on screen. The platform lays out the
   * signed PDF (lib/pdf/signed-consent: the text read, the full name, the drawn or typed signature, the
   * instant, the network address the request came from and the account's e-mail, labels in `locale`)
   * and keeps it as the consent copy, exactly as an uploaded copy (private file of kind `consent-form`,
   * replacing an earlier copy of that version), so {@link missingForBooking} accepts either.
   * @param account - the signed-in user: row id and e-mail (printed in the PDF)
   * @param ip - the request's client address, proxies trusted per `TRUST_PROXY_HOPS` (printed in the PDF)
   * @param input - parsed with `ConsentSignRequest` (contracts/client-forms)
   * @returns the shape of {@link getConsentForm}
   * @throws ApiError 404 `NotFoundError` when no consent form is published, 409 `ConsentVersionOutdated`
   *   (`details.current_version`) for another version
   */
  async signConsentForm(account: { id: number; email: string }, ip: string, input: z.output<typeof ConsentSignRequest>, locale: Locale) {
    const profile = await ownClientProfile(account.id, locale);
    const current = await this.currentConsentForm(locale);
    if (!current) throw notFound(t(locale, 'forms.consentMissing'));
    if (input.version !== current.version) {
      throw new ApiError(409, 'ConsentVersionOutdated', t(locale, 'forms.consentOutdated', { current: current.version }), { current_version: current.version });
    }
    const signedAt = clock.now();
    const version = current.version;
    const signature = input.signature.type === 'drawn' ? { ...input.signature, ...SIGNATURE_PAD } : input.signature;
    const pdf = await renderSignedConsent({
      locale,
      title: current.title,
      body: current.body,
      fullName: input.full_name,
      signature,
      signedAt,
      ip,
      email: account.email,
      siteUrl: siteUrl(),
      labels: {
        versionLine: t(locale, 'consentPdf.versionLine', { version, effective: current.effective_date }),
        signatureTitle: t(locale, 'consentPdf.signatureTitle'),
        statement: t(locale, 'consentPdf.statement', { version }),
        fullName: t(locale, 'consentPdf.fullName'),
        signature: t(locale, 'consentPdf.signature'),
        signatureMode: t(locale, signature.type === 'drawn' ? 'consentPdf.drawn' : 'consentPdf.typed'),
        signedAt: t(locale, 'consentPdf.signedAt'),
        networkAddress: t(locale, 'consentPdf.networkAddress'),
        accountEmail: t(locale, 'consentPdf.accountEmail'),
        textFingerprint: t(locale, 'consentPdf.textFingerprint'),
        footer: t(locale, 'consentPdf.footer', { site: siteUrl() }),
      },
    });
    const dir = await mkdtemp(path.join(os.tmpdir(), 'consent-signed-'));
    try {
      const file = path.join(dir, 'signed.pdf');
      await writeFile(file, pdf);
      const name = t(locale, 'consentPdf.fileName', { version });
      const stored = await files().store({ path: file, name, size: pdf.length, ext: 'pdf', mime: 'application/pdf' }, 'consent-form', account.id);
      await this.recordConsent(profile.id, version, stored.id, signedAt, locale);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    return this.getConsentForm(account.id, locale);
  },

  /**
   * Keep `storedFileId` as client `clientProfileId`'s signed copy of consent `version`, accepted at
   * `acceptedAt` (UTC) in `locale`: one row per client and version, an earlier copy of that version is
   * deleted. When the row cannot be written, the new file is deleted and the error rethrown.
   */
  async recordConsent(clientProfileId: number, version: string, storedFileId: number, acceptedAt: Date, locale: Locale): Promise<void> {
    try {
      const existing = await strapi.db.query(CONSENT).findOne({ where: { client: { id: clientProfileId }, version }, populate: { signed_file: true } });
      const data = { accepted_at: acceptedAt, accepted_locale: locale, signed_file: storedFileId };
      if (existing) await strapi.db.query(CONSENT).update({ where: { id: existing.id }, data });
      else await strapi.db.query(CONSENT).create({ data: { ...data, client: clientProfileId, version } });
      if (existing?.signed_file?.id) await files().remove(existing.signed_file.id);
    } catch (error) {
      await files().remove(storedFileId);
      throw error;
    }
  },

  /** The stored assessment row of a client (with its document), or `null`. */
  async assessmentRowOf(clientProfileId: number): Promise<Row<typeof ASSESSMENT> | null> {
    return strapi.db.query(ASSESSMENT).findOne({ where: { client: { id: clientProfileId } }, populate: { document: true } });
  },

  /**
   * The health assessment of a client as the API shows it (docs/api-bookings.md `GET health-assessment`).
   * @param forConsultant - show the questionnaire of the stored answers' version (the client is
   *   always shown the current one, which they fill again when it changed); a consultant never sees
   *   the client's draft
   */
  async assessmentView(clientProfileId: number, locale: Locale, forConsultant = false) {
    const row = await this.assessmentRowOf(clientProfileId);
    const definition = (forConsultant && row?.version && QUESTIONNAIRES[row.version]) || QUESTIONNAIRE;
    const draft = row?.draft as { version?: string; answers?: Answers; saved_at?: string } | null | undefined;
    return {
      ...(forConsultant
        ? {}
        : {
            /** Progress saved step by step for the current questionnaire (UTC `saved_at`), or `null`. */
            draft: draft && draft.version === QUESTIONNAIRE.version && draft.answers ? { answers: draft.answers, saved_at: draft.saved_at ?? null } : null,
          }),
      questionnaire: questionnaireView(locale, definition),
      answers: (row?.answers as Answers | undefined) ?? null,
      version: row?.version ?? null,
      completed_at: row?.completed_at ? new Date(row.completed_at).toISOString() : null,
      scores: (row?.scores as Scores | null | undefined) ?? null,
      document: viewOf(row?.document),
      up_to_date: Boolean(row?.completed_at && row.version === QUESTIONNAIRE.version),
    };
  },

  /** `GET health-assessment`. */
  async getHealthAssessment(userId: number, locale: Locale) {
    const profile = await ownClientProfile(userId, locale);
    return this.assessmentView(profile.id, locale);
  },

  /**
   * `PUT health-assessment`: JSON `{ answers }` or multipart `answers` (JSON text) with an optional
   * `file` (PDF, JPG, PNG by content). The answers are validated against the current questionnaire and
   * stored with its version, the completion instant and the PHQ-9/GAD-7 scores; a new file replaces
   * (and deletes) the earlier document, no file keeps it. Each submission records the explicit consent
   * to process health data (`health_data` given, source `health-assessment`; docs/privacy.md).
   * @param answers - the `answers` field as sent: an object, or its JSON text (multipart)
   * @param file - the uploaded `file` part, if any
   * @returns the shape of {@link getHealthAssessment}
   * @throws ApiError 400 `ValidationError` (`fieldErrors.answers` when not a JSON object, else keyed by
   *   question key); 413; 415
   */
  async putHealthAssessment(userId: number, answers: unknown, file: UploadedFiles, locale: Locale) {
    let raw = answers;
    if (typeof raw === 'string') {
      try {
        raw = JSON.parse(raw);
      } catch {
        raw = undefined;
      }
    }
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
      throw badRequest(t(locale, 'validation.failed'), { fieldErrors: { answers: [t(locale, 'forms.answersJson')] } });
    }
    const valid = validate(answersSchema(), raw, locale, 'forms.answersInvalid');
    const upload = await optionalUpload(file, ACCEPTED.document, locale);
    const profile = await ownClientProfile(userId, locale);
    const stored = upload ? await files().store(upload, 'health-assessment', userId) : null;
    try {
      const existing = await this.assessmentRowOf(profile.id);
      const completedAt = clock.now();
      const data = {
        version: QUESTIONNAIRE.version,
        answers: valid,
        scores: scoreAnswers(valid),
        completed_at: completedAt,
        ...(stored ? { document: stored.id } : {}),
      };
      if (existing) await strapi.db.query(ASSESSMENT).update({ where: { id: existing.id }, data: { ...data, draft: null } });
      else await strapi.db.query(ASSESSMENT).create({ data: { ...data, client: profile.id } });
      // Submitting, next to the form's statement, is the explicit consent to process health data.
      await services.consents().recordHealthAssessment(userId, completedAt);
      if (stored && existing?.document?.id) await files().remove(existing.document.id);
    } catch (error) {
      if (stored) await files().remove(stored.id);
      throw error;
    }
    return this.assessmentView(profile.id, locale);
  },

  /**
   * `PUT health-assessment/draft` `{ answers }`: saves the answers given so far (progress of the
   * stepper, one section a step). Each answered question is checked as in the final submit (type,
   * options, lengths; unknown keys refused), but none is required. The draft replaces the previous one,
   * is kept beside a completed assessment without changing it, is cleared by the final submit, and
   * never counts as completed (see {@link missingForBooking}).
   * @param given - the answers so far, keyed by question key
   * @returns the shape of {@link getHealthAssessment}, with `draft`
   * @throws ApiError 400 `ValidationError` with `fieldErrors` keyed by question key
   */
  async putHealthAssessmentDraft(userId: number, given: Record<string, unknown>, locale: Locale) {
    const answers = validate(draftAnswersSchema(), given, locale, 'forms.answersInvalid');
    const profile = await ownClientProfile(userId, locale);
    const draft = { version: QUESTIONNAIRE.version, answers, saved_at: clock.now().toISOString() };
    const existing = await strapi.db.query(ASSESSMENT).findOne({ where: { client: { id: profile.id } }, select: ['id'] });
    if (existing) await strapi.db.query(ASSESSMENT).update({ where: { id: existing.id }, data: { draft } });
    else await strapi.db.query(ASSESSMENT).create({ data: { client: profile.id, version: QUESTIONNAIRE.version, answers: null, completed_at: null, draft } });
    return this.assessmentView(profile.id, locale);
  },

  /**
   * What client `clientProfileId` (row id) still has to do before booking (spec §3):
   * `consent-form` unless the current consent version is accepted with a signed form uploaded (also
   * when no consent form is published), `health-assessment` unless an assessment of the current
   * questionnaire version is completed.
   * @returns the missing forms, in this order; `[]` when the client may book
   */
  async missingForBooking(clientProfileId: number): Promise<FormName[]> {
    const missing: FormName[] = [];
    // Asked at every booking; kept in memory until the consent forms are written (../../../lib/content-cache).
    const current = await cached('consent-form:current', () => this.currentConsentForm('fr'), [CONSENT_FORM]);
    // One read: a consent of the current version whose signed form is uploaded (the file joined in the condition).
    const consent = current
      ? await strapi.db.query(CONSENT).findOne({ where: { client: { id: clientProfileId }, version: current.version, signed_file: { id: { $notNull: true } } }, select: ['id'] })
      : null;
    if (!consent) missing.push('consent-form');
    const assessment = await strapi.db.query(ASSESSMENT).findOne({
      where: { client: { id: clientProfileId }, version: QUESTIONNAIRE.version, completed_at: { $notNull: true } },
      select: ['id'],
    });
    if (!assessment) missing.push('health-assessment');
    return missing;
  },

  /**
   * True when consultant user `consultantUserId` has a confirmed booking (past or future) with the
   * client of user `clientUserId` (docs/api-bookings.md: who may read a client's forms).
   */
  async consultantHasBooking(consultantUserId: number, clientUserId: number): Promise<boolean> {
    const booking = await strapi.db.query(BOOKING).findOne({
      where: { status: 'confirmed', consultant: { user: { id: consultantUserId } }, client: { user: { id: clientUserId }, deletedAt: { $null: true } } },
      select: ['id'],
    });
    return Boolean(booking);
  },

  /**
   * The client profile `clientDocumentId` (with `user`) when consultant user `consultantUserId` has a
   * confirmed booking with that client.
   * @throws ApiError 404 otherwise (unknown client, no booking, only cancelled bookings)
   */
  async bookedClient(consultantUserId: number, clientDocumentId: string, locale: Locale): Promise<Row<typeof CLIENT>> {
    const missing = () => notFound(t(locale, 'notFound.client'));
    const consultant = await ownConsultantProfile(consultantUserId, locale);
    if (!/^[a-z0-9]{10,40}$/.test(clientDocumentId)) throw missing();
    const client = await strapi.db.query(CLIENT).findOne({ where: { documentId: clientDocumentId, deletedAt: { $null: true } }, populate: { user: { select: ['id'] } } });
    if (!client) throw missing();
    const booking = await strapi.db.query(BOOKING).findOne({ where: { status: 'confirmed', consultant: { id: consultant.id }, client: { id: client.id } }, select: ['id'] });
    if (!booking) throw missing();
    return client;
  },

  /**
   * `GET /api/consultant/clients/:clientId/consent-form`: the client's consent `state` plus `client`
   * `{ id, display_name }`, audited (`consent-form.read`).
   * @throws ApiError 404 without a confirmed booking between them
   */
  async consentFormForConsultant(reader: FileReader & { user: { id: number } }, clientDocumentId: string, locale: Locale) {
    const client = await this.bookedClient(reader.user.id, clientDocumentId, locale);
    const current = await this.currentConsentForm(locale);
    const row = await this.consentRowOf(client.id, current?.version ?? null);
    await files().audit({ action: 'consent-form.read', reader, file: row?.signed_file, kind: 'consent-form', subjectUserId: client.user?.id ?? null });
    return { client: { id: client.documentId, display_name: client.display_name ?? '' }, ...(await this.consentState(client.id, current?.version ?? null)) };
  },

  /**
   * `GET /api/consultant/clients/:clientId/health-assessment`: the client's assessment (labels in the
   * consultant's locale) plus `client`, audited (`health-assessment.read`).
   * @throws ApiError 404 without a confirmed booking between them
   */
  async healthAssessmentForConsultant(reader: FileReader & { user: { id: number } }, clientDocumentId: string, locale: Locale) {
    const client = await this.bookedClient(reader.user.id, clientDocumentId, locale);
    const view = await this.assessmentView(client.id, locale, true);
    const row = view.document ? await strapi.db.query('api::private-file.private-file').findOne({ where: { documentId: view.document.id } }) : null;
    await files().audit({ action: 'health-assessment.read', reader, file: row, kind: 'health-assessment', subjectUserId: client.user?.id ?? null });
    return { client: { id: client.documentId, display_name: client.display_name ?? '' }, ...view };
  },
});

export type FormsService = ReturnType<typeof forms>;
export default forms;
