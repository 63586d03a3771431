'use strict';

/**
 * French blog posts get their own slug (docs/seo.md "Language and URLs": each language's URL carries that
 * language's slug). A database created while the slug was shared by a post's languages has French
 * versions whose slug is a copy of another locale's (the English one): each such French version (draft
 * and published alike) gets the slug of its French title, made by the function the back office uses
 * when it saves a post (`lib/slugs` `slugIn`), kept unique among the other posts' slugs in every locale
 * (`-2`, `-3`, … on a collision), as the back office requires. Rows whose French title gives the slug
 * they already have are left as they are, so a second run changes nothing.
 *
 * A fresh database has no `blogs` table yet when migrations run (Strapi creates the tables after them):
 * nothing to do, and its seed gives French posts French slugs. Plain knex queries, the same on SQLite and
 * PostgreSQL; the runner calls `up` inside a transaction.
 */
const path = require('node:path');
// The server's own slug function, as compiled (the server runs from cms/dist).
const { freeSlug, slugIn } = require(path.join(__dirname, '..', '..', 'dist', 'src', 'lib', 'slugs.js'));

const TABLE = 'blogs';

module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable(TABLE))) return;
    const rows = await knex(TABLE).select('id', 'document_id', 'locale', 'slug', 'title').orderBy('id', 'asc');
    /** The rows of each post (its locales, draft and published). */
    const byPost = new Map();
    /** The posts holding each slug, in any locale. */
    const holders = new Map();
    const hold = (slug, documentId) => holders.set(slug, (holders.get(slug) ?? new Set()).add(documentId));
    for (const row of rows) {
      if (!byPost.has(row.document_id)) byPost.set(row.document_id, []);
      byPost.get(row.document_id).push(row);
      if (row.slug) hold(row.slug, row.document_id);
    }

    for (const [documentId, versions] of byPost) {
      const otherSlugs = new Set(versions.filter((version) => version.locale !== 'fr').map((version) => version.slug));
      for (const row of versions) {
        if (row.locale !== 'fr' || !row.slug || !otherSlugs.has(row.slug)) continue;
        const own = slugIn(row.title, 'fr');
        if (!own || own === row.slug) continue;
        const taken = (candidate) => otherSlugs.has(candidate) || [...(holders.get(candidate) ?? [])].some((holder) => holder !== documentId);
        const slug = freeSlug(own, taken);
        await knex(TABLE).where({ id: row.id }).update({ slug });
        hold(slug, documentId);
      }
    }
  },
  async down() {
    // The French slugs stay: each is a valid address of its post (either language's slug names it).
  },
};
