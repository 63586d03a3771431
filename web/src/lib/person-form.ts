/**
 * The person of an account (spec §3 "Person (registration)", "Consultant extras"; the person fields of
 * docs/api-auth.md): values as edited, client-side checks mirroring the API's rules (the API is the
 * authority), the request body, and the reading of an API record back into form values. Shared by the
 * sign-up form and the consultant's basic profile (`PUT /api/consultant/profile/basic`,
 * docs/api-consultant.md), which take the same fields under the same rules.
 *
 * Field names are the API's, so `details.fieldErrors` of a 400 map onto the fields directly.
 *
 * @module lib/person-form
 */
import { SUPPORTED_LANGUAGES, type Language, type Role } from '../config/constants';

/** Titles (spec §3). */
export const TITLES = ['Mr', 'Ms', 'Dr'] as const;
/** Genders (spec §3). */
export const GENDERS = ['male', 'female', 'other', 'not_disclosing'] as const;
/** Preferred contact types (docs/api-auth.md). */
export const CONTACT_TYPES = ['sms', 'whatsapp', 'email', 'phone'] as const;

/** Person fields as edited (strings; `languages_spoken` a list of ISO 639-1 codes). */
export interface PersonValues {
  title: '' | (typeof TITLES)[number];
  gender: '' | (typeof GENDERS)[number];
  family_name: string;
  given_name: string;
  last_name: string;
  /** `YYYY-MM-DD`. */
  date_of_birth: string;
  preferred_contact_type: '' | (typeof CONTACT_TYPES)[number];
  /** `+33`. */
  isd_code: string;
  contact_number: string;
  /** International format `+…`. */
  whatsapp_number: string;
  alternative_isd_code: string;
  alternative_number: string;
  /** IANA zone. */
  time_zone: string;
  correspondence_language: Language;
  languages_spoken: string[];
  /** ISO 3166-1 alpha-2. */
  country_of_residence: string;
  /** Nationality slug. */
  nationality: string;
  /** Consultants only. */
  profession: string;
  /** Consultants only, alpha-2. */
  country_of_birth: string;
  /** Consultants only, whole number 0–80. */
  years_of_experience: string;
}


/** Person fields in the order of the form. */
export const PERSON_FIELD_NAMES: readonly string[] = [
  'title', 'gender', 'family_name', 'given_name', 'last_name', 'date_of_birth', 'preferred_contact_type',
  'isd_code', 'contact_number', 'whatsapp_number', 'alternative_isd_code', 'alternative_number', 'time_zone',
  'correspondence_language', 'languages_spoken', 'country_of_residence', 'nationality', 'profession',
  'country_of_birth', 'years_of_experience',
];

/** The browser's IANA time zone (`Europe/Paris`), or `''` when unknown. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
}

/**
 * The time zones to choose from: `Intl.supportedValuesOf('timeZone')`, plus `extra` (the browser's own
 * zone, which may be an alias such as `UTC` missing from that list).
 */
export function timeZoneOptions(extra: string = browserTimeZone()): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  if (extra && !zones.includes(extra)) zones = [...zones, extra].sort();
  return zones;
}

/**
 * Empty person values with the defaults of the form.
 *
 * @param language - the interface language, default language of correspondence.
 * @param timeZone - default time zone (the browser's).
 */
export function emptyPerson(language: Language, timeZone: string = browserTimeZone()): PersonValues {
  return {
    title: '', gender: '', family_name: '', given_name: '', last_name: '', date_of_birth: '', preferred_contact_type: '',
    isd_code: '', contact_number: '', whatsapp_number: '', alternative_isd_code: '', alternative_number: '',
    time_zone: timeZone, correspondence_language: language, languages_spoken: [], country_of_residence: '', nationality: '',
    profession: '', country_of_birth: '', years_of_experience: '',
  };
}

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Whole years between a `YYYY-MM-DD` birth date and `now` (UTC, as the API counts them).
 */
export function ageOn(birthDate: string, now: Date = new Date()): number {
  const [y, m, d] = birthDate.split('-').map(Number);
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age -= 1;
  return age;
}

/** Checks a phone number given its ISD code (`+33`, `6 12 34 56 78`); see {@link loadPhoneCheck}. */
export type PhoneCheck = (isdCode: string, number: string) => boolean;

