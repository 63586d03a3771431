/**
 * Newsletter subscription from the footer form: `POST /api/client/newsletter` `{ email, locale }`
 * (contract `NewsletterSubscription` in cms/src/contracts/newsletter.ts). The answer is the same
 * whatever the address (202 `SubscriptionAccepted`): the form cannot tell who is subscribed.
 *
 * @module features/newsletter/api/subscribe
 */
import { NewsletterSubscription } from '@contracts/newsletter';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import type { Schemas } from '../../../lib/api-types';

export { NewsletterSubscription };

/** The form's values. */
export type SubscriptionValues = z.input<typeof NewsletterSubscription>;

/** The checked request (trimmed, lower-cased address). */
export type Subscription = z.output<typeof NewsletterSubscription>;

/**
 * Ask for the confirmation e-mail (double opt-in).
 * @param subscription - the address and the language of the e-mails (the interface language)
 * @throws ApiError 400 with `fieldErrors`, 429 when too many were asked for, or any other failure
 */
export async function subscribe(subscription: Subscription): Promise<Schemas['SubscriptionAccepted']['data']> {
  const response = await apiClient.post<Schemas['SubscriptionAccepted']>('newsletter', subscription);
  return response.data;
}
