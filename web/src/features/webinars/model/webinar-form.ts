/**
 * The consultant's webinar form (docs/api-webinars.md): the fields of the contract's `WebinarRequest`
 * as a person types them — the start as a wall-clock date and time in the consultant's zone
 * (`YYYY-MM-DDTHH:mm`), the duration, capacity and fee as text (the fee in major units, `45,50`) — and
 * the conversions to and from the API's shapes (UTC instants, minor units).
 *
 * @module features/webinars/model/webinar-form
 */
import { z } from 'zod';
import { WEBINAR_MINUTES, WEBINAR_SEATS } from '@contracts/webinars';
import { instantOfWallTime, majorToMinor, minorToMajorText, wallTimeOf } from '../../../lib/format';
import type { WebinarWrite } from '../api/consultant-webinars';
import type { ConsultantWebinar } from './types';

/** A whole number within bounds, or empty (not yet decided: publishing asks for it). */
const wholeNumber = (bounds: { min: number; max: number }) =>
  z
    .string()
    .trim()
    .refine((text) => text === '' || (/^\d+$/.test(text) && Number(text) >= bounds.min && Number(text) <= bounds.max), { params: { key: 'validation.failed' } });

/** The form's values (all text, as typed). */
export const WebinarFormFields = z.object({
  title_fr: z.string().trim().max(200),
  title_en: z.string().trim().max(200),
  description_fr: z.string().trim().max(10000),
  description_en: z.string().trim().max(10000),
  specialization: z.string(),
  language: z.string(),
  /** `YYYY-MM-DDTHH:mm` in the consultant's zone, or empty */
  start: z.string().refine((text) => text === '' || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text), { params: { key: 'validation.failed' } }),
  duration_minutes: wholeNumber(WEBINAR_MINUTES),
  capacity: wholeNumber(WEBINAR_SEATS),
  /** major units, `.` or `,`; empty is free */
  fee: z
    .string()
    .trim()
    .refine((text) => text === '' || /^\d+(?:[.,]\d{1,3})?$/.test(text), { params: { key: 'validation.failed' } }),
});

/** The form's values. */
export type WebinarFormValues = z.input<typeof WebinarFormFields>;

/** The names of the form's fields (where the API's field errors go; its `fee_minor` is the form's `fee`). */
export const WEBINAR_FORM_FIELDS = Object.keys(WebinarFormFields.shape) as (keyof WebinarFormValues)[];

/** The empty form of a new webinar. */
export function emptyWebinarForm(): WebinarFormValues {
  return { title_fr: '', title_en: '', description_fr: '', description_en: '', specialization: '', language: '', start: '', duration_minutes: '60', capacity: '20', fee: '' };
}

/**
 * The form of an existing webinar: its start as the wall-clock time of `timeZone`, its fee in major units.
 * @param timeZone - the consultant's IANA zone
 */
export function webinarFormOf(webinar: ConsultantWebinar, timeZone: string): WebinarFormValues {
  return {
    title_fr: webinar.title_fr,
    title_en: webinar.title_en,
    description_fr: webinar.description_fr,
    description_en: webinar.description_en,
    specialization: webinar.specialization ?? '',
    language: webinar.language ?? '',
    start: webinar.start ? wallTimeOf(webinar.start, timeZone) : '',
    duration_minutes: webinar.duration_minutes === null ? '' : String(webinar.duration_minutes),
    capacity: webinar.capacity === null ? '' : String(webinar.capacity),
    fee: webinar.fee_minor ? minorToMajorText(webinar.fee_minor, webinar.currency) : '',
  };
}

/**
 * The API's request of the form's values: the start as a UTC instant (`timeZone`'s wall-clock time), the
 * fee in minor units of `currency`; fields left empty are not sent (the draft keeps them for later).
 * @param values - the checked form values
 * @param timeZone - the consultant's IANA zone
 * @param currency - ISO 4217 code of the consultant's fees
 */
export function webinarRequestOf(values: z.output<typeof WebinarFormFields>, timeZone: string, currency: string): WebinarWrite {
  const start = values.start ? instantOfWallTime(values.start, timeZone) : null;
  const fee = values.fee ? majorToMinor(values.fee, currency) : 0;
  return {
    title_fr: values.title_fr,
    title_en: values.title_en,
    description_fr: values.description_fr,
    description_en: values.description_en,
    ...(values.specialization ? { specialization: values.specialization } : {}),
    ...(values.language ? { language: values.language } : {}),
    ...(start ? { start } : {}),
    ...(values.duration_minutes ? { duration_minutes: Number(values.duration_minutes) } : {}),
    ...(values.capacity ? { capacity: Number(values.capacity) } : {}),
    fee_minor: fee ?? 0,
  };
}
