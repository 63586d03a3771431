/**
 * Raw passes over the encrypted columns (docs/privacy.md "Encryption at rest"), outside the query
 * engine's lifecycles (./lifecycle.ts), on SQLite and PostgreSQL alike:
 *
 * - `encrypt-clear` (the migration of databases written before encryption): values still in clear are
 *   encrypted with the current key; values that already carry the `enc:v1:` prefix are left alone, so a
 *   second run changes nothing.
 * - `rotate` (`npm run keys:rotate`): every value not under the current key (in clear, or under an older
 *   key of the ring) is decrypted and encrypted again with the current key.
 *
 * Rows are read by id in small pages; each page's changes are written in one short transaction, each row
 * only if its value is still the one read (a row the app changed meanwhile is left to the app, which
 * wrote it with the current key, or to the next pass). The app keeps running: it reads old and new
 * values alike, since every key of the ring decrypts.
 */
import type { Knex } from 'knex';
import { DecryptionError, isEncrypted, keyIdOf, keyRing, type KeyRing } from './cipher';
import { ENCRYPTED_MODELS, type EncryptedKind } from './fields';
import { encryptedJsonText, openValue, sealValue } from './values';

/** What a pass does to values not under the current key. */
export type SweepMode = 'encrypt-clear' | 'rotate';

/** A value a pass could not convert. */
export interface UnreadableValue {
  table: string;
  column: string;
  id: number;
  reason: DecryptionError['reason'];
  keyId: string | null;
}

/** The outcome of a pass. */
export interface SweepReport {
  /** values (non-empty cells) examined */
  examined: number;
  /** values written again (encrypted from clear, or re-encrypted with the current key) */
  written: number;
  /** values left because the app changed the row between the read and the write */
  skipped: number;
  /** values that could not be decrypted (their key is not in the ring, or they are damaged) */
  unreadable: UnreadableValue[];
  /** after the pass: how many values each key id holds (`clear` for values without encryption) */
  byKey: Record<string, number>;
}

/** Options of {@link sweepEncryptedValues}. */
export interface SweepOptions {
  mode: SweepMode;
  /** rows per page and per transaction (default 50) */
  batchSize?: number;
  /** the ring to write with (default: the server's, {@link keyRing}) */
  ring?: KeyRing;
  /** progress lines */
  log?: (message: string) => void;
}

/** A cell as read raw: the text of a JSON column is parsed back to its value. */
function rawValue(kind: EncryptedKind, raw: unknown): unknown {
  if (kind === 'text' || typeof raw !== 'string') return raw;
  const inner = encryptedJsonText(raw);
  if (inner !== null) return inner;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/** The key id a stored value is under, or `clear`. */
function keyOfValue(kind: EncryptedKind, raw: unknown): string {
  const value = rawValue(kind, raw);
  return isEncrypted(value) ? (keyIdOf(value) ?? 'malformed') : 'clear';
}

/** True when a cell holds nothing to encrypt (null, empty text). */
function isEmptyCell(kind: EncryptedKind, raw: unknown): boolean {
  return raw === null || raw === undefined || (kind === 'text' && raw === '');
}

/**
 * Run a pass over every encrypted column of every table that exists (a fresh database has none yet).
 * @param knex - a knex connection or transaction on the app's database (in its schema, on PostgreSQL)
 * @returns what the pass did and, after it, the count of values per key id
 * @throws Error when the key ring cannot be read, or the database refuses a write
 */
export async function sweepEncryptedValues(knex: Knex, { mode, batchSize = 50, ring = keyRing(), log = () => {} }: SweepOptions): Promise<SweepReport> {
  const report: SweepReport = { examined: 0, written: 0, skipped: 0, unreadable: [], byKey: {} };
  const count = (key: string) => (report.byKey[key] = (report.byKey[key] ?? 0) + 1);
  for (const model of ENCRYPTED_MODELS) {
    if (!(await knex.schema.hasTable(model.table))) continue;
    const columns: [string, EncryptedKind][] = [];
    for (const [column, kind] of Object.entries(model.fields)) {
      if (await knex.schema.hasColumn(model.table, column)) columns.push([column, kind]);
    }
    if (!columns.length) continue;
    let written = 0;
    for (let lastId = 0; ;) {
      const rows = (await knex(model.table)
        .select('id', ...columns.map(([column]) => column))
        .where('id', '>', lastId)
        .orderBy('id', 'asc')
        .limit(batchSize)) as Record<string, unknown>[];
      if (!rows.length) break;
      lastId = Number(rows[rows.length - 1].id);
      const changes: { id: number; column: string; from: unknown; to: unknown }[] = [];
      for (const row of rows) {
        for (const [column, kind] of columns) {
          const raw = row[column];
          if (isEmptyCell(kind, raw)) continue;
          report.examined += 1;
          const key = keyOfValue(kind, raw);
          if (key === ring.current.id || (mode === 'encrypt-clear' && key !== 'clear')) {
            count(key);
            continue;
          }
          try {
            const clear = openValue(kind, rawValue(kind, raw));
            changes.push({ id: Number(row.id), column, from: raw, to: sealValue(kind, clear, ring.current) });
          } catch (error) {
            if (!(error instanceof DecryptionError)) throw error;
            report.unreadable.push({ table: model.table, column, id: Number(row.id), reason: error.reason, keyId: error.keyId });
            count(key);
          }
        }
      }
      if (!changes.length) continue;
      await knex.transaction(async (trx) => {
        for (const change of changes) {
          const updated = await trx(model.table)
            .where({ id: change.id, [change.column]: change.from as string })
            .update({ [change.column]: change.to as string });
          if (updated) {
            written += 1;
            count(ring.current.id);
          } else {
            report.skipped += 1;
          }
        }
      });
    }
    report.written += written;
    if (written) log(`${model.table}: ${written} value(s) ${mode === 'rotate' ? `now under key ${ring.current.id}` : 'encrypted'}`);
  }
  return report;
}
