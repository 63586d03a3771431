/**
 * Degrees (education-detail) and certificates (certificate-detail) of a consultant (spec §3, §5;
 * issue 4 §1, §6; docs/api-consultant.md): records with a private attachment checked by content —
 * degrees JPG/PNG, certificates PDF/JPG/PNG. Both are sensitive: a change to an approved profile sends
 * it back to review. Another consultant's record answers 404.
 */
import { z, validate, requestBody } from '../../../lib/validation';
import { notFound } from '../../../lib/http-errors';
import { t, type Locale } from '../../../lib/messages';
import { ACCEPTED, checkedUpload } from '../../../lib/uploads';
import { CERTIFICATE, DEGREE, ownProfile, sectionAnswer } from '../../../lib/consultant-profile';
import { viewOf } from '../../private-file/services/private-files';

const year = () => z.coerce.number().int().min(1950).max(new Date().getUTCFullYear());
const text = (max: number) => z.string().trim().min(1).max(max);

/** The two record kinds: their table, fields, accepted attachment types and file kind. */
const KINDS = {
  degree: {
    uid: DEGREE,
    fileKind: 'degree',
    accepted: ACCEPTED.degree,
    schema: () => z.object({ degree_name: text(200), school_name: text(200), graduation_year: year() }).strict(),
    view: (row: any) => ({ id: row.documentId, degree_name: row.degree_name, school_name: row.school_name, graduation_year: row.graduation_year, attachment: viewOf(row.attachment) }),
  },
  certificate: {
    uid: CERTIFICATE,
    fileKind: 'certificate',
    accepted: ACCEPTED.document,
    schema: () =>
      z
        .object({
          name: text(200),
          year: year(),
          school: text(200),
          number: z
            .string()
            .trim()
            .max(80)
            .nullish()
            .transform((value) => value || null),
        })
        .strict(),
    view: (row: any) => ({ id: row.documentId, name: row.name, year: row.year, school: row.school, number: row.number ?? null, attachment: viewOf(row.attachment) }),
  },
} as const;

/** `degree` or `certificate`. */
export type CredentialKind = keyof typeof KINDS;

const review = () => strapi.service('api::consultant.review') as any;
const files = () => strapi.service('api::private-file.private-files') as any;

export default () => ({
  /** The consultant's records of `kind`, oldest first. */
  async list(kind: CredentialKind, userId: number, locale: Locale) {
    const profile = await ownProfile(userId, locale);
    return this.listOf(kind, profile.id);
  },

  /** Records of `kind` of the profile with row id `profileId`. */
  async listOf<K extends CredentialKind>(kind: K, profileId: number) {
    const rows = await strapi.db.query(KINDS[kind].uid as any).findMany({ where: { consultant: { id: profileId } }, populate: { attachment: true }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    const view = KINDS[kind].view as (row: unknown) => ReturnType<(typeof KINDS)[K]['view']>;
    return rows.map((row: any) => view(row));
  },

  /** One record of the consultant's own. @throws ApiError 404 for another's or an unknown id */
  async one(kind: CredentialKind, userId: number, documentId: string, locale: Locale) {
    const profile = await ownProfile(userId, locale);
    return KINDS[kind].view(await this.ownRow(kind, profile.id, documentId, locale));
  },

  async ownRow(kind: CredentialKind, profileId: number, documentId: string, locale: Locale) {
    const row = await strapi.db.query(KINDS[kind].uid as any).findOne({ where: { documentId: String(documentId), consultant: { id: profileId } }, populate: { attachment: true } });
    if (!row) throw notFound(t(locale, kind === 'degree' ? 'notFound.degree' : 'notFound.certificate'));
    return row;
  },

  /**
   * Create a record from a multipart body (fields + required `file`).
   * @throws ApiError 400 (fields, missing file), 413, 415
   */
  async create(kind: CredentialKind, ctx: any, userId: number, locale: Locale) {
    const spec = KINDS[kind];
    const input = validate(spec.schema(), requestBody(ctx), locale);
    const upload = (await checkedUpload(ctx, spec.accepted, locale))!;
    const profile = await ownProfile(userId, locale);
    const stored = await files().store(upload, spec.fileKind, userId);
    const row = await strapi.db.query(spec.uid as any).create({ data: { ...input, consultant: profile.id, attachment: stored.id }, populate: { attachment: true } });
    return sectionAnswer(spec.view(row), await review().afterSensitiveEdit(profile.id));
  },

  /**
   * Update a record (all fields for PUT, some for PATCH); a `file` replaces the attachment.
   * @throws ApiError 404 another's record; 400; 413; 415
   */
  async update(kind: CredentialKind, ctx: any, userId: number, documentId: string, locale: Locale, partial: boolean) {
    const spec = KINDS[kind];
    const schema: z.ZodObject<any> = spec.schema();
    const input = validate(partial ? schema.partial() : schema, requestBody(ctx), locale);
    const profile = await ownProfile(userId, locale);
    const row = await this.ownRow(kind, profile.id, documentId, locale);
    const upload = await checkedUpload(ctx, spec.accepted, locale, false);
    const stored = upload ? await files().store(upload, spec.fileKind, userId) : null;
    const updated = await strapi.db.query(spec.uid as any).update({ where: { id: row.id }, data: { ...input, ...(stored ? { attachment: stored.id } : {}) }, populate: { attachment: true } });
    if (stored) await files().remove(row.attachment?.id);
    return sectionAnswer(spec.view(updated), await review().afterSensitiveEdit(profile.id));
  },

  /** Delete a record and its attachment. @throws ApiError 404 another's record */
  async remove(kind: CredentialKind, userId: number, documentId: string, locale: Locale) {
    const profile = await ownProfile(userId, locale);
    const row = await this.ownRow(kind, profile.id, documentId, locale);
    await strapi.db.query(KINDS[kind].uid as any).delete({ where: { id: row.id } });
    await files().remove(row.attachment?.id);
    await review().afterSensitiveEdit(profile.id);
  },
});
