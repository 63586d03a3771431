/**
 * The newsletter of the public site (spec §1 "a newsletter"; docs/api-engagement.md "Newsletter"):
 * double opt-in subscription from the footer form, confirmation and unsubscription by single links
 * (no sign-in), the one-click unsubscription of mail clients (RFC 8058), and the back office's read-only
 * list of subscribers.
 *
 * - `POST /client/newsletter` answers the same 202 body whatever the address's state (new, pending,
 *   confirmed, unsubscribed), so that the form tells nobody who is subscribed.
 * - The confirmation link goes to a web page whose button posts the token: opening the link (a mail
 *   scanner following it) confirms nothing.
 *
 * The back office's list is in `admin-newsletter.ts` (this file stays light: the site's footer imports it).
 *
 * @module contracts/newsletter
 */
import { z } from 'zod';
import { ApiErrorBody, dataOf, Email, Locale } from './common';
import { route } from './route';

const TAG = 'Newsletter';

/**
 * Version of the consent wording shown under the footer form (web `newsletter.consent`), recorded with
 * each subscription as its proof of consent. Change it whenever that wording changes.
 */
export const NEWSLETTER_CONSENT_VERSION = 'newsletter-consent-2026-11';

/** Status of a subscriber: `pending` until the link of the confirmation e-mail is used. */
export const SubscriberStatus = z.enum(['pending', 'confirmed', 'unsubscribed']);

/** The footer form: the address, and the language of the e-mails (default: the request's). */
export const NewsletterSubscription = z
  .object({
    email: Email,
    locale: Locale.optional(),
  })
  .strict()
  .meta({ id: 'NewsletterSubscription' });

/** A token of a newsletter link (confirmation or unsubscription), as the web page posts it. */
const LinkToken = z.string().trim().min(1).max(200);

/** The button of the confirmation page or of the unsubscribe page. */
export const NewsletterToken = z.object({ token: LinkToken }).strict().meta({ id: 'NewsletterToken' });

/** The body a mail client posts for a one-click unsubscription (RFC 8058 §3.1). */
export const OneClickUnsubscribe = z
  .object({ 'List-Unsubscribe': z.literal('One-Click') })
  .strict()
  .meta({ id: 'OneClickUnsubscribe' });

/** The answer of the footer form: always the same, whatever the address. */
export const SubscriptionAccepted = dataOf(z.object({ message: z.string() })).meta({ id: 'SubscriptionAccepted' });

/** The answer of a confirmation or an unsubscription. */
export const SubscriptionState = dataOf(z.object({ status: SubscriberStatus })).meta({ id: 'SubscriptionState' });

const error = (description: string) => ({ description, schema: ApiErrorBody });

/** Routes of the newsletter, by controller action of `api::client.newsletter`. */
export const newsletterRoutes = {
  subscribe: route({
    method: 'POST',
    path: '/client/newsletter',
    summary: 'Subscribe an address to the newsletter (double opt-in)',
    description:
      'Always answers 202 with the same body, whether the address is new, waiting for its confirmation, already subscribed or unsubscribed. A new, pending or unsubscribed address receives a confirmation e-mail (in `locale`, default the request’s language) whose link is valid 48 hours and replaces any earlier one; a confirmed address receives nothing. At most 5 subscriptions per client IP and 3 per address an hour (429); past the newsletter budget across all addresses, a proof of work is asked (429 `ChallengeRequired`, repeat with `x-altcha`).',
    tag: TAG,
    access: 'public',
    body: NewsletterSubscription,
    responses: {
      202: { description: 'Check your inbox (the same answer for every address)', schema: SubscriptionAccepted },
      429: error('Too many subscriptions, or a proof of work is needed'),
    },
  }),
  confirm: route({
    method: 'POST',
    path: '/client/newsletter/confirm',
    summary: 'Confirm a subscription with the token of the confirmation e-mail',
    description: 'The token is single-use and valid 48 hours. At most 30 link uses per client IP in 15 minutes (429).',
    tag: TAG,
    access: 'public',
    body: NewsletterToken,
    responses: {
      200: { description: 'Subscribed', schema: SubscriptionState },
      400: error('Unknown, used or expired link: `NewsletterLinkInvalid`'),
      429: error('Too many attempts'),
    },
  }),
  unsubscribe: route({
    method: 'POST',
    path: '/client/newsletter/unsubscribe',
    summary: 'Unsubscribe with the token of a newsletter e-mail’s link',
    description: 'The unsubscribe link of every newsletter e-mail keeps working (unsubscribing twice answers 200 again). At most 30 link uses per client IP in 15 minutes (429).',
    tag: TAG,
    access: 'public',
    body: NewsletterToken,
    responses: {
      200: { description: 'Unsubscribed', schema: SubscriptionState },
      400: error('Unknown link: `NewsletterLinkInvalid`'),
      429: error('Too many attempts'),
    },
  }),
  oneClick: route({
    method: 'POST',
    path: '/client/newsletter/one-click',
    summary: 'One-click unsubscription by a mail client (RFC 8058)',
    description:
      'The https address of every newsletter e-mail’s `List-Unsubscribe` header (with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`). Called by mail clients, which cannot send the application key: no `x-api-key`; the token in the query authenticates the call. The body is `List-Unsubscribe=One-Click`, form-encoded as mail clients send it (JSON accepted too).',
    tag: TAG,
    access: 'keyless',
    query: { token: LinkToken },
    body: OneClickUnsubscribe,
    responses: {
      200: { description: 'Unsubscribed', schema: SubscriptionState },
      400: error('Unknown link: `NewsletterLinkInvalid`'),
      429: error('Too many attempts'),
    },
  }),
};
