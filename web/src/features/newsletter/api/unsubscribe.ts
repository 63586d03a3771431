/**
 * Unsubscription from the newsletter: `POST /api/client/newsletter/unsubscribe` `{ token }`, sent by the
 * button of the page every newsletter e-mail links to (no sign-in).
 *
 * @module features/newsletter/api/unsubscribe
 */
import { apiClient } from '../../../lib/api-client';
import type { Answer } from '../../../lib/api-types';

/**
 * Unsubscribe the address of the link's `token`.
 * @throws ApiError 400 `NewsletterLinkInvalid` (unknown link), 429, or any other failure
 */
export async function unsubscribe(token: string): Promise<Answer<'/api/client/newsletter/unsubscribe', 'post'>['data']> {
  const response = await apiClient.post<Answer<'/api/client/newsletter/unsubscribe', 'post'>>('newsletter/unsubscribe', { token });
  return response.data;
}
