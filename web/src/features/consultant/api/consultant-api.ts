/**
 * Calls of the consultant's onboarding (docs/api-consultant.md): the profile sections, the files, the
 * degrees and certificates, the timings, the status and the submission, the preview. Every call goes to
 * `/api/consultant/` with the consultant's token (the one API client); reads go through SWR
 * ({@link useConsultantRead}), keyed by role and user.
 *
 * Every function throws the API client's `ApiError` on failure: 400 `ValidationError` with
 * `details.fieldErrors`, 413 `PayloadTooLarge`, 415 `UnsupportedFileType`, 400 `ProfileIncomplete`,
 * 409 `InvalidStatus`, 404 for someone else's record.
 *
 * @module features/consultant/api/consultant-api
 */
import type { SWRConfiguration } from 'swr';
import type { ConsultantDetail } from '../../../components/expert-profile';
import { apiClient, type ApiError, type Media, type UploadProgress } from '../../../lib/api-client';
import { useRoleApi } from '../../../lib/fetcher';
import type { ApprovalStatus } from '../../../lib/session';

/** The role of every call here. */
const ROLE = 'consultant' as const;

/** Keys of the profile sections (docs/api-consultant.md "Section keys"). */
export const SECTION_KEYS = ['basic', 'address', 'education', 'certificates', 'bank', 'detail', 'documents', 'timings'] as const;
/** One section key. */
export type SectionKey = (typeof SECTION_KEYS)[number];

/** One section of `GET profile/status`. */
export interface SectionStatus {
  key: SectionKey;
  required: boolean;
  complete: boolean;
  /** Field names still missing, e.g. `photo`, `id_document`. */
  missing: string[];
}

/** `GET profile/status`. */
export interface ProfileStatus {
  approval_status: ApprovalStatus;
  active_status: boolean;
  rejection_reason: string | null;
  /** ISO instant (UTC). */
  submitted_at: string | null;
  /** ISO instant (UTC). */
  approved_at: string | null;
  visible_in_search: boolean;
  sections: SectionStatus[];
  missing_sections: SectionKey[];
  can_submit: boolean;
}

/** Kinds of private files. */
export type PrivateFileKind = 'id' | 'criminal-record' | 'contract' | 'bank-statement' | 'degree' | 'certificate';

/** A private file (served only to its owner and admins by `GET /api/files/:id`). */
export interface PrivateFile {
  id: string;
  kind: PrivateFileKind;
  name: string;
  mime: string;
  /** Bytes. */
  size: number;
  /** ISO instant (UTC). */
  created_at: string;
  /** `/api/files/<id>`. */
  url: string;
}

/** `PUT profile/address` (and its `GET`). */
export interface AddressRecord {
  /** ISO 3166-1 alpha-2; also the country of residence. */
  country: string;
  city: string;
  house_number?: string | null;
  street_1: string;
  street_2?: string | null;
  postal_code: string;
}

/** `PUT profile/bank` (its `GET` adds the bank statement). */
export interface BankRecord {
  bank_name: string;
  agency_name?: string | null;
  agency_address?: string | null;
  swift_bic: string;
  account_number?: string | null;
  branch_code?: string | null;
  iban?: string | null;
  control_key?: string | null;
  account_holder_name: string;
  /** ISO 4217. */
  account_currency: string;
  extra_info?: string | null;
  /** ISO 4217. */
  payment_currency: string;
  /** `"0"` when not applicable. */
  tax_number: string;
  bank_statement?: PrivateFile | null;
}

/** `PUT profile/detail` (its `GET` adds the photo). */
export interface DetailRecord {
  bio_fr: string;
  bio_en: string;
  background_fr: string;
  background_en: string;
  /** https URL or `""`. */
  intro_video_url: string;
  /** Slugs. */
  specializations: string[];
  disorders: string[];
  objectives: string[];
  keywords: string[];
  /** ISO 639-1 codes. */
  languages: string[];
  /** Minor units of `currency`. */
  fee: number;
  /** ISO 4217. */
  currency: string;
  /** Minutes, 15–240, a multiple of 5. */
  session_duration: number;
  free_first_consultation: boolean;
  photo?: Media | null;
}

/** `GET documents`. */
export interface DocumentsRecord {
  id_number: string | null;
  id_document: PrivateFile | null;
  criminal_record: PrivateFile | null;
  contract: PrivateFile | null;
  bank_statement: PrivateFile | null;
  photo: Media | null;
}

/** Kinds of `POST documents/<kind>`. */
export type DocumentKind = 'id' | 'criminal-record' | 'contract' | 'bank-statement' | 'photo';

/** A degree (education). */
export interface Degree {
  id: string;
  degree_name: string;
  school_name: string;
  graduation_year: number;
  attachment: PrivateFile;
}

/** A certificate. */
export interface Certificate {
  id: string;
  name: string;
  year: number;
  school: string;
  number: string | null;
  attachment: PrivateFile;
}

/** Shifts of the day (spec §3), in the order of the day. */
export const SHIFTS = ['morning', 'noon', 'afternoon', 'evening', 'night'] as const;
/** One shift. */
export type Shift = (typeof SHIFTS)[number];

/** A weekly window: ISO weekday (1 = Monday … 7 = Sunday), wall-clock `HH:MM` in the time zone. */
export interface TimingWindow {
  weekday: number;
  start: string;
  /** May be `24:00`. */
  end: string;
  /** Added by the API (by the start). */
  shift?: Shift;
}

/** A day off. */
export interface TimingException {
  /** `YYYY-MM-DD`. */
  date: string;
  reason?: string | null;
}

