/**
 * The free starter kit and brochure: `POST /api/client/starter-kit` (contract `StarterKitRequest` in
 * cms/src/contracts/starter-kit.ts). The API stores the request and answers 202; the e-mail with the
 * two PDF files leaves right after.
 *
 * @module features/starter-kit/api/request-starter-kit
 */
import { StarterKitRequest } from '@contracts/starter-kit';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import type { Answer } from '../../../lib/api-types';

export { StarterKitRequest };

/** The form's values. */
export type StarterKitValues = z.input<typeof StarterKitRequest>;

/** The checked request (trimmed, e-mail address in lower case). */
export type StarterKitOrder = z.output<typeof StarterKitRequest>;

/**
 * Ask for the starter kit and brochure.
 * @returns the stored request's id
 * @throws ApiError 400 with `fieldErrors`, 429 when too many were asked for, or any other failure
 */
export async function requestStarterKit(order: StarterKitOrder): Promise<Answer<'/api/client/starter-kit', 'post'>['data']> {
  const response = await apiClient.post<Answer<'/api/client/starter-kit', 'post'>>('starter-kit', order);
  return response.data;
}
