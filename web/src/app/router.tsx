/**
 * Route map (spec §2), react-router data router with lazy route modules (`app/routes/*`). The pages, their
 * URL patterns and their document titles are listed once in `config/routes`; this module attaches a route
 * module to each ({@link pageRoutes}). Unknown paths show the not-found page; route errors and chunk load
 * failures show the 500 page.
 *
 * - Public pages and the account pages of `/public/*` (sign-in, sign-up, forgotten password, reset
 *   link `verify/:token/:email`, per role) inside the site layout; `/booking/:token` behind the client guard;
 *   `/chat-room/:roomid`, which sends each party on to its own room page (a visitor to the client sign-in).
 * - `/client/*` and `/consultant/*`: each area's own layout and guard (dashboard, change password); the
 *   client area has its forms and favourites (spec §2 "Client routes": general-info, consent-form-doc,
 *   health-assesment, health-assessment-doc, favorite, my-booking, room/:roomid); the consultant area has its
 *   onboarding pages (spec §2 "Consultant routes": my-profile, edit-account and its sections, add-timing)
 *   and its bookings (my-booking, my-booking/add-note, room/:roomid); both have their complaints
 *   (add-complaint, view-complaint-by-me, view-complaint-against, and one complaint of each:
 *   view-complaint-by-me/:id, view-complaint-against/:id) and their own data (my-data: download, consents,
 *   account deletion; docs/privacy.md). The account-erasure e-mail's link, `/public/:role/account/erasure?token=`,
 *   is a public page.
 * - `/admin/*` is the back office, a separate build served by the CMS.
 *
 * Account pages also wait for the lazy part of the translations ({@link accountRoute}), which keeps
 * their texts, like their code, off the home page.
 *
 * @module app/router
 */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { clientRoutes, consultantRoutes, isIndexable, NOT_FOUND_TITLE, siteRoutes, type PageRoute } from '../config/routes';
import { Loading } from '../components/loading';
import { NotFoundView, ServerErrorView } from '../components/status-page';
import { ensureLazyTranslations } from '../lib/i18n';
import { lazyRoute, type RouteModule } from './lazy-route';
import { RootLayout } from './layout';
import { RouteError } from './route-error';
import type { PageHandle } from './document-title';

/**
 * A lazy account route: resolves once both its module and the lazy translations are loaded.
 *
 * @param load - e.g. `() => import('./routes/sign-in')`.
 */
export function accountRoute(load: () => Promise<RouteModule>): () => Promise<RouteModule> {
  return lazyRoute(() => Promise.all([load(), ensureLazyTranslations()]).then(([module]) => module));
}

/** What the router attaches to a page of `config/routes`: its lazy module, or an element. */
type PageImplementation = Pick<RouteObject, 'lazy' | 'element'>;

/** One implementation per page of a group of `config/routes`: the type refuses a missing or an extra page. */
type PageImplementations<Group> = { readonly [Key in keyof Group]: PageImplementation };

/**
 * Route objects of a group of pages: the pattern and title from `config/routes`, the module from
 * `implementations`; the page whose pattern is the layout's own path becomes its index route.
 *
 * @param group - e.g. `clientRoutes`.
 * @param base - path of the group's layout route (`/`, `/client`, `/consultant`).
 */
function pageRoutes<Group extends Record<string, PageRoute>>(group: Group, base: string, implementations: PageImplementations<Group>): RouteObject[] {
  return (Object.keys(group) as (keyof Group & string)[]).map((key) => {
    const page = group[key];
    const handle: PageHandle = { title: page.title, titleByRole: page.titleByRole, description: page.description, noindex: !isIndexable(page, base === '/' ? 'site' : 'client') };
    return page.path === base ? { index: true, handle, ...implementations[key] } : { path: page.path, handle, ...implementations[key] };
  });
}

/** The not-found page as the catch-all of a layout. */
const notFoundRoute: RouteObject = { path: '*', element: <NotFoundView />, handle: { title: NOT_FOUND_TITLE, noindex: true } satisfies PageHandle };

/** The complaint pages of a role's area: one module per role, one page per export. */
type ComplaintPageName = 'AddComplaint' | 'ComplaintsByMe' | 'ComplaintsAgainst' | 'ComplaintByMe' | 'ComplaintAgainst';

