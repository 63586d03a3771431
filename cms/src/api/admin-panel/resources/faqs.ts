/**
 * Questions of the FAQ page (spec §2 admin routes "faq"; contracts/admin-content `FaqRecord`):
 * question and Markdown answer per locale, section, rank, slug, published or draft; a trash.
 */
import { CONTENT_TAG, FaqInput, FaqRecord, faqFilters } from '../../../contracts/admin-content';
import { contentResource } from './content-resource';

export default contentResource({
  name: 'faqs',
  noun: 'FAQ entry',
  tag: CONTENT_TAG,
  uid: 'api::faq.faq',
  record: FaqRecord,
  input: FaqInput,
  localized: ['question', 'answer'],
  search: ['question', 'answer', 'slug'],
  sortable: ['question', 'category', 'order', 'slug', 'createdAt'],
  filters: faqFilters,
  slugFrom: 'question',
});