/** `GET`/`PUT timings`. */
export interface Timings {
  /** IANA zone, also the profile's (`null` before the first save). */
  time_zone: string | null;
  windows: TimingWindow[];
  exceptions: TimingException[];
  /** Added by the API. */
  by_shift?: Partial<Record<Shift, TimingWindow[]>>;
}

/** The answer of a write: `meta.review_required` when an approved profile went back to review. */
export interface WriteAnswer<T> {
  data: T;
  meta?: { review_required?: boolean };
}

/** Paths of the reads, for re-reading them after a write (`useRevalidateRole`). */
export const READS = {
  status: 'profile/status',
  preview: 'profile/preview',
  basic: 'profile/basic',
  address: 'profile/address',
  bank: 'profile/bank',
  detail: 'profile/detail',
  documents: 'documents',
  education: 'education',
  certificates: 'certificates',
  timings: 'timings',
  /** The account (`GET profile`), which carries the approval status kept in the session. */
  account: 'profile',
} as const;

/**
 * Reads a consultant path with SWR (skipped while signed out).
 *
 * @param path - e.g. `profile/status`, or `null` to skip.
 */
export function useConsultantRead<T>(path: string | null, config?: SWRConfiguration<{ data: T }, ApiError>) {
  return useRoleApi<{ data: T }>(ROLE, path, undefined, config);
}

/** `GET profile/status`. */
export function useProfileStatus() {
  return useConsultantRead<ProfileStatus>(READS.status);
}

/** `GET timings`. */
export function useTimings() {
  return useConsultantRead<Timings>(READS.timings);
}

/** `GET profile/preview`: the profile as clients see it. */
export function useProfilePreview() {
  return useConsultantRead<ConsultantDetail>(READS.preview);
}

/**
 * `PUT <path>` with a JSON body (`profile/basic`, `profile/address`, `profile/bank`, `profile/detail`,
 * `documents`, `timings`).
 */
export function putSection<T>(path: string, body: unknown): Promise<WriteAnswer<T>> {
  return apiClient.put<WriteAnswer<T>>(path, body, { role: ROLE });
}

/** Progress callback of the uploads. */
export type OnProgress = (progress: UploadProgress) => void;

/** A multipart form of `fields` (empty values left out) and the `file`. */
export function multipart(fields: Record<string, string | number | null | undefined>, file?: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    form.append(name, String(value));
  }
  if (file) form.append('file', file, file.name);
  return form;
}

/**
 * `POST documents/<kind>` (multipart `file`): replaces the file of that kind.
 *
 * @returns the new file (`Media` for `photo`).
 */
export async function uploadDocument(kind: DocumentKind, file: File, onProgress?: OnProgress): Promise<WriteAnswer<PrivateFile | Media>> {
  return apiClient.upload<WriteAnswer<PrivateFile | Media>>(`documents/${kind}`, multipart({}, file), { role: ROLE, onProgress });
}

/** Fields of a degree as sent. */
export interface DegreeFields {
  degree_name: string;
  school_name: string;
  graduation_year: string;
}

/** `POST education` (multipart, `file` required: JPG or PNG). */
export function createDegree(fields: DegreeFields, file: File, onProgress?: OnProgress): Promise<WriteAnswer<Degree>> {
  return apiClient.upload<WriteAnswer<Degree>>('education', multipart({ ...fields }, file), { role: ROLE, onProgress });
}

/** `PUT education/:id` (multipart; a new `file` replaces the attachment). */
export function updateDegree(id: string, fields: DegreeFields, file: File | null, onProgress?: OnProgress): Promise<WriteAnswer<Degree>> {
  return apiClient.upload<WriteAnswer<Degree>>(`education/${encodeURIComponent(id)}`, multipart({ ...fields }, file), { role: ROLE, method: 'PUT', onProgress });
}

/** `DELETE education/:id` (`204`). */
export async function deleteDegree(id: string): Promise<void> {
  await apiClient.delete(`education/${encodeURIComponent(id)}`, { role: ROLE });
}

/** Fields of a certificate as sent. */
export interface CertificateFields {
  name: string;
  year: string;
  school: string;
  number: string;
}

/** `POST certificates` (multipart, `file` required: PDF, JPG or PNG). */
export function createCertificate(fields: CertificateFields, file: File, onProgress?: OnProgress): Promise<WriteAnswer<Certificate>> {
  return apiClient.upload<WriteAnswer<Certificate>>('certificates', multipart({ ...fields }, file), { role: ROLE, onProgress });
}

/**
 * `PATCH certificates/:id` (multipart; a new `file` replaces the attachment). The number is always sent,
 * so that clearing it clears it.
 */
export function updateCertificate(id: string, fields: CertificateFields, file: File | null, onProgress?: OnProgress): Promise<WriteAnswer<Certificate>> {
  const form = multipart({ name: fields.name, year: fields.year, school: fields.school }, file);
  form.append('number', fields.number);
  return apiClient.upload<WriteAnswer<Certificate>>(`certificates/${encodeURIComponent(id)}`, form, { role: ROLE, method: 'PATCH', onProgress });
}

/** `DELETE certificates/:id` (`204`). */
export async function deleteCertificate(id: string): Promise<void> {
  await apiClient.delete(`certificates/${encodeURIComponent(id)}`, { role: ROLE });
}

/**
 * `POST profile/submit`.
 *
 * @throws ApiError 400 `ProfileIncomplete` (`details.missing_sections`), 409 `InvalidStatus`.
 */
export function submitProfile(): Promise<{ data: ProfileStatus }> {
  return apiClient.post<{ data: ProfileStatus }>('profile/submit', undefined, { role: ROLE });
}
