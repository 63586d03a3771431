/**
 * `GET complaints/counterparties` of the client or the consultant (cms/src/contracts/complaints.ts), read
 * with SWR: whom the caller may complain about (the consultants a client booked, the clients who
 * booked a consultant), each with their bookings together, newest first (`start`: UTC instant).
 * Throws the API client's `ApiError` on failure.
 *
 * @module features/complaints/api/get-counterparties
 */
import type { Answer } from '../../../lib/api-types';
import { useRoleApi } from '../../../lib/fetcher';
import type { ComplaintRole } from '../model/types';

/** The answer: `{ data: Counterparty[] }`. */
export type CounterpartiesAnswer = Answer<'/api/client/complaints/counterparties', 'get'>;

/** `GET complaints/counterparties` of the signed-in `role`. */
export function useCounterparties(role: ComplaintRole) {
  return useRoleApi<CounterpartiesAnswer>(role, 'complaints/counterparties', undefined, { revalidateOnFocus: false });
}
