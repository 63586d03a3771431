/**
 * A booked client's consent form as the consultant sees it (read-only), read with SWR.
 * Instants are UTC ISO 8601 strings, money minor units of `currency`. Throws the API client's `ApiError` on failure.
 *
 * @module features/bookings/api/get-client-consent-form
 */
import { useRoleApi } from '../../../lib/fetcher';
import type { ClientConsentState } from '../model/types';

/** `GET clients/:clientId/consent-form` (consultant; audit-logged; 404 without a booking with this consultant). */
export function useClientConsentForm(clientId: string | null) {
  return useRoleApi<{ data: ClientConsentState }>('consultant', clientId ? `clients/${encodeURIComponent(clientId)}/consent-form` : null, undefined, { revalidateOnFocus: false });
}
