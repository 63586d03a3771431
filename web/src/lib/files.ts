/**
 * The files users send (docs/api-consultant.md "Files", docs/api-bookings.md client forms): the types each kind accepts (the
 * file inputs' `accept`; the API decides by the content anyway), a first check of the browser's idea of
 * the type, and the message to show for a failed upload (413 too large, 415 unsupported type, 400 no
 * file).
 *
 * @module lib/files
 */
import { ApiError } from './api-client';
import { errorMessage } from './form-rules';

/** What a file input accepts. */
export interface FileRule {
  /** MIME types accepted. */
  mimes: readonly string[];
  /** File name extensions (for the `accept` attribute and the message). */
  extensions: readonly string[];
  /** Names of the types, for messages (`PDF, JPG, PNG`). */
  label: string;
}

const PDF = { mimes: ['application/pdf'], extensions: ['.pdf'], label: 'PDF' };
const JPG = { mimes: ['image/jpeg'], extensions: ['.jpg', '.jpeg'], label: 'JPG' };
const PNG = { mimes: ['image/png'], extensions: ['.png'], label: 'PNG' };
const WEBP = { mimes: ['image/webp'], extensions: ['.webp'], label: 'WebP' };

function rule(...types: FileRule[]): FileRule {
  return {
    mimes: types.flatMap((t) => t.mimes),
    extensions: types.flatMap((t) => t.extensions),
    label: types.map((t) => t.label).join(', '),
  };
}

/** Accepted types per kind of upload. */
export const FILE_RULES = {
  /** ID document, criminal record, bank statement, certificate attachment. */
  document: rule(PDF, JPG, PNG),
  /** Degree attachment (spec §5: JPG or PNG). */
  degree: rule(JPG, PNG),
  /** Signed contract (spec §5: PDF). */
  contract: rule(PDF),
  /** Profile photo (public). */
  photo: rule(JPG, PNG, WEBP),
  /** A file sent in the consultation room's chat (private, docs/api-room.md). */
  chatAttachment: rule(PDF, JPG, PNG, WEBP),
} as const satisfies Record<string, FileRule>;

/** The `accept` attribute of a file input (`application/pdf,.pdf,…`). */
export function acceptOf(fileRule: FileRule): string {
  return [...fileRule.mimes, ...fileRule.extensions].join(',');
}

/**
 * Whether the browser's idea of a file's type is acceptable. A file the browser cannot type (empty
 * `type`) passes: the API checks the content.
 */
export function looksAccepted(file: Pick<File, 'type' | 'name'>, fileRule: FileRule): boolean {
  if (!file.type) return true;
  return fileRule.mimes.includes(file.type);
}

/** Units of {@link formatSize}, with their size in bytes (binary multiples, as file managers count). */
const SIZE_UNITS = [
  { unit: 'byte', bytes: 1 },
  { unit: 'kilobyte', bytes: 1024 },
  { unit: 'megabyte', bytes: 1024 ** 2 },
  { unit: 'gigabyte', bytes: 1024 ** 3 },
] as const;

/**
 * A file size as people read it in their language: `2,4 Mo`, `350 ko`, `12 octets` in French;
 * `2.4 MB`, `350 kB`, `12 bytes` in English (Intl unit formatting, so the units and the decimal
 * separator are the locale's). One decimal from the kilobyte up.
 *
 * @param bytes - size in bytes (non-negative).
 * @param locale - `fr`, `en` or any BCP 47 tag.
 */
export function formatSize(bytes: number, locale: string): string {
  const size = [...SIZE_UNITS].reverse().find((u) => bytes >= u.bytes) ?? SIZE_UNITS[0];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: size.unit,
    // "12 o" reads badly: bytes are spelled out ("12 octets"); the larger units are short ("2,4 Mo").
    unitDisplay: size.unit === 'byte' ? 'long' : 'short',
    maximumFractionDigits: size.unit === 'byte' ? 0 : 1,
  }).format(bytes / size.bytes);
}

/**
 * The message of a failed upload: the API's own (localized, it names the limit or the accepted types)
 * when it sent one, else a translated one for 413 and 415; the `file` field error of a 400.
 *
 * @param t - the translate function.
 * @param fileRule - the accepted types, named in the fallback 415 message.
 */
export function uploadErrorMessage(error: unknown, t: (key: string, values?: Record<string, unknown>) => string, fileRule?: FileRule): string {
  if (error instanceof ApiError) {
    if (error.status === 413) return error.fromServer ? error.message : t('forms.files.tooLarge');
    if (error.status === 415) return error.fromServer ? error.message : t('forms.files.unsupported', { types: fileRule?.label ?? '' });
    const fileError = error.fieldErrors.file;
    if (fileError && fileError.length > 0) return fileError.join(' ');
  }
  return errorMessage(error, t('forms.files.failed'));
}
