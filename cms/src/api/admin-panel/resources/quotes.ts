/**
 * Quotes (spec §2 admin routes "quote", "edit-quote/{id}/{author_name}/{quote_title}";
 * contracts/admin-content `QuoteRecord`): title, author and text per locale, slug, published or draft;
 * a trash.
 */
import { CONTENT_TAG, QuoteInput, QuoteRecord } from '../../../contracts/admin-content';
import { contentResource } from './content-resource';

export default contentResource({
  name: 'quotes',
  noun: 'quote',
  tag: CONTENT_TAG,
  uid: 'api::quote.quote',
  record: QuoteRecord,
  input: QuoteInput,
  localized: ['quote_title', 'author_name', 'text'],
  search: ['quote_title', 'author_name', 'text', 'slug'],
  sortable: ['quote_title', 'author_name', 'slug', 'createdAt'],
  filters: { published: { schema: QuoteRecord.shape.published, kind: 'equals' } },
  slugFrom: 'quote_title',
});
