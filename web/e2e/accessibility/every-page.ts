/**
 * Accessibility and layout of every page (spec §9; DESIGN §5), in French and in English:
 *
 * - axe-core (WCAG 2.0/2.1/2.2 A and AA rules) finds no violation of impact serious or critical (once per
 *   page and language, at 1366 px);
 * - the document has its own `<title>` in the page's language, taken from the translation files (each
 *   page a different title; the title changes with the language);
 * - no horizontal scroll at 1366 px nor at 375 px wide;
 * - nothing refused by the page's Content-Security-Policy (styles carry the answer's nonce, no unsafe-inline).
 *
 * Route list: every public page of the web router (a webinar's page: the first upcoming webinar, or one
 * the demo consultant publishes on the first run), the sign-in / sign-up / forgotten-password pages of
 * each role, the reset link, the account-erasure link, the booking page and the client area (signed in as the demo client), the
 * consultant area (as the demo consultant), a complaint's page in each box of each side (the demo client's
 * and the demo consultant's complaints about each other, filed through the API on the first run), the
 * consultation room of both (one not open yet, one open:
 * the e2e runner's session under way), an unknown path (not-found page), and the back office at
 * `/admin` (as the demo admin: dashboard; coupons list and creation; consultants list and a profile's
 * review page; clients; bookings list and a booking's page; contact requests; starter-kit requests; access log; data requests; blog posts list
 * and creation; a page's form; web settings; disorders list and trash). Each document answers 200, and
 * an unknown path 404 with the not-found page. One browser; one context per role, reused across pages:
 * each role's app loads once per language, then goes from page to page as its links do (the document's
 * status is asked of the server beside it).
 *
 * One test file per language (`accessibility-fr.e2e.test.ts`, `accessibility-en.e2e.test.ts`) calls
 * {@link describeEveryPage}, so that the runner checks both languages side by side.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import raFrench from 'ra-language-french';
import raEnglish from 'ra-language-english';
import { fr as adminFr } from '../../../admin-ui/src/i18n/fr';
import { en as adminEn } from '../../../admin-ui/src/i18n/en';
import { BASE_URL, DEMO_PASSWORD, api, apiCall, launchBrowser, seriousViolations, signIn, translations, type ApiList } from '../support';
import { clock } from '../../src/lib/clock';

export type Language = 'fr' | 'en';
type Role = 'visitor' | 'client' | 'consultant' | 'admin';

const WIDTHS = [1366, 375] as const;

/** One page to check: who looks at it, where, and the expected title for a language. */
interface PageCase {
  name: string;
  role: Role;
  path: string;
  title: (language: Language) => string;
  /** HTTP status of the document (default 200). */
  status?: number;
  /** Test id of an element the page must show. */
  shows?: string;
}

/** The page-title text of the web's translation files (`titles.<key>`). */
const webTitle =
  (...key: string[]) =>
  (language: Language): string => {
    let node: unknown = (translations[language] as Record<string, unknown>).titles;
    for (const part of key) node = (node as Record<string, unknown> | undefined)?.[part];
    return typeof node === 'string' ? node : `[no translation titles.${key.join('.')} in ${language}.json]`;
  };

/** The back office's page titles, as react-admin's messages and ours give them (admin-ui DocumentHead). */
const adminMessages = { fr: { ra: raFrench.ra, app: adminFr.app, resources: adminFr.resources }, en: { ra: raEnglish.ra, app: adminEn.app, resources: adminEn.resources } };
type AdminResource = keyof typeof adminFr.resources;
const resourceName = (language: Language, resource: AdminResource, plural: boolean) => adminMessages[language].resources[resource].name.split('||||')[plural ? 1 : 0].trim();
/** The words of a record's page title before the record's name (`resources.<name>.page.edit|show`). */
const recordTitleStart = (language: Language, resource: AdminResource, page: 'edit' | 'show') => {
  const own = (adminMessages[language].resources[resource] as { page?: Record<string, string> }).page?.[page];
  return own ? own.slice(0, own.indexOf('%{recordRepresentation}')) : `[no translation resources.${resource}.page.${page} in ${language}]`;
};
const adminTitles = {
  dashboard: (language: Language) => adminMessages[language].app.dashboard.title,
  list: (resource: AdminResource) => (language: Language) => resourceName(language, resource, true),
  create: (resource: AdminResource) => (language: Language) => {
    const own = (adminMessages[language].resources[resource] as { page?: { create?: string } }).page?.create;
    return own ?? adminMessages[language].ra.page.create.replace('%{name}', resourceName(language, resource, false));
  },
  // A record's page names it after the resource's own words ("Modifier la page « … »"): the title starts with those.
  show: (resource: AdminResource) => (language: Language) => recordTitleStart(language, resource, 'show'),
  edit: (resource: AdminResource) => (language: Language) => recordTitleStart(language, resource, 'edit'),
  trash: (resource: AdminResource) => (language: Language) => adminMessages[language].app.trash.title.replace('%{name}', resourceName(language, resource, true)),
};

