/**
 * The profile detail form (`PUT profile/detail`): its values as edited — the fee typed in major units
 * of the currency (`45,50`) — and the form's schema, the API's own `DetailRequest` after the fee is
 * read as minor units (`4550`). A fee that is not an amount of the currency is reported first (the
 * API's checks run once it is one).
 *
 * @module features/consultant/model/detail-form
 */
import { DetailRequest } from '@contracts/consultant-profile';
import { checkMessage } from '@contracts/common';
import { z } from 'zod';
import { majorToMinor, minorToMajorText } from '../../../lib/format';
import type { DetailRecord } from './types';

/** Default currency of a new profile. */
export const DEFAULT_CURRENCY = 'EUR';
/** Default session duration of a new profile, in minutes. */
export const DEFAULT_DURATION = 60;

/** The profile detail as edited. */
export type DetailValues = Omit<z.input<typeof DetailRequest>, 'fee' | 'session_duration'> & {
  /** Major units of `currency`, as typed. */
  fee: string;
  /** Minutes, as typed. */
  session_duration: string;
};

/** The form's schema: values as edited → the body of `PUT profile/detail` (fee in minor units). */
export const DetailForm = z
  .custom<DetailValues>()
  .superRefine((values, issue) => {
    if (!values.fee.trim()) issue.addIssue({ code: 'custom', path: ['fee'], ...checkMessage('validation.required') });
    else if (majorToMinor(values.fee, values.currency ?? '') === null) issue.addIssue({ code: 'custom', path: ['fee'], ...checkMessage('validation.fee') });
  })
  .transform((values): z.input<typeof DetailRequest> => ({ ...values, fee: majorToMinor(values.fee, values.currency ?? '') ?? Number.NaN }))
  .pipe(DetailRequest);

/**
 * The values of a record (a new profile: EUR, 60 minutes); the fee in major units with the decimal
 * separator of `locale` (`45,50` in French).
 */
export function detailValuesOf(record: DetailRecord | null, locale?: string): DetailValues {
  const currency = record?.currency || DEFAULT_CURRENCY;
  return {
    bio_fr: record?.bio_fr ?? '',
    bio_en: record?.bio_en ?? '',
    background_fr: record?.background_fr ?? '',
    background_en: record?.background_en ?? '',
    intro_video_url: record?.intro_video_url ?? '',
    specializations: record?.specializations ?? [],
    disorders: record?.disorders ?? [],
    objectives: record?.objectives ?? [],
    keywords: record?.keywords ?? [],
    languages: record?.languages ?? [],
    fee: typeof record?.fee === 'number' ? minorToMajorText(record.fee, currency, locale) : '',
    currency,
    session_duration: String(record?.session_duration ?? DEFAULT_DURATION),
    free_first_consultation: record?.free_first_consultation ?? false,
  };
}
