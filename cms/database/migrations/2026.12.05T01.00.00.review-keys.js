'use strict';

/**
 * One review per booking, held by the database (docs/api-reviews.md "Writing a review"), the same on
 * SQLite and PostgreSQL: `review_keys` has one row per reviewed booking, keyed by the booking's
 * documentId. The review's transaction inserts the row beside the review, so a second review of the
 * same booking fails on the primary key whatever the timing of the requests (409 `AlreadyReviewed`).
 * Deleting a review (the client's erasure) deletes its row.
 *
 * A plain table, not a content type: Strapi runs user migrations before it syncs the content-type schema
 * and leaves tables it did not create alone.
 */
module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable('review_keys'))) {
      await knex.schema.createTable('review_keys', (table) => {
        table.string('booking_document_id', 64).notNullable().primary();
        table.string('review_document_id', 64).notNullable();
      });
    }
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('review_keys');
  },
};
