/**
 * Join the waiting list: `POST /api/client/waiting-list` (contract `WaitingListRequest` in
 * cms/src/contracts/waiting-list.ts; docs/api-engagement.md "Waiting list").
 *
 * @module features/waiting-list/api/join-waiting-list
 */
import { WaitingListRequest } from '@contracts/waiting-list';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import type { Answer } from '../../../lib/api-types';

export { WaitingListRequest };

/** The form's values. */
export type WaitingListValues = z.input<typeof WaitingListRequest>;

/** The checked request (trimmed, e-mail lower-cased, country upper-cased). */
export type WaitingListJoin = z.output<typeof WaitingListRequest>;

/**
 * Send the request (a proof of work is solved by the API client when the server asks for one).
 * @returns `{ message }`: the confirmation to show, in the e-mails' language
 * @throws ApiError 400 with `fieldErrors` (e.g. a country or specialization not in the lists), 429 when
 *   too many were sent, or any other failure
 */
export async function joinWaitingList(join: WaitingListJoin): Promise<Answer<'/api/client/waiting-list', 'post'>['data']> {
  const response = await apiClient.post<Answer<'/api/client/waiting-list', 'post'>>('waiting-list', join);
  return response.data;
}
