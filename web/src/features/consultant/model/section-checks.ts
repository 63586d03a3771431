/**
 * Client-side checks of the profile section forms, mirroring the bounds of docs/api-consultant.md (the
 * API stays the authority: its `details.fieldErrors` are shown under the same fields). Each returns
 * field (the API's name) → error, empty when valid; and the request bodies built from the edited values.
 *
 * @module features/consultant/model/section-checks
 */
import type { FieldErrorMap } from '../../../lib/form-rules';
import { majorToMinor } from '../../../lib/format';
import type { AddressRecord, BankRecord, DetailRecord } from './types';

/** Lowest graduation or certificate year (API bound). */
export const MIN_YEAR = 1950;
/** Largest fee, in minor units (API bound). */
export const MAX_FEE_MINOR = 1_000_000;
/** Session duration bounds, in minutes (API bounds; a multiple of 5). */
export const SESSION_MIN = 15;
export const SESSION_MAX = 240;

type Values = Record<string, string>;

/** A small check builder over text values. */
function checker(values: Values) {
  const errors: FieldErrorMap = {};
  const text = (field: string) => (values[field] ?? '').trim();
  return {
    errors,
    text,
    required(...fields: string[]) {
      for (const field of fields) if (!errors[field] && !text(field)) errors[field] = { key: 'forms.required' };
    },
    max(field: string, length: number) {
      if (!errors[field] && text(field).length > length) errors[field] = { key: 'consultant.errors.maxLength', values: { max: length } };
    },
    year(field: string, now: Date) {
      if (errors[field]) return;
      const value = text(field);
      const last = now.getFullYear();
      if (!/^\d{4}$/.test(value) || Number(value) < MIN_YEAR || Number(value) > last) errors[field] = { key: 'consultant.errors.year', values: { min: MIN_YEAR, max: last } };
    },
  };
}

/** Address (`PUT profile/address`). */
export function checkAddress(values: Values): FieldErrorMap {
  const c = checker(values);
  c.required('country', 'city', 'street_1', 'postal_code');
  c.max('city', 120);
  c.max('house_number', 20);
  c.max('street_1', 200);
  c.max('street_2', 200);
  c.max('postal_code', 20);
  return c.errors;
}

/** The body of `PUT profile/address` (optional fields left out when empty). */
export function addressBody(values: Values): AddressRecord {
  const body: AddressRecord = {
    country: values.country,
    city: values.city.trim(),
    street_1: values.street_1.trim(),
    postal_code: values.postal_code.trim(),
  };
  if (values.house_number.trim()) body.house_number = values.house_number.trim();
  if (values.street_2.trim()) body.street_2 = values.street_2.trim();
  return body;
}

const BIC = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/;

/** An IBAN or BIC as stored: upper case, without spaces. */
export function compactCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Bank details (`PUT profile/bank`); the IBAN's checksum is left to the API. */
export function checkBank(values: Values): FieldErrorMap {
  const c = checker(values);
  c.required('bank_name', 'swift_bic', 'account_holder_name', 'account_currency', 'payment_currency', 'tax_number');
  c.max('bank_name', 120);
  c.max('account_holder_name', 120);
  c.max('tax_number', 40);
  c.max('extra_info', 1000);
  if (!c.errors.swift_bic && !BIC.test(compactCode(values.swift_bic))) c.errors.swift_bic = { key: 'consultant.errors.bic' };
  const iban = compactCode(values.iban ?? '');
  if (iban && !IBAN_SHAPE.test(iban)) c.errors.iban = { key: 'consultant.errors.iban' };
  if (!iban && !c.text('account_number')) c.errors.iban = { key: 'consultant.errors.ibanOrAccount' };
  return c.errors;
}

/** The body of `PUT profile/bank` (optional fields left out when empty, IBAN and BIC compacted). */
export function bankBody(values: Values): Omit<BankRecord, 'bank_statement'> {
  const body: Omit<BankRecord, 'bank_statement'> = {
    bank_name: values.bank_name.trim(),
    swift_bic: compactCode(values.swift_bic),
    account_holder_name: values.account_holder_name.trim(),
    account_currency: values.account_currency,
    payment_currency: values.payment_currency,
    tax_number: values.tax_number.trim(),
  };
  const optional = ['agency_name', 'agency_address', 'account_number', 'branch_code', 'control_key', 'extra_info'] as const;
  for (const field of optional) if (values[field]?.trim()) body[field] = values[field].trim();
  if (values.iban?.trim()) body.iban = compactCode(values.iban);
  return body;
}

/** The profile detail as edited: texts, lists, the fee typed in major units. */
export interface DetailValues {
  bio_fr: string;
  bio_en: string;
  background_fr: string;
  background_en: string;
  intro_video_url: string;
  specializations: string[];
  disorders: string[];
  objectives: string[];
  keywords: string[];
  languages: string[];
  /** Major units as typed (`45,50`). */
  fee: string;
  currency: string;
  /** Minutes as typed. */
  session_duration: string;
  free_first_consultation: boolean;
}