/** A page of the client's complaints module. */
const clientComplaints = (name: ComplaintPageName) => accountRoute(() => import('./routes/client-complaints').then((module) => ({ Component: module[name] })));

/** Children of the `/client` layout (spec §2 "Client routes"). */
const clientChildren: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      ...pageRoutes(clientRoutes, '/client', {
        index: { lazy: lazyRoute(() => import('./routes/area-index')) },
        dashboard: { lazy: accountRoute(() => import('./routes/client-dashboard')) },
        changePassword: { lazy: accountRoute(() => import('./routes/area-change-password')) },
        myBooking: { lazy: accountRoute(() => import('./routes/client-my-booking')) },
        generalInfo: { lazy: accountRoute(() => import('./routes/client-general-info')) },
        consentForm: { lazy: accountRoute(() => import('./routes/client-consent-form')) },
        healthAssessment: { lazy: accountRoute(() => import('./routes/client-health-assessment')) },
        healthAssessmentDoc: { lazy: accountRoute(() => import('./routes/client-health-assessment-doc')) },
        favourites: { lazy: accountRoute(() => import('./routes/client-favourites')) },
        addComplaint: { lazy: clientComplaints('AddComplaint') },
        complaintsByMe: { lazy: clientComplaints('ComplaintsByMe') },
        complaintsAgainst: { lazy: clientComplaints('ComplaintsAgainst') },
        complaintByMe: { lazy: clientComplaints('ComplaintByMe') },
        complaintAgainst: { lazy: clientComplaints('ComplaintAgainst') },
        room: { lazy: accountRoute(() => import('./routes/client-room')) },
        webinarLive: { lazy: accountRoute(() => import('./routes/client-webinar-live')) },
        myData: { lazy: accountRoute(() => import('./routes/client-my-data')) },
      }),
      notFoundRoute,
    ],
  },
];

/** A page of the consultant's complaints module. */
const consultantComplaints = (name: ComplaintPageName) => accountRoute(() => import('./routes/consultant-complaints').then((module) => ({ Component: module[name] })));

/** Children of the `/consultant` layout (spec §2 "Consultant routes"). */
const consultantChildren: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      ...pageRoutes(consultantRoutes, '/consultant', {
        index: { lazy: lazyRoute(() => import('./routes/area-index')) },
        dashboard: { lazy: accountRoute(() => import('./routes/consultant-dashboard')) },
        changePassword: { lazy: accountRoute(() => import('./routes/area-change-password')) },
        myProfile: { lazy: accountRoute(() => import('./routes/consultant-my-profile')) },
        editAccount: { lazy: accountRoute(() => import('./routes/consultant-edit-account')) },
        basicProfile: { lazy: accountRoute(() => import('./routes/consultant-basic-profile')) },
        addressDetail: { lazy: accountRoute(() => import('./routes/consultant-address')) },
        educationDetail: { lazy: accountRoute(() => import('./routes/consultant-education')) },
        certificateDetail: { lazy: accountRoute(() => import('./routes/consultant-certificates')) },
        allCertificates: { lazy: accountRoute(() => import('./routes/consultant-certificates')) },
        addCertificate: { lazy: accountRoute(() => import('./routes/consultant-certificate-form')) },
        editCertificate: { lazy: accountRoute(() => import('./routes/consultant-certificate-form')) },
        bankDetail: { lazy: accountRoute(() => import('./routes/consultant-bank')) },
        profileDetail: { lazy: accountRoute(() => import('./routes/consultant-profile-detail')) },
        documents: { lazy: accountRoute(() => import('./routes/consultant-documents')) },
        addTiming: { lazy: accountRoute(() => import('./routes/consultant-timings')) },
        myBooking: { lazy: accountRoute(() => import('./routes/consultant-my-booking')) },
        addNote: { lazy: accountRoute(() => import('./routes/consultant-add-note')) },
        addComplaint: { lazy: consultantComplaints('AddComplaint') },
        complaintsByMe: { lazy: consultantComplaints('ComplaintsByMe') },
        complaintsAgainst: { lazy: consultantComplaints('ComplaintsAgainst') },
        complaintByMe: { lazy: consultantComplaints('ComplaintByMe') },
        complaintAgainst: { lazy: consultantComplaints('ComplaintAgainst') },
        room: { lazy: accountRoute(() => import('./routes/consultant-room')) },
        webinarLive: { lazy: accountRoute(() => import('./routes/consultant-webinar-live')) },
        myData: { lazy: accountRoute(() => import('./routes/consultant-my-data')) },
        webinars: { lazy: accountRoute(() => import('./routes/consultant-webinars')) },
        reviews: { lazy: accountRoute(() => import('./routes/consultant-reviews')) },
      }),
      notFoundRoute,
    ],
  },
];

