/**
 * `POST` / `DELETE webinars/:id/registration`: the signed-in client registers for a webinar, or
 * unregisters before the change deadline.
 *
 * @module features/webinars/api/register-webinar
 */
import { apiClient } from '../../../lib/api-client';
import type { WebinarRegistration } from '../model/types';

const registrationPath = (webinarId: string) => `webinars/${encodeURIComponent(webinarId)}/registration`;

/**
 * Registers the signed-in client (a seat is taken; a webinar with a fee stays `pending` until paid).
 * @returns the registration
 * @throws ApiError 400 `FormsMissing` (`details.missing`) / `HealthDataConsentMissing`, 404, 409
 *   `WebinarFull` / `AlreadyRegistered` / `WebinarClosed`
 */
export async function registerForWebinar(webinarId: string): Promise<WebinarRegistration> {
  return (await apiClient.post<{ data: WebinarRegistration }>(registrationPath(webinarId), {}, { role: 'client' })).data;
}

/**
 * Unregisters the signed-in client (the seat is freed, a paid registration refunded).
 * @returns the cancelled registration
 * @throws ApiError 409 `ChangeTooLate` (`details.deadline`), 502 `RefundFailed`
 */
export async function unregisterFromWebinar(webinarId: string): Promise<WebinarRegistration> {
  return (await apiClient.delete<{ data: WebinarRegistration }>(registrationPath(webinarId), { role: 'client' })).data;
}
