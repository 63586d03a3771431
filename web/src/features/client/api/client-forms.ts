/**
 * Calls of the client's forms (spec §2 client `general-info`, `consent-form-doc`, `health-assesment`,
 * `health-assessment-doc`; §5 "A consent form must be filled and uploaded for a booking to take place";
 * docs/api-bookings.md "Client forms"). Every call goes to `/api/client/` with the client's token (the one
 * API client); reads go through SWR ({@link useClientRead}), keyed by role and user.
 *
 * Every function throws the API client's `ApiError` on failure: 400 `ValidationError` with
 * `details.fieldErrors` (person fields, or one entry per question key of the health assessment),
 * 409 `ConsentVersionOutdated` (the consent text changed meanwhile), 413 `PayloadTooLarge`,
 * 415 `UnsupportedFileType` (signed form or document that is not a PDF, JPG or PNG by its content).
 *
 * @module features/client/api/client-forms
 */
import type { SWRConfiguration } from 'swr';
import { apiClient, type ApiError, type ListResponse, type Media, type UploadProgress } from '../../../lib/api-client';
import { useRoleApi } from '../../../lib/fetcher';

/** The role of every call here. */
const ROLE = 'client' as const;

/** Paths of the reads (relative to `/api/client/`), for re-reading them after a write. */
export const READS = {
  generalInfo: 'general-info',
  consentForm: 'consent-form',
  healthAssessment: 'health-assessment',
  bookings: 'bookings',
} as const;

/** A private file (served only to its owner, the consultants of its bookings and admins by `GET /api/files/:id`). */
export interface PrivateFile {
  id: string;
  kind?: string;
  name: string;
  mime: string;
  /** Bytes. */
  size: number;
  /** ISO instant (UTC). */
  created_at: string;
  /** `/api/files/<id>`. */
  url: string;
}

/** `GET general-info`: the person fields of docs/api-auth.md and the read-only e-mail address. */
export type GeneralInfoRecord = Record<string, unknown> & { email?: string };

/** The client's consent state. */
export interface ConsentState {
  accepted_version: string | number | null;
  /** ISO instant (UTC). */
  accepted_at: string | null;
  signed_file: PrivateFile | null;
  /** The current version is accepted and a signed form is uploaded. */
  up_to_date: boolean;
}

/** `GET|POST consent-form`. */
export interface ConsentForm {
  current: { version: string | number; title: string; /** Markdown, in the asked locale. */ body: string };
  state: ConsentState;
}

/** Types of the questions (each rendered by its own control). */
export type QuestionType = 'text' | 'textarea' | 'single' | 'multi' | 'boolean' | 'scale';

/** A choice of a `single`, `multi` or `scale` question (`scale`: values 0–3). */
export interface QuestionOption {
  value: string | number;
  label: string;
}

/** A question of the health assessment (labels in the asked locale). */
export interface Question {
  key: string;
  label: string;
  type: QuestionType;
  options?: QuestionOption[];
  required: boolean;
}

/** A section (e.g. the PHQ-9 or the GAD-7). */
export interface QuestionnaireSection {
  key: string;
  title: string;
  /** E.g. the PHQ-9's "Over the last 2 weeks…". */
  description?: string;
  questions: Question[];
}

/** The current questionnaire. */
export interface Questionnaire {
  version: string | number;
  sections: QuestionnaireSection[];
}

/**
 * An answer: text (`text`, `textarea`), an option value (`single`, `scale`), a list of option values
 * (`multi`), `true`/`false` (`boolean`); `null` when not answered.
 */
export type AnswerValue = string | number | boolean | (string | number)[] | null;

/** Answers by question key. */
export type Answers = Record<string, AnswerValue>;

/** Scores of the standard scales (PHQ-9: 0–27, GAD-7: 0–21) with their severity bands. */
export interface HealthScores {
  phq9: number;
  phq9_band: string;
  gad7: number;
  gad7_band: string;
}

