/**
 * Contact request: `POST /api/client/contact-us` (contract `ContactRequest` in cms/src/contracts/catalogue.ts).
 *
 * @module features/contact/api/send-contact-request
 */
import { ContactRequest } from '@contracts/catalogue';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import type { Answer } from '../../../lib/api-types';

export { ContactRequest };

/** The form's values. */
export type ContactValues = z.input<typeof ContactRequest>;

/** The checked request (trimmed). */
export type Contact = z.output<typeof ContactRequest>;

/**
 * Send the request (an empty phone is left out).
 * @throws ApiError 400 with `fieldErrors`, 429 when too many were sent, or any other failure
 */
export async function sendContactRequest(contact: Contact): Promise<Answer<'/api/client/contact-us', 'post'>['data']> {
  const { phone, ...rest } = contact;
  const response = await apiClient.post<Answer<'/api/client/contact-us', 'post'>>('contact-us', phone ? { ...rest, phone } : rest);
  return response.data;
}
