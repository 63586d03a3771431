'use strict';

/**
 * Booking constraints held by the database itself (issue 5 §3), the same on SQLite and PostgreSQL.
 *
 * - `booking_time_cells`: every active booking claims the 5-minute cells it covers, keyed by
 *   (consultant, cell start). The primary key makes two overlapping active bookings of one consultant
 *   impossible whatever their durations: the second insert fails inside its transaction and the booking
 *   is not created (409). Cancelling deletes the booking's cells, which frees the slot.
 * - `booking_idempotency_keys`: one row per (user, Idempotency-Key); the primary key lets exactly one of
 *   several identical requests run, and the stored answer is returned to the repeats.
 *
 * Strapi runs user migrations before it syncs the content-type schema and leaves tables it did not
 * create alone, so these tables are plain tables, not content types.
 */
module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable('booking_time_cells'))) {
      await knex.schema.createTable('booking_time_cells', (table) => {
        table.string('consultant_document_id', 64).notNullable();
        // Minutes since 1970-01-01T00:00Z of the cell's start (a multiple of 5).
        table.bigInteger('cell_start').notNullable();
        table.string('booking_document_id', 64).notNullable();
        table.primary(['consultant_document_id', 'cell_start']);
        table.index(['booking_document_id'], 'booking_time_cells_booking_idx');
      });
    }
    if (!(await knex.schema.hasTable('booking_idempotency_keys'))) {
      await knex.schema.createTable('booking_idempotency_keys', (table) => {
        table.integer('user_id').notNullable();
        table.string('idempotency_key', 255).notNullable();
        // sha256 of the request (method, path, body): a key reused for another request is refused.
        table.string('fingerprint', 64).notNullable();
        table.integer('status_code');
        table.text('response_body');
        table.bigInteger('created_at').notNullable();
        table.primary(['user_id', 'idempotency_key']);
      });
    }
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('booking_time_cells');
    await knex.schema.dropTableIfExists('booking_idempotency_keys');
  },
};
