/**
 * The back office's dialect (DESIGN §2, ra-data-simple-rest), the same for every admin resource under
 * `/api/admin-panel/<resource>`:
 *
 * - `GET /<resource>?sort=["field","ASC"]&range=[0,24]&filter={…}` → a bare JSON array of records and
 *   `Content-Range: <resource> <first>-<last>/<total>`; `filter` holds `q` (text search), `id` (a list
 *   of ids: react-admin's getMany), `trashed: true` (the trash), and the resource's own filters named
 *   after the record's fields (relations by id, ranges as `<field>_gte` / `<field>_lte`);
 * - `GET`, `PUT`, `DELETE /<resource>/:id` and `POST /<resource>`; `DELETE` moves a record to the trash
 *   (resources with a trash) or deletes it;
 * - `POST /<resource>/:id/restore` and `DELETE /<resource>/:id/permanent` (a live record → 409
 *   `NotInTrash`, a record still used by live records → 409 `InUse` with `details.count`).
 *
 * Records carry `id` (the Strapi documentId). Localized text fields travel as `{ fr, en }` objects
 * ({@link localizedText}), the shape of react-admin's `<TranslatableInputs>`.
 *
 * This module builds the route contracts of one resource from its schemas ({@link resourceRoutes});
 * `lib/admin-resource.ts` builds the handlers from the same description.
 *
 * @module contracts/admin-dialect
 */
import { z } from 'zod';
import { ApiErrorBody, checkMessage, EmptyBody } from './common';
import { route, type AreaContracts, type RouteContract } from './route';

/** Records of one list request, at most (`range` spans at most this many). */
export const MAX_RANGE = 1000;

/**
 * A localized text field as the back office reads and writes it: `{ fr, en }`. French is the default
 * locale and always required; English may be left empty (the public site then falls back to French),
 * unless `requireEnglish`.
 * @param text - the schema of one locale's text (e.g. `z.string().trim().min(1).max(120)`)
 */
export function localizedText<S extends z.ZodType<string | null | undefined>>(text: S, { requireEnglish = false } = {}) {
  return z
    .object({
      fr: text,
      en: requireEnglish ? text : z.union([text, z.literal(''), z.null()]).optional(),
    })
    .strict();
}

/** A localized value as records show it (either locale may be missing on data made elsewhere). */
export function localizedValue<S extends z.ZodType>(value: S) {
  return z.object({ fr: value.nullable(), en: value.nullable() });
}

