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

/** Human-readable size (`2.4 MB`) in the locale. */
export function formatSize(bytes: number, locale: string): string {
  const units = ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
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
