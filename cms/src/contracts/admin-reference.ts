/**
 * The reference lists of the back office (spec §2 admin routes; DESIGN §3 "Reference lists"):
 * countries, cities, nationalities, languages, disorders, keywords, objectives, specializations and
 * complaint types. Each is localized (`name` as `{ fr, en }`, both required), has a `slug` (made from
 * the English name when left empty; unique), and a trash (`deletedAt`): a trashed value leaves the
 * public pickers and filters, profiles that have it keep it, and it cannot be deleted for good while
 * live records use it.
 *
 * @module contracts/admin-reference
 */
import { z } from 'zod';
import { checkMessage, Instant } from './common';
import { localizedText, localizedValue, ResourceId, TranslationStatus } from './admin-dialect';

/** Reference-page group of the reference lists. */
export const REFERENCE_TAG = 'Reference lists (admin)';

/** A slug: lowercase letters, digits and hyphens. */
export const SlugInput = z
  .string()
  .trim()
  .max(80)
  .refine((value) => value === '' || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value), checkMessage('validation.slug'));

/** A name in French and English. */
export const ReferenceName = localizedText(z.string().trim().min(1).max(120), { requireEnglish: true });

/** Fields of every reference record: id, name in both locales, slug, trash date. */
const referenceRecord = {
  id: z.string(),
  name: localizedValue(z.string()),
  slug: z.string(),
  /** when it went to the trash (UTC), `null` when live */
  deletedAt: Instant.nullable(),
  /** whether the English side is complete, missing or outdated (filter `translation`) */
  translation: TranslationStatus,
};

/** Writable fields of every reference list: the name, and the slug (from the English name when empty). */
const referenceInput = { name: ReferenceName, slug: SlugInput.optional() };

/** Disorders, keywords, objectives, complaint types: a name and a slug. */
export const ReferenceRecord = z.object(referenceRecord).meta({ id: 'ReferenceRecord' });
export const ReferenceInput = z.object(referenceInput).strict().meta({ id: 'ReferenceInput' });

/** A specialization: name, slug and a description in both locales. */
export const SpecializationRecord = z.object({ ...referenceRecord, description: localizedValue(z.string()) }).meta({ id: 'SpecializationRecord' });
export const SpecializationInput = z
  .object({ ...referenceInput, description: localizedText(z.string().trim().max(2000).nullable()).optional() })
  .strict()
  .meta({ id: 'SpecializationInput' });

/** ISO 3166-1 alpha-2, upper case. */
const CountryCodeInput = z
  .string()
  .trim()
  .toUpperCase()
  .refine((value) => /^[A-Z]{2}$/.test(value), checkMessage('validation.countryCode'));

/** A country: ISO code, international dialling code, names. */
export const CountryRecord = z.object({ ...referenceRecord, code: z.string(), isd_code: z.string().nullable() }).meta({ id: 'CountryRecord' });
export const CountryInput = z
  .object({
    ...referenceInput,
    code: CountryCodeInput,
    /** `+33` */
    isd_code: z
      .string()
      .trim()
      .refine((value) => /^\+\d{1,4}(-\d{1,4})?$/.test(value), checkMessage('validation.isdCode'))
      .nullish(),
  })
  .strict()
  .meta({ id: 'CountryInput' });

/** A city, in one country. */
export const CityRecord = z.object({ ...referenceRecord, country: z.string().nullable(), country_code: z.string().nullable(), population: z.number().int().nullable() }).meta({ id: 'CityRecord' });
export const CityInput = z
  .object({ ...referenceInput, country: ResourceId, population: z.number().int().min(0).nullish() })
  .strict()
  .meta({ id: 'CityInput' });

/** A nationality, with the country it belongs to. */
export const NationalityRecord = z.object({ ...referenceRecord, country_code: z.string() }).meta({ id: 'NationalityRecord' });
export const NationalityInput = z
  .object({ ...referenceInput, country_code: CountryCodeInput })
  .strict()
  .meta({ id: 'NationalityInput' });

/** A language, with its ISO 639-1 code. */
export const LanguageRecord = z.object({ ...referenceRecord, code: z.string() }).meta({ id: 'LanguageRecord' });
export const LanguageInput = z
  .object({
    ...referenceInput,
    code: z
      .string()
      .trim()
      .toLowerCase()
      .refine((value) => /^[a-z]{2,3}$/.test(value), checkMessage('validation.languageCode')),
  })
  .strict()
  .meta({ id: 'LanguageInput' });
