/**
 * The consultant's profile sections (issue 4 §1, §6; spec §3 person fields and consultant extras;
 * docs/api-consultant.md): basic profile, address, bank details, profile detail and documents, each
 * read and written on its own. Writes to a sensitive section of an approved profile send it back to
 * review through the review service.
 */
import { mkdtemp, rm, stat } from 'fs/promises';
import os from 'os';
import path from 'path';
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { z, validate, messageKey } from '../../../lib/validation';
import { notFound } from '../../../lib/http-errors';
import { t, type Locale } from '../../../lib/messages';
import { codes, consultantFields, personFields, personRecord, personView, resolvePersonReferences, resolveReferences, withPhoneChecks } from '../../../lib/person';
import { ACCEPTED, boundedImage, checkedUpload, unreadableImage } from '../../../lib/uploads';
import { toMedia } from '../../../lib/localized-content';
import { BANK, PROFILE, ownProfile, sectionAnswer } from '../../../lib/consultant-profile';
import { viewOf, type PrivateFileKind } from '../../private-file/services/private-files';

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
const currency = z
  .string()
  .trim()
  .toUpperCase()
  .refine((value) => CURRENCIES.has(value), messageKey('validation.currency'));
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);
const requiredText = (max: number) => z.string().trim().min(1).max(max);
const slugs = (max: number, min = 0) => z.array(z.string().trim().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)).min(min).max(max);

const schemas = {
  basic: withPhoneChecks(z.object({ ...personFields, ...consultantFields }).strict()),
  address: z
    .object({
      country: personFields.country_of_residence,
      city: requiredText(120),
      house_number: optionalText(20),
      street_1: requiredText(200),
      street_2: optionalText(200),
      postal_code: requiredText(20),
    })
    .strict()
    .refine((address) => !postcodeValidatorExistsForCountry(address.country) || postcodeValidator(address.postal_code, address.country), {
      path: ['postal_code'],
      ...messageKey('validation.postalCode'),
    }),
  bank: z
    .object({
      bank_name: requiredText(120),
      agency_name: optionalText(120),
      agency_address: optionalText(300),
      swift_bic: z
        .string()
        .transform((value) => value.replace(/\s+/g, '').toUpperCase())
        .refine((value) => isValidBIC(value), messageKey('validation.bic')),
      account_number: optionalText(40),
      branch_code: optionalText(20),
      iban: z
        .string()
        .nullish()
        .transform((value) => (value ? (electronicFormatIBAN(value) ?? value.replace(/\s+/g, '').toUpperCase()) : null))
        .refine((value) => value === null || isValidIBAN(value), messageKey('validation.iban')),
      control_key: optionalText(10),
      account_holder_name: requiredText(120),
      account_currency: currency,
      extra_info: optionalText(1000),
      payment_currency: currency,
      tax_number: requiredText(40),
    })
    .strict()
    .refine((bank) => Boolean(bank.iban || bank.account_number), { path: ['iban'], ...messageKey('validation.ibanOrAccount') }),
  detail: z
    .object({
      bio_fr: optionalText(5000),
      bio_en: optionalText(5000),
      background_fr: optionalText(10000),
      background_en: optionalText(10000),
      intro_video_url: z
        .string()
        .trim()
        .max(500)
        .nullish()
        .transform((value) => value || null)
        .refine((value) => value === null || isHttpsUrl(value), messageKey('validation.url')),
      specializations: slugs(10, 1),
      disorders: slugs(30).default([]),
      objectives: slugs(30).default([]),
      keywords: slugs(30).default([]),
      languages: z.array(z.string().trim().regex(/^[a-z]{2}$/)).min(1).max(20),
      fee: z.coerce.number().int().min(0).max(1_000_000),
      currency,
      session_duration: z.coerce
        .number()
        .int()
        .min(15)
        .max(240)
        .refine((value) => value % 5 === 0, messageKey('validation.durationStep')),
      free_first_consultation: z.boolean(),
    })
    .strict()
    .refine((detail) => Boolean(detail.bio_fr || detail.bio_en), { path: ['bio_fr'], ...messageKey('validation.bioRequired') }),
  documents: z.object({ id_number: z.string().trim().min(3).max(40) }).strict(),
};

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Distinct values of `field` over populated relation rows. */

