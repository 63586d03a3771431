/**
 * Private file storage (DESIGN §3 "sensitive files are private"; docs/api-consultant.md "Files"): ID documents,
 * criminal records, contracts, bank statements, degrees, certificates, signed consent forms and
 * health-assessment documents are written outside `public/` — in `PRIVATE_FILES_DIR` (default
 * `cms/private-uploads`), or in the private bucket `S3_PRIVATE_BUCKET` of the object store
 * (lib/private-storage.ts) — under a random key, described by a `private-file` row, and read back only
 * through {@link PrivateFiles.open} (`GET /api/files/:id`, the app streaming the content itself: no link
 * to the store is ever handed out), which checks who asks and writes an audit-log row for every read. A client's consent-form and
 * health-assessment files are also served to a consultant with a confirmed booking with that client;
 * a file sent in the chat of a consultation room (`chat-attachment`) to both parties of that booking
 * (docs/api-room.md).
 */
import { createHash, randomUUID } from 'crypto';
import { createReadStream } from 'fs';
import type { Readable } from 'stream';
import type { CheckedUpload } from '../../../lib/uploads';
import { privateDirectory, privateStorage } from '../../../lib/private-storage';
import { notFound } from '../../../lib/http-errors';
import { t, type Locale } from '../../../lib/messages';
import { services } from '../../../lib/services';
import type { DocumentOf } from '../../../lib/content-types';
import type { z } from 'zod';
import type { PrivateFileKind as PrivateFileKindSchema } from '../../../contracts/common';
import type { Data } from '@strapi/strapi';
import { clock } from '../../../contracts/clock';

type ID = Data.ID;

const FILE = 'api::private-file.private-file' as const;
const AUDIT = 'api::audit-log.audit-log';

/** Kinds of private files (the `kind` enumeration of the content type). */
export type PrivateFileKind = z.infer<typeof PrivateFileKindSchema>;

/** Kinds of a client's form files, readable by the consultants booked with that client (docs/api-bookings.md). */
const CLIENT_FORM_KINDS: readonly string[] = ['consent-form', 'health-assessment'];

/** What the API shows of a private file (docs/api-consultant.md `PrivateFile`); `size` in bytes. */
export interface PrivateFileView {
  id: string;
  kind: PrivateFileKind;
  name: string;
  mime: string;
  size: number;
  created_at: string;
  url: string;
}

/** Directory holding the private files on local disk (never under `public/`; unused with `S3_PRIVATE_BUCKET`). */
export { privateDirectory };

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** A `private-file` row (`owner` when populated). */
export interface PrivateFileRow {
  id: number;
  documentId: string;
  kind: PrivateFileKind;
  name: string;
  mime: string;
  /** bytes */
  size: number;
  /** key of the content in the private storage (lib/private-storage.ts): a path under the directory or an object key */
  storage_key: string;
  createdAt: string | Date;
  owner?: { id: number } | null;
}

/** A private file ready to be sent: its content and how to describe it. */
export interface FileDownload {
  /** the content, from the local directory or the private bucket */
  stream: Readable;
  mime: string;
  /** bytes */
  size: number;
  /** the name it was uploaded with */
  name: string;
}

/**
 * The API view of a `private-file` row (or `null`): a row of {@link PrivateFileRow}, or a populated
 * relation typed by Strapi's generated schema (attributes optional there, always present in a stored row).
 */
export function viewOf(row: PrivateFileRow | DocumentOf<typeof FILE> | null | undefined): PrivateFileView | null {
  if (!row) return null;
  return {
    id: row.documentId,
    kind: row.kind as PrivateFileKind,
    name: row.name ?? '',
    mime: row.mime ?? '',
    size: row.size ?? 0,
    created_at: new Date(row.createdAt as string | Date).toISOString(),
    url: `/api/files/${row.documentId}`,
  };
}

/** Who asks for a file: the signed-in user (any role) or nobody. */
export interface FileReader {
  user: { id: number } | null;
  role: string | null;
  ip: string;
  userAgent: string;
}

