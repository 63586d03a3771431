/**
 * Pages of the public site (spec §2 admin routes "pages": home, about-us, alternative-medicine,
 * sdg-media; contracts/admin-content `PageRecord`): title, subtitle and sections (a key the page places
 * it by, a title, a Markdown body, an image) and marketing figures (a value, what it counts) per locale, slug, published or draft; a trash.
 */
import { CONTENT_TAG, PageInput, PageRecord, pageFilters } from '../../../contracts/admin-content';
import { contentResource } from './content-resource';

export default contentResource({
  name: 'pages',
  noun: 'page',
  tag: CONTENT_TAG,
  uid: 'api::page.page',
  record: PageRecord,
  input: PageInput,
  localized: ['title', 'subtitle', 'sections', 'figures'],
  search: ['title', 'slug'],
  sortable: ['title', 'slug', 'createdAt'],
  filters: pageFilters,
  slugFrom: 'title',
});
