/**
 * Contact request (docs/api.md `POST contact-us { name, email, phone?, subject, message }` →
 * `201 { data: { id } }`; bad input → `400` with `details.fieldErrors`).
 *
 * @module features/contact/api/contact-request
 */
import { apiClient } from '../../../lib/api-client';

/** Form values (all strings; `phone` may be empty). */
export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/** Field → translation key of the client-side error. */
export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

/** Empty form. */
export const emptyContact: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Client-side checks: name, email, subject and message required; e-mail shaped like one.
 *
 * @returns translation keys by field; empty when valid.
 */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of ['name', 'email', 'subject', 'message'] as const) {
    if (!values[field].trim()) errors[field] = 'contact.errors.required';
  }
  if (!errors.email && !EMAIL_PATTERN.test(values.email.trim())) errors.email = 'contact.errors.email';
  return errors;
}

/**
 * Sends the request (trimmed values; empty phone left out).
 *
 * @throws {import('../../../lib/api-client').ApiError} 400 with `fieldErrors`, or any other failure.
 */
export async function sendContactRequest(values: ContactValues): Promise<{ id: string }> {
  const body: Record<string, string> = {
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
  };
  if (values.phone.trim()) body.phone = values.phone.trim();
  const response = await apiClient.post<{ data: { id: string } }>('contact-us', body);
  return response.data;
}
