/**
 * The person fields of clients and consultants (spec §3 user; docs/api-auth.md): the rules of
 * registration, the client's general information and the consultant's personal section, and the
 * shape the API shows them in. Pure zod (plus libphonenumber-js): the front ends' forms use the
 * same rules.
 *
 * @module contracts/person
 */
import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { checkMessage, isRealDate } from './common';
import { clock } from './clock';

const choice = <const T extends [string, ...string[]]>(values: T) => z.enum(values);

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
export function ageOn(birthDate: string, now = clock.now()): number {
  const [y, m, d] = birthDate.split('-').map(Number);
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age -= 1;
  return age;
}

/** An empty text is "required", not the format's message. */
const filled = () => z.string().trim().min(1, { abort: true });

const isd = filled().refine((value) => /^\+[1-9]\d{0,3}$/.test(value), checkMessage('validation.isdCode'));
const localNumber = z.string().trim().min(1).max(24);
/** An optional text: absent, `null` and `''` all mean "none" (a GET answer can be sent back as is). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .or(z.literal(''))
    .transform((value) => value || undefined);

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
  date_of_birth: filled()
    .refine(isRealDate, checkMessage('validation.date'))
    .refine((value) => !isRealDate(value) || (ageOn(value) >= 16 && ageOn(value) <= 120), checkMessage('validation.age')),
  preferred_contact_type: choice(['sms', 'whatsapp', 'email', 'phone']),
  isd_code: isd,
  contact_number: localNumber,
  whatsapp_number: optionalText(32).refine((value) => !value || isValidPhoneNumber(value), checkMessage('validation.phone')),
  alternative_isd_code: isd
    .nullish()
    .or(z.literal(''))
    .transform((value) => value || undefined),
  alternative_number: optionalText(24),
  time_zone: filled().max(64).refine(isTimeZone, checkMessage('validation.timeZone')),
  correspondence_language: choice(['fr', 'en']),
  languages_spoken: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[a-z]{2}$/),
    )
    .min(1)
    .max(20),
  country_of_residence: filled()
    .toUpperCase()
    .refine((value) => /^[A-Z]{2}$/.test(value), checkMessage('validation.countryCode')),
  nationality: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(120),
};

/** Extra fields of consultants (spec §3 consultant extras). */
export const consultantFields = {
  profession: z.string().trim().min(1).max(120),
  country_of_birth: personFields.country_of_residence,
  /** a number, or its text as a form sends it (an empty text is missing, not 0) */
  years_of_experience: z.union([z.number(), z.string().trim().min(1)]).pipe(z.coerce.number<string | number>().int().min(0).max(80)),
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
      ...checkMessage('validation.phone'),
      when: hasField('contact_number'),
    })
    .refine((person) => !text(person.alternative_number) || Boolean(toE164(text(person.alternative_isd_code) || text(person.isd_code), text(person.alternative_number))), {
      path: ['alternative_number'],
      ...checkMessage('validation.phone'),
      when: hasField('alternative_number'),
    });
}

/**
 * The client's general information (`PUT /api/client/general-info`): the person fields of
 * registration, phone numbers checked with their ISD code. The e-mail is read-only (unknown field).
 */
export const GeneralInfoRequest = withPhoneChecks(z.object(personFields).strict());

/** The consultant's basic profile (`PUT /api/consultant/profile/basic`): person fields and consultant extras. */
export const BasicProfileRequest = withPhoneChecks(z.object({ ...personFields, ...consultantFields }).strict());

/** The person fields of a profile as the API shows them: references by code/slug, phones in E.164. */
export const PersonView = z
  .object({
    email: z.string().nullable(),
    title: z.string().nullable(),
    gender: z.string().nullable(),
    given_name: z.string().nullable(),
    family_name: z.string().nullable(),
    last_name: z.string().nullable(),
    date_of_birth: z.string().nullable(),
    preferred_contact_type: z.string().nullable(),
    isd_code: z.string().nullable(),
    contact_number: z.string().nullable(),
    whatsapp_number: z.string().nullable(),
    alternative_isd_code: z.string().nullable(),
    alternative_number: z.string().nullable(),
    time_zone: z.string().nullable(),
    correspondence_language: z.string().nullable(),
    languages_spoken: z.array(z.string()),
    country_of_residence: z.string().nullable(),
    nationality: z.string().nullable(),
    /** UTC instant the contact number was verified by code; `null` when it is not (never, or changed since: a new code is needed) */
    phone_verified_at: z.string().meta({ format: 'date-time' }).nullable(),
  })
  .meta({ id: 'PersonView' });
