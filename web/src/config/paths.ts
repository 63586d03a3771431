/**
 * Route paths (spec §2 "Public routes", the `/public/*` account pages and the guarded areas).
 *
 * @module config/paths
 */
import type { Role } from './constants';

/** `?against=<id>&booking=<id>` of the add-complaint page (either may be left out). */
const complaintAbout = (base: string, against?: string | null, booking?: string | null): string => {
  const query = new URLSearchParams();
  if (against) query.set('against', against);
  if (booking) query.set('booking', booking);
  const text = query.toString();
  return text ? `${base}?${text}` : base;
};

export const paths = {
  home: '/',
  aboutUs: '/about-us',
  alternativeMedicine: '/alternative-medicine',
  sdgMedia: '/sdg-media',
  experts: '/our-experts',
  expertDetails: (id: string) => `/our-experts/details/${encodeURIComponent(id)}`,
  lifestyleProducts: '/lifestyle-product',
  terms: '/terms-conditions',
  privacy: '/privacy-policy',
  contact: '/contact-us',
  /** What the experts' verification badges mean (docs/api-consultant.md "Verification badges"). */
  verification: '/verification',
  /** The waiting list's form (docs/api-engagement.md "Waiting list"), prefilled by its query (empty values left out). */
  waitingList: (prefill: { role?: 'client' | 'consultant'; specialization?: string; country?: string } = {}) => {
    const query = new URLSearchParams(Object.entries(prefill).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
    return query ? `/waiting-list?${query}` : '/waiting-list';
  },
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  faq: '/faq',
  /** The public webinar list (docs/api-webinars.md), with its filters' query (without `?`) when given. */
  webinars: (query = '') => (query ? `/webinars?${query}` : '/webinars'),
  webinar: (slug: string) => `/webinars/${encodeURIComponent(slug)}`,
  /** The free starter kit and brochure, sent by e-mail on request (spec §1). */
  starterKit: '/starter-kit',
  page404: '/public/page-404',
  page500: '/public/page-500',
  /** Role choice before signing in. */
  signIn: '/public/sign-in',
  /** Role choice before signing up. */
  signUp: '/public/sign-up',
  roleSignIn: (role: Role) => `/public/${role}/sign-in`,
  roleSignUp: (role: Role) => `/public/${role}/sign-up`,
  forgotPassword: (role: Role) => `/public/${role}/forget-password`,
  /** Reset link of the forgot-password e-mail (docs/api-auth.md `auth/forgot-password`). */
  resetPassword: (role: Role, token: string, email: string) => `/public/${role}/verify/${encodeURIComponent(token)}/${encodeURIComponent(email)}`,
  /** Home of a role's area; the admin's is the back office, a separate build (full page load). */
  area: (role: Role) => (role === 'admin' ? '/admin/' : `/${role}/dashboard`),
  changePassword: (role: Role) => (role === 'admin' ? '/admin/' : `/${role}/change-password`),
  booking: (token: string) => `/booking/${encodeURIComponent(token)}`,
  /** A person's own data (docs/privacy.md): download, consents, account deletion; `#consents` is the consents' section. */
  myData: (role: 'client' | 'consultant') => `/${role}/my-data`,
  /** The consents' section of {@link paths.myData} (where a client gives its consent to the processing of health data). */
  myConsents: (role: 'client' | 'consultant') => `/${role}/my-data#consents`,
  /** The link of the account-erasure e-mail (docs/privacy.md "Erasure"): the page confirming the deletion. */
  erasureConfirm: (role: 'client' | 'consultant', token: string) => `/public/${role}/account/erasure?${new URLSearchParams({ token }).toString()}`,
  /** The client's bookings (docs/api-bookings.md). */
  clientMyBooking: '/client/my-booking',
  /** The client's consent form and health assessment pages (needed before booking, spec §5). */
  clientConsentForm: '/client/consent-form-doc',
  clientHealthAssessment: '/client/health-assesment',
  /** The consultation room of a booking, on the role's own area (docs/api-room.md "Web"). */
  room: (role: 'client' | 'consultant', roomId: string) => `/${role}/room/${encodeURIComponent(roomId)}`,
  /** The live session of a webinar, on the role's own area: the host's (consultant) or an attendee's (client). */
  webinarLive: (role: 'client' | 'consultant', webinarId: string) => `/${role}/webinars/${encodeURIComponent(webinarId)}/live`,
  /** The room link for either party (spec §2 `/chat-room/:roomid`): it goes on to the role's own room page. */
  chatRoom: (roomId: string) => `/chat-room/${encodeURIComponent(roomId)}`,
  /** Pages of the consultant area (spec §2 "Consultant routes"). */
  consultant: {
    dashboard: '/consultant/dashboard',
    myProfile: '/consultant/my-profile',
    editAccount: '/consultant/edit-account',
    basicProfile: '/consultant/edit-account/basic-profile',
    addressDetail: '/consultant/edit-account/address-detail',
    educationDetail: '/consultant/edit-account/education-detail',
    profileDetail: '/consultant/edit-account/profile-detail',
    bankDetail: '/consultant/edit-account/bank-detail',
    document: '/consultant/edit-account/document',
    certificateDetail: '/consultant/edit-account/certificate-detail',
    allCertificates: '/consultant/edit-account/all-certificate',
    addCertificate: '/consultant/edit-account/add-certificate',
    editCertificate: (id: string) => `/consultant/edit-account/certificate-detail/edit/${encodeURIComponent(id)}`,
    addTiming: '/consultant/add-timing',
    myBooking: '/consultant/my-booking',
    /**
     * Notes of a booking (`sessionId`) and/or of a client (`clientId`), spec §2
     * `my-booking/add-note/{sessionId?}/{clientId?}`; `-` stands for "no booking" when only the client is known.
     */
    addNote: (sessionId: string | null, clientId?: string | null) =>
      `/consultant/my-booking/add-note/${sessionId ? encodeURIComponent(sessionId) : '-'}${clientId ? `/${encodeURIComponent(clientId)}` : ''}`,
    addComplaint: '/consultant/add-complaint',
    /**
     * The add-complaint page with the counterparty (`against`: the client's id of a booking view) and the
     * booking chosen, e.g. from a past booking.
     */
    addComplaintAbout: (against: string, booking?: string | null) => complaintAbout('/consultant/add-complaint', against, booking),
    complaintsByMe: '/consultant/view-complaint-by-me',
    complaintsAgainst: '/consultant/view-complaint-against',
    /** A complaint the consultant raised (the link of the server's e-mails). */
    complaintByMe: (id: string) => `/consultant/view-complaint-by-me/${encodeURIComponent(id)}`,
    /** A complaint raised about the consultant (the link of the server's e-mails). */
    complaintAgainst: (id: string) => `/consultant/view-complaint-against/${encodeURIComponent(id)}`,
    changePassword: '/consultant/change-password',
    /** The consultant's webinars: write, publish, change and cancel them (docs/api-webinars.md). */
    webinars: '/consultant/webinars',
    /** The consultant's reviews and its answers (docs/api-reviews.md). */
    reviews: '/consultant/reviews',
  },
  /** Pages of the client area (spec §2 "Client routes"; `health-assesment` is the spec's spelling). */
  client: {
    dashboard: '/client/dashboard',
    consentForm: '/client/consent-form-doc',
    healthAssessment: '/client/health-assesment',
    healthAssessmentDoc: '/client/health-assessment-doc',
    myBooking: '/client/my-booking',
    favourites: '/client/favorite',
    addComplaint: '/client/add-complaint',
    /**
     * The add-complaint page with the counterparty (`against`: the consultant's id of a booking view) and the
     * booking chosen, e.g. from a past booking.
     */
    addComplaintAbout: (against: string, booking?: string | null) => complaintAbout('/client/add-complaint', against, booking),
    complaintsByMe: '/client/view-complaint-by-me',
    complaintsAgainst: '/client/view-complaint-against',
    /** A complaint the client raised (the link of the server's e-mails). */
    complaintByMe: (id: string) => `/client/view-complaint-by-me/${encodeURIComponent(id)}`,
    /** A complaint raised about the client (the link of the server's e-mails). */
    complaintAgainst: (id: string) => `/client/view-complaint-against/${encodeURIComponent(id)}`,
    generalInfo: '/client/general-info',
    changePassword: '/client/change-password',
  },
} as const;
