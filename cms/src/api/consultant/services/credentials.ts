/**
 * Degrees (education-detail) and certificates (certificate-detail) of a consultant (spec §3, §5;
 * docs/api-consultant.md): records with a private attachment checked by content — degrees JPG/PNG,
 * certificates PDF/JPG/PNG. Both are sensitive: a change to an approved profile sends it back to
 * review; editing or removing a record withdraws its verification badge, a new record has none
 * (docs/api-consultant.md "Verification badges"). Another consultant's record answers 404. The fields are parsed by the controller with
 * `DegreeFields` / `CertificateFields` (contracts/consultant-profile.ts).
 */
import type { z } from 'zod';
import { notFound } from '../../../lib/http-errors';
import { t, type Locale } from '../../../lib/messages';
import { ACCEPTED, checkedUpload, optionalUpload, type UploadedFiles } from '../../../lib/uploads';
import type { CertificateFields, DegreeFields } from '../../../contracts/consultant-profile';
import { CERTIFICATE, DEGREE, ownProfile, sectionAnswer } from '../../../lib/consultant-profile';
import { services } from '../../../lib/services';
import { viewOf, type PrivateFileRow } from '../../private-file/services/private-files';

/** A degree or certificate row, populated with its attachment. */
interface CredentialRow {
  id: number;
  documentId: string;
  attachment?: PrivateFileRow | null;
  [field: string]: unknown;
}

const text = (value: unknown) => String(value ?? '');

/** The two record kinds: their table, accepted attachment types, file kind and API view. */
const KINDS = {
  degree: {
    uid: DEGREE,
    fileKind: 'degree',
    accepted: ACCEPTED.degree,
    view: (row: CredentialRow) => ({
      id: row.documentId,
      degree_name: text(row.degree_name),
      school_name: text(row.school_name),
      graduation_year: Number(row.graduation_year),
      attachment: viewOf(row.attachment),
    }),
  },
  certificate: {
    uid: CERTIFICATE,
    fileKind: 'certificate',
    accepted: ACCEPTED.document,
    view: (row: CredentialRow) => ({
      id: row.documentId,
      name: text(row.name),
      year: Number(row.year),
      school: text(row.school),
      number: typeof row.number === 'string' ? row.number : null,
      attachment: viewOf(row.attachment),
    }),
  },
} as const;

/** `degree` or `certificate`. */
export type CredentialKind = keyof typeof KINDS;
/** The API view of a record of kind `K`. */
export type CredentialView<K extends CredentialKind> = ReturnType<(typeof KINDS)[K]['view']>;
/** The fields of a record of kind `K`, as parsed by its contract. */
export type CredentialInput<K extends CredentialKind> = K extends 'degree' ? z.output<typeof DegreeFields> : z.output<typeof CertificateFields>;

const review = () => services.review();
const files = () => services.privateFiles();
const viewAs = <K extends CredentialKind>(kind: K, row: CredentialRow) => KINDS[kind].view(row) as CredentialView<K>;

export default () => ({
  /** The consultant's records of `kind`, oldest first. */
  async list<K extends CredentialKind>(kind: K, userId: number, locale: Locale): Promise<CredentialView<K>[]> {
    const profile = await ownProfile(userId, locale);
    return this.listOf(kind, profile.id);
  },

  /** Records of `kind` of the profile with row id `profileId`, oldest first. */
  async listOf<K extends CredentialKind>(kind: K, profileId: number): Promise<CredentialView<K>[]> {
    const rows: CredentialRow[] = await strapi.db
      .query(KINDS[kind].uid)
      .findMany({ where: { consultant: { id: profileId } }, populate: { attachment: true }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    return rows.map((row) => viewAs(kind, row));
  },

  /** One record of the consultant's own. @throws ApiError 404 for another's or an unknown id */
  async one<K extends CredentialKind>(kind: K, userId: number, documentId: string, locale: Locale): Promise<CredentialView<K>> {
    const profile = await ownProfile(userId, locale);
    return viewAs(kind, await this.ownRow(kind, profile.id, documentId, locale));
  },

  /** The row `documentId` of kind `kind` of the profile `profileId`. @throws ApiError 404 otherwise */
  async ownRow(kind: CredentialKind, profileId: number, documentId: string, locale: Locale): Promise<CredentialRow> {
    const row: CredentialRow | null = await strapi.db.query(KINDS[kind].uid).findOne({ where: { documentId, consultant: { id: profileId } }, populate: { attachment: true } });
    if (!row) throw notFound(t(locale, kind === 'degree' ? 'notFound.degree' : 'notFound.certificate'));
    return row;
  },

  /**
   * Create a record with its attachment.
   * @param file - the uploaded `file` part (required)
   * @returns `{ data, meta? }` (`meta.review_required` when an approved profile went back to review)
   * @throws ApiError 400 (missing file), 413, 415
   */
  async create<K extends CredentialKind>(kind: K, userId: number, input: CredentialInput<K>, file: UploadedFiles, locale: Locale) {
    const spec = KINDS[kind];
    const upload = await checkedUpload(file, spec.accepted, locale);
    const profile = await ownProfile(userId, locale);
    const stored = await files().store(upload, spec.fileKind, userId);
    const row: CredentialRow = await strapi.db.query(spec.uid).create({ data: { ...input, consultant: profile.id, attachment: stored.id }, populate: { attachment: true } });
    return sectionAnswer(viewAs(kind, row), await review().afterSensitiveEdit(profile.id, []));
  },

  /**
   * Update a record's fields (all of them for PUT, some for PATCH); a `file` replaces the attachment.
   * @throws ApiError 404 another's record; 413; 415
   */
  async update<K extends CredentialKind>(kind: K, userId: number, documentId: string, input: Partial<CredentialInput<K>>, file: UploadedFiles, locale: Locale) {
    const spec = KINDS[kind];
    const profile = await ownProfile(userId, locale);
    const row = await this.ownRow(kind, profile.id, documentId, locale);
    const upload = await optionalUpload(file, spec.accepted, locale);
    const stored = upload ? await files().store(upload, spec.fileKind, userId) : null;
    const updated: CredentialRow = await strapi.db.query(spec.uid).update({ where: { id: row.id }, data: { ...input, ...(stored ? { attachment: stored.id } : {}) }, populate: { attachment: true } });
    if (stored) await files().remove(row.attachment?.id);
    return sectionAnswer(viewAs(kind, updated), await review().afterSensitiveEdit(profile.id, [{ kind, item: row.documentId, reason: 'edited' }]));
  },

  /** Delete a record and its attachment. @throws ApiError 404 another's record */
  async remove(kind: CredentialKind, userId: number, documentId: string, locale: Locale): Promise<void> {
    const profile = await ownProfile(userId, locale);
    const row = await this.ownRow(kind, profile.id, documentId, locale);
    await strapi.db.query(KINDS[kind].uid).delete({ where: { id: row.id } });
    await files().remove(row.attachment?.id);
    await review().afterSensitiveEdit(profile.id, [{ kind, item: row.documentId, reason: 'removed' }]);
  },
});
