/**
 * The consultant's profile sections (spec §3 person fields and consultant extras;
 * docs/api-consultant.md): basic profile, address, bank details, profile detail and documents, each
 * read and written on its own. Writes to a sensitive section of an approved profile send it back to
 * review through the review service. The inputs are parsed by the controller with the section's
 * contract (`contracts/consultant-profile.ts`).
 */
import type { z } from 'zod';
import { notFound } from '../../../lib/http-errors';
import { t, type Locale } from '../../../lib/messages';
import { codes, personRecord, personView, resolvePersonReferences, resolveReferences } from '../../../lib/person';
import { ACCEPTED, checkedUpload, type UploadedFiles } from '../../../lib/uploads';
import { toMedia } from '../../../lib/localized-content';
import { services } from '../../../lib/services';
import { updateDocument, type Row } from '../../../lib/content-types';
import { BANK, PROFILE, ownProfile, sectionAnswer } from '../../../lib/consultant-profile';
import { viewOf, type PrivateFileKind, type PrivateFileRow } from '../../private-file/services/private-files';
import type { VerificationKind } from '../../../lib/consultant-verification';
import type { AddressRequest, BankRequest, BasicProfileRequest, DetailRequest, DocumentsRequest } from '../../../contracts/consultant-profile';

/** Upload kinds of `POST /api/consultant/documents/<kind>` and the profile column each replaces. */
const DOCUMENT_KINDS = {
  id: { column: 'id_document', accepted: ACCEPTED.document, sensitive: true, verified: 'identity' },
  'criminal-record': { column: 'criminal_record', accepted: ACCEPTED.document, sensitive: true, verified: 'criminal_record' },
  contract: { column: 'contract', accepted: ACCEPTED.contract, sensitive: true, verified: 'contract' },
  'bank-statement': { column: 'bank_statement', accepted: ACCEPTED.document, sensitive: false, verified: null },
} as const satisfies Record<string, { column: string; accepted: unknown; sensitive: boolean; verified: VerificationKind | null }>;

const review = () => services.review();
const files = () => services.privateFiles();

