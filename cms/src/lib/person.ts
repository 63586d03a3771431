/**
 * Person fields of spec §3 (registration of clients and consultants, issue 3 §2): the zod schema
 * (phone numbers checked with libphonenumber-js, IANA time zones with Intl, dates with their real
 * calendar) and the resolution of reference codes to documents.
 */
import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import { z, messageKey, fieldErrorMap } from './validation';
import { badRequest } from './http-errors';
import { t, type Locale } from './messages';

const choice = <T extends [string, ...string[]]>(values: T) => z.enum(values);

/** True for a zone the runtime's ICU data knows (`Europe/Paris`, `America/Toronto`, `UTC`). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone);
  } catch {
    return false;
  }
}

/** Whole years between a `YYYY-MM-DD` birth date and `now`. */
export function ageOn(birthDate: string, now = new Date()): number {
  const [y, m, d] = birthDate.split('-').map(Number);
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age -= 1;
  return age;
}

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const isd = z.string().trim().refine((value) => /^\+[1-9]\d{0,3}$/.test(value), messageKey('validation.isdCode'));
const localNumber = z.string().trim().min(1).max(24);
/** An optional text: absent, `null` and `''` all mean "none" (a GET answer can be sent back as is). */
const optionalText = (max: number) => z.string().trim().max(max).nullish().or(z.literal('')).transform((value) => value || undefined);

/** `+33` + `6 12 34 56 78` → E.164 `+33612345678`, or `null` when invalid. */
export function toE164(isdCode: string, number: string): string | null {
  const text = number.trim().startsWith('+') ? number.trim() : `${isdCode}${number.replace(/^0+/, '')}`;
  if (!isValidPhoneNumber(text)) return null;
  return parsePhoneNumberFromString(text)?.number ?? null;
}

/** Registration person fields shared by clients and consultants (docs/api-auth.md). */
export const personFields = {
  title: choice(['Mr', 'Ms', 'Dr']),
  gender: choice(['male', 'female', 'other', 'not_disclosing']),
  family_name: z.string().trim().min(1).max(80),
  given_name: z.string().trim().min(1).max(80),
  last_name: optionalText(80),
  date_of_birth: z
    .string()
    .trim()
    .refine(isRealDate, messageKey('validation.date'))
    .refine((value) => !isRealDate(value) || (ageOn(value) >= 16 && ageOn(value) <= 120), messageKey('validation.age')),
  preferred_contact_type: choice(['sms', 'whatsapp', 'email', 'phone']),
  isd_code: isd,
  contact_number: localNumber,
  whatsapp_number: optionalText(32).refine((value) => !value || isValidPhoneNumber(value), messageKey('validation.phone')),
  alternative_isd_code: isd.nullish().or(z.literal('')).transform((value) => value || undefined),
  alternative_number: optionalText(24),
  time_zone: z.string().trim().max(64).refine(isTimeZone, messageKey('validation.timeZone')),
  correspondence_language: choice(['fr', 'en']),
  languages_spoken: z.array(z.string().trim().regex(/^[a-z]{2}$/)).min(1).max(20),
  country_of_residence: z.string().trim().toUpperCase().refine((value) => /^[A-Z]{2}$/.test(value), messageKey('validation.countryCode')),
  nationality: z.string().trim().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).max(120),
};

/** Extra fields of consultants (spec §3 consultant extras). */
export const consultantFields = {
  profession: z.string().trim().min(1).max(120),
  country_of_birth: personFields.country_of_residence,
  years_of_experience: z.coerce.number().int().min(0).max(80),
};

type Phones = { isd_code?: unknown; contact_number?: unknown; alternative_isd_code?: unknown; alternative_number?: unknown };
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Cross-field checks added to a registration schema: the contact number (and the alternative one) is
 * valid with its ISD code. They run even when other fields are invalid, so every error shows at once.
 */
export function withPhoneChecks<S extends z.ZodType<Phones>>(schema: S) {
  const hasField = (field: keyof Phones) => (payload: { value: unknown }) => text((payload.value as Phones | undefined)?.[field]) !== '';
  return schema
    .refine((person) => Boolean(toE164(text(person.isd_code), text(person.contact_number))), {
      path: ['contact_number'],
      ...messageKey('validation.phone'),
      when: hasField('contact_number'),
    })
    .refine((person) => !text(person.alternative_number) || Boolean(toE164(text(person.alternative_isd_code) || text(person.isd_code), text(person.alternative_number))), {
      path: ['alternative_number'],
      ...messageKey('validation.phone'),
      when: hasField('alternative_number'),
    });
}

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
      const rows = (await strapi.db.query(uid as any).findMany({ select: ['documentId', field], where: { [field]: { $in: values }, deletedAt: { $null: true } } })) as any[];
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
export async function resolvePersonReferences(
  locale: Locale,
  input: { languages_spoken: string[]; country_of_residence: string; nationality: string; country_of_birth?: string },
) {
  const [languages, [country], [nationality], [countryOfBirth]] = await resolveReferences(locale, [
    { uid: 'api::language.language', field: 'code', values: input.languages_spoken, key: 'languages_spoken' },
    { uid: 'api::country.country', field: 'code', values: [input.country_of_residence], key: 'country_of_residence' },
    { uid: 'api::nationality.nationality', field: 'slug', values: [input.nationality], key: 'nationality' },
    { uid: 'api::country.country', field: 'code', values: input.country_of_birth ? [input.country_of_birth] : [], key: 'country_of_birth' },
  ]);
  return { languages, country, nationality, countryOfBirth: countryOfBirth as string | undefined };
}

/** Person fields as validated by {@link personFields}. */
export interface PersonInput {
  title: string;
  gender: string;
  given_name: string;
  family_name: string;
  last_name?: string;
  date_of_birth: string;
  preferred_contact_type: string;
  isd_code: string;
  contact_number: string;
  whatsapp_number?: string;
  alternative_isd_code?: string;
  alternative_number?: string;
  time_zone: string;
  correspondence_language: string;
}

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
export const codes = (rows: any[] | null | undefined, field: 'code' | 'slug') => [...new Set((rows ?? []).map((row) => row[field]))];

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
export function personView(profile: any) {
  return {
    email: profile.user?.email ?? null,
    title: profile.title ?? null,
    gender: profile.gender ?? null,
    given_name: profile.given_name ?? null,
    family_name: profile.family_name ?? null,
    last_name: profile.last_name ?? null,
    date_of_birth: profile.date_of_birth ?? null,
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
  };
}
