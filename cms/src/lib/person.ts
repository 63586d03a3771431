/**
 * Person fields of spec §3 (registration of clients and consultants): the zod schema
 * (phone numbers checked with libphonenumber-js, IANA time zones with Intl, dates with their real
 * calendar) and the resolution of reference codes to documents.
 */
import { fieldErrorMap } from './validation';
import { toE164, type personFields } from '../contracts/person';
import type { z } from 'zod';
export { ageOn, consultantFields, isTimeZone, personFields, toE164, withPhoneChecks } from '../contracts/person';
import { badRequest } from './http-errors';
import type { CLIENT_PROFILE, CONSULTANT_PROFILE, Row } from './content-types';
import { t, type Locale } from './messages';
import { instantOrNull } from '../api/admin-panel/resources/people';

/** One list of reference codes to resolve: rows of `uid` whose `field` is one of `values`. */
export interface ReferenceLookup {
  uid: string;
  /** Column holding the code: `code` (languages, countries) or `slug`. */
  field: 'code' | 'slug';
  values: string[];
  /** Request field named in the error. */
  key: string;
}

/**
 * documentIds of reference rows (not in the trash) by code or slug, in the order of `values`.
 * @returns one documentId list per lookup
 * @throws ApiError 400 naming every field that holds an unknown code
 */
export async function resolveReferences(locale: Locale, lookups: ReferenceLookup[]): Promise<string[][]> {
  const fieldErrors = fieldErrorMap();
  const resolved = await Promise.all(
    lookups.map(async ({ uid, field, values, key }) => {
      if (values.length === 0) return [];
      const rows = await strapi.db.query(uid).findMany({ select: ['documentId', field], where: { [field]: { $in: values }, deletedAt: { $null: true } } });
      const byValue = new Map(rows.map((row) => [row[field], row.documentId]));
      const missing = values.filter((value) => !byValue.has(value));
      if (missing.length) fieldErrors[key] = [t(locale, 'validation.unknownReference', { value: missing.join(', ') })];
      return [...new Set(values.map((value) => byValue.get(value)).filter(Boolean) as string[])];
    }),
  );
  if (Object.keys(fieldErrors).length) throw badRequest(t(locale, 'validation.failed'), { fieldErrors });
  return resolved;
}

/**
 * documentIds of the referenced languages (ISO codes), countries (alpha-2) and nationality (slug).
 * @throws ApiError 400 naming the field of an unknown code
 */
export async function resolvePersonReferences(locale: Locale, input: { languages_spoken: string[]; country_of_residence: string; nationality: string; country_of_birth?: string }) {
  const [languages, [country], [nationality], [countryOfBirth]] = await resolveReferences(locale, [
    { uid: 'api::language.language', field: 'code', values: input.languages_spoken, key: 'languages_spoken' },
    { uid: 'api::country.country', field: 'code', values: [input.country_of_residence], key: 'country_of_residence' },
    { uid: 'api::nationality.nationality', field: 'slug', values: [input.nationality], key: 'nationality' },
    { uid: 'api::country.country', field: 'code', values: input.country_of_birth ? [input.country_of_birth] : [], key: 'country_of_birth' },
  ]);
  return { languages, country, nationality, countryOfBirth: countryOfBirth as string | undefined };
}

/** Person fields as validated by {@link personFields} (the references, resolved apart, left out). */
export type PersonInput = Omit<z.output<z.ZodObject<typeof personFields>>, 'languages_spoken' | 'country_of_residence' | 'nationality'>;

/**
 * The profile columns of validated person fields (registration and the consultant's basic profile):
 * phone numbers in E.164, the display name, and the resolved references.
 */
export function personRecord(input: PersonInput, refs: { languages: string[]; country: string; nationality: string }) {
  return {
    title: input.title,
    gender: input.gender,
    given_name: input.given_name,
    family_name: input.family_name,
    last_name: input.last_name ?? null,
    display_name: `${input.given_name} ${input.family_name}`,
    date_of_birth: input.date_of_birth,
    preferred_contact_type: input.preferred_contact_type,
    isd_code: input.isd_code,
    contact_number: toE164(input.isd_code, input.contact_number),
    whatsapp_number: input.whatsapp_number ?? null,
    alternative_isd_code: input.alternative_number ? (input.alternative_isd_code ?? input.isd_code) : null,
    alternative_number: input.alternative_number ? toE164(input.alternative_isd_code ?? input.isd_code, input.alternative_number) : null,
    time_zone: input.time_zone,
    correspondence_language: input.correspondence_language,
    languages: refs.languages,
    country: refs.country,
    nationality: refs.nationality,
  };
}

/** Codes or slugs of populated reference rows, without repeats. */
export const codes = <F extends 'code' | 'slug'>(rows: readonly { [K in F]?: string | null }[] | null | undefined, field: F): string[] => [
  ...new Set((rows ?? []).map((row) => row[field]).filter((value): value is string => typeof value === 'string')),
];

/** What a profile row needs populated for {@link personView}. */
export const PERSON_POPULATE = {
  languages: { select: ['code'] },
  country: { select: ['code'] },
  nationality: { select: ['slug'] },
  user: { select: ['email'] },
} as const;

/**
 * The person fields of a client or consultant profile row (populated with {@link PERSON_POPULATE}) as the
 * API shows them (docs/api-auth.md): references by code/slug, phone numbers as stored (E.164), `email`
 * read-only from the account.
 */
export function personView(profile: Row<typeof CLIENT_PROFILE> | Row<typeof CONSULTANT_PROFILE>) {
  return {
    email: profile.user?.email ?? null,
    title: profile.title ?? null,
    gender: profile.gender ?? null,
    given_name: profile.given_name ?? null,
    family_name: profile.family_name ?? null,
    last_name: profile.last_name ?? null,
    // A `date` column reads as `YYYY-MM-DD` text; a driver that parses it gives a Date.
    date_of_birth: profile.date_of_birth instanceof Date ? profile.date_of_birth.toISOString().slice(0, 10) : (profile.date_of_birth ?? null),
    preferred_contact_type: profile.preferred_contact_type ?? null,
    isd_code: profile.isd_code ?? null,
    contact_number: profile.contact_number ?? null,
    whatsapp_number: profile.whatsapp_number ?? null,
    alternative_isd_code: profile.alternative_isd_code ?? null,
    alternative_number: profile.alternative_number ?? null,
    time_zone: profile.time_zone ?? null,
    correspondence_language: profile.correspondence_language ?? null,
    languages_spoken: codes(profile.languages, 'code'),
    country_of_residence: profile.country?.code ?? null,
    nationality: profile.nationality?.slug ?? null,
    phone_verified_at: instantOrNull(profile.phone_verified_at),
  };
}
