'use strict';

/**
 * Freed time slots of favourite experts waiting for a client's daily digest (docs/api-bookings.md
 * "Earlier-slot alerts"): one row per client profile (row id), consultant (documentId) and slot start
 * (epoch milliseconds, UTC), written when availability grows and deleted when the digest is sent or the
 * slot has passed. The unique key keeps one row per slot whatever the number of events that freed it.
 */
module.exports = {
  async up(knex) {
    if (await knex.schema.hasTable('favourite_slot_offers')) return;
    await knex.schema.createTable('favourite_slot_offers', (table) => {
      table.increments('id').primary();
      table.integer('client_profile_id').notNullable();
      table.string('consultant_document_id', 64).notNullable();
      table.bigInteger('slot_start').notNullable();
      table.bigInteger('created_at').notNullable();
      table.unique(['client_profile_id', 'consultant_document_id', 'slot_start'], { indexName: 'favourite_slot_offers_unique' });
      table.index(['slot_start'], 'favourite_slot_offers_slot_start');
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('favourite_slot_offers');
  },
};