// Data the route list needs, read from whatever seed is loaded (the server is up when this file runs).
const posts = await api<ApiList<{ slug: string }>>('blogs?page=1&pageSize=1');
// The blog post's and the expert's pages are titled by their content (docs/seo.md).
const postTitles = posts.data[0]
  ? { fr: (await api<{ data: { title: string } }>(`blogs/${posts.data[0].slug}`, 'fr')).data.title, en: (await api<{ data: { title: string } }>(`blogs/${posts.data[0].slug}`, 'en')).data.title }
  : null;
const clientLogin = await apiCall<{ jwt: string }>('POST', 'client/auth/login', { email: 'client@demo.local', password: DEMO_PASSWORD });
const clientBookings = await apiCall<{ data: { token: string }[] }>('GET', 'client/bookings?when=upcoming&page=1&pageSize=1', undefined, clientLogin.jwt);
// The consultation rooms of the demo client's sessions with the demo consultant: one under way (the e2e
// runner's fixture, its room open) and one days ahead (its room not open yet).
/** The demo client's past session it may review, or has reviewed (the attended session of the browser-test fixtures): its booking page shows "Rate this session" or the review. */
const pastBookings = await apiCall<{ data: { id: string; token: string }[] }>('GET', 'client/bookings?when=past&page=1&pageSize=50', undefined, clientLogin.jwt);
let reviewableToken: string | undefined;
for (const booking of pastBookings.data) {
  const state = await apiCall<{ data: { status: string } }>('GET', `client/bookings/${booking.id}/review`, undefined, clientLogin.jwt);
  if (state.data.status === 'open' || state.data.status === 'written') {
    reviewableToken = booking.token;
    break;
  }
}
const clientSessions = await apiCall<{ data: { room_id: string; start: string }[] }>('GET', 'client/bookings?when=upcoming&page=1&pageSize=50', undefined, clientLogin.jwt);
const openRoomId = clientSessions.data.find((booking) => Date.parse(booking.start) <= clock.ms() + 10 * 60_000)?.room_id;
const earlyRoomId = clientSessions.data.find((booking) => Date.parse(booking.start) > clock.ms() + 24 * 60 * 60_000)?.room_id;
const consultantLogin = await apiCall<{ jwt: string }>('POST', 'consultant/auth/login', { email: 'consultant@demo.local', password: DEMO_PASSWORD });
const consultantProfile = await apiCall<{ data: { profile: { documentId: string } } }>('GET', 'consultant/profile', undefined, consultantLogin.jwt);
const expertId = consultantProfile.data.profile.documentId;
const expertName = expertId ? (await api<{ data: { display_name: string } }>(`consultants/${expertId}`)).data.display_name : '';
/**
 * A published webinar for its page (docs/api-webinars.md): the first upcoming one, else one the demo
 * consultant writes and publishes now through its API (ten days ahead), so that the page has a record.
 */
async function upcomingWebinar(): Promise<string | undefined> {
  const listed = await api<ApiList<{ slug: string }>>('webinars?page=1&pageSize=1');
  if (listed.data[0]) return listed.data[0].slug;
  const [specialization] = (await api<ApiList<{ slug: string }>>('specializations?page=1&pageSize=1')).data;
  if (!specialization) return undefined;
  const start = new Date(Math.ceil((clock.ms() + 10 * 86_400_000) / 3_600_000) * 3_600_000).toISOString();
  const draft = await apiCall<{ data: { id: string; slug: string } }>(
    'POST',
    'consultant/webinars',
    {
      title_fr: 'Respirer en conscience',
      title_en: 'Mindful breathing',
      description_fr: 'Une heure de pratique guidée.',
      description_en: 'One hour of guided practice.',
      specialization: specialization.slug,
      language: 'fr',
      start,
      duration_minutes: 60,
      capacity: 20,
      fee_minor: 0,
    },
    consultantLogin.jwt,
  );
  await apiCall('POST', `consultant/webinars/${draft.data.id}/publish`, {}, consultantLogin.jwt);
  return draft.data.slug;
}
const webinarSlug = await upcomingWebinar();
// The live session of the webinar under way that the demo consultant hosts (the e2e runner's fixture).
const liveWebinarId = await api<{ data: { id: string } }>('webinars/e2e-live-session', 'fr')
  .then((answer) => answer.data.id)
  .catch(() => null);
