/**
 * The resources of the back office: the one list the app registers, the side menu is built from and the
 * dashboard describes (DESIGN §4 admin-ui). Each module (`<name>/index.ts`) says its screens, icon,
 * menu group and rank, and trash view.
 */
import { admins } from './admins';
import { auditLogs } from './audit-logs';
import { authors } from './authors';
import { blogs } from './blogs';
import { bookings } from './bookings';
import { cities } from './cities';
import { clients } from './clients';
import { complaintTypes } from './complaint-types';
import { complaints } from './complaints';
import { consentForms } from './consent-forms';
import { consultants } from './consultants';
import { contactRequests } from './contact-requests';
import { countries } from './countries';
import { dataRequests } from './data-requests';
import { coupons } from './coupons';
import { digitalProducts } from './digital-products';
import { disorders } from './disorders';
import { faqs } from './faqs';
import { keywords } from './keywords';
import { languages } from './languages';
import { nationalities } from './nationalities';
import { newsletterCampaigns } from './newsletter-campaigns';
import { newsletterSubscribers } from './newsletter-subscribers';
import { objectives } from './objectives';
import { outbox } from './outbox';
import { pages } from './pages';
import { privacyPolicies } from './privacy-policies';
import { quotes } from './quotes';
import { reviews } from './reviews';
import { specializations } from './specializations';
import { starterKitRequests } from './starter-kit-requests';
import { termsConditions } from './terms-conditions';
import type { AdminResourceModule } from './types';
import { waitingList } from './waiting-list';
import { webSetting } from './web-setting';
import { webinars } from './webinars';

export type { AdminResourceModule } from './types';

/** Every resource module of the back office. */
export const adminResources: AdminResourceModule[] = [
  consultants,
  clients,
  bookings,
  reviews,
  webinars,
  privacyPolicies,
  termsConditions,
  consentForms,
  pages,
  faqs,
  webSetting,
  coupons,
  contactRequests,
  newsletterSubscribers,
  newsletterCampaigns,
  admins,
  auditLogs,
  dataRequests,
  outbox,
  nationalities,
  countries,
  cities,
  disorders,
  specializations,
  blogs,
  authors,
  languages,
  objectives,
  quotes,
  keywords,
  complaints,
  complaintTypes,
  digitalProducts,
  waitingList,
  starterKitRequests,
];
