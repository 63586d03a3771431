/**
 * Input validation for every custom controller (DESIGN §2: validate, answer 400 with a clear,
 * localized message, never 500). One library: zod 4, with its issues translated through our
 * message catalogue, grouped per field in `details.fieldErrors`.
 */
import { z } from 'zod';
import { badRequest } from './http-errors';
import { issueMessage } from '../contracts/common';
import { t, type Locale, type MessageKey } from './messages';

function translateIssue(locale: Locale, issue: z.core.$ZodRawIssue): string {
  const { key, values } = issueMessage(issue);
  return t(locale, key as MessageKey, values);
}

/**
 * Parse `input` with `schema`, or throw a 400 `ValidationError` whose `details.fieldErrors` maps each
 * field path (dot-joined) to its messages in `locale`.
 *
 * @param schema - a zod schema
 * @param input - untrusted input (body or query)
 * @param locale - language of the messages
 * @param summary - catalogue key of the top-level message
 * @returns the parsed, typed value
 * @throws ApiError 400 when the input does not match
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown, locale: Locale, summary: MessageKey = 'validation.failed'): z.output<S> {
  const result = schema.safeParse(input, { error: (issue) => translateIssue(locale, issue) });
  const unsafe = fieldsWithControlCharacters(input);
  if (result.success && unsafe.length === 0) return result.data;
  const fieldErrors = fieldErrorMap();
  for (const field of unsafe) addFieldError(fieldErrors, field, t(locale, 'validation.controlCharacters'));
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path.length ? issue.path.join('.') : issue.code === 'unrecognized_keys' ? (issue as { keys: string[] }).keys.join(',') : '_';
    addFieldError(fieldErrors, field, issue.message);
  }
  throw badRequest(t(locale, summary), { fieldErrors });
}

/** The schemas of {@link strictQuery}, by the shape they were made of. */
const strictQueries = new WeakMap<Record<string, z.ZodType>, z.ZodObject>();
const NO_PARAMETERS: Record<string, z.ZodType> = {};

/**
 * The strict object schema of a route's query parameters (a parameter it does not declare is refused),
 * made once per shape: zod compiles a schema's parser at its first use, which would otherwise be paid on
 * every request.
 * @param shape - the route's declared parameters (none when `undefined`)
 */
export function strictQuery(shape: Record<string, z.ZodType> | undefined): z.ZodObject {
  const key = shape ?? NO_PARAMETERS;
  let schema = strictQueries.get(key);
  if (!schema) {
    schema = z.object(key).strict();
    strictQueries.set(key, schema);
  }
  return schema;
}

/**
 * An empty `details.fieldErrors` map. It has no prototype: field names come from the request, and a
 * field named `constructor`, `toString` or `__proto__` must be a plain entry, not an `Object.prototype` member.
 */
export function fieldErrorMap(): Record<string, string[]> {
  return Object.create(null) as Record<string, string[]>;
}

/** Append `message` to the messages of `field` in a map made by {@link fieldErrorMap}. */
export function addFieldError(fieldErrors: Record<string, string[]>, field: string, message: string): void {
  (fieldErrors[field] ??= []).push(message);
}

/**
 * True for a character no text field or file name may hold: C0 controls but tab, line feed and
 * carriage return (NUL included), DEL and the C1 controls, the bidirectional embeddings, overrides and
 * isolates (U+202A–U+202E, U+2066–U+2069: they make `\u202Egnp.exe` display as `exe.png`) and the
 * byte-order mark U+FEFF. (A code-point test rather than a regular expression: a pattern of control
 * characters is what ESLint's `no-control-regex` forbids as a likely mistake.)
 * @param character - one UTF-16 code unit
 */
export function isControlCharacter(character: string): boolean {
  const code = character.charCodeAt(0);
  return (
    (code <= 0x1f && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f) || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069) || code === 0xfeff
  );
}

/** True when `text` holds a character of {@link isControlCharacter}. */
export function hasControlCharacters(text: string): boolean {
  for (const character of text) if (isControlCharacter(character)) return true;
  return false;
}

/** `text` without the characters of {@link isControlCharacter} (for file names, which are display-only). */
export function withoutControlCharacters(text: string): string {
  return [...text].filter((character) => !isControlCharacter(character)).join('');
}

/** Deepest nesting inspected; zod refuses anything deeper than our schemas anyway. */
const MAX_DEPTH = 64;

/**
 * Dot-joined paths of the strings (values or keys) of `input` that hold control characters, so that
 * every text field of every request is checked in one place, whatever its schema says.
 * @param input - untrusted input (a parsed JSON body, multipart fields or a query object)
 * @returns the offending field paths (`_` for a top-level string), without duplicates
 */
export function fieldsWithControlCharacters(input: unknown): string[] {
  const found = new Set<string>();
  const visit = (value: unknown, path: string[], depth: number) => {
    if (typeof value === 'string') {
      if (hasControlCharacters(value)) found.add(path.length ? path.join('.') : '_');
      return;
    }
    if (!value || typeof value !== 'object' || depth > MAX_DEPTH) return;
    for (const key of Object.keys(value)) {
      if (hasControlCharacters(key)) found.add([...path, key].join('.'));
      visit((value as Record<string, unknown>)[key], [...path, key], depth + 1);
    }
  };
  visit(input, [], 0);
  return [...found];
}

export { z };
