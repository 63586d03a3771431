/**
 * Legal documents (docs/api.md `GET privacy-policy`, `GET terms-condition`): newest published version.
 *
 * @module features/legal/api/get-legal-document
 */
import type { ItemResponse } from '../../../lib/api-client';
import type { Schemas } from '../../../lib/api-types';
import { useApi } from '../../../lib/fetcher';

/** A versioned legal document. */
export type LegalDocument = Schemas['LegalDocument'];

/** Which document. */
export type LegalDocumentPath = 'privacy-policy' | 'terms-condition';

/** Reads one document; `error.status === 404` when none is published yet. */
export function useLegalDocument(path: LegalDocumentPath) {
  return useApi<ItemResponse<LegalDocument>>(path, undefined, { shouldRetryOnError: (error) => error.status !== 404 });
}
