/**
 * Routes of the client surface `/api/client/` (DESIGN §2). Public catalogue reads for now; the
 * `global::role-surface` middleware enforces `x-api-key` and picks the locale for all of them.
 */
const route = (method: string, path: string, handler: string) => ({ method, path: `/client${path}`, handler, config: { auth: false as const } });

export default {
  routes: [
    route('GET', '/web-setting/get-record', 'catalogue.webSetting'),
    route('GET', '/blogs', 'catalogue.blogs'),
    route('GET', '/blogs/:slug', 'catalogue.blogBySlug'),
    route('GET', '/quotes', 'catalogue.quotes'),
    route('GET', '/faqs', 'catalogue.faqs'),
    route('GET', '/digital-products', 'catalogue.digitalProducts'),
    route('GET', '/pages/:slug', 'catalogue.page'),
    route('GET', '/privacy-policy', 'catalogue.privacyPolicy'),
    route('GET', '/terms-condition', 'catalogue.termsCondition'),
    route('GET', '/countries', 'catalogue.countries'),
    route('GET', '/cities', 'catalogue.cities'),
    route('GET', '/nationalities', 'catalogue.nationalities'),
    route('GET', '/languages', 'catalogue.languages'),
    route('GET', '/disorders', 'catalogue.disorders'),
    route('GET', '/keywords', 'catalogue.keywords'),
    route('GET', '/objectives', 'catalogue.objectives'),
    route('GET', '/specializations', 'catalogue.specializations'),
    route('GET', '/complaint-types', 'catalogue.complaintTypes'),
    route('GET', '/consultants', 'experts.list'),
    route('GET', '/consultants/:id', 'experts.detail'),
    route('POST', '/contact-us', 'contact-us.create'),
  ],
};
