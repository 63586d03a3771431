/**
 * The consultant's webinars (docs/api-webinars.md "Consultant"): `GET webinars` read with SWR, and the
 * writes: `POST webinars` (a draft), `PUT webinars/:id` (the fields sent), `POST webinars/:id/publish`,
 * `DELETE webinars/:id` (a draft goes to the trash, a published webinar is cancelled: its clients are
 * e-mailed and refunded); and a webinar's registrations (`GET webinars/:id/registrations`) with the
 * direct payment of a pending one (`POST …/registrations/:registrationId/mark-paid`). Instants are UTC
 * ISO 8601, durations minutes, fees minor units.
 *
 * @module features/webinars/api/consultant-webinars
 */
import type { WebinarRequest } from '@contracts/webinars';
import type { z } from 'zod';
import { apiClient, type ListResponse } from '../../../lib/api-client';
import { useRoleApi } from '../../../lib/fetcher';
import type { ConsultantWebinar, WebinarAttendee } from '../model/types';

/** Path of the list (what a write re-reads). */
export const CONSULTANT_WEBINARS_PATH = 'webinars';
/** Webinars read at once (the API's largest page). */
export const CONSULTANT_WEBINARS_PAGE_SIZE = 50;

/** What a consultant writes of a webinar. */
export type WebinarWrite = z.input<typeof WebinarRequest>;

/** `GET webinars` of the signed-in consultant: newest start first, drafts without a start last. */
export function useConsultantWebinars() {
  return useRoleApi<ListResponse<ConsultantWebinar>>('consultant', CONSULTANT_WEBINARS_PATH, { page: 1, pageSize: CONSULTANT_WEBINARS_PAGE_SIZE });
}

/**
 * Writes a new draft (`id` unset) or changes a webinar.
 * @throws ApiError 400 with `fieldErrors`, 409 `WebinarClosed` (started or cancelled)
 */
export async function saveWebinar(id: string | null, body: WebinarWrite): Promise<ConsultantWebinar> {
  const answer = id
    ? await apiClient.put<{ data: ConsultantWebinar }>(`webinars/${encodeURIComponent(id)}`, body, { role: 'consultant' })
    : await apiClient.post<{ data: ConsultantWebinar }>('webinars', body, { role: 'consultant' });
  return answer.data;
}

/**
 * Publishes a complete draft whose start is in the future.
 * @throws ApiError 400 `WebinarIncomplete` (`fieldErrors`), 403 `ConsultantNotApproved`, 409 `WebinarClosed`
 */
export async function publishWebinar(id: string): Promise<ConsultantWebinar> {
  return (await apiClient.post<{ data: ConsultantWebinar }>(`webinars/${encodeURIComponent(id)}/publish`, {}, { role: 'consultant' })).data;
}

/**
 * Deletes a draft, or cancels a published webinar.
 * @throws ApiError 409 `WebinarClosed` (started or already cancelled)
 */
export async function removeWebinar(id: string): Promise<ConsultantWebinar> {
  return (await apiClient.delete<{ data: ConsultantWebinar }>(`webinars/${encodeURIComponent(id)}`, { role: 'consultant' })).data;
}

/** Path of the registrations of one of the consultant's webinars. */
export const attendeesPath = (webinarId: string) => `webinars/${encodeURIComponent(webinarId)}/registrations`;
/** Registrations read at once (a webinar has at most 500 seats, the API's largest page). */
export const ATTENDEES_PAGE_SIZE = 500;

/**
 * `GET webinars/:id/registrations`: who registered for one of the consultant's webinars (active and
 * cancelled, earliest first), each with its payment status and minutes in the live session; skipped
 * while `webinarId` is `null`.
 */
export function useWebinarAttendees(webinarId: string | null) {
  return useRoleApi<ListResponse<WebinarAttendee>>('consultant', webinarId ? attendeesPath(webinarId) : null, { page: 1, pageSize: ATTENDEES_PAGE_SIZE });
}

/**
 * Records that the client of a pending registration paid the consultant directly.
 * @returns the registration, now `paid`
 * @throws ApiError 409 `RegistrationAlreadyPaid` / `RegistrationFree` / `RegistrationCancelled` /
 *   `RegistrationRefunded` when it is not pending, 404 when it is not one of the webinar's
 */
export async function markRegistrationPaid(webinarId: string, registrationId: string): Promise<WebinarAttendee> {
  return (await apiClient.post<{ data: WebinarAttendee }>(`${attendeesPath(webinarId)}/${encodeURIComponent(registrationId)}/mark-paid`, {}, { role: 'consultant' })).data;
}
