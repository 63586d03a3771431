/**
 * The names of the messages the platform sends (the server's mail templates, lib/mail/templates;
 * docs/messaging.md), one list for the server, the back office's outbox filter and its labels: the
 * server's template union and this list must name the same messages (checked when compiling).
 *
 * @module contracts/mail-templates
 */
export const MAIL_TEMPLATE_NAMES = [
  'email-otp',
  'mobile-otp',
  'account-exists',
  'password-reset',
  'password-changed',
  'admin-invitation',
  'consultant-submitted',
  'consultant-approved',
  'consultant-rejected',
  'consultant-active',
  'booking-confirmed',
  'booking-rescheduled',
  'booking-cancelled',
  'booking-reminder',
  'earlier-slot',
  'favourite-slots',
  'complaint-update',
  'waiting-list-confirmation',
  'waiting-list-available',
  'webinar-registered',
  'webinar-rescheduled',
  'webinar-cancelled',
  'webinar-reminder',
  'webinar-released',
  'starter-kit',
  'newsletter-confirm',
  'newsletter-campaign',
  'erasure-confirm',
] as const;

/** One message the platform sends, e.g. `booking-confirmed`. */
export type MailTemplateName = (typeof MAIL_TEMPLATE_NAMES)[number];
