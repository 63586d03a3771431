/**
 * Schemas shared by every area of the API (DESIGN §2): the one error shape, the list envelope and its
 * pagination, media and private-file objects, ids, and the field rules that more than one form uses
 * (e-mail, password). Pure zod: the front ends import these too.
 *
 * @module contracts/common
 */
import { z } from 'zod';
import type { ResponseContract } from './route';

/**
 * A zod custom-check parameter naming the message to show when the check fails, e.g.
 * `.refine(isPhone, checkMessage('validation.phone'))`. The server translates the key with its
 * catalogue (`lib/messages`), the front ends with their translation files (same keys).
 */
export const checkMessage = (key: `validation.${string}`) => ({ params: { key } });

/** A message to show for a failed check: catalogue key and its values. */
export interface IssueMessage {
  key: `validation.${string}`;
  values?: Record<string, number | string>;
}

/**
 * The message of a zod issue, as a catalogue key (`validation.*`) with its values; the server and the
 * front ends translate it with their own catalogues, so both say the same thing.
 * @param issue - an issue as zod's `error` customizer receives it
 */
export function issueMessage(issue: z.core.$ZodRawIssue): IssueMessage {
  if (issue.input === '' && issue.code !== 'custom') return { key: 'validation.required' };
  switch (issue.code) {
    case 'invalid_type':
      return { key: issue.input === undefined || issue.input === null || issue.input === '' ? 'validation.required' : 'validation.failed' };
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? { key: 'validation.required' } : { key: 'validation.tooShort', values: { min: Number(issue.minimum) } };
      if (issue.origin === 'array' || issue.origin === 'set') return { key: Number(issue.minimum) <= 1 ? 'validation.required' : 'validation.failed' };
      return { key: 'validation.integer', values: { min: Number(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string') return { key: 'validation.tooLong', values: { max: Number(issue.maximum) } };
      if (issue.origin === 'number' || issue.origin === 'int') return { key: 'validation.atMost', values: { max: Number(issue.maximum) } };
      return { key: 'validation.failed' };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'validation.email' : 'validation.failed' };
    case 'invalid_value':
      return { key: issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.choice' };
    case 'unrecognized_keys':
      return { key: 'validation.unknownField', values: { field: issue.keys.join(', ') } };
    case 'custom':
      return { key: (issue.params as { key?: IssueMessage['key'] } | undefined)?.key ?? 'validation.failed' };
    default:
      return { key: 'validation.failed' };
  }
}

/** The one error shape of every surface: `{ error: { status, name, message, details? } }`. */
export const ApiErrorBody = z
  .object({
    error: z.object({
      status: z.number().int().min(400).max(599),
      /** stable machine name, e.g. `ValidationError`, `NotFoundError`, `ChallengeRequired` */
      name: z.string(),
      /** human message in the request's locale */
      message: z.string(),
      /** e.g. `{ fieldErrors: { email: ['…'] } }`, `{ challenge: {…} }`, `{ retryAfter: 60 }` */
      details: z.record(z.string(), z.unknown()).optional(),
    }),
  })
  .meta({ id: 'ApiError' });

/** Pagination of every list of the client and consultant surfaces; `page` starts at 1. */
export const Pagination = z
  .object({
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    /** 0 when `total` is 0 */
    pageCount: z.number().int().min(0),
    total: z.number().int().min(0),
    /**
     * `false` when `total` is a lower bound ("more than 100"): the expert search stops counting at a
     * round number; `pageCount` then counts the pages known so far. Absent or `true`: exact.
     */
    totalIsExact: z.boolean().optional(),
  })
  .meta({ id: 'Pagination' });

/** `{ data: item[], meta: { pagination } }`: the list envelope. */
export const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: z.object({ pagination: Pagination }) });

/** `{ data: item }`: the single-record envelope. */
export const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: item });

/** Query parameters `page` (from 1) and `pageSize` (1…max) of a paged list. */
export function paginationQuery(defaultPageSize: number, maxPageSize: number) {
  return {
    page: z.coerce.number().int().min(1).max(100000).default(1),
    pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(defaultPageSize),
  };
}

/**
 * `schema` or `null`. Use it instead of `.nullable()` on a named schema (one with `.meta({ id })`):
 * the OpenAPI generator drops the `null` of a nullable reference.
 */
export const orNull = <T extends z.ZodType>(schema: T) => z.union([schema, z.null()]);

/** A record id as the API shows it (Strapi's `documentId`). */
export const DocumentId = z.string().min(1).max(64);

/** Path parameters `{ id }`. */
export const idParams = z.object({ id: z.string() });