/** A query parameter holding JSON (react-admin's `sort`, `range`, `filter`), checked with `schema`. */
export const jsonParam = <S extends z.ZodType>(schema: S) =>
  z
    .string()
    .max(4000)
    .transform((value, issue) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        issue.addIssue({ code: 'custom', ...checkMessage('validation.json') });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** An id (documentId) in a path or a filter. */
export const ResourceId = z.string().min(1).max(64);

/** How a declared filter reads its value. */
export type FilterKind =
  /** the field equals the value */
  | 'equals'
  /** a relation whose target has this id (documentId) */
  | 'relation'
  /** `<field>_gte` and `<field>_lte` bounds */
  | 'range'
  /** the English side's translation status ({@link TranslationFilter}) */
  | 'translation';

/** One filter of a resource: the schema of its value and how it applies. */
export interface FilterSpec {
  schema: z.ZodType;
  kind: FilterKind;
}

/**
 * Whether the English side of a localized record is up to date with the French one (docs/api.md
 * "Translation status"): `complete` (every localized field filled in French is filled in English),
 * `missing` (no English at all, or a field filled in French left empty in English), `outdated` (the
 * French text changed after the English one). The public site shows French where English is missing.
 */
export const TranslationStatus = z.enum(['complete', 'missing', 'outdated']).meta({ id: 'TranslationStatus' });
export type TranslationStatus = z.infer<typeof TranslationStatus>;

/** The `translation` filter of a localized list: one status, or `incomplete` (`missing` or `outdated`). */
export const TranslationFilter = z.enum(['incomplete', 'complete', 'missing', 'outdated']);

/** The filter declaration of a localized list's translation status (filter `{"translation":"incomplete"}`). */
export const translationFilter: FilterSpec = { schema: TranslationFilter, kind: 'translation' };

/** The contract side of an admin resource: its name, record and input schemas, sort fields, filters. */
export interface ResourceContractSpec {
  /** path segment and `Content-Range` unit, e.g. `disorders` */
  name: string;
  /** reference-page group */
  tag: string;
  /** what a record is, for the summaries (`disorder`) */
  noun: string;
  /** the record as the API answers it (has `id`) */
  record: z.ZodObject;
  /** the full record of `GET /:id` when it holds more than the list's (default `record`) */
  detail?: z.ZodObject;
  /** the writable fields (create and update); absent for a read-only resource */
  input?: z.ZodObject;
  /** `create: false` for resources whose records are made elsewhere (sign-ups, bookings) */
  create?: boolean;
  /** `update: false` for records never edited once made (versions of legal documents) */
  update?: boolean;
  /** `delete: false` for resources nobody deletes from the back office */
  remove?: boolean;
  /** whether records go to a trash (restore, permanent delete) rather than being deleted */
  trash: boolean;
  /** record fields the list can be sorted by (`id` is always allowed) */
  sortable: readonly string[];
  /** the resource's filters by record field name */
  filters?: Record<string, FilterSpec>;
}

/** The `filter` object a resource accepts. */
export function filterSchema(spec: Pick<ResourceContractSpec, 'filters'>) {
  const shape: Record<string, z.ZodType> = {
    q: z.string().max(200).optional(),
    id: z.union([z.array(ResourceId).max(MAX_RANGE), ResourceId]).optional(),
    trashed: z.boolean().optional(),
  };
  for (const [field, filter] of Object.entries(spec.filters ?? {})) {
    if (filter.kind === 'range') {
      shape[`${field}_gte`] = filter.schema.optional();
      shape[`${field}_lte`] = filter.schema.optional();
    } else {
      shape[field] = filter.schema.optional();
    }
  }
  return z.object(shape).strict();
}

/** The list query of a resource. */
export function listQuery(spec: ResourceContractSpec) {
  const sortable = ['id', ...spec.sortable.filter((field) => field !== 'id')] as [string, ...string[]];
  return {
    /** `["field","ASC"|"DESC"]`; default `["id","DESC"]` (newest first) */
    sort: jsonParam(z.tuple([z.enum(sortable), z.enum(['ASC', 'DESC'])])).optional(),
    /** `[first, last]`, 0-based and inclusive; default `[0,24]` */
    range: jsonParam(z.tuple([z.number().int().min(0), z.number().int().min(0)]).refine(([first, last]) => last >= first && last - first < MAX_RANGE, checkMessage('validation.range'))).optional(),
    /** `{ q?, id?, trashed?, …the resource's filters }` */
    filter: jsonParam(filterSchema(spec)).optional(),
  };
}

const idParams = z.object({ id: ResourceId });
const error = (description: string) => ({ description, schema: ApiErrorBody });

/**
 * The route contracts of one admin resource, keyed by handler name: `find`, `findOne`, and as the
 * resource allows `create`, `update`, `delete`, `restore`, `destroy`.
 */
export function resourceRoutes(spec: ResourceContractSpec): AreaContracts {
  const base = `/admin-panel/${spec.name}`;
  const one = (description: string) => ({ description, schema: spec.record });
  const common = { tag: spec.tag, access: 'signed-in' as const };
  const routes: Record<string, RouteContract> = {
    find: route({
      ...common,
      method: 'GET',
      path: base,
      summary: `List ${spec.noun} records (one range, sorted and filtered), with \`Content-Range: ${spec.name} <first>-<last>/<total>\``,
      query: listQuery(spec),
      responses: { 200: { description: 'A bare array of records', schema: z.array(spec.record) } },
    }),
    findOne: route({
      ...common,
      method: 'GET',
      path: `${base}/:id`,
      summary: `One ${spec.noun}${spec.trash ? ' (live or in the trash)' : ''}`,
      params: idParams,
      responses: { 200: { description: 'The record', schema: spec.detail ?? spec.record } },
    }),
  };
  if (spec.input && spec.create !== false) {
    routes.create = route({
      ...common,
      method: 'POST',
      path: base,
      summary: `Create a ${spec.noun}`,
      body: spec.input,
      responses: { 201: one('Created'), 409: error('`Conflict`: a unique field is already taken') },
    });
  }
  if (spec.input && spec.update !== false) {
    routes.update = route({
      ...common,
      method: 'PUT',
      path: `${base}/:id`,
      summary: `Change a ${spec.noun} (fields of the record that cannot be written are ignored)`,
      params: idParams,
      body: spec.input,
      responses: { 200: one('Updated'), 409: error('`Conflict`: a unique field is already taken; `InTrash`: restore it first') },
    });
  }
  if (spec.remove !== false) {
    routes.delete = route({
      ...common,
      method: 'DELETE',
      path: `${base}/:id`,
      summary: spec.trash ? `Move a ${spec.noun} to the trash` : `Delete a ${spec.noun}`,
      params: idParams,
      responses: { 200: one('The record as it was'), 409: error('`InTrash`: already in the trash') },
    });
  }
  if (spec.trash) {
    routes.restore = route({
      ...common,
      method: 'POST',
      path: `${base}/:id/restore`,
      summary: `Bring a ${spec.noun} back from the trash`,
      params: idParams,
      body: EmptyBody,
      responses: { 200: one('The restored record'), 409: error('`NotInTrash`') },
    });
    routes.destroy = route({
      ...common,
      method: 'DELETE',
      path: `${base}/:id/permanent`,
      summary: `Delete a ${spec.noun} of the trash for good`,
      params: idParams,
      responses: { 200: one('The deleted record'), 409: error('`NotInTrash`: move it to the trash first; `InUse`: still used by live records (`details.count`)') },
    });
  }
  return routes;
}
