/**
 * The consultant's webinars (docs/api-webinars.md "Consultant"): `GET webinars` read with SWR, and the
 * writes: `POST webinars` (a draft), `PUT webinars/:id` (the fields sent), `POST webinars/:id/publish`,
 * `DELETE webinars/:id` (a draft goes to the trash, a published webinar is cancelled: its clients are
 * e-mailed and refunded). Instants are UTC ISO 8601, durations minutes, fees minor units.
 *
 * @module features/webinars/api/consultant-webinars
 */
import type { WebinarRequest } from '@contracts/webinars';
import type { z } from 'zod';
import { apiClient, type ListResponse } from '../../../lib/api-client';
import { useRoleApi } from '../../../lib/fetcher';
import type { ConsultantWebinar } from '../model/types';

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
