/**
 * The pages of the web app (spec §2 "Public routes", the `/public/*` account pages, "Client routes",
 * "Consultant routes"): each page's URL pattern (react-router syntax: `:param`, `:param?`) and the
 * translation key of its document title (`titles.*` of the translation files).
 *
 * This is the one list of the app's routes: the router (`app/router.tsx`) attaches a route module to
 * every entry (the type forces one module per entry, no more, no less), and the web build writes the
 * patterns to `dist/route-patterns.json` ({@link routePatterns}), which the server reads to answer an
 * unknown path with HTTP 404 while still showing the not-found page, and the pages' head (title,
 * description, indexable or not, live content) to `dist/page-meta.json` (`vite/page-meta.ts`), from which
 * the server writes each page's `<title>`, description, canonical URL and sharing tags (docs/seo.md).
 * Plain data: no React here, so the build configuration can import it.
 *
 * A page also says what its first render needs (docs/performance.md): `initialData`, the API reads the
 * server answers inside the page's HTML so that its content paints without waiting for the API, and
 * `module`, its route module, whose code the HTML asks the browser to fetch at once (`modulepreload`).
 *
 * @module config/routes
 */
import { BLOG_PAGE_SIZE, EXPERTS_PAGE_SIZE, FAQ_PAGE_SIZE, FIRST_PAGE, HOME_EXPERTS, HOME_POSTS, HOME_QUOTES, HOME_WEBINARS, WEBINARS_PAGE_SIZE } from './constants';

/**
 * One API read of a page's first render, as its SWR key names it (`lib/fetcher` `ApiKey`: path on the
 * client surface, then the query, the language being the page's).
 */
export interface InitialRead {
  /** Path on `/api/client/`; `:name` stands for the page's `:name` parameter (`blogs/:slug`). */
  readonly path: string;
  /** The query exactly as the page's read passes it (same names, same types); none when it passes none. */
  readonly query?: Readonly<Record<string, string | number>>;
}

/** The read every page makes, in its layout (web settings: site name, logo, footer). */
export const LAYOUT_READS: readonly InitialRead[] = [{ path: 'web-setting/get-record' }];

/** One page: URL pattern and document title. */
export interface PageRoute {
  /** Absolute react-router pattern, e.g. `/our-experts/details/:id`. */
  readonly path: string;
  /**
   * Translation key of the document title. With {@link PageRoute.titleByRole}, the key of an object
   * with one title per role (`titles.signIn.client`, …), picked by the `:role` parameter.
   */
  readonly title: string;
  readonly titleByRole?: boolean;
  /**
   * Translation key of the page's meta description (search results, link previews); without it the
   * site's description `seo.descriptions.default`.
   */
  readonly description?: string;
  /**
   * Kept out of search engines (`noindex`, not in the sitemap). Pages of the client and consultant
   * areas and pages reached by a `:token` link are never indexed, whatever this says ({@link isIndexable}).
   */
  readonly noindex?: boolean;
  /** Live content that gives the page its head on the server (title, description, image, JSON-LD). */
  readonly content?: 'blogPost' | 'expert' | 'faq' | 'webinar';
  /**
   * The page's route module, a file of `app/routes/` without extension (`home` → `app/routes/home.tsx`):
   * the server preloads its code. The router's test checks it is the module the router loads.
   */
  readonly module?: string;
  /**
   * API reads of the page's first render besides the layout's ({@link LAYOUT_READS}), embedded by the
   * server in the page's HTML. Only for the page's plain address: with a query (other than `?lang=`) or an
   * optional parameter, the page's reads differ and nothing of the page is embedded.
   */
  readonly initialData?: readonly InitialRead[];
  /**
   * The server renders the page's first screen (`entry-server`; docs/performance.md "The first screen
   * rendered on the server"): its HTML paints before the app's code has run, and is readable without JavaScript.
   * For public pages whose first render needs no session and no lazy translations.
   */
  readonly serverRendered?: boolean;
}

