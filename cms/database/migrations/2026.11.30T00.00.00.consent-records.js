'use strict';

/**
 * Consent records for the people of a database made before they were kept (docs/privacy.md "Consent
 * records"):
 * - every client and consultant account gets `terms` and `privacy` given, source `registration`, at the
 *   account's creation, with the versions its profile noted at registration (`terms_version`,
 *   `privacy_version`; `null` when unknown);
 * - every client with a completed health assessment gets `health_data` given, source
 *   `health-assessment`, at the assessment's creation (version `null`: which privacy policy was in force
 *   then is not known).
 * An account that already has a record of a kind gets none of that kind, so a second run adds nothing.
 *
 * Migrations run before Strapi creates the tables of new content types: on a database that predates
 * them, this one creates `consent_records` and its user link table with the columns Strapi gives them
 * (Strapi's schema sync then adds their indexes and foreign keys). A fresh database (no accounts table
 * yet) is left alone. Plain knex queries, the same on SQLite and PostgreSQL; the runner calls `up`
 * inside a transaction.
 */
const crypto = require('node:crypto');

const RECORDS = 'consent_records';
const LINKS = 'consent_records_user_lnk';

/** A documentId as Strapi makes them: 24 lower-case letters and digits, a letter first. */
function documentId() {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.randomBytes(24);
  return [...bytes].map((byte, index) => (index === 0 ? alphabet[byte % 26] : alphabet[byte % 36])).join('');
}

/** Create the records' tables when Strapi has not made them yet. */
async function ensureTables(knex) {
  if (!(await knex.schema.hasTable(RECORDS))) {
    await knex.schema.createTable(RECORDS, (table) => {
      table.increments('id');
      table.string('document_id');
      table.string('email');
      table.string('kind');
      table.string('action');
      table.string('version');
      table.string('source');
      table.datetime('at', { useTz: false, precision: 6 });
      table.datetime('created_at', { useTz: false, precision: 6 });
      table.datetime('updated_at', { useTz: false, precision: 6 });
      table.datetime('published_at', { useTz: false, precision: 6 });
      table.integer('created_by_id').unsigned();
      table.integer('updated_by_id').unsigned();
      table.string('locale');
    });
  }
  if (!(await knex.schema.hasTable(LINKS))) {
    await knex.schema.createTable(LINKS, (table) => {
      table.increments('id');
      table.integer('consent_record_id').unsigned();
      table.integer('user_id').unsigned();
    });
  }
}

/** `user id:kind` of every record already linked to an account. */
async function recordedKinds(knex) {
  const rows = await knex(`${LINKS} as l`).join(`${RECORDS} as r`, 'r.id', 'l.consent_record_id').select('l.user_id as user_id', 'r.kind as kind');
  return new Set(rows.map((row) => `${row.user_id}:${row.kind}`));
}

/** Insert one record linked to account `userId`. */
async function insert(knex, userId, record) {
  const [inserted] = await knex(RECORDS)
    .insert({ document_id: documentId(), ...record, created_at: record.at, updated_at: record.at, published_at: record.at })
    .returning('id');
  const id = typeof inserted === 'object' ? inserted.id : inserted;
  await knex(LINKS).insert({ consent_record_id: id, user_id: userId });
}

module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable('up_users'))) return;
    await ensureTables(knex);
    const done = await recordedKinds(knex);
    const add = async (userId, record) => {
      const key = `${userId}:${record.kind}`;
      if (done.has(key)) return;
      await insert(knex, userId, record);
      done.add(key);
    };

    for (const [profiles, links, column] of [
      ['client_profiles', 'client_profiles_user_lnk', 'client_profile_id'],
      ['consultant_profiles', 'consultant_profiles_user_lnk', 'consultant_profile_id'],
    ]) {
      if (!(await knex.schema.hasTable(profiles)) || !(await knex.schema.hasTable(links))) continue;
      const people = await knex(`${profiles} as p`)
        .join(`${links} as l`, `l.${column}`, 'p.id')
        .join('up_users as u', 'u.id', 'l.user_id')
        .select('u.id as user_id', 'u.created_at as created_at', 'p.terms_version as terms_version', 'p.privacy_version as privacy_version')
        .orderBy('u.id', 'asc');
      for (const person of people) {
        const at = person.created_at;
        await add(person.user_id, { kind: 'terms', action: 'given', version: person.terms_version ?? null, source: 'registration', at });
        await add(person.user_id, { kind: 'privacy', action: 'given', version: person.privacy_version ?? null, source: 'registration', at });
      }
    }

    if ((await knex.schema.hasTable('health_assessments')) && (await knex.schema.hasTable('health_assessments_client_lnk')) && (await knex.schema.hasTable('client_profiles_user_lnk'))) {
      const assessments = await knex('health_assessments as h')
        .join('health_assessments_client_lnk as hl', 'hl.health_assessment_id', 'h.id')
        .join('client_profiles_user_lnk as cl', 'cl.client_profile_id', 'hl.client_profile_id')
        .whereNotNull('h.completed_at')
        .select('cl.user_id as user_id', 'h.created_at as created_at')
        .orderBy('h.id', 'asc');
      for (const assessment of assessments) {
        await add(assessment.user_id, { kind: 'health_data', action: 'given', version: null, source: 'health-assessment', at: assessment.created_at });
      }
    }
  },
  async down() {
    // The records stay: they are the proof of the consents, and Strapi keeps their table.
  },
};
