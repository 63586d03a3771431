/**
 * Transactional e-mail templates (product spec §2 sign-up / forgot password, §3 consultant review,
 * §5 "please verify your email OTP before proceeding" and bookings, §1 complaints), in the two interface languages
 * (fr default, en), and the newsletter's campaigns. One file per template; the shared layout, escaping
 * and wording helpers are in ./layout.ts (an editor's Markdown, such as a campaign's body, in ./markdown.ts).
 *
 * Pure rendering: no I/O (Markdown is read with `marked`). The caller reads the branding from the web settings, picks
 * the recipient's language and sends the result. Every template yields a subject, a self-sufficient
 * plain-text part (codes and links written out in full) and an e-mail-safe HTML part (table layout,
 * inline styles, max-width 560px) in which every dynamic value is HTML-escaped and only `http(s)`
 * URLs (and `mailto:` in an editor's Markdown) become links.
 */
import { accountExists, type AccountExistsMail } from './account-exists';
import { adminInvitation, type AdminInvitationMail } from './admin-invitation';
import { bookingCancelled, type BookingCancelledMail } from './booking-cancelled';
import { bookingConfirmed, type BookingConfirmedMail } from './booking-confirmed';
import { bookingReminder, type BookingReminderMail } from './booking-reminder';
import { bookingRescheduled, type BookingRescheduledMail } from './booking-rescheduled';
import { complaintUpdate, type ComplaintUpdateMail } from './complaint-update';
import { consultantActive, type ConsultantActiveMail } from './consultant-active';
import { consultantApproved, type ConsultantApprovedMail } from './consultant-approved';
import { consultantRejected, type ConsultantRejectedMail } from './consultant-rejected';
import { consultantSubmitted, type ConsultantSubmittedMail } from './consultant-submitted';
import { earlierSlot, type EarlierSlotMail } from './earlier-slot';
import { emailOtp, type EmailOtpMail } from './email-otp';
import { favouriteSlots, type FavouriteSlotsMail } from './favourite-slots';
import { erasureConfirm, type ErasureConfirmMail } from './erasure-confirm';
import { oneLine, renderHtml, renderText, wording, type Content, type MailBranding, type MailLocale, type RenderedMail, type Wording } from './layout';
import { mobileOtp, type MobileOtpMail } from './mobile-otp';
import { newsletterCampaign, type NewsletterCampaignMail } from './newsletter-campaign';
import { newsletterConfirm, type NewsletterConfirmMail } from './newsletter-confirm';
import { passwordChanged, type PasswordChangedMail } from './password-changed';
import { passwordReset, type PasswordResetMail } from './password-reset';
import { waitingListAvailable, type WaitingListAvailableMail } from './waiting-list-available';
import { waitingListConfirmation, type WaitingListConfirmationMail } from './waiting-list-confirmation';
import { starterKit, type StarterKitMail } from './starter-kit';
import { webinarMail, type WebinarMail } from './webinar';
import type { MailTemplateName } from '../../../contracts/mail-templates';

export { escapeHtml } from './html';
export type { MailBranding, MailLocale, RenderedMail } from './layout';
export type { BookingMailDetails } from './booking-details';

/**
 * The transactional e-mails and their data, discriminated by `name` (each member is documented in its
 * own file):
 * - `email-otp`, `mobile-otp`: verification codes; `account-exists`: sign-up asked for a known address;
 * - `password-reset`, `password-changed`: password e-mails; `admin-invitation`: an admin invited to the
 *   back office (a single-use link to choose a password);
 * - `consultant-approved` / `consultant-rejected` / `consultant-active` / `consultant-submitted`: the
 *   review of a consultant profile;
 * - `booking-confirmed` / `booking-rescheduled` / `booking-cancelled` / `booking-reminder`: to each side
 *   of a booking (see {@link BookingMailDetails});
 * - `complaint-update`: to each party of a complaint, when it is filed, answered, resolved or rejected;
 * - `waiting-list-confirmation` / `waiting-list-available`: a waiting-list entry is saved; an expert the
 *   client waited for is available (once).
 * - `starter-kit`: the free starter kit and brochure asked for on the site (two PDF files attached).
 * - `newsletter-confirm`: the double opt-in link of the newsletter (with its unsubscribe link).
 * - `newsletter-campaign`: a newsletter an editor wrote (Markdown body), with the unsubscribe link.
 * - `erasure-confirm`: the single-use link that confirms the deletion of an account (docs/privacy.md "Erasure").
 * - `webinar-registered` / `webinar-rescheduled` / `webinar-cancelled` / `webinar-reminder` / `webinar-released`: to a client registered for a webinar.
 * - `earlier-slot`: an earlier slot freed up with the consultant of a client's booking (a one-click move link);
 *   `favourite-slots`: the daily digest of slots freed by favourite experts (with the stop link).
 */
