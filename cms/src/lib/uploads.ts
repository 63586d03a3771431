/**
 * Checked file uploads (spec §5; DESIGN §3 "file type is checked by content"): the file of a
 * `multipart/form-data` request's `file` field, with its type decided by its magic bytes (file-type),
 * never by its name or the MIME type the browser sent, and its size bounded.
 *
 * The request body is parsed by `strapi::body` (formidable), which writes the file to a temporary path
 * and refuses files above {@link maxUploadBytes} (answered 413 by the role-surface middleware); the
 * role-surface middleware deletes temporary files once the request is answered.
 *
 * Every image (JPG, PNG, WebP), public or private, is cleaned here before anything stores it (DESIGN §8
 * "images are stored without metadata and within a pixel bound on every route"): its pixel count is
 * bounded by {@link MAX_IMAGE_PIXELS} before it is decoded, it is turned upright (EXIF orientation),
 * and it is re-encoded without any metadata (EXIF with its GPS position and camera, XMP, IPTC, ICC,
 * comments) or trailing bytes. PDFs are stored as sent.
 */
import { rename, rm, stat } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { ApiError, badRequest } from './http-errors';
import type { ApiContext, UploadedFile } from './http';
import { t, type Locale } from './messages';
import { withoutControlCharacters } from './validation';
import { UPLOAD_TYPES } from '../contracts/files';

/** Types an upload may have, by content (contracts/files {@link UPLOAD_TYPES}). */
export type AcceptedType = keyof typeof UPLOAD_TYPES;

/** The accepted types of each kind of upload (spec §5). */
export const ACCEPTED = {
  /** ID, criminal record, bank statement, certificates: PDF, JPG or PNG. */
  document: ['pdf', 'jpg', 'png'],
  /** Degrees (spec §5): JPG or PNG. */
  degree: ['jpg', 'png'],
  /** Signed contract (spec §5): PDF. */
  contract: ['pdf'],
  /** Public profile photo: JPG, PNG or WebP. */
  photo: ['jpg', 'png', 'webp'],
  /** A file sent in the chat of a consultation room (docs/api-room.md): PDF, JPG, PNG or WebP. */
  chat: ['pdf', 'jpg', 'png', 'webp'],
} as const satisfies Record<string, readonly AcceptedType[]>;

/** Largest accepted upload in bytes: `UPLOAD_MAX_FILE_SIZE_MB` (default 10) × 1 MiB. */
export function maxUploadBytes(): number {
  const mb = Number(process.env.UPLOAD_MAX_FILE_SIZE_MB);
  return Math.round((Number.isFinite(mb) && mb > 0 ? mb : 10) * 1024 * 1024);
}

/** The 413 answer for a file above the limit, in the caller's language. */
export function fileTooLarge(locale: Locale): ApiError {
  return new ApiError(413, 'PayloadTooLarge', t(locale, 'upload.tooLarge', { max: formatMegabytes(maxUploadBytes()) }));
}

function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? String(mb) : mb.toFixed(1);
}

/** An upload whose type was read from its content. */
export interface CheckedUpload {
  /** Temporary path written by formidable (deleted after the request). */
  path: string;
  /** Original file name as sent (display only; never used to decide anything), at most 255 chars. */
  name: string;
  /** Size in bytes. */
  size: number;
  /** Type found in the content. */
  ext: AcceptedType;
  /** MIME type matching `ext` (not the one the browser sent). */
  mime: string;
}

/** How an image upload is re-encoded (see {@link checkedUpload}); by default at its own size and in its own type. */
export interface ImageOutput {
  /** Longest side in pixels: a larger image is scaled down to fit inside it (never enlarged). */
  maxSide?: number;
  /** Encode as JPEG whatever the upload's type (a photo, where transparency does not matter). */
  jpeg?: boolean;
  /** JPEG and WebP quality, 1–100 (default 90: scanned documents stay legible). */
  quality?: number;
}

