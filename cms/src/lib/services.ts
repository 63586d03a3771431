/**
 * Typed access to the platform's services: `services.bookings()` instead of
 * an untyped `strapi.service('api::booking.bookings')`. Each entry names the service's UID once and takes
 * its type from the service's own factory, so a controller sees the real method signatures.
 */
import type { UID } from '@strapi/strapi';
import type accounts from '../api/account/services/accounts';
import type otp from '../api/account/services/otp';
import type consents from '../api/account/services/consents';
import type dataExport from '../api/account/services/data-export';
import type erasure from '../api/account/services/erasure';
import type bookings from '../api/booking/services/bookings';
import type notifications from '../api/booking/services/notifications';
import type payments from '../api/booking/services/payments';
import type reminders from '../api/booking/services/reminders';
import type roomAccess from '../api/booking/services/room-access';
import type roomAttendance from '../api/booking/services/room-attendance';
import type roomChat from '../api/booking/services/room-chat';
import type complaints from '../api/complaint/services/complaints';
import type catalogue from '../api/client/services/catalogue';
import type favourites from '../api/client/services/favourites';
import type forms from '../api/client/services/forms';
import type expertSearch from '../api/consultant-profile/services/expert-search';
import type credentials from '../api/consultant/services/credentials';
import type profileSections from '../api/consultant/services/profile-sections';
import type review from '../api/consultant/services/review';
import type timings from '../api/consultant/services/timings';
import type privateFiles from '../api/private-file/services/private-files';
import type people from '../api/admin-panel/services/people';
import type adminContent from '../api/admin-panel/services/content';
import type adminBookings from '../api/admin-panel/services/bookings';
import type adminDashboard from '../api/admin-panel/services/dashboard';
import type waitingList from '../api/waiting-list-entry/services/waiting-list';
import type starterKits from '../api/starter-kit-request/services/deliveries';
import type newsletter from '../api/newsletter-subscriber/services/newsletter';
import type newsletterCampaigns from '../api/newsletter-campaign/services/campaigns';
import type retention from '../api/retention/services/retention';
import type webinars from '../api/webinar/services/webinars';
import type reviews from '../api/review/services/reviews';

/** The service object a factory (`export default () => ({ … })`) makes. */
type ServiceOf<F> = F extends (...args: never[]) => infer S ? S : F;

/** A getter of the service registered under `uid`, typed as its factory's result. */
function service<F>(uid: UID.Service): () => ServiceOf<F> {
  return () => strapi.service(uid) as unknown as ServiceOf<F>;
}

/** The platform's services, by short name. Call at request time (`services.bookings().create(…)`), not at import. */
export const services = {
  accounts: service<typeof accounts>('api::account.accounts'),
  otp: service<typeof otp>('api::account.otp'),
  consents: service<typeof consents>('api::account.consents'),
  dataExport: service<typeof dataExport>('api::account.data-export'),
  erasure: service<typeof erasure>('api::account.erasure'),
  bookings: service<typeof bookings>('api::booking.bookings'),
  bookingNotifications: service<typeof notifications>('api::booking.notifications'),
  payments: service<typeof payments>('api::booking.payments'),
  reminders: service<typeof reminders>('api::booking.reminders'),
  roomAccess: service<typeof roomAccess>('api::booking.room-access'),
  roomAttendance: service<typeof roomAttendance>('api::booking.room-attendance'),
  roomChat: service<typeof roomChat>('api::booking.room-chat'),
  complaints: service<typeof complaints>('api::complaint.complaints'),
  catalogue: service<typeof catalogue>('api::client.catalogue'),
  favourites: service<typeof favourites>('api::client.favourites'),
  clientForms: service<typeof forms>('api::client.forms'),
  expertSearch: service<typeof expertSearch>('api::consultant-profile.expert-search'),
  credentials: service<typeof credentials>('api::consultant.credentials'),
  profileSections: service<typeof profileSections>('api::consultant.profile-sections'),
  review: service<typeof review>('api::consultant.review'),
  timings: service<typeof timings>('api::consultant.timings'),
  privateFiles: service<typeof privateFiles>('api::private-file.private-files'),
  people: service<typeof people>('api::admin-panel.people'),
  adminContent: service<typeof adminContent>('api::admin-panel.content'),
  adminBookings: service<typeof adminBookings>('api::admin-panel.bookings'),
  adminDashboard: service<typeof adminDashboard>('api::admin-panel.dashboard'),
  waitingList: service<typeof waitingList>('api::waiting-list-entry.waiting-list'),
  starterKits: service<typeof starterKits>('api::starter-kit-request.deliveries'),
  newsletter: service<typeof newsletter>('api::newsletter-subscriber.newsletter'),
  newsletterCampaigns: service<typeof newsletterCampaigns>('api::newsletter-campaign.campaigns'),
  retention: service<typeof retention>('api::retention.retention'),
  reviews: service<typeof reviews>('api::review.reviews'),
  webinars: service<typeof webinars>('api::webinar.webinars'),
};
