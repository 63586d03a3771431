/**
 * The person of an account (spec §3 "Person (registration)", "Consultant extras"): the form values of
 * the person fields, their defaults, and the reading of an API record back into form values. The rules
 * are the API's own (`@contracts/person`: `GeneralInfoRequest` for a client, `BasicProfileRequest` for a
 * consultant, see {@link personSchema}); the form checks them with `lib/forms`. Shared by the sign-up,
 * the client's general information and the consultant's basic profile.
 *
 * Field names are the API's, so `details.fieldErrors` of a 400 map onto the fields directly.
 *
 * @module lib/person-form
 */
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { BasicProfileRequest, GeneralInfoRequest, consultantFields, personFields } from '@contracts/person';
import { SUPPORTED_LANGUAGES, type Language, type Role } from '../config/constants';

/** Titles (spec §3). */
export const TITLES = personFields.title.options;
/** Genders (spec §3). */
export const GENDERS = personFields.gender.options;
/** Preferred contact types. */
export const CONTACT_TYPES = personFields.preferred_contact_type.options;

/** A client's person fields as a form edits them (the input of `GeneralInfoRequest`). */
export type PersonValues = z.input<typeof GeneralInfoRequest>;
/** A consultant's person fields as a form edits them (the input of `BasicProfileRequest`). */
export type ConsultantPersonValues = z.input<typeof BasicProfileRequest>;
/** Any person field's name. */
export type PersonFieldName = keyof ConsultantPersonValues & string;

/** The client's person fields in the order of the form. */
export const PERSON_FIELD_NAMES = Object.keys(personFields) as (keyof PersonValues & string)[];
/** The consultant's extra fields in the order of the form. */
export const CONSULTANT_FIELD_NAMES = Object.keys(consultantFields) as (keyof typeof consultantFields & string)[];

/**
 * The person fields of `role`, in the order of the form.
 * @param role - consultants have three more fields
 */
export function personFieldNames(role: Role): PersonFieldName[] {
  return role === 'consultant' ? [...PERSON_FIELD_NAMES, ...CONSULTANT_FIELD_NAMES] : [...PERSON_FIELD_NAMES];
}

/** The person fields as the API takes them (checked: trimmed, empty optional fields left out). */
export type PersonOutput = z.output<typeof GeneralInfoRequest> | z.output<typeof BasicProfileRequest>;

/**
 * The API's schema of the person fields of `role` (client: `GeneralInfoRequest`, consultant:
 * `BasicProfileRequest`), for `useContractForm` when the role is known only at run time (the sign-up).
 * A page of one role can use its schema directly.
 */
export function personSchema(role: Role): z.ZodType<PersonOutput, ConsultantPersonValues> {
  if (role === 'consultant') return BasicProfileRequest;
  // A client's form holds no consultant field (emptyPerson, personFromApi): its values are the client's.
  return GeneralInfoRequest as z.ZodType<PersonOutput, PersonValues> as z.ZodType<PersonOutput, ConsultantPersonValues>;
}

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
 * Empty person values with the defaults of the form: the choices unset, the browser's time zone and
 * the interface's language; for a consultant the professional fields too.
 *
 * @param role - whose fields.
 * @param language - the interface language, default language of correspondence.
 * @param timeZone - default time zone (the browser's).
 */
export function emptyPerson(role: Role, language: Language, timeZone: string = browserTimeZone()): DefaultValues<ConsultantPersonValues> {
  const person: DefaultValues<ConsultantPersonValues> = {
    family_name: '',
    given_name: '',
    last_name: '',
    date_of_birth: '',
    isd_code: '',
    contact_number: '',
    whatsapp_number: '',
    alternative_isd_code: '',
    alternative_number: '',
    time_zone: timeZone,
    correspondence_language: language,
    languages_spoken: [],
    country_of_residence: '',
    nationality: '',
  };
  return role === 'consultant' ? { ...person, profession: '', country_of_birth: '', years_of_experience: '' } : person;
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
 * Form values from a person record of the API (`GET general-info`, `GET profile/basic`; numbers may come
 * back in E.164), for `useContractForm`'s `defaultValues` or `reset`: missing or `null` texts become
 * `''`, unknown choices are left unset; the consultant's fields only for a consultant (the client's
 * schema refuses them).
 *
 * @param role - whose fields.
 * @param record - the API's `data`.
 * @param fallbackLanguage - language of correspondence when the record has none.
 */
export function personFromApi(role: Role, record: Record<string, unknown> | null | undefined, fallbackLanguage: Language): DefaultValues<ConsultantPersonValues> {
  const r = record ?? {};
  const str = (key: string): string => (typeof r[key] === 'string' ? r[key] : typeof r[key] === 'number' ? String(r[key]) : '');
  const oneOf = <T extends string>(key: string, choices: readonly T[]): T | undefined => choices.find((choice) => choice === str(key));
  const isd = str('isd_code');
  const altIsd = str('alternative_isd_code');
  const person: DefaultValues<ConsultantPersonValues> = {
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
    correspondence_language: oneOf('correspondence_language', SUPPORTED_LANGUAGES) ?? fallbackLanguage,
    languages_spoken: Array.isArray(r.languages_spoken) ? r.languages_spoken.filter((v): v is string => typeof v === 'string') : [],
    country_of_residence: str('country_of_residence'),
    nationality: str('nationality'),
  };
  return role === 'consultant' ? { ...person, profession: str('profession'), country_of_birth: str('country_of_birth'), years_of_experience: str('years_of_experience') } : person;
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
    if (!isd || !personFields.isd_code.safeParse(isd).success) continue;
    const names = byCode.get(isd) ?? [];
    names.push(country.name);
    byCode.set(isd, names);
  }
  return [...byCode.entries()].map(([isd, names]) => ({ isd, countries: names })).sort((a, b) => Number(a.isd.slice(1)) - Number(b.isd.slice(1)) || a.isd.localeCompare(b.isd));
}

/**
 * Label of an ISD choice: `+33 · France`, at most three names then `…`.
 */
export function isdLabel(option: IsdOption): string {
  const names = option.countries.slice(0, 3).join(', ');
  return `${option.isd} · ${names}${option.countries.length > 3 ? ', …' : ''}`;
}