/**
 * Loads the phone check (libphonenumber-js, the library the API uses, in its own chunk): a local number
 * is valid together with its ISD code (leading zeros dropped, as the API does); a number starting with
 * `+` is checked as it is.
 */
export async function loadPhoneCheck(): Promise<PhoneCheck> {
  const { isValidPhoneNumber } = await import('libphonenumber-js');
  return (isdCode, number) => {
    const text = number.trim().startsWith('+') ? number.trim() : `${isdCode}${number.trim().replace(/^0+/, '')}`;
    try {
      return isValidPhoneNumber(text);
    } catch {
      return false;
    }
  };
}

const ISD_PATTERN = /^\+[1-9]\d{0,3}$/;

/**
 * Client-side checks of the person step (docs/api-auth.md "Person fields").
 *
 * @param role - consultants have three more fields.
 * @param isPhoneValid - from {@link loadPhoneCheck}.
 * @param now - for the age bounds (16–120).
 * @returns field → translation key (absent when valid).
 */
export function validatePerson(values: PersonValues, role: Role, isPhoneValid: PhoneCheck, now: Date = new Date()): Record<string, string> {
  const errors: Record<string, string> = {};
  const required = (field: keyof PersonValues) => {
    const value = values[field];
    if (Array.isArray(value) ? value.length === 0 : !String(value).trim()) errors[field] = 'forms.required';
  };
  const max = (field: keyof PersonValues, length: number) => {
    if (!errors[field] && String(values[field]).trim().length > length) errors[field] = `forms.maxLength${length}`;
  };

  (['title', 'gender', 'family_name', 'given_name', 'date_of_birth', 'preferred_contact_type', 'contact_number', 'country_of_residence', 'nationality'] as const).forEach(required);
  max('family_name', 80);
  max('given_name', 80);
  max('last_name', 80);

  if (!errors.date_of_birth) {
    if (!isRealDate(values.date_of_birth)) errors.date_of_birth = 'auth.errors.date';
    else {
      const age = ageOn(values.date_of_birth, now);
      if (age < 16 || age > 120) errors.date_of_birth = 'auth.errors.age';
    }
  }

  if (!ISD_PATTERN.test(values.isd_code)) errors.isd_code = 'auth.errors.isd';
  else if (!errors.contact_number && !isPhoneValid(values.isd_code, values.contact_number)) errors.contact_number = 'auth.errors.phone';

  const whatsapp = values.whatsapp_number.trim();
  if (whatsapp && (!whatsapp.startsWith('+') || !isPhoneValid('', whatsapp))) errors.whatsapp_number = 'auth.errors.whatsapp';

  // The alternative number goes with its own ISD code, else the main one (as the API checks it).
  const altNumber = values.alternative_number.trim();
  if (altNumber && !isPhoneValid(values.alternative_isd_code || values.isd_code, altNumber)) errors.alternative_number = 'auth.errors.phone';

  if (!values.time_zone) errors.time_zone = 'auth.errors.timeZone';
  if (values.languages_spoken.length === 0) errors.languages_spoken = 'auth.errors.languages';

  if (role === 'consultant') {
    required('profession');
    max('profession', 120);
    required('country_of_birth');
    const years = values.years_of_experience.trim();
    if (!years) errors.years_of_experience = 'forms.required';
    else if (!/^\d+$/.test(years) || Number(years) > 80) errors.years_of_experience = 'auth.errors.years';
  }
  return errors;
}

/**
 * The person fields of a request body (`auth/register`, `PUT profile/basic`): trimmed values, optional
 * fields left out when empty, consultant extras only for consultants (the API refuses unknown keys).
 */