export type MailTemplate =
  | EmailOtpMail
  | MobileOtpMail
  | AccountExistsMail
  | PasswordResetMail
  | PasswordChangedMail
  | AdminInvitationMail
  | ConsultantApprovedMail
  | ConsultantRejectedMail
  | ConsultantActiveMail
  | ConsultantSubmittedMail
  | BookingConfirmedMail
  | BookingRescheduledMail
  | BookingCancelledMail
  | BookingReminderMail
  | ComplaintUpdateMail
  | WaitingListConfirmationMail
  | WaitingListAvailableMail
  | StarterKitMail
  | NewsletterConfirmMail
  | NewsletterCampaignMail
  | ErasureConfirmMail
  | WebinarMail
  | EarlierSlotMail
  | FavouriteSlotsMail;

/** Compiles only while the template union and contracts/mail-templates name the same messages. */
type SameNames<A, B> = [Exclude<A, B>, Exclude<B, A>] extends [never, never] ? true : { differ: [Exclude<A, B>, Exclude<B, A>] };
const templateNamesMatch: SameNames<MailTemplate['name'], MailTemplateName> = true;
void templateNamesMatch;

function buildContent(template: MailTemplate, words: Wording): Content {
  switch (template.name) {
    case 'email-otp':
      return emailOtp(template, words);
    case 'mobile-otp':
      return mobileOtp(template, words);
    case 'account-exists':
      return accountExists(template, words);
    case 'password-reset':
      return passwordReset(template, words);
    case 'password-changed':
      return passwordChanged(template, words);
    case 'admin-invitation':
      return adminInvitation(template, words);
    case 'consultant-approved':
      return consultantApproved(template, words);
    case 'consultant-rejected':
      return consultantRejected(template, words);
    case 'consultant-active':
      return consultantActive(template, words);
    case 'consultant-submitted':
      return consultantSubmitted(template, words);
    case 'booking-confirmed':
      return bookingConfirmed(template, words);
    case 'booking-rescheduled':
      return bookingRescheduled(template, words);
    case 'booking-cancelled':
      return bookingCancelled(template, words);
    case 'booking-reminder':
      return bookingReminder(template, words);
    case 'complaint-update':
      return complaintUpdate(template, words);
    case 'waiting-list-confirmation':
      return waitingListConfirmation(template, words);
    case 'waiting-list-available':
      return waitingListAvailable(template, words);
    case 'starter-kit':
      return starterKit(template, words);
    case 'newsletter-confirm':
      return newsletterConfirm(template, words);
    case 'newsletter-campaign':
      return newsletterCampaign(template, words);
    case 'erasure-confirm':
      return erasureConfirm(template, words);
    case 'earlier-slot':
      return earlierSlot(template, words);
    case 'favourite-slots':
      return favouriteSlots(template, words);
    case 'webinar-registered':
    case 'webinar-rescheduled':
    case 'webinar-cancelled':
    case 'webinar-reminder':
    case 'webinar-released':
      return webinarMail(template, words);
    default: {
      const unknown: never = template;
      throw new Error(`Unknown mail template: ${String((unknown as { name?: unknown })?.name)}`);
    }
  }
}

/**
 * Render a transactional e-mail in the recipient's language.
 *
 * @param template which e-mail and its data (see {@link MailTemplate}).
 * @param locale recipient's language; anything other than `en` renders in French (default locale).
 * @param branding site title, logo, legal name and site URL from the web settings.
 * @returns `subject` (one line, ending with "— {site title}"), `text` (complete plain-text part, codes
 * and URLs included) and `html` (full document, `<html lang>` set, every dynamic value escaped, only
 * `http(s)` URLs linked, logo `<img>` only when `logoUrl` is an `http(s)` URL).
 * @throws Error for an unknown template name.
 */
export function renderMail(template: MailTemplate, locale: MailLocale, branding: MailBranding): RenderedMail {
  const lang: MailLocale = locale === 'en' ? 'en' : 'fr';
  const site = oneLine(branding.siteTitle ?? '');
  const content = buildContent(template, wording(lang, site));
  content.subject = oneLine(content.subject);
  return {
    subject: content.subject,
    text: renderText(content, lang, branding, site),
    html: renderHtml(content, lang, branding, site),
  };
}
