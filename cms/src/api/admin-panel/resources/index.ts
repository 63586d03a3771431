/**
 * Every admin resource of the back office (DESIGN §2 "Admin resources are declarations"), one module
 * each; the routes file and the OpenAPI document are built from this one list.
 */
import type { AdminResource } from '../../../lib/admin-resource';
import cities from './cities';
import complaintTypes from './complaint-types';
import countries from './countries';
import disorders from './disorders';
import keywords from './keywords';
import languages from './languages';
import nationalities from './nationalities';
import objectives from './objectives';
import specializations from './specializations';
import admins from './admins';
import auditLogs from './audit-logs';
import clients from './clients';
import consultants from './consultants';
import contactRequests from './contact-requests';
import authors from './authors';
import blogs from './blogs';
import consentForms from './consent-forms';
import digitalProducts from './digital-products';
import faqs from './faqs';
import pages from './pages';
import privacyPolicies from './privacy-policies';
import quotes from './quotes';
import termsConditions from './terms-conditions';
import bookings from './bookings';
import coupons from './coupons';
import complaints from './complaints';
import waitingList from './waiting-list';
import starterKitRequests from './starter-kit-requests';
import outbox from './outbox';
import newsletterSubscribers from './newsletter-subscribers';
import newsletterCampaigns from './newsletter-campaigns';
import dataRequests from './data-requests';
import webinars from './webinars';
import reviews from './reviews';

/** The resources, in the order of the reference page. */
export const adminResources: AdminResource[] = [
  countries,
  cities,
  nationalities,
  languages,
  disorders,
  keywords,
  objectives,
  specializations,
  complaintTypes,
  consultants,
  clients,
  admins,
  auditLogs,
  contactRequests,
  blogs,
  authors,
  quotes,
  faqs,
  digitalProducts,
  pages,
  privacyPolicies,
  termsConditions,
  consentForms,
  bookings,
  coupons,
  complaints,
  waitingList,
  starterKitRequests,
  outbox,
  newsletterSubscribers,
  newsletterCampaigns,
  dataRequests,
  webinars,
  reviews,
];