const webinarTitles = webinarSlug
  ? { fr: (await api<{ data: { title: string } }>(`webinars/${webinarSlug}`, 'fr')).data.title, en: (await api<{ data: { title: string } }>(`webinars/${webinarSlug}`, 'en')).data.title }
  : null;
const consultantBookings = await apiCall<{ data: { id: string; client?: { id: string } }[] }>('GET', 'consultant/bookings?when=past&page=1&pageSize=1', undefined, consultantLogin.jwt);
/**
 * A complaint the demo `role` filed (the complaint pages' `:id`): the newest of its own, else one filed
 * now through its API about its first counterparty (the demo client about an expert it booked, the demo
 * consultant about a client who booked it), so that each detail page has a record in both boxes.
 */
async function ownComplaint(role: 'client' | 'consultant', token: string): Promise<string | undefined> {
  const mine = await apiCall<{ data: { id: string }[] }>('GET', `${role}/complaints?box=by-me&page=1&pageSize=1`, undefined, token);
  if (mine.data[0]) return mine.data[0].id;
  const people = await apiCall<{ data: { id: string; bookings: { id: string }[] }[] }>('GET', `${role}/complaints/counterparties`, undefined, token);
  const person = (role === 'client' && people.data.find((candidate) => candidate.id === expertId)) || people.data[0];
  const [type] = (await api<ApiList<{ slug: string }>>('complaint-types?page=1&pageSize=1')).data;
  if (!person || !type) return undefined;
  const form = new FormData();
  form.append('complaint_type', type.slug);
  form.append('against', person.id);
  if (person.bookings[0]) form.append('booking', person.bookings[0].id);
  form.append('description', 'La séance a commencé avec vingt minutes de retard, sans prévenir.');
  return (await apiCall<{ data: { id: string } }>('POST', `${role}/complaints`, form, token)).data.id;
}
const clientComplaintId = await ownComplaint('client', clientLogin.jwt);
const consultantComplaintId = await ownComplaint('consultant', consultantLogin.jwt);
const adminLogin = await apiCall<{ jwt: string }>('POST', 'admin-panel/auth/login', { email: 'admin@demo.local', password: DEMO_PASSWORD });
/** The first record of a back-office list (admin dialect: a bare array). */
const firstAdminRecord = async (resource: string) =>
  (await apiCall<{ id: string }[]>('GET', `admin-panel/${resource}?range=${encodeURIComponent('[0,0]')}`, undefined, adminLogin.jwt))[0] as { id: string } | undefined;
const [adminBooking, adminPage] = await Promise.all([firstAdminRecord('bookings'), firstAdminRecord('pages')]);

const ROLES = ['client', 'consultant', 'admin'] as const;