/** Options of {@link checkedUpload} and {@link optionalUpload}. */
export interface UploadOptions {
  /** The multipart field the file came in, named by the 400's field errors (default `file`). */
  field?: string;
  /** How an image is re-encoded (default: own size and type). */
  image?: ImageOutput;
}

/** What a multipart field holds after `strapi::body`: one file, several, or none. */
export type UploadedFiles = UploadedFile | UploadedFile[] | undefined;

/**
 * The raw file(s) of a multipart request's field `field` (formidable), or `undefined`.
 * @param ctx - Koa context after `strapi::body`
 * @param field - the multipart field name
 */
export function uploadedFile(ctx: ApiContext, field = 'file'): UploadedFiles {
  return ctx.request.files?.[field] ?? undefined;
}

/**
 * The checked upload of a multipart field (see {@link uploadedFile}), ready to store: a PDF as sent, an
 * image cleaned (see the module: bounded in pixels, turned upright, re-encoded without metadata; the
 * temporary file then holds the cleaned image, and `size`, `ext`, `mime` describe it).
 *
 * @param file - the field's raw file(s)
 * @param accepted - types accepted for this upload (one of {@link ACCEPTED})
 * @param locale - language of the error messages
 * @param options - the field's name for errors (default `file`) and how an image is re-encoded
 * @returns the upload (its type read from its content)
 * @throws ApiError 400 (`fieldErrors.<field>`) without a file or with several; 413 above the size limit
 *   (`PayloadTooLarge`, bytes) or an image above {@link MAX_IMAGE_PIXELS} (`ImageTooLarge`);
 *   415 `UnsupportedFileType` when the content is not one of `accepted` (SVG, HTML, executables,
 *   a PDF named `.png`…), 415 `UnreadableImage` for an image that cannot be decoded
 */
export async function checkedUpload(file: UploadedFiles, accepted: readonly AcceptedType[], locale: Locale, options: UploadOptions = {}): Promise<CheckedUpload> {
  const field = options.field ?? 'file';
  if (!file) throw badRequest(t(locale, 'validation.failed'), { fieldErrors: { [field]: [t(locale, 'upload.required')] } });
  return checkFile(file, accepted, locale, field, options.image ?? {});
}

/**
 * Like {@link checkedUpload} for an optional file: `null` when none was sent.
 * @throws ApiError as {@link checkedUpload} for a file that was sent
 */
export async function optionalUpload(file: UploadedFiles, accepted: readonly AcceptedType[], locale: Locale, options: UploadOptions = {}): Promise<CheckedUpload | null> {
  return file ? checkFile(file, accepted, locale, options.field ?? 'file', options.image ?? {}) : null;
}

async function checkFile(file: UploadedFile | UploadedFile[], accepted: readonly AcceptedType[], locale: Locale, field: string, image: ImageOutput): Promise<CheckedUpload> {
  if (Array.isArray(file)) throw badRequest(t(locale, 'validation.failed'), { fieldErrors: { [field]: [t(locale, 'upload.single')] } });
  if (file.size > maxUploadBytes()) throw fileTooLarge(locale);
  const detected = file.size > 0 ? await fileTypeFromFile(file.filepath) : undefined;
  const ext = detected?.ext as AcceptedType | undefined;
  if (!ext || !accepted.includes(ext)) {
    throw new ApiError(415, 'UnsupportedFileType', t(locale, 'upload.type', { types: accepted.map((type) => type.toUpperCase()).join(', ') }), {
      accepted: [...accepted],
    });
  }
  const upload: CheckedUpload = { path: file.filepath, name: safeFileName(file.originalFilename, ext), size: file.size, ext, mime: UPLOAD_TYPES[ext] };
  return ext === 'pdf' ? upload : cleanImage(upload, image, locale);
}

/**
 * Re-encode an image upload in place (its temporary file): pixel count checked first
 * ({@link boundedImage}), EXIF orientation applied, scaled to `output.maxSide` when given, written
 * without metadata (sharp keeps none unless asked) in its own type or as JPEG.
 * @param upload - a JPG, PNG or WebP upload whose type was read from its content
 * @param output - how to re-encode it
 * @param locale - language of the error messages
 * @returns the same upload describing the cleaned file (`size` in bytes, `ext` and `mime` of the output)
 * @throws ApiError 413 `ImageTooLarge` above {@link MAX_IMAGE_PIXELS}; 415 `UnreadableImage` when it cannot be decoded
 */