/** Route objects (exported for tests). */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: () => <Loading minHeight="60vh" />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...pageRoutes(siteRoutes, '/', {
            home: { lazy: lazyRoute(() => import('./routes/home')) },
            aboutUs: { lazy: lazyRoute(() => import('./routes/about')) },
            alternativeMedicine: { lazy: lazyRoute(() => import('./routes/alternative-medicine')) },
            sdgMedia: { lazy: lazyRoute(() => import('./routes/sdg')) },
            expertDetail: { lazy: lazyRoute(() => import('./routes/expert-detail')) },
            experts: { lazy: lazyRoute(() => import('./routes/experts')) },
            lifestyleProducts: { lazy: lazyRoute(() => import('./routes/lifestyle-products')) },
            terms: { lazy: lazyRoute(() => import('./routes/terms')) },
            privacy: { lazy: lazyRoute(() => import('./routes/privacy')) },
            contact: { lazy: lazyRoute(() => import('./routes/contact')) },
            waitingList: { lazy: lazyRoute(() => import('./routes/waiting-list')) },
            starterKit: { lazy: lazyRoute(() => import('./routes/starter-kit')) },
            verification: { lazy: lazyRoute(() => import('./routes/verification')) },
            blog: { lazy: lazyRoute(() => import('./routes/blog-list')) },
            blogPost: { lazy: lazyRoute(() => import('./routes/blog-post')) },
            faq: { lazy: lazyRoute(() => import('./routes/faq')) },
            webinars: { lazy: lazyRoute(() => import('./routes/webinars')) },
            webinarDetail: { lazy: lazyRoute(() => import('./routes/webinar-detail')) },
            page404: { element: <NotFoundView /> },
            page500: { element: <ServerErrorView /> },
            signInChoice: { lazy: accountRoute(() => import('./routes/sign-in-choice')) },
            signUpChoice: { lazy: accountRoute(() => import('./routes/sign-up-choice')) },
            signIn: { lazy: accountRoute(() => import('./routes/sign-in')) },
            signUp: { lazy: accountRoute(() => import('./routes/sign-up')) },
            forgotPassword: { lazy: accountRoute(() => import('./routes/forgot-password')) },
            resetPassword: { lazy: accountRoute(() => import('./routes/reset-password')) },
            booking: { lazy: accountRoute(() => import('./routes/booking')) },
            chatRoom: { lazy: accountRoute(() => import('./routes/chat-room')) },
            newsletterConfirm: { lazy: lazyRoute(() => import('./routes/newsletter-confirm')) },
            newsletterUnsubscribe: { lazy: lazyRoute(() => import('./routes/newsletter-unsubscribe')) },
            erasureConfirm: { lazy: accountRoute(() => import('./routes/erasure-confirm')) },
            earlierSlotMove: { lazy: accountRoute(() => import('./routes/earlier-slot-move')) },
            favouriteAlertsStop: { lazy: accountRoute(() => import('./routes/favourite-alerts-stop')) },
          }),
          notFoundRoute,
        ],
      },
    ],
  },
  {
    path: '/client',
    lazy: accountRoute(() => import('./routes/client-area')),
    errorElement: <RouteError />,
    HydrateFallback: () => <Loading minHeight="60vh" />,
    children: clientChildren,
  },
  {
    path: '/consultant',
    lazy: accountRoute(() => import('./routes/consultant-area')),
    errorElement: <RouteError />,
    HydrateFallback: () => <Loading minHeight="60vh" />,
    children: consultantChildren,
  },
];

/** Creates the browser router. */
export function createAppRouter() {
  return createBrowserRouter(routes, {
    future: {
      v7_relativeSplatPath: true,
      v7_fetcherPersist: true,
      v7_normalizeFormMethod: true,
      v7_partialHydration: true,
      v7_skipActionErrorRevalidation: true,
    },
  });
}
