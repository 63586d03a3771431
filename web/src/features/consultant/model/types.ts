/**
 * The consultant's records (docs/api.md consultant area): profile sections and status, documents,
 * degrees, certificates and weekly timings. Instants are UTC ISO 8601 strings, times minutes, sizes bytes.
 *
 * @module features/consultant/model/types
 */
import { type Media, type UploadProgress } from '../../../lib/api-client';
import type { ApprovalStatus } from '../../../lib/session';

/** The role of every call here. */
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

/** Progress callback of the uploads. */
export type OnProgress = (progress: UploadProgress) => void;

/** Fields of a degree as sent. */
export interface DegreeFields {
  degree_name: string;
  school_name: string;
  graduation_year: string;
}

/** Fields of a certificate as sent. */
export interface CertificateFields {
  name: string;
  year: string;
  school: string;
  number: string;
}