const pages: PageCase[] = [
  // With an upcoming webinar (one is published above when none is), the home page shows its webinars' section.
  { name: 'home', role: 'visitor', path: '/', title: webTitle('home'), ...(webinarSlug ? { shows: 'home-webinars' } : {}) },
  { name: 'about us', role: 'visitor', path: '/about-us', title: webTitle('aboutUs') },
  { name: 'alternative medicine', role: 'visitor', path: '/alternative-medicine', title: webTitle('alternativeMedicine') },
  { name: 'sustainable development goals', role: 'visitor', path: '/sdg-media', title: webTitle('sdgMedia') },
  { name: 'experts', role: 'visitor', path: '/our-experts', title: webTitle('experts') },
  ...(expertId
    ? [{ name: 'expert page', role: 'visitor' as const, path: `/our-experts/details/${expertId}`, title: (language: Language) => `${expertName} – ${webTitle('expertDetail')(language)}` }]
    : []),
  { name: 'lifestyle products', role: 'visitor', path: '/lifestyle-product', title: webTitle('lifestyleProducts') },
  { name: 'terms', role: 'visitor', path: '/terms-conditions', title: webTitle('terms') },
  { name: 'privacy policy', role: 'visitor', path: '/privacy-policy', title: webTitle('privacy') },
  { name: 'contact', role: 'visitor', path: '/contact-us', title: webTitle('contact') },
  { name: 'waiting list', role: 'visitor', path: '/waiting-list?role=client&specialization=naturopathy', title: webTitle('waitingList') },
  { name: 'starter kit', role: 'visitor', path: '/starter-kit', title: webTitle('starterKit') },
  { name: 'verification badges explained', role: 'visitor', path: '/verification', title: webTitle('verification'), shows: 'verification-page' },
  { name: 'blog', role: 'visitor', path: '/blog', title: webTitle('blog') },
  ...(posts.data[0] ? [{ name: 'blog post', role: 'visitor' as const, path: `/blog/${posts.data[0].slug}`, title: (language: Language) => postTitles![language] }] : []),
  { name: 'faq', role: 'visitor', path: '/faq', title: webTitle('faq') },
  { name: 'webinars', role: 'visitor', path: '/webinars', title: webTitle('webinars') },
  ...(webinarSlug ? [{ name: 'webinar page', role: 'visitor' as const, path: `/webinars/${webinarSlug}`, title: (language: Language) => webinarTitles![language], shows: 'webinar-detail' }] : []),
  { name: 'newsletter confirmation', role: 'visitor', path: '/newsletter/confirm/a-token-from-an-e-mail', title: webTitle('newsletterConfirm') },
  { name: 'newsletter unsubscription', role: 'visitor', path: '/newsletter/unsubscribe/a-token-from-an-e-mail', title: webTitle('newsletterUnsubscribe') },
  { name: 'server error page', role: 'visitor', path: '/public/page-500', title: webTitle('serverError') },
  { name: 'not-found page', role: 'visitor', path: '/this/path/does-not-exist', title: webTitle('notFound'), status: 404, shows: 'not-found' },
  { name: 'not-found page of the client area', role: 'client', path: '/client/no-such-page', title: webTitle('notFound'), status: 404, shows: 'not-found' },
  { name: 'sign-in choice', role: 'visitor', path: '/public/sign-in', title: webTitle('signInChoice') },
  { name: 'sign-up choice', role: 'visitor', path: '/public/sign-up', title: webTitle('signUpChoice') },
  ...ROLES.flatMap((role): PageCase[] => [
    { name: `${role} sign-in`, role: 'visitor', path: `/public/${role}/sign-in`, title: webTitle('signIn', role) },
    { name: `${role} sign-up`, role: 'visitor', path: `/public/${role}/sign-up`, title: webTitle('signUp', role) },
    { name: `${role} forgotten password`, role: 'visitor', path: `/public/${role}/forget-password`, title: webTitle('forgotPassword', role) },
  ]),
  { name: 'password reset link', role: 'visitor', path: '/public/client/verify/a-reset-token/client%40example.org', title: webTitle('resetPassword') },
  {
    name: 'earlier-slot move link',
    role: 'visitor',
    path: '/bookings/move?token=eyJiIjoiYm9va2luZyIsInMiOjE5MjQ5OTIwMDAwMDAsImUiOjE5MjQ5OTIwMDAwMDAsIm4iOjB9.signature',
    title: webTitle('earlierSlotMove'),
  },
  { name: 'favourite experts alerts stop link', role: 'visitor', path: '/favourites/alerts/stop?token=a-token-from-an-e-mail', title: webTitle('favouriteAlertsStop') },
  { name: 'account erasure link', role: 'visitor', path: '/public/client/account/erasure?token=a-token-from-an-e-mail-0123456789', title: webTitle('erasureConfirm') },

  { name: 'client dashboard', role: 'client', path: '/client/dashboard', title: webTitle('client', 'dashboard') },
  { name: 'client change password', role: 'client', path: '/client/change-password', title: webTitle('client', 'changePassword') },
  { name: 'client bookings', role: 'client', path: '/client/my-booking', title: webTitle('client', 'myBooking') },
  ...(clientBookings.data[0] ? [{ name: 'booking page', role: 'client' as const, path: `/booking/${clientBookings.data[0].token}`, title: webTitle('booking'), shows: 'booking-page' }] : []),
  ...(reviewableToken ? [{ name: 'booking page with its review', role: 'client' as const, path: `/booking/${reviewableToken}`, title: webTitle('booking'), shows: 'booking-page' }] : []),
  { name: 'client general info', role: 'client', path: '/client/general-info', title: webTitle('client', 'generalInfo') },
  { name: 'client consent form', role: 'client', path: '/client/consent-form-doc', title: webTitle('client', 'consentForm') },
  { name: 'client health assessment', role: 'client', path: '/client/health-assesment', title: webTitle('client', 'healthAssessment') },
  { name: 'client health assessment document', role: 'client', path: '/client/health-assessment-doc', title: webTitle('client', 'healthAssessmentDoc') },
  { name: 'client favourites', role: 'client', path: '/client/favorite', title: webTitle('client', 'favourites') },
  { name: 'client my data', role: 'client', path: '/client/my-data', title: webTitle('client', 'myData') },
  { name: 'client add complaint', role: 'client', path: '/client/add-complaint', title: webTitle('client', 'addComplaint') },
  { name: 'client complaints by me', role: 'client', path: '/client/view-complaint-by-me', title: webTitle('client', 'complaintsByMe') },
  { name: 'client complaints against me', role: 'client', path: '/client/view-complaint-against', title: webTitle('client', 'complaintsAgainst') },
  ...(clientComplaintId
    ? [
        { name: 'client complaint by me', role: 'client' as const, path: `/client/view-complaint-by-me/${clientComplaintId}`, title: webTitle('client', 'complaintByMe'), shows: 'complaint-summary' },
        {
          name: 'consultant complaint against me',
          role: 'consultant' as const,
          path: `/consultant/view-complaint-against/${clientComplaintId}`,
          title: webTitle('consultant', 'complaintAgainst'),
          shows: 'complaint-summary',
        },
      ]
    : []),
  ...(consultantComplaintId
    ? [
        {
          name: 'consultant complaint by me',
          role: 'consultant' as const,
          path: `/consultant/view-complaint-by-me/${consultantComplaintId}`,
          title: webTitle('consultant', 'complaintByMe'),
          shows: 'complaint-summary',
        },
        {
          name: 'client complaint against me',
          role: 'client' as const,
          path: `/client/view-complaint-against/${consultantComplaintId}`,
          title: webTitle('client', 'complaintAgainst'),
          shows: 'complaint-summary',
        },
      ]
    : []),
  ...(earlyRoomId ? [{ name: 'client room not open yet', role: 'client' as const, path: `/client/room/${earlyRoomId}`, title: webTitle('client', 'room'), shows: 'room-heading' }] : []),
  ...(openRoomId ? [{ name: 'client room', role: 'client' as const, path: `/client/room/${openRoomId}`, title: webTitle('client', 'room'), shows: 'room-heading' }] : []),

  { name: 'consultant dashboard', role: 'consultant', path: '/consultant/dashboard', title: webTitle('consultant', 'dashboard') },
  { name: 'consultant change password', role: 'consultant', path: '/consultant/change-password', title: webTitle('consultant', 'changePassword') },
  { name: 'consultant profile', role: 'consultant', path: '/consultant/my-profile', title: webTitle('consultant', 'myProfile') },
  { name: 'consultant edit account', role: 'consultant', path: '/consultant/edit-account', title: webTitle('consultant', 'editAccount') },
  { name: 'consultant basic profile', role: 'consultant', path: '/consultant/edit-account/basic-profile', title: webTitle('consultant', 'basicProfile') },
  { name: 'consultant address', role: 'consultant', path: '/consultant/edit-account/address-detail', title: webTitle('consultant', 'addressDetail') },
  { name: 'consultant education', role: 'consultant', path: '/consultant/edit-account/education-detail', title: webTitle('consultant', 'educationDetail') },
  { name: 'consultant certificates', role: 'consultant', path: '/consultant/edit-account/certificate-detail', title: webTitle('consultant', 'certificates') },
  { name: 'consultant add certificate', role: 'consultant', path: '/consultant/edit-account/add-certificate', title: webTitle('consultant', 'addCertificate') },
  { name: 'consultant bank details', role: 'consultant', path: '/consultant/edit-account/bank-detail', title: webTitle('consultant', 'bankDetail') },
  { name: 'consultant profile details', role: 'consultant', path: '/consultant/edit-account/profile-detail', title: webTitle('consultant', 'profileDetail') },
  { name: 'consultant documents', role: 'consultant', path: '/consultant/edit-account/document', title: webTitle('consultant', 'documents') },
  { name: 'consultant timings', role: 'consultant', path: '/consultant/add-timing', title: webTitle('consultant', 'addTiming') },
  { name: 'consultant bookings', role: 'consultant', path: '/consultant/my-booking', title: webTitle('consultant', 'myBooking') },
  { name: 'consultant my data', role: 'consultant', path: '/consultant/my-data', title: webTitle('consultant', 'myData') },
  { name: 'consultant webinars', role: 'consultant', path: '/consultant/webinars', title: webTitle('consultant', 'webinars'), shows: 'consultant-webinars' },
  { name: 'consultant reviews', role: 'consultant', path: '/consultant/reviews', title: webTitle('consultant', 'reviews'), shows: 'consultant-reviews' },
  ...(consultantBookings.data[0]
    ? [
        {
          name: 'consultant booking notes',
          role: 'consultant' as const,
          path: `/consultant/my-booking/add-note/${consultantBookings.data[0].id}${consultantBookings.data[0].client?.id ? `/${consultantBookings.data[0].client.id}` : ''}`,
          title: webTitle('consultant', 'addNote'),
        },
      ]
    : []),
  { name: 'consultant add complaint', role: 'consultant', path: '/consultant/add-complaint', title: webTitle('consultant', 'addComplaint') },
  { name: 'consultant complaints by me', role: 'consultant', path: '/consultant/view-complaint-by-me', title: webTitle('consultant', 'complaintsByMe') },
  { name: 'consultant complaints against me', role: 'consultant', path: '/consultant/view-complaint-against', title: webTitle('consultant', 'complaintsAgainst') },
  ...(earlyRoomId
    ? [{ name: 'consultant room not open yet', role: 'consultant' as const, path: `/consultant/room/${earlyRoomId}`, title: webTitle('consultant', 'room'), shows: 'room-heading' }]
    : []),
  ...(openRoomId ? [{ name: 'consultant room', role: 'consultant' as const, path: `/consultant/room/${openRoomId}`, title: webTitle('consultant', 'room'), shows: 'room-heading' }] : []),
  ...(liveWebinarId ? [{ name: 'webinar live session (host)', role: 'consultant' as const, path: `/consultant/webinars/${liveWebinarId}/live`, title: webTitle('consultant', 'webinarLive') }] : []),

  { name: 'back-office dashboard', role: 'admin', path: '/admin/', title: adminTitles.dashboard },
  { name: 'back-office coupons', role: 'admin', path: '/admin/coupons', title: adminTitles.list('coupons') },
  { name: 'back-office new coupon', role: 'admin', path: '/admin/coupons/create', title: adminTitles.create('coupons') },
  { name: 'back-office consultants', role: 'admin', path: '/admin/consultants', title: adminTitles.list('consultants') },
  ...(expertId ? [{ name: 'back-office consultant', role: 'admin' as const, path: `/admin/consultants/${expertId}/show`, title: adminTitles.show('consultants') }] : []),
  { name: 'back-office clients', role: 'admin', path: '/admin/clients', title: adminTitles.list('clients') },
  { name: 'back-office bookings', role: 'admin', path: '/admin/bookings', title: adminTitles.list('bookings') },
  { name: 'back-office reviews', role: 'admin', path: '/admin/reviews', title: adminTitles.list('reviews') },
  ...(adminBooking ? [{ name: 'back-office booking', role: 'admin' as const, path: `/admin/bookings/${adminBooking.id}/show`, title: adminTitles.show('bookings') }] : []),
  { name: 'back-office contact requests', role: 'admin', path: '/admin/contact-requests', title: adminTitles.list('contact-requests') },
  { name: 'back-office starter-kit requests', role: 'admin', path: '/admin/starter-kit-requests', title: adminTitles.list('starter-kit-requests') },
  { name: 'back-office newsletter subscribers', role: 'admin', path: '/admin/newsletter-subscribers', title: adminTitles.list('newsletter-subscribers') },
  { name: 'back-office access log', role: 'admin', path: '/admin/audit-logs', title: adminTitles.list('audit-logs') },
  { name: 'back-office data requests', role: 'admin', path: '/admin/data-requests', title: adminTitles.list('data-requests') },
  { name: 'back-office blog posts', role: 'admin', path: '/admin/blogs', title: adminTitles.list('blogs') },
  { name: 'back-office new blog post', role: 'admin', path: '/admin/blogs/create', title: adminTitles.create('blogs') },
  ...(adminPage ? [{ name: 'back-office page', role: 'admin' as const, path: `/admin/pages/${adminPage.id}`, title: adminTitles.edit('pages') }] : []),
  { name: 'back-office web settings', role: 'admin', path: '/admin/web-setting', title: adminTitles.list('web-setting') },
  { name: 'back-office disorders', role: 'admin', path: '/admin/disorders', title: adminTitles.list('disorders') },
  { name: 'back-office disorders trash', role: 'admin', path: '/admin/disorders/trash', title: adminTitles.trash('disorders') },
];

