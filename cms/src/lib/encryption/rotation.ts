/**
 * Key rotation of the data encrypted at rest, `npm run keys:rotate` (scripts/keys-rotate.mjs;
 * docs/privacy.md "Encryption at rest", "Rotating the key"), while the app runs:
 *
 * 1. a new key becomes current: with the local secrets file, the command writes a new entry in front of
 *    the ring in the file (the old keys stay after it), and every server sharing the file reads the file
 *    again at its next encryption or at the first value it cannot place; with `DATA_ENCRYPTION_KEYS` in
 *    the environment, the operator has put the new entry first already (the command never edits the
 *    environment);
 * 2. every value not under the current key is encrypted again with it, page by page in short
 *    transactions ({@link sweepEncryptedValues}), passes repeated until one finds nothing left (a value
 *    the app wrote with the old key just before it learnt the new one is caught by the next pass);
 * 3. with `dropOld`, once no value is under an old key any more, the old keys leave the ring (file), or
 *    the command prints the ring to set without them (environment).
 */
import type { Core } from '@strapi/strapi';
import { generatedDataKey, localSecrets, setLocalSecret } from '../../../config/secrets';
import { KEY_RING_VARIABLE, keyRing, parseKeyRing, type KeyRing } from './cipher';
import { sweepEncryptedValues, type SweepReport } from './sweep';

/** Options of {@link rotateDataKeys}. */
export interface RotationOptions {
  /** finish a rotation: re-encrypt what is left, then remove the keys no value uses any more (no new key) */
  dropOld?: boolean;
  /** progress lines */
  log?: (message: string) => void;
  /** rows per page and transaction (default 50) */
  batchSize?: number;
}

/** The outcome of a rotation. */
export interface RotationReport {
  /** where the ring is kept */
  source: KeyRing['source'];
  /** the key every readable value is now under */
  currentKeyId: string;
  /** the key the command added (secrets file only), or null */
  addedKeyId: string | null;
  /** the key ids removed from the ring (`dropOld`, secrets file), or, for the environment, that should be */
  droppedKeyIds: string[];
  /** with `dropOld` and the environment: the value to set `DATA_ENCRYPTION_KEYS` to, without the old keys */
  environmentValue: string | null;
  /** the last pass: counts of values per key id after it, and the values that could not be read */
  last: SweepReport;
  /** every value written (all passes) */
  written: number;
}

/** The ring's text with `ids` only, in the ring's order. */
function ringText(text: string, ids: Set<string>): string {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => ids.has(entry.slice(0, entry.indexOf(':'))))
    .join(',');
}

/** The ring's text as the server reads it. */
function currentRingText(ring: KeyRing): string {
  if (ring.source === 'environment') return process.env[KEY_RING_VARIABLE]?.trim() ?? '';
  return localSecrets({ reload: true })[KEY_RING_VARIABLE];
}

/**
 * Rotate the data key (see the module comment).
 * @param strapi - the loaded app (its database connection, in its schema)
 * @returns what was done; `last.unreadable` lists the values no key of the ring decrypts (left as they are)
 * @throws Error when the ring cannot be read or written, the database refuses a write, or (`dropOld`)
 *   values are still under an old key after the passes (nothing is dropped then)
 */
export async function rotateDataKeys(strapi: Core.Strapi, { dropOld = false, log = () => {}, batchSize }: RotationOptions = {}): Promise<RotationReport> {
  let ring = keyRing({ reload: true });
  let addedKeyId: string | null = null;
  if (!dropOld && ring.source === 'secrets file') {
    const entry = generatedDataKey();
    setLocalSecret('DATA_ENCRYPTION_KEYS', `${entry},${currentRingText(ring)}`);
    ring = keyRing({ reload: true });
    addedKeyId = ring.current.id;
    log(`new key ${addedKeyId} written first in the secrets file; the old keys stay readable`);
  } else {
    log(`current key: ${ring.current.id} (${ring.source})`);
  }
  const knex = strapi.db.connection;
  let written = 0;
  let last: SweepReport;
  for (let pass = 1; ; pass += 1) {
    last = await sweepEncryptedValues(knex, { mode: 'rotate', ring, batchSize, log });
    written += last.written;
    log(`pass ${pass}: ${last.examined} value(s) examined, ${last.written} re-encrypted, ${last.skipped} changed meanwhile`);
    if ((!last.written && !last.skipped) || pass >= 10) break;
  }
  for (const value of last.unreadable) {
    log(`cannot read ${value.table}.${value.column} of row ${value.id}: ${value.reason}${value.keyId ? ` (key id ${value.keyId})` : ''}`);
  }
  const oldKeys = [...ring.keys.keys()].filter((id) => id !== ring.current.id);
  const stillUsed = oldKeys.filter((id) => (last.byKey[id] ?? 0) > 0);
  let environmentValue: string | null = null;
  let droppedKeyIds: string[] = [];
  if (dropOld) {
    if (stillUsed.length) throw new Error(`values are still under key(s) ${stillUsed.join(', ')}: nothing dropped; run the command again`);
    const keep = new Set([ring.current.id]);
    const text = ringText(currentRingText(ring), keep);
    parseKeyRing(text, ring.source);
    droppedKeyIds = oldKeys;
    if (ring.source === 'secrets file') {
      setLocalSecret('DATA_ENCRYPTION_KEYS', text);
      log(droppedKeyIds.length ? `key(s) ${droppedKeyIds.join(', ')} removed from the secrets file` : 'no old key to remove');
    } else {
      environmentValue = text;
      log(`set ${KEY_RING_VARIABLE} to the current key alone on every server (the value printed below), then restart them`);
    }
  }
  return { source: ring.source, currentKeyId: ring.current.id, addedKeyId, droppedKeyIds, environmentValue, last, written };
}
