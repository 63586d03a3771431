/**
 * The consultant's records (docs/api.md consultant area): profile sections and status, documents,
 * degrees, certificates and weekly timings, as the generated API types (`lib/api-types`) give them.
 * Instants are UTC ISO 8601 strings, times minutes, sizes bytes.
 *
 * @module features/consultant/model/types
 */
import type { DocumentKind as DocumentKindSchema } from '@contracts/consultant-profile';
import type { z } from 'zod';
import type { UploadProgress } from '../../../lib/api-client';
import type { Schemas } from '../../../lib/api-types';

/** Keys of the profile sections, in the order of the edit-account screens (contract `SectionKey`). */
export const SECTION_KEYS = ['basic', 'address', 'education', 'certificates', 'bank', 'detail', 'documents', 'timings'] as const satisfies readonly SectionKey[];

/** `GET profile/status`: the review workflow state and every section's completion. */
export type ProfileStatus = Schemas['ConsultantProfileStatus'];

/** One section of `GET profile/status` (`missing`: field names still missing, e.g. `photo`). */
export type SectionStatus = ProfileStatus['sections'][number];

/** One section key. */
export type SectionKey = SectionStatus['key'];

/** A private file (served only to its owner and admins by `GET /api/files/:id`; `size` in bytes). */
export type PrivateFile = Schemas['PrivateFile'];

/** `GET profile/address`. */
export type AddressRecord = Schemas['ConsultantAddressSection'];

/** `GET profile/bank` (with the bank statement). */
export type BankRecord = Schemas['ConsultantBankSection'];

/** `GET profile/detail` (`fee` in minor units, `session_duration` in minutes, with the photo). */
export type DetailRecord = Schemas['ConsultantDetailSection'];

/** `GET documents`. */
export type DocumentsRecord = Schemas['ConsultantDocumentsSection'];

/** Kinds of `POST documents/<kind>`. */
export type DocumentKind = z.infer<typeof DocumentKindSchema>;

/** A degree (education). */
export type Degree = Schemas['ConsultantDegree'];

/** A certificate. */
export type Certificate = Schemas['ConsultantCertificate'];

/** Shifts of the day (spec §3), in the order of the day. */
export const SHIFTS = ['morning', 'noon', 'afternoon', 'evening', 'night'] as const;

/** One shift. */
export type Shift = (typeof SHIFTS)[number];

/** A weekly window: ISO weekday (1 = Monday … 7 = Sunday), wall-clock `HH:MM` in the time zone (`end` may be `24:00`). */
export type TimingWindow = Pick<Timings['windows'][number], 'weekday' | 'start' | 'end'> & { shift?: Shift };

/** A day off (`date`: `YYYY-MM-DD`). */
export type TimingException = Timings['exceptions'][number];

/** `GET timings` (`time_zone`: IANA zone, `null` before the first save). */
export type Timings = Schemas['ConsultantTimings'];

/** Progress callback of the uploads. */
export type OnProgress = (progress: UploadProgress) => void;
