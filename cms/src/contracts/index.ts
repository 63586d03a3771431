/**
 * Every route contract of the three surfaces, by area (one file per area). The OpenAPI document
 * (`lib/openapi.ts`) is generated from this list, and the Strapi route files build their routes
 * from the same area objects, so no route goes undocumented.
 *
 * @module contracts
 */
import type { AreaContracts, RouteContract } from './route';
import { catalogueRoutes, contactRoutes } from './catalogue';
import { clientBookingRoutes, consultantBookingRoutes, consultantClientFormRoutes } from './bookings';
import { consultantReviewRoutes } from './admin';
import { bookingActionRoutes, bookingMessageRoutes, dashboardRoutes } from './admin-bookings';
import { adminActionRoutes, clientActionRoutes } from './admin-people';
import { adminContentRoutes } from './admin-content';
import { clientFormRoutes, favouriteRoutes } from './client-forms';
import { consultantProfileRoutes } from './consultant-profile';
import { expertRoutes } from './experts';
import { adminAccountRoutes, clientAccountRoutes, consultantAccountRoutes, consultantWebSettingRoutes } from './account';
import { fileRoutes } from './files';
import { paymentRoutes } from './payments';
import { clientRoomRoutes, consultantRoomRoutes } from './room';
import { clientComplaintRoutes, consultantComplaintRoutes } from './complaints';
import { complaintActionRoutes } from './admin-complaints';
import { waitingListRoutes } from './waiting-list';
import { starterKitActionRoutes, starterKitRoutes } from './starter-kit';
import { outboxActionRoutes } from './admin-outbox';
import { newsletterRoutes } from './newsletter';
import { newsletterCampaignActionRoutes } from './admin-newsletter';
import { adminPrivacyActionRoutes, clientPrivacyRoutes, consultantPrivacyRoutes } from './privacy';
import { clientWebinarRoutes, consultantWebinarRoutes } from './webinars';
import { webinarActionRoutes } from './admin-webinars';
import { clientReviewRoutes, consultantReviewListRoutes, reviewActionRoutes } from './reviews';

/** The areas, in the order of the reference page. */
export const areas: Record<string, AreaContracts> = {
  catalogue: catalogueRoutes,
  contact: contactRoutes,
  clientBookings: clientBookingRoutes,
  consultantBookings: consultantBookingRoutes,
  clientWebinars: clientWebinarRoutes,
  consultantWebinars: consultantWebinarRoutes,
  consultantClientForms: consultantClientFormRoutes,
  clientRoom: clientRoomRoutes,
  consultantRoom: consultantRoomRoutes,
  clientComplaints: clientComplaintRoutes,
  consultantComplaints: consultantComplaintRoutes,
  adminBookings: bookingActionRoutes,
  adminComplaints: complaintActionRoutes,
  adminBookingMessages: bookingMessageRoutes,
  adminDashboard: dashboardRoutes,
  adminConsultantReview: consultantReviewRoutes,
  adminClients: clientActionRoutes,
  adminAdmins: adminActionRoutes,
  experts: expertRoutes,
  clientForms: clientFormRoutes,
  favourites: favouriteRoutes,
  consultantProfile: consultantProfileRoutes,
  clientAccount: clientAccountRoutes,
  consultantAccount: consultantAccountRoutes,
  adminAccount: adminAccountRoutes,
  consultantWebSetting: consultantWebSettingRoutes,
  adminContent: adminContentRoutes,
  files: fileRoutes,
  payments: paymentRoutes,
  waitingList: waitingListRoutes,
  starterKit: starterKitRoutes,
  adminStarterKit: starterKitActionRoutes,
  adminOutbox: outboxActionRoutes,
  newsletter: newsletterRoutes,
  adminNewsletterCampaigns: newsletterCampaignActionRoutes,
  clientPrivacy: clientPrivacyRoutes,
  consultantPrivacy: consultantPrivacyRoutes,
  adminPrivacy: adminPrivacyActionRoutes,
  adminWebinars: webinarActionRoutes,
  clientReviews: clientReviewRoutes,
  consultantReviews: consultantReviewListRoutes,
  adminReviews: reviewActionRoutes,
};

/** Every route contract. */
export const allRoutes: RouteContract[] = Object.values(areas).flatMap((area) => Object.values(area));
