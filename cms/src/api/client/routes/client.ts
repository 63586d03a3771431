/**
 * Routes of the client surface `/api/client/` (DESIGN §2). Public catalogue reads for now; the
 * `global::role-surface` middleware enforces `x-api-key`, picks the locale and refuses query parameters
 * a route does not declare in `request.query` (lib/query-params) for all of them.
 */
import type { QueryShape } from '../../../lib/query-params';
import { contentQuery, referenceQuery } from '../controllers/catalogue';
import { searchQuery } from '../controllers/experts';

const route = (method: string, path: string, handler: string, query?: QueryShape) => ({
  method,
  path: `/client${path}`,
  handler,
  config: { auth: false as const },
  ...(query ? { request: { query } } : {}),
});

export default {
  routes: [
    route('GET', '/web-setting/get-record', 'catalogue.webSetting'),
    route('GET', '/blogs', 'catalogue.blogs', contentQuery),
    route('GET', '/blogs/:slug', 'catalogue.blogBySlug'),
    route('GET', '/quotes', 'catalogue.quotes', contentQuery),
    route('GET', '/faqs', 'catalogue.faqs', contentQuery),
    route('GET', '/digital-products', 'catalogue.digitalProducts', contentQuery),
    route('GET', '/pages/:slug', 'catalogue.page'),
    route('GET', '/privacy-policy', 'catalogue.privacyPolicy'),
    route('GET', '/terms-condition', 'catalogue.termsCondition'),
    route('GET', '/countries', 'catalogue.countries', referenceQuery),
    route('GET', '/cities', 'catalogue.cities', referenceQuery),
    route('GET', '/nationalities', 'catalogue.nationalities', referenceQuery),
    route('GET', '/languages', 'catalogue.languages', referenceQuery),
    route('GET', '/disorders', 'catalogue.disorders', referenceQuery),
    route('GET', '/keywords', 'catalogue.keywords', referenceQuery),
    route('GET', '/objectives', 'catalogue.objectives', referenceQuery),
    route('GET', '/specializations', 'catalogue.specializations', referenceQuery),
    route('GET', '/complaint-types', 'catalogue.complaintTypes', referenceQuery),
    route('GET', '/consultants', 'experts.list', searchQuery),
    route('GET', '/consultants/:id', 'experts.detail'),
    route('POST', '/contact-us', 'contact-us.create'),
  ],
};
