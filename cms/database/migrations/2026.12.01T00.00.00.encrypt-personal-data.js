'use strict';

/**
 * Personal and health data written before encryption at rest is encrypted (docs/privacy.md "Encryption
 * at rest"): health-assessment answers, drafts and scores, session notes, chat messages, the bank
 * details' account numbers and codes, the consultants' ID numbers (`src/lib/encryption/fields.ts`).
 * Values still in clear are encrypted with the key ring's current key; values that already carry the
 * `enc:v1:` prefix are left alone, so a second run changes nothing. On PostgreSQL the columns that were
 * `varchar(255)` become `text` first (an encrypted value is longer than its clear text; Strapi's schema
 * says `text` for them since).
 *
 * A fresh database has no such table yet when migrations run (Strapi creates the tables after them):
 * nothing to do. The runner calls `up` inside a transaction. The key ring is read as the server reads
 * it (`DATA_ENCRYPTION_KEYS`, required in production, else the local secrets file).
 */
const path = require('node:path');
// The server's own helpers, as compiled (the server runs from cms/dist).
const { sweepEncryptedValues } = require(path.join(__dirname, '..', '..', 'dist', 'src', 'lib', 'encryption', 'sweep.js'));
const { ENCRYPTED_MODELS } = require(path.join(__dirname, '..', '..', 'dist', 'src', 'lib', 'encryption', 'fields.js'));

/** Make the encrypted text columns `text` on PostgreSQL (SQLite does not bound text lengths). */
async function widenColumns(knex) {
  if (!['postgres', 'pg', 'postgresql'].includes(knex.client.config.client)) return;
  for (const model of ENCRYPTED_MODELS) {
    for (const [column, kind] of Object.entries(model.fields)) {
      if (kind !== 'text') continue;
      const found = await knex.raw('select data_type from information_schema.columns where table_schema = current_schema() and table_name = ? and column_name = ?', [model.table, column]);
      if (found.rows[0]?.data_type === 'character varying') await knex.raw('alter table ?? alter column ?? type text', [model.table, column]);
    }
  }
}

module.exports = {
  async up(knex) {
    await widenColumns(knex);
    await sweepEncryptedValues(knex, { mode: 'encrypt-clear' });
  },
  async down() {
    // Values stay encrypted: the server reads them with the same key ring.
  },
};
