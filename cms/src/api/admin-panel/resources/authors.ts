/**
 * Blog authors (spec §2 admin routes "author"; contracts/admin-content `AuthorRecord`): a name, a
 * biography in French and English (stored together as `{ fr, en }`), a photo; a trash. An author
 * still signing live posts cannot be deleted for good (409 `InUse`).
 */
import { AuthorInput, AuthorRecord, CONTENT_TAG } from '../../../contracts/admin-content';
import { countLive, defineAdminResource } from '../../../lib/admin-resource';

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
  toData(shared, { existing }) {
    const bio = shared.bio as { fr?: string | null; en?: string | null } | undefined;
    if (!bio && existing) return shared;
    // the biography is kept as one `{ fr, en }` value (an empty side is `null`)
    return { ...shared, bio: { fr: bio?.fr || null, en: bio?.en || null } };
  },
  // posts, counted once each (their French draft row)
  inUse: (row) => countLive('api::blog.blog', { author: { documentId: row.documentId }, publishedAt: { $null: true }, locale: 'fr' }),
});
