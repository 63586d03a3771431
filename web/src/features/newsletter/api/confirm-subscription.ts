/**
 * Confirmation of a newsletter subscription: `POST /api/client/newsletter/confirm` `{ token }`, sent by
 * the button of the page the confirmation e-mail links to (opening the page confirms nothing).
 *
 * @module features/newsletter/api/confirm-subscription
 */
import { apiClient } from '../../../lib/api-client';
import type { Answer } from '../../../lib/api-types';

/**
 * Confirm the subscription of the link's `token`.
 * @throws ApiError 400 `NewsletterLinkInvalid` (unknown, used or expired link), 429, or any other failure
 */
export async function confirmSubscription(token: string): Promise<Answer<'/api/client/newsletter/confirm', 'post'>['data']> {
  const response = await apiClient.post<Answer<'/api/client/newsletter/confirm', 'post'>>('newsletter/confirm', { token });
  return response.data;
}
