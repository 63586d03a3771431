/**
 * The transparent layer of encryption at rest (docs/privacy.md "Encryption at rest"): database
 * lifecycles that encrypt the fields of ./fields.ts on every write of the query engine and decrypt them
 * on every read, so that `strapi.db.query(…)`, the Document Service and Strapi's own `/cms` panel see
 * clear values while the tables hold only encrypted ones.
 *
 * - Writes (`create`, `createMany`, `update`, `updateMany`): the data is copied (the caller's object is
 *   left untouched) with each encrypted field sealed with the ring's current key.
 * - Reads (`findOne`, `findMany`, and the rows `create`, `update` and `delete` answer): every row of an
 *   encrypted model is opened, also when it comes populated under another model's row (a booking's
 *   notes, a profile's bank details…). A value that cannot be decrypted (its key is not in the ring,
 *   it was altered) is answered as `null` and logged as an error naming the field, the row and the key
 *   id: one bad value never fails a listing.
 * - SQL `where`, `orderBy` and search on an encrypted field cannot match its content; none is used.
 *
 * Raw knex access to these tables goes through ./sweep.ts (migration, key rotation) with the same
 * helpers (./values.ts).
 */
import type { Core } from '@strapi/strapi';
import { DecryptionError, keyRing } from './cipher';
import { ENCRYPTED_BY_UID, ENCRYPTED_MODELS, type EncryptedKind } from './fields';
import { openValue, sealValue } from './values';

type Subscriber = Parameters<Core.Strapi['db']['lifecycles']['subscribe']>[0];
type Row = Record<string, unknown>;

/** Per model: its encrypted fields (if any) and the relations through which an encrypted row may come populated. */
interface Plan {
  fields: [string, EncryptedKind][];
  relations: [string, string][];
}

/** Rows already opened (the row a `create` answers went through `findOne` first): never opened twice. */
const opened = new WeakSet<object>();

/**
 * The plans of the models whose rows are, or may hold populated, rows of an encrypted model.
 * @throws Error when an encrypted field of ./fields.ts is not an attribute of its model (renamed)
 */
function plansOf(strapi: Core.Strapi): Map<string, Plan> {
  const metadata = strapi.db.metadata as unknown as Map<string, { attributes: Record<string, { type?: string; target?: string }> }>;
  for (const model of ENCRYPTED_MODELS) {
    const attributes = metadata.get(model.uid)?.attributes ?? {};
    for (const field of Object.keys(model.fields)) {
      if (!attributes[field]) throw new Error(`Encryption at rest: ${model.uid} has no attribute "${field}" (src/lib/encryption/fields.ts)`);
    }
  }
  const relationsOf = new Map<string, [string, string][]>();
  for (const [uid, meta] of metadata) {
    const relations = Object.entries(meta.attributes ?? {})
      .filter(([, attribute]) => attribute.type === 'relation' && typeof attribute.target === 'string' && metadata.has(attribute.target))
      .map(([name, attribute]): [string, string] => [name, attribute.target as string]);
    relationsOf.set(uid, relations);
  }
  // The models that reach an encrypted model through relations, found backwards from the encrypted ones.
  const reaching = new Set<string>(ENCRYPTED_MODELS.map((model) => model.uid));
  for (let grew = true; grew;) {
    grew = false;
    for (const [uid, relations] of relationsOf) {
      if (!reaching.has(uid) && relations.some(([, target]) => reaching.has(target))) {
        reaching.add(uid);
        grew = true;
      }
    }
  }
  const plans = new Map<string, Plan>();
  for (const uid of reaching) {
    plans.set(uid, {
      fields: Object.entries(ENCRYPTED_BY_UID.get(uid)?.fields ?? {}),
      relations: (relationsOf.get(uid) ?? []).filter(([, target]) => reaching.has(target)),
    });
  }
  return plans;
}

/** `data` with its encrypted fields sealed (a copy; the input is not changed). */
function sealed(plan: Plan, data: unknown): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data) || !plan.fields.length) return data;
  const copy: Row = { ...(data as Row) };
  for (const [field, kind] of plan.fields) {
    if (copy[field] !== undefined) copy[field] = sealValue(kind, copy[field]);
  }
  return copy;
}

/**
 * Open, in place, the encrypted fields of `value` (a row or rows of model `uid`) and of the rows
 * populated under it.
 */
function openRows(strapi: Core.Strapi, plans: Map<string, Plan>, uid: string, value: unknown): void {
  if (!value || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) openRows(strapi, plans, uid, item);
    return;
  }
  const plan = plans.get(uid);
  if (!plan || opened.has(value)) return;
  opened.add(value);
  const row = value as Row;
  for (const [field, kind] of plan.fields) {
    if (row[field] === undefined || row[field] === null) continue;
    try {
      row[field] = openValue(kind, row[field]);
    } catch (error) {
      if (!(error instanceof DecryptionError)) throw error;
      row[field] = null;
      strapi.log.error(`[encryption] ${uid} field "${field}" of row ${String(row.id ?? '?')} cannot be decrypted (${error.reason}): ${error.message}; answered as empty`);
    }
  }
  for (const [relation, target] of plan.relations) openRows(strapi, plans, target, row[relation]);
}

/**
 * Subscribe the encryption layer to the database lifecycles (at bootstrap, before anything reads or
 * writes these models). Reads the key ring once, so that a missing or malformed ring stops the start.
 * @throws Error when the key ring cannot be read (production without `DATA_ENCRYPTION_KEYS`, a malformed
 *   entry) or an encrypted field is not an attribute of its model
 */
export function subscribeEncryption(strapi: Core.Strapi): void {
  keyRing();
  const plans = plansOf(strapi);
  const planOf = (event: { model: { uid: string } }) => plans.get(event.model.uid);
  const seal = (event: { model: { uid: string }; params: { data?: unknown } }) => {
    const plan = planOf(event);
    if (!plan?.fields.length || !event.params.data) return;
    event.params.data = Array.isArray(event.params.data) ? event.params.data.map((item) => sealed(plan, item)) : sealed(plan, event.params.data);
  };
  const open = (event: { model: { uid: string }; result?: unknown }) => openRows(strapi, plans, event.model.uid, event.result);
  const subscriber: Subscriber = {
    models: [...plans.keys()],
    beforeCreate: seal,
    beforeCreateMany: seal,
    beforeUpdate: seal,
    beforeUpdateMany: seal,
    afterFindOne: open,
    afterFindMany: open,
    afterCreate: open,
    afterUpdate: open,
    afterDelete: open,
  };
  strapi.db.lifecycles.subscribe(subscriber);
}