/** List bounds of the detail (API bounds). */
export const DETAIL_LIST_BOUNDS = {
  specializations: { min: 1, max: 10 },
  disorders: { min: 0, max: 30 },
  objectives: { min: 0, max: 30 },
  keywords: { min: 0, max: 30 },
  languages: { min: 1, max: 20 },
} as const;

/** Profile detail (`PUT profile/detail`). */
export function checkDetail(values: DetailValues): FieldErrorMap {
  const errors: FieldErrorMap = {};
  if (!values.bio_fr.trim() && !values.bio_en.trim()) {
    errors.bio_fr = { key: 'consultant.errors.oneBio' };
    errors.bio_en = { key: 'consultant.errors.oneBio' };
  }
  for (const [field, max] of [['bio_fr', 5000], ['bio_en', 5000], ['background_fr', 10000], ['background_en', 10000]] as const) {
    if (!errors[field] && values[field].trim().length > max) errors[field] = { key: 'consultant.errors.maxLength', values: { max } };
  }
  const url = values.intro_video_url.trim();
  if (url) {
    let ok = false;
    try {
      ok = new URL(url).protocol === 'https:';
    } catch {
      ok = false;
    }
    if (!ok) errors.intro_video_url = { key: 'consultant.errors.httpsUrl' };
  }
  for (const [field, { min, max }] of Object.entries(DETAIL_LIST_BOUNDS)) {
    const count = values[field as keyof typeof DETAIL_LIST_BOUNDS].length;
    if (count < min) errors[field] = { key: min === 1 ? 'consultant.errors.chooseOne' : 'consultant.errors.chooseMin', values: { min } };
    else if (count > max) errors[field] = { key: 'consultant.errors.chooseMax', values: { max } };
  }
  if (!values.currency) errors.currency = { key: 'forms.required' };
  if (!values.fee.trim()) errors.fee = { key: 'forms.required' };
  else if (values.currency) {
    const minor = majorToMinor(values.fee, values.currency);
    if (minor === null) errors.fee = { key: 'consultant.errors.fee' };
    else if (minor > MAX_FEE_MINOR) errors.fee = { key: 'consultant.errors.feeMax' };
  }
  const duration = values.session_duration.trim();
  if (!duration) errors.session_duration = { key: 'forms.required' };
  else if (!/^\d+$/.test(duration) || Number(duration) < SESSION_MIN || Number(duration) > SESSION_MAX || Number(duration) % 5 !== 0) {
    errors.session_duration = { key: 'consultant.errors.duration', values: { min: SESSION_MIN, max: SESSION_MAX } };
  }
  return errors;
}

/**
 * The body of `PUT profile/detail`: the fee converted to minor units of the currency.
 *
 * @throws Error when the fee is not valid (call {@link checkDetail} first).
 */
export function detailBody(values: DetailValues): Omit<DetailRecord, 'photo'> {
  const fee = majorToMinor(values.fee, values.currency);
  if (fee === null) throw new Error('detailBody: invalid fee');
  return {
    bio_fr: values.bio_fr.trim(),
    bio_en: values.bio_en.trim(),
    background_fr: values.background_fr.trim(),
    background_en: values.background_en.trim(),
    intro_video_url: values.intro_video_url.trim(),
    specializations: values.specializations,
    disorders: values.disorders,
    objectives: values.objectives,
    keywords: values.keywords,
    languages: values.languages,
    fee,
    currency: values.currency,
    session_duration: Number(values.session_duration.trim()),
    free_first_consultation: values.free_first_consultation,
  };
}

/** A degree (`POST`/`PUT education`): names 1–200, year 1950–this year. */
export function checkDegree(values: Values, needsFile: boolean, hasFile: boolean, now: Date = new Date()): FieldErrorMap {
  const c = checker(values);
  c.required('degree_name', 'school_name', 'graduation_year');
  c.max('degree_name', 200);
  c.max('school_name', 200);
  c.year('graduation_year', now);
  if (needsFile && !hasFile) c.errors.file = { key: 'consultant.errors.fileRequired' };
  return c.errors;
}

/** A certificate (`POST`/`PATCH certificates`): name and school 1–200, year 1950–this year, number 0–80. */
export function checkCertificate(values: Values, needsFile: boolean, hasFile: boolean, now: Date = new Date()): FieldErrorMap {
  const c = checker(values);
  c.required('name', 'school', 'year');
  c.max('name', 200);
  c.max('school', 200);
  c.max('number', 80);
  c.year('year', now);
  if (needsFile && !hasFile) c.errors.file = { key: 'consultant.errors.fileRequired' };
  return c.errors;
}

/** The ID number (`PUT documents`): 3–40 characters. */
export function checkIdNumber(value: string): FieldErrorMap {
  const text = value.trim();
  if (!text) return { id_number: { key: 'forms.required' } };
  if (text.length < 3 || text.length > 40) return { id_number: { key: 'consultant.errors.idNumber' } };
  return {};
}