/** Pages inside the site layout (`/`). */
export const siteRoutes = {
  home: {
    serverRendered: true,
    path: '/',
    title: 'titles.home',
    description: 'seo.descriptions.home',
    module: 'home',
    initialData: [
      { path: 'pages/home' },
      { path: 'consultants', query: { page: FIRST_PAGE, pageSize: HOME_EXPERTS } },
      { path: 'quotes', query: { page: FIRST_PAGE, pageSize: HOME_QUOTES } },
      { path: 'blogs', query: { page: FIRST_PAGE, pageSize: HOME_POSTS } },
      { path: 'webinars', query: { page: FIRST_PAGE, pageSize: HOME_WEBINARS } },
    ],
  },
  aboutUs: { serverRendered: true, path: '/about-us', title: 'titles.aboutUs', description: 'seo.descriptions.aboutUs', module: 'about', initialData: [{ path: 'pages/about-us' }] },
  alternativeMedicine: {
    serverRendered: true,
    path: '/alternative-medicine',
    title: 'titles.alternativeMedicine',
    description: 'seo.descriptions.alternativeMedicine',
    module: 'alternative-medicine',
    initialData: [{ path: 'pages/alternative-medicine' }],
  },
  sdgMedia: { serverRendered: true, path: '/sdg-media', title: 'titles.sdgMedia', description: 'seo.descriptions.sdgMedia', module: 'sdg', initialData: [{ path: 'pages/sdg-media' }] },
  expertDetail: { serverRendered: true, path: '/our-experts/details/:id', title: 'titles.expertDetail', content: 'expert', module: 'expert-detail', initialData: [{ path: 'consultants/:id' }] },
  experts: {
    serverRendered: true,
    path: '/our-experts/:search?',
    title: 'titles.experts',
    description: 'seo.descriptions.experts',
    module: 'experts',
    initialData: [{ path: 'consultants', query: { page: FIRST_PAGE, pageSize: EXPERTS_PAGE_SIZE } }],
  },
  lifestyleProducts: { serverRendered: true, path: '/lifestyle-product', title: 'titles.lifestyleProducts', description: 'seo.descriptions.lifestyleProducts', module: 'lifestyle-products' },
  terms: { serverRendered: true, path: '/terms-conditions', title: 'titles.terms', description: 'seo.descriptions.terms', module: 'terms', initialData: [{ path: 'terms-condition' }] },
  privacy: { serverRendered: true, path: '/privacy-policy', title: 'titles.privacy', description: 'seo.descriptions.privacy', module: 'privacy', initialData: [{ path: 'privacy-policy' }] },
  contact: { serverRendered: true, path: '/contact-us', title: 'titles.contact', description: 'seo.descriptions.contact', module: 'contact' },
  waitingList: { serverRendered: true, path: '/waiting-list', title: 'titles.waitingList', description: 'seo.descriptions.waitingList', module: 'waiting-list' },
  starterKit: { serverRendered: true, path: '/starter-kit', title: 'titles.starterKit', description: 'seo.descriptions.starterKit', module: 'starter-kit' },
  verification: { serverRendered: true, path: '/verification', title: 'titles.verification', description: 'seo.descriptions.verification', module: 'verification' },
  blog: {
    serverRendered: true,
    path: '/blog',
    title: 'titles.blog',
    description: 'seo.descriptions.blog',
    module: 'blog-list',
    initialData: [{ path: 'blogs', query: { page: FIRST_PAGE, pageSize: BLOG_PAGE_SIZE } }],
  },
  blogPost: { serverRendered: true, path: '/blog/:slug', title: 'titles.blogPost', content: 'blogPost', module: 'blog-post', initialData: [{ path: 'blogs/:slug' }] },
  faq: {
    serverRendered: true,
    path: '/faq',
    title: 'titles.faq',
    description: 'seo.descriptions.faq',
    content: 'faq',
    module: 'faq',
    initialData: [{ path: 'faqs', query: { page: FIRST_PAGE, pageSize: FAQ_PAGE_SIZE } }],
  },
  webinars: {
    serverRendered: true,
    path: '/webinars',
    title: 'titles.webinars',
    description: 'seo.descriptions.webinars',
    module: 'webinars',
    initialData: [{ path: 'webinars', query: { page: FIRST_PAGE, pageSize: WEBINARS_PAGE_SIZE } }],
  },
  webinarDetail: { serverRendered: true, path: '/webinars/:slug', title: 'titles.webinarDetail', content: 'webinar', module: 'webinar-detail', initialData: [{ path: 'webinars/:slug' }] },
  page404: { path: '/public/page-404', title: 'titles.notFound', noindex: true },
  page500: { path: '/public/page-500', title: 'titles.serverError', noindex: true },
  signInChoice: { path: '/public/sign-in', title: 'titles.signInChoice', noindex: true },
  signUpChoice: { path: '/public/sign-up', title: 'titles.signUpChoice', description: 'seo.descriptions.signUp' },
  signIn: { path: '/public/:role/sign-in', title: 'titles.signIn', titleByRole: true, noindex: true },
  signUp: { path: '/public/:role/sign-up', title: 'titles.signUp', titleByRole: true, description: 'seo.descriptions.signUp' },
  forgotPassword: { path: '/public/:role/forget-password', title: 'titles.forgotPassword', titleByRole: true, noindex: true },
  resetPassword: { path: '/public/:role/verify/:token/:email', title: 'titles.resetPassword', noindex: true },
  booking: { path: '/booking/:token', title: 'titles.booking', noindex: true },
  /** The link of the room's e-mails: goes on to the role's own room page (or the client sign-in). */
  chatRoom: { path: '/chat-room/:roomid', title: 'titles.chatRoom', noindex: true },
  /** The newsletter's links (e-mails): confirm a subscription, unsubscribe (one person's link: not for search engines). */
  newsletterConfirm: { path: '/newsletter/confirm/:token', title: 'titles.newsletterConfirm', noindex: true },
  newsletterUnsubscribe: { path: '/newsletter/unsubscribe/:token', title: 'titles.newsletterUnsubscribe', noindex: true },
  /** The links of the earlier-slot e-mails (one person's link): move a booking to a freed slot; stop the favourite experts' alerts. */
  earlierSlotMove: { path: '/bookings/move', title: 'titles.earlierSlotMove', noindex: true },
  favouriteAlertsStop: { path: '/favourites/alerts/stop', title: 'titles.favouriteAlertsStop', noindex: true },
  /** The link of the account-erasure e-mail (`?token=`): confirms the deletion of a client's or consultant's account (one person's link). */
  erasureConfirm: { path: '/public/:role/account/erasure', title: 'titles.erasureConfirm', noindex: true },
} as const satisfies Record<string, PageRoute>;