const privateFiles = () => ({
  /**
   * Store a checked upload as a private file of `ownerUserId`.
   * @returns the new row (with `id` and `documentId`)
   */
  async store(upload: CheckedUpload, kind: PrivateFileKind, ownerUserId: number): Promise<PrivateFileRow> {
    const now = clock.now();
    const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${upload.ext}`;
    const sha256 = await sha256Of(upload.path);
    const storage = privateStorage();
    await storage.put(key, upload.path, { size: upload.size, mime: upload.mime });
    try {
      return await strapi.db.query(FILE).create({
        data: { kind, name: upload.name, mime: upload.mime, ext: upload.ext, size: upload.size, sha256, storage_key: key, owner: ownerUserId },
      });
    } catch (error) {
      await storage.remove(key).catch(() => undefined);
      throw error;
    }
  },

  /** Delete a private file (row and content: the file on disk or the object in the private bucket); unknown ids are ignored. */
  async remove(fileId: ID | null | undefined): Promise<void> {
    if (!fileId) return;
    const row: PrivateFileRow | null = await strapi.db.query(FILE).findOne({ where: { id: fileId } });
    if (!row) return;
    await strapi.db.query(FILE).delete({ where: { id: fileId } });
    // The row is gone, so nobody can read the content any more; a store that fails to delete it leaves
    // an unreachable object, logged with its key for clean-up.
    await privateStorage()
      .remove(row.storage_key)
      .catch((error: Error) => strapi.log.warn(`private file content ${row.storage_key} not deleted: ${error.message}`));
  },

  /**
   * Write the audit-log row of a read of sensitive data (docs/api-consultant.md "Files", docs/api-bookings.md).
   * @param entry.action - `file.read`, `consent-form.read`, `health-assessment.read`
   * @param entry.file - the private-file row read or shown (with `id`, `documentId`, `kind`), if any
   * @param entry.kind - what was read when no file is (e.g. `consent-form`)
   * @param entry.subjectUserId - user id of the person the data is about
   * @param entry.bookingDocumentId - the booking the data belongs to (a consultation chat, its files), if any
   */
  async audit(entry: {
    action: string;
    reader: FileReader;
    file?: { id: ID; documentId: string; kind?: string | null } | null;
    kind?: string;
    subjectUserId: ID | null;
    bookingDocumentId?: string | null;
  }): Promise<void> {
    await strapi.db.query(AUDIT).create({
      data: {
        action: entry.action,
        actor: entry.reader.user?.id ?? null,
        actor_role: entry.reader.role,
        file: entry.file?.id ?? null,
        file_document_id: entry.file?.documentId ?? null,
        file_kind: entry.file?.kind ?? entry.kind ?? null,
        subject: entry.subjectUserId,
        booking_document_id: entry.bookingDocumentId ?? null,
        ip: entry.reader.ip.slice(0, 64),
        user_agent: entry.reader.userAgent.slice(0, 300),
      },
    });
  },

  /**
   * Open a private file for `GET /api/files/:id`: for its owner, an admin, (for a client's consent
   * form and health-assessment files) a consultant with a confirmed booking with that client, or (for a
   * file sent in a consultation chat) the other party of that booking on its own surface. Writes the
   * audit-log row of the read (with the booking of a chat file).
   * @param documentId - the file's id as the API shows it
   * @returns its content stream, media type, size in bytes and name, for the controller to send
   * @throws ApiError 404 for anyone else (anonymous, other users, unknown or guessed ids)
   */
  async open(documentId: string, reader: FileReader, locale: Locale): Promise<FileDownload> {
    const missing = () => notFound(t(locale, 'notFound.file'));
    if (!reader.user || !/^[a-z0-9]{10,40}$/.test(documentId)) throw missing();
    const row: PrivateFileRow | null = await strapi.db.query(FILE).findOne({ where: { documentId }, populate: { owner: { select: ['id'] } } });
    const ownerId = row?.owner?.id ?? null;
    const chat = row?.kind === 'chat-attachment' ? await services.roomChat().bookingOfAttachment(row.id) : null;
    const party = chat && ((reader.role === 'client' && chat.clientUserId === reader.user.id) || (reader.role === 'consultant' && chat.consultantUserId === reader.user.id));
    const allowed =
      row &&
      (reader.role === 'admin' ||
        ownerId === reader.user.id ||
        party ||
        (reader.role === 'consultant' && CLIENT_FORM_KINDS.includes(row.kind) && ownerId !== null && (await services.clientForms().consultantHasBooking(reader.user.id, ownerId))));
    if (!row || !allowed) throw missing();
    const content = await privateStorage().open(row.storage_key);
    if (!content) throw missing();
    try {
      await this.audit({ action: 'file.read', reader, file: row, subjectUserId: ownerId, bookingDocumentId: chat?.bookingDocumentId ?? null });
    } catch (error) {
      content.stream.destroy();
      throw error;
    }
    return { stream: content.stream, mime: row.mime, size: content.size, name: row.name };
  },
});

export type PrivateFiles = ReturnType<typeof privateFiles>;
export default privateFiles;