/** Upload kinds of `POST /api/consultant/documents/<kind>` and the profile column each replaces. */
const DOCUMENT_KINDS = {
  id: { column: 'id_document', accepted: ACCEPTED.document, sensitive: true },
  'criminal-record': { column: 'criminal_record', accepted: ACCEPTED.document, sensitive: true },
  contract: { column: 'contract', accepted: ACCEPTED.contract, sensitive: true },
  'bank-statement': { column: 'bank_statement', accepted: ACCEPTED.document, sensitive: false },
} as const;

const review = () => strapi.service('api::consultant.review') as any;
const files = () => strapi.service('api::private-file.private-files') as any;

/** The bank row of a profile, created empty on first write. */
async function bankRowOf(profileId: number, populate = true) {
  return strapi.db.query(BANK).findOne({ where: { consultant: { id: profileId } }, populate: populate ? { bank_statement: true } : {} });
}

export default () => ({
  /** `GET profile/basic`: person fields, consultant extras and the read-only e-mail. */
  async getBasic(userId: number, locale: Locale) {
    const profile = await ownProfile(userId, locale, {
      languages: { select: ['code'] },
      country: { select: ['code'] },
      nationality: { select: ['slug'] },
      country_of_birth: { select: ['code'] },
      user: { select: ['email'] },
    });
    return this.basicView(profile);
  },

  /** The basic section of a populated profile row. */
  basicView(profile: any) {
    return {
      ...personView(profile),
      profession: profile.profession ?? null,
      country_of_birth: profile.country_of_birth?.code ?? null,
      years_of_experience: profile.years_of_experience ?? 0,
    };
  },

  /**
   * `PUT profile/basic`. A change of legal identity (names, title, birth date and country, nationality)
   * on an approved profile sends it back to review.
   * @throws ApiError 400 with fieldErrors
   */
  async putBasic(userId: number, body: unknown, locale: Locale) {
    const input = validate(schemas.basic, body, locale);
    const refs = await resolvePersonReferences(locale, input);
    const before = await this.getBasic(userId, locale);
    const profile = await ownProfile(userId, locale);
    await strapi.documents(PROFILE as any).update({
      documentId: profile.documentId,
      data: {
        ...personRecord(input, refs),
        profession: input.profession,
        country_of_birth: refs.countryOfBirth ?? null,
        years_of_experience: input.years_of_experience,
      } as any,
    });
    const identity = ['title', 'given_name', 'family_name', 'last_name', 'date_of_birth', 'nationality', 'country_of_birth'] as const;
    const after = await this.getBasic(userId, locale);
    const changed = identity.some((field) => (before as any)[field] !== (after as any)[field]);
    return sectionAnswer(after, changed && (await review().afterSensitiveEdit(profile.id)));
  },

  /** `GET profile/address`. */
  async getAddress(userId: number, locale: Locale) {
    return this.addressView(await ownProfile(userId, locale, { country: { select: ['code'] } }));
  },

  /** The address section of a profile row populated with `country`. */
  addressView(profile: any) {
    return {
      country: profile.country?.code ?? null,
      city: profile.city ?? null,
      house_number: profile.house_number ?? null,
      street_1: profile.street_1 ?? null,
      street_2: profile.street_2 ?? null,
      postal_code: profile.postal_code ?? null,
    };
  },

  /** `PUT profile/address` (the country is the country of residence). @throws ApiError 400 */
  async putAddress(userId: number, body: unknown, locale: Locale) {
    const input = validate(schemas.address, body, locale);
    const [[country]] = await resolveReferences(locale, [{ uid: 'api::country.country', field: 'code', values: [input.country], key: 'country' }]);
    const profile = await ownProfile(userId, locale);
    await strapi.documents(PROFILE as any).update({
      documentId: profile.documentId,
      data: { country, city: input.city, house_number: input.house_number, street_1: input.street_1, street_2: input.street_2, postal_code: input.postal_code.toUpperCase() } as any,
    });
    return sectionAnswer(await this.getAddress(userId, locale), false);
  },

  /** `GET profile/bank`: the bank details (empty fields before the first save) and the bank statement. */
  async getBank(userId: number, locale: Locale) {
    const profile = await ownProfile(userId, locale);
    return this.bankView(await bankRowOf(profile.id));
  },

  /** The bank section of a bank row (or `null`). */
  bankView(row: any) {
    const fields = ['bank_name', 'agency_name', 'agency_address', 'swift_bic', 'account_number', 'branch_code', 'iban', 'control_key', 'account_holder_name', 'account_currency', 'extra_info', 'payment_currency', 'tax_number'] as const;
    const values = Object.fromEntries(fields.map((field) => [field, row?.[field] ?? null])) as Record<(typeof fields)[number], string | null>;
    return { ...values, bank_statement: viewOf(row?.bank_statement) };
  },

  /** `PUT profile/bank` (IBAN and BIC checked with ibantools). @throws ApiError 400 */
  async putBank(userId: number, body: unknown, locale: Locale) {
    const input = validate(schemas.bank, body, locale);
    const profile = await ownProfile(userId, locale);
    const existing = await bankRowOf(profile.id, false);
    if (existing) await strapi.db.query(BANK).update({ where: { id: existing.id }, data: input });
    else await strapi.db.query(BANK).create({ data: { ...input, consultant: profile.id } });
    return sectionAnswer(this.bankView(await bankRowOf(profile.id)), false);
  },

  /** `GET profile/detail`. */
  async getDetail(userId: number, locale: Locale) {
    const profile = await ownProfile(userId, locale, {
      specializations: { select: ['slug'] },
      disorders: { select: ['slug'] },
      objectives: { select: ['slug'] },
      keywords: { select: ['slug'] },
      languages: { select: ['code'] },
      photo: true,
    });
    return this.detailView(profile);
  },

  /** The profile-detail section of a populated profile row. */
  detailView(profile: any) {
    return {
      bio_fr: profile.bio_fr ?? null,
      bio_en: profile.bio_en ?? null,
      background_fr: profile.background_fr ?? null,
      background_en: profile.background_en ?? null,
      intro_video_url: profile.intro_video_url ?? null,
      specializations: codes(profile.specializations, 'slug'),
      disorders: codes(profile.disorders, 'slug'),
      objectives: codes(profile.objectives, 'slug'),
      keywords: codes(profile.keywords, 'slug'),
      languages: codes(profile.languages, 'code'),
      fee: profile.fee ?? 0,
      currency: profile.currency ?? 'EUR',
      session_duration: profile.session_duration ?? null,
      free_first_consultation: Boolean(profile.free_first_consultation),
      photo: toMedia(profile.photo),
    };
  },

  /** `PUT profile/detail`: what clients read (bios, fields of practice, fees); not sensitive. @throws ApiError 400 */
  async putDetail(userId: number, body: unknown, locale: Locale) {
    const input = validate(schemas.detail, body, locale);
    const [specializations, disorders, objectives, keywords, languages] = await resolveReferences(locale, [
      { uid: 'api::specialization.specialization', field: 'slug', values: input.specializations, key: 'specializations' },
      { uid: 'api::disorder.disorder', field: 'slug', values: input.disorders, key: 'disorders' },
      { uid: 'api::objective.objective', field: 'slug', values: input.objectives, key: 'objectives' },
      { uid: 'api::keyword.keyword', field: 'slug', values: input.keywords, key: 'keywords' },
      { uid: 'api::language.language', field: 'code', values: input.languages, key: 'languages' },
    ]);
    const profile = await ownProfile(userId, locale);
    await strapi.documents(PROFILE as any).update({
      documentId: profile.documentId,
      data: {
        bio_fr: input.bio_fr,
        bio_en: input.bio_en,
        background_fr: input.background_fr,
        background_en: input.background_en,
        intro_video_url: input.intro_video_url,
        specializations,
        disorders,
        objectives,
        keywords,
        languages,
        fee: input.fee,
        currency: input.currency,
        session_duration: input.session_duration,
        free_first_consultation: input.free_first_consultation,
      } as any,
    });
    return sectionAnswer(await this.getDetail(userId, locale), false);
  },

  /** `GET documents`: ID number, the private documents and the photo. */
  async getDocuments(userId: number, locale: Locale) {
    const profile = await ownProfile(userId, locale, { id_document: true, criminal_record: true, contract: true, photo: true });
    const bank = await bankRowOf(profile.id);
    return this.documentsView(profile, bank);
  },

  /** The documents section of a populated profile row and its bank row. */
  documentsView(profile: any, bank: any) {
    return {
      id_number: profile.id_number ?? null,
      id_document: viewOf(profile.id_document),
      criminal_record: viewOf(profile.criminal_record),
      contract: viewOf(profile.contract),
      bank_statement: viewOf(bank?.bank_statement),
      photo: toMedia(profile.photo),
    };
  },

  /** `PUT documents` `{ id_number }` (sensitive). @throws ApiError 400 */
  async putDocuments(userId: number, body: unknown, locale: Locale) {
    const input = validate(schemas.documents, body, locale);
    const profile = await ownProfile(userId, locale);
    const changed = profile.id_number !== input.id_number;
    if (changed) await strapi.db.query(PROFILE).update({ where: { id: profile.id }, data: { id_number: input.id_number } });
    return sectionAnswer(await this.getDocuments(userId, locale), changed && (await review().afterSensitiveEdit(profile.id)));
  },

  /**
   * `POST documents/<kind>`: store the uploaded file, replacing (and deleting) the previous one.
   * @returns `{ data: PrivateFile | Media, meta? }`, `meta.review_required` for a sensitive kind of an approved profile
   * @throws ApiError 404 unknown kind; 400 no file; 413 too large; 415 type refused
   */
  async upload(ctx: any, userId: number, kind: string, locale: Locale) {
    if (kind === 'photo') return this.uploadPhoto(ctx, userId, locale);
    // Own keys only: `constructor` or `toString` in the path is an unknown kind, not an Object.prototype member.
    const rule = Object.hasOwn(DOCUMENT_KINDS, kind) ? DOCUMENT_KINDS[kind as keyof typeof DOCUMENT_KINDS] : undefined;
    if (!rule) throw notFound(t(locale, 'notFound.route'));
    const upload = (await checkedUpload(ctx, rule.accepted, locale))!;
    const profile = await ownProfile(userId, locale, rule.column === 'bank_statement' ? {} : { [rule.column]: true });
    const stored = await files().store(upload, kind as PrivateFileKind, userId);
    if (rule.column === 'bank_statement') {
      const bank = await bankRowOf(profile.id);
      if (bank) await strapi.db.query(BANK).update({ where: { id: bank.id }, data: { bank_statement: stored.id } });
      else await strapi.db.query(BANK).create({ data: { consultant: profile.id, bank_statement: stored.id } });
      await files().remove(bank?.bank_statement?.id);
    } else {
      await strapi.db.query(PROFILE).update({ where: { id: profile.id }, data: { [rule.column]: stored.id } });
      await files().remove(profile[rule.column]?.id);
    }
    return sectionAnswer(viewOf(stored), rule.sensitive && (await review().afterSensitiveEdit(profile.id)));
  },

  /**
   * The public profile photo: JPG, PNG or WebP by content, re-encoded (auto-rotated, at most
   * 1200 px, metadata such as GPS position removed) and stored as public media through Strapi's upload plugin.
   * Only the re-encoded image reaches the upload plugin (which makes its own formats with sharp).
   * @throws ApiError 413 `ImageTooLarge` above 50 megapixels (checked from the header, before decoding);
   *   415 for an undecodable image (see `boundedImage`)
   */
  async uploadPhoto(ctx: any, userId: number, locale: Locale) {
    const upload = (await checkedUpload(ctx, ACCEPTED.photo, locale))!;
    const profile = await ownProfile(userId, locale, { photo: true });
    const dir = await mkdtemp(path.join(os.tmpdir(), 'photo-'));
    const filepath = path.join(dir, `${profile.slug}.jpg`);
    try {
      const image = await boundedImage(upload, locale);
      await image
        .rotate()
        .resize(1200, 1200, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 85, mozjpeg: true })
        .toFile(filepath)
        .catch((error: Error) => {
          strapi.log.warn(`photo not decodable: ${error.message}`);
          throw unreadableImage(locale);
        });
      const [media] = await strapi
        .plugin('upload')
        .service('upload')
        .upload({
          data: { fileInfo: { name: `${profile.slug}.jpg`, alternativeText: profile.display_name } },
          files: { filepath, originalFilename: `${profile.slug}.jpg`, mimetype: 'image/jpeg', size: (await stat(filepath)).size },
        });
      await strapi.db.query(PROFILE).update({ where: { id: profile.id }, data: { photo: media.id } });
      if (profile.photo?.id) await strapi.plugin('upload').service('upload').remove(profile.photo).catch((error: Error) => strapi.log.warn(error.message));
      return sectionAnswer(toMedia(media), false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
});