/** An instant in UTC, ISO 8601 (`2026-12-01T09:00:00.000Z`). */
export const Instant = z.string().meta({ format: 'date-time' });

/** A calendar date `YYYY-MM-DD`. */
export const CalendarDate = z.string().meta({ format: 'date' });

/** Whether `value` is a real calendar date written `YYYY-MM-DD` (no 2026-02-30). */
export function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A calendar date as a request gives it: `YYYY-MM-DD`, a real date. */
export const CalendarDateInput = z.string().trim().refine(isRealDate, checkMessage('validation.date')).meta({ format: 'date', example: '2026-12-01' });

/** Content locales. */
export const Locale = z.enum(['fr', 'en']);

/** A public media file of Strapi's upload plugin (photos, covers, product images). */
export const Media = z
  .object({
    url: z.string(),
    alternativeText: z.string().nullable(),
    /** pixels */
    width: z.number().nullable(),
    height: z.number().nullable(),
    mime: z.string(),
  })
  .meta({ id: 'Media' });

/** Kinds of private files. */
export const PrivateFileKind = z.enum(['id', 'criminal-record', 'contract', 'bank-statement', 'degree', 'certificate', 'consent-form', 'health-assessment', 'chat-attachment', 'complaint-attachment']);

/** A private file: served only to those allowed, by `GET /api/files/:id` (every read audited). */
export const PrivateFile = z
  .object({
    id: z.string(),
    kind: PrivateFileKind,
    name: z.string(),
    mime: z.string(),
    /** bytes */
    size: z.number().int(),
    created_at: Instant,
    /** `/api/files/<id>` */
    url: z.string(),
  })
  .meta({ id: 'PrivateFile' });

/** An e-mail address (trimmed, lower-cased, at most 254 characters). */
export const Email = z.string().trim().toLowerCase().pipe(z.email().max(254));

/** Rule of every new password: 10–128 characters with at least one letter and one digit. */
export const NewPassword = z.string().refine((value) => value.length >= 10 && value.length <= 128 && /\p{L}/u.test(value) && /\d/.test(value), checkMessage('validation.password'));

/** A six-digit one-time code sent by e-mail or SMS. */
export const OneTimeCode = z
  .string()
  .trim()
  .refine((value) => /^\d{6}$/.test(value), checkMessage('validation.code'));

/** A box that must be ticked (`true`). */
export const MustAccept = z
  .any()
  .refine((value) => value === true, checkMessage('validation.mustAccept'))
  .meta({ type: 'boolean', const: true });

/** Empty JSON body `{}`. */
export const EmptyBody = z.object({}).strict();

/** `{ ok: true }`: an action done, nothing to return. */
export const Done = z.object({ ok: z.literal(true) });

/**
 * Responses of a route whose success is `200` with `schema`, plus `extra` statuses:
 * `ok(dataOf(Blog), { 409: { description, schema: ApiErrorBody } })`.
 */
export const ok = <T extends z.ZodType, E extends Record<number, ResponseContract> = Record<never, never>>(schema: T, extra?: E) =>
  ({ 200: { description: 'OK', schema }, ...extra }) as { 200: { description: string; schema: T } } & E;

/**
 * An instant as a request gives it: ISO 8601 with an explicit offset or `Z`
 * (`2026-12-01T09:00:00Z`, `2026-12-01T10:00+01:00`), read as a `Date` (UTC instant).
 */
export const InstantInput = z
  .string()
  .max(40)
  .refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value)), checkMessage('validation.instant'))
  .transform((value) => new Date(value))
  .meta({ format: 'date-time', example: '2026-12-01T09:00:00Z' });

/** `{ id, display_name }`: a client or consultant named in another record. */
export const PersonRef = z.object({ id: z.string(), display_name: z.string() });

/**
 * The binary file part of a multipart body (documented as `type: string, format: binary`). The file
 * itself never reaches the parsed text fields (the controller takes it with `lib/uploads`), so a text
 * field of that name is refused. Declare it `.optional()` in the body schema (the parsed text fields
 * never hold it); whether a file is required is said by the route and checked on upload
 * (400 `fieldErrors.file`).
 */
export const FilePart = z
  .any()
  .refine((value) => value === undefined, checkMessage('validation.failed'))
  .meta({ type: 'string', format: 'binary' });

/** Answers of an upload route: a file refused by its content type (415). */
export const unsupportedFile = { 415: { description: 'File type refused (checked by content): `UnsupportedFileType`, `UnreadableImage`', schema: ApiErrorBody } } as const;
