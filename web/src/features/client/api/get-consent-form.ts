/**
 * `GET consent-form`: the current form and the client's state, read with SWR.
 *
 * @module features/client/api/get-consent-form
 */
import { READS, useClientRead } from './get-client-record';
import type { ConsentForm } from '../model/types';

/** `GET consent-form`. */
export function useConsentForm() {
  return useClientRead<ConsentForm>(READS.consentForm);
}
