'use strict';

/**
 * Webinar seats held by the database (docs/api-webinars.md "Registration"), the same on SQLite and
 * PostgreSQL: one row per active registration, keyed by (webinar, client). The primary key makes a second
 * active registration of one client to one webinar impossible, whatever the timing of the requests; the
 * registration's transaction inserts the row, then takes a seat with one conditional
 * `UPDATE webinars SET seats_taken = seats_taken + 1 WHERE id = ? AND seats_taken < capacity`, so that
 * no more clients than the capacity register. Unregistering or cancelling deletes the row and gives the
 * seat back in the same transaction.
 *
 * A plain table, not a content type: Strapi runs user migrations before it syncs the content-type schema
 * and leaves tables it did not create alone.
 */
module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable('webinar_seats'))) {
      await knex.schema.createTable('webinar_seats', (table) => {
        table.string('webinar_document_id', 64).notNullable();
        table.string('client_document_id', 64).notNullable();
        table.string('registration_document_id', 64).notNullable();
        table.primary(['webinar_document_id', 'client_document_id']);
      });
    }
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('webinar_seats');
  },
};
