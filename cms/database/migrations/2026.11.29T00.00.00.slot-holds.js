'use strict';

/**
 * Time-slot holds (docs/api-bookings.md "Holding a slot while signing up"), held by the database as
 * bookings are: a hold claims the 5-minute cells of its slot in `booking_time_cells`, whose primary key
 * (consultant, cell) already makes two claims of one cell impossible, with an expiry instant
 * `expires_at` (epoch milliseconds, UTC; null for a booking's cells). A hold's cells name it
 * `hold:<sha-256 of its token>` in `booking_document_id`. An expired hold's cells are deleted by the
 * next claim of that consultant's cells, inside the claiming transaction.
 */
module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasColumn('booking_time_cells', 'expires_at'))) {
      await knex.schema.alterTable('booking_time_cells', (table) => {
        table.bigInteger('expires_at').nullable();
      });
    }
  },
  async down(knex) {
    if (await knex.schema.hasColumn('booking_time_cells', 'expires_at')) {
      await knex.schema.alterTable('booking_time_cells', (table) => {
        table.dropColumn('expires_at');
      });
    }
  },
};