async function cleanImage(upload: CheckedUpload, output: ImageOutput, locale: Locale): Promise<CheckedUpload> {
  const ext: AcceptedType = output.jpeg ? 'jpg' : upload.ext;
  const quality = output.quality ?? 90;
  let image = (await boundedImage(upload, locale)).rotate();
  if (output.maxSide) image = image.resize(output.maxSide, output.maxSide, { fit: 'inside', withoutEnlargement: true });
  if (ext === 'jpg') image = image.jpeg({ quality, mozjpeg: true });
  else if (ext === 'webp') image = image.webp({ quality });
  else image = image.png();
  // Written beside the temporary upload (same folder, same file system), then moved over it: the
  // request's temporary files are deleted once it is answered, so nothing else needs cleaning up.
  const cleaned = `${upload.path}.clean`;
  try {
    await image.toFile(cleaned).catch((error: Error) => {
      strapi.log.warn(`image not decodable: ${error.message}`);
      throw unreadableImage(locale);
    });
    await rename(cleaned, upload.path);
  } catch (error) {
    await rm(cleaned, { force: true }).catch(() => undefined);
    throw error;
  }
  return { ...upload, size: (await stat(upload.path)).size, ext, mime: UPLOAD_TYPES[ext] };
}

/**
 * A file name fit to store and show: control characters, bidirectional overrides and isolates and the
 * byte-order mark removed (`\u202Egnp.exe` would display as `exe.png`), slashes and backslashes replaced
 * by `_`, at most 255 characters; `file.<ext>` when nothing is left.
 * @param sent - the name the browser sent (display only)
 * @param ext - the type found in the content
 */
export function safeFileName(sent: unknown, ext: AcceptedType): string {
  const name = withoutControlCharacters(String(sent ?? ''))
    .replace(/[/\\]/g, '_')
    .trim()
    .slice(-255);
  return name || `file.${ext}`;
}

/** Largest image accepted for processing, in pixels (width × height): 50 megapixels. */
export const MAX_IMAGE_PIXELS = 50_000_000;

/**
 * Check that an uploaded image can be decoded safely before it is processed with sharp: its header is
 * read (not its pixels), its declared size is bounded by {@link MAX_IMAGE_PIXELS}, and the decoder is
 * given the same bound (`limitInputPixels`), so a small file declaring 20000 × 20000 pixels (a
 * decompression bomb) is refused instead of exhausting memory.
 * @param upload - an image upload (JPG, PNG or WebP by content)
 * @param locale - language of the error messages
 * @returns a sharp pipeline on the image, bounded by {@link MAX_IMAGE_PIXELS}
 * @throws ApiError 413 `ImageTooLarge` above the bound; 415 `UnreadableImage` when the header cannot be read
 */
async function boundedImage(upload: CheckedUpload, locale: Locale): Promise<Sharp> {
  let width = 0;
  let height = 0;
  try {
    ({ width = 0, height = 0 } = await sharp(upload.path, { limitInputPixels: false }).metadata());
  } catch {
    throw unreadableImage(locale);
  }
  if (!width || !height) throw unreadableImage(locale);
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new ApiError(413, 'ImageTooLarge', t(locale, 'upload.imageTooLarge', { max: MAX_IMAGE_PIXELS / 1_000_000 }), { max_pixels: MAX_IMAGE_PIXELS });
  }
  return sharp(upload.path, { limitInputPixels: MAX_IMAGE_PIXELS });
}

/** The 415 answer for an image whose content cannot be decoded (truncated, corrupt), in the caller's language. */
export function unreadableImage(locale: Locale): ApiError {
  return new ApiError(415, 'UnreadableImage', t(locale, 'upload.unreadableImage'));
}
