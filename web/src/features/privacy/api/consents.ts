/**
 * The person's consent records (docs/privacy.md "Consents"; contracts/privacy `ConsentHistory`): every
 * consent given or withdrawn, newest first, and the current state of each kind; a client gives or
 * withdraws its explicit consent to the processing of its health data.
 *
 * @module features/privacy/api/consents
 */
import { apiClient } from '../../../lib/api-client';
import type { Schemas } from '../../../lib/api-types';
import { useRoleApi } from '../../../lib/fetcher';

/** `GET account/consents`: `{ data: ConsentRecord[], current: { terms, privacy, health_data, newsletter } }`. */
export type ConsentHistory = Schemas['ConsentHistory'];

/** One consent record (`at`: UTC instant). */
export type ConsentRecord = Schemas['ConsentRecord'];

/** Path of the consents on the role's surface (the SWR key's path). */
export const CONSENTS_PATH = 'account/consents';

/** `GET account/consents` of the signed-in `role`, read with SWR (skipped while signed out). */
export function useConsents(role: 'client' | 'consultant') {
  return useRoleApi<ConsentHistory>(role, CONSENTS_PATH);
}

/**
 * `PUT /client/account/consents/health-data` `{ given }`: gives or withdraws the client's consent to the
 * processing of its health data (withdrawn, new bookings answer `HealthDataConsentMissing`).
 *
 * @returns the consent history after the change.
 * @throws ApiError as the API client does.
 */
export function setHealthDataConsent(given: boolean): Promise<ConsentHistory> {
  return apiClient.put<ConsentHistory>('account/consents/health-data', { given }, { role: 'client' });
}