/** Pages of the client area (`/client` layout). */
export const clientRoutes = {
  index: { path: '/client', title: 'titles.client.dashboard' },
  dashboard: { path: '/client/dashboard', title: 'titles.client.dashboard' },
  changePassword: { path: '/client/change-password', title: 'titles.client.changePassword' },
  myBooking: { path: '/client/my-booking', title: 'titles.client.myBooking' },
  generalInfo: { path: '/client/general-info', title: 'titles.client.generalInfo' },
  consentForm: { path: '/client/consent-form-doc', title: 'titles.client.consentForm' },
  healthAssessment: { path: '/client/health-assesment', title: 'titles.client.healthAssessment' },
  healthAssessmentDoc: { path: '/client/health-assessment-doc', title: 'titles.client.healthAssessmentDoc' },
  favourites: { path: '/client/favorite', title: 'titles.client.favourites' },
  addComplaint: { path: '/client/add-complaint', title: 'titles.client.addComplaint' },
  complaintsByMe: { path: '/client/view-complaint-by-me', title: 'titles.client.complaintsByMe' },
  complaintsAgainst: { path: '/client/view-complaint-against', title: 'titles.client.complaintsAgainst' },
  complaintByMe: { path: '/client/view-complaint-by-me/:id', title: 'titles.client.complaintByMe' },
  complaintAgainst: { path: '/client/view-complaint-against/:id', title: 'titles.client.complaintAgainst' },
  room: { path: '/client/room/:roomid', title: 'titles.client.room' },
  webinarLive: { path: '/client/webinars/:id/live', title: 'titles.client.webinarLive' },
  myData: { path: '/client/my-data', title: 'titles.client.myData' },
} as const satisfies Record<string, PageRoute>;

