/**
 * Service `api::webinar.webinars` (docs/api-webinars.md): a facade over `src/lib/webinars/`, for the
 * consultant's and the client's controllers (`services.webinars()`, src/lib/services.ts).
 */
import {
  clientRegistrations,
  consultantWebinars,
  createWebinar,
  markRegistrationPaid,
  publicWebinar,
  publicWebinars,
  publishWebinar,
  register,
  remindWebinars,
  removeWebinar,
  unregister,
  updateWebinar,
  uploadCover,
  webinarAttendees,
} from '../../../lib/webinars/webinars';
import { settleLapsedCheckouts } from '../../../lib/webinars/payments';

export type { AttendeeView, ConsultantWebinarView, RegistrationView, WebinarCardView, WebinarDetailView, WebinarFilters, WebinarInput } from '../../../lib/webinars/webinars';

export default () => ({
  /** The consultant's webinars, newest start first, one page. */
  consultantList: consultantWebinars,
  /** Write a draft. @throws ApiError 400 */
  create: createWebinar,
  /** Change a webinar before it starts (registered clients e-mailed when its time changes). @throws ApiError 400/404/409 */
  update: updateWebinar,
  /** Delete a draft, or cancel a published webinar (clients e-mailed and refunded). @throws ApiError 404/409 */
  remove: removeWebinar,
  /** The registrations of one of the consultant's webinars, one page. @throws ApiError 404 */
  attendees: webinarAttendees,
  /** Record the direct payment of a pending registration. @throws ApiError 404/409 */
  markPaid: markRegistrationPaid,
  /** Upload the cover image (replaces the previous one). @throws ApiError 400/404/409/413/415 */
  cover: uploadCover,
  /** Publish a complete draft. @throws ApiError 400/403/404/409 */
  publish: publishWebinar,
  /** Published webinars that have not ended, soonest first, one page. */
  publicList: publicWebinars,
  /** A published webinar by slug. @throws ApiError 404 */
  publicDetail: publicWebinar,
  /** Register a client. @throws ApiError 400/404/409 */
  register,
  /** Unregister a client before the change deadline. @throws ApiError 404/409/502 */
  unregister,
  /** The client's registrations, one page. */
  registrations: clientRegistrations,
  /** Queue the 24 h reminders due at `now` (each once); @returns how many */
  remind: remindWebinars,
  /** Settle the Stripe checkouts of registrations whose webhook never came (paid, or seat given back); @returns how many of each */
  settleCheckouts: settleLapsedCheckouts,
});
