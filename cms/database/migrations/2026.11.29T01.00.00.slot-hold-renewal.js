'use strict';

/**
 * Renewing time-slot holds (docs/api-bookings.md "Holding a slot while signing up"): a hold's cells in
 * `booking_time_cells` keep the instant of the first hold, `held_since` (epoch milliseconds, UTC; null for
 * a booking's cells), so that renewing or moving the hold never keeps the slot beyond
 * `BOOKING_HOLD_MAX_MINUTES` after it.
 */
module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasColumn('booking_time_cells', 'held_since'))) {
      await knex.schema.alterTable('booking_time_cells', (table) => {
        table.bigInteger('held_since').nullable();
      });
    }
  },
  async down(knex) {
    if (await knex.schema.hasColumn('booking_time_cells', 'held_since')) {
      await knex.schema.alterTable('booking_time_cells', (table) => {
        table.dropColumn('held_since');
      });
    }
  },
};