/** Pages of the consultant area (`/consultant` layout). */
export const consultantRoutes = {
  index: { path: '/consultant', title: 'titles.consultant.dashboard' },
  dashboard: { path: '/consultant/dashboard', title: 'titles.consultant.dashboard' },
  changePassword: { path: '/consultant/change-password', title: 'titles.consultant.changePassword' },
  myProfile: { path: '/consultant/my-profile', title: 'titles.consultant.myProfile' },
  editAccount: { path: '/consultant/edit-account', title: 'titles.consultant.editAccount' },
  basicProfile: { path: '/consultant/edit-account/basic-profile', title: 'titles.consultant.basicProfile' },
  addressDetail: { path: '/consultant/edit-account/address-detail', title: 'titles.consultant.addressDetail' },
  educationDetail: { path: '/consultant/edit-account/education-detail', title: 'titles.consultant.educationDetail' },
  certificateDetail: { path: '/consultant/edit-account/certificate-detail', title: 'titles.consultant.certificates' },
  allCertificates: { path: '/consultant/edit-account/all-certificate', title: 'titles.consultant.certificates' },
  addCertificate: { path: '/consultant/edit-account/add-certificate', title: 'titles.consultant.addCertificate' },
  editCertificate: { path: '/consultant/edit-account/certificate-detail/edit/:id', title: 'titles.consultant.editCertificate' },
  bankDetail: { path: '/consultant/edit-account/bank-detail', title: 'titles.consultant.bankDetail' },
  profileDetail: { path: '/consultant/edit-account/profile-detail', title: 'titles.consultant.profileDetail' },
  documents: { path: '/consultant/edit-account/document', title: 'titles.consultant.documents' },
  addTiming: { path: '/consultant/add-timing', title: 'titles.consultant.addTiming' },
  myBooking: { path: '/consultant/my-booking', title: 'titles.consultant.myBooking' },
  addNote: { path: '/consultant/my-booking/add-note/:sessionId?/:clientId?', title: 'titles.consultant.addNote' },
  addComplaint: { path: '/consultant/add-complaint', title: 'titles.consultant.addComplaint' },
  complaintsByMe: { path: '/consultant/view-complaint-by-me', title: 'titles.consultant.complaintsByMe' },
  complaintsAgainst: { path: '/consultant/view-complaint-against', title: 'titles.consultant.complaintsAgainst' },
  complaintByMe: { path: '/consultant/view-complaint-by-me/:id', title: 'titles.consultant.complaintByMe' },
  complaintAgainst: { path: '/consultant/view-complaint-against/:id', title: 'titles.consultant.complaintAgainst' },
  room: { path: '/consultant/room/:roomid', title: 'titles.consultant.room' },
  webinarLive: { path: '/consultant/webinars/:id/live', title: 'titles.consultant.webinarLive' },
  myData: { path: '/consultant/my-data', title: 'titles.consultant.myData' },
  webinars: { path: '/consultant/webinars', title: 'titles.consultant.webinars' },
  reviews: { path: '/consultant/reviews', title: 'titles.consultant.reviews' },
} as const satisfies Record<string, PageRoute>;

/** Title key of the not-found page (shown for any path outside the lists above). */
export const NOT_FOUND_TITLE = 'titles.notFound';

/**
 * Every URL pattern of the app, as written to `dist/route-patterns.json` at build time.
 *
 * @returns absolute react-router patterns (`/blog/:slug`, `/our-experts/:search?`); `/admin/*` is not
 *   among them (the back office is a separate app).
 */
export function routePatterns(): string[] {
  return [siteRoutes, clientRoutes, consultantRoutes].flatMap((group) => Object.values(group).map((page: PageRoute) => page.path));
}

/** The three groups of pages, as the head of each page is written for them (`vite/page-meta.ts`). */
export const routeGroups = { site: siteRoutes, client: clientRoutes, consultant: consultantRoutes } as const;

/**
 * Whether search engines may index a page (robots `index`, listed in the sitemap): pages of the public
 * site only, unless marked `noindex`, and never a page reached by a private `:token` link (booking,
 * password reset, newsletter confirmation).
 *
 * @param page - the route entry.
 * @param group - the group it belongs to ({@link routeGroups}).
 */
export function isIndexable(page: PageRoute, group: keyof typeof routeGroups): boolean {
  return group === 'site' && !page.noindex && !/:token\b/.test(page.path);
}
