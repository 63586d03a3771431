/**
 * The CSV export of every back-office list (the list's Export button): what a spreadsheet opened by the
 * admin shows as the admin reads the back office.
 *
 * - Columns are named in the admin's language (the resource's field labels); a localized field
 *   (`{ fr, en }`) gives one column per content locale, `Nom (fr)`, `Nom (en)`.
 * - UTC instants are written as local date and time in the admin's zone, with the zone's name.
 * - Amounts in minor units (`*_minor`, DESIGN §6) are written in units of their currency (`12,50`).
 * - Statuses are written in words (`resources.<resource>.statuses.<value>`; the English side's translation
 *   status as `app.translation.statuses.<value>`), booleans as Yes / No.
 * - Secrets (passwords, tokens, hashes, keys) are never written.
 * - French files start with a UTF-8 byte-order mark and separate cells with `;` (what a spreadsheet set
 *   to French reads as columns, its decimal separator being the comma); English files use `,`.
 *
 * @module common/export/csvExport
 */
import { currencyDigits, toMajor } from '../money';

/** react-admin's translate function. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** How records become a file: the admin's language and zone, and the resource they belong to. */
export interface CsvExportOptions {
  /** the list's resource, e.g. `bookings` (names its field labels and statuses) */
  resource: string;
  /** the interface language, `fr` or `en` */
  locale: string;
  /** the admin's IANA time zone, e.g. `Europe/Paris` */
  timeZone: string;
  translate: Translate;
}

/** The UTF-8 byte-order mark: spreadsheets read the file as UTF-8 (accents) rather than a legacy code page. */
export const BOM = '\uFEFF';

/** Field names that hold secrets, never exported (passwords, tokens, hashes, keys, one-time codes). */
const SECRET = /(password|token|hash|secret|salt|otp|jwt|api_?key|private_?key)/i;

/** A UTC instant as the API writes it (`2026-03-12T08:30:00.000Z`). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** The content locales of a localized field. */
const CONTENT_LOCALES = ['fr', 'en'] as const;

/** The cell separator of a file in `locale`: `;` in French, `,` otherwise. */
export function csvSeparator(locale: string): ';' | ',' {
  return locale.startsWith('fr') ? ';' : ',';
}

/** Whether a field of that name is a secret and stays out of exports. */
export function isSecretField(name: string): boolean {
  return SECRET.test(name);
}

/** One cell as RFC 4180 writes it: quoted when it holds the separator, a quote or a line break. */
function quote(value: string, separator: string): string {
  return value.includes(separator) || /["\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** `first_name` → `First name`: a header for a field the translation files do not name. */
function humanize(name: string): string {
  const words = name.replace(/[_.-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function isLocalized(value: unknown): value is Partial<Record<(typeof CONTENT_LOCALES)[number], unknown>> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => (CONTENT_LOCALES as readonly string[]).includes(key));
}

/** A column of the file: its header and how each record gives its cell. */
interface Column {
  header: string;
  cell: (record: Record<string, unknown>) => string;
}

/**
 * The file's columns from the records' fields, in the order the first record has them (fields only
 * later records have come after), secrets left out.
 */
function columnsOf(records: readonly Record<string, unknown>[], options: CsvExportOptions): Column[] {
  const { resource, locale, timeZone, translate } = options;
  // a localized record's translation status (`common/translation`) is named the same on every list
  const label = (field: string) => (field === 'translation' ? translate('app.translation.filter') : translate(`resources.${resource}.fields.${field}`, { _: humanize(field) }));
  const translated = (key: string) => {
    const text = translate(key, { _: '' });
    return text && text !== key ? text : undefined;
  };
  const instant = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });
  const number = (digits: number) => new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false });
  const yes = translate('ra.boolean.true', { _: 'Yes' });
  const no = translate('ra.boolean.false', { _: 'No' });

  const text = (field: string, value: unknown): string => {
    if (value === null || value === undefined) return '';
    if (typeof value === 'boolean') return value ? yes : no;
    if (typeof value === 'number') return number(Number.isInteger(value) ? 0 : 2).format(value);
    if (typeof value === 'string') {
      if (INSTANT.test(value)) {
        const date = new Date(value);
        return Number.isNaN(date.getTime()) ? value : instant.format(date);
      }
      if (field === 'translation') return translated(`app.translation.statuses.${value}`) ?? value;
      if (field === 'status' || field.endsWith('_status')) {
        return translated(`resources.${resource}.${field}es.${value}`) ?? translated(`resources.${resource}.statuses.${value}`) ?? value;
      }
      return value;
    }
    if (Array.isArray(value))
      return value.map((item) => (item && typeof item === 'object' ? text(field, (item as { name?: unknown }).name ?? (item as { id?: unknown }).id) : text(field, item))).join(', ');
    if (typeof value === 'object') {
      const object = value as Record<string, unknown>;
      if (isLocalized(object)) return text(field, object[locale as 'fr' | 'en'] ?? object.fr ?? object.en);
      if ('url' in object) return text(field, object.url);
      if ('name' in object) return text(field, object.name);
    }
    return JSON.stringify(value);
  };

  const fields: string[] = [];
  for (const record of records) for (const field of Object.keys(record)) if (!fields.includes(field) && !isSecretField(field)) fields.push(field);

  return fields.flatMap((field): Column[] => {
    const sample = records.map((record) => record[field]).find((value) => value !== null && value !== undefined);
    if (isLocalized(sample)) {
      return CONTENT_LOCALES.map((contentLocale) => ({
        header: `${label(field)} (${contentLocale})`,
        cell: (record) => {
          const value = record[field];
          return isLocalized(value) ? text(field, value[contentLocale]) : '';
        },
      }));
    }
    if (field.endsWith('_minor')) {
      const base = field.slice(0, -'_minor'.length);
      const currencyField = `${base}_currency`;
      const header = translated(`resources.${resource}.fields.${base}`) ?? label(field);
      return [
        {
          header,
          cell: (record) => {
            const currency = (record[currencyField] ?? record.currency) as string | null | undefined;
            const major = toMajor(record[field] as number | null | undefined, currency);
            return major === null ? '' : number(currencyDigits(currency)).format(major);
          },
        },
      ];
    }
    return [{ header: label(field), cell: (record) => text(field, record[field]) }];
  });
}

/**
 * The CSV file of `records` as the admin reads them (see the module's description): the byte-order
 * mark, a header line, one line per record, lines ended by CRLF.
 *
 * @param records - the list's records as the admin API gives them
 * @returns the file's text, ready for react-admin's `downloadCSV`
 */
export function recordsToCsv(records: readonly Record<string, unknown>[], options: CsvExportOptions): string {
  const separator = csvSeparator(options.locale);
  const columns = columnsOf(records, options);
  const line = (cells: string[]) => cells.map((cell) => quote(cell, separator)).join(separator);
  return BOM + [line(columns.map((column) => column.header)), ...records.map((record) => line(columns.map((column) => column.cell(record))))].join('\r\n') + '\r\n';
}