export function personBody(role: Role, person: PersonValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    title: person.title,
    gender: person.gender,
    family_name: person.family_name.trim(),
    given_name: person.given_name.trim(),
    date_of_birth: person.date_of_birth,
    preferred_contact_type: person.preferred_contact_type,
    isd_code: person.isd_code,
    contact_number: person.contact_number.trim(),
    time_zone: person.time_zone,
    correspondence_language: person.correspondence_language,
    languages_spoken: person.languages_spoken,
    country_of_residence: person.country_of_residence,
    nationality: person.nationality,
  };
  if (person.last_name.trim()) body.last_name = person.last_name.trim();
  if (person.whatsapp_number.trim()) body.whatsapp_number = person.whatsapp_number.trim();
  if (person.alternative_number.trim()) {
    body.alternative_number = person.alternative_number.trim();
    if (person.alternative_isd_code) body.alternative_isd_code = person.alternative_isd_code;
  }
  if (role === 'consultant') {
    body.profession = person.profession.trim();
    body.country_of_birth = person.country_of_birth;
    body.years_of_experience = Number(person.years_of_experience.trim());
  }
  return body;
}

/**
 * A number as the form edits it: without the ISD code when the API sent it in E.164 (`+33612345678`
 * with `+33` → `612345678`), unchanged otherwise.
 */
export function nationalNumber(isdCode: string, number: string): string {
  const text = number.trim();
  return isdCode && text.startsWith(isdCode) ? text.slice(isdCode.length) : text;
}

/**
 * Form values from a person record of the API (`GET profile/basic`; numbers may come back in E.164):
 * missing or `null` fields become empty values, unknown enumeration values are dropped.
 *
 * @param record - the API's `data`.
 * @param fallbackLanguage - language of correspondence when the record has none.
 */
export function personFromApi(record: Record<string, unknown> | null | undefined, fallbackLanguage: Language): PersonValues {
  const r = record ?? {};
  const str = (key: string): string => (typeof r[key] === 'string' ? r[key] : typeof r[key] === 'number' ? String(r[key]) : '');
  const oneOf = <T extends string>(key: string, choices: readonly T[]): '' | T => ((choices as readonly string[]).includes(str(key)) ? (str(key) as T) : '');
  const isd = str('isd_code');
  const altIsd = str('alternative_isd_code');
  const language = oneOf('correspondence_language', SUPPORTED_LANGUAGES);
  return {
    title: oneOf('title', TITLES),
    gender: oneOf('gender', GENDERS),
    family_name: str('family_name'),
    given_name: str('given_name'),
    last_name: str('last_name'),
    date_of_birth: str('date_of_birth').slice(0, 10),
    preferred_contact_type: oneOf('preferred_contact_type', CONTACT_TYPES),
    isd_code: isd,
    contact_number: nationalNumber(isd, str('contact_number')),
    whatsapp_number: str('whatsapp_number'),
    alternative_isd_code: altIsd,
    alternative_number: nationalNumber(altIsd || isd, str('alternative_number')),
    time_zone: str('time_zone'),
    correspondence_language: language || fallbackLanguage,
    languages_spoken: Array.isArray(r.languages_spoken) ? r.languages_spoken.filter((v): v is string => typeof v === 'string') : [],
    country_of_residence: str('country_of_residence'),
    nationality: str('nationality'),
    profession: str('profession'),
    country_of_birth: str('country_of_birth'),
    years_of_experience: str('years_of_experience'),
  };
}

/** A country of `GET countries` (docs/api.md). */
export interface Country {
  id: string;
  slug: string;
  code: string;
  isd_code: string;
  name: string;
}

/** One choice of ISD code: the code and the countries using it. */
export interface IsdOption {
  isd: string;
  countries: string[];
}

/**
 * Unique ISD codes of the countries, each with its countries' names, sorted by code.
 *
 * @param countries - `GET countries` (sorted by name).
 */
export function isdOptions(countries: readonly Country[]): IsdOption[] {
  const byCode = new Map<string, string[]>();
  for (const country of countries) {
    const isd = country.isd_code?.trim();
    if (!isd || !ISD_PATTERN.test(isd)) continue;
    const names = byCode.get(isd) ?? [];
    names.push(country.name);
    byCode.set(isd, names);
  }
  return [...byCode.entries()]
    .map(([isd, names]) => ({ isd, countries: names }))
    .sort((a, b) => Number(a.isd.slice(1)) - Number(b.isd.slice(1)) || a.isd.localeCompare(b.isd));
}

/**
 * Label of an ISD choice: `+33 · France`, at most three names then `…`.
 */
export function isdLabel(option: IsdOption): string {
  const names = option.countries.slice(0, 3).join(', ');
  return `${option.isd} · ${names}${option.countries.length > 3 ? ', …' : ''}`;
}