/** The bank row of a profile, created empty on first write. */
async function bankRowOf(profileId: number, populate = true): Promise<Row<typeof BANK> | null> {
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
  basicView(profile: Row<typeof PROFILE>) {
    return {
      ...personView(profile),
      profession: profile.profession ?? null,
      country_of_birth: profile.country_of_birth?.code ?? null,
      years_of_experience: profile.years_of_experience ?? 0,
    };
  },

  /**
   * `PUT profile/basic`. A change of legal identity (names, title, birth date and country, nationality)
   * on an approved profile sends it back to review and withdraws the identity badge.
   * @throws ApiError 400 with fieldErrors for an unknown language, country or nationality
   */
  async putBasic(userId: number, input: z.output<typeof BasicProfileRequest>, locale: Locale) {
    const refs = await resolvePersonReferences(locale, input);
    const before = await this.getBasic(userId, locale);
    const profile = await ownProfile(userId, locale);
    await updateDocument(PROFILE, profile.documentId, {
      ...personRecord(input, refs),
      profession: input.profession,
      country_of_birth: refs.countryOfBirth ?? null,
      years_of_experience: input.years_of_experience,
    });
    const identity = ['title', 'given_name', 'family_name', 'last_name', 'date_of_birth', 'nationality', 'country_of_birth'] as const;
    const after = await this.getBasic(userId, locale);
    const changed = identity.some((field) => before[field] !== after[field]);
    return sectionAnswer(after, changed && (await review().afterSensitiveEdit(profile.id, [{ kind: 'identity' }])));
  },

  /** `GET profile/address`. */
  async getAddress(userId: number, locale: Locale) {
    return this.addressView(await ownProfile(userId, locale, { country: { select: ['code'] } }));
  },

  /** The address section of a profile row populated with `country`. */
  addressView(profile: Row<typeof PROFILE>) {
    return {
      country: profile.country?.code ?? null,
      city: profile.city ?? null,
      house_number: profile.house_number ?? null,
      street_1: profile.street_1 ?? null,
      street_2: profile.street_2 ?? null,
      postal_code: profile.postal_code ?? null,
    };
  },

  /** `PUT profile/address` (the country is the country of residence). @throws ApiError 400 for an unknown country */
  async putAddress(userId: number, input: z.output<typeof AddressRequest>, locale: Locale) {
    const [[country]] = await resolveReferences(locale, [{ uid: 'api::country.country', field: 'code', values: [input.country], key: 'country' }]);
    const profile = await ownProfile(userId, locale);
    await updateDocument(PROFILE, profile.documentId, {
      country,
      city: input.city,
      house_number: input.house_number,
      street_1: input.street_1,
      street_2: input.street_2,
      postal_code: input.postal_code.toUpperCase(),
    });
    return sectionAnswer(await this.getAddress(userId, locale), false);
  },

  /** `GET profile/bank`: the bank details (empty fields before the first save) and the bank statement. */
  async getBank(userId: number, locale: Locale) {
    const profile = await ownProfile(userId, locale);
    return this.bankView(await bankRowOf(profile.id));
  },

  /** The bank section of a bank row (or `null`). */
  bankView(row: Record<string, unknown> | null | undefined) {
    const text = (field: string) => (typeof row?.[field] === 'string' ? row[field] : null);
    return {
      bank_name: text('bank_name'),
      agency_name: text('agency_name'),
      agency_address: text('agency_address'),
      swift_bic: text('swift_bic'),
      account_number: text('account_number'),
      branch_code: text('branch_code'),
      iban: text('iban'),
      control_key: text('control_key'),
      account_holder_name: text('account_holder_name'),
      account_currency: text('account_currency'),
      extra_info: text('extra_info'),
      payment_currency: text('payment_currency'),
      tax_number: text('tax_number'),
      bank_statement: viewOf(row?.bank_statement as PrivateFileRow | null | undefined),
    };
  },

  /** `PUT profile/bank` (IBAN and BIC checked by the contract). */
  async putBank(userId: number, input: z.output<typeof BankRequest>, locale: Locale) {
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
  detailView(profile: Row<typeof PROFILE>) {
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

  /** `PUT profile/detail`: what clients read (bios, fields of practice, fees); not sensitive. @throws ApiError 400 for an unknown reference */
  async putDetail(userId: number, input: z.output<typeof DetailRequest>, locale: Locale) {
    const [specializations, disorders, objectives, keywords, languages] = await resolveReferences(locale, [
      { uid: 'api::specialization.specialization', field: 'slug', values: input.specializations, key: 'specializations' },
      { uid: 'api::disorder.disorder', field: 'slug', values: input.disorders, key: 'disorders' },
      { uid: 'api::objective.objective', field: 'slug', values: input.objectives, key: 'objectives' },
      { uid: 'api::keyword.keyword', field: 'slug', values: input.keywords, key: 'keywords' },
      { uid: 'api::language.language', field: 'code', values: input.languages, key: 'languages' },
    ]);
    const profile = await ownProfile(userId, locale);
    await updateDocument(PROFILE, profile.documentId, {
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
  documentsView(profile: Row<typeof PROFILE>, bank: Row<typeof BANK> | null) {
    return {
      id_number: profile.id_number ?? null,
      id_document: viewOf(profile.id_document),
      criminal_record: viewOf(profile.criminal_record),
      contract: viewOf(profile.contract),
      bank_statement: viewOf(bank?.bank_statement),
      photo: toMedia(profile.photo),
    };
  },

  /** `PUT documents` `{ id_number }` (sensitive: a new number withdraws the identity badge). */
  async putDocuments(userId: number, input: z.output<typeof DocumentsRequest>, locale: Locale) {
    const profile = await ownProfile(userId, locale);
    const changed = profile.id_number !== input.id_number;
    if (changed) await strapi.db.query(PROFILE).update({ where: { id: profile.id }, data: { id_number: input.id_number } });
    return sectionAnswer(await this.getDocuments(userId, locale), changed && (await review().afterSensitiveEdit(profile.id, [{ kind: 'identity' }])));
  },

  /**
   * `POST documents/<kind>`: store the uploaded file, replacing (and deleting) the previous one.
   * @returns `{ data: PrivateFile | Media, meta? }`, `meta.review_required` for a sensitive kind of an approved profile
   * @param kind - `id`, `criminal-record`, `contract`, `bank-statement` or `photo`
   * @param file - the uploaded `file` part
   * @throws ApiError 404 unknown kind; 400 no file; 413 too large; 415 type refused
   */
  async upload(userId: number, kind: string, file: UploadedFiles, locale: Locale) {
    if (kind === 'photo') return this.uploadPhoto(userId, file, locale);
    // Own keys only: `constructor` or `toString` in the path is an unknown kind, not an Object.prototype member.
    const rule = Object.hasOwn(DOCUMENT_KINDS, kind) ? DOCUMENT_KINDS[kind as keyof typeof DOCUMENT_KINDS] : undefined;
    if (!rule) throw notFound(t(locale, 'notFound.route'));
    const upload = await checkedUpload(file, rule.accepted, locale);
    const profile = await ownProfile(userId, locale, rule.column === 'bank_statement' ? {} : { [rule.column]: true });
    const stored = await files().store(upload, kind as PrivateFileKind, userId);
    if (rule.column === 'bank_statement') {
      const bank = await bankRowOf(profile.id);
      if (bank) await strapi.db.query(BANK).update({ where: { id: bank.id }, data: { bank_statement: stored.id } });
      else await strapi.db.query(BANK).create({ data: { consultant: profile.id, bank_statement: stored.id } });
      await files().remove(bank?.bank_statement?.id);
    } else {
      await strapi.db.query(PROFILE).update({ where: { id: profile.id }, data: { [rule.column]: stored.id } });
      await files().remove((profile[rule.column] as PrivateFileRow | null | undefined)?.id);
    }
    return sectionAnswer(viewOf(stored)!, rule.sensitive && (await review().afterSensitiveEdit(profile.id, rule.verified ? [{ kind: rule.verified }] : [])));
  },

  /**
   * The public profile photo: JPG, PNG or WebP by content, cleaned as every upload is (bounded in pixels,
   * auto-rotated, metadata such as GPS position removed; lib/uploads), at most 1200 px, as JPEG, and
   * stored as public media through Strapi's upload plugin (which makes its own formats with sharp).
   * @throws ApiError 413 `ImageTooLarge` above 50 megapixels (checked from the header, before decoding);
   *   415 for an undecodable image
   */
  async uploadPhoto(userId: number, file: UploadedFiles, locale: Locale) {
    const upload = await checkedUpload(file, ACCEPTED.photo, locale, { image: { maxSide: 1200, jpeg: true, quality: 85 } });
    const profile = await ownProfile(userId, locale, { photo: true });
    const [media] = await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name: `${profile.slug}.jpg`, alternativeText: profile.display_name } },
        files: { filepath: upload.path, originalFilename: `${profile.slug}.jpg`, mimetype: upload.mime, size: upload.size },
      });
    await strapi.db.query(PROFILE).update({ where: { id: profile.id }, data: { photo: media.id } });
    if (profile.photo?.id)
      await strapi
        .plugin('upload')
        .service('upload')
        .remove(profile.photo)
        .catch((error: Error) => strapi.log.warn(error.message));
    return sectionAnswer(toMedia(media)!, false);
  },
});