/** `GET|PUT health-assessment`. */
export interface HealthAssessment {
  questionnaire: Questionnaire;
  answers: Answers | null;
  /** The questionnaire version the answers were given for. */
  version: string | number | null;
  /** ISO instant (UTC). */
  completed_at: string | null;
  scores: HealthScores | null;
  document: PrivateFile | null;
  /** Completed for the current questionnaire version. */
  up_to_date: boolean;
  /** Progress saved step by step (`PUT health-assessment/draft`), for the current version; never counts as completed. */
  draft?: { answers: Answers; saved_at: string | null } | null;
}

/** The part of a `Booking` (docs/api-bookings.md) the client's dashboard shows. */
export interface BookingSummary {
  id: string;
  token: string;
  status: 'confirmed' | 'cancelled';
  /** ISO instant (UTC). */
  start: string;
  /** ISO instant (UTC). */
  end: string;
  /** Minutes. */
  duration_minutes: number;
  consultant: { id: string; display_name: string; photo: Media | null; time_zone: string };
  client: { id: string; display_name: string; time_zone: string };
}

/**
 * Reads a client path with SWR (skipped while signed out).
 *
 * @param path - e.g. `consent-form`, or `null` to skip.
 */
export function useClientRead<T>(path: string | null, config?: SWRConfiguration<{ data: T }, ApiError>) {
  return useRoleApi<{ data: T }>(ROLE, path, undefined, config);
}

/** `GET consent-form`. */
export function useConsentForm() {
  return useClientRead<ConsentForm>(READS.consentForm);
}

/** `GET health-assessment`. */
export function useHealthAssessment() {
  return useClientRead<HealthAssessment>(READS.healthAssessment);
}

/** `GET bookings?when=upcoming&pageSize=1`: the next booking, if any (first of the list). */
export function useNextBooking() {
  return useRoleApi<ListResponse<BookingSummary>>(ROLE, READS.bookings, { when: 'upcoming', page: 1, pageSize: 1 });
}

/** `PUT general-info` with the person fields (`personBody('client', …)`). */
export function putGeneralInfo(body: Record<string, unknown>): Promise<{ data: GeneralInfoRecord }> {
  return apiClient.put<{ data: GeneralInfoRecord }>(READS.generalInfo, body, { role: ROLE });
}

/** Progress callback of the uploads. */
export type OnProgress = (progress: UploadProgress) => void;

/**
 * `POST consent-form` (multipart `version`, `accept=true`, `file`): accepts the current version and
 * sends the signed form.
 *
 * @param version - the version shown (409 `ConsentVersionOutdated` when it is no longer the current one).
 * @param file - the signed form: PDF, JPG or PNG.
 */
export function submitConsentForm(version: string | number, file: File, onProgress?: OnProgress): Promise<{ data: ConsentForm }> {
  const form = new FormData();
  form.append('version', String(version));
  form.append('accept', 'true');
  form.append('file', file, file.name);
  return apiClient.upload<{ data: ConsentForm }>(READS.consentForm, form, { role: ROLE, onProgress });
}

/**
 * `PUT health-assessment/draft` `{ answers }`: saves the progress of the stepper (each answered question
 * checked, none required; 400 with `fieldErrors` by question key). A draft never counts as completed.
 *
 * @param answers - the answers given so far (see `answersBody`).
 */
export function saveHealthAssessmentDraft(answers: Answers): Promise<{ data: HealthAssessment }> {
  return apiClient.put<{ data: HealthAssessment }>(`${READS.healthAssessment}/draft`, { answers }, { role: ROLE });
}

/**
 * `PUT health-assessment` (the final submit): JSON `{ answers }`, or multipart (`answers` as a JSON
 * string and `file`) when a document is attached.
 *
 * @param answers - by question key (validated against the current questionnaire version).
 * @param file - an optional document: PDF, JPG or PNG.
 */
export function saveHealthAssessment(answers: Answers, file?: File | null, onProgress?: OnProgress): Promise<{ data: HealthAssessment }> {
  if (!file) return apiClient.put<{ data: HealthAssessment }>(READS.healthAssessment, { answers }, { role: ROLE });
  const form = new FormData();
  form.append('answers', JSON.stringify(answers));
  form.append('file', file, file.name);
  return apiClient.upload<{ data: HealthAssessment }>(READS.healthAssessment, form, { role: ROLE, method: 'PUT', onProgress });
}
