/**
 * Digital (lifestyle) products (spec §2 admin routes "digital-product"; contracts/admin-content
 * `DigitalProductRecord`): name and Markdown description per locale, slug, shelf, price in minor units
 * of its currency, images with the main one's alternative text per locale, published or draft; a trash.
 */
import { CONTENT_TAG, DigitalProductInput, DigitalProductRecord, productFilters } from '../../../contracts/admin-content';
import { contentResource } from './content-resource';

export default contentResource({
  name: 'digital-products',
  noun: 'digital product',
  tag: CONTENT_TAG,
  uid: 'api::digital-product.digital-product',
  record: DigitalProductRecord,
  input: DigitalProductInput,
  localized: ['name', 'description', 'image_alt'],
  search: ['name', 'slug'],
  sortable: ['name', 'category', 'price', 'slug', 'createdAt'],
  filters: productFilters,
  slugFrom: 'name',
});
