/**
 * Blog authors (spec §2 admin routes "author"; contracts/admin-content `AuthorRecord`): a name, a
 * biography in French and English (stored together as `{ fr, en }`), a photo; a trash. An author
 * still signing live posts cannot be deleted for good (409 `InUse`).
 */
import { AuthorInput, AuthorRecord, CONTENT_TAG } from '../../../contracts/admin-content';
import { countLive, defaultRecord, defineAdminResource } from '../../../lib/admin-resource';

export default defineAdminResource({
  name: 'authors',
  noun: 'author',
  tag: CONTENT_TAG,
  uid: 'api::author.author',
  record: AuthorRecord,
  input: AuthorInput,
  trash: true,
  search: ['name'],
  sortable: ['name', 'createdAt'],
  // An author made elsewhere (the /cms panel, an import) may have no biography at all: it reads as two empty sides.
  toRecord(document) {
    const record = defaultRecord({ record: AuthorRecord }, document);
    const bio = record.bio as { fr?: string | null; en?: string | null } | null;
    return { ...record, bio: { fr: bio?.fr ?? null, en: bio?.en ?? null } };
  },
  toData(shared, { existing }) {
    const bio = shared.bio as { fr?: string | null; en?: string | null } | undefined;
    if (!bio && existing) return shared;
    // the biography is kept as one `{ fr, en }` value (an empty side is `null`)
    return { ...shared, bio: { fr: bio?.fr || null, en: bio?.en || null } };
  },
  // posts, counted once each (their French draft row)
  inUse: (row) => countLive('api::blog.blog', { author: { documentId: row.documentId }, publishedAt: { $null: true }, locale: 'fr' }),
});
