'use strict';

/**
 * The daily retention job's claims (docs/privacy.md "Retention"): one row per UTC day the job ran. Every
 * replica schedules the job; each inserts the day's row before it deletes anything, the primary key lets
 * one insert succeed, and the others skip that day. The row then records when the run ended and what it
 * removed (or why it failed), for operators.
 *
 * Strapi runs user migrations before it syncs the content-type schema and leaves tables it did not create
 * alone, so this is a plain table, not a content type.
 */
module.exports = {
  async up(knex) {
    if (await knex.schema.hasTable('retention_runs')) return;
    await knex.schema.createTable('retention_runs', (table) => {
      // The UTC day, `YYYY-MM-DD`.
      table.string('day', 10).primary();
      // host:pid of the process that claimed it.
      table.string('runner', 120).notNullable();
      // Epoch milliseconds (UTC).
      table.bigInteger('started_at').notNullable();
      table.bigInteger('finished_at');
      // JSON of what was removed, or the error of a failed run.
      table.text('outcome');
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('retention_runs');
  },
};
