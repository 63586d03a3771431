/**
 * Blog posts (spec §2 admin routes "blog", "edit-blog/{id}"; contracts/admin-content `BlogRecord`):
 * title, slug (the post's URL in that language), excerpt, Markdown body, tags and the cover's alternative text per locale, cover, author (the `authors` resource),
 * publication date, published or draft; a trash (a trashed post leaves the public site at once).
 */
import { badRequest } from '../../../lib/http-errors';
import { BlogInput, BlogRecord, blogFilters, CONTENT_TAG } from '../../../contracts/admin-content';
import { t } from '../../../lib/messages';
import { addFieldError, fieldErrorMap } from '../../../lib/validation';
import { contentResource } from './content-resource';

export default contentResource({
  name: 'blogs',
  noun: 'blog post',
  tag: CONTENT_TAG,
  uid: 'api::blog.blog',
  record: BlogRecord,
  input: BlogInput,
  localized: ['title', 'slug', 'excerpt', 'body', 'tags', 'cover_alt'],
  search: ['title', 'slug', 'excerpt'],
  sortable: ['title', 'slug', 'published_date', 'createdAt'],
  filters: blogFilters,
  slugFrom: 'title',
  async toData(shared, { locale }) {
    if (shared.author === undefined) return shared;
    // the author must be a live one: a post never points at a trashed or unknown author
    const author = await strapi.db.query('api::author.author').findOne({ select: ['id'], where: { documentId: shared.author as string, deletedAt: { $null: true } } });
    if (!author) {
      const fieldErrors = fieldErrorMap();
      addFieldError(fieldErrors, 'author', t(locale, 'admin.authorMissing'));
      throw badRequest(t(locale, 'validation.failed'), { fieldErrors });
    }
    return shared;
  },
});