let browser: Browser;
/** A role's page, the language its app started in, and its requests in flight. */
interface Session {
  context: BrowserContext;
  page: Page;
  language?: Language;
  inFlight: Set<unknown>;
}
const sessions = new Map<Role, Session>();

/** CSP refusals reported by the pages' consoles since the last page opened. */
const cspRefusals: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  for (const role of ['visitor', 'client', 'consultant', 'admin'] as const) {
    const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: 900 }, baseURL: BASE_URL });
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    // What the page's Content-Security-Policy refused (an inline style without the page's nonce…).
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) cspRefusals.push(message.text());
    });
    const inFlight = new Set<unknown>();
    page.on('request', (request) => inFlight.add(request));
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfailed', (request) => inFlight.delete(request));
    if (role === 'visitor') await page.goto('/');
    else await signIn(page, role, `${role}@demo.local`, DEMO_PASSWORD);
    sessions.set(role, { context, page, inFlight });
  }
}, 120_000);

afterAll(async () => {
  for (const { context } of sessions.values()) await context.close();
  await browser?.close();
});

/** Waits until no loading indicator shows (a determinate progress bar, e.g. a profile's completion, is content). */
async function loaded(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[data-testid="loading"], [role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root'), undefined, { timeout: 15_000 });
}

/**
 * Waits until the page has loaded its data: no request in flight for half a second (as Playwright's
 * `networkidle`, which only follows a document load, while these pages are also reached inside the
 * app), then no loading indicator.
 */
async function settle(page: Page, inFlight: Set<unknown>) {
  const deadline = clock.ms() + 20_000;
  let quietSince = clock.ms();
  while (clock.ms() < deadline) {
    if (inFlight.size) quietSince = clock.ms();
    else if (clock.ms() - quietSince >= 500) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await loaded(page);
}

/**
 * Opens `path` on the role's page in `language`: the document itself the first time (or when the
 * language changes: the app reads it when it starts), else inside the running app, as a link would
 * (the router follows the history), which spares the browser loading and starting the app again.
 * The document's HTTP status is read from the server in both cases.
 * @returns the HTTP status of the document at `path`
 */
async function open(session: Session, path: string, language: Language): Promise<number> {
  const { page } = session;
  const sameApp = session.language === language && path.startsWith('/admin') === new URL(page.url()).pathname.startsWith('/admin');
  if (!sameApp) {
    await page.evaluate((chosen) => localStorage.setItem('selectedLanguage', chosen), language);
    const response = await page.goto(path);
    session.language = language;
    return response?.status() ?? 0;
  }
  // The browser's own request for the document (it follows redirects as a load does, and retries a
  // connection the server closed meanwhile), then the app's navigation.
  return page.evaluate(async (target) => {
    const answer = await fetch(target, { headers: { Accept: 'text/html' } });
    // Read to its end: a body left unread would keep the request in flight for settle().
    await answer.arrayBuffer();
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    return answer.status;
  }, path);
}

/** Whether the page scrolls sideways at the current width; the widest elements when it does. */
async function horizontalOverflow(page: Page): Promise<string | null> {
  const fits = await page
    .waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth, undefined, { timeout: 3_000 })
    .then(() => true)
    .catch(() => false);
  if (fits) return null;
  return page.evaluate(() => {
    const width = window.innerWidth;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(-5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].slice(0, 2).join('.')} (right ${Math.round(element.getBoundingClientRect().right)} px)`,
      );
    return `scrollWidth ${document.documentElement.scrollWidth} px > ${width} px; widest: ${wide.join(', ')}`;
  });
}

/**
 * The checks of every page of the route list in `language`: status, language, its own title (unlike the
 * other pages' in that language, and, when the other language's pass runs beside it, unlike its title
 * there), axe, no sideways scroll at 1366 and 375 px, nothing refused by the CSP.
 */
export function describeEveryPage(language: Language): void {
  const titles = new Map<string, string>();
  describe(`every page in ${language}`, () => {
    it.each(pages.map((entry) => [entry.name, entry] as const))('%s', async (_name, entry) => {
      const session = sessions.get(entry.role)!;
      const { page } = session;
      const where = `${entry.path} (${language})`;
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      cspRefusals.length = 0;
      const status = await open(session, entry.path, language);
      await settle(page, session.inFlight);
      const problems: string[] = [];
      if (status !== (entry.status ?? 200)) problems.push(`${where}: HTTP status ${status}, expected ${entry.status ?? 200}`);
      if (entry.shows && !(await page.getByTestId(entry.shows).isVisible())) problems.push(`${where}: "${entry.shows}" not shown`);
      const lang = await page.locator('html').getAttribute('lang');
      if (lang !== language) problems.push(`${where}: <html lang="${lang}">`);

      // Its own title, in this language.
      const expected = entry.title(language);
      const title = await page
        .waitForFunction((text) => document.title.startsWith(text) && document.title, expected, { timeout: 10_000 })
        .then((handle) => handle.jsonValue() as Promise<string>)
        .catch(async () => page.title());
      if (!title.startsWith(expected)) problems.push(`${where}: <title> is "${title}", expected "${expected}…"`);
      for (const [other, otherTitle] of titles) {
        if (otherTitle === title && !(entry.shows && entry.shows === pages.find((candidate) => candidate.name === other)?.shows)) problems.push(`${where}: same <title> as ${other} ("${title}")`);
      }
      titles.set(entry.name, title);

      // Accessibility on a wide screen (axe once per page and language), then the width on a wide and a
      // small screen: the status, title and CSP above hold for the same document at every width.
      problems.push(...(await seriousViolations(page)).map((violation) => `${where} at ${WIDTHS[0]} px: ${violation}`));
      for (const width of WIDTHS) {
        if (width !== WIDTHS[0]) {
          await page.setViewportSize({ width, height: 800 });
          await loaded(page);
        }
        const overflow = await horizontalOverflow(page);
        if (overflow) problems.push(`${where} at ${width} px: horizontal scroll — ${overflow}`);
      }
      problems.push(...cspRefusals.map((refusal) => `${where}: refused by the Content-Security-Policy — ${refusal}`));
      expect(problems, problems.join('\n')).toEqual([]);
    });

    // The other language's pass runs in another file at the same time (scripts/e2e/run.mjs sets
    // E2E_SHARED_DIR): each writes the titles it saw, then compares them with the other's.
    const shared = process.env.E2E_SHARED_DIR;
    if (shared) {
      it(
        'gives every page another title in the other language',
        async () => {
          const other: Language = language === 'fr' ? 'en' : 'fr';
          fs.writeFileSync(path.join(shared, `titles-${language}.json`), JSON.stringify(Object.fromEntries(titles)));
          const otherFile = path.join(shared, `titles-${other}.json`);
          const deadline = clock.ms() + 15 * 60_000;
          while (!fs.existsSync(otherFile) && clock.ms() < deadline) await new Promise((resolve) => setTimeout(resolve, 1000));
          const otherTitles = JSON.parse(fs.readFileSync(otherFile, 'utf8')) as Record<string, string>;
          const same = pages
            .filter((entry) => titles.has(entry.name) && titles.get(entry.name) === otherTitles[entry.name])
            .map((entry) => `${entry.path}: "${titles.get(entry.name)}" in ${language} and ${other}`);
          expect(same, `<title> unchanged by the language:\n${same.join('\n')}`).toEqual([]);
        },
        16 * 60_000,
      );
    }
  });
}

/** Choosing English on the home page changes the document's title at once. */
export function describeTitleFollowsLanguage(): void {
  describe('title follows the language without a reload', () => {
    it('changes the home page title when English is chosen', async () => {
      const session = sessions.get('visitor')!;
      const { page } = session;
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await page.evaluate(() => localStorage.setItem('selectedLanguage', 'fr'));
      await page.goto('/');
      // The app now speaks another language than the pass's pages opened in: the next one loads again.
      session.language = undefined;
      await page.waitForFunction((text) => document.title.startsWith(text), translations.fr.titles.home);
      await page.getByTestId('language-selector').click();
      await page.getByTestId('language-option-en').click();
      await page.waitForFunction((text) => document.title.startsWith(text), translations.en.titles.home);
      expect(await page.title()).toMatch(new RegExp(`^${translations.en.titles.home}`));
    });
  });
}
